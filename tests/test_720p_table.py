"""The two tight spots of a 1280x720 table (a laptop), fixed: the Legal options list shows at least
4 whole rows (none hidden by the focus cursor's label) in every layout and seat count on 720p and
768p; a crowded hand (5 or 6 cards) is a grid of strips, each card whole, none over another, its
name drawn whole, played by a click, by the arrows and Enter or by a controller, as the cards were."""
import pygame
import pytest

from legends.ui import drawn
from legends.ui.table.layout import Layout

from tables import fresh_app, position, record, table

SIX = ["zoner_10", "zoner_05", "zoner_01", "zoner_02", "zoner_03", "zoner_06"]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("table-720p")) as a:
        yield a


def wide_table(app, n, window, hand=None):
    """The position of tables.py on Night Market (a 10x4 map: the wide layout with 1-2 seats)."""
    doc = position(n, "night_market")
    fighters = doc["fighters"]
    for f, space in zip(fighters, ("D4", "A3", "E2", "I4")):
        f["space"] = space
    if hand:
        fighters[0]["hand"] = hand
    enemies = [{"kind": "standard", "space": "D3"}, {"kind": "elite", "space": "D2"}]
    enemies += [{"kind": "rival", "rival": p["rival"], "space": sp, "seat": i}
                for i, (p, sp) in enumerate(zip(doc["setup"]["players"], ("G3", "H2", "J1", "B4")))]
    return table(app, n, window, "night_market", fighters=fighters, enemies=enemies,
                 nemesis={"space": "J3", "ex": 2, "track": 1})


def square_table(app, n, window, hand=None):
    if not hand:
        return table(app, n, window)
    fighters = position(n)["fighters"]
    fighters[0]["hand"] = hand
    return table(app, n, window, fighters=fighters)


TABLES = {"square": square_table, "wide": wide_table}


def rows_seen(app, sc) -> int:
    """The options list's rows drawn whole and not under the focus cursor's label."""
    app.render()
    lv = sc.options
    label = None
    t = sc.focus.shown()
    if t is not None:
        from legends.ui.table.focus import draw_label
        label = draw_label(pygame.Surface(sc.L.size), sc.focus.label(t), t.rect, (200, 40, 40), sc.focus._beside(t))
    first = lv.scroll // lv.rows()[0]
    rows = [lv.row_rect(i) for i in range(first, min(len(lv.items), first + lv.rows()[1]))]
    return sum(1 for r in rows if r is not None and sc.L.options.contains(r) and not (label and label.colliderect(r)))


@pytest.mark.parametrize("window", [(1280, 720), (1366, 768)])
@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("stage", ["square", "wide"])
def test_the_options_list_shows_four_rows(app, window, n, stage):
    sc = TABLES[stage](app, n, window)
    assert len(sc.options.items) >= 8
    assert sc.options.rows()[1] >= 4, (sc.L.kind, tuple(sc.L.options))
    assert rows_seen(app, sc) >= 4, (sc.L.kind, tuple(sc.L.options), sc.focus.shown())
    app.set_window_size((1920, 1080))


def test_the_layouts_give_four_rows_everywhere():
    """Every board size and seat count on 720p and 768p: the list holds 4 rows of at least 24 px."""
    from legends.ui.widgets import ListView
    for window in ((1280, 720), (1366, 768)):
        for n in (1, 2, 3, 4):
            for board in ((6, 6), (8, 4), (10, 4)):
                L = Layout(n, board, window)
                shown = ListView(L.options, row_h=L.option_row, title="Legal options").rows()
                assert shown[1] >= 4 and shown[0] >= 24, (window, n, board, L.kind, tuple(L.options), shown)


def hand_marks(app, sc):
    marks = record(app, sc)
    hand = list(sc.game.view.fighter(0)["hand"])
    hots = {h.ref[2]: h.rect for h in sc.hots if h.ref and h.ref[0] == "hand"}
    return marks, hand, hots


@pytest.mark.parametrize("cards", [5, 6])
@pytest.mark.parametrize("n, stage", [(1, "square"), (2, "square"), (2, "wide"), (3, "wide"), (4, "square")])
def test_a_crowded_hand_is_whole_at_720p(app, cards, n, stage):
    sc = TABLES[stage](app, n, (1280, 720), SIX[:cards])
    marks, hand, hots = hand_marks(app, sc)
    assert len(hand) == cards and sc.hand_strips
    assert set(hots) == set(hand)
    rects = list(hots.values())
    assert all(sc.L.hand.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
    names = [sc.game.box.style_card(c).name for c in hand]
    shown = [m for m in marks if m.kind == "text" and m.what in names]
    for name in names:
        widths = [m.rect.w for m in shown if m.what == name and m.box.contains(m.rect)]
        assert widths, f"{name} not drawn whole ({sc.L.kind})"
    assert not [m.what for m in marks if m.kind == "cut" and m.what in names]
    acts = {m.what for m in marks if m.kind == "act"}
    assert all(a in acts for c in hand for row in sc.game.box.style_card(c).rows for a in row)
    app.set_window_size((1920, 1080))


@pytest.mark.parametrize("how", ["keyboard", "controller", "mouse"])
@pytest.mark.parametrize("stage", ["square", "wide"])
def test_a_strip_is_played_by_keyboard_controller_or_mouse(app, how, stage):
    """Two seats on 720p, six cards: the fourth strip (second row, right) is played by a click on it,
    by Right, Down, Left... to it and Enter, or by the controller's d-pad and A."""
    from legends.devtools.testing import add_pad, click, key, pad_button
    if how == "controller":
        add_pad(app, 1)
        app.seat_pads = [1, None]        # as the setup screen leaves it (one entry a seat): P1 plays with controller 1
    sc = TABLES[stage](app, 2, (1280, 720), SIX)
    app.render()
    hand = list(sc.game.view.fighter(0)["hand"])
    hots = {h.ref[2]: h.rect for h in sc.hots if h.ref and h.ref[0] == "hand"}
    want = hand[3]
    assert sc.hand_strips and hots[want].x > hots[hand[0]].x and hots[want].y > hots[hand[0]].y
    if how == "mouse":
        r = hots[want]
        click(app, (r.x + 30, r.centery))
    else:
        cur = sc.focus.current()
        assert cur.kind == "hot" and cur.what == ("hand", 0, hand[0])
        steps = 0
        while sc.focus.current().what != ("hand", 0, want) and steps < 8:
            d = "down" if sc.focus.current().rect.bottom <= hots[want].top else "right"
            if how == "keyboard":
                key(app, pygame.K_DOWN if d == "down" else pygame.K_RIGHT)
            else:
                pad_button(app, 1, "dpad_" + d)
                app.step(0.05, [])
            app.render()
            steps += 1
        assert sc.focus.current().what == ("hand", 0, want), sc.focus.current()
        label = sc.focus.label(sc.focus.current())
        assert sc.game.box.style_card(want).name in label
        if how == "keyboard":
            key(app, pygame.K_RETURN)
        else:
            pad_button(app, 1, "a")
            app.step(0.05, [])
    sc.anim.skip()
    app.step(0.05, [])
    app.seat_pads = None
    after = sc.game.view.fighter(0)["hand"]
    assert len(after) == len(hand) - 1 and want not in after, how
    app.set_window_size((1920, 1080))


def test_1080p_keeps_its_cards(app):
    """At 1920x1080 a hand whose cards fit side by side (4) is the cards it was (no strips), whatever
    the seats (5 or more would overlap: strips, tests/test_issue26_hand_names.py)."""
    for n in (2, 4):
        sc = square_table(app, n, (1920, 1080), SIX[:4])
        app.render()
        assert not sc.hand_strips
        with drawn.recording() as marks:
            sc.relayout(sc.L.size)
            app.render()
        assert not any(m.kind == "card" and m.what[0] == "strip" for m in marks)
        assert any(m.kind == "card" and m.what[0] == "style" and m.rect.size == (100, 166) for m in marks)


def test_a_strip_has_its_tooltip_and_zoom(app):
    """Hovering a strip shows the card's tooltip (its name) and Z zooms that card, as a card did."""
    from legends.devtools.testing import key
    from legends.ui.table.zoom import subject_at
    sc = square_table(app, 2, (1280, 720), SIX)
    app.render()
    hand = list(sc.game.view.fighter(0)["hand"])
    r = next(h.rect for h in sc.hots if h.ref == ("hand", 0, hand[4]))
    pos = (r.right - 40, r.y + 6)                   # on its name's band
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    assert sc.tip_at(pos)[0] == sc.game.box.style_card(hand[4]).name
    assert subject_at(sc, pos)[:2] == ("style", hand[4])
    key(app, pygame.K_z, unicode="z")
    app.render()
    assert sc.handlers.modal is not None
    app.set_window_size((1920, 1080))


@pytest.mark.parametrize("stage", ["wide", "square"])
def test_the_hint_shows_its_three_rows_at_720p(app, stage):
    """The hint (X) lies over the log; where the log is too short for the expert's three rows (two
    players on a wide stage at 720p: 82 px), over the nemesis board, never over the options or the hand."""
    from legends.devtools.testing import key
    from legends.ui.table.hint_panel import ROW_H, TITLE_H
    from test_hints import wait_hint
    sc = (wide_table if stage == "wide" else square_table)(app, 2, (1280, 720))
    key(app, pygame.K_x, unicode="x")
    wait_hint(app, sc)
    rows = sc.hints.state()
    assert isinstance(rows, (list, tuple)) and len(rows) == 3
    panel = sc.comp.parts["hint"].rect
    assert panel.h >= TITLE_H + 12 + 3 * ROW_H
    assert panel.colliderect(sc.L.log) or panel.colliderect(sc.L.nemesis)
    assert not panel.colliderect(sc.L.options) and not panel.colliderect(sc.L.hand)
    key(app, pygame.K_x, unicode="x")


def test_figures_in_a_crowded_space_keep_their_names(app):
    """Playtest: at 1366x768 with four players two or three figures share a square at about 30 px,
    too small for the name band on the standee; their names now stand on chips at their feet (drawn
    over every figure, at 12 px)."""
    from legends.devtools.testing import open_table
    from legends.engine.scenario import build
    app.set_window_size((1366, 768))
    doc = position(4)
    doc["enemies"] = [{"kind": "standard", "space": "F4"}, {"kind": "rival", "rival": "cammy", "space": "F4", "seat": 0},
                      {"kind": "standard", "space": "E1"}]
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    marks = record(app, sc)
    sizes = {fid: r.w for r, fid in sc.view.fig_rects}
    assert min(sizes.values()) < 40                         # the crowded squares' figures are small
    fonts = {m.what for m in marks if m.kind == "font" and m.size >= 12}
    assert {"M1", "M2", "RYU"} <= fonts and fonts & {"CAM", "CAMMY"}, sorted(fonts)   # (one of two: whole)
    app.set_window_size((1920, 1080))
