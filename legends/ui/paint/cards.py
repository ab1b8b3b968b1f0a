"""The printed cards: the card base, style cards (and their backs), ability cards, nemesis cards."""
from __future__ import annotations

import pygame

from .. import assets as A
from .. import rules_text
from .. import theme as T
from .cache import cached
from .icons import blit_rows, icons_row, rows_surface
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
            hots += _kicker(s, side.kicker, frame, w, h, kick_h)
        return s, hots
    return cached(key, build)


def _kicker(s, k, frame, w, h, kick_h) -> list:
    """The kicker strip at the foot of an ability card: "+", its cost, its actions, BOOST."""
    kr = pygame.Rect(7, h - kick_h - 7, w - 14, kick_h)
    pygame.draw.rect(s, T.mix(frame, T.PAPER, 0.75), kr, border_radius=5)
    pygame.draw.line(s, frame, (kr.x + 4, kr.y), (kr.right - 4, kr.y), 2)
    ksz = max(13, int(kick_h * 0.62))
    lab = A.text("+", ksz, T.darker(frame, 0.6), True)
    s.blit(lab, (kr.x + 3, kr.centery - lab.get_height() // 2))
    kc = icons_row(k.cost, ksz, 2)
    s.blit(kc, (kr.x + 3 + lab.get_width() + 2, kr.centery - ksz // 2))
    x = kr.x + 8 + lab.get_width() + kc.get_width()
    hots = [Hot(kr, rules_text.RULES["kicker"])]
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
    return hots


def nemesis_card(card, nem_side, w, h):
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


def mini_card(card, deck_id, w, h):
    """A style card as a strip (in a combo meter): name and combo icons."""
    key = ("mini", card.id, w, h)

    def build():
        frame = T.STYLE_FRAMES.get(deck_id, (110, 90, 70))
        s = card_base(w, h, frame, seed=3).copy()
        isz = h - 16
        icons = icons_row(card.icons, isz, 2)
        s.blit(icons, (w - icons.get_width() - 8, 8))
        t = A.fit_lines(card.name, w - icons.get_width() - 22, h - 6, 14, T.INK, True, min_size=10)
        s.blit(t, (9, h // 2 - t.get_height() // 2))
        return s
    return cached(key, build)
