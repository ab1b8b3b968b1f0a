"""Finished games, kept to be watched again (the replay theatre): `finished/<game id>.json`.

A game's autosaves are pruned with the games (autosaves.KEEP_GAMES), and a finished game is gone
from the screen; so when a game ends its save is also written here, atomically (files.py), and the
folder keeps the last KEEP finished games by the recorded order (`ui.written`, then the game id),
never by file times. Only files of the app's own name (`<game id>.json`) are ever removed: a
player's other files in the folder stay. A take-over (ui/scenes/theatre.py) is a new game with a
new id, so it never writes over the game it went on from.
"""
from __future__ import annotations

import os
from pathlib import Path

from . import autosaves, files, folder

KEEP = 20           # finished games kept


def finished_dir() -> Path:
    return folder.data_dir() / "finished"


def path_of(game_id: str) -> Path:
    if not autosaves.ID_RE.match(game_id or ""):
        raise ValueError(f"not a game id: {game_id!r}")
    return finished_dir() / f"{game_id}.json"


def keep(data: dict, game_id: str | None = None) -> Path:
    """Keep a finished game's save (its id in the save if not given); returns its path, then
    prunes to the last KEEP. StoreError (one sentence) if it cannot be written."""
    gid = game_id or autosaves.game_id_of(data) or autosaves.new_game_id()
    path = path_of(gid)
    ui = data.get("ui") if isinstance(data.get("ui"), dict) else {}
    data = {**data, "ui": {**ui, "game": gid, "written": ui.get("written") or autosaves.next_written()}}
    files.write_json(path, data, folder.ensure())
    prune(keep_id=gid)
    return path


def listed() -> list:
    """The finished games' files, newest first (the recorded order)."""
    d = finished_dir()
    try:
        names = os.listdir(d) if d.is_dir() else []
    except OSError:
        return []
    paths = [d / n for n in names if n.endswith(".json") and autosaves.ID_RE.match(n[:-5])]
    return sorted(paths, key=lambda p: (autosaves.recorded(p), p.name), reverse=True)


def prune(keep_n: int = KEEP, keep_id: str | None = None) -> None:
    """Remove all but the last `keep_n` finished games (never the game `keep_id`)."""
    for p in listed()[keep_n:]:
        if p.name != f"{keep_id}.json":
            files.unlink_quietly(p)
