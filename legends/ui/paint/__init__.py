"""Generic game pieces drawn as cached surfaces, by what they draw:

    shapes       hotspots (Hot), shadows, panels, centred blits, wrapped text, number badges, tokens
    icons        action badges and rows of actions, icon rows
    cards        card base, style cards and backs, ability cards, nemesis cards
    enemy_cards  minion and rival cards
    dice         dice faces
    buttons      button faces
    tooltips     rule-text tooltips
    cache        the one surface cache they share
"""
from __future__ import annotations

from .buttons import button_surface
from .cache import cached
from .cards import ability_card, card_back, card_base, nemesis_card, style_card
from .dice import die_face
from .enemy_cards import enemy_card
from .icons import act_badge, act_tags, blit_rows, effect_label, icons_row, row_surface, rows_surface
from .shapes import Hot, badge_number, blit_center, panel, shadowed, text_block, token
from .tooltips import TIP_MARGIN, tooltip, tooltip_surface

__all__ = ["Hot", "TIP_MARGIN", "ability_card", "act_badge", "act_tags", "badge_number", "blit_center", "blit_rows",
           "button_surface", "cached", "card_back", "card_base", "die_face", "effect_label", "enemy_card", "icons_row",
           "nemesis_card", "panel", "row_surface", "rows_surface", "shadowed", "style_card", "text_block", "token",
           "tooltip", "tooltip_surface"]
