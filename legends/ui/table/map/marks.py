"""Marks on the map for a decision in progress: the targets already chosen for a multi-target
attack (Target X), each ringed by a reticle in the attacker's seat colour with its number in the
order chosen, while the next target is chosen (and while the roll against them may be rerolled)."""
from __future__ import annotations

import pygame

from ...paint import badge_number
from ... import gfx


def draw_target_marks(surf, fig_rects, chosen, color) -> list:
    """fig_rects: [(Rect, fig_id)] as drawn; chosen: ((fig_id, number), ...). Returns the rects drawn."""
    numbers = dict(chosen)
    out = []
    for r, fid in fig_rects:
        n = numbers.get(fid)
        if n is None:
            continue
        rad = r.w // 2 + 6
        c = r.center
        gfx.circle(surf, (20, 14, 12), c, rad + 2, 7)
        gfx.circle(surf, color, c, rad, 4)
        tick = max(5, rad // 4)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):       # the reticle's four ticks
            a = (c[0] + dx * (rad - tick), c[1] + dy * (rad - tick))
            b = (c[0] + dx * (rad + tick // 2), c[1] + dy * (rad + tick // 2))
            gfx.line(surf, (20, 14, 12), a, b, 7)
            gfx.line(surf, color, a, b, 3)
        br = max(10, r.w // 5)
        spot = (int(c[0] + rad * 0.72), int(c[1] - rad * 0.72))
        badge_number(surf, spot, n, br, fill=color, fg=(255, 255, 255), ring=(20, 14, 12))
        out.append(pygame.Rect(c[0] - rad - tick, c[1] - rad - tick, 2 * (rad + tick), 2 * (rad + tick)))
    return out
