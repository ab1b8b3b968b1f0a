"""A crowded square (three or four figures standing in it, issue 26's third playtest, picture 13):
the figures' names as a roster of lines inside the square, one a figure, each as wide as the
square allows (the whole name, "DHALSIM", not "DHA") at 12 px or more, a fighter's seat tag ("P1")
at its line's start where every whole name leaves it room (else on no line: the name says who),
not on its standee's shoulder, where four tags overlapped. The lines
follow the standees' order (left to right, top to bottom), each on its own side of the square,
outlined in the figure's ring colour; none covers or touches another line, tag or name (1 to 3 px
apart: where that does not fit, four lines in a 49 px square, the stack spills past the square's
top or bottom where it covers least; where every such place covers a name, folded inside the
square: fold). On the start square START is the first line."""
from __future__ import annotations

from collections import namedtuple

import pygame

from ... import assets
from ... import gfx
from ... import theme
from ...paint.standees import name_forms

CROWD = 3           # this many figures in one square: their names as a roster
GAP = 1             # between a seat tag and its name
HEAD_COST = 2       # START a line of the roster only where the names lose no more than this (px) for it
LINE_GAPS = (3, 2, 1)   # between two lines, the widest that keeps them in the square: never touching
Line = namedtuple("Line", "fid word size tag name chip")     # tag: the seat tag's rect (None), chip: both


def crowded(figures) -> dict:
    """{space: [figure ids]} of the squares where CROWD or more figures stand (not moving)."""
    by = {}
    for f in figures:
        if f.get("space") and not f.get("live"):
            by.setdefault(f["space"], []).append(f["id"])
    return {sp: ids for sp, ids in by.items() if len(ids) >= CROWD}


def forms(f) -> tuple:
    """The names a line may show, longest first: the label's forms, the four-letter short name."""
    label = f.get("label") or f.get("short") or ""
    out = list(name_forms(label)) + ([f["short"]] if f.get("short") else [])
    return tuple(sorted(dict.fromkeys(out), key=len, reverse=True))


def _tag_text(f):
    return f.get("tag") if f.get("kind") == "fighter" and f.get("tag") else None


def _width(word, tag, z) -> int:
    font = assets.font(z, True)
    w = font.size(word)[0] + 6
    return w + (font.size(tag)[0] + 6 + GAP if tag else 0)


def _choose(f, room, z, tags=True):
    """(word, size, with tag) of a line: the longest form that fits `room` at `z` down to 12 px,
    with the seat tag where it fits too (`tags`); the shortest form at 12 px when nothing does."""
    tag = _tag_text(f) if tags else None
    for word in forms(f):
        for with_tag in ((True, False) if tag else (False,)):
            for zz in range(z, assets.MIN_TEXT - 1, -1):
                if _width(word, tag if with_tag else None, zz) <= room:
                    return word, zz, with_tag
    return forms(f)[-1], assets.MIN_TEXT, False


def line_size(bounds, n, z, gap=1) -> int:
    """The largest font size from `z` down to 12 px at which `n` lines stack inside the square,
    `gap` px apart."""
    for zz in range(max(z, assets.MIN_TEXT), assets.MIN_TEXT, -1):
        if n * assets.font(zz, True).size("M")[1] + (n - 1) * gap <= bounds.h - 2:
            return zz
    return assets.MIN_TEXT


def line_gap(bounds, n):
    """The widest of LINE_GAPS at which `n` lines at 12 px stack inside the square (None: none)."""
    h = assets.font(assets.MIN_TEXT, True).size("M")[1]
    return next((g for g in LINE_GAPS if n * h + (n - 1) * g <= bounds.h - 2), None)


def roster(bounds, standing, z, head=None, room=None, keep=(), head_size=None) -> list:
    """The lines (Line) of the figures `standing` ([(figure, centre)]) in the square `bounds`
    (_stack); where they do not fit it and every place a spilled stack could take covers one of
    `keep` (six on D4 at 1152x648 spilled over "RECLINING BUDDHA": issue 26), the names folded
    inside the square instead (fold: several short ones to a row, else "+N"). `head_size`: the
    START tag's size, where `head` is not a line of its own (_with_head)."""
    b = pygame.Rect(bounds)
    lines = _stack(bounds, standing, z, head, room, keep)
    if head and head_size and lines and lines[0].fid is not None:
        lines = _with_head(b, standing, z, head, room, keep, head_size, lines)
    if _inside(b, lines):
        return lines                    # (a whole name a little wider than the square: as before)
    near = [pygame.Rect(r) for r in keep if not b.contains(r)]
    if all(ln.chip.collidelist(near) == -1 for ln in lines):
        return lines                    # spilled where it covers nothing (a free margin, an empty square)
    return fold(b, standing) or lines


def _inside(b, lines) -> bool:
    return all(b.top <= ln.chip.top and ln.chip.bottom <= b.bottom for ln in lines)


def _with_head(b, standing, z, head, room, keep, head_size, lines) -> list:
    """The roster of a start square whose START is no line of its own (it cost the names more than
    HEAD_COST): as it is where the START tag has a free place inside the square (start_spots),
    else with START as its first line after all (smaller names), else folded under it (fold: a
    name or more as "+N"). START beside the square read as the next square's name (issue 26, four
    fighters on D4 at 1152x648: "START" on C4)."""
    if _inside(b, lines) and tag_spot(b, [ln.chip for ln in lines], head_size) is not None:
        return lines
    forced = _stack(b, standing, z, head, room, keep, force=True)
    if _inside(b, forced):
        return forced
    return fold(b, standing, head) or lines


def start_spots(b, size) -> list:
    """Places of a START tag of `size` inside the square `b` (1 px off its wall): on its top and
    bottom edges first (left, right, centred), then down the square 1 px at a time."""
    inner = pygame.Rect(b).inflate(-2, -2)
    w, h = size
    if w > inner.w or h > inner.h:
        return [pygame.Rect(0, 0, w, h).clamp(inner)]
    xs = (inner.x, inner.right - w, inner.centerx - w // 2)
    ys = [inner.y, inner.bottom - h] + list(range(inner.y + 1, inner.bottom - h))
    return [pygame.Rect(x, y, w, h) for y in ys for x in xs]


def tag_spot(b, chips, size):
    """The first of start_spots that comes within 1 px of none of `chips` (None: none)."""
    return next((r for r in start_spots(b, size) if r.inflate(2, 2).collidelist(chips) == -1), None)


def _stack(bounds, standing, z, head=None, room=None, keep=(), force=False) -> list:
    """The lines (Line) of the figures `standing` ([(figure, centre)]) in the square `bounds`,
    at most `z` px: one a figure, in the standees' reading order, stacked evenly down the square
    a LINE_GAPS gap apart, each on its standee's side (left, right, centred). `head` ("START" on
    the start square): a first line of its own (fid None), the tag a player reads there (drawn
    apart, it went over the feature's name above the square), where it fits in the square too
    and costs the names at most HEAD_COST px (else the tag goes by the lines, uncovered.py). Where
    the lines do not fit the square (four at 12 px in a 49 px square), the stack spills past its
    top or bottom edge, inside `room` (the map), where it covers least of `keep` (the neighbours'
    names, the printed feature names: spill_top)."""
    b = pygame.Rect(bounds)
    order = sorted(standing, key=lambda fc: (round(fc[1][1] / 4), fc[1][0]))
    n = len(order)
    if n == 0:
        return []
    if head and not force and (line_gap(b, n + 1) is None or
                 line_size(b, n + 1, z, line_gap(b, n + 1)) < line_size(b, n, z, line_gap(b, n) or 1) - HEAD_COST):
        head = None                 # (START then a tag of its own, beside the lines: uncovered.py)
    k = n + (1 if head else 0)
    gap = line_gap(b, k) or LINE_GAPS[0]
    z = line_size(b, k, z, gap)
    room_w = b.w - 2
    # the seat tags on every fighter's line where each whole name fits beside its tag, else on none
    tags = all(_width(forms(f)[0], _tag_text(f), assets.MIN_TEXT) <= room_w for f, _ in order if _tag_text(f))
    # a whole name wider than the square at 12 px ("CHUN-LI" in a 49 px square at 1152x648): its
    # line reaches a little past both sides of the square, centred on it, rather than a stub
    wide = max([room_w] + [_width(forms(f)[0], None, assets.MIN_TEXT) for f, _ in order])
    chosen = []
    for f, center in order:
        word, zz, with_tag = _choose(f, room_w, z, tags)
        if word != forms(f)[0]:
            word, zz, with_tag = _choose(f, wide, z, False)
        chosen.append((f, center, word, zz, _tag_text(f) if with_tag else None))
    if head:
        chosen.insert(0, (None, b.center, head, z, None))
    heights = [assets.font(zz, True).size(word)[1] for _, _, word, zz, _ in chosen]
    pitch = max((b.h - 2) / k, max(heights) + gap)
    rects = []
    for (f, center, word, zz, tag), h in zip(chosen, heights):
        chip = pygame.Rect(0, 0, min(wide, _width(word, tag, zz)), h)
        if chip.w > room_w or f is None:
            chip.centerx = b.centerx
        elif center[0] < b.centerx - 1:
            chip.left = b.x + 1
        elif center[0] > b.centerx + 1:
            chip.right = b.right - 1
        else:
            chip.centerx = b.centerx
        rects.append(chip)
    total = k * pitch - gap
    top = b.y + 1 if total <= b.h - 2 else spill_top(b, total, rects, room, keep)
    out, last = [], None
    for i, ((f, center, word, zz, tag), h, chip) in enumerate(zip(chosen, heights, rects)):
        chip.y = int(top + i * pitch + (pitch - gap - h) / 2) if total > b.h - 2 else \
            b.y + 1 + int(i * pitch + (pitch - h) / 2)
        if last is not None:
            chip.y = max(chip.y, last + gap)        # (a pixel lost to rounding: the gap kept)
        last = chip.bottom
        font = assets.font(zz, True)
        tag_r = None
        name = chip.copy()
        if tag:
            tag_r = pygame.Rect(chip.x, chip.y, font.size(tag)[0] + 6, h)
            name.x, name.w = tag_r.right + GAP, chip.right - tag_r.right - GAP
        out.append(Line(f["id"] if f is not None else None, word, zz, tag_r, name, chip))
    return out


def spill_top(b, total, rects, room, keep) -> float:
    """The top of a stack `total` px high that does not fit the square `b`: centred on it, or
    slid up or down (the square still under some line), inside `room`, where it covers least of
    `keep` (the nearest the centre on a tie)."""
    x0 = min(r.x for r in rects)
    w = max(r.right for r in rects) - x0
    lo, hi = b.bottom - 1 - total, b.y + 1          # its bottom on the square's, its top on the square's
    if room is not None:
        room = pygame.Rect(room)
        lo, hi = max(lo, room.y + 1), min(hi, room.bottom - 1 - total)
    mid = b.centery - total / 2
    if hi < lo:
        return max(lo, mid) if room is None else max(room.y + 1, min(mid, room.bottom - 1 - total))
    keep = [pygame.Rect(r) for r in keep if not b.contains(r)]
    best = None
    for t in sorted(range(int(lo), int(hi) + 1), key=lambda t: abs(t - mid)):
        stack = pygame.Rect(x0, t, w, int(total) + 1)
        hurt = sum(stack.clip(r).w * stack.clip(r).h for r in keep)
        if best is None or hurt < best[0]:
            best = (hurt, t)
        if hurt == 0:
            break
    return best[1]


def draw_head(surf, line):
    """The roster's first line on the start square: START in white on a dark tag."""
    gfx.rect(surf, (30, 30, 30), line.chip, border_radius=3)
    gfx.rect(surf, (235, 235, 235), line.chip, 1, border_radius=3)
    t = assets.text(line.word, line.size, theme.WHITE, True)
    surf.blit(t, t.get_rect(center=line.chip.center))


def draw_more(surf, line):
    """A folded roster's "+N": grey on a dark chip, edged grey (the figures it stands for: the
    square's tooltip)."""
    gfx.rect(surf, (15, 12, 10), line.chip, border_radius=4)
    gfx.rect(surf, (170, 170, 170), line.chip, 1, border_radius=4)
    t = assets.text(line.word, line.size, (225, 225, 225), True)
    surf.blit(t, t.get_rect(center=line.chip.center))


def draw_line(surf, line, f):
    """One roster line: the seat tag (its colours: the standee's tag's), the name on a dark chip
    edged in the figure's ring colour."""
    ring = tuple(f.get("ring") or (200, 200, 200))
    if line.tag is not None:
        gfx.rect(surf, theme.darker(ring, 0.6), line.tag, border_radius=3)
        gfx.rect(surf, ring, line.tag, 1, border_radius=3)
        t = assets.text(_tag_text(f), line.size, theme.WHITE, True)
        surf.blit(t, t.get_rect(center=line.tag.center))
    gfx.rect(surf, (15, 12, 10), line.name, border_radius=4)
    gfx.rect(surf, ring, line.name, 1, border_radius=4)
    t = assets.text(line.word, line.size, theme.WHITE, True)
    surf.blit(t, t.get_rect(center=line.name.center))


MORE = "+"          # a folded roster's last chip ("+2"): its fid starts with this, the ids it stands for after
PACKED_PAD = 4      # a chip's padding on a row it shares (6 alone)


def fold(b, standing, head=None) -> list:
    """The roster of `standing` folded inside the square `b` at 12 px, where one line a figure does
    not fit it: the fighters first, then the enemies (each in the standees' reading order), several
    to a row where they fit side by side (M1 M2), their four-letter short names where that lets all
    fit (BIRD M1), else the last ones as a "+N" chip (MORE); a line alone on its row keeps its whole
    name; `head` (START): the first row, the names on the others. [] where not even two rows fit."""
    z, h = assets.MIN_TEXT, assets.font(assets.MIN_TEXT, True).size("M")[1]
    rows_n = max((n for n in range(1, 9) if n * h + (n - 1) * LINE_GAPS[-1] <= b.h - 2), default=0)
    if rows_n < 2:
        return []
    gap = line_gap(b, rows_n) or LINE_GAPS[-1]
    rows_n -= 1 if head else 0
    order = sorted(standing, key=lambda fc: (round(fc[1][1] / 4), fc[1][0]))
    figs = [f for f, _ in order if f.get("kind") == "fighter"] + [f for f, _ in order if f.get("kind") != "fighter"]
    room = b.w - 2
    rows = _pack([(f, forms(f)[0]) for f in figs], rows_n, room)
    if rows is None:
        short = [(f, next((w for w in forms(f) if len(w) <= 4), forms(f)[-1])) for f in figs]
        rows = _pack(short, rows_n, room)
        for shown in range(len(figs) - 1, -1, -1):
            if rows is not None:
                break
            rest = [g["id"] for g in figs[shown:]]
            rows = _pack(short[:shown] + [({"id": MORE + ",".join(rest)}, f"+{len(rest)}")], rows_n, room)
    if rows is None:
        return []
    out = []
    if head:
        rows = [[({"id": None}, head)]] + rows
    pitch = max((b.h - 2) / len(rows), h + gap)
    for i, row in enumerate(rows):
        if row[0][0]["id"] is None:         # START, the first row
            chip = pygame.Rect(0, 0, assets.font(z, True).size(head)[0] + 6, h)
            chip.midtop = (b.centerx, b.y + 1 + int((pitch - h) / 2))
            out.append(Line(None, head, z, None, chip, chip))
            continue
        if len(row) == 1 and row[0][0]["id"][:1] != MORE:      # alone on its row: its whole name
            row = [(row[0][0], forms(row[0][0])[0])]
        pad = 6 if len(row) == 1 else PACKED_PAD
        widths = [assets.font(z, True).size(w)[0] + pad for _, w in row]
        x = b.centerx - (sum(widths) + len(row) - 1) // 2
        y = b.y + 1 + int(i * pitch + (pitch - h) / 2)
        for (f, w), cw in zip(row, widths):
            chip = pygame.Rect(x, y, cw, h)
            out.append(Line(f["id"], w, z, None, chip, chip))
            x += cw + 1
    return out


def _pack(entries, rows_n, room):
    """[(figure, word)] on at most `rows_n` rows `room` px wide, in order, each on the first row
    with room for it (1 px apart, PACKED_PAD each), a "+N" chip on the last row that holds it; None
    where they do not fit."""
    font = assets.font(assets.MIN_TEXT, True)
    rows, used = [], []
    for f, w in entries:
        alone = font.size(w)[0] + 6
        shared = font.size(w)[0] + PACKED_PAD
        order = range(len(rows) - 1, -1, -1) if f["id"][:1] == MORE else range(len(rows))
        at = next((i for i in order if (font.size(rows[i][0][1])[0] + PACKED_PAD if len(rows[i]) == 1 else used[i])
                   + 1 + shared <= room), None)
        if at is None:
            if len(rows) == rows_n:
                return None
            rows.append([(f, w)])
            used.append(alone if alone <= room else room + 1)      # (a whole name wider than the square: alone)
        else:
            if len(rows[at]) == 1:
                used[at] = font.size(rows[at][0][1])[0] + PACKED_PAD
            rows[at].append((f, w))
            used[at] += 1 + shared
    return rows
