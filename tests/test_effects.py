"""One test per effect of the registry (legends/content/catalog.py), each as a small position
in the test arena (tests/boxes.py). The rulebook calls these unique modifications
(*Modifying Cards and Actions*), passive abilities (*Minion and Rival Activations*),
stage rules and special loss conditions (*Stage Rules*, *Objective*)."""
from dataclasses import replace

import pytest

from legends.content import catalog as C
from legends.content.model import Passive
from legends.engine import Action
from legends.engine.effects import IMPLEMENTED

from boxes import arena_game, enemy_side, fighter, make_box, quiet_nemesis, stage


def punch(box):
    return next(c.id for c in box.styles["shoto"].cards if "punch" in c.icons)


def other_cards(box, n, exclude=()):
    return [c.id for c in box.styles["shoto"].cards if c.id not in exclude][:n]


def ability_game(rows, enemies=(), space="A1", dice=(), **kw):
    tester = fighter(rows)
    box = make_box(fighters=[tester], **kw.pop("box", {}))
    card = punch(box)
    game = arena_game(box, fighter_id="tester", fighters=[{"space": space, "meter": [card], **kw.pop("me", {})}],
                      enemies=list(enemies), dice=list(dice), **kw)
    game.apply(Action(0, "ability", ("tester_move", card)))
    return game


def test_every_catalog_effect_is_implemented():
    assert set(C.EFFECTS) == IMPLEMENTED


# --- unique actions -----------------------------------------------------------------
def test_heal_recovers_health_but_never_above_four():
    game = ability_game([[{"effect": "heal", "amount": 2}]], me={"health": 3})
    game.apply(Action(0, "do"))
    assert game.view.fighters()[0]["health"] == 4


def test_draw_takes_cards_from_the_style_deck():
    game = ability_game([[{"effect": "draw", "cards": 2}]])
    hand = len(game.view.fighters()[0]["hand"])
    game.apply(Action(0, "do"))
    assert len(game.view.fighters()[0]["hand"]) == hand + 2


def test_gain_ex_adds_tokens():
    game = ability_game([[{"effect": "gain_ex", "amount": 2}]], me={"ex": 1})
    game.apply(Action(0, "do"))
    assert game.view.fighters()[0]["ex"] == 3


def test_stand_all_stands_every_stunned_fighter():
    game = ability_game([[{"effect": "stand_all"}]], me={"stunned": True})
    game.apply(Action(0, "do"))
    assert not game.view.fighters()[0]["stunned"]


def test_spawn_places_a_minion_from_the_supply():
    game = ability_game([[{"effect": "spawn", "type": "elite", "location": 2}]])
    before = game.s["supply"]["elite"]
    game.apply(Action(0, "do"))
    assert game.s["supply"]["elite"] == before - 1
    assert any(e["kind"] == "elite" and e["space"] == "F4" for e in game.s["enemies"].values())


# --- attack modifications -----------------------------------------------------------
def test_reach_extends_an_attack_range():
    game = ability_game([[{"icon": "long 2", "effect": "reach", "amount": 1}]],
                        enemies=[{"kind": "standard", "space": "D1", "id": "m1"}])
    assert "P1 target m1" in [str(a) for a in game.legal_actions()]  # 3 spaces away


def test_daze_makes_the_target_skip_its_next_activation():
    game = ability_game([[{"icon": "melee 1", "effect": "daze"}]], dice=[0],
                        enemies=[{"kind": "elite", "space": "A1", "id": "m1"}])
    game.apply(Action(0, "target", ("m1",)))
    assert game.s["enemies"]["m1"]["skip"] is True


def test_knockback_pushes_a_surviving_target_away():
    game = ability_game([[{"icon": "short 1", "effect": "knockback"}]], dice=[0],
                        enemies=[{"kind": "elite", "space": "B1", "id": "m1"}])
    game.apply(Action(0, "target", ("m1",)))
    assert game.s["enemies"]["m1"]["space"] == "C1"


def test_lifesteal_heals_when_the_attack_damages():
    game = ability_game([[{"icon": "melee 1", "effect": "lifesteal"}]], dice=[2], me={"health": 2},
                        enemies=[{"kind": "standard", "space": "A1", "id": "m1"}])
    game.apply(Action(0, "target", ("m1",)))
    assert game.view.fighters()[0]["health"] == 3


# --- passives -----------------------------------------------------------------------------
def passive_box(effect, **params):
    side = enemy_side(health=2, activation=["move 1", "melee 1"])
    return make_box(elite=replace(side, passive=Passive(effect, tuple(sorted(params.items())))))


def attack_elite(box, icon, roll, space="A1", elite_space="A1", extra=()):
    card = next(c.id for c in box.styles["shoto"].cards
                if [a.icon for r in c.rows for a in r][:1] == [icon])
    game = arena_game(box, fighters=[{"space": space, "hand": [card] + other_cards(box, 3, (card,))}],
                      enemies=[{"kind": "elite", "space": elite_space, "id": "m1"}, *extra], dice=roll)
    game.apply(Action(0, "play", (card,)))
    game.apply(Action(0, "target", ("m1",)))
    return game


def armoured_elite_after(icon, elite_space, roll, boost=False):
    """P1 at A1 attacks the armoured elite (health 2, armored 1) with the shoto card whose first
    action is `icon` (long 2, short 2, melee 3), boosted with 1 EX if `boost` (one more die)."""
    box = passive_box("armored", amount=1)
    card = next(c.id for c in box.styles["shoto"].cards if [a.icon for r in c.rows for a in r][:1] == [icon])
    game = arena_game(box, fighters=[{"space": "A1", "ex": int(boost), "hand": [card] + other_cards(box, 3, (card,))}],
                      enemies=[{"kind": "elite", "space": elite_space, "id": "m1"}], dice=roll)
    game.apply(Action(0, "play", (card,)))
    if boost:
        game.apply(Action(0, "boost"))
    game.apply(Action(0, "target", ("m1",)))
    assert [e["dice"] for e in game.s["log"] if e["kind"] == "roll"] == [roll]
    return game


@pytest.mark.parametrize("icon,elite_space", [("long", "C1"), ("short", "B1")])
def test_armored_adds_health_against_long_and_short_range_attacks(icon, elite_space):
    """catalog: armored -- "+1 health against short and long range attacks": 2 successes do not beat
    2 health + 1 armour, 3 do."""
    assert "m1" in armoured_elite_after(icon, elite_space, [1, 1]).s["enemies"]
    assert "m1" not in armoured_elite_after(icon, elite_space, [1, 1, 1], boost=True).s["enemies"]


def test_armored_does_not_protect_against_melee():
    """Melee attacks meet the elite's own health: 1 success fails, 2 defeat it."""
    assert "m1" in armoured_elite_after("melee", "A1", [1, 0, 0]).s["enemies"]
    assert "m1" not in armoured_elite_after("melee", "A1", [1, 1, 0]).s["enemies"]


def test_pack_adds_health_while_sharing_a_space():
    box = passive_box("pack", amount=1)
    game = attack_elite(box, "melee", [1, 1, 0], extra=[{"kind": "standard", "space": "A1", "id": "m2"}])
    assert "m1" in game.s["enemies"]


def test_explode_damages_fighters_in_its_space_when_defeated():
    box = passive_box("explode", damage=1)
    game = attack_elite(box, "melee", [1, 1, 0])
    assert "m1" not in game.s["enemies"]
    if game.pending.kind == "block":
        game.apply(Action(0, "take"))
    assert game.view.fighters()[0]["health"] == 3


def test_thorns_hurts_a_fighter_whose_melee_attack_fails():
    box = passive_box("thorns", damage=1)
    game = attack_elite(box, "melee", [0, 0, 1])
    if game.pending.kind == "block":
        game.apply(Action(0, "take"))
    assert game.view.fighters()[0]["health"] == 3


def test_swift_boosts_enemy_movement():
    side = replace(enemy_side(health=2, activation=["move 1", "melee 1"]), passive=Passive("swift", (("amount", 1),)))
    game = arena_game(make_box(elite=side), fighters=[{"space": "A1", "meter": []}], played=2,
                      enemies=[{"kind": "elite", "space": "D1", "id": "m1"}])
    game.legal_actions()
    assert any(e.get("who") == "m1" and e["kind"] == "move" and e["to"] == "B1" for e in game.s["log"])


def test_bodyguard_protects_the_nemesis_in_its_space():
    box = make_box(standard=replace(enemy_side(), passive=Passive("bodyguard")))
    card = next(c.id for c in box.styles["shoto"].cards if [a.icon for r in c.rows for a in r][:1] == ["melee"])
    game = arena_game(box, fighters=[{"space": "C3", "hand": [card] + other_cards(box, 3, (card,))}],
                      enemies=[{"kind": "standard", "space": "C3", "id": "m1"}], nemesis={"space": "C3"})
    game.apply(Action(0, "play", (card,)))
    targets = [a.args[0] for a in game.legal_actions() if a.kind == "target"]
    assert targets == ["m1"]


# --- nemesis EX abilities ------------------------------------------------------------------
@pytest.mark.parametrize("effect,params,check", [
    ("ex_power", {"amount": 1}, lambda f: f["health"] == 4 - 3),
    ("ex_stun", {}, lambda f: f["stunned"] and f["health"] == 2),
    ("ex_drain", {"amount": 2}, lambda f: f["ex"] == 0 and f["health"] == 2),
])
def test_nemesis_ex_ability_applies_to_its_attack(effect, params, check):
    base = make_box().nemeses["bison"]
    row = base.r2.abilities
    nem = replace(base, id="testnem", ex_ability=Passive(effect, tuple(sorted(params.items()))),
                  r2=replace(base.r2, abilities=tuple((icon, replace(a, rows=())) for icon, a in row)))
    from legends.content.loader import Reader
    problems = []
    attack = Reader("t", problems).rows([["melee 2"]], "t", C.ENEMY_ICONS, actors=True)
    nem = replace(nem, r2=replace(nem.r2, abilities=tuple((icon, replace(a, rows=attack)) for icon, a in row)))
    card_ids = [c.id for c in make_box().nemesis_cards if not c.hard]
    game = arena_game(make_box(nemesis=nem), nemesis_id="testnem", played=2,
                      fighters=[{"space": "C3", "meter": [], "ex": 2}],
                      nemesis={"space": "C3", "ex": 1, "deck": card_ids[:1]})
    game.legal_actions()
    assert game.s["nemesis"]["ex"] == 0
    assert check(game.view.fighters()[0])


# --- stage rules ---------------------------------------------------------------------------
def test_hazard_hurts_fighters_moved_in_and_defeats_minions_pushed_in():
    arena = stage(rules=[{"effect": "hazard", "spaces": ["B1"], "damage": 1}])
    box = make_box(arena=arena)
    card = next(c.id for c in box.styles["shoto"].cards if [a.icon for r in c.rows for a in r][:1] == ["move"])
    game = arena_game(box, fighters=[{"space": "A1", "hand": [card] + other_cards(box, 3, (card,)), "meter": []}])
    game.apply(Action(0, "play", (card,)))
    game.apply(Action(0, "move", ("B1",)))
    assert game.view.fighters()[0]["health"] == 3


def test_enemies_walk_around_hazards():
    arena = stage(rules=[{"effect": "hazard", "spaces": ["B1"], "damage": 1}])
    game = arena_game(make_box(arena=arena, standard=enemy_side(activation=["move 2"])), played=2,
                      fighters=[{"space": "A1", "meter": []}],
                      enemies=[{"kind": "standard", "space": "C1", "id": "m1"}])
    game.legal_actions()
    assert game.s["enemies"]["m1"]["space"] != "B1"
    moves = [e for e in game.s["log"] if e.get("who") == "m1" and e["kind"] == "move"]
    assert moves and "B1" not in moves[0]["path"]


def objective_game(rule, loss=None, **doc):
    arena = stage(rules=[rule], loss=loss or {"effect": "objectives_destroyed", "count": 2})
    return arena_game(make_box(arena=arena, elite=enemy_side(activation=["stun"])), **doc)


def test_bombs_reveal_then_defuse_with_a_matching_icon():
    box = make_box()
    card, card2 = [c.id for c in box.styles["shoto"].cards if "punch" in c.icons][:2]
    game = objective_game({"effect": "bombs"}, fighters=[{"space": "C3", "meter": [card, card2]}])
    game.apply(Action(0, "interact", (card, 0)))
    assert game.s["objectives"][0]["revealed"]
    game.apply(Action(0, "interact", (card2, 0)))
    assert game.s["objectives"][0]["state"] == "defused" and game.view.fighters()[0]["ex"] == 1


def test_bombs_elite_ending_on_a_token_destroys_it_and_two_lose_the_game():
    game = objective_game({"effect": "bombs"}, played=2, fighters=[{"space": "A6", "meter": []}],
                          enemies=[{"kind": "elite", "space": "C3", "id": "m1"},
                                   {"kind": "elite", "space": "D4", "id": "m2"}],
                          objectives=[{"space": "C3", "icon": "punch"}, {"space": "D4", "icon": "kick"}])
    game.legal_actions()
    assert game.result and game.result["winner"] == "nemesis"


def test_relics_are_carried_off_by_minions():
    game = objective_game({"effect": "relics", "heal": 1}, loss={"effect": "relics_lost", "count": 1}, played=2,
                          fighters=[{"space": "A6", "meter": []}],
                          enemies=[{"kind": "elite", "space": "C3", "id": "m1"}])
    game.legal_actions()
    assert game.s["objectives"][0]["state"] == "lost"
    assert game.result and "relic" in game.result["reason"]


def test_relics_secured_with_a_matching_icon_heal():
    box = make_box()
    card, card2 = [c.id for c in box.styles["shoto"].cards if "punch" in c.icons][:2]
    game = objective_game({"effect": "relics", "heal": 1}, fighters=[{"space": "C3", "meter": [card, card2],
                                                                    "health": 2}])
    game.apply(Action(0, "interact", (card, 0)))
    game.apply(Action(0, "interact", (card2, 0)))
    assert game.s["objectives"][0]["state"] == "scored" and game.view.fighters()[0]["health"] == 3


# --- special loss conditions ------------------------------------------------------------------
def test_space_overrun_loses_at_the_end_of_a_nemesis_phase():
    arena = stage(loss={"effect": "space_overrun", "space": "F4", "count": 2})
    game = arena_game(make_box(arena=arena, standard=enemy_side(activation=["melee 1"]), nemesis=quiet_nemesis()),
                      nemesis_id="quiet", played=2, fighters=[{"space": "A1", "meter": []}],
                      enemies=[{"kind": "standard", "space": "F4"}, {"kind": "standard", "space": "F4"}])
    game.legal_actions()
    assert game.result and "overrun" in game.result["reason"]


def test_time_limit_counts_rounds():
    arena = stage(loss={"effect": "time_limit", "rounds": 2})
    game = arena_game(make_box(arena=arena), players=2, played=2, turn=4, active=1,
                      fighters=[{"space": "A1", "meter": []}, {"space": "A1", "meter": []}])
    game.legal_actions()
    assert game.result and "2 rounds" in game.result["reason"]
