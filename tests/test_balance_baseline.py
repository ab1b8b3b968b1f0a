"""Issue 24 item 10: `balance --baseline FILE` is checked whole before the first game: a row's
`players` as a list, rates as text or out of range, deep nesting, a FIFO, a huge file give every
problem at once, one `main.py balance: --baseline FILE: place: what was expected` line each, exit 2,
and no game is played (a bad baseline used to fail with TypeError or RecursionError after the whole
run, or hang)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from legends import balance

ROOT = Path(__file__).resolve().parents[1]
GOOD_ROW = {"players": 1, "kind": "stage", "key": "night_market", "win_rate": 0.5, "lo": 0.4, "hi": 0.6,
            "games": 100, "target": [0.35, 0.65], "flag": "ok"}


def baseline(rows, **extra) -> str:
    return json.dumps({"format": balance.FORMAT, "rows": rows, **extra})


def run(*args, timeout=120):
    """main.py balance on one tiny player count; a hang comes back as returncode 'timeout'."""
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = [sys.executable, str(ROOT / "main.py"), "balance", "--players", "1", "--games", "2", "--jobs", "1", *args]
    try:
        return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(cmd, "timeout", "", "")


def refused_before_the_run(out, path) -> list:
    """The refusal's lines: exit 2, no traceback, no game played (no grid printed)."""
    assert out.returncode == 2, (out.returncode, out.stderr[-600:])
    assert "Traceback" not in out.stderr and "balance:" not in out.stdout and not out.stdout.strip(), out.stdout[-300:]
    lines = out.stderr.strip().splitlines()
    assert lines and all(line.startswith(f"main.py balance: --baseline {path}: ") for line in lines), lines
    return lines


def test_item10_a_bad_baseline_is_refused_before_the_first_game_with_every_problem(tmp_path):
    path = tmp_path / "old.json"
    path.write_text(baseline([
        {**GOOD_ROW, "players": [1, 2]},
        {**GOOD_ROW, "win_rate": "high", "lo": 1.5},
        {**GOOD_ROW, "kind": "colour", "key": 7, "games": -3},
        {**GOOD_ROW, "lo": 0.7, "hi": 0.6},
        "a row",
        {"kind": "stage"},
        GOOD_ROW,
    ]), encoding="utf-8")
    lines = refused_before_the_run(run("--baseline", str(path)), path)
    places = [line.split(": ")[2] for line in lines]
    assert places == ["rows[0].players", "rows[1].win_rate", "rows[1].lo", "rows[2].kind", "rows[2].key",
                      "rows[2].games", "rows[3]", "rows[4]", "rows[5]"], lines
    assert "got a list" in lines[0] and 'got "high"' in lines[1] and "missing players, key" in lines[-1]


def test_item10_a_deeply_nested_baseline_is_refused_before_the_first_game(tmp_path):
    path = tmp_path / "deep.json"
    deep = "[" * 100_000 + "]" * 100_000
    path.write_text(baseline([GOOD_ROW]).replace('"flag": "ok"', f'"flag": "ok", "notes": {deep}'), encoding="utf-8")
    lines = refused_before_the_run(run("--baseline", str(path)), path)
    assert len(lines) == 1 and "nested too deeply" in lines[0]


def test_item10_a_fifo_as_baseline_is_refused_not_waited_on(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    out = run("--baseline", str(path), timeout=90)      # a hang: returncode 'timeout', the test fails
    lines = refused_before_the_run(out, path)
    assert len(lines) == 1 and "regular file" in lines[0]


def test_item10_a_huge_baseline_is_refused_before_the_first_game(tmp_path):
    path = tmp_path / "huge.json"
    path.write_text(baseline([GOOD_ROW], padding="x" * (balance.MAX_BASELINE_BYTES + 10)), encoding="utf-8")
    lines = refused_before_the_run(run("--baseline", str(path)), path)
    assert len(lines) == 1 and "at most" in lines[0]


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -0.1, True, [0.5], {"r": 0.5}])
def test_item10_rates_must_be_finite_numbers_from_0_to_1(tmp_path, value):
    path = tmp_path / "rate.json"
    path.write_text(baseline([{**GOOD_ROW, "hi": value}]), encoding="utf-8")
    with pytest.raises(balance.BaselineError) as caught:
        balance.load_baseline(str(path))
    assert caught.value.problems == [f"--baseline {path}: rows[0].hi: expected a rate from 0 to 1 (or null), "
                                     f"got {balance._shown(value)}"]


def test_item10_many_bad_rows_are_listed_up_to_a_bound(tmp_path):
    path = tmp_path / "many.json"
    path.write_text(baseline([{**GOOD_ROW, "key": i} for i in range(500)]), encoding="utf-8")
    with pytest.raises(balance.BaselineError) as caught:
        balance.load_baseline(str(path))
    assert len(caught.value.problems) == balance.MAX_PROBLEMS + 1
    assert caught.value.problems[-1].endswith(f"... and {500 - balance.MAX_PROBLEMS} more")


def test_item10_a_real_baseline_with_rows_without_games_still_loads(tmp_path):
    path = tmp_path / "ok.json"
    rows = [GOOD_ROW, {**GOOD_ROW, "key": "power_plant", "games": 0, "lo": None, "hi": None, "flag": "-"}]
    path.write_text(baseline(rows, players=[1], targets={"stage": [0.35, 0.65]}), encoding="utf-8")
    assert balance.load_baseline(str(path)) == rows
