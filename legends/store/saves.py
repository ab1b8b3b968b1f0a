"""Save files: the quick save and any save the player loads, read with bounds and a schema, written
atomically (files.py). The autosaves' slots are autosaves.py's; crash reports crash.py's.

`load_game(path, box)` is the one way from a save file to a game: the file is read within bounds
(safejson.py), its fields checked (`save_problems`: every problem at once, `path.to.field: what was
expected`), then the engine rebuilds the game (engine/saves.py: the log replayed, the snapshot checked
field by field against it). A save's fields this version does not know are kept: `kept_fields`
gives them, and `with_kept` puts them back into the next save of the game.
"""
from __future__ import annotations

import time
from pathlib import Path

from . import files, folder
from .autosaves import ID_RE
from .safejson import FileProblem, read_json
from ..engine.saves import listed

KNOWN_FIELDS = ("format", "version", "content", "setup", "decisions", "snapshot", "ui", "base", "from_version")
KNOWN_UI = ("seats", "game", "written")


def quicksave_path() -> Path:
    return folder.data_dir() / "quicksave.json"


def write_save(path: Path, data: dict) -> None:
    """The save at `path`, atomically; StoreError (one sentence) if it cannot be written."""
    files.write_json(path, data, folder.ensure())


def read_save(path) -> dict:
    """The JSON of a save file, its fields checked; raises ValueError with a readable message."""
    try:
        data = read_json(path, "save")          # bounded: size, depth, numbers, texts (safejson.py)
    except FileProblem as exc:
        raise ValueError(f"{Path(path).name}: {exc}") from None
    problems = save_problems(data)
    if problems:
        raise ValueError(f"{Path(path).name}: " + listed(problems))
    return data


def save_problems(data) -> list:
    """Every top-level field of a save out of shape, as `field: expected ..., got ...` (the game's
    own fields, setup and snapshot, are the engine's to check: engine/statecheck.py; the version is
    engine/migrate.py's)."""
    if not isinstance(data, dict) or data.get("format") != "legends-save":
        return ["not a Legends save file (expected a JSON object with format 'legends-save')"]
    out = []

    def bad(where, what, got):
        text = repr(got)
        out.append(f"{where}: expected {what}, got {text[:60]}{'...' if len(text) > 60 else ''}")
    if "content" in data and not isinstance(data["content"], (str, type(None))):
        bad("content", "the box's fingerprint (a text)", data["content"])
    for key in ("setup", "snapshot"):
        if data.get(key) is not None and not isinstance(data[key], dict):
            bad(key, "a mapping", data[key])
    ui = data.get("ui")
    if ui is not None and not isinstance(ui, dict):
        bad("ui", "a mapping (seats, game)", ui)
    elif isinstance(ui, dict):
        seats = ui.get("seats")
        if seats is not None and not (isinstance(seats, list) and all(isinstance(s, str) for s in seats)):
            bad("ui.seats", "a list of seat kinds (human or a bot's name)", seats)
        if ui.get("game") is not None and not (isinstance(ui["game"], str) and ID_RE.match(ui["game"])):
            bad("ui.game", "a game id (YYYYMMDD-HHMMSS-hex)", ui["game"])
        w = ui.get("written")
        if w is not None and not (isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 2 ** 53):
            bad("ui.written", "a whole number from 0 (the order the save was written in)", w)
    return out


def load_game(path, box=None):
    """The game of a save file; SaveError (with the file name, every problem) for anything wrong."""
    from ..engine import Game, SaveError
    name = Path(path).name
    try:
        data = read_save(path)
    except ValueError as exc:
        raise SaveError(str(exc)) from None
    try:
        return Game.from_save(data, box)
    except SaveError as exc:
        raise SaveError(f"{name}: {exc}") from None


def kept_fields(data) -> dict:
    """The fields of a save this version does not know (top level, and in `ui`), to write back."""
    if not isinstance(data, dict):
        return {}
    out = {k: v for k, v in data.items() if k not in KNOWN_FIELDS}
    ui = data.get("ui")
    if isinstance(ui, dict) and any(k not in KNOWN_UI for k in ui):
        out["ui"] = {k: v for k, v in ui.items() if k not in KNOWN_UI}
    return out


def with_kept(data: dict, kept: dict | None) -> dict:
    """A save with the kept fields of the save it was loaded from put back (its own fields win)."""
    if not kept:
        return data
    ui = {**kept.get("ui", {}), **(data.get("ui") or {})}
    out = {**{k: v for k, v in kept.items() if k != "ui"}, **data}
    if ui:
        out["ui"] = ui
    return out


def describe_save(path, names=None) -> str:
    """'when  stage  turn N  nP: fighters' for the Load screen; `names` maps content ids to the
    names players know (the stage's, the fighters')."""
    names = names or {}
    try:
        data = read_save(path)
        snap = data.get("snapshot") or {}
        setup = data.get("setup") or {}
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(Path(path).stat().st_mtime))
        stage = names.get(setup.get("stage"), setup.get("stage", "?"))
        n = len(setup.get("players") or [])
        turn = snap.get("turn", "?")
        fighters = ", ".join(names.get(p.get("fighter"), p.get("fighter", "?")) for p in setup.get("players") or [])
        return f"{when}  {stage}  turn {turn}  {n}P: {fighters}"
    except (ValueError, OSError, AttributeError, TypeError):
        return "unreadable save"
