"""Crash reports: a folder crash-YYYYMMDD-HHMMSS/ in the player's folder for each unexpected error,
each of its files written atomically through the store (a report never raises)."""
from __future__ import annotations

import json
import os
import time

from . import files, folder


def write_crash_report(exc: BaseException, context: str = "", payload: dict | None = None,
                       when: float | None = None):
    """A folder crash-YYYYMMDD-HHMMSS/ with traceback.txt, save.json (the last autosave: a game
    that loads), state.json (the state in memory when it happened) and log.txt (the game log).
    Returns the folder, or None if it cannot be written (a crash report never raises)."""
    import sys
    payload = payload or {}
    when = time.time() if when is None else when
    try:
        root = folder.ensure()
        base = root / time.strftime("crash-%Y%m%d-%H%M%S", time.localtime(when))
        out, k = base, 1
        while os.path.lexists(out):
            k += 1
            out = base.with_name(f"{base.name}-{k}")
        files.make_folder(out, root)
        files.write_atomic(out / "traceback.txt", _traceback(exc, context, payload, when), root)
        for name, key in (("save.json", "save"), ("state.json", "state")):
            if payload.get(key) is not None:
                try:
                    text = json.dumps(payload[key], indent=1, default=str)
                except (TypeError, ValueError) as err:
                    text = json.dumps({"error": f"cannot serialise: {err}"})
                files.write_atomic(out / name, text, root)
        if payload.get("log") is not None:
            files.write_atomic(out / "log.txt", "\n".join(str(x) for x in payload["log"]) + "\n", root)
        print(f"crash report written to {out}", file=sys.stderr)
        return out
    except OSError:
        return None


def _traceback(exc: BaseException, context: str, payload: dict, when: float) -> str:
    import platform
    import traceback
    try:     # the UI's version, read without importing it (this module is plain files)
        from importlib.metadata import version
        pg = version("pygame-ce")
    except Exception:  # pragma: no cover - pygame-ce is always installed with the UI
        pg = "?"
    head = [f"Legends crash report, {time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(when))}",
            f"while: {context or '?'}",
            f"scene: {payload.get('scene', '?')}",
            f"python {platform.python_version()} · pygame-ce {pg} · {platform.platform()}", ""]
    return "\n".join(head) + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))


def list_crash_reports() -> list:
    d = folder.data_dir()
    return sorted(d.glob("crash-*")) if d.is_dir() else []
