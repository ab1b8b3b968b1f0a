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

ROOT = Path(__file__).resolve().parents[1]
BAD = """\
- {key: retrun}
- {pad: 1, button: q}
- {click: [5000, 3]}
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
    runner = S.Runner(S.parse([item], "t.yaml"), fixed=True)
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
    runner = S.Runner(S.parse([{"wait": "idle"}, {"key": "a"}]), fixed=True)
    pygame.event.clear()
    for _ in range(20):
        runner.advance(fake, S.FRAME)
    assert runner.i == 0 and not pygame.event.get(pygame.KEYDOWN)
    fake.scene.is_busy = False
    runner.advance(fake, S.FRAME)           # idle now: the wait ends, the key is due GAP later
    assert runner.i == 1
    runner.advance(fake, S.GAP)
    assert runner.done and pygame.event.get(pygame.KEYDOWN)
    fake = FakeApp()
    fake.message = object()                 # a message box waits for a human too
    runner = S.Runner(S.parse([{"wait": "idle"}]), fixed=True)
    runner.advance(fake, S.FRAME)
    assert runner.done


def test_wait_idle_gives_up_after_its_timeout_and_says_so(app, capsys):
    runner = S.Runner(S.parse([{"wait": "idle", "timeout": 0.5}]), fixed=True)
    for _ in range(40):
        runner.advance(FakeApp(), 0.05)
    assert runner.done and "still busy after 0.5 s" in runner.problems[0]
    assert "[0]: still busy" in capsys.readouterr().err


def test_after_wait_and_one_input_a_frame(app):
    pygame.event.clear()
    runner = S.Runner(S.parse([{"key": "a", "after": 1.0}, {"wait": 2.0}, {"key": "b"}, {"key": "c", "after": 0}]),
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
    runner = S.Runner(S.parse([{"wait": "idle"}, {"key": "return"}, {"wait": "idle"},
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
