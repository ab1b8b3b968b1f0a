"""Issue 26's third playtest pass, finding 4 (docs/playtests/issue-26.md, picture 14): at a block
with four seats at 1280x720 the focus label ("Cross: Block 1 damage: discard V-Reversal") had only
its last place left, the keys' line under the map, and was drawn there at its own height (28 px in
the line's 18-22 px): it half covered the key hints and touched the seat board under them. On the
line now it is fitted to it (as high as the line as drawn, 16 px text at 720p), the line's hints
are hidden under a band and those that fit whole beside the label are drawn again there."""
import pygame
import pytest

from legends.devtools.testing import open_table, release, settle
from legends.engine.scenario import build
from legends.ui import drawn
from legends.ui.input.intents import KEYBOARD
from legends.ui import assets
from legends.ui.table import focus, hud

from tables import fresh_app, position, record, until_block
from test_issue26_recap_close import FIGHTER_PHASE, take


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-focus-strip")) as a:
        yield a


def four_seat_block(app, window):
    """Four seats, Chun-Li's two fireballs at M. Bison and the fighter phase ended: the nemesis
    phase asks P1 to block (the focus on a combo-meter card, low in P1's board)."""
    app.set_window_size(window)
    sc = open_table(app, build(position(4), app.box), ["human"] * 4)
    for t in FIGHTER_PHASE:
        sc.pipeline.submit(take(sc.game, t), KEYBOARD)
        settle(app)
    release(app)
    until_block(app, sc)
    assert sc.game.pending.kind == "block" and sc.focus.shown() is not None
    return sc


def keys_of(sc):
    """(the key hints line, its rect) as drawn under the map this frame: what the scene hands focus.draw."""
    part = sc.comp.parts["hints"]
    return part.sig[1], part.rect


def placed_label(sc):
    labels = [p.rect for p in sc.overlay_layer.placed if p.name == "focus label"]
    assert len(labels) == 1
    return labels[0]


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648), (1920, 1080)])
def test_the_label_on_the_keys_line_lies_inside_it_and_covers_no_board(app, window):
    sc = four_seat_block(app, window)
    marks = record(app, sc)
    layer = sc.overlay_layer
    label, line = placed_label(sc), focus.key_line(layer, keys_of(sc))
    strip = layer.strip
    part, pin = sc.comp.parts["hints"].rect, layer.keys_pin
    assert part.contains(line) and line.contains(strip)     # the line as drawn (18-22 px), up to its F1 help
    assert line.right <= pin.x and part.right - 10 <= pin.right <= part.right and not label.colliderect(pin)
    assert line.contains(label) and label.h == line.h, (label, line)         # was 28 px high
    assert strip.collidepoint(label.center)
    assert len(sc.L.seats) == 4 and not any(label.colliderect(s) for s in sc.L.seats)
    assert not label.colliderect(sc.view.map_rect)                           # nor the squares over the line
    assert "focus label" not in layer.harm                                     # over no claim
    text = sc.focus.label(sc.focus.shown())
    assert text.startswith("Enter: Block 1 damage: discard ")
    least = 14 if window[1] >= 720 else assets.MIN_TEXT       # 1152x648: at 12 px (the line ends at F1 help)
    assert any(m.kind == "font" and m.what == text and m.size >= least for m in marks)      # whole, 14 px at 720p
    if window[1] >= 720:                # (at 648 its pill off the line is cut, the one drawn on the line whole)
        assert text not in {str(m.what) for m in marks if m.kind == "cut"}


def test_the_hints_beside_it_are_whole(app):
    """1920x1080: the hints the room beside the label holds, each whole, at the line's own size (13 px;
    issue 26's sixth pass: at 17 px "F9 load" and "F11 fullscreen" went, hud.beside_label), every
    hint the prompt bar's buttons do not show; F1 help stays where the line ends, never under the
    band (issue 26, fifth pass: hud.claim_keys), and is not drawn twice."""
    sc = four_seat_block(app, (1920, 1080))
    marks = record(app, sc)
    hints = set(hud.KEY_HINTS.split(" · "))
    lines = [m for m in marks if m.kind == "font" and " · " in str(m.what) and set(str(m.what).split(" · ")) <= hints]
    assert len(lines) == 2, [m.what for m in lines]            # the line (under the band but its end), the hints beside
    whole, beside = sorted(lines, key=lambda m: len(str(m.what)), reverse=True)
    assert set(str(beside.what).split(" · ")) < set(str(whole.what).split(" · "))
    assert str(whole.what).endswith(" · F1 help") and "F1 help" not in str(beside.what)
    assert beside.size == whole.size
    buttons = ("Enter confirm", "S skip", "E end phase", "X hint", "Ctrl+Z undo")     # hud.HINTS_DROPPED[:5]
    assert set(str(beside.what).split(" · ")) == hints - set(buttons) - {"F1 help"}
    layer = sc.overlay_layer
    assert not [p.name for p in layer.placed if p.rect.colliderect(layer.keys_pin)]


def test_past_the_label_the_line_is_only_the_band(app):
    """1280x720: the line's own hints ("Esc cancel · B boost · ...") no longer show on either side of
    the label, half covered: the rest of the line is the band's plain colour, up to the kept hint at
    the line's end (" · F1 help": hud.claim_keys), which shows whole."""
    sc = four_seat_block(app, (1280, 720))
    app.render()
    label, line = placed_label(sc), focus.key_line(sc.overlay_layer, keys_of(sc))
    pin, part = sc.overlay_layer.keys_pin, sc.comp.parts["hints"].rect
    assert line.right - label.right - 12 < 48                   # no room beside it for a hint
    assert label.right <= pin.x and line.right <= pin.x and pin.right <= part.right
    rows = [line.centery - 4, line.centery, line.centery + 4]
    xs = range(label.right + 1, line.right - 1)                  # the band's end past the label's pill
    seen = {tuple(app.screen.get_at((x, y)))[:3] for x in xs for y in rows}
    assert len(xs) >= 3 and seen == {(26, 19, 14)}, seen
    xs = range(pin.x, pin.right)
    lit = [x for x in xs for y in rows if sum(app.screen.get_at((x, y))[:3]) > 500]   # the hint's cream text
    assert len(xs) >= 40 and len(lit) >= 20, len(lit)


def test_strip_fit_is_the_lines_height_and_never_wider_than_it():
    pygame.font.init()
    strip = pygame.Rect(421, 478, 418, 18)
    img, r = focus.strip_fit("Cross: Block 1 damage: discard V-Reversal", strip, pygame.Rect(94, 674, 78, 32), 24)
    assert r.h == 18 and strip.contains(r) and r.left == strip.left          # as near under the card as it goes
    assert img.get_width() + 24 + 16 <= r.w
    long = "Enter: Block 1 damage: discard Full-Screen Fireball (would do nothing: no enemy in range)"
    with drawn.recording() as marks:
        img, r = focus.strip_fit(long, strip, pygame.Rect(600, 300, 40, 40), 24)
    assert strip.contains(r) and r.h == 18
    shown = "Enter: Block 1 damage: discard Full-Screen Fireball"         # its futility left out, the rest whole
    assert [str(m.what) for m in marks if m.kind == "font"] == [shown] and not [m for m in marks if m.kind == "cut"]
    assert focus.strip_fit("x", None, strip, 0) is None
