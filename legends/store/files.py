"""Writing a file so that it is always whole, old or new, and never through a symbolic link.

    write_atomic(path, data, root)   bytes or text into `path`: a temporary file of the app's own
                                     name beside it (TEMP_PATTERN), written, fsynced, put in place
                                     with os.replace, then the folder fsynced
    write_json(path, value, root)    the same, the value as compact JSON

`root`: the folder the app owns (the data dir). Every folder between it and the file must be a real
folder, not a symbolic link, and the file itself must not be one: the app never writes through a
link (someone may plant one to make it overwrite another file). Without a root (a report folder the
player names) only the file itself is checked.

Every OSError becomes a StoreError (still an OSError, so callers may catch either), whose text is
one sentence for the player: which file, what happened, what to do (`sentence`).
"""
from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path

# The one pattern of the app's temporary files: `.<name>.legends-<pid>-<8 hex>.tmp`. A start-up
# removes those of dead processes (folder.clean_temp_files), and nothing else.
TEMP_RE = re.compile(r"^\.(?P<name>.+)\.legends-(?P<pid>[0-9]{1,10})-[0-9a-f]{8}\.tmp$")
# An earlier version's names, `<name>.<pid>.<random>.tmp` (or without the pid), recognised only for
# the names of the app's own files, so that an update leaves none behind.
OLD_TEMP_RE = re.compile(r"^(?:autosave|quicksave|settings|lessons|autosave\.[0-9]|[0-9]{8}-[0-9]{6}-[0-9a-f]{4,12}"
                         r"(?:\.[0-9])?)\.json\.(?:(?P<pid>[0-9]{1,10})\.)?[a-z0-9_]{4,8}\.tmp$")
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def temp_name(name: str) -> str:
    """A fresh temporary file name for `name`, in the app's own pattern (TEMP_RE)."""
    return f".{name}.legends-{os.getpid()}-{os.urandom(4).hex()}.tmp"


def temp_pid(name: str) -> int | None:
    """The pid in one of the app's temporary file names (0: an earlier version's name without one),
    or None if the name is not the app's."""
    m = TEMP_RE.match(name) or OLD_TEMP_RE.match(name)
    return int(m.group("pid") or 0) if m else None


class StoreError(OSError):
    """An OSError said as one sentence for the player (str() of it)."""

    def __init__(self, text: str, code: int | None = None):
        super().__init__(code, text)
        self.text = text

    def __str__(self) -> str:
        return self.text


WHAT = {  # errno: (what happened, what to do)
    errno.ENOSPC: ("the disk is full", "free some space on it and try again"),
    errno.EDQUOT: ("your disk quota is used up", "free some space and try again"),
    errno.EFBIG: ("the file would be larger than this system allows", "raise the file size limit or free space"),
    errno.EACCES: ("permission denied", "check the folder's permissions, or set LEGENDS_HOME to a folder you own"),
    errno.EPERM: ("the system does not allow it", "check the folder's permissions, or set LEGENDS_HOME elsewhere"),
    errno.EROFS: ("the disk is read-only", "set LEGENDS_HOME to a folder on a writable disk"),
    errno.ENOTDIR: ("a part of its path is a file, not a folder", "move that file away or choose another folder"),
    errno.EISDIR: ("it is a folder", "move that folder away or choose another place"),
    errno.ENOENT: ("its folder does not exist", "create the folder or choose another place"),
    errno.EMFILE: ("too many files are open in the app", "close other windows or programs and try again"),
    errno.ENFILE: ("too many files are open on this computer", "close some programs and try again"),
    errno.ELOOP: ("it is a symbolic link, which the app never writes through", "remove the link"),
    errno.EIO: ("the disk reported an input/output error", "check the disk"),
    errno.ENAMETOOLONG: ("its name is too long for this system", "choose a shorter folder"),
}


def sentence(exc: BaseException, path, doing: str = "write") -> str:
    """One sentence for the player: `Could not write PATH: the disk is full; free some space ...`."""
    if isinstance(exc, StoreError):
        return exc.text
    return f"Could not {doing} {path}: {what_happened(exc)}."


def what_happened(exc: BaseException) -> str:
    """What an OSError means and what to do, `the disk is full; free some space on it and try again`."""
    code = getattr(exc, "errno", None)
    if isinstance(exc, StoreError) and code not in WHAT:
        return exc.text.rstrip(".")
    what, todo = WHAT.get(code, (getattr(exc, "strerror", None) or exc.__class__.__name__, "try again"))
    return f"{what}; {todo}"


def said(exc: OSError, path, doing: str = "write") -> StoreError:
    return exc if isinstance(exc, StoreError) else StoreError(sentence(exc, path, doing), exc.errno)


def _link_error(path) -> StoreError:
    return StoreError(sentence(OSError(errno.ELOOP, "link"), path), errno.ELOOP)


def check_path(path: Path, root: Path | None) -> None:
    """StoreError if `path` is a symbolic link, or a folder between `root` and it is a link or a file."""
    folders = []
    if root is not None:
        try:
            rel = path.parent.relative_to(root)
        except ValueError:
            rel = None
        if rel is not None:
            here = Path(root)
            for part in rel.parts:
                here = here / part
                folders.append(here)
    for p in folders + [path]:
        try:
            info = os.lstat(p)
        except FileNotFoundError:
            return                      # not there yet: made (as a real folder or file) by the writer
        except OSError as exc:
            raise said(exc, path) from None
        if stat.S_ISLNK(info.st_mode):
            raise _link_error(p)
        if p is not path and not stat.S_ISDIR(info.st_mode):
            raise StoreError(sentence(OSError(errno.ENOTDIR, "dir"), path), errno.ENOTDIR)


def exists(path) -> bool:
    """Whether something is at `path`; False also when it cannot even be looked at (a folder on the
    way the player may not enter: Path.exists raises PermissionError there)."""
    try:
        os.stat(path)
    except (OSError, ValueError):   # ValueError: a name the system cannot take (a NUL in it)
        return False
    return True


def make_folder(folder: Path, root: Path | None = None) -> None:
    """The folder (and its parents), checked not to be a link under `root`; StoreError if it cannot be."""
    try:
        check_path(folder / "x", root)
        folder.mkdir(parents=True, exist_ok=True)
        check_path(folder / "x", root)  # made meanwhile by someone else: still no link
    except OSError as exc:         # said of the folder (check_path names the probe inside it)
        raise StoreError(sentence(OSError(exc.errno, exc.strerror), folder, "create the folder"), exc.errno) from None


def write_temp(path: Path, data: bytes, root: Path | None = None) -> Path:
    """`data` whole in a new temporary file beside `path` (fsynced); returns it. StoreError if not."""
    path = Path(path)
    make_folder(path.parent, root)
    check_path(path, root)
    tmp = path.parent / temp_name(path.name)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o644)
    except OSError as exc:
        raise said(exc, path) from None
    try:
        try:
            write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException as exc:
        unlink_quietly(tmp)
        if isinstance(exc, OSError):
            raise said(exc, path) from None
        raise
    return tmp


def write_all(fd: int, data: bytes) -> None:
    """Every byte of `data` to the open file `fd` (tests make this fail like a full disk)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def put_in_place(tmp: Path, path: Path, root: Path | None = None) -> None:
    """The temporary file replaces `path` (never a link there), then the folder is fsynced."""
    try:
        check_path(path, root)
        os.replace(tmp, path)
    except BaseException as exc:
        unlink_quietly(tmp)
        if isinstance(exc, OSError):
            raise said(exc, path) from None
        raise
    fsync_dir(path.parent)


def write_atomic(path, data, root: Path | None = None) -> None:
    """`data` (bytes or text, UTF-8) into `path`, whole or not at all (see the module doc)."""
    path = Path(path)
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    put_in_place(write_temp(path, raw, root), path, root)


def write_json(path, value, root: Path | None = None) -> None:
    """`value` as compact JSON into `path`, atomically (one shot: the C encoder)."""
    write_atomic(path, json.dumps(value, separators=(",", ":")), root)


def fsync_dir(folder: Path) -> None:
    """The folder's entries to disk (after a replace); quietly nothing where folders cannot be fsynced."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: Path) -> Path:
    """Rename a file that could not be read to <stem>.unreadable-<n><suffix> beside it (the first
    n free), so nothing writes over it; returns the new path (OSError if it cannot be renamed)."""
    n = 1
    while True:
        aside = path.with_name(f"{path.stem}.unreadable-{n}{path.suffix}")
        if not os.path.lexists(aside):
            break
        n += 1
    os.rename(path, aside)
    return aside


def unlink_quietly(path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
