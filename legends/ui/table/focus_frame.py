"""The focus cursor's frame (table/focus.py draws it round its target).

Round a hotspot, figure, space or button: a bold rounded frame with corner brackets, reaching
17 px out of its target (boards/meter.py FOCUS_REACH keeps a meter card that far off its label; a
narrow board's meter card, its label dropped, gets a ring 4 px out of it instead: draw_frame "outside").
Round a row of a list (the Legal options): a frame inside the row's own slot, the row's rect and
half the 2 px gap to each neighbour (issue 26's fourth pass, picture 17: at 1920x1080 the bold
frame on row 1 covered the top of row 2's text and its brackets stood over the list's title)."""
from __future__ import annotations

import pygame

from .. import gfx
from .. import theme

DARK = (15, 10, 8)      # the frame's dark edges: it stands out on a light row or a yellow highlight too
ROW_REACH = (2, 1)      # how far a row's frame reaches out of the row (x, y): half the gap between rows
BAR = 6                 # a row frame's ends: in the row's margins beside its text (edged dark)


def draw_frame(surf, rect, color, tight=False) -> pygame.Rect:
    """A bold rounded frame with corner brackets around `rect` (tight: a frame on its edge, no
    brackets: a hand strip, its neighbours 3 px away keep their names seen; "outside": a ring
    4 px out of it, white between dark edges (a seat's red read as the orange glow of a card that
    can block), the card whole: a narrow board's meter card, its name near its edge, its
    neighbours 4-5 px away and the board's edge 5 px)."""
    if tight == "outside":
        r = pygame.Rect(rect)
        gfx.rect(surf, DARK, r.inflate(8, 8), 1, border_radius=9)         # dark, white, dark: not the
        gfx.rect(surf, theme.WHITE, r.inflate(6, 6), 2, border_radius=8)  # orange glow of a card that
        gfx.rect(surf, DARK, r.inflate(2, 2), 1, border_radius=7)         # blocks, nor P1's red
        return r.inflate(8, 8)
    if tight:
        r = pygame.Rect(rect).inflate(4, 4)
        gfx.rect(surf, DARK, r, 7, border_radius=8)
        gfx.rect(surf, color, r.inflate(-2, -2), 4, border_radius=7)
        return r.inflate(4, 4)
    r = pygame.Rect(rect).inflate(10, 10)
    gfx.rect(surf, DARK, r.inflate(6, 6), 9, border_radius=12)     # dark edges on both sides:
    gfx.rect(surf, color, r, 4, border_radius=10)                  # the gold frame stands out
    gfx.rect(surf, DARK, r.inflate(-8, -8), 2, border_radius=8)    # on a yellow highlight too
    b = r.inflate(12, 12)
    arm = max(8, min(22, min(b.w, b.h) // 3))
    light = theme.lighter(color, 0.35)
    for (x, y, sx, sy) in ((b.left, b.top, 1, 1), (b.right - 1, b.top, -1, 1), (b.left, b.bottom - 1, 1, -1),
                           (b.right - 1, b.bottom - 1, -1, -1)):
        for c, w in ((DARK, 9), (light, 5)):
            gfx.line(surf, c, (x, y), (x + sx * arm, y), w)
            gfx.line(surf, c, (x, y), (x, y + sy * arm), w)
    return b.inflate(12, 12)


def row_frame(surf, rect, color) -> pygame.Rect:
    """A frame round a list row that stays in the row's slot: `rect` (the row as drawn) and
    ROW_REACH out of it, so the rows above and below keep their text seen; no brackets. Its top
    and bottom are a 2 px line on the slot's edge (a row of two lines fills its rect with text:
    nothing thicker there), its ends 6 px bars in the row's margins, left of the text (which starts
    6 px in) and right of it (6 px are kept free). Returns the rectangle drawn on."""
    r = pygame.Rect(rect).inflate(2 * ROW_REACH[0], 2 * ROW_REACH[1])
    gfx.rect(surf, color, r, 2, border_radius=6)
    for x in (r.left, r.right - BAR):
        bar = pygame.Rect(x, r.top + 3, BAR, r.h - 6)
        gfx.rect(surf, DARK, bar, border_radius=3)
        gfx.rect(surf, theme.lighter(color, 0.2), bar.inflate(-2, -2), border_radius=2)
    return r


def frame_for(surf, target, color, tight=False) -> pygame.Rect:
    """The frame round the focus cursor's `target` (a focus.Target): a row's inside its slot."""
    if target.kind == "option":
        return row_frame(surf, target.rect, color)
    return draw_frame(surf, target.rect, color, tight)
