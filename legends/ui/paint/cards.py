"""The printed cards: the card base, style cards (and their backs), nemesis cards (ability cards:
ability_cards.py)."""
from __future__ import annotations

import zlib

import pygame

from .. import assets
from .. import drawn
from .. import rules_text
from .. import theme
from .cache import cached
from .icons import MIN_ICON, blit_rows, icons_row, rows_fit
from .shapes import Hot, badge_number, blit_center
from .. import gfx


def card_base(w, h, frame, inner=theme.PAPER, radius=None, seed=1):
    key = ("cardbase", w, h, tuple(frame), tuple(inner), seed)

    def build():
        r = radius if radius is not None else max(6, min(w, h) // 12)
        s = gfx.surface((w, h), pygame.SRCALPHA)
        gfx.rect(s, theme.darker(frame, 0.55), s.get_rect(), border_radius=r)
        gfx.rect(s, frame, s.get_rect().inflate(-4, -4), border_radius=r - 1)
        inner_r = pygame.Rect(0, 0, w - 12, h - 12)
        inner_r.center = (w // 2, h // 2)
        gfx.rect(s, inner, inner_r, border_radius=max(3, r - 4))
        sp = assets.speckle((w, h), (120, 90, 60), seed=seed, density=0.003, alpha=30)
        clip = gfx.surface((w, h), pygame.SRCALPHA)
        gfx.rect(clip, (255, 255, 255, 255), inner_r, border_radius=max(3, r - 4))
        sp = sp.copy()
        sp.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(sp, (0, 0))
        gfx.rect(s, theme.lighter(frame, 0.35), s.get_rect().inflate(-4, -4), 1, border_radius=r - 1)
        return s
    return cached(key, build)


def style_card(card, deck_id: str, w: int, h: int):
    """A style card: name band, combo icons, action rows, sprint value. Returns (surface, hotspots rel.)."""
    key = ("style", card.id, w, h)

    def build():
        drawn.note("card", ("style", card.id), (0, 0, w, h))
        frame = theme.STYLE_FRAMES.get(deck_id, (110, 90, 70))
        s = card_base(w, h, frame, seed=zlib.crc32(card.id.encode()) & 255).copy()    # not hash(): it changes per run
        inner = pygame.Rect(6, 6, w - 12, h - 12)
        title, band, isz, ssz, area = _style_plan(card, w, h)
        _draw_band(s, band, frame, title, card.name)
        iy = band.bottom + _gap(h)
        s.blit(icons_row(card.icons, isz, 3, (8, iy), inner), (8, iy))
        hots = [Hot((8 + i * (isz + 3), iy, isz, isz), rules_text.for_icon(ic)) for i, ic in enumerate(card.icons)]
        # sprint badge (bottom right)
        sx, sy = w - ssz - 9, h - ssz - 6
        lab = assets.text("SPRINT", max(assets.MIN_TEXT, int(ssz * 0.45)), theme.darker(frame, 0.7), True)
        drawn.put(s, lab, (sx - lab.get_width() - 3, sy + ssz // 2 - lab.get_height() // 2), "SPRINT", inner)
        s.blit(assets.sprite("move", ssz), (sx, sy))
        drawn.note("icon", "move", (sx, sy, ssz, ssz), inner, ssz)
        badge_number(s, (sx + ssz - 4, sy + ssz - 4), card.sprint, max(7, ssz // 4))
        hots.append(Hot((sx - lab.get_width() - 3, sy, ssz + lab.get_width() + 3, ssz),
                        (f"Sprint {card.sprint}", rules_text.RULES["sprint"][1], "Sprint"), ref="sprint"))
        hots += blit_rows(s, card.rows, max(MIN_ICON, int(h * 0.24)), area)
        return s, hots
    return cached(key, build)


def _gap(h) -> int:
    """The space between a card's lines: 3 px on a hand card, more on a large one."""
    return max(3, h // 45)


def _style_plan(card, w, h):
    """(title, band, combo icon size, sprint size, rows area) of a style card: the name on two lines
    where the actions keep their room, else on one line in a condensed size."""
    isz, ssz, gap = max(16, int(h * 0.16) - 6), max(MIN_ICON, int(h * 0.15) - 3), _gap(h)
    base = pygame.Rect(6, 6, w - 12, max(20, int(h * 0.15)))
    for one_line in (12, 10, 0):
        title, band = _title(card.name, base, theme.WHITE, 6, None, one_line, cut=not one_line)
        if title is None:
            continue
        top = band.bottom + gap + isz + gap
        area = pygame.Rect(6, top, w - 12, h - 6 - ssz - 1 - top)
        if rows_fit(card.rows, area) or not one_line:
            return title, band, isz, ssz, area


def _title(name, band, color, right=8, size=None, one_line=12, cut=True):
    """A card's name whole for its band (on two lines, the band taller, when one is too narrow; on one
    line down to the size `one_line` first): (title, band), or (None, band) when it does not fit and
    not `cut`."""
    size = size or max(13, int(band.h * 0.62))
    title = assets.whole_text(name, band.w - right, band.h + 14, size, color, True, min_size=assets.MIN_TEXT, one_line=one_line,
                         cut=cut)
    if title is None:
        return None, band
    return title, pygame.Rect(band.x, band.y, band.w, max(band.h, title.get_height() + 4))


def _draw_band(s, band, frame, title, name):
    """The coloured name band at the top of a card, with its name."""
    gfx.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
    drawn.put(s, title, (band.x + 4, band.centery - title.get_height() // 2), name, band)


def card_back(w, h, color=(60, 40, 90), label="STYLE"):
    key = ("back", w, h, tuple(color), label)

    def build():
        s = card_base(w, h, color, inner=theme.darker(color, 0.8)).copy()
        inner = pygame.Rect(12, 12, w - 24, h - 24)
        for i in range(-h, w, 10):
            gfx.line(s, theme.darker(color, 0.65), (inner.x + i, inner.y), (inner.x + i + inner.h, inner.bottom), 3)
        gfx.rect(s, theme.lighter(color, 0.3), inner, 2, border_radius=6)
        if label:
            t = assets.fit_text(label, w - 28, max(12, h // 7), theme.lighter(color, 0.7), True)
            gfx.rect(s, theme.darker(color, 0.5), t.get_rect(center=(w // 2, h // 2)).inflate(10, 6), border_radius=5)
            blit_center(s, t, (w // 2, h // 2))
        return s
    return cached(key, build)


def nemesis_card(card, nem_side, w, h):
    key = ("ncard", card.id, w, h)

    def build():
        drawn.note("card", ("nemesis", card.id), (0, 0, w, h))
        frame = (70, 24, 90) if not card.hard else (150, 20, 30)
        s = card_base(w, h, frame, inner=(236, 226, 240)).copy()
        inner = pygame.Rect(6, 6, w - 12, h - 12)
        band = pygame.Rect(6, 6, w - 12, int(h * 0.14))
        gfx.rect(s, frame, band, border_top_left_radius=6, border_top_right_radius=6)
        t = assets.whole_text(card.name, band.w - 8, band.h, int(band.h * 0.6), theme.WHITE, True)
        drawn.put(s, t, t.get_rect(center=band.center).topleft, card.name, band)
        isz = int(h * 0.3)
        r = blit_center(s, assets.sprite(card.icon, isz), (w // 2, band.bottom + 10 + isz // 2))
        drawn.note("icon", card.icon, r, inner, isz)
        ab = nem_side.ability(card.icon)
        t = assets.whole_text(ab.name, w - 16, int(h * 0.14), int(h * 0.07), (60, 20, 80), True)
        drawn.put(s, t, t.get_rect(midtop=(w // 2, band.bottom + 16 + isz)).topleft, ab.name, inner)
        _spawns(s, card, pygame.Rect(10, int(h * 0.66), w - 20, int(h * 0.27)))
        if card.hard:
            hl = assets.text("HARD", int(h * 0.05), (255, 220, 220), True)
            gfx.rect(s, (150, 20, 30), hl.get_rect(topright=(w - 10, band.bottom + 4)).inflate(8, 2),
                             border_radius=4)
            drawn.put(s, hl, hl.get_rect(topright=(w - 10, band.bottom + 4)).topleft, "HARD", inner)
        return s
    return cached(key, build)


def _spawns(s, card, sw):
    """The spawn window of a nemesis card: each minion to place and its spawn location."""
    gfx.rect(s, (40, 30, 44), sw, border_radius=8)
    lab = assets.text("SPAWN", int(sw.h * 0.17), (230, 200, 255), True)
    drawn.put(s, lab, (sw.x + 8, sw.y + 4), "SPAWN", sw)
    n = max(1, len(card.spawns))
    cw = (sw.w - 16) // n
    k = min(sw.h, cw * 1.1)             # the slot's scale: three spawns share the window's width
    for i, slot in enumerate(card.spawns):
        cx = sw.x + 8 + cw * i + cw // 2
        m = assets.sprite(slot.type, int(k * 0.5))
        drawn.note("icon", slot.type, blit_center(s, m, (cx - k * 0.2, sw.centery + 6)), sw, m.get_width())
        sp = assets.sprite("spawn", int(k * 0.42))
        r = blit_center(s, sp, (cx + k * 0.24, sw.centery + 6))
        drawn.note("icon", "spawn", r, sw, sp.get_width())
        blit_center(s, assets.text(str(slot.location), int(k * 0.3), theme.WHITE, True), r.center)


def mini_card(card, deck_id, w, h):
    """A style card as a strip (in a combo meter): its combo icons, and its name at 12 px or more:
    beside the icons where it fits whole (mini_plan), else across the strip with the icons in a
    column, after or under it, its words shortened only where they must (named_plan); a slim strip
    (under SLIM) on one line (slim_plan). A strip too narrow for any of these shows the icons
    alone: hover or zoom it."""
    key = ("mini", card.id, w, h)

    def build():
        drawn.note("card", ("mini", card.id), (0, 0, w, h))
        frame = theme.STYLE_FRAMES.get(deck_id, (110, 90, 70))
        n = max(1, len(card.icons))
        if h < SLIM:                        # a one-column meter's slim strip (142 px boards at 1152x648)
            return _slim(card, frame, slim_plan(card.name, n, w, h), w, h)
        s = card_base(w, h, frame, seed=3).copy()
        inner = pygame.Rect(6, 4, w - 12, h - 8)
        plan = mini_plan(card.name, n, w, h)
        named = named_plan(card.name, n, w, h) if plan is None else None
        if named is not None:               # the name first, the icons in a column beside it (issue 26)
            _named(s, card, named, w, h, inner)
            return s
        if plan is None:
            isz = min(h - 16, (inner.w - 2 * (n - 1)) // n)
            if isz < 14:                    # a very narrow strip (a seat's essentials): the icons in a column
                isz = max(8, min(inner.w, (inner.h - 2 * (n - 1)) // n))
                y = (h - n * (isz + 2) + 2) // 2
                for i, icon in enumerate(card.icons):
                    at = ((w - isz) // 2, y + i * (isz + 2))
                    s.blit(icons_row((icon,), isz, 2, at, inner), at)
                return s
            at = ((w - (n * (isz + 2) - 2)) // 2, (h - isz) // 2)    # alone: centred
            s.blit(icons_row(card.icons, isz, 2, at, inner), at)
            return s
        lines, z, isz, under = plan
        f = assets.font(z, True)
        step = f.get_height() - 2
        y = h // 2 - (step * (len(lines) - 1) + f.get_height()) // 2
        row_w = n * (isz + 2) - 2
        at = (w - row_w - 8, y + (f.get_height() - isz) // 2 if under else (h - isz) // 2)
        s.blit(icons_row(card.icons, isz, 2, at, inner), at)
        box = inner.inflate(0, 6)           # two lines reach the frame's band, not past it
        for k, line in enumerate(lines):
            drawn.put(s, assets.text(line, z, theme.INK, True), (9, y + k * step), card.name if len(lines) == 1 else line, box)
        return s
    return cached(key, build)


def name_splits(name) -> list:
    """The ways to set a name on two lines: at a space, or after a hyphen ("V-" / "Reversal"), never
    inside a word."""
    out = [(name[:i], name[i + 1:]) for i, ch in enumerate(name) if ch == " "]
    return out + [(name[:i + 1], name[i + 1:]) for i, ch in enumerate(name) if ch == "-" and 0 < i < len(name) - 1]


def mini_plan(name, n, w, h):
    """(lines, font size, icon size, under) of a combo-meter strip's name, as large as fits, never
    under 12 px nor cut inside a word: on one line, or two, beside the n icons; else (`under`) the
    first line beside the icons and the second across the strip under them (a short card in a 720p
    meter: "V-" [icon] / "Reversal"); None where none fits (the icons alone)."""
    for isz in (h - 16, max(16, h - 22)):
        room = w - n * (isz + 2) - 20
        for z in range(14, assets.MIN_TEXT - 1, -1):
            f = assets.font(z, True)
            if f.size(name)[0] <= room:
                return [name], z, isz, False
            fits = [c for c in name_splits(name) if max(f.size(c[0])[0], f.size(c[1])[0]) <= room]
            if fits and 2 * f.get_height() - 2 <= h - 6:
                return list(min(fits, key=lambda c: max(f.size(c[0])[0], f.size(c[1])[0]))), z, isz, False
    for z in range(13, assets.MIN_TEXT - 1, -1):
        f = assets.font(z, True)
        isz = min(h - 16, f.get_height())
        room = w - n * (isz + 2) - 20
        fits = [c for c in name_splits(name) if f.size(c[0])[0] <= room and f.size(c[1])[0] <= w - 18]
        if fits and 2 * f.get_height() - 2 <= h - 4:
            return list(min(fits, key=lambda c: f.size(c[1])[0])), z, isz, True
    return None


SLIM = 28      # a meter strip under this height is slim: its name on one line at 13 or 12 px, its icons after


def slim_plan(name, n, w, h):
    """(text, size, icon size) of a slim strip (a meter in one column: a 142 px board at 1152x648):
    the name on one line at 13 px or 12 (its words shortened only where it must: _shortened), the n
    icons (14 px down to 10) at the right; None where it does not fit."""
    best = None
    for isz in sorted({max(10, min(14, h - 5)), 12, 10}, reverse=True):
        room = w - 10 - n * (isz + 2)         # 5 px in, 3 to the icons, 4 px off the right edge
        for z in (13, assets.MIN_TEXT):
            f = assets.font(z, True)
            text = _shortened(name, f, room)
            if f.get_height() <= h - 2 and f.size(text)[0] <= room:
                key = (len(name) - len(text), -isz, -z)         # the fewest letters dropped, then large
                if best is None or key < best[0]:
                    best = (key, (text, z, isz))
    return best[1] if best else None


def _slim(card, frame, plan, w, h):
    """A slim strip: a thin frame in the deck's colour, paper inside, the name and its icons."""
    s = gfx.surface((w, h), pygame.SRCALPHA)
    gfx.rect(s, theme.darker(frame, 0.55), s.get_rect(), border_radius=5)
    gfx.rect(s, frame, s.get_rect().inflate(-2, -2), border_radius=4)
    gfx.rect(s, theme.PAPER, s.get_rect().inflate(-6, -4), border_radius=3)
    n = max(1, len(card.icons))
    isz = plan[2] if plan else max(8, min(14, h - 6))
    at = (w - 4 - (n * (isz + 2) - 2), (h - isz) // 2)
    s.blit(icons_row(card.icons, isz, 2, at, s.get_rect()), at)
    if plan is not None:
        img = assets.text(plan[0], plan[1], theme.INK, True)
        drawn.put(s, img, (5, (h - img.get_height()) // 2), plan[0], s.get_rect().inflate(-2, 0))
    return s


def has_name(name, n, w, h) -> bool:
    """Whether a meter strip w x h with n icons shows `name` (mini_plan, named_plan or slim_plan)."""
    if h < SLIM:
        return slim_plan(name, n, w, h) is not None
    return mini_plan(name, n, w, h) is not None or named_plan(name, n, w, h) is not None


def whole_name(name, n, w, h) -> bool:
    """Whether it shows `name` with no word shortened (wrapped or hyphenated is whole)."""
    if h < SLIM:
        plan = slim_plan(name, n, w, h)
        return plan is not None and plan[0] == name
    if mini_plan(name, n, w, h) is not None:
        return True
    plan = named_plan(name, n, w, h)
    return plan is not None and "".join(plan[0]).replace("-", "").replace(" ", "") == name.replace("-", "").replace(" ", "")


def _short(word, f, room) -> str:
    """A word cut to its first letters and a full stop where it is wider than room ("Press.",
    "Scr."; 2 letters dropped at least, 3 kept, never after a vowel), whole where it fits."""
    if f.size(word)[0] <= room:
        return word
    for k in range(len(word) - 2, _least(word) - 1, -1):
        cut = word[:k] + "."
        if f.size(cut)[0] <= room and word[k - 1].lower() not in "aeiou-":     # "Scr.", not "Scre."
            return cut
    return word


def _least(word) -> int:
    """The fewest letters a shortened word keeps: 3, and 1 past its hyphen ("Full-S."; "Full-Scr."
    where it fits: the fewest letters go); a word of 4 letters or fewer, or whose last part is 3 or
    fewer ("Wake-Up"), is never shortened."""
    last = word.split("-")[-1]
    if len(word) <= 4 or len(last) <= 3:
        return len(word)
    return max(3, len(word) - len(last) + 1)


PLACES = ("column", "tail", "head", "below")     # where a named strip's icons go, the first preferred
TAIL = 2                                 # px between a name's line and its icons after it ("tail", "head")


def named_plan(name, n, w, h):
    """(lines, size, icon size, place) of a meter strip too narrow for mini_plan, the name first:
    on one line or two (split between words, after a hyphen, a long lone word hyphenated), 14 px
    down to 12, its words shortened only where no way keeps them whole ("Full-S." / "Fireball",
    the fewest letters dropped: the tooltip names it whole). The n icons (14, 12 or 10 px: they
    pay costs) in a column at the right ("column"), else the name across the strip and the icons in
    a row after its last line ("tail": "Read the" / "Jump" [icon]), after its first ("head": "Study
    the" [icon] / "Opponent") or under it ("below": "Suplex"
    over [icon]); None where no way is readable."""
    best = None
    for isz in (14, 12, 10):
        for z in range(14, assets.MIN_TEXT - 1, -1):
            f = assets.font(z, True)
            for place in PLACES:
                for way, cut in _ways(name, f, h):
                    short = _placed(way, f, place, n, isz, w, h)
                    if short is None:
                        continue
                    lost = sum(map(len, way)) - sum(map(len, short))
                    key = (lost, cut, len(short) > 2, PLACES.index(place), -isz,
                           abs(f.size(short[0])[0] - f.size(short[-1])[0]) if cut else 0, -z)
                    if best is None or key < best[0]:
                        best = (key, (short, z, isz, place))
    return best[1] if best else None


def _ways(name, f, h) -> list:
    """The ways to set name on a strip h tall in font f: (lines, cut) (cut: a lone word hyphenated);
    three lines between words where they stand (a 79x49 strip: "Solar" / "Plexus" / "Strike", not
    "Solar Plex." / "Strike": named_plan takes them only where two lines would shorten a word)."""
    two = 2 * f.get_height() - 4 <= h - 6
    three = 3 * (f.get_height() - 3) + 3 <= h - 8
    words = name.split(" ")
    return [([name], 0)] + ([(list(c), 0) for c in name_splits(name)] if two else []) + (
        [([name[:i] + "-", name[i:]], 1) for i in range(3, len(name) - 2)] if two and " " not in name
        and "-" not in name and len(name) >= 8 else []) + (    # one long word hyphenated ("Back-" / "dash")
        [([" ".join(words[:i]), " ".join(words[i:j]), " ".join(words[j:])], 0)
         for i in range(1, len(words) - 1) for j in range(i + 1, len(words))] if three else [])


def _placed(way, f, place, n, isz, w, h):
    """The lines of `way` as they fit a w x h strip with n icons of isz at `place` (each word
    shortened only as it must: _shortened), or None where they do not."""
    fh, row = f.get_height(), n * (isz + 2) - 2
    if place == "column":
        if isz > (h - 8 - 2 * (n - 1)) // n:
            return None
        rooms = [w - 15 - isz] * len(way)
    elif place == "tail":
        if isz > fh:
            return None
        rooms = [w - 10] * (len(way) - 1) + [w - 11 - TAIL - row]  # the icons 6 px off the right edge
    elif place == "head":                                           # after the first line: "Study the" [icon]
        if isz > fh or len(way) < 2:
            return None
        rooms = [w - 11 - TAIL - row] + [w - 10] * (len(way) - 1)
    else:                               # (a lone line and its icons under it reach 1 px nearer the frame:
        if (len(way) - 1) * (fh - 3) + fh + 1 + isz > h - (6 if len(way) == 1 else 8) or row > w - 10:
            return None                 # "Overhead" over [icon] at 75x32, not "Over-" / "head": issue 26)
        rooms = [w - 10] * len(way)
    short = [_shortened(t, f, r) for t, r in zip(way, rooms)]
    return short if all(f.size(t)[0] <= r for t, r in zip(short, rooms)) else None


def _shortened(text, f, room) -> str:
    """text with each word too wide for room shortened (_short), then its longest words a letter
    shorter at a time while the line is ("Run." / "Bear Hug"; 3 letters kept)."""
    words = [_short(wd, f, room) for wd in text.split(" ")]
    full = text.split(" ")
    while f.size(" ".join(words))[0] > room:
        stems = [wd[:-1] if wd != full[i] else wd for i, wd in enumerate(words)]
        can = [i for i, st in enumerate(stems) if len(st) - (2 if st == full[i] else 1) >= _least(full[i])]
        if not can:
            break
        i = max(can, key=lambda k: f.size(words[k])[0])
        stem = stems[i][:-1] if stems[i] != full[i] else stems[i][:-2]
        while len(stem) > _least(full[i]) and stem[-1].lower() in "aeiou-":
            stem = stem[:-1]
        words[i] = stem + "."
    return " ".join(words)


def _named(s, card, plan, w, h, inner):
    """A meter strip's name (named_plan) and its icons: in a column at its right, in a row after
    the name's last line, or under the name."""
    lines, z, isz, place = plan
    n = max(1, len(card.icons))
    f = assets.font(z, True)
    fh, step, row = f.get_height(), f.get_height() - 3, n * (isz + 2) - 2
    tall = step * (len(lines) - 1) + fh + (1 + isz if place == "below" else 0)
    y = (h - tall) // 2
    room = w - 15 - isz if place == "column" else w - 10     # the name across the strip: 5 px off its sides
    left = 7 if place == "column" else 5
    box = inner.inflate(2, 6)
    for k, line in enumerate(lines):
        img = assets.text(line, z, theme.INK, True)
        tail = (place == "tail" and k == len(lines) - 1) or (place == "head" and k == 0)
        x = left + (room - img.get_width() - (TAIL + 1 + row if tail else 0)) // 2
        drawn.put(s, img, (x, y + k * step), line, box)      # as drawn: a shortened name noted shortened
        if tail:
            end, ty = x + img.get_width() + TAIL, y + k * step + (fh - isz) // 2
    if place == "column":
        at = [(w - 6 - isz, (h - n * (isz + 2) + 2) // 2 + i * (isz + 2)) for i in range(n)]
    elif place in ("tail", "head"):
        at = [(end + i * (isz + 2), ty) for i in range(n)]
    else:
        at = [(left + (room - row) // 2 + i * (isz + 2), y + step * (len(lines) - 1) + fh + 1) for i in range(n)]
    for icon, xy in zip(card.icons, at):
        s.blit(icons_row((icon,), isz, 2, xy, inner), xy)
