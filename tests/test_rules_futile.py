"""Rulebook: Card and Ability Actions -- "Each action is optional ... a player may choose to skip an
action": a card or ability whose actions all find nothing to do stays legal, and the engine says so
before it is chosen (docs/rules.md, *Choices that would do nothing*; legends/engine/futility.py).
Minion and Rival Activations (Stun): the prompt says when the deciding fighter is stunned.

Shadaloo Base: walls B1|C1, B2|C2, D1|E1, D2|E2, D4|E4, C4|C5; a door in D3|E3."""
from legends.engine import Action

from helpers import do, position

BIRDIE = {"setup": {"players": [{"fighter": "birdie", "style": "grappler", "rival": "cammy"}]}}
# Murderer Chain (short 1 reach 1, pull) paid by Command Grab; Break Time (heal 1) by Running Bear
# Hug + Lariat
METER = ["grappler_02", "grappler_04", "grappler_07"]


def birdie(health=4, ex=0, enemies=(), **fighter):
    return position(**BIRDIE, fighters=[{"space": "A4", "health": health, "ex": ex,
                                         "hand": ["grappler_05", "grappler_09"], "meter": METER, **fighter}],
                    enemies=list(enemies))


def futile(game, text):
    return game.view.futile(Action.parse(text))


def test_choices_that_would_do_nothing_an_attack_and_a_pull_with_no_one_near():
    """Murderer Chain with nobody within reach: its attack has no target and its pull no one to pull
    (the playtest: 2 combo-meter cards discarded for nothing). It is still offered."""
    game = birdie(enemies=[{"kind": "standard", "space": "F1"}])
    chain = "P1 ability birdie_murderer_chain grappler_02"
    assert chain in [str(a) for a in game.legal_actions()]
    assert futile(game, chain) == "no target in range; no one to pull"
    assert futile(game, "P1 play grappler_05") == "no target in range"          # Body Slam: melee 4


def test_choices_that_would_do_nothing_not_when_one_action_finds_something():
    """An enemy next door: the attack (short 1, reach 1) has a target, the pull someone to pull."""
    game = birdie(enemies=[{"kind": "standard", "space": "B4"}])
    assert futile(game, "P1 ability birdie_murderer_chain grappler_02") is None
    assert futile(game, "P1 play grappler_09") is None                           # Armored Advance: move 1
    assert futile(game, "P1 sprint grappler_05") is None


def test_choices_that_would_do_nothing_a_heal_at_full_health():
    """Break Time (recover 1 health) at full health does nothing; one health down, it heals."""
    pay = "P1 ability birdie_break_time grappler_04,grappler_07"
    assert futile(birdie(health=4), pay) == "already at full health"
    assert futile(birdie(health=3), pay) is None


def test_choices_that_would_do_nothing_a_heal_and_ex_at_full_health():
    """Upgraded Break Time (heal 1, gain 1 EX): with EX to gain it does something; at full health
    with a full gauge and every ability upgraded, nothing (the EX would be lost)."""
    all_up = ["birdie_break_time", "birdie_bull_head", "birdie_bull_horn", "birdie_murderer_chain"]
    pay = "P1 ability birdie_break_time grappler_04"
    assert futile(birdie(upgraded=["birdie_break_time"], ex=3), pay) is None       # overflow: an upgrade
    assert futile(birdie(upgraded=all_up, ex=3, round=2), pay) == "already at full health; EX gauge already full"
    assert futile(birdie(upgraded=all_up, ex=1, round=2), pay) is None


def test_stunned_fighters_the_prompt_says_so_and_how_to_stand_up():
    """Stun: "The next time that fighter plays a card, they may not resolve any actions on that card
    ... a fighter may discard an EX token to stand" -- said when the card is chosen, with or without
    the EX to stand up first (standing up is its own option, "Stand up", when it is legal)."""
    game = birdie(stunned=True, ex=1)
    assert game.pending.prompt == "P1 (Birdie): play style card 1 of 2 (stunned: it resolves no actions)"
    assert "P1 stand" in [str(a) for a in game.legal_actions()]
    assert futile(game, "P1 play grappler_09") is None          # not "nothing": it stands the fighter up
    game = birdie(stunned=True, ex=0)
    assert game.pending.prompt == "P1 (Birdie): play style card 1 of 2 (stunned: it resolves no actions)"
    do(game, "P1 play grappler_09")
    assert game.pending.prompt == "P1 (Birdie): play style card 2 of 2"
