"""A hint row's reason fitted to its row (hint_panel.py draws the rows): the search's parts whole,
and the notes on why equal (or higher) chances come in that order always kept (hint_words.py:
tie_notes, above_notes). Issue 26's eighth pass: where the row's own effects filled a 720p row
("defeats the standard minion; P1 +2 EX in 58% of tries; pushes Doll Agent (M2) to C3"), the tie
note after them was left out with the "then:" part, and three "66% win" rows said nothing of their
order. Now the effects are shortened first (whole parts from the end), and where one of them and
the note do not share a line, the note takes a second line of its own (where the panel has room
for it, else the line alone, in its shorter words where needed)."""
from __future__ import annotations

import re

from .. import assets
from .hint_words import carried, note_forms

SIZE, LEAST = 14, 12     # a reason's size, and the least it shrinks to before parts are left out
LINE2_H = 15             # a reason's second line (the notes), under its first


def reason_lines(reason: str, kept, width: int, lines: int = 1) -> list:
    """The lines (one or, with `lines` 2, two) a row's `reason` ("; "-separated parts) is drawn on in
    `width` px: whole where it fits at LEAST px; else its parts left out whole from the end, never
    the notes among them (`kept`), while one of its own parts stays with them; else, on two lines,
    its own parts (shortened the same way) over the notes; else on one line the notes alone."""
    fits = lambda t: assets.font(LEAST).size(t)[0] <= width      # noqa: E731
    parts = reason.split("; ")
    notes = [p for p in parts if p in kept]
    own = [p for p in parts if p not in kept]
    line = _dropped(parts, notes, fits)
    if not notes or fits("; ".join(line)) and (not own or any(p in own for p in line)):
        return ["; ".join(line)]
    if lines >= 2:
        return ["; ".join(_dropped(own, (), fits)), notes_line(notes, fits)]
    return [notes_line(notes, fits)]


def _dropped(parts, notes, fits) -> list:
    """`parts` with the last ones not among `notes` left out until they fit (one kept at least)."""
    parts = list(parts)
    while not fits("; ".join(parts)):
        i = next((i for i in range(len(parts) - 1, -1, -1) if parts[i] not in notes), None)
        if i is None or len(parts) == 1:
            break
        parts.pop(i)
    return parts


def notes_line(notes, fits) -> str:
    """The notes on a line: in their full words where they fit, else each in shorter ones
    (note_forms: "same odds as 2 and 3: tried most (28 to 15)" -> "same odds as 2 and 3: tried most")."""
    forms = [note_forms(n) for n in notes]
    for k in range(max(len(f) for f in forms)):
        line = "; ".join(f[min(k, len(f) - 1)] for f in forms)
        if fits(line):
            return line
    return line


def lines_needed(rows, width: int) -> int:
    """How many second lines the full panel's rows (label, chance, reason, kept) would take at
    `width` px of reason (panel_place makes room for them where the log or nemesis board has it)."""
    return sum(len(reason_lines(why, kept, width, 2)) - 1 for _label, _chance, why, kept in rows)


def reason_size(lines, width: int) -> int:
    """The one size a row's reason lines are drawn at: the largest <= SIZE at which each fits."""
    z = SIZE
    while z > LEAST and any(assets.font(z).size(t)[0] > width for t in lines):
        z -= 1
    return z


def line_forms(note: str) -> tuple:
    """A note in the words a row's own line has room for (the short panel: no reason under the row,
    the note between its option and its win chance): its note_forms, then the tie said as "tied"
    ("same odds as 2 and 3: tried most" -> "tied: tried most"; the row's chance shows what ties)."""
    forms = note_forms(note)
    head, sep, why = forms[-1].partition(": ")
    return forms + ((f"tied: {why}",) if sep and head.startswith("same odds") else ())


def line_note(notes, width: int):
    """The first of a row's `notes` in the longest of its line_forms that fits `width` px at LEAST
    px, or None where none fits (the panel's title tells it then: hint_panel.draw_panel)."""
    fits = [t for n in notes[:1] for t in line_forms(n) if assets.font(LEAST).size(t)[0] <= width]
    return fits[0] if fits else None


def title_forms(note: str, rank: int) -> tuple:
    """Row `rank`'s note told on the panel's title (where its own line has no room for it: a long
    option), naming its rows: carried's words, shortened as note_forms, then "1 before 2 and 3:
    tried most", "1 before 2, 3: tried most"."""
    forms = note_forms(carried(note, rank))
    m = re.match(r"^same odds, (\d+) before (.+?): (.*)$", forms[-1])
    if not m:
        return forms
    return forms + (f"{m[1]} before {m[2]}: {m[3]}", f"{m[1]} before {m[2].replace(' and ', ', ')}: {m[3]}")
