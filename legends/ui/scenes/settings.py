"""Settings: window size, fullscreen, animation speed, tie-break handling, hard-mode default, bot,
the enemy move preview.
Saved as JSON in the user data dir."""
from __future__ import annotations

import pygame

from ... import bots
from ...engine import store
from ..scene import Scene
from ..widgets import Button, Selector, Toggle
from .common import draw_tip, felt_panel, heading, table

SPEEDS = [(0.5, "Slow (0.5x)"), (1.0, "Normal (1x)"), (1.5, "Fast (1.5x)"), (2.0, "Faster (2x)"), (3.0, "Very fast (3x)")]


class SettingsScene(Scene):
    def __init__(self, app, back=None):
        super().__init__(app)
        self.back = back
        s = app.settings
        x, w, h, y0, g = 520, 620, 64, 232, 80
        speed = min(SPEEDS, key=lambda p: abs(p[0] - s["anim_speed"]))[0]
        self.widgets = [
            Selector((x, y0, w, h), "Window size (when not fullscreen)", [(v, "Fit the screen" if v == "fit" else v.replace("x", " x "))
                                                                   for v in store.WINDOW_SIZES],
                     s["window"], self.set_window,
                     tip=("Window size", "The game is drawn at 1920 x 1080 and scaled to the window.", "")),
            Toggle((x, y0 + g, w, h), "Fullscreen (F11 toggles at any time)", s["fullscreen"], self.set_full),
            Selector((x, y0 + 2 * g, w, h), "Animation speed", SPEEDS, speed, self.set_speed,
                     tip=("Animation speed", "How fast enemy turns and bot moves play out. Space skips an animation.", "")),
            Selector((x, y0 + 3 * g, w, h), "Enemy tie-breaks", [("auto", "Automatic (documented rule)"),
                                                                  ("ask", "Ask the active player")],
                     s["tie_break"], lambda v: self.set("tie_break", v),
                     tip=("Tie-breaks", "When a minion is equally near two fighters: follow the documented rule "
                          "(nearest in turn order after the active player) or let the active player choose.",
                          "Minion and Rival Activations")),
            Toggle((x, y0 + 4 * g, w, h), "Hard mode by default", s["hard"], lambda v: self.set("hard", v)),
            Selector((x, y0 + 5 * g, w, h), "Bot for bot seats", [(b, b.title()) for b in sorted(bots.BOTS)],
                     s.get("bot", "random") if s.get("bot") in bots.BOTS else sorted(bots.BOTS)[0],
                     lambda v: self.set("bot", v)),
            Toggle((x, y0 + 6 * g, w, h), "Show where the enemies will move (P)", s.get("preview_moves", True),
                   lambda v: self.set("preview_moves", bool(v)),
                   tip=("Enemy move preview", "In the fighter phase, dashed arrows show where each minion and rival "
                        "will move in the coming nemesis phase, in the colour of the player it goes for. Hovering an "
                        "enemy always shows its own. P toggles it during a game.", "Minion and Rival Activations")),
            Button((x, y0 + 7 * g + 16, 300, 64), "Done", self.done, "primary", key="Esc"),
        ]

    def set(self, key, value):
        self.app.settings[key] = value
        err = store.save_settings(self.app.settings)
        if err:
            self.app.toast(err)

    def set_window(self, v):
        self.set("window", v)
        self.app.apply_window_size()

    def set_full(self, v):
        if bool(v) != bool(self.app.settings.get("fullscreen")):
            self.app.toggle_fullscreen()

    def set_speed(self, v):
        self.set("anim_speed", float(v))

    def done(self):
        if self.back:
            self.app.set_scene(self.back)
            self.back.dirty = True
        else:
            self.app.title()

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.done()
            return True
        return super().handle_event(e)

    def draw(self, surf):
        table(surf)
        heading(surf, "Settings", f"Saved to {store.data_dir() / 'settings.json'}")
        felt_panel(surf, (480, 200, 700, 720))
        tip = self.draw_widgets(surf)
        draw_tip(surf, tip, self.hover)
