"""Seat marks: each seat's own shape with its number (P1 circle, P2 square, P3 triangle, P4
diamond), drawn beside or over the seat's colour wherever it appears (the figure's ring, the board,
the prompt, the focus cursor, the hint box, the rival strips), so that no seat is told apart by
colour alone (issue 32 item 1). Recording (drawn.recording) notes each as ("seat", (where, seat)).

    seat_mark(surf, seat, center, r, where)   # -> the rectangle drawn on
"""
from __future__ import annotations

import math

import pygame

from .. import assets
from .. import drawn
from .. import gfx
from .. import theme

SHAPES = ("circle", "square", "triangle", "diamond")
EDGE = (15, 10, 8)


def seat_shape(seat: int) -> str:
    return SHAPES[seat % 4]


def shape_points(shape: str, center, r: float) -> list:
    """The outline of a seat's shape of radius r about center (a circle: a 24-gon)."""
    cx, cy = center
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    if shape == "diamond":
        return [(cx, cy - r * 1.1), (cx + r * 1.1, cy), (cx, cy + r * 1.1), (cx - r * 1.1, cy)]
    return [(cx + r * math.cos(a * math.pi / 12), cy + r * math.sin(a * math.pi / 12)) for a in range(24)]


def seat_mark(surf, seat: int, center, r: int, where: str = "", number: bool = True) -> pygame.Rect:
    """The seat's shape in its colour, a dark edge, its number inside (when r leaves room)."""
    color = theme.SEAT_COLORS[seat % 4]
    shape = seat_shape(seat)
    edge = shape_points(shape, center, r + 2)
    gfx.polygon(surf, EDGE, edge)
    gfx.polygon(surf, color, shape_points(shape, center, r))
    if number and r >= 10:
        size = max(assets.MIN_TEXT, int(r * (1.15 if shape != "triangle" else 1.0)))
        t = assets.text(str(seat % 4 + 1), size, theme.text_on(color), True)
        dy = r * 0.2 if shape == "triangle" else 0
        surf.blit(t, t.get_rect(center=(int(center[0]), int(center[1] + dy))))
    xs, ys = [p[0] for p in edge], [p[1] for p in edge]
    rect = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
    drawn.note("seat", (where, seat % 4), rect)
    return rect


def mark_width(r: int) -> int:
    """The room a mark of radius r takes beside a pill (its width and a gap)."""
    return int(2 * (r + 2) * 1.1) + 6
