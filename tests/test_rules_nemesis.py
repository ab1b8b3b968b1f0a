"""Rulebook: Nemesis Cards, Advancing the Nemesis, Nemesis Abilities (EX), Spawning the Nemesis.

Each position is the end of P1's fighter phase on Shadaloo Base (spawn locations 1 E1, 2 F4, 3 C6);
P1 ends it and the nemesis phase draws the top nemesis card (tests/test_rules_content.py).

M. Bison (pinned copy): R1 circle Psycho Reserve [ex] / [move 1 @standard, melee 1 @standard];
triangle Shadaloo Orders [move 2 @elite, short 1 @elite]; square Dictator's Call [spawn standard on 2]
/ [ex]. R2 circle Psycho Crusher [move 3, melee 2]. EX ability Psycho Power: +1 damage. Health track
[3, 4, 4, 5, 5, 6], tracker start by players {1: 3, 2: 2, 3: 1, 4: 0}.
Sagat: R1 circle Tiger's Patience [ex] / [ex].
Cards: Second Wave (square; standard on 3), Hold the Line (circle; standard on 2), Crossfire (square;
standard on 2, elite on 3), Pincer Attack (circle; standards on 1 and 3).
"""
import pytest

from legends.engine import Action
from test_rules_content import BOX, nemesis_phase, take_all

PLAYERS = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
           {"fighter": "ken", "style": "rushdown", "rival": "juri"},
           {"fighter": "chun_li", "style": "aerial", "rival": "fang"},
           {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]
OTHERS = ["regroup", "ambush", "cornered", "overwhelm", "reinforcements", "sneak_attack", "surrounded",
          "heavy_hitters", "flanking_maneuver", "shock_troops", "call_for_backup", "pincer_attack",
          "second_wave", "crossfire", "hold_the_line"]  # the 15 standard cards


def ryu(space="A4", **extra):
    return {"space": space, "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"], **extra}


def deck(*top, n=6):
    cards = list(top) + [c for c in OTHERS if c not in top]
    return cards[:n]


def auto_log(game, *kinds):
    return [e["text"] for e in game.s["log"] if e["auto"] and e["kind"] in kinds]


def minions(game):
    return sorted((e["id"], e["kind"], e["space"]) for e in game.s["enemies"].values()
                  if e["kind"] in ("standard", "elite"))


# --- Nemesis Cards ------------------------------------------------------------------------------

def test_nemesis_cards_resolve_the_matching_board_ability_then_the_spawn_window():
    """Rulebook: Nemesis Cards -- "match the nemesis icon on the card with the corresponding ability on the
    nemesis board. This ability must be resolved. Then, populate the map with new minions as indicated by
    the spawning window". Second Wave (square): Dictator's Call spawns on 2 and gives 1 EX; then the
    card's own spawn window places a standard on 3."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu()],
                         nemesis={"deck": deck("second_wave")})
    nem = game.s["nemesis"]
    assert auto_log(game, "ncard", "spawn", "nex") == [
        "Nemesis card Second Wave (square): Dictator's Call.",
        "A Shadaloo Grunt spawns on spawn location 2 (F4).",
        "M. Bison gains 1 EX (now 1).",
        "A Shadaloo Grunt spawns on spawn location 3 (C6).",
    ]
    assert minions(game) == [("m1", "standard", "F4"), ("m2", "standard", "C6")]
    assert game.s["supply"]["standard"] == 3
    assert (nem["ex"], nem["discard"], len(nem["deck"])) == (1, ["second_wave"], 5)
    assert nem["on_map"] is False and nem["round"] == 1


def test_nemesis_abilities_minion_actions_performed_by_the_marked_minion_type():
    """Rulebook: Nemesis Abilities -- "An action listed with the Standard minion icon or Elite minion icon
    is to be performed by the indicated minion type." Psycho Reserve's [move 1 @standard, melee 1
    @standard] moves the (dazed) Grunt onto P1 and hits; the (dazed) Enforcer stays."""
    game = take_all(nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu("D4")],
                                  enemies=[{"kind": "standard", "space": "D3", "skip": True},
                                           {"kind": "elite", "space": "D2", "skip": True}],
                                  nemesis={"deck": deck("hold_the_line")}))
    assert [(e["who"], e["from"], e["to"]) for e in game.s["log"] if e["kind"] == "move"] == [("m1", "D3", "D4")]
    assert game.s["enemies"]["m2"]["space"] == "D2"
    assert game.s["fighters"][0]["health"] == 3
    assert game.s["nemesis"]["ex"] == 1



def test_nemesis_cards_a_row_for_a_minion_type_not_on_the_map_says_it_does_nothing():
    """Rulebook: Nemesis Cards -- the matching ability "must be resolved"; a row whose actions are marked
    for a minion type with none on the map is resolved by nobody, and the log says so. Regroup
    (triangle): Shadaloo Orders [move 2 @elite, short 1 @elite] with only a Grunt on the map."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu()],
                         enemies=[{"kind": "standard", "space": "D3", "skip": True}],
                         nemesis={"deck": deck("regroup")})
    assert auto_log(game, "ncard", "nrow") == [
        "Nemesis card Regroup (triangle): Shadaloo Orders.",
        "No Shadaloo Enforcer on the map: Shadaloo Orders's row does nothing.",
    ]
    assert game.s["enemies"]["m1"]["space"] == "D3"


def test_who_minions_target_in_a_nemesis_ability_the_active_player():
    """docs/rules.md: Who minions target in a nemesis ability -- the active player, like the nemesis. The
    Grunt next to P2 walks toward P1 instead."""
    game = nemesis_phase(setup={"nemesis": "bison", "players": PLAYERS[:2]},
                         fighters=[ryu("A1"), {"space": "D2", "hand": ["rushdown_01", "rushdown_02"]}],
                         enemies=[{"kind": "standard", "space": "D1", "skip": True}],
                         nemesis={"deck": deck("hold_the_line", n=9)})
    assert game.s["enemies"]["m1"]["space"] == "C1"
    assert game.s["fighters"][1]["health"] == 4


def test_nemesis_abilities_the_nemesis_targets_the_active_player():
    """Rulebook: Nemesis Abilities -- "When resolving a nemesis ability, a nemesis will always target the
    active player". Bison (R2, on the map at F4 with P2) runs Psycho Crusher [move 3, melee 2] at P1."""
    game = nemesis_phase(setup={"nemesis": "bison", "players": PLAYERS[:2]},
                         fighters=[ryu("E5"), {"space": "F4", "hand": ["rushdown_01", "rushdown_02"]}],
                         nemesis={"space": "F4", "deck": deck("hold_the_line", n=9)})
    moves = [e for e in game.s["log"] if e["kind"] == "move" and e["who"] == "nemesis"]
    assert [(m["from"], m["to"]) for m in moves] == [("F4", "E5")]
    assert (game.pending.kind, game.pending.seat) == ("block", 0)
    take_all(game)
    assert game.s["fighters"][0]["health"] == 2
    assert game.s["fighters"][1]["health"] == 4


def test_the_nemesis_off_the_map_still_gains_ex_and_its_own_attacks_do_nothing():
    """docs/rules.md: The nemesis off the map -- its own actions do nothing until it spawns; it still gains
    EX. (Sagat's Tiger's Patience: [ex] / [ex].)"""
    game = nemesis_phase(fighters=[ryu()])
    assert game.s["nemesis"]["ex"] == 2
    assert game.s["enemies"]["nemesis"]["space"] is None


def test_nemesis_ex_has_no_limit():
    """Rulebook: Nemesis Abilities -- "Unlike fighters, there is no limit to the number of EX tokens a
    nemesis can hold at one time.\""""
    game = nemesis_phase(fighters=[ryu()], nemesis={"deck": deck("hold_the_line"), "ex": 9})
    assert game.s["nemesis"]["ex"] == 11


@pytest.mark.parametrize("ex,damage,left", [(0, 2, 0), (2, 3, 1)])
def test_ex_ability_the_nemesis_spends_one_ex_when_it_attacks(ex, damage, left):
    """Rulebook: Nemesis Abilities -- "When a nemesis with an EX ability performs an attack, discard 1 EX
    token from that nemesis to activate the EX ability". Psycho Power: +1 damage to Psycho Crusher's
    melee 2."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu("D4")],
                         nemesis={"space": "D4", "ex": ex, "deck": deck("hold_the_line")})
    attack = next(e for e in game.s["log"] if e["kind"] == "enemy_attack")
    assert (attack["who"], attack["amount"]) == ("nemesis", damage)
    assert game.s["nemesis"]["ex"] == left
    spent = [t for t in auto_log(game, "nex") if "spends" in t]
    assert spent == (["M. Bison spends 1 EX: Psycho Power."] if ex else [])


# --- Advancing the Nemesis -----------------------------------------------------------------------

def test_advancing_the_nemesis_when_a_minion_cannot_spawn_discard_and_resolve_the_next_card_ability_only():
    """Rulebook: Advancing the Nemesis -- "If ever a minion is to spawn, but cannot because there are not
    enough tokens of that type in the supply, the nemesis advances. Discard the top card of the nemesis
    deck and resolve the nemesis ability associated with the nemesis icon on that card. Do not resolve its
    spawning window." Hold the Line needs a standard (none left): Crossfire is discarded, its square
    ability resolves (Dictator's Call, whose own spawn fails too and advances again: Regroup's Shadaloo
    Orders, with no elite to act; then its +1 EX), and neither card's spawn window is placed."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu()], supply={"standard": 0},
                         nemesis={"deck": deck("hold_the_line", "crossfire")})
    nem = game.s["nemesis"]
    assert auto_log(game, "ncard", "advance") == [
        "Nemesis card Hold the Line (circle): Psycho Reserve.",
        "No standard minion left in the supply: the nemesis advances.",
        "Nemesis advances: discards Crossfire (square): Dictator's Call.",
        "No standard minion left in the supply: the nemesis advances.",
        "Nemesis advances: discards Regroup (triangle): Shadaloo Orders.",
    ]
    assert minions(game) == []
    assert game.s["supply"] == {"standard": 0, "elite": 3}
    assert nem["ex"] == 2  # Psycho Reserve 1 + Dictator's Call 1
    assert nem["discard"] == ["regroup", "crossfire", "hold_the_line"]
    assert nem["deck"] == deck("hold_the_line", "crossfire")[3:]


def test_advancing_the_nemesis_if_ever_a_minion_is_to_spawn_a_nemesis_ability_spawn_advances_too():
    """Rulebook: Advancing the Nemesis -- "If ever a minion is to spawn, but cannot": a spawn written on a
    nemesis ability counts as much as a spawn window. Second Wave (square): Bison's Dictator's Call places
    a standard on spawn location 2, but none is left: the nemesis advances (Regroup's Shadaloo Orders)
    before the ability's [ex] row; then Second Wave's own spawn window (standard on 3) advances again
    (Ambush: Psycho Reserve, +1 EX)."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu()], supply={"standard": 0},
                         nemesis={"deck": deck("second_wave")})
    assert auto_log(game, "ncard", "advance", "nex") == [
        "Nemesis card Second Wave (square): Dictator's Call.",
        "No standard minion left in the supply: the nemesis advances.",
        "Nemesis advances: discards Regroup (triangle): Shadaloo Orders.",
        "M. Bison gains 1 EX (now 1).",
        "No standard minion left in the supply: the nemesis advances.",
        "Nemesis advances: discards Ambush (circle): Psycho Reserve.",
        "M. Bison gains 1 EX (now 2).",
    ]
    assert minions(game) == []
    assert game.s["nemesis"]["discard"] == ["regroup", "ambush", "second_wave"]


def test_advancing_the_nemesis_an_ability_spawn_with_tokens_left_places_the_minion():
    """Rulebook: Advancing the Nemesis -- only a spawn that cannot happen advances: with a standard left,
    Dictator's Call places it on spawn location 2 (F4) and nothing is discarded from the deck."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu()], supply={"standard": 2},
                         nemesis={"deck": deck("second_wave")})
    assert minions(game) == [("m1", "standard", "F4"), ("m2", "standard", "C6")]
    assert auto_log(game, "advance") == []
    assert game.s["nemesis"]["discard"] == ["second_wave"]


def test_advancing_the_nemesis_once_per_minion_that_cannot_spawn():
    """Rulebook: Advancing the Nemesis -- each minion that cannot be placed advances the nemesis. Pincer
    Attack (standards on 1 and 3) with one standard left: the first spawns, the second advances."""
    game = nemesis_phase(fighters=[ryu()], supply={"standard": 1},
                         nemesis={"deck": deck("pincer_attack", "hold_the_line")})
    assert minions(game) == [("m1", "standard", "E1")]
    assert len(auto_log(game, "advance")) == 1
    assert game.s["nemesis"]["discard"] == ["hold_the_line", "pincer_attack"]
    assert game.s["nemesis"]["ex"] == 4  # Tiger's Patience twice


# --- Spawning the Nemesis -------------------------------------------------------------------------

@pytest.mark.parametrize("players,track", [(1, 3), (2, 2), (3, 1), (4, 0)])
def test_spawning_the_nemesis_when_the_deck_is_empty(players, track):
    """Rulebook: Spawning the Nemesis -- "When a player must draw a card from the nemesis deck, but the deck
    is empty, place the nemesis miniature on the board in spawn location 2. Flip the nemesis board to its
    Round 2 (R2) side and place the nemesis health track token on the space indicated for your player
    count. Reshuffle the discarded nemesis cards to create a new nemesis deck. Then, draw and resolve the
    top card of the nemesis deck.\""""
    n_cards = 3 + 3 * players
    fighters = [ryu("A1")] + [{"space": "A1"} for _ in range(players - 1)]
    game = nemesis_phase(setup={"nemesis": "bison", "players": PLAYERS[:players]}, fighters=fighters,
                         nemesis={"deck": [], "discard": deck(n=n_cards)})
    take_all(game)
    nem = game.s["nemesis"]
    spawn = next(e for e in game.s["log"] if e["kind"] == "nemesis_spawn")
    assert (spawn["who"], spawn["to"]) == ("nemesis", "F4")
    assert (nem["on_map"], nem["round"], nem["track"]) == (True, 2, track)
    assert auto_log(game, "nemesis_spawn") == [
        "The nemesis deck is empty: M. Bison spawns on spawn location 2 (F4)! Nemesis board flips to Round 2."]
    assert auto_log(game, "reshuffle") == [f"The nemesis discard pile is reshuffled into a new deck of {n_cards}."]
    drawn = [e for e in game.s["log"] if e["kind"] == "ncard"]
    assert len(drawn) == 1
    assert (len(nem["deck"]), nem["discard"]) == (n_cards - 1, [drawn[0]["card"]])
    assert sorted(nem["deck"] + nem["discard"]) == sorted(deck(n=n_cards))


def test_spawning_the_nemesis_then_its_round_two_abilities_resolve():
    """Rulebook: Nemesis Abilities -- "The abilities on the R1 side of the nemesis board are not the same as
    the abilities on the R2 side": the card drawn after spawning uses the R2 side."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu("A1")],
                         nemesis={"deck": [], "discard": deck(n=6)})
    drawn = next(e for e in game.s["log"] if e["kind"] == "ncard")
    r2_names = {"circle": "Psycho Crusher", "triangle": "Double Knee Press", "square": "Psycho Inferno"}
    assert any(drawn["text"].endswith(f"{name}.") for name in r2_names.values())


def test_empty_deck_after_the_nemesis_has_spawned_reshuffles_without_spawning_again():
    """docs/rules.md: Empty deck after the nemesis has spawned -- reshuffle, no second spawn."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu("A1")],
                         nemesis={"space": "C6", "track": 4, "deck": [], "discard": deck(n=6)})
    nem = game.s["nemesis"]
    assert auto_log(game, "nemesis_spawn") == []
    assert nem["track"] == 4 and nem["round"] == 2
    assert len(auto_log(game, "reshuffle")) == 1
    assert len(nem["deck"]) == 5


def test_advancing_with_an_empty_deck_spawns_the_nemesis_and_resolves_the_card_in_full():
    """docs/rules.md: Advancing with an empty deck -- the nemesis spawns and the card drawn then is resolved
    in full (its spawn window too)."""
    game = nemesis_phase(setup={"nemesis": "bison"}, fighters=[ryu("A1")], supply={"elite": 0},
                         nemesis={"deck": ["call_for_backup"], "discard": ["second_wave"] + deck(n=4)})
    nem = game.s["nemesis"]
    # Call for Backup's elite cannot spawn -> advance -> empty deck -> Bison spawns
    assert auto_log(game, "advance") == ["No elite minion left in the supply: the nemesis advances."]
    assert nem["on_map"] is True and nem["round"] == 2
    cards = [e for e in game.s["log"] if e["kind"] == "ncard"]
    assert len(cards) == 2
    assert cards[1]["text"].startswith("Nemesis card ")  # resolved, not "Nemesis advances: discards"
    spawned_after = [e for e in game.s["log"][game.s["log"].index(cards[1]):] if e["kind"] == "spawn"]
    assert len(spawned_after) == len(BOX.nemesis_card(cards[1]["card"]).spawns)


# --- Nemesis Abilities: moving "in the same manner" as a minion or rival --------------------------

@pytest.mark.parametrize("start,path", [("D4", None), ("D2", ["D2", "D3", "D4"])])
def test_nemesis_abilities_push_the_nemesis_stops_once_in_range_of_attacking(start, path):
    """Rulebook: Nemesis Abilities -- "Resolve each icon ... in the same manner as activating a minion or
    rival", and Minion and Rival Activations: it "will stop moving once it is in range of attacking its
    target". Sagat (R2, on the map) draws Second Wave (square): Tiger Knee Crush [move 2, push, melee 2].
    Sharing D4 with P1 he stays; from D2 he walks all the way into D4 (not a space short, in push range).
    Either way the push finds no fighter beside him, P1 stays on D4 and takes melee 2."""
    game = take_all(nemesis_phase(fighters=[ryu("D4")], nemesis={"space": start, "deck": deck("second_wave")}))
    moves = [e["path"] for e in game.s["log"] if e["kind"] == "move" and e["who"] == "nemesis"]
    assert moves == ([path] if path else [])
    assert (game.s["enemies"]["nemesis"]["space"], game.s["fighters"][0]["space"]) == ("D4", "D4")
    hits = [(e["who"], e["amount"]) for e in game.s["log"] if e["kind"] == "enemy_attack"]
    assert hits == [("nemesis", 2)]


def test_a_spawn_that_cannot_happen_wherever_it_is_written_vegas_bloody_rose_advances_the_nemesis():
    """docs/rules.md: A spawn that cannot happen, wherever it is written -- the shipped Vega's Bloody Rose
    (R1 square: a standard minion on spawn location 3) with no standard left in the supply: the nemesis
    advances, as it does for a nemesis card's spawn window."""
    from helpers import position as shipped
    game = shipped(setup={"nemesis": "vega"}, played=2, supply={"standard": 0},
                   fighters=[ryu()], nemesis={"deck": deck("second_wave", "hold_the_line")})
    game.apply(Action.parse("P1 end"))
    log = auto_log(game, "ncard", "advance")
    assert log[:3] == ["Nemesis card Second Wave (square): Bloody Rose.",
                       "No standard minion left in the supply: the nemesis advances.",
                       "Nemesis advances: discards Hold the Line (circle): Masquerade."]
    assert minions(game) == []
