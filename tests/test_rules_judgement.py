"""Judgement calls of docs/rules.md that no other test names: *The same style deck twice* and
*Rerolls* (Rulebook: Setup, EX Tokens)."""
from legends.engine import Action, Game
from legends.engine.invariants import check_invariants

from boxes import arena_game, make_box


def test_the_same_style_deck_twice_deals_each_player_a_copy():
    game = Game.new({"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 3,
                     "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                                 {"fighter": "ken", "style": "shoto", "rival": "juri"}]})
    a, b = game.s["fighters"]
    assert sorted(a["hand"] + a["deck"]) == sorted(b["hand"] + b["deck"])
    assert len(a["hand"] + a["deck"]) == 14
    check_invariants(game)


def test_rerolls_are_offered_only_for_dice_below_the_best_face():
    box = make_box()
    best = max(box.dice.faces)
    card = next(c.id for c in box.styles["shoto"].cards if [a.icon for r in c.rows for a in r][:1] == ["melee"])
    others = [c.id for c in box.styles["shoto"].cards if c.id != card][:3]
    game = arena_game(box, fighters=[{"space": "A1", "hand": [card] + others, "ex": 1}],
                      enemies=[{"kind": "elite", "space": "A1", "id": "m1"}], dice=[best, 0, 0, 0, 0])
    game.apply(Action(0, "play", (card,)))
    game.apply(Action(0, "target", ("m1",)))
    assert game.pending.kind == "reroll"
    rerollable = {a.args[0] for a in game.legal_actions() if a.kind == "reroll"}
    assert 0 not in rerollable and rerollable == set(range(1, len(game.view.current_attack()["roll"])))
