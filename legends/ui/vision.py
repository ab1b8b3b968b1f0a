"""Colour vision: how a colour looks to a player with a colour-vision deficiency, and how far apart
two colours are. Pure (no pygame).

    simulate(rgb, "deuteranopia")   # the sRGB colour as seen (Machado, Oliveira & Fernandes 2009, severity 1)
    distance(a, b)                  # CIE76: the Euclidean distance in CIE L*a*b* (D65)
    smallest_distance(colours, vision)   # the closest two of a palette, as that vision sees them

The simulation matrices act on linear RGB (sRGB with its transfer curve removed), as in the
paper's own implementation; "normal" is the identity.
"""
from __future__ import annotations

from itertools import combinations

VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")

MACHADO = {     # severity 1.0, Machado et al. 2009, table of simulation matrices
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}

_XYZ = ((0.4124564, 0.3575761, 0.1804375),      # linear sRGB -> XYZ (D65)
        (0.2126729, 0.7151522, 0.0721750),
        (0.0193339, 0.1191920, 0.9503041))
_WHITE = (0.95047, 1.0, 1.08883)


def to_linear(v: float) -> float:
    """One sRGB channel 0..255 -> linear 0..1."""
    c = v / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(c: float) -> float:
    """One linear channel 0..1 (clipped) -> sRGB 0..255 (not rounded)."""
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return v * 255.0


def _apply(m, v):
    return tuple(m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2] for i in range(3))


def simulate(rgb, vision: str) -> tuple:
    """The sRGB colour (0..255 each) as `vision` sees it, rounded to whole channels."""
    if vision == "normal":
        return tuple(int(c) for c in rgb[:3])
    lin = _apply(MACHADO[vision], [to_linear(c) for c in rgb[:3]])
    return tuple(int(round(to_srgb(c))) for c in lin)


def lab(rgb) -> tuple:
    """CIE L*a*b* (D65) of an sRGB colour."""
    xyz = _apply(_XYZ, [to_linear(c) for c in rgb[:3]])

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    fx, fy, fz = (f(xyz[i] / _WHITE[i]) for i in range(3))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a, b) -> float:
    """CIE76 colour difference of two sRGB colours."""
    la, lb = lab(a), lab(b)
    return sum((x - y) ** 2 for x, y in zip(la, lb)) ** 0.5


def smallest_distance(colours, vision: str = "normal") -> float:
    """The smallest CIE76 distance between two of `colours` as `vision` sees them."""
    seen = [simulate(c, vision) for c in colours]
    return min(distance(a, b) for a, b in combinations(seen, 2))


def simulate_pixels(data: bytes, vision: str) -> bytes:
    """RGB bytes (3 a pixel) as `vision` sees them (a screenshot; a table of the 256 levels)."""
    if vision == "normal":
        return bytes(data)
    m = MACHADO[vision]
    lin = [to_linear(v) for v in range(256)]
    out = bytearray(len(data))
    memo: dict = {}
    for i in range(0, len(data) - 2, 3):
        px = data[i:i + 3]
        got = memo.get(px)
        if got is None:
            v = _apply(m, (lin[px[0]], lin[px[1]], lin[px[2]]))
            got = memo[px] = bytes(int(round(to_srgb(c))) for c in v)
        out[i:i + 3] = got
    return bytes(out)


def simulate_png(src, dst, vision: str):
    """Save a screenshot as `vision` sees it (for looking at the table as that player would)."""
    import pygame
    img = pygame.image.load(str(src)).convert(24) if pygame.display.get_surface() else pygame.image.load(str(src))
    data = pygame.image.tobytes(img, "RGB")
    pygame.image.save(pygame.image.frombytes(simulate_pixels(data, vision), img.get_size(), "RGB"), str(dst))
