"""Issue 26, re-check after the eighth pass, finding 8: the setup screen's seat heads mixed their
forms in one row, "PLAYER 1 / PLAYER 2 / P3 / PLAYER 4" at 1280x720 and "P1 / P2 / PLAYER 3 /
PLAYER 4" at 1152x648 (setup_heads.plan chose per seat). The row now has one form: "PLAYER 1".."4"
only when every seat has room for it, else "P1".."P4" for all (setup_heads.short_row). Four seats
with the box's longest titles, and with short ones, at 1152x648, 1280x720 and 1920x1080."""
import re

import pytest

from legends.ui import drawn
from legends.ui.scenes import setup_heads
from tables import module_app, setup_4p

app = module_app("setup_heads_form")
HEAD = re.compile(r"^(PLAYER |P)([1-4])$")


def heads_drawn(app, window, fighters):
    sc = setup_4p(app, window)
    for i, f in enumerate(fighters):
        sc.set_seat(i, "fighter", f)
    with drawn.recording() as marks:
        app.render()
    got = {}
    for m in marks:
        k = HEAD.match(str(m.what)) if m.kind == "font" else None
        if k:
            got[int(k.group(2))] = str(m.what)
    titles = [sc.box.fighters[f].title for f in fighters]
    return sc, [got.get(i + 1) for i in range(4)], titles, marks


def longest(app, n=4):
    fighters = setup_4p(app).box.fighters
    return sorted(fighters, key=lambda f: (-len(fighters[f].title), f))[:n]


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720), (1920, 1080)])
def test_the_four_heads_share_one_form_with_the_longest_titles(app, window):
    fighters = longest(app)
    sc, heads, titles, marks = heads_drawn(app, window, fighters)
    assert len(heads) == 4 and None not in heads, heads
    forms = {h.split()[0] if " " in h else "P" for h in heads}
    assert len(forms) == 1, (window, heads)                       # never "PLAYER 1 / P2 / ..."
    short = setup_heads.short_row(sc.seat_rects, titles)
    assert heads == ([f"P{i}" for i in range(1, 5)] if short else [f"PLAYER {i}" for i in range(1, 5)])
    if window[0] <= 1280:                 # the longest title needs the short head somewhere there
        assert heads == ["P1", "P2", "P3", "P4"], (window, heads)
    # every title still drawn whole, above its seat's selectors
    shown = {str(m.what) for m in marks if m.kind == "font"}
    assert [t for t in titles if t not in shown] == [], titles
    assert len(sc.seat_rects) == 4
    for i, r in enumerate(sc.seat_rects):
        first = min((w for w in sc.widgets if r.collidepoint(w.rect.center)), key=lambda w: w.rect.y)
        assert setup_heads.bottom(r, i, titles[i]) <= first.rect.top


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720), (1920, 1080)])
def test_short_titles_keep_the_long_heads_for_every_seat(app, window):
    fighters = longest(app, 99)[-4:]
    sc, heads, titles, _marks = heads_drawn(app, window, fighters)
    assert not setup_heads.short_row(sc.seat_rects, titles), titles
    assert heads == ["PLAYER 1", "PLAYER 2", "PLAYER 3", "PLAYER 4"], (window, heads, titles)
