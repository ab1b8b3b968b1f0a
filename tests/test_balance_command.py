"""`main.py balance` (issue 16, item 3): the output format and flags on a tiny grid (not the figures),
the flag and baseline logic on hand-made summaries, the report files, bad arguments."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from legends import balance

ROOT = Path(__file__).resolve().parents[1]
TINY = ("--players", "1", "--games", "8", "--bot", "greedy", "--jobs", "1", "--seed", "3")


def run(*args, timeout=120):
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "balance", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, env=env)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    """One tiny run with a report: its printed text, and the folder it wrote."""
    folder = tmp_path_factory.mktemp("balance")
    out = run(*TINY, "--report", str(folder))
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr + out.stdout
    return out.stdout, folder


ROW = re.compile(r"^  (overall|nemesis|stage|minions|fighter|style)\s+(\S+)\s+(\d+\.\d%)\s+(\d+\.\d–\d+\.\d)\s+"
                 r"(\d+)\s+(\d+–\d+%)\s+(OUT|\?|ok|-)(?:\s+(.*))?$")


def test_the_printed_grid_has_every_row_kind_with_interval_target_and_flag(tiny):
    text, _ = tiny
    lines = text.splitlines()
    assert "1 player:" in lines
    header = next(line for line in lines if line.strip().startswith("kind"))
    assert header.split() == ["kind", "row", "win", "rate", "95%", "interval", "games", "target", "flag", "note"]
    rows = [ROW.match(line) for line in lines if ROW.match(line)]
    kinds = {m.group(1) for m in rows}
    assert kinds == {"overall", "nemesis", "stage", "minions", "fighter", "style"}
    targets = {m.group(1): m.group(6) for m in rows}
    assert targets == {"overall": "45–55%", "nemesis": "40–60%", "stage": "35–65%", "minions": "40–60%",
                       "fighter": "40–60%", "style": "40–60%"}
    for m in rows:
        lo, hi = (float(x) for x in m.group(4).split("–"))
        assert lo <= float(m.group(3)[:-1]) <= hi
        if m.group(1) == "stage":
            assert m.group(8) in ("easier", "standard", "harder")
    assert sum(int(m.group(5)) for m in rows if m.group(1) == "nemesis") == 8
    summary = re.search(r"^flags: (\d+) OUT, (\d+) \? \(not enough games\), (\d+) ok", text, re.M)
    assert summary and sum(map(int, summary.groups())) == len(rows)


def test_the_report_folder_holds_markdown_png_and_a_json_baseline(tiny):
    text, folder = tiny
    assert "report: " in text
    md = (folder / "balance.md").read_text(encoding="utf-8")
    assert "Targets per player count" in md and "| kind | row | win rate | 95% interval |" in md
    assert "**OUT**" in md and "**?**" in md and "hard 20–35%" in md
    for name in ("report.md", "report.png"):
        assert (folder / "players-1" / name).stat().st_size > 0
    data = json.loads((folder / "balance.json").read_text(encoding="utf-8"))
    assert data["format"] == balance.FORMAT and data["players"] == [1] and data["games"] == 8
    assert balance.load_baseline(str(folder / "balance.json")) == data["rows"]


def test_a_run_against_its_own_baseline_moves_nothing_and_json_prints_json(tiny):
    _, folder = tiny
    out = run(*TINY, "--baseline", str(folder / "balance.json"), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["flags"]["moved"] == 0 and all("was" in r and r["moved"] == "" for r in data["rows"])
    text = run(*TINY, "--baseline", str(folder / "balance.json")).stdout
    assert "moved beyond their intervals since the baseline: 0" in text


def _row(wins, games):
    from legends.sim import wilson
    lo, hi = wilson(wins, games)
    return {"games": games, "wins": wins, "win_rate": wins / games, "lo": lo, "hi": hi}


@pytest.mark.parametrize("wins, games, band, expected", [
    (500, 1000, (0.45, 0.55), "ok"),
    (700, 1000, (0.40, 0.60), "OUT"),       # 67–73%: wholly above
    (200, 1000, (0.35, 0.65), "OUT"),       # wholly below
    (13, 20, (0.40, 0.60), "?"),            # 65%, interval 43–82% overlaps
    (7, 20, (0.40, 0.60), "?"),             # 35%, interval 18–57% overlaps
    (58, 100, (0.40, 0.60), "ok"),          # inside, even if the interval spills over
])
def test_flags(wins, games, band, expected):
    assert balance.flag(_row(wins, games), band) == expected


def test_a_row_without_games_is_not_flagged():
    assert balance.flag({"games": 0, "win_rate": None, "lo": None, "hi": None}, (0.4, 0.6)) == "-"


def test_stages_are_easier_or_harder_only_by_a_noticeable_difference_beyond_their_interval():
    assert balance.stage_label(_row(700, 1000), 0.5) == "easier"
    assert balance.stage_label(_row(300, 1000), 0.5) == "harder"
    assert balance.stage_label(_row(13, 20), 0.5) == "standard"     # 65% but its interval holds 50%
    # 2,000 games: 47% against 51% has its interval (44.8-49.2) wholly below, but 4 points is not noticed
    assert balance.stage_label(_row(940, 2000), 0.51) == "standard"
    assert balance.stage_label(_row(1110, 2000), 0.51) == "standard"   # 55.5%: 4.5 points above
    assert balance.NOTICEABLE == 0.05
    assert balance.stage_label(_row(1100, 2000), 0.50) == "easier"     # exactly 5 points, interval above
    assert balance.stage_label(_row(900, 2000), 0.50) == "harder"      # exactly 5 points below
    assert balance.stage_label(_row(9, 20), 0.55) == "standard"        # 10 points, but its interval holds 55%


def _summary(players_rates: dict, hard=False) -> dict:
    """A hand-made simulate summary: overall plus one row per kind, each from (wins, games)."""
    overall = _row(*players_rates["overall"])
    by = {kind: {key: _row(*wg) for key, wg in rows.items()} for kind, rows in players_rates.items()
          if kind != "overall"}
    return {**overall, "win_rate_lo": overall["lo"], "win_rate_hi": overall["hi"], "errors": 0, "by": by}


def test_rows_carry_kind_target_flag_and_stage_label():
    s = _summary({"overall": (500, 1000), "nemesis": {"sagat": (680, 1000), "vega": (13, 20)},
                  "stage": {"night_market": (600, 1000)}, "fighter": {"ryu": (50, 100)}})
    rows = balance.rows_for(2, s, hard=_summary({"overall": (400, 1000)}))
    got = {(r["kind"], r["key"]): (r["flag"], r.get("label")) for r in rows}
    assert got == {("overall", "all"): ("ok", None), ("nemesis", "sagat"): ("OUT", None),
                   ("nemesis", "vega"): ("?", None), ("stage", "night_market"): ("ok", "easier"),
                   ("fighter", "ryu"): ("ok", None), ("hard", "all"): ("OUT", None)}
    assert all(r["players"] == 2 and r["target"] == list(balance.TARGETS[r["kind"]]) for r in rows)


def test_the_baseline_marks_rows_that_moved_beyond_their_intervals():
    before = balance.rows_for(1, _summary({"overall": (500, 1000), "nemesis": {
        "sagat": (680, 1000), "vega": (400, 1000), "bison": (500, 1000)}}))
    after = balance.rows_for(1, _summary({"overall": (510, 1000), "nemesis": {
        "sagat": (520, 1000), "vega": (600, 1000), "bison": (12, 20), "balrog": (5, 10)}}))
    balance.compare(after, before)
    marks = {r["key"]: r.get("moved") for r in after}
    assert marks == {"all": "", "sagat": "moved ↓", "vega": "moved ↑", "bison": "", "balrog": None}
    notes = {r["key"]: balance.note(r) for r in after}
    assert notes["sagat"] == "moved ↓ (was 68.0%)" and notes["vega"] == "moved ↑ (was 40.0%)"
    result = {"bot": "greedy", "games": 1000, "seed": 1, "players": [1], "rows": after, "baseline": "old.json"}
    text = balance.text(result)
    assert "moved ↓ (was 68.0%)" in text and text.endswith("since the baseline: 2")
    assert "moved ↑ (was 40.0%)" in balance.markdown(result)


@pytest.mark.parametrize("args, words", [
    (("--players", "5"), "--players"),
    (("--games", "0"), "--games"),
    (("--bot", "random"), "--bot"),
    (("--jobs", "-1"), "--jobs"),
    (("--cluster", "nowhere"), "--cluster"),
    (("--baseline", "/no/such/file.json"), "not found"),
])
def test_bad_arguments_exit_2_with_one_line(args, words):
    out = run(*args, timeout=30)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and lines[0].startswith("main.py balance")


def test_a_baseline_that_is_not_a_balance_json_is_one_line(tmp_path):
    for name, content in (("bad.json", "{not json"), ("other.json", '{"games": 3}'),
                          ("rows.json", json.dumps({"format": balance.FORMAT, "rows": [{"kind": "x"}]}))):
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        out = run("--baseline", str(path), timeout=30)
        lines = out.stderr.strip().splitlines()
        assert out.returncode == 2 and len(lines) == 1 and "--baseline" in lines[0], out.stderr
