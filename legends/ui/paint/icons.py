"""Action icons: rows of action badges (badges.py) with arrows between them, fitted to a width
(a little smaller, wrapped, or packed: packed.py), and plain icon rows (combo icons, costs)."""
from __future__ import annotations

import pygame

from .. import assets
from .. import drawn
from .. import rules_text
from .. import theme
from .cache import cached
from .shapes import Hot
from .. import gfx
from .badges import act_badge, act_tags, tag_size
from .packed import packed


MIN_ICON = 18       # an action's icon is never smaller: its number badge would hide it
KEYWORD = 13        # a keyword's size where its card has the room (issue 26: 12 px read 8-9 px high at 720p)


def row_surface(acts, size: int, gap=None, dark_text=True, compact=False, trail=False, kw=None, lead=0):
    """A row of action badges, with a small arrow between them (and after the last when `trail`: the
    row goes on on the next line); returns (surface, [(rect, act)]). `lead`: with compact="hang",
    blank px before the first icon its keywords may hang under (a kicker's "+[cost]")."""
    key = ("row", tuple(acts), size, gap, dark_text, compact, trail, kw, lead)

    def build():
        g = gap if gap is not None else max(3 if compact else 4, size // 6)
        if compact == "hang":
            return _hung(acts, size, g, dark_text, trail, kw, lead)
        badges = [act_badge(a, size, dark_text, compact, kw) for a in acts]
        arrow_w = max(6, size // 4)
        arrows = len(badges) - 1 + bool(trail)
        w = sum(b.get_width() for b in badges) + arrows * (g * 2 + arrow_w) - (g if trail else 0)
        h = max([b.get_height() for b in badges] + [size])
        s = gfx.surface((max(1, w), h), pygame.SRCALPHA)
        x = 0
        spots = []
        col = (90, 70, 50) if dark_text else (220, 210, 190)
        for i, (b, a) in enumerate(zip(badges, acts)):
            s.blit(b, (x, 0))
            spots.append((pygame.Rect(x, 0, b.get_width(), b.get_height()), a))
            x += b.get_width()
            if i < len(badges) - 1 or trail:
                x += g
                cy = size // 2
                gfx.polygon(s, col, [(x, cy - arrow_w // 2), (x + arrow_w, cy), (x, cy + arrow_w // 2)])
                x += arrow_w + g
        return s, spots
    return cached(key, build)


def _hung(acts, size, g, dark_text, trail, kw, lead=0):
    """A row of icons with each action's keywords hung under it, centred on its icon and free to run
    under the arrows and a neighbour without keywords (6 px from the next keywords, inside the row):
    narrower than badges as wide as their keywords (an ability card's two-action row in 87 px)."""
    badges = [act_badge(a, size, dark_text, "hang", kw) for a in acts]
    tz = tag_size(size, "hang", kw)
    tags = [[assets.text(t, tz, c if dark_text else theme.lighter(c, 0.6), True) for t, c in act_tags(a)] for a in acts]
    arrow_w = max(6, size // 4)
    xs, x = [], lead
    for i in range(len(acts)):
        xs.append(x)
        x += size + (g * 2 + arrow_w if i < len(acts) - 1 or trail else 0)
    w = x - (g if trail else 0)
    lefts, right = [], None
    for i, t in enumerate(tags):         # left to right: centred, pushed right off the last keywords
        tw = max([im.get_width() for im in t] + [0])
        lefts.append(max(xs[i] + size // 2 - tw // 2, (0 if len(acts) > 1 else -tw) if right is None else right + 6)
                     if t else None)
        right = lefts[-1] + tw if t else right
    shift = max([0] + [-x for x in lefts if x is not None])     # a lone action's keywords centred on its icon
    xs, lefts = [x + shift for x in xs], [x + shift if x is not None else None for x in lefts]
    w = max(w + shift, (right or 0) + shift)
    tags_h = max([sum(im.get_height() - 2 for im in t) + 2 - min(2, tz - 11) for t in tags if t] + [0])  # capitals: no descent
    s = gfx.surface((max(1, w), size - 2 + tags_h if tags_h else size), pygame.SRCALPHA)    # 1 px under the icon
    col = (90, 70, 50) if dark_text else (220, 210, 190)
    spots = []
    for i, (b, a, t) in enumerate(zip(badges, acts, tags)):
        s.blit(b, (xs[i], 0))
        spot = pygame.Rect(xs[i], 0, size, size)
        y = size - 2                    # the keywords' ink 1 px under the icon (their line's top is blank)
        for im in t:
            tw = max(m.get_width() for m in t)
            spot.union_ip(s.blit(im, (lefts[i] + (tw - im.get_width()) // 2, y)))
            y += im.get_height() - 2
        spots.append((spot, a))
        if i < len(acts) - 1 or trail:
            ax, cy = xs[i] + size + g, size // 2
            gfx.polygon(s, col, [(ax, cy - arrow_w // 2), (ax + arrow_w, cy), (ax, cy + arrow_w // 2)])
    return s, spots


def row_lines(row, size: int, max_w: int, dark_text=True, compact=False, kw=None) -> list:
    """One action row fitted to max_w: on one line (a little smaller if need be), else wrapped onto
    more lines, each continued line ending in an arrow; never an icon under MIN_ICON, never a
    keyword cut. [(surface, spots, icon size)], one per line."""
    floor = max(MIN_ICON, size * 3 // 4)
    for sz in _sizes(size, floor):
        img, spots = row_surface(row, sz, dark_text=dark_text, compact=compact, kw=kw)
        if img.get_width() <= max_w:
            return [(img, spots, sz)]
    for sz in _sizes(size, MIN_ICON):
        lines = _wrapped(row, sz, max_w, dark_text, compact, kw)
        if lines is not None:
            return lines
    return [row_surface((a,), MIN_ICON, dark_text=dark_text, compact=compact, trail=i < len(row) - 1, kw=kw) + (MIN_ICON,)
            for i, a in enumerate(row)]       # wider than max_w even so: the cards-whole test says so


def _sizes(size, floor) -> list:
    """size, size - 2, ... down to floor, floor included (an odd size does not skip it)."""
    return [*range(size, floor, -2), floor] if size >= floor else [size]


def _wrapped(row, sz, max_w, dark_text, compact, kw):
    """The row's actions in as few lines as fit max_w at icon size sz (None if one alone does not)."""
    lines, line = [], []
    for i, a in enumerate(row):
        more = i < len(row) - 1
        img, spots = row_surface(tuple(line + [a]), sz, dark_text=dark_text, compact=compact, trail=more, kw=kw)
        if img.get_width() <= max_w:
            line.append(a)
            continue
        if not line:
            if row_surface((a,), sz, dark_text=dark_text, compact=compact, kw=kw)[0].get_width() > max_w:
                return None
            line = [a]                          # fits only without its arrow: the next line follows closely
            continue
        lines.append(_line(line, sz, max_w, dark_text, compact, kw))
        line = [a]
        if row_surface((a,), sz, dark_text=dark_text, compact=compact, kw=kw)[0].get_width() > max_w:
            return None
    lines.append(row_surface(tuple(line), sz, dark_text=dark_text, compact=compact, kw=kw) + (sz,))
    return lines


def _line(acts, sz, max_w, dark_text, compact, kw=None):
    """A wrapped line that goes on: with its trailing arrow where it fits."""
    img, spots = row_surface(tuple(acts), sz, dark_text=dark_text, compact=compact, trail=True, kw=kw)
    if img.get_width() > max_w:
        img, spots = row_surface(tuple(acts), sz, dark_text=dark_text, compact=compact, kw=kw)
    return img, spots, sz


def rows_surface(rows, size: int, max_w: int, dark_text=True, compact=False, kw=None):
    """Action rows stacked top to bottom, each fitted to max_w (row_lines); (surface, [(rect, act, size)])."""
    key = ("rows", tuple(rows), size, max_w, dark_text, compact, kw)

    def build():
        if compact in ("pack", "mark"):     # a crowded card: the rows packed (packed.py)
            return packed(rows, size, max_w, dark_text, kw, marks=compact == "mark")
        parts = []          # (surface, spots, icon size, gap above)
        gap = max(3, size // 8)
        for row in rows:
            for j, (img, spots, sz) in enumerate(row_lines(row, size, max_w, dark_text, compact, kw)):
                parts.append((img, spots, sz, (1 if j else gap) if parts else 0))
        w = max([p[0].get_width() for p in parts] + [1])
        h = sum(p[0].get_height() + p[3] for p in parts)
        s = gfx.surface((w, max(1, h)), pygame.SRCALPHA)
        y = 0
        allspots = []
        for img, spots, sz, above in parts:
            y += above
            x = (w - img.get_width()) // 2
            s.blit(img, (x, y))
            allspots += [(r.move(x, y), a, sz) for r, a in spots]
            y += img.get_height()
        return s, allspots
    return cached(key, build)


def rows_need(rows, max_w, dark_text=True, compact=False, size=MIN_ICON):
    """The least height `rows` take in max_w with their icons at `size` (keywords under their icons
    or beside them, as blit_rows does), or None when even so they are wider than max_w."""
    best = None
    for how in ((False, "beside") if not compact else (compact,)):
        img, _ = rows_surface(tuple(rows), size, max_w, dark_text, how)
        if img.get_width() <= max_w and (best is None or img.get_height() < best):
            best = img.get_height()
    return best


def rows_fit(rows, rect, dark_text=True, compact=False) -> bool:
    """Whether blit_rows can draw `rows` whole in rect."""
    need = rows_need(rows, pygame.Rect(rect).w, dark_text, compact)
    return need is not None and need <= pygame.Rect(rect).h


def blit_rows(surf, rows, size, rect, dark_text=True, valign="center", compact=False, keep=None):
    """Draw rows centred in rect (smaller until they fit its height, icons never under MIN_ICON;
    the keywords' size: rows_plan); returns hotspots (absolute rects) with each action's rule text."""
    rect = pygame.Rect(rect)
    img, spots, _ = rows_plan(rows, size, rect, dark_text, compact, keep)
    x = rect.centerx - img.get_width() // 2
    y = rect.centery - img.get_height() // 2 if valign == "center" else rect.y
    surf.blit(img, (x, y))
    for r, a, sz in spots:
        drawn.note("act", a, r.move(x, y), rect, sz)
    return [Hot(r.move(x, y), rules_text.act_help(a)) for r, a, sz in spots]


def rows_plan(rows, size, rect, dark_text=True, compact=False, keep=None):
    """(surface, spots, keywords' least size) of rows as blit_rows draws them in rect: the keywords
    at KEYWORD where that leaves every icon its size (or `keep` px, if smaller: an ability card's
    keywords read from a sofa before its icons grow) and the rows whole in rect, else at the text
    floor (assets.MIN_TEXT)."""
    rect = pygame.Rect(rect)
    img, spots, at = _rows_in(rows, size, rect, dark_text, compact)
    up, up_spots, _ = _rows_in(rows, at, rect, dark_text, compact, KEYWORD)
    if up.get_width() <= rect.w and up.get_height() <= rect.h \
            and all(a >= min(b, keep or b) for a, b in zip(sorted(sz for *_, sz in up_spots), sorted(sz for *_, sz in spots))):
        return up, up_spots, KEYWORD
    return img, spots, assets.MIN_TEXT


def _rows_in(rows, size, rect, dark_text, compact, kw=None):
    """(surface, spots, icon size) of the rows as blit_rows draws them in rect: keywords under their
    icons, or beside them where height is short, the icons smaller until they fit (never under MIN_ICON)."""
    img, spots = rows_surface(tuple(rows), size, rect.w, dark_text, compact, kw)
    if img.get_height() > rect.h and not compact:        # short of height: keywords beside their icons
        beside = rows_surface(tuple(rows), size, rect.w, dark_text, "beside", kw)
        if beside[0].get_width() <= rect.w and (beside[0].get_height() <= rect.h or (
                size <= MIN_ICON and beside[0].get_height() < img.get_height())):
            img, spots = beside
    if img.get_height() > rect.h and size > MIN_ICON:
        return _rows_in(rows, max(MIN_ICON, size - 2), rect, dark_text, compact, kw)
    return img, spots, size


def icons_row(names, size, gap=3, at=None, box=None):
    """Plain icons in a row (combo icons, costs); `at`: where it goes on the card (noted for tests)."""
    if at is not None:
        for i, n in enumerate(names):
            drawn.note("icon", n, (at[0] + i * (size + gap), at[1], size, size), box, size)
    key = ("icons", tuple(names), size, gap)

    def build():
        w = len(names) * size + max(0, len(names) - 1) * gap
        s = gfx.surface((max(1, w), size), pygame.SRCALPHA)
        for i, n in enumerate(names):
            s.blit(assets.sprite(n, size), (i * (size + gap), 0))
        return s
    return cached(key, build)
