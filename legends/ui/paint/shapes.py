"""Primitives: hotspots, shadows, panels, centred blits, wrapped text, number badges, tokens, glows, pills."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from .cache import cached
from .. import gfx


class Hot:
    """A hover/click region: `tip` is (title, text, section); `ref` names what it is."""
    __slots__ = ("rect", "tip", "ref")

    def __init__(self, rect, tip=None, ref=None):
        self.rect = pygame.Rect(rect)
        self.tip = tip
        self.ref = ref

    def moved(self, dx, dy):
        return Hot(self.rect.move(dx, dy), self.tip, self.ref)


def shadowed(surf, rect, radius=10, blur=10, alpha=110, offset=(4, 6)):
    rect = pygame.Rect(rect)
    sh = assets.shadow_rect(rect.size, radius, blur, alpha)
    surf.blit(sh, (rect.x - blur + offset[0], rect.y - blur + offset[1]))


def panel(surf, rect, fill=theme.PANEL, border=theme.PANEL_EDGE, radius=10, width=2, shadow=True, alpha=None):
    rect = pygame.Rect(rect)
    if shadow:
        shadowed(surf, rect, radius)
    if alpha is not None:
        def build():
            s = gfx.surface(rect.size, pygame.SRCALPHA)
            gfx.rect(s, (*fill[:3], alpha), s.get_rect(), border_radius=radius)
            return s
        surf.blit(cached(("panel", rect.size, tuple(fill[:3]), alpha, radius), build), rect.topleft)
    else:
        gfx.rect(surf, fill, rect, border_radius=radius)
    if border and width:
        gfx.rect(surf, border, rect, width, border_radius=radius)


def blit_center(surf, img, center):
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    surf.blit(img, r)
    return r


def text_block(surf, s, rect, size, color=theme.INK, bold=False, line_gap=2, align="left", max_lines=None):
    rect = pygame.Rect(rect)
    lines = assets.wrap(s, rect.w, size, bold)
    if max_lines and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1].rstrip(". ") + "..."
    y = rect.y
    lh = assets.font(size, bold).get_linesize() + line_gap - 2
    for ln in lines:
        img = assets.text(ln, size, color, bold)
        x = rect.x if align == "left" else rect.centerx - img.get_width() // 2
        surf.blit(img, (x, y))
        y += lh
    return y


def badge_number(surf, center, n, r, fill=(25, 20, 18), fg=theme.WHITE, ring=theme.WHITE):
    gfx.circle(surf, fill, center, r)
    gfx.circle(surf, ring, center, r, max(1, r // 6))
    blit_center(surf, assets.text(str(n), max(assets.MIN_TEXT, int(r * 1.45)), fg, True), (center[0], center[1] + 1))


def token(name, size, label=None):
    """An icon sprite, optionally with a number badge (used for EX, health...)."""
    img = assets.sprite(name, size)
    if label is None:
        return img
    s = img.copy()
    badge_number(s, (int(size * 0.76), int(size * 0.76)), label, max(7, int(size * 0.24)))
    return s


GLOW = (255, 214, 64)


def glow(surf, rect, color=GLOW, width=4, radius=10):
    r = pygame.Rect(rect).inflate(8, 8)
    s = gfx.surface(r.size, pygame.SRCALPHA)
    gfx.rect(s, (*color, 70), s.get_rect(), border_radius=radius + 4)
    surf.blit(s, r.topleft)
    gfx.rect(surf, color, r, width, border_radius=radius + 4)


def pill(surf, label, pos, fill, fg=theme.INK, size=15, anchor="topleft"):
    t = assets.text(label, size, fg, True)
    r = t.get_rect(**{anchor: pos}).inflate(12, 4)
    gfx.rect(surf, fill, r, border_radius=r.h // 2)
    gfx.rect(surf, theme.darker(fill, 0.6), r, 1, border_radius=r.h // 2)
    blit_center(surf, t, r.center)
    return r


def small_label(surf, text, pos, color=(214, 176, 100), size=13):
    t = assets.text(text, size, color, True)
    surf.blit(t, pos)
    return t.get_width()
