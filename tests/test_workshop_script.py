"""Issue 29's *Done means*: a new stage built through an input script alone (keys and a virtual
controller, from the title screen), saved, accepted by `python main.py validate`, and a bot game on it
played to its end; the same for a position set on the table, which then loads in `python main.py scenario`."""
import json
import subprocess
import sys
from pathlib import Path

import yaml

from legends.ui.input import script as S
from legends.ui.input.script_runner import Runner

ROOT = Path(__file__).resolve().parents[1]


def keys(*names):
    return [{"key": n} for n in names]


def pad(*buttons):
    return [{"pad": 1, "button": b} for b in buttons]


TRIGGER_LT = [{"pad": 1, "axis": "lt", "value": 1.0}, {"pad": 1, "axis": "lt", "value": 0.0}]
TRIGGER_RT = [{"pad": 1, "axis": "rt", "value": 1.0}, {"pad": 1, "axis": "rt", "value": 0.0}]

# title -> Workshop (W) -> a 6x5 empty grid; the cursor starts on A1, the tool on Squares
TO_WORKSHOP = [{"wait": "idle"}, *keys("w"), {"wait": "idle"},
               *keys("left", "left", "down", "left", "down", "return"), {"wait": "idle"}]
BUILD = [
    {"pad_added": 1, "name": "Xbox Series X Controller"},
    *keys("right", "right", "down", "down", "return"),          # C3 painted out of the map
    *pad("rb", "left", "up", "a"),                               # Walls: B2|C2 (the cursor's side: right)
    *pad("x", "a"),                                              # the side turned down: B2|B3
    *pad("rb", "a"),                                             # Doors: a door in B2|B3
    *pad("rb", "right", "right", "up", "a", "right", "a"),      # Features: D1 and E1 one feature
    *keys("pagedown", "down", "return"),                         # Hazards: E2
    *pad("rb", "left", "left", "left", "left", "up", "a"),      # Start: A1
    *pad("rb", *["right"] * 5, "a"),                             # Spawn 1: F1
    *pad("rb", *["down"] * 4, "a"),                              # Spawn 2: F5
    *pad("rb", *["left"] * 5, "a"),                              # Spawn 3: A5
    *keys("pagedown", "right", "right", "up", "return"),         # Point of interest: C4
    *keys("pagedown", "right", "down", "return"),                # Objectives: a punch token on D5
    *keys("pagedown", "right", "up", "return"),                  # Setup minions: a standard on E4
    *TRIGGER_LT, *TRIGGER_RT,                                    # undone, then redone (LT, RT)
    *pad("y", *["down"] * 6, "right", "down", "right"),          # the panel: Loss -> tokens destroyed, count 1
    {"key": "s", "mods": ["ctrl"]},                              # Save
    {"wait": "idle"},
]


def run_main(*args, home):
    import os
    env = dict(os.environ, LEGENDS_HOME=str(home))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, env=env,
                          timeout=240)


def test_a_stage_built_by_keys_and_a_controller_is_saved_valid_and_played_to_its_end(app, tmp_path):
    shot = tmp_path / "built.png"
    runner = Runner(S.parse(TO_WORKSHOP + BUILD + [{"screenshot": str(shot)}], "build.yaml"), fixed=True)
    app.title()
    assert app.run(seconds=120, runner=runner) == 0
    assert runner.done and not runner.problems and shot.exists()
    path = tmp_path / "stages" / "my_stage.yaml"
    doc = yaml.safe_load(path.read_text())
    assert doc["grid"] == ["######", "######", "##.###", "######", "######"]
    assert doc["walls"] == ["B2|B3", "B2|C2"] and doc["doors"] == ["B2|B3"]
    assert doc["features"][0]["squares"] == ["D1", "E1"]
    assert doc["start"] == "A1" and doc["spawns"] == {1: "F1", 2: "F5", 3: "A5"}
    assert doc["point_of_interest"]["space"] == "C4" and doc["objectives"]["tokens"] == [{"space": "D5", "icon": "punch"}]
    assert doc["setup"]["minions"] == [{"type": "standard", "space": "E4"}]
    assert doc["rules"][0]["effect"] == "hazard" and doc["rules"][0]["spaces"] == ["E2"]
    assert doc["loss"]["effect"] == "objectives_destroyed" and doc["loss"]["count"] == 1
    out = run_main("validate", str(path), home=tmp_path)
    assert out.returncode == 0 and out.stdout.startswith("Stage OK: My stage (my_stage)"), out.stdout + out.stderr
    assert "my_stage" in app.box.stages                  # the setup screen and the gallery have it now
    from legends.content import default_box
    from legends.engine.setup import random_setup
    from legends.sim import play_one
    from legends.store.own_stages import with_own
    box, problems = with_own(default_box(), tmp_path / "stages")
    assert problems == []
    result = play_one(box, random_setup(box, 3, 2, "my_stage"), "greedy")
    assert result["winner"] in ("fighters", "nemesis"), result


# Set the table: from the title's Workshop, the fighter P1 onto C1 on Shadaloo Base with 2 health,
# an elite beside, the nemesis on the map; saved, then loaded by `scenario`
POSITION = [
    {"wait": "idle"}, *keys("w"), {"wait": "idle"},
    *keys("up", "up", "return"), {"wait": "idle"},              # Set the table (from Back, up twice)
    {"pad_added": 1, "name": "Xbox Series X Controller"},
    *pad("right", "right", "a"),                                 # the tool Move the fighter: P1 to C1
    *pad("rb", "rb", "right", "a"),                              # Elite minion on D1
    *pad("rb", "rb", "down", "a"),                               # the nemesis on D2
    *pad("y", "down", "down", "down", "down", "left", "left"),   # the panel: Health 4 -> 2
    {"key": "s", "mods": ["ctrl"]}, {"wait": "idle"},
]


def test_a_position_set_by_keys_and_a_controller_is_saved_and_loads_in_scenario(app, tmp_path):
    runner = Runner(S.parse(POSITION, "position.yaml"), fixed=True)
    app.title()
    assert app.run(seconds=120, runner=runner) == 0
    assert runner.done and not runner.problems
    saved = sorted((tmp_path / "positions").glob("*.yaml"))
    assert len(saved) == 1, saved
    out = run_main("validate", str(saved[0]), home=tmp_path)
    assert out.returncode == 0 and out.stdout.startswith("Position OK"), out.stdout + out.stderr
    out = run_main("scenario", str(saved[0]), home=tmp_path)
    assert out.returncode == 0, out.stderr
    state = json.loads(out.stdout)
    assert state["fighters"][0]["space"] == "C1" and state["fighters"][0]["health"] == 2
    assert [e["kind"] for e in state["enemies"].values()].count("elite") == 1
    assert state["enemies"]["nemesis"]["space"] == "D2"
    from legends.engine.scenario import build
    from legends.bots import make_bot
    game = build(yaml.safe_load(saved[0].read_text()))
    bot = make_bot("greedy", 1)
    for _ in range(20000):
        if game.is_over():
            break
        game.apply(bot.choose(game, game.legal_actions()))
    assert game.is_over() and game.result["winner"] in ("fighters", "nemesis")
