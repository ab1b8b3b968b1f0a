"""Rows of one list at one text size, wrapped to two lines where the row has the room (issue 26
item 6: "Interact: take the relic at C1 and recover 3 health (dis..." cut though the row could
hold two lines)."""
from __future__ import annotations

import pygame

from . import assets
from . import gfx

SHRINK = 4          # a list's rows share one size, at most this much under the list's own


def common_size(texts, width: int, size: int, bold=False) -> int:
    """The one size for every row: the largest <= size at which every text fits on one line, but
    never more than SHRINK under size (a longer text wraps or is cut at that size)."""
    floor = max(assets.MIN_TEXT, size - SHRINK)
    s = size
    while s > floor and any(assets.font(s, bold).size(t)[0] > width for t in texts):
        s -= 1
    return s


def row_text(text: str, width: int, height: int, size: int, color, bold=False):
    """The row's text at `size` when it fits on one line; else on two lines at the largest size
    (down to the table's floor) at which two lines fit the row's height, the second cut with "..."
    if still too long; else one line cut at `size`."""
    if assets.font(size, bold).size(text)[0] <= width:
        return assets.fit_text(text, width, size, color, bold, min_size=size)
    two = next((s for s in range(size, assets.MIN_TEXT - 1, -1) if 2 * assets.font(s, bold).get_linesize() <= height), None)
    if two is None:
        return assets.fit_text(text, width, size, color, bold, min_size=size)
    lines = assets.wrap(text, width, two, bold)
    first = assets.fit_text(lines[0], width, two, color, bold, min_size=two)
    second = assets.fit_text(" ".join(lines[1:]), width, two, color, bold, min_size=two)
    lh = assets.font(two, bold).get_linesize()
    out = gfx.surface((max(first.get_width(), second.get_width()), 2 * lh), pygame.SRCALPHA)
    out.blit(first, (0, 0))
    out.blit(second, (0, lh))
    return out
