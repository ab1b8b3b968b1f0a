"""The hint panel (hints.py's HintView shows it): where it goes (over the log, else the nemesis
board), its frame and title, and its rows: each option with its win chance and the search's reason
in a player's words (hint_words.py), the reason fitted to its row by hint_rows.py."""
from __future__ import annotations

import re

import pygame

from .. import assets
from .. import drawn
from .. import fitted
from .. import paint
from .. import theme
from .. import gfx
from ..paint.seatmarks import seat_mark
from .hint_rows import LEAST, LINE2_H, apart, line_note, reason_lines, reason_size, title_forms
from .hint_words import carried, shown_chance

HINT_KEY_NAME = "X"
RANK_COLORS = ((240, 190, 60), (200, 205, 215), (205, 140, 80))     # gold, silver, bronze
ROW_H = 50
SHORT_ROW_H = 24    # the thinking line's row where the panel is shrunk to the log (a wide stage at 720p)
TITLE_H = 32
SMALL_TITLE_H = 22  # the title of a panel shrunk to the log (panel_place: "best", "short")
BEST_ROW_H = 40     # the expert's pick with its reason under it, in a panel shrunk to the log
LINE_ROW_H = 22     # a row on one line (no reason) in a panel shrunk to the log


def label_size(labels, widths, size: int) -> int:
    """The one size the panel's option labels are drawn at, as the rows of a list (ListView.plan):
    the largest <= `size` at which every one fits its width, at most 4 px under it (never under
    12); a label longer still is cut at that size (issue 26's fourth pass: "Push Blanka (D4) to
    Reclining Buddha" was squeezed smaller than the rows around it)."""
    least = max(assets.MIN_TEXT, 12, size - 4)
    for z in range(size, least, -1):
        f = assets.font(z, True)
        if all(f.size(t)[0] <= w for t, w in zip(labels, widths)):
            return z
    return least


def panel_place(L, n, thinking=False, extra=None) -> tuple:
    """(rect, mode) of the hint panel of `n` rows in the layout L: over the log, each row with its
    reason ("full"); where the log is too short for that, the best row with its reason and the others
    on one line under a smaller title ("best": four seats at 1280x720, a 116 px log, issue 26), else
    every row on one line ("short"); where the log holds none of these (1152x648), the full panel over
    the nemesis board (or the taller of the two). The thinking line: full, or short over the log.
    `extra(width)`: the px a full panel `width` px wide would like for its rows' second lines (the
    tie notes: hint_rows.py), given where the log (or the board) has them."""
    full = TITLE_H + 12 + n * ROW_H
    if thinking:
        fits = [("full", full), ("short", TITLE_H + 12 + n * SHORT_ROW_H)]
    else:
        fits = [("full", full), ("best", SMALL_TITLE_H + 6 + BEST_ROW_H + (n - 1) * LINE_ROW_H + 4),
                ("short", SMALL_TITLE_H + 6 + n * LINE_ROW_H + 4)]
    mode, need = next(((m, h) for m, h in fits if L.log.h >= h), (None, full))
    spot = L.log
    if mode is None:        # the nemesis board's name, abilities and track hidden only here
        spot = next((r for r in (L.log, L.nemesis) if r.h >= full), max((L.log, L.nemesis), key=lambda r: r.h))
        mode = "full"
    if mode == "full" and extra is not None:
        need += extra(spot.w)
    return pygame.Rect(spot.x, spot.y, spot.w, min(spot.h, need)), mode


def _frame(surf, r, seat, note, title_h=TITLE_H):
    col = theme.SEAT_COLORS[seat % 4] if seat is not None else theme.GOLD
    paint.panel(surf, r, (30, 24, 22), theme.GOLD, 10, 2, True)     # opaque: the log under it does not show through
    who = f"P{seat + 1}" if seat is not None else ""
    small = title_h < TITLE_H            # the smaller title of a panel in a short log
    cy = r.y + title_h // 2 + (1 if small else 2)
    x = r.x + 10
    if seat is not None:                # the seat's shape too: never its colour alone
        x = seat_mark(surf, seat, (x + 11, cy), 8 if small else 9, "hint", number=False).right + 6
    pr = paint.pill(surf, f"HINT · {who}", (x, cy), col, theme.WHITE, 13 if small else 14, "midleft")
    room = r.right - pr.right - 20
    notes = note if isinstance(note, tuple) else (note,)      # the longest that fits whole, else the shortest
    note = next((n for n in notes if assets.font(12, True).size(n)[0] <= room), notes[-1])
    t = assets.fit_text(note, room, 14 if small else 15, (236, 214, 170), True, min_size=12)
    drawn.put(surf, t, (pr.right + 10, cy - t.get_height() // 2), note, r)
    line_y = r.y + title_h + (2 if small else 4)
    gfx.line(surf, (120, 92, 60), (r.x + 8, line_y), (r.right - 8, line_y))


def draw_thinking(surf, r, seat, phase):
    _frame(surf, r, seat, (f"what would the expert do?  ({HINT_KEY_NAME} or Esc closes)",
                           f"the expert thinks  ({HINT_KEY_NAME}/Esc closes)", "thinking"))
    y = r.y + TITLE_H + 10
    t = assets.text("The expert is thinking" + "." * phase, 18, theme.CREAM, True)
    surf.blit(t, (r.x + 48, y + (ROW_H - t.get_height()) // 2))
    for i in range(3):
        on = i == phase % 3
        gfx.circle(surf, theme.GOLD if on else (110, 90, 60), (r.x + 16 + i * 10, y + ROW_H // 2), 4 if on else 3)


def reason_text(reason, width, size=14):
    """A row's reason (a line of it: hint_rows.reason_lines) in `width`: whole, at `size` down to 12
    px; else its last parts ("; ") left out, whole, until it fits (issue 26: no reason cut
    mid-word); cut with "..." only when one part is too long."""
    fits = lambda t: assets.font(12).size(t)[0] <= width        # noqa: E731
    line = fitted.dropping(reason.split("; "), fits, sep="; ")
    return assets.fit_text(line, width, size, (200, 182, 150), min_size=12)


def draw_reason(surf, r, at, reason, kept, width, lines=1) -> int:
    """A row's reason at `at` on one line or, with `lines` 2 and notes it cannot keep on one, two
    (hint_rows.reason_lines), at one size; the number of lines drawn."""
    got = reason_lines(reason, kept, width, lines)
    z = reason_size(got, width)
    for k, line in enumerate(got):
        drawn.put(surf, reason_text(line, width, z), (at[0], at[1] + k * LINE2_H), line, r)
    return len(got)


def draw_panel(surf, r, seat, rows, mode="full"):
    """The hint's rows in the panel at `r`: each with its reason ("full"), the best one with its reason
    and the others on one line ("best"), or every one on one line ("short"): panel_place."""
    n, k = len(rows), HINT_KEY_NAME
    title_h = TITLE_H if mode == "full" else SMALL_TITLE_H
    title = (f"the expert's top {n}; you still choose  ({k} / Esc closes)",
             f"expert's top {n}; you choose  ({k}/Esc closes)", f"top {n}; you choose ({k}/Esc)", f"top {n}")
    pct, margin, least = (16, 70, 13) if mode == "full" else (14, 60, 12)     # (label_size's floor)
    keep = 17 if mode == "full" else 15     # the rows' own size, kept from one hint to the next where it fits
    rows = [(row_label(label, label_room(r, chance, pct, margin), least, keep), chance, why, kept)
            for label, chance, why, kept in rows]
    shown = apart([w[0] for w in rows], [label_room(r, w[1], pct, margin) for w in rows], least)   # (hint_rows)
    rows = [(t, *row[1:]) for t, row in zip(shown, rows)]
    if mode == "best":          # the other rows' notes told on the best one's reason line (theirs shows none)
        rows[0] = carry_notes(rows)
    if mode != "full":          # one label size for the rows (the best one's and the others' alike)
        z = label_size([row[0] for row in rows], [label_room(r, row[1], 14, 60) for row in rows], 15)
        if mode == "short":
            notes, told = line_notes(r, rows, z)
            _frame(surf, r, seat, told + title, title_h)
            return draw_short_rows(surf, r, r.y + title_h + 5, rows, z=z, notes=notes)
    _frame(surf, r, seat, title, title_h)
    if mode != "full":
        y = r.y + title_h + 5
        draw_best_row(surf, r, y, rows[0], z)
        return draw_short_rows(surf, r, y + BEST_ROW_H, rows[1:], first=1, z=z)
    y = r.y + TITLE_H + 10
    z = label_size([row[0] for row in rows], [label_room(r, row[1], 16, 70) for row in rows], 17)
    room = r.h - (TITLE_H + 12 + n * ROW_H)         # for second lines (panel_place: extra)
    for i, (label, chance, reason, kept) in enumerate(rows):
        paint.badge_number(surf, (r.x + 22, y + 15), i + 1, 12, fill=RANK_COLORS[i], fg=theme.INK, ring=(40, 30, 20))
        pct = assets.text(shown_chance(chance), 16, RANK_COLORS[i], True)
        surf.blit(pct, (r.right - 12 - pct.get_width(), y + 6))
        lt = assets.fit_text(label, label_room(r, chance, 16, 70), z, theme.CREAM, True, min_size=z)
        drawn.put(surf, lt, (r.x + 42, y + 15 - lt.get_height() // 2), label, r)
        two = draw_reason(surf, r, (r.x + 42, y + 28), reason, kept, r.w - 54, 2 if room >= LINE2_H else 1) > 1
        room -= LINE2_H if two else 0
        y += ROW_H + (LINE2_H if two else 0)


SQUARE_REF = re.compile(r" \([A-L]\d\)")    # a square (A1-L9), never a minion (M2)


def row_label(label: str, room: int, least: int = 12, size: int | None = None) -> str:
    """An option label for a hint row `room` px wide: whole where it fits at `size` px (the rows' own),
    else without its squares ("Push Blanka to Reclining Buddha"), else its destination by its last
    word ("Push Blanka to Buddha"); failing all at `size`, the same at `least` px: the target and the
    destination kept, not cut (issue 26: "Push Blanka (D4) to Reclini..."), and the panel's rows at
    one size from one hint to the next where a shorter label fits (issue 26's sixth pass: "Target
    Doll Agent (M2) (E4)" drew its panel a size smaller than the pull hint's before it)."""
    bare = SQUARE_REF.sub("", label)
    head, to, dest = bare.rpartition(" to ")
    words = [label, bare] + ([f"{head}{to}{dest.split()[-1]}"] if to and " " in dest.strip() else [])
    for z in dict.fromkeys((size or least, least)):
        got = next((w for w in words if assets.font(z, True).size(w)[0] <= room), None)
        if got is not None:
            return got
    return words[-1]


def label_room(r, chance, pct_size, margin) -> int:
    """The width a row's option label has in the panel at `r`: left of its win chance."""
    return r.w - margin - assets.font(pct_size, True).size(shown_chance(chance))[0]


def carry_notes(rows) -> tuple:
    """The best row (label, chance, reason, kept) with the other rows' notes after its reason, kept."""
    label, chance, why, kept = rows[0]
    more = tuple(carried(n, i) for i, row in enumerate(rows[1:], 2) for n in row[3])
    return (label, chance, "; ".join((why,) + more), kept + more) if more else rows[0]


def draw_best_row(surf, r, y, row, z=15):
    """The expert's pick in BEST_ROW_H: its option (15 px, or the rows' size `z`) and win chance on a
    line, its reason (14 px) under them."""
    label, chance, reason, kept = row
    cy = y + 10
    paint.badge_number(surf, (r.x + 20, cy), 1, 10, fill=RANK_COLORS[0], fg=theme.INK, ring=(40, 30, 20))
    pct = assets.text(shown_chance(chance), 14, RANK_COLORS[0], True)
    drawn.put(surf, pct, (r.right - 12 - pct.get_width(), cy - pct.get_height() // 2), "win", r)
    lt = assets.fit_text(label, label_room(r, chance, 14, 60), z, theme.CREAM, True, min_size=z)
    drawn.put(surf, lt, (r.x + 38, cy - lt.get_height() // 2), label, r)
    draw_reason(surf, r, (r.x + 38, y + 21), reason, kept, r.w - 50)    # (tests: where, inside the panel)


def line_notes(r, rows, z) -> tuple:
    """([each row's note on its own line, or None], the title's words for the first note no line has
    room for: ()) of the short panel's rows (issue 26: "1 ... 66% win / 2 ... 66% win" said nothing
    of their order at 1366x768): a row's note (the tie's, on the first row of it) between its
    option and its win chance (hint_rows.line_note), else the title tells it, naming its rows."""
    notes, told = [], ()
    for i, (label, chance, _why, kept) in enumerate(rows, 1):
        room = label_room(r, chance, 14, 60)
        used = min(room, assets.font(z, True).size(label)[0])
        notes.append(line_note(kept, room - used - 10) if kept else None)
        if kept and notes[-1] is None and not told:
            told = title_forms(kept[0], i)
    return notes, told


def draw_short_rows(surf, r, y, rows, first=0, z=15, notes=None):
    """The rows on one line each (rank, option, win chance), where the panel is shrunk to the log;
    `first`: the rank index of the first of them (the best one drawn above with its reason); `z`:
    the rows' one label size (label_size); `notes`: each row's note after its option (line_notes)."""
    for i, (label, chance, *_why) in enumerate(rows, first):
        note = notes[i - first] if notes else None
        cy = y + LINE_ROW_H // 2 - 1
        paint.badge_number(surf, (r.x + 20, cy), i + 1, 10, fill=RANK_COLORS[i], fg=theme.INK, ring=(40, 30, 20))
        pct = assets.text(shown_chance(chance), 14, RANK_COLORS[i], True)
        drawn.put(surf, pct, (r.right - 12 - pct.get_width(), cy - pct.get_height() // 2), "win", r)
        lt = assets.fit_text(label, label_room(r, chance, 14, 60), z, theme.CREAM, True, min_size=z)
        drawn.put(surf, lt, (r.x + 38, cy - lt.get_height() // 2), label, r)
        if note:
            nt = assets.text(note, LEAST, (200, 182, 150))
            drawn.put(surf, nt, (r.x + 38 + lt.get_width() + 10, cy - nt.get_height() // 2), note, r)
        y += LINE_ROW_H
