"""Rulebook: Setup (Stage, Fighter, Nemesis and Rival Setup) and Game Flow.

Each test is a small position, the decisions taken, and the exact result.
"""
import pytest

from legends.engine import Game, IllegalAction
from legends.engine.setup import SetupError, nemesis_deck

from helpers import do, options
from test_rules_content import BOX, position

PLAYERS = [
    {"fighter": "ryu", "style": "shoto", "rival": "cammy"},
    {"fighter": "ken", "style": "rushdown", "rival": "juri"},
    {"fighter": "chun_li", "style": "aerial", "rival": "fang"},
    {"fighter": "zangief", "style": "grappler", "rival": "akuma"},
]


def new_game(n=1, **extra):
    setup = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 3,
             "players": PLAYERS[:n], **extra}
    return Game.new(setup, BOX)


def place_all_rivals(game):
    """Place every rival on the first free spawn location offered."""
    while game.pending.kind == "place_rival":
        game.apply(game.legal_actions()[0])
    return game


# --- Fighter Setup ---------------------------------------------------------------

def test_fighter_setup_four_health_round_one_standard_abilities_hand_of_four_on_start():
    """Rulebook: Setup / Fighter Setup -- fill the health bar with 4 health tokens, fighter card R1
    side up, ability cards standard side up, shuffle the style deck and draw 4, miniature on the
    starting space."""
    game = place_all_rivals(new_game(2))
    start = BOX.stages["shadaloo_base"].start
    assert len(game.s["fighters"]) == 2
    for f, p in zip(game.s["fighters"], PLAYERS):
        assert f["id"] == p["fighter"] and f["style"] == p["style"]
        assert f["health"] == 4
        assert f["round"] == 1
        assert f["ex"] == 0
        assert f["stunned"] is False
        assert f["upgraded"] == []
        assert len(f["hand"]) == 4
        assert len(f["deck"]) == 10
        assert f["meter"] == [] and f["discard"] == []
        assert sorted(f["hand"] + f["deck"]) == sorted(c.id for c in BOX.styles[p["style"]].cards)
        assert f["space"] == start == "A4"


def test_fighter_setup_style_deck_is_shuffled():
    """Rulebook: Setup / Fighter Setup -- "Shuffle the deck ... then draw 4 cards": the deck order
    depends on the seed, not on the printed order."""
    orders = {tuple(Game.new({"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison",
                              "seed": seed, "players": PLAYERS[:1]}, BOX).s["fighters"][0]["hand"])
              for seed in range(1, 6)}
    assert len(orders) > 1


# --- Stage Setup -------------------------------------------------------------------

def test_stage_setup_minions_placed_on_the_spaces_of_the_setup_diagram():
    """Rulebook: Setup / Stage Setup -- "Place minion tokens on the spaces indicated in the setup
    diagram" (Shadaloo Base: a standard minion in the armory, F1, and one in the hangar, D6)."""
    game = new_game(1)
    minions = {e["id"]: (e["kind"], e["space"]) for e in game.s["enemies"].values()
               if e["kind"] in ("standard", "elite")}
    assert minions == {"m1": ("standard", "F1"), "m2": ("standard", "D6")}
    assert game.s["supply"] == {"standard": 3, "elite": 3}


def test_stage_setup_objective_tokens_placed_face_down():
    """Rulebook: Objective Tokens -- "placed objective token icon side up" (hidden) on the stage's
    marked spaces, unless specified otherwise."""
    game = new_game(1)
    assert game.s["objectives"] == [
        {"space": "D1", "icon": "punch", "revealed": False, "state": "on"},
        {"space": "console", "icon": "kick", "revealed": False, "state": "on"},
        {"space": "F2", "icon": "joystick", "revealed": False, "state": "on"},
        {"space": "E6", "icon": "punch", "revealed": False, "state": "on"},
    ]


# --- Nemesis Setup -----------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_nemesis_setup_deck_is_three_cards_plus_three_per_player(n):
    """Rulebook: Setup / Nemesis Setup -- remove the 3 Hard Mode cards, shuffle, and deal 3 cards plus
    3 cards per player; the nemesis begins off the map on its R1 side."""
    game = new_game(n)
    nem = game.s["nemesis"]
    assert len(nem["deck"]) == 3 + 3 * n
    assert len(set(nem["deck"])) == len(nem["deck"])
    assert not any(BOX.nemesis_card(c).hard for c in nem["deck"])
    assert nem["discard"] == []
    assert nem["round"] == 1 and nem["on_map"] is False and nem["track"] is None and nem["ex"] == 0
    assert game.s["enemies"]["nemesis"]["space"] is None


def test_nemesis_setup_hard_mode_swaps_the_hard_cards_for_the_standard_cards_of_the_same_name():
    """Rulebook: Setup / Nemesis Setup -- Hard Mode: "do not remove the 3 Hard Mode cards. Instead,
    remove the 3 standard cards of the same name." With 4 players the deck is the whole pool of 15."""
    hard = new_game(4, hard=True).s["nemesis"]["deck"]
    normal = new_game(4).s["nemesis"]["deck"]
    assert len(hard) == len(normal) == 15
    assert {"ambush_hard", "overwhelm_hard", "shock_troops_hard"} <= set(hard)
    assert not {"ambush", "overwhelm", "shock_troops"} & set(hard)
    assert not {"ambush_hard", "overwhelm_hard", "shock_troops_hard"} & set(normal)
    assert {"ambush", "overwhelm", "shock_troops"} <= set(normal)
    # every card name appears exactly once in either mode
    assert len({BOX.nemesis_card(c).name for c in hard}) == 15
    assert set(hard) - set(normal) == {"ambush_hard", "overwhelm_hard", "shock_troops_hard"}
    assert sorted(nemesis_deck(BOX, 4, True)) == sorted(hard)


# --- Rival Setup ---------------------------------------------------------------------

def test_rival_setup_rivals_placed_one_at_a_time_on_spawn_locations_without_a_rival():
    """Rulebook: Setup / Rival Setup -- "One at a time, each player places their assigned rival on any
    spawn location that does not already contain a rival" (starting with the first player)."""
    game = new_game(3, first=1)
    assert game.pending.kind == "place_rival" and game.pending.seat == 1
    assert options(game) == ["P2 place_rival 1", "P2 place_rival 2", "P2 place_rival 3"]
    do(game, "P2 place_rival 2")
    assert game.s["enemies"]["r:juri"]["space"] == "F4"
    assert game.pending.seat == 2
    assert options(game) == ["P3 place_rival 1", "P3 place_rival 3"]
    with pytest.raises(IllegalAction):
        do(game, "P3 place_rival 2")
    do(game, "P3 place_rival 3")
    assert options(game) == ["P1 place_rival 1"]
    do(game, "P1 place_rival 1")
    rivals = {e["id"]: (e["space"], e["round"], e["seat"]) for e in game.s["enemies"].values()
              if e["kind"] == "rival"}
    assert rivals == {"r:cammy": ("E1", 1, 0), "r:juri": ("F4", 1, 1), "r:fang": ("C6", 1, 2)}
    assert [f["rivals"] for f in game.s["fighters"]] == [["r:cammy"], ["r:juri"], ["r:fang"]]
    # setup done: the first player's fighter phase begins
    assert game.pending.kind == "main" and game.pending.seat == 1


def test_rivals_when_there_are_more_players_than_spawn_locations_the_fourth_shares_one():
    """Rulebook: Setup / Rival Setup -- with 4 players and 3 spawn locations the last rival cannot find
    an empty one; the engine lets it share any spawn location (docs/rules.md judgement call)."""
    game = new_game(4)
    for text in ("P1 place_rival 1", "P2 place_rival 2", "P3 place_rival 3"):
        do(game, text)
    assert options(game) == ["P4 place_rival 1", "P4 place_rival 2", "P4 place_rival 3"]
    do(game, "P4 place_rival 2")
    assert game.s["enemies"]["r:akuma"]["space"] == "F4" == game.s["enemies"]["r:juri"]["space"]


def test_setup_each_seat_needs_a_different_rival_and_fighter():
    """Rulebook: Setup / Rival Setup -- each player is assigned their own rival (and fighter)."""
    with pytest.raises(SetupError, match="different rival"):
        Game.new({"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison",
                  "players": [PLAYERS[0], {**PLAYERS[1], "rival": "cammy"}]}, BOX)
    with pytest.raises(SetupError, match="different fighter"):
        Game.new({"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison",
                  "players": [PLAYERS[0], {**PLAYERS[1], "fighter": "ryu"}]}, BOX)


# --- Game Flow -------------------------------------------------------------------------

def sprint_twice(game, seat):
    """Play the first two cards of the hand for Sprint, without moving."""
    p = f"P{seat + 1}"
    for _ in range(2):
        card = game.s["fighters"][seat]["hand"][0]
        do(game, f"{p} sprint {card}", f"{p} skip")
    while game.pending.kind == "main" and game.pending.seat == seat and options(game, "end"):
        do(game, f"{p} end")


def test_first_player_is_chosen_and_turns_pass_clockwise_from_them():
    """Rulebook: Game Flow -- "Players take turns in clockwise order, beginning with a first player of
    their choosing" (seat order P3, P1, P2, P3 ...)."""
    game = position(setup={"players": PLAYERS[:3], "first": 2},
                    fighters=[{"hand": ["shoto_07", "shoto_09", "shoto_14", "shoto_02"]},
                              {"hand": ["rushdown_05", "rushdown_08", "rushdown_14", "rushdown_01"]},
                              {"hand": ["aerial_04", "aerial_11", "aerial_13", "aerial_01"]}])
    seen = []
    for _ in range(4):
        assert game.pending.kind == "main"
        seen.append((game.s["turn"], game.s["active"]))
        sprint_twice(game, game.s["active"])
    assert seen == [(1, 2), (2, 0), (3, 1), (4, 2)]
    turns = [e["text"] for e in game.s["log"] if e["kind"] == "turn"]
    assert turns[:3] == ["Turn 2: P1 (Ryu) is the active player.", "Turn 3: P2 (Ken) is the active player.",
                         "Turn 4: P3 (Chun-Li) is the active player."]


def test_game_flow_fighter_phase_then_nemesis_phase():
    """Rulebook: Game Flow -- "the active player will perform a Fighter Phase and then a Nemesis
    Phase": play 2, draw 2, then activate minions, then rivals, then draw and resolve 1 nemesis card."""
    game = position(fighters=[{"space": "A4", "hand": ["shoto_03", "shoto_04", "shoto_07", "shoto_01"]}],
                    enemies=[{"kind": "standard", "space": "D1"}, {"kind": "rival", "rival": "cammy", "space": "F6"}],
                    nemesis={"deck": ["hold_the_line", "regroup", "ambush", "cornered", "overwhelm", "reinforcements"]})
    do(game, "P1 sprint shoto_03", "P1 skip", "P1 sprint shoto_04", "P1 skip")
    log = game.s["log"]
    kinds = [(e["kind"], e.get("who")) for e in log if e["auto"]]
    phase = kinds.index(("phase", None))
    grunt = kinds.index(("move", "m1"))
    rival = kinds.index(("move", "r:cammy"))
    card = kinds.index(("ncard", None))
    spawn = kinds.index(("spawn", "m2"))
    turn = kinds.index(("turn", None))
    assert phase < grunt < rival < card < spawn < turn
    assert next(e["text"] for e in log if e["kind"] == "phase") == "P1 draws 2. Nemesis phase."
    assert game.s["turn"] == 2 and game.s["active"] == 0 and game.pending.kind == "main"
