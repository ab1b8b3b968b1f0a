"""A full-screen picture composed of cached parts, redrawn by regions.

A scene declares its parts every frame in back-to-front order:

    comp.begin()
    hots = comp.part("log", rect, signature, render)     # render(surface, local_rect) -> hotspots
    ...
    comp.end()
    comp.present(screen)          # copy what changed from the canvas to the screen
    comp.overlay(rect)            # then draw per-frame things (tooltip, moving figure) on the screen

A part is rendered once into its own surface (with room for shadows) and rendered again only
when its signature changes. Only the regions that changed are recomposited on the canvas
(background, then every part that touches the region), and only those regions plus the
rectangles drawn over the canvas in the previous frame (overlays) are copied to the screen.
So a frame where only the mouse moved costs a tooltip, not a redraw of the table.
"""
from __future__ import annotations

import pygame
from . import gfx

PAD = 16


class Part:
    __slots__ = ("rect", "sig", "surf", "bounds", "hots")

    def __init__(self, rect, sig, surf, bounds, hots):
        self.rect = rect
        self.sig = sig
        self.surf = surf
        self.bounds = bounds
        self.hots = hots


def merge_rects(rects, full: pygame.Rect) -> list:
    """Clip to the screen and merge overlapping rectangles (few, so quadratic is fine)."""
    out = []
    for r in rects:
        r = pygame.Rect(r).clip(full)
        if r.w <= 0 or r.h <= 0:
            continue
        merged = True
        while merged:
            merged = False
            for i, o in enumerate(out):
                if o.colliderect(r):
                    r = r.union(out.pop(i))
                    merged = True
                    break
        out.append(r)
    area = sum(r.w * r.h for r in out)
    if area > full.w * full.h * 0.6:
        return [pygame.Rect(full)]
    return out


class Compositor:
    def __init__(self, background: pygame.Surface):
        self.bg = background
        self.full = pygame.Rect((0, 0), background.get_size())
        self.canvas = background.copy()
        self.parts: dict = {}
        self.order: list = []
        self._seen: list = []
        self.damage: list = [pygame.Rect(self.full)]   # canvas regions to recomposite
        self.screen_damage: list = [pygame.Rect(self.full)]   # screen regions to refresh from the canvas
        self._overlays: list = []                      # drawn over the canvas on the screen this frame
        self.renders = 0                               # parts rendered (for tests and the bench)
        self.last_copied = 0                           # pixels copied to the screen in the last present()

    # --- declaring parts ---------------------------------------------------------------
    def begin(self):
        self._seen = []

    def part(self, name, rect, sig, render, pad=PAD) -> list:
        """Declare a part; render(surface, local_rect) -> [Hot] runs only when `sig` changed."""
        rect = pygame.Rect(rect)
        self._seen.append(name)
        p = self.parts.get(name)
        if p is not None and p.rect == rect and p.sig == sig:
            return p.hots
        size = (rect.w + 2 * pad, rect.h + 2 * pad)
        if p is not None and p.surf.get_size() == size:
            surf = p.surf               # drawn again in place: no new pixels to allocate (and fault in)
            surf.fill((0, 0, 0, 0))
        else:
            surf = gfx.surface(size, pygame.SRCALPHA)
        hots = render(surf, pygame.Rect(pad, pad, rect.w, rect.h))
        hots = hots if isinstance(hots, list) else []
        dx, dy = rect.x - pad, rect.y - pad
        hots = [h.moved(dx, dy) for h in hots]
        bounds = pygame.Rect(dx, dy, surf.get_width(), surf.get_height())
        if p is not None:
            self.damage.append(p.bounds)
        self.damage.append(bounds)
        self.parts[name] = Part(rect, sig, surf, bounds, hots)
        self.renders += 1
        return hots

    def end(self):
        seen = set(self._seen)
        for name in [n for n in self.parts if n not in seen]:
            self.damage.append(self.parts.pop(name).bounds)
        if self._seen != self.order:
            old = {n: i for i, n in enumerate(self.order)}
            for i, n in enumerate(self._seen):
                if old.get(n) != i and n in self.parts:
                    self.damage.append(self.parts[n].bounds)
            self.order = list(self._seen)

    def invalidate(self, rects=None, canvas=False):
        """Copy the canvas to the screen again: all of it (None) or these regions (someone else
        drew there). The canvas itself stays valid (parts track their own changes); canvas=True
        also composes it again from the parts (for the bench, or after drawing on it)."""
        rects = [pygame.Rect(self.full)] if rects is None else [pygame.Rect(r) for r in rects]
        self.screen_damage.extend(rects)
        if canvas:
            self.damage.extend(rects)

    # --- output -------------------------------------------------------------------------
    def compose(self) -> list:
        rects = merge_rects(self.damage, self.full)
        self.damage = []
        for r in rects:
            self.canvas.blit(self.bg, r, r)
            for name in self.order:
                p = self.parts[name]
                if p.bounds.colliderect(r):
                    area = r.clip(p.bounds)
                    self.canvas.blit(p.surf, area.topleft, area.move(-p.bounds.x, -p.bounds.y))
        return rects

    def present(self, screen) -> list:
        """Bring the screen up to date with the canvas; returns the regions copied."""
        rects = merge_rects(self.compose() + self.screen_damage + self._overlays, self.full)
        self.screen_damage = []
        self._overlays = []
        for r in rects:
            screen.blit(self.canvas, r, r)
        self.last_copied = sum(r.w * r.h for r in rects)
        return rects

    def overlay(self, rect):
        """Note a rectangle drawn on the screen over the canvas (restored next frame)."""
        if rect is not None:
            r = pygame.Rect(rect).clip(self.full)
            if r.w > 0 and r.h > 0:
                self._overlays.append(r)
        return rect

    def hots(self) -> list:
        out = []
        for name in self.order:
            out += self.parts[name].hots
        return out
