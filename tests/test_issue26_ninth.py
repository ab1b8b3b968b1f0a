"""Issue 26's ninth playtest pass (docs/playtests/issue-26.md, "Ninth pass", pictures 82-95): small
faults of the table at 1280x720 and 1152x648.

1. A long prompt went to 13 px at 1280x720 beside the whole pill "P1 · Birdie decides:" (picture 91:
   "P3 · Chun-Li decides:" and two lines of "resolve recover 1 health ... already at full health"),
   where at 1152x648 the pill was shortened and the words read larger. The pill now gives way
   first whenever the words would not be whole at the bar's two-line size.
2. At 1152x648 (finding 3 of the pass) the log showed one line, its entry cut ("Cammy's melee attack has no ...", picture
   83): a log too short for two lines under its title shows two beside it.
4. "Key not taken while the table moved" covered the log's top line at 720 (picture 90): where the
   log is short its short form goes to the map's free corner first.
5. The focused "End fighter phase [En..." (picture 84): "End phase [Enter]" where the whole is cut;
   a greyed row cut "already at full he...": rows of two lines at a size every row is whole at.
Small: rows of two lines padded, the first row clear of the title's rule (picture 85); the setup's
stage rule whole at 1280x720.
"""
import pygame
import pytest

from legends.engine.scenario import build
from legends.devtools.testing import open_table
from legends.ui import drawn
from legends.ui.table import hud
from legends.ui.table.boards import log as logboard
from legends.ui.table.layout import Layout

from helpers import do
from tables import cast, module_app, record, scenario

app = module_app("issue26-ninth")
EX = 0
BREAK_TIME = "P1 ability birdie_break_time grappler_04,grappler_07"


def full_health_heal(app, n, window):
    """Birdie (P1, of n seats) at full health asked to resolve Break Time's heal: the long prompt
    "resolve recover 1 health (never above 4) (action 1 of 1) or skip · would do nothing: ..."."""
    app.set_window_size(window)
    doc = scenario(cast(("birdie", "grappler"))[:n],
                   fighters=[{"space": "A4", "health": 4, "ex": EX, "hand": ["grappler_05", "grappler_09"],
                              "meter": ["grappler_02", "grappler_04", "grappler_07"]}],
                   enemies=[{"kind": "standard", "space": "F1"}])
    g = build(doc, app.box)
    do(g, BREAK_TIME)
    return open_table(app, g, ["human"] * n)


@pytest.mark.parametrize("window,n", [((1280, 720), 1), ((1280, 720), 4), ((1152, 648), 4)])
def test_finding1_the_pill_gives_way_before_the_prompt_shrinks(app, window, n):
    sc = full_health_heal(app, n, window)
    line = hud.prompt_line(sc)
    assert line.endswith("or skip · would do nothing: already at full health")
    marks = record(app, sc)
    said = line.split(": ", 1)[1]
    words = [m for m in marks if m.kind == "font" and str(m.what) in said
             and (str(m.what).startswith("resolve") or "or skip" in str(m.what))]
    assert len(words) == 2                                  # the decision's words on two lines, whole
    assert " ".join(str(m.what) for m in words) == said
    assert [m for m in marks if m.kind == "cut" and str(m.what) in said] == []
    floor = 16 if window == (1280, 720) else 14             # 13 px before (at 1280x720)
    assert {m.size for m in words} == {floor}
    pills = [m for m in marks if m.kind == "font" and str(m.what) in ("P1 · Birdie decides:", "P1 · Birdie:", "P1:")]
    assert len(pills) == 1 and str(pills[0].what) != "P1 · Birdie decides:"     # the whole pill before


def test_finding1_a_short_prompt_keeps_the_whole_pill():
    assert hud.who_label("P1 · Birdie decides", "decides", "choose a target", 700, 40, 24, 19) == "P1 · Birdie decides:"


ENTRY = {"kind": "info", "text": "Cammy's melee attack has no target in range: she stays on E4."}


@pytest.mark.parametrize("n", [1, 4])
def test_finding2_the_1152x648_log_shows_its_newest_entry_whole(n):
    L = Layout(n, (6, 6), (1152, 648))
    assert L.log.h == 57                                    # a title and one line, as laid out
    older = [{"kind": "info", "text": "P3 moves E4 -> F4."}]
    with drawn.recording() as marks:
        most, lines = logboard.draw_log(pygame.Surface(L.size), L.log, older + [ENTRY], 0)
    assert len(lines) == 2                                  # 1 before
    assert " ".join(t.strip() for t in lines) == ENTRY["text"]      # whole: "... has no ..." before
    assert [m for m in marks if m.kind == "cut"] == []
    assert most == 1


def test_finding2_on_the_table_the_log_has_two_lines(app):
    from tables import table
    sc = table(app, 4, (1152, 648))
    record(app, sc)
    assert len(sc.log_scroll.lines) == 2
    assert not sc.log_scroll.lines[-1].endswith("...")


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648), (1920, 1080)])
def test_finding5_confirms_end_fighter_phase_in_its_short_form_where_the_whole_is_cut(app, monkeypatch, window):
    """Confirm's slot holds "End fighter phase  [Enter]" at 1920x1080 and not at 1280x720 (the
    turn-is-done banner: the lone option, InputMode._lone_end): there "End phase  [Enter]"."""
    from legends.ui.table.inputmode import InputMode
    from tables import table
    sc = table(app, 4, window)
    monkeypatch.setattr(InputMode, "confirm_label", lambda self: "End fighter phase")
    sc.refresh_mode()
    assert sc.b_confirm.label == "End fighter phase" and sc.b_confirm.short == "End phase"
    marks = record(app, sc)
    said = [str(m.what) for m in marks if m.kind in ("font", "cut") and "phase  [Enter]" in str(m.what)]
    whole = window == (1920, 1080)
    assert said == ["End fighter phase  [Enter]" if whole else "End phase  [Enter]"]   # "End fighter phase [En..." before
    assert [m for m in marks if m.kind == "cut" and "phase" in str(m.what)] == []


@pytest.mark.parametrize("window,n", [((1280, 720), 1), ((1152, 648), 4)])
def test_finding5_a_greyed_row_of_two_lines_is_whole(app, window, n):
    """The futile row "2. Recover 1 health (never above 4): already at full health" at the table's
    text at 125%: the list's rows of two lines at a size every row is whole at (20 px, its second
    line "above 4): already at full he...", at 1280x720 before; 19 px now)."""
    app.settings.change(table_text="125")
    try:
        sc = full_health_heal(app, n, window)
        marks = record(app, sc)
    finally:
        app.settings.change(table_text="100")
    row = "2. Recover 1 health (never above 4): already at full health"
    assert [label for label, _, _ in sc.options.items] == ["1. Skip this action", row]
    assert [m for m in marks if m.kind == "cut"] == []
    size = sc.options.plan()[0]
    pieces = [m for m in marks if m.kind == "font" and m.size == size and str(m.what) in row and len(str(m.what)) > 8]
    assert " ".join(str(m.what) for m in pieces[-2:]) == row


@pytest.mark.parametrize("couch", [False, True])
def test_finding4_key_not_taken_keeps_off_a_3_line_log(app, couch):
    """At 1280x720, four seats, the log shows 3 lines, its top the turn's heading ("Turn 4: P4
    (Dhalsim) is the active player." under "Key not taken while the table moved", picture 90):
    the toast stands by the keys' line or in the map's area (its short form), off the squares and
    off the log (over the log's top line on Shadaloo Base before)."""
    from legends.ui.table.handlers import REFUSED
    from tables import COUCH, opened, table
    sc = opened(app, scenario(COUCH, "ayutthaya_ruins"), (1280, 720)) if couch else table(app, 4, (1280, 720))
    app.toasts.clear()
    for _ in range(2):
        app.toast("Key not taken while the table moved", 2.5, REFUSED, "Key not taken")
    app.render()
    (r,) = app.toast_rects
    layer = sc.overlay_layer
    from legends.ui import assets
    from legends.ui.table import log
    assert layer.toast_over_late and log.lines(sc.L.log.h, assets.font(logboard.LOG_TEXT).get_linesize()) == 3
    assert not r.colliderect(sc.L.log)
    assert sc.L.map.contains(r)
    squares = [sc.view.sq_rect(c, rr) for sqs in sc.view.board.squares_of.values() for c, rr in sqs]
    assert r.collidelist(squares) < 0
    app.toasts.clear()


@pytest.mark.parametrize("window,n", [((1280, 720), 1), ((1280, 720), 4), ((1152, 648), 4)])
def test_small_two_line_rows_are_padded_and_the_first_row_clear_of_the_title(app, window, n):
    """Picture 85: rows of two lines filled their boxes (0 px above and below the text) and the
    first row's box stood 3 px under the title's rule; now 2 px each side and 5 px under it."""
    from legends.ui import assets
    sc = full_health_heal(app, n, window)
    lv = sc.options
    size, pitch, wrap = lv.plan()
    assert wrap
    box = lv.row_rect(0)
    assert box.h - 2 * assets.font(size, True).get_linesize() == 4       # 0 before
    assert box.top - (lv.rect.y + 31) == 5                                 # 3 before
    assert lv.row_rect(1).top - box.bottom == 2
    assert lv.row_rect(1).bottom <= lv.body().bottom


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_small_the_setups_stage_rule_is_whole(app, window):
    """Ayutthaya Ruins' stage rule at 1280x720 ended "... carries it..." (5 lines of its 7): the
    panel holds every block whole, so none is cut (at 1152x648 it does not, even at 14 px: cut
    as before)."""
    from tables import setup_4p
    setup_4p(app, window, stage="ayutthaya_ruins")
    with drawn.recording() as marks:
        app.render()
    said = [str(m.what) for m in marks if m.kind == "font"]
    assert len([t for t in said if t.endswith("remove it from the game.")]) == 1
    assert [t for t in said if "carries it..." in t or t.endswith("off 5...")] == []
    app.set_window_size((1920, 1080))


def test_small_no_banner_band_under_the_game_menu(app, monkeypatch):
    """The menu opened during the TURN banner at 720 stood over its dark band (its words hidden
    under the menu, picture-less in the ninth pass, R1 turn 4): the game waits, so the step is not
    drawn under the menu (1 band before, 0 now), and is again once the menu is closed."""
    import pygame as pg
    from legends.devtools.testing import key
    from legends.ui.table import overlays
    from legends.ui.table.menus import PauseMenu
    from tables import table
    sc = table(app, 1, (1280, 720))
    for _ in range(60):                   # Enter at every decision until the next turn's banner shows
        key(app, pg.K_RETURN, unicode="\r")
        for _ in range(400):
            app.step(0.02, [])
            cur = sc.anim.cur if sc.anim.active else None
            if (cur is not None and cur.kind == "turn" and cur.progress > 0.4) or not app.busy():
                break
        if cur is not None and cur.kind == "turn":
            break
    assert cur is not None and cur.kind == "turn"
    bands = []
    real = overlays.banner
    monkeypatch.setattr(overlays, "banner", lambda *a, **k: bands.append(a[2]) or real(*a, **k))
    key(app, pg.K_ESCAPE)
    assert isinstance(sc.handlers.stack[-1], PauseMenu)
    record(app, sc)
    assert bands == []
    sc.handlers.pop(sc.handlers.stack[-1])
    record(app, sc)
    assert len(bands) == 1 and bands[0].startswith("TURN")


def test_finding1_a_bots_pill_gives_way_too(app):
    """Seen in the real window after the fix (the demo at 1280x720): "P2 · Zangief (Bot, greedy) is
    thinking..." beside its decision's words at 12 px. A bot's pill shortens the same way: "P1 ·
    Birdie is thinking..." (its kind left to the seat's board), then "P1 is thinking..."."""
    app.set_window_size((1280, 720))
    doc = scenario(cast(("birdie", "grappler"))[:4],
                   fighters=[{"space": "A4", "health": 4, "hand": ["grappler_05", "grappler_09"],
                              "meter": ["grappler_02", "grappler_04", "grappler_07"]}],
                   enemies=[{"kind": "standard", "space": "F1"}])
    g = build(doc, app.box)
    do(g, BREAK_TIME)
    sc = open_table(app, g, ["greedy", "human", "human", "human"], render=False)
    who, what, _, how = hud.prompt_parts(sc)
    assert how == "thinking" and who == "P1 · Birdie (Bot, greedy) is thinking..."
    marks = record(app, sc)
    pills = [str(m.what) for m in marks if m.kind == "font" and str(m.what).startswith("P1") and "thinking" in str(m.what)]
    short = [t for t in pills if t in ("P1 · Birdie is thinking...", "P1 is thinking...")]
    assert len(short) == 1          # the pill (the whole one before; the list's row keeps the whole)
    words = [m for m in marks if m.kind == "font" and str(m.what) in what and str(m.what).startswith("resolve")]
    assert len(words) == 1 and words[0].size >= 16                                # 13 px before
