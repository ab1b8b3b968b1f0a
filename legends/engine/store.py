"""Files on disk, no pygame. The user data dir: autosaves, quick saves, crash reports
(crash-YYYYMMDD-HHMMSS/ folders); settings and lesson progress: legends/store/settings.py, progress.py.

The folder is $LEGENDS_HOME if set, else ~/.local/share/legends.

Autosaves (engine/autosaves.py writes and lists them): each game has its own id and its own slots in games/
(<id>.json, the newest, then <id>.1.json and <id>.2.json); autosave.json, the file Continue reads,
is the newest save of the last game played. A save is written whole to a temporary file first and
only then put in place with atomic replaces, so every slot always holds a whole save. One copy of
the app owns the folder at a time (legends.lock, with its pid); another copy keeps its games in
their own slots and leaves Continue alone.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from .safefiles import FileProblem, read_json

def data_dir() -> Path:
    home = os.environ.get("LEGENDS_HOME")
    return Path(home) if home else Path.home() / ".local" / "share" / "legends"


def _ensure() -> Path:
    d = data_dir()
    d.mkdir(parents=True, exist_ok=True)
    return d


def tmp_prefix(name: str) -> str:
    """Temporary files are named <name>.<pid>.<random>.tmp: a start-up cleans those of dead processes."""
    return f"{name}.{os.getpid()}."


def write_json_tmp(path: Path, data) -> Path:
    """The data as JSON in a temp file beside `path`, flushed and fsynced; returns the temp file
    (the caller moves it into place, or removes it)."""
    path = Path(path)
    text = json.dumps(data, separators=(",", ":"))     # one shot: the C encoder (json.dump is pure Python)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=tmp_prefix(path.name), suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        _unlink_quietly(tmp)
        raise
    return Path(tmp)


def _unlink_quietly(path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def write_json_atomic(path: Path, data) -> None:
    """Write to a temp file in the same folder, flush, fsync, then os.replace."""
    tmp = write_json_tmp(path, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        _unlink_quietly(tmp)
        raise


# --- saves ------------------------------------------------------------------------
def autosave_path(i: int = 0) -> Path:
    """autosave.json: the newest save of the last game played (the file Continue reads); i > 0: an
    older app's rotated autosaves (autosave.1.json ...), still read by Continue."""
    return data_dir() / ("autosave.json" if i == 0 else f"autosave.{i}.json")


def quicksave_path() -> Path:
    return data_dir() / "quicksave.json"


def write_save(path: Path, data: dict) -> None:
    _ensure()
    write_json_atomic(path, data)


def read_save(path) -> dict:
    """The JSON of a save file; raises ValueError with a readable message."""
    try:
        return read_json(path, "save")          # bounded: size, depth, numbers, texts (safefiles.py)
    except FileProblem as exc:
        raise ValueError(f"{Path(path).name}: {exc}") from None


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


# --- crash reports ------------------------------------------------------------------
def write_crash_report(exc: BaseException, context: str = "", payload: dict | None = None,
                       when: float | None = None) -> Path | None:
    """A folder crash-YYYYMMDD-HHMMSS/ with traceback.txt, save.json (the last autosave: a game
    that loads), state.json (the state in memory when it happened) and log.txt (the game log).
    Returns the folder, or None if it cannot be written (a crash report never raises)."""
    import platform
    import sys
    import traceback
    payload = payload or {}
    when = time.time() if when is None else when
    try:
        base = _ensure() / time.strftime("crash-%Y%m%d-%H%M%S", time.localtime(when))
        folder, k = base, 1
        while folder.exists():
            k += 1
            folder = base.with_name(f"{base.name}-{k}")
        folder.mkdir(parents=True)
        try:     # the UI's version, read without importing it (this module is plain files)
            from importlib.metadata import version
            pg = version("pygame-ce")
        except Exception:  # pragma: no cover - pygame-ce is always installed with the UI
            pg = "?"
        head = [f"Legends crash report, {time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(when))}",
                f"while: {context or '?'}",
                f"scene: {payload.get('scene', '?')}",
                f"python {platform.python_version()} · pygame-ce {pg} · {platform.platform()}", ""]
        tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        (folder / "traceback.txt").write_text("\n".join(head) + tb, encoding="utf-8")
        for name, key in (("save.json", "save"), ("state.json", "state")):
            if payload.get(key) is not None:
                try:
                    (folder / name).write_text(json.dumps(payload[key], indent=1, default=str), encoding="utf-8")
                except (TypeError, ValueError) as err:
                    (folder / name).write_text(json.dumps({"error": f"cannot serialise: {err}"}), encoding="utf-8")
        if payload.get("log") is not None:
            (folder / "log.txt").write_text("\n".join(str(x) for x in payload["log"]) + "\n", encoding="utf-8")
        print(f"crash report written to {folder}", file=sys.stderr)
        return folder
    except OSError:
        return None


def list_crash_reports() -> list:
    d = data_dir()
    return sorted(d.glob("crash-*")) if d.is_dir() else []
