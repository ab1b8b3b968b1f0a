"""Win rates with 95% Wilson score intervals: known values, 0% and 100%, rows without games, every row."""
import pytest

from legends import report, sim


@pytest.mark.parametrize("wins, games, lo, hi", [
    (5, 10, 0.2366, 0.7634),       # textbook values
    (81, 263, 0.2553, 0.3662),
    (813, 1500, 0.5167, 0.5671),
    (0, 10, 0.0, 0.2775),          # 0%: not zero-wide, upper bound z²/(n+z²)
    (10, 10, 0.7225, 1.0),         # 100%: the mirror image
    (0, 1, 0.0, 0.7935),
    (1, 1, 0.2065, 1.0),
])
def test_wilson_known_values(wins, games, lo, hi):
    assert sim.wilson(wins, games) == (lo, hi)


def test_wilson_stays_inside_0_to_1_and_holds_the_rate():
    cases = [(wins, games) for games in (1, 2, 3, 7, 40, 1000) for wins in range(0, games + 1, max(1, games // 13))]
    assert len(cases) == 45 and (0, 1000) in cases and (1, 1) in cases
    for wins, games in cases:
        lo, hi = sim.wilson(wins, games)
        assert 0.0 <= lo <= wins / games <= hi <= 1.0
        assert hi - lo > 0


def test_a_row_without_games_has_no_interval():
    assert sim.wilson(0, 0) == (None, None)
    row = sim._rate([])
    assert row == {"games": 0, "wins": 0, "win_rate": None, "lo": None, "hi": None, "avg_turns": None}
    assert report.rate_text(row) == "no games"
    assert report.interval_text(row) == "–"


def _result(seed, players, win, nemesis="vega"):
    setup = {"seed": seed, "players": [{"fighter": f"f{i}", "style": f"s{i}"} for i in range(players)],
             "nemesis": nemesis, "stage": "night_market", "minions": "dolls", "hard": False}
    return {"setup": setup, "winner": "fighters" if win else "nemesis",
            "reason": "" if win else "a fighter is defeated in Round 2", "turns": 10, "decisions": 100, "used": {}}


def test_every_row_of_a_summary_has_its_interval():
    results = [_result(i, i % 4 + 1, i % 3 == 0, ("vega", "sagat")[i % 2]) for i in range(24)]
    results.append(_result(99, 2, True, "bison"))       # 1 of 1: 100%
    results.append(_result(98, 3, False, "balrog"))     # 0 of 1: 0%
    s = sim.summarise(results, 1.0, {"bot": "greedy"})
    assert (s["win_rate_lo"], s["win_rate_hi"]) == sim.wilson(s["wins"], s["games"])
    for dim in ("fighter", "style", "nemesis", "stage", "minions", "players", "mode"):
        assert s["by"][dim], dim
        for key, row in s["by"][dim].items():
            assert (row["lo"], row["hi"]) == sim.wilson(row["wins"], row["games"]), (dim, key)
    assert s["by"]["nemesis"]["bison"]["hi"] == 1.0 and s["by"]["nemesis"]["balrog"]["lo"] == 0.0


def test_text_markdown_and_chart_show_the_intervals(tmp_path):
    row = {"games": 1500, "wins": 813, "win_rate": 0.542, "lo": 0.5167, "hi": 0.5671}
    assert report.rate_text(row) == "54.2% ±2.5 (51.7–56.7), 1500 games"
    assert report.rate_text({**row, "games": 1}).endswith(", 1 game")
    s = sim.summarise([_result(i, 2, i % 2 == 0) for i in range(6)], 1.0, {"bot": "greedy"})
    s["by"]["nemesis"]["bison"] = sim._rate([])          # a row without games must not break the report
    md = report.markdown(s)
    assert "| nemesis | games | win rate | 95% interval | avg turns |" in md
    assert "| vega | 6 | 50.0% | 18.8–81.2% |" in md and "| bison | 0 | – | – | – |" in md
    assert "50.0% ±31.2 (18.8–81.2), 6 games" in md
    paths = report.write_report(s, tmp_path)
    assert paths[1].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
