"""Where a hint's rank badge goes on the map (badge_place; hints.py draws it): by the figure or
the space it stands for, off the names (a roster's lines, a standee's chip) and the START tag.

Issue 26, sixth pass, finding 7 (picture 43): on a crowded start square every corner of the square
held a roster line or START, so the least harmful corner was taken: badge 2 over START ("S..."),
badge 3 over a name. Now, in order: a free place of the full badge inside the square (its corners,
then its sides' middles), a free place of a smaller badge (SMALL_R) there, the least harmful of
those places that cover no name nor START (another overlay, a standee's body), full then small;
where each covers a name or START, a small badge on the square's edge where what lies beyond is
free (an empty square beside, the map's margin: two thirds inside, then one third, then just past
the wall, by its figure), and only then the least harmful of the full-size places."""
from __future__ import annotations

import pygame

from ..claims import BY, corner_spots, home_of

SMALL_R = 10        # a badge's radius where the full one (15) finds no free place in its square
NAMES = ("name chip", "start")      # what a badge leaves its square for (a roster's line, START)
INSIDE = 2 / 3      # how much of a badge on the square's edge is inside it (whose square it is stays plain)


def edge_spots(bounds, d, inside=INSIDE) -> list:
    """Squares of side d on the edges of `bounds`, `inside` of each within them (0: just outside,
    touching the edge): along the top and bottom edges (left, middle, right), then the left and
    right ones."""
    b = pygame.Rect(bounds)
    out_ = int(d * (1 - inside))
    spots = []
    for y in (b.y - out_, b.bottom - d + out_):
        spots += [pygame.Rect(x, y, d, d) for x in (b.x, b.centerx - d // 2, b.right - d)]
    for x in (b.x - out_, b.right - d + out_):
        spots += [pygame.Rect(x, y, d, d) for y in (b.y, b.centery - d // 2, b.bottom - d)]
    return spots


def badge_place(layer, pos, radius, spare=()) -> tuple:
    """((x, y): the badge's centre, its radius) for a badge meant at `pos` (a figure's or a space's
    top right), placed on the overlay layer `layer` (claims.OverlayLayer) as "hint badge"."""
    d = 2 * radius + 5
    x, y = int(pos[0]), int(pos[1])
    first = pygame.Rect(x - radius - 2, y - radius - 2, d, d)
    home = home_of(getattr(layer, "view", None), (x - BY, y + BY))
    if home is None or home.w < d or home.h < d:       # off the map (or a square smaller than the badge)
        spots = [first] + [first.move(dx, dy) for dx, dy in ((0, 52), (-52, 0), (-52, 52))]
        r = layer.place("hint badge", spots, spare)
        return (r.x + radius + 2, r.y + radius + 2), radius
    full = [first.clamp(home)] + corner_spots(home.inflate(4, 4), d, (x, y))
    rs = min(radius, SMALL_R)
    ds = 2 * rs + 5
    small = corner_spots(home.inflate(4, 4), ds, (x, y))
    edges = []
    for inside in (INSIDE, 1 / 3, 0):       # on the edge, more of it beyond each time, the nearest first
        edges += sorted(edge_spots(home.inflate(6, 6), ds, inside), key=lambda s: (s.centerx - x) ** 2 + (s.centery - y) ** 2)
    cost = layer.costs(spare)
    names = [c.rect for c in layer.claims if c.name in NAMES]
    for spots, rad, free in ((full, radius, True), (small, rs, True), (full, radius, False), (small, rs, False),
                             (edges, rs, True)):
        ok = [s for s in spots if s.collidelist(names) == -1]
        best = next((s for s in ok if cost(s) == 0), None) if free else min(ok, key=cost, default=None)
        if best is not None:
            r = layer.place("hint badge", [best], spare)
            return (r.x + rad + 2, r.y + rad + 2), rad
    r = layer.place("hint badge", full, spare)      # the least harmful of its full-size places
    return (r.x + radius + 2, r.y + radius + 2), radius
