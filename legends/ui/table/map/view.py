"""The stage map: a cached printed-board layer (tiles, walls, doors, features, spawns, point of
interest, start), plus tokens and standees drawn on top, with hit testing and highlights.

Used by the game screen, the setup preview, the stage gallery and `render-stage`, so all of
them draw the map the same way.
"""
from __future__ import annotations

import copy
import math
from typing import NamedTuple

import pygame

from ....content.loader import parse_square, square_name
from ....engine.board import board_for
from ... import assets as A
from ... import rules_text
from ... import theme as T
from ...paint import Hot, blit_center


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


def _hazard_spaces(stage):
    out = {}
    for r in stage.rules:
        if r.effect == "hazard":
            for sp in r.args.get("spaces", []):
                out[sp] = r
    return out


class MapView:
    def __init__(self, stage, area):
        self.stage = stage
        self.board = board_for(stage)
        self.area = pygame.Rect(area)
        cols, rows = self.board.size
        self.cols, self.rows = cols, rows
        margin = 0.55
        cs = min(self.area.w / (cols + 2 * margin), self.area.h / (rows + 2 * margin))
        self.cs = int(max(16, min(cs, 150)))
        mw, mh = self.cs * cols, self.cs * rows
        self.origin = (self.area.x + (self.area.w - mw) // 2, self.area.y + (self.area.h - mh) // 2)
        self.map_rect = pygame.Rect(self.origin, (mw, mh))
        self.floor = T.hex_color(dict(stage.palette).get("floor", "#6b5a48"))
        self.accent = T.hex_color(dict(stage.palette).get("accent", "#d9a441"))
        self.hazards = _hazard_spaces(stage)
        self._static = None
        self.hots = []          # static hover help (features, spawns, poi, doors...)
        self._space_rects = {}  # space -> [Rect] (absolute)
        for sp, sqs in self.board.squares_of.items():
            self._space_rects[sp] = [self.sq_rect(c, r) for c, r in sqs]
        self.fig_rects = []     # [(Rect, fig_id)] from the last draw

    # --- geometry -----------------------------------------------------------------
    def sq_rect(self, c, r) -> pygame.Rect:
        return pygame.Rect(self.origin[0] + c * self.cs, self.origin[1] + r * self.cs, self.cs, self.cs)

    def space_bounds(self, space) -> pygame.Rect:
        rects = self._space_rects.get(space)
        if not rects:
            return pygame.Rect(0, 0, 0, 0)
        return rects[0].unionall(rects[1:])

    def space_center(self, space):
        cx, cy = self.board.square_center(space)
        return (self.origin[0] + cx * self.cs, self.origin[1] + cy * self.cs)

    def space_at(self, pos):
        x, y = pos
        c = int((x - self.origin[0]) // self.cs)
        r = int((y - self.origin[1]) // self.cs)
        if not self.map_rect.collidepoint(pos):
            return None
        return self.board.owner.get((c, r))

    def resolve_space(self, name):
        """A space name from stage data (a square inside a feature names the feature)."""
        if name in self.board.index:
            return name
        sq = parse_square(name)
        return self.board.owner.get(sq, name) if sq else name

    def moved(self, dx, dy) -> "MapView":
        """A copy that draws `dx, dy` away (into a cached layer); it shares the printed board."""
        key = (dx, dy)
        cache = self.__dict__.setdefault("_moved", {})
        v = cache.get(key)
        if v is None:
            static = self.static_layer()
            v = copy.copy(self)
            v.__dict__.pop("_moved", None)
            v.area = self.area.move(dx, dy)
            v.origin = (self.origin[0] + dx, self.origin[1] + dy)
            v.map_rect = self.map_rect.move(dx, dy)
            v._space_rects = {k: [r.move(dx, dy) for r in rs] for k, rs in self._space_rects.items()}
            v._static = static
            v.hots = [h.moved(dx, dy) for h in self.hots]
            v.fig_rects = []
            if len(cache) > 8:
                cache.clear()
            cache[key] = v
        return v

    # --- the printed board (cached) -------------------------------------------------------
    def static_layer(self) -> pygame.Surface:
        if self._static is None:
            self._static = self._build_static()
        return self._static

    def _build_static(self) -> pygame.Surface:
        st = self.stage
        cs = self.cs
        surf = pygame.Surface(self.area.size, pygame.SRCALPHA)
        ox, oy = self.area.topleft
        self.hots = []

        def R(rect):
            return pygame.Rect(rect).move(-ox, -oy)

        squares = set(st.squares)
        # tiles: shadow, printed base, border
        for tile in st.tiles:
            tr = R(pygame.Rect(self.origin[0] + tile.at[0] * cs, self.origin[1] + tile.at[1] * cs,
                               tile.cols * cs, tile.rows * cs))
            sh = A.shadow_rect(tr.size, 6, 14, 150)
            surf.blit(sh, (tr.x - 14 + 6, tr.y - 14 + 9))
        for ti, tile in enumerate(st.tiles):
            tr = R(pygame.Rect(self.origin[0] + tile.at[0] * cs, self.origin[1] + tile.at[1] * cs,
                               tile.cols * cs, tile.rows * cs))
            base = T.mix(self.floor, (0, 0, 0), 0.12 if ti % 2 else 0.0)
            pygame.draw.rect(surf, T.darker(base, 0.55), tr, border_radius=5)
            pygame.draw.rect(surf, base, tr.inflate(-4, -4), border_radius=4)
            for c in range(tile.cols):
                for r in range(tile.rows):
                    sq = (tile.at[0] + c, tile.at[1] + r)
                    if sq not in squares:
                        continue
                    rr = R(self.sq_rect(*sq)).inflate(-4, -4)
                    shade = T.mix(base, (255, 255, 255), 0.07 if (c + r) % 2 else 0.03)
                    pygame.draw.rect(surf, shade, rr, border_radius=3)
                    pygame.draw.rect(surf, T.mix(base, (255, 255, 255), 0.18), rr, 1, border_radius=3)
                    pygame.draw.line(surf, T.darker(base, 0.75), (rr.x + 2, rr.bottom), (rr.right - 2, rr.bottom), 2)
            sp = A.speckle(tr.size, (255, 255, 255), seed=ti + 5, density=0.002, alpha=26)
            surf.blit(sp, tr.topleft)
            sp2 = A.speckle(tr.size, (0, 0, 0), seed=ti + 50, density=0.003, alpha=34)
            surf.blit(sp2, tr.topleft)
        # hazards: yellow/black stripes
        for sp in self.hazards:
            space = self.resolve_space(sp)
            for rect in self._space_rects.get(space, []):
                rr = R(rect).inflate(-6, -6)
                hz = pygame.Surface(rr.size, pygame.SRCALPHA)
                step = max(8, cs // 6)
                for i in range(-rr.h, rr.w, step * 2):
                    pygame.draw.polygon(hz, (245, 200, 30, 110), [(i, rr.h), (i + step, rr.h), (i + step + rr.h, 0), (i + rr.h, 0)])
                surf.blit(hz, rr.topleft)
                pygame.draw.rect(surf, (245, 200, 30), rr, 2, border_radius=3)
                self.hots.append(Hot(rect, ("Hazard", self.hazards[sp].text or rules_text.effect_text(
                    "hazard", self.hazards[sp].args), "Stage Rules")))
        # features: tinted, white outline around the union
        for f in st.features:
            frects = [R(self.sq_rect(*sq)) for sq in f.squares]
            fill = T.mix(self.floor, self.accent, 0.35)
            ub = frects[0].unionall(frects[1:])
            pygame.draw.rect(surf, fill, ub.inflate(-4, -4), border_radius=4)
            pat = pygame.Surface(ub.size, pygame.SRCALPHA)
            for i in range(0, ub.w + ub.h, max(6, cs // 10)):
                pygame.draw.line(pat, (255, 255, 255, 16), (i, 0), (i - ub.h, ub.h), 2)
            surf.blit(pat, ub.topleft)
            fsq = set(f.squares)
            w = max(3, cs // 18)
            k = 3 + w // 2
            for (c, r) in f.squares:
                q = R(self.sq_rect(c, r))
                x0, y0, x1, y1 = q.x, q.y, q.right, q.bottom
                left, right = (c - 1, r) not in fsq, (c + 1, r) not in fsq
                up, down = (c, r - 1) not in fsq, (c, r + 1) not in fsq
                if up:
                    pygame.draw.line(surf, T.WHITE, (x0 + (k if left else 0), y0 + k), (x1 - (k if right else 0), y0 + k), w)
                if down:
                    pygame.draw.line(surf, T.WHITE, (x0 + (k if left else 0), y1 - k), (x1 - (k if right else 0), y1 - k), w)
                if left:
                    pygame.draw.line(surf, T.WHITE, (x0 + k, y0 + (k if up else 0)), (x0 + k, y1 - (k if down else 0)), w)
                if right:
                    pygame.draw.line(surf, T.WHITE, (x1 - k, y0 + (k if up else 0)), (x1 - k, y1 - (k if down else 0)), w)
            name = A.fit_text(f.name.upper(), ub.w - 16, max(11, cs // 7), T.WHITE, True)
            surf.blit(name, (ub.x + 10, ub.bottom - name.get_height() - 8))
            self.hots.append(Hot(ub.move(ox, oy), (f"{f.name} (feature)", rules_text.RULES["feature"][1],
                                                   "Features")))
        # square names, printed small in a corner
        for sp in self.board.spaces:
            sqs = self.board.squares_of[sp]
            for (c, r) in sqs[-1:] if len(sqs) > 1 else sqs:
                rr = R(self.sq_rect(c, r))
                t = A.text(square_name(c, r), max(10, cs // 8), T.mix(self.floor, (255, 255, 255), 0.45))
                surf.blit(t, (rr.right - t.get_width() - 5, rr.bottom - t.get_height() - 3))
        # capacity badges
        for sp, cap in st.capacity:
            space = self.resolve_space(sp)
            b = R(self.space_bounds(space))
            t = A.text(f"max {cap}", max(10, cs // 8), T.WHITE, True)
            tr = t.get_rect(topright=(b.right - 6, b.y + 5)).inflate(6, 2)
            pygame.draw.rect(surf, (40, 30, 50), tr, border_radius=4)
            blit_center(surf, t, tr.center)
            self.hots.append(Hot(tr.move(ox, oy), (f"Crowded ({cap} figures)", f"At most {cap} figures fit in "
                                                    f"{space}; enemies go around a full space.",
                                                    "Stage Rules (Blocked & Occupied Spaces)")))
        # walls and doors
        walls = {frozenset(w) for w in st.walls}
        doors = {frozenset(d) for d in st.doors}
        ww = max(6, cs // 7)
        for pair in walls:
            a, b = sorted(pair)
            pa, pb = parse_square(a), parse_square(b)
            if not pa or not pb:
                continue
            ra, rb = R(self.sq_rect(*pa)), R(self.sq_rect(*pb))
            if pa[1] == pb[1]:   # side by side: vertical wall
                x = max(ra.x, rb.x)
                seg = ((x, ra.y), (x, ra.bottom))
                vertical = True
            else:
                y = max(ra.y, rb.y)
                seg = ((ra.x, y), (ra.right, y))
                vertical = False
            if pair in doors:
                continue
            pygame.draw.line(surf, (22, 18, 18), (seg[0][0] + 2, seg[0][1] + 3), (seg[1][0] + 2, seg[1][1] + 3), ww + 2)
            pygame.draw.line(surf, (58, 50, 48), seg[0], seg[1], ww)
            pygame.draw.line(surf, T.mix(self.accent, (255, 255, 255), 0.1),
                             (seg[0][0] - (ww // 3 if vertical else 0), seg[0][1] - (0 if vertical else ww // 3)),
                             (seg[1][0] - (ww // 3 if vertical else 0), seg[1][1] - (0 if vertical else ww // 3)), 2)
            for end in seg:
                pygame.draw.circle(surf, (40, 34, 32), end, ww // 2 + 1)
        for pair in doors:
            a, b = sorted(pair)
            pa, pb = parse_square(a), parse_square(b)
            if not pa or not pb:
                continue
            ra, rb = self.sq_rect(*pa), self.sq_rect(*pb)
            if pa[1] == pb[1]:
                x = max(ra.x, rb.x)
                img = pygame.transform.rotate(A.sprite("door", (int(cs * 0.8), max(8, int(cs * 0.22)))), 90)
                center = (x, ra.centery)
                ends = ((x, ra.y), (x, ra.y + cs * 0.1)), ((x, ra.bottom - cs * 0.1), (x, ra.bottom))
            else:
                y = max(ra.y, rb.y)
                img = A.sprite("door", (int(cs * 0.8), max(8, int(cs * 0.22))))
                center = (ra.centerx, y)
                ends = ((ra.x, y), (ra.x + cs * 0.1, y)), ((ra.right - cs * 0.1, y), (ra.right, y))
            for e0, e1 in ends:
                pygame.draw.line(surf, (58, 50, 48), (e0[0] - ox, e0[1] - oy), (e1[0] - ox, e1[1] - oy), ww)
            r = blit_center(surf, img, (center[0] - ox, center[1] - oy))
            self.hots.append(Hot(r.move(ox, oy), rules_text.RULES["door"]))
        # the map's outer edge: walls around the playable squares
        for (c, r) in squares:
            rr = R(self.sq_rect(c, r))
            for (dc, dr), seg in (((0, -1), (rr.topleft, rr.topright)), ((0, 1), (rr.bottomleft, rr.bottomright)),
                                  ((-1, 0), (rr.topleft, rr.bottomleft)), ((1, 0), (rr.topright, rr.bottomright))):
                if (c + dc, r + dr) not in squares:
                    pygame.draw.line(surf, T.darker(self.floor, 0.4), seg[0], seg[1], 3)
        # start space
        start = self.resolve_space(st.start)
        b = R(self.space_bounds(start))
        band = pygame.Rect(b.x + 4, b.y + 4, b.w - 8, max(12, cs // 6))
        pygame.draw.rect(surf, (235, 235, 235), band, border_radius=3)
        for i in range(0, band.w, max(4, band.h // 2)):
            if (i // max(4, band.h // 2)) % 2 == 0:
                pygame.draw.rect(surf, (30, 30, 30), (band.x + i, band.y, max(4, band.h // 2), band.h // 2))
            else:
                pygame.draw.rect(surf, (30, 30, 30), (band.x + i, band.y + band.h // 2, max(4, band.h // 2), band.h - band.h // 2))
        lab = A.text("START", max(10, int(band.h * 0.9)), T.WHITE, True)
        lr = lab.get_rect(center=band.center).inflate(8, 0)
        pygame.draw.rect(surf, (30, 30, 30), lr, border_radius=3)
        blit_center(surf, lab, band.center)
        self.hots.append(Hot(band.move(ox, oy), rules_text.RULES["start"]))
        # point of interest
        poi = self.resolve_space(st.poi_space)
        b = R(self.space_bounds(poi))
        pi = A.sprite("poi", int(cs * 0.38))
        pr = surf.blit(pi, (b.x + 4, b.y + 4 + (max(12, cs // 6) + 2 if poi == start else 0)))
        self.hots.append(Hot(pr.move(ox, oy), (f"Point of interest: {st.poi_name}",
                                               (st.poi_effect.text or rules_text.effect_text(
                                                   st.poi_effect.effect, st.poi_effect.args)) + " "
                                               + rules_text.RULES["poi"][1], "Points of Interest / Interact")))
        # spawn locations (printed rings, big numbers)
        for num, sp in st.spawns:
            space = self.resolve_space(sp)
            cx, cy = self.space_center(space)
            if len(self.board.squares_of.get(space, ())) > 1:
                b = self.space_bounds(space)
                cx, cy = b.right - cs * 0.36, b.bottom - cs * 0.36
            ring = A.sprite("spawn", int(cs * 0.62))
            r = blit_center(surf, ring, (cx - ox, cy - oy))
            blit_center(surf, A.text(str(num), int(cs * 0.3), (255, 220, 150), True, shadow=(60, 10, 0)),
                        (r.centerx, r.centery))
            self.hots.append(Hot(r.move(ox, oy), (f"Spawn location {num}", rules_text.RULES["spawn"][1],
                                                  rules_text.RULES["spawn"][2])))
        # coordinates along the edges (on the table)
        for c in range(self.cols):
            t = A.text(chr(65 + c), max(12, cs // 5), (245, 230, 200), True, shadow=(30, 15, 5))
            r0 = R(self.sq_rect(c, 0))
            surf.blit(t, (r0.centerx - t.get_width() // 2, r0.y - t.get_height() - 2))
        for r in range(self.rows):
            t = A.text(str(r + 1), max(12, cs // 5), (245, 230, 200), True, shadow=(30, 15, 5))
            r0 = R(self.sq_rect(0, r))
            surf.blit(t, (r0.x - t.get_width() - 6, r0.centery - t.get_height() // 2))
        return surf

    # --- dynamic layers -------------------------------------------------------------------
    def draw_highlights(self, surf, spaces, hover_space=None, t=0.0, color=T.HILITE):
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        for sp in spaces:
            for rect in self._space_rects.get(sp, []):
                rr = rect.inflate(-4, -4)
                s = pygame.Surface(rr.size, pygame.SRCALPHA)
                a = 70 + int(40 * pulse) + (60 if sp == hover_space else 0)
                s.fill((*color, a))
                surf.blit(s, rr.topleft)
                pygame.draw.rect(surf, color, rr, 3 if sp != hover_space else 5, border_radius=4)

    def draw_objectives(self, surf, objectives):
        hots = []
        size = int(self.cs * 0.36)
        per_space = {}
        for i, tok in enumerate(objectives):
            if tok["state"] in ("scored", "lost"):
                continue
            space = self.resolve_space(tok["space"])
            k = per_space.get(space, 0)
            per_space[space] = k + 1
            b = self.space_bounds(space)
            x = b.right - size - 4 - k * (size + 2)
            y = b.y + 4
            if tok["revealed"]:
                img = A.sprite("objective_front", size).copy()
                blit_center(img, A.sprite(tok["icon"], int(size * 0.62)), (size // 2, size // 2))
                tip = rules_text.RULES["objective_front"]
                tip = (f"Objective token ({tok['icon']})", tip[1], tip[2])
            else:
                img = A.sprite("objective_hidden", size)
                tip = rules_text.RULES["objective_hidden"]
            r = surf.blit(img, (x, y))
            if tok["state"] == "defused":
                pygame.draw.lines(surf, (40, 200, 60), False, [(r.x + 4, r.centery), (r.centerx - 2, r.bottom - 5),
                                                               (r.right - 3, r.y + 4)], 5)
                tip = ("Objective token: defused", "This bomb has been defused.", "Stage Rules")
            elif tok["state"] == "destroyed":
                pygame.draw.line(surf, (220, 30, 20), r.topleft, r.bottomright, 5)
                pygame.draw.line(surf, (220, 30, 20), r.topright, r.bottomleft, 5)
                tip = ("Objective token: destroyed", "An elite minion detonated this bomb.", "Stage Rules")
            hots.append(Hot(r, tip, ref=("objective", i)))
        return hots

    def layout_figures(self, figures):
        """Place figures that have no pixel override: returns {fig_id: (center, size)}."""
        by_space = {}
        for f in figures:
            if f.get("pos") is None and f.get("space"):
                by_space.setdefault(f["space"], []).append(f)
        out = {}
        cs = self.cs
        for space, figs in by_space.items():
            b = self.space_bounds(space)
            if b.w == 0:
                continue
            n = len(figs)
            inner = b.inflate(-int(cs * 0.1), -int(cs * 0.1))
            best = None
            for cols in range(n, 0, -1):
                rows = math.ceil(n / cols)
                size = min(inner.w / cols, inner.h / rows)
                if best is None or size > best[0] + 0.5:
                    best = (size, cols, rows)
            size, cols, rows = best
            size = min(size, cs * 0.74)
            tot_w, tot_h = cols * size, rows * size
            x0 = inner.centerx - tot_w / 2
            y0 = inner.centery - tot_h / 2
            for i, f in enumerate(figs):
                r, c = divmod(i, cols)
                cnt = min(cols, n - r * cols)
                xoff = (cols - cnt) * size / 2
                out[f["id"]] = ((x0 + xoff + c * size + size / 2, y0 + r * size + size / 2), size * 0.94)
        return out

    def draw_figures(self, surf, figures, targets=(), hover_fig=None, t=0.0):
        """figures: dicts {id, kind, label, color, ring, space | pos, alpha, stunned, round, tag}."""
        placed = self.layout_figures(figures)
        self.fig_rects = []
        pulse = 0.5 + 0.5 * math.sin(t * 6)
        for f in figures:
            if f.get("pos") is not None:
                center, size = f["pos"], f.get("size") or self.cs * 0.6
            elif f["id"] in placed:
                center, size = placed[f["id"]]
            else:
                continue
            size = int(size)
            if size < 58 and f.get("short"):
                f = dict(f, label=f["short"])
            img = standee(f, size)
            alpha = f.get("alpha", 255)
            r = img.get_rect(center=(int(center[0]), int(center[1])))
            surf.blit(_drop_shadow(size, 90 * alpha // 255), (r.x + 3, r.bottom - size // 5))
            if f["id"] in targets:
                rad = size // 2 + 4 + int(3 * pulse)
                pygame.draw.circle(surf, T.HILITE_TARGET, r.center, rad + (3 if f["id"] == hover_fig else 0),
                                   4 if f["id"] != hover_fig else 6)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surf.blit(img, r)
            self.fig_rects.append((r, f["id"]))
        return self.fig_rects

    # --- enemy move preview ------------------------------------------------------------------
    def preview_geometry(self, moves, figures):
        """Where to draw the coming enemy moves (game.preview_moves()) among these figures.

        moves: [{"who", "target", "path"}]; figures: the standees as drawn (dicts with id and
        pos, or space). Returns a Route for each enemy that moves. The route starts at the
        standee and goes through the centres of the spaces on the way, shifted as the standee
        is shifted in its space (two minions leaving one space draw two lanes). The ghost stands
        where the enemy will arrive: in the middle of an empty space (ghosts sharing it laid out
        like standees), or, when standees are there, small and just inside the edge it enters
        by, side by side, so it covers no more than a standee's rim."""
        placed = self.layout_figures(figures)
        now = {}
        for f in figures:
            if f.get("pos") is not None:
                now[f["id"]] = (f["pos"], f.get("size") or self.cs * 0.6)
            elif f["id"] in placed:
                now[f["id"]] = placed[f["id"]]
        moving = [m for m in moves if m.get("who") in now and m.get("to") != m.get("frm")
                  and len([sp for sp in (m.get("path") or ()) if sp in self.board.index]) >= 2]
        if not moving:
            return []
        occupied = {self.space_at(c) for c, _ in now.values()}
        cs = self.cs
        gsize = int(max(14, cs * 0.24))
        # ghosts in empty spaces: laid out as standees would be
        empty = [{"id": m["who"], "space": m["path"][-1]} for m in moving if m["path"][-1] not in occupied]
        free = self.layout_figures(empty)
        # ghosts at an edge: grouped by (space, side), spread along the edge
        edge = {}
        for m in moving:
            path = [sp for sp in m["path"] if sp in self.board.index]
            if path[-1] in occupied:
                edge.setdefault((path[-1], path[-2]), []).append(m["who"])
        out = []
        for m in moving:
            who = m["who"]
            path = [sp for sp in m["path"] if sp in self.board.index]
            (sx, sy), ssize = now[who]
            cx, cy = self.space_center(path[0])
            ox, oy = (sx - cx) * 0.4, (sy - cy) * 0.4
            pts = [(sx, sy)]
            for sp in path[1:-1]:
                x, y = self.space_center(sp)
                pts.append((x + ox, y + oy))
            dest = path[-1]
            if who in free:
                (gx, gy), size = free[who]
                size = int(max(14, min(size * 0.8, cs * 0.42)))
            else:
                size = gsize
                group = edge[(dest, path[-2])]
                (dx, dy), (px, py) = self.space_center(dest), self.space_center(path[-2])
                ux, uy = px - dx, py - dy
                n = math.hypot(ux, uy) or 1.0
                ux, uy = ux / n, uy / n
                b = self.space_bounds(dest)
                reach = min(b.w / 2 / abs(ux) if abs(ux) > 1e-6 else 1e9, b.h / 2 / abs(uy) if abs(uy) > 1e-6 else 1e9)
                d = max(0.0, reach - size / 2 - 4)
                k = group.index(who) - (len(group) - 1) / 2
                gx = dx + ux * d - uy * k * (size + 4)
                gy = dy + uy * d + ux * k * (size + 4)
            pts.append((gx, gy))
            out.append(Route(who, m.get("target"), tuple(pts), (gx, gy), size, ssize))
        return out

    def draw_preview_routes(self, surf, geometry, color_of, strong=False):
        """Dashed arrows along the routes (drawn under the standees; `strong`: the hovered one)."""
        drawn = []
        w = max(3, self.cs // 30) + (2 if strong else 0)
        for rt in geometry:
            col = color_of(rt.target)
            pts = list(rt.points)
            # from the standee's rim (the hovered one is drawn over it) to the ghost's rim
            end = _towards(pts[-1], pts[-2], rt.ghost_size / 2 + 2)
            if strong:
                pts[0] = _towards(pts[0], pts[1], rt.size / 2)
            line = pts[:-1] + [end]
            dash, gap = (self.cs * 0.16, self.cs * 0.09) if not strong else (self.cs * 0.2, self.cs * 0.07)
            segs = _dashes(line, dash, gap)
            for a, b in segs:       # a dark edge first: the dashes read on any floor
                drawn.append(pygame.draw.line(surf, (20, 14, 12), a, b, w + 3))
            for a, b in segs:
                pygame.draw.line(surf, col, a, b, w)
            drawn.append(_arrow_head(surf, line[-2] if len(line) > 1 else pts[0], end, col, w * 2 + 6))
        if not drawn:
            return None
        return drawn[0].unionall(drawn[1:])

    def draw_preview_ghosts(self, surf, geometry, figures, color_of, strong=False):
        """A small see-through standee where each enemy will stand, ringed in its target's colour."""
        by_id = {f["id"]: f for f in figures}
        drawn = []
        for rt in geometry:
            col = tuple(color_of(rt.target))
            center = (int(rt.ghost[0]), int(rt.ghost[1]))
            drawn.append(blit_center(surf, ghost(by_id.get(rt.who), rt.ghost_size, col, strong), center))
        if not drawn:
            return None
        return drawn[0].unionall(drawn[1:])

    def figure_at(self, pos):
        for r, fid in reversed(self.fig_rects):
            if r.inflate(4, 4).collidepoint(pos):
                return fid
        return None


_standees: dict = {}
_shadows: dict = {}


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
    r = pygame.draw.polygon(surf, (20, 14, 12), pts, 0)
    inner = [(tip[0] - ux * 2.5, tip[1] - uy * 2.5), _towards(left, tip, 2.5), _towards(right, tip, 2.5)]
    pygame.draw.polygon(surf, color, inner, 0)
    return r.inflate(4, 4)


_ghosts: dict = {}


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
    s = pygame.Surface((d, d), pygame.SRCALPHA)
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
        pygame.draw.arc(s, (20, 14, 12), rect.inflate(2, 2), a, a + step * 0.6, width + 2)
        pygame.draw.arc(s, color, rect, a, a + step * 0.6, width)
    if len(_ghosts) > 300:
        _ghosts.clear()
    _ghosts[key] = s
    return s


def _standee_key(f):
    return (f["kind"], f.get("short") or f.get("label"), tuple(f.get("color", (0, 0, 0))),
            tuple(f.get("ring", (0, 0, 0))), bool(f.get("stunned")), f.get("round"), f.get("tag"))


def _drop_shadow(size, alpha):
    s = _shadows.get((size, alpha))
    if s is None:
        s = pygame.Surface((size, max(1, size // 3)), pygame.SRCALPHA)
        pygame.draw.ellipse(s, (0, 0, 0, alpha), s.get_rect())
        if len(_shadows) > 300:
            _shadows.clear()
        _shadows[(size, alpha)] = s
    return s


def standee(f, size: int) -> pygame.Surface:
    """A round standee token: coloured ring, silhouette, short name; stunned ones lie on their side."""
    key = (f["kind"], f.get("label"), tuple(f.get("color", (0, 0, 0))), tuple(f.get("ring", (0, 0, 0))),
           size, bool(f.get("stunned")), f.get("round"), f.get("tag"))
    s = _standees.get(key)
    if s is not None:
        return s
    kind = f["kind"]
    color = f.get("color", (120, 120, 120))
    ring = f.get("ring", (30, 30, 30))
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    rr = c - 1
    pygame.draw.circle(s, T.darker(ring, 0.5), (c, c), rr)
    pygame.draw.circle(s, ring, (c, c), rr - 1)
    inner = rr - max(3, size // 10)
    face = color
    pygame.draw.circle(s, T.darker(face, 0.75), (c, c), inner)
    pygame.draw.circle(s, face, (c, c - 1), inner - 1)
    # silhouette
    sil = {"fighter": "fighter_sil", "rival": "fighter_sil", "nemesis": "nemesis_sil"}.get(kind, "minion_sil")
    ssz = int(inner * 1.5)
    sil_col = T.darker(face, 0.45) if T.luminance(face) > 80 else T.lighter(face, 0.35)
    img = A.tinted(sil, ssz, sil_col)
    clip = pygame.Surface((size, size), pygame.SRCALPHA)
    clip.blit(img, (c - ssz // 2, c - int(inner * 0.95)))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), inner - 1)
    clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(clip, (0, 0))
    # name band
    label = f.get("label", "")
    if label:
        bh = max(9, int(size * 0.3))
        band = pygame.Rect(0, 0, int(inner * 2), bh)
        band.center = (c, int(c + inner * 0.45))
        bs = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(bs, (15, 12, 10, 200), bs.get_rect(), border_radius=bh // 3)
        s.blit(bs, band.topleft)
        t = A.fit_text(label, band.w - 4, max(9, int(bh * 0.86)), T.WHITE, True, min_size=8)
        blit_center(s, t, band.center)
    # marks
    ms = max(10, int(size * 0.34))
    if kind in ("standard", "elite"):
        s.blit(A.sprite(kind, ms), (0, 0))
    elif kind == "rival":
        s.blit(A.sprite("rival", ms), (0, 0))
        if f.get("round") == 2:
            t = A.text("R2", max(8, int(ms * 0.55)), T.INK, True)
            tr = t.get_rect(topright=(size - 1, 1)).inflate(4, 0)
            pygame.draw.rect(s, (255, 214, 64), tr, border_radius=3)
            blit_center(s, t, tr.center)
    elif kind == "nemesis":
        s.blit(A.sprite("critical", ms), (0, 0))
    if f.get("tag"):
        t = A.text(f["tag"], max(8, int(size * 0.22)), T.WHITE, True)
        tr = t.get_rect(topright=(size - 1, 1)).inflate(4, 0)
        pygame.draw.rect(s, T.darker(ring, 0.6), tr, border_radius=3)
        pygame.draw.rect(s, ring, tr, 1, border_radius=3)
        blit_center(s, t, tr.center)
    if f.get("stunned"):
        s = pygame.transform.rotate(s, 90)
        st = A.sprite("stun", int(size * 0.45))
        s.blit(st, (size - st.get_width(), size - st.get_height()))
    if len(_standees) > 600:
        _standees.clear()
    _standees[key] = s
    return s
