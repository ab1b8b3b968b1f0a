"""The game log: entries wrapped once into coloured lines, the newest last, scrolled from the bottom."""
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


def log_lines(entries, width, size=LOG_TEXT):
    """Display lines of log entries; each entry is wrapped once (cached by its text and width)."""
    out = []
    for e in entries:
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
        out.extend(lines)
    return out


def draw_log(surf, rect, entries, scroll_from_bottom=0, size=LOG_TEXT):
    rect = pygame.Rect(rect)
    paint.panel(surf, rect, (26, 22, 20), (120, 92, 60), 10, 2, True, alpha=235)
    surf.blit(assets.text("LOG", 17, theme.GOLD, True), (rect.x + 12, rect.y + 5))
    hint = assets.text("newest last · wheel to scroll", 14, (170, 150, 120))
    if rect.w - 60 - 118 >= hint.get_width():      # right of it: the Recap chip (recap.py, 104 px)
        surf.blit(hint, (rect.right - 118 - hint.get_width() - 6, rect.y + 9))
    body = pygame.Rect(rect.x + 6, rect.y + 28, rect.w - 12, rect.h - 34)
    lines = log_lines(entries[-120:], body.w, size)
    lh = assets.font(size).get_linesize()
    nvis = body.h // lh
    end = max(0, len(lines) - scroll_from_bottom)
    start = max(0, end - nvis)
    y = body.y
    clip = surf.get_clip()
    surf.set_clip(body)
    for text, col, bold, sep in lines[start:end]:
        if sep:
            gfx.line(surf, (90, 70, 50), (body.x, y), (body.right, y))
        surf.blit(assets.text(text, size, col, bold), (body.x, y))
        y += lh
    surf.set_clip(clip)
    return max(0, len(lines) - nvis)
