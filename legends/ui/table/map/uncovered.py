"""What the standees would hide, shown again over them: a spawn location's number and a revealed
objective token (a relic, a bomb) in a space where figures stand, each small in a corner of the
space that covers no name, tag or kind mark (claims.corner_spots, OverlayLayer.place)."""
from __future__ import annotations

import pygame

from ... import assets
from ...paint import blit_center
from ..claims import NAME, OverlayLayer, corner_spots, standee_marks
from ... import gfx


def draw_uncovered(view, surf, figures, objectives, ghosts=()) -> list:
    """figures: the standees as drawn (dicts with pos and size); objectives: game.view.objectives;
    ghosts: the enemy-move previews' ghosts drawn (Routes: kept clear too). Returns the rectangles
    drawn on, as (what, rect)."""
    by_space = {}
    for f in figures:
        if f.get("pos") is not None:
            by_space.setdefault(view.space_at(f["pos"]), []).append(f)
    by_space.pop(None, None)
    layers = {}
    for rt in ghosts:
        sp = view.space_at(rt.ghost)
        if sp in by_space:
            g = pygame.Rect(0, 0, rt.ghost_size + 8, rt.ghost_size + 8)
            g.center = (int(rt.ghost[0]), int(rt.ghost[1]))
            _layer(view, layers, by_space, sp).claim("ghost", g, NAME)
    out = []
    size = max(assets.MIN_TEXT + 6, int(view.cs * 0.26))
    for num, sp in view.stage.spawns:
        if sp in by_space:
            r = _spot(view, layers, by_space, sp, size, "spawn")
            _spawn_badge(surf, r, num)
            out.append((f"spawn {num}", r))
    printed = {}
    for tok in objectives:
        sp = tok["space"]
        k = printed[sp] = printed.get(sp, -1) + 1 if tok["state"] not in ("scored", "lost") else printed.get(sp, -1)
        if tok["revealed"] and tok["state"] == "on" and sp in by_space:
            own = int(view.cs * 0.36)           # where objectives.py printed it, at its size, if that is free
            b = view.space_bounds(sp)
            at = pygame.Rect(b.right - own - 4 - k * (own + 2), b.y + 4, own, own)
            r = _spot(view, layers, by_space, sp, size, "objective", first=at)
            img = assets.sprite("objective_front", r.w).copy()
            blit_center(img, assets.sprite(tok["icon"], int(r.w * 0.62)), (r.w // 2, r.w // 2))
            surf.blit(img, r)
            out.append((f"objective {tok['icon']}", r))
    return out


def _layer(view, layers, by_space, space) -> OverlayLayer:
    """The space's claims: its standees' names, tags and kind marks (and what was put there)."""
    layer = layers.get(space)
    if layer is None:
        layer = layers[space] = OverlayLayer(view.space_bounds(space))
        for f in by_space[space]:
            for r in standee_marks(f, f["pos"], int(f.get("size") or view.cs * 0.6)):
                layer.claim("standee", r, NAME)
    return layer


def _spot(view, layers, by_space, space, size, what, first=None) -> pygame.Rect:
    """A free corner of the space (`first` if it is free)."""
    spots = ([first] if first is not None else []) + corner_spots(view.space_bounds(space), size)
    return _layer(view, layers, by_space, space).place(what, spots)


def _spawn_badge(surf, r, num):
    """A spawn location's number on a small dark disc ringed in the spawn colour."""
    gfx.circle(surf, (40, 14, 6), r.center, r.w // 2)
    gfx.circle(surf, (240, 120, 40), r.center, r.w // 2, 2)
    blit_center(surf, assets.text(str(num), max(assets.MIN_TEXT, int(r.h * 0.7)), (255, 220, 150), True), r.center)
