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

# --- labels that share their start (issue 26, re-check after the eighth pass, finding 5) -----------
# "Interact: Temple Bell (discard Jab)" and "... (discard Parry)" were both cut to "Interact: Temple
# Bell (disca...": where a label does not fit its row and shares its start with another row's, the
# shared start is shortened first, so the part that tells the rows apart is drawn whole.
def apart(labels, rooms, size: int) -> list:
    """`labels` (one per row, each `rooms` px wide at `size` px, bold) with a shared start shortened
    where one of the rows sharing it does not fit: without its "Interact: " head, else its head
    and the part that differs ("Interact: discard Jab"), else that part alone ("... (discard
    Jab)"); the rows sharing that start all in the same form, the first that fits each of them
    (else the shortest)."""
    f = assets.font(size, True)
    fits = lambda t, w: f.size(t)[0] <= w      # noqa: E731
    at = [max((_differs(t, o) for o in labels if o != t), default=0) for t in labels]
    shared = [t[:k].rstrip() for t, k in zip(labels, at)]
    cut = {s for s, k, t, w in zip(shared, at, labels, rooms) if k and not fits(t, w)}
    out = list(labels)
    for s in cut:
        rows = [i for i, k in enumerate(at) if k and shared[i] == s]
        forms = {i: _shorter(s, labels[i][at[i]:]) for i in rows}
        n = len(forms[rows[0]])
        level = next((j for j in range(n) if all(fits(forms[i][j], rooms[i]) for i in rows)), n - 1)
        for i in rows:
            out[i] = forms[i][level]
    return out


def _differs(a: str, b: str) -> int:
    """Where `a`'s part that differs from `b` starts: at the word (or the bracket it is in) of the
    first character that differs; 0 where they share fewer than two words."""
    k = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    k = a.rfind(" ", 0, k) + 1
    if a.rfind("(", 0, k) > a.rfind(")", 0, k):       # inside a bracket: from the bracket
        k = a.rfind("(", 0, k)
    return k if len(a[:k].split()) >= 2 else 0          # a shared verb alone ("Push") is no shared part


def _shorter(shared: str, rest: str) -> list:
    """The label's shorter forms, its shared start shortened before the rest (hint_rows.apart):
    without its head ("Temple Bell (discard Jab)"), its head alone ("Interact: discard Jab"); a
    label with no head ("Push Blanka to Reclining Buddha") its first and last shared words ("Push...
    to Reclining Buddha"); the rest alone ("... (discard Jab)")."""
    head, colon, body = shared.partition(": ")
    words = shared.split()
    if colon and body:
        forms = [f"{body} {rest}", f"{head}: {rest[1:-1] if rest[:1] == '(' and rest[-1:] == ')' else rest}"]
    else:                       # "Push Blanka to Buddha" / "... to C4": "Push... to C4"
        forms = [f"{words[0]}... {words[-1]} {rest}"] if len(words) > 2 else []
    return forms + [f"... {rest}"]
