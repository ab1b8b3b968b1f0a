"""The player's own stage and position files (issue 29): the `grid` map of a home-made stage, `validate
FILE`, `simulate --stage-file`, the data folder's stages/ on the setup screen and in the gallery,
hostile files refused in one line each."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import hostile as H
from legends.content import default_box
from legends.content.loader import Reader, load_stage
from legends.store import own_stages

ROOT = Path(__file__).resolve().parents[1]

YARD = """id: my_yard
name: My Yard
grid:
  - "#####"
  - "#####"
  - "##.##"
  - "#####"
walls: ["A3|B3"]
start: A1
spawns: {1: E1, 2: E4, 3: A4}
point_of_interest: {space: C2, name: Well, effect: {effect: heal, amount: 1}}
objectives: {hidden: false, tokens: []}
setup: {text: "", minions: []}
rules: []
loss: {effect: time_limit, rounds: 12}
"""


def run(*args, home=None):
    env = {**__import__("os").environ}
    if home is not None:
        env["LEGENDS_HOME"] = str(home)
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, env=env)


def _load(text):
    import yaml
    problems = []
    stage = load_stage(yaml.safe_load(text), Reader("s.yaml", problems))
    return stage, problems


def test_a_grid_map_is_its_squares_drawn_as_rectangles():
    stage, problems = _load(YARD)
    assert problems == []
    assert len(stage.squares) == 19 and (2, 2) not in stage.squares
    covered = {(t.at[0] + dx, t.at[1] + dy) for t in stage.tiles for dx in range(t.cols) for dy in range(t.rows)}
    assert covered == set(stage.squares)
    assert stage.tiles[0].cols == 5 and stage.tiles[0].rows == 2     # the full rows above the hole: one tile


def test_a_grid_and_tiles_together_or_bad_marks_are_each_reported():
    text = YARD.replace('  - "##.##"', '  - "##x##"') + "tiles: []\n"
    _, problems = _load(text)
    assert "s.yaml: grid: expected either tiles (the box's 1 large and 2 small tiles) or grid, not both" in problems
    assert any(p.startswith("s.yaml: grid[2]: expected a row of 1 to 12 marks") for p in problems), problems


def test_validate_file_accepts_a_stage_and_a_position(tmp_path):
    path = tmp_path / "yard.yaml"
    path.write_text(YARD)
    out = run("validate", str(path))
    assert out.returncode == 0 and out.stdout.strip() == "Stage OK: My Yard (my_yard), 19 squares", out
    out = run("validate", "tests/scenarios/move_and_attack.yaml")
    assert out.returncode == 0 and out.stdout.startswith("Position OK: Shadaloo Base, Ryu"), out


def test_validate_file_lists_every_problem_of_a_stage_at_once(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(YARD.replace("start: A1", "start: Z9").replace("rounds: 12", "rounds: 0")
                    .replace("amount: 1}", "amount: 9}"))
    out = run("validate", str(path))
    lines = out.stdout.strip().splitlines()
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert f"{path}: start: expected a space of the map (a square like A1 or a feature id), got 'Z9'" in lines
    assert any(ln.startswith(f"{path}: loss.rounds: ") for ln in lines), lines
    assert any(ln.startswith(f"{path}: point_of_interest.effect.amount: ") for ln in lines), lines


def test_validate_file_says_what_cuts_a_spawn_off(tmp_path):
    path = tmp_path / "walled.yaml"
    path.write_text(YARD.replace('walls: ["A3|B3"]', 'walls: ["D1|E1", "D2|E2", "E2|E3"]'))
    out = run("validate", str(path))
    assert out.returncode == 1
    assert f"{path}: spawns.1: expected a space the fighters can reach from the start space A1; walls cut E1 off" \
        in out.stdout.splitlines(), out.stdout


def test_validate_file_position_problems_name_the_field(tmp_path):
    path = tmp_path / "pos.yaml"
    path.write_text("setup: {stage: shadaloo_base}\nfighters: [{health: 99, ex: 7}]\n")
    out = run("validate", str(path), "--json")
    report = json.loads(out.stdout)
    assert out.returncode == 1 and report["kind"] == "position" and not report["ok"]
    assert any("fighters[0].health: expected a whole number from 0 to 4, got 99" in p for p in report["problems"])
    assert any("fighters[0].ex: " in p for p in report["problems"]), report["problems"]


def test_a_stage_of_the_box_cannot_be_taken_over_by_a_players_file(tmp_path):
    (tmp_path / "stages").mkdir()
    (tmp_path / "stages" / "x.yaml").write_text((ROOT / "stages" / "night_market.yaml").read_text())
    box, problems = own_stages.with_own(default_box(), tmp_path / "stages")
    assert box is default_box()
    assert problems == ["x.yaml: id: 'night_market' is a stage of the box; give your stage an id of its own"]


def test_the_players_stages_join_the_box_and_a_bad_one_is_left_out_and_said(tmp_path):
    folder = tmp_path / "stages"
    folder.mkdir()
    (folder / "yard.yaml").write_text(YARD)
    (folder / "broken.yaml").write_text("id: broken\nname: [1]\ngrid: 5\n")
    box, problems = own_stages.with_own(default_box(), folder)
    assert "my_yard" in box.stages and "broken" not in box.stages
    assert own_stages.own_ids(box) == {"my_yard"} and set(default_box().stages) < set(box.stages)
    assert "broken.yaml: name: expected text, got [1]" in problems, problems


def test_simulate_stage_file_plays_the_players_stage(tmp_path):
    path = tmp_path / "yard.yaml"
    path.write_text(YARD)
    out = run("simulate", "--stage-file", str(path), "--games", "3", "--players", "2", "--bot", "greedy",
              "--jobs", "2", "--json")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["errors"] == 0 and set(summary["by"]["stage"]) == {"my_yard"}
    assert summary["wins"] + summary["losses"] == 3


def test_simulate_stage_file_refuses_a_bad_stage_with_its_problems(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(YARD.replace("start: A1", "start: C3"))
    out = run("simulate", "--stage-file", str(path), "--games", "1")
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert out.stderr.startswith(f"{path}: start: expected a space of the map"), out.stderr


def test_scenario_builds_a_position_on_a_players_stage(tmp_path):
    (tmp_path / "stages").mkdir()
    (tmp_path / "stages" / "yard.yaml").write_text(YARD)
    pos = tmp_path / "pos.yaml"
    pos.write_text("setup: {stage: my_yard}\nfighters: [{space: B2, health: 2}]\n"
                   "enemies: [{kind: elite, space: C1}]\n")
    out = run("scenario", str(pos), home=tmp_path)
    assert out.returncode == 0, out.stderr
    state = json.loads(out.stdout)
    assert state["fighters"][0]["space"] == "B2" and state["fighters"][0]["health"] == 2


@pytest.mark.parametrize("text", [H.alias_bomb("name"), H.yaml_deep("walls"), "id: zz\n" + H.yaml_number("name"),
                                  "grid: x\n" + H.yaml_text("flavor"), YARD.replace("grid:", "grid: 7\nx:")],
                         ids=["alias_bomb", "deep", "huge_number", "huge_text", "wrong_types"])
def test_validate_file_refuses_a_hostile_stage_in_one_line(tmp_path, text):
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    out = H.run(["main.py", "validate", str(path)])
    assert out.returncode == 1 and "Traceback" not in out.stdout + out.stderr, out.stderr[-400:]
    lines = out.stdout.strip().splitlines()
    assert lines and all(ln.startswith(f"{path}: ") and len(ln) < 400 for ln in lines), lines


def test_own_stages_read_a_hostile_file_as_one_problem_and_go_on(tmp_path):
    folder = tmp_path / "stages"
    folder.mkdir()
    (folder / "bomb.yaml").write_text(H.alias_bomb("name"))
    (folder / "yard.yaml").write_text(YARD)
    box, problems = own_stages.with_own(default_box(), folder)
    assert "my_yard" in box.stages
    assert len(problems) == 1 and problems[0].startswith("bomb.yaml: line ") and "alias" in problems[0], problems


def test_setup_and_gallery_mark_the_players_stages(tmp_path):
    from legends.devtools.testing import make_app
    from legends.ui.scenes.gallery import GalleryScene, shown_name
    folder = tmp_path / "stages"
    folder.mkdir()
    (folder / "yard.yaml").write_text(YARD)
    box, _ = own_stages.with_own(default_box(), folder)
    assert shown_name(box, "my_yard") == "My Yard (yours)"
    assert shown_name(box, "night_market") == "Metro City Night Market"
    app = make_app()
    app.box = box
    gallery = GalleryScene(app)
    assert "My Yard (yours)" in [b.label for b in gallery.stage_buttons]
    gallery.select(gallery.ids.index("my_yard"))
    app.set_scene(gallery)
    app.render()
    from legends.ui.workshop.table import TableScene
    table = TableScene(app, stage="my_yard")                  # Set the table's stage choice marks it too
    assert (("my_yard", "My Yard (yours)") in table.panel["stage"].options
            and ("night_market", "Metro City Night Market") in table.panel["stage"].options)


def test_a_position_carries_its_players_stage_and_loads_without_it_in_the_folder(tmp_path):
    import yaml
    from legends.ui.workshop.model.draft import from_stage
    from legends.ui.workshop.model.position import PositionDraft
    stage, problems = _load(YARD)
    box = own_stages.add_stages(default_box(), {stage.id: stage})
    pos = PositionDraft({"stage": "my_yard"}, box)
    assert pos.place(("fighter", 0), "D4")
    path = tmp_path / "pos.yaml"
    path.write_text(pos.text("on my yard", from_stage(stage).to_doc()))
    assert yaml.safe_load(path.read_text())["stage"]["id"] == "my_yard"
    out = run("scenario", str(path), home=tmp_path)             # no stages/ in this home: the file carries it
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["fighters"][0]["space"] == "D4"


def test_a_position_carrying_a_bad_stage_is_refused_with_the_stages_place(tmp_path):
    path = tmp_path / "pos.yaml"
    path.write_text("setup: {stage: my_yard}\nstage:\n" + "".join(
        f"  {line}\n" for line in YARD.replace("start: A1", "start: C3").splitlines()))
    out = run("validate", str(path), home=tmp_path)
    assert out.returncode == 1
    assert f"{path}: stage.start: expected a space of the map" in out.stdout, out.stdout


def test_render_stage_draws_a_players_stage(tmp_path):
    (tmp_path / "stages").mkdir()
    (tmp_path / "stages" / "yard.yaml").write_text(YARD)
    out = run("render-stage", "my_yard", "--out", str(tmp_path / "yard.png"), home=tmp_path)
    assert out.returncode == 0 and (tmp_path / "yard.png").exists(), out.stderr


def test_the_window_starts_with_a_bad_stage_of_the_players_said_and_left_out(tmp_path):
    (tmp_path / "stages").mkdir()
    (tmp_path / "stages" / "b.yaml").write_text("id: broken\n")
    out = run("play", "--seconds", "0.2", home=tmp_path)
    assert out.returncode == 0 and "Traceback" not in out.stderr
    assert "(your stages) b.yaml: name: missing; expected text" in out.stderr, out.stderr


def test_the_window_says_in_one_sentence_which_stage_of_yours_did_not_load(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    assert own_stages.said_of(["(your stages) b.yaml: name: missing; expected text", "(your stages) b.yaml: x: y"]) \
        == f"A stage of yours did not load (b.yaml): `python main.py validate {tmp_path / 'stages' / 'b.yaml'}` says why."
    assert own_stages.said_of([f"(your stages) {n}.yaml: a: b" for n in "abcd"]).startswith(
        "4 stages of yours did not load (a.yaml, b.yaml, c.yaml and 1 more)")


def test_a_game_on_a_players_stage_saved_then_loaded_in_a_new_session_replays_its_decisions(tmp_path):
    from legends.bots import make_bot
    from legends.engine import Game
    from legends.engine.setup import random_setup
    folder = tmp_path / "stages"
    folder.mkdir()
    (folder / "yard.yaml").write_text(YARD)
    box, _ = own_stages.with_own(default_box(), folder)
    game = Game.new(random_setup(box, 4, 2, "my_yard"), box)
    bot = make_bot("greedy", 2)
    for _ in range(30):
        game.apply(bot.choose(game, game.legal_actions()))
    data = json.loads(json.dumps(game.save_dict()))
    again, _ = own_stages.with_own(default_box(), folder)          # the next session's box: a new object
    assert again is not box and again.fingerprint == box.fingerprint
    loaded = Game.from_save(data, again)
    assert loaded.to_dict()["fighters"] == game.to_dict()["fighters"] and loaded.notice is None
