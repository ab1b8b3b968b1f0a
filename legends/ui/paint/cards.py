"""Drawing helpers: panels, action-icon rows, and the printed components as cached surfaces
(style cards, ability cards, rival cards, minion cards, nemesis cards, dice, tokens)."""
from __future__ import annotations

import pygame

from .. import assets as A
from .. import rules_text
from .. import theme as T

_cache: dict = {}
_CACHE_MAX = 1500


def cached(key, build):
    s = _cache.get(key)
    if s is None:
        s = build()
        if len(_cache) > _CACHE_MAX:
            _cache.clear()
        _cache[key] = s
    return s


class Hot:
    """A hover/click region: `tip` is (title, text, section); `ref` names what it is."""
    __slots__ = ("rect", "tip", "ref")

    def __init__(self, rect, tip=None, ref=None):
        self.rect = pygame.Rect(rect)
        self.tip = tip
        self.ref = ref

    def moved(self, dx, dy):
        return Hot(self.rect.move(dx, dy), self.tip, self.ref)


# --- basic shapes ---------------------------------------------------------------------
def shadowed(surf, rect, radius=10, blur=10, alpha=110, offset=(4, 6)):
    rect = pygame.Rect(rect)
    sh = A.shadow_rect(rect.size, radius, blur, alpha)
    surf.blit(sh, (rect.x - blur + offset[0], rect.y - blur + offset[1]))


def panel(surf, rect, fill=T.PANEL, border=T.PANEL_EDGE, radius=10, width=2, shadow=True, alpha=None):
    rect = pygame.Rect(rect)
    if shadow:
        shadowed(surf, rect, radius)
    if alpha is not None:
        def build():
            s = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*fill[:3], alpha), s.get_rect(), border_radius=radius)
            return s
        surf.blit(cached(("panel", rect.size, tuple(fill[:3]), alpha, radius), build), rect.topleft)
    else:
        pygame.draw.rect(surf, fill, rect, border_radius=radius)
    if border and width:
        pygame.draw.rect(surf, border, rect, width, border_radius=radius)


def paper(surf, rect, radius=10, fill=T.PAPER, border=(120, 96, 70), shadow=True, seed=3):
    rect = pygame.Rect(rect)
    panel(surf, rect, fill, border, radius, 2, shadow)
    sp = A.speckle(rect.size, (110, 80, 50), seed=seed, density=0.0025, alpha=36)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    sp2 = sp.copy()
    sp2.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(sp2, rect.topleft)


def blit_center(surf, img, center):
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    surf.blit(img, r)
    return r


def text_block(surf, s, rect, size, color=T.INK, bold=False, line_gap=2, align="left", max_lines=None):
    rect = pygame.Rect(rect)
    lines = A.wrap(s, rect.w, size, bold)
    if max_lines and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1].rstrip(". ") + "..."
    y = rect.y
    lh = A.font(size, bold).get_linesize() + line_gap - 2
    for ln in lines:
        img = A.text(ln, size, color, bold)
        x = rect.x if align == "left" else rect.centerx - img.get_width() // 2
        surf.blit(img, (x, y))
        y += lh
    return y


def badge_number(surf, center, n, r, fill=(25, 20, 18), fg=T.WHITE, ring=T.WHITE):
    pygame.draw.circle(surf, fill, center, r)
    pygame.draw.circle(surf, ring, center, r, max(1, r // 6))
    blit_center(surf, A.text(str(n), max(10, int(r * 1.45)), fg, True), (center[0], center[1] + 1))


def token(name, size, label=None):
    """An icon sprite, optionally with a number badge (used for EX, health...)."""
    img = A.sprite(name, size)
    if label is None:
        return img
    s = img.copy()
    badge_number(s, (int(size * 0.76), int(size * 0.76)), label, max(7, int(size * 0.24)))
    return s


# --- action icons ------------------------------------------------------------------------
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


# --- printed components -----------------------------------------------------------------
def card_base(w, h, frame, inner=T.PAPER, radius=None, seed=1):
    key = ("cardbase", w, h, tuple(frame), tuple(inner), seed)

    def build():
        r = radius if radius is not None else max(6, min(w, h) // 12)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, T.darker(frame, 0.55), s.get_rect(), border_radius=r)
        pygame.draw.rect(s, frame, s.get_rect().inflate(-4, -4), border_radius=r - 1)
        inner_r = pygame.Rect(0, 0, w - 12, h - 12)
        inner_r.center = (w // 2, h // 2)
        pygame.draw.rect(s, inner, inner_r, border_radius=max(3, r - 4))
        sp = A.speckle((w, h), (120, 90, 60), seed=seed, density=0.003, alpha=30)
        clip = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(clip, (255, 255, 255, 255), inner_r, border_radius=max(3, r - 4))
        sp = sp.copy()
        sp.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(sp, (0, 0))
        pygame.draw.rect(s, T.lighter(frame, 0.35), s.get_rect().inflate(-4, -4), 1, border_radius=r - 1)
        return s
    return cached(key, build)


def style_card(card, deck_id: str, w: int, h: int):
    """A style card: name band, combo icons, action rows, sprint value. Returns (surface, hotspots rel.)."""
    key = ("style", card.id, w, h)

    def build():
        frame = T.STYLE_FRAMES.get(deck_id, (110, 90, 70))
        s = card_base(w, h, frame, seed=hash(card.id) & 255).copy()
        hots = []
        band_h = max(22, int(h * 0.17))
        band = pygame.Rect(6, 6, w - 12, band_h)
        pygame.draw.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
        title = A.fit_text(card.name, band.w - 10, max(13, int(band_h * 0.62)), T.WHITE, True, min_size=10)
        s.blit(title, (band.x + 5, band.centery - title.get_height() // 2))
        isz = max(16, int(h * 0.16))
        icons = icons_row(card.icons, isz)
        s.blit(icons, (8, band.bottom + 4))
        for i, ic in enumerate(card.icons):
            hots.append(Hot((8 + i * (isz + 3), band.bottom + 4, isz, isz), rules_text.for_icon(ic)))
        # sprint badge (bottom right)
        ssz = max(16, int(h * 0.15))
        sp = A.sprite("move", ssz)
        sx, sy = w - ssz - 10, h - ssz - 9
        lab = A.text("SPRINT", max(10, int(ssz * 0.45)), T.darker(frame, 0.7), True)
        s.blit(lab, (sx - lab.get_width() - 3, sy + ssz // 2 - lab.get_height() // 2))
        s.blit(sp, (sx, sy))
        badge_number(s, (sx + ssz - 4, sy + ssz - 4), card.sprint, max(7, ssz // 4))
        hots.append(Hot((sx - lab.get_width() - 3, sy, ssz + lab.get_width() + 3, ssz),
                        (f"Sprint {card.sprint}", rules_text.RULES["sprint"][1], "Sprint"), ref="sprint"))
        top = band.bottom + isz + 8
        area = pygame.Rect(8, top, w - 16, h - top - ssz - 12)
        hots += blit_rows(s, card.rows, max(18, int(h * 0.24)), area)
        return s, hots
    return cached(key, build)


def card_back(w, h, color=(60, 40, 90), label="STYLE"):
    key = ("back", w, h, tuple(color), label)

    def build():
        s = card_base(w, h, color, inner=T.darker(color, 0.8)).copy()
        inner = pygame.Rect(12, 12, w - 24, h - 24)
        for i in range(-h, w, 10):
            pygame.draw.line(s, T.darker(color, 0.65), (inner.x + i, inner.y), (inner.x + i + inner.h, inner.bottom), 3)
        pygame.draw.rect(s, T.lighter(color, 0.3), inner, 2, border_radius=6)
        if label:
            t = A.fit_text(label, w - 28, max(12, h // 7), T.lighter(color, 0.7), True)
            pygame.draw.rect(s, T.darker(color, 0.5), t.get_rect(center=(w // 2, h // 2)).inflate(10, 6), border_radius=5)
            blit_center(s, t, (w // 2, h // 2))
        return s
    return cached(key, build)


def ability_card(fighter, idx: int, upgraded: bool, w: int, h: int):
    """An ability card (standard or upgraded side): name, cost, rows, kicker."""
    ab = fighter.abilities[idx]
    key = ("ability", fighter.id, idx, upgraded, w, h)

    def build():
        col = T.hex_color(fighter.color)
        frame = T.mix(col, (40, 30, 30), 0.35) if T.luminance(col) > 170 else col
        if upgraded:
            frame = T.mix(frame, (230, 180, 40), 0.55)
        s = card_base(w, h, frame, inner=(250, 242, 222) if not upgraded else (255, 246, 210),
                      seed=idx + 11).copy()
        hots = []
        side = ab.side(upgraded)
        band_h = max(20, int(h * 0.16))
        band = pygame.Rect(6, 6, w - 12, band_h)
        pygame.draw.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
        t = A.fit_text(ab.name, band.w - (24 if upgraded else 8), max(12, int(band_h * 0.66)),
                       T.text_on(frame), True, min_size=10)
        s.blit(t, (band.x + 4, band.centery - t.get_height() // 2))
        if upgraded:  # the yellow upgrade marker
            cx, cy = band.right - 10, band.centery
            pygame.draw.polygon(s, (255, 214, 40), [(cx, cy - 9), (cx + 9, cy), (cx, cy + 9), (cx - 9, cy)])
            pygame.draw.polygon(s, (90, 60, 0), [(cx, cy - 9), (cx + 9, cy), (cx, cy + 9), (cx - 9, cy)], 2)
            hots.append(Hot((cx - 9, cy - 9, 18, 18), ("Upgraded", "This ability card shows its upgraded side "
                                                          "(yellow upgrade marker).", "Ability Tiles")))
        csz = max(15, int(h * 0.14))
        cost = icons_row(side.cost, csz, 2)
        s.blit(cost, (8, band.bottom + 3))
        for i, ic in enumerate(side.cost):
            hots.append(Hot((8 + i * (csz + 2), band.bottom + 3, csz, csz), rules_text.for_icon(ic)))
        top = band.bottom + csz + 6
        kick_h = 0
        if side.kicker:
            kick_h = max(24, int(h * 0.22))
        area = pygame.Rect(7, top, w - 14, h - top - kick_h - 8)
        hots += blit_rows(s, side.rows, max(18, int(h * 0.22)), area)
        if side.kicker:
            k = side.kicker
            kr = pygame.Rect(7, h - kick_h - 7, w - 14, kick_h)
            pygame.draw.rect(s, T.mix(frame, T.PAPER, 0.75), kr, border_radius=5)
            pygame.draw.line(s, frame, (kr.x + 4, kr.y), (kr.right - 4, kr.y), 2)
            ksz = max(13, int(kick_h * 0.62))
            lab = A.text("+", ksz, T.darker(frame, 0.6), True)
            s.blit(lab, (kr.x + 3, kr.centery - lab.get_height() // 2))
            kc = icons_row(k.cost, ksz, 2)
            s.blit(kc, (kr.x + 3 + lab.get_width() + 2, kr.centery - ksz // 2))
            x = kr.x + 8 + lab.get_width() + kc.get_width()
            hots.append(Hot(kr, rules_text.RULES["kicker"]))
            if k.rows:
                sub = pygame.Rect(x, kr.y + 1, kr.right - x - 2, kr.h - 2)
                img, spots = rows_surface(tuple(k.rows), ksz, sub.w)
                if img.get_height() > sub.h:
                    img = pygame.transform.smoothscale(img, (max(1, img.get_width() * sub.h // img.get_height()), sub.h))
                s.blit(img, (sub.x, sub.centery - img.get_height() // 2))
            if k.boost:
                bt = A.fit_text("BOOST " + ",".join(str(i + 1) for i in k.boost) if len(k.boost) > 1 else "BOOST",
                                kr.right - x - 4, max(11, int(ksz * 0.7)), (200, 110, 0), True)
                s.blit(bt, (kr.right - bt.get_width() - 5, kr.centery - bt.get_height() // 2))
        return s, hots
    return cached(key, build)


def enemy_card(name, health, activation, passive, w, h, frame, mark=None, round_label=None, extra=None):
    """A minion or rival card: name band (with round and extra info), health, activation window, passive."""
    key = ("enemy", name, health, tuple(activation), passive, w, h, tuple(frame), mark, round_label, extra)

    def build():
        s = card_base(w, h, frame, inner=(246, 238, 222), seed=len(name)).copy()
        hots = []
        band_h = max(17, int(h * 0.28))
        band = pygame.Rect(5, 5, w - 10, band_h)
        pygame.draw.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
        x = band.x + 3
        if mark:
            m = A.sprite(mark, band_h - 2)
            s.blit(m, (x, band.y + 1))
            hots.append(Hot((x, band.y, band_h, band_h), rules_text.for_icon(mark)))
            x += band_h
        right = band.right - 4
        if round_label:
            rl = A.text(round_label, max(11, int(band_h * 0.62)), T.INK, True)
            rr = rl.get_rect(midright=(right, band.centery)).inflate(8, 0)
            pygame.draw.rect(s, (255, 214, 64) if round_label == "R2" else (235, 235, 235), rr, border_radius=4)
            blit_center(s, rl, rr.center)
            right = rr.x - 4
            hots.append(Hot(rr, ("Round " + round_label[1], "A rival damaged on R1 flips to R2; damaged on R2 it is "
                                 "defeated.", "Defeating Enemies")))
        if extra:
            et = A.text(extra, max(11, int(band_h * 0.55)), T.lighter(frame, 0.75) if T.luminance(frame) < 150
                        else T.darker(frame, 0.4), True)
            s.blit(et, (right - et.get_width(), band.centery - et.get_height() // 2))
            right -= et.get_width() + 6
        t = A.fit_text(name, right - x - 4, max(12, int(band_h * 0.7)), T.text_on(frame), True, min_size=10)
        s.blit(t, (x + 2, band.centery - t.get_height() // 2))
        # content row: health, activation, passive
        top = band.bottom + 2
        ch = h - top - 6
        hsz = max(18, min(ch, 44))
        hy = top + (ch - hsz) // 2
        s.blit(A.sprite("health", hsz), (8, hy))
        badge_number(s, (8 + hsz - hsz // 5, hy + hsz - hsz // 5), health, max(7, hsz // 4))
        hots.append(Hot((8, hy, hsz, hsz), (f"Health {health}", "Successes one attack needs to damage it.",
                                            "Defeating Enemies")))
        px = w - 8
        if passive:
            pt = A.fit_text(passive[0], int(w * 0.28), max(11, min(16, int(ch * 0.42))), (20, 90, 100), True,
                            min_size=10)
            pr = pt.get_rect(midright=(w - 9, top + ch // 2)).inflate(8, 4)
            pygame.draw.rect(s, (214, 236, 232), pr, border_radius=5)
            pygame.draw.rect(s, (20, 90, 100), pr, 1, border_radius=5)
            blit_center(s, pt, pr.center)
            hots.append(Hot(pr, ("Passive: " + passive[0], passive[1], "Minion and Rival Activations (passives)")))
            px = pr.x - 4
        area = pygame.Rect(8 + hsz + 6, top, px - (8 + hsz + 6), ch)
        hots += blit_rows(s, (tuple(activation),), max(16, min(ch - 1, 44)), area, compact=True)
        return s, hots
    return cached(key, build)


def nemesis_card(card, nem_side, w, h, hard=False):
    key = ("ncard", card.id, w, h)

    def build():
        frame = (70, 24, 90) if not card.hard else (150, 20, 30)
        s = card_base(w, h, frame, inner=(236, 226, 240)).copy()
        band = pygame.Rect(6, 6, w - 12, int(h * 0.14))
        pygame.draw.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
        blit_center(s, A.fit_text(card.name, band.w - 8, int(band.h * 0.6), T.WHITE, True), band.center)
        isz = int(h * 0.3)
        blit_center(s, A.sprite(card.icon, isz), (w // 2, band.bottom + 10 + isz // 2))
        ab = nem_side.ability(card.icon)
        t = A.fit_text(ab.name, w - 16, int(h * 0.07), (60, 20, 80), True)
        blit_center(s, t, (w // 2, band.bottom + 18 + isz + t.get_height() // 2))
        # spawn window
        sw = pygame.Rect(10, int(h * 0.66), w - 20, int(h * 0.27))
        pygame.draw.rect(s, (40, 30, 44), sw, border_radius=8)
        lab = A.text("SPAWN", int(h * 0.045), (230, 200, 255), True)
        s.blit(lab, (sw.x + 8, sw.y + 4))
        n = max(1, len(card.spawns))
        cw = (sw.w - 16) // n
        for i, slot in enumerate(card.spawns):
            cx = sw.x + 8 + cw * i + cw // 2
            m = A.sprite(slot.type, int(sw.h * 0.5))
            blit_center(s, m, (cx - sw.h * 0.18, sw.centery + 6))
            sp = A.sprite("spawn", int(sw.h * 0.42))
            r = blit_center(s, sp, (cx + sw.h * 0.28, sw.centery + 6))
            blit_center(s, A.text(str(slot.location), int(sw.h * 0.3), T.WHITE, True), r.center)
        if card.hard:
            hl = A.text("HARD", int(h * 0.05), (255, 220, 220), True)
            pygame.draw.rect(s, (150, 20, 30), hl.get_rect(topright=(w - 10, band.bottom + 4)).inflate(8, 2),
                             border_radius=4)
            s.blit(hl, hl.get_rect(topright=(w - 10, band.bottom + 4)))
        return s
    return cached(key, build)


def die_face(value: int, size: int, dim=False):
    key = ("die", value, size, dim)

    def build():
        s = A.sprite("die", size).copy()
        hs = int(size * (0.62 if value == 1 else 0.44))
        if value == 1:
            blit_center(s, A.sprite("hit", hs), (size // 2, size // 2))
        elif value >= 2:
            blit_center(s, A.sprite("hit", hs), (size * 0.33, size * 0.35))
            blit_center(s, A.sprite("hit", hs), (size * 0.66, size * 0.62))
        if dim:
            d = pygame.Surface((size, size), pygame.SRCALPHA)
            d.fill((0, 0, 0, 90))
            s.blit(d, (0, 0), special_flags=0)
        return s
    return cached(key, build)


def button_surface(label, w, h, style="wood", hover=False, disabled=False, size=None):
    key = ("btn", label, w, h, style, hover, disabled, size)

    def build():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        if style == "primary":
            top, bot, edge, fg = (236, 78, 48), (170, 34, 20), (80, 12, 4), T.WHITE
        elif style == "gold":
            top, bot, edge, fg = (255, 214, 90), (210, 150, 30), (100, 64, 0), T.INK
        elif style == "dark":
            top, bot, edge, fg = (78, 64, 58), (46, 38, 34), (20, 14, 12), T.CREAM
        else:
            top, bot, edge, fg = (242, 228, 200), (210, 190, 156), (96, 70, 44), T.INK
        if hover and not disabled:
            top, bot = T.lighter(top, 0.25), T.lighter(bot, 0.2)
        if disabled:
            top, bot, fg = T.mix(top, (128, 128, 128), 0.6), T.mix(bot, (110, 110, 110), 0.6), (70, 66, 62)
        r = min(12, h // 3)
        pygame.draw.rect(s, edge, (0, 2, w, h - 2), border_radius=r)
        pygame.draw.rect(s, bot, (1, 0, w - 2, h - 3), border_radius=r)
        pygame.draw.rect(s, top, (2, 1, w - 4, (h - 4) // 2 + 2), border_top_left_radius=r, border_top_right_radius=r)
        pygame.draw.rect(s, T.mix(top, bot, 0.5), (2, (h - 4) // 2 + 1, w - 4, (h - 4) // 2), border_bottom_left_radius=r,
                         border_bottom_right_radius=r)
        pygame.draw.rect(s, edge, (0, 0, w, h - 1), 2, border_radius=r)
        t = A.fit_text(label, w - 16, size or max(14, int(h * 0.45)), fg, True)
        blit_center(s, t, (w // 2, h // 2 - 1))
        return s
    return cached(key, build)


def tooltip_surface(tip, max_w=440) -> pygame.Surface:
    """The rule-text tooltip for tip = (title, text, section), rendered once (with its shadow)."""
    key = ("tooltip", tuple(tip), max_w)

    def build():
        title, body, section = tip
        pad = 10
        lines = A.wrap(body, max_w - 2 * pad, 17) if body else []
        title_img = A.text(title, 19, T.GOLD, True)
        sec_img = A.text("Rulebook: " + section, 15, (190, 180, 170), False, italic=True) if section else None
        w = max([title_img.get_width()] + [A.font(17).size(l)[0] for l in lines] +
                [sec_img.get_width() if sec_img else 0]) + 2 * pad
        h = title_img.get_height() + len(lines) * 21 + (sec_img.get_height() + 6 if sec_img else 0) + 2 * pad + 2
        m = TIP_MARGIN
        s = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        panel(s, (m, m, w, h), (24, 20, 18), (200, 160, 80), 8, 2, True)
        s.blit(title_img, (m + pad, m + pad))
        yy = m + pad + title_img.get_height() + 2
        for ln in lines:
            s.blit(A.text(ln, 17, T.CREAM), (m + pad, yy))
            yy += 21
        if sec_img:
            s.blit(sec_img, (m + pad, yy + 4))
        return s
    return cached(key, build)


TIP_MARGIN = 16


def tooltip(surf, tip, pos, max_w=440) -> pygame.Rect:
    """Draw a rule-text tooltip near pos, kept on screen; returns the rectangle drawn."""
    img = tooltip_surface(tip, max_w)
    m = TIP_MARGIN
    w, h = img.get_width() - 2 * m, img.get_height() - 2 * m
    x, y = pos[0] + 18, pos[1] + 18
    sw, sh = surf.get_size()
    if x + w > sw - 4:
        x = pos[0] - w - 12
    if y + h > sh - 4:
        y = sh - h - 4
    x = max(4, x)
    y = max(4, y)
    return surf.blit(img, (x - m, y - m))
