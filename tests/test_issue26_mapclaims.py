"""Issue 26 item 2 ("Overlays cover what players need"), the map's leftovers of the last playtest
(docs/playtests/issue-26.md, fifth pass, findings 5 and 8, picture 30): the START tag over
"RECLINING BUDDHA" and a roster line touching the next at 1920x1080, four lines in a 49 px square,
the preview's ghosts over a pair's names, a chosen target's badge and the hovered enemy's preview
not claimed, a hint's rank badge on the wall between two squares. docs/ui.md, *The overlay layer*."""
import pygame
import pytest

from legends.devtools.testing import open_table
from legends.engine.scenario import build
from legends.ui.gameview import figures_of
from legends.ui.table import claims, tooltip_place
from legends.ui.table.map import figures as mapfigs
from legends.ui.table.map.badges import badge_place
from legends.ui.table.map.roster import roster

from tables import COUCH, couch_doc, module_app, opened, played, scenario, table

app = module_app("mapclaims")


def five(app, window):
    """Picture 30: the couch's four fighters and M1 on D4 (the start square, under the Reclining
    Buddha) of Ayutthaya Ruins; M2 (B3) and M3 (F3) about, their moves previewed."""
    doc = couch_doc([{"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "B3"},
                    {"kind": "elite", "space": "F3"}])
    app.set_window_size(window)
    app.settings.preview_moves = True
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    return sc


def lines(sc):
    """The roster lines as drawn (figures.py: the figures' lines and START), by square."""
    figs = figures_of(sc.game)
    out = mapfigs._rosters(sc.view, figs, mapfigs.layout_figures(sc.view, figs), heads=True)
    return out


def apart(rects) -> list:
    """The pairs of `rects` that touch (closer than 1 px) or overlap."""
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.inflate(2, 2).colliderect(b)]


# --- 1. the START tag over the feature's name; 2. a line touching the next ---------------------------
@pytest.mark.parametrize("window", [(1920, 1080), (1728, 972)])
def test_start_on_a_crowded_start_square_keeps_off_the_features_name_and_the_lines(app, window):
    """Five on D4 at 1080: START was a tag above the square, over "RECLINING BUDDHA", and M1's line
    touched DHALSIM's. Every line is inside the square now, at least 1 px from the next (a 3, 2 or 1
    px gap), the names at a lone figure's size with their seat tags; START (a sixth line would cost
    the names 4 px: a tag) goes where it covers no line, inside the square, the feature's name clear."""
    sc = five(app, window)
    square = sc.view.space_bounds("D4")
    drawn = lines(sc)
    assert len(drawn) == 5 and "START" not in [ln.word for ln in drawn]
    assert all(ln.tag is not None for ln in drawn if ln.fid.startswith("F"))
    chips = [ln.chip for ln in drawn]
    assert apart(chips) == []
    assert all(square.inflate(4, 4).contains(c) for c in chips), (square, chips)
    tag = dict(sc.standees.uncovered)["start"]
    assert square.contains(tag) and tag.collidelist(chips) == -1
    name = dict(sc.view.printed)["feature name Reclining Buddha"]
    assert [c for c in chips + [tag] if c.colliderect(name)] == []


def test_start_is_the_first_line_where_it_costs_the_names_little(app):
    """Three on D4 at 1080 (two fighters and M1): START is the roster's first line (drawn there as
    the START tag, claimed as what is drawn again), the names as large as without it, less 2 px."""
    doc = couch_doc([{"kind": "standard", "space": "D4"}], n=2)
    app.set_window_size((1920, 1080))
    sc = open_table(app, build(doc, app.box), ["human"] * 2)
    drawn = lines(sc)
    assert [ln.word for ln in drawn][0] == "START" and len(drawn) == 4
    assert dict(sc.standees.uncovered)["start"] == drawn[0].chip
    assert apart([ln.chip for ln in drawn]) == [] and min(ln.size for ln in drawn) >= 16


def test_a_start_tag_beside_a_roster_keeps_off_the_features_name(app):
    """The couch's four on D4 at 1152x648: four lines fill the square, and START as a tag of its own
    went beside the square, into C4 (the re-check's finding 1: it read as C4's name). The roster
    gives up a line for it now: START its first row, one name folded into "+1", all inside D4, not
    over the feature's name above nor over a line."""
    from test_issue26_chips import couch
    sc = couch(app, (1152, 648))
    tag = dict(sc.standees.uncovered)["start"]
    drawn = lines(sc)
    assert drawn[0].word == "START" and drawn[0].chip == tag
    assert sc.view.space_bounds("D4").contains(tag)
    name = dict(sc.view.printed)["feature name Reclining Buddha"]
    assert not tag.colliderect(name)
    assert tag.collidelist([ln.chip for ln in drawn[1:]]) == -1
    assert [ln.word for ln in drawn if ln.word.startswith("+")] == ["+1"]


# --- 4. four lines in a 49 px square ---------------------------------------------------------------------
def test_four_lines_in_a_49_px_square_spill_past_it_apart(app):
    """Four seats at 1152x648 on the Shadaloo Base, all on D4 (a 49 px square): the four lines at 12
    px (14 px high) did not fit and touched; they now stack 3 px apart, spilling past the square's
    edges inside the map, the square still under them, off the names around."""
    sc = table(app, 4, (1152, 648), fighters=[{"space": "D4"} for _ in range(4)])
    square = sc.view.space_bounds("D4")
    assert square.h <= 50
    drawn = [ln for ln in lines(sc) if sc.view.space_bounds("D4").colliderect(ln.chip)]
    chips = [ln.chip for ln in drawn]
    assert len(chips) == 4 and apart(chips) == []
    assert min(b.top - a.bottom for a, b in zip(chips, chips[1:])) >= 2
    assert all(sc.view.map_rect.contains(c) for c in chips)
    assert min(c.top for c in chips) < square.top or max(c.bottom for c in chips) > square.bottom
    others = [pygame.Rect(r) for r in sc.view.name_chips if pygame.Rect(r) not in chips]
    assert len(others) >= 1 and [c for c in chips if c.collidelist(others) != -1] == []


def test_the_roster_spills_where_it_covers_least():
    """roster(): four lines in a 49 px square spill past both its edges; with a name right above
    the square, down and not over it."""
    figs = [({"id": f"F{i}", "label": "KEN", "kind": "fighter"}, (100 + 10 * (i % 2), 100 + 10 * (i // 2)))
            for i in range(4)]
    square = pygame.Rect(80, 80, 49, 49)
    above = pygame.Rect(80, 60, 49, 18)
    free = [ln.chip for ln in roster(square, figs, 14, room=pygame.Rect(0, 0, 400, 400))]
    assert len(free) == 4 and apart(free) == []
    assert free[0].top < square.top and free[-1].bottom > square.bottom        # centred on the square
    chips = [ln.chip for ln in roster(square, figs, 14, room=pygame.Rect(0, 0, 400, 400), keep=[above])]
    assert len(chips) == 4 and apart(chips) == []
    assert chips[0].top > free[0].top and chips[-1].bottom > square.bottom
    assert [c for c in chips if c.colliderect(above)] == []


# --- 3. the ghosts over a pair's names ----------------------------------------------------------------
def pair_table(app, window):
    """Birdie and an elite (M2) share F4 of the Power Plant (their names on chips); the minion M4
    in F3 comes into F4 in the next nemesis phase: its ghost goes where both names are."""
    doc = scenario(COUCH, "power_plant", turn=3,
                   fighters=[{"space": "F4"}, {"space": "A4"}, {"space": "C5"}, {"space": "reactor"}],
                   enemies=[{"kind": "elite", "space": "reactor"}, {"kind": "elite", "space": "F4"},
                            {"kind": "standard", "space": "reactor"}, {"kind": "standard", "space": "F3"},
                            {"kind": "standard", "space": "reactor"}, {"kind": "standard", "space": "A1"}],
                   nemesis={"space": "B3", "ex": 0, "track": 1})
    app.settings.preview_moves = True
    return opened(app, doc, window)


def name_pixels(app, sc):
    surf = app.screen
    return {tuple(c): pygame.image.tobytes(surf.subsurface(pygame.Rect(c).inflate(-4, -4)), "RGB")
            for c in sc.view.name_chips}


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
def test_a_ghost_leaves_the_names_it_lies_by_readable(app, window):
    """The ghost of M4 in F4 and the two chips there: every name chip reads the same, pixel for
    pixel, with the preview on, off, and with M4 hovered (its strong preview over the standees)."""
    sc = pair_table(app, window)
    ghost = next(rt for rt in sc.preview.routes if rt.who == "m4")
    assert sc.view.space_at(ghost.ghost) == "F4"
    here = [pygame.Rect(c) for c in sc.view.name_chips if sc.view.space_bounds("F4").colliderect(c)]
    assert len(here) == 2
    box = pygame.Rect(0, 0, ghost.ghost_size + 12, ghost.ghost_size + 12)
    box.center = (int(ghost.ghost[0]), int(ghost.ghost[1]))
    # at 720p a free place of F4 (a grid over the square): off both names; at 648p none: by a name
    assert (box.collidelist(here) != -1) == (window == (1152, 648)), (box, here)
    on = name_pixels(app, sc)
    try:
        app.settings.preview_moves = False
        sc.comp.invalidate()
        app.render()
        off = name_pixels(app, sc)
        m4 = next(r for r, fid in sc.view.fig_rects if fid == "m4")
        app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=m4.center, rel=(0, 0), buttons=(0, 0, 0))])
        app.render()
        hovered = name_pixels(app, sc)
    finally:
        app.settings.preview_moves = True
        sc.hover = None
    assert len(on) == len(off) >= 4
    assert [c for c in on if on[c] != off.get(c)] == []
    assert [c for c in on if hovered.get(c) != off.get(c)] == []


# --- 5. a chosen target's number badge -----------------------------------------------------------------
def test_a_chosen_targets_badge_is_claimed(app):
    """Ryu's Fireball Volley (target 3) at 1280x720, M1 chosen: its "1" badge is claimed (a name's
    weight) where it is drawn, so a tooltip or a toast keeps off it."""
    doc = scenario([{"fighter": "ryu", "style": "zoner", "rival": "cammy"},
                    {"fighter": "birdie", "style": "grappler", "rival": "abigail"}],
                   turn=5, fighters=[{"space": "D4", "hand": ["zoner_10", "zoner_05"], "ex": 1}, {"space": "A3"}],
                   enemies=[{"kind": "standard", "space": "C4"}, {"kind": "standard", "space": "D3"},
                            {"kind": "elite", "space": "E4"}], dice=[1])
    sc = opened(app, doc, (1280, 720))
    app.settings.preview_moves = False
    try:
        played(app, sc, ("P1 play zoner_10", "P1 target m1"))
        assert sc.game.pending.kind == "target"
        app.render()
        badges = [c for c in sc.overlay_layer.claims if c.name.startswith("target badge")]
        assert [c.name for c in badges] == ["target badge 1"] and badges[0].weight == claims.NAME
        m1 = next(r for r, fid in sc.view.fig_rects if fid == "m1")
        assert badges[0].rect.colliderect(m1.inflate(m1.w, m1.h))        # by its reticle
        tips = [tuple(tooltip_place.tooltip(app.screen, sc.overlay_layer, ("M1", "A minion.", "Minions"), badges[0].rect.center))]
        assert len(tips) == 1 and not pygame.Rect(tips[0]).colliderect(badges[0].rect)
    finally:
        app.settings.preview_moves = True


# --- 6. the hovered enemy's strong preview -------------------------------------------------------------
@pytest.mark.parametrize("n, window", [(2, (1280, 720)), (1, (1920, 1080))])
def test_the_hovered_enemys_preview_is_claimed_and_its_tooltip_keeps_off_it(app, n, window):
    """The mouse on M3 (Shadaloo Base): its tooltip lay over its own strong route. The route drawn
    strong is claimed (claims.HOVERED, this frame only): the tooltip keeps off it."""
    sc = table(app, n, window)
    rt = next(rt for rt in sc.preview.routes if rt.who == "m3")
    m3 = next(r for r, fid in sc.view.fig_rects if fid == "m3")
    try:
        app.settings.preview_moves = False
        sc.comp.invalidate()
        app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=m3.center, rel=(0, 0), buttons=(0, 0, 0))])
        app.render()
        layer = sc.overlay_layer
        strong = [c for c in layer.claims if c.name.startswith("hovered")]
        assert len(strong) >= 3 and {c.weight for c in strong} == {claims.HOVERED}
        assert claims.PREVIEW < claims.HOVERED < claims.MEDIUM
        tips = [p.rect for p in layer.placed if p.name == "tooltip"]
        marks = [r for _, r in sc.view.route_marks([rt])]
        assert len(tips) == 1 and tips[0].collidelist(marks) == -1
        app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))])
        app.render()
        assert not [c for c in sc.overlay_layer.claims if c.name.startswith("hovered")]   # gone with the hover
    finally:
        app.settings.preview_moves = True


# --- 7. a hint's rank badge on the wall between two squares ---------------------------------------------
@pytest.mark.parametrize("n, window", [(4, (1280, 720)), (4, (1152, 648)), (1, (1920, 1080))])
def test_a_hints_badge_stays_inside_its_space(app, n, window):
    """Badge 2 sat on the F3/G3 wall: hints.py asks for a badge at a space's (a figure's) top right,
    which at 720p is past the square's edge. It is kept inside the space now, for every space and
    every figure of the table."""
    sc = table(app, n, window)
    layer, v = sc.overlay_layer, sc.view
    asked = [(v.space_center(sp), sp, 30) for sp in v.board.spaces] + [(r.center, v.space_at(r.center), 26)
                                                                      for r, _ in v.fig_rects]
    assert len(asked) == len(v.board.spaces) + len(v.fig_rects) >= 30
    out = []
    for (x, y), sp, off in asked:
        at, rad = badge_place(layer, (x + off, y - off), 15)        # (a smaller badge where a name is by it)
        badge = pygame.Rect(0, 0, 2 * rad + 1, 2 * rad + 1)
        badge.center = (int(at[0]), int(at[1]))
        if not v.space_bounds(sp).inflate(-4, -4).contains(badge):
            out.append((sp, tuple(badge)))
    assert out == []
