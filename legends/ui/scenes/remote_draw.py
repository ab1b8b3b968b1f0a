"""What a remote game's table draws over itself (issue 28; remote_table.py): the bar that says who is
here and who is away, the quick phrases and pings said, and the host's invites (code and QR)."""
from __future__ import annotations

import pygame

from .. import assets, theme
from ..paint import panel
from ..phones.qr import qr_surface

QR = 200


def draw_bar(surf, link, anchor=None) -> pygame.Rect:
    """One line: who is here and who is away, and the keys; its bottom at `anchor` (x, y): over
    the key hints under the map, off the prompt and the figures (the top middle without one)."""
    hint = "G: ping · Ctrl+1..6: phrases"
    line = " · ".join(link.lines() + (["I: invites"] if link.role == "host" else []) + [hint])
    t = text(line, 16, bold=True)
    r = pygame.Rect(0, 4, t.get_width() + 24, t.get_height() + 8)
    if anchor is None:
        r.centerx = surf.get_width() // 2
    else:
        r.midbottom = anchor
    bar_panel(surf, r)
    surf.blit(t, t.get_rect(center=r.center))
    return r


def draw_said(surf, link, place_name=str, anchor=None):
    """What was said or pinged in the last seconds, in the speaker's colour; top middle at `anchor`."""
    lines = []
    for _, seat, kind, said in link.said:
        what = f"{seat_name(seat)} pings {place_name(said)}" if kind == "pinged" else f"{seat_name(seat)}: \u201c{said}\u201d"
        lines.append(text(what, 22, seat_color(seat), True))
    if not lines:
        return None
    w = max(t.get_width() for t in lines) + 28
    h = sum(t.get_height() + 2 for t in lines) + 12
    r = pygame.Rect(0, 0, w, h)
    r.midtop = anchor or (surf.get_width() // 2, 60)
    bar_panel(surf, r)
    y = r.top + 6
    for t in lines:
        surf.blit(t, t.get_rect(midtop=(r.centerx, y)))
        y += t.get_height() + 2
    return r


def seat_color(seat):
    return theme.GOLD if not 0 <= seat < len(theme.SEAT_COLORS) else theme.SEAT_COLORS[seat]


def draw_pings(surf, pings) -> list:
    """A pulsing ring in the player's colour on each pinged square; the rects drawn."""
    import time
    t = time.monotonic()
    out = []
    for seat, (x, y) in pings:
        r = 26 + 10 * abs(((t * 2.0) % 2.0) - 1.0)
        ring = pygame.Rect(0, 0, 2 * r + 8, 2 * r + 8)
        ring.center = (int(x), int(y))
        pygame.draw.circle(surf, (20, 14, 10), ring.center, int(r) + 2, 7)
        pygame.draw.circle(surf, seat_color(seat), ring.center, int(r), 5)
        out.append(ring.inflate(8, 8))
    return out


def draw_invites(surf, link) -> pygame.Rect:
    invites = link.invites()
    sw, sh = surf.get_size()
    cols = len(invites)
    cell = QR + 40
    w = min(sw - 40, max(cell * cols + 40, 900))
    h = QR + 250
    r = pygame.Rect(0, 0, w, h)
    r.center = (sw // 2, sh // 2)
    panel(surf, r, (36, 28, 24), theme.GOLD, 14, 3, True, alpha=245)
    port = link.server.port
    head = text("Invites: friends join with Join a game on the title screen", 26, theme.GOLD, True)
    surf.blit(head, head.get_rect(midtop=(r.centerx, r.top + 14)))
    sub = text(f"This machine listens on {link.address()}, port {port} (TLS). Across the internet: forward "
               f"port {port}, or use a VPN (README)", 17)
    surf.blit(sub, sub.get_rect(midtop=(r.centerx, r.top + 50)))
    x0 = r.centerx - cell * cols // 2
    for i, inv in enumerate(invites):
        x = x0 + i * cell
        label = text("Spectator" if inv.seat is None else f"P{inv.seat + 1}", 22, theme.GOLD, True)
        surf.blit(label, label.get_rect(midtop=(x + cell // 2, r.top + 80)))
        q = qr_surface(str(inv), QR)
        if q is not None:
            surf.blit(q, (x + 20, r.top + 110))
    y = r.top + QR + 122
    for inv in invites:
        t = text(str(inv), 14, (240, 226, 200))
        surf.blit(t, t.get_rect(midtop=(r.centerx, y)))
        y += t.get_height() + 3
    foot = text("C copies the invites · I or Esc hides this", 16, (214, 190, 150))
    surf.blit(foot, foot.get_rect(midbottom=(r.centerx, r.bottom - 8)))
    return r


def seat_name(seat) -> str:
    return "Host" if seat == -1 else f"P{seat + 1}"


def bar_panel(surf, rect):
    panel(surf, rect, (28, 22, 20), theme.GOLD, 10, 2, True, alpha=230)


def text(s, size=18, color=(246, 232, 206), bold=False):
    return assets.text(s, size, color, bold)
