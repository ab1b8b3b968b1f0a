"""The minion sheet: the standard and elite minion cards, with how many are on the map and in the supply."""
from __future__ import annotations

import pygame

from ... import paint
from ... import rules_text
from ...paint import Hot


def draw_minions(surf, rect, game):
    """The minion sheet: standard and elite cards with the supply left."""
    rect = pygame.Rect(rect)
    hots = []
    g = game.group
    view = game.view
    h = (rect.h - 6) // 2
    for i, kind in enumerate(("standard", "elite")):
        side = g.side(kind)
        on_map = sum(1 for e in view.enemies(on_map=True) if e["kind"] == kind)
        supply = view.supply(kind)
        extra = f"map {on_map} · supply {supply}"
        img, hs = paint.enemy_card(side.name, side.health, side.activation, paint.passive_label(side.passive), rect.w, h,
                               (90, 96, 84) if kind == "standard" else (160, 120, 40), mark=kind, extra=extra)
        y = rect.y + i * (h + 6)
        paint.shadowed(surf, (rect.x, y, rect.w, h), 8, 6, 90, (2, 3))
        surf.blit(img, (rect.x, y))
        hots += [hh.moved(rect.x, y) for hh in hs]
        hots.append(Hot((rect.x, y, rect.w, h), (f"{side.name} ({kind} minion)", f"Health {side.health}. "
                        f"{on_map} on the map, {supply} left in the supply. "
                        + rules_text.RULES[kind][1], "Minion Card")))
    return hots
