"""Random playouts over many seeds, checking invariants after every decision
(OpenSpiel-style conformance), plus exact replay from seed and decision log."""
import json

import pytest

from legends.sim import random_setup
from legends.content import default_box
from legends.engine import Game
from legends.engine.invariants import check_invariants

from helpers import play_out

SEEDS = range(1, 61)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_keeps_invariants_and_replays(seed):
    box = default_box()
    setup = random_setup(box, seed, seed % 4 + 1, hard=seed % 5 == 0)
    game = play_out(setup, check=check_invariants)
    assert game.is_over(), "a game must end"
    # the state survives JSON and from_dict unchanged
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.to_dict() == game.to_dict()
    # replaying the decision log from the seed reproduces the final state exactly
    replayed = Game.replay(game.s["setup"], game.s["history"])
    assert replayed.to_dict() == game.to_dict()


def test_clone_is_independent():
    box = default_box()
    game = Game.new(random_setup(box, 3, 2))
    twin = game.clone()
    twin.apply(twin.legal_actions()[0])
    assert twin.to_dict() != game.to_dict()
    assert game.legal_actions() == Game.new(random_setup(box, 3, 2)).legal_actions()


@pytest.mark.parametrize("seed", (2, 7))
def test_a_quiet_sample_plays_as_one_that_logs(seed):
    """Game.sample is quiet (a search's playouts read the table, never the log): it writes no log
    entries but the nemesis deck's reshuffles, and plays exactly as a sample that logs."""
    from legends.engine import rng
    box = default_box()
    game = Game.new(random_setup(box, seed, seed % 4 + 1))
    for _ in range(25):
        game.apply(game.legal_actions()[0])
    quiet, loud = game.sample(seed), game.sample(seed, quiet=False)
    start, state = len(game.s["log"]), rng.seed_state(seed)
    while not loud.is_over():
        assert quiet.legal_actions() == loud.legal_actions()
        state, i = rng.randbelow(state, len(loud.legal_actions()))
        loud.apply(loud.legal_actions()[i])
        quiet.apply(quiet.legal_actions()[i])
    assert quiet.is_over() and quiet.result == loud.result
    assert quiet.s["log"][:start] == loud.s["log"][:start] == game.s["log"]
    assert [e["kind"] for e in quiet.s["log"][start:]] == [e["kind"] for e in loud.s["log"][start:]
                                                             if e["kind"] == "reshuffle"]
    assert len(loud.s["log"]) > start
    assert {k: v for k, v in quiet.s.items() if k != "log"} == {k: v for k, v in loud.s.items() if k != "log"}
    assert quiet.clone().rules.quiet and not game.clone().rules.quiet
