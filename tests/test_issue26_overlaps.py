"""Issue 26 items 2 and 6, the leftovers of a playtest at 1280x720 and 1152x648: the pause banner
after a turn, the START mark under figures, the focus label by an ability or a hand card, the attack
prompt cut at 720p, the setup screen's toasts and tooltip, the Settings tooltip. Each is placed by
the overlay layer (legends/ui/table/claims.py) off what a player needs."""
import pygame
import pytest

from legends.devtools.testing import key, open_table
from legends.ui.table import claims

from tables import cast, covered, focus_labels, module_app, opened, phones_on, scenario, table

PLAYERS = cast(("ryu", "shoto"), ("ken", "rushdown"), ("chun_li", "zoner"))
app = module_app("overlaps")


def held(app, n, window, played=2, fighters=None):
    """P1 Ryu has played both cards and holds none: the table waits to start the nemesis phase."""
    doc = scenario(PLAYERS[:n], setup={"end_phase": "ask"}, turn=3, played=played,
                   fighters=fighters or [{"space": "A3", "hand": [], "meter": [], "ex": 0}, {"space": "E5"},
                                         {"space": "B1"}, {"space": "C5"}][:n],
                   enemies=[{"kind": "standard", "space": "F6"}], nemesis={"space": "D2"})
    return opened(app, doc, window)


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
@pytest.mark.parametrize("n", [1, 2, 4])
def test_d_the_pause_banner_is_placed_off_the_letters_the_top_row_and_the_deciding_seat(app, n, window):
    """'P1 · Ryu's turn is done — Enter to start the nemesis phase' lay over the map's column
    letters and top row at 720p: the layer places it now, in the Legal options list's room under
    its one row (or under the board), covering no claim."""
    sc = held(app, n, window)
    assert sc.hold.active
    app.render()
    layer = sc.overlay_layer
    banner = next(p.rect for p in layer.placed if p.name == "held")
    assert covered(layer, banner) == []
    assert not banner.colliderect(sc.L.prompt)
    assert not any(banner.colliderect(r) for name, r in sc.view.printed if name.startswith(("column", "row")))
    assert banner.w >= 200 and banner.h >= 40


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
@pytest.mark.parametrize("crowd", [1, 3])
def test_a_figures_on_the_start_square_leave_start_readable(app, window, crowd):
    """A4, the start square of the Shadaloo Base: P1 alone (at 648p its seat tag sat on START) or
    with P2 and a minion (three standees hid the band): START is drawn again as a tag, in its place
    or on the square's edge, over no figure's name, seat tag or kind mark (only when more than a
    quarter of the word is hidden: test_issue26_mends2.py)."""
    fighters = [{"space": "A4", "hand": ["shoto_06"]}, {"space": "A4" if crowd == 3 else "E5"}]
    doc = scenario(PLAYERS[:2], turn=3, fighters=fighters, nemesis={"space": "D2"},
                   enemies=[{"kind": "standard", "space": "A4" if crowd == 3 else "F6"}])
    sc = opened(app, doc, window)
    assert sc.game.stage.start == "A4"
    printed = dict(sc.view.printed)["start"]
    standing = [f for f in sc.standees.still if sc.view.space_at(f["pos"]) == "A4"]
    # (three: a roster, the standees' seat tags not drawn; START is its first line: map/roster.py)
    # (and their bands blank: their names are the roster's lines, which START keeps off)
    marks = [m for f in standing for m in (claims.standee_marks(dict(f, tag=None), f["pos"], int(f["size"]))[1:]
                                           if crowd == 3 else claims.standee_marks(f, f["pos"], int(f["size"])))]
    marks += [r for r in sc.view.name_chips if r.colliderect(sc.view.space_bounds("A4"))]
    from legends.ui.table.map.uncovered import HIDDEN, covered_part
    word = printed.inflate(-8, 0)       # (the word's dark pill is 8 px wider)
    hidden = covered_part(word, standing, sc.view) > HIDDEN or crowd == 3
    tag = dict(sc.standees.uncovered).get("start")
    assert (tag is not None) == hidden      # more than a quarter of the word hidden: drawn again, else not twice
    if tag is not None:
        assert tag.collidelist(marks) < 0, (tag, marks)
        assert tag.w >= printed.w - 2 and tag.h >= 12


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
def test_c_the_attack_prompt_is_whole_at_720p(app, window):
    """The four-player attack of the README's pictures, the roll beating every target: the prompt
    "...spend 1 EX to reroll a die, or keep (keep: yo..." was cut on its second line. It is whole
    now, in shorter words where the bar is narrow (the dice tray shows the faces)."""
    from legends.devtools.screenshots import attack_4p
    from legends.ui.table import hud
    from legends.ui.table.words import terse
    from tables import record
    app.set_window_size(window)
    sc = open_table(app, attack_4p(app.box), ["human", "human", "human", "random"])
    what = hud.prompt_parts(sc)[1]
    assert "already defeats every target in range" in what
    forms = [what, terse(what), terse(what, 2)]
    marks = record(app, sc)
    cut = [m.what for m in marks if m.kind == "cut" and any(str(m.what) in f for f in forms)]
    assert cut == []
    lines = [m for m in marks if m.kind == "font" and len(str(m.what)) > 20 and any(str(m.what) in f for f in forms)]
    said = " ".join(str(m.what) for m in lines)
    assert "every target in range" in said and "reroll a die" in said
    assert min(m.size for m in lines) >= 12


@pytest.mark.parametrize("n", [1, 2])
def test_b_the_focus_label_keeps_off_the_names_of_abilities_and_hand_cards(app, n):
    """At 720p the cursor's label on Chun-Li's Kikoken covered the next abilities' names
    (Hyakuretsukyaku, Tenkukyaku), and on a hand card the names of the cards beside it: both are
    claimed now (claims.name_band), and on every target the label covers none but its own."""
    sc = table(app, n, (1280, 720))
    app.render()
    bad = []
    for t, label in focus_labels(app, sc):
        names = [c for c in sc.overlay_layer.claims if c.name.startswith(("ability ", "card "))]
        assert names
        bad += [(t.key, c.name) for c in names if c.rect.colliderect(label) and not c.rect.colliderect(t.rect)]
    assert bad == []


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
def test_f_the_settings_tooltip_covers_no_row(app, window):
    """The focused row's tooltip stood below right of it, over the two rows under it ("Pause after
    my turn" hid Mute all sound and Calm motion): on every row with a tip it covers none now."""
    from legends.ui.scenes.settings import SettingsScene
    app.set_window_size(window)
    sc = SettingsScene(app)
    app.set_scene(sc)
    app.render()
    seen = 0
    for _ in range(len(sc.widgets)):
        key(app, pygame.K_DOWN)
        app.render()
        layer = getattr(sc, "tip_layer", None)
        if layer is None or not any(p.name == "tooltip" for p in layer.placed):
            continue
        tip = next(p.rect for p in layer.placed if p.name == "tooltip")
        rows = [x.rect for x in sc.widgets if x.visible]
        assert tip.collidelist(rows) < 0, tip
        assert sc.app.screen.get_rect().contains(tip)
        sc.tip_layer = None
        seen += 1
    assert seen >= 5


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
def test_e_the_setup_toasts_keep_off_join_from_your_phone(app, monkeypatch, window):
    """Phones invited, two phones join: "Phone takes P1" and "Phone takes P2" stood over the panel's
    title "Join from your phone" and its line; they go to the top right, beside the heading, now."""
    from legends.ui.scenes.setup import CODES, SetupScene
    phones_on(app, monkeypatch, set(), url=lambda s: f"http://192.168.1.20:8765/p/{s}abcdef")
    app.set_window_size(window)
    sc = SetupScene(app)
    app.set_scene(sc)
    for text in ("Phone takes P1", "Phone takes P2"):
        app.toast(text)
    app.render()
    title = pygame.Rect(CODES.x + 16, CODES.y + 8, CODES.w - 32, 66)
    assert len(app.toast_rects) == 2
    assert not any(r.colliderect(title) for r in app.toast_rects), app.toast_rects
    assert [(o, c) for o, c in sc.overlay_layer.overlaps() if o == "toasts"] == []
    app.toasts.clear()


def test_e_the_four_player_setup_tooltip_keeps_off_the_start_square(app):
    """Four players on the Ayutthaya Ruins: a key moved the focus down the selectors and each
    selector's tooltip went below right of it, over the preview map and its start square (the
    fighters stand there). Placed by the overlay layer, it leaves the start square seen."""
    from tables import setup_4p
    sc = setup_4p(app)
    start = sc.view.space_bounds(sc.box.stages[sc.cfg["stage"]].start)
    shown = 0
    for _ in range(6):
        key(app, pygame.K_DOWN)
        app.render()
        tip = [p.rect for p in sc.overlay_layer.placed if p.name == "tooltip"]
        if tip:
            shown += 1
            assert not tip[0].colliderect(start), (sc.focus, tip, start)
    assert shown >= 4
