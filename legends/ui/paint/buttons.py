"""Button faces (wood, primary, gold, dark; hovered, disabled)."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from .cache import cached
from .shapes import blit_center
from .. import gfx


def button_surface(label, w, h, style="wood", hover=False, disabled=False, size=None):
    key = ("btn", label, w, h, style, hover, disabled, size)

    def build():
        s = gfx.surface((w, h), pygame.SRCALPHA)
        if style == "primary":
            top, bot, edge, fg = (236, 78, 48), (170, 34, 20), (80, 12, 4), theme.WHITE
        elif style == "gold":
            top, bot, edge, fg = (255, 214, 90), (210, 150, 30), (100, 64, 0), theme.INK
        elif style == "dark":
            top, bot, edge, fg = (78, 64, 58), (46, 38, 34), (20, 14, 12), theme.CREAM
        else:
            top, bot, edge, fg = (242, 228, 200), (210, 190, 156), (96, 70, 44), theme.INK
        if hover and not disabled:
            top, bot = theme.lighter(top, 0.25), theme.lighter(bot, 0.2)
        if disabled:
            top, bot, fg = theme.mix(top, (128, 128, 128), 0.6), theme.mix(bot, (110, 110, 110), 0.6), (70, 66, 62)
        r = min(12, h // 3)
        gfx.rect(s, edge, (0, 2, w, h - 2), border_radius=r)
        gfx.rect(s, bot, (1, 0, w - 2, h - 3), border_radius=r)
        gfx.rect(s, top, (2, 1, w - 4, (h - 4) // 2 + 2), border_top_left_radius=r, border_top_right_radius=r)
        gfx.rect(s, theme.mix(top, bot, 0.5), (2, (h - 4) // 2 + 1, w - 4, (h - 4) // 2), border_bottom_left_radius=r,
                         border_bottom_right_radius=r)
        gfx.rect(s, edge, (0, 0, w, h - 1), 2, border_radius=r)
        t = assets.fit_text(label, w - 16, size or max(14, int(h * 0.45)), fg, True)
        blit_center(s, t, (w // 2, h // 2 - 1))
        return s
    return cached(key, build)
