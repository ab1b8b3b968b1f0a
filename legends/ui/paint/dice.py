"""Dice faces."""
from __future__ import annotations

import pygame

from .. import assets
from .cache import cached
from .shapes import blit_center
from .. import gfx


def die_face(value: int, size: int, dim=False):
    key = ("die", value, size, dim)

    def build():
        s = assets.sprite("die", size).copy()
        hs = int(size * (0.62 if value == 1 else 0.44))
        if value == 1:
            blit_center(s, assets.sprite("hit", hs), (size // 2, size // 2))
        elif value >= 2:
            blit_center(s, assets.sprite("hit", hs), (size * 0.33, size * 0.35))
            blit_center(s, assets.sprite("hit", hs), (size * 0.66, size * 0.62))
        if dim:
            d = gfx.surface((size, size), pygame.SRCALPHA)
            d.fill((0, 0, 0, 90))
            s.blit(d, (0, 0), special_flags=0)
        return s
    return cached(key, build)
