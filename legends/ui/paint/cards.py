"""The printed cards: the card base, style cards (and their backs), ability cards, nemesis cards."""
from __future__ import annotations

import pygame

from .. import assets as A
from .. import drawn
from .. import rules_text
from .. import theme as T
from .cache import cached
from .icons import MIN_ICON, blit_rows, icons_row, rows_surface
from .shapes import Hot, badge_number, blit_center


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
        drawn.note("card", ("style", card.id), (0, 0, w, h))
        frame = T.STYLE_FRAMES.get(deck_id, (110, 90, 70))
        s = card_base(w, h, frame, seed=hash(card.id) & 255).copy()
        inner = pygame.Rect(6, 6, w - 12, h - 12)
        band = _name_band(s, card.name, pygame.Rect(6, 6, w - 12, max(22, int(h * 0.17))), frame, T.WHITE, 10)
        isz = max(16, int(h * 0.16))
        s.blit(icons_row(card.icons, isz, 3, (8, band.bottom + 4), inner), (8, band.bottom + 4))
        hots = [Hot((8 + i * (isz + 3), band.bottom + 4, isz, isz), rules_text.for_icon(ic))
                for i, ic in enumerate(card.icons)]
        # sprint badge (bottom right)
        ssz = max(16, int(h * 0.15))
        sx, sy = w - ssz - 10, h - ssz - 9
        lab = A.text("SPRINT", max(10, int(ssz * 0.45)), T.darker(frame, 0.7), True)
        drawn.put(s, lab, (sx - lab.get_width() - 3, sy + ssz // 2 - lab.get_height() // 2), "SPRINT", inner)
        s.blit(A.sprite("move", ssz), (sx, sy))
        drawn.note("icon", "move", (sx, sy, ssz, ssz), inner, ssz)
        badge_number(s, (sx + ssz - 4, sy + ssz - 4), card.sprint, max(7, ssz // 4))
        hots.append(Hot((sx - lab.get_width() - 3, sy, ssz + lab.get_width() + 3, ssz),
                        (f"Sprint {card.sprint}", rules_text.RULES["sprint"][1], "Sprint"), ref="sprint"))
        top = band.bottom + isz + 8
        area = pygame.Rect(8, top, w - 16, h - top - ssz - 12)
        hots += blit_rows(s, card.rows, max(18, int(h * 0.24)), area)
        return s, hots
    return cached(key, build)


def _name_band(s, name, band, frame, color, right=8, size=None, one_line=12) -> pygame.Rect:
    """The coloured name band at the top of a card, with the name whole (on two lines, the band
    taller, when one is too narrow); returns the band."""
    size = size or max(13, int(band.h * 0.62))
    title = A.whole_text(name, band.w - right, band.h + 14, size, color, True, min_size=10, one_line=one_line)
    band = pygame.Rect(band.x, band.y, band.w, max(band.h, title.get_height() + 4))
    pygame.draw.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
    drawn.put(s, title, (band.x + 4, band.centery - title.get_height() // 2), name, band)
    return band


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
        drawn.note("card", ("ability", fighter.id, idx, upgraded), (0, 0, w, h))
        col = T.hex_color(fighter.color)
        frame = T.mix(col, (40, 30, 30), 0.35) if T.luminance(col) > 170 else col
        if upgraded:
            frame = T.mix(frame, (230, 180, 40), 0.55)
        s = card_base(w, h, frame, inner=(250, 242, 222) if not upgraded else (255, 246, 210),
                      seed=idx + 11).copy()
        inner = pygame.Rect(6, 6, w - 12, h - 12)
        hots = []
        side = ab.side(upgraded)
        band = _name_band(s, ab.name, pygame.Rect(6, 6, w - 12, max(20, int(h * 0.16))), frame, T.text_on(frame),
                          26 if upgraded else 8, max(12, int(max(20, int(h * 0.16)) * 0.66)), one_line=10)
        if upgraded:  # the yellow upgrade marker
            cx, cy = band.right - 10, band.centery
            pygame.draw.polygon(s, (255, 214, 40), [(cx, cy - 9), (cx + 9, cy), (cx, cy + 9), (cx - 9, cy)])
            pygame.draw.polygon(s, (90, 60, 0), [(cx, cy - 9), (cx + 9, cy), (cx, cy + 9), (cx - 9, cy)], 2)
            hots.append(Hot((cx - 9, cy - 9, 18, 18), ("Upgraded", "This ability card shows its upgraded side "
                                                          "(yellow upgrade marker).", "Ability Tiles")))
        csz = max(15, int(h * 0.14))
        s.blit(icons_row(side.cost, csz, 2, (8, band.bottom + 3), inner), (8, band.bottom + 3))
        for i, ic in enumerate(side.cost):
            hots.append(Hot((8 + i * (csz + 2), band.bottom + 3, csz, csz), rules_text.for_icon(ic)))
        top = band.bottom + csz + 6
        kick_h = _kicker_height(side.kicker, w, h) if side.kicker else 0
        area = pygame.Rect(7, top, w - 14, h - top - kick_h - 8)
        hots += blit_rows(s, side.rows, max(18, int(h * 0.22)), area)
        if side.kicker:
            hots += _kicker(s, side.kicker, frame, w, h, kick_h)
        return s, hots
    return cached(key, build)


def _kicker_parts(k, w, kick_h):
    """The kicker strip's pieces: (strip, icon size, BOOST label or None, room for its rows). Its
    actions go right of the cost when they fit there on one line, else on a line of their own under it."""
    kr = pygame.Rect(7, 0, w - 14, kick_h)
    ksz = max(13, min(22, int(min(kick_h, 30) * 0.62)))
    x = kr.x + 8 + A.font(ksz, True).size("+")[0] + len(k.cost) * (ksz + 2) - 2
    bt = None
    if k.boost:
        bt = A.text("BOOST " + ",".join(str(i + 1) for i in k.boost) if len(k.boost) > 1 else "BOOST",
                    max(11, int(ksz * 0.7)), (200, 110, 0), True)
    right = kr.right - 5 - (bt.get_width() + 4 if bt is not None else 0)
    sub = pygame.Rect(x, 1, right - x, kick_h - 2)
    if k.rows:
        img, _ = rows_surface(tuple(k.rows), MIN_ICON, max(1, sub.w))
        if img.get_width() > sub.w or img.get_height() > MIN_ICON + 12:
            sub = pygame.Rect(kr.x + 2, ksz + 4, kr.w - 4, kick_h - ksz - 5)
    return kr, ksz, bt, sub


def _kicker_height(k, w, h) -> int:
    """The kicker strip's height: a fifth of the card, taller when its actions need a line of their own."""
    kick_h = max(24, int(h * 0.22))
    if k.rows:
        _, ksz, _, sub = _kicker_parts(k, w, kick_h)
        img, _ = rows_surface(tuple(k.rows), MIN_ICON, max(1, sub.w))
        kick_h = max(kick_h, img.get_height() + 4 + (sub.y - 1))
    return kick_h


def _kicker(s, k, frame, w, h, kick_h) -> list:
    """The kicker strip at the foot of an ability card: "+", its cost, its actions, BOOST."""
    kr, ksz, bt, sub = _kicker_parts(k, w, kick_h)
    kr.y = h - kick_h - 7
    sub.y += kr.y
    pygame.draw.rect(s, T.mix(frame, T.PAPER, 0.75), kr, border_radius=5)
    pygame.draw.line(s, frame, (kr.x + 4, kr.y), (kr.right - 4, kr.y), 2)
    lab = A.text("+", ksz, T.darker(frame, 0.6), True)
    line = pygame.Rect(kr.x, kr.y, kr.w, min(kr.h, max(ksz + 6, 24)))
    s.blit(lab, (kr.x + 3, line.centery - lab.get_height() // 2))
    at = (kr.x + 3 + lab.get_width() + 2, line.centery - ksz // 2)
    s.blit(icons_row(k.cost, ksz, 2, at, kr), at)
    hots = [Hot(kr, rules_text.RULES["kicker"])]
    if k.rows:
        hots += blit_rows(s, k.rows, max(MIN_ICON, min(sub.h, 30)), sub)
    if bt is not None:
        drawn.put(s, bt, (kr.right - bt.get_width() - 5, line.centery - bt.get_height() // 2), "BOOST", kr)
    return hots


def nemesis_card(card, nem_side, w, h):
    key = ("ncard", card.id, w, h)

    def build():
        drawn.note("card", ("nemesis", card.id), (0, 0, w, h))
        frame = (70, 24, 90) if not card.hard else (150, 20, 30)
        s = card_base(w, h, frame, inner=(236, 226, 240)).copy()
        inner = pygame.Rect(6, 6, w - 12, h - 12)
        band = pygame.Rect(6, 6, w - 12, int(h * 0.14))
        pygame.draw.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
        t = A.whole_text(card.name, band.w - 8, band.h, int(band.h * 0.6), T.WHITE, True)
        drawn.put(s, t, t.get_rect(center=band.center).topleft, card.name, band)
        isz = int(h * 0.3)
        r = blit_center(s, A.sprite(card.icon, isz), (w // 2, band.bottom + 10 + isz // 2))
        drawn.note("icon", card.icon, r, inner, isz)
        ab = nem_side.ability(card.icon)
        t = A.whole_text(ab.name, w - 16, int(h * 0.14), int(h * 0.07), (60, 20, 80), True)
        drawn.put(s, t, t.get_rect(midtop=(w // 2, band.bottom + 16 + isz)).topleft, ab.name, inner)
        _spawns(s, card, pygame.Rect(10, int(h * 0.66), w - 20, int(h * 0.27)))
        if card.hard:
            hl = A.text("HARD", int(h * 0.05), (255, 220, 220), True)
            pygame.draw.rect(s, (150, 20, 30), hl.get_rect(topright=(w - 10, band.bottom + 4)).inflate(8, 2),
                             border_radius=4)
            drawn.put(s, hl, hl.get_rect(topright=(w - 10, band.bottom + 4)).topleft, "HARD", inner)
        return s
    return cached(key, build)


def _spawns(s, card, sw):
    """The spawn window of a nemesis card: each minion to place and its spawn location."""
    pygame.draw.rect(s, (40, 30, 44), sw, border_radius=8)
    lab = A.text("SPAWN", int(sw.h * 0.17), (230, 200, 255), True)
    drawn.put(s, lab, (sw.x + 8, sw.y + 4), "SPAWN", sw)
    n = max(1, len(card.spawns))
    cw = (sw.w - 16) // n
    k = min(sw.h, cw * 1.1)             # the slot's scale: three spawns share the window's width
    for i, slot in enumerate(card.spawns):
        cx = sw.x + 8 + cw * i + cw // 2
        m = A.sprite(slot.type, int(k * 0.5))
        drawn.note("icon", slot.type, blit_center(s, m, (cx - k * 0.2, sw.centery + 6)), sw, m.get_width())
        sp = A.sprite("spawn", int(k * 0.42))
        r = blit_center(s, sp, (cx + k * 0.24, sw.centery + 6))
        drawn.note("icon", "spawn", r, sw, sp.get_width())
        blit_center(s, A.text(str(slot.location), int(k * 0.3), T.WHITE, True), r.center)


def mini_card(card, deck_id, w, h):
    """A style card as a strip (in a combo meter): its combo icons, and its name where it fits whole
    (smaller icons first; a strip too narrow for the name shows the icons alone: hover or zoom it)."""
    key = ("mini", card.id, w, h)

    def build():
        drawn.note("card", ("mini", card.id), (0, 0, w, h))
        frame = T.STYLE_FRAMES.get(deck_id, (110, 90, 70))
        s = card_base(w, h, frame, seed=3).copy()
        inner = pygame.Rect(6, 4, w - 12, h - 8)
        name = None
        for isz in (h - 16, max(16, h - 22)):
            room = w - len(card.icons) * (isz + 2) - 20
            t = A.whole_text(card.name, room, h - 6, 14, T.INK, True, cut=False)
            if t is not None:
                name = t
                break
        isz = isz if name is not None else h - 16
        at = (w - len(card.icons) * (isz + 2) - 6, (h - isz) // 2)
        s.blit(icons_row(card.icons, isz, 2, at, inner), at)
        if name is not None:
            drawn.put(s, name, (9, h // 2 - name.get_height() // 2), card.name, inner)
        return s
    return cached(key, build)
