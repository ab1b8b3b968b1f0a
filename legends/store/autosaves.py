"""Autosaves: each game's own slots, and the file Continue reads.

    games/<id>.json      the newest autosave of game <id>
    games/<id>.1.json    the one before, then games/<id>.2.json (AUTOSAVES slots a game)
    autosave.json        the newest autosave of the last game played: the file Continue reads

Writing a save never leaves a slot missing or half written: the new save is written whole to a
temporary file (flushed, fsynced) first; then the game's slots move down one (an atomic replace and a
hard link, so the newest slot never disappears), the temporary file replaces the newest slot, and
autosave.json is replaced by a link to it. A kill at any moment leaves every slot whole, and at most
one temporary file (of the app's own name, files.TEMP_RE; a start-up removes those of dead
processes). A full disk fails the write before anything is moved: the previous saves all stay, and
the StoreError says so in one sentence.

Games are ordered by what the app recorded, never by file times (a clock set back, or a folder
restored from another machine, dates files anywhere): each save carries `ui.written`, one more than
the highest any save of the folder had when it was written, then the game id (its start time).
Pruning keeps the last KEEP_GAMES games in that order, and never the game being written.

Only the copy that owns the folder (folder.py, the lock) writes autosave.json and prunes; another
copy writes its games to their own slots under fresh ids. The autosave of a finished game is also
kept in finished/<id>.json (the last KEEP_FINISHED finished games, to be watched again in the replay
theatre): a finished game is gone from the screen, and its slots go with the games pruned. Only files
of the app's own name (`<game id>.json`) are ever removed there: a player's other files stay. A
take-over (ui/scenes/theatre.py) is a new game with a new id: it never writes over the one watched.
"""
from __future__ import annotations

import os
import re
import time
from pathlib import Path

from . import files, folder
from .safejson import FileProblem, read_json

AUTOSAVES = 3          # slots a game
KEEP_GAMES = 8         # the last games kept loadable (the older ones' slots are removed)
KEEP_FINISHED = 20     # the last finished games kept to be watched again (finished/)
ID_RE = re.compile(r"^[0-9]{8}-[0-9]{6}-[0-9a-f]{4,12}$")


# --- ids, slots, the recorded order --------------------------------------------------------------
def new_game_id() -> str:
    """A readable, unique id: YYYYMMDD-HHMMSS-<hex>."""
    return time.strftime("%Y%m%d-%H%M%S") + "-" + os.urandom(3).hex()


def game_id_of(data) -> str | None:
    """The game id kept in a save (its "ui" part), or None if it has none or a malformed one."""
    ui = data.get("ui") if isinstance(data, dict) else None
    gid = ui.get("game") if isinstance(ui, dict) else None
    return gid if isinstance(gid, str) and ID_RE.match(gid) else None


def written_of(data) -> int:
    """The sequence number a save was written with (`ui.written`), 0 for a save without one."""
    ui = data.get("ui") if isinstance(data, dict) else None
    n = ui.get("written") if isinstance(ui, dict) else None
    return n if isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 2 ** 53 else 0


def games_dir() -> Path:
    return folder.games_dir()


def slot(game_id: str, i: int = 0) -> Path:
    return games_dir() / (f"{game_id}.json" if i == 0 else f"{game_id}.{i}.json")


_RECORDED: dict = {}    # path: ((inode, size, mtime), written): each file read once while unchanged


def recorded(path: Path) -> int:
    """`ui.written` of the save at `path` (0 if it has none or does not read)."""
    try:
        info = os.stat(path)
    except OSError:
        return 0
    key = (info.st_ino, info.st_size, info.st_mtime_ns)
    hit = _RECORDED.get(str(path))
    if hit and hit[0] == key:
        return hit[1]
    try:
        n = written_of(read_json(path, "save"))
    except FileProblem:
        n = 0
    _RECORDED[str(path)] = (key, n)
    return n


def game_slots(newest_only: bool = True) -> list:
    """Every game's newest slot (or all slots), newest first by the recorded order (`ui.written`,
    then the game id); never by file times."""
    d = games_dir()
    try:
        names = sorted(os.listdir(d)) if d.is_dir() else []
    except OSError:
        return []
    games: dict = {}
    for name in names:
        gid, _, rest = name.partition(".")
        if ID_RE.match(gid) and (rest == "json" or rest in ("1.json", "2.json")):
            games.setdefault(gid, []).append(d / name)
    order = sorted(games, key=lambda g: (recorded(d / f"{g}.json"), g), reverse=True)
    out = []
    for gid in order:
        paths = sorted(games[gid], key=lambda p: p.name.count("."))   # <id>.json, <id>.1.json, <id>.2.json
        out += [p for p in paths if p.name == f"{gid}.json"] if newest_only else paths
    return out


_NEXT = {}              # data dir: the next `written` number this process gives


def next_written() -> int:
    """One more than the highest `ui.written` of the folder's saves (read once a process)."""
    d = str(folder.data_dir().absolute())
    if d not in _NEXT:
        _NEXT[d] = 1 + max([recorded(p) for p in game_slots()] + [recorded(autosave_path())], default=0)
    n = _NEXT[d]
    _NEXT[d] = n + 1
    return n


def autosave_path() -> Path:
    return folder.data_dir() / "autosave.json"


def may_continue(game_id, decisions) -> bool:
    """Whether a loaded game may go on autosaving as `game_id`: only if that would destroy nothing,
    i.e. the game's newest slot is missing or holds these decisions or fewer of them (loading an
    older save of a game, a quick save say, starts a new game id, so its later position stays).
    `decisions`: all the game's decisions (`game.view.history`), those before a base position
    it went on from too (saves.all_decisions)."""
    from ..engine import saves
    if not game_id or not ID_RE.match(game_id):
        return False
    try:
        kept = saves.all_decisions(read_json(slot(game_id), "save"))
    except (FileProblem, AttributeError):
        return True          # no slot yet (or an unreadable one: its older slots stay)
    return isinstance(kept, list) and kept == list(decisions[:len(kept)])


# --- writing ----------------------------------------------------------------------------------
def _link_tmp(src: Path, dst: Path) -> Path:
    """A new temporary file beside dst with src's content (a hard link, else a copy written whole)."""
    tmp = dst.parent / files.temp_name(dst.name)
    try:
        os.link(src, tmp, follow_symlinks=False)
        return tmp
    except OSError:      # no hard links here (or a race): a copy
        return files.write_temp(dst, src.read_bytes(), folder.data_dir())


def _replace_by_link(src: Path, dst: Path) -> None:
    files.put_in_place(_link_tmp(src, dst), dst, folder.data_dir())


def _rotate(gid: str) -> None:
    """The game's slots move down one: .1 -> .2, newest -> .1 (a link: the newest slot stays)."""
    root = folder.data_dir()
    try:
        for i in range(AUTOSAVES - 1, 1, -1):
            files.check_path(slot(gid, i), root)
            if slot(gid, i - 1).exists():
                os.replace(slot(gid, i - 1), slot(gid, i))
        if slot(gid).exists():
            files.check_path(slot(gid, 1), root)
            try:
                os.link(slot(gid), slot(gid, 1), follow_symlinks=False)
            except OSError:
                _replace_by_link(slot(gid), slot(gid, 1))
    except OSError:
        pass                # an older slot missing is fine; the new save is not


def write(data: dict, game_id: str | None = None) -> None:
    """Autosave `data` into game `game_id`'s slots (its id in the save if not given), recording
    its place in the folder's order (`ui.written`), then point autosave.json at it if this copy
    owns the folder. Raises StoreError (one sentence); every slot stays whole."""
    gid = game_id or game_id_of(data) or new_game_id()
    if not ID_RE.match(gid):
        raise ValueError(f"not a game id: {gid!r}")
    root = folder.ensure()
    ui = data.get("ui") if isinstance(data.get("ui"), dict) else {}
    data["ui"] = {**ui, "game": gid, "written": next_written()}
    newest = slot(gid)
    first = not newest.exists()                     # a new game: older games may now be pruned
    tmp = files.write_temp(newest, _json(data), root)   # 1. the new save, whole, before anything moves
    _rotate(gid)                                    # 2. the older slots move down one
    files.put_in_place(tmp, newest, root)           # 3. the new save in place
    if folder.owns_folder():
        _replace_by_link(newest, autosave_path())   # 4. what Continue reads
        if first:
            prune(playing=gid)
    snapshot = data.get("snapshot")
    if isinstance(snapshot, dict) and snapshot.get("result") is not None:
        keep_finished(data, gid)                    # 5. a finished game: kept to be watched again


def _json(data) -> bytes:
    import json
    return json.dumps(data, separators=(",", ":")).encode("utf-8")


def prune(keep: int = KEEP_GAMES, playing: str | None = None) -> None:
    """Remove the slots of all but the last `keep` games (in the recorded order), never those of
    the game `playing`."""
    for p in game_slots()[keep:]:
        gid = p.name.split(".")[0]
        if gid == playing:
            continue
        for i in range(AUTOSAVES):
            files.unlink_quietly(slot(gid, i))


# --- reading: Continue, Load game ---------------------------------------------------------------
def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def continue_candidates() -> list:
    """Where Continue looks, in order: autosave.json, then every game's slots, newest first (then
    an older app's autosave.1.json and autosave.2.json)."""
    d = folder.data_dir()
    paths = [autosave_path()] + game_slots(newest_only=False) + [d / "autosave.1.json", d / "autosave.2.json"]
    return [p for p in paths if files.exists(p)]


def continue_summary():
    """What Continue would resume, read from the first candidate as bounded JSON (not checked as a
    save: that is the engine's, which the title screen does without): {"stage": id, "fighters":
    [id, ...], "turn": n or None}, or None if no candidate reads."""
    for path in continue_candidates():
        try:
            data = read_json(path, "save")
            setup = data.get("setup") or {}
            fighters = [_text(p.get("fighter")) for p in setup.get("players") or []]
            turn = (data.get("snapshot") or {}).get("turn")
            return {"stage": _text(setup.get("stage")), "fighters": fighters,
                    "turn": turn if isinstance(turn, int) and not isinstance(turn, bool) else None}
        except (FileProblem, ValueError, OSError, AttributeError, TypeError):
            continue
    return None


def _text(value):
    return value if isinstance(value, str) else None


def newest_loadable(load):
    """(path, load(path), problems) for the first candidate that loads; (None, None, problems) if none.
    `load` raises (ValueError, OSError ...) for a file that does not load."""
    problems = []
    for p in continue_candidates():
        try:
            return p, load(p), problems
        except Exception as exc:  # noqa: BLE001 - a damaged slot: try the next one
            problems.append(f"{p.name}: {exc}")
    return None, None, problems


def list_saves() -> list:
    """[(path, label, written)] newest first: the quick save, the games' newest autosaves in the
    recorded order (autosave.json too if it is not one of them), then saves/*.json by name."""
    d = folder.data_dir()
    games = game_slots()
    out = [(p, "quick save", 0) for p in [d / "quicksave.json"] if files.exists(p)]
    a = autosave_path()
    if files.exists(a) and not any(_same(a, p) for p in games[:1]):
        out.append((a, "autosave", recorded(a)))     # an older app's, or a copy
    out += [(p, "autosave", recorded(p)) for p in games]
    if files.exists(d / "saves") and (d / "saves").is_dir():
        out += [(p, p.stem, 0) for p in sorted((d / "saves").glob("*.json"))]
    return out


# --- finished games, kept to be watched again -----------------------------------------------------
def finished_dir() -> Path:
    return folder.data_dir() / "finished"


def keep_finished(data: dict, game_id: str | None = None) -> Path:
    """Keep a finished game's save in finished/ (atomically); returns its path, then keeps only the
    last KEEP_FINISHED. StoreError (one sentence) if it cannot be written."""
    gid = game_id or game_id_of(data) or new_game_id()
    if not ID_RE.match(gid):
        raise ValueError(f"not a game id: {gid!r}")
    ui = data.get("ui") if isinstance(data.get("ui"), dict) else {}
    data = {**data, "ui": {**ui, "game": gid, "written": ui.get("written") or next_written()}}
    path = finished_dir() / f"{gid}.json"
    files.write_json(path, data, folder.ensure())
    for p in finished_games()[KEEP_FINISHED:]:
        if p != path:
            files.unlink_quietly(p)
    return path


def finished_games() -> list:
    """The finished games' files, newest first (the recorded order, then the id)."""
    d = finished_dir()
    try:
        names = os.listdir(d) if d.is_dir() else []
    except OSError:
        return []
    paths = [d / n for n in names if n.endswith(".json") and ID_RE.match(n[:-5])]
    return sorted(paths, key=lambda p: (recorded(p), p.name), reverse=True)
