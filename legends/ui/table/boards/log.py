"""The game log: entries wrapped once into coloured lines, the newest last, shown as whole entries from the top
and scrolled by entries from the bottom."""
from __future__ import annotations

import pygame

from ... import assets
from ... import paint
from ... import theme
from ... import gfx
from ..words import dice_words


LOG_COLORS = {"damage": (255, 120, 100), "ko": (255, 90, 80), "end": (255, 214, 64), "defeat": (140, 230, 140),
              "hit": (160, 230, 160), "miss": (200, 190, 180), "turn": (255, 214, 64), "phase": (230, 200, 255),
              "ncard": (220, 170, 255), "nemesis_spawn": (255, 120, 255), "spawn": (210, 190, 230),
              "roll": (255, 240, 200), "track": (255, 160, 255), "critical": (255, 150, 80)}


_log_wrap = gfx.cache("log lines")
LOG_TEXT = 17       # the log's lines (16 px read 11-12 px high to OCR from a 720p window; a line is 20 px)


def entry_lines(e, width, size=LOG_TEXT) -> tuple:
    """One log entry's display lines (wrapped once, cached by its text and width)."""
    kind, text, auto = e.get("kind"), e.get("text", ""), bool(e.get("auto"))
    if kind in ("roll", "reroll"):
        text = dice_words(text)
    key = (text, kind, auto, width, size)
    lines = _log_wrap.get(key)
    if lines is None:
        col = LOG_COLORS.get(kind, (236, 226, 210) if not auto else (206, 196, 184))
        bold = kind in ("turn", "end", "ko", "nemesis_spawn")
        lines = tuple(((" " if j == 0 else "   ") + ln, col, bold, kind == "turn" and j == 0)
                      for j, ln in enumerate(assets.wrap(text, width - 14, size, bold)))
        _log_wrap[key] = lines
    return lines


def log_lines(entries, width, size=LOG_TEXT):
    """Display lines of log entries; each entry is wrapped once (cached by its text and width)."""
    return [ln for e in entries for ln in entry_lines(e, width, size)]


def log_view(blocks, nvis, scroll=0) -> tuple:
    """(first, end): the entries shown whole (blocks[first:end], each entry's lines) in `nvis` lines
    with the newest `scroll` entries below the view: the top line is always an entry's first line
    (issue 26, seventh pass); an entry alone taller than the view shows its first lines."""
    end = max(0, len(blocks) - max(0, scroll))
    first, used = end, 0
    while first > 0 and used + len(blocks[first - 1]) <= nvis:
        first -= 1
        used += len(blocks[first])
    return (end - 1 if first == end and end > 0 else first), end


def most_scroll(blocks, nvis) -> int:
    """How many entries the log can be scrolled back: until the oldest entry is at the top."""
    used = fit = 0
    for b in blocks:
        if used + len(b) > nvis:
            break
        used, fit = used + len(b), fit + 1
    return max(0, len(blocks) - max(1, fit))


def cut_line(text, width, size=LOG_TEXT, bold=False) -> str:
    """`text` (a cut entry's last shown line) with " ..." after it, within `width`: its last words
    left out until the mark fits (issue 26's re-check after the ninth pass, finding 1: the mark went
    after a full line and was clipped away, so a cut roll read as whole), a lone word cut short."""
    f = assets.font(size, bold)
    body = text.strip()
    indent = text[:len(text) - len(text.lstrip())]
    words = body.split(" ")
    while len(words) > 1 and f.size(indent + " ".join(words) + " ...")[0] > width:
        words.pop()
    line = indent + " ".join(words).rstrip(",:;")
    while len(line.strip()) > 1 and f.size(line + " ...")[0] > width:
        line = line[:-1]
    return line + " ..."


def draw_log(surf, rect, entries, scroll_from_bottom=0, size=LOG_TEXT):
    """The log panel; `scroll_from_bottom`: entries hidden under the view. Shows whole entries from
    its top (the room a cut entry would take stays blank at the bottom); returns how far it can scroll
    and the lines shown (their texts). A log too short for two lines under its title (1152x648's 57
    px) shows two beside it, the wheel's hint left out (issue 26's ninth pass, finding 3: one line,
    an entry cut mid-way)."""
    rect = pygame.Rect(rect)
    paint.panel(surf, rect, (26, 22, 20), (120, 92, 60), 10, 2, True, alpha=235)
    title = assets.text("LOG", 17, theme.GOLD, True)
    surf.blit(title, (rect.x + 12, rect.y + 5))
    lh = assets.font(size).get_linesize()
    body = pygame.Rect(rect.x + 6, rect.y + 28, rect.w - 12, rect.h - 34)
    if body.h < 2 * lh <= rect.h - 12:          # a one-line log (1152x648): two lines beside its title
        body = pygame.Rect(rect.x + 18 + title.get_width(), rect.y + 6, rect.w - 24 - title.get_width(), rect.h - 12)
    else:
        hint = assets.text("newest last · wheel to scroll", 14, (170, 150, 120))
        if rect.w - 60 - 118 >= hint.get_width():      # right of it: the Recap chip (recap.py, 104 px)
            surf.blit(hint, (rect.right - 118 - hint.get_width() - 6, rect.y + 9))
    blocks = [b for b in (entry_lines(e, body.w, size) for e in entries[-120:]) if b]
    nvis = max(1, body.h // lh)
    most = most_scroll(blocks, nvis)
    first, end = log_view(blocks, nvis, min(scroll_from_bottom, most))
    lines = [ln for b in blocks[first:end] for ln in b]
    if len(lines) > nvis:                       # one entry taller than the log: its start, "..." at its cut
        text, col, bold, sep = lines[nvis - 1]
        lines = lines[:nvis - 1] + [(cut_line(text, body.w, size, bold), col, bold, sep)]
    y = body.y
    clip = surf.get_clip()
    surf.set_clip(body)
    for text, col, bold, sep in lines:
        if sep:
            gfx.line(surf, (90, 70, 50), (body.x, y), (body.right, y))
        surf.blit(assets.text(text, size, col, bold), (body.x, y))
        y += lh
    surf.set_clip(clip)
    return most, [t for t, *_ in lines]
