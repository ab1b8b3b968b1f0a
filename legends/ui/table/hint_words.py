"""The hint panel's words (hints.py): the search's reason for a row in a player's words, and the
notes on why rows showing the same (or a higher) chance come where they do."""
from __future__ import annotations

import re


def short_reason(reason: str, rank: int) -> str:
    """The search's reason without the win chance the row already shows, a playout share in words
    ("P1 +1 EX (69%)" reads "P1 +1 EX in 69% of tries": issue 26, a fan did not know what 69% was)."""
    parts, odds = [], []
    for part in reason.split("; "):
        est = re.match(r"^\d+% est\. win", part)
        part = re.sub(r"^\d+% est\. win(, )?", "", part).strip()
        part = re.sub(r" \((\d+)%\)$", r" in \1% of tries", part)
        if part:
            (odds if est else parts).append(part)
    return "; ".join(in_order(parts) + odds) or ("the expert's pick" if rank == 1 else "about as good as the pick")


THEN = "then: "         # the search's mark on what later play did, not the option (bots/expert.py: later)


def in_order(parts) -> list:
    """What the option did itself first, then what the play after it did, under one "then: "
    (issue 26's sixth pass: "Skip this action ... defeats the standard minion; P1 +1 EX" read as
    if skipping did it): "then: defeats the standard minion; P1 +1 EX"."""
    own = [p for p in parts if not p.startswith(THEN)]
    after = [p[len(THEN):] for p in parts if p.startswith(THEN)]
    return own + ([THEN + after[0]] + after[1:] if after else [])


def shown_chance(chance) -> str:
    return f"{chance:.0%} win"


def tie_notes(st) -> list:
    """For each option, what puts it above the options after it that show the same win chance
    (issue 26's fourth pass: three "66% win" and nothing said their order), once, on the first of
    them; None elsewhere. The search's own order (bots/expert.py): the option tried in the most
    playouts, then the higher estimate, then the expert's first guess (the greedy bot's pick)."""
    notes = [None] * len(st)
    i = 0
    while i < len(st):
        j = i + 1
        while j < len(st) and shown_chance(st[j].win_chance) == shown_chance(st[i].win_chance):
            j += 1
        if j > i + 1:
            notes[i] = _tie_note(st[i], st[i + 1], [str(k + 1) for k in range(i + 1, j)])
        i = j
    return notes


def _tie_note(o, nxt, ranks) -> str:
    """Why `o` comes before `nxt` (the next row, of the same shown chance)."""
    same = f"same odds as {' and '.join(ranks)}"
    tried, other = getattr(o, "visits", 0), getattr(nxt, "visits", 0)
    if tried > other:
        return f"{same}: tried most ({tried} to {other})"
    if f"{o.win_chance:.1%}" != f"{nxt.win_chance:.1%}":
        return f"{same}: {o.win_chance:.1%} to {nxt.win_chance:.1%}"
    if getattr(o, "prior", 0) > getattr(nxt, "prior", 0):
        return f"{same}: its first guess"
    return f"{same}: equally good"


def note_forms(note: str) -> tuple:
    """A tie (or above) note in its words, then shorter ones for a narrow row (hint_rows.py): the
    playout counts left out ("same odds as 2 and 3: tried most"), then the note's last clause
    ("above 2: more playouts")."""
    forms = [note]
    bare = re.sub(r" \(\d+ to \d+\)", "", note)
    if bare != note:
        forms.append(bare)
    head = re.sub(r", (a surer estimate|given a head start)$", "", forms[-1])
    if head != forms[-1]:
        forms.append(head)
    return tuple(forms)


def carried(note: str, rank: int) -> str:
    """Row `rank`'s note told on another row (the best one's reason, where the panel shows no reason
    on the others): "same odds as 3: tried most (20 to 12)" -> "same odds, 2 before 3: tried most
    (20 to 12)", "above 3: ..." -> "2 above 3: ..."."""
    m = re.match(r"^same odds as (.+?): (.*)$", note)
    return f"same odds, {rank} before {m[1]}: {m[2]}" if m else f"{rank} {note}"


def above_notes(st) -> list:
    """For each option, why it ranks above a later option that shows a higher win chance (issue 26's
    sixth pass: "1 Target Doll Agent (M2) 44% win" over "2 Skip this action 45% win", nothing said):
    the search puts the option tried in the most playouts first (the one its rounds kept to the
    end: bots/expert.py, analyse), its estimate the surer, then the higher estimate with the
    expert's first guess given a head start; None where no later row shows more."""
    pct = lambda c: round(c * 100)      # noqa: E731  (as shown_chance shows it)
    notes = []
    for i, o in enumerate(st):
        higher = [j for j in range(i + 1, len(st)) if pct(st[j].win_chance) > pct(o.win_chance)]
        if not higher:
            notes.append(None)
            continue
        nxt, ranks = st[higher[0]], " and ".join(str(j + 1) for j in higher)
        tried, other = getattr(o, "visits", 0), getattr(nxt, "visits", 0)
        if tried > other:
            notes.append(f"above {ranks}: more playouts ({tried} to {other}), a surer estimate")
        elif getattr(o, "prior", 0) > getattr(nxt, "prior", 0):
            notes.append(f"above {ranks}: the expert's first guess, given a head start")
        else:
            notes.append(f"above {ranks}: the search's order")
    return notes


def with_note(reason: str, note, above=None) -> str:
    """A row's reason with its tie note: in place of the bare "the expert's pick" (its badge 1 says
    so; a 720p row has room for one of them), else after the reason's own parts and before its
    "then:" (a row too narrow for all leaves the last parts out whole: reason_text; issue 26's
    seventh pass lost three "66% win" rows' note behind "then: P1 moves to Reclining Buddha"); an `above` note (above_notes) first of all,
    so that a narrow row keeps it. The note stands in for "about as good as the pick" too (it says
    more about a row of the same odds)."""
    if note and reason in ("the expert's pick", "about as good as the pick"):
        reason = note
    elif note:                  # before a "then:" (what the play after did): a narrow row keeps it
        parts = reason.split("; ")
        at = next((i for i, p in enumerate(parts) if p.startswith("then: ")), len(parts))
        reason = "; ".join(parts[:at] + [note] + parts[at:])
    if not above:
        return reason
    return above if reason == "the expert's pick" else f"{above}; {reason}"
