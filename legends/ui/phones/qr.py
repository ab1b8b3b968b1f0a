"""A QR code as a pygame Surface (segno encodes; pygame only draws the modules).

    surface = qr_surface("http://192.168.1.20:8765/s/<token>", 260)    # None without segno
"""
from __future__ import annotations

import pygame
from .. import gfx

_cache = gfx.cache("qr codes")


def qr_surface(text, size):
    """A square `size` px QR code of `text` (black on white, with its quiet zone), or None when
    segno is not installed. Cached: the TV draws the same codes every frame."""
    key = (text, size)
    if key in _cache:
        return _cache[key]
    try:
        import segno
    except ImportError:
        return None
    rows = [list(r) for r in segno.make(text, error="m", micro=False).matrix_iter(scale=1, border=4)]
    n = len(rows)
    small = pygame.Surface((n, n))
    small.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), (0, 0, 0))
    px = round(size * gfx.K)                  # drawn at the window's pixels (gfx): modules stay sharp
    scale = max(1, px // n)
    surf = pygame.Surface((px, px))
    surf.fill((255, 255, 255))
    big = pygame.transform.scale(small, (n * scale, n * scale))     # whole pixels per module: sharp
    surf.blit(big, ((px - n * scale) // 2, (px - n * scale) // 2))
    surf = gfx.wrap(surf, (size, size))
    _cache[key] = surf
    return surf
