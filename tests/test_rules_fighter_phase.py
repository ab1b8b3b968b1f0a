"""Rulebook: Fighter Phase, Combo Meter and Ability Cards, Ability Tiles, Kicker, Critical Arts.

Ryu (shoto deck) unless stated. Shoto cards used here (deck order of styles/shoto.yaml):
  shoto_01 Fireball [punch] long 2            shoto_07 Focus [joystick] ex
  shoto_02 Fireball Cancel [punch joystick]   shoto_08 Footsies [kick] sprint 3: move 1, short 2
  shoto_03 Anti-Air [punch] melee 3           shoto_09 Patient Guard [joystick] ex / move 1
  shoto_04 Step Kick [kick] move 1, melee 2   shoto_13 Sweep [kick] melee 2, push
  shoto_06 Crouching Jab [punch kick] melee 2 shoto_14 Zoning Read [joystick] long 1 target 2 / move 1
Ryu's abilities: ryu_hadoken (punch joystick: long 3; kicker punch boosts it), ryu_shoryuken (punch
punch: melee 4; upgraded melee 4 boost, push, kicker joystick adds move 1 withdraw),
ryu_tatsumaki_senpukyaku, ryu_minds_eye (joystick: ex; upgraded ex / heal 1).
"""
import pytest

from legends.engine import IllegalAction

from helpers import do, options
from test_rules_content import position, quiet_deck

ALL_FOUR = ["ryu_hadoken", "ryu_shoryuken", "ryu_tatsumaki_senpukyaku", "ryu_minds_eye"]
TWO = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
       {"fighter": "zangief", "style": "grappler", "rival": "juri"}]


# --- Fighter Phase ------------------------------------------------------------------

def test_fighter_phase_active_player_plays_two_cards_then_draws_two():
    """Rulebook: Fighter Phase -- "The active player plays 2 style cards. Then, the active player draws
    2 style cards." The draw comes from the top of the style deck (end of the list)."""
    game = position(fighters=[{"hand": ["shoto_03", "shoto_04", "shoto_07", "shoto_01"],
                               "deck": ["shoto_02", "shoto_05", "shoto_06", "shoto_08", "shoto_09",
                                        "shoto_10", "shoto_11", "shoto_12", "shoto_13", "shoto_14"]}],
                    nemesis=quiet_deck())
    f = game.s["fighters"][0]
    assert game.pending.prompt == "P1 (Ryu): play style card 1 of 2"
    assert options(game, "end") == []  # must play 2 cards first
    do(game, "P1 play shoto_03")  # melee 3, no target: resolved at once
    assert game.pending.prompt == "P1 (Ryu): play style card 2 of 2"
    assert f["meter"] == ["shoto_03"]
    do(game, "P1 play shoto_04", "P1 skip")
    # two cards played; no ability payable (punch + kick) -> the phase ends and 2 cards are drawn
    assert f["meter"] == ["shoto_03", "shoto_04"]
    assert f["hand"] == ["shoto_07", "shoto_01", "shoto_14", "shoto_13"]
    assert f["deck"] == ["shoto_02", "shoto_05", "shoto_06", "shoto_08", "shoto_09", "shoto_10", "shoto_11",
                         "shoto_12"]
    assert game.s["turn"] == 2 and game.s["played"] == 0


def test_the_end_of_the_fighter_phase_waits_for_the_player_under_end_phase_ask():
    """Rulebook: Fighter Phase -- "The active player plays 2 style cards. Then, the active player draws
    2 style cards." (docs/rules.md, *The end of the fighter phase*). With the table's *Pause after my
    turn* (setup end_phase: ask) a turn with nothing left to do waits for "end", so the player sees what
    the turn did before the nemesis phase; the draw happens then. Under auto it ends by itself."""
    hand = ["shoto_03", "shoto_04", "shoto_07", "shoto_01"]
    game = position(setup={"end_phase": "ask"}, fighters=[{"hand": list(hand)}], nemesis=quiet_deck())
    do(game, "P1 play shoto_03", "P1 play shoto_04", "P1 skip")
    assert game.pending.kind == "main" and options(game) == ["P1 end"]
    assert "nothing more to do" in game.pending.prompt and game.s["turn"] == 1
    assert game.s["fighters"][0]["hand"] == ["shoto_07", "shoto_01"]        # not drawn yet
    do(game, "P1 end")
    assert game.s["turn"] == 2 and len(game.s["fighters"][0]["hand"]) == 4
    auto = position(fighters=[{"hand": list(hand)}], nemesis=quiet_deck())
    do(auto, "P1 play shoto_03", "P1 play shoto_04", "P1 skip")
    assert auto.s["turn"] == 2


def test_fighter_phase_may_not_end_before_two_cards_are_played():
    """Rulebook: Fighter Phase -- "the active player must play 2 style cards from their hand"."""
    game = position(fighters=[{"hand": ["shoto_03", "shoto_07"], "meter": ["shoto_09"]}])
    with pytest.raises(IllegalAction):
        do(game, "P1 end")
    do(game, "P1 play shoto_07", "P1 ex")
    with pytest.raises(IllegalAction):
        do(game, "P1 end")
    do(game, "P1 play shoto_03")
    assert "P1 end" in options(game)  # Mind's Eye (joystick) is payable, so the phase waits


def test_when_abilities_can_be_performed_between_cards_never_inside_one():
    """Rulebook: Fighter Phase -- "Each card must be fully resolved before another card may be played or
    an ability performed." While Step Kick waits for its melee, nothing else may be played."""
    game = position(setup={"players": TWO},
                    fighters=[{"space": "A4", "hand": ["shoto_04", "shoto_03"], "meter": ["shoto_07"]},
                              {"space": "A4", "meter": ["grappler_07"]}],
                    enemies=[{"kind": "standard", "space": "B4"}])
    do(game, "P1 play shoto_04", "P1 move B4")
    assert game.pending.kind == "act"
    assert options(game) == ["P1 skip", "P1 target m1"]
    for text in ("P1 play shoto_03", "P1 ability ryu_minds_eye shoto_07",
                 "P2 ability zangief_iron_muscle grappler_07"):
        with pytest.raises(IllegalAction):
            do(game, text)
    do(game, "P1 skip")
    assert game.pending.kind == "main"
    assert "P1 play shoto_03" in options(game) and "P2 ability zangief_iron_muscle grappler_07" in options(game)


def test_fighter_phase_resolve_actions_left_to_right_skipping_allowed_never_out_of_order():
    """Rulebook: Card and Ability Actions -- each action is optional and resolved left to right; "the
    actions may never be resolved out of order". Skipping Step Kick's move leads to its melee."""
    game = position(fighters=[{"space": "B4", "hand": ["shoto_04", "shoto_03"]}],
                    enemies=[{"kind": "standard", "space": "B4"}], dice=[0, 0])
    do(game, "P1 play shoto_04")
    assert game.pending.prompt == "P1: resolve move 1 (action 1 of 2) or skip"
    do(game, "P1 skip")
    assert game.pending.prompt == "P1: resolve melee attack 2 (action 2 of 2) or skip"
    with pytest.raises(IllegalAction):
        do(game, "P1 move A4")  # the move was skipped: it cannot come back
    do(game, "P1 skip")
    assert game.s["fighters"][0]["space"] == "B4"
    assert game.s["fighters"][0]["meter"] == ["shoto_04"]


def test_fighter_phase_action_rows_resolve_top_to_bottom():
    """Rulebook: Card and Ability Actions (Note) -- "each action row should be resolved from top to
    bottom". Patient Guard: [ex] then [move 1]."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_09", "shoto_03"]}])
    do(game, "P1 play shoto_09")
    assert options(game) == ["P1 skip", "P1 ex"]
    do(game, "P1 ex")
    assert options(game) == ["P1 skip", "P1 move A3", "P1 move B4", "P1 boost"]
    do(game, "P1 move A3")
    f = game.s["fighters"][0]
    assert (f["ex"], f["space"], f["meter"]) == (1, "A3", ["shoto_09"])


def test_fighter_phase_only_the_active_player_plays_style_cards():
    """Rulebook: Combo Meter and Ability Cards -- "only the active player may play style cards from
    hand. However, any player may perform abilities"."""
    game = position(setup={"players": TWO},
                    fighters=[{"hand": ["shoto_03", "shoto_04"]},
                              {"hand": ["grappler_01", "grappler_02"], "meter": ["grappler_07"]}])
    with pytest.raises(IllegalAction, match="P2 cannot do that now"):
        do(game, "P2 play grappler_01")
    assert "P2 ability zangief_iron_muscle grappler_07" in options(game)


# --- Combo Meter -----------------------------------------------------------------------

def test_combo_meter_played_card_joins_the_meter_once_resolved():
    """Rulebook: Fighter Phase -- "Add to Combo Meter: Once the card is resolved, it becomes part of your
    combo meter"."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_04", "shoto_03"]}])
    f = game.s["fighters"][0]
    do(game, "P1 play shoto_04")
    assert f["meter"] == [] and "shoto_04" not in f["hand"]
    do(game, "P1 skip")
    assert f["meter"] == ["shoto_04"]


def test_combo_meter_never_more_than_four_player_chooses_which_card_leaves():
    """Rulebook: Combo Meter and Ability Cards -- "A fighter may never have more than 4 cards in their
    combo meter." The player picks the card to discard (any of the 5, the new one included)."""
    meter = ["shoto_01", "shoto_02", "shoto_06", "shoto_11"]
    game = position(fighters=[{"space": "A4", "hand": ["shoto_03", "shoto_04"], "meter": meter}])
    do(game, "P1 play shoto_03")
    assert game.pending.kind == "drop"
    assert options(game) == [f"P1 drop {c}" for c in meter + ["shoto_03"]]
    do(game, "P1 drop shoto_02")
    f = game.s["fighters"][0]
    assert f["meter"] == ["shoto_01", "shoto_06", "shoto_11", "shoto_03"]
    assert f["discard"] == ["shoto_02"]


# --- Ability cards ---------------------------------------------------------------------

def test_ability_cards_any_player_may_perform_abilities_during_the_fighter_phase():
    """Rulebook: Combo Meter and Ability Cards -- "any player may perform abilities. There is no limit to
    the number of abilities ... and they do not count as playing a style card." P2 (Zangief) uses
    Iron Muscle (kick: ex) twice on P1's turn."""
    game = position(setup={"players": TWO},
                    fighters=[{"hand": ["shoto_03", "shoto_04"]},
                              {"meter": ["grappler_07", "grappler_09"]}])
    assert options(game, "ability") == ["P2 ability zangief_iron_muscle grappler_07",
                                        "P2 ability zangief_iron_muscle grappler_09"]
    do(game, "P2 ability zangief_iron_muscle grappler_07", "P2 ex",
       "P2 ability zangief_iron_muscle grappler_09", "P2 ex")
    z = game.s["fighters"][1]
    assert (z["ex"], z["meter"], z["discard"]) == (2, [], ["grappler_07", "grappler_09"])
    assert game.s["played"] == 0
    assert game.pending.prompt == "P1 (Ryu): play style card 1 of 2"
    assert [e["text"] for e in game.s["log"] if e["kind"] == "ability"] == [
        "P2 performs Iron Muscle, discarding 1 card.", "P2 performs Iron Muscle, discarding 1 card."]


def test_paying_combo_costs_with_matching_icons_and_no_card_to_spare():
    """Rulebook: Combo Meter and Ability Cards -- "pay the cost by discarding cards from their combo
    meter with icons that match those of the ability's combo icon cost". Hadoken costs punch +
    joystick: Fireball Cancel (punch joystick) pays it alone; Shoryuken (punch punch) needs both punch
    cards; Mind's Eye (joystick) takes Fireball Cancel; Tatsumaki (kick kick) is out of reach."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_03", "shoto_05"],
                               "meter": ["shoto_01", "shoto_02", "shoto_04"]}],
                    enemies=[{"kind": "standard", "space": "A2"}])
    assert options(game, "ability") == [
        "P1 ability ryu_hadoken shoto_02",
        "P1 ability ryu_hadoken shoto_01,shoto_02 kick",
        "P1 ability ryu_shoryuken shoto_01,shoto_02",
        "P1 ability ryu_minds_eye shoto_02",
    ]
    do(game, "P1 ability ryu_hadoken shoto_02")
    f = game.s["fighters"][0]
    assert f["meter"] == ["shoto_01", "shoto_04"] and f["discard"] == ["shoto_02"]
    assert game.pending.prompt == "P1: resolve long-range attack 3 (action 1 of 1) or skip"


def test_ability_cannot_be_performed_without_the_icons():
    """Rulebook: Combo Meter and Ability Cards -- the cost must be paid with matching icons."""
    game = position(fighters=[{"hand": ["shoto_01", "shoto_02"], "meter": ["shoto_03", "shoto_04"]}])
    assert options(game, "ability") == []
    with pytest.raises(IllegalAction):
        do(game, "P1 ability ryu_tatsumaki_senpukyaku shoto_03,shoto_04")  # Tatsumaki needs kick + kick
    assert game.s["fighters"][0]["meter"] == ["shoto_03", "shoto_04"]


def test_ability_tiles_upgraded_side_is_used_once_upgraded():
    """Rulebook: Ability Tiles -- the upgraded side "may offer additional actions". Mind's Eye upgraded:
    [ex] then [heal 1]."""
    game = position(fighters=[{"hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"], "health": 2,
                               "upgraded": ["ryu_minds_eye"]}])
    do(game, "P1 ability ryu_minds_eye shoto_07", "P1 ex")
    assert options(game) == ["P1 skip", "P1 do"]
    do(game, "P1 do")
    f = game.s["fighters"][0]
    assert (f["ex"], f["health"]) == (1, 3)
    assert any(e["text"] == "P1 performs Mind's Eye (upgraded), discarding 1 card." for e in game.s["log"])


def test_ability_tiles_standard_side_has_no_upgraded_actions():
    """Rulebook: Ability Tiles -- abilities begin standard side up: Mind's Eye standard is only [ex]."""
    game = position(fighters=[{"hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"], "health": 2}])
    do(game, "P1 ability ryu_minds_eye shoto_07", "P1 ex")
    f = game.s["fighters"][0]
    assert (f["ex"], f["health"]) == (1, 2)
    assert game.pending.kind == "main"


# --- Kicker ----------------------------------------------------------------------------

def test_kicker_is_optional_and_costs_extra_icons():
    """Rulebook: Kicker -- extra combo icons, "entirely optional"; "An ability may be activated without
    performing the kicker". Hadoken's kicker (1 more punch) boosts its long 3 to long 4."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_03", "shoto_05"],
                               "meter": ["shoto_01", "shoto_02", "shoto_04"]}],
                    enemies=[{"kind": "elite", "space": "A3"}], dice=[1, 1, 1, 0])
    assert "P1 ability ryu_hadoken shoto_02" in options(game)
    assert "P1 ability ryu_hadoken shoto_01,shoto_02 kick" in options(game)
    do(game, "P1 ability ryu_hadoken shoto_01,shoto_02 kick")
    assert game.pending.prompt == "P1: resolve long-range attack 4 (action 1 of 1) or skip"
    assert "P1 boost" not in options(game)  # already boosted once by the kicker
    do(game, "P1 target m1")
    roll = next(e for e in game.s["log"] if e["kind"] == "roll")
    assert roll["dice"] == [1, 1, 1, 0]
    assert "m1" not in game.s["enemies"]  # 3 successes vs the armored Enforcer's 2 + 1
    f = game.s["fighters"][0]
    assert f["meter"] == ["shoto_04"] and f["discard"] == ["shoto_01", "shoto_02"]


def test_kicker_not_offered_when_only_the_base_cost_is_payable():
    """Rulebook: Kicker -- the kicker is paid on top of the ability's cost."""
    game = position(fighters=[{"hand": ["shoto_03", "shoto_01"], "meter": ["shoto_02", "shoto_04"]}])
    assert "P1 ability ryu_hadoken shoto_02" in options(game)
    assert not [o for o in options(game) if o.endswith("kick")]


def test_kicker_adds_extra_action_rows_after_the_ability():
    """Rulebook: Kicker -- "perform additional actions". Upgraded Shoryuken (melee 4 boost, push) with
    its kicker (joystick) adds [move 1 withdraw] after the ability's row."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_01", "shoto_04"],
                               "meter": ["shoto_03", "shoto_06", "shoto_07"],
                               "upgraded": ["ryu_shoryuken"]}])
    assert "P1 ability ryu_shoryuken shoto_03,shoto_06" in options(game)
    do(game, "P1 ability ryu_shoryuken shoto_03,shoto_06,shoto_07 kick")
    # nothing to hit or push in A4: melee and push are skipped automatically; the kicker row remains
    assert game.pending.prompt == "P1: resolve move 1 (withdraw) (action 3 of 3) or skip"
    do(game, "P1 move A3")
    assert game.s["fighters"][0]["space"] == "A3"
    assert game.s["fighters"][0]["meter"] == []


# --- Critical Arts -----------------------------------------------------------------------

@pytest.mark.parametrize("rnd,upgraded,ex,active", [
    (1, ALL_FOUR, 3, False),                      # not flipped to R2 yet
    (2, ALL_FOUR[:3], 3, False),                  # not all four upgraded
    (2, ALL_FOUR, 2, False),                      # cannot pay 3 EX
    (2, ALL_FOUR, 3, True),
])
def test_critical_art_active_only_on_round_two_with_all_four_abilities_upgraded(rnd, upgraded, ex, active):
    """Rulebook: Critical Arts -- "Once a player has flipped to their R2 side and upgraded all four of
    their ability cards, their critical art becomes active"; it costs any meter card and 3 EX."""
    game = position(fighters=[{"hand": ["shoto_03", "shoto_01"], "meter": ["shoto_07", "shoto_04"],
                               "round": rnd, "upgraded": upgraded, "ex": ex}])
    expected = ["P1 critical shoto_07", "P1 critical shoto_04"] if active else []
    assert options(game, "critical") == expected


def test_critical_art_costs_any_meter_card_and_three_ex():
    """Rulebook: Critical Arts -- "discard any icon from their combo meter as well as 3 EX tokens".
    Ryu's Shinku Hadoken: long 5 target 3."""
    game = position(fighters=[{"space": "D4", "hand": ["shoto_03", "shoto_01"], "meter": ["shoto_04"],
                               "round": 2, "upgraded": ALL_FOUR, "ex": 3}],
                    enemies=[{"kind": "elite", "space": "D3"}, {"kind": "standard", "space": "D2"},
                             {"kind": "standard", "space": "C4"}, {"kind": "standard", "space": "D4"}],
                    dice=[1, 1, 1, 0, 0])
    do(game, "P1 critical shoto_04")
    f = game.s["fighters"][0]
    assert (f["ex"], f["meter"], f["discard"]) == (0, [], ["shoto_04"])
    assert game.pending.prompt == "P1: resolve long-range attack 5 (up to 3 targets) (action 1 of 1) or skip"
    assert options(game) == ["P1 skip", "P1 target m1", "P1 target m2", "P1 target m3"]  # not m4 (same space)
    do(game, "P1 target m1", "P1 target m2", "P1 target m3")
    assert not {"m1", "m2", "m3"} & set(game.s["enemies"])  # 3 successes vs 3, 1, 1
    assert f["ex"] == 3  # rewards 2 + 1 + 1, capped at 3 (all abilities already upgraded)


def test_empty_style_deck_reshuffles_the_discard_pile():
    """docs/rules.md: Empty style deck -- a fighter who must draw from an empty deck shuffles their discard
    pile into a new deck."""
    rest = ["shoto_01", "shoto_02", "shoto_05", "shoto_06", "shoto_08", "shoto_09", "shoto_10",
            "shoto_11", "shoto_12", "shoto_13", "shoto_14"]
    game = position(fighters=[{"hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"], "deck": [],
                               "discard": rest}], played=2, nemesis=quiet_deck())
    do(game, "P1 end")
    f = game.s["fighters"][0]
    assert len(f["hand"]) == 4 and set(f["hand"]) >= {"shoto_03", "shoto_04"}
    assert (len(f["deck"]), f["discard"]) == (9, [])
    assert sorted(f["hand"] + f["deck"] + f["meter"]) == sorted(rest + ["shoto_03", "shoto_04", "shoto_07"])
    assert any(e["text"] == "P1 shuffles their discard pile into a new style deck." for e in game.s["log"])


def quick_step_position():
    """Ken at A4 with a Shadaloo Grunt, two cards to play and two cards for Quick Step in the combo meter."""
    ken = [{"fighter": "ken", "style": "rushdown", "rival": "cammy"}]
    return position(setup={"players": ken},
                    fighters=[{"space": "A4", "hand": ["rushdown_01", "rushdown_02"],
                               "meter": ["rushdown_05", "rushdown_08"]}],
                    enemies=[{"kind": "standard", "space": "A4"}], dice=[0, 0, 0])


def test_charge_on_an_ability_performed_between_the_two_cards_is_not_boosted():
    """docs/rules.md: Charge on an ability -- after the first card only one card has been played: Quick
    Step's melee 1 charge stays melee 1; after the second card it is melee 2."""
    game = quick_step_position()
    do(game, "P1 sprint rushdown_01", "P1 skip")
    do(game, "P1 ability ken_quick_step rushdown_05", "P1 skip")
    assert game.pending.prompt == "P1: resolve melee attack 1 (action 2 of 2) or skip"
    do(game, "P1 skip", "P1 sprint rushdown_02", "P1 skip", "P1 ability ken_quick_step rushdown_08", "P1 skip")
    assert game.pending.prompt == "P1: resolve melee attack 2 (action 2 of 2) or skip"


def test_charge_on_an_ability_applies_once_two_cards_are_played():
    """docs/rules.md: Charge on an ability -- Charge applies when the active player has already played two
    cards this turn. Ken's Quick Step (joystick: move 2, melee 1 charge)."""
    game = quick_step_position()
    do(game, "P1 ability ken_quick_step rushdown_05", "P1 skip")
    assert game.pending.prompt == "P1: resolve melee attack 1 (action 2 of 2) or skip"
    do(game, "P1 skip", "P1 sprint rushdown_01", "P1 skip", "P1 sprint rushdown_02", "P1 skip")
    do(game, "P1 ability ken_quick_step rushdown_08", "P1 skip")
    assert game.pending.prompt == "P1: resolve melee attack 2 (action 2 of 2) or skip"
