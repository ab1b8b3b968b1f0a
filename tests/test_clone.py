"""Game.clone (copying.py): a copy made by the state's shape behaves exactly like a JSON copy, and
neither game ever changes the other: state, log, history, rng, decks, pending decision, context."""
import json
import random

import pytest

from legends.bots import make_bot
from legends.content import default_box
from legends.engine import Game
from legends.engine.copying import copy_state
from legends.sim import random_setup

from helpers import do, position

BOX = default_box()
CASES = [(seed, players) for players in (1, 2, 3, 4) for seed in (11, 12, 13)]


def json_copy(game) -> Game:
    """The old clone: a JSON round-trip of the state; its pending decision worked out again."""
    return Game(json.loads(json.dumps(game.s)), game.box)


def same_decision(a, b) -> None:
    pa, pb = a.pending, b.pending
    assert (pa.kind, pa.seat, pa.prompt, pa.options) == (pb.kind, pb.seat, pb.prompt, pb.options)
    ca, cb = pa.context, pb.context
    assert (ca.phase, ca.turn, ca.active, ca.seat) == (cb.phase, cb.turn, cb.active, cb.seat)
    assert ca.resolving == cb.resolving
    for o in pa.options[:5]:
        assert ca.option(o) == cb.option(o)


def play(game, rng, n, bot=None) -> list:
    """Apply up to n random legal actions (or the bot's); returns them (as text)."""
    done = []
    while not game.is_over() and len(done) < n:
        action = bot.choose(game, game.legal_actions()) if bot else rng.choice(game.legal_actions())
        game.apply(action)
        done.append(str(action))
    return done


def follow(game, actions) -> None:
    for a in actions:
        game.apply(a)


def random_game(seed, players, hard=False) -> Game:
    return Game.new(random_setup(BOX, seed, players, hard=hard), BOX)


@pytest.mark.parametrize("seed,players", CASES)
def test_clone_plays_exactly_like_a_json_copy_and_leaves_the_original_alone(seed, players):
    rng = random.Random(seed * 10 + players)
    game = random_game(seed, players, hard=seed % 2 == 0)
    greedy = make_bot("greedy", seed)             # the original plays well, so it reaches late turns
    compared = 0
    while not game.is_over():
        play(game, rng, rng.randrange(1, 25), greedy)
        before = game.to_dict()
        twin, reference = game.clone(), json_copy(game)
        same_decision(twin, reference)
        moves = play(twin, random.Random(rng.random()), rng.randrange(1, 60))
        follow(reference, moves)
        assert twin.save_dict() == reference.save_dict()
        assert twin.to_dict()["log"] == reference.to_dict()["log"]
        same_decision(twin, reference)
        assert game.to_dict() == before, "playing the copy changed the original"
        same_decision(game, json_copy(game))
        compared += 1
    assert compared >= 2 and game.s["turn"] > 1       # copies compared at several points of a whole game


@pytest.mark.parametrize("seed,players", CASES[::2])
def test_playing_the_original_never_changes_the_copy(seed, players):
    rng = random.Random(seed)
    game = random_game(seed, players)
    play(game, rng, 40)
    twin = game.clone()
    frozen = twin.to_dict()
    play(game, rng, 80)
    assert twin.to_dict() == frozen
    reference = Game(json.loads(json.dumps(frozen)), BOX)
    moves = play(twin, random.Random(seed), 200)
    follow(reference, moves)
    assert twin.save_dict() == reference.save_dict()


@pytest.mark.parametrize("seed,players", CASES[1::3])
def test_clones_of_clones(seed, players):
    rng = random.Random(seed)
    game = random_game(seed, players)
    play(game, rng, 30)
    generations = [game]
    for _ in range(5):
        child = generations[-1].clone()
        play(child, rng, rng.randrange(1, 20))
        generations.append(child)
    snapshots = [g.to_dict() for g in generations]
    for g in generations:                       # each plays on; the others stay as they were
        frozen = [x.to_dict() for x in generations if x is not g]
        ref = json_copy(g)
        follow(ref, play(g, random.Random(seed), 15))
        assert g.save_dict() == ref.save_dict()
        assert frozen == [x.to_dict() for x in generations if x is not g]
    assert [len(s["history"]) for s in snapshots] == sorted(len(s["history"]) for s in snapshots)


def test_chance_is_the_copys_own_rng_forced_dice_and_decks():
    game = random_game(5, 2)
    play(game, random.Random(5), 20, make_bot("greedy", 5))
    assert not game.is_over()
    twin = game.clone()
    twin.s["forced_dice"].append(0)
    twin.s["fighters"][0]["deck"].reverse()
    twin.s["nemesis"]["deck"].reverse()
    twin.s["rng"] += 1
    twin.s["stack"][-1]["probe"] = [1]
    twin.s["log"].append({"decision": 0, "text": "only in the copy"})
    twin.s["history"].append("P1 nothing")
    twin.s["chance"].append(True)
    assert json_copy(game).to_dict() == game.to_dict() and game.s["forced_dice"] == []
    assert "probe" not in game.s["stack"][-1]
    assert game.s["log"][-1]["text"] != "only in the copy"
    assert game.view.decisions == len(game.s["chance"]) == twin.view.decisions - 1


def test_the_copys_pending_decision_and_context_are_its_own():
    game = random_game(7, 3)
    play(game, random.Random(7), 15)
    twin = game.clone()
    assert twin.pending is not game.pending
    assert twin.pending.context is not game.pending.context
    assert twin.pending == game.pending
    assert twin.pending.context.resolving == game.pending.context.resolving
    twin.apply(twin.legal_actions()[0])
    assert game.pending == json_copy(game).pending
    unrun = Game(json.loads(json.dumps(game.s)), BOX)   # a game whose decision is not worked out yet
    assert unrun._pending is None and unrun.clone()._pending is None
    assert unrun.clone().pending == game.pending


def test_a_finished_game_clones():
    game = random_game(9, 1)
    play(game, random.Random(9), 10000)
    twin = game.clone()
    assert twin.is_over() and twin.pending.kind == "over" and twin.legal_actions() == []
    assert twin.save_dict() == game.save_dict()


def test_undo_replay_and_saves_work_on_a_copy():
    rng = random.Random(3)
    game = random_game(3, 2)
    play(game, rng, 25)
    twin = game.clone()
    while not twin.can_undo():
        twin.apply(rng.choice(twin.legal_actions()))
    back = twin.undo()
    assert back.s["history"] == twin.s["history"][:-1]
    assert back.to_dict() == Game.replay(twin.s["setup"], twin.s["history"][:-1], BOX).to_dict()
    loaded = Game.from_save(json.loads(json.dumps(twin.save_dict())), BOX)
    assert loaded.to_dict() == twin.to_dict() and loaded.pending == twin.pending
    assert loaded.clone().save_dict() == twin.save_dict()


def test_a_scenario_position_clones_with_its_base():
    game = position(fighters=[{"space": "D4", "hand": ["shoto_10", "shoto_03"]}],
                    enemies=[{"kind": "standard", "space": "B4"}])
    before = game.to_dict()
    twin = game.clone()
    assert twin.s["base"] == game.s["base"]
    do(twin, "P1 play shoto_10", "P1 move D3")
    assert twin.can_undo()
    assert twin.undo().undo().to_dict() == before == game.to_dict()
    assert twin.undo().to_dict() == do(game.clone(), "P1 play shoto_10").to_dict()


def test_copy_state_copies_unexpected_fields_in_full():
    game = random_game(4, 2)
    s = game.to_dict()
    s["fighters"][0]["extra"] = {"a": [1, [2]]}
    s["enemies"]["nemesis"]["extra"] = [[1]]
    s["objectives"].append({"space": "A1", "nested": {"x": [1]}})
    s["other"] = {"deep": [[1, 2]]}
    c = copy_state(s)
    assert c == s
    c["fighters"][0]["extra"]["a"][1].append(3)
    c["enemies"]["nemesis"]["extra"][0].append(2)
    c["objectives"][-1]["nested"]["x"].append(2)
    c["other"]["deep"][0].append(3)
    assert s["fighters"][0]["extra"] == {"a": [1, [2]]} and s["enemies"]["nemesis"]["extra"] == [[1]]
    assert s["objectives"][-1]["nested"] == {"x": [1]} and s["other"] == {"deep": [[1, 2]]}
