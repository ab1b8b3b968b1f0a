"""The table's toasts, in the keys' line under the map (OverlayLayer.strip): a free strip, never
over a claim (the map's rows and letters, the nemesis board, the deciding seat's health and EX, the
prompt, the figures' names) nor over another toast. Each toast is one line, smaller where the line
is narrow, wrapped to two lines only where it cannot fit; side by side in the line, then above it
while that is free, then the free place nearest it; when none is free, the least harmful one
(issue 26's playtest: "Key not taken..." toasts stacked over map rows 1-2 and the nemesis board)."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from ..paint import panel

SIZES = (16, 15, 14)    # the text's sizes, the biggest that fits the line first
PAD_X, PAD_Y, GAP = 12, 3, 6
SCAN = 16               # the grid of the farther places (only when the line and above it are taken)


def boxes(text, width, most=2) -> list:
    """(lines, size) variants of a toast of `text`: one line at each size that fits `width`, then
    wrapped to `width` (in `most` lines at most), the biggest first."""
    out = []
    for z in SIZES:
        if assets.font(z, True).size(text)[0] + 2 * PAD_X <= width:
            out.append(([text], z))
    for z in SIZES[1:]:
        lines = assets.wrap(text, max(80, width - 2 * PAD_X), z, True)
        if 1 < len(lines) <= most:
            out.append((lines, z))
    return out


def size_of(lines, z):
    f = assets.font(z, True)
    return (max(f.size(t)[0] for t in lines) + 2 * PAD_X, f.get_linesize() * len(lines) + 2 * PAD_Y)


def spots(size, strip, placed):
    """A toast's places, in order: on the keys' line (its bottom on the line's), centred under the
    map, at its two ends, beside each overlay already in it; then above each of them (under the
    map's width: a toast never reaches over the boards beside it from there)."""
    w, h = size
    s = pygame.Rect(strip)
    bottom = s.bottom + 2
    xs = [s.centerx - w // 2, s.x, s.right - w]
    near = [p for p in placed if p.bottom >= s.y - 2 * h and p.top <= s.bottom + 2]
    for p in near:
        xs += [p.right + GAP, p.x - GAP - w]
    for p in near:
        xs += [p.centerx - w // 2, p.x, p.right - w]
    keep = [x for x in dict.fromkeys(xs) if s.x <= x <= s.right - w]      # under the map, never beside it
    out = [pygame.Rect(x, bottom - h, w, h) for x in keep[:3 + 2 * len(near)]]
    for p in near:
        out += [pygame.Rect(x, p.top - GAP - h, w, h) for x in keep]
    return out


def runs(strip, placed) -> list:
    """The widths of the keys' line left free by the overlays in it (the focus label's last place)."""
    s = pygame.Rect(strip)
    edges, x, out = sorted((p.x, p.right) for p in placed if p.colliderect(s)), s.x, []
    for a, b in edges:
        out.append(a - GAP - x)
        x = max(x, b + GAP)
    out.append(s.right - x)
    return sorted({w for w in out if w >= 120}, reverse=True)


def farther(size, strip, bounds):
    """Every place in `bounds` on a grid, the nearest the keys' line first."""
    w, h = size
    b = pygame.Rect(bounds)
    c = pygame.Rect(strip).center
    out = [pygame.Rect(x, y, w, h) for x in range(b.x, b.right - w + 1, SCAN) for y in range(b.y, b.bottom - h + 1, SCAN)]
    out.sort(key=lambda r: (r.centerx - c[0]) ** 2 + 4 * (r.centery - c[1]) ** 2)
    return out


def place(layer, toast):
    """(lines, size, rect) of one toast among the layer's claims and the overlays placed (noted as
    placed: the next toast keeps off it)."""
    placed = [p.rect for p in layer.placed]
    forms = boxes(toast[0], layer.strip.w)
    for w in runs(layer.strip, placed):      # wrapped to the room beside the focus label there
        forms += [f for f in boxes(toast[0], w) if f not in forms]
    short = getattr(toast, "short", None)
    if short:                                # "Key not taken ×3" where the whole sentence has no room
        forms += [f for w in [layer.strip.w] + runs(layer.strip, placed) for f in boxes(short, w, 1) if f not in forms]
    forms += [f for f in boxes(toast[0], layer.strip.w, 4) if f not in forms]
    variants = [(lines, z, size_of(lines, z)) for lines, z in forms]
    if not variants:
        variants = [([toast[0]], SIZES[-1], size_of([toast[0]], SIZES[-1]))]
    best = None
    last = getattr(toast, "at", None)
    for lines, z, size in variants:     # where it stood, if that is still free (no jumping about)
        if last is not None and last.size == size and layer.cost(last) == 0 and last.collidelist(placed) < 0:
            best = (0, lines, z, pygame.Rect(last))
            break
    room = getattr(layer, "room", None) or layer.bounds      # the map's area, then the whole canvas
    for tries in (lambda sz: spots(sz, layer.strip, placed), lambda sz: farther(sz, layer.strip, room),
                  lambda sz: farther(sz, layer.strip, layer.bounds)):
        for lines, z, size in variants:
            if best is not None and best[0] == 0:
                break
            for r in tries(size):
                if not layer.bounds.contains(r):
                    continue
                c = layer.cost(r)
                if best is None or c < best[0]:
                    best = (c, lines, z, r)
                if c == 0:
                    break
    if best is None:                    # bigger than the canvas: its middle (place keeps it on)
        lines, z, size = variants[-1]
        best = (1, lines, z, pygame.Rect((0, 0), size))
    c, lines, z, r = best
    r = layer.place("toasts", [r])
    if hasattr(toast, "at"):
        toast.at = pygame.Rect(r)
    return lines, z, r


def draw(surf, layer, toasts) -> list:
    """The toasts (the oldest placed first: a new one never moves those shown); their boxes."""
    out = []
    for t in toasts:
        lines, z, r = place(layer, t)
        panel(surf, r, (30, 24, 22), theme.GOLD, 8, 2, True, alpha=240)
        y = r.y + PAD_Y
        for line in lines:
            img = assets.text(line, z, theme.CREAM, True)
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += assets.font(z, True).get_linesize()
        out.append(r)
    return out
