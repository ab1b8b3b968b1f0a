"""Action rows packed for a crowded card (issue 26: the 95x95 ability cards of a four-seat 720p table).

Where the rows do not fit with their keywords under their icons, beside them or hung under the row,
and pills would go over the icons: the rows run on in as few lines as fit, in reading order (a row's
actions left to right with an arrow between them, the next row after a thin bar on the same line
where it fits), every icon at its size, each action's keywords a 12-13 px text line beside its icon
(the first; the others under it) or hung under it, never over an icon. With `marks` an action's BOOST
is the orange boost mark beside its icon (as a kicker's: +1 to its number; its tooltip says BOOST),
the last resort before pills. icons.rows_surface draws them (compact="pack" / "mark")."""
from __future__ import annotations

from itertools import product

import pygame

from .. import assets
from .. import gfx
from .. import theme
from .badges import act_badge, act_tags, boost_mark, tag_size

GAP = 2         # an icon to its keyword beside it
ARROW = 5       # the arrow between two actions of a row, 2 px each side of it
BAR = 7         # two rows on one line: a thin bar, 3 px each side of it
APART = 6       # the keywords of two actions under them
MOST = 6        # actions packed at most (more: no packing, the card is roomier than this)


def shown_tags(act, marks=False) -> list:
    """The keywords an action's text shows packed (`marks`: its BOOST is the boost mark, no word)."""
    return [t for t in act_tags(act) if not (marks and t[0] == "BOOST")]


def _units(rows):
    """[(act, what goes before it: None, "arrow" in a row, "bar" between rows)]."""
    return [(a, None if not (i or j) else "arrow" if j else "bar") for i, row in enumerate(rows) for j, a in enumerate(row)]


def _line(units, modes, size, tz, marks, trail):
    """(width, height, [(icon x, [(text, x, y)], mark x or None)]) of one packed line."""
    f = assets.font(tz, True)
    th = f.get_height()
    x, laid, blocks = 0, [], []
    for (a, sep), mode in zip(units, modes):
        if laid:
            x += 2 * 2 + ARROW if sep == "arrow" else BAR
        ix, texts, mark = x, [], None
        x += size
        if marks and a.boost == 1:
            mark, x = x + 1, x + 1 + 2 * max(4, size // 3) + 1
        tags = [t for t, _ in shown_tags(a, marks)]
        rest = tags
        if tags and mode == "beside":
            texts.append((tags[0], x + GAP, (size - th) // 2))
            x += GAP + f.size(tags[0])[0]
            rest = tags[1:]
        if rest:
            tw = max(f.size(t)[0] for t in rest)
            want = ix if mode == "beside" else ix + size // 2 - tw // 2
            left = max([want] + [b + APART for b in blocks[-1:]])
            if left > ix + size:        # pushed off its icon: the keywords would read as another's
                return None
            blocks.append(left + tw)
            for k, t in enumerate(rest):
                texts.append((t, left + (tw - f.size(t)[0]) // 2, size - 2 + k * (th - 2)))
        laid.append((ix, texts, mark))
    shift = max([0] + [-tx for _i, ts, _m in laid for _t, tx, _y in ts])
    w = max([x + (2 * 2 + ARROW if trail else 0)] + blocks) + shift
    under = [len([t for t in ts if t[2] >= size - 2]) for _i, ts, _m in laid]
    h = size - 2 + max(under) * (th - 2) + 2 - min(2, tz - 11) if max(under + [0]) else size
    return w, h, [(ix + shift, [(t, tx + shift, ty) for t, tx, ty in ts], m if m is None else m + shift)
                  for ix, ts, m in laid]


def plan(rows, size, max_w, tz, marks=False):
    """The packing of the rows that fits max_w lowest: [(units, line)] per line; None if none fits."""
    units = _units(rows)
    if not units or len(units) > MOST:
        return None
    best = None
    for cuts in product((False, True), repeat=len(units) - 1):
        lines, start = [], 0
        for k, cut in enumerate(list(cuts) + [True]):
            if cut:
                lines.append(units[start:k + 1])
                start = k + 1
        laid, height = [], -2
        for i, part in enumerate(lines):
            trail = i < len(lines) - 1 and lines[i + 1][0][1] == "arrow"
            ways = [_line(part, modes, size, tz, marks, trail) for modes in product(("beside", "hung"), repeat=len(part))]
            ways = [wy for wy in ways if wy is not None and wy[0] <= max_w]
            if not ways:
                break
            way = min(ways, key=lambda wy: (wy[1], wy[0]))
            laid.append((part, way, trail))
            height += way[1] + 2
        else:
            if best is None or (height, len(laid)) < best[0]:
                best = ((height, len(laid)), laid)
    return best[1] if best else None


def packed(rows, size, max_w, dark_text=True, kw=None, marks=False):
    """(surface, [(rect, act, size)]) of the rows packed in max_w (icons.rows_surface's answer), or a
    surface wider than max_w (so not fitting) when no packing fits."""
    tz = tag_size(size, "pack", kw)
    laid = plan(rows, size, max_w, tz, marks)
    if laid is None:
        return gfx.surface((max_w + 1, size), pygame.SRCALPHA), []
    w = max(way[0] for _p, way, _t in laid)
    h = sum(way[1] for _p, way, _t in laid) + 2 * (len(laid) - 1)
    s = gfx.surface((w, h), pygame.SRCALPHA)
    col = (90, 70, 50) if dark_text else (220, 210, 190)
    spots, y = [], 0
    for part, (lw, lh, items), trail in laid:
        x0 = (w - lw) // 2
        for k, ((a, sep), (ix, texts, mark)) in enumerate(zip(part, items)):
            if k:
                _sep(s, col, sep, x0 + items[k - 1][0], x0 + ix, y, size)
            spot = pygame.Rect(x0 + ix, y, size, size)
            s.blit(act_badge(a, size, dark_text, "hang", kw), spot)
            if mark is not None:
                spot.union_ip(s.blit(boost_mark(size), (x0 + mark, y)))
            colours = dict(shown_tags(a, marks))
            for t, tx, ty in texts:
                c = colours[t] if dark_text else theme.lighter(colours[t], 0.6)
                spot.union_ip(s.blit(assets.text(t, tz, c, True), (x0 + tx, y + ty)))
            spots.append((spot, a, size))
        if trail:
            ax = x0 + lw - ARROW
            gfx.polygon(s, col, [(ax, y + size // 2 - 3), (ax + ARROW, y + size // 2), (ax, y + size // 2 + 3)])
        y += lh + 2
    return s, spots


def _sep(s, col, sep, prev_x, x, y, size):
    """The arrow (in a row) or the thin bar (between rows) just left of the icon at x."""
    cy = y + size // 2
    if sep == "arrow":
        ax = x - 2 - ARROW
        gfx.polygon(s, col, [(ax, cy - 3), (ax + ARROW, cy), (ax, cy + 3)])
    else:
        bx = x - BAR // 2 - 1
        gfx.line(s, theme.mix(col, theme.PAPER, 0.35), (bx, y + 2), (bx, y + size - 3), 1)
