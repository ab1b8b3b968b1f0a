"""Rulebook: Card and Ability Actions (Actions, Sprint, EX Tokens) and Modifying Cards and Actions.

Map of Shadaloo Base (the default stage): walls B1|C1, B2|C2, D1|E1, D2|E2, D4|E4, C4|C5; a door in
D3|E3; the Command Console feature covers B3+C3.

       A   B | C   D | E   F
    1  .   . | .   . | S1  .
    2  .   . | .   . | .   .
    3  .  [console]  D  .   .
    4  St  .   .   . | .   S2
    5          .   .   .   .
    6          S3  .   .   .
"""
import pytest

from legends.engine import IllegalAction

from boxes import arena_game, fighter, make_box
from helpers import do, options
from test_rules_content import position


def moves(game):
    return sorted(o.split()[-1] for o in options(game, "move"))


# --- Actions: Movement --------------------------------------------------------------

def test_moving_orthogonally_up_to_the_number_and_fewer_allowed():
    """Rulebook: Actions -- "Fighters may only move into adjacent spaces. Adjacency is always counted
    orthogonally ... a fighter may always move fewer spaces than indicated." Jumping Heavy Kick
    (move 2) from D4: no diagonal, and nothing across the D4|E4 wall."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_10", "shoto_03"]}])
    do(game, "P1 play shoto_10")
    assert moves(game) == sorted(["D3", "C4", "D5",                              # 1 space
                                  "D2", "console", "E3", "B4", "C5", "E5", "D6"])  # 2 spaces
    assert "E4" not in moves(game) and "C3" not in moves(game)
    do(game, "P1 move D3")
    assert game.s["fighters"][0]["space"] == "D3"
    log = [e for e in game.s["log"] if e["kind"] == "move"][-1]
    assert (log["text"], log["from"], log["to"]) == ("P1 moves D4 -> D3.", "D4", "D3")


def test_actions_move_through_spaces_occupied_by_other_figures():
    """Rulebook: Actions -- "Fighters may move in and out of spaces occupied by other figures"."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_10", "shoto_03"]}],
                    enemies=[{"kind": "elite", "space": "D3"}, {"kind": "standard", "space": "D5"}])
    do(game, "P1 play shoto_10")
    assert {"D3", "D2", "E3", "D5", "D6", "E5", "C5"} <= set(moves(game))
    do(game, "P1 move D2")
    assert game.s["fighters"][0]["space"] == "D2"


# --- Actions: Attacks ------------------------------------------------------------------

def test_actions_melee_attack_targets_an_enemy_in_your_space_only():
    """Rulebook: Actions -- "Melee Attack actions allow you to target enemies in your space"."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "D3"}],
                    dice=[1, 0, 0])
    do(game, "P1 play shoto_03")
    assert options(game) == ["P1 skip", "P1 target m1"]
    do(game, "P1 target m1")
    roll = next(e for e in game.s["log"] if e["kind"] == "roll")
    assert roll["text"] == "P1 attacks Shadaloo Grunt (M1) (melee 3): rolls [1, 0, 0] = 1 success."
    assert "m1" not in game.s["enemies"] and game.s["enemies"]["m2"]["space"] == "D3"


def test_actions_short_range_targets_an_adjacent_space_not_your_own():
    """Rulebook: Actions -- short range targets "an orthogonally adjacent space. You may not target
    enemies in your current space"."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_11", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "D3"},
                             {"kind": "standard", "space": "D2"}, {"kind": "standard", "space": "E4"}])
    do(game, "P1 play shoto_11")
    assert options(game, "target") == ["P1 target m2"]  # not m1 (same space), m3 (2 away), m4 (wall)


def test_actions_long_range_targets_up_to_two_spaces_away_not_your_own():
    """Rulebook: Actions -- long range targets "enemies up to 2 spaces away, counted orthogonally ...
    may not be used to target enemies in your current space"."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_01", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "D3"},
                             {"kind": "standard", "space": "D2"}, {"kind": "standard", "space": "D1"},
                             {"kind": "standard", "space": "E3"}, {"kind": "elite", "space": "E4"}])
    do(game, "P1 play shoto_01")
    # m1 same space; m4 D1 is 3 away; m6 E4 is behind the D4|E4 wall (3 away through the door)
    assert options(game, "target") == ["P1 target m2", "P1 target m3", "P1 target m5"]


def test_actions_attack_damages_when_successes_match_health():
    """Rulebook: Actions -- "If the number of successes matches or exceeds the target's health value,
    the attack is successful". An Enforcer (health 2) falls to exactly 2 successes."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "elite", "space": "D4"}], dice=[1, 1, 0])
    do(game, "P1 play shoto_03", "P1 target m1")
    assert "m1" not in game.s["enemies"]
    assert [e["text"] for e in game.s["log"] if e["kind"] == "hit"] == [
        "The attack damages Shadaloo Enforcer (M1) (2 successes, 2 needed)."]


# --- Actions: EX ----------------------------------------------------------------------------

def test_actions_ex_adds_one_token_to_the_gauge():
    """Rulebook: Actions -- "EX actions allow you to charge your EX gauge ... add 1 EX token"."""
    game = position(fighters=[{"hand": ["shoto_07", "shoto_04"], "ex": 1}])
    do(game, "P1 play shoto_07", "P1 ex")
    assert game.s["fighters"][0]["ex"] == 2


def test_actions_ex_gauge_holds_three_overflow_may_upgrade_and_keep_the_rest():
    """Rulebook: Actions -- "A fighter cannot hold more than 3 EX tokens ... If they would gain more than
    3, they may immediately perform an upgrade, and keep their remaining tokens, to a max of 3."
    At 3 EX, Focus gives a 4th: upgrading Tatsumaki costs 3 and leaves 1."""
    game = position(fighters=[{"hand": ["shoto_07", "shoto_04"], "ex": 3}])
    do(game, "P1 play shoto_07", "P1 ex")
    assert game.pending.kind == "overflow"
    assert options(game) == ["P1 decline", "P1 flip ryu_hadoken", "P1 flip ryu_shoryuken",
                             "P1 flip ryu_tatsumaki_senpukyaku", "P1 flip ryu_minds_eye"]
    do(game, "P1 flip ryu_tatsumaki_senpukyaku")
    f = game.s["fighters"][0]
    assert (f["ex"], f["upgraded"]) == (1, ["ryu_tatsumaki_senpukyaku"])


def test_actions_ex_overflow_declined_keeps_three():
    """Rulebook: Actions -- the overflow upgrade is optional ("may"); the gauge stays at 3."""
    game = position(fighters=[{"hand": ["shoto_07", "shoto_04"], "ex": 3}])
    do(game, "P1 play shoto_07", "P1 ex", "P1 decline")
    f = game.s["fighters"][0]
    assert (f["ex"], f["upgraded"]) == (3, [])


def test_ex_overflow_gives_one_upgrade_from_a_reward_and_keeps_the_rest():
    """Rulebook: Actions / Defeating Enemies -- 2 EX + an Elite's reward of 2 = 4: upgrade for 3, keep 1."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"], "ex": 2}],
                    enemies=[{"kind": "elite", "space": "D4"}], dice=[2, 0, 0])
    do(game, "P1 play shoto_03", "P1 target m1", "P1 keep")
    assert game.pending.kind == "overflow"
    do(game, "P1 flip ryu_hadoken")
    f = game.s["fighters"][0]
    assert (f["ex"], f["upgraded"]) == (1, ["ryu_hadoken"])


def test_actions_ex_no_overflow_choice_once_all_four_abilities_are_upgraded():
    """Rulebook: Actions -- with nothing left to upgrade, extra EX is simply lost (max 3)."""
    game = position(fighters=[{"hand": ["shoto_07", "shoto_04"], "ex": 3, "upgraded": [
        "ryu_hadoken", "ryu_shoryuken", "ryu_tatsumaki_senpukyaku", "ryu_minds_eye"]}])
    do(game, "P1 play shoto_07", "P1 ex")
    assert game.pending.kind == "main" and game.s["fighters"][0]["ex"] == 3


# --- Actions: Pull and Push ---------------------------------------------------------------

def test_actions_pull_moves_one_figure_in_an_adjacent_space_to_your_space():
    """Rulebook: Actions -- "Pull actions allow you to move 1 figure in an adjacent space to your space."
    Zangief's Command Grab (pull, melee 3) from D4."""
    game = position(setup={"players": [{"fighter": "zangief", "style": "grappler", "rival": "cammy"}]},
                    fighters=[{"space": "D4", "hand": ["grappler_01", "grappler_03"]}],
                    enemies=[{"kind": "standard", "space": "D3"}, {"kind": "standard", "space": "D2"},
                             {"kind": "elite", "space": "E4"}])
    do(game, "P1 play grappler_01")
    assert options(game) == ["P1 skip", "P1 pull m1"]  # m2 is 2 away; m3 is behind a wall
    do(game, "P1 pull m1")
    assert game.s["enemies"]["m1"]["space"] == "D4"
    assert game.pending.prompt == "P1: resolve melee attack 3 (action 2 of 2) or skip"
    assert options(game, "target") == ["P1 target m1"]


def test_actions_push_moves_one_other_figure_in_your_space_to_an_adjacent_space():
    """Rulebook: Actions -- "Push actions allow you to move 1 other figure in your space to an adjacent
    space." Sweep (melee 2, push) from D4."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_13", "shoto_04"]}],
                    enemies=[{"kind": "elite", "space": "D4"}])
    do(game, "P1 play shoto_13", "P1 skip")
    assert options(game) == ["P1 skip", "P1 push m1 D3", "P1 push m1 C4", "P1 push m1 D5"]
    do(game, "P1 push m1 D5")
    assert game.s["enemies"]["m1"]["space"] == "D5"
    assert game.s["fighters"][0]["space"] == "D4"


def test_actions_push_triggers_stage_effects_for_moving():
    """Rulebook: Actions -- "Pushed figures will trigger stage and card effects for moving." Power Plant:
    a minion pushed onto the live rails (D4) is defeated."""
    game = position(setup={"stage": "power_plant"},
                    fighters=[{"space": "C4", "hand": ["shoto_13", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "C4"}])
    do(game, "P1 play shoto_13", "P1 skip", "P1 push m1 D4")
    assert "m1" not in game.s["enemies"]
    assert any(e["text"] == "Shadaloo Grunt (M1) falls into the hazard at D4." for e in game.s["log"])


def test_hazards_give_no_reward_live_rails_defeat_a_pushed_minion():
    """Rulebook: Stage Rules -- the stage sheet's rules must be followed: Power Plant "a minion moved into
    one is defeated (no reward)"."""
    game = position(setup={"stage": "power_plant"},
                    fighters=[{"space": "C4", "hand": ["shoto_13", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "C4"}])
    do(game, "P1 play shoto_13", "P1 skip", "P1 push m1 D4")
    assert "m1" not in game.s["enemies"]
    assert game.s["fighters"][0]["ex"] == 0
    assert game.s["supply"]["standard"] == 5


def test_actions_pull_triggers_stage_effects_for_moving():
    """Rulebook: Actions -- "Pulled figures will trigger stage and card effects for moving." Zangief on
    the Power Plant rails (D4) pulls a grunt in: it is defeated."""
    game = position(setup={"stage": "power_plant",
                           "players": [{"fighter": "zangief", "style": "grappler", "rival": "cammy"}]},
                    fighters=[{"space": "D4", "hand": ["grappler_01", "grappler_03"]}],
                    enemies=[{"kind": "standard", "space": "C4"}])
    do(game, "P1 play grappler_01", "P1 pull m1")
    assert "m1" not in game.s["enemies"]


# --- Sprint -------------------------------------------------------------------------------

def test_sprint_any_card_moves_its_sprint_value_ignoring_other_actions():
    """Rulebook: Sprint -- "Any style card can be played for a Sprint icon. When playing a card for
    Sprint, ignore all other actions on that card. It is still added to your combo meter as normal."
    Footsies (move 1, short 2) has Sprint 3."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_08", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "D4"}])
    do(game, "P1 sprint shoto_08")
    assert game.pending.prompt == "P1: resolve move 3 (action 1 of 1) or skip"
    assert "D4" in moves(game)  # A4 -> B4 -> C4 -> D4 (3)
    assert "D2" not in moves(game) and "E3" not in moves(game)  # 4 away
    do(game, "P1 move C4")
    # the short 2 (an enemy is adjacent at D4) is ignored: the card went to the meter
    f = game.s["fighters"][0]
    assert (f["space"], f["meter"]) == ("C4", ["shoto_08"])
    assert game.pending.kind == "main" and game.s["played"] == 1
    assert any(e["text"] == "P1 plays Footsies for Sprint." for e in game.s["log"])


# --- EX Tokens ------------------------------------------------------------------------------

def test_boosting_a_fighter_action_once_ex_boosts_a_move_once():
    """Rulebook: EX Tokens / Modifying Cards and Actions -- "Discard 1 EX token to boost an attack or
    move action"; "Each action may only be boosted once." Step Kick's move 1 becomes move 2."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_04", "shoto_03"], "ex": 2}])
    do(game, "P1 play shoto_04")
    assert moves(game) == ["A3", "B4"] and "P1 boost" in options(game)
    do(game, "P1 boost")
    assert game.pending.prompt == "P1: resolve move 2 (action 1 of 2) or skip"
    assert moves(game) == ["A2", "A3", "B4", "C4", "console"]
    assert "P1 boost" not in options(game)
    do(game, "P1 move C4")
    f = game.s["fighters"][0]
    assert (f["space"], f["ex"]) == ("C4", 1)


def test_ex_tokens_boost_an_attack_rolls_one_more_die():
    """Rulebook: EX Tokens -- boost: "a Melee Attack 3 can be boosted to become a Melee Attack 4"."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"], "ex": 1}],
                    enemies=[{"kind": "elite", "space": "D4"}], dice=[0, 0, 1, 1])
    do(game, "P1 play shoto_03", "P1 boost", "P1 target m1")
    roll = next(e for e in game.s["log"] if e["kind"] == "roll")
    assert roll["text"] == "P1 attacks Shadaloo Enforcer (M1) (melee 4): rolls [0, 0, 1, 1] = 2 successes."
    assert "m1" not in game.s["enemies"]
    assert game.s["fighters"][0]["ex"] == 2  # 1 - 1 + 2 (elite reward)


def test_ex_tokens_reroll_a_die_after_rolling():
    """Rulebook: EX Tokens -- "Reroll - Discard 1 EX token to reroll a die after rolling an attack."
    Step Kick's melee 2 rolls [0, 1] (1 of 2 needed); rerolling the blank gives a 2."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_04", "shoto_03"], "ex": 1}],
                    enemies=[{"kind": "elite", "space": "D4"}], dice=[0, 1, 2])
    do(game, "P1 play shoto_04", "P1 skip", "P1 target m1")
    assert game.pending.kind == "reroll"
    assert options(game) == ["P1 keep", "P1 reroll 0", "P1 reroll 1"]
    do(game, "P1 reroll 0")
    assert "m1" not in game.s["enemies"]  # [2, 1] = 3 >= 2
    assert any(e["text"] == "P1 spends 1 EX to reroll a 0: 2." for e in game.s["log"])
    assert game.s["fighters"][0]["ex"] == 2  # the elite's reward


def test_ex_tokens_upgrade_an_ability_for_three():
    """Rulebook: EX Tokens -- "Upgrade - Discard 3 EX tokens to upgrade an ability ... flip that card to
    its upgraded side." Offered for each standard-side ability only with 3 EX."""
    game = position(fighters=[{"hand": ["shoto_03", "shoto_04"], "ex": 3, "upgraded": ["ryu_hadoken"]}])
    assert options(game, "upgrade") == ["P1 upgrade ryu_shoryuken", "P1 upgrade ryu_tatsumaki_senpukyaku",
                                        "P1 upgrade ryu_minds_eye"]
    do(game, "P1 upgrade ryu_minds_eye")
    f = game.s["fighters"][0]
    assert (f["ex"], f["upgraded"]) == (0, ["ryu_hadoken", "ryu_minds_eye"])
    assert options(game, "upgrade") == []


def test_ex_tokens_discard_one_to_stand_up_from_stun():
    """Rulebook: Minion and Rival Activations (Stun) -- "At any time, a fighter may discard an EX token
    to stand their miniature upright"."""
    game = position(fighters=[{"hand": ["shoto_03", "shoto_04"], "ex": 2, "stunned": True}])
    do(game, "P1 stand")
    f = game.s["fighters"][0]
    assert (f["stunned"], f["ex"]) == (False, 1)
    assert "P1 stand" not in options(game)


def test_stun_next_card_played_resolves_no_actions_then_fighter_stands():
    """Rulebook: Minion and Rival Activations (Stun) -- "The next time that fighter plays a card, they may
    not resolve any actions on that card (it is still placed in their combo meter). Then, stand their
    miniature upright"."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_04", "shoto_03"], "stunned": True}],
                    enemies=[{"kind": "standard", "space": "D4"}])
    do(game, "P1 play shoto_04")
    f = game.s["fighters"][0]
    assert game.pending.prompt == "P1 (Ryu): play style card 2 of 2"
    assert (f["stunned"], f["meter"], f["space"]) == (False, ["shoto_04"], "D4")
    assert "m1" in game.s["enemies"]
    assert "while stunned" in [e for e in game.s["log"] if e["kind"] == "play"][-1]["text"]
    do(game, "P1 play shoto_03")
    assert options(game, "target") == ["P1 target m1"]  # standing again: the next card works


# --- Modifying Cards and Actions -------------------------------------------------------------

def test_modifying_boost_printed_on_an_action_adds_one_and_counts_as_its_boost():
    """Rulebook: Modifying Cards and Actions -- "Boost - Add +1 to the number within the action icon ...
    Each action may only be boosted once." Upgraded Shoryuken's melee 4 boost rolls 5 dice and takes no
    EX boost."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_04", "shoto_05"], "ex": 3,
                               "meter": ["shoto_01", "shoto_03"], "upgraded": ["ryu_shoryuken"]}],
                    enemies=[{"kind": "elite", "space": "D4"}], dice=[0, 0, 0, 0, 0])
    do(game, "P1 ability ryu_shoryuken shoto_01,shoto_03")
    assert game.pending.prompt == "P1: resolve melee attack 5 (action 1 of 2) or skip"
    assert options(game) == ["P1 skip", "P1 target m1"]
    do(game, "P1 target m1", "P1 keep")
    assert next(e for e in game.s["log"] if e["kind"] == "roll")["dice"] == [0, 0, 0, 0, 0]


def test_target_x_attacks_several_targets_in_range_with_one_roll():
    """Rulebook: Modifying Cards and Actions -- "Target X - Choose multiple targets within range for this
    attack." Zoning Read (long 1 target 2): one roll is checked against each target's health."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_14", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "D3"}, {"kind": "standard", "space": "D2"},
                             {"kind": "standard", "space": "C4"}], dice=[1])
    do(game, "P1 play shoto_14", "P1 target m1")
    assert game.pending.kind == "target"
    assert options(game) == ["P1 roll", "P1 target m2", "P1 target m3"]
    do(game, "P1 target m3")
    # Target 2 reached: the roll happens at once
    assert next(e for e in game.s["log"] if e["kind"] == "roll")["targets"] == ["m1", "m3"]
    assert set(game.s["enemies"]) == {"nemesis", "m2"}


def test_target_x_may_choose_fewer_targets():
    """Rulebook: Modifying Cards and Actions -- Target X: X is how many targets "may" be targeted."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_14", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "D3"}, {"kind": "standard", "space": "D2"}], dice=[1])
    do(game, "P1 play shoto_14", "P1 target m2", "P1 roll")
    assert set(game.s["enemies"]) == {"nemesis", "m1"}


def test_modifying_withdraw_moves_without_triggering_stage_effects():
    """Rulebook: Modifying Cards and Actions -- "Withdraw - Move in or out of a space without triggering a
    stage or card effect." Power Plant rails at D4, E4: Wall Dash (move 3 withdraw) crosses both unharmed
    (C4 -> D4 -> E4 -> F4), Dash In (move 3) onto a rail does not."""
    players = [{"fighter": "ken", "style": "rushdown", "rival": "cammy"}]
    game = position(setup={"stage": "power_plant", "players": players},
                    fighters=[{"space": "C4", "hand": ["rushdown_08", "rushdown_01"]}])
    do(game, "P1 play rushdown_08", "P1 move F4")
    assert game.s["fighters"][0]["health"] == 4
    assert [e["path"] for e in game.s["log"] if e["kind"] == "move"] == [["C4", "D4", "E4", "F4"]]
    do(game, "P1 play rushdown_01", "P1 move E4")
    assert game.pending.kind == "block"
    do(game, "P1 take")
    assert game.s["fighters"][0]["health"] == 3
    assert any(e["text"] == "The hazard at E4: P1 (Ken) suffers 1 damage." for e in game.s["log"])


# --- Actions: each space moved into (hazards on the way) -------------------------------------------------

def ken_at_c4(**extra):
    """Power Plant (pinned): live rails B2, B3, D4, E4 deal 1 damage. From C4, F4 is 3 moves away only over
    D4 and E4; 4 moves go round by C3, the Reactor Room and F3. Ken holds Dash In (move 3), no combo meter."""
    players = [{"fighter": "ken", "style": "rushdown", "rival": "cammy"}]
    return position(setup={"stage": "power_plant", "players": players},
                    fighters=[{"space": "C4", "hand": ["rushdown_01", "rushdown_08"], "meter": [], **extra}])


def test_actions_each_space_a_fighter_is_moved_into_triggers_its_hazard():
    """Rulebook: Actions -- "Fighters may only move into adjacent spaces", so Move 3 is three moves into
    adjacent spaces; "Pulled/Pushed figures will trigger stage and card effects for moving". Dash In from
    C4 to F4 passes the live rails at D4 and E4: 1 damage for each, though F4 is not a rail (it used to
    be free: only the last space counted)."""
    game = ken_at_c4()
    do(game, "P1 play rushdown_01", "P1 move F4")
    f = game.s["fighters"][0]
    assert (f["space"], f["health"]) == ("F4", 2)
    move = [e for e in game.s["log"] if e["kind"] == "move"][-1]
    assert (move["text"], move["path"]) == ("P1 moves C4 -> F4 through D4, E4.", ["C4", "D4", "E4", "F4"])
    assert [e["text"] for e in game.s["log"] if e["kind"] == "damage"] == [
        "The hazard at D4: P1 (Ken) suffers 1 damage.", "The hazard at E4: P1 (Ken) suffers 1 damage."]


def test_actions_each_hazard_on_the_way_is_its_own_damage_to_block():
    """Rulebook: Damaging a Fighter -- a fighter may block damage "dealt to them"; each rail deals its own
    damage: with one card in the combo meter Ken blocks the first (D4) and takes the second (E4)."""
    game = ken_at_c4(meter=["rushdown_14"])
    do(game, "P1 play rushdown_01", "P1 move F4")
    assert game.pending.prompt.startswith("P1: The hazard at D4 deals 1 damage")
    do(game, "P1 block rushdown_14")                  # the meter is empty now: E4's damage is taken
    assert game.s["fighters"][0]["health"] == 3
    assert [e["text"] for e in game.s["log"] if e["kind"] in ("block", "damage")] == [
        "P1 blocks 1 damage.", "The hazard at E4: P1 (Ken) suffers 1 damage."]


def test_moving_a_move_takes_the_route_with_the_least_hazard_damage():
    """docs/rules.md: Moving -- the fighter chooses where the move ends; on the way it takes the route on
    which the hazards deal the least damage. Dash In boosted (move 4) to F4 goes round the rails."""
    game = ken_at_c4(ex=1)
    do(game, "P1 play rushdown_01", "P1 boost", "P1 move F4")
    assert game.s["fighters"][0]["health"] == 4
    assert [e["path"] for e in game.s["log"] if e["kind"] == "move"] == [["C4", "C3", "reactor", "F3", "F4"]]


def test_moving_the_route_preview_shows_the_hazard_cost():
    """docs/rules.md: Moving -- each move option says its route and what the hazards on it deal
    (decision.context.option(action).path / .hazard), for the table's route preview."""
    from legends.engine import Action
    game = ken_at_c4(ex=1)
    do(game, "P1 play rushdown_01")
    info = game.pending.context.option(Action(0, "move", ("F4",)))
    assert (info.path, info.hazard) == (("C4", "D4", "E4", "F4"), 2)
    assert game.pending.context.option(Action(0, "move", ("C5",))).hazard == 0
    do(game, "P1 boost")
    info = game.pending.context.option(Action(0, "move", ("F4",)))
    assert (info.path, info.hazard) == (("C4", "C3", "reactor", "F3", "F4"), 0)


def test_modifying_charge_boosts_an_action_on_the_second_card_only():
    """Rulebook: Modifying Cards and Actions -- "Charge - If this is the second card you've played this
    turn, this action gains boost." Frame Trap (melee 2 charge): 2 dice first, 3 dice second."""
    players = [{"fighter": "ken", "style": "rushdown", "rival": "cammy"}]
    game = position(setup={"players": players},
                    fighters=[{"space": "D4", "hand": ["rushdown_03", "rushdown_07"], "ex": 1}],
                    enemies=[{"kind": "rival", "rival": "cammy", "space": "D4"}], dice=[0, 0, 0, 0, 0])
    do(game, "P1 play rushdown_03")
    assert game.pending.prompt == "P1: resolve melee attack 2 (action 1 of 1) or skip"
    assert "P1 boost" in options(game)
    do(game, "P1 target r:cammy", "P1 keep")
    do(game, "P1 play rushdown_07")  # Overhead: melee 2 charge, as the second card
    assert game.pending.prompt == "P1: resolve melee attack 3 (action 1 of 1) or skip"
    assert "P1 boost" not in options(game)  # charge is its boost
    do(game, "P1 target r:cammy", "P1 keep")
    rolls = [e["dice"] for e in game.s["log"] if e["kind"] == "roll"]
    assert rolls == [[0, 0], [0, 0, 0]]


def boosted_ability(row, kicker, played):
    """The test box's Tester (tests/boxes.py) at A1 with an elite, 2 EX and a punch and a kick card in
    the combo meter, `played` style cards into the turn, performs its ability (cost: punch; its
    kicker costs a kick and boosts its first action) whose one action is `row`, with the kicker or
    not. The dice all show 0: the roll is counted, not its successes."""
    box = make_box(fighters=[fighter([[row]], kicker={"cost": ["kick"], "boost": [0]})])
    game = arena_game(box, fighter_id="tester", fighters=[{"space": "A1", "ex": 2, "meter": ["shoto_01", "shoto_04"],
                                                          "hand": ["shoto_07"]}],
                      enemies=[{"kind": "elite", "space": "A1", "id": "m1"}], played=played, dice=[0] * 6)
    do(game, "P1 ability tester_move shoto_01" + (",shoto_04 kick" if kicker else ""))
    return game


def rolled(game):
    return [e["dice"] for e in game.s["log"] if e["kind"] == "roll"]


@pytest.mark.parametrize("row,kicker,played", [
    ("melee 2 boost", False, 0),                 # a boost icon
    ("melee 2", True, 0),                        # the kicker
    ("melee 2 charge", False, 2),                # Charge, the ability performed after the second card
    ("melee 2 boost charge", True, 2),           # all three at once
], ids=["icon", "kicker", "charge", "icon+kicker+charge"])
def test_modifying_boost_each_action_may_only_be_boosted_once(row, kicker, played):
    """Rulebook: Modifying Cards and Actions -- "Boost - Add +1 to the number within the action icon
    ... Each action may only be boosted once." However many boosts a melee 2 has, it rolls 3 dice,
    and 1 EX cannot boost it again."""
    game = boosted_ability(row, kicker, played)
    assert game.pending.prompt == "P1: resolve melee attack 3 (action 1 of 1) or skip"
    assert options(game) == ["P1 skip", "P1 target m1"]          # no "P1 boost" for 1 EX on top
    do(game, "P1 target m1")
    assert rolled(game) == [[0, 0, 0]]


def test_modifying_boost_1_ex_boosts_an_action_with_no_other_boost_once():
    """Rulebook: EX Tokens -- "Boost - Discard 1 EX token to boost an attack or move action": melee 2
    rolls 3 dice, and the boost is not offered a second time."""
    game = boosted_ability("melee 2", False, 0)
    assert game.pending.prompt == "P1: resolve melee attack 2 (action 1 of 1) or skip"
    do(game, "P1 boost")
    assert game.pending.prompt == "P1: resolve melee attack 3 (action 1 of 1) or skip"
    assert options(game) == ["P1 skip", "P1 target m1"] and game.s["fighters"][0]["ex"] == 1
    do(game, "P1 target m1")
    assert rolled(game) == [[0, 0, 0]]


# --- Illegal choices change nothing -------------------------------------------------------------

def test_actions_move_beyond_range_is_illegal():
    """Rulebook: Actions -- the move number is the maximum."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_04", "shoto_03"]}])
    do(game, "P1 play shoto_04")
    with pytest.raises(IllegalAction, match="not one of the legal choices"):
        do(game, "P1 move C4")
    assert game.s["fighters"][0]["space"] == "A4"


def test_stunned_fighters_a_card_played_for_sprint_resolves_nothing_either():
    """docs/rules.md: Stunned fighters -- the next card, played normally or for Sprint, resolves no actions."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_08", "shoto_03"], "stunned": True}])
    do(game, "P1 sprint shoto_08")
    f = game.s["fighters"][0]
    assert (f["space"], f["stunned"], f["meter"]) == ("A4", False, ["shoto_08"])
    assert game.pending.prompt == "P1 (Ryu): play style card 2 of 2"
