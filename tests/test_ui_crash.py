"""Crash handling: an unexpected exception during play shows a message, writes a crash report
(traceback, the save JSON, the log) into the user data dir, and reloads the last autosave."""
import json

import pygame
import pytest

from legends.engine import Game
from legends.engine.scenario import build
from legends.ui.table import GameScene, hud
from legends.devtools.testing import click, hot, key, make_app, settle
from legends.store import autosaves, crash, folder
from legends.ui.input.intents import KEYBOARD

POSITION = {"fighters": [{"space": "B4", "hand": ["shoto_03", "shoto_07", "shoto_13"], "meter": ["shoto_14"],
                          "ex": 1}],
            "enemies": [{"kind": "elite", "space": "B4"}, {"kind": "standard", "space": "B4"}],
            "dice": [0, 0, 1, 2]}


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    a = make_app(strict=False)
    yield a
    pygame.display.quit()


def scene(app, seats=("human",), doc=POSITION):
    sc = GameScene(app, build(doc, app.box), list(seats))
    app.set_scene(sc)
    app.render()
    return sc


def only_report():
    reports = crash.list_crash_reports()
    assert len(reports) == 1, reports
    folder = reports[0]
    assert folder.name.startswith("crash-") and len(folder.name) >= len("crash-20250101-120000")
    return folder


def test_an_engine_exception_writes_a_report_and_reloads_the_autosave(app, monkeypatch):
    sc = scene(app)
    click(app, hot(sc, ("hand", 0, "shoto_07")))      # Focus: a decision that is autosaved
    settle(app)
    saved = list(sc.game.s["history"])
    assert saved and json.loads(autosaves.autosave_path().read_text())["decisions"] == saved
    real_apply = Game.apply
    action = sc.game.legal_actions()[0]

    def broken(self, taken, frames=None):
        real_apply(self, taken, frames)               # the state moves on, then the engine fails
        if taken == action:                           # on this decision (loading replays the others)
            raise ZeroDivisionError("injected")
    monkeypatch.setattr(Game, "apply", broken)
    sc.pipeline.submit(action, KEYBOARD)
    monkeypatch.setattr(Game, "apply", real_apply)
    # a message, and the game as it was autosaved before the failing decision
    assert app.message is not None and "ZeroDivisionError" in app.message[0].text
    assert app.scene is sc and sc.game.s["history"] == saved
    folder = only_report()
    assert str(folder) in app.message[0].text
    tb = (folder / "traceback.txt").read_text()
    assert "ZeroDivisionError: injected" in tb and f"applying {action}" in tb and "Traceback" in tb
    save = json.loads((folder / "save.json").read_text())
    assert save["decisions"] == saved                 # the save loads: the game before the failure
    Game.from_save(save, app.box)
    state = json.loads((folder / "state.json").read_text())
    assert state["history"][-1] == str(action)        # the state in memory when it failed
    log = (folder / "log.txt").read_text()
    assert "P1 plays" in log
    # play goes on: close the message, take a decision
    key(app, pygame.K_RETURN)
    assert app.message is None
    n = len(sc.game.s["history"])
    sc.pipeline.submit(sc.game.legal_actions()[0], KEYBOARD)
    assert len(sc.game.s["history"]) == n + 1


def test_a_drawing_exception_is_reported_and_the_table_survives(app, monkeypatch):
    sc = scene(app)
    calls = {"n": 0}
    real = hud.draw_top

    def flaky(*args):
        calls["n"] += 1
        if calls["n"] == 1:
            raise ValueError("injected in draw")
        return real(*args)
    monkeypatch.setattr(hud, "draw_top", flaky)
    sc.epoch += 1                                    # every part is drawn again, the top bar first
    sc.invalidate()
    app.step(0.01, [])
    assert app.message is not None and "injected in draw" in app.message[0].text
    folder = only_report()
    assert "GameScene.draw" in (folder / "traceback.txt").read_text()
    key(app, pygame.K_RETURN)
    app.step(0.01, [])                               # draws fine now
    assert app.message is None and isinstance(app.scene, GameScene)


def test_a_bot_exception_is_reported_and_play_goes_on(app, monkeypatch):
    sc = scene(app, seats=("human", "greedy"), doc={
        "setup": {"players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                              {"fighter": "ken", "style": "rushdown", "rival": "juri"}]},
        "active": 1, "fighters": [{"space": "A4"}, {"space": "A4"}]})
    assert sc.game.pending.seat == 1
    bot = sc.bots[1]
    real = bot.choose

    def once(game, options):
        bot.choose = real
        raise KeyError("injected in the bot")
    bot.choose = once
    for _ in range(40):
        app.step(0.1, [])
        if app.message:
            break
    assert app.message is not None and "injected in the bot" in app.message[0].text
    assert "bot greedy deciding for P2" in (only_report() / "traceback.txt").read_text()
    key(app, pygame.K_RETURN)
    n = len(sc.game.s["history"])
    for _ in range(200):
        app.step(0.1, [])
        if len(sc.game.s["history"]) > n:
            break
    assert len(sc.game.s["history"]) > n             # the bot plays again


def test_repeated_crashes_go_back_to_the_title_and_continue_resumes(app, monkeypatch):
    sc = scene(app)
    saved = list(sc.game.s["history"])
    real = hud.draw_top

    def always(*args):
        raise RuntimeError("always broken")
    monkeypatch.setattr(hud, "draw_top", always)
    for _ in range(6):
        sc.epoch += 1
        sc.invalidate()
        app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 500), rel=(1, 1), buttons=(0, 0, 0))])
        if type(app.scene).__name__ == "TitleScene":
            break
    assert type(app.scene).__name__ == "TitleScene"
    assert "back at the title" in app.message[0].text
    monkeypatch.setattr(hud, "draw_top", real)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_c)                             # Continue: the autosave
    assert isinstance(app.scene, GameScene) and app.scene.game.s["history"] == saved


def test_a_crash_report_never_raises(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path / "file"))
    (tmp_path / "file").write_text("not a folder")
    try:
        raise RuntimeError("x")
    except RuntimeError as exc:
        assert crash.write_crash_report(exc, "test", {"save": {"a": 1}, "log": ["one"]}) is None
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path / "ok"))
    try:
        raise RuntimeError("y")
    except RuntimeError as exc:
        a = crash.write_crash_report(exc, "test", {"state": {"bad": object()}}, when=0)
        b = crash.write_crash_report(exc, "test", {}, when=0)
    assert a != b and a.exists() and b.exists()        # same second: a second folder, not an overwrite
    assert "traceback.txt" in {p.name for p in a.iterdir()}
