"""Four people, one screen: who a seat is in words, and looking at any seat's hand.

The players are a team, so every hand can be looked at: PageUp / PageDown (a controller's LB / RB
arrive as those keys) or a click on a fighter board's name or hand chip show that seat's hand in
the hand panel, read-only (dimmed, never glowing, no card can be played from it). The panel goes
back to the deciding seat's hand on Esc, on PageUp / PageDown back round to it, or when the
decision passes to another seat. Looking never decides anything and never reads the engine's
internals: the hand comes from `game.view`, what is playable from the InputMode.
"""
from __future__ import annotations

import re

from .. import theme
from ..input import glyphs

PLAYER_PREFIX = re.compile(r"^P\d+(?: \([^)]*\))?:\s*")      # "P2: " / "P2 (Ken): " at the start of a prompt


def seat_color(seat) -> tuple:
    """A seat's colour: its ring, its fighter board's frame, the prompt, its hand panel."""
    return theme.SEAT_COLORS[seat % 4]


def seat_name(sc, seat) -> str:
    """"P2 · Ken"."""
    return f"P{seat + 1} · {sc.game.view.fighter_name(seat)}"


def player_name(sc, seat) -> str:
    """"P2 · Ken" for a human seat (a replay's too: nobody decides there), "P3 · Ryu (Bot, expert)" for a bot's."""
    name = seat_name(sc, seat)
    seats = sc.seating.seats
    return name if seat in sc.humans or seats[seat] == "human" else f"{name} (Bot, {seats[seat]})"


def decision_words(text) -> str:
    """What is being decided, without the engine's "P2: " in front (the prompt names the player)."""
    return PLAYER_PREFIX.sub("", text or "", count=1)


def who_decides(sc) -> str | None:
    """"P2 · Ken decides" or "P3 · Ryu (Bot, expert) is thinking..." (None: nobody decides)."""
    g = sc.game
    seat = g.pending.seat
    if seat is None or g.is_over():
        return None
    if seat in sc.humans:
        return f"{seat_name(sc, seat)} decides"
    return f"{player_name(sc, seat)} is thinking..."


class Looking:
    """Which seat's hand the hand panel shows: the deciding seat's, or one a player looks at."""

    def __init__(self, scene):
        self.scene = scene
        self.seat = None          # the seat looked at; None: the deciding seat's own hand
        self.decider = None       # who decided when the look began (the look ends when that changes)

    def home(self) -> int:
        """The seat whose hand shows when nobody looks: the deciding seat; while the log animates
        (or when nobody decides), the seat whose turn the table shows."""
        sc = self.scene
        seat = sc.game.pending.seat
        if sc.anim.active or seat is None or sc.game.is_over():
            return sc.turn_view()[1]
        return seat

    def shown(self) -> int:
        return self.home() if self.seat is None else self.seat

    def look(self, seat) -> bool:
        """Show this seat's hand (its own hand when it is the deciding seat)."""
        sc = self.scene
        self.seat = None if seat is None or seat == self.home() else seat
        self.decider = sc.game.pending.seat
        sc.dirty = True
        return True

    def step(self, d) -> bool:
        """PageDown (+1) / PageUp (-1): the next / previous seat's hand, round the table."""
        n = self.scene.game.view.seats
        if n > 1:
            self.look((self.shown() + d) % n)
        return True

    def stop(self) -> bool:
        """Esc: back to the deciding seat's hand; False when nobody was looking."""
        if self.seat is None:
            return False
        self.seat = None
        self.scene.dirty = True
        return True

    def check(self):
        """After every decision: the look ends when the decision has passed to another seat."""
        if self.seat is not None and self.scene.game.pending.seat != self.decider:
            self.stop()

    def title(self) -> str | None:
        """The hand panel's title while looking, else None."""
        if self.seat is None:
            return None
        pad = self.scene.seating.glyph_pad()
        keys = "PageUp/PageDown" if pad is None else "/".join(glyphs.label(pad.kind, b, pad.name) for b in ("lb", "rb"))
        return f"{seat_name(self.scene, self.seat)}'s hand — looking ({keys})"
