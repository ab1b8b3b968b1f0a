"""Issue 25, "The screen's overlays claim their space", and issue 26 item 2, "Overlays cover what
players need": the overlay layer (legends/ui/table/claims.py) places toasts, the focus cursor's label,
hint badges, tooltips, the phones' chip and the enemy-move ghosts off what must stay seen, and off
each other. One test per point of item 2, on the frames the table draws."""
import pygame
import pytest

from legends.devtools.testing import key, open_table
from legends.engine.scenario import build
from legends.ui.table import claims
from legends.ui.table.claims import OverlayLayer

from tables import fresh_app, position

PLAYERS = [{"fighter": "blanka", "style": "grappler", "rival": "cammy"},
           {"fighter": "ken", "style": "rushdown", "rival": "juri"},
           {"fighter": "ryu", "style": "shoto", "rival": "fang"},
           {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("overlays")) as a:
        yield a


def ruins(app, n, window, fighters=None, enemies=None, objectives=None):
    """Ayutthaya Ruins (a feature, relics, spawns): P1 Blanka at C2 to play a card."""
    app.set_window_size(window)
    doc = {"setup": {"stage": "ayutthaya_ruins", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
                     "players": PLAYERS[:n]},
           "turn": 3,
           "fighters": fighters or [{"space": "C2", "ex": 1, "health": 3}, {"space": "H3"}, {"space": "A1"},
                                    {"space": "F4"}][:n],
           "enemies": enemies if enemies is not None else [{"kind": "standard", "space": "A2"},
                                                           {"kind": "elite", "space": "C3"}],
           "objectives": objectives or [{"space": "A2", "icon": "punch", "revealed": True},
                                        {"space": "H3", "icon": "kick", "revealed": True}]}
    sc = open_table(app, build(doc, app.box), ["human"] * n)
    app.settings.preview_moves = True
    app.render()
    return sc


def overlaps(sc, names=None):
    """(overlay, claim) pairs of the last frame, for these overlays (all by default)."""
    return [(o, c) for o, c in sc.overlay_layer.overlaps() if names is None or o in names]


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


# --- issue 26 item 2, point by point ---------------------------------------------------------------
def test_the_preview_ghost_leaves_the_fighters_name_readable(app):
    """ "BLAN" read "B?AN": the elite minion's ghost stood on Blanka's name band in C2."""
    from legends.ui.paint.standees import band_rect
    sc = ruins(app, 4, (1280, 720))
    routes = {rt.who: rt for rt in sc.preview.routes}
    ghost = routes["m2"]
    assert sc.view.space_at(ghost.ghost) == "C2"
    r, _ = next((r, f) for r, f in sc.view.fig_rects if f == "F1")
    g = pygame.Rect(0, 0, ghost.ghost_size + 8, ghost.ghost_size + 8)
    g.center = (int(ghost.ghost[0]), int(ghost.ghost[1]))
    assert not g.colliderect(band_rect(r.center, r.w))


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_the_focus_label_keeps_off_health_pips_and_the_last_options_row(app, window):
    """The label of the cursor on the first hand card sat on the last visible Legal options row
    (1080p) or on a figure (720p); on an ability it sat on the board's health pips."""
    sc = ruins(app, 4 if window[1] == 720 else 2, window)
    key(app, pygame.K_RIGHT)
    app.render()
    assert sc.focus.shown() is not None
    assert overlaps(sc, ("focus label",)) == []
    assert any(c.name.startswith("option") for c in sc.overlay_layer.claims)
    assert any(c.name == "P1 health" for c in sc.overlay_layer.claims)


def test_the_focus_label_keeps_off_a_features_name(app):
    """The cursor on the start space D4, under the Reclining Buddha: its label went over the
    feature's printed name."""
    sc = ruins(app, 1, (1280, 720), fighters=[{"space": "D4"}], enemies=[])
    t = next(t for t in sc.focus.targets() if t.kind == "hot" and t.what[0] == "hand")
    sc.focus.key = t.key
    sc.focus.visible = True
    names = [r for n, r in sc.view.printed if n.startswith("feature name")]
    label = claims.label_spots((300, 28), sc.view.space_bounds("D4"))[0]
    assert any(label.colliderect(r) for r in names)            # where the label went before
    space = next(t for t in sc.focus.targets() if t.kind == "space") if any(
        t.kind == "space" for t in sc.focus.targets()) else None
    app.render()
    assert overlaps(sc, ("focus label",)) == [] and names
    if space is not None:
        layer = OverlayLayer((0, 0, *sc.L.size))
        for n, r in sc.view.printed:
            layer.claim(n, r)
        r = layer.place("focus label", claims.label_spots((300, 28), sc.view.space_bounds("D4")))
        assert not any(r.colliderect(n) for n in names)


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
    assert overlaps(sc, ("toasts",)) == []
    app.toasts.clear()


def test_the_phones_chip_keeps_off_the_maps_letters(app, monkeypatch):
    sc = ruins(app, 2, (1280, 720))
    monkeypatch.setattr(type(app.phones), "running", property(lambda self: True), raising=False)
    monkeypatch.setattr(app.phones, "live", lambda: [1], raising=False)
    app.render()
    chip = next(c for c in sc.overlay_layer.placed if c.name == "phones chip")
    assert overlaps(sc, ("phones chip",)) == []
    letters = [r for n, r in sc.view.printed if n.startswith("column") or n.startswith("row")]
    assert not any(chip.rect.colliderect(r) for r in letters)


def test_the_setup_screen_opens_without_a_tooltip_over_the_preview(app):
    from legends.ui.scenes.setup import SetupScene
    from legends.ui.paint import tooltips
    app.set_window_size((1920, 1080))
    drawn = []
    real = tooltips.tooltip

    def spy(surf, tip, pos, max_w=440):
        drawn.append(tip)
        return real(surf, tip, pos, max_w)
    import legends.ui.scenes.setup as setup
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
    """Ryu on spawn 1 (A1), Ken on a revealed relic (H3): both are drawn again in a free corner."""
    from legends.ui import drawn
    sc = ruins(app, 4, (1280, 720))
    with drawn.recording() as marks:
        sc.relayout(sc.L.size)
        app.render()
    fonts = [m for m in marks if m.kind == "font" and m.what == "1"]
    assert len(fonts) >= 2                          # the printed 1 and the one over Ryu
    shown = {m.what for m in marks if m.kind == "icon"} if any(m.kind == "icon" for m in marks) else None
    from legends.ui.table.map.uncovered import draw_uncovered
    figs = [dict(f) for f in sc._still_figs]
    out = dict(draw_uncovered(sc.view, pygame.Surface(sc.L.size), figs, sc.game.view.objectives))
    assert {"spawn 1", "objective kick", "objective punch"} <= set(out)
    for what, r in out.items():
        space = sc.view.space_at(r.center)
        for f in figs:
            if sc.view.space_at(f["pos"]) == space:
                for mark in claims.standee_marks(f, f["pos"], int(f["size"])):
                    assert not r.colliderect(mark), (what, f["id"])
    del shown


def test_two_figures_sharing_a_square_have_names_readable_from_the_sofa(app):
    """Two in one square at 1080p with four players: their names were 12 px on 40 px standees;
    they are now on chips at a lone figure's size (16 px), side by side, none over another."""
    from legends.ui import drawn
    app.set_window_size((1920, 1080))
    doc = position(4)
    doc["enemies"] = [{"kind": "standard", "space": "F4"}, {"kind": "rival", "rival": "cammy", "space": "F4", "seat": 0}]
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    with drawn.recording() as marks:
        sc.relayout(sc.L.size)
        app.render()
    sizes, lone = {}, {}
    for m in marks:             # the largest each name is drawn at (a board or a card may show it smaller)
        if m.kind == "font" and m.what in ("CAM", "M1", "KEN", "RYU"):
            d = sizes if m.what in ("CAM", "M1") else lone
            d[m.what] = max(d.get(m.what, 0), m.size)
    assert sizes.get("CAM", 0) >= 16 and sizes.get("M1", 0) >= 16, sizes
    assert sizes["CAM"] >= max(lone.values())
