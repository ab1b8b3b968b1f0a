"""A seat panel's head on the setup screen (setup.py): "PLAYER 1" and the fighter's title ("The Bad
Boy of the Streets"), always whole, its words never cut. Beside the head on one line where it fits
(14 px down to the floor); else beside a shorter head, "P1" (the table's name for the seat: at
1280x720, four seats, "The Strongest Woman in the World", issue 26's sixth pass); else on a line of
its own under the head, across the panel, wrapped onto a second where even that is too narrow
(1152x648: "The Strongest Woman in the Wo..." before, issue 26's eighth pass). The seats' selectors
move down to make room for it (make_room), as far as the box's longest title needs at the window's
text scale: the same for every fighter, so the selectors stay put while a seat changes its fighter.
The row's heads share one form (short_row): "P1".."P4" for all where one seat needs it."""
from __future__ import annotations

from .. import assets
from .. import fitted
from .. import theme

SIZE, HEAD = 14, 22                 # the title's size (down to assets.MIN_TEXT), the head's
COLOR = (220, 200, 170)
BESIDE_Y = 28                       # the title's top beside the head
SELECTORS = 50                      # the seat's first selector's top (setup.py), its height and gap
SELECTOR_H, GAP = 54, 6
INSIDE = 294                        # the last selector ends above this (the panel is 300 tall)


def _least() -> int:
    return min(SIZE, assets.MIN_TEXT)


def _one_line(title, room) -> bool:
    return assets.font(_least(), False, "sans", True).size(title)[0] <= room


def plan(r, i, title, short=False) -> tuple:
    """(head, x, y, size, lines) of seat i's head in its panel `r`: the head's text, where the
    title's lines start, their size and the lines. `short`: the row's heads are "P1".."P4"
    (short_row), whichever way the title goes."""
    head, x, room = f"PLAYER {i + 1}", r.x + 150, r.w - 170
    if short or not _one_line(title, room):
        head = f"P{i + 1}"
        x = r.x + 32 + assets.font(HEAD, True).size(head)[0]
        room = r.right - 16 - x
    if _one_line(title, room):
        z, lines = fitted.whole_lines(title, room, SIZE, _least(), 1, italic=True)
        return head, x, r.y + BESIDE_Y, z, lines
    head = f"P{i + 1}" if short else f"PLAYER {i + 1}"
    x, room = r.x + 16, r.w - 32          # under the head, across the panel
    y = r.y + 10 + assets.font(HEAD, True).get_height()
    z, lines = fitted.whole_lines(title, room, SIZE, _least(), 2, italic=True)
    return head, x, y, z, lines


def short_row(rects, titles) -> bool:
    """One form for the row's heads: "PLAYER 1".."PLAYER 4" only when every seat's title leaves it
    room (beside it or under it), else "P1".."P4" for all (issue 26, re-check after the eighth
    pass, finding 8: "PLAYER 1 / PLAYER 2 / P3 / PLAYER 4" at 1280x720). `titles`: the seated
    fighters' titles, in seat order."""
    return any(plan(r, i, t)[0] != f"PLAYER {i + 1}" for i, (r, t) in enumerate(zip(rects, titles)))


def bottom(r, i, title) -> int:
    """Where seat i's head ends (its title's last line) in its panel `r`."""
    _head, _x, y, z, lines = plan(r, i, title)
    f = assets.font(z, False, "sans", True)
    return y + (len(lines) - 1) * f.get_linesize() + f.get_height()


def draw(surf, r, i, title, short=False):
    """Seat i's head and its fighter's title in its panel `r` (plan; `short`: short_row)."""
    head, x, y, z, lines = plan(r, i, title, short)
    surf.blit(assets.text(head, HEAD, theme.SEAT_COLORS[i], True), (r.x + 16, r.y + 12))
    pitch = assets.font(z, False, "sans", True).get_linesize()
    for k, line in enumerate(lines):
        surf.blit(assets.fit_text(line, r.right - 16 - x, z, COLOR, italic=True, min_size=z), (x, y + k * pitch))


def room(rects, titles) -> int:
    """How far the seats' selectors go down so that the longest of `titles` (every fighter's in the
    box) ends above them in any seat: 0 where each fits beside its head."""
    need = max((bottom(r, i, t) - r.y for i, r in enumerate(rects) for t in titles), default=0)
    return max(0, min(need + 1 - SELECTORS, INSIDE - SELECTORS - 4 * SELECTOR_H))     # (gaps of 0 at most)


def make_room(rects, widgets, titles):
    """The seats' selectors (the widgets inside a seat's panel, four rows) moved down by room(),
    their gaps narrowed to keep them in the panel; every frame (the window's text scale may change),
    from where setup.py built them."""
    d = room(rects, titles)
    gap = min(GAP, (INSIDE - SELECTORS - d - 4 * SELECTOR_H) // 3)
    for w in widgets:
        r = next((r for r in rects if r.collidepoint(w.rect.center)), None)
        if r is None:
            continue
        base = w.__dict__.setdefault("built_y", w.rect.y)      # where setup.build put it
        row = (base - r.y - SELECTORS) // (SELECTOR_H + GAP)
        w.rect.y = r.y + SELECTORS + d + row * (SELECTOR_H + gap)
