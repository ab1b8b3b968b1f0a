"""Rule-text tooltips: rendered once per text, placed near the mouse and kept on screen."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from .cache import cached
from .shapes import panel
from .. import gfx


TIP_MARGIN = 16


def tooltip_surface(tip, max_w=440) -> pygame.Surface:
    """The rule-text tooltip for tip = (title, text, section), rendered once (with its shadow)."""
    key = ("tooltip", tuple(tip), max_w)

    def build():
        title, body, section = tip
        pad = 10
        lines = assets.wrap(body, max_w - 2 * pad, 17) if body else []
        title_img = assets.text(title, 19, theme.GOLD, True)
        sec_img = assets.text("Rulebook: " + section, 15, (190, 180, 170), False, italic=True) if section else None
        w = max([title_img.get_width()] + [assets.font(17).size(l)[0] for l in lines] +
                [sec_img.get_width() if sec_img else 0]) + 2 * pad
        h = title_img.get_height() + len(lines) * 21 + (sec_img.get_height() + 6 if sec_img else 0) + 2 * pad + 2
        m = TIP_MARGIN
        s = gfx.surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        panel(s, (m, m, w, h), (24, 20, 18), (200, 160, 80), 8, 2, True)
        s.blit(title_img, (m + pad, m + pad))
        yy = m + pad + title_img.get_height() + 2
        for ln in lines:
            s.blit(assets.text(ln, 17, theme.CREAM), (m + pad, yy))
            yy += 21
        if sec_img:
            s.blit(sec_img, (m + pad, yy + 4))
        return s
    return cached(key, build)


def tooltip(surf, tip, pos, max_w=440) -> pygame.Rect:
    """Draw a rule-text tooltip near pos, kept on screen; returns the rectangle drawn."""
    img = tooltip_surface(tip, max_w)
    m = TIP_MARGIN
    w, h = img.get_width() - 2 * m, img.get_height() - 2 * m
    x, y = pos[0] + 18, pos[1] + 18
    sw, sh = surf.get_size()
    if x + w > sw - 4:
        x = pos[0] - w - 12
    if y + h > sh - 4:
        y = sh - h - 4
    x = max(4, x)
    y = max(4, y)
    return surf.blit(img, (x - m, y - m))
