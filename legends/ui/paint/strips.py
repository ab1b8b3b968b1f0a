"""A style card as a hand strip: for a hand too crowded for its cards (a 720p table), a card shown
whole in a short strip: its name in a band of its style's colour, its actions, its combo icons and
its Sprint value. On one line where they all fit, else the name over the actions (the combo icons
and the Sprint badge beside the name where the actions' line has no room for them). The keywords
stand beside their icons or, on a strip too narrow for that (a few cards with two keyworded actions
at the narrowest strips), they are left to the tooltip and the zoom (Z) and the icons with their
numbers stay. The name is cut with "..." only where even 12 px does not
fit."""
from __future__ import annotations

import dataclasses

import pygame

from .. import assets
from .. import drawn
from .. import rules_text
from .. import theme
from .cache import cached
from .icons import KEYWORD, MIN_ICON, icons_row, row_surface
from .shapes import Hot, badge_number
from .. import gfx

STRIP_MIN_H = 39        # a strip shorter than this cannot hold its name over a line of icons
NAME_SIZES = (14, 13, assets.MIN_TEXT)
ONE_LINE_NAMES = (17, 16, 15) + NAME_SIZES     # a name beside its actions where the strip has the room (issue 26)
KEYWORDS = ("beside", "bare")          # beside their icons, or left to the tooltip
SMALL = 14              # the combo icons and the Sprint badge beside the name


def _bare(a):
    return a if a.icon == "effect" else dataclasses.replace(a, boost=0, target=1, withdraw=False, charge=False,
                                                            effect="", params=())


def _acts(card, isz, how, kw=None) -> list:
    """The action rows as parts: ("acts", [(rect, act)], surface, w, h), a divider between rows; the
    keywords at least `kw` (else the text floor)."""
    parts = []
    for i, row in enumerate(card.rows):
        if i:
            parts.append(("gap", None, None, 7, isz))
        acts = tuple(row) if how != "bare" else tuple(_bare(a) for a in row)
        img, spots = row_surface(acts, isz, compact="beside" if how == "bare" else how, kw=kw)
        parts.append(("acts", [(r, a) for (r, _), a in zip(spots, row)], img, img.get_width(), img.get_height()))
    return parts


def _extras(card, isz, lead=6, esz=None) -> list:
    """The combo icons (of esz - 4, at least SMALL) and the Sprint badge (of esz) as parts on a line
    of isz."""
    esz = esz or isz
    csz = max(SMALL, esz - 4)
    return [("space", None, None, lead, isz),
            ("combo", card.icons, None, len(card.icons) * (csz + 2) - 2, csz), ("space", None, None, 3, isz),
            ("sprint", card.sprint, None, esz, esz)]


def _width(parts) -> int:
    return sum(p[3] for p in parts)


def _name_size(name, width, sizes=NAME_SIZES):
    return next((z for z in sizes if assets.font(z, True).size(name)[0] <= width), None)


def strip_plan(card, w, h):
    """How a strip of w x h shows the card: (layout, name size or None (cut), icon size, keywords,
    extras, keywords' least size or None). layout "one": all on one line (the icons as large as
    fit, then the keywords at KEYWORD with the name at 14 or more, else the name up to 17 px and the
    keywords at the floor); "two": the name's band over the actions' line, the combo icons and
    Sprint badge on that line (extras: their icon size) or in the band (True); the keywords at
    KEYWORD where the line has the room and the actions are no taller so."""
    for how in KEYWORDS[:1]:
        for isz in range(min(24, h - 8), MIN_ICON - 1, -1):
            for kw, sizes in ((KEYWORD, ONE_LINE_NAMES[:-2]), (None, ONE_LINE_NAMES)):
                acts = _acts(card, isz, how, kw)
                z = _name_size(card.name, w - 26 - _width(acts + _extras(card, isz)), sizes)
                if z is not None and (kw is None or max(p[4] for p in acts) <= h - 4):
                    return "one", z, isz, how, False, kw
    band_sizes = [z for z in NAME_SIZES if assets.font(z, True).get_height() + 1 + MIN_ICON + 4 <= h] or [assets.MIN_TEXT]
    for how in KEYWORDS:
        for up in (False, True):
            room = w - 8 - (_width(_extras(card, SMALL, 4)) if up else 0)
            z = _name_size(card.name, room, band_sizes)
            if z is None:
                continue
            for isz in range(max(MIN_ICON, min(22, h - assets.font(z, True).get_height() - 5)), MIN_ICON - 1, -1):
                for esz in ((None,) if up else (isz, SMALL)):
                    for kw in ((KEYWORD, None) if how == "beside" else (None,)):
                        acts = _acts(card, isz, how, kw)
                        if _width(acts + ([] if up else _extras(card, isz, 4, esz))) <= w - 14 and (
                                kw is None or max(p[4] for p in acts) <= max(p[4] for p in _acts(card, isz, how))):
                            return "two", z, isz, how, up or esz, kw
    return "two", _name_size(card.name, w - 8, band_sizes), MIN_ICON, "bare", SMALL, None


def hand_strip(card, deck_id: str, w: int, h: int):
    """The card as a strip of w x h; returns (surface, hotspots relative to it: its actions, combo
    icons and the Sprint badge, ref "sprint")."""
    key = ("hand-strip", card.id, w, h)

    def build():
        drawn.note("card", ("strip", card.id), (0, 0, w, h))
        frame = theme.STYLE_FRAMES.get(deck_id, (110, 90, 70))
        s = gfx.surface((w, h), pygame.SRCALPHA)
        gfx.rect(s, theme.darker(frame, 0.55), s.get_rect(), border_radius=6)
        gfx.rect(s, frame, s.get_rect().inflate(-4, -4), border_radius=5)
        layout, z, isz, how, up, kw = strip_plan(card, w, h)
        name = _name_image(card, w, z)
        if how == "bare":
            drawn.note("brief", card.name)
        box = pygame.Rect(0, 0, w, h)
        if layout == "one":
            line = _acts(card, isz, how, kw) + _extras(card, isz)
            band = pygame.Rect(2, 2, name.get_width() + 12, h - 4)
            paper = pygame.Rect(band.right, 4, w - 4 - band.right, h - 8)
            groups = [(line, paper.right - 4 - _width(line), paper.centery - isz // 2, isz)]
        else:
            top = _extras(card, SMALL, 0) if up is True else []
            band = pygame.Rect(2, 2, w - 4, max(name.get_height() - 3, SMALL + 2 if top else 0) + 1)
            paper = pygame.Rect(4, band.bottom, w - 8, h - 3 - band.bottom)
            acts = _acts(card, isz, how, kw)
            tall = max([p[4] for p in acts] + [isz])        # an icon with its number badge below it
            y = min(paper.centery - isz // 2, h - 3 - (isz + tall + 1) // 2)    # the numbers inside the strip
            groups = [(acts, paper.x + 3, y, isz)]
            ex = top or _extras(card, isz, 0, up)       # the Sprint badge at the right end, as on the card
            groups.append((ex, band.right - 4 - _width(ex), band.centery - SMALL // 2, SMALL) if top else
                          (ex, paper.right - 3 - _width(ex), y, isz))
        gfx.rect(s, theme.PAPER, paper, border_radius=4)
        drawn.put(s, name, _name_at(layout, band, name), card.name,
                  band if layout == "one" else band.inflate(0, 4))    # its line spacing may overhang the band
        hots = []
        for parts, x, y, lh in groups:
            hots += _blit_parts(s, parts, pygame.Rect(x, y, _width(parts), lh), box)
        return s, hots
    return cached(key, build)


def _name_image(card, w, z):
    return assets.text(card.name, z, theme.WHITE, True) if z else assets.fit_text(card.name, w - 8, assets.MIN_TEXT, theme.WHITE, True)


def _name_at(layout, band, name):
    return band.x + (5 if layout == "one" else 2), band.centery - name.get_height() // 2


def strip_name_rect(card, w, h) -> pygame.Rect:
    """Where a strip of w x h writes the card's name (relative to the strip): what a mark on it keeps off."""
    layout, z, _isz, _how, up, _kw = strip_plan(card, w, h)
    name = _name_image(card, w, z)
    if layout == "one":
        band = pygame.Rect(2, 2, name.get_width() + 12, h - 4)
    else:
        band = pygame.Rect(2, 2, w - 4, max(name.get_height() - 3, SMALL + 2 if up is True and _extras(card, SMALL, 0) else 0) + 1)
    return pygame.Rect(_name_at(layout, band, name), name.get_size())


def _blit_parts(s, parts, line, box) -> list:
    """Draw the parts from line.x, each centred on line; their hotspots."""
    hots, x = [], line.x
    for kind, what, img, pw, ph in parts:
        y = line.centery - ph // 2
        if kind == "gap":
            gfx.line(s, (150, 130, 110), (x + pw // 2, line.y + 2), (x + pw // 2, line.bottom - 2), 1)
        elif kind == "acts":
            s.blit(img, (x, y))
            for r, a in what:
                drawn.note("act", a, r.move(x, y), box, line.h)
                hots.append(Hot(r.move(x, y), rules_text.act_help(a)))
        elif kind == "combo":
            s.blit(icons_row(what, ph, 2, (x, y), box), (x, y))
            hots += [Hot((x + i * (ph + 2), y, ph, ph), rules_text.for_icon(ic)) for i, ic in enumerate(what)]
        elif kind == "sprint":
            s.blit(assets.sprite("move", pw), (x, y))
            drawn.note("icon", "move", (x, y, pw, ph), box, pw)
            r = max(7, pw * 2 // 5)
            badge_number(s, (x + pw - r + 3, y + ph - r + 3), what, r)
            hots.append(Hot((x, y, pw, ph), (f"Sprint {what}", rules_text.RULES["sprint"][1], "Sprint"), ref="sprint"))
        x += pw
    return hots
