"""Issue 26 item 4, defaults that cost you: the block prompt's focus starts on a card that blocks
(not "Take damage"), a lesson's cursor starts on its goal, a quick second S does not pass by a
decision that appeared after the first, and a key pressed while the table moves says it was not
taken (docs/ui.md, *Defaults*)."""
import pygame

from legends.devtools.testing import key, open_table, release, settle
from legends.engine import Action
from legends.engine import lessons as LS
from legends.engine.scenario import build
from legends.ui.table.lesson import LessonScene
from legends.ui.input.intents import KEYBOARD

# Ryu holds Step Kick (move 1, melee 2) with a Grunt in his space: S skips the move, then the attack
STEP_KICK = {"fighters": [{"space": "B4", "hand": ["shoto_13"], "ex": 0}],
             "enemies": [{"kind": "standard", "space": "B4"}]}


def block_decision(app):
    """Lesson 4's position on a plain table: P1 ends the turn, the nemesis phase asks to block."""
    sc = open_table(app, LS.default_lessons()[3].build(app.box), ["human"])
    key(app, pygame.K_e, unicode="e")
    settle(app)
    release(app)
    assert sc.game.pending.kind == "block"
    return sc


def test_item4_the_block_prompt_starts_on_blocking_not_on_take_damage(app):
    sc = block_decision(app)
    cur = sc.focus.current()
    assert [a.kind for a in sc.focus.actions(cur)] == ["block"]
    key(app, pygame.K_RETURN, unicode="\r")     # as a controller's A pressed twice through the phase
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    assert any(e["kind"] == "block" for e in sc.game.view.log)
    assert "P1 take" not in sc.game.view.history


def test_item4_lesson_1_cursor_starts_on_the_goal_space(app):
    lesson = LS.default_lessons()[0]
    sc = LessonScene(app, LS.default_lessons(), 0, lambda i: None)
    app.set_scene(sc)
    app.render()
    sc.pipeline.submit(Action.parse(lesson.solution[0]), KEYBOARD)       # play Jumping Heavy Kick: where to move?
    settle(app)
    app.render()
    cur = sc.focus.current()
    assert cur.kind == "space" and cur.what == "C4"  # the Grunt's space, the lesson's goal


def test_item4_a_quick_second_s_does_not_pass_the_next_decision(app):
    sc = open_table(app, build(STEP_KICK, app.box), ["human"])
    sc.pipeline.submit(next(a for a in sc.game.legal_actions() if "shoto_13" in str(a)), KEYBOARD)
    settle(app)
    assert sc.mode.key_action("S")
    first = sc.game.pending
    key(app, pygame.K_s, unicode="s")            # passes the move
    second = sc.game.pending
    assert second is not first and sc.mode.key_action("S")
    key(app, pygame.K_s, unicode="s")            # a double press: not taken
    assert sc.game.pending == second
    assert any("not taken" in t for t, _ in app.toasts)
    for _ in range(10):                          # a moment later S passes it as asked
        app.step(0.05, [])
    key(app, pygame.K_s, unicode="s")
    assert sc.game.pending != second


def test_item4_a_key_pressed_while_the_table_moves_says_it_was_not_taken(app):
    sc = open_table(app, build(STEP_KICK, app.box), ["human"])
    sc.pipeline.submit(next(a for a in sc.game.legal_actions() if "shoto_13" in str(a)), KEYBOARD)
    assert sc.anim.active
    key(app, pygame.K_RETURN, unicode="\r")
    assert not sc.anim.active
    assert any("not taken" in t for t, _ in app.toasts)


def test_item4_a_quick_second_enter_does_not_take_the_next_decision(app):
    sc = open_table(app, build(STEP_KICK, app.box), ["human"])
    key(app, pygame.K_1, unicode="1")            # play Step Kick (the first option row)
    first = sc.game.pending
    assert first.kind == "act"
    app.step(0.2, [])                            # the table has shown the card
    assert not sc.anim.active
    key(app, pygame.K_RETURN, unicode="\r")       # a moment later: not taken
    assert sc.game.pending == first and len(sc.game.view.history) == 1
    assert any("Enter not taken" in t for t, _ in app.toasts)
