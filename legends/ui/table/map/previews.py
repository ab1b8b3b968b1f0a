"""The coming enemy moves, previewed on the map: dashed routes from each standee to a see-through
ghost where the enemy will stand, ringed in its target's colour."""
from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from ...paint import blit_center, standee
from ..claims import NAME, OverlayLayer, corner_spots, standee_marks
from .figures import layout_figures, name_rects, roster_heads
from ... import gfx


class Route(NamedTuple):
    """One enemy's coming move as drawn: pixel points from its standee (of `size` px) to the
    ghost (centre `ghost`, `ghost_size` px) where it will stand; `target` is the fighter (F1..)."""
    who: str
    target: str
    points: tuple
    ghost: tuple
    ghost_size: int
    size: float

    def moved(self, dx, dy) -> "Route":
        return self._replace(points=tuple((x + dx, y + dy) for x, y in self.points),
                             ghost=(self.ghost[0] + dx, self.ghost[1] + dy))


def preview_geometry(view, moves, figures):
    """Where to draw the coming enemy moves (game.view.preview_moves()) among these figures.

    moves: [{"who", "target", "path"}]; figures: the standees as drawn (dicts with id and
    pos, or space). Returns a Route for each enemy that moves. The route starts at the
    standee and goes through the centres of the spaces on the way, shifted as the standee
    is shifted in its space (two minions leaving one space draw two lanes). The ghost stands
    where the enemy will arrive: in the middle of an empty space (ghosts sharing it laid out
    like standees), or, when standees are there, small and just inside the edge it enters
    by, side by side, so it covers no more than a standee's rim."""
    placed = layout_figures(view, figures)
    now = {}
    for f in figures:
        if f.get("pos") is not None:
            now[f["id"]] = (f["pos"], f.get("size") or view.cs * 0.6)
        elif f["id"] in placed:
            now[f["id"]] = placed[f["id"]]
    moving = [m for m in moves if m.get("who") in now and m.get("to") != m.get("from")
              and len([sp for sp in (m.get("path") or ()) if sp in view.board.index]) >= 2]
    if not moving:
        return []
    occupied = {view.space_at(c) for c, _ in now.values()}
    cs = view.cs
    gsize = int(max(14, cs * 0.24))
    # ghosts in empty spaces: laid out as standees would be
    empty = [{"id": m["who"], "space": m["path"][-1]} for m in moving if m["path"][-1] not in occupied]
    free = layout_figures(view, empty)
    # ghosts at an edge: grouped by (space, side), spread along the edge
    edge = {}
    for m in moving:
        path = [sp for sp in m["path"] if sp in view.board.index]
        if path[-1] in occupied:
            edge.setdefault((path[-1], path[-2]), []).append(m["who"])
    out, taken = [], []         # the ghosts placed (a ghost keeps off the names and the others)
    for m in moving:
        who = m["who"]
        path = [sp for sp in m["path"] if sp in view.board.index]
        (sx, sy), ssize = now[who]
        cx, cy = view.space_center(path[0])
        ox, oy = (sx - cx) * 0.4, (sy - cy) * 0.4
        pts = [(sx, sy)]
        for sp in path[1:-1]:
            x, y = view.space_center(sp)
            pts.append((x + ox, y + oy))
        dest = path[-1]
        if who in free:
            (gx, gy), size = free[who]
            size = int(max(14, min(size * 0.8, cs * 0.42)))
        else:
            size = gsize
            group = edge[(dest, path[-2])]
            (dx, dy), (px, py) = view.space_center(dest), view.space_center(path[-2])
            ux, uy = px - dx, py - dy
            n = math.hypot(ux, uy) or 1.0
            ux, uy = ux / n, uy / n
            b = view.space_bounds(dest)
            reach = min(b.w / 2 / abs(ux) if abs(ux) > 1e-6 else 1e9, b.h / 2 / abs(uy) if abs(uy) > 1e-6 else 1e9)
            d = max(0.0, reach - size / 2 - 4)
            k = group.index(who) - (len(group) - 1) / 2
            gx = dx + ux * d - uy * k * (size + 4)
            gy = dy + uy * d + ux * k * (size + 4)
            (gx, gy), size = _off_names(view, dest, (gx, gy), size, _names_in(view, dest, now, figures), taken)
        taken.append(pygame.Rect(int(gx - size / 2 - 4), int(gy - size / 2 - 4), size + 8, size + 8))
        pts.append((gx, gy))
        out.append(Route(who, m.get("target"), tuple(pts), (gx, gy), size, ssize))
    return out


def _names_in(view, space, now, figures) -> tuple:
    """What a player reads on the standees in a space: their marks (claims.standee_marks: a band,
    a seat tag, a kind mark) and their names where they are drawn (a chip across the foot of two
    sharing the square, a roster line: figures.name_rects; the START line of a crowded start
    square), as (marks, names)."""
    by_id = {f["id"]: f for f in figures}
    names = name_rects(view, figures)
    here = [fid for fid, (c, size) in now.items() if view.space_at(c) == space]
    marks = [r for fid in here for r in standee_marks(by_id.get(fid, {}), now[fid][0], int(now[fid][1]))]
    b = view.space_bounds(space)
    shown = [names[fid] for fid in here if fid in names]
    shown += [r for fid, r in names.items() if fid not in here and r.colliderect(b)]     # a roster spilled here
    shown += [r for r in roster_heads(view, figures) if r.colliderect(b)]
    return marks, shown


def _off_names(view, space, at, size, names, taken):
    """A ghost's (centre, size): at `at` (by the edge it enters by) unless it would cover a standee's
    name or another ghost; else the nearest free place of the space (its corners, its sides, then
    anywhere on a grid); where none is free (two names on chips fill the square), a smaller ghost
    (down to 14 px) in the same places; where even that finds none, the place of the smallest
    that covers no name (a seat tag or a kind mark rather: OverlayLayer.place, weighted)."""
    marks, shown = names
    for k in GHOST_SHRINK:
        s = max(14, int(size * k))
        layer = OverlayLayer(view.map_rect.inflate(8, 8))
        for r in marks:
            layer.claim("mark", r, NAME)
        for r in shown:
            layer.claim("name", r, 4 * NAME)      # a name under a ghost: the worst (issue 26: "BLAN" read "B?AN")
        for r in taken:
            layer.note("ghost", r)
        ring = s + 8                    # the dashed ring round the see-through standee
        h = ring // 2
        spots = [pygame.Rect(int(at[0] - h), int(at[1] - h), ring, ring)] + corner_spots(view.space_bounds(space), ring, at)
        spots += _grid(view.space_bounds(space), ring, at)
        r = layer.place("ghost", spots)
        if not layer.harm or s == 14:
            return (at if r.topleft == spots[0].topleft else r.center), s
    return at, size


def _grid(bounds, ring, near) -> list:
    """Places of a ghost's ring all over a space, on a grid of half a ring, the nearest `near` first."""
    b = pygame.Rect(bounds).inflate(-4, -4)
    step = max(4, ring // 3)
    spots = [pygame.Rect(x, y, ring, ring) for x in range(b.x, b.right - ring + 1, step)
             for y in range(b.y, b.bottom - ring + 1, step)]
    spots.sort(key=lambda r: (r.centerx - near[0]) ** 2 + (r.centery - near[1]) ** 2)
    return spots


GHOST_SHRINK = (1.0, 0.8, 0.6)      # a ghost's sizes tried, in turn, where a bigger one covers a name


def route_marks(view, geometry) -> list:
    """What a player reads of the preview (claimed by the overlay layer, claims.PREVIEW): each
    route's dashes as short pieces (a diagonal's box would claim the squares beside it), its arrow's
    head and its ghost with its ring, as (name, rect) in the view's pixels."""
    w = max(3, view.cs // 30) + 3
    step = max(8.0, view.cs * 0.3)
    out = []
    for rt in geometry:
        pts = list(rt.points)
        end = _towards(pts[-1], pts[-2], rt.ghost_size / 2 + 2)
        line = pts[:-1] + [end]
        for (x0, y0), (x1, y1) in zip(line, line[1:]):
            n = max(1, math.ceil(math.hypot(x1 - x0, y1 - y0) / step))
            for i in range(n):
                ax, ay = x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n
                bx, by = x0 + (x1 - x0) * (i + 1) / n, y0 + (y1 - y0) * (i + 1) / n
                r = pygame.Rect(int(min(ax, bx)), int(min(ay, by)), int(abs(bx - ax)) + 1, int(abs(by - ay)) + 1)
                out.append((f"preview {rt.who}", r.inflate(w, w)))
        head = 2 * (w * 2 + 3)
        out.append((f"preview {rt.who}", pygame.Rect(int(end[0] - head / 2), int(end[1] - head / 2), head, head)))
        ring = rt.ghost_size + 8       # (claims: ghost_box in tests/test_overlay_layer.py)
        out.append((f"preview ghost {rt.who}", pygame.Rect(int(rt.ghost[0] - ring / 2), int(rt.ghost[1] - ring / 2),
                                                           ring, ring)))
    return out


def draw_preview_routes(view, surf, geometry, color_of, strong=False):
    """Dashed arrows along the routes (drawn under the standees; `strong`: the hovered one, over
    them, the names drawn again over it)."""
    drawn = []
    names = kept_names(view, surf) if strong else None
    w = max(3, view.cs // 30) + (2 if strong else 0)
    for rt in geometry:
        col = color_of(rt.target)
        pts = list(rt.points)
        # from the standee's rim (the hovered one is drawn over it) to the ghost's rim
        end = _towards(pts[-1], pts[-2], rt.ghost_size / 2 + 2)
        if strong:
            pts[0] = _towards(pts[0], pts[1], rt.size / 2)
        line = pts[:-1] + [end]
        dash, gap = (view.cs * 0.16, view.cs * 0.09) if not strong else (view.cs * 0.2, view.cs * 0.07)
        segs = _dashes(line, dash, gap)
        for a, b in segs:       # a dark edge first: the dashes read on any floor
            drawn.append(gfx.line(surf, (20, 14, 12), a, b, w + 3))
        for a, b in segs:
            gfx.line(surf, col, a, b, w)
        drawn.append(_arrow_head(surf, line[-2] if len(line) > 1 else pts[0], end, col, w * 2 + 6))
    if not drawn:
        return None
    if names is not None:
        names(drawn)
        view.__dict__.setdefault("strong_marks", []).extend(      # claimed this frame (claims.table_layer)
            ("hovered " + what, r) for what, r in route_marks(view, geometry) if not what.startswith("preview ghost"))
    return drawn[0].unionall(drawn[1:])


def draw_preview_ghosts(view, surf, geometry, figures, color_of, strong=False):
    """A small see-through standee where each enemy will stand, ringed in its target's colour;
    the figures' names drawn again over them (kept_names)."""
    by_id = {f["id"]: f for f in figures}
    drawn = []
    names = kept_names(view, surf)
    for rt in geometry:
        col = tuple(color_of(rt.target))
        center = (int(rt.ghost[0]), int(rt.ghost[1]))
        drawn.append(blit_center(surf, ghost(by_id.get(rt.who), rt.ghost_size, col, strong), center))
    if not drawn:
        return None
    names(drawn)
    if strong:                  # the hovered enemy's: claimed this frame, a tooltip keeps off it
        view.__dict__.setdefault("strong_marks", []).extend(
            ("hovered " + what, r.inflate(4, 4)) for what, r in route_marks(view, geometry) if what.startswith("preview ghost"))
    return drawn[0].unionall(drawn[1:])


def kept_names(view, surf):
    """What the figures' names look like on `surf` now (their chips, roster lines and START line:
    view.name_chips, view.start_line); returns a function that puts back those a preview drew over
    (`drawn`: its rects): a ghost or a hovered route never covers a name (issue 26: two names on
    chips filled a square, and the ghost lay over one)."""
    bounds = surf.get_rect()
    names = [pygame.Rect(r).clip(bounds) for r in list(view.name_chips) + [getattr(view, "start_line", None)] if r]
    saved = [(r, surf.subsurface(r).copy()) for r in names if r.w and r.h]

    def put_back(drawn):
        drawn = [pygame.Rect(d) for d in drawn if d]
        for r, img in saved:
            if r.collidelist(drawn) != -1:
                surf.blit(img, r.topleft)
    return put_back


def _towards(a, b, d):
    """The point `d` pixels from a towards b (a itself if they are closer)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    if n <= d or n == 0:
        return a
    return (a[0] + dx * d / n, a[1] + dy * d / n)


def _dashes(points, dash, gap):
    """Segments of a dashed polyline (the pattern runs on across corners)."""
    out = []
    on, left = True, dash
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        t = 0.0
        while t < seg - 1e-6:
            step = min(left, seg - t)
            if on:
                u0, u1 = t / seg, (t + step) / seg
                out.append(((x0 + (x1 - x0) * u0, y0 + (y1 - y0) * u0), (x0 + (x1 - x0) * u1, y0 + (y1 - y0) * u1)))
            t += step
            left -= step
            if left <= 1e-6:
                on = not on
                left = dash if on else gap
    return out


def _arrow_head(surf, frm, tip, color, size):
    dx, dy = tip[0] - frm[0], tip[1] - frm[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    back = (tip[0] - ux * size, tip[1] - uy * size)
    left = (back[0] - uy * size * 0.55, back[1] + ux * size * 0.55)
    right = (back[0] + uy * size * 0.55, back[1] - ux * size * 0.55)
    pts = [tip, left, right]
    r = gfx.polygon(surf, (20, 14, 12), pts, 0)
    inner = [(tip[0] - ux * 2.5, tip[1] - uy * 2.5), _towards(left, tip, 2.5), _towards(right, tip, 2.5)]
    gfx.polygon(surf, color, inner, 0)
    return r.inflate(4, 4)


_ghosts = gfx.cache("ghosts")


def ghost(f, size, color, strong=False) -> pygame.Surface:
    """Where an enemy will stand: its standee see-through at `size`, in a dashed ring of its
    target's colour (cached: a board shows many)."""
    key = (_standee_key(f) if f else None, size, color, strong)
    s = _ghosts.get(key)
    if s is not None:
        return s
    rad = size // 2 + 2
    width = 4 if strong else 3
    d = 2 * rad + 8
    s = gfx.surface((d, d), pygame.SRCALPHA)
    c = (d // 2, d // 2)
    if f is not None:
        img = standee(dict(f, label=f.get("short") or f.get("label")), size).copy()
        img.set_alpha(200 if strong else 120)
        blit_center(s, img, c)
    rect = pygame.Rect(0, 0, 2 * rad, 2 * rad)
    rect.center = c
    parts = 12
    step = 2 * math.pi / parts
    for i in range(parts):
        a = i * step
        gfx.arc(s, (20, 14, 12), rect.inflate(2, 2), a, a + step * 0.6, width + 2)
        gfx.arc(s, color, rect, a, a + step * 0.6, width)
    if len(_ghosts) > 300:
        _ghosts.clear()
    _ghosts[key] = s
    return s


def _standee_key(f):
    return (f["kind"], f.get("short") or f.get("label"), tuple(f.get("color", (0, 0, 0))),
            tuple(f.get("ring", (0, 0, 0))), bool(f.get("stunned")), f.get("round"), f.get("tag"))
