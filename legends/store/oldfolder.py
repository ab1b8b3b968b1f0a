"""The one-time move of an earlier version's folder to where this system keeps an app's files.

Every version before issue 31 kept the player's files in ~/.local/share/legends, on Windows and macOS
too. At start (folder.open_folder, which hands over the places and its lock), unless $LEGENDS_HOME is set:

- that folder, if it is a real folder (not a link) and the data folder (folder.data_dir) is missing
  or empty, is moved there whole (a rename; across disks a copy, then the old one removed), and the
  player is told once where the saves now are;
- if the data folder already holds files, nothing is moved and nothing is overwritten: the player
  is told once that the old folder is still there (a note, `old-folder-noted`, in the data folder
  remembers it was said);
- if another copy of an earlier version has the old folder open (its lock is held), nothing is
  moved this time (and it is said);
- settings.json found in the data folder (where earlier versions wrote it) goes to the settings
  folder (folder.config_dir) if that has none; if it has one, both stay, the settings folder's wins.

On Linux the data folder is the old place itself unless $XDG_DATA_HOME says otherwise: then only
settings.json moves (to ~/.config/legends), quietly.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from . import files

NOTED = "old-folder-noted"
SETTINGS = "settings.json"


def move_old_folder(old: Path, new: Path, config: Path, lock) -> str | None:
    """Move `old` (the earlier versions' folder) to `new` (the data folder) if it is due, and an old
    settings.json to `config`; `lock(folder)` is folder.FolderLock. What to tell the player (one or
    two sentences), or None."""
    said = None
    if _real_folder(old) and not _same(old, new):
        said = _move(old, new, lock)
    _move_settings(new, config)
    return said


def _real_folder(p: Path) -> bool:
    return p.is_dir() and not p.is_symlink()


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _has_files(p: Path, lock_file: Path) -> bool:
    """The folder holds anything but the lock file a start left (one that did not move the old folder)."""
    try:
        return p.is_dir() and any(x != lock_file for x in p.iterdir())
    except OSError:
        return True             # cannot look inside: treat it as taken, move nothing


def _move(old: Path, new: Path, lock) -> str | None:
    new_lock = lock(new)
    if _has_files(new, new_lock.path):
        note = new / NOTED
        if note.exists():
            return None
        try:
            files.write_atomic(note, f"{old}\n", new)
        except OSError:
            pass
        return (f"An earlier version's save folder is still at {old}: nothing was moved, because {new} "
                "(where this version keeps saves) already has files. Move any saves you want by hand.")
    try:
        if not (_free(lock(old)) and (not new.is_dir() or _free(new_lock))):
            return (f"An earlier version's save folder at {old} is in use by another copy of Legends; it "
                    f"will be moved to {new} at a start when that copy is closed.")
        new.parent.mkdir(parents=True, exist_ok=True)
        if new.is_dir():                     # empty but for a lock file nobody holds (checked above)
            new_lock.path.unlink(missing_ok=True)
            new.rmdir()
        shutil.move(str(old), str(new))      # a rename on one disk; else a copy, then the old removed
    except OSError as exc:
        return (f"Could not move the earlier save folder {old} to {new} ({getattr(exc, 'strerror', None) or exc}); "
                "its saves are still there.")
    return f"Your saves moved from {old} to {new}, where this system keeps an app's files."


def _free(lock) -> bool:
    """No other copy holds this folder lock (taken and let go at once: Windows renames no folder with
    a file open)."""
    free = lock.acquire()
    lock.release()
    return free


def _move_settings(data: Path, config: Path) -> None:
    src, dst = data / SETTINGS, config / SETTINGS
    if _same(data, config) or not src.is_file() or src.is_symlink() or dst.exists():
        return
    try:
        files.make_folder(config)
        shutil.move(str(src), str(dst))     # a rename on one disk (dst is missing: checked); else copy, remove
    except OSError:
        pass                    # left where it is (tried again next start); the defaults meanwhile
