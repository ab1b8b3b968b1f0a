"""A seat's hand of style cards (a crowded hand, whose cards would overlap, is a grid of strips, each
card whole; only a hand too big for strips overlaps, the hovered card on top): the deciding player's, or one being
looked at (read-only, dimmed).

Hotspot refs: ("hand", seat, card), ("sprint", seat, card); a hand looked at: ("looked", seat, card)."""
from __future__ import annotations

import pygame

from ... import assets
from ... import paint
from ... import rules_text
from ... import theme
from ...paint import Hot, glow
from ...paint.seatmarks import seat_mark
from ...paint.strips import STRIP_MIN_H
from ...paint.cache import cached
from ... import gfx


STRIP_STEP = 1.0    # crowded: its cards would overlap at all (a card overlapped hides its right end: values, CHARGE,
                    # and its name: "Full-Scree", "Calm Mi" in a 1080p fan of 5; no name fits the 54 px a fan of 6 shows)
STRIP_MAX_H = 44    # a strip's height where the panel has more room than its strips need
SIDE_ROOM = 150     # a panel this high (1080p) keeps "P1 · RYU" and the seat's mark beside its strips


def _overlapped(rect, n, card_w):
    """Card rects of a hand of n cards in rect, overlapping when they do not fit, and the step."""
    ch = rect.h - 8
    x0 = rect.x + 24
    avail = rect.w - 28
    step = card_w + 8 if n * (card_w + 8) <= avail else max(30, (avail - card_w) // max(1, n - 1))
    return [pygame.Rect(x0 + i * step, rect.y + 6, card_w, ch) for i in range(n)], step


def strip_grid(rect, n, label=False):
    """The strips of a crowded hand of n cards: one column where each can be STRIP_MIN_H high, else
    two, else three (a hand of 7-9 in a 1080p panel or one looked at: issue 26, sixth pass, finding
    9; cards in reading order: along a row, then down), the block centred; None when even three
    columns leave a strip under STRIP_MIN_H (the cards then overlap as before). The side label is
    left out (the panel's frame is the seat's colour), but for a hand looked at ("LOOKING")."""
    left = 24 if label else 6
    area = pygame.Rect(rect.x + left, rect.y + 3, rect.w - left - 6, rect.h - 6)
    gap = 3
    for cols in (1, 2, 3):
        rows = -(-n // cols)
        h = min(STRIP_MAX_H, (area.h - gap * (rows - 1)) // rows)
        if h < STRIP_MIN_H:
            continue
        w = (area.w - gap * (cols - 1)) // cols
        y0 = area.y + (area.h - rows * h - gap * (rows - 1)) // 2
        return [pygame.Rect(area.x + (i % cols) * (w + gap), y0 + (i // cols) * (h + gap), w, h) for i in range(n)]
    return None


def hand_layout(rect, n, card_w=128, label=False):
    """Card rects of a hand of n cards in rect, and the step: side by side where they fit; a hand
    whose cards would overlap (5 or more in the right column, at 720p and at 1080p alike) is a grid
    of strips instead (strip_grid: each whole, its name too, none over another; the step is then 0);
    only a hand too big for three columns of strips overlaps."""
    rect = pygame.Rect(rect)
    rects, step = _overlapped(rect, n, card_w)
    if n > 1 and step < STRIP_STEP * card_w:
        grid = strip_grid(rect, n, label or rect.h >= SIDE_ROOM)
        if grid is not None:
            return grid, 0
    return rects, step


def hand_hover_index(rect, n, pos, card_w=128, label=False):
    if not pos:
        return None
    rects, _ = hand_layout(rect, n, card_w, label)
    for i in range(n - 1, -1, -1):
        if rects[i].collidepoint(pos):
            return i
    return None


TITLE_H = 24        # the title line over a hand being looked at
TITLE_ROOM = 150    # a shorter panel (a 720p canvas) keeps its height for the cards: "LOOKING" goes up the side


def cards_rect(rect, titled=False):
    """Where the cards go in the hand panel: under the title line when there is one."""
    rect = pygame.Rect(rect)
    if titled and rect.h >= TITLE_ROOM:
        return pygame.Rect(rect.x, rect.y + TITLE_H, rect.w, rect.h - TITLE_H)
    return rect


def _dim(size):
    def build():
        s = gfx.surface(size, pygame.SRCALPHA)
        gfx.rect(s, (20, 16, 14, 110), s.get_rect(), border_radius=8)
        return s
    return cached(("hand-dim", size), build)


def _side_label(surf, rect, game, seat, color, looking=False):
    """"P1 · RYU" up the left edge, in the seat colour ("LOOKING · P3" for a hand looked at in a
    panel too short for its title line)."""
    text = f"LOOKING · P{seat + 1}" if looking else f"P{seat + 1} · {game.view.fighter_name(seat).upper()}"
    label = assets.text(text, 14, theme.lighter(color, 0.35), True, shadow=(0, 0, 0))
    if label.get_width() > rect.h - 4:
        label = assets.text(f"P{seat + 1} HAND", 14, theme.lighter(color, 0.35), True, shadow=(0, 0, 0))
    surf.blit(gfx.rotate(label, 90), (rect.x, rect.centery - label.get_width() // 2))
    top = rect.centery - label.get_width() // 2
    if top - rect.y >= 22:              # the seat's shape above it, where there is room
        seat_mark(surf, seat, (rect.x + label.get_height() // 2, top - 11), 7, "hand", number=False)


def _card_tip(card, seat, looking):
    acts = "; ".join(", ".join(rules_text.act_words(a) for a in row) for row in card.rows)
    how = (f"P{seat + 1}'s card: only P{seat + 1} plays it (PageUp/PageDown or Esc: back to the deciding hand)."
           if looking else "Click to play it; click its Sprint badge (or right-click) to play it for Sprint.")
    return (card.name, f"Actions: {acts}. Combo icons: {', '.join(card.icons)}. Sprint {card.sprint}. {how}",
            "Fighter Phase / Sprint")


def draw_hand(surf, rect, game, seat, mode=None, hover_pos=None, card_w=128, hover_index=None, title=None):
    """A seat's hand. With a title it is a hand being looked at: read-only, its cards dimmed, never
    glowing, their hotspots ("looked", seat, card) instead of ("hand", seat, card)."""
    color = theme.SEAT_COLORS[seat % 4]
    lined = bool(title) and rect.h >= TITLE_ROOM
    if lined:
        t = assets.fit_text(title, rect.w - 24, 17, theme.lighter(color, 0.3), True)
        surf.blit(t, (rect.x + 12, rect.y + 6))
    rect = cards_rect(rect, bool(title))
    f = game.view.fighter(seat)
    hots = []
    hand = f["hand"]
    ch = rect.h - 8
    cw = card_w
    n = len(hand)
    x0 = rect.x + 24
    rects, step = hand_layout(rect, n, cw, bool(title))
    if step or title or rect.h >= SIDE_ROOM:
        _side_label(surf, rect, game, seat, color, bool(title) and not lined)
    hover_i = hover_index if hover_index is not None and hover_index < n else hand_hover_index(rect, n, hover_pos, cw,
                                                                                                bool(title))
    order = list(range(n))
    if hover_i is not None:
        order.remove(hover_i)
        order.append(hover_i)
    kind = "looked" if title else "hand"
    strips = n and step == 0
    for i in order:
        cid = hand[i]
        card = game.box.style_card(cid)
        r = rects[i].move(0, -6 if i == hover_i and not strips else 0)
        playable = not title and mode is not None and (seat, cid) in mode.by_hand
        if playable:
            glow(surf, r, radius=8)
        if strips:
            paint.shadowed(surf, r, 6, 4, 90, (2, 3))
            img, hs = paint.hand_strip(card, f["style"], r.w, r.h)
        else:
            paint.shadowed(surf, r, 8, 6, 100, (3, 4))
            img, hs = paint.style_card(card, f["style"], cw, ch)
        surf.blit(img, r)
        if title and i != hover_i:
            surf.blit(_dim(r.size), r)
        if (i == hover_i or strips or step >= cw) and not title:
            for h in hs:
                hh = h.moved(r.x, r.y)
                if h.ref == "sprint":
                    hh.ref = ("sprint", seat, cid)
                hots.append(hh)
        vis = r if (strips or i == hover_i or i == n - 1) else pygame.Rect(r.x, r.y, step, r.h)
        hots.append(Hot(vis, _card_tip(card, seat, bool(title)), (kind, seat, cid)))
    if not hand:
        surf.blit(assets.text("(no cards in hand)", 16, (220, 200, 170), italic=True), (x0 + 6, rect.centery - 10))
    return hots
