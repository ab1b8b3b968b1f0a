"""Which lessons the player has done: lessons.json in the user data dir, beside settings.json.
No pygame; the rules package (engine/lessons.py) does no file I/O, the lesson screens call this.

    done = load_progress(problems)      # the ids of the lessons done; one line per problem
    err = mark_done("blocking")         # remember one more; None, or one sentence

The file is {"done": [lesson ids]}, read entry by entry: an entry that is not a lesson id is not
counted (and said), the others are, and every entry and every other key is written back as it
was (another version's progress survives). A file that cannot be read at all (not JSON, past the
bounds of store/safejson.py, not a mapping, `done` not a list) is never written over: it is set aside
as lessons.unreadable-<n>.json, the lessons screen says so, and progress starts afresh.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from . import files, folder
from .folder import data_dir
from .safejson import FileProblem, read_json
from .files import set_aside

FILE = "lessons.json"
LESSON_ID = re.compile(r"^[a-z][a-z0-9_]{0,79}$")      # engine/lessons.py ID_RE, of a sane length


def progress_path() -> Path:
    return data_dir() / FILE


def _set_aside(path: Path, why: str, said: list) -> bool:
    """Set an unreadable file aside; False if it could not be (it must then not be written over)."""
    try:
        aside = set_aside(path)
    except OSError as exc:
        said.append(f"{FILE}: {why}; the lessons done are not counted, and the file is left as it is "
                    f"(it could not be set aside: {exc.strerror or exc})")
        return False
    said.append(f"{FILE}: {why}; set aside as {aside.name}, the lessons done are counted afresh")
    return True


def _read(said: list):
    """(the file's mapping, whether it may be written); an unreadable file is set aside."""
    path = progress_path()
    if not os.path.lexists(path):
        return {}, True
    try:
        data = read_json(path, "save")      # the larger bounds: a long entry is skipped, not the whole file
        why = ("(top): expected a mapping like {\"done\": [lesson ids]}" if not isinstance(data, dict) else
               "done: expected a list of lesson ids" if not isinstance(data.get("done", []), list) else None)
    except FileProblem as exc:
        why = str(exc)
    if why is None:
        return data, True
    return {}, _set_aside(path, why, said)


def _ids(entries: list, said: list) -> set:
    bad = [f"done[{i}]" for i, e in enumerate(entries) if not (isinstance(e, str) and LESSON_ID.match(e))]
    if bad:
        said.append(f"{FILE}: {', '.join(bad[:5])}{' ...' if len(bad) > 5 else ''}: expected a lesson id "
                    "like 'blocking'; not counted (the other lessons done are)")
    return {e for e in entries if isinstance(e, str) and LESSON_ID.match(e)}


def load_progress(problems: list | None = None) -> set:
    """The ids of the lessons done; each problem with the file adds one line to `problems`."""
    said = problems if problems is not None else []
    data, _ = _read(said)
    return _ids(data.get("done", []), said)


def mark_done(lesson_id: str) -> str | None:
    """Remember a lesson as done, keeping everything else the file holds; None, or one sentence
    (why it could not be written, or that an unreadable file was set aside)."""
    said: list = []
    data, writable = _read(said)
    if not writable:
        return f"Could not save the lesson progress: {said[-1]}"
    entries = list(data.get("done", []))
    if lesson_id not in entries:
        entries.append(lesson_id)
    try:
        files.write_json(folder.ensure() / FILE, {**data, "done": entries}, data_dir())
    except OSError as exc:
        return files.sentence(exc, progress_path(), "save the lesson progress to")
    return said[-1] if said else None
