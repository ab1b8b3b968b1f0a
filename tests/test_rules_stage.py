"""Rulebook: Stage Rules (walls, doors, features), Points of Interest, Interact, Objective Tokens, special
loss conditions and the Objective.

Shadaloo Base (walls B1|C1, B2|C2, D1|E1, D2|E2, D4|E4, C4|C5; door D3|E3; Command Console feature
B3+C3; Medical Bay point of interest at A1: heal 1; bombs face down at D1 punch, console kick,
F2 joystick, E6 punch; loss when 2 bombs are destroyed):

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

from helpers import do, options
from test_rules_content import nemesis_phase, position

TWO = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
       {"fighter": "ken", "style": "rushdown", "rival": "juri"}]


def moves(game):
    return sorted(o.split()[-1] for o in options(game, "move"))


def ryu(space, **extra):
    return {"space": space, "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"], **extra}


# --- walls, doors, features ------------------------------------------------------------------------

def test_stage_rules_walls_block_movement():
    """Rulebook: Stage Rules -- "Each stage map contains walls that block movement ... spaces separated by a
    wall are not considered adjacent." From D2, Step Kick's move 1 cannot cross D2|E2."""
    game = position(fighters=[{"space": "D2", "hand": ["shoto_04", "shoto_03"]}])
    do(game, "P1 play shoto_04")
    assert moves(game) == ["C2", "D1", "D3"]


def test_walls_and_line_of_sight_a_wall_blocks_a_long_range_attack():
    """Rulebook: Stage Rules -- walls "block movement and line of sight" (docs/rules.md: Walls and line of
    sight). Fireball (long 2) from D2: E2 behind the wall is out of reach, E3 (via the door) is 2 away."""
    game = position(fighters=[{"space": "D2", "hand": ["shoto_01", "shoto_03"]}],
                    enemies=[{"kind": "standard", "space": "E2"}, {"kind": "standard", "space": "E3"}])
    do(game, "P1 play shoto_01")
    assert options(game, "target") == ["P1 target m2"]


def test_stage_rules_doors_let_figures_through_a_wall():
    """Rulebook: Stage Rules -- "A figure may move from one space with a door to an adjacent space with a
    connected door." D3|E3 is a door."""
    game = position(fighters=[{"space": "D3", "hand": ["shoto_04", "shoto_03"]}])
    do(game, "P1 play shoto_04")
    assert moves(game) == ["D2", "D4", "E3", "console"]
    do(game, "P1 move E3")
    assert game.s["fighters"][0]["space"] == "E3"


def test_stage_rules_features_are_adjacent_to_every_space_they_touch():
    """Rulebook: Features -- "Features are considered to be adjacent to any space they touch. They are to be
    treated as any other space for purposes of movement, attack range, and card effects." From the
    Command Console (B3+C3), Solar Plexus Strike (short 2) reaches B2, C2, A3, D3, B4 and C4."""
    spaces = ["B2", "C2", "A3", "D3", "B4", "C4", "A2", "D4"]
    game = position(fighters=[{"space": "console", "hand": ["shoto_11", "shoto_03"]}],
                    enemies=[{"kind": "standard" if i < 5 else "elite", "space": sp}  # the group's tokens: 5 + 3
                             for i, sp in enumerate(spaces)])
    do(game, "P1 play shoto_11")
    assert options(game, "target") == [f"P1 target m{i}" for i in range(1, 7)]  # not A2, D4 (2 away)


def test_stage_rules_a_feature_is_one_space_for_movement():
    """Rulebook: Features -- one space for movement: one step from A3 into the console, one more to D3."""
    game = position(fighters=[{"space": "A3", "hand": ["shoto_10", "shoto_03"]}])
    do(game, "P1 play shoto_10")
    assert {"console", "D3", "C2", "B2", "B4", "C4"} <= set(moves(game))
    assert "C3" not in moves(game) and "B3" not in moves(game)  # squares of the feature are not spaces


def test_full_spaces_and_fighters_a_full_space_takes_no_more_figures():
    """Rulebook: Actions -- fighters move through occupied spaces "unless otherwise specified by a stage";
    docs/rules.md: Occupied spaces -- "Some stage spaces hold only a few figures" (Night Market: each
    alley square holds at most 2). E2 already holds two Grunts: P1 may pass through but not stop there."""
    game = position(setup={"stage": "night_market"},
                    fighters=[{"space": "D2", "hand": ["shoto_10", "shoto_03"]}],
                    enemies=[{"kind": "standard", "space": "E2"}, {"kind": "standard", "space": "E2"}])
    do(game, "P1 play shoto_10")
    assert "F2" in moves(game)
    assert "E2" not in moves(game)


# --- Points of Interest and Interact -------------------------------------------------------------------

def test_points_of_interest_interact_discards_a_meter_card_and_resolves_the_effect():
    """Rulebook: Points of Interest / Interact -- "A player in the same location as this icon can perform an
    Interact ... To perform an Interact, a player must discard a card from their combo meter." Medical
    Bay (A1): recover 1 health."""
    game = position(fighters=[{"space": "A1", "hand": ["shoto_03", "shoto_01"], "health": 2,
                               "meter": ["shoto_07", "shoto_04"]}])
    assert options(game, "interact") == ["P1 interact shoto_07 poi", "P1 interact shoto_04 poi"]
    do(game, "P1 interact shoto_04 poi")
    f = game.s["fighters"][0]
    assert (f["health"], f["meter"], f["discard"]) == (3, ["shoto_07"], ["shoto_04"])
    assert any(e["text"] == "P1 interacts with Medical Bay." for e in game.s["log"])
    assert game.s["played"] == 0


def test_points_of_interest_only_from_the_same_space_and_with_a_meter_card():
    """Rulebook: Points of Interest / Interact -- away from the icon, or with an empty combo meter, no
    Interact."""
    away = position(fighters=[{"space": "A2", "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"]}])
    assert options(away, "interact") == []
    empty = position(fighters=[{"space": "A1", "hand": ["shoto_03", "shoto_04"], "meter": []}])
    assert options(empty, "interact") == []
    with pytest.raises(IllegalAction):
        do(away, "P1 interact shoto_07 poi")


def test_interact_any_fighter_may_interact_during_the_fighter_phase():
    """docs/rules.md: Interact -- performed like an ability, by any fighter during the fighter phase."""
    game = position(setup={"players": TWO},
                    fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_04"]},
                              {"space": "A1", "health": 3, "meter": ["rushdown_01"]}])
    do(game, "P2 interact rushdown_01 poi")
    assert game.s["fighters"][1]["health"] == 4
    assert game.pending.prompt == "P1 (Ryu): play style card 1 of 2"


# --- Objective Tokens ------------------------------------------------------------------------------------

def test_objective_tokens_hidden_token_revealed_by_interact_with_any_card():
    """Rulebook: Objective Tokens -- tokens start objective icon side up; "When an objective token is
    revealed, flip it so the combo icon is up." Shadaloo Base: interact with a hidden bomb to reveal it."""
    game = position(fighters=[{"space": "D1", "hand": ["shoto_03", "shoto_01"], "meter": ["shoto_04", "shoto_07"]}])
    token = game.s["objectives"][0]
    assert (token["space"], token["icon"], token["revealed"]) == ("D1", "punch", False)
    assert options(game, "interact") == ["P1 interact shoto_04 0", "P1 interact shoto_07 0"]
    do(game, "P1 interact shoto_07 0")
    assert (token["revealed"], token["state"]) == (True, "on")
    assert game.s["fighters"][0]["discard"] == ["shoto_07"]
    assert game.s["log"][-1]["text"] == ("P1 reveals the bomb at D1: it shows a punch. Interact there with a "
                                         "punch card to defuse it and gain 1 EX.")


def test_interact_with_a_revealed_objective_token_needs_a_card_with_its_icon():
    """Rulebook: Interact -- "When interacting with a revealed objective token, the card discarded from the
    combo meter must contain an icon that matches the icon found on that objective token." The punch bomb
    at D1 is defused with Crouching Jab (punch kick), not with Step Kick (kick); defusing gives 1 EX."""
    game = position(fighters=[{"space": "D1", "hand": ["shoto_03", "shoto_01"], "meter": ["shoto_04", "shoto_06"]}],
                    objectives=[{"space": "D1", "icon": "punch", "revealed": True}])
    assert options(game, "interact") == ["P1 interact shoto_06 0"]
    with pytest.raises(IllegalAction):
        do(game, "P1 interact shoto_04 0")
    do(game, "P1 interact shoto_06 0")
    assert game.s["objectives"][0]["state"] == "defused"
    assert game.s["fighters"][0]["ex"] == 1
    assert options(game, "interact") == []


# --- special loss conditions and the Objective -----------------------------------------------------------

def test_stage_rules_elite_ending_its_activation_on_a_bomb_destroys_it():
    """Rulebook: Stage Rules -- Shadaloo Base: "An elite minion that ends its activation on a bomb detonates
    it". The Enforcer steps from D1 onto the bomb at D2 (P1 at D4 is still out of its short range)."""
    game = nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "elite", "space": "D1"}],
                         objectives=[{"space": "D2", "icon": "punch"}, {"space": "F6", "icon": "kick"}])
    assert game.s["enemies"]["m1"]["space"] == "D2"
    assert [t["state"] for t in game.s["objectives"]] == ["destroyed", "on"]
    assert game.result is None


def test_special_loss_condition_second_bomb_destroyed_loses():
    """Rulebook: Objective -- "The fighters lose if: ... A special loss condition on the "Rules" side of the
    stage sheet is satisfied" (Shadaloo Base: 2 bombs destroyed)."""
    game = nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "elite", "space": "D1"}],
                         objectives=[{"space": "D2", "icon": "punch"},
                                     {"space": "F6", "icon": "kick", "state": "destroyed"}])
    assert game.is_over()
    assert game.result["winner"] == "nemesis"
    assert game.result["reason"] == "2 objective tokens are destroyed. The fighters lose."
    assert game.legal_actions() == []


def test_special_loss_condition_standard_minion_does_not_detonate_a_bomb():
    """Rulebook: Stage Rules -- only elite minions detonate bombs on Shadaloo Base."""
    game = nemesis_phase(fighters=[ryu("D4")], enemies=[{"kind": "standard", "space": "D1", "skip": False}],
                         objectives=[{"space": "D3", "icon": "punch"},
                                     {"space": "F6", "icon": "kick", "state": "destroyed"}])
    assert game.s["enemies"]["m1"]["space"] == "D3"
    assert game.result is None


def test_special_loss_condition_power_plant_reactor_overrun_at_the_end_of_the_nemesis_phase():
    """Rulebook: Objective -- Power Plant: "The fighters lose if 3 or more minions stand in the reactor room
    at the end of a nemesis phase." Two (dazed) minions are there; Hold the Line spawns a third on
    spawn location 2, the reactor."""
    game = nemesis_phase(setup={"stage": "power_plant"}, fighters=[ryu("A1")],
                         enemies=[{"kind": "standard", "space": "reactor", "skip": True},
                                  {"kind": "standard", "space": "reactor", "skip": True}])
    assert game.result["winner"] == "nemesis"
    assert game.result["reason"] == "3 minions overrun reactor. The fighters lose."


def test_special_loss_condition_night_market_time_limit():
    """Rulebook: Objective -- Night Market: the police seal the district after 12 rounds (1 player: 12
    turns). The end of turn 12 loses; turn 11 does not."""
    before = nemesis_phase(setup={"stage": "night_market"}, fighters=[ryu("A4")], turn=11)
    assert before.result is None and before.s["turn"] == 12
    game = nemesis_phase(setup={"stage": "night_market"}, fighters=[ryu("A4")], turn=12)
    assert game.result["winner"] == "nemesis"
    assert game.result["reason"] == "Time is up after 12 rounds. The fighters lose."


def test_the_players_win_immediately_a_loss_ends_the_game_at_once_too():
    """Rulebook: Objective -- the fighters lose when a special loss condition is satisfied (docs/rules.md:
    The players win immediately: a loss ends the game at once too). When time is up at the end of turn
    12, no turn 13 begins: the turn stays 12, the active player stays P1, and the loss is the last word
    of the log."""
    game = nemesis_phase(setup={"stage": "night_market"}, fighters=[ryu("A4")], turn=12)
    assert (game.s["turn"], game.s["active"], game.result["turns"]) == (12, 0, 12)
    assert game.s["log"][-1]["kind"] == "end"
    assert not any(e["kind"] == "turn" and e["turn"] == 13 for e in game.s["log"])
    assert game.view.loss_progress()["now"] == 12


# --- a hazard named by a square of a feature -------------------------------------------------------------

def test_a_hazard_on_a_square_of_a_feature_covers_the_whole_feature():
    """Rulebook: Stage Rules -- each stage's rules "must be followed each game"; Features -- a feature is
    one space, "treated as any other space for purposes of movement, attack range, and card effects".
    docs/rules.md: A hazard on a square of a feature -- the hazard is the feature. Test arena
    (tests/boxes.py): a hazard on C2, a square of the Ring (C2+D2). A fighter moved into the Ring suffers
    the damage, a minion pushed into it is defeated, and enemies walk around it."""
    from boxes import arena_game, enemy_side, make_box, stage

    arena = stage(rules=[{"effect": "hazard", "spaces": ["C2"], "damage": 1}])
    assert arena.rules[0].args["spaces"] == ("ring",)       # resolved once, when the stage is loaded
    box = make_box(arena=arena, standard=enemy_side(activation=["move 2"]))
    game = arena_game(box, fighters=[{"space": "B2", "hand": ["shoto_04", "shoto_13"], "meter": []}],
                      enemies=[{"kind": "standard", "space": "B2", "id": "m1"}])
    do(game, "P1 play shoto_13", "P1 skip")                  # Sweep: melee 2 (skipped), push
    do(game, "P1 push m1 ring")
    assert "m1" not in game.s["enemies"] or game.s["enemies"]["m1"]["space"] is None
    assert any(e["text"] == "Tester (M1) falls into the hazard at Ring." for e in game.s["log"])  # the feature by name
    do(game, "P1 play shoto_04", "P1 move ring")             # Step Kick: move 1 into the Ring
    assert game.pending.kind == "block"                      # Sweep is in the combo meter
    do(game, "P1 take")
    assert game.s["fighters"][0]["health"] == 3
    assert any(e["text"] == "The hazard at Ring: P1 (Ryu) suffers 1 damage." for e in game.s["log"])
    assert "ring" in game.board.enemy_blocked


# --- relics (Ayutthaya Ruins, the shipped stage) ----------------------------------------------------------

def relic_game(**fighter):
    """Ayutthaya Ruins: the relic at F4 is a joystick (face down); P1 stands on it with Focus (joystick)
    and Step Kick (kick) in the combo meter."""
    from helpers import position
    return position(setup={"stage": "ayutthaya_ruins"},
                    fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_01"], "meter": ["shoto_04", "shoto_07"],
                               "health": 1, **fighter}])


def test_relics_reveal_then_take_with_a_card_of_its_icon():
    """Rulebook: Objective Tokens -- tokens are placed objective icon side up and flipped when revealed;
    Interact -- "When interacting with a revealed objective token, the card discarded from the combo meter
    must contain an icon that matches". Ayutthaya Ruins: the first Interact reveals the relic (any
    card) and says what comes next; the second, with a joystick card, takes it: 3 health recovered."""
    game = relic_game()
    relic = next(i for i, t in enumerate(game.s["objectives"]) if t["space"] == "F4")
    assert game.view.interact_step(relic) == "reveal the relic at F4"
    do(game, f"P1 interact shoto_04 {relic}")
    assert game.s["log"][-1]["text"] == ("P1 reveals the relic at F4: it shows a joystick. Interact there "
                                         "with a joystick card to take it and recover 3 health.")
    assert game.view.interact_step(relic) == "take the relic at F4 and recover 3 health"
    assert options(game, "interact") == [f"P1 interact shoto_07 {relic}"]
    do(game, f"P1 interact shoto_07 {relic}")
    assert game.s["objectives"][relic]["state"] == "scored" and game.s["fighters"][0]["health"] == 4
    assert [e["text"] for e in game.s["log"][-2:]] == ["P1 takes the relic at F4 (5 relics still on the map).",
                                                       "P1 recovers to 4 health."]


def test_objective_tokens_the_stage_text_says_what_the_game_does():
    """Rulebook: Stage Rules -- "These rules must be followed each game": the Rules side of every stage
    with objective tokens tells both steps of the Interact (reveal, then a card with the token's icon)."""
    from legends.content import default_box
    stages = [st for st in default_box().stages.values() for r in st.rules if r.effect in ("bombs", "relics")]
    assert {st.id for st in stages} == {"ayutthaya_ruins", "shadaloo_base"}
    for st in stages:
        text = " ".join(r.text for r in st.rules if r.effect in ("bombs", "relics")).lower()
        assert "reveal" in text and "with its icon" in text, st.id


def test_relics_a_minion_carrying_off_a_relic_says_how_many_are_lost():
    """Ayutthaya Ruins: "A minion that ends its activation on a relic carries it off"; the log counts the
    relics lost and says when the fighters lose (5)."""
    from helpers import position
    game = position(setup={"stage": "ayutthaya_ruins", "nemesis": "sagat"}, played=2,
                    fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_01"], "meter": ["shoto_07"]}],
                    enemies=[{"kind": "standard", "space": "G4"}])
    do(game, "P1 end")
    lost = [e["text"] for e in game.s["log"] if e["kind"] == "objective"]
    assert lost[0].endswith("carries off the relic at F4! 1 relic carried off; at 5 the fighters lose.")


# --- Ayutthaya Ruins' looters (stage setup) ----------------------------------------------------------------

def first_nemesis_phase(minions, group):
    """Ayutthaya Ruins at the end of P1's first fighter phase, P1 still on the start space D4 and the
    starting minions where `minions` puts them; a quiet nemesis card (Sagat's Tiger's Patience)."""
    from helpers import position
    game = position(setup={"stage": "ayutthaya_ruins", "minions": group, "nemesis": "sagat"}, played=2,
                    fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_01"], "meter": ["shoto_07"]}],
                    enemies=[{"kind": "standard", "space": sp} for sp in minions],
                    nemesis={"deck": ["hold_the_line", "regroup", "ambush", "cornered", "overwhelm",
                                      "reinforcements"]})
    do(game, "P1 end")
    return game


@pytest.mark.parametrize("group", ["shadaloo", "dolls", "mad_gear"])
def test_ayutthaya_ruins_looters_take_no_relic_before_the_players_can_act(group):
    """Rulebook: Stage Setup -- "Place minion tokens on the spaces indicated in the setup diagram." (docs/
    rules.md: Ayutthaya Ruins' looters). The stage places its starting minion inside the temple (C3;
    one looter since the balance work, docs/balance.md): in the first nemesis phase, with P1 on the
    start space, no minion group carries off a relic. The old layout (B1, G4, each next to a relic)
    lost two at once with the Shadaloo Grunts."""
    from legends.content import default_box
    stage = default_box().stages["ayutthaya_ruins"]
    assert stage.setup_minions == (("standard", "C3"),)
    game = first_nemesis_phase(["C3"], group)
    assert [t["state"] for t in game.s["objectives"]] == ["on"] * 6
    old = first_nemesis_phase(["B1", "G4"], "shadaloo")
    assert sorted(t["space"] for t in old.s["objectives"] if t["state"] == "lost") == ["C1", "F4"]
