"""The active player's hand of style cards (overlapping when they do not fit; the hovered one on top).

Hotspot refs: ("hand", seat, card), ("sprint", seat, card)."""
from __future__ import annotations

import pygame

from ... import assets as A
from ... import paint as D
from ... import rules_text
from ...paint import Hot, glow


def hand_layout(rect, n, card_w=128):
    """Card rects of a hand of n cards in rect (overlapping when they do not fit), and the step."""
    rect = pygame.Rect(rect)
    ch = rect.h - 8
    x0 = rect.x + 24
    avail = rect.w - 28
    step = card_w + 8 if n * (card_w + 8) <= avail else max(30, (avail - card_w) // max(1, n - 1))
    return [pygame.Rect(x0 + i * step, rect.y + 6, card_w, ch) for i in range(n)], step


def hand_hover_index(rect, n, pos, card_w=128):
    if not pos:
        return None
    rects, _ = hand_layout(rect, n, card_w)
    for i in range(n - 1, -1, -1):
        if rects[i].collidepoint(pos):
            return i
    return None


def draw_hand(surf, rect, game, seat, mode=None, hover_pos=None, card_w=128, hover_index=None):
    rect = pygame.Rect(rect)
    f = game.view.fighter(seat)
    hots = []
    hand = f["hand"]
    ch = rect.h - 8
    cw = card_w
    n = len(hand)
    label = A.text(f"P{seat + 1} HAND", 14, (240, 220, 180), True, shadow=(0, 0, 0))
    surf.blit(pygame.transform.rotate(label, 90), (rect.x, rect.centery - label.get_width() // 2))
    x0 = rect.x + 24
    rects, step = hand_layout(rect, n, cw)
    hover_i = hover_index if hover_index is not None and hover_index < n else hand_hover_index(rect, n, hover_pos, cw)
    order = list(range(n))
    if hover_i is not None:
        order.remove(hover_i)
        order.append(hover_i)
    for i in order:
        cid = hand[i]
        card = game.box.style_card(cid)
        r = rects[i].move(0, -6 if i == hover_i else 0)
        playable = mode is not None and (seat, cid) in mode.by_hand
        if playable:
            glow(surf, r, radius=8)
        D.shadowed(surf, r, 8, 6, 100, (3, 4))
        img, hs = D.style_card(card, f["style"], cw, ch)
        surf.blit(img, r)
        if i == hover_i or step >= cw:
            for h in hs:
                hh = h.moved(r.x, r.y)
                if h.ref == "sprint":
                    hh.ref = ("sprint", seat, cid)
                hots.append(hh)
        vis = r if (i == hover_i or i == n - 1) else pygame.Rect(r.x, r.y, step, r.h)
        acts = "; ".join(", ".join(rules_text.act_words(a) for a in row) for row in card.rows)
        hots.append(Hot(vis, (card.name, f"Actions: {acts}. Combo icons: {', '.join(card.icons)}. Sprint {card.sprint}. "
                                         "Click to play it; click its Sprint badge (or right-click) to play it for "
                                         "Sprint.", "Fighter Phase / Sprint"),
                        ("hand", seat, cid)))
    if not hand:
        surf.blit(A.text("(no cards in hand)", 16, (220, 200, 170), italic=True), (x0 + 6, rect.centery - 10))
    return hots
