"""What the standees would hide, shown again over them: a spawn location's number, a revealed
objective token (a relic, a bomb) and the START mark in a space where figures stand, each small in
a corner (START: at an edge) of the space that covers no name, tag or kind mark (claims.corner_spots,
OverlayLayer.place)."""
from __future__ import annotations

import pygame

from ... import assets
from ...paint import blit_center
from ..claims import MEDIUM, NAME, Claim, OverlayLayer, corner_spots, standee_marks
from ...paint.standees import seat_mark_rect, seat_of, seat_radius
from .roster import start_spots
from .static import start_band, start_label
from ... import gfx


def draw_uncovered(view, surf, figures, objectives, ghosts=()) -> list:
    """figures: the standees as drawn (dicts with pos and size); objectives: game.view.objectives;
    ghosts: the enemy-move previews' ghosts drawn (Routes: kept clear too). Returns the rectangles
    drawn on, as (what, rect)."""
    by_space = {}
    for f in figures:
        if f.get("pos") is not None:
            by_space.setdefault(view.space_at(f["pos"]), []).append(f)
    by_space.pop(None, None)
    layers = {}
    ghost_rects = []
    for rt in ghosts:
        g = pygame.Rect(0, 0, rt.ghost_size + 12, rt.ghost_size + 12)      # (its dashed ring's outer edge)
        g.center = (int(rt.ghost[0]), int(rt.ghost[1]))
        ghost_rects.append(g)
        sp = view.space_at(rt.ghost)
        if sp in by_space:
            _layer(view, layers, by_space, sp).claim("ghost", g, MEDIUM)    # (lighter than a name)
    layers[None] = ghost_rects          # (the ghosts by every space: _wide)
    out = []
    size = max(assets.MIN_TEXT + 6, int(view.cs * 0.26))
    for num, sp in view.stage.spawns:
        if sp in by_space:
            r = _spot(view, layers, by_space, sp, size, "spawn")
            _spawn_badge(surf, r, num)
            out.append((f"spawn {num}", r))
    start = _start_tag(view, layers, by_space, surf)
    if start is not None:
        out.append(("start", start))
    printed = {}
    for tok in objectives:
        sp = tok["space"]
        k = printed[sp] = printed.get(sp, -1) + 1 if tok["state"] not in ("scored", "lost") else printed.get(sp, -1)
        if tok["revealed"] and tok["state"] == "on" and sp in by_space:
            own = int(view.cs * 0.36)           # where objectives.py printed it, at its size, if that is free
            b = view.space_bounds(sp)
            at = pygame.Rect(b.right - own - 4 - k * (own + 2), b.y + 4, own, own)
            r = _spot(view, layers, by_space, sp, size, "objective", first=at)
            img = assets.sprite("objective_front", r.w).copy()
            blit_center(img, assets.sprite(tok["icon"], int(r.w * 0.62)), (r.w // 2, r.w // 2))
            surf.blit(img, r)
            out.append((f"objective {tok['icon']}", r))
    return out


def _layer(view, layers, by_space, space) -> OverlayLayer:
    """The space's claims: its standees' names (on their bands or chips), tags and kind marks (and
    what was put there)."""
    layer = layers.get(space)
    if layer is None:
        layer = layers[space] = OverlayLayer(view.space_bounds(space))
        listed = getattr(view, "roster_ids", ())
        for f in by_space[space]:
            marks = standee_marks(f, f["pos"], int(f.get("size") or view.cs * 0.6))
            if f["id"] in listed:       # its name and seat tag on the square's roster, its band blank
                marks = marks[2:] if f.get("tag") else marks[1:]
            for r in marks:
                layer.claim("standee", r, NAME)
        for r in view.name_chips:       # two sharing a square: their names on chips at their feet
            if r.colliderect(layer.bounds):
                layer.claim("name chip", r, NAME)
        _printed(view, layer)
    return layer


PRINTED = ("feature name", "point of interest", "hazard")     # printed marks a tag keeps off (a feature's name)


def _printed(view, layer):
    """The printed marks a player reads by the space (a feature's name, the point of interest, a
    hazard's glyph) and the START line of a crowded start square: what its tags keep off."""
    for name, r in getattr(view, "printed", ()):
        if name.startswith(PRINTED) and r.colliderect(layer.bounds):
            layer.claim(name, r, MEDIUM)
    if getattr(view, "start_line", None) is not None and view.start_line.colliderect(layer.bounds):
        layer.claim("start", view.start_line, NAME)


def _spot(view, layers, by_space, space, size, what, first=None) -> pygame.Rect:
    """A free corner of the space (`first` if it is free), else a free place on its edges (half
    over the square beside: a roster fills a small square), else just past them (_beyond), else the
    least harmful corner."""
    spots = ([first] if first is not None else []) + corner_spots(view.space_bounds(space), size)
    layer = _layer(view, layers, by_space, space)
    r = layer.place(what, spots)
    if what in layer.harm:
        kept = layer.placed.pop()
        wide, b = _wide(view, layers, by_space, space, size, size)
        h = size // 2
        edges = [pygame.Rect(x - h, y - h, size, size) for y in (b.y, b.bottom) for x in (b.x + h, b.right - h, b.centerx)]
        edges += [pygame.Rect(x - h, b.centery - h, size, size) for x in (b.x, b.right)]
        edges += _beyond(b, size)
        free = next((e for e in edges if wide.bounds.contains(e) and wide.cost(e) == 0), None)
        if free is not None:
            layer.harm.pop(what)
            kept, r = kept._replace(rect=free), free
        layer.placed.append(kept)
    return r


def _beyond(b, size) -> list:
    """Places of a `size` tag just past the edges of the square inside `b` (touching its wall, over
    the square beside or the map's margin), its corners' ends first: where a roster fills the
    square and its edges (issue 26: a spawn number over a name at 1152x648)."""
    out = [pygame.Rect(x, y, size, size) for y in (b.y - size - 2, b.bottom + 2) for x in (b.x, b.right - size)]
    out += [pygame.Rect(x, y, size, size) for x in (b.x - size - 2, b.right + 2) for y in (b.y, b.bottom - size)]
    # then anywhere along those walls, 3 px at a time from their ends (a roster's whole name reaching
    # past the square's side took both ends of the empty square beside: issue 26, the last 2 of 528)
    along = []
    for t in range(3, max(3, b.h - size + size // 2), 3):
        along += [pygame.Rect(x, y, size, size) for x in (b.x - size - 2, b.right + 2)
                  for y in (b.y - size // 2 + t, b.bottom - size // 2 - t)]
    for t in range(3, max(3, b.w - size + size // 2), 3):
        along += [pygame.Rect(x, y, size, size) for y in (b.y - size - 2, b.bottom + 2)
                  for x in (b.x - size // 2 + t, b.right - size // 2 - t)]
    return out + sorted(along, key=lambda r: min(abs(r.centery - b.y), abs(r.centery - b.bottom),
                                                  abs(r.centerx - b.x), abs(r.centerx - b.right)))


def _wide(view, layers, by_space, sp, w, h):
    """A layer over the space `sp` and its edges (a tag `w` x `h` half or wholly over the squares
    beside, above, below and at its sides), with the claims of both and what was put there, never off the board (the column
    letters); and the space's bounds inside its frame."""
    b = view.space_bounds(sp).inflate(-4, -4)
    layer = OverlayLayer(b.inflate(max(0, w - b.w) + 2 * w + 16, 2 * h + 8).clip(view.map_rect.inflate(2, 2)))
    here = _layer(view, layers, by_space, sp)
    layer.claims = list(here.claims) + [Claim(c.name, c.rect, NAME) for c in here.placed]   # and its spawn badge
    for other, figs in by_space.items():
        if other != sp and view.space_bounds(other).colliderect(layer.bounds):
            near = _layer(view, layers, by_space, other)
            layer.claims += near.claims + [Claim(c.name, c.rect, NAME) for c in near.placed]
    for r in view.name_chips:           # a roster spilled from a square beside
        if r.colliderect(layer.bounds):
            layer.claim("name chip", r, NAME)
    for r in layers.get(None, ()):      # the ghosts of the enemy-move preview
        if r.colliderect(layer.bounds):
            layer.claim("ghost", r, MEDIUM)
    _printed(view, layer)               # the feature's name above the square ("RECLINING BUDDHA")
    return layer, b


def _spawn_badge(surf, r, num):
    """A spawn location's number on a small dark disc ringed in the spawn colour."""
    gfx.circle(surf, (40, 14, 6), r.center, r.w // 2)
    gfx.circle(surf, (240, 120, 40), r.center, r.w // 2, 2)
    blit_center(surf, assets.text(str(num), max(assets.MIN_TEXT, int(r.h * 0.7)), (255, 220, 150), True), r.center)


HIDDEN = 0.25       # START is drawn again when more of its word's upper half than this is under the standees
READ_BY = 0.55      # a word in capitals reads by its letters' upper part: a disc over their feet leaves it read


def covered_part(word, figures, view) -> float:
    """How much of the printed word's rectangle `word` the standees `figures` cover, in its upper
    part (READ_BY of its height: a standee's disc over the letters' feet leaves START read, the
    second playtest's picture 12): their discs, name bands, seat tags and kind marks, and the name
    chips of two sharing the square (0 to 1)."""
    word = pygame.Rect(word)
    if word.w <= 0 or word.h <= 0:
        return 0.0
    marks = [r for f in figures for r in _marks_read(f, int(f.get("size") or view.cs * 0.6), view)]
    if _on_ink(view, word, marks + [pygame.Rect(r) for r in view.name_chips]):
        return 1.0              # a seat tag, a seat's shape, a kind mark or a name chip on a letter's upper part: drawn again
    word.h = max(1, int(word.h * READ_BY))
    hidden = pygame.Mask(word.size)
    for f in figures:
        z = int(f.get("size") or view.cs * 0.6)
        disc = pygame.Surface((z, z), pygame.SRCALPHA)
        pygame.draw.circle(disc, (255, 255, 255, 255), (z // 2, z // 2), z // 2 - 1)
        hidden.draw(pygame.mask.from_surface(disc), (int(f["pos"][0]) - z // 2 - word.x, int(f["pos"][1]) - z // 2 - word.y))
        for r in standee_marks(f, f["pos"], z):
            _fill(hidden, r, word)
    for r in view.name_chips:
        _fill(hidden, r, word)
    return hidden.count() / (word.w * word.h)


def _on_ink(view, word, rects) -> bool:
    """Does any of `rects` cover a pixel of the letters of START printed in `word`, in their upper
    part (READ_BY: a mark over their feet, its margins or the gaps between its letters leaves it read)?"""
    band = start_band(view)
    lab = assets.text("START", max(assets.MIN_TEXT, int(band.h * 0.9)), (255, 255, 255), True)
    at = lab.get_rect(center=word.center)
    ink = gfx.mask(lab)           # the text is a Scaled one in a scaled window
    upper = pygame.Rect(at.x, at.y, at.w, max(1, int(at.h * READ_BY)))
    for r in rects:
        r = pygame.Rect(r).clip(upper)
        if r.w > 0 and r.h > 0 and ink.overlap(pygame.Mask(r.size, fill=True), (r.x - at.x, r.y - at.y)):
            return True
    return False


def _marks_read(f, z, view=None) -> list:
    """The marks a standee of `z` at f["pos"] prints over its ring, as drawn: its seat tag (its
    text's own size: standee_marks' is a smaller part of it), its seat's shape (bottom right) and
    its kind mark (top left). On the start square's printed START the P2 tag took "ST" (issue 26)."""
    box = pygame.Rect(0, 0, z, z)
    box.center = (int(f["pos"][0]), int(f["pos"][1]))
    out = []
    if f.get("kind") != "fighter":      # its kind mark, as standees.py draws it
        ms = max(12, int(z * 0.4))
        out.append(pygame.Rect(box.x, box.y, ms, ms))
    moved = getattr(view, "tag_moves", {}).get((f["id"], box.centerx, box.centery))
    if moved is not None:               # drawn elsewhere (figures._tag_side: under START, above the standee)
        out.append(pygame.Rect(moved))
    elif f.get("tag"):
        w, h = assets.font(max(assets.MIN_TEXT, int(z * 0.22)), True).size(f["tag"])
        out.append(pygame.Rect(box.right - 1 - w - 4, box.y + 1, w + 4, h))
    if seat_of(f) is not None:      # where figures.py drew it (moved off a name, or not drawn: ())
        r = seat_radius(z)
        at = getattr(view, "seat_spots", {}).get((f["id"], box.centerx, box.centery))
        if at != ():
            out.append(seat_mark_rect(at or (box.x + z - r - 3, box.y + z - r - 3), z))
    return out


def _fill(mask, rect, word):
    r = pygame.Rect(rect).clip(word)
    if r.w > 0 and r.h > 0:
        mask.draw(pygame.Mask(r.size, fill=True), (r.x - word.x, r.y - word.y))


def _start_tag(view, layers, by_space, surf):
    """START again, as a small tag, where the standees cover more than a quarter of the printed
    word's upper part (covered_part; less: it is read, and a tag would say it twice): in its printed
    place over the figure when that covers no name, tag or kind mark, else on the space's top or
    bottom edge (a crowded square), else in a corner. Returns the tag's rectangle (None: nobody
    stands over it)."""
    sp = view.stage.start
    if sp not in by_space:
        return None
    if getattr(view, "start_line", None) is not None:      # the roster's first line (figures.py): drawn
        return pygame.Rect(view.start_line)
    band = start_band(view)
    lab = start_label(view)
    own = lab.get_rect(center=band.center).inflate(8, 2)
    if covered_part(lab.get_rect(center=band.center), by_space[sp], view) <= HIDDEN:
        return None                     # the printed START is read (a seat tag on its end): not twice
    w, h = own.size
    layer, b = _wide(view, layers, by_space, sp, w, h)
    # inside the square: beside it (on C4 by D4) it read as that square's name (issue 26); where
    # every place inside covers a name, seat tag or mark (one standee in a 49 px square at
    # 1152x648), on its top or bottom wall, never beside it
    square = view.space_bounds(sp)
    spots = ([own] if square.inflate(-2, -2).contains(own) else []) + start_spots(square, (w, h))
    free = layer.costs()
    r = next((s for s in spots if free(s) == 0), None)
    if r is None:
        walls = [pygame.Rect(x, y, w, h) for y in (b.y - h - 1, b.bottom + 1) for x in (b.x, b.right - w, b.centerx - w // 2)]
        r = next((s for s in walls if free(s) == 0), None)
    r = layer.place("start", [r] if r is not None else spots)
    _layer(view, layers, by_space, sp).note("start", r)
    gfx.rect(surf, (30, 30, 30), r, border_radius=3)
    gfx.rect(surf, (235, 235, 235), r, 1, border_radius=3)
    blit_center(surf, lab, r.center)
    return r
