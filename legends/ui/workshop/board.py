"""The workshop's map: the draft drawn as a printed board being made (squares, walls, doors,
features, hazards and every marker), the cursor with its side, and the live checks' rings; and the
square (and side) under a point, for the mouse."""
from __future__ import annotations

import pygame

from ...content.reader import parse_square, square_name
from .model.edits import EDGE_TOOLS, SIDES
from .. import assets, gfx, theme
from ..paint import blit_center

AREA = pygame.Rect(60, 130, 1180, 730)
EMPTY = (58, 44, 34)
WALL = (24, 18, 14)
WALL_CORE = (200, 64, 48)
DOOR = (214, 160, 70)
HAZARD = (236, 190, 40)
FEATURE = (92, 120, 150)
PROBLEM = (235, 70, 60)
MARK = {"start": ("START", (250, 250, 250), (30, 30, 30)), "poi": ("POI", (40, 30, 10), (246, 200, 70)),
        "overrun": ("OVERRUN", (250, 250, 250), (150, 40, 130))}
ICON_LETTER = {"punch": "P", "kick": "K", "joystick": "J"}


class Grid:
    """Where the draft's squares are on the screen (AREA, cells as large as fit, at most 110 px)."""

    def __init__(self, draft, area=AREA):
        self.cols, self.rows = draft.cols, draft.rows
        self.cs = max(24, min(110, area.w // max(1, draft.cols), area.h // max(1, draft.rows)))
        w, h = self.cs * self.cols, self.cs * self.rows
        self.origin = (area.x + (area.w - w) // 2, area.y + (area.h - h) // 2)

    def rect(self, c, r) -> pygame.Rect:
        return pygame.Rect(self.origin[0] + c * self.cs, self.origin[1] + r * self.cs, self.cs, self.cs)

    def rect_of(self, name) -> pygame.Rect | None:
        sq = parse_square(name) if name else None
        return self.rect(*sq) if sq else None

    def at(self, pos):
        """(square name, nearest side) under a point, or (None, None)."""
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        c, r = x // self.cs, y // self.cs
        if not (0 <= c < self.cols and 0 <= r < self.rows):
            return None, None
        fx, fy = x - c * self.cs, y - r * self.cs
        dists = {"left": fx, "right": self.cs - fx, "up": fy, "down": self.cs - fy}
        return square_name(c, r), min(dists, key=dists.get)


def _edge_line(grid, name, side):
    r = grid.rect_of(name)
    return {"up": (r.topleft, r.topright), "down": (r.bottomleft, r.bottomright),
            "left": (r.topleft, r.bottomleft), "right": (r.topright, r.bottomright)}[side]


_STRIPES = {}


def _stripes(size):
    """A hazard's yellow and black diagonal stripes, the size of a square (kept per size)."""
    key = (tuple(size), gfx.K)
    img = _STRIPES.get(key)
    if img is None:
        img = gfx.surface(size)
        img.fill(HAZARD)
        w, h = size
        for x in range(-h, w, 22):
            gfx.line(img, WALL, (x, h), (x + h, 0), 7)
        if len(_STRIPES) > 8:
            _STRIPES.clear()
        _STRIPES[key] = img
    return img


def _label(surf, text, rect, fg, bg, size=15):
    t = assets.text(text, size, fg, True)
    box = t.get_rect(center=rect.center).inflate(10, 4)
    gfx.rect(surf, bg, box, border_radius=6)
    blit_center(surf, t, box.center)


def _squares(surf, grid, d):
    floor = theme.hex_color(d.palette.get("floor", "#5a5046"))
    feature_sq = {s: f for f in d.features for s in f["squares"]}
    for c in range(d.cols):
        for r in range(d.rows):
            rr = grid.rect(c, r)
            name = square_name(c, r)
            if (c, r) not in d.squares:
                gfx.rect(surf, EMPTY, rr.inflate(-6, -6), 1, border_radius=4)
                continue
            base = FEATURE if name in feature_sq else floor
            gfx.rect(surf, theme.mix(base, (255, 255, 255), 0.06 if (c + r) % 2 else 0.0), rr.inflate(-2, -2),
                     border_radius=3)
            if name in d.hazards:           # yellow and black stripes, as the table draws a hazard
                inner = rr.inflate(-12, -12)
                surf.blit(_stripes(inner.size), inner.topleft)
                _label(surf, "HAZARD", pygame.Rect(rr.x, rr.bottom - 26, rr.w, 20), HAZARD, WALL, max(11, grid.cs // 9))
            if name in d.blocked:
                gfx.rect(surf, (150, 40, 40), rr.inflate(-10, -10), 3, border_radius=4)
            surf.blit(assets.text(name, 13, (235, 225, 210)), (rr.right - 26, rr.bottom - 17))
    for f in d.features:
        first = grid.rect_of(f["squares"][0])
        if first is not None:
            surf.blit(assets.fit_text(f["name"], grid.cs * 2, 14, (240, 240, 250), True), (first.x + 4, first.y + 3))


def _edges(surf, grid, d):
    for w in sorted(d.walls | d.doors, key=sorted):     # sets: a fixed order (walls overlap at corners)
        a, b = sorted(w)
        pa, pb = parse_square(a), parse_square(b)
        side = next(s for s, (dx, dy) in SIDES.items() if (pa[0] + dx, pa[1] + dy) == pb)
        p, q = _edge_line(grid, a, side)
        gfx.line(surf, WALL, p, q, 10)              # dark, with a red core: the table's walls
        gfx.line(surf, WALL_CORE, p, q, 4)
        if w in d.doors:
            mid = ((p[0] + q[0]) // 2, (p[1] + q[1]) // 2)
            vertical = p[0] == q[0]
            gap = grid.cs // 4
            g1 = (mid[0], mid[1] - gap) if vertical else (mid[0] - gap, mid[1])
            g2 = (mid[0], mid[1] + gap) if vertical else (mid[0] + gap, mid[1])
            gfx.line(surf, DOOR, g1, g2, 10)


def _markers(surf, grid, d):
    small = max(12, grid.cs // 7)
    for key, name in (("start", d.start), ("poi", d.poi), ("overrun", d.loss_space if d.loss == "space_overrun" else None)):
        rr = grid.rect_of(name)
        if rr is not None:
            text, fg, bg = MARK[key]
            _label(surf, text, pygame.Rect(rr.x, rr.y + 4, rr.w, 20), fg, bg, small)
    for name, most in d.capacity.items():
        rr = grid.rect_of(name)
        if rr is not None:
            _label(surf, f"max {most}", pygame.Rect(rr.x, rr.bottom - 22, rr.w // 2, 18), (250, 250, 250), (40, 90, 140),
                   max(11, grid.cs // 9))
    for n, name in d.spawns.items():
        rr = grid.rect_of(name)
        if rr is not None:
            gfx.circle(surf, (200, 70, 30), rr.center, grid.cs // 4)
            gfx.circle(surf, (250, 200, 120), rr.center, grid.cs // 4, 3)
            blit_center(surf, assets.text(str(n), max(14, grid.cs // 4), theme.WHITE, True), rr.center)
    for t in d.tokens:
        rr = grid.rect_of(t["space"])
        if rr is not None:
            c = (rr.x + grid.cs // 4, rr.bottom - grid.cs // 4)
            gfx.circle(surf, (40, 110, 170), c, grid.cs // 6)
            blit_center(surf, assets.text(ICON_LETTER[t["icon"]], small + 2, theme.WHITE, True), c)
    for m in d.minions:
        rr = grid.rect_of(m["space"])
        if rr is not None:
            c = (rr.right - grid.cs // 4, rr.y + grid.cs // 2)
            gfx.circle(surf, (90, 40, 40) if m["type"] == "elite" else (70, 70, 70), c, grid.cs // 6)
            blit_center(surf, assets.text("E" if m["type"] == "elite" else "S", small + 2, theme.WHITE, True), c)


def draw(surf, grid, d, cursor=None, side=None, tool=None, problems=(), focused=True):
    """The whole board: squares, features, walls and doors, markers, problem rings, then the cursor."""
    _squares(surf, grid, d)
    _edges(surf, grid, d)
    _markers(surf, grid, d)
    for p in problems:
        rr = grid.rect_of(p.square) if p.square else None
        if rr is not None:
            gfx.rect(surf, PROBLEM, rr.inflate(-8, -8), 4, border_radius=8)
    rr = grid.rect_of(cursor)
    if rr is not None:
        gfx.rect(surf, theme.GOLD if focused else theme.MUTED, rr.inflate(4, 4), 4, border_radius=6)
        if tool in EDGE_TOOLS and side:
            p, q = _edge_line(grid, cursor, side)
            gfx.line(surf, theme.HILITE if tool == "wall" else DOOR, p, q, 12)
