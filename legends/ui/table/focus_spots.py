"""Where the focus cursor's "Enter: ..." label may stand (focus.draw_label places it on the overlay
layer): on the keys' line under the map first, whatever the target (the frame shows which thing it
names), then the places by its target (claims.label_spots) that cover none of the map's squares.

Issue 26's eighth pass, finding 3 (picture 67): a hand card's label went left of the hand first,
which is the map where the hand stands beside it ("Enter: Play Jumping Heavy Kick" across D3's
door and E3-F3 in Lesson 1 at 1728x972; over H4's corner name at 4K): the squares' names, doors
and walls are no claims, so a place over them looked free. A square's or a figure's label went to
the line first already (the seventh pass); now every label does, and none is put over a square.
"""
from __future__ import annotations

import pygame

from . import claims
from .toasts import map_squares


def label_places(layer, size, target, beside, line) -> list:
    """The label's candidate rectangles of `size` for `target`, in order: `line` (the keys' line's
    place, a list of none or one), then claims.label_spots' places by the target off the squares of
    the layer's map view. Without a line (no layer strip) every place by the target, as before."""
    by = claims.label_spots(size, target, beside)
    if not line:
        return by
    return list(line) + off_squares(layer, by)


def off_squares(layer, spots) -> list:
    """`spots` without those over a square of the layer's map view (its rows of squares)."""
    rows = map_squares(getattr(layer, "view", None))
    return [r for r in spots if pygame.Rect(r).collidelist(rows) < 0]
