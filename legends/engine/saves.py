"""Saves: a versioned JSON record of a game (setup, seed, decision log, and a snapshot for speed).

A save loads from its snapshot when the snapshot is whole and agrees with the log; otherwise the
game is rebuilt from its setup and decisions, so a damaged snapshot loses nothing. Anything wrong
raises SaveError with a message that says exactly what."""
from __future__ import annotations

from pathlib import Path

from .invariants import check_invariants
from .safefiles import FileProblem, read_json
from .migrate import SAVE_VERSION, SaveError, migrate  # noqa: F401  (SaveError: part of this module's API)

SAVE_FORMAT = "legends-save"


def save_dict(game) -> dict:
    s = game.s
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": s["setup"],
            "decisions": list(s["history"]), "snapshot": game.to_dict()}


def from_save(game_cls, data: dict, box=None):
    """Load a save into a game_cls (Game); raise SaveError saying exactly what is wrong with it."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a Legends save file (expected a JSON object with format 'legends-save')")
    data = migrate(data)  # older formats converted (engine/migrate.py), newer ones refused
    problems = []
    snapshot = data.get("snapshot")
    if snapshot is not None:
        try:
            game = game_cls.from_dict(snapshot, box)
            check_invariants(game)
            if data.get("decisions") is not None and game.s["history"] != data["decisions"]:
                raise ValueError("its decisions differ from the save's decision log")
            return game
        except Exception as exc:  # noqa: BLE001 - any damage falls back to the log
            problems.append(f"snapshot unusable ({exc.__class__.__name__}: {exc})")
    setup, decisions = data.get("setup"), data.get("decisions")
    if not isinstance(setup, dict) or not isinstance(decisions, list):
        problems.append("setup or decisions missing")
        raise SaveError("save is damaged: " + "; ".join(problems))
    try:
        return game_cls.replay(setup, decisions, box)
    except Exception as exc:  # noqa: BLE001
        problems.append(f"decision log does not replay ({exc.__class__.__name__}: {exc})")
    raise SaveError("save is damaged: " + "; ".join(problems))


def load(game_cls, path, box=None):
    """Read a save file; SaveError (with the file name) for anything wrong."""
    name = Path(path).name
    try:
        data = read_json(path, "save")          # bounded: size, depth, numbers, texts
    except FileProblem as exc:
        raise SaveError(f"{name}: {exc}") from None
    try:
        return from_save(game_cls, data, box)
    except SaveError as exc:
        raise SaveError(f"{name}: {exc}") from None
