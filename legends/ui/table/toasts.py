"""The one toast placer, for every screen: the toasts go among the claims of the layer the scene
gives (claims.OverlayLayer: the table's, the setup screen's, a menu's, or a layer of the canvas's
bounds alone for a screen that gives none), never over a claim nor over another toast. Each toast
is one line, smaller where the room is narrow, wrapped only where it cannot fit. Its places, in
order: the layer's `strip` where it has one (the table's keys' line under the map: side by side in
the line, then above it while that is free), the free place nearest it in the layer's `room` (the
map's area, off its squares: the gap beside them), the toast's short form in the line, then the
layer's `toast_areas` (a column at each, the newest under the others), its `toast_over` (the log's
older lines: what may be covered there), then the free place nearest them in its bounds; when none
is free, the least harmful one (issue 26's playtest: "Key not taken..." toasts stacked over map
rows 1-2 and the nemesis board; its sixth pass: over the map's bottom row). The map's squares
(`layer.view`) are kept off by the toasts alone (a tooltip of the map stands on them). The placer
knows no screen: what it reads is the layer's. A toast stays where it stood while that is free."""
from __future__ import annotations

from array import array
from functools import lru_cache
from itertools import repeat

import pygame

from .. import assets
from .. import theme
from ..paint import panel

SIZES = (16, 15, 14)    # the text's sizes, the biggest that fits the room first (a layer's toast_sizes)
PAD_X, PAD_Y, GAP = 12, 3, 6
STACK = 12              # between two toasts of a column at one of the layer's toast_areas
WIDE = 420              # a toast's width at least, where the keys' line is shorter (then above it, or on the map)
SCAN = 16               # the grid of the farther places (only when the line and above it are taken)
SQUARE = 6              # a pixel of a map's square, to a toast (no claim of the layer's: the tooltips go there)


def pads(z):
    """The box's padding around text of size `z` (the table's slim boxes; bigger text, roomier)."""
    return (PAD_X, PAD_Y) if z <= SIZES[0] else (z * 4 // 5, z * 2 // 5)


def boxes(text, width, most=2, sizes=SIZES) -> list:
    """(lines, size) variants of a toast of `text`: one line at each size that fits `width`, then
    wrapped to `width` (in `most` lines at most), the biggest first."""
    out = []
    for z in sizes:
        if assets.font(z, True).size(text)[0] + 2 * pads(z)[0] <= width:
            out.append(([text], z))
    for z in sizes[1:]:
        lines = assets.wrap(text, max(80, width - 2 * pads(z)[0]), z, True)
        if 1 < len(lines) <= most:
            out.append((lines, z))
    return out


def size_of(lines, z):
    f = assets.font(z, True)
    px, py = pads(z)
    return (max(f.size(t)[0] for t in lines) + 2 * px, f.get_linesize() * len(lines) + 2 * py)


def spots(size, strip, placed):
    """A toast's places, in order: on the keys' line (its bottom on the line's), centred under the
    map, at its two ends, beside each overlay already in it; above the line (centred, its ends); then
    above each overlay in it (under the map's width: a toast never reaches over the boards beside it
    from there)."""
    w, h = size
    s = pygame.Rect(strip)
    bottom = s.bottom + 2
    xs = [s.centerx - w // 2, s.x, s.right - w]
    near = [p for p in placed if p.bottom >= s.y - 2 * h and p.top <= s.bottom + 2]
    for p in near:
        xs += [p.right + GAP, p.x - GAP - w]
    for p in near:
        xs += [p.centerx - w // 2, p.x, p.right - w]
    keep = [x for x in dict.fromkeys(xs) if s.x <= x <= s.right - w]      # under the map, never beside it
    out = [pygame.Rect(x, bottom - h, w, h) for x in keep[:3 + 2 * len(near)]]
    out += [pygame.Rect(x, s.y - GAP - h, w, h) for x in keep[:3]]      # above the line (its hints: hints())
    for p in near:
        out += [pygame.Rect(x, p.top - GAP - h, w, h) for x in keep]
    return out


def area_spots(size, areas, toasts) -> list:
    """A toast's places at the layer's toast_areas, each in turn: ("top", area) its top's middle,
    ("bottom", area) its bottom's, ("centre", area) its centre; then under each toast placed before
    (above it at a "bottom" area): a column, the newest last."""
    w, h = size
    out = []
    for kind, area in areas:
        r = pygame.Rect(0, 0, w, h)
        a = pygame.Rect(area)
        if kind == "top":
            r.midtop = a.midtop
        elif kind == "bottom":
            r.midbottom = a.midbottom
        else:
            r.center = a.center
        out.append(r)
        for p in toasts:
            out.append(pygame.Rect(r.x, p.top - STACK - h if kind == "bottom" else p.bottom + STACK, w, h))
    return out


def runs(strip, placed) -> list:
    """The widths of the keys' line left free by the overlays in it (the focus label's last place)."""
    s = pygame.Rect(strip)
    edges, x, out = sorted((p.x, p.right) for p in placed if p.colliderect(s)), s.x, []
    for a, b in edges:
        out.append(a - GAP - x)
        x = max(x, b + GAP)
    out.append(s.right - x)
    return sorted({w for w in out if w >= 120}, reverse=True)


def farther(size, centre, bounds):
    """Every place in `bounds` on a grid, the nearest `centre` (a point, or the keys' line: its
    centre) first, made as they are tried (the grid's order is worked out once per size, point and
    bounds)."""
    c = pygame.Rect(centre).center if len(centre) == 4 else tuple(centre)
    w, h = size
    xs, ys = _farther(tuple(size), (int(c[0]), int(c[1])), tuple(pygame.Rect(bounds)))
    return map(pygame.Rect, xs, ys, repeat(w), repeat(h))       # (made in C as they are tried: thousands)


@lru_cache(maxsize=64)
def _farther(size, c, bounds):
    """The grid's corners in order, as two arrays of ints (64 of them: some 4 MB at most)."""
    w, h = size
    b = pygame.Rect(bounds)
    out = [(x, y) for x in range(b.x, b.right - w + 1, SCAN) for y in range(b.y, b.bottom - h + 1, SCAN)]
    cx, cy = c[0] - w // 2, c[1] - h // 2        # (a place's centre, as Rect.center rounds it)
    out.sort(key=lambda p: (p[0] - cx) ** 2 + 4 * (p[1] - cy) ** 2)
    return array("i", (p[0] for p in out)), array("i", (p[1] for p in out))


def forms(layer, toast) -> tuple:
    """(lines, size, box size) of a toast's forms, in order: one line, then wrapped to the strip's
    width (without a strip: the canvas's less the margins), to each room beside the overlays in it
    (to each toast area's width), its short form ("Key not taken ×3"), up to four lines (to the
    room beside the map's squares first: `gaps`). The same while the text, the widths and the fonts
    stay (a toast shown for seconds is measured once)."""
    sizes = tuple(getattr(layer, "toast_sizes", None) or SIZES)
    strip, side = layer.strip, ()
    if strip is not None:
        main, others = strip.w, runs(strip, [p.rect for p in layer.placed])
        if layer.room is not None and strip.w < WIDE:       # a line cut short (the phones' chip, the kept keys):
            main = max(main, min(WIDE, layer.room.w - 40))  # one line above it, not a tall box in it
        side = gaps(layer)
    else:
        main = layer.bounds.w - 120
        others = sorted({min(main, a.w - 44) for _, a in layer.toast_areas if 160 <= a.w - 44 < main}, reverse=True)
    fonts = tuple(assets.font(z, True) for z in sizes)      # (new fonts, at a new drawing scale: measured again)
    return _forms(toast[0], getattr(toast, "short", None), sizes, main, tuple(others), side, fonts)


@lru_cache(maxsize=32)
def _forms(text, short, sizes, main, others, side, fonts):
    out = boxes(text, main, 2, sizes)
    for w in others:
        out += [f for f in boxes(text, w, 2, sizes) if f not in out]
    if short:
        out += [f for w in (main,) + others for f in boxes(short, w, 1, sizes) if f not in out]
    for w in side + (main,):
        out += [f for f in boxes(text, w, 4, sizes) if f not in out]
    if not out:         # too long for four lines: as many as it takes, the smallest text
        out = [(assets.wrap(text, max(80, main - 2 * pads(sizes[-1])[0]), sizes[-1], True) or [text], sizes[-1])]
    return tuple((tuple(lines), z, size_of(lines, z)) for lines, z in out)


def gaps(layer) -> tuple:
    """The widths of the map's area (`layer.room`) beside its squares and their coordinates, at
    the room's middle and just above the keys' line (Shadaloo Base's empty A5-B6 corner), each 160
    px or more (a toast wrapped to one of them stands there, off the squares): widest first."""
    room, squares = layer.room, map_squares(layer.view)
    if room is None or not squares:
        return ()
    marks = [c.rect for c in layer.claims if c.rect.colliderect(room)] + squares
    out = set()
    for band in (pygame.Rect(room.x, room.centery - 30, room.w, 60),
                 pygame.Rect(room.x, layer.strip.top - 50, room.w, 48)):
        for w in runs(band, [r for r in marks if r.colliderect(band)]):
            if w >= 160:
                out.add(w - 8)
    return tuple(sorted(out, reverse=True))


def map_squares(view) -> list:
    """The squares of the map view `view` (None: none), as rects of whole rows of squares side by
    side (worked out once per view)."""
    if view is None or getattr(view, "board", None) is None:
        return []
    got = view.memo.get("toast squares")
    if got is not None and got[0] == (view.origin, view.cs):
        return got[1]
    rows = {}
    for sqs in view.board.squares_of.values():
        for c, r in sqs:
            rows.setdefault(r, []).append(c)
    out = []
    for r, cols in rows.items():
        cols.sort()
        start = prev = cols[0]
        for c in cols[1:] + [None]:
            if c != prev + 1:
                out.append(view.sq_rect(start, r).union(view.sq_rect(prev, r)))
                start = c
            prev = c
    view.memo["toast squares"] = ((view.origin, view.cs), out)
    return out


def sized(variants) -> list:
    """The first variant of each box size (a later one of the same size has the same places: never better)."""
    seen = {}
    for v in variants:
        seen.setdefault(v[2], v)
    return list(seen.values())


KEPT: dict = {}      # what a toast's place was worked out from -> the place (the same while nothing changed)


def place(layer, toast):
    """(lines, size, rect) of one toast among the layer's claims and the overlays placed (noted as
    placed: the next toast keeps off it). Worked out again only when the toast's text, where it
    stood or what the layer holds changed since a frame before (a still table: no search)."""
    variants = forms(layer, toast)
    last = getattr(toast, "at", None)
    best = stays(layer, variants, last)
    if best is None:
        short = getattr(toast, "short", None)
        key = (state(layer, variants), short)
        best = KEPT.get(key)
        if best is None:
            if len(KEPT) > 16:
                KEPT.clear()
            best = KEPT[key] = where(layer, variants, short)
    lines, z, r = best
    r = layer.place("toasts", [r])
    if hasattr(toast, "at"):
        toast.at = pygame.Rect(r)
    return list(lines), z, r


def state(layer, variants) -> tuple:
    """What a toast's new place is worked out from: its forms, the layer's places and what it holds
    (every claim and overlay placed, the map's squares)."""
    opt = [None if r is None else tuple(r) for r in (layer.strip, layer.room)]
    return (variants, *opt, tuple(layer.bounds), tuple((k, tuple(a)) for k, a in layer.toast_areas),
            tuple((tuple(a), n) for a, n in getattr(layer, "toast_over", ())), tuple(map(tuple, map_squares(layer.view))),
            tuple((tuple(c.rect), c.weight) for c in layer.claims), tuple((p.name, tuple(p.rect)) for p in layer.placed),
            tuple(map(tuple, hints(layer))))


def hints(layer) -> list:
    """The key hints' text on the keys' line as drawn this frame (hud.claim_keys, focus.draw_on_strip): no
    toast covers one (issue 26's seventh pass, finding 3: "Key not taken ..." hid "E end phase" at 2160)."""
    return list(getattr(layer, "key_text", None) or ())


def stays(layer, variants, last):
    """(lines, size, rect) where the toast stood, in a form of that size, if that is still free
    (of the claims, the overlays and the map's squares; over the log's older lines: of the rest)."""
    if last is None or not layer.bounds.contains(last):
        return None
    spare = next((n for a, n in getattr(layer, "toast_over", ()) if pygame.Rect(a).contains(last)), ())
    if last.collidelist([c.rect for c in layer.claims if c.name not in spare]) >= 0 \
            or last.collidelist([p.rect for p in layer.placed]) >= 0 or last.collidelist(map_squares(layer.view)) >= 0 \
            or last.collidelist(hints(layer)) >= 0:
        return None
    return next(((lines, z, pygame.Rect(last)) for lines, z, size in variants if last.size == size), None)


def where(layer, variants, short=None):
    """(lines, size, rect): the first free place (no cost worked out) of, in turn: the strip's in
    the toast's whole words, the room's (off the map's squares), the strip's in its short form
    (`short`), the toast areas', the `toast_over` areas' (over what they name: the log's older
    lines), the canvas's; else the least harmful. Where the log is short (`layer.toast_over_late`:
    720p's 3 lines, the top one the turn's heading) the room's in the short form comes before the
    log's (issue 26's ninth pass, finding 2: "Key not taken ..." over "Turn 4: P4 (Dhalsim) ...")."""
    claimed = [c.rect for c in layer.claims]
    taken = claimed + [p.rect for p in layer.placed] + map_squares(layer.view) + hints(layer)
    bounds = layer.bounds
    strip, areas, room = layer.strip, layer.toast_areas, layer.room
    whole = [v for v in variants if v[0] != (short,)]
    cut = [v for v in variants if v[0] == (short,)]
    toasts = [p.rect for p in layer.placed if p.name == "toasts"]
    centre = strip if strip is not None else area_spots((0, 0), areas[:1], ())[0].center if areas else bounds.center
    placed = [p.rect for p in layer.placed]
    on_line = (lambda sz: spots(sz, strip, placed)) if strip is not None else None
    in_room = (lambda sz: farther(sz, centre, room)) if room is not None else None
    tries = [(on_line, whole, taken), (in_room, whole, taken), (on_line, cut, taken)]
    tries += [((lambda sz: area_spots(sz, areas, toasts)) if areas else None, variants, taken)]
    late = getattr(layer, "toast_over_late", False)     # a short log (720p: 3 lines, its top the turn's heading)
    if late:
        tries += [(in_room, cut, taken)]                # its short form in the map's area first
    for area, names in getattr(layer, "toast_over", ()):
        over = [c.rect for c in layer.claims if c.name not in names] + taken[len(claimed):]
        tries.append((lambda sz, a=pygame.Rect(area): [r for r in area_spots(sz, [("top", a)], ()) if a.contains(r)],
                      variants, over))        # (its top alone: its newest lines stay; a one-line log holds none)
    tries += [] if late else [(in_room, cut, taken)]
    tries += [(lambda sz: farther(sz, centre, bounds), variants, taken)]
    tries = [t for t in tries if t[0] is not None and t[1]]
    for go, forms_, kept in tries:        # the first free place: no cost worked out
        best = next(((lines, z, r) for lines, z, size in sized(forms_) for r in go(size)
                     if bounds.contains(r) and r.collidelist(kept) < 0), None)
        if best is not None:
            return best
    return least(layer, variants, [t[0] for t in tries])     # none is free: the least harmful


def least(layer, variants, tries):
    """(lines, size, rect) of the place on the canvas that covers the least (weighted: a map's
    square SQUARE), the earlier on a tie; bigger than the canvas: its corner (layer.place keeps it on)."""
    best, contains = None, layer.bounds.contains
    kept = layer.claims + layer.placed          # layer.costs() inlined: a place inside the canvas covers
    squares = map_squares(layer.view)           # nothing off it (thousands tried)
    keys = hints(layer)
    rects = [k.rect for k in kept] + squares + keys
    weights = [k.weight for k in kept] + [SQUARE] * (len(squares) + len(keys))
    for go in dict.fromkeys(tries):
        for lines, z, size in sized(variants):
            for r in go(size):
                if contains(r):
                    c = 0
                    for i in r.collidelistall(rects):
                        o = r.clip(rects[i])
                        c += o.w * o.h * weights[i]
                    if best is None or c < best[0]:
                        best = (c, lines, z, r)
    if best is None:
        lines, z, size = variants[-1]
        return lines, z, pygame.Rect(layer.bounds.topleft, size)
    return best[1:]


def draw(surf, layer, toasts) -> list:
    """The toasts (the oldest placed first: a new one never moves those shown); their boxes."""
    out = []
    for t in toasts:
        lines, z, r = place(layer, t)
        panel(surf, r, (30, 24, 22), theme.GOLD, 8 if z <= SIZES[0] else 10, 2, True, alpha=240)
        y = r.y + pads(z)[1]
        for line in lines:
            img = assets.text(line, z, theme.CREAM, True)
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += assets.font(z, True).get_linesize()
        out.append(r)
    return out
