"""The preview of enemy moves the table shows during the fighter phase (Minion and Rival
Activations: movement by the shortest route, stopping in range)."""

from boxes import arena_game, enemy_side, make_box


def test_preview_shows_where_each_enemy_will_move_and_matches_the_nemesis_phase():
    box = make_box(standard=enemy_side(activation=["move 2", "melee 1"]))
    game = arena_game(box, fighters=[{"space": "A1", "meter": [], "hand": []}], played=2,
                      enemies=[{"kind": "standard", "space": "D1", "id": "m1"}])
    game.s["played"] = 1  # still in the fighter phase: preview before the nemesis phase runs
    preview = {p["who"]: p for p in game.view.preview_moves()}
    assert preview["m1"]["target"] == "F1"
    assert preview["m1"]["path"] == ["D1", "C1", "B1"] and preview["m1"]["to"] == "B1"
    game.s["played"] = 2
    game._pending = None
    game.legal_actions()
    moved = next(e for e in game.s["log"] if e.get("who") == "m1" and e["kind"] == "move")
    assert moved["to"] == preview["m1"]["to"]
