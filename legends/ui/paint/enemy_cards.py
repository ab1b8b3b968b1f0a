"""Minion and rival cards: name band, health, activation window, passive."""
from __future__ import annotations

import pygame

from .. import assets
from .. import drawn
from .. import rules_text
from .. import theme
from .cache import cached
from .cards import card_base
from .icons import MIN_ICON, blit_rows, rows_fit
from .shapes import Hot, badge_number, blit_center
from .. import gfx

NAME = 15       # a minion's or rival's name at least (down to MIN_TEXT where it would not be whole)


def enemy_card(name, health, activation, passive, w, h, frame, mark=None, round_label=None, extra=None):
    """A minion or rival card: name band (with round and extra info), health, activation window, passive."""
    key = ("enemy", name, health, tuple(activation), passive, w, h, tuple(frame), mark, round_label, extra)

    def build():
        drawn.note("card", ("enemy", name), (0, 0, w, h))
        s = card_base(w, h, frame, inner=(246, 238, 222), seed=len(name)).copy()
        band = pygame.Rect(5, 5, w - 10, max(18, int(h * 0.28)) if h >= 48 else 16)    # short: a row of 18 px icons
        hots = _band(s, band, name, frame, mark, round_label, extra)
        hots += _body(s, band.bottom + 1, w, h, health, activation, passive)
        return s, hots
    return cached(key, build)


def _band(s, band, name, frame, mark, round_label, extra, shown=None) -> list:
    """The name band: the kind mark, the name, and from the right the round and the extra info (where
    both fit; `shown`, a list: True appended when the extra info is drawn)."""
    hots = []
    band_h = band.h
    gfx.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
    x = band.x + 3
    if mark:
        m = assets.sprite(mark, band_h - 2)
        s.blit(m, (x, band.y + 1))
        drawn.note("icon", mark, (x, band.y + 1, band_h - 2, band_h - 2), band, band_h - 2)
        hots.append(Hot((x, band.y, band_h, band_h), rules_text.for_icon(mark)))
        x += band_h
    right = band.right - 4
    if round_label:
        rl = assets.text(round_label, max(assets.MIN_TEXT, int(band_h * 0.62)), theme.INK, True)
        rr = rl.get_rect(midright=(right, band.centery)).inflate(8, 0)
        gfx.rect(s, (255, 214, 64) if round_label == "R2" else (235, 235, 235), rr, border_radius=4)
        blit_center(s, rl, rr.center)
        right = rr.x - 4
        hots.append(Hot(rr, ("Round " + round_label[1], "A rival damaged on R1 flips to R2; damaged on R2 it is "
                             "defeated.", "Defeating Enemies")))
    size = max(next((z for z in range(NAME, assets.MIN_TEXT, -1) if assets.font(z, True).get_height() <= band_h),
                    assets.MIN_TEXT), int(band_h * 0.7))          # as large as the band holds, up to NAME
    if extra:
        et = assets.text(extra, max(min(size, NAME - 1), int(band_h * 0.55)), theme.lighter(frame, 0.75) if theme.luminance(frame) < 150
                    else theme.darker(frame, 0.4), True)
        if assets.font(assets.MIN_TEXT, True).size(name)[0] <= right - et.get_width() - 6 - x - 4:      # the name first: the
            drawn.put(s, et, (right - et.get_width(), band.centery - et.get_height() // 2), extra, band)
            right -= et.get_width() + 6          # extra (where it is) only when both fit (its tooltip says it)
            if shown is not None:
                shown.append(True)
    t = assets.whole_text(name, right - x - 4, band_h, size, theme.text_on(frame), True, min_size=assets.MIN_TEXT)
    drawn.put(s, t, (x + 2, band.centery - t.get_height() // 2), name, band)
    return hots


def _body(s, top, w, h, health, activation, passive) -> list:
    """The content row: health, the activation window, the passive (right; under the activation on
    a card too narrow for both on one line: rivals sharing a seat's strip)."""
    hots = []
    ch = h - top - (5 if h >= 50 else 4)
    hsz = max(18, min(ch, 44, w // 7))          # narrow (rivals sharing a strip): room for the activation
    hy = top + (ch - hsz) // 2
    s.blit(assets.sprite("health", hsz), (8, hy))
    drawn.note("icon", "health", (8, hy, hsz, hsz), s.get_rect(), hsz)
    badge_number(s, (8 + hsz - hsz // 5, hy + hsz - hsz // 5), health, max(7, hsz // 4))
    hots.append(Hot((8, hy, hsz, hsz), (f"Health {health}", "Successes one attack needs to damage it.",
                                        "Defeating Enemies")))
    x0 = 8 + hsz + 4
    area = pygame.Rect(x0, top, w - 8 - x0, ch)
    if passive:
        pt, pr = _passive(passive, w, top, ch, side=True)
        area = pygame.Rect(x0, top, pr.x - 4 - x0, ch)
        if not rows_fit((tuple(activation),), area, compact=True):
            pt, pr = _passive(passive, w, top, ch, side=False)
            area = pygame.Rect(x0, top, w - 8 - x0, pr.y - 1 - top)
        gfx.rect(s, (214, 236, 232), pr, border_radius=5)
        gfx.rect(s, (20, 90, 100), pr, 1, border_radius=5)
        drawn.put(s, pt, pt.get_rect(center=pr.center).topleft, passive[0], s.get_rect().inflate(-10, -6))
        hots.append(Hot(pr, ("Passive: " + passive[0], passive[1], "Minion and Rival Activations (passives)")))
    rows = (tuple(activation),)
    how = "beside" if area.h < 26 and rows_fit(rows, area, compact="beside") else True   # a pill would hide
    hots += blit_rows(s, rows, max(MIN_ICON, min(area.h - 1, 44)), area, compact=how)      # a small icon
    return hots


def _passive(passive, w, top, ch, side=True):
    """The passive's label and its box: right of the activation (on two lines where it is short of
    width), or one line under it at the right (`side` False)."""
    if side:
        room = max(int(w * 0.28), max(assets.font(assets.MIN_TEXT, True).size(word)[0] for word in passive[0].split()) + 2)
        pt = assets.whole_text(passive[0], room, ch - 6, max(assets.MIN_TEXT, min(16, int(ch * 0.42))), (20, 90, 100), True,
                          min_size=assets.MIN_TEXT)
        return pt, pt.get_rect(midright=(w - 9, top + ch // 2)).inflate(8, 4)
    pt = assets.text(passive[0], assets.MIN_TEXT, (20, 90, 100), True)
    return pt, pt.get_rect(bottomright=(w - 13, top + ch - 1)).inflate(8, 0)


def passive_label(p):
    """(label, rule text) of a minion's or rival's passive, as its card prints it; None without one."""
    if not p:
        return None
    return (p.effect.replace("_", " ").title() + (f" {list(p.args.values())[0]}" if p.args else ""),
            rules_text.effect_text(p.effect, p.args))


def rival_chip(name, health, activation, w, h, frame, round_label, where):
    """A compact rival card (two or more rivals sharing a seat's strip, each too narrow for
    enemy_card's row): the name band (mark, name, round), then its health, where it stands and,
    where they fit whole beside them, its activation's icons; icons short of room beside the place
    (Alex's three at 151 px) take the place into the band where it fits there, else they are left
    to its hover and the zoom."""
    key = ("rival chip", name, health, tuple(activation), w, h, tuple(frame), round_label, where)

    def build():
        drawn.note("card", ("enemy", name), (0, 0, w, h))
        s = card_base(w, h, frame, inner=(246, 238, 222), seed=len(name)).copy()
        if h < LINE_CHIP:                   # a row too short for two lines: one (name, place, round, health)
            return s, _line_chip(s, w, h, name, health, frame, round_label, where)
        band = pygame.Rect(5, 5, w - 10, 16 if h < 48 else max(18, int(h * 0.28)))
        top = band.bottom + 1
        ch = h - top - 4
        hsz = max(14, min(ch, 26))
        t = assets.text(where, assets.MIN_TEXT + 1 if ch >= 16 else assets.MIN_TEXT, theme.darker(frame, 0.4), True)
        x = 7 + hsz + 6
        rows = (tuple(activation),)
        beside = pygame.Rect(x + t.get_width() + 6, top, w - 6 - (x + t.get_width() + 6), ch)
        shown = [] if beside.w <= 0 or not rows_fit(rows, beside, compact="beside") else None
        hots = _band(s, band, name, frame, "rival", round_label, where if shown is not None else None, shown)
        if shown:               # the icons short of room beside the place: the place in the band (Alex's 3)
            beside = pygame.Rect(x, top, w - 6 - x, ch)
        else:
            drawn.put(s, t, (x, top + (ch - t.get_height()) // 2), where, s.get_rect().inflate(-6, -4))
        hots += _health_icon(s, 7, top + (ch - hsz) // 2, hsz, health)     # at the left of its body
        if beside.w > 0 and ch >= MIN_ICON and rows_fit(rows, beside, compact="beside"):
            hots += blit_rows(s, rows, max(MIN_ICON, min(ch, 26)), beside, compact="beside")
        return s, hots
    return cached(key, build)


def _health_icon(s, x, y, hsz, health) -> list:
    """A compact rival card's health icon at (x, y), its number on it, and its hotspot."""
    s.blit(assets.sprite("health", hsz), (x, y))
    drawn.note("icon", "health", (x, y, hsz, hsz), s.get_rect(), hsz)
    badge_number(s, (x + hsz - hsz // 5, y + hsz - hsz // 5), health, max(7, hsz // 4))
    return [Hot((x, y, hsz, hsz), (f"Health {health}", "Successes one attack needs to damage it.", "Defeating Enemies"))]


LINE_CHIP = 36      # a compact rival card under this height is one line (rival_chip)


def _line_chip(s, w, h, name, health, frame, round_label, where) -> list:
    """A compact rival card on one line: its band (mark, name, where it stands, round) and its
    health at the right end."""
    hsz = max(14, min(h - 8, 26))
    band = pygame.Rect(4, 4, w - 8 - hsz - 8, h - 8)
    hots = _band(s, band, name, frame, "rival", round_label, where)
    return hots + _health_icon(s, w - 10 - hsz, (h - hsz) // 2 - 1, hsz, health)
