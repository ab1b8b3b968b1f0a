"""Rulebook: Defeating Enemies, Enemy Rewards, rivals (R1 -> R2 -> defeated, reassignment) and
Defeating the Nemesis.

Shadaloo Soldiers: Grunt (standard, health 1), Enforcer (elite, health 2, +1 against short and long
range). Cammy: R1 health 2, R2 health 3. M. Bison's health track: [3, 4, 4, 5, 5, 6].
Ryu/shoto cards: shoto_03 Anti-Air melee 3, shoto_04 Step Kick move 1 + melee 2, shoto_06 Crouching
Jab melee 2, shoto_01 Fireball long 2.
"""
import pytest

from helpers import do, options
from test_rules_content import position

TWO = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
       {"fighter": "ken", "style": "rushdown", "rival": "juri"}]


def texts(game, kind):
    return [e["text"] for e in game.s["log"] if e["kind"] == kind]


# --- Defeating Enemies ----------------------------------------------------------------

def test_defeating_enemies_attack_fails_below_health_and_nothing_happens():
    """Rulebook: Defeating Enemies -- "If you do not roll enough successes to match or exceed an enemy's
    health value, the attack fails.\""""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "elite", "space": "D4"}], dice=[1, 0, 0])
    do(game, "P1 play shoto_03", "P1 target m1")
    assert game.s["enemies"]["m1"]["space"] == "D4"
    assert texts(game, "miss") == ["The attack on Shadaloo Enforcer (M1) fails (1 success, 2 needed)."]
    assert game.s["fighters"][0]["ex"] == 0


def test_excess_successes_damage_another_enemy_in_the_same_space():
    """Rulebook: Defeating Enemies -- "if you do roll enough successes to damage an enemy, additional
    successes may be applied to another enemy in the same space." 4 successes: the Grunt takes 1, the
    excess 3 pays the Enforcer's 2, and the last 1 another Grunt (docs/rules.md: Excess successes)."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "D4"}, {"kind": "elite", "space": "D4"},
                             {"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "D3"}],
                    dice=[2, 2, 0])
    do(game, "P1 play shoto_03", "P1 target m1")
    assert game.pending.kind == "excess"
    assert game.pending.prompt == "P1: 3 excess successes: damage another enemy in the same space, or done"
    assert options(game) == ["P1 done", "P1 excess m2", "P1 excess m3"]  # not m4 (D3)
    do(game, "P1 excess m2")
    assert options(game) == ["P1 done", "P1 excess m3"]
    do(game, "P1 excess m3")
    assert set(game.s["enemies"]) == {"nemesis", "m4"}
    assert texts(game, "hit") == ["The attack damages Shadaloo Grunt (M1) (4 successes, 1 needed).",
                                  "2 excess successes damage Shadaloo Enforcer (M2).",
                                  "1 excess success damages Shadaloo Grunt (M3)."]
    assert game.s["fighters"][0]["ex"] == 3  # 1 + 2 + 1 = 4, capped at 3 ...
    assert game.pending.kind == "overflow"   # ... with the overflow upgrade offered


def test_excess_successes_need_the_full_health_of_the_next_enemy():
    """Rulebook: Defeating Enemies -- excess successes must still match the other enemy's health."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "D4"}, {"kind": "elite", "space": "D4"}],
                    dice=[1, 1, 0])
    do(game, "P1 play shoto_03", "P1 target m1")
    # 2 successes: 1 for the Grunt, 1 left: not enough for the Enforcer (2)
    assert game.pending.kind == "main"
    assert set(game.s["enemies"]) == {"nemesis", "m2"}


def test_defeating_enemies_successes_are_not_carried_over_between_attacks():
    """Rulebook: Defeating Enemies -- "Successes cannot be carried over from one attack to the next. Any
    unused successes are lost at the end of the attack action in which they were generated." Two
    attacks of 1 success each never damage an Enforcer (health 2)."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_04", "shoto_03"], "meter": ["shoto_07"]}],
                    enemies=[{"kind": "elite", "space": "D4"}], dice=[1, 0, 1, 0, 0])
    do(game, "P1 play shoto_04", "P1 skip", "P1 target m1")
    do(game, "P1 play shoto_03", "P1 target m1")
    assert game.s["enemies"]["m1"]["space"] == "D4"
    assert texts(game, "miss") == ["The attack on Shadaloo Enforcer (M1) fails (1 success, 2 needed)."] * 2


@pytest.mark.parametrize("kind,reward", [("standard", 1), ("elite", 2)])
def test_rewards_a_minion_is_removed_to_the_supply_and_gives_its_reward(kind, reward):
    """Rulebook: Defeating Enemies / Enemy Rewards -- "When a minion is damaged, they are defeated. Remove
    their token from the map and gain the reward": Standard 1 EX, Elite 2 EX."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": kind, "space": "D4"}], dice=[2, 2, 2])
    supply = game.s["supply"][kind]
    do(game, "P1 play shoto_03", "P1 target m1")
    assert "m1" not in game.s["enemies"]
    assert game.s["supply"][kind] == supply + 1
    assert game.s["fighters"][0]["ex"] == reward
    assert texts(game, "ex")[-1] == f"P1 gains {reward} EX."
    assert next(e for e in game.s["log"] if e["kind"] == "defeat")["at"] == "D4"


def test_rewards_a_rival_flips_from_r1_to_r2_without_reward():
    """Rulebook: Defeating Enemies -- "When a rival is damaged and their card is on the Round 1 (R1) side,
    flip that card to its Round 2 (R2) side." No reward yet (docs/rules.md: Rewards)."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "rival", "rival": "cammy", "space": "D4"}], dice=[1, 1, 0])
    do(game, "P1 play shoto_03", "P1 target r:cammy")
    cammy = game.s["enemies"]["r:cammy"]
    assert (cammy["round"], cammy["space"]) == (2, "D4")
    assert texts(game, "rival") == ["Cammy flips to Round 2."]
    assert game.s["fighters"][0]["ex"] == 0


def test_defeating_enemies_rival_on_r2_is_defeated_for_three_ex():
    """Rulebook: Defeating Enemies -- "When a rival is damaged and their card is on the R2 side, that rival
    is defeated. Remove their figure from the map and gain the reward" (Rival: 3 EX). Cammy R2 needs 3."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "rival", "rival": "cammy", "space": "D4", "round": 2}], dice=[1, 1, 0])
    do(game, "P1 play shoto_03", "P1 target r:cammy")
    assert game.s["enemies"]["r:cammy"]["round"] == 2  # 2 of 3: fails
    do(game, "P1 play shoto_04", "P1 skip")
    game.s["forced_dice"] = [2, 1]
    do(game, "P1 target r:cammy")
    cammy = game.s["enemies"]["r:cammy"]
    assert (cammy["space"], cammy["defeated"]) == (None, True)
    assert game.s["fighters"][0]["rivals"] == []
    assert game.s["fighters"][0]["ex"] == 3
    assert "Cammy is defeated." in texts(game, "defeat")


def test_taking_a_rival_attacking_another_players_rival_makes_it_yours():
    """Rulebook: Actions (Note) -- "A fighter may attack a rival that is not assigned to them. However, if
    they do, that rival will become assigned to them ... a fighter can be assigned more than one rival."
    Even a failed attack takes the rival (docs/rules.md: Taking a rival)."""
    game = position(setup={"players": TWO},
                    fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}, {"space": "A1"}],
                    enemies=[{"kind": "rival", "rival": "cammy", "space": "F6", "seat": 0},
                             {"kind": "rival", "rival": "juri", "space": "D4", "seat": 1}],
                    dice=[0, 0, 0])
    do(game, "P1 play shoto_03", "P1 target r:juri")
    assert game.s["enemies"]["r:juri"]["seat"] == 0
    assert game.s["fighters"][0]["rivals"] == ["r:cammy", "r:juri"]
    assert game.s["fighters"][1]["rivals"] == []
    assert texts(game, "rival") == ["Juri is now P1's rival (was P2's)."]


def test_taking_a_rival_excess_on_another_players_rival_does_not_take_it():
    """docs/rules.md: Taking a rival -- "Excess successes applied to a rival do not make it yours"."""
    game = position(setup={"players": TWO},
                    fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]}, {"space": "A1"}],
                    enemies=[{"kind": "standard", "space": "D4"},
                             {"kind": "rival", "rival": "juri", "space": "D4", "seat": 1}],
                    dice=[2, 1, 0])
    do(game, "P1 play shoto_03", "P1 target m1", "P1 excess r:juri")
    juri = game.s["enemies"]["r:juri"]
    assert (juri["round"], juri["seat"]) == (2, 1)
    assert game.s["fighters"][1]["rivals"] == ["r:juri"]


def test_defeating_enemies_taken_rival_activates_on_its_new_fighters_turn():
    """Rulebook: Actions (Note) / Nemesis Phase -- the rival's card moves above the attacker's board, so it
    activates in that player's nemesis phase and targets them."""
    game = position(setup={"players": TWO},
                    fighters=[{"space": "A4", "hand": ["shoto_01", "shoto_04"]}, {"space": "F6"}],
                    enemies=[{"kind": "rival", "rival": "juri", "space": "A2", "seat": 1}],
                    nemesis={"deck": ["hold_the_line", "regroup", "ambush", "cornered", "overwhelm",
                                      "reinforcements", "second_wave", "sneak_attack", "crossfire"]},
                    dice=[0, 0])
    do(game, "P1 play shoto_01", "P1 target r:juri", "P1 sprint shoto_04", "P1 skip")
    # Juri (move 2, push, melee 1) closes in on P1 at A4, not P2 at F6: into P1's space (melee range) and hits
    assert game.s["enemies"]["r:juri"]["space"] == "A4"
    assert game.s["fighters"][0]["space"] == "A4"
    assert (game.pending.kind, game.pending.seat) == ("block", 0)
    assert game.pending.prompt.startswith("P1: Juri deals 1 damage")


# --- Defeating the Nemesis ---------------------------------------------------------------

def test_nemesis_off_the_map_cannot_be_targeted():
    """Rulebook: The Nemesis -- "Player cards and abilities cannot affect the nemesis while they are not
    on the map.\""""
    game = position(fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "F4"}])
    do(game, "P1 play shoto_03")
    assert options(game, "target") == ["P1 target m1"]


def test_defeating_the_nemesis_attack_below_the_tracker_value_fails():
    """Rulebook: Defeating the Nemesis -- the attack must "equal or exceed the number indicated on the
    nemesis health tracker's current position ... If the attack does not generate enough successes, the
    attack fails." Bison, 1 player: the tracker starts on space 4 (index 3) = 5 successes."""
    game = position(fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                    nemesis={"space": "F4"}, dice=[2, 2, 0, 2, 2, 1])
    nem = game.s["nemesis"]
    assert (nem["track"], nem["round"], nem["on_map"]) == (3, 2, True)
    do(game, "P1 play shoto_03", "P1 target nemesis")
    assert nem["track"] == 3  # 4 of 5: fails
    assert texts(game, "miss") == ["The attack on M. Bison fails (4 successes, 5 needed)."]
    do(game, "P1 play shoto_04", "P1 skip")
    game.s["forced_dice"] = [2, 2, 1]
    do(game, "P1 target nemesis")
    # melee 2 rolls 2 dice: [2, 2] = 4 of 5 -> fails again; successes are not kept
    assert nem["track"] == 3


def test_defeating_the_nemesis_track_moves_right_on_success():
    """Rulebook: Defeating the Nemesis -- a successful attack moves the tracker one space right."""
    game = position(fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                    nemesis={"space": "F4", "track": 1}, dice=[2, 1, 1])
    do(game, "P1 play shoto_03", "P1 target nemesis")
    assert game.s["nemesis"]["track"] == 2
    assert texts(game, "track") == ["M. Bison's health tracker moves to space 3 of 6."]
    assert game.result is None


def test_defeating_the_nemesis_on_the_rightmost_space_wins_immediately():
    """Rulebook: Defeating the Nemesis / Objective -- "If the nemesis track is already on the rightmost
    space ... when a successful attack is performed, the nemesis is defeated and the players win
    immediately.\""""
    game = position(fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                    nemesis={"space": "F4", "track": 5}, dice=[2, 2, 2])
    do(game, "P1 play shoto_03", "P1 target nemesis")
    assert game.is_over()
    assert game.result == {"winner": "fighters", "reason": "M. Bison is defeated! The fighters win.", "turns": 1}
    assert game.pending.kind == "over" and game.legal_actions() == []


def test_critical_ability_resolves_once_when_the_tracker_reaches_the_rightmost_space():
    """docs/rules.md: Critical ability -- "It resolves once, when the health tracker reaches the rightmost
    space". Bison's Ultimate Psycho Crusher (move 3, melee 3, stun) against the active player."""
    game = position(fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                    nemesis={"space": "F4", "track": 4}, dice=[2, 2, 1])
    do(game, "P1 play shoto_03", "P1 target nemesis")
    f = game.s["fighters"][0]
    assert game.s["nemesis"]["track"] == 5
    assert (f["health"], f["stunned"]) == (1, True)
    assert texts(game, "critical") == ["M. Bison unleashes the critical ability Ultimate Psycho Crusher!"]
    assert game.s["nemesis"]["critical_done"] is True


# --- "the players win immediately" (docs/rules.md: The players win immediately) ---------------------------

KEN = [{"fighter": "ken", "style": "rushdown", "rival": "juri"}]


def ended_with(game, reason):
    """The game is over, and the log's last entry is the end: nothing was told after it."""
    assert game.is_over() and game.result["reason"] == reason
    assert game.s["log"][-1]["kind"] == "end" and game.s["log"][-1]["text"] == reason
    assert game.pending.kind == "over" and game.legal_actions() == []


@pytest.mark.parametrize("order", [("nemesis", "m1"), ("m1", "nemesis")])
def test_the_players_win_immediately_the_attack_resolves_nothing_more(order):
    """Rulebook: Defeating the Nemesis -- "If the nemesis track is already on the rightmost space on the
    nemesis track when a successful attack is performed, the nemesis is defeated and the players win
    immediately." Target Combo (melee 2 target 2, boosted with 1 EX) rolls 6 against M. Bison on his last
    space and a Grunt in his space, in either order: the fighters win, and the Grunt is not damaged,
    no EX is paid out and no excess successes are offered."""
    game = position(setup={"players": KEN}, fighters=[{"space": "F4", "hand": ["rushdown_12", "rushdown_01"],
                                                       "ex": 1}],
                    nemesis={"space": "F4", "track": 5}, enemies=[{"kind": "standard", "space": "F4"}],
                    dice=[2, 2, 2])
    do(game, "P1 play rushdown_12", "P1 boost", f"P1 target {order[0]}", f"P1 target {order[1]}")
    ended_with(game, "M. Bison is defeated! The fighters win.")
    assert game.s["enemies"]["m1"]["space"] == "F4"
    assert game.s["fighters"][0]["ex"] == 0 and game.s["stats"]["enemies_defeated"] == [0]
    assert texts(game, "hit") == ["The attack damages M. Bison (6 successes, 6 needed)."]
    assert texts(game, "defeat") == [] and texts(game, "ex") == []
