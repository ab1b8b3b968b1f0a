"""Issue 26's seventh playtest pass (docs/playtests/issue-26.md, "Seventh pass", findings 7, 5, 3):

- after F11 (a relayout) the focus frame and its "Enter: ..." label were gone until a key: the arrow
  put back on its canvas point (screen.keep_pointer) sent a MOUSEMOTION, and any motion hid the
  cursor. A motion that does not move the pointer, or comes while the new size settles, no longer does;
- at rival placement the label stood on the map over F3-H3's square names (no claims there at
  setup: the first place by the square covered nothing); a square's or a figure's label goes on the
  keys' line first now, as every other decision's;
- the "Key not taken while the table moved" toast stood in the keys' line over its middle hints
  ("E end ph[toast]es · F5 save" at 2160); it keeps off every hint drawn on the line now."""
import pygame
import pytest

from legends.devtools.testing import open_table
from legends.engine import Game
from legends.engine.scenario import DEFAULT_SETUP
from legends.ui.table import focus
from legends.ui.table.handlers import REFUSED

from tables import PLAYERS, module_app, scenario, table

app = module_app("issue26-focuskeep")


def motion(sc, pos):
    sc.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def drawn_focus(sc) -> dict:
    names = [p.name for p in sc.overlay_layer.placed]
    return {n: names.count(n) for n in ("focus frame", "focus label")}


def test_the_focus_stays_up_on_its_target_through_window_sizes(app):
    app.set_window_size((1280, 720))
    sc = table(app, 4, (1280, 720))
    app.render()
    f = sc.focus
    f.move(1, 0)                       # steered off the default: a target of its own
    app.render()
    key = f.shown().key
    assert key != f.default(f.targets()).key
    sizes = [(1152, 648), (1920, 1080), (3840, 2160), (1280, 720)]
    seen = 0
    for size in sizes:
        app.set_window_size(size)
        at = sc.hover or (20, 20)
        motion(sc, at)                  # the arrow put back where it was (screen.keep_pointer)
        motion(sc, (at[0] + 40, at[1] + 30))   # the window moving under it while the size settles
        app.render()
        assert f.visible and f.shown() is not None and f.shown().key == key, size
        assert drawn_focus(sc) == {"focus frame": 1, "focus label": 1}, size
        seen += 1
    assert seen == len(sizes)
    sc.relaid_at -= 10                  # settled: the arrow put back at its point still hides nothing
    motion(sc, sc.hover)
    assert f.visible
    motion(sc, (sc.hover[0] + 5, sc.hover[1]))      # the player moves the mouse: hidden, as before
    app.render()
    assert not f.visible and f.shown() is None and drawn_focus(sc) == {"focus frame": 0, "focus label": 0}
    assert f.key == key                 # the next arrow or Enter shows it where it was


def rival_placement(app, window):
    app.set_window_size(window)
    setup = {**DEFAULT_SETUP, **scenario(PLAYERS[:4], "ayutthaya_ruins")["setup"]}
    sc = open_table(app, Game.new(setup, app.box), ["human"] * 4)
    for _ in range(200):
        if not sc.anim.active:
            break
        app.step(0.05, [])
    assert sc.game.pending.kind == "place_rival"
    return sc


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_at_rival_placement_the_label_is_on_the_keys_line(app, window):
    sc = rival_placement(app, window)
    f = sc.focus
    spaces = [t for t in f.targets() if t.kind == "space"]
    assert len(spaces) == 3             # Ayutthaya Ruins' spawn locations A1, H1, H4
    for t in spaces:
        f.key, f.visible, f.steered = t.key, True, False
        app.render()
        layer = sc.overlay_layer
        (label,) = [p.rect for p in layer.placed if p.name == "focus label"]
        line = focus.key_line(layer, (sc.comp.parts["hints"].sig[1], sc.comp.parts["hints"].rect))
        assert line.contains(label), (t, label, line)
        assert not label.colliderect(sc.view.map_rect), (t, label)     # off F3-H3's names and walls
        assert f.label(t).startswith("Enter: Spawn location")


def key_not_taken(app, sc):
    app.toasts.clear()
    for _ in range(2):
        app.toast("Key not taken while the table moved", 2.5, REFUSED, "Key not taken")
    app.render()
    (r,) = app.toast_rects
    return r, sc.overlay_layer


def squares(view) -> list:
    return [view.sq_rect(c, r) for sqs in view.board.squares_of.values() for c, r in sqs]


@pytest.mark.parametrize("window", [(1280, 720), (3840, 2160)])
def test_the_key_not_taken_toast_covers_no_key_hint(app, window):
    """With the focus label on the line (its hints beside it) and without (the mouse hid the
    cursor: the whole line of hints), the toast covers none of them, nor a square."""
    sc = table(app, 4, window)
    seen = 0
    for focused in (True, False):
        sc.focus.visible = focused
        r, layer = key_not_taken(app, sc)
        hints = layer.key_text
        assert len(hints) >= 1 and all(h.w > 40 for h in hints), hints
        assert r.collidelist(hints) < 0, (focused, r, hints)
        assert r.collidelist(squares(sc.view)) < 0, (focused, r)
        assert sc.L.size[0] >= r.right and r.collidelist([p.rect for p in layer.placed if p.name == "focus label"]) < 0
        seen += 1
    assert seen == 2
    app.toasts.clear()
    sc.focus.visible = True


def tips_placed(sc) -> list:
    """The tooltips the last frame placed (a frame with none leaves no layer: set to None before it)."""
    layer = sc.overlay_layer
    return [] if layer is None else [p.rect for p in layer.placed if p.name == "tooltip"]


def render(app, sc):
    sc.overlay_layer = None
    app.render()


def test_a_seats_tooltip_stands_in_its_own_seat_and_goes_with_a_dialog_or_the_mouse(app, monkeypatch):
    """Picture 56: P2's "Played by" tip stood under P1's "Bot (greedy)" and stayed up through a
    phone's join question. Now it stands in P2's panel right above the control; a join question or
    the mouse leaving the window takes it away (and the stale hover with it)."""
    from legends.ui.scenes.setup import SetupScene
    app.set_window_size((1280, 720))
    sc = SetupScene(app)
    app.set_scene(sc)
    sc.set_players(3)
    app.render()
    played = [w for w in sc.widgets if getattr(w, "label", None) == "Played by"]
    assert len(played) == 3
    seen = 0
    for i, w in enumerate(played):
        motion(sc, (w.rect.x + 10, w.rect.centery))         # over its left arrow
        app.render()
        (r,) = tips_placed(sc)
        seat = sc.seat_rects[i]
        assert r.bottom <= w.rect.top and seat.left <= r.left and r.right <= seat.right, (i, r, seat)
        assert not any(r.colliderect(s) for j, s in enumerate(sc.seat_rects) if j != i)
        seen += 1
    assert seen == 3
    monkeypatch.setattr(app.phones, "asked", 1)              # P2's phone asks to join: its question is up
    render(app, sc)
    assert tips_placed(sc) == [] and sc.hover is None
    monkeypatch.undo()
    render(app, sc)
    assert tips_placed(sc) == []                            # not back until the mouse moves
    motion(sc, (played[1].rect.x + 10, played[1].rect.centery))
    render(app, sc)
    assert len(tips_placed(sc)) == 1
    sc.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
    render(app, sc)
    assert tips_placed(sc) == [] and sc.hover is None
