"""The phones' chip at the table ("Phones: P1, P2 · Q: codes", while phones are invited): an overlay
the overlay layer places (claims.py), never on the map's squares or coordinates. Its places: a
corner of the map's area off the board (a wide area round a short stage: 1280x720, Ayutthaya
Ruins), else the left end of the keys' line under the map, kept for it (the line's hints start
right of it, dropping the ones that no longer fit: hud.hint_plan). Where a tooltip covers its
only places, it is not drawn in that frame."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from ..paint import panel
from .claims import chip_spots

SIZES = (14, 13, 12)
NAME = "phones chip"


def chip_text(hub) -> str:
    live = sorted(hub.live())
    who = ", ".join(f"P{s + 1}" for s in live) if live else "none yet"
    return f"Phones: {who} · Q: codes"


def _size(hub, h) -> tuple:
    """(font size, chip size) of the chip at most h high."""
    t = chip_text(hub)
    z = next((z for z in SIZES if assets.font(z, True).get_height() + 2 <= h), SIZES[-1])
    w, th = assets.font(z, True).size(t)
    return z, (w + 14, min(h, th + 4))


def board_rect(view) -> pygame.Rect:
    """The map's squares and the coordinates printed along their left and top edges."""
    m = view.map_rect
    edge = int(max(17, view.cs // 5) * 1.5) + 8
    return pygame.Rect(m.x - edge, m.y - edge, m.w + edge, m.h + edge)


def plan(hub, L, view, hint_h) -> tuple:
    """(candidates, width the keys' line leaves to the chip at its left end: 0 when a corner of the
    map's area off the board holds it)."""
    _, size = _size(hub, 24)
    board = board_rect(view)
    free = [r for r in chip_spots(size, L.map) if not r.colliderect(board) and L.map.contains(r)]
    _, size = _size(hub, hint_h)
    line = pygame.Rect(L.map.x + 4, L.map.bottom - hint_h, size[0], size[1])
    line.bottom = L.map.bottom - max(0, (hint_h - size[1]) // 2)
    return (free, 0) if free else ([line], size[0] + 6)


def keep(layer, hub, L, view, hint_h):
    """The chip's candidates (placed last, among the other overlays: `settle`); or its place on the
    keys' line, taken first and off the layer's strip, so that the focus label's last resort keeps off it."""
    spots, cut = plan(hub, L, view, hint_h)
    if not cut:
        return spots
    if layer.strip is not None:
        layer.strip = pygame.Rect(layer.strip.x + cut, layer.strip.y, layer.strip.w - cut, layer.strip.h)
    return layer.place(NAME, spots)


def settle(layer, kept) -> pygame.Rect | None:
    """Where the chip is drawn (`kept`: keep's answer), or None: under an overlay placed this frame
    (a tooltip asked for, which its only places cover) it gives way and waits for the next frame."""
    spot = kept if isinstance(kept, pygame.Rect) else layer.place(NAME, kept)
    if any(p.name != NAME and p.rect.colliderect(spot) for p in layer.placed):
        layer.placed = [p for p in layer.placed if p.name != NAME]
        return None
    return spot


def draw(surf, rect, hub) -> pygame.Rect:
    """The chip in `rect` (its text fitted to the rect's height)."""
    r = pygame.Rect(rect)
    z, _ = _size(hub, r.h)
    t = assets.text(chip_text(hub), z, theme.CREAM, True)
    panel(surf, r, (30, 26, 24), theme.GOLD, min(8, r.h // 2), 1, True, alpha=220)
    surf.blit(t, t.get_rect(center=r.center))
    return r
