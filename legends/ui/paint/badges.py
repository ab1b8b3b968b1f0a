"""One action as a badge: its icon with the number, its keywords (under it, beside it or as pills on
its foot) and the actor mark; the keywords' texts and sizes, and the boost mark (a kicker's and a
packed row's BOOST). The lowest of the action painters: icons.py, packed.py and kickers.py use it."""
from __future__ import annotations

import pygame

from .. import assets
from .. import gfx
from .. import theme
from .cache import cached
from .shapes import badge_number, blit_center


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


def act_badge(act, size: int, dark_text=True, compact=False, kw=None) -> pygame.Surface:
    """One action: its icon with the number, the keywords under it (compact=True: over its foot;
    compact="beside": to its right, where height is short; compact="hang": none, row_surface hangs
    them under the row), the actor mark. `kw`: the keywords' least size (KEYWORD where the card has
    room for it: blit_rows; else the text floor)."""
    key = ("act", act, size, dark_text, compact, kw)

    def build():
        icon = "effect" if act.icon == "effect" else act.icon
        tags = act_tags(act) if compact != "hang" else []
        pills = compact is True
        tsize = tag_size(size, compact, kw)
        if pills:
            tag_imgs = [assets.text(t, tsize, theme.WHITE, True) for t, c in tags]
        else:
            tag_imgs = [assets.text(t, tsize, c if dark_text else theme.lighter(c, 0.6), True) for t, c in tags]
        widest = max([t.get_width() for t in tag_imgs] + [0])
        tags_h = sum(t.get_height() - 2 for t in tag_imgs)
        if pills:       # stacked from the icon's foot up, the badge as high as the stack (none above its top)
            w, h = max(size, widest + 6), max(size, sum(t.get_height() for t in tag_imgs))
        elif compact == "beside":
            w, h = size + (widest + 2 if tags else 0), max(size, tags_h + 2)
        else:
            w, h = max(size, widest), size + tags_h
        ix, iy = ((0, (h - size) // 2) if compact == "beside" else ((w - size) // 2, h - size if pills else 0))
        s = gfx.surface((w, h), pygame.SRCALPHA)
        s.blit(assets.sprite(icon, size), (ix, iy))
        if act.value:
            r = max(7, int(size * 0.22))
            badge_number(s, (ix + size - r + 1, iy + size - r + 1 - (tsize if pills and tags else 0)), act.value, r)
        if act.actor in ("standard", "elite"):
            s.blit(assets.sprite(act.actor, int(size * 0.46)), (ix - 2, iy - 1))
        if pills:
            y = h
            for t, (_, c) in zip(reversed(tag_imgs), reversed(tags)):
                r = pygame.Rect(0, 0, t.get_width() + 6, t.get_height())
                r.midbottom = (w // 2, y)
                gfx.rect(s, theme.darker(c, 0.8), r, border_radius=4)
                blit_center(s, t, r.center)
                y = r.y
        else:
            x, y = (size + 2, (h - tags_h) // 2 - 1) if compact == "beside" else (None, size - 1)
            for t in tag_imgs:
                s.blit(t, ((w - t.get_width()) // 2 if x is None else x, y))
                y += t.get_height() - 2
        return s
    return cached(key, build)


def tag_size(size, compact=False, kw=None) -> int:
    """The size of an action's keywords at icon size `size` (act_badge; `kw` their least size)."""
    least = kw or assets.MIN_TEXT
    return max(least, int(size * 0.27)) if compact is not True else max(least, min(13, int(size * 0.36)))


def boost_mark(csz) -> pygame.Surface:
    """The boost mark: an orange arrow up (+1 to an action's number), the BOOST word's colour."""
    r = max(4, csz // 3)
    s = gfx.surface((2 * r + 1, csz), pygame.SRCALPHA)
    top, mid = csz // 2 - r, csz // 2 + 1
    gfx.polygon(s, (200, 110, 0), [(r, top), (2 * r, mid), (0, mid)])
    gfx.rect(s, (200, 110, 0), (r - r // 2, mid, r // 2 * 2 + 1, r))
    return s
