"""The pause after a human's turn ("pause_after_turn", on by default).

In solo play the fighter phase used to end by itself when "End phase" was the only option, and
the nemesis phase started before the player had looked at the board. With the setting on, a new
game's setup says `end_phase: ask`: the engine then asks the active player to end the fighter
phase even when nothing else is left (docs/rules.md, *The end of the fighter phase*). The whole
table shows the state as it is, since the engine has not played on. This module shows that
moment as a banner and lets Enter, Space or a click answer it; bots answer it by themselves.
"""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from ..input.buttons import confirm_label
from .. import gfx
from .stack import Submit


def lone_end(decision):
    """The decision's one option when it is "end the fighter phase" and nothing else, else None."""
    opts = decision.options
    return opts[0] if decision.kind == "main" and len(opts) == 1 and opts[0].kind == "end" else None


class TurnHold:
    """The banner at the end of a human's turn; releasing it ends the fighter phase."""

    def __init__(self, session, anim, seating, demo=False):
        self.session = session      # the game and its human seats
        self.anim = anim            # nothing holds while the table still moves
        self.seating = seating      # whose button the banner names
        self.demo = demo            # a demo never holds

    @property
    def active(self) -> bool:
        """True while a human's turn waits only for "end the fighter phase" (no animation playing)."""
        g = self.session.game
        if self.demo or self.anim.active or g.is_over():
            return False
        d = g.pending
        return d.seat in self.session.humans and lone_end(d) is not None

    def text(self) -> str:
        g = self.session.game
        seat = g.pending.seat
        name = g.view.fighter_name(seat)
        pad = self.seating.glyph_pad()      # the deciding seat's controller names its own button
        press = "Enter / click" if pad is None else confirm_label(self.seating.app.settings, pad)
        return f"P{seat + 1} · {name}'s turn is done — {press} to start the nemesis phase"

    def release(self):
        """Submit(end the fighter phase) for the table's handler to return (the nemesis phase plays
        out); False if the table was not holding."""
        if not self.active:
            return False
        return Submit(lone_end(self.session.game.pending))

    def draw(self, surf, layer, areas):
        """The banner (the board stays visible), placed by the overlay layer (claims.py) in the first
        of `areas` (claims.banner_areas: under the board, the Legal options list's room under its
        rows, the log, the top of the map) where it covers nothing, its text wrapped to the area's
        width; where none is free, the least harmful. Returns its rectangle."""
        if not self.active:
            return None
        text = self.text()
        spots = [spot for area in areas for spot in [banner_fit(text, area)] if spot is not None]
        if not spots:
            return None
        r, lines = spots[pick(layer, [rect for rect, _ in spots])]
        layer.place("held", [r])
        s = gfx.surface(r.size, pygame.SRCALPHA)
        s.fill((20, 10, 10, 225))
        gfx.rect(s, (*theme.GOLD, 255), s.get_rect(), 3, border_radius=10)
        surf.blit(s, r.topleft)
        y = r.centery - sum(t.get_height() for t in lines) // 2
        for t in lines:
            surf.blit(t, (r.centerx - t.get_width() // 2, y))
            y += t.get_height()
        return r.inflate(8, 8)


BANNER_SIZES = (26, 22, 20, 18, 16)


def banner_fit(text, area):
    """(rect, lines) of the banner in `area` (at its top, its width): the text on as few lines as
    fit the area's width, at the largest size whose lines fit its height; None where none fits."""
    area = pygame.Rect(area)
    for z in BANNER_SIZES:
        words = assets.wrap(text, area.w - 40, z, True)
        if len(words) > 3:
            continue
        lines = [assets.text(w, z, (255, 230, 140), True) for w in words]
        h = max(48, sum(t.get_height() for t in lines) + 18)
        if h <= area.h and all(t.get_width() <= area.w - 24 for t in lines):
            return pygame.Rect(area.x, area.y, area.w, h), lines
    return None


def pick(layer, rects) -> int:
    """The first of `rects` that covers no claim, else the least harmful (the earlier on a tie)."""
    costs = []
    for r in rects:
        costs.append(layer.cost(r))
        if costs[-1] == 0:
            break
    return costs.index(min(costs))
