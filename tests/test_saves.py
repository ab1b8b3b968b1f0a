"""Bad saves give a clear message and lose nothing that can be recovered (issue: reliability)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from legends.engine import Game, SaveError
from legends.sim import random_setup
from legends.content import default_box
from legends.store.saves import load_game

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def played():
    game = Game.new(random_setup(default_box(), 11, 2))
    for _ in range(40):
        if game.is_over():
            break
        game.apply(game.legal_actions()[-1])
    return game


def write(tmp_path, data, name="save.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def test_a_save_loads_back_equal(tmp_path, played):
    path = write(tmp_path, played.save_dict())
    assert load_game(path).to_dict() == played.to_dict()


def test_truncated_save_says_so(tmp_path, played):
    text = json.dumps(played.save_dict())
    with pytest.raises(SaveError, match="truncated or corrupted"):
        load_game(write(tmp_path, text[: len(text) // 2]))


def test_corrupted_bytes_say_so(tmp_path):
    path = tmp_path / "save.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="save.json"):
        load_game(path)


def test_wrong_version_says_which(tmp_path, played):
    data = played.save_dict()
    data["version"] = 7
    with pytest.raises(SaveError, match="version 7"):
        load_game(write(tmp_path, data))


def test_not_a_save(tmp_path):
    with pytest.raises(SaveError, match="not a Legends save"):
        load_game(write(tmp_path, {"hello": 1}))


def test_hand_edited_snapshot_is_reported_not_trusted(tmp_path, played):
    data = played.save_dict()
    data["snapshot"]["fighters"][0]["health"] = 99
    with pytest.raises(SaveError, match=r"snapshot\.fighters\[0\]\.health: expected a whole number from 0 to 4, got 99"):
        load_game(write(tmp_path, data))


def test_a_save_without_snapshot_loads_from_its_decision_log(tmp_path, played):
    data = played.save_dict()
    data["snapshot"] = None
    assert load_game(write(tmp_path, data)).to_dict() == played.to_dict()


def test_broken_snapshot_and_log_say_why(tmp_path, played):
    data = played.save_dict()
    data["snapshot"]["stack"] = "nonsense"
    data["decisions"][3] = "P1 fly away"
    with pytest.raises(SaveError, match=r"snapshot\.stack: expected a list of tasks"):
        load_game(write(tmp_path, data))


def test_check_save_command_prints_no_traceback(tmp_path, played):
    good = write(tmp_path, played.save_dict(), "good.json")
    bad = write(tmp_path, "{\"format\": \"legends-save\", \"vers", "bad.json")
    ok = subprocess.run([sys.executable, "main.py", "check-save", str(good)], cwd=ROOT, capture_output=True, text=True)
    assert ok.returncode == 0 and "decisions" in ok.stdout
    fail = subprocess.run([sys.executable, "main.py", "check-save", str(bad)], cwd=ROOT, capture_output=True, text=True)
    assert fail.returncode == 1
    assert "bad.json" in fail.stderr and "Traceback" not in fail.stderr
