"""Stage labels (issue 16: every stage shown as easier / standard / harder from the measured figures):
legends/data/stage_labels.yaml and its loader (the house error lines, a missing file is no labels),
`main.py validate` and `main.py balance --labels`, the setup screen's chip and the gallery's marks."""
from __future__ import annotations

import copy
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from legends import balance, cli
from legends.content import ContentError, default_box
from legends.content import labels as labels_module
from legends.content.labels import (FILE_NAME, LABELS, StageLabels, as_doc, kept_before_run, labels_text,
                                    load_labels)
from legends.ui import assets as A
from legends.ui import drawn
from legends.ui.scenes import difficulty
from legends.ui.scenes.gallery import GalleryScene
from legends.ui.scenes.setup import SetupScene
from legends.devtools.testing import click

ROOT = Path(__file__).resolve().parents[1]
LINE = re.compile(r"^[^:]+\.yaml: [^:]+: .+")
STAGES = sorted(default_box().stages)


def fig(label, rate, lo, hi, games):
    return {"label": label, "win_rate": rate, "lo": lo, "hi": hi, "games": games}


DOC = {"bot": "greedy", "date": "2026-11-30",
       "players": {1: {"date": "2026-11-30", "seed": 1, "games": 1500, "win_rate": 0.54, "lo": 0.515, "hi": 0.565},
                   2: {"date": "2026-11-30", "seed": 1, "games": 3600, "win_rate": 0.50, "lo": 0.484, "hi": 0.516}},
       "stages": {"ayutthaya_ruins": {1: fig("easier", 0.64, 0.59, 0.69, 380), 2: fig("standard", 0.52, 0.49, 0.55, 900)},
                  "shadaloo_base": {1: fig("harder", 0.40, 0.35, 0.45, 370), 2: fig("harder", 0.41, 0.38, 0.44, 880)}}}


def write(tmp_path, doc=DOC, text=None) -> Path:
    path = tmp_path / FILE_NAME
    path.write_text(text if text is not None else labels_text(doc), encoding="utf-8")
    return path


def problems(tmp_path, doc=None, text=None) -> list:
    with pytest.raises(ContentError) as exc:
        load_labels(write(tmp_path, doc, text), STAGES)
    assert all(LINE.match(line) for line in exc.value.problems), exc.value.problems
    return exc.value.problems


# --- the file and its loader --------------------------------------------------------------------------
def test_the_shipped_file_loads_and_labels_every_stage_for_1_to_4_players():
    labels = load_labels(labels_module.PATH, STAGES)
    assert labels.bot and labels.date and sorted(labels.runs) == [1, 2, 3, 4]
    assert sorted(labels.stages) == STAGES
    for per in labels.stages.values():
        assert sorted(per) == [1, 2, 3, 4]
        assert all(f.label in LABELS and f.lo <= f.win_rate <= f.hi and f.games > 0 for f in per.values())


def test_the_shipped_labels_follow_the_rule_from_the_files_own_figures():
    labels = load_labels(labels_module.PATH, STAGES)
    for sid, per in labels.stages.items():
        for players, f in per.items():
            row = {"win_rate": f.win_rate, "lo": f.lo, "hi": f.hi}
            assert f.label == balance.stage_label(row, labels.overall(players).win_rate), (sid, players)
    # a few points' difference is not shown as harder (issue: most stages read "Harder")
    assert labels.get("ayutthaya_ruins", 2).label == "standard"      # 46.8% against 51.0%
    assert labels.get("night_market", 2).label == "easier"           # 58.6% against 51.0%
    assert labels.get("shadaloo_base", 2).label == "harder"          # 45.1% against 51.0%


def test_a_good_file_loads_and_reads_back_the_same(tmp_path):
    labels = load_labels(write(tmp_path), STAGES)
    assert labels.bot_name() == "greedy" and labels.date == "2026-11-30"
    assert labels.get("ayutthaya_ruins", 2).label == "standard" and labels.get("ayutthaya_ruins", 3) is None
    assert labels.get("night_market", 1) is None                     # a stage without figures: no label
    assert labels.overall(2).win_rate == 0.50 and labels.runs[1].seed == 1
    assert as_doc(labels) == DOC
    assert load_labels(write(tmp_path, as_doc(labels)), STAGES) == labels


def test_a_missing_file_is_no_labels_not_an_error(tmp_path):
    assert load_labels(tmp_path / "nowhere.yaml", STAGES) == StageLabels()


BAD = [  # (a change to the document, the field the problem line names, words of its message)
    (lambda d: d["stages"].update(moon_base={1: fig("easier", 0.6, 0.5, 0.7, 10)}), "stages.moon_base", "unknown stage"),
    (lambda d: d["stages"]["shadaloo_base"].update({5: fig("easier", 0.6, 0.5, 0.7, 10)}), "stages.shadaloo_base.5",
     "player count from 1 to 4"),
    (lambda d: d["players"].update({0: d["players"][1]}), "players.0", "player count from 1 to 4"),
    (lambda d: d["stages"]["shadaloo_base"][1].update(label="hard"), "stages.shadaloo_base.1.label",
     "easier, standard, harder"),
    (lambda d: d["stages"]["shadaloo_base"][2].update(win_rate=1.5, hi=1.6), "stages.shadaloo_base.2.win_rate",
     "rate from 0 to 1"),
    (lambda d: d["stages"]["shadaloo_base"][2].update(lo=-0.1), "stages.shadaloo_base.2.lo", "rate from 0 to 1"),
    (lambda d: d["players"][2].update(hi="high"), "players.2.hi", "expected a whole number or float"),
    (lambda d: d["stages"]["ayutthaya_ruins"][1].update(lo=0.66), "stages.ayutthaya_ruins.1", "lo <= win_rate <= hi"),
    (lambda d: d["stages"]["ayutthaya_ruins"][2].update(games=0), "stages.ayutthaya_ruins.2.games", "whole number"),
    (lambda d: d["stages"]["ayutthaya_ruins"][2].pop("label"), "stages.ayutthaya_ruins.2.label", "missing"),
    (lambda d: d["stages"]["ayutthaya_ruins"][2].update(wins=3), "stages.ayutthaya_ruins.2.wins", "unknown field"),
    (lambda d: d.update(bot="The Greedy One"), "bot", "expert:32"),
    (lambda d: d.update(date="yesterday"), "date", "date like 2026-11-30"),
    (lambda d: d["players"].pop(2), "stages.ayutthaya_ruins.2", "no overall figures for 2 players"),
    (lambda d: d.update(stages=["ayutthaya_ruins"]), "stages", "expected a mapping"),
]


@pytest.mark.parametrize("change, where, words", BAD, ids=[b[1] + ":" + b[2] for b in BAD])
def test_each_bad_field_is_named_in_a_house_problem_line(tmp_path, change, where, words):
    doc = copy.deepcopy(DOC)
    change(doc)
    text = labels_text(doc) if isinstance(doc["stages"], dict) else labels_text({**doc, "stages": {}}).replace(
        "stages: {}", "stages: [ayutthaya_ruins]")
    lines = problems(tmp_path, text=text)
    assert any(f"{FILE_NAME}: {where}: " in line and words in line for line in lines), lines


def test_every_problem_is_listed_at_once_and_broken_yaml_is_one_line(tmp_path):
    doc = copy.deepcopy(DOC)
    doc["stages"]["ayutthaya_ruins"][1]["label"] = "easy"
    doc["stages"]["shadaloo_base"][2]["win_rate"] = 7
    doc["bot"] = "the greedy one"
    assert len(problems(tmp_path, doc)) == 3
    assert len(problems(tmp_path, text="bot: greedy\nstages: {ayutthaya_ruins: [unclosed\n")) == 1
    assert problems(tmp_path, text="- just a list\n")[0].endswith("(top): expected a mapping of fields, got ['just a list']")


def test_validate_checks_the_labels_file(tmp_path, monkeypatch, capsys):
    write(tmp_path, text=labels_text(DOC).replace("label: harder", "label: hardest", 1))
    monkeypatch.setattr(labels_module, "PATH", tmp_path / FILE_NAME)
    assert cli.main(["validate"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and LINE.match(out[0]), out
    assert out[0].endswith(f"{FILE_NAME}: stages.shadaloo_base.1.label: expected one of easier, standard, harder, "
                           "got 'hardest'"), out
    (tmp_path / FILE_NAME).unlink()                              # no file: no labels, no problem
    assert cli.main(["validate", "--json"]) == 0
    assert '"stage_labels": 0' in capsys.readouterr().out


# --- balance --labels ---------------------------------------------------------------------------------
def run_balance(*args):
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "balance", "--games", "12", "--jobs", "1", *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)


def test_balance_labels_writes_a_file_that_loads_and_keeps_the_other_player_counts(tmp_path):
    path = tmp_path / "labels.yaml"
    out = run_balance("--players", "1", "--labels", str(path))
    assert out.returncode == 0, out.stderr
    assert f"stage labels: {path}" in out.stdout
    first = load_labels(path, STAGES)
    assert sorted(first.runs) == [1] and first.bot == "greedy" and first.runs[1].overall.games == 12
    assert sum(per[1].games for per in first.stages.values()) == 12
    assert all(per[1].label in LABELS for per in first.stages.values())
    out = run_balance("--players", "2", "--seed", "9", "--labels", str(path))
    assert out.returncode == 0, out.stderr
    both = load_labels(path, STAGES)
    assert sorted(both.runs) == [1, 2] and both.runs[1] == first.runs[1] and both.runs[2].seed == 9
    assert all(both.stages[sid][1] == per[1] for sid, per in first.stages.items())
    assert path.read_text(encoding="utf-8").startswith("# Stage labels")


def test_balance_labels_refuses_before_the_run_what_it_could_not_keep(tmp_path):
    path = write(tmp_path)
    out = run_balance("--players", "1", "--bot", "expert", "--labels", str(path))      # other counts by greedy
    assert out.returncode == 2 and "from the greedy bot" in out.stderr and "Traceback" not in out.stderr
    path.write_text(labels_text(DOC) + "  moon_base: {}\n", encoding="utf-8")
    out = run_balance("--players", "1", "--labels", str(path))
    assert out.returncode == 2 and "cannot keep its other player counts" in out.stderr and "moon_base" in out.stderr
    out = run_balance("--players", "1", "--labels", str(tmp_path))
    assert out.returncode == 2 and "expected a file in an existing folder" in out.stderr
    assert kept_before_run(path, STAGES, "greedy", [1, 2, 3, 4]) == (None, None)      # all four: nothing kept


def test_labels_doc_takes_the_runs_stage_rows_over_the_old_file():
    summary = {"games": 20, "win_rate": 0.5, "win_rate_lo": 0.3, "win_rate_hi": 0.7, "errors": 0,
               "by": {"stage": {"night_market": {"games": 20, "wins": 18, "win_rate": 0.9, "lo": 0.7, "hi": 0.97},
                                "power_plant": {"games": 0, "wins": 0, "win_rate": None, "lo": None, "hi": None}}}}
    result = balance.result_of({2: summary}, {"bot": "greedy", "games": 20, "seed": 4})
    doc = balance.labels_doc(result, "2026-12-01", copy.deepcopy(DOC))
    assert doc["players"][1] == DOC["players"][1]
    assert doc["players"][2] == {"date": "2026-12-01", "seed": 4, "games": 20, "win_rate": 0.5, "lo": 0.3, "hi": 0.7}
    assert doc["stages"]["night_market"] == {2: fig("easier", 0.9, 0.7, 0.97, 20)}
    assert doc["stages"]["ayutthaya_ruins"] == {1: DOC["stages"]["ayutthaya_ruins"][1]}     # its 2P row was replaced
    assert "power_plant" not in doc["stages"]                                             # no games, no label


# --- the setup screen ---------------------------------------------------------------------------------
@pytest.fixture
def labelled(app, tmp_path):
    """The app with the labels of DOC (not the shipped file, which is regenerated from time to time)."""
    app.stage_labels = load_labels(write(tmp_path), STAGES)
    return app


def selector(sc, label):
    return next(w for w in sc.widgets if getattr(w, "label", None) == label)


def setup_on(app, stage, players):
    sc = SetupScene(app)
    app.set_scene(sc)
    sc.set("stage", stage)
    sc.set_players(players)
    app.render()
    return sc


FAN = "With 2 players the greedy bot wins 52% here (49–55%, 900 games); 50% over all stages."


def test_the_setup_chip_shows_the_label_of_the_chosen_stage_and_player_count(labelled):
    app = labelled
    sc = setup_on(app, "ayutthaya_ruins", 2)
    assert sc.chip.stage_label == "standard" and sc.chip.visible
    title, text, _ = sc.chip.tip
    assert title == "Ayutthaya Ruins: Standard with 2 players" and text.startswith(FAN)
    with drawn.recording() as marks:
        app.render()
    chips = [m for m in marks if m.kind == "text" and m.what == "Standard"]
    assert chips and selector(sc, "Stage").rect.contains(chips[0].rect)
    assert difficulty.CHIP_SIZE >= 18 and chips[0].rect.h >= A.font(18, True).get_height()     # legible
    click(app, selector(sc, "Players").arrows()[0].center)               # 2 -> 1 player: easier
    assert sc.chip.stage_label == "easier" and sc.chip.tip[0] == "Ayutthaya Ruins: Easier with 1 player"
    assert "With 1 player the greedy bot wins 64% here (59–69%, 380 games); 54% over all stages." in sc.chip.tip[1]
    sc.set("stage", "shadaloo_base")
    assert sc.chip.stage_label == "harder"
    sc.set("stage", "night_market")                                       # no figures for it: no chip
    assert not sc.chip.visible and sc.chip.tip is None and selector(sc, "Stage").reserve == 0
    with drawn.recording() as marks:
        app.render()
    assert not [m for m in marks if m.what in ("Easier", "Standard", "Harder")]


def test_hovering_the_chip_and_focusing_the_stage_selector_say_the_figures(labelled):
    app = labelled
    sc = setup_on(app, "ayutthaya_ruins", 2)
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=sc.chip.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert sc.draw_widgets(app.screen) == sc.chip.tip
    focused = sc.focus.current(sc.widgets)                                # the keyboard focus starts on Stage
    assert focused is selector(sc, "Stage")
    assert focused.tip[1].startswith("Standard with 2 players. " + FAN)
    assert "Six sacred relics" in focused.tip[1]                          # then the stage's rules, as before


def test_without_labels_the_setup_screen_is_as_before(app):
    app.stage_labels = StageLabels()
    sc = setup_on(app, "ayutthaya_ruins", 2)
    assert not sc.chip.visible and not selector(sc, "Stage").tip[1].startswith("Standard")


# --- the gallery --------------------------------------------------------------------------------------
def test_the_gallery_shows_each_stages_labels_for_1_to_4_players_with_their_figures(labelled):
    app = labelled
    g = GalleryScene(app)
    app.set_scene(g)
    g.select(g.ids.index("ayutthaya_ruins"))
    with drawn.recording() as marks:
        app.render()
    texts = [m.what for m in marks if m.kind == "text"]
    assert "1P Easier" in texts and "2P Standard" in texts and "1-4 players:" in texts
    assert "1P easier" in texts and "2P harder" in texts                 # the marks beside the stage buttons
    tips = [h.tip for h in g.label_hots]
    assert any(t[0] == "Ayutthaya Ruins: Standard with 2 players" and t[1].startswith(FAN) for t in tips)
    button = g.stage_buttons[g.ids.index("shadaloo_base")]
    assert button.tip[0] == "Shadaloo Base: 1P harder · 2P harder"
    assert g.stage_buttons[g.ids.index("night_market")].tip is None
    chip = next(h for h in g.label_hots if h.tip[0].startswith("Ayutthaya Ruins: Easier"))
    g.hover = chip.rect.center
    assert g.hot_tip(g.label_hots) == chip.tip


def test_the_gallery_without_labels_has_no_marks(app):
    app.stage_labels = StageLabels()
    g = GalleryScene(app)
    app.set_scene(g)
    app.render()
    assert g.label_hots == [] and g.stage_buttons[0].rect.w == 380


def test_a_broken_labels_file_shows_no_labels_and_says_why_on_stderr(app, tmp_path, monkeypatch, capsys):
    bad = write(tmp_path, text=labels_text(DOC).replace("label: easier", "label: simple", 1))
    monkeypatch.setattr(labels_module, "PATH", bad)
    sc = setup_on(app, "ayutthaya_ruins", 1)
    assert app.stage_labels == StageLabels() and not sc.chip.visible
    err = capsys.readouterr().err
    assert "stages.ayutthaya_ruins.1.label: expected one of easier, standard, harder, got 'simple'" in err
    assert "python main.py validate" in err
