"""Drawing at a scale: painters think in canvas units, pixels are the window's.

The table is laid out on a canvas of the window's size divided by the UI scale s (screen.py:
canvas_for). At s = 1 every canvas unit is a pixel and this module is pygame itself: `surface`
makes a pygame.Surface, `rect` is pygame.draw.rect, `font` (assets) is a pygame Font. Above 1 (a
4K TV at Auto: s = 2) the painters still draw in canvas units, but on a `Scaled` surface: a real
surface of s times the size whose methods (blit, fill, get_width, ...) take and give canvas units.
The draw functions here scale the geometry (points, radii, line widths) to its pixels, fonts are
opened at s times their size (assets.font: `Font` below), sprites are drawn from their SVGs at s
times theirs, so text, icons and edges are rendered at the window's resolution, not enlarged.

The one rule for painters: draw on surfaces through this module (`G.rect(surf, ...)`, not
`pygame.draw.rect`) and make them with `G.surface`. A plain pygame.Surface blitted onto a Scaled
one is enlarged (smoothly) and counted in `strays`, which a test keeps at zero for the table.
Caches of drawn surfaces are made by `cache(name)` (caches.py): they share one budget of bytes
and keep each piece by the scale it was drawn at.
"""
from __future__ import annotations

import math

import pygame

from .caches import caches, cache  # noqa: F401  (the drawing caches live with the drawing)

K = 1.0                 # the current drawing scale: pixels per canvas unit
strays = 0              # plain surfaces enlarged onto a Scaled one (should be none)


def set_scale(k: float) -> bool:
    """Draw at `k` pixels per canvas unit from now on; True if it changed (the caches answer with what
    they hold at k: caches.py)."""
    global K
    k = float(k) if k and k > 0.25 else 1.0
    if abs(k - K) < 1e-9:
        return False
    K = k
    caches.scaled(k)        # pieces looked up at k; the budget follows the pixels a piece has at this scale
    return True


# --- geometry ---------------------------------------------------------------------------
def _n(v, k):
    return round(v * k)         # (k a float: the product is one, and round gives an int)


def _pt(p, k):
    return (round(p[0] * k), round(p[1] * k))


def _rect(r, k) -> pygame.Rect:
    """A canvas rectangle as pixels: its edges scaled, so neighbours stay neighbours."""
    x, y, w, h = pygame.FRect(r)
    x0, y0 = _n(x, k), _n(y, k)
    return pygame.Rect(x0, y0, _n(x + w, k) - x0, _n(y + h, k) - y0)


def _unrect(r, k) -> pygame.Rect:
    x0, y0 = math.floor(r.x / k), math.floor(r.y / k)
    return pygame.Rect(x0, y0, math.ceil(r.right / k) - x0, math.ceil(r.bottom / k) - y0)


def _width(w, k):
    return max(1, _n(w, k)) if w > 0 else 0


class Scaled:
    """A surface in canvas units over a real surface of `k` times its size."""
    __slots__ = ("real", "k", "size")

    def __init__(self, real: pygame.Surface, k: float, size=None):
        self.real = real
        self.k = k
        self.size = (int(size[0]), int(size[1])) if size is not None else (
            math.ceil(real.get_width() / k - 1e-6), math.ceil(real.get_height() / k - 1e-6))

    # sizes in canvas units
    def get_width(self):
        return self.size[0]

    def get_height(self):
        return self.size[1]

    def get_size(self):
        return self.size

    def get_rect(self, **kw):
        return _placed(self.size, kw)

    # drawing
    def blit(self, src, dest, area=None, special_flags=0):
        k = self.k
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        real_src = _real_of(src, k)
        self.real.blit(real_src, _pt((x, y), k), _rect(area, k) if area is not None else None, special_flags)
        w, h = (area[2], area[3]) if area is not None else src.get_size()
        return pygame.Rect(int(x), int(y), int(w), int(h))

    def fill(self, color, rect=None, special_flags=0):
        r = self.real.fill(color, _rect(rect, self.k) if rect is not None else None, special_flags)
        return _unrect(r, self.k)

    def copy(self):
        return Scaled(self.real.copy(), self.k, self.size)

    def subsurface(self, rect):
        """The pixels under a canvas rectangle (inside this surface), at this surface's scale."""
        r = pygame.Rect(rect)
        return Scaled(self.real.subsurface(_rect(r, self.k).clip(self.real.get_rect())), self.k, r.size)

    def set_alpha(self, *a):
        return self.real.set_alpha(*a)

    def set_clip(self, rect=None):
        self.real.set_clip(_rect(rect, self.k) if rect is not None else None)

    def get_clip(self):
        return _unrect(self.real.get_clip(), self.k)


def _placed(size, kw) -> pygame.Rect:
    r = pygame.Rect((0, 0), size)
    for name, v in kw.items():
        setattr(r, name, v)
    return r


def _real_of(src, k) -> pygame.Surface:
    """The pixels of `src` to blit on a surface of scale k."""
    global strays
    if isinstance(src, Scaled):
        if abs(src.k - k) < 1e-9:
            return src.real
        return pygame.transform.smoothscale(src.real, (_n(src.size[0], k), _n(src.size[1], k)))
    strays += 1
    return pygame.transform.smoothscale(src, (_n(src.get_width(), k), _n(src.get_height(), k)))


def real(surf) -> pygame.Surface:
    """The pixels of a surface (a Scaled one's real surface): for saving and measuring."""
    return surf.real if isinstance(surf, Scaled) else surf


def scale_of(surf) -> float:
    return surf.k if isinstance(surf, Scaled) else 1.0


def mask(surf) -> pygame.mask.Mask:
    """A surface's opaque pixels as a mask in canvas units (a Scaled one's real mask scaled down)."""
    if isinstance(surf, Scaled):
        return pygame.mask.from_surface(surf.real).scale(surf.get_size())
    return pygame.mask.from_surface(surf)


# --- making surfaces ---------------------------------------------------------------------
def surface(size, flags=0):
    """A new surface of `size` canvas units (pygame.Surface at scale 1)."""
    w, h = int(size[0]), int(size[1])
    if K == 1.0:
        return pygame.Surface((w, h), flags)
    return Scaled(pygame.Surface((max(0, _n(w, K)), max(0, _n(h, K))), flags), K, (w, h))


def wrap(real_surf: pygame.Surface, size=None):
    """A surface drawn at the current scale's pixels (an SVG, a text) as canvas units."""
    return real_surf if K == 1.0 else Scaled(real_surf, K, size)


class Font:
    """A font opened at k times its size, measuring in canvas units (scale > 1 only)."""
    __slots__ = ("real", "k")

    def __init__(self, real: pygame.font.Font, k: float):
        self.real = real
        self.k = k

    def size(self, s):
        w, h = self.real.size(s)
        return (math.ceil(w / self.k - 1e-6), math.ceil(h / self.k - 1e-6))

    def render(self, s, antialias, color, background=None):
        return Scaled(self.real.render(s, antialias, color, background), self.k)

    def get_height(self):
        return round(self.real.get_height() / self.k)

    def get_linesize(self):
        return round(self.real.get_linesize() / self.k)

    def set_bold(self, v):
        self.real.set_bold(v)


# --- transforms ----------------------------------------------------------------------------
def rotate(surf, angle):
    if isinstance(surf, Scaled):
        return Scaled(pygame.transform.rotate(surf.real, angle), surf.k)
    return pygame.transform.rotate(surf, angle)


def rotozoom(surf, angle, zoom):
    if isinstance(surf, Scaled):
        return Scaled(pygame.transform.rotozoom(surf.real, angle, zoom), surf.k)
    return pygame.transform.rotozoom(surf, angle, zoom)


def smoothscale(surf, size):
    if isinstance(surf, Scaled):
        return Scaled(pygame.transform.smoothscale(surf.real, (_n(size[0], surf.k), _n(size[1], surf.k))),
                      surf.k, size)
    return pygame.transform.smoothscale(surf, (int(size[0]), int(size[1])))


def save(surf, path):
    pygame.image.save(real(surf), str(path))


# --- pygame.draw, in canvas units ----------------------------------------------------------
def rect(surf, color, r, width=0, border_radius=0, border_top_left_radius=-1, border_top_right_radius=-1,
         border_bottom_left_radius=-1, border_bottom_right_radius=-1):
    if not isinstance(surf, Scaled):
        return pygame.draw.rect(surf, color, r, width, border_radius, border_top_left_radius,
                                border_top_right_radius, border_bottom_left_radius, border_bottom_right_radius)
    k = surf.k

    def rad(v):
        return _n(v, k) if v > 0 else v
    out = pygame.draw.rect(surf.real, color, _rect(r, k), _width(width, k), rad(border_radius), rad(border_top_left_radius),
                           rad(border_top_right_radius), rad(border_bottom_left_radius), rad(border_bottom_right_radius))
    return _unrect(out, k)


def circle(surf, color, center, radius, width=0, draw_top_right=None, draw_top_left=None,
           draw_bottom_left=None, draw_bottom_right=None):
    quads = {n: v for n, v in (("draw_top_right", draw_top_right), ("draw_top_left", draw_top_left),
                               ("draw_bottom_left", draw_bottom_left), ("draw_bottom_right", draw_bottom_right))
             if v is not None}
    if not isinstance(surf, Scaled):
        return pygame.draw.circle(surf, color, center, radius, width, **quads)
    k = surf.k
    return _unrect(pygame.draw.circle(surf.real, color, _pt(center, k), radius * k, _width(width, k), **quads), k)


def ellipse(surf, color, r, width=0):
    if not isinstance(surf, Scaled):
        return pygame.draw.ellipse(surf, color, r, width)
    return _unrect(pygame.draw.ellipse(surf.real, color, _rect(r, surf.k), _width(width, surf.k)), surf.k)


def arc(surf, color, r, start, stop, width=1):
    if not isinstance(surf, Scaled):
        return pygame.draw.arc(surf, color, r, start, stop, width)
    return _unrect(pygame.draw.arc(surf.real, color, _rect(r, surf.k), start, stop, _width(width, surf.k)), surf.k)


def line(surf, color, start, end, width=1):
    if not isinstance(surf, Scaled):
        return pygame.draw.line(surf, color, start, end, width)
    k = surf.k
    return _unrect(pygame.draw.line(surf.real, color, _pt(start, k), _pt(end, k), _width(width, k)), k)


def lines(surf, color, closed, points, width=1):
    if not isinstance(surf, Scaled):
        return pygame.draw.lines(surf, color, closed, points, width)
    k = surf.k
    pts = [(round(p[0] * k), round(p[1] * k)) for p in points]       # (_pt inlined: a wood grain line has 50)
    return _unrect(pygame.draw.lines(surf.real, color, closed, pts, _width(width, k)), k)


def polygon(surf, color, points, width=0):
    if not isinstance(surf, Scaled):
        return pygame.draw.polygon(surf, color, points, width)
    k = surf.k
    return _unrect(pygame.draw.polygon(surf.real, color, [_pt(p, k) for p in points], _width(width, k)), k)
