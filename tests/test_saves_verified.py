"""A save's snapshot is checked against a replay of its decision log, and every field against its
range: a damaged file is reported with the field or decision at fault, never loaded as fine and
never a TypeError (issue 10, item 5)."""
import json
import math
import random

import pytest

from legends.bots import make_bot
from legends.content import default_box
from legends.engine import Game, SaveError
from legends.sim import random_setup


@pytest.fixture(scope="module")
def played():
    game, bot = Game.new(random_setup(default_box(), 11, 2)), make_bot("random", 11)
    for _ in range(50):
        game.apply(bot.choose(game, game.legal_actions()))
    assert not game.is_over()
    return game


def save_of(game):
    return json.loads(json.dumps(game.save_dict()))


def load_text(text):
    """Load a save from its JSON text, as load_game does (Infinity and NaN read as floats)."""
    return Game.from_save(json.loads(text))


def edited(game, path, value):
    data = save_of(game)
    *parents, last = path
    obj = data
    for key in parents:
        obj = obj[key]
    if value is DELETE:
        del obj[last]
    else:
        obj[last] = value
    return data


DELETE = object()
EDITS = [
    (("snapshot", "turn"), math.inf, r"snapshot\.turn: expected a whole number from 1 to 100000, got inf"),
    (("snapshot", "turn"), 12.5, r"snapshot\.turn: expected a whole number"),
    (("snapshot", "setup", "seed"), math.nan, r"snapshot\.setup\.seed: expected a whole number, got nan"),
    (("setup", "seed"), math.nan, r"setup\.seed: expected a whole number, got nan"),
    (("snapshot", "rng"), "7", r"snapshot\.rng: expected a whole number"),
    (("snapshot", "fighters", 0, "health"), 99, r"snapshot\.fighters\[0\]\.health: expected a whole number from 0 to 4"),
    (("snapshot", "fighters", 1, "id"), "goku", r"snapshot\.fighters\[1\]\.id: expected one of"),
    (("snapshot", "fighters", 0, "ex"), -6, r"snapshot\.fighters\[0\]\.ex: expected a whole number from 0 to 3"),
    (("snapshot", "fighters", 0, "hand"), ["no_such_card"], r"snapshot\.fighters\[0\]\.hand: expected a list"),
    (("snapshot", "enemies"), {}, r"snapshot\.enemies: the nemesis is missing"),
    (("snapshot", "enemies", "nemesis", "space"), "Z99", r"snapshot\.enemies\.nemesis\.space: expected one of"),
    (("snapshot", "nemesis", "track"), 40, r"snapshot\.nemesis\.track: expected a whole number from 0"),
    (("snapshot", "stack"), [{"kind": "teleport"}], r"snapshot\.stack\[0\]: expected a task"),
    (("snapshot", "fighters"), None, r"snapshot\.fighters: expected one fighter per seat"),
    (("snapshot", "result"), {"winner": "nobody"}, r"snapshot\.result: expected nothing yet"),
    (("snapshot", "log"), DELETE, r"snapshot: missing log"),
    (("snapshot",), [1, 2], r"snapshot: expected a game state"),
]


@pytest.mark.parametrize("path, value, message", EDITS, ids=[".".join(map(str, e[0])) for e in EDITS])
def test_an_edited_snapshot_is_reported_naming_the_field(played, path, value, message):
    with pytest.raises(SaveError, match=message):
        Game.from_save(edited(played, path, value))


def test_an_in_range_edit_is_reported_against_its_decision_log(played):
    """Values in range but not what the decisions give: the snapshot differs from its replay."""
    health = played.view.fighter(0)["health"]
    data = edited(played, ("snapshot", "fighters", 0, "health"), 4 if health != 4 else 3)
    with pytest.raises(SaveError, match=rf"snapshot\.fighters\[0\]\.health: {4 if health != 4 else 3} in the file, "
                                        rf"but its decision log gives {health}"):
        Game.from_save(data)
    data = save_of(played)
    minions = [e for e, v in data["snapshot"]["enemies"].items() if v["kind"] == "standard" and v["space"]]
    del data["snapshot"]["enemies"][minions[0]]
    with pytest.raises(SaveError, match=rf"snapshot\.enemies\.{minions[0]}: missing"):
        Game.from_save(data)


def test_infinity_and_nan_in_the_file_text_are_reported(played):
    text = json.dumps(played.save_dict()).replace(f'"turn": {played.view.turn},', '"turn": Infinity,', 1)
    assert "Infinity" in text
    with pytest.raises(SaveError, match=r"snapshot\.turn: expected a whole number from 1 to 100000, got inf"):
        load_text(text)


def test_an_illegal_decision_in_the_log_is_reported_with_its_place(played):
    data = save_of(played)
    data["decisions"][5] = "P1 fly away"
    with pytest.raises(SaveError, match=r"decisions\[5\]: P1 fly away: not possible now"):
        Game.from_save(data)
    data = save_of(played)
    data["decisions"][0], data["decisions"][1] = data["decisions"][1], data["decisions"][0]
    with pytest.raises(SaveError, match=r"decisions\[0\]: "):
        Game.from_save(data)
    data = save_of(played)
    data["decisions"][3] = 42
    with pytest.raises(SaveError, match=r"decisions\[3\]: expected a list of decision texts"):
        Game.from_save(data)


def test_a_decision_log_cut_short_is_reported(played):
    data = save_of(played)
    data["decisions"] = data["decisions"][:-3]
    with pytest.raises(SaveError, match=r"snapshot\.\w+"):
        Game.from_save(data)


HOSTILE = [None, True, -1, 0, 99, 2 ** 70, 1.5, math.nan, math.inf, "", "x", "A1", [], [None], {}, {"kind": 1}]


def leaves(obj, path=()):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from leaves(v, path + (k,))
    elif isinstance(obj, list) and obj:
        for i, v in enumerate(obj):
            yield from leaves(v, path + (i,))
    if path:
        yield path


def test_random_edits_anywhere_load_equal_or_give_a_save_error(played):
    """300 edits of one value anywhere in the save (snapshot, setup, log) by a hostile value: the
    save loads to the very same game or raises SaveError; nothing else escapes."""
    rnd = random.Random(10)
    base = save_of(played)
    paths = [p for p in leaves(base) if p[:2] != ("snapshot", "log")] + \
            [p for p in leaves(base) if p[:2] == ("snapshot", "log")][:200]
    want = played.to_dict()
    for _ in range(300):
        path, value = rnd.choice(paths), rnd.choice(HOSTILE)
        data = edited(played, path, value)
        try:
            game = Game.from_save(data)
        except SaveError as exc:
            assert "Traceback" not in str(exc)
            continue
        assert game.to_dict() == want, f"{path} = {value!r} loaded as a different game"


def test_a_scenario_game_loads_from_its_base_position_at_every_decision():
    from legends.store.scenarios import load_scenario
    from pathlib import Path
    game = load_scenario(Path(__file__).parent / "scenarios" / "rival_changes_hands.yaml")
    bot = make_bot("random", 4)
    for _ in range(25):
        loaded = Game.from_save(save_of(game))
        assert loaded.to_dict() == game.to_dict() and loaded.pending.options == game.pending.options
        if game.is_over():
            break
        game.apply(bot.choose(game, game.legal_actions()))
    data = save_of(game)
    data["snapshot"]["base"]["fighters"][0]["health"] = 99
    with pytest.raises(SaveError, match=r"snapshot\.base\.fighters\[0\]\.health: expected a whole number from 0 to 4"):
        Game.from_save(data)


def test_check_save_names_the_damaged_field(tmp_path, played):
    import subprocess
    import sys
    from pathlib import Path
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(edited(played, ("snapshot", "fighters", 1, "id"), "goku")))
    out = subprocess.run([sys.executable, "main.py", "check-save", str(path)], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[1])
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "edited.json: save is damaged: snapshot.fighters[1].id: expected one of" in out.stderr


def test_a_save_whose_log_was_worded_by_another_version_loads_with_todays_words(played):
    """The log is told again by the replay: a reworded entry (an older or newer app's wording, a card
    renamed in its YAML) changes nothing of the game, so the save loads, with today's log."""
    data = save_of(played)
    for entry in data["snapshot"]["log"]:
        entry["text"] = entry["text"].upper()
    del data["snapshot"]["log"][-1]["kind"]
    game = Game.from_save(json.loads(json.dumps(data)))
    assert game.to_dict() == played.to_dict()
