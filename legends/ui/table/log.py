"""The log panel: the entries animated so far (the engine runs ahead of the table), and its own
scroll (LogScroll: the mouse wheel over the log moves it, the recap brings it back to the newest line).
Every function takes what it reads, never the scene (issue 25)."""
from __future__ import annotations

import pygame

from . import boards
from .. import assets
from .story import move_text


class LogScroll:
    """How far the log panel is scrolled back, in whole entries (0: the newest entry shown), and how
    far it can be (`most`, set when the panel is drawn: the oldest entry at the top)."""

    def __init__(self):
        self.scroll = 0
        self.most = 0
        self.lines = []         # the lines shown at the last drawing (their texts)

    def by(self, entries) -> None:
        self.scroll = max(0, min(self.most, self.scroll + entries))


def shown(game, anim) -> int:
    """How many log entries the table shows: those animated so far."""
    n = len(game.view.log)
    return min(anim.log_shown, n) if anim.active else n


def log_sig(game, anim, epoch, scrolled: LogScroll):
    return (epoch, shown(game, anim), scrolled.scroll)


def draw_log_part(game, anim, scrolled: LogScroll, s, r):
    names = game.view.space_name
    upto = shown(game, anim)
    entries = [dict(e, text=move_text(e, names)) if e.get("kind") == "move" else e
               for e in game.view.log[max(0, upto - 120):upto]]
    scrolled.most, scrolled.lines = boards.draw_log(s, r, entries, scrolled.scroll)


def current_ncard_icon(game, anim):
    """The nemesis ability being resolved (last nemesis card of the current nemesis phase)."""
    log = game.view.log
    upto = shown(game, anim)
    for e in reversed(log[max(0, upto - 40):upto]):
        if e.get("kind") == "turn":
            return None
        if e.get("kind") == "ncard":
            try:
                return game.box.nemesis_card(e["card"]).icon
            except KeyError:
                return None
    return None


LOG_KEEP = 3        # the log's lines kept when a long options list takes the rest of its room


def fit_options(L, lv, phase, animating, hint=False) -> None:
    """The log / options split for the decision shown (Layout.fit_options): a list with more rows
    than it shows takes the log's lines beyond LOG_KEEP (a move at 3840x2160: 9 of 20 rows rather
    than 5); a nemesis phase keeps the log whole (its story); under a hint (its panel over the log's
    top: hints.panel_place) the list takes only the whole log lines under the panel (`hint`: the
    panel's height, hints.covered; True: all of it); an animation keeps the split it found. The rows grow only at the size
    they had (the table's text size, 150%, is not given back for them): where a long row further down
    would make every row in sight smaller, the list takes the lines it can keep its size with, not
    none (issue 26's eighth pass, finding 1: a turn's card choice, whose 9th row was "P1: Bull Horn:
    discard Suplex + Command Grab · no target in range", kept 5 rows under a 10-line log)."""
    rows = 0 if phase == "nemesis" else getattr(L, "asked", 0) if animating else len(lv.items)
    line = assets.font(boards.log.LOG_TEXT).get_linesize()
    keep = LOG_KEEP
    if hint is not None and hint is not False and not animating:
        covered = L.base[0].h if hint is True else hint     # the log the hint panel covers (hints.covered)
        room = L.base[0].h - covered                        # under the panel: the list's, in whole lines
        keep, rows = (lines(L.base[0].h, line) - room // line, rows) if room >= line else (0, 0)
        keep = max(keep, LOG_KEEP)
    L.fit_options(rows, lv.row_h, line, keep)
    if rows and not animating and L.options != L.base[1] and _smaller(lv, L.base[1], L.options):
        fits, lacks = _shown_rows(lv, L.base[1]), rows      # the most rows asked for at the size they had:
        while lacks - fits > 1:                             # fewer rows, fewer of them in sight, never smaller
            mid = (fits + lacks) // 2
            L.fit_options(mid, lv.row_h, line, keep)
            fits, lacks = (fits, mid) if _smaller(lv, L.base[1], L.options) else (mid, lacks)
        L.fit_options(fits, lv.row_h, line, keep)
    if lv.rect != L.options:
        lv.rect = L.options.copy()
        lv.scroll_to(lv.scroll)


def lines(h, line) -> int:
    """The log lines a log panel `h` px tall shows (Layout.fit_options: its title and margins 34 px)."""
    return (h - 34) // line


def _shown_rows(lv, rect) -> int:
    """How many rows the list shows in `rect`."""
    was = lv.rect
    try:
        lv.rect = pygame.Rect(rect)
        return lv.rows()[1]
    finally:
        lv.rect = was


def _smaller(lv, base, grown) -> bool:
    """Whether the rows in sight of the list grown to `grown` are drawn smaller than in `base` (the
    one size for the rows in sight: ListView.sight_size), both seen from the list's top: the split
    is the decision's, not where the player has scrolled to (it would move as the cursor goes down)."""
    was, scroll = lv.rect, lv.scroll
    try:
        lv.scroll = 0
        lv.rect = pygame.Rect(base)
        small = lv.sight_size()
        lv.rect = pygame.Rect(grown)
        return lv.sight_size() < small
    finally:
        lv.rect, lv.scroll = was, scroll
