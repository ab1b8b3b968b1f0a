"""The tooltip of a seat's control on the setup screen (Fighter, Style deck, Rival, Played by): in its
own seat's panel, right above the control it describes, never under another seat's (issue 26's
seventh pass, finding 4, picture 56: P2's "Played by / You decide for this seat" stood under P1's
"Bot (greedy)", where it read as P1's)."""
from __future__ import annotations

import pygame

from ..paint.tooltips import TIP_MARGIN, tooltip_surface


def dialog_up(app) -> bool:
    """A message box or a phone's join question holds the pointer (no tooltip of what lies under it)."""
    return bool(app.message) or getattr(app.phones, "asked", None) is not None


def owner(widgets, pos):
    """The widget under `pos` whose tooltip shows (the last drawn, as Scene.draw_widgets picks), or None."""
    if pos is None:
        return None
    return next((w for w in reversed(widgets) if w.visible and w.tip and w.rect.collidepoint(pos)), None)


def seat_of(seats, control):
    """The seat panel holding `control` (a widget's rect; None: none), or None."""
    return next((s for s in seats if s.contains(control)), None) if control is not None else None


def draw(surf, layer, tip, control, seat) -> pygame.Rect:
    """The tooltip above `control` inside `seat` (over the seat's own selectors above it), noted on
    the overlay `layer` (the toasts keep off it); returns its rectangle."""
    m = TIP_MARGIN
    img = tooltip_surface(tip, seat.w - 24)
    r = pygame.Rect(0, 0, img.get_width() - 2 * m, img.get_height() - 2 * m)
    r.bottom, r.centerx = control.top - 4, control.centerx
    r.clamp_ip(pygame.Rect(seat.x + 4, 4, seat.w - 8, surf.get_height() - 8) if r.w <= seat.w - 8 else surf.get_rect())
    surf.blit(img, (r.x - m, r.y - m))
    if layer is not None:
        layer.note("tooltip", r)
    return r
