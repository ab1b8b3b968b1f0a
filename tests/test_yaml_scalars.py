"""Issue 24 item 9: YAML scalars the loader used to turn into dates, times and tagged values
(`2026-02-31`, `2026-01-01 25:61:61`, an offset of `+99:00`, `!!int abc`, `!!float abc`,
`!!bool maybe`) in a content file, a lesson, an input script, a scenario or stage_labels.yaml: the
house error line `file: place: what was expected`, never a ValueError/KeyError traceback; New game
and Learn to play show a message instead of crashing.

The loader (legends/content/safeyaml.py) constructs no dates at all (they stay text, which the
readers then check like any other value), and a tagged scalar that is not what its tag says is a
YAML error with its line and column."""
import re

import pytest

import hostile as H
from legends.content import ContentError, load_box, safeyaml
from legends.content import labels as labels_module
from legends.engine import lessons as LS
from legends.engine.scenario import ScenarioError
from legends.store.scenarios import load_scenario
from legends.ui.input import script as S

DATES = ["2026-02-31", "2026-01-01 25:61:61", "2026-01-01 10:00:00 +99:00"]
TAGS = ["!!int abc", "!!float abc", "!!bool maybe"]
VALUES = DATES + TAGS
HOUSE = re.compile(r"^\S.*?: (\(file\)|\(folder\)|line \d+, column \d+|[\w.\[\]]+): \S")   # file: place: problem
RIVAL = H.ROOT / "legends" / "data" / "rivals" / "cammy.yaml"
LESSON = H.ROOT / "legends" / "data" / "lessons" / "01_moving_and_attacking.yaml"
SCENARIO = H.ROOT / "tests" / "scenarios" / "move_and_attack.yaml"
LABELS = labels_module.PATH


def spoiled(original: str, old: str, value: str) -> str:
    assert old in original
    return original.replace(old, old.rpartition(": ")[0] + ": " + value, 1)


def assert_house(lines, path, field):
    """Every line is a house error line, and one names the file and the field (or its line)."""
    assert lines and all(HOUSE.match(line) for line in lines), lines
    named = [line for line in lines if line.startswith(f"{path}: ")]
    assert any(f"{field}:" in line or re.match(rf"{re.escape(str(path))}: line \d+, column \d+: expected ", line)
               for line in named), lines


@pytest.mark.parametrize("value", VALUES)
def test_item9_yaml_dates_and_tags_give_the_house_error(value):
    """The loader itself: a date stays its text; a bad tagged scalar is a YAMLError at its line."""
    if value in DATES:
        assert safeyaml.load(f"health: {value}\n", "content") == {"health": value}
        return
    with pytest.raises(Exception) as caught:
        safeyaml.load(f"id: zz\nhealth: {value}\n", "content")
    assert isinstance(caught.value, safeyaml.yaml.YAMLError), repr(caught.value)
    where, problem = safeyaml.describe_error(caught.value)
    tag, text = value.split(" ")
    assert where == "line 2, column 9" and problem.startswith("expected ") and repr(text) in problem
    assert tag in problem


def refusal(path, text, read, error):
    """The error `read(path)` raises once `path` holds `text`."""
    path.write_text(text, encoding="utf-8")
    with pytest.raises(error) as caught:
        read(path)
    return caught.value


@pytest.mark.parametrize("value", VALUES)
def test_item9_a_content_file_with_dates_or_tags_is_refused_with_the_house_error(tmp_path, value):
    data, stages = H.content_folders(tmp_path, "rivals")
    path = data / "rivals" / "cammy.yaml"
    exc = refusal(path, spoiled(RIVAL.read_text(encoding="utf-8"), "  health: 2", value),
                  lambda _: load_box(data, stages), ContentError)
    assert_house(exc.problems, path, "r1.health")


@pytest.mark.parametrize("value", VALUES)
def test_item9_a_lesson_with_dates_or_tags_is_refused_with_the_house_error(tmp_path, value):
    path = tmp_path / "01_lesson.yaml"
    exc = refusal(path, spoiled(LESSON.read_text(encoding="utf-8"), "order: 1", value),
                  lambda _: LS.load_lessons(tmp_path), ContentError)
    assert_house(exc.problems, path, "order")


@pytest.mark.parametrize("value", VALUES)
def test_item9_an_input_script_with_dates_or_tags_is_refused_with_the_house_error(tmp_path, value):
    path = tmp_path / "script.yaml"
    exc = refusal(path, f"- {{key: return}}\n- {{key: return, after: {value}}}\n", S.load, S.ScriptError)
    assert_house(exc.problems, path, "[1].after")


@pytest.mark.parametrize("value", VALUES)
def test_item9_a_scenario_with_dates_or_tags_is_refused(tmp_path, value):
    exc = refusal(tmp_path / "scenario.yaml", spoiled(SCENARIO.read_text(encoding="utf-8"), "  seed: 1", value),
                  load_scenario, ScenarioError)
    assert "seed" in str(exc) or re.match(r"line \d+, column \d+: expected ", str(exc))


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("field", ["date: 2026-11-30", "  1: {date: 2026-11-30"])
def test_item9_stage_labels_with_dates_or_tags_are_refused_with_the_house_error(tmp_path, value, field):
    path = tmp_path / "stage_labels.yaml"
    stages = sorted(load_box().stages)
    exc = refusal(path, spoiled(LABELS.read_text(encoding="utf-8"), field, value),
                  lambda p: labels_module.load_labels(p, stages), ContentError)
    assert_house(exc.problems, path, "date")


# --- the entry points, in a child process: validate, play, play --inputs, scenario, balance --labels
@pytest.fixture(scope="module")
def app_copy(tmp_path_factory):
    return H.app_copy(tmp_path_factory.mktemp("yaml_scalars_app"))


def run_spoiled(app, rel, old, value, args):
    path = app / rel
    original = path.read_text(encoding="utf-8")
    path.write_text(spoiled(original, old, value), encoding="utf-8")
    try:
        return H.run(["main.py", *args], cwd=app, env={"LEGENDS_HOME": str(app / "home")}, timeout=120)
    finally:
        path.write_text(original, encoding="utf-8")


def refusal_lines(out):
    text = out.stdout + out.stderr
    assert out.returncode in (1, 2) and "Traceback" not in text, (out.returncode, text[-800:])
    return [line for line in text.splitlines() if line.strip()]


ENTRY_FILES = {      # what is spoiled: (file, the value's field, the place it names)
    "content": ("legends/data/rivals/cammy.yaml", "  health: 2", "r1.health"),
    "lesson": ("legends/data/lessons/01_moving_and_attacking.yaml", "order: 1", "order"),
    "labels": ("legends/data/stage_labels.yaml", "date: 2026-11-30", "date"),
}


@pytest.mark.parametrize("value", ["2026-02-31", "!!bool maybe"])
@pytest.mark.parametrize("kind", ENTRY_FILES)
def test_item9_validate_gives_the_house_error_for_dates_and_tags(app_copy, kind, value):
    rel, old, field = ENTRY_FILES[kind]
    lines = refusal_lines(run_spoiled(app_copy, rel, old, value, ["validate"]))
    assert_house(lines, rel, field)


@pytest.mark.parametrize("value", ["2026-01-01 25:61:61", "!!int abc"])
def test_item9_play_start_gives_the_house_error_for_a_content_file(app_copy, value):
    rel, old, field = ENTRY_FILES["content"]
    lines = refusal_lines(run_spoiled(app_copy, rel, old, value, ["play", "--seconds", "1"]))
    assert_house(lines[:-1], rel, field)            # the last line: how many problems, run validate


@pytest.mark.parametrize("value", ["2026-01-01 10:00:00 +99:00", "!!float abc"])
def test_item9_play_inputs_gives_the_house_error(app_copy, value):
    path = app_copy / "home" / "script.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(f"- {{key: return, after: {value}}}\n", encoding="utf-8")
    out = H.run(["main.py", "play", "--inputs", str(path)], cwd=app_copy, timeout=120)
    lines = refusal_lines(out)
    assert out.returncode == 2
    assert_house(lines[1:], path, "[0].after")


@pytest.mark.parametrize("value", ["2026-02-31", "!!int abc"])
def test_item9_scenario_command_gives_the_house_error(tmp_path, value):
    path = tmp_path / "scenario.yaml"
    path.write_text(spoiled(SCENARIO.read_text(encoding="utf-8"), "  seed: 1", value), encoding="utf-8")
    lines = refusal_lines(H.run(["main.py", "scenario", str(path)], timeout=120))
    assert len(lines) == 1 and lines[0].startswith(f"{path}: ") and ("seed" in lines[0] or "line " in lines[0])


@pytest.mark.parametrize("value", ["2026-02-31", "!!bool maybe"])
def test_item9_balance_labels_gives_the_house_error_before_the_run(tmp_path, value):
    path = tmp_path / "stage_labels.yaml"
    path.write_text(spoiled(LABELS.read_text(encoding="utf-8"), "date: 2026-11-30", value), encoding="utf-8")
    out = H.run(["main.py", "balance", "--players", "1", "--games", "4", "--jobs", "1", "--labels", str(path)],
                timeout=120)
    lines = refusal_lines(out)
    assert len(lines) == 1 and out.returncode == 2 and "expected" in lines[0], lines
    assert path.read_text(encoding="utf-8").count(value) == 1      # not overwritten


# --- the window: New game (the stage labels) and Learn to play (the lessons) -----------------------
@pytest.mark.parametrize("value", ["2026-02-31", "!!int abc"])
def test_item9_new_game_opens_with_bad_stage_labels(app, tmp_path, monkeypatch, capsys, value):
    from legends.ui.scenes.setup import SetupScene
    path = tmp_path / "stage_labels.yaml"
    path.write_text(spoiled(LABELS.read_text(encoding="utf-8"), "date: 2026-11-30", value), encoding="utf-8")
    monkeypatch.setattr(labels_module, "PATH", path)
    app.set_scene(SetupScene(app))
    app.render()
    assert isinstance(app.scene, SetupScene) and app.scene.labels == labels_module.StageLabels()
    assert f"{path}: " in capsys.readouterr().err


@pytest.mark.parametrize("value", ["2026-01-01 25:61:61", "!!bool maybe"])
def test_item9_learn_to_play_shows_a_message_for_a_bad_lesson(app, tmp_path, monkeypatch, value):
    from legends.ui.scenes.lessons import LessonsScene
    (tmp_path / "lessons").mkdir()
    path = tmp_path / "lessons" / "01_lesson.yaml"
    path.write_text(spoiled(LESSON.read_text(encoding="utf-8"), "order: 1", value), encoding="utf-8")
    monkeypatch.setattr(LS, "default_lessons", lambda: LS.load_lessons(tmp_path / "lessons"))
    app.set_scene(LessonsScene(app))
    app.render()
    assert isinstance(app.scene, LessonsScene) and not app.scene.lessons and app.message is not None


def test_item9_every_yaml_reader_goes_through_the_safe_loader():
    """No module but content/safeyaml.py calls the yaml package to read (load, safe_load, parse...)."""
    reading = re.compile(r"\byaml\.(load|safe_load|full_load|unsafe_load|load_all|safe_load_all|parse|compose)\b")
    sources = [p for p in (H.ROOT / "legends").rglob("*.py") if p.name != "safeyaml.py"]
    assert len(sources) > 100
    offenders = [p for p in sources if reading.search(p.read_text(encoding="utf-8"))]
    assert offenders == []
