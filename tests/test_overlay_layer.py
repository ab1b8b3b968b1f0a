"""Issue 25, "The screen's overlays claim their space", and issue 26 item 2, "Overlays cover what
players need": the overlay layer (legends/ui/table/claims.py) places toasts, the focus cursor's label,
hint badges, tooltips, the phones' chip and the enemy-move ghosts off what must stay seen, and off
each other. One test per point of item 2, on the frames the table draws."""
import pygame
import pytest

from legends.devtools.testing import key
from legends.ui.table import claims, focus
from legends.ui.table.map.badges import badge_place
from legends.ui.table.claims import OverlayLayer

from tables import cast, covered, focus_labels, module_app, opened, phones_on, record, scenario, table
from test_issue26_focus_strip import keys_of

PLAYERS = cast(("blanka", "grappler"))
app = module_app("overlays")


def ruins(app, n, window, fighters=None, enemies=None, objectives=None):
    """Ayutthaya Ruins (a feature, relics, spawns): P1 Blanka at C2 to play a card."""
    doc = scenario(PLAYERS[:n], "ayutthaya_ruins", turn=3,
                   fighters=fighters or [{"space": "C2", "ex": 1, "health": 3}, {"space": "H3"}, {"space": "A1"},
                                         {"space": "F4"}][:n],
                   enemies=enemies if enemies is not None else [{"kind": "standard", "space": "A2"},
                                                                {"kind": "elite", "space": "C3"}],
                   objectives=objectives or [{"space": "A2", "icon": "punch", "revealed": True},
                                             {"space": "H3", "icon": "kick", "revealed": True}])
    sc = opened(app, doc, window)
    app.settings.preview_moves = True
    app.render()
    return sc


def overlaps(sc, names=None):
    """(overlay, claim) pairs of the last frame, for these overlays (all by default)."""
    return [(o, c) for o, c in sc.overlay_layer.overlaps() if names is None or o in names]


def focus_label(sc):
    """The focus cursor's label as drawn (its pill) and the layer it was placed among."""
    sc.overlay_layer = layer = sc.claims_layer()
    out = sc.focus.draw(pygame.Surface(sc.L.size), layer, keys_of(sc))
    return out[1].inflate(-4, -4), layer


def ghost_box(rt):
    """The enemy-move ghost of route `rt` as drawn (with its ring)."""
    g = pygame.Rect(0, 0, rt.ghost_size + 8, rt.ghost_size + 8)
    g.center = (int(rt.ghost[0]), int(rt.ghost[1]))
    return g


# --- the layer itself ----------------------------------------------------------------------------
def test_the_first_free_candidate_is_taken_and_later_overlays_keep_off_it():
    layer = OverlayLayer((0, 0, 400, 300))
    layer.claim("prompt", (0, 0, 400, 40), claims.HEAVY)
    a = layer.place("label", [(10, 10, 100, 20), (10, 50, 100, 20), (10, 80, 100, 20)])
    assert a == pygame.Rect(10, 50, 100, 20)
    b = layer.place("tooltip", [(20, 55, 50, 50), (200, 55, 50, 50)])
    assert b == pygame.Rect(200, 55, 50, 50)
    assert layer.overlaps() == [] and layer.harm == {}


def test_when_nothing_fits_the_least_harmful_place_is_taken():
    """Every candidate covers something: the one covering the least (weighted) wins, kept on the
    canvas, and the harm is noted; the deciding seat's health weighs more than an option row."""
    layer = OverlayLayer((0, 0, 400, 300))
    layer.claim("P1 health", (0, 100, 400, 20), claims.HEAVY)
    layer.claim("option 4", (0, 200, 400, 20), claims.MEDIUM)
    r = layer.place("label", [(10, 100, 100, 20), (10, 205, 100, 20), (390, 280, 100, 40)])
    assert r == pygame.Rect(10, 205, 100, 20)
    assert layer.harm["label"] == 100 * 15 * claims.MEDIUM
    off = layer.place("chip", [(350, 290, 100, 40)])        # off the canvas: brought back on it
    assert layer.bounds.contains(off)


def test_a_hint_badge_keeps_off_a_neighbours_name_but_may_sit_on_its_own_target():
    """A rank badge goes to its target's top right; where that covers another figure's name it
    takes another corner of the same target; its own figure is spared."""
    layer = OverlayLayer((0, 0, 800, 600))
    layer.claim("figure m1", (300, 300, 60, 60), claims.NAME)      # the target
    layer.claim("figure F2", (340, 250, 60, 60), claims.NAME)      # its neighbour, up and right
    at = badge_place(layer, (356, 304), 15, ("figure m1",))[0]
    badge = pygame.Rect(at[0] - 17, at[1] - 17, 35, 35)
    assert at != (356, 304) and not badge.colliderect((340, 250, 60, 60))
    assert layer.overlaps() == [("hint badge", "figure m1")]


# --- issue 26 item 2, point by point ---------------------------------------------------------------
def test_the_preview_ghost_leaves_the_fighters_name_readable(app):
    """ "BLAN" read "B?AN": the elite minion's ghost stood on Blanka's name band in C2."""
    from legends.ui.paint.standees import band_rect
    sc = ruins(app, 4, (1280, 720))
    routes = {rt.who: rt for rt in sc.preview.routes}
    ghost = routes["m2"]
    assert sc.view.space_at(ghost.ghost) == "C2"
    r, _ = next((r, f) for r, f in sc.view.fig_rects if f == "F1")
    assert not ghost_box(ghost).colliderect(band_rect(r.center, r.w))


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_a_ghost_keeps_off_the_names_on_chips_of_two_sharing_a_square(app, window):
    """Birdie and Blanka at the start (D4), a minion from E4 coming into it: its ghost stood by the
    east edge over "BLA", the name on a chip across Blanka's foot (wider and lower than a band)."""
    doc = scenario([{"fighter": "birdie", "style": "aerial", "rival": "abigail"},
                    {"fighter": "blanka", "style": "counter", "rival": "akuma"}], "ayutthaya_ruins",
                   {"minions": "dolls", "nemesis": "balrog"},
                   turn=2, fighters=[{"space": "D4"}, {"space": "D4"}], enemies=[{"kind": "standard", "space": "E4"}])
    sc = opened(app, doc, window)
    app.settings.preview_moves = True
    app.render()
    rt = next(rt for rt in sc.preview.routes if rt.who == "m1")
    assert sc.view.space_at(rt.ghost) == "D4"
    g = ghost_box(rt)
    chips = sc.view.name_chips
    assert len(chips) == 2 and not any(g.colliderect(c) for c in chips), (g, chips)
    assert rt.ghost_size >= 14
    names = [c for c in sc.overlay_layer.claims if c.name == "name chip"]      # claimed for every overlay
    assert sorted(map(tuple, (c.rect for c in names))) == sorted(map(tuple, chips))


@pytest.mark.parametrize("window, n, kind, what", [((1920, 1080), 1, "option", 0), ((1920, 1080), 1, "option", 3),
                                                   ((1152, 648), 2, "option", 1)])
def test_the_focus_label_with_no_free_place_by_its_target_goes_on_the_keys_line(app, window, n, kind, what):
    """Every place by the target covered something (the column letters and the top row beside the
    first options rows at 1080p, the options above and below a row at 648p): the label took the
    least covering one. It goes on the keys' line under the map now, which no claim holds, as near
    under its target as that line allows. (Ryu's Stand-up chip with four players at 720p was a case
    too: the label, never wider than the keys' line now, finds a free place by the chip:
    test_the_focus_label_keeps_off_protected_claims_on_every_target.)"""
    sc = table(app, n, window)
    t = next(t for t in sc.focus.targets() if t.kind == kind and t.what == what)
    sc.focus.key, sc.focus.visible = t.key, True
    app.render()
    label, layer = focus_label(sc)
    spots = claims.label_spots(label.size, t.rect, sc.focus._beside(t), layer.strip)
    assert all(layer.cost(r, ("focus frame",)) > 0 for r in spots[:-1])         # nothing free by the target
    line = focus.key_line(layer, keys_of(sc))      # the keys' line as drawn (18-22 px), the label fitted to it
    assert line.contains(label) and label.h == line.h and label.centerx == spots[-1].centerx
    assert layer.strip.collidepoint(label.center)
    assert [c for c in covered(layer, label) if c != "chosen"] == []
    assert not label.colliderect(sc.L.prompt)


def test_the_focus_label_keeps_off_protected_claims_on_every_target(app):
    """Every focusable thing of a four-player table at 720p: the label covers no claim (a figure's
    name, the deciding seat's health and EX, the prompt, the rival cards...) but its own target."""
    sc = table(app, 4, (1280, 720))
    app.render()
    bad = []
    for t, label in focus_labels(app, sc):
        bad += [(t.key, c.name) for c in sc.overlay_layer.claims if c.name != "chosen" and c.rect.colliderect(label)]
    assert bad == []
    app.set_window_size((1920, 1080))


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_the_focus_label_keeps_off_the_last_options_row(app, window):
    """The label of the cursor on the second hand card sat on the last visible Legal options row
    (1080p) or on a figure (720p)."""
    sc = ruins(app, 4 if window[1] == 720 else 2, window)
    key(app, pygame.K_RIGHT)
    app.render()
    assert sc.focus.shown() is not None
    label, layer = focus_label(sc)
    assert covered(layer, label) == []
    assert any(c.name.startswith("option") for c in layer.claims)


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_the_focus_label_keeps_off_the_deciding_fighters_health_pips(app, window):
    """The cursor on one of Chun-Li's abilities: its label above the card sat on her board's health
    pips (and EX) of the seat deciding."""
    sc = table(app, 4 if window[1] == 720 else 2, window)
    t = next(t for t in sc.focus.targets() if t.kind == "hot" and t.what == ("ability", 0, "chun_li_kikoken"))
    sc.focus.key, sc.focus.visible = t.key, True
    app.render()
    health = next(c.rect for c in sc.overlay_layer.claims if c.name == "P1 health")
    label, layer = focus_label(sc)
    assert claims.label_spots(label.size, t.rect)[0].colliderect(health)   # where it stood before
    assert covered(layer, label) == [] and not label.colliderect(health)


def test_the_focus_label_keeps_off_a_features_name(app):
    """Ryu at the start (D4) sprints: the cursor on E4, under the Reclining Buddha; its label above
    E4 went over the feature's printed name."""
    doc = {"setup": {"stage": "ayutthaya_ruins", "seed": 5, "players": [PLAYERS[2]]},
           "fighters": [{"space": "D4", "hand": ["shoto_13"]}], "enemies": [],
           "decisions": ["P1 sprint shoto_13"]}
    sc = opened(app, doc, (1280, 720))
    t = next(t for t in sc.focus.targets() if t.kind == "space" and t.what == "E4")
    sc.focus.key, sc.focus.visible = t.key, True
    app.render()
    assert sc.focus.shown().key == t.key
    name = next(r for n, r in sc.view.printed if n.startswith("feature name"))
    label, layer = focus_label(sc)
    assert claims.label_spots(label.size, t.rect)[0].colliderect(name)     # where it stood before
    assert not label.colliderect(name)
    assert covered(layer, label) == []


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_toasts_keep_off_the_maps_top_row_and_letters(app, window):
    sc = ruins(app, 2, window)
    for text in ("Controller 2 takes P2", "not your decision", "Phone joined: P2"):
        app.toast(text)
    app.render()
    letters = [r for n, r in sc.view.printed if n.startswith("column")]
    top = sc.view.sq_rect(0, 0).unionall([sc.view.sq_rect(c, 0) for c in range(sc.view.cols)])
    assert len(app.toast_rects) == 3
    for r in app.toast_rects:
        assert not r.colliderect(top) and not any(r.colliderect(t) for t in letters)
    # (toasts may stand over the nemesis board and the log for their seconds, as at 720p: at 1080p
    # the canvas's centre, where they stood, covers the START mark, claimed since)
    assert [c for c in overlaps(sc, ("toasts",)) if c[1] not in ("nemesis board", "log")] == []
    app.toasts.clear()


def test_the_phones_chip_keeps_off_the_maps_letters(app, monkeypatch):
    sc = ruins(app, 2, (1280, 720))
    phones_on(app, monkeypatch, [1])
    app.render()
    chip = next(c for c in sc.overlay_layer.placed if c.name == "phones chip")
    assert overlaps(sc, ("phones chip",)) == []
    letters = [r for n, r in sc.view.printed if n.startswith("column") or n.startswith("row")]
    assert not any(chip.rect.colliderect(r) for r in letters)


def test_the_setup_screen_opens_without_a_tooltip_over_the_preview(app):
    from legends.ui.scenes.setup import SetupScene
    app.set_window_size((1920, 1080))
    import legends.ui.scenes.setup as setup
    drawn = []
    real = setup.tooltip            # (placed by the overlay layer: paint.tooltips draws it)

    def spy(surf, tip, pos, max_w=440, **placed):      # (placed: the overlay layer and the focused target)
        drawn.append(tip)
        return real(surf, tip, pos, max_w, **placed)
    setup.tooltip = spy
    try:
        sc = SetupScene(app)
        app.set_scene(sc)
        app.render()
        assert drawn == []                      # the Stage selector focused, its tip held back
        key(app, pygame.K_DOWN)
        app.render()
        assert drawn                            # a key moved the focus: its tip shows
    finally:
        setup.tooltip = real


def test_a_revealed_relic_and_the_spawn_number_show_over_the_figures_on_them(app):
    """Ryu on spawn 1 (A1), Ken on a revealed relic (H3), a minion on another (A2): each is drawn
    again in a corner of its space that covers no name, seat tag or kind mark."""
    sc = ruins(app, 4, (1280, 720))
    shown = dict(sc.standees.uncovered)
    assert {"spawn 1", "objective kick", "objective punch"} <= set(shown)
    for what, r in shown.items():
        space = sc.view.space_at(r.center)
        for f in sc.standees.still:
            if sc.view.space_at(f["pos"]) == space:
                for mark in claims.standee_marks(f, f["pos"], int(f["size"])):
                    assert not r.colliderect(mark), (what, f["id"])


def test_two_figures_sharing_a_square_have_names_readable_from_the_sofa(app):
    """Two in one square at 1080p with four players: their names were 12 px on 40 px standees;
    they are now on chips at a lone figure's size (16 px), side by side, none over another."""
    sc = table(app, 4, (1920, 1080), enemies=[{"kind": "standard", "space": "F4"},
                                              {"kind": "rival", "rival": "cammy", "space": "F4", "seat": 0}])
    marks = record(app, sc)
    sizes, lone = {}, {}
    for m in marks:             # the largest each name is drawn at (a board or a card may show it smaller)
        if m.kind == "font" and m.what in ("CAM", "CAMMY", "M1", "KEN", "RYU"):
            what = "CAM" if m.what == "CAMMY" else m.what       # (one of two in a square: the whole name fits)
            d = sizes if what in ("CAM", "M1") else lone
            d[what] = max(d.get(what, 0), m.size)
    assert sizes.get("CAM", 0) >= 16 and sizes.get("M1", 0) >= 16, sizes
    assert sizes["CAM"] >= max(lone.values())


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_overlays_keep_off_each_other(app, monkeypatch, window):
    """The focus label and its tooltip (a key moved the cursor), the phones' chip and three toasts
    in one frame: none is drawn over another, nor over the prompt or the deciding seat's health."""
    sc = ruins(app, 4 if window[1] == 720 else 2, window)
    phones_on(app, monkeypatch, [1], update=lambda dt: None)
    key(app, pygame.K_RIGHT)
    for text in ("Controller 2 takes P2", "not your decision", "Phone left: P2"):
        app.toast(text)
    app.render()
    layer = sc.overlay_layer
    names = {p.name for p in layer.placed}
    assert {"focus label", "tooltip", "toasts"} <= names
    assert "phones chip" in names       # (at 720p it gave way to the tooltip over the map's foot; with the
    #                                     label on the keys' line the tooltip goes where it is free: issue 26's eighth pass)
    overlays = {p.name for p in layer.placed} - {"focus frame"}
    bad = [(o, c) for o, c in layer.overlaps() if o != "focus frame" and c in overlays | {"prompt", "P1 health", "P1 ex"}]
    assert bad == []
    app.toasts.clear()


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
def test_a_tooltip_keeps_off_the_nemesis_boards_abilities(app, window):
    """Issue 26: hovering the nemesis board's first ability at 720p, its tooltip went below right,
    over the abilities the coming cards resolve (the board was no claim)."""
    sc = table(app, 4, window)
    app.render()
    abilities = [h.rect for h in sc.hots if sc.L.nemesis.contains(h.rect) and h.tip and "ability, R" in h.tip[0]]
    assert len(abilities) == 3
    pos = abilities[0].center
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    tip = next(p.rect for p in sc.overlay_layer.placed if p.name == "tooltip")
    assert not any(tip.colliderect(r) for r in abilities[1:]), (tip, abilities)
    assert "nemesis board" in {c.name for c in sc.overlay_layer.claims}


def test_the_focus_label_keeps_off_the_other_boards_names(app):
    """Four players at 720p (Ryu's two cards played on the Power Plant), the cursor on his Mind's
    Eye: its label above the ability went over the next board's name, "Chun-Li" on its stripe (a
    fighter board's name is claimed now)."""
    doc = scenario(cast(("ryu", "shoto"), ("chun_li", "zoner"), ("ken", "rushdown")), "power_plant", {"seed": 9},
                   fighters=[{"space": "C5", "hand": ["shoto_08", "shoto_14", "shoto_13"]}, {"space": "A4"},
                             {"space": "F6"}, {"space": "D4"}],
                   enemies=[{"kind": "standard", "space": "C3"}], nemesis={"space": "reactor"},
                   decisions=["P1 play shoto_08", "P1 skip", "P1 play shoto_14", "P1 skip", "P1 skip"])
    sc = opened(app, doc, (1280, 720))
    t = next(t for t in sc.focus.targets() if t.kind == "hot" and t.what == ("ability", 0, "ryu_minds_eye"))
    sc.focus.key, sc.focus.visible = t.key, True
    app.render()
    label, layer = focus_label(sc)
    name = next(c.rect for c in layer.claims if c.name == "P2 name")
    assert claims.label_spots(label.size, t.rect)[0].colliderect(name)     # where it stood before
    assert not label.colliderect(name) and covered(layer, label) == []
    app.set_window_size((1920, 1080))
