"""The TV shows the phones' codes: a QR code and the address for each open human seat (a panel on
the setup screen; at the table an overlay, Q or the menu's Phones: table/handlers.py PhonesOverlay,
and a small hint while phones are invited)."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from ..paint import panel
from .qr import qr_surface


def draw_codes(surf, rect, app, kinds, names, title="Join from your phone") -> pygame.Rect:
    """A panel in `rect`: for each open human seat a QR code of its address, its name and the
    address; the seats with a phone say so. Returns the rectangle drawn on."""
    rect = pygame.Rect(rect)
    hub = app.phones
    panel(surf, rect, (30, 26, 24), theme.GOLD, 14, 3, True, alpha=245)
    surf.blit(assets.text(title, 26, theme.GOLD, True), (rect.x + 24, rect.y + 14))
    sub = ("Scan a code with the phone's camera (same Wi-Fi), then accept it here: Enter / A. "
           "Switch off: Invite phones in Settings or on the setup screen.")
    surf.blit(assets.fit_text(sub, rect.w - 48, 16, theme.CREAM), (rect.x + 24, rect.y + 50))
    live = hub.live() if hub is not None and hub.running else set()
    seats = [s for s, k in enumerate(kinds) if k == "human"]
    if not seats:
        surf.blit(assets.text("No seat is played by a human: choose Human for a seat.", 20, theme.CREAM), (rect.x + 24, rect.y + 90))
        return rect
    n = max(1, len(seats))
    gap = 20
    cell = min(280, (rect.w - 48 - (n - 1) * gap) // n, rect.h - 160)
    x = rect.x + (rect.w - (n * cell + (n - 1) * gap)) // 2
    y = rect.y + 84
    for s in seats:
        color = theme.SEAT_COLORS[s % 4]
        surf.blit(assets.fit_text(f"P{s + 1} · {names[s]}", cell, 20, color, True), (x, y))
        box = pygame.Rect(x, y + 30, cell, cell)
        url = hub.url(s) if hub is not None else None
        if s in live:
            panel(surf, box, (44, 60, 40), color, 10, 3, True)
            t = assets.text("Phone connected", 20, theme.CREAM, True)
            surf.blit(t, t.get_rect(center=box.center))
        elif url:
            code = qr_surface(url, cell)
            if code is not None:
                surf.blit(code, box)
            host, _, path = url.partition("//")[2].partition("/")
            surf.blit(assets.fit_text(host, cell, 18, theme.CREAM, True), (x, box.bottom + 6))
            surf.blit(assets.fit_text("/" + path, cell, 20, (230, 220, 200), True), (x, box.bottom + 30))
        x += cell + gap
    return rect
