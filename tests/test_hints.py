"""Hints on demand (issue 14, item 3) and the expert off the UI thread: a hint for every kind of
decision the engine has, only legal options, never applied, dropped when the decision changes;
X, the Hint button and a pad's top face button open it; an expert bot seat searches on a thread
while the table keeps stepping. Small playout budgets (injected) keep it quick."""
import re
import threading
from pathlib import Path

import pygame
import pytest

from legends.bots import ExpertBot
from legends.content import default_box
from legends.engine import Game
from legends.engine.scenario import DEFAULT_SETUP, build
from legends.ui.table import GameScene
from legends.ui.table.session import Session
from legends.ui.table.thinking import Hints
from legends.devtools.testing import add_pad, key, pad_button, settle

ENGINE = Path(__file__).resolve().parents[1] / "legends" / "engine"
TWO = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}, {"fighter": "ken", "style": "rushdown", "rival": "juri"}]
HIT = {"space": "D4", "hand": ["shoto_03", "shoto_04"]}
# one position per kind of decision (docs/scenarios.md); place_rival comes before any fighter phase
POSITIONS = {
    "main": {},
    "act": {"fighters": [{"space": "A4", "hand": ["shoto_04", "shoto_03"]}], "decisions": ["P1 play shoto_04"]},
    "target": {"fighters": [{"space": "D4", "hand": ["shoto_14", "shoto_04"]}],
               "enemies": [{"kind": "standard", "space": "D3"}, {"kind": "standard", "space": "D2"},
                           {"kind": "standard", "space": "C4"}],
               "dice": [1], "decisions": ["P1 play shoto_14", "P1 target m1"]},
    "reroll": {"fighters": [dict(HIT, hand=["shoto_04", "shoto_03"], ex=1)], "enemies": [{"kind": "elite", "space": "D4"}],
               "dice": [0, 1, 2], "decisions": ["P1 play shoto_04", "P1 skip", "P1 target m1"]},
    "excess": {"fighters": [HIT], "enemies": [{"kind": "standard", "space": "D4"}, {"kind": "elite", "space": "D4"},
                                              {"kind": "standard", "space": "D4"}],
               "dice": [2, 2, 0], "decisions": ["P1 play shoto_03", "P1 target m1"]},
    "overflow": {"fighters": [{"hand": ["shoto_07", "shoto_04"], "ex": 3}], "decisions": ["P1 play shoto_07", "P1 ex"]},
    "drop": {"fighters": [{"space": "A4", "hand": ["shoto_03", "shoto_04"],
                           "meter": ["shoto_01", "shoto_02", "shoto_06", "shoto_11"]}],
             "decisions": ["P1 play shoto_03"]},
    "block": {"played": 2, "fighters": [{"space": "D4", "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"]}],
              "enemies": [{"kind": "elite", "space": "D3"}], "decisions": ["P1 end"]},
    "tiebreak": {"setup": {"players": TWO, "tie_break": "ask"}, "played": 2,
                 "fighters": [{"space": "A3", "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"]}, {"space": "A1"}],
                 "enemies": [{"kind": "standard", "space": "A2"}], "decisions": ["P1 end"]},
}


def engine_decision_kinds() -> set:
    """Every kind of Decision the engine makes (tasks/, movement.py, game.py), read from its source."""
    kinds = set()
    for path in [*ENGINE.glob("tasks/*.py"), ENGINE / "movement.py", ENGINE / "game.py"]:
        kinds |= set(re.findall(r'Decision\("(\w+)"', path.read_text()))
    return kinds - {"frame"}     # only a picture of a game mid-decision waits on it (Game.apply(action, frames))


def position(kind, box):
    if kind == "place_rival":
        return Game.new(DEFAULT_SETUP, box)
    return build(POSITIONS[kind], box)


def answer(hints, key, timeout=120):
    hints.job.wait(timeout)
    return hints.state(key)


@pytest.fixture(scope="module")
def box():
    return default_box()


def test_the_positions_cover_every_kind_of_decision_the_engine_has(box):
    kinds = engine_decision_kinds()
    assert {"place_rival", "main", "act", "target", "reroll", "excess", "block", "drop", "overflow",
            "tiebreak", "over"} <= kinds
    assert set(POSITIONS) | {"place_rival", "over"} == kinds          # "over" waits for nobody: no hint
    for kind in kinds - {"over"}:
        assert position(kind, box).pending.kind == kind


def test_a_hint_for_every_kind_of_decision_offers_legal_options_and_applies_none(box):
    kinds = sorted(engine_decision_kinds() - {"over"})
    assert {"place_rival", "main", "act", "target", "block", "reroll", "tiebreak"} <= set(kinds)
    for kind in kinds:
        game = position(kind, box)
        before, decisions = game.to_dict(), game.view.decisions
        legal = game.legal_actions(seat=game.pending.seat)
        hints = Hints(seed=3, playouts=6)
        assert hints.ask(game, ("k", kind))
        found = answer(hints, ("k", kind))
        assert isinstance(found, list) and 1 <= len(found) <= 3, (kind, found)
        assert len({o.action for o in found}) == len(found), kind
        for o in found:
            assert o.action in legal, (kind, o.action)
            assert 0.0 <= o.win_chance <= 1.0 and o.reason, (kind, o)
        assert game.view.decisions == decisions and game.to_dict() == before, kind    # never decides


def test_no_hint_once_the_game_is_over(box):
    game = build({"fighters": [{"health": 1}]}, box)
    game.s["result"] = {"winner": "nemesis", "reason": "test"}
    if not game.is_over():
        pytest.skip("the game is not over")
    assert not Hints(playouts=4).ask(game, 1)


def test_a_stale_hint_is_dropped(box):
    game = position("main", box)
    hints = Hints(seed=1, playouts=6)
    hints.ask(game, (0, 5))
    hints.job.wait(120)
    assert hints.state((0, 6)) is None and hints.job is None          # another decision: dropped
    assert hints.state((0, 5)) is None                                 # and not shown when asked again later


# --- at the table ----------------------------------------------------------------------------

def scene(app, kind="main", seats=("human",), playouts=12):
    sc = GameScene(app, position(kind, app.box), list(seats))
    sc.hints.core.playouts = playouts
    app.set_scene(sc)
    app.render()
    return sc


def run_until(app, done, frames=3000):
    """Step the table (a frame of 50 ms, and 5 ms of rest for the search thread) until done()."""
    for _ in range(frames):
        if done():
            return True
        app.step(0.05, [])
        threading.Event().wait(0.005)
    return done()


def wait_hint(app, sc, frames=4000):
    for _ in range(frames):
        if sc.hints.state() != "thinking":
            break
        sc.hints.core.job.wait(0.01)
        app.step(0.02, [])
    app.step(0.02, [])
    app.render()


def test_the_key_shows_the_top_three_with_badges_and_goes_away_again(app):
    sc = scene(app)
    decisions = sc.game.view.decisions
    key(app, pygame.K_x, unicode="x")
    assert sc.hints.state() in ("thinking",) or isinstance(sc.hints.state(), list)
    app.render()
    assert "hint" in sc.comp.parts                       # the thinking panel, over the log
    wait_hint(app, sc)
    st = sc.hints.state()
    assert isinstance(st, list) and len(st) == 3
    ranks = sc.hints.ranks()
    assert sorted(ranks.values()) == [1, 2, 3]
    rows = [a for _, a, _ in sc.options.items]
    assert all(a in rows for a in ranks)                 # every hinted option is a row of the Legal options
    assert sc.game.view.decisions == decisions           # nothing was decided
    key(app, pygame.K_x, unicode="x")                    # the key again closes it
    app.render()
    assert sc.hints.state() is None and "hint" not in sc.comp.parts
    key(app, pygame.K_x, unicode="x")
    key(app, pygame.K_ESCAPE)                            # Esc closes it, and opens no menu
    assert sc.hints.state() is None and sc.handlers.top is sc.table


def test_the_hint_button_and_a_pads_top_button_open_it(app):
    sc = scene(app)
    add_pad(app, 1, "PS5 Controller")
    pad_button(app, 1, "y")                              # Triangle: arrives as the X key, with `pad`
    assert sc.hints.core.job is not None
    sc.hints.close()
    app.step(0.01, [pygame.event.Event(pygame.JOYBUTTONDOWN, button=3, joy=0, instance_id=0)])   # a joystick: not a hint
    assert sc.hints.core.job is None
    sc.b_expert.on_click()
    assert sc.hints.core.job is not None


def test_a_hint_at_a_block_marks_the_card_and_is_dropped_when_the_player_decides(app):
    sc = scene(app, "block")
    settle(app)
    key(app, pygame.K_x, unicode="x")
    wait_hint(app, sc)
    ranks = sc.hints.ranks()
    assert set(ranks) == set(sc.game.legal_actions(seat=0))          # take, or block with Focus
    key(app, pygame.K_1, unicode="1")                                 # the player still picks
    app.render()
    assert sc.hints.state() is None and sc.hints.ranks() == {} and "hint" not in sc.comp.parts


def test_a_hint_that_arrives_after_the_decision_changed_is_dropped(app):
    sc = scene(app)
    gate = threading.Event()
    slow = ExpertBot.analyse

    def waiting(self, game, options, top=None):
        gate.wait(30)
        return slow(self, game, options, top)
    ExpertBot.analyse = waiting
    try:
        key(app, pygame.K_x, unicode="x")
        assert sc.hints.state() == "thinking"
        key(app, pygame.K_1, unicode="1")                             # the player decides meanwhile
    finally:
        ExpertBot.analyse = slow
        gate.set()
    sc.hints.core.job and sc.hints.core.job.wait(60)
    settle(app)
    assert sc.hints.state() is None and sc.hints.ranks() == {}


def test_a_search_that_raises_is_reported_and_the_game_goes_on(app, monkeypatch):
    sc = scene(app)
    reports = []
    monkeypatch.setattr(app, "report", lambda exc, context="": reports.append((exc, context)))

    def broken(self, game, options, top=None):
        raise ValueError("boom")
    monkeypatch.setattr(ExpertBot, "analyse", broken)
    key(app, pygame.K_x, unicode="x")
    for _ in range(500):
        if reports:
            break
        app.step(0.02, [])
        threading.Event().wait(0.01)
    assert [str(e) for e, _ in reports] == ["boom"] and sc.hints.state() is None


# --- an expert bot seat at the table -------------------------------------------------------

class GatedExpert(ExpertBot):
    """The expert, but its search waits for a gate: while it waits, the table must keep stepping."""

    def __init__(self):
        super().__init__(1, playouts=4)
        self.gate = threading.Event()
        self.timed_out = False
        self.threads = set()

    def choose(self, game, options):
        self.threads.add(threading.current_thread().name)
        if not self.gate.wait(20):
            self.timed_out = True           # the UI thread waited for the search: it must never do so
        return super().choose(game, options)


def test_an_expert_bot_seat_thinks_on_a_thread_while_the_table_keeps_stepping(app):
    sc = scene(app, seats=("expert",))
    bot = sc.session.bots[0] = GatedExpert()
    decisions = sc.game.view.decisions
    for _ in range(40):                                  # 2 s of frames, more than the bot's delay
        app.step(0.05, [])
        assert sc.busy()
    assert sc.session.bot_thinking() and sc.game.view.decisions == decisions
    assert "P1 (Ryu)" in sc.game.pending.prompt
    bot.gate.set()
    run_until(app, lambda: sc.game.view.decisions > decisions)
    assert sc.game.view.decisions == decisions + 1 and not bot.timed_out
    assert bot.threads and threading.main_thread().name not in bot.threads


def test_an_expert_bot_seat_plays_a_few_decisions_at_the_table(app):
    sc = scene(app, seats=("expert",))
    sc.session.bots[0] = ExpertBot(2, playouts=4)
    start = sc.game.view.decisions
    run_until(app, lambda: sc.game.view.decisions >= start + 3 or sc.game.is_over())
    assert sc.game.view.decisions >= start + 3


def test_a_failing_expert_seat_is_reported_and_greedy_plays_instead(app, monkeypatch):
    sc = scene(app, seats=("expert",))
    reports = []
    monkeypatch.setattr(app, "report", lambda exc, context="": reports.append((exc, context)))

    class Broken(ExpertBot):
        def choose(self, game, options):
            raise ValueError("search failed")
    sc.session.bots[0] = Broken(1, playouts=4)
    start = sc.game.view.decisions
    run_until(app, lambda: sc.game.view.decisions > start)
    assert sc.game.view.decisions == start + 1
    assert [str(e) for e, _ in reports] == ["search failed"] and "greedy chose" in reports[0][1]


def test_the_session_headless_answers_none_while_the_expert_thinks(box):
    s = Session(position("main", box), ["expert"], autosaving=False)
    bot = s.bots[0] = GatedExpert()
    assert s.bot_choice() is None and s.bot_thinking()
    assert s.bot_choice() is None
    bot.gate.set()
    s.bot_job.wait(60)
    action = s.bot_choice()
    assert action in s.game.legal_actions(seat=0) and s.bot_job is None
    s.apply(action)
    s.background = False                                 # scripts may wait for the answer instead
    bot2 = s.bots[0] = ExpertBot(3, playouts=4)
    assert bot2 and s.bot_choice() in s.game.legal_actions(seat=s.deciding)
