"""Issue 26 item 2 on the menus and the game over: a menu's tooltip is placed by the overlay layer
(table/claims.py tooltip, through scenes/common.draw_tip) off every other widget of its screen (the
title's Continue tip hid "Learn to play"); the game-over screen claims its parts, so toasts and
tooltips keep off them; its closeness boxes show their text whole (the loss panel cut its last
sentence), at 1280x720 and at 1920x1080."""
import pygame
import pytest

from legends.engine.scenario import build
from legends.ui import drawn
from legends.ui.scenes import closeness
from legends.ui.scenes.controls import ControlsScene
from legends.ui.scenes.gallery import GalleryScene
from legends.ui.scenes.gameover import BOARDS, CLOSE, GameOverScene
from legends.ui.scenes.lessons import LessonsScene
from legends.ui.scenes.settings import SettingsScene
from legends.ui.screen import FIXED
from legends.ui.table import claims

from tables import fresh_app, position

WINDOWS = [(1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("menus")) as a:
        yield a


def hover(app, pos):
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()


def tip_rect(scene):
    """The tooltip the scene's last frame placed (its overlay layer), or None."""
    layer = scene.tip_layer
    placed = [c.rect for c in layer.placed if c.name == "tooltip"] if layer is not None else []
    assert len(placed) <= 1
    return placed[0] if placed else None


def shown(scene):
    return [w for w in scene.widgets if getattr(w, "visible", True)]


def long_loss(app, winner="nemesis"):
    """A four-player game on the Power Plant lost in game round 5 with two fighters fallen: the loss
    condition's text is the longest the screen shows (four lines at 720p)."""
    doc = position(4, "power_plant", enemies=[], turn=17)
    doc["nemesis"] = dict(doc["nemesis"], space="F2")
    for i in (0, 2):
        doc["fighters"][i] = dict(doc["fighters"][i], round=2, health=0)
    g = build(doc, app.box)
    g.rules.end(winner, "Chun-Li is defeated in Round 2. The fighters lose." if winner == "nemesis"
                else "M. Bison is defeated! The fighters win.")
    return g


def game_over(app, window, winner="nemesis"):
    app.set_window_size(window)
    sc = GameOverScene(app, long_loss(app, winner), ["human"] * 4)
    app.set_scene(sc)
    app.render()
    return sc


@pytest.mark.parametrize("window", WINDOWS)
def test_the_titles_continue_tip_covers_no_other_button(app, window):
    app.set_window_size(window)
    app.title()
    sc = app.scene
    cont = next(b for b in sc.buttons if b.label == "Continue")
    learn = next(b for b in sc.buttons if b.label == "Learn to play")
    hover(app, cont.rect.center)
    r = tip_rect(sc)
    assert r is not None and not r.colliderect(learn.rect)
    assert [b.label for b in sc.buttons if r.colliderect(b.rect)] == []
    assert r.colliderect(cont.rect.inflate(400, 40)) or r.colliderect(cont.rect.inflate(40, 400))   # by it


LONG = ("A tip", "A tooltip as long as the longest a menu shows, wrapped onto three or four lines, to see "
        "where the overlay layer puts it among the screen's widgets.", "")


def every_tip_off_the_others(app, sc, give):
    """Hover each visible widget with a tip (`give`: every widget given one; the lessons' and the
    controls' screens have none yet): its tooltip is drawn and covers no widget (its own neither).
    How many were hovered."""
    app.set_scene(sc)
    app.render()
    for w in shown(sc) if give else ():
        w.tip = w.tip or LONG
    n = 0
    for w in [w for w in shown(sc) if w.tip]:
        hover(app, w.rect.center)
        r = tip_rect(sc)
        assert r is not None, w.label
        hit = [getattr(o, "label", "") for o in shown(sc) if r.colliderect(o.rect)]
        assert hit == [], (w.label, r, hit)
        n += 1
    return n


SCENES = {"title": (lambda app: app.title() or app.scene, False), "lessons": (LessonsScene, True),
          "gallery": (GalleryScene, False), "settings": (SettingsScene, False), "controls": (ControlsScene, True)}


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("name", sorted(SCENES))
def test_a_menus_hovered_tip_covers_no_other_widget(app, name, window):
    app.set_window_size(window)
    make, give = SCENES[name]
    sc = make(app)
    n = every_tip_off_the_others(app, sc, give)
    assert n == len([w for w in shown(sc) if w.tip]) and n >= 2, n


@pytest.mark.parametrize("window", WINDOWS)
def test_the_game_overs_hovered_tips_cover_no_button_box_or_board(app, window):
    sc = game_over(app, window)
    n = 0
    for b in sc.widgets:
        hover(app, b.rect.center)
        r = tip_rect(sc)
        covered = [c.name for c in sc.tip_layer.claims if r.colliderect(c.rect) and c.weight > claims.LIGHT]
        assert covered == [], (b.label, covered)      # (the big word and the buttons' subtitles are light)
        n += 1
    assert n == 4
    app.toast("Controller 2 takes P2")      # a toast drawn with the tooltip keeps off it too
    app.render()
    assert len(app.toast_rects) == 1 and not app.toast_rects[0].colliderect(tip_rect(sc))
    app.toasts.clear()


@pytest.mark.parametrize("window", WINDOWS)
def test_the_game_overs_tips_stand_by_their_buttons(app, window):
    """The Play again tip went to the panel's top left corner, 800 px from its button at the
    bottom (nothing by the button was free): a place beside the button over light claims alone (the
    buttons' subtitles) comes before the far ones; it covers no other button."""
    sc = game_over(app, window)
    far = []
    for b in sc.widgets:
        hover(app, b.rect.center)
        r = tip_rect(sc)
        assert r is not None and [o.label for o in sc.widgets if o is not b and r.colliderect(o.rect)] == []
        gap = max(r.left - b.rect.right, b.rect.left - r.right, 0), max(r.top - b.rect.bottom, b.rect.top - r.bottom, 0)
        far.append((b.label, max(gap)))
    assert len(far) == 4 and [f for f in far if f[1] > 120] == [], far


@pytest.mark.parametrize("window", WINDOWS)
def test_the_game_over_claims_its_boxes_boards_and_buttons(app, window):
    sc = game_over(app, window)
    layer = sc.overlay_claims()
    names = {c.name: c.rect for c in layer.claims}
    area, _ = sc.closeness_area()
    assert [names[f"closeness {i}"] for i in (1, 2, 3)] == sc.boxes(area)
    boards = [names[f"fighter {i}"] for i in (1, 2, 3, 4)]
    assert boards == sc.board_rects(area.bottom + BOARDS[0] - CLOSE.bottom, BOARDS[1] - (area.h - CLOSE.h))
    assert all(names[f"widget {b.label}"] == b.rect for b in sc.widgets) and len(sc.widgets) == 4
    assert {"title", "reason", "game line"} <= set(names)
    for b in boards:            # the boards under the grown boxes, above the buttons
        assert b.top > area.bottom and b.bottom < sc.widgets[0].rect.top - 16
    app.toast("Controller 2 takes P2")          # a toast keeps off them (under the buttons)
    app.render()
    assert len(app.toast_rects) == 1
    heavy = [c for c in layer.claims if c.weight > 4]
    assert [c.name for c in heavy if app.toast_rects[0].colliderect(c.rect)] == []
    app.toasts.clear()


def demo_scene(app):
    sc = GameOverScene(app, long_loss(app, "fighters"), ["human"] * 4, demo_next={"players": 2})
    app.set_scene(sc)
    return sc


def test_the_demos_game_over_claims_its_line_not_the_hidden_buttons(app):
    app.set_window_size((1920, 1080))
    sc = demo_scene(app)
    names = [c.name for c in sc.overlay_claims().claims]
    assert "demo line" in names and not any(n.startswith("widget") for n in names)


def drawn_whole(fonts, text) -> bool:
    """`text` drawn as consecutive lines, each whole (none cut with "...")."""
    for i in range(len(fonts)):
        acc, j = "", i
        while j < len(fonts) and len(acc) < len(text):
            acc = (acc + " " + fonts[j]).strip()
            j += 1
        if acc == text:
            return True
    return False


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("winner", ["nemesis", "fighters"])
def test_the_closeness_boxes_show_their_whole_text(app, window, winner):
    sc = game_over(app, window, winner)
    with drawn.recording() as marks:
        app.render()
    fonts = [str(m.what) for m in marks if m.kind == "font"]
    texts = [info["text"] for _, info in sc.summaries()]
    assert len(texts) == 3
    for t in texts:
        assert drawn_whole(fonts, t), (t, fonts)
        assert not any(f.endswith("...") and f[:-3] in t for f in fonts)
    lo = closeness.loss_summary(sc.game)
    if winner == "nemesis":     # the loss condition's last sentence: "It ended in game round 5 (turn 17)."
        assert lo["text"].endswith("It ended in game round 5 (turn 17).") and "fell in Round 2" in lo["text"]
    sizes = [m.size for m in marks if m.kind == "font" and str(m.what) in lo["text"]]
    assert sizes and min(sizes) >= 12
    area, _ = sc.closeness_area()
    if window == (1280, 720) and winner == "nemesis":   # four lines at 720p: the boxes grew
        assert area.h > CLOSE.h
    assert area.bottom <= FIXED[1]
