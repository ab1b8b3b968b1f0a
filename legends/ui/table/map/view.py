"""The stage map as one view: geometry (squares, spaces, hit testing) and the layers drawn on it.

The printed board is built once (static.py) and cached; objective tokens (objectives.py), the
figures (figures.py) and the coming enemy moves (previews.py) are drawn on top each frame.
Used by the game screen, the setup preview, the stage gallery and `render-stage`, so all of
them draw the map the same way.
"""
from __future__ import annotations

import copy
import math

import pygame

from ....engine.board import board_for
from ... import theme
from ...paint.kindmarks import hazard_glyphs
from . import static
from .figures import draw_figures, layout_figures
from .objectives import draw_objectives
from .previews import draw_preview_ghosts, draw_preview_routes, preview_geometry, route_marks
from ... import gfx


MARGIN = 0.3           # the room around the squares, in squares (the coordinates, the key hints' line),
MIN_MARGIN = 20        # and never less than this many pixels (12 px coordinates and the hints' line)


def square_size(area, board_size) -> float:
    """The side of a square of a `board_size` map drawn in `area`: as large as fits with a margin of
    max(MIN_MARGIN px, MARGIN squares) around (Layout.cell, the layouts' measure, is this too)."""
    cols, rows = board_size
    w, h = area[2], area[3]
    return max(1.0, min((w - 2 * MIN_MARGIN) / cols, w / (cols + 2 * MARGIN),
                        (h - 2 * MIN_MARGIN) / rows, h / (rows + 2 * MARGIN)))


def _hazard_spaces(stage):
    """({space: its hazard rule}, {space: its hazard's glyph}: paint/kindmarks.py)."""
    out, glyph = {}, {}
    glyphs = hazard_glyphs(stage.rules)
    for i, r in enumerate(stage.rules):
        if r.effect == "hazard":
            for sp in r.args.get("spaces", []):
                out[sp], glyph[sp] = r, glyphs[i]
    return out, glyph


class MapView:
    def __init__(self, stage, area):
        self.stage = stage
        self.board = board_for(stage)
        self.area = pygame.Rect(area)
        cols, rows = self.board.size
        self.cols, self.rows = cols, rows
        cs = square_size(self.area, (cols, rows))
        self.cs = int(max(16, min(cs, 320)))     # as large as the area allows (a 4K canvas at 100%: ~300 px)
        mw, mh = self.cs * cols, self.cs * rows
        self.origin = (self.area.x + (self.area.w - mw) // 2, self.area.y + (self.area.h - mh) // 2)
        self.map_rect = pygame.Rect(self.origin, (mw, mh))
        self.floor = theme.hex_color(dict(stage.palette).get("floor", "#6b5a48"))
        self.accent = theme.hex_color(dict(stage.palette).get("accent", "#d9a441"))
        self.hazards, self.hazard_glyph = _hazard_spaces(stage)
        self._static = None
        self.hots = []          # static hover help (features, spawns, poi, doors...)
        self._space_rects = {}  # space -> [Rect] (absolute)
        for sp, sqs in self.board.squares_of.items():
            self._space_rects[sp] = [self.sq_rect(c, r) for c, r in sqs]
        self.fig_rects = []     # [(Rect, fig_id)] from the last draw
        self.name_chips = []    # [Rect]: the names drawn on chips across standees' feet (the last draw)
        self.name_ids = {}      # {chip as a tuple: figure id}: a click on a name picks its figure
        self.start_line = None  # START as a crowded start square's first roster line (the last draw)
        self.memo = {}          # what other modules work out once per view: claims.py's printed marks,
        #                         toasts.py's rows of squares (a moved copy starts with none)

    # --- geometry -----------------------------------------------------------------
    def sq_rect(self, c, r) -> pygame.Rect:
        return pygame.Rect(self.origin[0] + c * self.cs, self.origin[1] + r * self.cs, self.cs, self.cs)

    def space_squares(self, space) -> list:
        """The rects of a space's squares (absolute), none for a space not on the map."""
        return self._space_rects.get(space, [])

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

    def moved(self, dx, dy) -> "MapView":
        """A copy that draws `dx, dy` away (into a cached layer); it shares the printed board."""
        key = (dx, dy)
        cache = self.__dict__.setdefault("_moved", {})
        v = cache.get(key)
        if v is None:
            static = self.static_layer()
            v = copy.copy(self)
            v.__dict__.pop("_moved", None)
            v.__dict__.pop("strong_marks", None)
            v.memo = {}
            v.printed = [(what, pygame.Rect(r).move(dx, dy)) for what, r in getattr(self, "printed", ())]
            v.area = self.area.move(dx, dy)
            v.origin = (self.origin[0] + dx, self.origin[1] + dy)
            v.map_rect = self.map_rect.move(dx, dy)
            v._space_rects = {k: [r.move(dx, dy) for r in rs] for k, rs in self._space_rects.items()}
            v._static = static
            v.hots = [h.moved(dx, dy) for h in self.hots]
            v.fig_rects, v.name_chips, v.name_ids, v.start_line = [], [], {}, None
            if len(cache) > 8:
                cache.clear()
            cache[key] = v
        return v

    # --- the printed board (cached) -------------------------------------------------------
    def static_layer(self) -> pygame.Surface:
        """The printed board, drawn again when the drawing scale changed since (a window resized to
        another scale: a layer of the old scale cannot be blitted on the new canvas)."""
        if self._static is None or gfx.scale_of(self._static) != gfx.K:
            self._static = static.build(self)
            self.__dict__.pop("_moved", None)       # (their printed marks: the new ones)
        return self._static

    # --- dynamic layers -------------------------------------------------------------------
    def draw_highlights(self, surf, spaces, hover_space=None, t=0.0, color=theme.HILITE):
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        for sp in sorted(spaces):        # (a set: drawn in a fixed order, whatever PYTHONHASHSEED)
            for rect in self._space_rects.get(sp, []):
                rr = rect.inflate(-4, -4)
                s = gfx.surface(rr.size, pygame.SRCALPHA)
                a = 70 + int(40 * pulse) + (60 if sp == hover_space else 0)
                s.fill((*color, a))
                surf.blit(s, rr.topleft)
                gfx.rect(surf, color, rr, 3 if sp != hover_space else 5, border_radius=4)

    def draw_objectives(self, surf, objectives):
        """Objective tokens (the game's objectives); returns their hotspots."""
        return draw_objectives(self, surf, objectives)

    def layout_figures(self, figures):
        """Place figures that have no pixel override: returns {fig_id: (center, size)}."""
        return layout_figures(self, figures)

    def draw_figures(self, surf, figures, targets=(), hover_fig=None, t=0.0):
        """figures: dicts {id, kind, label, color, ring, space | pos, alpha, stunned, round, tag}."""
        return draw_figures(self, surf, figures, targets, hover_fig, t)

    def preview_geometry(self, moves, figures):
        """Where to draw the coming enemy moves among these figures: a Route for each (see previews.py)."""
        return preview_geometry(self, moves, figures)

    def draw_preview_routes(self, surf, geometry, color_of, strong=False):
        """Dashed arrows along the routes (drawn under the standees; `strong`: the hovered one, over
        them, noted in self.strong_marks for the frame's overlay layer)."""
        return draw_preview_routes(self, surf, geometry, color_of, strong)

    def draw_preview_ghosts(self, surf, geometry, figures, color_of, strong=False):
        """A small see-through standee where each enemy will stand, ringed in its target's colour."""
        return draw_preview_ghosts(self, surf, geometry, figures, color_of, strong)

    def route_marks(self, geometry):
        """The preview's arrows and ghosts as (name, rect): what the overlay layer claims (previews.py)."""
        return route_marks(self, geometry)

    def figure_at(self, pos):
        for r in self.name_chips:       # a name on a chip or a crowded square's roster line: its figure
            if r.collidepoint(pos) and tuple(r) in self.name_ids:
                return self.name_ids[tuple(r)]
        for r, fid in reversed(self.fig_rects):
            if r.inflate(4, 4).collidepoint(pos):
                return fid
        return None
