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
    than 5); a nemesis phase keeps the log whole (its story), and so does a hint (its panel covers the
    log: hints.panel_place); an animation keeps the split it found."""
    rows = 0 if phase == "nemesis" or hint else getattr(L, "asked", 0) if animating else len(lv.items)
    line = assets.font(boards.log.LOG_TEXT).get_linesize()
    L.fit_options(rows, lv.row_h, line, LOG_KEEP)
    if rows and L.options != L.base[1] and _smaller(lv, L.base[1], L.options):
        L.fit_options(0, lv.row_h, line, LOG_KEEP)      # more rows only at the size the rows had: the
        #                                                 table's text size (150%) is not given back for them
    if lv.rect != L.options:
        lv.rect = L.options.copy()
        lv.scroll_to(lv.scroll)


def _smaller(lv, base, grown) -> bool:
    """Whether the rows in sight of the list grown to `grown` are drawn smaller than in `base` (the
    one size for the rows in sight: ListView.sight_size)."""
    was = lv.rect
    try:
        lv.rect = pygame.Rect(base)
        small = lv.sight_size()
        lv.rect = pygame.Rect(grown)
        return lv.sight_size() < small
    finally:
        lv.rect = was
