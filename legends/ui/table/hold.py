"""The pause after a human's fighter phase ("pause_after_turn", on by default).

In solo play the fighter phase ends by itself when "End phase" is the only option, and the
engine plays the nemesis phase at once. The table shows the log as animations, so it can wait:
a hold step goes into the animation queue right before the entry that starts the nemesis phase
of a human's turn, and the animations stop there until the player lets them go on (Enter, Space
or a click). The engine decided nothing here: the game is already past that point, so saving,
loading and undo work as at any other moment. Seats played by bots never hold.
"""
from __future__ import annotations

import pygame

from .. import assets as A
from .. import theme as T
from ..anim import Step

KIND = "hold"
FOREVER = float("inf")      # a hold step's duration until the player releases it


def hold_text(game, entry) -> str:
    seat = entry.get("active", 0)
    return f"P{seat + 1} · {game.view.fighter_name(seat)}'s turn is over — Enter / click to start the nemesis phase"


class TurnHold:
    """The scene's hold: planned into the animation queue, released by the player."""

    def __init__(self, scene):
        self.scene = scene

    def enabled(self) -> bool:
        return bool(self.scene.app.settings.get("pause_after_turn", True))

    def plan(self, entries) -> bool:
        """After anim.start(entries): put a hold step before the entry that starts the nemesis
        phase of a human's turn. Returns True if one was planned."""
        sc = self.scene
        if sc.demo or not self.enabled():
            return False
        i = sc.session.turn_over_at(entries)
        if i is None:
            return False
        e = entries[i]
        queue = sc.anim.queue
        at = next((k for k, st in enumerate(queue) if st.entry is e), None)
        if at is None:              # already shown (skipped): nothing to hold
            return False
        entry = {"kind": KIND, "text": hold_text(sc.game, e), "_i": e.get("_i", 1) - 1, "auto": True,
                 "turn": e.get("turn"), "active": e.get("active"), "phase": "fighter"}
        queue.insert(at, Step(entry, FOREVER))
        return True

    @property
    def active(self) -> bool:
        """True while the table holds (the animation waits at the hold step)."""
        an = self.scene.anim
        return an.active and an.cur is not None and an.cur.kind == KIND and an.cur.dur == FOREVER

    def release(self) -> bool:
        """Let the nemesis phase play out; False if there was no hold."""
        if not self.active:
            return False
        cur = self.scene.anim.cur
        cur.dur = cur.t         # the animator ends it on its next update and plays on
        self.scene.dirty = True
        return True

    def banner_rect(self) -> pygame.Rect:
        """Where the banner goes: in the room under the board if there is some (a wide map), else
        over the top of the map area (the column letters), never over the middle of the board."""
        sc = self.scene
        area, board = sc.L.map, sc.view.map_rect
        h = 48
        below = area.bottom - 20 - board.bottom
        y = board.bottom + (below - h) // 2 if below >= h else area.y + 4
        return pygame.Rect(area.x + 8, y, area.w - 16, h)

    def draw(self, surf):
        """The banner (the board stays visible); returns its rectangle."""
        if not self.active:
            return None
        sc = self.scene
        r = self.banner_rect()
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        s.fill((20, 10, 10, 225))
        pygame.draw.rect(s, (*T.GOLD, 255), s.get_rect(), 3, border_radius=10)
        surf.blit(s, r.topleft)
        t = A.fit_text(sc.anim.cur.entry["text"], r.w - 40, 26, (255, 230, 140), True)
        surf.blit(t, (r.centerx - t.get_width() // 2, r.centery - t.get_height() // 2))
        return r.inflate(8, 8)
