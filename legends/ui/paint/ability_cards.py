"""Ability cards: the name band, the cost line (the cost, a short kicker, the upgrade marker), the
actions, and a kicker with actions (or too long for the cost line) in a strip at the foot (its
layout and painting: kickers.py).

Every piece is whole at every size the table uses (tests/test_cards_whole.py): the name goes on two
lines where the actions keep their room, else on one line in a condensed size; the actions shrink
down to MIN_ICON and no further; a kicker's BOOST label never runs under its cost icon."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import assets
from .. import drawn
from .. import rules_text
from .. import theme
from .cache import cached
from .cards import _draw_band, _title, card_base
from .badges import act_tags, tag_size
from .icons import KEYWORD, MIN_ICON, blit_rows, icons_row, rows_fit, rows_plan
from .packed import shown_tags
from .kickers import KEEP, _Kicker, _kicker_line, _kicker_plan, _kicker_strip, _plus, _whole_kicker
from .shapes import Hot
from .. import gfx

TITLE = 15      # a card's name at least, where it is whole on one line at that size (down to MIN_TEXT where not)
TWO_LINES = 13  # a short card's name on two lines: no larger (the actions keep their room)
PAD = 2         # the name band's height over its name's (issue 26: 4 px gave the actions less room)
SHORT = {"Tatsumaki Senpukyaku": "Tatsumaki"}   # a fan's short form where the whole name leaves the actions no
                                                # room on a 95 px card (docs/ui.md, Cards)



def _frame(fighter, upgraded):
    col = theme.hex_color(fighter.color)
    frame = theme.mix(col, (40, 30, 30), 0.35) if theme.luminance(col) > 170 else col
    return theme.mix(frame, (230, 180, 40), 0.55) if upgraded else frame


def card_plan(fighter, idx: int, upgraded: bool, w: int, h: int) -> "_Plan":
    """Where a side's pieces go at w x h, as ability_card draws it, with what a reader sees: `brief`
    (its actions left to the tooltip: "Z: actions"), `keyword` (its keywords' least font size, None
    when it draws none) and `boost` (its kicker's BOOST label's size, None when none)
    (bench/card_keywords.py, tests/test_issue26_cards.py)."""
    ab = fighter.abilities[idx]
    side = ab.side(upgraded)
    p = _plan(ab.name, side, upgraded, w, h, theme.text_on(_frame(fighter, upgraded)))
    p.brief = not rows_fit(side.rows, p.area, compact=p.pills) or bool(p.kick and p.kick.wide)
    p.keyword = None if p.brief else _keyword(side, p, p.pills, h)
    p.boost = p.kick.boost_z if p.kick is not None and not p.brief else None
    return p


def _tag_sizes(rows, size, rect, pills) -> list:
    """The font sizes of the keywords blit_rows draws for `rows` in rect."""
    _img, spots, kw = rows_plan(rows, size, pygame.Rect(rect), compact=pills, keep=KEEP)
    return [tag_size(sz, pills, kw) for _r, a, sz in spots if shown_tags(a, pills == "mark")]


def ability_card(fighter, idx: int, upgraded: bool, w: int, h: int):
    """An ability card (standard or upgraded side): name, cost, rows, kicker."""
    ab = fighter.abilities[idx]
    key = ("ability", fighter.id, idx, upgraded, w, h)

    def build():
        drawn.note("card", ("ability", fighter.id, idx, upgraded), (0, 0, w, h))
        frame = _frame(fighter, upgraded)
        s = card_base(w, h, frame, inner=(250, 242, 222) if not upgraded else (255, 246, 210),
                      seed=idx + 11).copy()
        side = ab.side(upgraded)
        p = card_plan(fighter, idx, upgraded, w, h)
        _draw_band(s, p.band, frame, p.title, p.shown or ab.name)
        csz, (cx, cy) = p.csz, p.cost_at or (8, p.band.bottom + _gap(h))
        inner = pygame.Rect(6, 6, w - 12, h - 12)
        s.blit(icons_row(side.cost, csz, 2, (cx, cy), inner), (cx, cy))
        hots = [Hot((cx + i * (csz + 2), cy, csz, csz), rules_text.for_icon(ic)) for i, ic in enumerate(side.cost)]
        if upgraded and p.marker_at:        # beside the name (a short card)
            hots.append(_marker(s, p.marker_at, csz // 2))
        elif upgraded and p.marker_in_band:
            hots.append(_marker(s, (p.band.right - 4 - csz // 2, p.band.centery), csz // 2))
        elif upgraded:
            hots.append(_marker(s, (w - 8 - csz // 2, cy + csz // 2), csz // 2))
        if p.brief:                                     # not whole even so: the name and the cost;
            return s, hots + _brief(s, p.area.union((p.area.x, p.area.y, p.area.w, h - 7 - p.area.y)))
                                                    # the actions in the tooltip and the zoom (no kicker strip)
        hots += blit_rows(s, side.rows, max(MIN_ICON, int(h * 0.22)), p.area, compact=p.pills, keep=KEEP)
        kick = p.kick
        if kick is not None and kick.inline:
            hots += _kicker_line(s, side.kicker, kick, frame, kick.x, cy if kick.at_y is None else kick.at_y, inner)
        if kick is not None and kick.h:
            hots += _kicker_strip(s, side.kicker, kick, frame, w, h)
        return s, hots
    return cached(key, build)


@dataclass
class _Plan:
    title: pygame.Surface
    band: pygame.Rect
    csz: int
    marker_in_band: bool
    kick: _Kicker | None
    area: pygame.Rect
    pills: bool | str = False   # True: the keywords as pills on their icons (a short card); "hang",
                                # "pack", "mark": how the rows go (icons.rows_surface's `compact`)
    cost_at: tuple | None = None    # the cost at the end of a line of the name (a short card), not on a line of its own
    marker_at: tuple | None = None  # then the upgrade marker's centre: after the cost, or at the other line's end
    shown: str | None = None        # the name as shown where not whole (a fan's short form, SHORT)
    smaller: int = 0                # 1: the name under its size for the actions' room, 2: its cost too (not for "Z: actions")
    brief: bool = False             # its actions left to the tooltip (card_plan)
    keyword: int | None = None      # its keywords' least size (card_plan)
    boost: int | None = None        # its BOOST label's font size (card_plan)


def _plan(name, side, upgraded, w, h, color) -> _Plan:
    """Where everything goes, the first way the actions keep their room with the name whole: on two
    lines, else on one line in a condensed size, else (a short card, a 720p table) on two lines with
    the cost beside the shorter one; the kicker in a strip at the foot, else its cost on the cost line.
    The upgrade marker is in the name band where the name leaves room, else at the cost line's end.
    Where the actions are not whole so, the rows packed (`pills` "pack", then "mark": packed.py), then
    the keywords as pills on their icons (`pills` True); then a short card's name on two lines at 12 px
    over its cost line; where not even so, the name whole and the actions left to the tooltip and the
    zoom (the roomiest plan). The name is cut with "..." only where it cannot be whole at all."""
    plans = _ways(name, side, upgraded, w, h, color)
    for shown in (name, SHORT.get(name)):
        ways = plans if shown == name else _ways(shown, side, upgraded, w, h, color) if shown else []
        for want, less in ((KEYWORD, False), (0, False), (KEYWORD, True), (0, True)):   # keywords at 13 px first
            for modes in (("hang", False), ("pack",), ("mark",), (True,)):  # keywords hung under the row or
                                # under/beside, then the rows packed (packed.py), BOOST a mark, last pills
                for plan, compact in ((p, c) for p in ways for c in modes):    # (a 12 px cost: the last resort)
                    if (plan.smaller == 2) == less and not (plan.kick and plan.kick.wide) \
                            and rows_fit(side.rows, plan.area, compact=compact) \
                            and (_keyword(side, plan, compact, h) or want) >= want:
                        plan.pills, plan.shown = compact, shown
                        return plan
    small = list(_small_name_plans(name, side, upgraded, w, h, color)) if h < 110 else []
    for want in (KEYWORD, 0):   # a short card's name on two lines at 12 px over its cost line (the marker in
        for plan, compact in ((p, c) for p in small for c in ("hang", False, "pack", "mark")):     # the band)
            if not (plan.kick and plan.kick.wide) and rows_fit(side.rows, plan.area, compact=compact) \
                    and (_keyword(side, plan, compact, h) or want) >= want:
                plan.pills, plan.shown, plan.smaller = compact, name, 1
                return plan
    if plans:       # none whole: the roomiest whose kicker fits its strip (the actions to the tooltip)
        return max(plans, key=lambda plan: (not (plan.kick and plan.kick.wide), not plan.smaller, plan.area.h))
    return list(_plans(name, side, upgraded, w, h, color, cut=True))[-1]


def _ways(name, side, upgraded, w, h, color) -> list:
    """The plans of _plans whole, the ones with the BOOST word first (a boost mark only where none fits)."""
    plans = list(_plans(name, side, upgraded, w, h, color, cut=False))
    return sorted(plans, key=lambda plan: bool(plan.kick and plan.kick.mark))


def _keyword(side, plan, pills, h):
    """The least size of the keywords `plan` draws (its actions' and its kicker's), or None."""
    sizes = _tag_sizes(side.rows, max(MIN_ICON, int(h * 0.22)), plan.area, pills)
    if plan.kick is not None and plan.kick.hung:
        sizes += [plan.kick.hung[2]] if any(act_tags(a) for _r, a in plan.kick.hung[1]) else []
    elif plan.kick is not None and plan.kick.h and side.kicker.rows:
        sizes += _tag_sizes(side.kicker.rows, max(MIN_ICON, plan.kick.size), plan.kick.sub, plan.kick.pills)
    return min(sizes) if sizes else None


def _gap(h) -> int:
    """The space between an ability card's lines: 2 px on a 720p table's card, more on a large one."""
    return max(2, h // 45)


def _plans(name, side, upgraded, w, h, color, cut):
    """Every way to place the name, the cost and the kicker, the roomiest name first; on a short card
    then the name on two lines with the cost beside one of them; with `cut`, last on one line, cut
    where it must be (its tooltip and the zoom have it whole)."""
    gap = _gap(h)
    base = pygame.Rect(6, 6, w - 12, max(18, int(h * 0.15)))
    csz = max(16, int(h * 0.14) - 3)
    size = max(TITLE, int(base.h * 0.66))
    one_at_floor = assets.font(assets.MIN_TEXT, True).size(name)[0] <= base.w - 6
    for one_line, z in ((12, size), (10, size), (0, min(size, TWO_LINES) if h < 110 else size)) + (
            ((0, TWO_LINES),) if h >= 110 and size > TWO_LINES else ()) + (   # then two lines at 13 px (a lower band)
            ((12, assets.MIN_TEXT),) if one_at_floor else ()):     # last: on one line at the floor (a lower band)
        yield from _title_plans(*_title(name, base, color, 6, z, one_line, cut=cut and not one_line), side, upgraded,
                                w, h, csz, gap)
    if h < 130:                 # a 720p card (95x121 too): the cost beside the name
        yield from _one_line_plans(name, side, upgraded, w, h, color, csz, gap)
        yield from _shared_plans(name, side, upgraded, w, h, color, csz, gap, min(size, TWO_LINES))
    if h < 110 and side.kicker:     # a short card: the whole kicker on the cost line, the marker in the band
        yield from _whole_kicker_plans(name, side, upgraded, w, h, color, csz, gap)
    if h < 110 and cut:
        yield from _title_plans(assets.fit_text(name, base.w - 6, size, color, True), base, side, upgraded, w, h, csz,
                                gap)


def _small_name_plans(name, side, upgraded, w, h, color):
    """The plans of a short card with its name on two lines at the floor over the cost line, where no
    other plan keeps its actions whole (Spinning Bird Kick's upgraded side at 95x95: the upgrade
    marker goes into the band, the kicker onto the cost line)."""
    base = pygame.Rect(6, 6, w - 12, max(18, int(h * 0.15)))
    title, band = _title(name, base, color, 6, assets.MIN_TEXT, 0, cut=False)
    yield from _title_plans(title, band, side, upgraded, w, h, max(16, int(h * 0.14) - 3), _gap(h))


def _title_plans(title, band, side, upgraded, w, h, csz, gap):
    """The plans with this title over the cost line: the kicker on it or in a strip at the foot."""
    if title is None:
        return
    band = pygame.Rect(band.x, band.y, band.w, min(band.h, max(18, title.get_height() + PAD)))
    in_band = upgraded and title.get_width() + 10 + csz <= band.w
    left = 8 + len(side.cost) * (csz + 2) - 2 + 4
    right = w - 8 - (csz + 2 if upgraded and not in_band else 0)
    for up, mark in ((False, False), (True, False), (False, True), (True, True)):
        if mark and not (side.kicker and side.kicker.boost):
            continue
        kick = _kicker_plan(side.kicker, w, csz, left, right, up, mark) if side.kicker else None
        if side.kicker and kick is None:
            continue
        top = band.bottom + gap + csz + gap
        bottom = h - 7 if kick is None or not kick.h else h - 6 - kick.h - gap
        yield _Plan(title, band, csz, in_band, kick, pygame.Rect(4, top, w - 8, bottom - top))


def _whole_kicker_plans(name, side, upgraded, w, h, color, csz, gap):
    """A short card's name on one line (the upgrade marker at its end), its cost line the cost and the
    whole kicker, "+[cost]" and its actions (kickers._whole_kicker): no strip, the actions get the
    card's foot (Bull Head upgraded at 95x95: "[punch][joystick] +[kick] [push]")."""
    base = pygame.Rect(6, 6, w - 12, max(18, int(h * 0.15)))
    for c in (csz, csz - 2):
        for z in range(TITLE, assets.MIN_TEXT - 1, -1):
            title = assets.text(name, z, color, True)
            if upgraded and title.get_width() + 10 + c > base.w or title.get_width() + 6 > base.w:
                continue
            band = pygame.Rect(base.x, base.y, base.w, max(18, title.get_height() + PAD))
            left = 8 + len(side.cost) * (c + 2) - 2 + 4
            kick = _whole_kicker(side.kicker, c, w - 8 - left)
            if kick is None:
                break
            kick.x = left
            line = max(c, MIN_ICON)
            top = band.bottom + gap + line + gap
            yield _Plan(title, band, c, upgraded, kick, pygame.Rect(4, top, w - 8, h - 7 - top),
                        cost_at=(8, band.bottom + gap + (line - c) // 2))
            break


def _name_cuts(name) -> list:
    """The ways to put a name on two lines: at a space, a lone long word hyphenated ("Sho-" / "ryuken")."""
    words = name.split(" ")
    if len(words) == 1 and len(name) >= 8:      # one long word: 3 letters a side (not "Shor-" / "yuken")
        return [(name[:i] + "-", name[i:]) for i in range(3, len(name) - 2)]
    return [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]


def _syllable(a, b) -> bool:
    """Whether a hyphenated word is cut between syllables ("Tatsu-maki", "Mujin-kyaku", not
    "Tats-umaki"): after a vowel or an n, before a consonant. A cut at a space always is."""
    v = "aeiouy"    # and the next syllable's start kept whole: "Sho-ryuken", "Hyakure-tsukyaku", never "Tai-lwind"
    return not a.endswith("-") or b[:1].lower() not in v and (a[-2].lower() in v or a[-2].lower() == "n") \
        and (b[1:2].lower() in v or b[:2].lower() in ("ts", "sh", "ch"))


def _beside(f, cuts, n_cost, upgraded, csz, room, head=None):
    """(top, bottom, csz, line of the cost, line of the marker) of the best way to set the name on two
    lines with the cost (and the upgrade marker) at the right end of one of them: its icons at their
    size, else 2, else 4 px smaller (12: a name's size); the marker after the cost, else at the other's end; a word
    cut between syllables first, then the most even lines. None when no way fits `room`. `head(c)`:
    the width of a kicker's "+[cost]" that goes on a line too (the other line first), then a 7th item
    says which."""
    for c in (csz, csz - 2, csz - 4):
        cost_w = n_cost * (c + 2) - 2
        ways = [(1, 1), (0, 0), (1, 0), (0, 1)] if upgraded else [(1, None), (0, None)]
        ways = [(cl, ml, kl) for cl, ml in ways for kl in ((1 - cl, cl) if head else (None,))]
        fits = []
        for a, b in cuts:
            wa, wb = f.size(a)[0], f.size(b)[0]
            for cost_line, mark_line, kick_line in ways:
                extra = [0, 0]
                extra[cost_line] += 3 + cost_w
                if mark_line is not None:
                    extra[mark_line] += 3 + c
                if kick_line is not None:
                    extra[kick_line] += 3 + head(c)
                if wa + extra[0] <= room and wb + extra[1] <= room:
                    fits.append((not _syllable(a, b), max(wa, wb), ways.index((cost_line, mark_line, kick_line)), a,
                                 b, cost_line, mark_line, kick_line))
        if fits:
            *_, a, b, cost_line, mark_line, kick_line = min(fits)
            return (a, b, c, cost_line, mark_line) + ((kick_line,) if head else ())
    return None


def _strip_kicks(side, w, csz) -> list:
    """A short card's kicker plans in a strip at the foot (its cost line has gone to the name): with
    the BOOST word, and with the boost mark where it boosts; [None] without a kicker."""
    if not side.kicker:
        return [None]
    marks = (False, True) if side.kicker.boost else (False,)
    kicks = [_kicker_plan(side.kicker, w, csz, 0, 0, False, mark) for mark in marks]
    return [k for k in kicks if k is not None and not k.inline]


def _shared_plans(name, side, upgraded, w, h, color, csz, gap, size):
    """A short card's name whole on two lines, the cost at the right end of one of them, the upgrade
    marker after it or at the other's end (_beside): the cost line's room goes to the actions (a
    kicker in its strip). The name at `size`, then 1 px smaller down to the floor (lower lines)."""
    cuts = _name_cuts(name)
    if not cuts:
        return
    for kick in _strip_kicks(side, w, csz):
        for z in range(size, assets.MIN_TEXT - 1, -1):
            way = _beside(assets.font(z, True), cuts, len(side.cost), upgraded, csz, w - 12 - 5)   # to 1 px in
            if way is not None:
                plan = _shared_plan(side, w, h, color, gap, kick, z, *way)
                plan.smaller = 2 if plan.csz < csz - 2 else int(z < size)   # 2: its cost icons 12 px
                yield plan
    k = side.kicker             # then its "+[cost]" on a line of the name, its actions alone in the strip
    if k and k.rows and not k.boost:    # (Oicho Throw upgraded: "Oicho +[joystick]" / "Throw [punch][kick]")
        head = (lambda c: _plus(c).get_width() + 1 + len(k.cost) * (c + 2) - 2)
        for z in range(size, assets.MIN_TEXT - 1, -1):
            way = _beside(assets.font(z, True), cuts, len(side.cost), upgraded, csz, w - 12 - 5, head)
            kick = _kicker_plan(k, w, way[2], 0, w, True) if way is not None else None
            if kick is not None and not kick.pills:
                kick.h -= 1         # 1 px under its actions, as a strip with its line (the frame under them)
                plan = _shared_plan(side, w, h, color, gap, kick, z, *way, head(way[2]))
                plan.smaller = 2 if plan.csz < csz - 2 else int(z < size)
                yield plan


def _shared_plan(side, w, h, color, gap, kick, z, a, b, c, cost_line, mark_line, kick_line=None, head=0) -> _Plan:
    """The plan of _shared_plans with the name's lines a and b at z px, the cost on line cost_line
    (the kicker's "+[cost]", `head` px, at the end of line kick_line: before the cost on its line)."""
    f = assets.font(z, True)
    top, bottom = assets.text(a, z, color, True), assets.text(b, z, color, True)
    step = f.get_height() - 3       # the lines' ink 2 px apart (a 95 px card's actions get the pixel)
    if kick_line is not None and kick_line != cost_line:
        step = max(step, c)         # icons at the end of both lines: one over the other, not overlapping
    title = gfx.surface((max(top.get_width(), bottom.get_width()), step + bottom.get_height()), pygame.SRCALPHA)
    title.blit(top, (0, 0))
    title.blit(bottom, (0, step))
    band = pygame.Rect(6, 6, w - 12, title.get_height() + PAD)
    line_y = [band.y + 2 + (bottom.get_height() - c) // 2 + k * step for k in (0, 1)]
    cost_w = len(side.cost) * (c + 2) - 2
    right = band.right - 1 - (c + 3 if mark_line == cost_line else 0)
    if kick_line is not None:           # "Throw [cost] +[cost]" or "Oicho +[cost] [marker]"
        kick.x = band.right - 1 - (c + 3 if mark_line == kick_line else 0) - head
        kick.at_y = line_y[kick_line]
        right = kick.x - 3 if kick_line == cost_line else right
    marker = (band.right - 1 - c // 2, line_y[mark_line] + c // 2) if mark_line is not None else None
    top_y = band.bottom + gap - (gap == 2)     # a 95 px card: 1 px off the band and the strip (their colours part them)
    end = h - 7 if kick is None or not kick.h else h - 6 - kick.h - gap + (gap == 2)
    return _Plan(title, band, c, False, kick, pygame.Rect(4, top_y, w - 8, end - top_y),
                 cost_at=(right - cost_w, line_y[cost_line]), marker_at=marker)


def _one_line_plans(name, side, upgraded, w, h, color, csz, gap):
    """A short card's name on one line with the cost (and the upgrade marker) at its right end
    ("Tenko [cost]"): the cost line's room goes to the actions (a kicker in its strip)."""
    for kick in _strip_kicks(side, w, csz):
        for c in (csz, csz - 2):
            cost_w = len(side.cost) * (c + 2) - 2
            for z in range(TITLE, assets.MIN_TEXT - 1, -1):
                if assets.font(z, True).size(name)[0] + 3 + cost_w + (3 + c if upgraded else 0) > w - 12 - 5:
                    continue
                title = assets.text(name, z, color, True)
                band = pygame.Rect(6, 6, w - 12, max(c + 2, title.get_height()) + PAD)
                y = band.y + (band.h - c) // 2
                right = band.right - 1 - (c + 3 if upgraded else 0)
                top_y = band.bottom + gap
                end = h - 7 if kick is None or not kick.h else h - 6 - kick.h - gap
                yield _Plan(title, band, c, False, kick, pygame.Rect(4, top_y, w - 8, end - top_y),
                            cost_at=(right - cost_w, y),
                            marker_at=(band.right - 1 - c // 2, y + c // 2) if upgraded else None)
                break
            else:
                continue
            break


def _brief(s, area) -> list:
    """In place of actions that do not fit whole: where to read them (noted "brief" for the tests)."""
    drawn.note("brief", "actions", area)
    t = assets.fit_text("Z: actions", area.w - 4, 13, (120, 100, 80), True)
    if t.get_height() <= area.h:
        drawn.put(s, t, (area.centerx - t.get_width() // 2, area.centery - t.get_height() // 2), "Z: actions",
                  area)
    return []


def _marker(s, c, r) -> Hot:
    """The yellow upgrade marker (a diamond of radius r at c)."""
    cx, cy = c
    pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    gfx.polygon(s, (255, 214, 40), pts)
    gfx.polygon(s, (90, 60, 0), pts, 2)
    return Hot((cx - r, cy - r, 2 * r, 2 * r), ("Upgraded", "This ability card shows its upgraded side "
                                                 "(yellow upgrade marker).", "Ability Tiles"))
