"""Rulebook: Nemesis Phase -- Minion and Rival Activations, enemy movement (with the Street Masters
*Enemy Movement / Blocked & Occupied Spaces* clarifications), enemy icons.

Every position here is the end of P1's fighter phase (two cards played); P1 ends it and the nemesis
phase runs. The nemesis is Sagat, whose deck is topped with Hold the Line: its icon (circle) is
Tiger's Patience ([ex], [ex]), which moves nobody, and it spawns a standard minion on spawn
location 2 (F4 on Shadaloo Base) after the activations. P1 keeps one card (Focus) in the combo
meter, so each hit stops at the block decision; `take` answers it.

Content (the pinned copies of tests/test_rules_content.py): Shadaloo Grunt (standard) [move 2,
melee 1]; Shadaloo Enforcer (elite) [move 1, short 1 boost]; Nash R1 [move 1, long 1]; Juri R1
[move 2, push, melee 1]; Cammy R1 [move 3, melee 1]; Akuma R2 [move 2, melee 2 boost, pull]; Mad Gear
Bruiser (elite) [move 1, push, melee 2]; Doll Agent (standard) [move 2, poison, melee 1]; Doll
Commander (elite) [move 3, melee 1 boost, stun]; Necalli R2 [move 2, melee 1 boost boost].

Shadaloo Base:            Night Market (the stall B2+C2 is never entered by enemies; E2-H3 hold
   A  B | C  D | E  F     2 figures each; J2, J3 are harbour water, a hazard):
1  .  . | .  . | S1 .        A  B  C  D  E  F  G  H  I  J
2  .  . | .  . | .  .     1  S3 .  .  .              .  S1
3  . [cons] .  D .  .     2  . [stall] .  .  .  .  . D .  hz
4  St .  .  . | .  S2     3  .  .  .  .  .  .  .  . | S2 hz
5        .  .  .  .       4  .  .  .  St             PI .
6        S3 .  .  .
"""
import pytest

from helpers import do, options
from test_rules_content import nemesis_phase, position, quiet_deck, take_all

TWO = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
       {"fighter": "ken", "style": "rushdown", "rival": "juri"}]
THREE = TWO + [{"fighter": "chun_li", "style": "aerial", "rival": "fang"}]


def ryu(space, **extra):
    return {"space": space, "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"], **extra}


def ken(space, **extra):
    return {"space": space, "hand": ["rushdown_01", "rushdown_02"], "meter": ["rushdown_14"], **extra}


def chun_li(space, **extra):
    return {"space": space, "hand": ["aerial_11", "aerial_10"], "meter": ["aerial_13"], **extra}


def moves_of(game, who):
    return [e["path"] for e in game.s["log"] if e["kind"] == "move" and e.get("who") == who and "path" in e]


def attacks(game):
    return [(e["who"], e["target"], e["amount"]) for e in game.s["log"] if e["kind"] == "enemy_attack"]


# --- order of activations ---------------------------------------------------------------------

def test_minion_activations_standard_minions_first_then_elite():
    """Rulebook: Nemesis Phase -- "each minion on the map is activated, beginning with Standard minions and
    followed by Elite minions." The Enforcer comes first in reading order but activates second."""
    game = take_all(nemesis_phase(fighters=[ryu("A4")],
                                  enemies=[{"kind": "elite", "space": "A1"}, {"kind": "standard", "space": "F6"}]))
    order = [e["who"] for e in game.s["log"] if e["kind"] == "move" and e.get("who", "").startswith("m")]
    assert order == ["m2", "m1"]


def test_minion_activations_then_rivals_then_the_nemesis_card():
    """Rulebook: Nemesis Phase -- minions, then "activate each rival currently above your fighter card",
    then "draw and resolve 1 nemesis card", whose spawns come last."""
    game = take_all(nemesis_phase(fighters=[ryu("A4")],
                                  enemies=[{"kind": "rival", "rival": "cammy", "space": "F6"},
                                           {"kind": "standard", "space": "D1"}]))
    kinds = [(e["kind"], e.get("who")) for e in game.s["log"] if e["auto"] and e["kind"] != "setup"]
    assert kinds[:3] == [("phase", None), ("move", "m1"), ("miss", "m1")]
    assert kinds.index(("move", "r:cammy")) < kinds.index(("ncard", None)) < kinds.index(("spawn", "m2"))


def test_minion_activations_spawned_minions_do_not_activate_the_turn_they_arrive():
    """Rulebook: Nemesis Phase -- spawning is the last step; the new minion waits for the next phase."""
    game = take_all(nemesis_phase(fighters=[ryu("F5")]))
    assert game.s["enemies"]["m1"]["space"] == "F4"  # spawned next to P1, did not move or attack
    assert attacks(game) == []


# --- targets ----------------------------------------------------------------------------------------

def test_minion_activations_minions_target_the_nearest_fighter():
    """Rulebook: Minion and Rival Activations -- "Minions will always target the fighter nearest them."
    The Grunt at C1 goes for P2 at D1 (1 away), not the active P1 at A4."""
    game = nemesis_phase(setup={"players": TWO}, fighters=[ryu("A4"), ken("D1")],
                         enemies=[{"kind": "standard", "space": "C1"}])
    assert moves_of(game, "m1") == [["C1", "D1"]]
    assert attacks(game) == [("m1", "F2", 1)]
    assert (game.pending.kind, game.pending.seat) == ("block", 1)


def test_minion_activations_equally_near_fighters_active_player_first():
    """docs/rules.md: Which fighter is nearest -- on a tie the minion targets the active player, then the
    next player clockwise."""
    game = nemesis_phase(setup={"players": TWO}, fighters=[ryu("A3"), ken("A1")],
                         enemies=[{"kind": "standard", "space": "A2"}])
    assert moves_of(game, "m1") == [["A2", "A3"]]
    assert attacks(game) == [("m1", "F1", 1)]


@pytest.mark.parametrize("players,active,spaces,target", [
    (TWO, 1, ("A1", "A3"), "F2"),                # P2 active: P2, though P1 sits first
    (THREE, 1, ("A1", "F6", "A3"), "F3"),        # P2 active, P1 and P3 tied: P3 comes next clockwise
    (THREE, 2, ("A1", "A3", "F6"), "F1"),        # P3 active, P1 and P2 tied: clockwise wraps to P1
    (THREE, 0, ("F6", "A1", "A3"), "F2"),        # P1 active, P2 and P3 tied: P2 comes next
], ids=["2p-P2-active", "3p-P2-active", "3p-P3-active", "3p-P1-active"])
def test_minion_activations_equally_near_fighters_active_player_then_clockwise(players, active, spaces, target):
    """docs/rules.md: Which fighter is nearest -- with tie-break: auto, a minion equally near two
    fighters targets the active player, then the next player clockwise. The Grunt at A2 is one space
    from A1 and from A3; whoever is at F6 is far away."""
    makers = (ryu, ken, chun_li)[:len(players)]
    game = position(setup={"nemesis": "sagat", "players": players}, nemesis=quiet_deck(), played=2, active=active,
                    fighters=[make(space) for make, space in zip(makers, spaces)],
                    enemies=[{"kind": "standard", "space": "A2"}])
    do(game, f"P{active + 1} end")
    seat = int(target[1:]) - 1
    assert moves_of(game, "m1") == [["A2", spaces[seat]]]
    assert attacks(game) == [("m1", target, 1)]
    assert (game.pending.kind, game.pending.seat) == ("block", seat)


def test_minion_activations_equally_near_fighters_tie_break_ask():
    """docs/rules.md: Which fighter is nearest -- with tie-break: ask, the active player chooses."""
    game = nemesis_phase(setup={"players": TWO, "tie_break": "ask"}, fighters=[ryu("A3"), ken("A1")],
                         enemies=[{"kind": "standard", "space": "A2"}])
    assert game.pending.kind == "tiebreak"
    assert options(game) == ["P1 choose_target F1", "P1 choose_target F2"]
    do(game, "P1 choose_target F2")
    assert moves_of(game, "m1") == [["A2", "A1"]]
    assert attacks(game) == [("m1", "F2", 1)]


def test_rival_activations_only_rivals_above_the_active_players_board_activate_and_target_them():
    """Rulebook: Minion and Rival Activations -- "Rivals, on the other hand, will only target the fighter
    that has been assigned their rival card"; only the active player's rivals activate. Cammy (P1's)
    heads for P1 though P2 is nearer; Juri (P2's) stays put."""
    game = take_all(nemesis_phase(setup={"players": TWO}, fighters=[ryu("A4"), ken("D1")],
                                  enemies=[{"kind": "rival", "rival": "cammy", "space": "D2", "seat": 0},
                                           {"kind": "rival", "rival": "juri", "space": "C1", "seat": 1}]))
    assert moves_of(game, "r:cammy") == [["D2", "C2", "console", "A3"]]  # move 3 toward A4
    assert moves_of(game, "r:juri") == []
    assert game.s["enemies"]["r:juri"]["space"] == "C1"


# --- movement ------------------------------------------------------------------------------------------

def test_which_route_the_shortest_route_toward_the_target():
    """Rulebook: Minion and Rival Activations (Movement) -- "Move the enemy the number of spaces indicated
    toward their target, following the shortest possible route." Grunt at D1, P1 at D4: 2 steps."""
    game = nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "standard", "space": "D1"}])
    assert moves_of(game, "m1") == [["D1", "D2", "D3"]]
    assert [e["text"] for e in game.s["log"] if e["kind"] == "miss"] == [
        "Shadaloo Grunt (M1)'s melee attack has no target in range."]
    assert game.s["fighters"][0]["health"] == 4


def test_how_far_an_enemy_moves_it_stops_once_in_range_of_its_target():
    """Rulebook: Minion and Rival Activations (Movement) -- "An enemy will stop moving once it is in range
    of attacking its target." Grunt at D3 (move 2, melee) moves 1 into P1's space and attacks."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "standard", "space": "D3"}]))
    assert moves_of(game, "m1") == [["D3", "D4"]]
    assert attacks(game) == [("m1", "F1", 1)]
    assert game.s["fighters"][0]["health"] == 3


def test_how_far_an_enemy_moves_a_long_range_enemy_stops_two_spaces_away():
    """Rulebook: Minion and Rival Activations (Movement) -- "a minion with a long range attack will stop
    moving once it is 2 spaces away from a fighter within line of sight". Nash (move 1, long 1)."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")],
                                  enemies=[{"kind": "rival", "rival": "nash", "space": "D1"}]))
    assert moves_of(game, "r:nash") == [["D1", "D2"]]
    assert attacks(game) == [("r:nash", "F1", 1)]


def test_enemy_movement_enemy_already_in_range_does_not_move():
    """Rulebook: Minion and Rival Activations (Movement) -- in range already: no movement."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")],
                                  enemies=[{"kind": "rival", "rival": "nash", "space": "D2"}]))
    assert moves_of(game, "r:nash") == []
    assert game.s["enemies"]["r:nash"]["space"] == "D2"
    assert attacks(game) == [("r:nash", "F1", 1)]


def test_enemy_movement_ranged_enemy_leaves_the_fighters_space_to_get_in_range():
    """Rulebook: Minion and Rival Activations (Movement) -- "an enemy with a long or short ranged attack
    that shares a space with a fighter will move to be in range of that fighter." The Enforcer (move 1,
    short 1 boost) steps out of D4 (to D3, first in reading order) and shoots."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "elite", "space": "D4"}]))
    assert moves_of(game, "m1") == [["D4", "D3"]]
    assert attacks(game) == [("m1", "F1", 2)]


def test_enemy_movement_walls_block_so_enemies_walk_around_through_doors():
    """Rulebook: Stage Rules (walls and doors) -- "spaces separated by a wall are not considered
    adjacent"; a door lets figures through. Grunt at E2, P1 at D2 behind the D2|E2 wall: it goes
    E2 -> E3 -> D3 (the door) and is still 1 short."""
    game = nemesis_phase(fighters=[ryu("D2")], enemies=[{"kind": "standard", "space": "E2"}])
    assert moves_of(game, "m1") == [["E2", "E3", "D3"]]
    assert attacks(game) == []


def test_blocked_spaces_are_walked_around():
    """Street Masters: Blocked & Occupied Spaces -- "if one or more blocked spaces prevents an enemy from
    reaching its target, it will move around the blocked spaces". Night Market: the Grunt at A2 does not
    cut through the noodle stall toward P1 at D2 (2 away for P1) but walks A2 -> A1 -> B1."""
    game = nemesis_phase(setup={"stage": "night_market"}, fighters=[ryu("D2")],
                         enemies=[{"kind": "standard", "space": "A2"}])
    assert moves_of(game, "m1") == [["A2", "A1", "B1"]]


def test_blocked_spaces_enemies_walk_around_hazard_spaces():
    """docs/rules.md: Blocked spaces (Street Masters) -- enemies never enter hazard spaces. Night Market:
    Grunt at J1, P1 at J4: not through the water at J2, J3 but J1 -> I1 -> I2."""
    game = nemesis_phase(setup={"stage": "night_market"}, fighters=[ryu("J4")],
                         enemies=[{"kind": "standard", "space": "J1"}])
    assert moves_of(game, "m1") == [["J1", "I1", "I2"]]
    assert "m1" in game.s["enemies"]


def test_enemy_movement_occupied_space_ends_in_the_nearest_space_to_it_and_the_target():
    """Street Masters: Blocked & Occupied Spaces -- "If an enemy would end its movement in an occupied
    space, it will end its movement in the space that is both nearest the occupied space and the target
    space". Night Market alley squares hold 2 figures: F2 holds P1 and a (dazed) Grunt, so the Grunt from
    D2 stops at E2."""
    game = nemesis_phase(setup={"stage": "night_market"}, fighters=[ryu("F2")],
                         enemies=[{"kind": "standard", "space": "D2"},
                                  {"kind": "standard", "space": "F2", "skip": True}])
    assert moves_of(game, "m1") == [["D2", "E2"]]
    assert game.s["enemies"]["m1"]["space"] == "E2"
    assert attacks(game) == []


def test_enemy_movement_passes_through_a_full_space():
    """Street Masters: Blocked & Occupied Spaces -- only the space where the move ends matters. The Grunt
    walks through the full E2 into F2 (P1 alone there)."""
    game = nemesis_phase(setup={"stage": "night_market"}, fighters=[ryu("F2")],
                         enemies=[{"kind": "standard", "space": "D2"},
                                  {"kind": "standard", "space": "E2", "skip": True},
                                  {"kind": "standard", "space": "E2", "skip": True}])
    assert moves_of(game, "m1") == [["D2", "E2", "F2"]]
    assert attacks(game) == [("m1", "F1", 1)]


# --- enemy icons -------------------------------------------------------------------------------------

def test_enemy_melee_attack_deals_its_number_in_damage_to_a_fighter_in_its_space():
    """Rulebook: Minion and Rival Activations -- "Melee Attack: The enemy targets a fighter in its space.
    The enemy deals the indicated number of damage". The Grunt in P1's space deals 1."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "standard", "space": "D4"}]))
    assert moves_of(game, "m1") == []
    assert attacks(game) == [("m1", "F1", 1)]
    assert game.s["fighters"][0]["health"] == 3


def test_enemy_short_range_attack_hits_an_adjacent_fighter():
    """Rulebook: Minion and Rival Activations -- "Short Range Attack: The enemy targets a fighter in an
    adjacent space." The Enforcer at D3 does not move and shoots P1 at D4 (short 1 boost: 2)."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "elite", "space": "D3"}]))
    assert moves_of(game, "m1") == []
    assert attacks(game) == [("m1", "F1", 2)]
    assert game.s["fighters"][0]["health"] == 2


def test_enemy_long_range_attack_hits_up_to_two_spaces_away_in_line_of_sight():
    """Rulebook: Minion and Rival Activations -- "Long Range Attack: The enemy targets a fighter up to 2
    spaces away." Across the D2|E2 wall there is no line of sight: Nash at E2 must step to E3 first."""
    game = take_all(nemesis_phase(fighters=[ryu("D2")], enemies=[{"kind": "rival", "rival": "nash", "space": "E2"}]))
    assert moves_of(game, "r:nash") == [["E2", "E3"]]
    assert attacks(game) == [("r:nash", "F1", 1)]


def test_enemy_boost_adds_one_per_boost_and_stacks():
    """Rulebook: Minion and Rival Activations -- "Boost: Add +1 ... Enemy actions can be boosted multiple
    times." Necalli R2's melee 1 boost boost deals 3."""
    game = nemesis_phase(fighters=[ryu("D4")],
                         enemies=[{"kind": "rival", "rival": "necalli", "round": 2, "space": "D4"}])
    assert attacks(game) == [("r:necalli", "F1", 3)]
    take_all(game)
    assert game.s["fighters"][0]["health"] == 1


def test_enemy_pull_moves_the_fighter_toward_the_nearest_enemy_not_in_its_space():
    """Rulebook: Minion and Rival Activations -- "Pull: The enemy moves a fighter in its space to an
    adjacent space. The fighter must move toward the nearest enemy not in their space." Akuma R2 in
    P1's space at D4 throws P1 toward the Grunt at D2, i.e. to D3."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")],
                                  enemies=[{"kind": "rival", "rival": "akuma", "round": 2, "space": "D4"},
                                           {"kind": "standard", "space": "D2", "skip": True}]))
    assert attacks(game) == [("r:akuma", "F1", 3)]
    assert game.s["fighters"][0]["space"] == "D3"
    assert any(e["text"] == "Akuma throws P1 D4 -> D3." for e in game.s["log"])


def test_enemy_pull_does_nothing_without_another_enemy_on_the_map():
    """docs/rules.md: Enemy pull -- "with no other enemy on the map, nothing happens"."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")],
                                  enemies=[{"kind": "rival", "rival": "akuma", "round": 2, "space": "D4"}]))
    assert game.s["fighters"][0]["space"] == "D4"


def test_enemy_push_moves_an_adjacent_fighter_into_the_enemys_space():
    """Rulebook: Minion and Rival Activations -- "Push: The enemy moves a fighter in an adjacent space into
    their space." The Bruiser at D2 (move 1, push, melee 2) steps to D3, still short of melee range, so P1
    at D4 is beside it: it drags P1 in and hits for 2."""
    game = take_all(nemesis_phase(setup={"minions": "mad_gear"}, fighters=[ryu("D4")],
                                  enemies=[{"kind": "elite", "space": "D2"}]))
    assert moves_of(game, "m1") == [["D2", "D3"]]
    assert game.s["fighters"][0]["space"] == "D3"
    assert attacks(game) == [("m1", "F1", 2)]
    assert any(e["text"] == "Mad Gear Bruiser (M1) drags P1 D4 -> D3." for e in game.s["log"])


def test_minion_and_rival_activations_push_enemy_beside_its_target_walks_into_melee_range():
    """Rulebook: Minion and Rival Activations (Movement) -- "An enemy will stop moving once it is in range
    of attacking its target"; push is not an attack. The Bruiser at D3, beside P1 at D4, walks into D4
    (melee range); its push then finds no fighter in an adjacent space and does nothing; melee 2 hits."""
    game = take_all(nemesis_phase(setup={"minions": "mad_gear"}, fighters=[ryu("D4")],
                                  enemies=[{"kind": "elite", "space": "D3"}]))
    assert moves_of(game, "m1") == [["D3", "D4"]]
    assert game.s["fighters"][0]["space"] == "D4"
    assert "Mad Gear Bruiser (M1)'s push finds no fighter in an adjacent space." in [
        e["text"] for e in game.s["log"] if e["kind"] == "miss"]
    assert attacks(game) == [("m1", "F1", 2)]


def test_minion_and_rival_activations_push_enemy_sharing_space_stays_and_attacks():
    """Rulebook: Minion and Rival Activations (Movement) -- an enemy in range of attacking does not move:
    the Bruiser sharing D4 with P1 stays (it used to walk out to push range and drag P1 after it),
    pushes nobody and hits for 2."""
    game = take_all(nemesis_phase(setup={"minions": "mad_gear"}, fighters=[ryu("D4")],
                                  enemies=[{"kind": "elite", "space": "D4"}]))
    assert moves_of(game, "m1") == []
    assert (game.s["enemies"]["m1"]["space"], game.s["fighters"][0]["space"]) == ("D4", "D4")
    assert attacks(game) == [("m1", "F1", 2)]


def test_minion_and_rival_activations_push_rival_beside_its_fighter_stays_with_it():
    """Rulebook: Minion and Rival Activations (Movement) -- Juri R1 (move 2, push, melee 1) sharing D4 with
    her fighter stays and kicks; nobody is dragged about (once every turn, under the old reading)."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "rival", "rival": "juri", "space": "D4"}]))
    assert moves_of(game, "r:juri") == [] and moves_of(game, "F1") == []
    assert game.s["fighters"][0]["space"] == "D4"
    assert attacks(game) == [("r:juri", "F1", 1)]


def test_enemy_stun_lays_a_fighter_in_its_space_down():
    """Rulebook: Minion and Rival Activations -- "Stun: A fighter in this enemy's space is stunned.\""""
    game = take_all(nemesis_phase(setup={"minions": "dolls"}, fighters=[ryu("D4")],
                                  enemies=[{"kind": "elite", "space": "D4"}]))
    assert game.s["fighters"][0]["stunned"] is True
    assert any(e["text"] == "Doll Commander (M1) stuns P1." for e in game.s["log"])


def test_enemy_poison_discards_one_ex_token():
    """Rulebook: Minion and Rival Activations -- "Poison: A fighter in this enemy's space must discard 1 EX
    token.\""""
    game = nemesis_phase(setup={"minions": "dolls"}, fighters=[ryu("D4", ex=2)],
                         enemies=[{"kind": "standard", "space": "D4"}])
    f = game.s["fighters"][0]
    assert (f["ex"], f["health"]) == (1, 4)
    assert any(e["text"] == "Doll Agent (M1) poisons P1: 1 EX discarded." for e in game.s["log"])


def test_enemy_poison_without_ex_deals_one_damage_instead():
    """Rulebook: Minion and Rival Activations -- Poison: "If they cannot, they suffer 1 damage instead."
    The Doll Agent's poison deals 1, then its melee 1."""
    game = take_all(nemesis_phase(setup={"minions": "dolls"}, fighters=[ryu("D4", ex=0)],
                                  enemies=[{"kind": "standard", "space": "D4"}]))
    f = game.s["fighters"][0]
    assert (f["ex"], f["health"]) == (0, 2)
    assert any(e["text"] == "Doll Agent (M1) poisons P1: no EX to discard." for e in game.s["log"])


def test_enemies_only_attack_their_target_never_another_fighter_in_range():
    """docs/rules.md: Enemies only attack their target -- "An attack icon with its target out of range does
    nothing; it does not switch to another fighter." Nash (P1's rival, move 1, long 1) at F6 cannot
    get P1 at D3 in range; P2 at E6, 2 from where he stops (F5), is not shot."""
    game = nemesis_phase(setup={"players": TWO}, fighters=[ryu("D3"), ken("E6")],
                         enemies=[{"kind": "rival", "rival": "nash", "space": "F6", "seat": 0}])
    assert moves_of(game, "r:nash") == [["F6", "F5"]]
    assert attacks(game) == []
    assert [e["text"] for e in game.s["log"] if e["kind"] == "miss"] == ["Nash's long attack has no target in range."]
    assert game.s["fighters"][1]["health"] == 4


def test_dazed_enemies_skip_their_own_activation_only():
    """docs/rules.md: Dazed enemies -- a dazed minion skips its next activation (then recovers)."""
    game = nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "standard", "space": "D3", "skip": True}])
    assert moves_of(game, "m1") == [] and attacks(game) == []
    assert game.s["enemies"]["m1"]["skip"] is False
    assert any(e["text"] == "Shadaloo Grunt (M1) is dazed and skips its activation." for e in game.s["log"])


def test_the_players_win_immediately_a_defeated_fighter_ends_the_game_at_once():
    """Rulebook: Damaging a Fighter -- "If a fighter is KO'd when their fighter card has the R2 side up,
    they are defeated and the game is lost" (docs/rules.md: The players win immediately: a loss ends the
    game at once too). The Grunt in P1's space knocks out P1 (Round 2, 1 health); the second Grunt
    (F6, later in reading order) never activates and no nemesis card is drawn."""
    game = take_all(nemesis_phase(fighters=[ryu("D4", round=2, health=1)],
                                  enemies=[{"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "F6"}]))
    assert game.result["reason"] == "Ryu is defeated in Round 2. The fighters lose."
    assert game.s["log"][-1]["kind"] == "end"
    assert moves_of(game, "m2") == [] and not any(e["kind"] == "ncard" for e in game.s["log"])


# --- ties the players decide (setting tie_break: ask) ---------------------------------------------------

def full_alley(tie_break):
    """P1 at E2 with a dazed Grunt: the alley square holds 2 figures, so it is full. The Grunt at D3
    (move 2) heads for E2; D2 and E3 are each 1 step from E2 and from P1, and both within its move."""
    return nemesis_phase(setup={"stage": "night_market", "tie_break": tie_break}, fighters=[ryu("E2")],
                         enemies=[{"kind": "standard", "space": "D3"},
                                  {"kind": "standard", "space": "E2", "skip": True}])


def test_occupied_spaces_tie_break_ask_the_players_choose_the_end_space():
    """Street Masters: Blocked & Occupied Spaces -- "In case of a tie, players may choose which space the
    enemy ends its movement in." With tie_break: ask, the active player is asked, and the decision's
    context names the enemy, the full space, its target's space and the candidates."""
    game = full_alley("ask")
    d = game.pending
    assert d.kind == "tiebreak" and options(game) == ["P1 choose_space D2", "P1 choose_space E3"]
    assert "E2 is full" in d.prompt
    ctx = d.context.resolving
    assert (ctx["what"], ctx["enemy"], ctx["tie"]) == ("activation", "m1", "space")
    assert (ctx["candidates"], ctx["full"], ctx["toward"]) == (("D2", "E3"), ("E2",), "E2")
    do(game, "P1 choose_space E3")
    assert moves_of(game, "m1") == [["D3", "E3"]]
    assert any(e["kind"] == "tiebreak" and e["text"].endswith("ends its move on E3.") for e in game.s["log"])


def test_occupied_spaces_tie_auto_takes_the_space_nearer_the_target_then_reading_order():
    """docs/rules.md: Occupied spaces (Street Masters) -- with tie_break: auto, ties go to the space nearer
    the target, then reading order: D2 (row 2) before E3. The preview shows the same."""
    game = full_alley("auto")
    assert moves_of(game, "m1") == [["D3", "D2"]]


def test_occupied_spaces_preview_shows_the_automatic_choice_and_the_choices():
    """The enemy move preview (game.view.preview_moves) shows where the enemy goes by the automatic rule,
    and under tie_break: ask the spaces the players will choose from."""
    for tie_break, choices in (("auto", ()), ("ask", ("D2", "E3"))):
        game = position(setup={"stage": "night_market", "tie_break": tie_break, "nemesis": "sagat"},
                        fighters=[ryu("E2")], enemies=[{"kind": "standard", "space": "D3"},
                                                       {"kind": "standard", "space": "E2", "skip": True}])
        preview = {p["who"]: p for p in game.view.preview_moves()}
        assert (preview["m1"]["to"], tuple(preview["m1"]["choices"])) == ("D2", choices)


def test_which_fighter_is_nearest_tie_break_ask_context_names_the_candidates():
    """docs/rules.md: Which fighter is nearest -- with tie_break: ask, the active player chooses; the
    decision's context lists the fighters the minion is equally near."""
    game = nemesis_phase(setup={"players": TWO, "tie_break": "ask"}, fighters=[ryu("A3"), ken("A1")],
                         enemies=[{"kind": "standard", "space": "A2"}])
    ctx = game.pending.context.resolving
    assert (ctx["tie"], ctx["candidates"], ctx["enemy"]) == ("target", ("F1", "F2"), "m1")


def test_occupied_spaces_tie_break_ask_bots_answer_from_the_legal_choices():
    """The bots answer every decision from its legal actions, the new ties too."""
    from legends.bots import make_bot
    for name in ("greedy", "random"):
        game = full_alley("ask")
        choice = make_bot(name, 1).choose(game, game.legal_actions())
        assert choice in game.legal_actions()
        game.apply(choice)
        assert game.s["enemies"]["m1"]["space"] in ("D2", "E3")
