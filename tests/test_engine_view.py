"""The engine explains itself: decisions carry their context, log entries their turn, seat and phase,
every move its path, and `game.view` answers what the table shows without anyone reading the state.

Positions are those of tests/test_rules_enemies.py (Shadaloo Base, Sagat's quiet deck on top)."""
import pytest

from helpers import do, position
from test_rules_content import nemesis_phase, take_all


def ryu(space, **extra):
    return {"space": space, "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"], **extra}


def test_fighter_phase_decision_says_phase_turn_and_seat():
    """Rulebook: Turn Order / Fighter Phase -- the active player plays style cards: the decision says so."""
    game = position(fighters=[ryu("A4")])
    ctx = game.pending.context
    assert (game.pending.kind, ctx.phase, ctx.turn, ctx.active, ctx.seat) == ("main", "fighter", 1, 0, 0)
    assert ctx.resolving["what"] == "fighter_phase" and ctx.resolving["played"] == 0
    assert game.view.phase == "fighter" and game.view.turn == 1 and game.view.active == 0


def test_an_action_being_resolved_is_described_with_its_value_and_place_in_the_row():
    """Rulebook: Resolving Actions -- actions resolve left to right; the decision names the one at hand."""
    game = position(fighters=[ryu("A4")])
    do(game, "P1 sprint shoto_03")
    now = game.pending.context.resolving
    assert game.pending.kind == "act" and now["what"] == "action" and now["card"] == "shoto_03"
    assert now["source"] == "sprint" and now["icon"] == "move"
    assert 0 <= now["index"] < now["of"] and now["icon"] == now["acts"][now["index"]].icon
    assert now["value"] >= now["acts"][now["index"]].value


def test_options_say_what_they_would_do():
    game = position(fighters=[ryu("A4")])
    ctx = game.pending.context
    play = next(a for a in game.pending.options if a.kind == "play")
    assert ctx.option(play).card == play.args[0]
    do(game, "P1 sprint shoto_03")
    assert any(a.kind == "move" for a in game.pending.options)
    for a in game.pending.options:
        info = game.pending.context.option(a)
        if a.kind == "move":
            assert info.destination == a.args[0]
        if a.kind == "target":
            assert info.target == a.args[0]
        if a.kind == "boost":
            assert info.ex == 1


def test_a_block_decision_says_whose_damage_and_how_much():
    """Rulebook: Damaging a Fighter -- the fighter may discard a combo-meter card to cancel 1 damage."""
    game = nemesis_phase(fighters=[ryu("A4")], enemies=[{"kind": "standard", "space": "A3"}])
    assert game.pending.kind == "block"
    ctx = game.pending.context
    assert ctx.phase == "nemesis" and ctx.seat == 0
    assert ctx.resolving["what"] == "damage" and ctx.resolving["amount"] >= 1 and ctx.resolving["seat"] == 0


def test_log_entries_carry_turn_active_seat_phase_and_every_move_its_path():
    """Rulebook: Enemy Movement -- a minion walks the shortest route; its log entry holds that route."""
    game = take_all(nemesis_phase(fighters=[ryu("A4")], enemies=[{"kind": "standard", "space": "D3"}]))
    log = game.view.log
    moves = [e for e in log if e["kind"] == "move"]
    assert moves, "the grunt moves toward Ryu"
    for e in moves:
        path = e["path"]
        assert path[0] == e["from"] and path[-1] == e["to"]
        assert len(path) - 1 == game.board.distance(e["from"], e["to"]) or e["who"].startswith("m")
        assert all(b in game.board.adjacent[a] for a, b in zip(path, path[1:]))
    for e in log:
        assert {"turn", "active", "phase"} <= set(e)
    assert moves[0]["phase"] == "nemesis" and moves[0]["turn"] == 1 and moves[0]["active"] == 0


def test_a_fighter_move_is_logged_with_its_route():
    """Sprint 2 from A4 to C4, then Step Kick's move 1 back to B4: two moves, each with its squares."""
    game = position(fighters=[ryu("A4")])
    do(game, "P1 sprint shoto_03", "P1 move C4", "P1 play shoto_04", "P1 move B4")
    moves = [(e["from"], e["to"], list(e["path"])) for e in game.view.log if e["kind"] == "move" and e["who"] == "F1"]
    assert moves == [("A4", "C4", ["A4", "B4", "C4"]), ("C4", "B4", ["C4", "B4"])]


def test_activation_order_is_the_order_enemies_activate():
    """Rulebook: Nemesis Phase -- standard minions, then elites, then the active player's rivals."""
    doc = dict(fighters=[ryu("A4")], enemies=[{"kind": "elite", "space": "A1"}, {"kind": "standard", "space": "F6"}])
    before = position(setup={"nemesis": "sagat"}, played=2, **doc)
    planned = before.view.activation_order()
    game = take_all(nemesis_phase(**doc))
    acted = []
    for e in game.view.log:
        if e.get("who") in planned and e["who"] not in acted and e["kind"] in ("move", "enemy_attack"):
            acted.append(e["who"])
    assert planned[:2] == ["m2", "m1"] and acted == planned[:len(acted)]


def test_the_view_is_read_only():
    game = position(fighters=[ryu("A4")])
    f = game.view.fighter(0)
    assert isinstance(f["hand"], tuple)
    with pytest.raises(TypeError):
        f["health"] = 1
    mine = f.thaw()
    mine["hand"].append("x")
    assert "x" not in game.view.fighter(0)["hand"]
    assert game.view.max_health == 4 and game.view.max_ex == 3
    assert game.view.positions()["F1"] == "A4" and game.view.space_of("F1") == "A4"
    with pytest.raises(AttributeError):
        game.pending.context.phase = "nemesis"


ALL_RYU = ["ryu_hadoken", "ryu_minds_eye", "ryu_shoryuken", "ryu_tatsumaki_senpukyaku"]


@pytest.mark.parametrize("round_, upgraded, ex, ready", [
    (2, ALL_RYU, 3, True),
    (1, ALL_RYU, 3, False),          # still on Round 1
    (2, ALL_RYU[:3], 3, False),      # one ability not upgraded
    (2, ALL_RYU, 2, False),          # not enough EX
])
def test_critical_arts_ready_is_the_engines_answer(round_, upgraded, ex, ready):
    """Rulebook: Critical Arts -- "Once a player has flipped to their R2 side and upgraded all four of
    their ability cards, their critical art becomes active", paid with a combo-meter card and 3 EX."""
    game = position(fighters=[ryu("A4", round=round_, upgraded=upgraded, ex=ex)])
    assert game.view.critical_ready(0) is ready
    assert any(a.kind == "critical" for a in game.pending.options) is ready


def test_a_clone_explains_its_own_decision():
    """A clone's pending decision speaks of the clone, whatever the original does next."""
    game = position(fighters=[ryu("A4")])
    twin = game.clone()
    do(game, "P1 sprint shoto_03")
    assert twin.pending.kind == "main" and twin.pending.context.resolving["played"] == 0
    assert game.pending.context.resolving["what"] == "action"
