"""The example scenarios of tests/scenarios/ (docs/scenarios.md), run the way a player or tester runs them:
`python main.py scenario FILE` in a subprocess, checking the JSON it prints.

These run on the shipped content, so the checks stay on what the rules fix (where figures stand, who owns
what, what the game waits for), not on numbers that rebalancing may change.
"""
import json
import subprocess
import sys
from functools import lru_cache
from pathlib import Path


from legends.content import default_box

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "scenarios"


def run(path):
    proc = subprocess.run([sys.executable, "main.py", "scenario", str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    return proc


@lru_cache(maxsize=None)
def _output(path):
    proc = run(path)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def load(path):
    return json.loads(_output(str(path)))


def test_every_example_scenario_runs_and_prints_the_position():
    files = sorted(SCENARIOS.glob("*.yaml"))
    assert 3 <= len(files) <= 5
    for path in files:
        out = load(path)
        assert {"fighters", "enemies", "nemesis", "objectives", "log", "pending"} <= set(out), path.name
        assert set(out["pending"]) == {"kind", "seat", "prompt", "options"}
        assert out["result"] is None, path.name


def test_scenario_move_and_attack():
    out = load(SCENARIOS / "move_and_attack.yaml")
    ryu = out["fighters"][0]
    assert (ryu["space"], ryu["meter"], ryu["ex"]) == ("B4", ["shoto_04"], 1)
    assert ryu["hand"] == ["shoto_03", "shoto_07", "shoto_01"]
    assert "m1" not in out["enemies"]
    assert out["supply"]["standard"] == default_box().minions["shadaloo"].supply_of("standard")
    assert out["pending"]["kind"] == "main"
    assert out["pending"]["prompt"] == "P1 (Ryu): play style card 2 of 2"
    roll = next(e for e in out["log"] if e["kind"] == "roll")
    assert (roll["dice"], roll["targets"]) == ([2, 2], ["m1"])
    assert out["history"] == ["P1 play shoto_04", "P1 move B4", "P1 target m1"]


def test_scenario_combo_meter_full():
    out = load(SCENARIOS / "combo_meter_full.yaml")
    assert out["pending"]["kind"] == "drop"
    assert out["pending"]["options"] == ["P1 drop shoto_01", "P1 drop shoto_02", "P1 drop shoto_06",
                                         "P1 drop shoto_11", "P1 drop shoto_07"]
    assert out["fighters"][0]["ex"] == 1


def test_scenario_rival_changes_hands():
    out = load(SCENARIOS / "rival_changes_hands.yaml")
    assert out["enemies"]["r:juri"]["seat"] == 0
    assert out["enemies"]["r:juri"]["round"] == 1  # three blanks: the attack failed
    assert [f["rivals"] for f in out["fighters"]] == [["r:cammy", "r:juri"], []]
    assert any(e["text"] == "Juri is now P1's rival (was P2's)." for e in out["log"])


def test_scenario_defuse_a_bomb():
    out = load(SCENARIOS / "defuse_a_bomb.yaml")
    assert out["objectives"] == [{"space": "D1", "icon": "punch", "revealed": True, "state": "defused"},
                                 {"space": "E6", "icon": "kick", "revealed": True, "state": "on"}]
    ryu = out["fighters"][0]
    assert (ryu["ex"], ryu["meter"], ryu["discard"]) == (1, [], ["shoto_07", "shoto_06"])


def test_scenario_nemesis_spawns():
    out = load(SCENARIOS / "nemesis_spawns.yaml")
    nem = out["nemesis"]
    bison = default_box().nemeses["bison"]
    assert (nem["on_map"], nem["round"]) == (True, 2)
    assert nem["track"] == bison.start_index(1)
    spawn = next(e for e in out["log"] if e["kind"] == "nemesis_spawn")
    assert spawn["to"] == "F4"
    assert len(nem["deck"]) == 5 and len(nem["discard"]) == 1
    assert out["turn"] == 2 and out["pending"]["kind"] == "main"


def test_scenario_errors_name_the_file_and_the_place(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("fighters:\n  - space: Z9\n", encoding="utf-8")
    proc = run(bad)
    assert proc.returncode == 1
    assert proc.stderr.strip() == f"{bad}: scenario: fighters[0].space: 'Z9' is not a space of the stage"
    missing = run(tmp_path / "missing.yaml")
    assert missing.returncode == 2
    assert "not found" in missing.stderr


def test_scenario_illegal_decision_is_reported(tmp_path):
    bad = tmp_path / "illegal.yaml"
    bad.write_text("fighters:\n  - {space: A4, hand: [shoto_03, shoto_04]}\ndecisions:\n  - P1 end\n",
                   encoding="utf-8")
    proc = run(bad)
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{bad}: scenario: decisions[0]: P1 end: not possible now")


def test_scenario_output_state_and_pending_agree(tmp_path):
    """docs/scenarios.md: the output is the position and what the game waits for in it. With two cards
    played and nothing else to do, the fighter phase ends by itself: the printed state must be the one
    `pending` belongs to (turn 2, hand refilled), not the state before it."""
    path = tmp_path / "auto.yaml"
    path.write_text("played: 2\nfighters:\n  - {space: A4, hand: [shoto_03, shoto_04], meter: []}\n",
                    encoding="utf-8")
    out = json.loads(run(path).stdout)
    assert out["pending"]["prompt"] == "P1 (Ryu): play style card 1 of 2"
    assert out["turn"] == 2 and out["played"] == 0
    assert len(out["fighters"][0]["hand"]) == 4
