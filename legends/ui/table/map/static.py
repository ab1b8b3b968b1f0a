"""The printed board, drawn once per map view: tiles, hazards, features, square names, capacity
badges, walls and doors, the outer edge, start, point of interest, spawn locations and the
coordinates along the edges. Also collects the board's hover help (view.hots)."""
from __future__ import annotations

import pygame

from ....content.loader import parse_square, square_name
from ... import assets
from ... import drawn
from ... import rules_text
from ... import theme
from ...paint import Hot, blit_center
from ... import gfx

SQUARE_NAME = 19        # the square names in their corners, at least (12 px read 9 px high to OCR from a 720p window)
COORDINATE = 17         # the column letters and row numbers along the edges, at least
FEATURE_NAME = 16       # a feature's name: on two lines where one is too narrow, rather than cut


def build(view) -> pygame.Surface:
    """The printed board of `view` on a surface the size of view.area; sets view.hots."""
    surf = gfx.surface(view.area.size, pygame.SRCALPHA)
    view.hots = []
    view.printed = []       # (what, rect) of the printed marks a player reads: the overlay layer's claims
    _tiles(surf, view)
    _hazards(surf, view)
    _features(surf, view)
    _square_names(surf, view)
    _capacity(surf, view)
    _walls(surf, view)
    _doors(surf, view)
    _outer_edge(surf, view)
    start = _start(surf, view)
    _poi(surf, view, start)
    _spawns(surf, view)
    _coordinates(surf, view)
    return surf


def _offset(view):
    """Absolute rectangles to the layer's own coordinates (the layer starts at view.area's corner)."""
    ox, oy = view.area.topleft

    def R(rect):
        return pygame.Rect(rect).move(-ox, -oy)
    return R


def _tiles(surf, view):
    """Tiles: drop shadow, printed base, squares, speckle."""
    st = view.stage
    cs = view.cs
    R = _offset(view)
    squares = set(st.squares)
    for tile in st.tiles:
        tr = R(pygame.Rect(view.origin[0] + tile.at[0] * cs, view.origin[1] + tile.at[1] * cs,
                           tile.cols * cs, tile.rows * cs))
        sh = assets.shadow_rect(tr.size, 6, 14, 150)
        surf.blit(sh, (tr.x - 14 + 6, tr.y - 14 + 9))
    for ti, tile in enumerate(st.tiles):
        tr = R(pygame.Rect(view.origin[0] + tile.at[0] * cs, view.origin[1] + tile.at[1] * cs,
                           tile.cols * cs, tile.rows * cs))
        base = theme.mix(view.floor, (0, 0, 0), 0.12 if ti % 2 else 0.0)
        gfx.rect(surf, theme.darker(base, 0.55), tr, border_radius=5)
        gfx.rect(surf, base, tr.inflate(-4, -4), border_radius=4)
        for c in range(tile.cols):
            for r in range(tile.rows):
                sq = (tile.at[0] + c, tile.at[1] + r)
                if sq not in squares:
                    continue
                rr = R(view.sq_rect(*sq)).inflate(-4, -4)
                shade = theme.mix(base, (255, 255, 255), 0.07 if (c + r) % 2 else 0.03)
                gfx.rect(surf, shade, rr, border_radius=3)
                gfx.rect(surf, theme.mix(base, (255, 255, 255), 0.18), rr, 1, border_radius=3)
                gfx.line(surf, theme.darker(base, 0.75), (rr.x + 2, rr.bottom), (rr.right - 2, rr.bottom), 2)
        sp = assets.speckle(tr.size, (255, 255, 255), seed=ti + 5, density=0.002, alpha=26)
        surf.blit(sp, tr.topleft)
        sp2 = assets.speckle(tr.size, (0, 0, 0), seed=ti + 50, density=0.003, alpha=34)
        surf.blit(sp2, tr.topleft)


def _hazards(surf, view):
    """Hazard spaces: yellow and black stripes, and the hazard's glyph in each square's top-left
    corner (its shape tells one hazard from another, not the colour: paint/kindmarks.py)."""
    cs = view.cs
    R = _offset(view)
    ox, oy = view.area.topleft
    for sp in view.hazards:
        space = sp
        for rect in view.space_squares(space):
            rr = R(rect).inflate(-6, -6)
            hz = gfx.surface(rr.size, pygame.SRCALPHA)
            step = max(8, cs // 6)
            for i in range(-rr.h, rr.w, step * 2):
                gfx.polygon(hz, (245, 200, 30, 110), [(i, rr.h), (i + step, rr.h), (i + step + rr.h, 0), (i + rr.h, 0)])
            surf.blit(hz, rr.topleft)
            gfx.rect(surf, (245, 200, 30), rr, 2, border_radius=3)
            g = _hazard_glyph(surf, view.hazard_glyph[sp], rr.topleft, cs)
            view.printed.append((f"hazard {sp}", g.move(ox, oy)))
            view.hots.append(Hot(rect, ("Hazard", view.hazards[sp].text or rules_text.effect_text(
                "hazard", view.hazards[sp].args), "Stage Rules")))


def _hazard_glyph(surf, glyph, corner, cs) -> pygame.Rect:
    """A hazard's glyph on a dark disc at `corner` (the square's top left, clear of a lone
    figure's disc); returns the disc's rectangle."""
    gs = max(14, int(cs * 0.24))
    disc = pygame.Rect(corner[0] + 2, corner[1] + 2, gs + 6, gs + 6)
    gfx.circle(surf, (24, 18, 10), disc.center, disc.w // 2)
    gfx.circle(surf, (245, 200, 30), disc.center, disc.w // 2, 1)
    blit_center(surf, assets.sprite(glyph, gs), disc.center)
    drawn.note("hazard", glyph, disc)
    return disc


def _features(surf, view):
    """Features: tinted, a white outline around the union, the name."""
    st = view.stage
    cs = view.cs
    ox, oy = view.area.topleft
    R = _offset(view)
    for f in st.features:
        frects = [R(view.sq_rect(*sq)) for sq in f.squares]
        fill = theme.mix(view.floor, view.accent, 0.35)
        ub = frects[0].unionall(frects[1:])
        gfx.rect(surf, fill, ub.inflate(-4, -4), border_radius=4)
        pat = gfx.surface(ub.size, pygame.SRCALPHA)
        for i in range(0, ub.w + ub.h, max(6, cs // 10)):
            gfx.line(pat, (255, 255, 255, 16), (i, 0), (i - ub.h, ub.h), 2)
        surf.blit(pat, ub.topleft)
        fsq = set(f.squares)
        w = max(3, cs // 18)
        k = 3 + w // 2
        for (c, r) in f.squares:
            q = R(view.sq_rect(c, r))
            x0, y0, x1, y1 = q.x, q.y, q.right, q.bottom
            left, right = (c - 1, r) not in fsq, (c + 1, r) not in fsq
            up, down = (c, r - 1) not in fsq, (c, r + 1) not in fsq
            if up:
                gfx.line(surf, theme.WHITE, (x0 + (k if left else 0), y0 + k), (x1 - (k if right else 0), y0 + k), w)
            if down:
                gfx.line(surf, theme.WHITE, (x0 + (k if left else 0), y1 - k), (x1 - (k if right else 0), y1 - k), w)
            if left:
                gfx.line(surf, theme.WHITE, (x0 + k, y0 + (k if up else 0)), (x0 + k, y1 - (k if down else 0)), w)
            if right:
                gfx.line(surf, theme.WHITE, (x1 - k, y0 + (k if up else 0)), (x1 - k, y1 - (k if down else 0)), w)
        name = assets.whole_text(f.name.upper(), ub.w - 16, ub.h // 2 + 8, max(FEATURE_NAME, cs // 7), theme.WHITE, True)
        nr = surf.blit(name, (ub.x + 10, ub.bottom - name.get_height() - 8))
        view.printed.append((f"feature name {f.name}", nr.move(ox, oy)))
        view.hots.append(Hot(ub.move(ox, oy), (f"{f.name} (feature)", rules_text.RULES["feature"][1],
                                               "Features")))


def _square_names(surf, view):
    """Square names, printed small in a corner."""
    cs = view.cs
    R = _offset(view)
    for sp in view.board.spaces:
        sqs = view.board.squares_of[sp]
        for (c, r) in sqs[-1:] if len(sqs) > 1 else sqs:
            rr = R(view.sq_rect(c, r))
            t = assets.text(square_name(c, r), max(SQUARE_NAME, cs // 8), theme.mix(view.floor, (255, 255, 255), 0.45))
            surf.blit(t, (rr.right - t.get_width() - 5, rr.bottom - t.get_height() - 3))


def _capacity(surf, view):
    """"max N" badges on crowded spaces."""
    st = view.stage
    cs = view.cs
    ox, oy = view.area.topleft
    R = _offset(view)
    for sp, cap in st.capacity:
        space = sp
        b = R(view.space_bounds(space))
        t = assets.text(f"max {cap}", max(assets.MIN_TEXT, cs // 8), theme.WHITE, True)
        tr = t.get_rect(topright=(b.right - 6, b.y + 5)).inflate(6, 2)
        gfx.rect(surf, (40, 30, 50), tr, border_radius=4)
        blit_center(surf, t, tr.center)
        view.hots.append(Hot(tr.move(ox, oy), (f"Crowded ({cap} figures)", f"At most {cap} figures fit in "
                                                f"{space}; enemies go around a full space.",
                                                "Stage Rules (Blocked & Occupied Spaces)")))


def _walls(surf, view):
    """Walls between squares (the pairs that are not doors)."""
    st = view.stage
    cs = view.cs
    R = _offset(view)
    walls = {frozenset(w) for w in st.walls}
    doors = {frozenset(d) for d in st.doors}
    ww = max(6, cs // 7)
    for pair in sorted(walls, key=sorted):      # in a fixed order: a wall's end caps overlap the next wall's
        if pair in doors:
            continue
        a, b = sorted(pair)
        pa, pb = parse_square(a), parse_square(b)
        if not pa or not pb:
            continue
        ra, rb = R(view.sq_rect(*pa)), R(view.sq_rect(*pb))
        if pa[1] == pb[1]:   # side by side: vertical wall
            x = max(ra.x, rb.x)
            seg = ((x, ra.y), (x, ra.bottom))
            vertical = True
        else:
            y = max(ra.y, rb.y)
            seg = ((ra.x, y), (ra.right, y))
            vertical = False
        gfx.line(surf, (22, 18, 18), (seg[0][0] + 2, seg[0][1] + 3), (seg[1][0] + 2, seg[1][1] + 3), ww + 2)
        gfx.line(surf, (58, 50, 48), seg[0], seg[1], ww)
        gfx.line(surf, theme.mix(view.accent, (255, 255, 255), 0.1),
                         (seg[0][0] - (ww // 3 if vertical else 0), seg[0][1] - (0 if vertical else ww // 3)),
                         (seg[1][0] - (ww // 3 if vertical else 0), seg[1][1] - (0 if vertical else ww // 3)), 2)
        for end in seg:
            gfx.circle(surf, (40, 34, 32), end, ww // 2 + 1)


def _doors(surf, view):
    """Doors between squares."""
    cs = view.cs
    ox, oy = view.area.topleft
    ww = max(6, cs // 7)
    for pair in sorted({frozenset(d) for d in view.stage.doors}, key=sorted):
        a, b = sorted(pair)
        pa, pb = parse_square(a), parse_square(b)
        if not pa or not pb:
            continue
        ra, rb = view.sq_rect(*pa), view.sq_rect(*pb)
        if pa[1] == pb[1]:
            x = max(ra.x, rb.x)
            img = gfx.rotate(assets.sprite("door", (int(cs * 0.8), max(8, int(cs * 0.22)))), 90)
            center = (x, ra.centery)
            ends = ((x, ra.y), (x, ra.y + cs * 0.1)), ((x, ra.bottom - cs * 0.1), (x, ra.bottom))
        else:
            y = max(ra.y, rb.y)
            img = assets.sprite("door", (int(cs * 0.8), max(8, int(cs * 0.22))))
            center = (ra.centerx, y)
            ends = ((ra.x, y), (ra.x + cs * 0.1, y)), ((ra.right - cs * 0.1, y), (ra.right, y))
        for e0, e1 in ends:
            gfx.line(surf, (58, 50, 48), (e0[0] - ox, e0[1] - oy), (e1[0] - ox, e1[1] - oy), ww)
        r = blit_center(surf, img, (center[0] - ox, center[1] - oy))
        view.hots.append(Hot(r.move(ox, oy), rules_text.RULES["door"]))


def _outer_edge(surf, view):
    """The map's outer edge: walls around the playable squares."""
    R = _offset(view)
    squares = set(view.stage.squares)
    for (c, r) in squares:
        rr = R(view.sq_rect(c, r))
        for (dc, dr), seg in (((0, -1), (rr.topleft, rr.topright)), ((0, 1), (rr.bottomleft, rr.bottomright)),
                              ((-1, 0), (rr.topleft, rr.bottomleft)), ((1, 0), (rr.topright, rr.bottomright))):
            if (c + dc, r + dr) not in squares:
                gfx.line(surf, theme.darker(view.floor, 0.4), seg[0], seg[1], 3)


def _start(surf, view):
    """The start space: a chequered band with START; returns the space."""
    st = view.stage
    ox, oy = view.area.topleft
    R = _offset(view)
    start = st.start
    band = R(start_band(view))
    gfx.rect(surf, (235, 235, 235), band, border_radius=3)
    for i in range(0, band.w, max(4, band.h // 2)):
        if (i // max(4, band.h // 2)) % 2 == 0:
            gfx.rect(surf, (30, 30, 30), (band.x + i, band.y, max(4, band.h // 2), band.h // 2))
        else:
            gfx.rect(surf, (30, 30, 30), (band.x + i, band.y + band.h // 2, max(4, band.h // 2), band.h - band.h // 2))
    lab = assets.text("START", max(assets.MIN_TEXT, int(band.h * 0.9)), theme.WHITE, True)
    lr = lab.get_rect(center=band.center).inflate(8, 0)
    gfx.rect(surf, (30, 30, 30), lr, border_radius=3)
    blit_center(surf, lab, band.center)
    view.hots.append(Hot(band.move(ox, oy), rules_text.RULES["start"]))
    view.printed.append(("start", lr.move(ox, oy)))
    return start


def start_band(view) -> pygame.Rect:
    """The start space's chequered band (at the top of the space), in the view's coordinates."""
    b = view.space_bounds(view.stage.start)
    return pygame.Rect(b.x + 4, b.y + 4, b.w - 8, max(12, view.cs // 6))


def start_label(view) -> pygame.Surface:
    """START as the start square's tag draws it over the standees (uncovered.py; its size: the
    room a crowded square's roster leaves for it, figures.py)."""
    return assets.text("START", max(assets.MIN_TEXT, int(start_band(view).h * 0.9)), (255, 255, 255), True)


def _poi(surf, view, start):
    """The point of interest (below the start band when they share a space)."""
    st = view.stage
    cs = view.cs
    ox, oy = view.area.topleft
    R = _offset(view)
    poi = st.poi_space
    b = R(view.space_bounds(poi))
    pi = assets.sprite("poi", int(cs * 0.38))
    pr = surf.blit(pi, (b.x + 4, b.y + 4 + (max(12, cs // 6) + 2 if poi == start else 0)))
    view.printed.append(("point of interest", pr.move(ox, oy)))     # a claim: the map's tooltips keep off it
    view.hots.append(Hot(pr.move(ox, oy), (f"Point of interest: {st.poi_name}",
                                           (st.poi_effect.text or rules_text.effect_text(
                                               st.poi_effect.effect, st.poi_effect.args)) + " "
                                           + rules_text.RULES["poi"][1], "Points of Interest / Interact")))


def _spawns(surf, view):
    """Spawn locations: printed rings with big numbers."""
    st = view.stage
    cs = view.cs
    ox, oy = view.area.topleft
    for num, sp in st.spawns:
        space = sp
        cx, cy = view.space_center(space)
        if len(view.board.squares_of.get(space, ())) > 1:
            b = view.space_bounds(space)
            cx, cy = b.right - cs * 0.36, b.bottom - cs * 0.36
        ring = assets.sprite("spawn", int(cs * 0.62))
        r = blit_center(surf, ring, (cx - ox, cy - oy))
        nr = blit_center(surf, assets.text(str(num), int(cs * 0.3), (255, 220, 150), True, shadow=(60, 10, 0)),
                         (r.centerx, r.centery))
        view.printed.append((f"spawn {num}", nr.move(ox, oy)))
        view.hots.append(Hot(r.move(ox, oy), (f"Spawn location {num}", rules_text.RULES["spawn"][1],
                                              rules_text.RULES["spawn"][2])))


def _coordinates(surf, view):
    """Coordinates along the edges (on the table)."""
    cs = view.cs
    R = _offset(view)
    ox, oy = view.area.topleft
    for c in range(view.cols):
        t = assets.text(chr(65 + c), max(COORDINATE, cs // 5), (245, 230, 200), True, shadow=(30, 15, 5))
        r0 = R(view.sq_rect(c, 0))
        cr = surf.blit(t, (r0.centerx - t.get_width() // 2, max(0, r0.y - t.get_height() - 2)))   # in the margin
        view.printed.append((f"column {chr(65 + c)}", cr.move(ox, oy)))
    for r in range(view.rows):
        t = assets.text(str(r + 1), max(COORDINATE, cs // 5), (245, 230, 200), True, shadow=(30, 15, 5))
        r0 = R(view.sq_rect(0, r))
        rr = surf.blit(t, (max(0, r0.x - t.get_width() - 6), r0.centery - t.get_height() // 2))
        view.printed.append((f"row {r + 1}", rr.move(ox, oy)))
