"""What the log says when a fighter's action is skipped or passed over (playtest #9, #14): a
skipped action by the value the prompt showed (a charged move 2 is "move 3" in both), and an
action with nothing to do (no target in range, no free space) logged as passed over, so a player
sees why the prompt moved on."""
from helpers import do, position

SETUP = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 1,
         "players": [{"fighter": "ryu", "style": "aerial", "rival": "cammy"}]}


def texts(game):
    return [e["text"] for e in game.s["log"]]


def test_a_skipped_charge_move_is_logged_with_the_value_the_prompt_showed():
    game = position(setup=SETUP, fighters=[{"space": "A4", "hand": ["aerial_13", "aerial_04"]}],
                    enemies=[{"kind": "standard", "space": "F1"}])
    do(game, "P1 play aerial_13", "P1 skip")                 # the first card: its move, then its ex
    if game.pending.kind == "act":
        do(game, "P1 skip")
    do(game, "P1 play aerial_04", "P1 skip")                 # Wall Jump, the second card: move 2, move 2 charge
    assert game.pending.kind == "act" and "resolve move 3" in game.pending.prompt
    do(game, "P1 skip")
    assert texts(game)[-1] == "P1 skips move 3."


def test_an_ex_boosted_skip_says_the_boosted_value():
    game = position(fighters=[{"space": "A4", "hand": ["shoto_04"], "ex": 1}],
                    enemies=[{"kind": "standard", "space": "F1"}])
    do(game, "P1 play shoto_04", "P1 boost")                 # Step Kick: move 1 (+1 EX), melee 2
    assert "resolve move 2" in game.pending.prompt
    do(game, "P1 skip")
    assert "P1 skips move 2." in texts(game)


def test_an_attack_with_no_target_in_range_is_logged_as_passed_over():
    game = position(fighters=[{"space": "A4", "hand": ["shoto_04"]}], enemies=[{"kind": "standard", "space": "F1"}])
    do(game, "P1 play shoto_04", "P1 skip")                 # Step Kick: move 1 skipped; melee 2 has no target
    assert "P1's melee attack 2 has no target in range: skipped." in texts(game)
    assert game.pending.kind != "act"
    entry = next(e for e in game.s["log"] if e["text"].endswith("skipped."))
    assert entry["auto"] and entry["who"] == "F1"
