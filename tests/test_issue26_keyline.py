"""Issue 26 item 2, fifth pass, finding 6 (docs/playtests/issue-26.md): the key hints under the map
lost their words under what stood on them: E4's tooltip at 1280x720 covered "view help · Menu", a
refusal toast " · X hint · ", and with phones on at 1280x720 and four seats the phones' chip took
the line's left end so the focus label hid F1 help. Now the kept hints (F1 help; a controller's
View help and Menu) come last on the line, are never left out, and are claimed on the overlay
layer (hud.claim_keys): no tooltip, toast, chip or label is drawn over them, and the line's room
for the focus label and the toasts (layer.strip) ends before them."""
import pygame
import pytest

from legends.ui import assets
from legends.ui.table import focus, hud
from legends.ui.table.menus import REFUSED

import tables
from tables import module_app, phones_on, record

app = module_app("issue26-keyline")
WINDOWS = [(1280, 720), (1920, 1080)]
TABLES = {}
INK = (240, 226, 200)       # the hints' colour (hud.draw_hints)


def ink(surf, rect):
    """How many pixels of `rect` (all of a text image: None) are the hints' colour."""
    r = surf.get_rect() if rect is None else rect
    near = lambda c: sum(abs(a - b) for a, b in zip(c[:3], INK)) < 60      # noqa: E731
    return sum(near(surf.get_at((x, y))) for x in range(r.x, r.right) for y in range(r.y, r.bottom))


def shared(app, n, window):
    return tables.shared(TABLES, app, n, window)


def with_tooltip(sc):
    """The pointer on the figure lowest on the map (the playtest's E4 tooltip opened below its space,
    over the keys' line): its tooltip asked for, the focus cursor hidden (the mouse hides it)."""
    figs = list(sc.view.fig_rects)
    assert len(figs) >= 5
    r, _ = max(figs, key=lambda rf: (rf[0].bottom, rf[0].right))
    sc.focus.visible, sc.hover = False, r.center
    return r


def no_tooltip(sc):
    sc.focus.visible, sc.hover = True, None


def check_keys(app, sc, kept=("F1 help",)):
    """The kept hints drawn whole at the end of the line's text, inside the hints part, and nothing
    the overlay layer placed (a tooltip, the focus label, the phones' chip) nor a toast over them."""
    marks = record(app, sc)
    layer = sc.overlay_layer
    part = sc.comp.parts["hints"].rect
    pin = layer.keys_pin
    assert pin is not None and part.contains(pin), (pin, part)
    sep = hud.separator(sc.comp.parts["hints"].sig[1])
    kept = sep.join(kept)
    lines = [m for m in marks if m.kind == "font" and str(m.what).endswith(kept)]
    assert len(lines) >= 1, [m.what for m in marks if m.kind == "font"][:20]
    full = max(lines, key=lambda m: len(str(m.what)))
    text = str(full.what)
    assert text.endswith(sep + kept), text
    assert text not in {str(m.what) for m in marks if m.kind == "cut"}
    font = assets.font(full.size)
    assert font.size(text)[0] <= part.w - 20                 # drawn up to part.right - 10 (hud.draw_hints), whole
    w = font.size(kept)[0]
    shown = pygame.Rect(part.right - 10 - w, part.y, w, part.h)
    assert pin.contains(shown), (pin, shown)
    ref = assets.text(kept, full.size, INK)
    alone = pygame.Surface(ref.get_size())
    alone.fill((26, 19, 14))
    alone.blit(ref, (0, 0))
    assert ink(app.screen, shown)   >= 0.7 * ink(alone, None) > 15      # on the screen: seen, not covered
    over = [p.name for p in layer.placed if p.rect.colliderect(shown)]
    assert over == [], over
    assert shown.collidelist(app.toast_rects) < 0, (shown, app.toast_rects)
    line = focus.key_line(layer, (text, part))
    assert line.right <= pin.x and layer.strip.right <= pin.x          # the label's and toasts' room ends before it
    return layer, shown


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("n", [1, 4])
def test_a_space_tooltip_leaves_f1_help_whole(app, n, window):
    sc = shared(app, n, window)
    t = with_tooltip(sc)
    layer, shown = check_keys(app, sc)
    tips = [p.rect for p in layer.placed if p.name == "tooltip"]
    assert len(tips) == 1, [p.name for p in layer.placed]      # the tooltip is shown, elsewhere
    assert not tips[0].colliderect(shown) and not tips[0].collidepoint(t.center)
    no_tooltip(sc)


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("n", [1, 4])
def test_refusal_toasts_leave_f1_help_whole(app, n, window):
    sc = shared(app, n, window)
    app.toasts.clear()
    app.toast("Key not taken while the table moved", 2.5, REFUSED, "Key not taken")
    app.toast("Key not taken while the table moved", 2.5, REFUSED, "Key not taken")
    app.toast("Enter not taken: a new decision appeared", 3.0, REFUSED, "Enter not taken")
    check_keys(app, sc)
    assert len(app.toast_rects) == 1          # the refusals folded into one, shown
    app.toasts.clear()


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("n", [1, 4])
@pytest.mark.parametrize("over", ["tooltip", "focus label"])
def test_phones_on_with_a_toast_leave_f1_help_whole(app, monkeypatch, n, window, over):
    """The playtest's worst case: the phones' chip at the line's left end (1280x720, four seats), a
    toast, and the tooltip of the figure lowest on the map or the focus cursor's label (Enter: ...)."""
    sc = shared(app, n, window)
    phones_on(app, monkeypatch, {0, 1})
    app.toasts.clear()
    app.toast("P2's phone joined")
    if over == "tooltip":
        with_tooltip(sc)
    layer, shown = check_keys(app, sc)
    assert len(app.toast_rects) == 1
    names = [p.name for p in layer.placed]
    assert names.count(over) == 1, names
    chips = [p.rect for p in layer.placed if p.name == "phones chip"]
    assert names.count("phones chip") == len(chips) <= 1 and not any(c.colliderect(shown) for c in chips)
    app.toasts.clear()
    no_tooltip(sc)
    monkeypatch.undo()
    app.render()


def test_a_controllers_view_help_and_menu_come_last_and_stay():
    """A controller's line ("... · View help · Menu · RS zoom / skip"): its help and Menu move to the
    end and are never left out, however narrow the line (the other hints go first)."""
    pygame.font.init()
    line = "A confirm · B cancel · Y hint · X boost · LB hands · LS enemy moves · View help · Menu · RS zoom / skip"
    for width in (900, 400, 240):
        z, shown = hud.hint_plan(line, width, 22)
        parts = shown.split(" · ")
        assert parts[-2:] == ["View help", "Menu"], (width, shown)
        assert assets.font(z).size(shown)[0] <= width
    assert len(hud.hint_plan(line, 240, 22)[1].split(" · ")) < len(line.split(" · "))
    assert hud.unpinned(line).split(" · ")[-1] == "RS zoom / skip" and "Menu" not in hud.unpinned(line)


@pytest.mark.parametrize("window", WINDOWS)
def test_a_controllers_view_help_and_menu_are_whole_under_a_tooltip_and_a_toast(app, monkeypatch, window):
    """The playtest's couch game: an Xbox pad, its line "... · View help · Menu" at the line's end,
    the phones on, a tooltip low on the map and a refusal toast: both drawn whole, nothing over them."""
    from legends.devtools.testing import add_pad, pad_button, remove_pad
    sc = shared(app, 4, window)
    add_pad(app, 1)
    pad_button(app, 1, "dpad_right")            # the pad used last: its glyphs on the line
    phones_on(app, monkeypatch, {0}, update=lambda dt: None)
    app.toasts.clear()
    app.toast("Key not taken while the table moved", 2.5, REFUSED, "Key not taken")
    with_tooltip(sc)
    try:
        layer, shown = check_keys(app, sc, ("View help", "Menu"))
        assert sc.comp.parts["hints"].sig[1].endswith("RS zoom / skip")   # (glyphs.py's order: moved last by hud)
        assert [p.name for p in layer.placed].count("tooltip") == 1 and len(app.toast_rects) == 1
    finally:
        app.toasts.clear()
        no_tooltip(sc)
        remove_pad(app, 1)
        monkeypatch.undo()
        app.render()
