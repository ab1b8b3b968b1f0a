"""Input scripts (legends/ui/input/script.py, issue 11 item 4): the format's checks (every problem at
once, with the file and the place), the events each kind of item posts (virtual controllers as
docs/ui.md says), `wait: idle`, repeats, and `play --inputs` taking a game from the title to the
table by keys, headless, with screenshots."""
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from legends.ui.input import script as S
from legends.ui.input.script_runner import FRAME, Runner

ROOT = Path(__file__).resolve().parents[1]
BAD = """\
- {key: retrun}
- {pad: 1, button: q}
- {click: [-5, 3]}
- {wait: soon}
- {repeat: 2, do: [{key: a, colour: red}]}
- 3
- {pad_added: 9, type: sega}
- {pad: 1, axis: leftx}
- {key: return, after: -1}
- {screenshot: nowhere/x.png}
"""


def run_main(args, tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               LEGENDS_HOME=str(tmp_path / "home"))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=240)


def posted(app, item):
    """The pygame events one item posts when its time comes."""
    pygame.event.clear()
    runner = Runner(S.parse([item], "t.yaml"), fixed=True)
    runner.advance(app, 1.0)
    assert runner.done
    return [e for e in pygame.event.get() if e.type not in (pygame.WINDOWSHOWN, pygame.VIDEOEXPOSE,
                                                            pygame.ACTIVEEVENT, pygame.WINDOWEXPOSED)]


# --- the format -----------------------------------------------------------------------------------
def test_every_problem_at_once_with_the_file_and_the_place(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text(BAD)
    with pytest.raises(S.ScriptError) as err:
        S.load(f)
    lines = err.value.problems
    assert all(line.startswith(f"{f}: ") for line in lines)
    text = "\n".join(lines)
    for place in ("[0].key: expected a key name", "[1].button: expected one of a, b, x, y", "[2].click: expected [x, y]",
                  "[3].wait: expected idle or a number", "[4].do[0].colour: unknown key", "[5]: expected a mapping",
                  "[6].pad_added: expected a whole number from 1 to 8", "[6].type: expected one of xbox",
                  "[7].value: expected a number", "[8].after: expected a number from 0", "[9].screenshot: the folder"):
        assert place in text, place
    assert len(lines) == 11


@pytest.mark.parametrize("doc, problem", [
    ("{key: return}", "(file): expected a list of input events"),
    ("- {key: return, click: [1, 1]}", "[0]: expected only one of key, click"),
    ("- {after: 1}", "[0]: expected one of key, click"),
    ("- [unclosed", "line 2, column 1"),
    ("- {repeat: 100000, do: [{key: a}, {key: b}]}", "[0].repeat: expected at most 100,000 events"),
    ("- {pad: 1, button: a, axis: leftx, value: 1}", "[0]: expected button or axis"),
    ("- {pad_added: 1, name: Pad, type: xbox}", "[0]: expected name or type, not both"),
    ("- {wait: 1, timeout: 3}", "[0].timeout: only with wait: idle"),
    ("- {move: [1, 2, 3]}", "[0].move: expected [x, y], two numbers from 0"),
    ("- {click: [true, 1]}", "[0].click: expected [x, y], two numbers from 0"),
])
def test_one_problem(tmp_path, doc, problem):
    f = tmp_path / "s.yaml"
    f.write_text(doc + "\n")
    with pytest.raises(S.ScriptError) as err:
        S.load(f)
    assert problem in str(err.value) and str(err.value).startswith(str(f))


def test_a_missing_file_is_one_line(tmp_path):
    with pytest.raises(S.ScriptError, match="cannot read it"):
        S.load(tmp_path / "none.yaml")


def test_a_bad_script_on_the_command_line_is_exit_2_without_a_traceback(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text(BAD)
    r = run_main(["play", "--inputs", str(f), "--seconds", "1"], tmp_path)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr and f"{f}: [1].button: expected one of" in r.stderr
    assert r.stderr.count(str(f)) == 11


# --- what each item posts ---------------------------------------------------------------------------
def test_keys_with_mods_press_and_release(app):
    down, up = posted(app, {"key": "z", "mods": ["ctrl"]})
    assert (down.type, up.type) == (pygame.KEYDOWN, pygame.KEYUP)
    assert down.key == pygame.K_z and down.mod & pygame.KMOD_CTRL and not hasattr(down, "pad")
    (e,) = posted(app, {"key": "enter", "press": "down"})
    assert e.type == pygame.KEYDOWN and e.key == pygame.K_RETURN and e.unicode == "\r"
    (e,) = posted(app, {"key": "page up", "press": "up"})
    assert e.type == pygame.KEYUP and e.key == pygame.K_PAGEUP
    events = posted(app, {"text": "12"})
    assert [(e.type, e.unicode) for e in events] == [(pygame.KEYDOWN, "1"), (pygame.KEYUP, "1"),
                                                     (pygame.KEYDOWN, "2"), (pygame.KEYUP, "2")]


def test_mouse_clicks_moves_and_the_wheel(app):
    move, down, up = posted(app, {"click": [960, 540], "button": "right"})
    assert move.type == pygame.MOUSEMOTION and move.pos == (960, 540)
    assert (down.type, down.button, down.pos, up.type) == (pygame.MOUSEBUTTONDOWN, 3, (960, 540), pygame.MOUSEBUTTONUP)
    (e,) = posted(app, {"move": [10, 20]})
    assert e.type == pygame.MOUSEMOTION and e.pos == (10, 20)
    (e,) = posted(app, {"wheel": -2})
    assert e.type == pygame.MOUSEWHEEL and e.y == -2


def test_virtual_controllers_as_the_plan_says(app):
    (e,) = posted(app, {"pad_added": 2, "type": "playstation"})
    assert e.type == pygame.CONTROLLERDEVICEADDED and e.virtual is True and e.pad == 2 and "PS5" in e.name
    (e,) = posted(app, {"pad_added": 1})
    assert e.name == "Xbox Series X Controller"
    (e,) = posted(app, {"pad_added": 1, "name": "Nintendo Switch Pro Controller"})
    assert e.name == "Nintendo Switch Pro Controller"
    down, up = posted(app, {"pad": 2, "button": "a"})
    assert (down.type, up.type) == (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP)
    assert down.instance_id == -2 and down.button == pygame.CONTROLLER_BUTTON_A
    (e,) = posted(app, {"pad": 1, "button": "lb", "press": "down"})
    assert e.type == pygame.CONTROLLERBUTTONDOWN and e.button == pygame.CONTROLLER_BUTTON_LEFTSHOULDER
    (e,) = posted(app, {"pad": 1, "axis": "leftx", "value": -1.0})
    assert e.type == pygame.CONTROLLERAXISMOTION and e.axis == pygame.CONTROLLER_AXIS_LEFTX and e.value == -32768
    (e,) = posted(app, {"pad": 1, "axis": "rt", "value": 1})
    assert e.axis == pygame.CONTROLLER_AXIS_TRIGGERRIGHT and e.value == 32767
    (e,) = posted(app, {"pad_removed": 2})
    assert e.type == pygame.CONTROLLERDEVICEREMOVED and e.instance_id == -2 and e.virtual is True


# --- timing: after, waits, repeats ------------------------------------------------------------------------
class FakeScene:
    def __init__(self):
        self.is_busy = True

    def busy(self):
        return self.is_busy


class FakeApp:
    def __init__(self):
        self.scene = FakeScene()
        self.message = None


def test_wait_idle_waits_for_the_app_to_wait_for_a_human(app):
    fake = FakeApp()
    runner = Runner(S.parse([{"wait": "idle"}, {"key": "a"}]), fixed=True)
    pygame.event.clear()
    for _ in range(20):
        runner.advance(fake, FRAME)
    assert runner.i == 0 and not pygame.event.get(pygame.KEYDOWN)
    fake.scene.is_busy = False
    runner.advance(fake, FRAME)           # idle now: the wait ends, the key is due GAP later
    assert runner.i == 1
    runner.advance(fake, S.GAP)
    assert runner.done and pygame.event.get(pygame.KEYDOWN)
    fake = FakeApp()
    fake.message = object()                 # a message box waits for a human too
    runner = Runner(S.parse([{"wait": "idle"}]), fixed=True)
    runner.advance(fake, FRAME)
    assert runner.done


def test_wait_idle_gives_up_after_its_timeout_and_says_so(app, capsys):
    runner = Runner(S.parse([{"wait": "idle", "timeout": 0.5}]), fixed=True)
    for _ in range(40):
        runner.advance(FakeApp(), 0.05)
    assert runner.done and "still busy after 0.5 s" in runner.problems[0]
    assert "[0]: still busy" in capsys.readouterr().err


def test_after_wait_and_one_input_a_frame(app):
    pygame.event.clear()
    runner = Runner(S.parse([{"key": "a", "after": 1.0}, {"wait": 2.0}, {"key": "b"}, {"key": "c", "after": 0}]),
                      fixed=True)
    runner.advance(app, 0.9)
    assert runner.i == 0
    runner.advance(app, 0.2)
    assert runner.i == 1                    # the key, then the pause started
    runner.advance(app, 1.9)
    assert runner.i == 1
    runner.advance(app, 0.2)                # the pause is over; b comes GAP after it
    assert runner.i == 2
    runner.advance(app, S.GAP)              # b posted; c (after: 0) waits for the next frame
    assert runner.i == 3
    runner.advance(app, 0.0)
    assert runner.done
    keys = [e.key for e in pygame.event.get(pygame.KEYDOWN)]
    assert keys == [pygame.K_a, pygame.K_b, pygame.K_c]


def test_repeat_expands_and_its_after_comes_once():
    steps = S.parse([{"repeat": 3, "after": 2.0, "do": [{"key": "down"}, {"repeat": 2, "do": [{"pad": 1, "button": "a"}]}]}])
    assert len(steps) == 9
    assert [s.where for s in steps[:3]] == ["[0].do[0]", "[0].do[1].do[0]", "[0].do[1].do[0]"]
    assert steps[0].after == pytest.approx(2.0 + S.GAP) and steps[3].after == pytest.approx(S.GAP)


# --- the whole thing -------------------------------------------------------------------------------------
def test_enter_from_the_title_to_the_table_in_process(app, tmp_path):
    """Enter, Enter: the title's focus starts on New game, the setup's Enter starts it (default settings)."""
    shot = tmp_path / "setup.png"
    runner = Runner(S.parse([{"wait": "idle"}, {"key": "return"}, {"wait": "idle"},
                               {"screenshot": str(shot)}, {"key": "return"}, {"wait": "idle"}]))
    app.title()
    assert app.run(seconds=60, runner=runner) == 0
    assert runner.fixed and runner.done and not runner.problems
    assert type(app.scene).__name__ == "GameScene" and shot.exists()
    assert [k for _, _, k in runner.log] == ["idle", "post", "idle", "shot", "post", "idle"]


def test_play_inputs_title_to_a_game_headless(tmp_path):
    f = tmp_path / "start.yaml"
    shot = tmp_path / "setup.png"
    f.write_text(f"""\
# title -> setup -> the table, by keys alone
- {{wait: idle}}
- {{key: down}}              # the focus moves off New game ...
- {{key: up}}                # ... and back
- {{key: return}}
- {{wait: idle}}
- {{screenshot: {shot}}}
- {{repeat: 2, do: [{{key: tab}}]}}
- {{key: return}}
- {{wait: idle}}
""")
    out = tmp_path / "end.png"
    r = run_main(["play", "--inputs", str(f), "--seconds", "30", "--screenshot", str(out)], tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr and "input script" not in r.stderr
    assert shot.exists() and out.exists()
    assert pygame.image.load(str(out)).get_size() == (1920, 1080)
    games = list((tmp_path / "home" / "games").glob("*.json"))
    assert games, "the game started (and autosaved)"


def test_the_example_in_the_docs_reads():
    import re
    text = (ROOT / "docs" / "ui.md").read_text()
    block = re.search(r"## Input scripts.*?```yaml\n(.*?)```", text, re.S).group(1)
    import yaml
    steps = S.parse(yaml.safe_load(block), "docs/ui.md")
    kinds = {s.kind for s in steps}
    assert kinds == {"post", "idle", "pause", "shot"}
    events = {e.type for s in steps for e in s.events}
    assert {pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION,
            pygame.CONTROLLERDEVICEREMOVED, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN} <= events


# --- points of the canvas the screen draws on -------------------------------------------------------
def _mouse_seen_by(scene) -> list:
    """(type, pos) of every mouse event the scene handles from now on."""
    seen, handle = [], scene.handle_event

    def spy(e):
        if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            seen.append((e.type, e.pos))
        return handle(e)
    scene.handle_event = spy
    return seen


def _app_in_a_window(tmp_path, monkeypatch, window, scale="auto"):
    """A headless app whose window is `window` (LEGENDS_WINDOW, as a headless `play --inputs` reads it)."""
    from legends.devtools.testing import make_app
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    monkeypatch.setenv("LEGENDS_WINDOW", f"{window[0]}x{window[1]}")
    app = make_app()
    app.settings.ui_scale = scale
    return app


@pytest.mark.parametrize("window, scale, where, point", [
    ((1366, 768), "auto", "table", (1300, 700)),        # the table's canvas is the window: 1366x768
    ((2560, 1440), "auto", "table", (2500, 1400)),      # 2560x1440: beyond the menus' 1920x1080
    ((1920, 1080), "125", "table", (1500, 850)),        # 125%: 1536x864
    ((1280, 720), "auto", "title", (1800, 1000)),       # the menus keep 1920x1080 in any window
])
def test_a_script_click_reaches_the_screen_at_its_canvas_point_in_any_window(tmp_path, monkeypatch, window, scale,
                                                                              where, point):
    from legends.devtools.testing import open_table
    from legends.engine import Game
    from legends.engine.scenario import DEFAULT_SETUP
    from legends.ui.screen import FIXED, canvas_for
    app = _app_in_a_window(tmp_path, monkeypatch, window, scale)
    try:
        if where == "table":
            open_table(app, Game.new(DEFAULT_SETUP, app.box), ["human"])
        else:
            app.title()
        canvas = canvas_for(window, scale)[0] if where == "table" else FIXED
        assert app.screen.get_size() == canvas and (canvas if where == "table" else window) != FIXED
        seen = _mouse_seen_by(app.scene)
        runner = Runner(S.parse([{"move": list(point)}, {"click": list(point), "button": "right"}]))
        assert app.run(seconds=1.0, runner=runner) == 0
        assert runner.done and not runner.problems
        assert [t for t, _ in seen] == [pygame.MOUSEMOTION, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                        pygame.MOUSEBUTTONUP]
        assert {pos for _, pos in seen} == {point} and app.mouse == point
    finally:
        pygame.display.quit()


def test_a_point_outside_the_screens_canvas_is_skipped_and_said(tmp_path, monkeypatch, capsys):
    from legends.devtools.testing import open_table
    from legends.engine import Game
    from legends.engine.scenario import DEFAULT_SETUP
    app = _app_in_a_window(tmp_path, monkeypatch, (1280, 720))
    try:
        sc = open_table(app, Game.new(DEFAULT_SETUP, app.box), ["human"])
        seen = _mouse_seen_by(sc)
        runner = Runner(S.parse([{"click": [1500, 900]}, {"move": [1279, 719]}], "t.yaml"))
        assert app.run(seconds=1.0, runner=runner) == 0
        assert runner.done and seen == [(pygame.MOUSEMOTION, (1279, 719))]
        assert runner.problems == ["[0]: expected a point inside the 1280x720 canvas of GameScene (the table's "
                                   "follows the window's size), got [1500, 900]; skipped"]
        assert "input script: [0]: expected a point inside" in capsys.readouterr().err
    finally:
        pygame.display.quit()


def test_posted_mouse_events_keep_their_point_through_a_scaling_renderer(app):
    """What the scripts rely on in a real window: SDL maps its own mouse events from window pixels
    to the renderer's logical size (the canvas; screen.Display), but leaves pygame's posted ones alone."""
    from pygame._sdl2 import video
    window = pygame.Window("scaled", (1280, 720))
    try:
        renderer = video.Renderer(window)
        renderer.logical_size = (1920, 1080)
        pygame.event.clear()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1800, 1000), button=1))
        assert [e.pos for e in pygame.event.get(pygame.MOUSEBUTTONDOWN)] == [(1800, 1000)]
    finally:
        window.destroy()
        pygame.event.clear()
