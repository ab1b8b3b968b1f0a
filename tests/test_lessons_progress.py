"""Issue 24 item 5: the lesson progress file (lessons.json) is read entry by entry: a bad entry is not
counted and the rest is kept; a file that cannot be read at all is set aside, said, and never
written over. Played through the real screens: the list, then a lesson finished at the table."""
import json

import pygame

from legends.devtools.testing import key, settle
from legends.engine import Action
from legends.ui.scenes.lessons import LessonsScene
from legends.ui.table.lesson import LessonScene
from legends.ui.input.intents import KEYBOARD


def open_list(app):
    app.set_scene(LessonsScene(app))
    app.render()
    return app.scene


def finish(app, index):
    """Start lesson `index` from the list and play its solution to the end; its id."""
    app.scene.choose(index)
    key(app, pygame.K_RETURN)
    settle(app)
    sc = app.scene
    assert isinstance(sc, LessonScene)
    for text in sc.lesson.solution:
        sc.pipeline.submit(Action.parse(text), KEYBOARD)
        settle(app)
    assert sc.completed
    return sc.lesson.id


def test_item5_one_bad_lesson_entry_keeps_the_rest(app, tmp_path):
    odd = ["b" * 300, {"id": "ex_and_boosts", "stars": 3}]             # a damaged id, a newer version's entry
    (tmp_path / "lessons.json").write_text(json.dumps({"done": ["moving_and_attacking", *odd, "blocking"],
                                                       "version": 2}))
    sc = open_list(app)
    assert sc.done == {"moving_and_attacking", "blocking"}
    assert any("done[1], done[2]" in t and "not counted" in t for t, _ in app.toasts), app.toasts
    new = finish(app, sc.selected)
    assert new not in ("moving_and_attacking", "blocking")
    saved = json.loads((tmp_path / "lessons.json").read_text())
    assert saved == {"done": ["moving_and_attacking", *odd, "blocking", new], "version": 2}
    shown = len(app.toasts)
    assert open_list(app).done == {"moving_and_attacking", "blocking", new}
    assert not any("not counted" in t for t, _ in app.toasts[shown:])   # said once a run, not at every visit


def test_item5_an_unreadable_progress_file_is_set_aside_and_said(app, tmp_path):
    text = '{"done": ["moving_and_attacking", "blocking"'                # cut short
    (tmp_path / "lessons.json").write_text(text)
    sc = open_list(app)
    aside = tmp_path / "lessons.unreadable-1.json"
    assert sc.done == set() and aside.read_text() == text
    assert any("lessons.json" in t and "set aside as lessons.unreadable-1.json" in t for t, _ in app.toasts)
    new = finish(app, 0)
    assert json.loads((tmp_path / "lessons.json").read_text()) == {"done": [new]}
    assert aside.read_text() == text


def test_item5_a_progress_file_that_cannot_be_set_aside_is_never_written_over(tmp_path, monkeypatch):
    from legends.store import progress

    def refuse(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    monkeypatch.setattr(progress, "set_aside", refuse)
    (tmp_path / "lessons.json").write_text("[1, 2]")
    problems = []
    assert progress.load_progress(problems) == set() and "left as it is" in problems[0]
    err = progress.mark_done("blocking")
    assert err.startswith("Could not save the lesson progress: ") and "Permission denied" in err
    assert (tmp_path / "lessons.json").read_text() == "[1, 2]"
