"""Engine-level properties: illegal actions change nothing, saves round-trip,
undo never crosses chance (DESIGN.md: the decision interface)."""
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from legends.sim import random_setup
from legends.content import default_box
from legends.engine import Action, Game, IllegalAction
from legends.engine.invariants import check_invariants

KINDS = ["play", "sprint", "end", "ability", "move", "target", "skip", "block", "take", "roll", "keep",
         "reroll", "drop", "flip", "decline", "upgrade", "stand", "place_rival", "excess", "done", "pull"]


class EngineMachine(RuleBasedStateMachine):
    """Arbitrary legal and illegal actions: illegal ones are refused with a reason and change nothing."""

    @initialize(seed=st.integers(0, 10_000), players=st.integers(1, 4))
    def start(self, seed, players):
        self.game = Game.new(random_setup(default_box(), seed, players))

    @precondition(lambda self: not self.game.is_over())
    @rule(pick=st.integers(0, 10_000))
    def legal(self, pick):
        options = self.game.legal_actions()
        self.game.apply(options[pick % len(options)])

    @rule(seat=st.integers(0, 3), kind=st.sampled_from(KINDS),
          args=st.lists(st.one_of(st.integers(-1, 9), st.sampled_from(["A1", "m1", "F2", "shoto_01", "zz"])),
                        max_size=3))
    def illegal(self, seat, kind, args):
        action = Action(seat, kind, tuple(args))
        if action in self.game.legal_actions():
            return
        before = json.dumps(self.game.to_dict(), sort_keys=True)
        with pytest.raises(IllegalAction) as err:
            self.game.apply(action)
        assert str(err.value), "the refusal says why"
        assert json.dumps(self.game.to_dict(), sort_keys=True) == before

    @invariant()
    def holds(self):
        if hasattr(self, "game"):
            check_invariants(self.game)


EngineMachine.TestCase.settings = settings(max_examples=25, stateful_step_count=60, deadline=None,
                                           suppress_health_check=[HealthCheck.too_slow])
TestEngineMachine = EngineMachine.TestCase


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 100_000), stop=st.integers(0, 200))
def test_a_save_written_at_any_decision_loads_back_equal(seed, stop):
    game = Game.new(random_setup(default_box(), seed, seed % 4 + 1))
    options_seed = seed
    for _ in range(stop):
        if game.is_over():
            break
        opts = game.legal_actions()
        options_seed = (options_seed * 1103515245 + 12345) % 2**31
        game.apply(opts[options_seed % len(opts)])
    data = json.loads(json.dumps(game.save_dict()))
    assert Game.from_save(data).to_dict() == game.to_dict()
    # a save without its snapshot replays from seed and decisions to the same state
    del data["snapshot"]
    assert Game.from_save(data).to_dict() == game.to_dict()


def test_illegal_action_names_the_pending_decision():
    game = Game.new(random_setup(default_box(), 1, 2))
    with pytest.raises(IllegalAction, match="place your rival"):
        game.apply(Action(0, "play", ("shoto_01",)))


def test_undo_takes_back_a_move_but_never_a_roll():
    """DESIGN.md undo policy: a player may take back decisions up to the last roll, draw or shuffle."""
    from legends.engine.scenario import build
    game = build({"fighters": [{"space": "A4", "hand": ["shoto_01", "shoto_02", "shoto_03", "shoto_04"]}],
                  "enemies": [{"kind": "standard", "space": "B4"}], "dice": [1, 1, 1, 1]})
    before = game.to_dict()
    game.apply(Action(0, "sprint", ("shoto_01",)))
    after_sprint = game.to_dict()
    game.apply(Action(0, "move", ("B4",)))
    assert game.can_undo()
    assert game.undo().to_dict() == after_sprint
    assert game.undo().undo().to_dict() == before
    game.apply(Action(0, "play", ("shoto_02",)))
    while game.pending.kind == "act" and not any(a.kind == "target" for a in game.legal_actions()):
        game.apply(Action(0, "skip"))
    targets = [a for a in game.legal_actions() if a.kind == "target"]
    if targets:
        game.apply(targets[0])
        if game.pending.kind == "target":
            game.apply(Action(0, "roll"))
        assert any(e["kind"] == "roll" for e in game.s["log"])
        assert not game.can_undo()


def test_save_of_wrong_version_says_why():
    game = Game.new(random_setup(default_box(), 2, 1))
    data = game.save_dict()
    data["version"] = 99
    with pytest.raises(ValueError, match="version"):
        Game.from_save(data)


def test_seat_filter_current_attack_and_loss_progress():
    from legends.engine.effects import loss_progress
    from legends.engine.scenario import build
    game = build({"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 1,
                            "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                                        {"fighter": "ken", "style": "rushdown", "rival": "juri"}]},
                  "fighters": [{"space": "A4", "meter": ["shoto_01"]}, {"space": "A4", "meter": ["rushdown_01"]}]})
    assert {a.seat for a in game.legal_actions(seat=1)} <= {1}
    assert all(a.seat == 0 for a in game.legal_actions(seat=0))
    assert game.view.current_attack() is None
    progress = loss_progress(game)
    assert progress["effect"] == game.stage.loss.effect and progress["now"] == 0 and progress["limit"] >= 1
