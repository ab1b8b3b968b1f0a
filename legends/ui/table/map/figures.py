"""Figures on the map: standees laid out in their spaces (or at a pixel position while they move),
with drop shadows and target rings."""
from __future__ import annotations

import math

import pygame

from ... import theme
from ... import assets
from ...paint import standee
from ...paint.seatmarks import seat_mark
from ...paint.standees import (band_label, band_rect, band_word_rect, name_forms, seat_mark_rect, seat_of,
                               seat_radius, tag_rect, draw_tag)
from ... import gfx
from .roster import MORE, crowded, draw_head, draw_line, draw_more, roster
from .static import start_label


def layout_figures(view, figures):
    """Place figures that have no pixel override: returns {fig_id: (center, size)}."""
    by_space = {}
    for f in figures:
        if f.get("pos") is None and f.get("space"):
            by_space.setdefault(f["space"], []).append(f)
    out = {}
    cs = view.cs
    for space, figs in by_space.items():
        b = view.space_bounds(space)
        if b.w == 0:
            continue
        n = len(figs)
        inner = b.inflate(-int(cs * 0.1), -int(cs * 0.1))
        best = None
        for cols in range(n, 0, -1):
            rows = math.ceil(n / cols)
            size = min(inner.w / cols, inner.h / rows)
            if best is None or size > best[0] + 0.5:
                best = (size, cols, rows)
        size, cols, rows = best
        size = min(size, cs * 0.74)
        tot_w, tot_h = cols * size, rows * size
        x0 = inner.centerx - tot_w / 2
        y0 = inner.centery - tot_h / 2
        for i, f in enumerate(figs):
            r, c = divmod(i, cols)
            cnt = min(cols, n - r * cols)
            xoff = (cols - cnt) * size / 2
            out[f["id"]] = ((x0 + xoff + c * size + size / 2, y0 + r * size + size / 2), size * 0.94)
    return out


def standing_still(view, figures) -> tuple:
    """(the figures standing still, each with its place: pos and size as layout_figures puts it;
    the live ones, moving): what the table draws its standees and uncovered marks from, and the
    setup preview too (render.draw_map)."""
    placed = layout_figures(view, figures)
    still, live = [], []
    for f in figures:
        if f.get("live"):
            live.append(f)
        elif f["id"] in placed:
            c, size = placed[f["id"]]
            still.append(dict(f, pos=(int(c[0]), int(c[1])), size=int(size)))
    return still, live


def draw_figures(view, surf, figures, targets=(), hover_fig=None, t=0.0):
    """figures: dicts {id, kind, label, color, ring, space | pos, alpha, stunned, round, tag}."""
    placed = layout_figures(view, figures)
    view.fig_rects = []
    chips = []
    shared = _shared(figures)
    lone = _band_size(view.cs * 0.74 * 0.94)     # a figure alone in its space: its name's size
    pulse = 0.5 + 0.5 * math.sin(t * 6)
    crowd = {fid for ids in _crowd(view, figures, placed).values() for fid in ids}
    names = name_rects(view, figures) if any(seat_of(f) is not None for f in figures) else {}
    view.seat_spots, view.seat_tags, view.tag_moves = {}, [], {}
    start = dict(getattr(view, "printed", ())).get("start")
    for f, center, size in _standing(view, figures, placed):
        side = _tag_side(f, center, size, names, start) if f["id"] not in crowd else None
        if isinstance(side, pygame.Rect):       # (uncovered.py reads START by where it went)
            view.tag_moves[(f["id"], int(center[0]), int(center[1]))] = side
        if side is not None:        # the neighbour's name chip over its top right: the tag top left, else above
            f = dict(f, tag_left=True) if side == "left" else dict(f, tag=None, tag_up=(f["tag"], side))
        seat_at = _seat_spot(view, f, center, size, names)
        if seat_at is not None:         # its seat's shape beside the names, drawn after the standee
            f = dict(f, seat_apart=True)
            view.seat_spots[(f["id"], int(center[0]), int(center[1]))] = seat_at     # (uncovered.py reads START by it)
        if f["id"] in crowd:        # its name and seat tag on the square's roster (roster.py)
            f = dict(f, label="", tag=None)
        elif f["id"] in shared and f.get("label") and _band_size(size) < lone:
            # sharing a square: its name on a chip as large as a lone figure's (the sofa)
            chips.append((pygame.Rect(0, 0, size, size).move(int(center[0]) - size // 2,
                                                           int(center[1]) - size // 2), f["label"], lone,
                          _pair_place(view, figures, f), f["id"]))
            f = dict(f, label="")
        img = standee(f, size)
        alpha = f.get("alpha", 255)
        r = img.get_rect(center=(int(center[0]), int(center[1])))
        surf.blit(_drop_shadow(size, 90 * alpha // 255), (r.x + 3, r.bottom - size // 5))
        if f["id"] in targets:
            rad = size // 2 + 4 + int(3 * pulse)
            gfx.circle(surf, theme.HILITE_TARGET, r.center, rad + (3 if f["id"] == hover_fig else 0),
                               4 if f["id"] != hover_fig else 6)
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surf.blit(img, r)
        if seat_at:
            seat_mark(surf, seat_of(f), seat_at, seat_radius(size), "ring", number=False)
        view.fig_rects.append((r, f["id"]))
        if f.get("tag"):
            view.seat_tags.append((tag_rect(f["tag"], size, f.get("tag_left")).move(r.topleft), f["id"]))
        elif f.get("tag_up"):       # over the standee's top right, in the square's room above it
            tag, up = f["tag_up"]
            draw_tag(surf, tag, up, f.get("ring", (30, 30, 30)), size)
            view.seat_tags.append((up, f["id"]))
        if f.get("label") and alpha == 255 and band_label(f["label"], size) is None:
            chips.append((r, f["label"], assets.MIN_TEXT, None, f["id"]))
    # over every figure: a neighbour's standee never hides a name (the chips: the overlay layer's claims)
    view.name_chips = [_name_chip(surf, r, label, z, pair) for r, label, z, pair, _ in chips]
    view.name_ids = {tuple(c): fid for c, (*_, fid) in zip(view.name_chips, chips)}    # a click on a name: its figure
    by_id = {f["id"]: f for f in figures}
    view.start_line = None
    view.roster_ids = crowd         # (their bands and seat tags blank: uncovered.py's tags may go there)
    for line in _rosters(view, figures, placed, heads=True):
        if line.fid is None:        # START, the roster's first line on the start square
            draw_head(surf, line)
            view.start_line = line.chip
            continue
        if line.fid.startswith(MORE):       # a folded roster's "+N": claimed as a name, no one's click
            draw_more(surf, line)
            view.name_chips.append(line.chip)
            continue
        draw_line(surf, line, by_id[line.fid])
        view.name_chips.append(line.chip)
        view.name_ids[tuple(line.chip)] = line.fid
    return view.fig_rects


def _tag_side(f, center, size, names, start=None):
    """Where a figure's seat tag goes when a name chip (a pair's raised one, the square's width, a
    line above its foot: "ALEX" over Chun-Li's "P3" at 3840x2160, issue 26's ninth pass) lies
    over its top right: "left" (its top left: a fighter has no kind mark there) where that is free,
    else its place just above its standee (a Rect: in the square's room over it, off the names);
    None: its own place. Over the printed START (`start`: one fighter on the start square) it goes
    just under the word, still on its standee (the re-check after the ninth pass, finding 4)."""
    if not f.get("tag") or f.get("kind") != "fighter" or f.get("live"):
        return None
    x0, y0 = int(center[0]) - size // 2, int(center[1]) - size // 2
    own = band_rect(center, size)       # (a chip of its own over its top counts: a raised one)
    near = [pygame.Rect(n) for fid, n in names.items() if fid != f["id"] or pygame.Rect(n) != own]
    right, left = (tag_rect(f["tag"], size, side).move(x0, y0) for side in (False, True))
    if right.collidelist(near) == -1:
        return _under_start(right, start, y0 + size, near)
    if left.collidelist(near) == -1:
        return "left"
    up = right.move(0, -right.h - 1)       # just above the standee, past the top of a name over it
    while up.collidelist(near) != -1 and up.y > y0 - size // 2:
        up.y -= 1
    return up


def _under_start(tag, start, foot, near):
    """The seat tag `tag` just under the printed START word `start` where it lies on the word and
    that place is free and above the standee's `foot`; else None (its own place)."""
    if start is None or not tag.colliderect(start):
        return None
    down = tag.move(0, start.bottom + 1 - tag.y)
    return down if down.bottom <= foot and down.collidelist(near) == -1 else None


def _seat_spot(view, f, center, size, names):
    """Where the figure's seat shape goes when its own place (the standee's bottom right) touches a
    name (a chip, a roster line, a neighbour's band, its own band's word: at the table Blanka's blue square
    covered the end of "BLAN", issue 26's re-check; on the setup preview it sat on
    the end of BIRDIE's chip, issue 26): the nearest place about it, inside its square, that touches
    none (its bottom left, its top left where a fighter has no kind mark, or a few pixels off its
    ring); None: its own place (free, or wholly under a name); HIDDEN_SEAT: not drawn, where every
    place touches a name (its name is read on that chip or line)."""
    seat = seat_of(f)
    space = f.get("space") or view.space_at(center)
    if seat is None or not names or f.get("live") or space is None:
        return None
    r = seat_radius(size)
    x0, y0 = int(center[0]) - size // 2, int(center[1]) - size // 2
    lo, hi = r + 3, size - r - 3
    own = band_rect(center, size)
    near = [pygame.Rect(n) for fid, n in names.items() if not (fid == f["id"] and pygame.Rect(n) == own)]
    word = band_word_rect(f.get("label"), center, size) if names.get(f["id"]) == own else None
    if word is not None:    # its own name on its band: the shape beside it or above it, not on its end
        near.append(word)
    if f.get("tag_left"):   # its seat tag moved to its top left (_tag_side): the shape keeps off it
        near.append(tag_rect(f["tag"], size, True).move(x0, y0))
    near += [pygame.Rect(r) for what, r in getattr(view, "printed", ()) if what == "start"]   # (START read too)
    home = (x0 + hi, y0 + hi)
    if seat_mark_rect(home, size).inflate(4, 4).collidelist(near) == -1:
        return None
    square = view.space_bounds(space)
    spots = [(x0 + lo, y0 + hi)] + ([(x0 + lo, y0 + lo)] if f.get("kind") == "fighter" else [])
    spots += sorted(((home[0] + dx, home[1] + dy) for dx in range(-r, size // 3) for dy in range(-size // 2, r + 3)),
                    key=lambda p: abs(p[0] - home[0]) + abs(p[1] - home[1]))
    free = next((p for p in spots if square.contains(seat_mark_rect(p, size))
                 and seat_mark_rect(p, size).inflate(4, 4).collidelist(near) == -1), None)
    if free is None and any(n.contains(seat_mark_rect(home, size)) for n in near):
        return None                     # under a name wholly: as it was (hidden, touching nothing)
    return free if free is not None else HIDDEN_SEAT


HIDDEN_SEAT = ()        # _seat_spot: no place of the seat's shape touches no name: not drawn (the name says who)


def _rosters(view, figures, placed, heads=False, crowd=None) -> list:
    """The roster lines (roster.Line) of every crowded square, its figures' names as labelled
    (`heads`: START too, the start square's first line, fid None). A roster that spills out of its
    square keeps off the names around it, the printed feature names and the rosters before it."""
    by_id = {f["id"]: f for f in figures}
    lone = _band_size(view.cs * 0.74 * 0.94)
    crowd = _crowd(view, figures, placed) if crowd is None else crowd
    if not crowd:
        return []
    keep = [r for name, r in getattr(view, "printed", ()) if name.startswith(KEEP_PRINTED)]
    keep += list(_lone_names(view, figures, placed, crowd).values())
    out = []
    for space, ids in crowd.items():
        standing = [(by_id[f["id"]], c) for f, c, _ in _standing(view, figures, placed) if f["id"] in ids]
        head = space == view.stage.start
        lines = roster(view.space_bounds(space), standing, lone, "START" if head else None, view.map_rect, keep,
                       start_label(view).get_rect().inflate(8, 2).size if head else None)
        keep += [ln.chip for ln in lines]
        out += [ln for ln in lines if heads or ln.fid is not None]
    return out


KEEP_PRINTED = ("feature name", "point of interest", "hazard", "spawn", "start")     # what a spilled roster keeps off


def roster_heads(view, figures) -> list:
    """The START lines of the rosters (the start square crowded): what a ghost keeps off too."""
    placed = layout_figures(view, figures)
    return [ln.chip for ln in _rosters(view, figures, placed, heads=True) if ln.fid is None]


def _crowd(view, figures, placed) -> dict:
    """{space: [figure ids]} of the squares whose names are a roster: three figures or more
    (roster.crowded), and two whose chips would not show both whole names at 12 px or more (issue
    26's fifth pass: "BIRD", "DHAL", "CHUN", "BLAN" at 1280x720)."""
    out = crowded(figures)
    by = {}
    for f in figures:
        if f.get("space") and not f.get("live") and f["space"] not in out:
            by.setdefault(f["space"], []).append(f["id"])
    pairs = {sp: ids for sp, ids in by.items() if len(ids) == 2}
    if pairs:
        full = {f["id"]: f.get("label") for f in figures}
        lone = _band_size(view.cs * 0.74 * 0.94)
        for f, center, size in _standing(view, figures, placed):
            sp = f.get("space")
            if sp in pairs and f["id"] in pairs[sp] and full[f["id"]] and \
                    _shown(view, figures, f, center, size, lone) != full[f["id"]]:
                out[sp] = pairs[sp]
    return out


def _shown(view, figures, f, center, size, lone):
    """The name a figure sharing a square shows on its chip (or band), as draw_figures draws it."""
    label = f.get("label")
    if not label:
        return None
    r = pygame.Rect(0, 0, size, size)
    r.center = (int(center[0]), int(center[1]))
    if _band_size(size) < lone:
        return _chip_rect(r, label, lone, _pair_place(view, figures, f))[0]
    shown = band_label(label, size)
    return shown[0] if shown else _chip_rect(r, label)[0]


def _pair_place(view, figures, f):
    """(square, raised) for one of two figures standing side by side in a square (None otherwise):
    their chips may take the square's width, the second one's a line higher, so that neither
    shrinks nor covers the other ("two figures sharing a square get labels too small to read")."""
    ids = [g["id"] for g in figures if g.get("space") == f.get("space") and not g.get("live")]
    if len(ids) != 2:
        return None
    b = view.space_bounds(f["space"])
    return (b, ids.index(f["id"]) == 1) if b.w > b.h * 0.75 else None


def _shared(figures) -> set:
    """The ids of the figures standing in a space with another (not moving)."""
    count = {}
    for f in figures:
        if f.get("space") and not f.get("live"):
            count.setdefault(f["space"], []).append(f["id"])
    return {fid for ids in count.values() if len(ids) > 1 for fid in ids}


def _band_size(size) -> int:
    """The font size of a standee's name band at this size (0: no band fits)."""
    shown = band_label("M1", int(size))
    return shown[1] if shown else 0


def _standing(view, figures, placed):
    """(figure, centre, size) of each figure drawn: at its pixel position, else where `placed`
    (layout_figures) put it; a small one labelled with its short name (but one of a pair)."""
    for f in figures:
        if f.get("pos") is not None:
            center, size = f["pos"], f.get("size") or view.cs * 0.6
        elif f["id"] in placed:
            center, size = placed[f["id"]]
        else:
            continue
        size = int(size)
        # one of two side by side in a square keeps its whole name: its chip may take the square's width
        short = size < 58 and f.get("short") and (f.get("live") or _pair_place(view, figures, f) is None)
        yield (dict(f, label=f["short"]) if short else f), center, size


def name_rects(view, figures) -> dict:
    """{figure id: where its name is read}: its band (paint.standees.band_rect), or the chip across
    its foot that draw_figures puts there (sharing a square, or too small for a band), which
    reaches past the standee (what a ghost or a label must keep off: previews.py, claims.py)."""
    placed = layout_figures(view, figures)
    crowd = _crowd(view, figures, placed)
    out = {line.fid: line.chip for line in _rosters(view, figures, placed, crowd=crowd)}
    out.update(_lone_names(view, figures, placed, crowd))
    return out


def _lone_names(view, figures, placed, crowd) -> dict:
    """name_rects of the figures on no roster (`crowd`: _crowd)."""
    shared = _shared(figures)
    lone = _band_size(view.cs * 0.74 * 0.94)
    listed = {fid for ids in crowd.values() for fid in ids}
    out = {}
    for f, center, size in _standing(view, figures, placed):
        label = f.get("label")
        if not label or f["id"] in listed:
            continue
        r = pygame.Rect(0, 0, size, size)
        r.center = (int(center[0]), int(center[1]))
        if f["id"] in shared and _band_size(size) < lone:
            out[f["id"]] = _chip_rect(r, label, lone, _pair_place(view, figures, f))[2]
        elif band_label(label, size) is None:
            out[f["id"]] = _chip_rect(r, label)[2]
        else:
            out[f["id"]] = band_rect(center, size)
    return out


def _chip_rect(r, label, z=assets.MIN_TEXT, pair=None):
    """(word, font size, chip) of a name chip across the foot of the standee `r` (_name_chip); one
    of a pair side by side in a square (`pair`: (the square, raised), _pair_place) as wide as the
    square allows, the second a line higher (over its standee's foot), both inside the square."""
    room = r.w - 2 if pair is None else pair[0].w - 10
    for size in range(z, assets.MIN_TEXT - 1, -1):
        fits = [w for w in name_forms(label) if assets.font(size, True).size(w)[0] <= room]
        if fits:
            break
    word = fits[0] if fits else next(w for w in name_forms(label) if len(w) <= 3)
    w, h = assets.font(size, True).size(word)
    chip = pygame.Rect(0, 0, w, h)
    chip.midbottom = (r.centerx, r.bottom + 4)
    chip = chip.inflate(6, 0)
    if pair is not None:
        square, raised = pair
        if raised:
            chip.bottom = r.bottom + 4 - h - 1
        chip.left = max(chip.left, square.left + 1)
        chip.right = min(chip.right, square.right - 1)
    return word, size, chip


def _name_chip(surf, r, label, z=assets.MIN_TEXT, pair=None):
    """The short name of a figure on a chip across its foot: one too small for its band (a crowded
    space on a small table), or one sharing a square (at a lone figure's size, `z`, where its name
    fits the figure's width, or the square's for one of two, else smaller down to 12 px)."""
    word, size, chip = _chip_rect(r, label, z, pair)
    t = assets.text(word, size, theme.WHITE, True)
    gfx.rect(surf, (15, 12, 10), chip, border_radius=4)
    surf.blit(t, t.get_rect(center=chip.center))
    return chip


_shadows = gfx.cache("figure shadows")


def _drop_shadow(size, alpha):
    s = _shadows.get((size, alpha))
    if s is None:
        s = gfx.surface((size, max(1, size // 3)), pygame.SRCALPHA)
        gfx.ellipse(s, (0, 0, 0, alpha), s.get_rect())
        _shadows[(size, alpha)] = s
    return s
