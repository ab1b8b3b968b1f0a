"""Set the table from the game's menu at any moment of a turn (issue 26, sixth playtest, item 3):
mid-attack, mid-block, mid-nemesis phase and between decisions the editor shows this game's stage,
turn and fighters (a card being played counted in its combo meter, a nemesis card being resolved in
the nemesis discard), or the game says why not; never another game's table, and Back (or the
refusal) leaves the game in progress exactly as it was, still playable."""
import random

import pygame

from legends.content import default_box
from legends.devtools.testing import key, open_table, settle
from legends.engine import Game
from legends.engine.scenario import build
from legends.engine.setup import random_setup
from legends.ui.table.handlers import TableInput
from legends.ui.workshop.table import TableScene

BOX = default_box()


def what(game):
    d = game.pending
    return d.context.resolving["what"] if d.context is not None else d.kind


def meter(game, seat):
    return len(game.view.fighter(seat)["meter"])


def game_where(test, players=2, seeds=range(1, 13), limit=400):
    """The first decision, over seeded games of random moves, where test(game) holds."""
    for seed in seeds:
        game = Game.new(random_setup(BOX, seed, players), BOX)
        rnd = random.Random(seed)
        for _ in range(limit):
            if game.is_over():
                break
            if test(game):
                return game
            game.apply(rnd.choice(game.legal_actions()))
    raise AssertionError("no such moment in the seeded games")


def in_play(game):
    return game.view.in_play()


def playing(kind, room=True):
    """A style card mid-resolution at a decision about `kind`; room: its player's meter has room."""
    def test(game):
        style = in_play(game)["style"]
        return (what(game) == kind and game.view.phase == "fighter" and len(style) == 1
                and (meter(game, style[0][0]) < 4) == room)
    return test


def open_menu_row_4(app, game):
    sc = open_table(app, game, ["human"] * game.view.seats)
    before = game.to_dict()
    key(app, pygame.K_ESCAPE)
    assert sc.handlers.top.popup.choices[3] == ("Set the table", "table")
    key(app, pygame.K_4)
    return sc, before


def shows_this_game(app, sc, game, before):
    ts = app.scene
    assert isinstance(ts, TableScene) and ts.pos.problems == []
    state = ts.state
    assert state["setup"]["stage"] == before["setup"]["stage"] and state["turn"] == before["turn"]
    assert [f["id"] for f in state["fighters"]] == [f["id"] for f in before["fighters"]]
    assert [f["space"] for f in state["fighters"]] == [f["space"] for f in before["fighters"]]
    assert [f["health"] for f in state["fighters"]] == [f["health"] for f in before["fighters"]]
    assert f"turn {before['turn']}" in ts.note and not ts.note.startswith("Refused")
    app.render()
    return ts


def back_to_the_same_game(app, sc, before):
    key(app, pygame.K_ESCAPE)                         # Back: the same game, as it was, its menu closed
    assert app.scene is sc and sc.game.to_dict() == before
    assert [type(h) for h in sc.handlers.stack] == [TableInput]
    n = sc.game.view.decisions
    key(app, pygame.K_1)                              # and it plays on
    assert sc.game.view.decisions == n + 1


def test_set_the_table_mid_resolution_mid_attack_the_card_being_played_is_in_its_combo_meter(app):
    game = game_where(playing("attack"))
    (seat, card), = in_play(game)["style"]
    sc, before = open_menu_row_4(app, game)
    ts = shows_this_game(app, sc, game, before)
    assert ts.state["fighters"][seat]["meter"] == before["fighters"][seat]["meter"] + [card]
    assert BOX.style_card(card).name in ts.note and "combo meter" in ts.note
    back_to_the_same_game(app, sc, before)


def test_mid_block_the_editor_shows_this_game(app):
    game = game_where(playing("damage"))
    (seat, card), = in_play(game)["style"]
    sc, before = open_menu_row_4(app, game)
    ts = shows_this_game(app, sc, game, before)
    assert card in ts.state["fighters"][seat]["meter"]
    back_to_the_same_game(app, sc, before)


def test_mid_nemesis_phase_the_nemesis_card_is_in_its_discard(app):
    game = game_where(lambda g: g.view.phase == "nemesis" and len(in_play(g)["nemesis"]) == 1)
    card, = in_play(game)["nemesis"]
    sc, before = open_menu_row_4(app, game)
    ts = shows_this_game(app, sc, game, before)
    assert ts.state["nemesis"]["discard"] == before["nemesis"]["discard"] + [card]
    assert ts.state["nemesis"]["deck"] == before["nemesis"]["deck"]
    assert "nemesis discard" in ts.note
    back_to_the_same_game(app, sc, before)


def test_between_decisions_the_editor_shows_this_game_as_it_stands(app):
    game = game_where(lambda g: what(g) == "fighter_phase" and g.view.turn > 1, players=3)
    assert in_play(game)["style"] == () and in_play(game)["nemesis"] == ()
    sc, before = open_menu_row_4(app, game)
    ts = shows_this_game(app, sc, game, before)
    assert [f["meter"] for f in ts.state["fighters"]] == [f["meter"] for f in before["fighters"]]
    assert [f["hand"] for f in ts.state["fighters"]] == [f["hand"] for f in before["fighters"]]
    back_to_the_same_game(app, sc, before)


FULL = {"fighters": [{"space": "B4", "hand": ["shoto_03", "shoto_07", "shoto_13"],
                      "meter": ["shoto_14", "shoto_01", "shoto_02", "shoto_04"], "ex": 1}],
        "enemies": [{"kind": "elite", "space": "B4"}, {"kind": "standard", "space": "B4"}], "dice": [0, 0, 1, 2]}


def test_a_full_combo_meter_mid_attack_is_refused_in_the_game_with_its_reason(app):
    game = build({**FULL, "decisions": ["P1 play shoto_03", "P1 target m1"]}, BOX)     # the reroll question
    assert what(game) == "attack" and in_play(game)["style"] == ((0, "shoto_03"),) and meter(game, 0) == 4
    sc, before = open_menu_row_4(app, game)
    assert app.scene is sc and sc.game.to_dict() == before           # no other table, the game as it was
    said = [t[0] for t in app.toasts]
    assert said == ["Set the table works between decisions: finish this attack first "
                    "(P1's combo meter is full and the card being played joins it)"]
    assert [type(h) for h in sc.handlers.stack] == [TableInput]
    app.render()
    n = sc.game.view.decisions
    key(app, pygame.K_1)                              # the game plays on: the attack goes on
    assert sc.game.view.decisions == n + 1


def test_choosing_the_meter_card_to_discard_is_refused_until_chosen_then_opens(app):
    game = build({**FULL, "decisions": ["P1 play shoto_03", "P1 skip"]}, BOX)
    assert what(game) == "combo_meter" and meter(game, 0) == 5
    sc, before = open_menu_row_4(app, game)
    assert app.scene is sc and sc.game.to_dict() == before
    said = [t[0] for t in app.toasts]
    assert said == ["Set the table works between decisions: choose the card to discard first "
                    "(P1's combo meter holds 5 cards)"]
    key(app, pygame.K_1)                              # P1 discards a card: now the table can be set
    settle(app)
    assert what(sc.game) == "fighter_phase"
    after = sc.game.to_dict()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_4)
    shows_this_game(app, sc, sc.game, after)
    back_to_the_same_game(app, sc, after)
