"""The player's folder: where it is, who owns it (the lock), and the start-up clean-up.

Where each system keeps an app's files (platformdirs; README, *Where your files are*):

    data (saves, autosaves, lessons, crash reports)  settings (settings.json)   cache
    Linux    $XDG_DATA_HOME/legends, else ~/.local/share/legends   $XDG_CONFIG_HOME/legends, else ~/.config/legends   ~/.cache/legends
    macOS    ~/Library/Application Support/legends                 the same                                          ~/Library/Caches/legends
    Windows  %LOCALAPPDATA%\\legends                                the same                                          %LOCALAPPDATA%\\legends\\Cache

$LEGENDS_HOME, if set, wins: everything in it (the cache in its cache/). A folder an earlier version
kept at ~/.local/share/legends on every system is moved, once (oldfolder.py).

One copy of the app owns the folder at a time: an flock on legends.lock, which holds its pid (the
kernel frees the lock when the process dies, so a stale lock is simply taken over). The lock file is
opened without following a link and must be a plain file of its own (one link): a legends.lock
planted as a link to another file is refused, never truncated. "In use" is said only when another
live copy holds the lock; a folder that cannot be used at all (its parent a file, no permission,
a read-only disk) is said as what it is, in one sentence.

At start the temporary files of dead copies are removed: only names of the app's own pattern
(files.TEMP_RE, with the pid of a process that is gone; an earlier version's names for the app's own
files, files.OLD_TEMP_RE), in the folder and in games/.
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from . import files, oldfolder

LOCK_NAME = "legends.lock"

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: every copy owns the folder
    fcntl = None


APP = "legends"


def _home() -> Path | None:
    home = os.environ.get("LEGENDS_HOME")
    return Path(home) if home else None


def _platform(kind: str) -> Path:
    import platformdirs          # here, not at import: the first screen may not need a folder yet
    where = {"data": platformdirs.user_data_dir, "config": platformdirs.user_config_dir,
             "cache": platformdirs.user_cache_dir}[kind]
    return Path(where(APP, appauthor=False))


def data_dir() -> Path:
    """Saves, autosaves, lesson progress, crash reports."""
    return _home() or _platform("data")


def config_dir() -> Path:
    """settings.json."""
    return _home() or _platform("config")


def cache_dir() -> Path:
    """What the app may rebuild (never the player's own files)."""
    home = _home()
    return home / "cache" if home else _platform("cache")


def old_dir() -> Path:
    """Where every earlier version kept the data on every system."""
    return Path.home() / ".local" / "share" / APP


def ensure() -> Path:
    """The data dir, made if missing; StoreError (one sentence) if it cannot be."""
    d = data_dir()
    files.make_folder(d)
    return d


def games_dir() -> Path:
    return data_dir() / "games"


# --- the lock ---------------------------------------------------------------------------------------
class FolderLock:
    """The lock on a save folder: legends.lock, flocked while this holder lives, with its pid.
    `acquire` is True (ours), False (another live copy holds it), or raises StoreError."""

    def __init__(self, folder):
        self.path = Path(folder) / LOCK_NAME
        self.fd = None
        self.owned = False

    def acquire(self) -> bool:
        if self.owned:
            return True
        files.make_folder(self.path.parent)
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | files.NOFOLLOW, 0o644)
        except OSError as exc:
            raise files.said(exc, self.path, "use the lock file") from None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1:
                raise files.StoreError(f"Could not use the lock file {self.path}: it is not a plain file of its "
                                       "own (a link to another file); remove it", errno.ELOOP)
            if fcntl is not None:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError as exc:
                    if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                        os.close(fd)
                        return False
                    raise
            os.ftruncate(fd, 0)
            files.write_all(fd, f"{os.getpid()}\n".encode())
            os.fsync(fd)
        except BaseException as exc:
            if fd is not None and not self.owned:
                os.close(fd)
            if isinstance(exc, OSError):
                raise files.said(exc, self.path, "use the lock file") from None
            raise
        self.fd, self.owned = fd, True
        return True

    def owner(self) -> int | None:
        """The pid written in the lock file (the owner's, or a dead one's), or None."""
        try:
            fd = os.open(self.path, os.O_RDONLY | files.NOFOLLOW)
            try:
                text = os.read(fd, 32).decode("ascii", errors="replace").strip()
            finally:
                os.close(fd)
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
_PROBLEMS: dict = {}        # data dir: why its lock could not be taken (not "in use": unusable)


def folder_lock() -> FolderLock:
    """This process's lock on the current data dir (tried once; a free lock is taken)."""
    d = data_dir().absolute()
    lock = _LOCKS.get(str(d))
    if lock is None:
        lock = _LOCKS[str(d)] = FolderLock(d)
        _try(lock, d)
    return lock


def _try(lock: FolderLock, d: Path) -> bool:
    try:
        ok = lock.acquire()
    except OSError as exc:
        _PROBLEMS[str(d)] = files.sentence(exc, d, "use the save folder")
        return False
    _PROBLEMS.pop(str(d), None)
    return ok


def owns_folder() -> bool:
    """True if this copy of the app owns the save folder (takes it if free)."""
    lock = folder_lock()
    return lock.owned or _try(lock, data_dir().absolute())


def folder_problem() -> str | None:
    """Why the save folder cannot be used at all (one sentence), or None (ours, or another copy's)."""
    return None if owns_folder() else _PROBLEMS.get(str(data_dir().absolute()))


def in_use_message() -> str | None:
    """None if this copy owns the folder, else what to tell the player (one sentence): another live
    copy holds it, or the folder cannot be used at all (and why)."""
    if owns_folder():
        return None
    problem = _PROBLEMS.get(str(data_dir().absolute()))
    if problem:
        return problem
    pid = folder_lock().owner()
    who = f"another copy of Legends (pid {pid})" if pid else "another copy of Legends"
    return (f"The save folder {data_dir()} is in use by {who}. This copy autosaves its games in "
            "their own slots (Load game lists them) and leaves Continue to the other copy.")


_MOVED: list = []           # what the one-time move of an earlier version's folder said (oldfolder.py)


def open_folder() -> str | None:
    """At start: move an earlier version's folder here if due (moved_note says what happened), take
    the folder's lock if free, remove dead processes' temporary files. Returns in_use_message()."""
    note = None if _home() else oldfolder.move_old_folder(old_dir(), data_dir(), config_dir(), FolderLock)
    if note:
        _MOVED.append(note)
    try:
        ensure()
        clean_temp_files()
    except OSError:
        pass                # said by in_use_message
    return in_use_message()


def moved_note() -> str | None:
    """What to tell the player, once, about the move of an earlier version's folder (None: nothing)."""
    return _MOVED.pop() if _MOVED else None


# --- clean-up ---------------------------------------------------------------------------------------
def pid_alive(pid: int) -> bool:
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
    """Remove the app's own temporary files left by processes that died (killed while writing):
    names of files.TEMP_RE only, plain files only. Returns them."""
    removed = []
    for d in (data_dir(), games_dir()):
        try:
            names = os.listdir(d) if not os.path.islink(d) else []
        except OSError:
            continue
        for name in names:
            pid = files.temp_pid(name)
            if pid is None or pid and pid_alive(pid):
                continue
            p = d / name
            try:
                if stat.S_ISREG(os.lstat(p).st_mode):
                    os.unlink(p)
                    removed.append(p)
            except OSError:
                continue
    return removed
