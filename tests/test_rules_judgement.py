"""Judgement calls of docs/rules.md that no other test names: *The same style deck twice* and
*Rerolls* (Rulebook: Setup, EX Tokens)."""
from legends.engine import Action, Game
from legends.engine.invariants import check_invariants

from boxes import arena_game, enemy_side, make_box


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


# --- calls tested here because no rulebook section's tests hold them -------------------------------------

def test_spending_ex_at_any_time_is_offered_where_it_changes_something():
    """Rulebook: EX Tokens -- "EX tokens may be spent at any time" (docs/rules.md: Spending EX "at any
    time"). With 3 EX, an upgrade and standing up are offered between cards, a boost when an action is
    about to resolve, and never a boost between cards (there is nothing to boost)."""
    game = arena_game(make_box(), fighters=[{"space": "A1", "hand": ["shoto_04", "shoto_03"], "ex": 3,
                                             "meter": ["shoto_07"]}])
    kinds = {a.kind for a in game.legal_actions()}
    assert {"upgrade", "play"} <= kinds and "boost" not in kinds
    game.apply(Action(0, "play", ("shoto_04",)))
    assert game.pending.kind == "act" and "boost" in {a.kind for a in game.legal_actions()}


def test_poison_with_a_number_is_resolved_that_many_times():
    """Rulebook: Minion and Rival Activations -- "Poison: A fighter in this enemy's space must discard 1 EX
    token. If they cannot, they suffer 1 damage instead." (docs/rules.md: Poison with a number): poison 2
    takes 1 EX, then deals 1 damage to a fighter who has no EX left."""
    box = make_box(standard=enemy_side(activation=["poison 2"]))
    game = arena_game(box, played=2, fighters=[{"space": "A1", "ex": 1, "meter": []}],
                      enemies=[{"kind": "standard", "space": "A1", "id": "m1"}])
    game.legal_actions()
    f = game.view.fighters()[0]
    assert (f["ex"], f["health"]) == (0, 3)
    assert [e["text"] for e in game.view.log.of("poison")] == ["Tester (M1) poisons P1: 1 EX discarded.",
                                                              "Tester (M1) poisons P1: no EX to discard."]


def test_an_ex_icon_on_a_minion_or_the_nemesis_gives_the_nemesis_ex():
    """docs/rules.md: An `ex` icon on a minion or the nemesis -- the nemesis gains that many EX tokens (at
    least 1); a minion's `ex` feeds the nemesis."""
    box = make_box(standard=enemy_side(activation=["ex 2"]))
    game = arena_game(box, played=2, fighters=[{"space": "A1", "meter": []}],
                      enemies=[{"kind": "standard", "space": "D4", "id": "m1"}])
    game.legal_actions()
    assert game.view.nemesis["ex"] >= 2
    assert any(e["text"].startswith("Tester (M1) feeds M. Bison 2 EX") for e in game.view.log.of("nex"))


def test_which_route_equally_short_routes_end_on_the_first_space_in_reading_order():
    """docs/rules.md: Which route -- a Tester (move 1) at A1 heads for P1 at B2: A1-B1-B2 and A1-A2-B2 are
    equally short; it ends its move on B1 (row 1 comes first). With tie_break: ask, P1 chooses."""
    box = make_box(standard=enemy_side(activation=["move 1"]))
    doc = dict(played=2, fighters=[{"space": "B2", "meter": []}], enemies=[{"kind": "standard", "space": "A1", "id": "m1"}])
    game = arena_game(box, **doc)
    game.legal_actions()
    assert [e["to"] for e in game.view.log.of("move") if e["who"] == "m1"][0] == "B1"
    from legends.engine.scenario import build
    asked = build({"setup": {"stage": "arena", "minions": "testers", "nemesis": "bison", "seed": 1, "tie_break": "ask",
                             "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]}, **doc}, box)
    assert [str(a) for a in asked.legal_actions()] == ["P1 choose_space B1", "P1 choose_space A2"]
    assert asked.pending.context.resolving["tie"] == "space"
