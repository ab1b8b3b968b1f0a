"""Action icons: one action as a badge (icon, number, keywords), rows of actions with arrows
between them, and plain icon rows (combo icons, costs)."""
from __future__ import annotations

import pygame

from .. import assets as A
from .. import rules_text
from .. import theme as T
from .cache import cached
from .shapes import Hot, badge_number, blit_center


EFFECT_LABEL = {
    "heal": lambda a: f"HEAL {a.get('amount', 1)}",
    "draw": lambda a: f"DRAW {a.get('cards', 1)}",
    "gain_ex": lambda a: f"+{a.get('amount', 1)} EX",
    "spawn": lambda a: f"SPAWN {str(a.get('type', '?'))[:1].upper()}{a.get('location', '')}",
    "stand_all": lambda a: "ALL STAND",
    "reach": lambda a: f"REACH+{a.get('amount', 1)}",
    "daze": lambda a: "DAZE",
    "knockback": lambda a: "KNOCKBACK",
    "lifesteal": lambda a: "LIFESTEAL",
}


def effect_label(effect, args) -> str:
    f = EFFECT_LABEL.get(effect)
    return f(args) if f else effect.replace("_", " ").upper()


def act_tags(act) -> list:
    tags = []
    if act.boost:
        tags.append(("BOOST" if act.boost == 1 else f"BOOST x{act.boost}", (200, 110, 0)))
    if act.target > 1:
        tags.append((f"TARGET {act.target}", (150, 30, 30)))
    if act.withdraw:
        tags.append(("WITHDRAW", (30, 100, 90)))
    if act.charge:
        tags.append(("CHARGE", (130, 60, 160)))
    if act.effect and act.icon != "effect":
        tags.append((effect_label(act.effect, act.args), (20, 110, 125)))
    if act.icon == "effect":
        tags.append((effect_label(act.effect, act.args), (20, 110, 125)))
    return tags


def act_badge(act, size: int, dark_text=True, compact=False) -> pygame.Surface:
    """One action: its icon with the number, the keywords under it (or over its foot when
    compact), the actor mark."""
    key = ("act", act, size, dark_text, compact)

    def build():
        icon = "effect" if act.icon == "effect" else act.icon
        tags = act_tags(act)
        tsize = max(11, int(size * 0.27)) if not compact else max(10, min(13, int(size * 0.36)))
        if compact:
            tag_imgs = [A.text(t, tsize, T.WHITE, True) for t, c in tags]
            tag_cols = [c for t, c in tags]
            w = max([size] + [t.get_width() + 6 for t in tag_imgs])
            h = size
        else:
            tag_imgs = [A.text(t, tsize, c if dark_text else T.lighter(c, 0.6), True) for t, c in tags]
            w = max([size] + [t.get_width() for t in tag_imgs])
            h = size + sum(t.get_height() - 2 for t in tag_imgs)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        img = A.sprite(icon, size)
        s.blit(img, ((w - size) // 2, 0))
        if act.value:
            r = max(7, int(size * 0.22))
            badge_number(s, ((w - size) // 2 + size - r + 1, size - r + 1 - (tsize if compact and tags else 0)),
                         act.value, r)
        if act.actor in ("standard", "elite"):
            m = A.sprite(act.actor, int(size * 0.46))
            s.blit(m, ((w - size) // 2 - 2, -1))
        if compact:
            y = h
            for t, c in zip(reversed(tag_imgs), reversed(tag_cols)):
                r = pygame.Rect(0, 0, t.get_width() + 6, t.get_height())
                r.midbottom = (w // 2, y)
                pygame.draw.rect(s, T.darker(c, 0.8), r, border_radius=4)
                blit_center(s, t, r.center)
                y = r.y
        else:
            y = size - 1
            for t in tag_imgs:
                s.blit(t, ((w - t.get_width()) // 2, y))
                y += t.get_height() - 2
        return s
    return cached(key, build)


def row_surface(acts, size: int, gap=None, dark_text=True, compact=False):
    """A row of action badges, with a small arrow between them; returns (surface, [(rect, act)])."""
    key = ("row", tuple(acts), size, gap, dark_text, compact)

    def build():
        g = gap if gap is not None else max(3 if compact else 4, size // 6)
        badges = [act_badge(a, size, dark_text, compact) for a in acts]
        arrow_w = max(6, size // 4)
        w = sum(b.get_width() for b in badges) + (len(badges) - 1) * (g * 2 + arrow_w)
        h = max([b.get_height() for b in badges] + [size])
        s = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
        x = 0
        spots = []
        col = (90, 70, 50) if dark_text else (220, 210, 190)
        for i, (b, a) in enumerate(zip(badges, acts)):
            s.blit(b, (x, 0))
            spots.append((pygame.Rect(x, 0, b.get_width(), b.get_height()), a))
            x += b.get_width()
            if i < len(badges) - 1:
                x += g
                cy = size // 2
                pygame.draw.polygon(s, col, [(x, cy - arrow_w // 2), (x + arrow_w, cy), (x, cy + arrow_w // 2)])
                x += arrow_w + g
        return s, spots
    return cached(key, build)


def rows_surface(rows, size: int, max_w: int, dark_text=True, compact=False):
    """Action rows stacked top to bottom, each scaled down to fit max_w; (surface, [(rect, act)])."""
    key = ("rows", tuple(rows), size, max_w, dark_text, compact)

    def build():
        parts = []
        for row in rows:
            sz = size
            img, spots = row_surface(row, sz, dark_text=dark_text, compact=compact)
            while img.get_width() > max_w and sz > 14:
                sz -= 2
                img, spots = row_surface(row, sz, dark_text=dark_text, compact=compact)
            parts.append((img, spots))
        gap = max(3, size // 8)
        w = max([p[0].get_width() for p in parts] + [1])
        h = sum(p[0].get_height() for p in parts) + gap * max(0, len(parts) - 1)
        s = pygame.Surface((w, max(1, h)), pygame.SRCALPHA)
        y = 0
        allspots = []
        for img, spots in parts:
            x = (w - img.get_width()) // 2
            s.blit(img, (x, y))
            allspots += [(r.move(x, y), a) for r, a in spots]
            y += img.get_height() + gap
        return s, allspots
    return cached(key, build)


def blit_rows(surf, rows, size, rect, dark_text=True, valign="center", compact=False):
    """Draw rows centred in rect; returns hotspots (absolute rects) with each action's rule text."""
    rect = pygame.Rect(rect)
    img, spots = rows_surface(tuple(rows), size, rect.w, dark_text, compact)
    if img.get_height() > rect.h and size > 16:
        return blit_rows(surf, rows, size - 2, rect, dark_text, valign, compact)
    x = rect.centerx - img.get_width() // 2
    y = rect.centery - img.get_height() // 2 if valign == "center" else rect.y
    surf.blit(img, (x, y))
    return [Hot(r.move(x, y), rules_text.act_help(a)) for r, a in spots]


def icons_row(names, size, gap=3):
    key = ("icons", tuple(names), size, gap)

    def build():
        w = len(names) * size + max(0, len(names) - 1) * gap
        s = pygame.Surface((max(1, w), size), pygame.SRCALPHA)
        for i, n in enumerate(names):
            s.blit(A.sprite(n, size), (i * (size + gap), 0))
        return s
    return cached(key, build)
