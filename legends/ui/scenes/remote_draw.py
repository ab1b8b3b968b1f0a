"""What a remote game's table draws over itself (issue 28; remote_table.py): the bar that says who is
here and who is away, the quick phrases and pings said, and the host's invites (code and QR)."""
from __future__ import annotations

import pygame

from .. import assets, theme
from ..paint import panel
from ..phones.qr import qr_surface

QR = 200


def draw_bar(surf, link) -> pygame.Rect:
    lines = [text(t, 18, bold=True) for t in link.lines()]
    hint = "I: invites · Ctrl+1..6: quick phrases" if link.role == "host" else "Ctrl+1..6: quick phrases"
    lines.append(text(hint, 15, (214, 190, 150)))
    for _, seat, kind, said in link.said:
        what = f"{seat_name(seat)} pings {said}" if kind == "pinged" else f"{seat_name(seat)}: \u201c{said}\u201d"
        lines.append(text(what, 22, theme.GOLD, True))
    w = max(t.get_width() for t in lines) + 28
    h = sum(t.get_height() + 2 for t in lines) + 14
    r = pygame.Rect(0, 6, w, h)
    r.centerx = surf.get_width() // 2
    bar_panel(surf, r)
    y = r.top + 7
    for t in lines:
        surf.blit(t, t.get_rect(midtop=(r.centerx, y)))
        y += t.get_height() + 2
    return r


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
    head = text(f"Invites: friends join with Join a game on the title screen", 26, theme.GOLD, True)
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
