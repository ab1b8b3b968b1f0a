"""JSON files that cannot hurt: saves, settings and lesson progress are read through here (YAML: content/safeyaml.py).

`read_json(path, kind)` returns the file's value, or raises FileProblem(where, what), a ValueError
whose text is `where: what`, when the file

- is missing, unreadable, not a regular file (a FIFO would block), or larger than the kind allows;
- is not UTF-8 JSON (truncated or corrupted), or is nested more than MAX_DEPTH levels (a deep file
  is a RecursionError in every later walk over it);
- holds a number of more than MAX_DIGITS characters, or a text longer than the kind allows (a huge
  string reaches font rendering).

`where` is the place in the file: the path of the field (`snapshot.log[3].text`), a line and column,
or "(file)". Nothing here lets a traceback out.
"""
from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

MAX_DEPTH = 64
MAX_DIGITS = 40
LIMITS = {  # kind: (bytes of the file, characters of one text)
    "save": (8 << 20, 4_000),
    "settings": (64 << 10, 200),
}
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)


class FileProblem(ValueError):
    """A file that cannot be read or is past a bound: `where` in it, and `what`."""

    def __init__(self, where: str, what: str):
        self.where, self.what = where, what
        super().__init__(f"{where}: {what}")


class _LongNumber:
    """A number too long to convert (int() of 5,000 digits raises, of 4,000 digits takes time)."""
    __slots__ = ("chars",)

    def __init__(self, text: str):
        self.chars = len(text)


def _number(convert):
    return lambda text: convert(text) if len(text) <= MAX_DIGITS else _LongNumber(text)


_INT, _FLOAT = _number(int), _number(float)


def read_json(path, kind: str):
    """The value of the JSON file at `path`, checked against the bounds of `kind` (see module doc)."""
    max_bytes, max_text = LIMITS[kind]
    text = _read_text(Path(path), kind, max_bytes)
    try:
        value = json.loads(text, parse_int=_INT, parse_float=_FLOAT)
    except RecursionError:
        raise FileProblem(_too_deep(text), f"nested too deeply (more than {MAX_DEPTH} levels)") from None
    except json.JSONDecodeError as exc:
        raise FileProblem(f"line {exc.lineno}, column {exc.colno}",
                          f"not valid JSON, the file is truncated or corrupted ({exc.msg})") from None
    except ValueError as exc:
        raise FileProblem("(file)", f"not valid JSON ({str(exc)[:80]})") from None
    check(value, max_text)
    return value


def _read_text(path: Path, kind: str, max_bytes: int) -> str:
    try:
        info = os.stat(path)     # before opening: opening a FIFO would wait for a writer
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem("(file)", "not a regular file")
        if info.st_size > max_bytes:
            raise FileProblem("(file)", f"the file is {_size(info.st_size)}; a {kind} file is at most {_size(max_bytes)}")
        with open(path, "rb") as fh:
            data = fh.read(max_bytes + 1)
    except FileNotFoundError:
        raise FileProblem("(file)", "no such file") from None
    except OSError as exc:
        raise FileProblem("(file)", f"cannot read it ({exc.strerror or exc.__class__.__name__})") from None
    if len(data) > max_bytes:
        raise FileProblem("(file)", f"the file is over {_size(max_bytes)}; a {kind} file is at most {_size(max_bytes)}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"byte {exc.start}", "not UTF-8 text; the file is corrupted") from None


def check(value, max_text: int) -> None:
    """FileProblem at the first field past the bounds (walked without recursion)."""
    todo = [(value, 1, "")]
    while todo:
        node, depth, where = todo.pop()
        if isinstance(node, dict):
            if depth > MAX_DEPTH:
                raise FileProblem(where or "(top)", f"nested too deeply (more than {MAX_DEPTH} levels)")
            for key, item in node.items():
                place = f"{where}.{key}" if where else key
                if len(key) > max_text:
                    raise FileProblem(where or "(top)", f"a key of {len(key):,} characters; at most {max_text:,}")
                todo.append((item, depth + 1, place))
        elif isinstance(node, list):
            if depth > MAX_DEPTH:
                raise FileProblem(where or "(top)", f"nested too deeply (more than {MAX_DEPTH} levels)")
            todo.extend((item, depth + 1, f"{where}[{i}]") for i, item in enumerate(node))
        elif isinstance(node, str):
            if len(node) > max_text:
                raise FileProblem(where or "(top)", f"text of {len(node):,} characters; at most {max_text:,}")
        elif isinstance(node, _LongNumber):
            raise FileProblem(where or "(top)", f"a number of {node.chars:,} characters; at most {MAX_DIGITS}")


def _too_deep(text: str) -> str:
    """Line and column where `text` first goes deeper than MAX_DEPTH levels."""
    depth = 0
    for m in _TOKENS.finditer(text):
        token = m.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                pos = m.start()
                return f"line {text.count(chr(10), 0, pos) + 1}, column {pos - text.rfind(chr(10), 0, pos)}"
        elif token in "]}":
            depth -= 1
    return "(file)"


def _size(n: int) -> str:
    return f"{n / (1 << 20):.1f} MB" if n >= 1 << 20 else f"{n / 1024:.0f} KB"
