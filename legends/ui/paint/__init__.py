"""Generic game pieces drawn as cached surfaces, by what they draw:

    shapes       hotspots (Hot), shadows, panels, centred blits, wrapped text, number badges, tokens
    icons        action badges and rows of actions, icon rows
    cards        card base, style cards (full and mini) and backs, nemesis cards
    strips       a style card as a hand strip (a crowded hand on a small table)
    ability_cards  ability cards (both sides, the kicker)
    enemy_cards  minion and rival cards
    dice         dice faces
    buttons      button faces
    standees     the round figure tokens
    tooltips     rule-text tooltips
    cache        the one surface cache they share
"""
from __future__ import annotations

from .buttons import button_surface
from .cache import cached
from .ability_cards import ability_card
from .cards import card_back, card_base, mini_card, nemesis_card, style_card
from .dice import die_face
from .enemy_cards import enemy_card, passive_label
from .icons import act_badge, act_tags, blit_rows, effect_label, icons_row, row_surface, rows_surface
from .shapes import GLOW, Hot, badge_number, blit_center, glow, panel, pill, shadowed, small_label, text_block, token
from .standees import standee
from .strips import hand_strip
from .tooltips import TIP_MARGIN, tooltip, tooltip_surface

__all__ = ["GLOW", "Hot", "TIP_MARGIN", "ability_card", "act_badge", "act_tags", "badge_number", "blit_center",
           "blit_rows", "button_surface", "cached", "card_back", "card_base", "die_face", "effect_label", "enemy_card",
           "glow", "hand_strip", "icons_row", "mini_card", "nemesis_card", "panel", "passive_label", "pill",
           "row_surface", "rows_surface", "shadowed", "small_label", "standee", "style_card", "text_block", "token",
           "tooltip", "tooltip_surface"]
