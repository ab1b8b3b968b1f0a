"""The boards around the map, one module each:

    seat      a fighter's seat: rival cards above the fighter board
    nemesis   the nemesis board
    minions   the minion sheet
    hand      a seat's hand (the deciding player's, or one looked at)
    dice      the dice tray
    log       the game log

Each draw function returns hotspots (Hot) whose `ref` says what was hit, e.g.
("ability", seat, idx), ("meter", seat, card), ("hand", seat, card), ("sprint", seat, card).
"""
from __future__ import annotations

from .dice import draw_dice
from .hand import cards_rect, draw_hand, hand_hover_index, hand_layout
from .log import LOG_COLORS, draw_log, log_lines
from .minions import draw_minions
from .nemesis import draw_nemesis
from .seat import draw_rivals_box, draw_seat

__all__ = ["LOG_COLORS", "cards_rect", "draw_dice", "draw_hand", "draw_log", "draw_minions", "draw_nemesis",
           "draw_rivals_box", "draw_seat", "hand_hover_index", "hand_layout", "log_lines"]
