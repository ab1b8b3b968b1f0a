"""Engine-level properties of the decision interface (docs/engine.md): an illegal action raises
IllegalAction with its reason and changes nothing; undo takes back one decision but never one that rolled
dice or drew cards."""
import copy
import json

import pytest

from legends.engine import Action, IllegalAction

from helpers import do, options
from test_rules_content import position


def snapshot(game):
    return json.dumps(game.to_dict(), sort_keys=True)


def start():
    return position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04", "shoto_07", "shoto_10"]}],
                    enemies=[{"kind": "elite", "space": "D4"}])


# --- illegal actions --------------------------------------------------------------------------------

@pytest.mark.parametrize("text,reason", [
    ("P1 play shoto_14", "not one of the legal choices"),           # not in hand
    ("P2 play shoto_03", "cannot do that now"),                     # not P2's turn (and no P2)
    ("P1 end", "not possible now; the game waits for P1"),          # two cards first
    ("P1 move D3", "not possible now"),                              # no action is being resolved
    ("P1 upgrade ryu_hadoken", "not possible now"),                  # needs 3 EX
    ("P1 ability ryu_shoryuken shoto_03", "not possible now"),       # empty combo meter
])
def test_illegal_action_raises_with_a_reason_and_changes_nothing(text, reason):
    """docs/engine.md: apply raises IllegalAction (with the reason) if the action is not legal."""
    game = start()
    before = snapshot(game)
    with pytest.raises(IllegalAction, match=reason):
        do(game, text)
    assert snapshot(game) == before
    assert game.pending.prompt == "P1 (Ryu): play style card 1 of 2"


def test_illegal_action_in_the_middle_of_a_card_changes_nothing():
    """docs/engine.md: an illegal choice while a card resolves leaves the card waiting."""
    game = start()
    do(game, "P1 play shoto_10")
    before = snapshot(game)
    for text in ("P1 move F4", "P1 move E4", "P1 target m1", "P1 play shoto_03", "P1 reroll 0"):
        with pytest.raises(IllegalAction):
            do(game, text)
        assert snapshot(game) == before
    assert game.pending.prompt == "P1: resolve move 2 (action 1 of 2) or skip"


def test_unreadable_action_text_is_refused():
    """docs/engine.md: action texts are 'P<seat> <kind> [args]'."""
    with pytest.raises(IllegalAction, match="cannot read action"):
        Action.parse("play shoto_03")


def test_illegal_action_after_the_game_is_over():
    """Rulebook: Objective -- the game ends at once; no decision is taken afterwards."""
    game = position(fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                    nemesis={"space": "F4", "track": 5}, dice=[2, 2, 2])
    do(game, "P1 play shoto_03", "P1 target nemesis")
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="the game is over"):
        do(game, "P1 play shoto_04")
    assert snapshot(game) == before


# --- undo ----------------------------------------------------------------------------------------------

def test_undo_takes_back_one_decision_without_chance():
    """docs/engine.md: game.undo() -- a new Game one decision earlier (never across chance)."""
    game = start()
    first = snapshot(game)
    do(game, "P1 sprint shoto_10")
    second = snapshot(game)
    do(game, "P1 move C4")
    assert game.can_undo()
    back = game.undo()
    assert back.s["fighters"][0]["space"] == "D4"
    assert back.pending.prompt == "P1: resolve move 2 (action 1 of 1) or skip"
    assert json.loads(snapshot(back))["fighters"] == json.loads(second)["fighters"]
    again = back.undo()
    assert "shoto_10" in again.s["fighters"][0]["hand"]
    assert json.loads(snapshot(again))["fighters"] == json.loads(first)["fighters"]
    assert game.s["fighters"][0]["space"] == "C4"  # undo returns a new game; the old one is unchanged


def test_undo_is_refused_across_a_dice_roll():
    """docs/engine.md: undo never crosses chance: a decision that rolled dice cannot be taken back."""
    game = start()  # no forced dice: the seeded generator rolls
    do(game, "P1 play shoto_03")
    assert game.can_undo()
    do(game, "P1 target m1")
    assert next(e for e in game.s["log"] if e["kind"] == "roll")
    assert not game.can_undo()
    with pytest.raises(IllegalAction, match="rolled dice"):
        game.undo()


def test_undo_is_refused_across_a_forced_dice_roll_too():
    """docs/engine.md: forced dice (tests, scenarios) still count as a roll."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "elite", "space": "D4"}], dice=[0, 0, 0])
    do(game, "P1 play shoto_03", "P1 target m1")
    assert not game.can_undo()


def test_undo_is_refused_across_card_draws():
    """docs/engine.md: ending the fighter phase draws 2 style cards (and a nemesis card): no undo."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"]}],
                    played=2)
    assert options(game, "end") == ["P1 end"]
    do(game, "P1 end")
    assert not game.can_undo()
    with pytest.raises(IllegalAction):
        game.undo()


def test_undo_with_nothing_to_take_back():
    """docs/engine.md: can_undo() is False before the first decision."""
    game = start()
    assert not game.can_undo()
    with pytest.raises(IllegalAction, match="nothing to take back"):
        game.undo()


# --- scenarios ---------------------------------------------------------------------------------------

def test_scenario_build_does_not_change_the_scenario_mapping():
    """docs/scenarios.md: a scenario is a description of a position; building and playing it leaves the
    mapping as written (the same mapping builds the same position twice)."""
    doc = {"fighters": [{"space": "A4", "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"]}],
           "played": 2, "nemesis": {"deck": ["hold_the_line", "regroup", "ambush", "cornered", "overwhelm",
                                             "reinforcements"]}}
    written = copy.deepcopy(doc)
    game = position(**doc)
    do(game, "P1 end")
    assert doc == written
