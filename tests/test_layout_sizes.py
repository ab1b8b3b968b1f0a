"""The table laid out for the window's real size (issue 12, item 1): the canvas rule
(screen.canvas_for), the Layout's rectangles at 1280x720 ... 3840x2160 for 1-4 seats and every
board size of the box, and a real 4-player table rendered at each size with no text wider than
its box. Runs headless: app.set_window_size is the path a real window's resize takes too."""
import itertools

import pygame
import pytest

from legends.content import default_box
from legends.engine.board import board_for
from legends.ui import theme as T
from legends.ui.screen import canvas_for
from legends.ui.table.layout import FULL_SEAT_W, Layout

from tables import fresh_app, lesson, record, table

BOX = default_box()
BOARDS = sorted({board_for(s).size for s in BOX.stages.values()})        # (6, 6), (8, 4), (10, 4)
WINDOWS = [((1280, 720), "auto"), ((1366, 768), "auto"), ((1920, 1080), "auto"), ((2560, 1440), "auto"),
           ((3840, 2160), "auto"), ((3840, 2160), "100")]

# the least size of each region on any canvas (w, h), and of the map's squares
# (a seat under 1080 px is a board alone: its rival cards are in the row's box, "rivals")
MINIMUM = {"top": (1280, 34), "prompt": (1256, 42), "nemesis": (280, 240), "minions": (280, 100),
           "log": (280, 80), "options": (280, 100), "hand": (280, 130), "seat": (180, 200), "full seat": (FULL_SEAT_W, 200)}
MIN_CELL = {(6, 6): 48, (8, 4): 60, (10, 4): 50}        # px per square at 1280x720; bigger canvases give more
# what may overlap by design: the dice tray is the hand's place, the card spot (a transient card) lies
# over the right column, the card inside its spot, the buttons on their bars
OVERLAPS = {("dice", "hand"), ("card_spot", "log"), ("card_spot", "options"), ("card_spot", "hand"),
            ("card_spot", "dice"), ("card", "card_spot"), ("card", "options"), ("card", "hand"), ("card", "dice"),
            ("card", "log")}
ON_BARS = {"hint_button": "prompt", "button0": "prompt", "button1": "prompt", "button2": "prompt",
           "button3": "prompt", "top_button0": "top", "top_button1": "top"}


# --- the canvas rule ---------------------------------------------------------------------------
@pytest.mark.parametrize("window, setting, canvas, scale", [
    ((1280, 720), "auto", (1280, 720), 1.0), ((1366, 768), "auto", (1366, 768), 1.0),
    ((1920, 1080), "auto", (1920, 1080), 1.0), ((2560, 1440), "auto", (2560, 1440), 1.0),
    ((3840, 2160), "auto", (1920, 1080), 2.0), ((3840, 2160), "100", (3840, 2160), 1.0),
    ((3840, 2160), "150", (2560, 1440), 1.5), ((2560, 1440), "200", (1280, 720), 2.0),
    ((1920, 1080), "125", (1536, 864), 1.25), ((1024, 576), "auto", (1152, 648), 0.889),
    ((1152, 648), "auto", (1152, 648), 1.0),        # a 720p screen's window: laid out for, 1:1 (issue 26 item 1)
    ((1920, 1080), "200", (1152, 648), 1.667),      # never under 1152x648: 200% of 1080p is drawn at 167%
])
def test_the_canvas_is_the_window_over_the_ui_scale(window, setting, canvas, scale):
    got, s = canvas_for(window, setting)
    assert got == canvas and s == pytest.approx(scale, abs=0.01)


def test_odd_windows_keep_a_table_shape():
    """A 4:3 or a very wide window: the canvas keeps between 16:10 and 21:9, letterboxed."""
    (w, h), s = canvas_for((1280, 1024), "auto")
    assert (w, h) == (1638, 1024) and s < 1
    (w, h), _ = canvas_for((3440, 1000), "auto")
    assert w / h == pytest.approx(21 / 9, abs=0.01)
    assert canvas_for((640, 360), "auto")[0] == (1152, 648)


# --- the rectangles ----------------------------------------------------------------------------
def layouts():
    for (window, setting), n, board in itertools.product(WINDOWS, (1, 2, 3, 4), BOARDS):
        canvas = canvas_for(window, setting)[0]
        yield canvas, n, board, Layout(n, board, canvas)


def regions(L, full):
    out = dict(L.regions())
    for i, r in enumerate(L.seats_for(full)):
        out[f"seat{i}"] = r
    return out


def problems(canvas, n, board, L) -> list:
    out = []
    screen = pygame.Rect((0, 0), canvas)
    for full in range(n):
        rects = regions(L, full)
        for name, r in rects.items():
            if not screen.contains(r):
                out.append(f"{name} {tuple(r)} outside the canvas")
            if name in ON_BARS and not rects[ON_BARS[name]].contains(r):
                out.append(f"{name} off its bar")
        names = [k for k in rects if k not in ON_BARS]
        for a, b in itertools.combinations(names, 2):
            if rects[a].colliderect(rects[b]) and (a, b) not in OVERLAPS and (b, a) not in OVERLAPS:
                out.append(f"{a} {tuple(rects[a])} overlaps {b} {tuple(rects[b])} (seat {full} in full)")
        buttons = [k for k in rects if k in ON_BARS]
        for a, b in itertools.combinations(buttons, 2):
            if rects[a].colliderect(rects[b]):
                out.append(f"{a} overlaps {b}")
        for name, (mw, mh) in MINIMUM.items():
            if name in ("seat", "full seat"):
                seats = L.seats_for(full)
                wanted = [seats[full]] if name == "full seat" and L.kind != "tall" else seats
                small = [r for r in wanted if r.w < mw or r.h < mh]
                if name == "full seat" and n > 1 and small:
                    out.append(f"the full seat {full}: {tuple(small[0])} < {mw}x{mh}")
                elif name == "seat" and small:
                    out.append(f"a seat {tuple(small[0])} < {mw}x{mh}")
            elif rects[name].w < min(mw, canvas[0]) or rects[name].h < mh:
                out.append(f"{name} {tuple(rects[name])} < {mw}x{mh}")
    cell = Layout.cell(L.map, board)
    if cell < MIN_CELL[board]:
        out.append(f"map squares {cell:.0f} px < {MIN_CELL[board]}")
    return out


def test_every_layout_fits_its_canvas():
    bad = []
    for canvas, n, board, L in layouts():
        bad += [f"{canvas[0]}x{canvas[1]} {n}p {board}: {p}" for p in problems(canvas, n, board, L)]
    assert not bad, "\n".join(bad)


def test_1080p_is_the_table_it_was():
    """The 1920x1080 canvas is laid out as before the change (its rectangles, the squares)."""
    L = Layout(4, (6, 6), (1920, 1080))
    assert (L.map, L.nemesis, L.minions, L.log, L.options, L.hand) == (
        (452, 106, 1008, 632), (12, 106, 432, 462), (12, 574, 432, 164), (1468, 106, 440, 250),
        (1468, 362, 440, 196), (1468, 564, 440, 174))
    assert [tuple(r) for r in L.seats] == [(13 + i * 476, 744, 466, 330) for i in range(4)]


# The map's squares on the table before issue 12: one 1920x1080 table scaled to the window. Its
# Layout (git show b1380f5:legends/ui/table/layout.py) gave the map 1008x632 (3-4 seats, "classic"),
# 1456x632 (1-2 seats, a wide map: "wide") or 1008x968 (1-2 seats, a square map: "tall"), and
# Layout.cell (a margin of 0.55 squares) made these squares, in 1080p pixels:
OLD_1080 = {(3, (6, 6)): 632 / 7.1, (3, (8, 4)): 1008 / 9.1, (3, (10, 4)): 1008 / 11.1,    # 89.0, 110.8, 90.8
            (1, (8, 4)): 632 / 5.1, (1, (10, 4)): 632 / 5.1, (1, (6, 6)): 968 / 7.1}      # 123.9, 123.9, 136.3
OLD_SCALE = {(1280, 720): 2 / 3, (1366, 768): 0.711}     # that table shrunk to a 720p / a 768p window
# (1-2 seats on a square map under 1080 px: the "side" layout, the map at the right edge at the
# centre's full height, the seats' row under the panels left of it: 95 / 102 px on 720p / 768p.)


@pytest.mark.parametrize("canvas", list(OLD_SCALE))
@pytest.mark.parametrize("n, board", [(n, b) for n in (1, 2, 3, 4) for b in BOARDS])
def test_the_map_is_no_smaller_than_the_old_scaled_tables(canvas, n, board):
    """On a 720p or 768p window the map's squares are at least as large as on the old 1920x1080
    table shrunk to the window, for every seat count and board size."""
    old = OLD_1080[(3 if n >= 3 else 1, board)] * OLD_SCALE[canvas]
    new = Layout.cell(Layout(n, board, canvas).map, board)
    assert new >= old, f"{canvas} {n}p {board}: squares of {new:.1f} px, {old:.1f} before"


def test_a_bigger_canvas_gives_the_map_more_room():
    assert len(BOARDS) >= 3
    for n, board in itertools.product((1, 2, 3, 4), BOARDS):
        cells = [Layout.cell(Layout(n, board, c).map, board) for c in ((1280, 720), (1920, 1080), (2560, 1440),
                                                                       (3840, 2160))]
        assert cells == sorted(cells) and cells[-1] > 2 * cells[0], (n, board, cells)


def test_narrow_seats_give_the_full_board_to_one():
    """3-4 seats on a small canvas: the seat shown in full gets a full board's width, the others
    their essentials; on 1080p every board is whole."""
    L = Layout(4, (6, 6), (1280, 720))
    for full in range(4):
        seats = L.seats_for(full)
        assert seats[full].w >= FULL_SEAT_W and all(r.w < FULL_SEAT_W for i, r in enumerate(seats) if i != full)
    assert all(r.w >= FULL_SEAT_W for r in Layout(4, (6, 6), (1920, 1080)).seats_for(2))


# --- a real table at each size -----------------------------------------------------------------
@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("layout-sizes")) as a:
        yield a


@pytest.mark.parametrize("window, setting", WINDOWS)
def test_a_four_player_table_renders_at_each_size(app, window, setting):
    app.settings.ui_scale = setting
    try:
        sc = table(app, 4, window)
        canvas = canvas_for(window, setting)[0]
        assert app.screen.get_size() == canvas == (T.W, T.H) == sc.L.size
        marks = record(app, sc)
    finally:
        app.settings.ui_scale = "auto"
    wide = [f"{m.what!r}: {m.rect.w} px in a {m.box.w} px box" for m in marks
            if m.kind == "text" and m.box is not None and m.rect.w > m.box.w]
    assert not wide, "\n".join(wide)
    assert any(m.kind == "font" for m in marks)
    screen = pygame.Rect((0, 0), canvas)
    assert all(screen.contains(h.rect) or not h.rect.w for h in sc.hots if h.ref and h.ref[0] in ("hand", "ability"))


def test_a_resize_lays_the_table_out_again_and_keeps_the_game(app):
    sc = table(app, 4, (1920, 1080))
    before = (sc.game.view.decisions, len(sc.game.s["log"]), sc.options.items)
    app.set_window_size((1280, 720))
    assert sc.L.size == (1280, 720) == app.screen.get_size() and sc.view.area == sc.L.map
    assert sc.options.rect == sc.L.options and sc.b_confirm.rect == sc.L.prompt_buttons[0]
    app.render()
    assert (sc.game.view.decisions, len(sc.game.s["log"]), sc.options.items) == before
    app.set_window_size((3840, 2160))                   # a TV at Auto: the 1080p table, scaled by the GPU
    assert sc.L.size == (1920, 1080)
    app.render()
    from legends.ui.scenes.title import TitleScene
    app.set_scene(TitleScene(app))                      # the menus keep their 1920x1080 canvas
    assert app.screen.get_size() == (1920, 1080)
    app.set_window_size((1280, 720))
    assert app.screen.get_size() == (1920, 1080)
    app.set_window_size((1920, 1080))


def test_the_ui_scale_setting_changes_the_tables_canvas(app):
    """Settings, UI scale: saved, and the table comes back laid out for the window over the scale."""
    from legends.ui.scenes.settings import SettingsScene
    sc = table(app, 2, (2560, 1440))
    assert sc.L.size == (2560, 1440)
    settings = SettingsScene(app, back=sc, desktop=(2560, 1440))
    app.set_scene(settings)
    assert app.screen.get_size() == (1920, 1080)        # the settings screen: the menus' canvas
    scale = next(w for w in settings.widgets if getattr(w, "label", "") == "UI scale (the game table)")
    assert scale.value == "auto"
    settings.set_scale("200")
    settings.done()
    assert app.settings.ui_scale == "200" and sc.L.size == (1280, 720) == app.screen.get_size()
    settings.set_scale("auto")
    app.fit_canvas()
    assert sc.L.size == (2560, 1440)
    app.set_window_size((1920, 1080))


def test_the_seat_under_the_mouse_or_looked_at_opens_its_full_board(app):
    """Four seats on a 1280x720 canvas: the deciding seat's board is whole; the mouse over another
    seat opens that one (its abilities can be clicked), a hand looked at opens its seat."""
    def abilities(sc):
        return {h.ref[1] for h in sc.hots if h.ref and h.ref[0] == "ability"}

    sc = table(app, 4, (1280, 720))
    assert sc._seat_rects[0].w >= FULL_SEAT_W and abilities(sc) == {0}
    r = sc._seat_rects[2]
    hover = (r.centerx, r.bottom - 60)
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    assert sc._seat_rects[2].w >= FULL_SEAT_W and sc._seat_rects[2].collidepoint(hover) and abilities(sc) == {2}
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=sc.L.map.center, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    assert abilities(sc) == {0}
    sc.looking.look(3)
    app.render()
    assert abilities(sc) == {3} and sc._seat_rects[3].w >= FULL_SEAT_W
    app.set_window_size((1920, 1080))


def test_a_lesson_lays_its_panel_out_again_on_a_resize(app):
    sc = lesson(app, 2)
    for window in ((1280, 720), (2560, 1440), (1920, 1080)):
        app.set_window_size(window)
        app.render()
        assert sc.L.size == canvas_for(window)[0] and not sc.panel.colliderect(sc.L.log)
        assert all(sc.panel.contains(b.rect) for b in sc.lesson_buttons)
        assert pygame.Rect((0, 0), sc.L.size).contains(sc.panel)


@pytest.mark.parametrize("how", ["keyboard", "controller", "mouse"])
def test_a_720p_table_plays_by_keyboard_controller_or_mouse_alone(app, how):
    """On a 1280x720 canvas a card is played by the arrows and Enter, by P1's controller's d-pad and
    A, or by a click on the card (mouse positions are canvas positions, whatever its size)."""
    from legends.devtools.testing import add_pad, click, key, pad_button
    if how == "controller":
        add_pad(app, 1)
        app.seat_pads = [1, None, None, None]       # as the setup screen leaves it: P1 plays with controller 1
    sc = table(app, 4, (1280, 720))
    hand = list(sc.game.view.fighter(0)["hand"])
    if how == "keyboard":
        for k in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RETURN):
            key(app, k)
    elif how == "controller":
        for b in ("dpad_right", "dpad_left", "a"):
            pad_button(app, 1, b)
            app.step(0.05, [])
    else:
        card = next(h for h in sc.hots if h.ref and h.ref[0] == "hand")
        click(app, card.rect.center)
    sc.anim.skip()
    app.step(0.05, [])
    app.seat_pads = None
    assert len(sc.game.view.fighter(0)["hand"]) == len(hand) - 1, how
    app.set_window_size((1920, 1080))
