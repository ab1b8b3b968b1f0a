"""Rulebook: Damaging a Fighter (health, blocking, KO on R1 and R2) and the Objective's loss by defeat.

Each position is the end of P1's fighter phase on Shadaloo Base; an Enforcer (short 1 boost: 2 damage)
next to P1 at D4 shoots in the nemesis phase (see tests/test_rules_content.py: nemesis_phase).
"""
import pytest

from legends.engine import IllegalAction

from helpers import do, options
from test_rules_content import nemesis_phase, take_all

ENFORCER_AT_D3 = [{"kind": "elite", "space": "D3"}]


def ryu(**extra):
    return {"space": "D4", "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"], **extra}


def damage_log(game):
    return [e["text"] for e in game.s["log"] if e["kind"] in ("damage", "ko", "block", "end")]


def test_damaging_a_fighter_removes_one_health_token_per_damage():
    """Rulebook: Damaging a Fighter -- "remove 1 green health token from their fighter board for each
    damage dealt ... if a fighter is dealt 2 damage, that fighter must remove 2"."""
    game = nemesis_phase(fighters=[ryu()], enemies=ENFORCER_AT_D3)
    assert game.pending.kind == "block"
    assert game.pending.prompt == ("P1: Shadaloo Enforcer (M1) deals 2 damage; discard a combo-meter card to "
                                   "cancel 1, or take it")
    do(game, "P1 take")
    f = game.s["fighters"][0]
    assert (f["health"], f["round"]) == (2, 1)
    assert damage_log(game) == ["Shadaloo Enforcer (M1): P1 (Ryu) suffers 2 damage."]


def test_blocking_by_discarding_meter_cards_one_damage_each():
    """Rulebook: Damaging a Fighter -- "A fighter may cancel 1 damage dealt to them by discarding 1 card from
    their combo meter. This may be performed multiple times to cancel more than 1 damage.\""""
    game = nemesis_phase(fighters=[ryu(meter=["shoto_07", "shoto_09"])], enemies=ENFORCER_AT_D3)
    assert options(game) == ["P1 take", "P1 block shoto_07", "P1 block shoto_09"]
    do(game, "P1 block shoto_09")
    assert game.pending.prompt.startswith("P1: Shadaloo Enforcer (M1) deals 1 damage")
    do(game, "P1 block shoto_07")
    f = game.s["fighters"][0]
    assert (f["health"], f["meter"], f["discard"]) == (4, [], ["shoto_09", "shoto_07"])
    assert damage_log(game) == ["P1 blocks 1 damage.", "P1 blocks 1 damage."]


def test_blocking_part_of_the_damage_and_taking_the_rest():
    """Rulebook: Damaging a Fighter -- blocking is optional and per damage."""
    game = nemesis_phase(fighters=[ryu(meter=["shoto_07", "shoto_09"])], enemies=ENFORCER_AT_D3)
    do(game, "P1 block shoto_07", "P1 take")
    f = game.s["fighters"][0]
    assert (f["health"], f["meter"]) == (3, ["shoto_09"])


def test_damaging_a_fighter_without_meter_cards_cannot_block():
    """Rulebook: Damaging a Fighter -- blocking needs a combo-meter card to discard."""
    game = nemesis_phase(fighters=[ryu(meter=[], ex=3)], enemies=ENFORCER_AT_D3)
    assert game.pending.kind == "main"  # the damage was taken without a decision
    assert game.s["fighters"][0]["health"] == 2


def test_damaging_a_fighter_ko_on_round_one_flips_to_round_two_with_full_health():
    """Rulebook: Damaging a Fighter -- "If a fighter is KO'd when their fighter card has the Round 1 (R1)
    side up, flip that card to the Round 2 (R2) side and refill the fighter's health with 4 health
    tokens ... Any excess damage ... does not carry over". 2 damage on 1 health: R2 with 4, not 3."""
    game = take_all(nemesis_phase(fighters=[ryu(health=1)], enemies=ENFORCER_AT_D3))
    f = game.s["fighters"][0]
    assert (f["round"], f["health"]) == (2, 4)
    assert damage_log(game) == ["Shadaloo Enforcer (M1): P1 (Ryu) suffers 2 damage.",
                                "Ryu is KO'd and flips to Round 2 with full health."]
    assert game.result is None and game.pending.kind == "main"


def test_damaging_a_fighter_ko_on_exactly_the_last_health_token():
    """Rulebook: Damaging a Fighter -- "When a fighter's 4th and final health token is removed, that fighter
    is KO'd.\""""
    game = take_all(nemesis_phase(fighters=[ryu(health=2)], enemies=ENFORCER_AT_D3))
    f = game.s["fighters"][0]
    assert (f["round"], f["health"]) == (2, 4)


def test_damaging_a_fighter_ko_on_round_two_defeats_the_fighter_and_the_game_is_lost():
    """Rulebook: Damaging a Fighter / Objective -- "If a fighter is KO'd when their fighter card has the R2
    side up, they are defeated and the game is lost.\""""
    game = take_all(nemesis_phase(fighters=[ryu(health=2, round=2)], enemies=ENFORCER_AT_D3))
    assert game.is_over()
    assert game.result == {"winner": "nemesis", "reason": "Ryu is defeated in Round 2. The fighters lose.",
                           "turns": 1}
    assert game.s["fighters"][0]["health"] == 0
    assert game.pending.kind == "over" and game.legal_actions() == []
    with pytest.raises(IllegalAction, match="the game is over"):
        do(game, "P1 play shoto_03")


def test_damaging_a_fighter_any_fighter_defeated_loses_for_everyone():
    """Rulebook: Objective -- "The fighters lose if: Any fighter is defeated" (here P2, not the active
    player, in Round 2 next to a Grunt that picks them as the nearest fighter)."""
    players = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
               {"fighter": "ken", "style": "rushdown", "rival": "juri"}]
    game = take_all(nemesis_phase(setup={"players": players},
                                  fighters=[ryu(space="A4"), {"space": "F6", "health": 1, "round": 2}],
                                  enemies=[{"kind": "standard", "space": "F5"}]))
    assert game.result["winner"] == "nemesis"
    assert game.result["reason"] == "Ken is defeated in Round 2. The fighters lose."
