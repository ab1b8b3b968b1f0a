"""The command line: simulate, validate --json, scenario, errors without tracebacks."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIMING = ("decisions_per_second", "games_per_second")


def run(*args):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True)


def test_simulate_json_same_seed_same_output():
    a = run("simulate", "--games", "6", "--players", "2", "--seed", "5", "--json", "--jobs", "1")
    b = run("simulate", "--games", "6", "--players", "2", "--seed", "5", "--json", "--jobs", "2")
    assert a.returncode == 0, a.stderr
    da, db = json.loads(a.stdout), json.loads(b.stdout)
    for key in ("games", "wins", "losses", "errors", "avg_turns", "decisions_per_second"):
        assert key in da
    for d in (da, db):
        for key in TIMING + ("jobs",):
            d.pop(key)
    assert da == db
    assert da["games"] == 6 and da["errors"] == 0


def test_simulate_reaches_every_choice_of_the_box():
    out = run("simulate", "--games", "2", "--players", "2", "--stage", "night_market", "--nemesis", "vega",
              "--minions", "dolls", "--fighters", "blanka,guile", "--styles", "zoner,counter",
              "--rivals", "juri,cammy", "--bot", "greedy", "--hard", "--json")
    d = json.loads(out.stdout)
    assert set(d["by"]["fighter"]) == {"blanka", "guile"}
    assert set(d["by"]["style"]) == {"zoner", "counter"}
    assert set(d["by"]["stage"]) == {"night_market"} and set(d["by"]["nemesis"]) == {"vega"}


def test_simulate_rejects_unknown_ids_clearly():
    out = run("simulate", "--games", "1", "--nemesis", "gouken")
    assert out.returncode == 2 and "expected one of" in out.stderr and "Traceback" not in out.stderr


def test_validate_json_counts_the_box():
    d = json.loads(run("validate", "--json").stdout)
    assert d["fighters"] == 12 and d["abilities"] == 48 and d["style_decks"] == 6
    assert set(d["style_cards_per_deck"].values()) == {14}
    assert d["minion_groups"] == 3 and d["rivals"] == 16 and d["nemeses"] == 4
    assert d["nemesis_cards"] == 18 and d["hard_mode_cards"] == 3 and d["stages"] == 4


def test_simulate_report_writes_markdown_and_png(tmp_path):
    out = run("simulate", "--games", "4", "--bot", "greedy", "--report", str(tmp_path), "--json")
    assert out.returncode == 0, out.stderr
    md = (tmp_path / "report.md").read_text()
    assert "Win rate by nemesis" in md and "Win rate by fighter" in md
    assert (tmp_path / "report.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
