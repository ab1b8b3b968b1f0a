"""Text for the terminal: every line the app prints that may hold text from a file (a save's
decision, a scenario, a content file, an input script) goes through `line`, so that what a file
holds is shown and never obeyed. No pygame.

- Control characters (ESC, BEL, CR, tab, newline, DEL, the C1 set, bidi overrides, every character
  Python does not call printable) are shown escaped, as `\\x1b`, `\\n`, `\\u202e`: a save cannot clear
  the screen, set the terminal's title or split one error line into several.
- A line is at most MAX_LINE characters once escaped; a longer one ends with "...".
"""
from __future__ import annotations

import sys

MAX_LINE = 400
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def escaped(ch: str) -> str:
    """A character as shown: itself when printable, else its escape."""
    if ch.isprintable():
        return ch
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def line(text, limit: int = MAX_LINE) -> str:
    """`text` as one safe terminal line: control characters escaped, at most `limit` characters."""
    out, length = [], 0
    for ch in str(text):
        piece = escaped(ch)
        if length + len(piece) > limit:
            while out and length > limit - 3:       # room for the "...", never half an escape
                length -= len(out.pop())
            return "".join(out) + "..."
        out.append(piece)
        length += len(piece)
    return "".join(out)


def say(text, file=None) -> None:
    """Print `text` as one safe line (to stdout, or `file`)."""
    print(line(text), file=file or sys.stdout)


def say_lines(text, file=None) -> None:
    """Print a message of several lines (joined by newlines by the app itself), each one safe."""
    for part in str(text).split("\n"):
        say(part, file)
