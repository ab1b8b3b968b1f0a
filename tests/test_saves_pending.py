"""A save taken at any pending decision loads waiting for the same decision with the same options
(issue 10, item 1). The full run is bench/saves.py (1,000 games); here a sample of it."""
import importlib.util
import json
from pathlib import Path

from legends.bots import make_bot
from legends.content import default_box
from legends.engine import Game

spec = importlib.util.spec_from_file_location("bench_saves", Path(__file__).resolve().parents[1] / "bench" / "saves.py")
bench_saves = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench_saves)

DECISION_KINDS = {"place_rival", "main", "act", "target", "reroll", "excess", "block", "drop", "overflow",
                  "tiebreak", "over"}


def play_until(seed, wanted, bot="random"):
    """Game `seed` of bench/saves.py played by a bot until `wanted(game)` holds."""
    box = default_box()
    game, bot = Game.new(bench_saves.setup_for(box, seed), box), make_bot(bot, seed)
    while not wanted(game):
        game.apply(bot.choose(game, game.legal_actions()))
    return game


def test_a_save_at_a_tiebreak_target_loads_waiting_for_the_same_tiebreak():
    game = play_until(5, lambda g: g.pending.kind == "tiebreak" and g.pending.options[0].kind == "choose_target")
    assert game.s["setup"]["tie_break"] == "ask"
    loaded = Game.from_save(json.loads(json.dumps(game.save_dict())))
    assert loaded.pending.kind == "tiebreak"
    assert loaded.pending.options == game.pending.options and loaded.pending.seat == game.pending.seat
    assert loaded.to_dict() == game.to_dict()
    # the cause: the activation's state, read back, asks its question again
    assert Game.from_dict(game.to_dict()).pending.options == game.pending.options
    # and the game goes on the same way from both
    choice = game.pending.options[-1]
    game.apply(choice)
    loaded.apply(choice)
    assert loaded.to_dict() == game.to_dict()


def test_saves_at_every_decision_load_back_equal_and_waiting_for_the_same_decision():
    """Both tie-break settings, 1-4 players, random and greedy bots: a save at every one of each
    game's first 12 decisions (bench/saves.py does whole games)."""
    out = bench_saves.check_games(range(200), max_decisions=12)
    assert out["mismatches"] == []
    assert out["games"] == 200 and out["loads"] == out["decisions"] + out["games"]
    assert {"place_rival", "main", "act", "target", "reroll", "tiebreak"} <= set(out["kinds"])


def test_saves_at_every_kind_of_decision_of_whole_games_load_back_equal():
    """Whole games: the state read back at every decision, a save at each game's first decision
    of each kind; between them every kind of decision there is."""
    out = bench_saves.check_games(range(12), every=False)
    assert out["mismatches"] == []
    assert set(out["kinds"]) == DECISION_KINDS


def test_a_save_of_a_game_lost_at_the_end_of_a_nemesis_phase_loads():
    """Game 222 is lost when a stage's loss condition is checked with nothing left on the stack (the
    Power Plant's reactor overrun; game 202 was, until the rules of issue 27 changed its course)."""
    box = default_box()
    game = play_until(222, lambda g: g.is_over(), "greedy")
    assert game.s["stack"] == [] and game.result["winner"] == "nemesis"
    loaded = Game.from_save(json.loads(json.dumps(game.save_dict())), box)
    assert loaded.to_dict() == game.to_dict() and loaded.pending.kind == "over"
