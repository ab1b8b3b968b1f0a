"""Issue 26 item 5, questions that cannot matter: a reroll when the roll already defeats every target
in range (and no other enemy there could take excess successes) is marked by the engine
(futility.py, view.futile); the table keeps the question, makes keeping the default and says why."""
import pygame

from legends.devtools.testing import key, open_table, settle
from legends.engine import Action
from legends.engine.futility import SAFE_ROLL
from legends.engine.scenario import build


def at_reroll(box, dice, grunts=1):
    """Ryu (1 EX) plays Step Kick on the Grunt(s) in his space; the dice are set."""
    g = build({"fighters": [{"space": "B4", "hand": ["shoto_13"], "ex": 1}],
               "enemies": [{"kind": "standard", "space": "B4"}] * grunts, "dice": dice * 4}, box)
    g.apply(Action.parse("P1 play shoto_13"))
    g.apply(Action.parse("P1 target m1"))
    assert g.pending.kind == "reroll"
    return g


def test_item5_a_reroll_after_a_roll_that_defeats_every_target_is_futile(app):
    g = at_reroll(app.box, [2, 1])
    rerolls = [a for a in g.legal_actions() if a.kind == "reroll"]
    assert rerolls and all(g.view.futile(a) == SAFE_ROLL for a in rerolls)
    assert g.view.futile(Action.parse("P1 keep")) is None


def test_item5_a_reroll_that_could_reach_another_enemy_by_excess_is_not_futile(app):
    g = at_reroll(app.box, [1, 0], grunts=2)         # 1 success: the second Grunt needs one more
    rerolls = [a for a in g.legal_actions() if a.kind == "reroll"]
    assert len(rerolls) == 2
    assert [g.view.futile(a) for a in rerolls] == [None, None]


def test_item5_the_table_keeps_by_default_and_says_why(app):
    sc = open_table(app, at_reroll(app.box, [2, 1]), ["human"])
    assert SAFE_ROLL in sc.mode.title()
    cur = sc.focus.current()
    assert [a.kind for a in sc.focus.actions(cur)] == ["keep"]
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    assert "P1 keep" in sc.game.view.history and sc.game.view.fighters()[0]["ex"] >= 1
