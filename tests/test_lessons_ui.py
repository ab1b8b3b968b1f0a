"""Learn to play, the screens: the title's button, the lesson list (keyboard and mouse), the lesson
panel on the real table (it covers neither the map nor the options), a lesson played by clicks and
one by keys alone, Next lesson / Replay / the list, progress ticks, no autosave, a broken lesson file."""
import json

import pygame
import pytest

from legends.content import ContentError
from legends.devtools.testing import click, figure_pos, held, hot, key, release, settle, widget
from legends.engine import Action
from legends.engine import lessons as LS
from legends.store import progress
from legends.ui.scenes.lessons import LessonsScene
from legends.ui.scenes.title import TitleScene
from legends.ui.table.lesson import LessonScene
from legends.ui.input.intents import KEYBOARD


def open_list(app, selected=None):
    app.set_scene(LessonsScene(app, selected))
    app.render()
    return app.scene


def start(app, index):
    sc = open_list(app, index)
    key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.scene, LessonScene) and app.scene is not sc
    return app.scene


def test_title_has_learn_to_play_as_its_third_button(app):
    app.title()
    app.render()
    sc = app.scene
    labels = [b.label for b in sc.buttons]
    assert labels == ["New game", "Continue", "Learn to play", "Load game", "Join a game", "Stage gallery",
                      "Workshop", "Settings", "Quit"]
    rects = [b.rect for b in sc.buttons]
    assert all(a.bottom < b.top for a, b in zip(rects, rects[1:]))          # no overlap
    assert rects[-1].bottom < 1080 - 60                                   # clear of the key hints line
    click(app, widget(sc, "Learn to play").rect.center)
    assert isinstance(app.scene, LessonsScene)
    app.title()
    key(app, pygame.K_l, unicode="l")
    assert isinstance(app.scene, LessonsScene)


def test_the_list_by_keyboard(app):
    sc = open_list(app)
    assert sc.selected == 0 and len(sc.lessons) == 6
    key(app, pygame.K_DOWN)
    key(app, pygame.K_TAB)
    assert sc.selected == 2
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert sc.selected == 5                                               # wraps around
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, LessonScene) and app.scene.index == 5
    sc = open_list(app)
    key(app, pygame.K_3)
    assert app.scene.index == 2
    open_list(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)


def test_the_list_by_mouse(app):
    sc = open_list(app)
    row = sc.rows()[3]
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert sc.selected == 3
    click(app, row.center)
    assert isinstance(app.scene, LessonScene) and app.scene.index == 3
    sc = open_list(app, 1)
    click(app, sc.b_start.rect.center)
    assert app.scene.index == 1


def test_the_panel_covers_nothing_the_table_needs(app):
    sc = start(app, 0)
    L, panel = sc.L, sc.panel
    for name in ("map", "options", "hand", "nemesis", "minions", "prompt", "top"):
        assert not panel.colliderect(getattr(L, name)), name
    assert not any(panel.colliderect(r) for r in L.seats)
    assert not panel.colliderect(L.log) and L.log.h >= 150           # the log keeps room below it
    for b in sc.lesson_buttons:
        assert panel.contains(b.rect)
    assert not sc.panel.colliderect(L.card_spot) and not panel.colliderect(L.dice)


def test_lesson_1_by_mouse_then_next_replay_and_the_list(app, tmp_path):
    sc = start(app, 0)
    assert not sc.completed and sc.reached == [False]
    click(app, hot(sc, ("hand", 0, "shoto_10")))                        # Jumping Heavy Kick: move 2, melee 2
    settle(app)
    click(app, sc.view.space_center("C4"))
    settle(app)
    assert sc.game.view.space_of("F1") == "C4"
    click(app, figure_pos(sc, "m1"))
    settle(app)
    assert sc.completed and sc.reached == [True]
    assert "moving_and_attacking" in progress.load_progress()
    assert any("Lesson complete" in t for t, _ in app.toasts)
    assert sc.b_next.visible and not sc.b_hint.visible
    assert not (tmp_path / "autosave.json").exists() and not (tmp_path / "games").exists()   # no autosave
    key(app, pygame.K_r, unicode="r")                                     # replay: the position again
    assert isinstance(app.scene, LessonScene) and app.scene is not sc and app.scene.index == 0
    assert not app.scene.completed and app.scene.game.view.space_of("F1") == "A4"
    sc = app.scene
    key(app, pygame.K_n, unicode="n")                                     # not done in this run: no next
    assert app.scene is sc
    key(app, pygame.K_l, unicode="l")
    assert isinstance(app.scene, LessonsScene) and app.scene.selected == 0
    assert "moving_and_attacking" in app.scene.done


def test_lesson_4_by_keys_alone(app):
    sc = start(app, 3)
    key(app, pygame.K_t, unicode="t")
    assert sc.show_hint and sc.b_hint.label == "Hide hint"
    app.render()
    key(app, pygame.K_e, unicode="e")                                     # End phase
    settle(app)
    release(app)                                                          # the hold after the turn: Enter
    assert sc.game.pending.kind == "block"
    rows = [a for _, a in sc.mode.fallback()]
    i = next(i for i, a in enumerate(rows) if a.kind == "block")
    key(app, pygame.K_1 + i)
    settle(app)
    assert sc.completed and not sc.show_hint
    key(app, pygame.K_n, unicode="n")
    assert isinstance(app.scene, LessonScene) and app.scene.index == 4


@pytest.mark.parametrize("index", range(6))
def test_every_lesson_completes_at_the_table_and_renders(app, index):
    sc = start(app, index)
    lesson = sc.lesson
    for text in lesson.solution:
        assert not sc.completed
        sc.pipeline.submit(Action.parse(text), KEYBOARD)
        settle(app)
        release(app)                                                    # the hold after a turn, if any
    app.step(0.05, [])
    app.render()
    assert sc.completed and all(sc.reached)
    assert sc.b_next.visible == (index < 5)


def test_goals_tick_only_when_the_animation_shows_them(app):
    sc = start(app, 4)                                                  # the nemesis phase
    for text in sc.lesson.solution:
        sc.pipeline.submit(Action.parse(text), KEYBOARD)
    assert sc.anim.active and not sc.completed                          # the table has not shown it yet
    seen = []
    while sc.anim.active:
        if held(app):
            key(app, pygame.K_RETURN, unicode="\r")                      # the hold after the turn
        app.step(0.05, [])
        if sc.anim.active and sc.reached not in seen:
            seen.append(list(sc.reached))
    assert [True, False, False] in seen and [True, True, False] in seen  # ticked as the animation shows them
    settle(app)
    assert sc.completed


def test_the_hint_and_the_quote_are_drawn(app):
    sc = start(app, 1)
    area = sc.panel
    before = pygame.Surface(area.size)
    before.blit(app.screen, (0, 0), area)
    click(app, sc.b_hint.rect.center)
    app.render()
    after = pygame.Surface(area.size)
    after.blit(app.screen, (0, 0), area)
    assert sc.show_hint
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")


def test_keys_go_to_a_menu_over_the_table_not_the_panel(app):
    sc = start(app, 0)
    key(app, pygame.K_ESCAPE)                                           # the pause menu
    assert sc.handlers.top is not sc.table
    key(app, pygame.K_r, unicode="r")
    assert app.scene is sc                                              # R is not Replay under the menu


def test_a_broken_lesson_file_is_a_message_not_a_crash(app, monkeypatch):
    def broken():
        raise ContentError(["legends/data/lessons/04_blocking.yaml: goals[0].check: expected one of ..."])
    monkeypatch.setattr(LS, "default_lessons", broken)
    sc = open_list(app)
    assert app.message is not None and not sc.lessons
    app.message = None
    key(app, pygame.K_RETURN)
    key(app, pygame.K_DOWN)
    app.render()
    assert app.scene is sc


def test_progress_ticks_show_in_the_list(app, tmp_path):
    (tmp_path / "lessons.json").write_text(json.dumps({"done": ["moving_and_attacking", "blocking"]}))
    sc = open_list(app)
    assert sc.done == {"moving_and_attacking", "blocking"}
    assert sc.selected == 1                                             # the first lesson not done yet


def test_random_input_on_the_lesson_screens(app):
    """A few hundred random events on the list and on a lesson: nothing escapes."""
    from legends.devtools.testing import Monkey
    m = Monkey(app, seed=5)
    for index in (None, 0, 3, 5):
        if index is None:
            open_list(app)
        else:
            start(app, index)
        for _ in range(150):
            m._one("lessons")
            if app.scene is None or isinstance(app.scene, TitleScene):
                break


def test_undo_works_in_a_lesson_without_files(app, tmp_path):
    sc = start(app, 2)                                                  # Focus has no dice: it can be undone
    sc.pipeline.submit(Action.parse("P1 play shoto_07"), KEYBOARD)
    settle(app)
    assert sc.game.view.decisions == 1
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")
    settle(app)
    assert sc.game.view.decisions == 0 and sc.game.pending.kind == "main"
    assert sc.session.last_save is not None                             # kept in memory, for recovery
    assert sorted(p.name for p in tmp_path.iterdir()) in ([], ["legends.lock"])


def test_issue32_a_key_bound_to_a_table_action_is_that_action_in_a_lesson_too(app):
    """Issue 32 item 3 (controls your own): with "end the fighter phase" on N, N in a lesson ends the
    phase as it does at the table, not "next lesson"; the lesson's other letters (T: hint) still work."""
    assert app.settings.change(keys={"end_phase": "n"}) is None
    sc = start(app, 3)
    key(app, pygame.K_t, unicode="t")
    assert sc.show_hint
    app.render()
    key(app, pygame.K_n, unicode="n")                                     # End phase, by the player's key
    settle(app)
    release(app)
    assert app.scene is sc and sc.game.pending.kind == "block"
