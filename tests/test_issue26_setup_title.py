"""Issue 26, eighth pass: on the setup screen a seat's fighter title was shortened with an ellipsis
("The Strongest Woman in the Wo..." on P3 at 1152x648, four seats) where it should wrap. It is now
always whole, its words never cut: beside the head where it fits, else on a line of its own under
the head (wrapped onto a second where even that is too narrow), the seat's selectors moved down
to make room, still inside their panel and still answering the mouse where they are drawn."""
import pygame
import pytest

from legends.devtools.testing import click
from legends.ui import drawn, fitted
from legends.ui.scenes import setup_heads
from tables import module_app, setup_4p

app = module_app("setup_title")
FIGHTERS = ["birdie", "blanka", "chun_li", "dhalsim"]
TITLES = ["The Bad Boy of the Streets", "The Wild Child of the Jungle", "The Strongest Woman in the World",
          "The Yoga Master"]


def seat_setup(app, window):
    sc = setup_4p(app, window)
    for i, f in enumerate(FIGHTERS):
        sc.set_seat(i, "fighter", f)
    with drawn.recording() as marks:
        app.render()
    return sc, marks


def seat_selectors(sc, r):
    return sorted((w for w in sc.widgets if r.collidepoint(w.rect.center)), key=lambda w: w.rect.y)


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720), (1920, 1080)])
def test_every_seat_title_is_whole_and_above_its_selectors(app, window):
    sc, marks = seat_setup(app, window)
    fonts = [m for m in marks if m.kind == "font"]
    assert [t for t in TITLES if t not in {str(m.what) for m in fonts}] == []      # each drawn whole
    assert not [m for m in marks if m.kind == "cut" and any(str(m.what) in t or t in str(m.what) for t in TITLES)]
    assert not [m for m in fonts if str(m.what).startswith("The ") and str(m.what).endswith("...")]
    assert len(sc.seat_rects) == 4
    for i, r in enumerate(sc.seat_rects):
        rows = seat_selectors(sc, r)
        assert [w.label for w in rows] == ["Fighter", "Style deck", "Rival", "Played by"]
        assert setup_heads.bottom(r, i, TITLES[i]) <= rows[0].rect.top          # the title ends above them
        assert all(a.rect.bottom <= b.rect.top for a, b in zip(rows, rows[1:]))  # no selector over the next
        assert r.top < rows[0].rect.top and rows[-1].rect.bottom <= r.bottom - 3, (r, rows[-1].rect)


def test_at_1152_the_long_title_takes_a_line_of_its_own_and_the_selectors_make_room(app):
    sc, marks = seat_setup(app, (1152, 648))
    r = sc.seat_rects[2]
    head, x, y, z, lines = setup_heads.plan(r, 2, TITLES[2])
    assert lines == [TITLES[2]] and x == r.x + 16 and head == "PLAYER 3"      # under the head, across the panel
    assert y == r.y + 37                                                       # under the 22 px head
    d = setup_heads.room(sc.seat_rects, [f.title for f in sc.box.fighters.values()])
    assert d == 11                                                              # canvas units: 7 px at 1152x648
    assert seat_selectors(sc, r)[0].rect.top == r.y + setup_heads.SELECTORS + d   # 7 px down on screen
    fighter = seat_selectors(sc, r)[0]
    was = fighter.value
    click(app, fighter.arrows()[1].center)                    # the arrow where it is drawn now
    assert sc.cfg["players"][2]["fighter"] != was


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_where_every_title_fits_beside_its_head_the_selectors_stay_where_they_were(app, window):
    sc, _marks = seat_setup(app, window)
    assert setup_heads.room(sc.seat_rects, [f.title for f in sc.box.fighters.values()]) == 0
    for r in sc.seat_rects:
        assert [w.rect.top - r.y for w in seat_selectors(sc, r)] == [50, 110, 170, 230]


def test_a_title_too_long_for_a_line_wraps_at_a_word_never_cut(app):
    seat_setup(app, (1152, 648))
    long = "The Strongest Woman in the World and Beyond the Seas"
    z, lines = fitted.whole_lines(long, 300, 14, 12, 2, italic=True)
    assert len(lines) == 2 and " ".join(lines) == long, lines
    assert all(w in long.split() for line in lines for w in line.split())
    r = pygame.Rect(0, 0, 430, 300)
    _head, x, y, z, lines = setup_heads.plan(r, 0, long)
    assert " ".join(lines) == long and len(lines) <= 2
    assert 0 < setup_heads.room([r], [long]) <= setup_heads.INSIDE - setup_heads.SELECTORS - 4 * setup_heads.SELECTOR_H
