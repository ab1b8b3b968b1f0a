"""A tooltip's place among the overlay layer's claims (claims.py): by the mouse or the focused
target first, then farther (`far`: the menus, the map), the nearest free place on the canvas, else
the least harmful. Where the same tooltip went among the same claims last frame is kept by the
layer's owner (`OverlayLayer.kept`), so a still tooltip is not placed again every frame.
"""
from __future__ import annotations

import math
from itertools import chain, takewhile

import pygame

from ..paint.tooltips import TIP_MARGIN, tooltip_surface
from .claims import GAP, LIGHT, MEDIUM, OVERLAY, READ, Claim, around


def near_point(size, pos, bounds) -> list:
    """A tooltip's places by the mouse or the cursor: below right of it, below left, above right,
    above left (each kept on the canvas)."""
    w, h = size
    x, y = pos
    b = pygame.Rect(bounds)
    out = []
    for left, top in ((x + 18, y + 18), (x - w - 12, y + 18), (x + 18, y - h - 12), (x - w - 12, y - h - 12)):
        out.append(pygame.Rect(left, top, w, h).clamp(b))
    return out


def sweep(size, pos, bounds, steps=4):
    """Farther places for a tooltip that found none by `pos`: slid sideways by half its width at a
    time, below and above the point, the nearest first (kept on the canvas; made as they are tried)."""
    w, h = size
    x, y = pos
    for k in range(1, steps + 1):
        for dx in (-k * w // 2, k * w // 2):
            for top in (y + 18, y - h - 12):
                yield pygame.Rect(x + 18 + dx if dx > 0 else x - w - 12 + dx, top, w, h).clamp(bounds)


def scan(size, pos, bounds, step=24):
    """Every place of `size` on the canvas, on a grid of `step`, the nearest `pos` first (a menu's
    tooltip where nothing by its row is free: the Settings list fills the screen)."""
    w, h = size
    b = pygame.Rect(bounds)
    spots = [pygame.Rect(x, y, w, h) for x in range(b.x, b.right - w + 1, step) for y in range(b.y, b.bottom - h + 1, step)]
    spots.sort(key=lambda r: (r.centerx - pos[0]) ** 2 + (r.centery - pos[1]) ** 2)
    return spots


def tooltip(surf, layer, tip, pos, max_w=440, target=None, far=False, over=None) -> pygame.Rect:
    """A rule-text tooltip by `pos`, placed among the claims (paint.tooltips draws it); for the
    focus cursor's target, then around the target (above it first); `far`: then beside the target
    over light claims alone, then anywhere on the canvas, the nearest free place first (the menus,
    the map: scan; _near_or_free). `over`: [(area, names)], where nothing
    is free, the least important things on the screen, in order: the tooltip wrapped to the area's
    width, at its top, taken when it covers nothing but the claims named (the setup screen's stage
    text, then its side panel whole)."""
    img = tooltip_surface(tip, max_w)
    m = TIP_MARGIN
    size = (img.get_width() - 2 * m, img.get_height() - 2 * m)
    inside = layer.bounds.inflate(-8, -8)
    spots = near_point(size, pos, inside)
    beside = [] if target is None else [r.clamp(inside) for r in around(size, pygame.Rect(target).inflate(0, 80), GAP,
                                                                         ("above", "left", "right", "below"))]
    spots += beside
    read = [Claim("read " + c.name, c.rect, MEDIUM) for c in layer.claims   # the board it is asked from:
            if c.name in READ and c.rect.collidepoint(pos)]                  # the player reads it
    layer.claims += read
    r = _placed_tip(layer, (tuple(tip), size, tuple(pos), target and tuple(target), far),
                    lambda: _near_or_free(layer, chain(spots, sweep(size, pos, inside)), size, pos, inside, far, beside))
    del layer.claims[len(layer.claims) - len(read):]
    for area, names in (over or ()) if "tooltip" in layer.harm else ():
        area = pygame.Rect(area)
        narrow = tooltip_surface(tip, area.w - 20)      # (its rulebook line is not wrapped: the room)
        at = pygame.Rect(area.topleft, (narrow.get_width() - 2 * m, narrow.get_height() - 2 * m))
        layer.placed.pop()
        fits = area.contains(at) and layer.cost(at, names) == 0
        if fits:
            img, r = narrow, at
            del layer.harm["tooltip"]
        layer.placed.append(Claim("tooltip", r, OVERLAY))
        if fits:
            break
    return surf.blit(img, (r.x - m, r.y - m))


def _near_or_free(layer, near, size, pos, inside, far, beside=()) -> pygame.Rect:
    """The tooltip's place: the first free one of `near`; `far`: else the first place beside its
    target (`beside`) over nothing but light claims (the game over's Play again tip under its button,
    over the buttons' subtitles, not at the panel's far corner), else the nearest free place on the
    canvas (scan), and where none is free the least harmful of `near` and of the places within
    REACH of `pos` (a spawn's tooltip on a full 720p table stays by it rather than cross the screen)."""
    r = layer.place("tooltip", near)
    if not far or "tooltip" not in layer.harm:
        return r
    near_one, _ = layer.placed.pop(), layer.harm.pop("tooltip")
    heavy = layer.costs({c.name for c in layer.claims if c.weight <= LIGHT})
    cost, spots = layer.costs(), scan(size, pos, inside)
    free = next(chain((s for s in beside if not heavy(s)), (s for s in spots if not cost(s))), None)
    if free is not None:
        layer.placed.append(Claim("tooltip", free, OVERLAY))
        return free
    x, y, reach = pos[0], pos[1], REACH * layer.bounds.w
    return layer.place("tooltip", chain([near_one.rect], takewhile(
        lambda s: math.hypot(s.centerx - x, s.centery - y) < reach, spots)))


REACH = 0.25          # how far (of the canvas's width) a far tooltip may go when no place is free


def _placed_tip(layer, asked, place) -> pygame.Rect:
    """`place()` (the tooltip placed on `layer`), or where the same tooltip went last frame among the
    same claims and overlays (a far tooltip's scan tries a thousand places: some 10 ms a frame). The
    last one placed is kept in `layer.kept["tip"]`, what the layer's owner (one table, one screen)
    keeps between its frames: two tables in one process never see each other's."""
    key = (asked, tuple(layer.bounds), tuple((c.name, tuple(c.rect), c.weight) for c in chain(layer.claims, layer.placed)))
    last = layer.kept.get("tip")
    if last is None or last[0] != key:
        r = place()
        layer.kept["tip"] = (key, pygame.Rect(r), layer.harm.get("tooltip"))
        return r
    _, r, harm = last
    if harm is not None:
        layer.harm["tooltip"] = harm
    layer.placed.append(Claim("tooltip", pygame.Rect(r), OVERLAY))
    return pygame.Rect(r)
