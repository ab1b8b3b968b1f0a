"""An ability card's kicker: "+", its cost and BOOST (or the boost mark) on the cost line or in a
strip at the foot of the card, with its actions beside or under them (ability_cards places it)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import assets
from .. import drawn
from .. import gfx
from .. import rules_text
from .. import theme
from .badges import act_tags, boost_mark
from .icons import KEYWORD, MIN_ICON, blit_rows, icons_row, row_surface, rows_need
from .shapes import Hot

KEEP = MIN_ICON  # an action's icon gives way down to this size for its keywords at 13 px (icons.rows_plan)
BOOST_TEXT = 13  # a kicker's BOOST label where it fits (issue 26: 12 px read 8-9 px high at 720p)


@dataclass
class _Kicker:
    """Where a kicker goes: on the cost line (`inline`, from x) or in a strip of height h at the foot;
    its icon size, its BOOST label and the room of its actions (relative to the strip)."""
    inline: bool
    h: int
    size: int
    boost: pygame.Surface | None
    sub: pygame.Rect | None = None
    x: int = 0
    wide: bool = False      # its line wider than its strip
    boost_z: int | None = None  # its BOOST label's font size
    pills: bool = False     # its actions' keywords as pills on their icons (lower)
    mark: bool = False      # a boost mark in place of the BOOST word (a 95 px card where the word leaves no room)
    hung: tuple | None = None   # (row image, spots, keywords' size): its one row's keywords hung under "+[cost]"
    row: tuple | None = None    # (row image, spots): its one row of actions after "+[cost]" on the cost line
    at_y: int | None = None     # its "+[cost]" on a line of a short card's two-line name (the band), at this y
                                # (no strip: a short card's actions get its room, _whole_kicker)

def _plus(csz, color=theme.INK):
    return assets.text("+", max(assets.MIN_TEXT, csz * 3 // 4), color, True)


def _boost_label(k, size, room):
    """The kicker's BOOST label (the actions it boosts when more than one), as large as fits room:
    BOOST_TEXT first, down to the floor, under it only where nothing else fits (a `wide` plan)."""
    if not k.boost:
        return None, None
    label = "BOOST " + ",".join(str(i + 1) for i in k.boost) if len(k.boost) > 1 else "BOOST"
    z = max(BOOST_TEXT, int(size * 0.62))
    while z > 10 and assets.font(z, True).size(label)[0] > room:
        z -= 1
    return assets.text(label, z, (200, 110, 0), True), z


def _kicker_plan(k, w, csz, left, right, up, mark=False) -> _Kicker | None:
    """A kicker without actions goes on the cost line where it fits (between `left` and `right`), else
    in a strip at the foot: "+", its cost, BOOST (`mark`: a boost mark), and its actions beside them
    where they fit on one line, else under them. `up`: its cost on the cost line and its actions alone
    in the strip (None when the cost line has no room)."""
    head = _plus(csz).get_width() + 1 + len(k.cost) * (csz + 2) - 2
    if mark:
        return _marked(k, w, csz, left, right, up, head)
    bt, bz = _boost_label(k, csz, max(right - left, w - 6 - 3 - 1 - 6 - 3) - head - 3)
    line_w = head + (3 + bt.get_width() if bt is not None else 0)
    on_line = line_w <= right - left
    kt = max(MIN_ICON, csz)
    if up or (on_line and not k.rows):
        if not on_line:
            return None
        need, pills = _kicker_need(k.rows, w - 16, kt) if k.rows else (0, False)
        need = need or rows_need(k.rows, w - 16) or MIN_ICON if k.rows else 0
        return _Kicker(True, need + 4 if k.rows else 0, csz, bt, pygame.Rect(8, 2, w - 16, need), x=right - line_w,
                       boost_z=bz, pills=pills)
    line_h = csz + 3
    if line_w > w - 15:                 # a BOOST sized for the cost line: the strip's own (3 px into it to its edge)
        bt, bz = _boost_label(k, csz, w - 15 - head - 3)
        line_w = head + (3 + bt.get_width() if bt is not None else 0)
    wide = line_w > w - 15              # not even so: a plan with it is taken only where none is whole (_plan)
    if not k.rows:
        return _Kicker(False, line_h, csz, bt, wide=wide, boost_z=bz)
    bx = 6 + 3 + line_w + 3
    bw = w - 6 - 1 - bx
    need, pills = _kicker_need(k.rows, bw, kt) if bw > MIN_ICON else (None, False)
    if need is not None and need <= 2 * kt:
        kh = max(line_h, need + 3)         # 1 px under its actions (the card's frame under them)
        return _Kicker(False, kh, csz, bt, pygame.Rect(bx, 2, bw, kh - 3), wide=wide, boost_z=bz, pills=pills)
    need, pills = _kicker_need(k.rows, w - 16, kt)
    need = need or rows_need(k.rows, w - 16) or MIN_ICON
    hung = _hung_kicker(k, w, kt, bx)
    if hung is not None and hung[0].get_height() + 3 < line_h + need + 2:
        return _Kicker(False, hung[0].get_height() + 3, csz, bt, wide=wide, boost_z=bz, hung=hung)
    return _Kicker(False, line_h + need + 2, csz, bt, pygame.Rect(8, line_h, w - 16, need), wide=wide, boost_z=bz,
                   pills=pills)


def _whole_kicker(k, csz, room) -> _Kicker | None:
    """A kicker whole on the cost line, "+[cost]" and its one row of actions without keywords (its
    icons at MIN_ICON), where that is at most `room` wide: a short card's actions get the strip's
    room (Bull Head upgraded at 95x95). None where it has a BOOST, keywords or more rows, or no room."""
    if k.boost or len(k.rows) != 1 or any(act_tags(a) for a in k.rows[0]):
        return None
    img, spots = row_surface(k.rows[0], MIN_ICON, compact="hang")
    head = _plus(csz).get_width() + 1 + len(k.cost) * (csz + 2) - 2
    if head + 3 + img.get_width() > room:
        return None
    return _Kicker(True, 0, csz, None, x=head + 3 + img.get_width(), row=(img, spots))


def _hung_kicker(k, w, kt, bx):
    """A one-row kicker's actions beside its "+[cost]" line (from x = bx), their keywords hung under
    the row and the line (icons.row_surface, compact="hang"): 13 px where that fits, else 12; or None."""
    if len(k.rows) != 1:
        return None
    for kw in (KEYWORD, assets.MIN_TEXT):
        img, spots = row_surface(k.rows[0], kt, compact="hang", kw=kw, lead=bx - 8)
        if img.get_width() <= w - 16:
            return img, spots, kw
    return None


def _marked(k, w, csz, left, right, up, head) -> _Kicker | None:
    """A boost kicker with the boost mark in place of its BOOST word: "+[cost]^" on the cost line where
    it fits between `left` and `right` (its actions, if any, in a strip), else its line in a strip."""
    bt = boost_mark(csz)
    line_w = head + 2 + bt.get_width()
    kt = max(MIN_ICON, csz)
    if line_w <= right - left and (up or not k.rows):
        need, pills = _kicker_need(k.rows, w - 16, kt) if k.rows else (0, False)
        need = need or rows_need(k.rows, w - 16) or MIN_ICON if k.rows else 0
        return _Kicker(True, need + 4 if k.rows else 0, csz, bt, pygame.Rect(8, 2, w - 16, need), x=right - line_w,
                       pills=pills, mark=True)
    if up:
        return None
    line_h = csz + 3
    if not k.rows:
        return _Kicker(False, line_h, csz, bt, mark=True)
    need, pills = _kicker_need(k.rows, w - 16, kt)
    need = need or rows_need(k.rows, w - 16) or MIN_ICON
    hung = _hung_kicker(k, w, kt, 6 + 3 + line_w + 3)
    if hung is not None and hung[0].get_height() + 3 < line_h + need + 2:
        return _Kicker(False, hung[0].get_height() + 3, csz, bt, mark=True, hung=hung)
    return _Kicker(False, line_h + need + 2, csz, bt, pygame.Rect(8, line_h, w - 16, need), pills=pills, mark=True)


def _kicker_need(rows, width, kt):
    """(height, as pills) of a kicker's actions in `width` at icon size kt: their keywords under or
    beside their icons, else as pills on them where that is lower (issue 26: a strip 34 px high)."""
    need = rows_need(rows, width, size=kt)
    low = rows_need(rows, width, compact=True, size=kt)
    if low is not None and (need is None or low < need):
        return low, True
    return need, False


def _kicker_line(s, k, kick, frame, x, y, box) -> list:
    """"+", the kicker's cost and BOOST from (x, y), on a line csz high; returns hotspots."""
    csz = kick.size
    lab = _plus(csz, theme.darker(frame, 0.6) if kick.at_y is None else theme.text_on(frame))   # on the band: its name's colour
    start = x
    s.blit(lab, (x, y + csz // 2 - lab.get_height() // 2))
    x += lab.get_width() + 1
    s.blit(icons_row(k.cost, csz, 2, (x, y), box), (x, y))
    x += len(k.cost) * (csz + 2) - 2
    if kick.row is not None:            # its actions after it (_whole_kicker), centred on the line
        img, spots = kick.row
        x += 3
        at = (x, y + csz // 2 - MIN_ICON // 2)
        s.blit(img, at)
        for r, a in spots:
            drawn.note("act", a, r.move(at), box, MIN_ICON)
        hots = [Hot(r.move(at), rules_text.act_help(a)) for r, a in spots]
        return [Hot((start, y, x - start, csz), rules_text.RULES["kicker"])] + hots
    if kick.boost is not None:
        x += 2 if kick.mark else 3
        drawn.put(s, kick.boost, (x, y + csz // 2 - kick.boost.get_height() // 2), "boost" if kick.mark else "BOOST",
                  box)
        x += kick.boost.get_width()
    return [Hot((start, y, x - start, csz), _kicker_help(k) if kick.mark else rules_text.RULES["kicker"])]


def _kicker_help(k):
    """The kicker's rule with what its boost mark boosts (the BOOST word is not on the card)."""
    title, text, more = rules_text.RULES["kicker"]
    which = " and ".join(str(i + 1) for i in k.boost)
    return title, f"Boost (orange arrow): +1 to the number of action {which}. " + text, more


def _kicker_strip(s, k, kick, frame, w, h) -> list:
    """The kicker strip at the foot of an ability card: its line (unless it is on the cost line), and
    its actions."""
    kr = pygame.Rect(6, h - 6 - kick.h, w - 12, kick.h)
    gfx.rect(s, theme.mix(frame, theme.PAPER, 0.75), kr, border_bottom_left_radius=5, border_bottom_right_radius=5)
    gfx.line(s, frame, (kr.x + 2, kr.y), (kr.right - 3, kr.y), 2)
    if not kick.inline:
        _kicker_line(s, k, kick, frame, kr.x + 3, kr.y + 2, kr)
    hots = [Hot(kr, rules_text.RULES["kicker"])]
    if kick.hung:
        img, spots, _kw = kick.hung
        s.blit(img, (8, kr.y + 2))
        for r, a in spots:
            drawn.note("act", a, r.move(8, kr.y + 2), kr, kick.size if kick.size >= MIN_ICON else MIN_ICON)
        return hots + [Hot(r.move(8, kr.y + 2), rules_text.act_help(a)) for r, a in spots]
    if k.rows:
        hots += blit_rows(s, k.rows, max(MIN_ICON, kick.size), kick.sub.move(0, kr.y), compact=kick.pills, keep=KEEP)
    return hots
