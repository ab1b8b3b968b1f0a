"""Rows of one list at one text size, wrapped to two lines where the list has the room (issue 26
item 6: "Interact: take the relic at C1 and recover 3 health (dis..." cut though the list could
hold two lines a row): `plan` gives the list its size and pitch, `two_lines` a row's text."""
from __future__ import annotations

import pygame

from . import assets
from . import gfx

NEAR = 2            # a list whose rows all fit this much under its size stays on one line a row
ROW_PAD = 2         # a row of two lines: the px above and below its text in the row's box (ninth pass: none)
SHRINK = 4          # a list's rows share one size, at most this much under the list's own


def common_size(texts, width, size: int, bold=False, floor=None) -> int:
    """The one size for every row: the largest <= size at which every text fits on one line, but
    never under `floor` (default SHRINK under size: a longer text wraps or is cut at that size).
    `width`: one width for all, or a width for each text (a row with a hint chip has less)."""
    floor = max(assets.MIN_TEXT, size - SHRINK) if floor is None else min(size, floor)
    widths = [width] * len(texts) if isinstance(width, int) else list(width)
    s = size
    while s > floor and any(assets.font(s, bold).size(t)[0] > w for t, w in zip(texts, widths)):
        s -= 1
    return s


def plan(texts, width: int, body_h: int, n_rows: int, row_h: int, size: int, bold=False) -> tuple:
    """(size, pitch, wrap) for a list's rows: at `size` on one line when every text fits (or at most
    NEAR sizes under it: "1. End the fighter phase (draw 2)" at 720p); else, when
    the body holds all `n_rows` at the pitch of two lines, every row at the largest size (down to
    SHRINK under `size`) at which they do, a long one wrapped onto two lines (`wrap` True); else one
    line each (no room to wrap): ListView.draw gives the rows in sight the one size they all fit at,
    down to the floor (assets.MIN_TEXT; issue 26's fourth pass, a two-seat 720p block: "1. Take the
    damage" at 14 px over "2. Block 1 damage: discard Double Jump" squeezed alone to 12), a row cut
    with "..." only when it fits at none."""
    one = common_size(texts, width, size, bold)
    if not texts or one >= size - NEAR and all(assets.font(one, bold).size(t)[0] <= width for t in texts):
        return one, row_h, False           # on one line, a size or two smaller rather than two lines
    if one == size:
        return one, row_h, False
    for s in range(size, max(assets.MIN_TEXT, size - SHRINK) - 1, -1):
        if not all(_fits_two(t, width, s, bold) for t in texts):
            continue                        # (every row whole on two lines: issue 26's ninth pass, finding 5)
        for pad in (ROW_PAD, 0):            # the box holds both lines, padded where the body holds it
            pitch = max(row_h, 2 * assets.font(s, bold).get_linesize() + 2 + 2 * pad)
            if n_rows * pitch <= body_h:
                return s, pitch, True
    return one, row_h, False


def two_lines(text: str, width: int, size: int, color, bold=False):
    """`text` at `size`: on one line when it fits, else wrapped onto two lines, the second cut
    with "..." if still too long."""
    if assets.font(size, bold).size(text)[0] <= width:
        return assets.fit_text(text, width, size, color, bold, min_size=size)
    lines = assets.wrap(text, width, size, bold)
    first = assets.fit_text(lines[0], width, size, color, bold, min_size=size)
    second = assets.fit_text(" ".join(lines[1:]), width, size, color, bold, min_size=size)
    lh = assets.font(size, bold).get_linesize()
    out = gfx.surface((max(first.get_width(), second.get_width()), 2 * lh), pygame.SRCALPHA)
    out.blit(first, (0, 0))
    out.blit(second, (0, lh))
    return out


def _fits_two(text, width, size, bold) -> bool:
    lines = assets.wrap(text, width, size, bold)
    return len(lines) <= 2 and all(assets.font(size, bold).size(t)[0] <= width for t in lines)


def row_text(text: str, width: int, size: int, pitch: int, color, bold=False, wrap=False, shrink=True):
    """A list row's text at `size` in `width` (issue 26's second pass: "Block 1 damage: discard Dive ...",
    a hint chip on "discard Run"): whole at `size`; else, on rows of two lines (`wrap`), two lines
    down to the floor; else one line down to the floor (assets.MIN_TEXT), else two lines where the
    row's `pitch` holds them; cut with "..." only when none of these holds it. `shrink` False: rows
    of two lines stay at `size` (the list planned it for them)."""
    floor = min(size, assets.MIN_TEXT)
    if assets.font(size, bold).size(text)[0] <= width:
        return assets.fit_text(text, width, size, color, bold, min_size=size)
    if wrap:                # rows of two lines at the list's size (ListView.plan: one size for every row,
        if _fits_two(text, width, size, bold) or not shrink:      # issue 26 item 6), smaller only by a chip
            return two_lines(text, width, size, color, bold)
        z = next((z for z in range(size, floor - 1, -1) if _fits_two(text, width, z, bold)), size)
        return two_lines(text, width, z, color, bold)
    if assets.font(floor, bold).size(text)[0] <= width:
        return assets.fit_text(text, width, size, color, bold, min_size=floor)
    z = next((z for z in range(size, floor - 1, -1)
              if 2 * assets.font(z, bold).get_linesize() <= pitch + 2 and _fits_two(text, width, z, bold)), None)
    if z is not None:
        return two_lines(text, width, z, color, bold)
    return assets.fit_text(text, width, size, color, bold, min_size=floor)


def dropping(parts, fits, order=(), sep=" · ", keep=()) -> str:
    """`parts` joined by `sep`, whole parts left out until `fits(line)` (issue 26: no hint cut
    mid-word): first the parts whose words (after the key: "S skip" -> "skip") come in `order`, in
    its order (a word twice: two such parts), then from the end; a part whose word is in `keep` stays."""
    parts = list(parts)
    word = lambda p: p.strip().split(" ", 1)[-1].lower()      # noqa: E731
    queue = list(order) + [None] * len(parts)
    while len(parts) > 1 and not fits(sep.join(parts)) and queue:
        w = queue.pop(0)
        i = next((i for i in range(len(parts) - 1, -1, -1) if word(parts[i]) not in keep), None) if w is None \
            else next((i for i, p in enumerate(parts) if word(p) == w), None)
        if i is not None:
            parts.pop(i)
    return sep.join(parts)


def words_wrapped(text: str, width: int, size: int, bold=False, italic=False) -> list:
    """`text`'s words on lines of at most `width` at `size` (a word wider than that alone on its line)."""
    f = assets.font(size, bold, "sans", italic)
    lines = []
    for w in str(text).split():
        if lines and f.size(f"{lines[-1]} {w}")[0] <= width:
            lines[-1] = f"{lines[-1]} {w}"
        else:
            lines.append(w)
    return lines or [""]


def whole_lines(text: str, width: int, size: int, floor: int, most=2, bold=False, italic=False) -> tuple:
    """(size, lines) of `text` whole, words never cut (issue 26: a seat's title "The Strongest
    Woman in t..." on the setup screen): on one line at the largest size from `size` down to `floor`
    where it fits, else on up to `most` lines at the largest size where each fits; else at `floor`,
    on as many lines as it takes."""
    for z in range(size, floor - 1, -1):
        if assets.font(z, bold, "sans", italic).size(str(text))[0] <= width:
            return z, [str(text)]
    for z in range(size, floor - 1, -1):
        lines = words_wrapped(text, width, z, bold, italic)
        if len(lines) <= most and all(assets.font(z, bold, "sans", italic).size(t)[0] <= width for t in lines):
            return z, lines
    return floor, words_wrapped(text, width, floor, bold, italic)
