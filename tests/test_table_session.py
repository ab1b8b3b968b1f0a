"""The table's session on its own, without pygame: applying decisions, the undo policy, autosave
and recovery keep the game, bots answer for their own seats."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from legends.content import default_box
from legends.engine import Game, IllegalAction
from legends.engine.actions import Action
from legends.engine.scenario import build
from legends.engine.setup import random_setup
from legends.ui.table.session import Session, checked_seats, read_session
from legends.store import autosaves

ROOT = Path(__file__).resolve().parents[1]
# one fighter next to two minions: a move (no dice) can be undone, an attack rolls dice
POSITION = {"fighters": [{"space": "B4", "hand": ["shoto_03", "shoto_07", "shoto_13"], "meter": ["shoto_14"],
                          "ex": 1}],
            "enemies": [{"kind": "elite", "space": "B4"}, {"kind": "standard", "space": "B4"}],
            "dice": [0, 0, 1, 2]}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    return tmp_path


def two_player(seats=("human", "human"), seed=5):
    box = default_box()
    return Session(Game.new(random_setup(box, seed, 2), box), list(seats)), box


def test_the_session_imports_no_pygame():
    code = "import sys, legends.ui.table.session; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
    text = (ROOT / "legends" / "ui" / "table" / "session.py").read_text()
    assert "import pygame" not in text


def test_apply_returns_the_new_log_entries_and_autosaves(home):
    s, box = two_player()
    g = s.game
    n = len(g.view.log)
    action = g.legal_actions()[0]
    entries = s.apply(action)
    assert [e["_i"] for e in entries] == list(range(n, len(g.view.log)))
    assert all(isinstance(e, dict) and e["text"] == g.view.log[e["_i"]]["text"] for e in entries)
    assert g.view.decisions == 1
    saved = json.loads(autosaves.autosave_path().read_text())
    assert saved["ui"] == {"seats": ["human", "human"], "game": s.game_id, "written": 1} and s.last_save == saved
    assert Game.from_save(saved, box).to_dict() == g.to_dict()


def test_an_illegal_action_changes_nothing(home):
    s, _ = two_player()
    before = s.game.to_dict()
    bad = Action(0, "play", ("no_such_card",))
    with pytest.raises(IllegalAction):
        s.apply(bad)
    assert s.game.to_dict() == before


def test_undo_takes_back_a_human_decision_but_never_dice(home):
    box = default_box()
    s = Session(build(POSITION, box), ["human"])
    start = s.game.to_dict()
    assert s.undo() is not None                      # nothing to take back yet
    s.apply(Action.parse("P1 play shoto_03"))
    gen = s.gen
    assert s.undo() is None and s.gen == gen + 1     # a new game object: the table redraws everything
    assert s.game.to_dict() == start
    assert json.loads(autosaves.autosave_path().read_text())["decisions"] == []     # the undone game is autosaved
    s.apply(Action.parse("P1 play shoto_03"))
    s.apply(Action.parse("P1 target m1"))            # the attack rolls its dice
    assert s.game.pending.kind == "reroll"
    decisions = s.game.view.decisions
    assert "Cannot undo" in s.undo() and s.game.view.decisions == decisions


def test_undo_also_takes_back_the_bots_decisions_after_it(home):
    s, _ = two_player(("human", "random"), seed=3)
    start = s.game.to_dict()
    s.apply(s.game.legal_actions(seat=0)[0])          # P1 places its rival ...
    assert s.bot_seat() == 1
    s.apply(s.bot_choice())                           # ... then the bot places its own
    assert s.human_decides() and s.game.can_undo()
    assert s.undo() is None                           # both go: the table is back at P1's decision
    assert s.game.to_dict() == start and s.deciding == 0


def test_bots_answer_for_their_own_seat_only():
    s, _ = two_player(("greedy", "random"), seed=7)
    s.autosaving = False
    assert set(s.bots) == {0, 1} and not s.humans
    for _ in range(60):
        seat = s.bot_seat()
        if seat is None:
            break
        action = s.bot_choice()
        assert action.seat == seat and action in s.game.legal_actions(seat=seat)
        s.apply(action)
    assert s.game.view.decisions >= 1 and s.last_save is None     # no autosave when not autosaving


def test_recover_goes_back_to_the_last_autosave(home):
    s, box = two_player()
    s.apply(s.game.legal_actions()[0])
    kept = s.game.to_dict()
    s.game = Game.new(random_setup(box, 99, 2), box)          # as if something broke the game in memory
    msg = s.recover(box)
    assert "reloaded from the last autosave" in msg and s.game.to_dict() == kept
    s.last_save = None                                          # not in memory any more: read from disk
    assert s.recover(box) and s.game.to_dict() == kept


def test_recover_without_any_autosave_raises(home):
    s, box = two_player()
    s.autosaving = False
    with pytest.raises(RuntimeError):
        s.recover(box)


def test_crash_payload_holds_a_loadable_save_and_the_log(home):
    s, box = two_player()
    s.autosaving = False
    s.apply(s.game.legal_actions()[0])
    out = s.crash_payload()
    assert out["state"] == s.game.to_dict()
    assert out["log"][-1].startswith("-- pending:") and len(out["log"]) == len(s.game.view.log) + 1
    assert Game.from_save(out["save"], box).to_dict() == s.game.to_dict()


def test_quick_save_and_reading_a_save_back_keep_the_seats(home):
    s, box = two_player(("human", "greedy"))
    assert s.quicksave_path() is None
    path = s.quicksave()
    assert s.quicksave_path() == path
    game, seats = read_session(path, box)
    assert seats == ["human", "greedy"] and game.to_dict() == s.game.to_dict()
    assert checked_seats(["human", "nobody"], 2) == ["human", "human"] and checked_seats(None, 3) == ["human"] * 3
