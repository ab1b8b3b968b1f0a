"""Files on disk, no pygame. The user data dir: settings (JSON), autosaves, quick saves, crash
reports (crash-YYYYMMDD-HHMMSS/ folders).

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
import math
import os
import tempfile
import time
from pathlib import Path

from .safefiles import FileProblem, read_json

DEFAULT_SETTINGS = {
    "window": "fit",            # window size when not fullscreen ("fit": as large as the screen allows)
    "fullscreen": False,
    "ui_scale": "auto",         # the table's UI scale: auto | 100 | 125 | 150 | 200 (ui/screen.py canvas_for)
    "anim_speed": 1.0,          # 0.5 slow .. 3 fast
    "tie_break": "auto",        # auto | ask  -> setup["tie_break"]
    "hard": False,              # hard mode default for new games
    "bot": "greedy",            # bot used for bot seats by default (falls back to random)
    "preview_moves": True,      # game screen: show where the enemies will move (P toggles)
    "effects_volume": 0.8,      # sound effects, 0 (off) .. 1
    "music_volume": 0.4,        # the music loop, 0 (off) .. 1
    "muted": False,             # M mutes and unmutes everything
    "pause_after_turn": True,   # the table holds after a human's fighter phase until Enter / a click
    "last_setup": {},           # the setup screen's last choices (checked against the box when read)
    "invite_phones": False,     # phones as controllers: a web server on the local network while on (ui/phones)
}
WINDOW_SIZES = ("fit", "1280x720", "1600x900", "1920x1080", "2560x1440")
UI_SCALES = ("auto", "100", "125", "150", "200")


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


# --- settings -------------------------------------------------------------------
def _volume(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and 0 <= v <= 1


SETTING_CHECKS = {  # key: (is the value usable, what it should be)
    "window": (lambda v: isinstance(v, str) and v in WINDOW_SIZES, "one of " + ", ".join(WINDOW_SIZES)),
    "ui_scale": (lambda v: v in UI_SCALES, "one of " + ", ".join(UI_SCALES)),
    "anim_speed": (lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v),
                   "a number from 0.25 to 4"),
    "tie_break": (lambda v: v in ("auto", "ask"), "auto or ask"),
    "bot": (lambda v: isinstance(v, str), "a bot name"),
    "effects_volume": (lambda v: _volume(v), "a number from 0 to 1"),
    "music_volume": (lambda v: _volume(v), "a number from 0 to 1"),
    "muted": (lambda v: isinstance(v, bool), "true or false"),
    "pause_after_turn": (lambda v: isinstance(v, bool), "true or false"),
    "last_setup": (lambda v: isinstance(v, dict), "a mapping (the last setup chosen)"),
    "invite_phones": (lambda v: isinstance(v, bool), "true or false"),
}


def load_settings(bots=(), problems: list | None = None) -> dict:
    """The settings file over the defaults; `bots`: the bot names a seat may use (checked if given).
    A bad file or value falls back to the default, with a `settings.json: place: what` line added to
    `problems` (the app shows them)."""
    s = dict(DEFAULT_SETTINGS)
    said = problems if problems is not None else []
    data = {}
    path = data_dir() / "settings.json"
    try:
        data = read_json(path, "settings") if path.exists() else {}
    except FileProblem as exc:
        said.append(f"settings.json: {exc}; using the default settings")
    if not isinstance(data, dict):
        said.append("settings.json: (top): expected a mapping of settings; using the default settings")
        data = {}
    for k, v in data.items():
        if k not in s:
            continue    # a setting of another version of the app
        ok, what = SETTING_CHECKS.get(k, (lambda v, t=type(s[k]): type(v) is t, "true or false"))
        if ok(v):
            s[k] = v
        else:
            said.append(f"settings.json: {k}: expected {what}; using {DEFAULT_SETTINGS[k]!r}")
    s["anim_speed"] = float(min(4.0, max(0.25, s["anim_speed"])))
    if bots and s["bot"] not in bots:
        said.append(f"settings.json: bot: {s['bot']!r} is not a bot of this app; using greedy")
        s["bot"] = "greedy" if "greedy" in bots else "random"
    return s


def save_settings(settings: dict) -> str | None:
    """Returns an error message, or None."""
    try:
        write_json_atomic(_ensure() / "settings.json", settings)
        return None
    except OSError as exc:
        return f"Could not save settings: {exc.strerror or exc}"


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
