"""Marks on the map for a decision in progress: the targets already chosen for a multi-target
attack (Target X), each ringed by a reticle in the attacker's seat colour with its number in the
order chosen, while the next target is chosen (and while the roll against them may be rerolled)."""
from __future__ import annotations

import pygame

from ...paint import badge_number
from ... import gfx


def draw_target_marks(surf, fig_rects, chosen, color, names=()) -> list:
    """fig_rects: [(Rect, fig_id)] as drawn; chosen: ((fig_id, number), ...); names: the name chips
    drawn (view.name_chips), which the number badges keep off. Returns what was drawn as (what,
    rect): each reticle ("target N") and its number badge ("target badge N": the overlay layer
    claims it, claims.table_layer)."""
    numbers = dict(chosen)
    out, out_badges = [], []
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
        spot = badge_place(c, rad, br, list(names) + out_badges)
        out_badges.append(pygame.Rect(spot[0] - br - 2, spot[1] - br - 2, 2 * br + 4, 2 * br + 4))
        badge_number(surf, spot, n, br, fill=color, fg=(255, 255, 255), ring=(20, 14, 12))
        out.append((f"target {n}", pygame.Rect(c[0] - rad - tick, c[1] - rad - tick, 2 * (rad + tick), 2 * (rad + tick))))
        out.append((f"target badge {n}", out_badges[-1]))
    return out


def badge_place(c, rad, br, keep_off) -> tuple:
    """A target's number badge's centre by its ring: the top right, else the first of the other
    diagonals and sides, on the ring then further out, whose badge covers none of `keep_off` (name
    chips: "P?A" under a "1", issue 26's fifth pass, picture 31); else the place covering least."""
    keep = [pygame.Rect(r) for r in keep_off]
    k = 0.72
    best = None
    for d in (rad, rad + br, rad + 2 * br):
        for dx, dy in ((k, -k), (-k, -k), (k, k), (-k, k), (1, 0), (-1, 0), (0, -1), (0, 1)):
            at = (int(c[0] + d * dx), int(c[1] + d * dy))
            box = pygame.Rect(at[0] - br - 2, at[1] - br - 2, 2 * br + 4, 2 * br + 4)
            hurt = sum(box.clip(r).w * box.clip(r).h for r in keep)
            if hurt == 0:
                return at
            if best is None or hurt < best[0]:
                best = (hurt, at)
    return best[1]
