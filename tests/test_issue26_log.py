"""Issue 26 item 3: the log cannot tell the story of a nemesis phase. A phase is 5-10 lines, the
log showed 3 (none in a lesson on a square stage), it stayed scrolled up, and a move named only
its ends ("B2 -> D4": a diagonal, when Cammy went through the Command Console). Now: a recap of
the phase at a glance (story.py, recap.py), the log back to its newest line, moves told with their
path, and the log grown where the table has room (layout.py)."""
import pygame
import pytest

from legends.devtools.testing import click, key, release, settle
from legends.engine.scenario import build
from legends.ui.input.intents import KEYBOARD
from legends.ui.table import recap as R
from legends.ui.table.layout import Layout
from legends.ui.table.story import Row, last_phase, move_text, recap

from tables import fresh_app, lesson, position, table

# Chun-Li (P1, solo, Shadaloo Base, turn 5) plays two fireballs at M. Bison, ends her fighter phase,
# blocks the first attack with a card and takes the rest
FIGHTER_PHASE = ["P1 play zoner_01", "P1 target nemesis", "P1 keep", "P1 play zoner_02", "P1 target nemesis",
                 "P1 keep", "P1 end"]
BLOCK, TAKE = "P1 block zoner_07", "P1 take"


def take(game, text):
    acts = {str(a): a for a in game.legal_actions(seat=game.pending.seat)}
    assert text in acts, f"{text} not among {list(acts)}"
    return acts[text]


def played(box):
    g = build(position(1), box)
    for t in FIGHTER_PHASE + [BLOCK]:
        g.apply(take(g, t))
    while last_phase(g.view.log) is None:
        g.apply(take(g, TAKE))
    return g


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-log")) as a:
        yield a


def test_item3_the_recap_tells_each_enemy_the_card_the_spawn_and_the_damage(app):
    g = played(app.box)
    first, end = last_phase(g.view.log)
    rows = recap(g.view.log[first:end], g.view.name_of, g.view.space_name)
    told = {r.who: r.text for r in rows}
    assert told["Shadaloo Grunt (M1)"] == "D3 -> D4 · attacks P1 (melee 1): blocked"
    assert told["Shadaloo Grunt (M3)"] == "C4 -> D4 · attacks P1 (melee 1): 1 damage"
    assert told["Shadaloo Grunt (M4)"] == "F2 -> E2 · no target in range"
    assert told["Cammy"] == "B2 -> Command Console -> D3 -> D4 · attacks P1 (melee 1): 1 damage"
    assert told["Nemesis card"] == "Shock Troops (circle): Psycho Crusher"
    assert told["M. Bison"].endswith("attacks P1 (melee 3): 3 damage · Chun-Li KO'd")
    assert told["Spawn"] == "A Shadaloo Enforcer spawns on spawn location 3 (C6)"
    assert told["P1 Chun-Li"] == "5 damage taken · 1 blocked · KO'd"
    assert [r.kind for r in rows][-1] == "fighter" and len(rows) == 9


def test_item3_the_recap_says_which_relic_was_lost_and_by_whom():
    """An objective entry (effects.end_activation) gets a row of its own, in the order it happened."""
    entries = [{"kind": "move", "who": "m2", "from": "C2", "to": "C1", "path": ["C2", "C1"],
                "text": "Doll Agent (M2) moves C2 -> C1 toward P1."},
               {"kind": "objective", "who": "m2", "token": 0,
                "text": "Doll Agent (M2) carries off the relic at C1! 1 of 5 relics lost."}]
    rows = recap(entries)
    assert [(r.kind, r.who, r.text) for r in rows] == [
        ("actor", "Doll Agent (M2)", "C2 -> C1"), ("lost", "Lost", "Doll Agent (M2) carries off the relic at C1! 1 of 5 relics lost.")]


def test_item3_moves_are_logged_with_their_path(app):
    """The log line of a move through a door or round a wall names every space of its path."""
    g = played(app.box)
    cammy = next(e for e in g.view.log if e.get("kind") == "move" and e.get("who") == "r:cammy")
    assert cammy["text"] == "Cammy moves B2 -> D4 toward P1."          # the engine's text is unchanged
    assert move_text(cammy, g.view.space_name) == "Cammy moves B2 -> Command Console -> D3 -> D4 toward P1."
    straight = {"kind": "move", "from": "F2", "to": "E2", "path": ["F2", "E2"], "text": "M4 moves F2 -> E2."}
    assert move_text(straight, str) == "M4 moves F2 -> E2."


def play_to_the_recap(app, window=(1728, 972)):
    sc = table(app, 1, window)
    for t in FIGHTER_PHASE:
        sc.pipeline.submit(take(sc.game, t), KEYBOARD)
        settle(app)
    release(app)
    sc.pipeline.submit(take(sc.game, BLOCK), KEYBOARD)
    settle(app)
    while sc.game.pending.kind == "block":
        sc.pipeline.submit(take(sc.game, TAKE), KEYBOARD)
        settle(app)
    app.step(0.05, [])
    return sc


def test_item3_the_recap_shows_when_the_phase_has_been_shown_until_the_next_decision(app):
    sc = play_to_the_recap(app)
    assert sc.recap.rows is not None and sc.recap.title == "NEMESIS PHASE · turn 5"
    app.render()
    assert sc.L.map.contains(sc.recap.rect)
    sc.pipeline.submit(sc.game.legal_actions(seat=0)[0], KEYBOARD)       # Chun-Li's next decision closes it
    app.step(0.05, [])
    assert sc.recap.rows is None
    click(app, R.chip_rect(sc).center)                   # the log's Recap chip opens it again
    assert sc.recap.rows is not None
    assert isinstance(sc.handlers.top, R.RecapSheet)
    key(app, pygame.K_ESCAPE)                            # Esc closes it (and opens no menu)
    assert sc.recap.rows is None and sc.handlers.stack == [sc.table]
    click(app, R.chip_rect(sc).center)
    click(app, sc.recap.rect.center)                     # so does a click on it
    assert sc.recap.rows is None and sc.handlers.stack == [sc.table]


def test_item3_the_recap_is_readable_from_the_sofa(app):
    """Its text is 24 px on a 1728x972 table (the largest size whose rows fit over the map)."""
    sc = play_to_the_recap(app)
    lines = R.layout_rows(sc.recap.rows, min(sc.L.map.w - 16, 980) - 36, R.SIZES[0])
    assert 48 + len(lines) * 28 + 36 <= sc.L.map.h - 16


def test_item3_the_log_comes_back_to_the_newest_line(app):
    """Scrolled up, the log shows the newest line again when a new entry is shown, or after LOG_IDLE s."""
    sc = table(app, 1, (1920, 1080))
    sc.log_scroll.scroll = 3
    sc.recap.update(0.1)
    assert sc.log_scroll.scroll == 3
    sc.pipeline.submit(take(sc.game, FIGHTER_PHASE[0]), KEYBOARD)
    settle(app)
    assert sc.log_scroll.scroll == 0
    clock = [100.0]
    sc.recap.now = lambda: clock[0]                     # the table's clock, faked
    sc.log_scroll.scroll = 2
    for _ in range(int(R.LOG_IDLE / 0.5) + 2):
        sc.recap.update(0.5)
        clock[0] += 0.5
    assert sc.log_scroll.scroll == 0


LOG_LINE = 20           # the log's 16 px lines (boards/log.py), and its header: 34 px


@pytest.mark.parametrize("canvas, n, board, lines", [
    ((1280, 720), 4, (6, 6), 4), ((1280, 720), 3, (8, 4), 4), ((1728, 972), 1, (8, 4), 5), ((1366, 768), 4, (6, 6), 5)])
def test_item3_the_log_grows_where_the_table_has_room(canvas, n, board, lines):
    """Under 1080 px the options list gives the log its height beyond 4 whole rows (still 4 rows)."""
    L = Layout(n, board, canvas)
    assert (L.log.h - 34) // LOG_LINE >= lines
    assert L.options.h >= 38 + 4 * L.option_row


def test_item3_a_lesson_on_a_square_stage_keeps_4_log_lines_at_1728x972(app):
    sc = lesson(app, 2, (1728, 972))
    app.render()
    assert sc.L.kind == "tall" and (sc.L.log.h - 34) // LOG_LINE >= 4 and sc.panel.h >= 260
    app.set_window_size((1920, 1080))


def test_item3_the_recap_is_wrapped_once_per_size_not_every_frame(app, monkeypatch):
    """Issue 25 review: the open recap keeps its wrapped rows while the map's size stays; a new size
    (the window resized) wraps them again."""
    sc = play_to_the_recap(app)
    wraps = []
    real = R.layout_rows
    monkeypatch.setattr(R, "layout_rows", lambda *a: wraps.append(a[1:]) or real(*a))
    sheet = sc.handlers.find(R.RecapSheet)
    app.render()                                        # a frame as drawn (wrapped for this size once)
    n = len(wraps)
    for _ in range(3):
        app.render()
    assert len(wraps) == n                              # the same size: not wrapped again
    taller = pygame.Surface((sc.L.size[0], sc.L.size[1] + 40))
    first = sheet.draw(taller, None)                    # another canvas: wrapped again, then kept
    assert len(wraps) > n
    n = len(wraps)
    assert sheet.draw(taller, None) == first and len(wraps) == n


@pytest.mark.parametrize("window", [(1280, 720), (1366, 768)])
def test_item3_a_lesson_on_a_square_stage_shows_2_log_lines_at_720p(app, window):
    """The side layout's log (80 px at 720p) left a lesson's log no line under its panel: a lesson
    asks the layout for room (Layout's log_room), and the tall layout gives it the corner."""
    sc = lesson(app, 0, window)
    app.render()
    assert sc.L.kind == "tall" and (sc.L.log.h - 34) // LOG_LINE >= 2 and sc.panel.h >= 170
    assert not sc.panel.colliderect(sc.L.map) and not sc.L.log.colliderect(sc.L.options)
    assert Layout(1, (6, 6), window).kind == "side"         # a game without a lesson keeps the bigger squares
    app.set_window_size((1920, 1080))


def test_a_lesson_at_1152x648_has_its_panel_beside_the_lone_seat(app):
    """A 720p screen's 1152x648 window: the classic layout left the lesson panel 34 px over a
    17 px log. The panel stands beside the fighter's board now (as wide as 720p's), the log keeps
    its place, the board stays whole, nothing overlaps."""
    from legends.ui.table.layout import FULL_SEAT_W
    from legends.ui.table.lesson import PANEL_SHORT
    sc = lesson(app, 0, (1152, 648))
    app.render()
    assert sc.L.lesson is not None and sc.panel == sc.L.lesson and sc.panel.h >= PANEL_SHORT
    assert sc.L.log.h >= 56 and sc.L.seats[0].w >= FULL_SEAT_W
    for name, r in sc.L.regions().items():
        if name not in ("lesson", "seat0", "dice", "card_spot", "card") and r.w and r.h:
            assert not sc.panel.colliderect(r), name
    assert not sc.panel.colliderect(sc.L.seats[0]) and app.screen.get_rect().contains(sc.panel)
    assert all(sc.panel.contains(b.rect) for b in sc.lesson_buttons if b.visible)
    app.set_window_size((1920, 1080))


def test_the_recaps_foot_fits_its_panel_at_1152x648(app):
    """Its foot was squeezed on one line against the panel's edge: each of its lines fits now."""
    from legends.ui import assets
    sc = play_to_the_recap(app, (1152, 648))
    app.render()
    r = sc.recap.rect
    lines = R.foot_lines("Tab", r.w - 36)
    assert all(assets.font(R.FOOT_SIZE).size(t)[0] <= r.w - 36 for t in lines)
    assert sc.L.map.union(app.screen.get_rect()).contains(r)
    app.set_window_size((1920, 1080))
