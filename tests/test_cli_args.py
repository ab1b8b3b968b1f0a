"""Every command-line argument is checked before any work: a bad one is one clear line on stderr,
exit status 2, no traceback, at once (issue 10, item 9). Each case runs main.py in a subprocess."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args, cwd=ROOT, timeout=60):
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    start = time.perf_counter()
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, capture_output=True, text=True,
                         timeout=timeout, env=env)
    return out, time.perf_counter() - start


def assert_refused(out, seconds, *words):
    assert out.returncode == 2, (out.returncode, out.stderr)
    assert "Traceback" not in out.stderr + out.stdout
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    for w in words:
        assert w in lines[0], lines[0]
    assert seconds < 20


BAD = [
    (("simulate", "--games", "-5"), "--games"),
    (("simulate", "--games", "0"), "--games"),
    (("simulate", "--games", "100000000000000000000"), "--games"),
    (("simulate", "--games", "1000000000"), "--games"),
    (("simulate", "--games", "ten"), "--games"),
    (("simulate", "--jobs", "-3"), "--jobs"),
    (("simulate", "--players", "7"), "--players"),
    (("simulate", "--seed", "-1"), "--seed"),
    (("simulate", "--bot", "clever"), "--bot"),
    (("simulate", "--players", "1", "--fighters", "ryu,ken"), "--fighters"),
    (("simulate", "--styles", "shoto,shoto,shoto,shoto,shoto"), "--styles"),
    (("render-stage", "night_market", "--out", "x.png", "--players", "0"), "--players"),
    (("autoplay", "--players", "5"), "--players"),
    (("autoplay", "--players", "0"), "--players"),
    (("autoplay", "--bot", "clever"), "--bot"),
    (("autoplay", "--delay", "-1"), "--delay"),
    (("autoplay", "--delay", "nan"), "--delay"),
    (("autoplay", "--delay", "inf"), "--delay"),
    (("demo", "--players", "9"), "--players"),
    (("demo", "--speed", "0"), "--speed"),
    (("play", "--seconds", "-2"), "--seconds"),
]


@pytest.mark.parametrize("args,field", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_argument_is_refused_with_one_line(args, field):
    out, took = run(*args)
    assert_refused(out, took, field, f"main.py {args[0]}")


def test_unwritable_report_folder_is_refused_before_the_simulation(tmp_path):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder")
    out, took = run("simulate", "--games", "100000", "--report", str(blocker / "report"))
    assert_refused(out, took, "--report", "cannot write")


def test_jobs_are_capped_by_the_cores_and_the_games():
    out, _ = run("simulate", "--games", "2", "--players", "1", "--jobs", "1000", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["jobs"] <= min(2, os.cpu_count() or 1)


def test_check_save_refuses_a_fifo(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    out, took = run("check-save", str(fifo), timeout=30)
    assert_refused(out, took, "regular file")


def test_scenario_refuses_a_folder(tmp_path):
    out, took = run("scenario", str(tmp_path))
    assert_refused(out, took, "regular file")


def test_validate_json_prints_json_when_the_content_has_problems(tmp_path):
    shutil.copytree(ROOT / "legends", tmp_path / "legends", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "stages", tmp_path / "stages")
    shutil.copy(ROOT / "main.py", tmp_path / "main.py")
    stage = tmp_path / "stages" / "night_market.yaml"
    stage.write_text(stage.read_text(encoding="utf-8").replace("rounds: 16", "rounds: 0"), encoding="utf-8")
    out = subprocess.run([sys.executable, "main.py", "validate", "--json"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 1
    doc = json.loads(out.stdout)
    assert doc["ok"] is False
    assert any("night_market.yaml: loss.rounds" in p for p in doc["problems"])


def test_validate_json_still_prints_counts_when_ok():
    out, _ = run("validate", "--json")
    assert out.returncode == 0 and json.loads(out.stdout)["ok"] is True
