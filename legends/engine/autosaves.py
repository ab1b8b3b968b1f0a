"""Autosaves on disk, no pygame: each game's own slots, the file Continue reads, the folder's lock.

    games/<id>.json      the newest autosave of game <id>
    games/<id>.1.json    the one before, then games/<id>.2.json (AUTOSAVES slots a game)
    autosave.json        the newest autosave of the last game played: the file Continue reads
    legends.lock         the pid of the copy of the app that owns the folder

Writing a save never leaves a slot missing or half written: the new save is written whole to a
temporary file (flushed, fsynced) first; then the game's slots move down one (an atomic replace and a
hard link, so the newest slot never disappears), the temporary file replaces the newest slot, and
autosave.json is replaced by a link to it. A kill at any moment leaves every slot whole, and at most
one temporary file (named <name>.<pid>.<random>.tmp; a start-up removes those of dead processes).
A full disk fails the write before anything is moved: the previous saves all stay.

One copy of the app owns the folder (an flock on legends.lock, which holds its pid; the kernel frees
the lock when the process dies, so a stale lock is simply taken over). Another copy writes its games
to their own slots under fresh ids and leaves autosave.json, the pruning and the lock alone.
"""
from __future__ import annotations

import os
import re
import secrets
import time
from pathlib import Path

from . import saves, store
from .store import autosave_path, quicksave_path  # noqa: F401  (the files Continue and F9 read)

AUTOSAVES = 3          # slots a game
KEEP_GAMES = 8         # the last games kept loadable (the older ones' slots are removed)
ID_RE = re.compile(r"^[0-9]{8}-[0-9]{6}-[0-9a-f]{4,12}$")
LOCK_NAME = "legends.lock"

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: every copy owns the folder
    fcntl = None


# --- ids and slots ----------------------------------------------------------------------------
def new_game_id() -> str:
    """A readable, sortable, unique id: YYYYMMDD-HHMMSS-<hex>."""
    return time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(3)


def game_id_of(data) -> str | None:
    """The game id kept in a save (its "ui" part), or None if it has none or a malformed one."""
    ui = data.get("ui") if isinstance(data, dict) else None
    gid = ui.get("game") if isinstance(ui, dict) else None
    return gid if isinstance(gid, str) and ID_RE.match(gid) else None


def games_dir() -> Path:
    return store.data_dir() / "games"


def slot(game_id: str, i: int = 0) -> Path:
    return games_dir() / (f"{game_id}.json" if i == 0 else f"{game_id}.{i}.json")


def game_slots(newest_only: bool = True) -> list:
    """Every game's newest slot (or all slots), newest first."""
    d = games_dir()
    if not d.is_dir():
        return []
    out = []
    for p in d.glob("*.json"):
        gid, _, rest = p.name.partition(".")
        if ID_RE.match(gid) and (rest == "json" or not newest_only and rest in ("1.json", "2.json")):
            try:
                out.append((p.stat().st_mtime, p))
            except OSError:
                continue
    return [p for _, p in sorted(out, key=lambda x: -x[0])]


def may_continue(game_id, decisions) -> bool:
    """Whether a loaded game may go on autosaving as `game_id`: only if that would destroy nothing,
    i.e. the game's newest slot is missing or holds these decisions or fewer of them (loading an
    older save of a game, a quick save say, starts a new game id, so its later position stays).
    `decisions`: all the game's decisions (`game.view.history`), those before a base position
    it went on from too (saves.all_decisions)."""
    if not game_id or not ID_RE.match(game_id):
        return False
    try:
        kept = saves.all_decisions(store.read_save(slot(game_id)))
    except (ValueError, AttributeError):
        return True          # no slot yet (or an unreadable one: its older slots stay)
    return isinstance(kept, list) and kept == list(decisions[:len(kept)])


# --- writing ----------------------------------------------------------------------------------
def _link_tmp(src: Path, name: str) -> Path:
    """A new temporary file in src's folder with src's content (a hard link, else a copy)."""
    tmp = src.parent / f"{store.tmp_prefix(name)}{secrets.token_hex(4)}.tmp"
    try:
        os.link(src, tmp)
    except OSError:      # no hard links here (or a race): a copy, written whole
        data = src.read_bytes()
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    return tmp


def _replace_by_link(src: Path, dst: Path) -> None:
    tmp = _link_tmp(src, dst.name)
    try:
        os.replace(tmp, dst)
    except BaseException:
        _unlink(tmp)
        raise


def _link(src: Path, dst: Path) -> None:
    """dst becomes src's content: a hard link if dst is free (no temporary file), else a replace."""
    try:
        os.link(src, dst)
    except OSError:
        _replace_by_link(src, dst)


def _unlink(p: Path) -> None:
    try:
        os.unlink(p)
    except OSError:
        pass


def _fsync_dir(d: Path) -> None:
    try:
        fd = os.open(str(d), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write(data: dict, game_id: str | None = None) -> None:
    """Autosave `data` into game `game_id`'s slots (its id in the save if not given), then point
    autosave.json at it if this copy owns the folder. Raises OSError; every slot stays whole."""
    gid = game_id or game_id_of(data) or new_game_id()
    if not ID_RE.match(gid):
        raise ValueError(f"not a game id: {gid!r}")
    newest = slot(gid)
    first = not newest.exists()                     # a new game: older games may now be pruned
    tmp = store.write_json_tmp(newest, data)                  # 1. the new save, whole, before anything moves
    try:
        for i in range(AUTOSAVES - 1, 1, -1):       # 2. rotate: .1 -> .2 (the newest slot stays)
            if slot(gid, i - 1).exists():
                os.replace(slot(gid, i - 1), slot(gid, i))
        if newest.exists():                         #    newest -> .1 (a link: both exist meanwhile)
            _link(newest, slot(gid, 1))
    except OSError:
        pass                                        # an older slot missing is fine; the new save is not
    try:
        os.replace(tmp, newest)                     # 3. the new save in place
    except BaseException:
        _unlink(tmp)
        raise
    if owns_folder():
        _replace_by_link(newest, store.autosave_path(0))   # 4. what Continue reads
        _fsync_dir(store.data_dir())
        if first:
            prune()
    _fsync_dir(newest.parent)


def prune(keep: int = KEEP_GAMES) -> None:
    """Remove the slots of all but the last `keep` games (by their newest save)."""
    for p in game_slots()[keep:]:
        gid = p.name.split(".")[0]
        for i in range(AUTOSAVES):
            _unlink(slot(gid, i))


def list_saves() -> list:
    """[(path, label, mtime)] newest first: quick save, the last game's autosave, each game's newest
    autosave (games/*.json), saves/*.json."""
    d = store.data_dir()
    games = game_slots()
    paths = [(quicksave_path(), "quick save")] + [(p, "autosave") for p in games]
    if not any(_same(autosave_path(0), p) for p in games[:1]):     # an older app's, or a copy
        paths.append((autosave_path(0), "autosave"))
    if (d / "saves").is_dir():
        paths += [(p, p.stem) for p in sorted((d / "saves").glob("*.json"))]
    out = []
    for p, label in paths:
        try:
            mt = p.stat().st_mtime
        except OSError:
            continue
        out.append((p, label, mt))
    out.sort(key=lambda x: -x[2])
    return out


# --- reading: Continue -------------------------------------------------------------------------
def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def continue_candidates() -> list:
    """Where Continue looks, in order: autosave.json, then every game's slots, newest first (then
    an older app's autosave.1.json and autosave.2.json)."""
    d = store.data_dir()
    paths = [store.autosave_path(0)] + game_slots(newest_only=False) + [d / "autosave.1.json", d / "autosave.2.json"]
    return [p for p in paths if p.exists()]


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


# --- start-up: temporary files, the lock -------------------------------------------------------
def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name != "posix":       # pragma: no cover - no signal 0 there: assume alive
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def clean_temp_files() -> list:
    """Remove the temporary files left by processes that died (killed while writing). Returns them."""
    removed = []
    for d in (store.data_dir(), games_dir()):
        if not d.is_dir():
            continue
        for p in d.glob("*.tmp"):
            parts = p.name.split(".")
            pid = int(parts[-3]) if len(parts) >= 4 and parts[-3].isdigit() else None
            if pid is None or not _pid_alive(pid):
                _unlink(p)
                removed.append(p)
    return removed


class FolderLock:
    """The lock on a save folder: legends.lock, flocked while this holder lives, with its pid."""

    def __init__(self, folder):
        self.path = Path(folder) / LOCK_NAME
        self.fd = None
        self.owned = False

    def acquire(self) -> bool:
        if self.owned:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(str(self.path), os.O_RDWR | os.O_CREAT, 0o644)
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                return False
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        os.fsync(fd)
        self.fd, self.owned = fd, True
        return True

    def owner(self) -> int | None:
        """The pid written in the lock file (the owner's, or a dead one's), or None."""
        try:
            text = self.path.read_text(encoding="ascii", errors="replace")[:32].strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def release(self) -> None:
        if self.fd is not None:
            if fcntl is not None:
                fcntl.flock(self.fd, fcntl.LOCK_UN)
            os.close(self.fd)
        self.fd, self.owned = None, False


_LOCKS: dict = {}


def folder_lock() -> FolderLock:
    """This process's lock on the current data dir (tried once; a free lock is taken)."""
    d = store.data_dir().resolve() if store.data_dir().exists() else store.data_dir().absolute()
    lock = _LOCKS.get(str(d))
    if lock is None:
        lock = _LOCKS[str(d)] = FolderLock(d)
        try:
            lock.acquire()
        except OSError:
            pass
    return lock


def owns_folder() -> bool:
    """True if this copy of the app owns the save folder (takes it if free)."""
    lock = folder_lock()
    try:
        return lock.owned or lock.acquire()
    except OSError:          # a folder we cannot write to: nobody can save there anyway
        return False


def in_use_message() -> str | None:
    """None if this copy owns the folder, else what to tell the player."""
    if owns_folder():
        return None
    pid = folder_lock().owner()
    who = f"another copy of Legends (pid {pid})" if pid else "another copy of Legends"
    return (f"The save folder {store.data_dir()} is in use by {who}. This copy autosaves its games in "
            "their own slots (Load game lists them) and leaves Continue to the other copy.")


def open_folder() -> str | None:
    """At start: take the folder's lock if free, remove dead processes' temporary files.
    Returns in_use_message()."""
    try:
        store.data_dir().mkdir(parents=True, exist_ok=True)
        clean_temp_files()
    except OSError:
        pass
    return in_use_message()
