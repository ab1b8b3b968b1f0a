"""The replay theatre's strip, over the table's prompt bar: the transport buttons, the speed, the
timeline by turn and phase (the nemesis phases shaded, the turns numbered, where the table is
marked), the decision about to be taken, Take over and Export. Drawing and hit-testing only: what a
button does is the theatre's (theatre.py), given as callbacks."""
from __future__ import annotations

import pygame

from .. import assets, gfx, theme
from ..paint import panel
from ..widgets import Button

NEMESIS = (150, 52, 44)
FIGHTER = (84, 70, 58)
SETUP = (70, 86, 110)


class Strip:
    def __init__(self, actions: dict):
        """`actions`: name -> callback for start, back, play, forward, end, slower, faster, take, export."""
        self.actions = actions
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.buttons: list = []

    def lay_out(self, rect) -> None:
        """Place the buttons and the timeline in `rect` (the table's prompt bar)."""
        if pygame.Rect(rect) == self.rect and self.buttons:
            return
        self.rect = r = pygame.Rect(rect)
        h = r.h - 8
        size = max(12, min(16, h // 2 - 2))
        x = r.x + 6
        self.buttons = []
        specs = (("start", "|<", "Home", 40), ("back", "<", "Left", 36), ("play", "Play", "Space", 76),
                 ("forward", ">", "Right", 36), ("end", ">|", "End", 40), ("slower", "-", "Down", 30),
                 ("speed", "1x", None, 48), ("faster", "+", "Up", 30))
        for name, label, key, w in specs:
            w = int(w * h / 42)
            self.buttons.append(self._button(name, (x, r.y + 4, w, h), label, key, size))
            x += w + 4
        right = r.right - 6
        for name, label, key, w in (("export", "Export", "X", 104), ("take", "Take over", "T", 128)):
            w = int(w * h / 42)
            right -= w
            self.buttons.append(self._button(name, (right, r.y + 4, w, h), label, key, size))
            right -= 4
        self.bar = pygame.Rect(x + 10, r.y + r.h // 2 + 2, max(40, right - x - 20), max(8, r.h // 2 - 8))

    def _button(self, name, rect, label, key, size) -> Button:
        style = {"play": "primary", "take": "gold", "export": "gold", "speed": "dark"}.get(name, "wood")
        b = Button(rect, label, self.actions.get(name, lambda: None), style, None, size=size,
                   tip=f"{label} [{key}]" if key else "the speed (Up / Down change it)")
        b.name = name
        return b

    def button(self, name) -> Button:
        return next(b for b in self.buttons if b.name == name)

    # --- input ------------------------------------------------------------------------------
    def handle(self, e) -> bool:
        """A click on a button or the timeline (the callbacks do what it means); True if taken."""
        for b in self.buttons:
            if b.visible and b.handle_event(e):
                return True
        return False

    def step_at(self, pos, total: int) -> int | None:
        """The decision under a point of the timeline, or None."""
        if total <= 0 or not self.bar.inflate(0, 16).collidepoint(pos):
            return None
        frac = (pos[0] - self.bar.x) / max(1, self.bar.w)
        return max(0, min(total, round(frac * total)))

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surf, replay, step: float, playing: bool, speed: float, label: str, hover=None,
             note: str | None = None) -> None:
        self.button("play").label = "Pause" if playing else "Play"
        self.button("speed").label = f"{speed:g}x"
        panel(surf, self.rect, (34, 26, 24), theme.GOLD, 10, 2, True, alpha=250)
        for b in self.buttons:
            b.draw(surf, hover)
        x = self.bar.x
        text = assets.fit_text(note or label, self.bar.w, max(12, self.rect.h // 3 - 1), theme.CREAM, True)
        surf.blit(text, (x, self.rect.y + 4))
        self.draw_bar(surf, replay, step)

    def draw_bar(self, surf, replay, step: float) -> None:
        bar, n = self.bar, max(1, len(replay))
        gfx.rect(surf, FIGHTER, bar, border_radius=4)
        marks = replay.phase_starts() + [(len(replay), None, None)]
        for (k, turn, phase), (k2, _, _) in zip(marks, marks[1:]):
            x0, x1 = bar.x + bar.w * k // n, bar.x + bar.w * k2 // n
            if phase == "setup":
                gfx.rect(surf, SETUP, (x0, bar.y, max(2, x1 - x0), bar.h))
        for turn in replay.turns():                     # each turn's nemesis phase, shaded
            k0, k1 = replay.nemesis_span(turn)
            x0, x1 = bar.x + bar.w * (2 * k0 + 1) // (2 * n), bar.x + bar.w * k1 // n
            gfx.rect(surf, NEMESIS, (x0, bar.y, max(2, x1 - x0), bar.h))
        last_x = -100
        for turn in replay.turns():
            span = replay.turn_span(turn)
            x = bar.x + bar.w * span[0] // n
            gfx.line(surf, (236, 214, 180), (x, bar.y), (x, bar.bottom), 1)
            if x - last_x >= 22:
                t = assets.text(str(turn), max(10, bar.h - 2), (236, 214, 180))
                surf.blit(t, (x + 2, bar.y + (bar.h - t.get_height()) // 2))
                last_x = x
        x = bar.x + int(bar.w * min(step, n) / n)
        gfx.rect(surf, theme.GOLD, (x - 3, bar.y - 4, 6, bar.h + 8), border_radius=3)
        gfx.rect(surf, theme.INK, (x - 3, bar.y - 4, 6, bar.h + 8), 1, border_radius=3)

    @staticmethod
    def draw_keys(surf, rect, text) -> pygame.Rect:
        """The theatre's keys over the table's key hints (which are for playing); returns the rect."""
        rect = pygame.Rect(rect)
        surf.blit(assets.wood(surf.get_size()), rect, rect)        # the table's own wood under it
        t = assets.fit_text(text, rect.w - 20, 16, (240, 226, 200), min_size=13)
        surf.blit(t, (rect.x + 10, rect.bottom - t.get_height() - 2))
        return rect
