"""Generic game pieces drawn as cached surfaces, by what they draw:

    shapes       hotspots (Hot), shadows, panels, centred blits, wrapped text, number badges, tokens
    icons        action badges and rows of actions, icon rows
    cards        card base, style cards (full and mini) and backs, nemesis cards
    strips       a style card as a hand strip (a crowded hand on a small table)
    ability_cards  ability cards (both sides: the name, the cost, the actions)
    kickers      an ability card's kicker (its line, its strip)
    enemy_cards  minion and rival cards
    dice         dice faces
    buttons      button faces
    standees     the round figure tokens
    tooltips     rule-text tooltips
    cache        the one surface cache they share

Each is imported when one of its names is first asked for (PEP 562; `from ..paint import panel`
works as before): the title screen draws buttons, panels, a card back and standees, and the
ability, enemy and icon painters it does not need are a fifth of the app's imports at start.
"""
from __future__ import annotations

from importlib import import_module

_FROM = {  # submodule: the names it gives
    "buttons": ("button_surface",),
    "cache": ("cached",),
    "ability_cards": ("ability_card",),
    "cards": ("card_back", "card_base", "mini_card", "nemesis_card", "style_card"),
    "dice": ("die_face",),
    "enemy_cards": ("enemy_card", "passive_label"),
    "icons": ("act_badge", "act_tags", "blit_rows", "effect_label", "icons_row", "row_surface", "rows_surface"),
    "shapes": ("GLOW", "Hot", "badge_number", "blit_center", "glow", "panel", "pill", "shadowed", "small_label",
               "text_block", "token"),
    "standees": ("standee",),
    "strips": ("hand_strip", "strip_name_rect"),
    "tooltips": ("TIP_MARGIN", "tooltip", "tooltip_surface"),
}
_LAZY = {name: module for module, names in _FROM.items() for name in names}
__all__ = sorted(_LAZY)


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module("." + module, __name__), name)
    globals()[name] = value
    return value
