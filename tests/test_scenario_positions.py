"""A scenario that describes a position the game could never be in is refused, naming the field
(issue 10, item 10): build() checks every value it set, then runs the engine's invariants."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from legends.engine.scenario import ScenarioError, build

ROOT = Path(__file__).resolve().parents[1]
ALL_SHOTO = [f"shoto_{i:02d}" for i in range(1, 10)]


def refused(doc) -> str:
    with pytest.raises(ScenarioError) as err:
        build(doc)
    return str(err.value)


IMPOSSIBLE = [
    ({"fighters": [{"health": 99}]}, "fighters[0].health", "from 0 to 4"),
    ({"fighters": [{"health": -1}]}, "fighters[0].health", "from 0 to 4"),
    ({"fighters": [{"ex": -6}]}, "fighters[0].ex", "from 0 to 3"),
    ({"fighters": [{"round": 3}]}, "fighters[0].round", "from 1 to 2"),
    ({"fighters": [{"stunned": "yes"}]}, "fighters[0].stunned", "true or false"),
    ({"fighters": [{"hand": ["shoto_01"] * 4}]}, "fighters[0].hand[1]", "already in"),
    ({"fighters": [{"hand": ["nope"]}]}, "fighters[0].hand[0]", "expected a card of the"),
    ({"fighters": [{"hand": [], "meter": ALL_SHOTO}]}, "fighters[0].meter", "at most 4 cards"),
    ({"fighters": [{"hand": 7}]}, "fighters[0].hand", "expected a list"),
    ({"enemies": [{"kind": "standard", "space": "Z9"}]}, "enemies[0].space", "not a space"),
    ({"enemies": [{"kind": "rival", "space": "A1"}]}, "enemies[0].rival", "expected a rival id"),
    ({"enemies": [{"kind": "rival", "rival": "cammy", "space": "A1", "seat": 3}]}, "enemies[0].seat", "seat"),
    ({"enemies": [{"kind": "standard", "space": "A1", "id": 5}]}, "enemies[0].id", "minion id"),
    ({"enemies": [{"kind": "standard", "space": "A1"}] * 9}, "enemies", "the group has"),
    ({"enemies": ["m1"]}, "enemies[0]", "expected a mapping"),
    ({"supply": {"standard": 40}}, "supply.standard", "from 0 to"),
    ({"nemesis": {"deck": ["foo", "bar"]}}, "nemesis.deck[0]", "nemesis card id"),
    ({"nemesis": {"deck": []}}, "nemesis.deck", "hold 1 to 6 cards"),
    ({"nemesis": {"deck": ["ambush"] * 2}}, "nemesis.deck[1]", "already in"),
    ({"nemesis": {"space": "Q1"}}, "nemesis.space", "not a space"),
    ({"nemesis": {"space": "A1", "track": 40}}, "nemesis.track", "health tracker"),
    ({"nemesis": {"ex": -2}}, "nemesis.ex", "whole number"),
    ({"active": 3}, "active", "from 0 to 0"),
    ({"played": 5}, "played", "from 0 to 2"),
    ({"turn": 0}, "turn", "from 1 to"),
    ({"objectives": [{"space": "Z9", "icon": "punch"}]}, "objectives[0].space", "not a space"),
    ({"objectives": [{"space": "A1", "icon": "elbow"}]}, "objectives[0].icon", "expected one of"),
    ({"objectives": [{"space": "A1"}]}, "objectives", "cannot build this position (KeyError"),
    ({"dice": [7]}, "dice[0]", "face of the dice"),
]


@pytest.mark.parametrize("doc,field,words", IMPOSSIBLE, ids=[f for _, f, _ in IMPOSSIBLE])
def test_impossible_position_names_its_field(doc, field, words):
    text = refused(doc)
    assert f"scenario: {field}: " in text, text
    assert words in text


def test_every_problem_is_reported_at_once():
    text = refused({"fighters": [{"health": 99, "ex": -6}], "nemesis": {"deck": ["foo"]}})
    for field in ("fighters[0].health", "fighters[0].ex", "nemesis.deck[0]"):
        assert f"scenario: {field}: " in text


def test_an_illegal_decision_names_its_place_in_the_list():
    text = refused({"fighters": [{"space": "A4", "hand": ["shoto_03", "shoto_04"]}], "decisions": ["P1 end"]})
    assert text.startswith("scenario: decisions[0]: P1 end: not possible now")


def test_a_possible_position_still_builds():
    game = build({"fighters": [{"health": 2, "ex": 3, "hand": ["shoto_01"], "meter": ["shoto_02"]}],
                  "enemies": [{"kind": "standard", "space": "A1"}], "nemesis": {"space": "A1"}})
    assert game.view.turn == 1


def test_scenario_command_prints_one_line_per_problem(tmp_path):
    path = tmp_path / "impossible.yaml"
    path.write_text("fighters:\n  - {health: 99, ex: -6}\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "main.py", "scenario", str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.splitlines() == [
        f"{path}: scenario: fighters[0].health: expected a whole number from 0 to 4, got 99",
        f"{path}: scenario: fighters[0].ex: expected a whole number from 0 to 3, got -6",
    ]
