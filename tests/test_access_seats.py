"""Issue 32 (everyone at the table), item 1: seats that never depend on colour alone. Each seat has
a shape of its own (P1 circle, P2 square, P3 triangle, P4 diamond), drawn wherever the seat's
colour is: the figure's ring, the board, the prompt, the focus cursor, the hand panel, the hint box."""
import pygame
import pytest

from legends.ui import drawn
from legends.ui.paint import seatmarks
from legends.ui.table import hints

from tables import fresh_app, record, table


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("access-seats")) as a:
        yield a


def shape_mask(seat, r=20):
    surf = pygame.Surface((80, 80), pygame.SRCALPHA)
    seatmarks.seat_mark(surf, seat, (40, 40), r, number=False)
    return {(x, y) for x in range(80) for y in range(80) if surf.get_at((x, y)).a > 0}


def test_item1_each_seat_has_a_shape_of_its_own():
    masks = [shape_mask(seat) for seat in range(4)]
    assert len(masks) == 4 and min(map(len, masks)) > 100         # each mark is drawn at all
    for a in range(4):
        for b in range(a + 1, 4):
            differ = len(masks[a] ^ masks[b])
            assert differ > 0.15 * min(len(masks[a]), len(masks[b])), (a, b, differ)


@pytest.mark.parametrize("active", range(4))
def test_item1_the_seat_mark_is_drawn_wherever_its_colour_is(app, active):
    sc = table(app, 4, (1920, 1080), active=active)
    assert sc.game.pending.seat == active
    marks = record(app, sc)
    seen = {m.what for m in marks if m.kind == "seat"}
    for seat in range(4):
        assert ("ring", seat) in seen, seat        # its figure on the map and its board's standee
        assert ("board", seat) in seen, seat       # its board's name stripe
    for where in ("prompt", "focus", "hand"):      # the seat that decides: the prompt, the cursor, its hand
        assert (where, active) in seen, where
        assert not any(w == where and s != active for w, s in seen), where


@pytest.mark.parametrize("seat", range(4))
def test_item1_the_hint_box_carries_the_seat_mark(seat):
    surf = pygame.Surface((600, 300))
    with drawn.recording() as marks:
        hints.draw_thinking(surf, pygame.Rect(10, 10, 560, 260), seat, 1)
    assert ("hint", seat) in {m.what for m in marks if m.kind == "seat"}
