"""The hand panel (the cards of the deciding player, or of the seat a player looks at) and the dice tray that
covers it while a roll is animated or a reroll is decided."""
from __future__ import annotations

import pygame

from . import boards
from .. import paint
from .seatview import seat_color

CARD_W = 100


def card_width(rect) -> int:
    """A hand card's width: 100 px where the cards are tall (1080p), wider where they are short (a
    720p canvas), so their actions go side by side and stay whole; the cards overlap as they must
    (a short panel's crowded hand is a grid of strips instead: boards/hand.py, hand_layout)."""
    return CARD_W if rect.h >= 150 else 128 if rect.h >= 115 else 156


def rolling(anim):
    """(step, faces) while the animator shows a roll, else None."""
    cur = anim.cur if anim.active else None
    if cur and cur.kind in ("roll", "reroll") and cur.faces:
        return cur, cur.faces
    return None


def reroll_faces(g, anim):
    """The dice of the attack being resolved, while its reroll decision waits (current_attack)."""
    if anim.active or g.is_over() or g.pending.kind != "reroll":
        return None
    att = g.view.current_attack()
    faces = list(att.get("roll") or []) if att else []
    return faces or None


def attack_label(g) -> str:
    v = g.view
    att = v.current_attack() or {}
    names = ", ".join(v.name_of(t) for t in att.get("targets") or [] if v.enemy(t) is not None)
    what = f"{att.get('icon', 'attack')} {att.get('dice', '')}".strip()
    return f"P{att['seat'] + 1} {what} vs {names}" if "seat" in att and names else "The roll"


def roll_label(e) -> str:
    """The dice tray's title while dice tumble: who attacks whom ("P1 attacks Grunt (melee 2)"); the
    faces and the total are drawn under it (the log's words are too long for the tray)."""
    if e.get("kind") == "reroll":
        return "Reroll"
    return e.get("text", "").split(": rolls")[0]


def declare(comp, L, g, anim, shown, epoch, mode, hover, m, looking):
    """The hand part of the compositor `comp` in the layout `L` (the deciding seat's hand, or the
    one looked at: `looking`, seatview.Looking; as of the log entry being animated: `shown`, the game
    `g` as the animator `anim` shows it), or the dice tray part while a reroll waits (its dice from
    the input mode `mode`); `m` is the mode while nothing animates, `epoch` the scene's redraw
    generation. Returns (the roll being animated, whether the hand is drawn as strips: a crowded
    hand in a short panel, None when no hand is declared)."""
    roll, strips = rolling(anim), None
    faces = None if roll or looking.seat is not None else reroll_faces(g, anim)     # looking covers the tray
    if roll is None and faces is None:
        seat, title = looking.shown(), looking.title()
        m = None if title else m                # a hand looked at is read-only
        hand = shown.view.fighter(seat)["hand"]      # as of the log entry being animated
        in_hand = hover if hover and L.hand.collidepoint(hover) else None
        cards = boards.cards_rect(L.hand, bool(title))
        hov = boards.hand_hover_index(cards, len(hand), in_hand, card_width(cards), bool(title))
        strips = boards.hand_layout(cards, len(hand), card_width(cards), bool(title))[1] == 0 and bool(hand)
        comp.part("hand", L.hand, (hand, seat, title, highlights(m, seat), hov, epoch),
                  lambda s, r: draw_hand_part(s, r, shown, seat, m, hov, title))
    elif faces is not None:
        dice = tuple(sorted(mode.by_die)) if mode else ()
        label = attack_label(g)
        hint = "Click a die: reroll it (1 EX) · Enter: keep" if dice else "Waiting for the attacker"
        comp.part("dice", L.dice, (tuple(faces), dice, label, hint),
                  lambda s, r: boards.draw_dice(s, r, faces, mode, None, label, hint))
    return roll, strips


def draw_rolling(surf, roll, tray, rng, overlay):
    """The dice tumbling in the tray's rect (an overlay: `overlay(rect)` restores it next frame),
    their faces shuffled by `rng`; returns their hotspots."""
    cur, faces = roll
    r = pygame.Rect(tray)
    prog = (cur.progress, rng) if cur.kind == "roll" else None
    hots = boards.draw_dice(surf, r, faces, None, prog, roll_label(cur.entry))
    overlay(r.inflate(40, 40))
    return hots


def draw_hand_part(s, r, shown, seat, m, hov, title=None):
    """The panel in the seat's colour, and the seat's hand in the game `shown` (looked at: with its
    title, read-only)."""
    paint.panel(s, r, (30, 54, 44), hand_frame(seat), 12, 3, True, alpha=170)
    card_w = card_width(boards.cards_rect(r, bool(title)))
    return boards.draw_hand(s, r, shown, seat, m, card_w=card_w, hover_index=hov, title=title)


def hand_frame(seat):
    """The hand panel's frame: the colour of the seat whose hand it shows."""
    return seat_color(seat)


def highlights(m, seat):
    if not m:
        return ()
    return tuple(sorted(c for (s, c) in m.by_hand if s == seat))


def seat_highlights(m, seat):
    if not m:
        return ()
    ab = tuple(sorted(i for (s, i) in m.by_ability if s == seat))
    me = tuple(sorted(c for (s, c) in m.by_meter if s == seat))
    return (ab, me, seat in m.by_critical, seat in m.by_stand, m.kind)
