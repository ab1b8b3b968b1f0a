"""Issue 26, third playtest pass, finding 1 (picture 13): four figures on one square at 1280x720
showed their names as 3-letter stubs ("BIR BLA CHU DHA") under four overlapping seat tags. A
crowded square (map/roster.py) lists its figures' whole names, 12 px or more, none over another,
the seat tags (where they are drawn) on no name and no other tag, all inside the square."""
import pygame
import pytest

from legends.engine.scenario import build
from legends.devtools.testing import open_table
from legends.ui import assets as A
from legends.ui.gameview import figures_of
from legends.ui.table.map import figures as mapfigs
from legends.ui.table.map.roster import crowded

from tables import couch_doc, module_app, position, record, table

app = module_app("chips-720")


def couch(app, window=(1280, 720), sprint=False):
    """The couch game's start (picture 13): Birdie, Blanka, Chun-Li and Dhalsim on D4 of Ayutthaya
    Ruins (`sprint`: P1 has sprinted, the table asks where Birdie moves)."""
    doc = couch_doc([{"kind": "standard", "space": "A1"}])
    app.set_window_size(window)
    game = build(doc, app.box)
    if sprint:
        game.apply(next(a for a in game.legal_actions() if a.kind == "sprint"))
    return open_table(app, game, ["human"] * 4)


def crowded_tables(app):
    yield "D4", couch(app)
    yield "D4", table(app, 4, (1280, 720), fighters=[{"space": "D4"} for _ in range(4)])
    yield "D4", table(app, 3, (1280, 720), fighters=[{"space": "D4"} for _ in range(3)])     # three: a roster too


def lines_of(sc, space):
    figs = [f for f in figures_of(sc.game)]
    return [ln for ln in mapfigs._rosters(sc.view, figs, mapfigs.layout_figures(sc.view, figs))
            if sc.view.space_at(ln.chip.center) == space], figs


def test_a_crowded_square_lists_whole_names_at_12_px_none_over_another(app):
    seen = []
    for space, sc in crowded_tables(app):
        marks = record(app, sc)
        square = sc.view.space_bounds(space)
        lines, figs = lines_of(sc, space)
        here = [f for f in figs if f.get("space") == space]
        assert len(lines) == len(here) >= 3
        names = {f["label"] for f in here}
        assert {ln.word for ln in lines} == names                  # whole: "DHALSIM", not "DHA"
        sizes = [m.size for m in marks if m.kind == "font" and str(m.what) in names]
        assert len(sizes) >= len(names) and min(sizes) >= A.MIN_TEXT, sizes
        chips = [pygame.Rect(r) for r in sc.view.name_chips if square.colliderect(r)]
        assert sorted(map(tuple, chips)) == sorted(tuple(ln.chip) for ln in lines)   # what was drawn is what is claimed
        assert not [(a, b) for i, a in enumerate(chips) for b in chips[i + 1:] if a.colliderect(b)]
        tags = [ln.tag for ln in lines if ln.tag is not None]
        for ln in lines:
            assert square.inflate(4, 4).contains(ln.chip), (ln, square)
            others = [o.name for o in lines if o is not ln] + [t for t in tags if t is not ln.tag]
            assert ln.tag is None or (ln.tag.collidelist(others) == -1 and not ln.tag.colliderect(ln.name))
        # the standees' own seat tags are off: four no longer overlap one another (picture 13)
        assert not [m for m in marks if m.kind == "font" and str(m.what) in {f"P{i}" for i in range(1, 5)}
                    and square.contains(pygame.Rect(m.rect)) and pygame.Rect(m.rect).collidelist(tags) == -1]
        seen.append(sorted(names))
    assert len(seen) == 3


def test_name_rects_agree_with_the_roster(app):
    sc = couch(app)
    figs = figures_of(sc.game)
    rects = mapfigs.name_rects(sc.view, figs)
    lines, _ = lines_of(sc, "D4")
    assert len(lines) == 4
    assert {ln.fid: tuple(ln.chip) for ln in lines} == {fid: tuple(r) for fid, r in rects.items()
                                                        if fid in {ln.fid for ln in lines}}


def test_two_on_a_square_keep_their_chips_and_three_make_a_roster():
    figs = [{"id": f"F{i}", "space": "D4"} for i in range(1, 4)] + [{"id": "M1", "space": "A1"},
                                                                   {"id": "F4", "space": "D4", "live": True}]
    assert crowded(figs) == {"D4": ["F1", "F2", "F3"]}
    assert crowded(figs[1:]) == {}



# --- fifth pass, finding 4: two figures on a square got stubs ("BIRD", "DHAL", "CHUN", "BLAN") ----
PAIRS = [((1280, 720), 4), ((1152, 648), 4), ((1280, 720), 2), ((1152, 648), 2)]


@pytest.mark.parametrize("window, n", PAIRS)
def test_two_on_a_square_show_whole_names_at_12_px_none_over_another(app, window, n):
    """Two fighters on D4 of the Shadaloo Base: each name whole ("CHUN-LI", "BIRDIE"), 12 px or more,
    neither over the other, where name_rects says it is (a roster of two lines where the side-by-side
    chips would be stubs)."""
    sc = table(app, n, window, fighters=[{"space": "D4"}, {"space": "D4"}] + [{"space": "A3"}] * (n - 2))
    marks = record(app, sc)
    figs = figures_of(sc.game)
    here = [f for f in figs if f.get("space") == "D4"]
    assert len(here) == 2
    square = sc.view.space_bounds("D4")
    names = {f["label"] for f in here}
    sizes = [m.size for m in marks if m.kind == "font" and str(m.what) in names]
    assert {str(m.what) for m in marks if m.kind == "font"} >= names and min(sizes) >= A.MIN_TEXT, (sizes, names)
    stubs = {str(m.what) for m in marks if m.kind == "font"} & {f["short"] for f in here if f["short"] != f["label"]}
    assert not stubs                            # no "CHUN" for CHUN-LI
    chips = [pygame.Rect(r) for r in sc.view.name_chips if square.colliderect(r)]
    assert len(chips) == 2 and not chips[0].colliderect(chips[1])
    rects = mapfigs.name_rects(sc.view, figs)
    assert sorted(tuple(rects[f["id"]]) for f in here) == sorted(map(tuple, chips))   # drawn = claimed


# --- finding 2: the map's tooltip over the feature's name and the relic marks --------------------
def kept_clear(sc):
    """What a tooltip of the map keeps off: the feature's printed name ("RECLINING BUDDHA"), the point
    of interest's mark (picture 13: at D2), the objective tokens (a revealed relic) and what is drawn
    again over the standees (a relic, a spawn number, START), and the top bar with the stage's name."""
    out = [(name, pygame.Rect(r)) for name, r in sc.view.printed if name.startswith(("feature name", "point of"))]
    out += [("objective", pygame.Rect(h.rect)) for h in sc.hotspots()
            if isinstance(h.ref, tuple) and h.ref[0] == "objective"]
    out += [(what, pygame.Rect(r)) for what, r in sc.standees.uncovered]
    return out + [("top bar", pygame.Rect(sc.L.top))]


def space_tips(app, sc):
    """(space, tooltip rect) of every space target of the focus cursor (steered) and of every empty
    space under the mouse that has a tooltip."""
    app.render()
    out = []
    for t in list(sc.focus.targets()):
        if t.kind == "space":
            sc.focus.key, sc.focus.visible, sc.focus.steered = t.key, True, True
            app.render()
            out += [(t.what, p.rect) for p in sc.overlay_layer.placed if p.name == "tooltip"]
    for sp in sc.view.board.spaces:
        at = tuple(int(v) for v in sc.view.space_center(sp))
        tip = sc.tip_at(at)
        if not tip or not tip[0].startswith(("Space ", sc.game.view.space_name(sp))) or "(feature)" in tip[0]:
            continue                    # a figure's, a printed mark's, the feature's rule: not the space's
        sc.focus.visible, sc.hover = False, at
        app.render()
        out += [(sp, p.rect) for p in sc.overlay_layer.placed if p.name == "tooltip"]
    return out


def sprinted(app, n, window, stage="shadaloo_base"):
    """tables.position for n players, P1 Chun-Li sprinting: on the Shadaloo Base as it is, on
    another stage with everyone on its start square (no enemies: the position's spaces are the Base's)."""
    doc = position(n, stage)
    if stage != "shadaloo_base":
        start = app.box.stages[stage].start
        doc["fighters"] = [dict(doc["fighters"][0], space=start)] + [{"space": start} for _ in range(n - 1)]
        doc["enemies"] = []
        doc.pop("nemesis")
    app.set_window_size(window)
    game = build(doc, app.box)
    game.apply(next(a for a in game.legal_actions() if a.kind == "sprint"))
    return open_table(app, game, ["human"] * n)


CASES = [("ruins", 4, (1280, 720)), ("ruins", 4, (1152, 648)), ("shadaloo_base", 4, (1280, 720)),
         ("shadaloo_base", 4, (1152, 648)), ("power_plant", 2, (1152, 648))]


@pytest.mark.parametrize("where, n, window", CASES)
def test_a_spaces_tooltip_keeps_off_the_features_name_and_the_relic_marks(app, where, n, window):
    """The cursor resting on E4 (P1 moving, picture 13): "Space E4 / A: Move to E4." lay over the
    map's Reclining Buddha and the mark at D2. Each space's tooltip, the cursor's or the mouse's,
    covers none of them (claims: view.printed's feature name and, new, the point of interest; the
    objectives' hotspots; new, the marks drawn again over the standees: on the Power Plant at
    1152x648 the C4 tooltip covered START, drawn again over two fighters on the start square)."""
    sc = couch(app, window, sprint=True) if where == "ruins" else sprinted(app, n, window, where)
    tips = space_tips(app, sc)
    clear = kept_clear(sc)
    assert len(clear) >= 4
    if where == "ruins":
        assert len([n for n, _ in clear if n.startswith("feature name")]) == 1
        assert "E4" in {sp for sp, _ in tips}
    assert len(tips) >= 4, tips
    bad = [(sp, name) for sp, tip in tips for name, r in clear if tip.colliderect(r)]
    assert bad == [], [(sp, tip) for sp, tip in tips]


def test_a_click_on_a_name_in_the_roster_picks_that_figure(app):
    """A roster line lies over its neighbours' standees too: the mouse on a name means its figure
    (view.figure_at asks the names first; the cursor's targets stay the standees)."""
    sc = couch(app)
    app.render()
    lines, _ = lines_of(sc, "D4")
    assert len(lines) == 4
    assert {ln.fid: sc.view.figure_at(ln.name.center) for ln in lines} == {ln.fid: ln.fid for ln in lines}
    assert sc.view.figure_at(sc.view.space_center("A1")) == "m1"      # a lone figure: its standee


# --- the enemy-move preview claimed: a space's tooltip keeps off its arrows and ghosts -----------
def previewed(app, window=(1280, 720)):
    """The couch game's start with P1 sprinting and three enemies whose coming moves are previewed:
    M3 (F3) goes to E3, under the E4 cursor's tooltip above the cursor (the arrow's end hidden:
    docs/playtests/images/issue26-preview-tip-before.png), M1 (B3) to C3."""
    doc = couch_doc([{"kind": "standard", "space": "B3"}, {"kind": "standard", "space": "C1"},
                    {"kind": "elite", "space": "F3"}])
    app.set_window_size(window)
    game = build(doc, app.box)
    game.apply(next(a for a in game.legal_actions() if a.kind == "sprint"))
    sc = open_table(app, game, ["human"] * 4)
    app.settings.preview_moves = True
    app.render()
    return sc


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
def test_a_spaces_tooltip_keeps_off_the_enemy_move_preview(app, window):
    """Each route's dashes, its arrow's head and its ghost are claimed (between the nemesis board and
    a figure's name): the cursor's and the mouse's space tooltips go where none is covered."""
    from legends.ui.table import claims
    from test_overlay_layer import ghost_box
    sc = previewed(app, window)
    try:
        routes = sc.preview.routes
        assert len(routes) == 3
        marks = [pygame.Rect(r) for _, r in sc.standees.preview]
        claimed = [c for c in sc.overlay_layer.claims if c.name.startswith("preview")]
        assert len(claimed) == len(marks) >= 3 * 3
        assert {c.weight for c in claimed} == {claims.PREVIEW} and claims.BOARD < claims.PREVIEW < claims.NAME
        for rt in routes:           # the ghost and the arrow's end are inside what is claimed
            assert ghost_box(rt).collidelist(marks) != -1
            assert any(r.collidepoint(rt.points[0]) for r in marks)
        tips = space_tips(app, sc)
        assert len(tips) >= 4 and {"E4", "C4"} <= {sp for sp, _ in tips}
        assert [(sp, tuple(t)) for sp, t in tips if t.collidelist(marks) != -1] == []
    finally:
        app.settings.preview_moves = False


# --- a figure's and a spawn location's tooltip: off the feature's name and the point of interest --
def mark_tips(app, sc):
    """(what, tooltip rect) of the mouse on every figure and every spawn location of the map."""
    app.render()
    at = [(f"figure {fid}", r.center) for r, fid in sc.view.fig_rects]
    at += [(h.tip[0], h.rect.center) for h in sc.view.hots if h.tip and h.tip[0].startswith("Spawn location")]
    out = []
    for what, pos in at:
        if not sc.tip_at(pos):
            continue
        sc.focus.visible, sc.hover = False, pos
        app.render()
        out += [(what, p.rect) for p in sc.overlay_layer.placed if p.name == "tooltip"]
    return out


@pytest.mark.parametrize("where, n, window", CASES)
def test_a_figures_and_a_spawns_tooltip_keep_off_the_features_name_and_the_poi(app, where, n, window):
    """Some 400x110 px at 720p, a figure's or a spawn location's tooltip found no free place by the
    mouse and went over "RECLINING BUDDHA" and the point of interest's mark (9 of 55 on these five
    tables). On the map it may go farther now (claims.tooltip(..., far=True): the nearest free place
    on the canvas): none covers either."""
    sc = couch(app, window, sprint=True) if where == "ruins" else sprinted(app, n, window, where)
    tips = mark_tips(app, sc)
    marks = [(name, pygame.Rect(r)) for name, r in sc.view.printed if name.startswith(("feature name", "point of"))]
    assert len(marks) >= 2
    assert len(tips) >= 5 and any(w.startswith("Spawn") for w, _ in tips) and any(w.startswith("figure") for w, _ in tips)
    assert [(w, name) for w, t in tips for name, r in marks if t.colliderect(r)] == []


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
def test_a_chosen_targets_number_badge_covers_no_name_chip(app, window, monkeypatch):
    """Picture 31: the "1" of the target ring on M1 (in C4 with Birdie and Blanka) lay on BLANKA's
    line ("P?A"). Ryu's Fireball Volley (target 3) at 1280x720 and 1152x648, M1 sharing C4 with two
    fighters, M1 chosen: its number badge covers no name chip on the map."""
    from legends.ui.table import figures as tablefigs
    from legends.ui.table.map import marks
    from tables import opened, played, scenario
    doc = scenario([{"fighter": "ryu", "style": "zoner", "rival": "cammy"},
                    {"fighter": "birdie", "style": "grappler", "rival": "abigail"},
                    {"fighter": "blanka", "style": "rushdown", "rival": "akuma"}],
                   turn=5, fighters=[{"space": "D4", "hand": ["zoner_10", "zoner_05"], "ex": 1},
                                     {"space": "C4"}, {"space": "C4"}],
                   enemies=[{"kind": "standard", "space": "C4"}, {"kind": "standard", "space": "D3"},
                            {"kind": "elite", "space": "E4"}], dice=[1])
    sc = opened(app, doc, window)
    app.settings.preview_moves = False
    played(app, sc, ("P1 play zoner_10", "P1 target m1"))
    badges, local = [], []
    real, marked = marks.badge_number, tablefigs.draw_target_marks
    monkeypatch.setattr(marks, "badge_number", lambda surf, spot, n, br, **kw: (
        badges.append(pygame.Rect(spot[0] - br, spot[1] - br, 2 * br, 2 * br)), real(surf, spot, n, br, **kw)))
    monkeypatch.setattr(tablefigs, "draw_target_marks", lambda surf, rects, *a: (
        local.extend(rects), marked(surf, rects, *a))[1])
    record(app, sc)
    assert sc.game.pending.kind == "target"
    chips = [pygame.Rect(c) for c in sc.view.name_chips]
    c4 = [c for c in chips if sc.view.space_bounds("C4").colliderect(c)]
    assert len(badges) == 1 and len(c4) >= 3, (badges, c4)
    # the badge drawn on the map's part: moved as the standee's rect is, onto the screen
    here = next(r for r, f in local if f == "m1")
    there = next(r for r, f in sc.view.fig_rects if f == "m1")
    badge = badges[0].move(there.x - here.x, there.y - here.y)
    assert badge.collidelist(chips) == -1, (badge, chips)
