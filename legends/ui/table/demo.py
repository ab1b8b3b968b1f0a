"""Demo mode: bots play whole games one after another; any key or click returns to the title."""
from __future__ import annotations

import pygame

from ...engine import Game
from ...engine.setup import random_setup
from . import hud
from .scene import GameScene

DEMO_BOT = "greedy"          # demo mode: the best bot we have plays every seat


class DemoScene(GameScene):
    demo = True
    keeps_phones = False        # no phones in the demo: the server stops
    phones_kind = None

    def __init__(self, app, stage=None, nemesis=None, players=2, seed=1, speed=1.0):
        self.demo_args = dict(stage=stage, nemesis=nemesis, players=players, seed=seed, speed=speed)
        setup = random_setup(app.box, seed, players, stage, nemesis)
        setup["tie_break"] = "auto"
        game = Game.new(setup, app.box)
        super().__init__(app, game, [DEMO_BOT] * players, speed=speed)

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN or (e.type == pygame.MOUSEBUTTONDOWN and e.button == 1):
            if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
                return False
            self.app.title()
            return True
        if e.type == pygame.MOUSEMOTION:
            self.hover = e.pos
            self.dirty = True
        return False

    def _build_buttons(self):
        super()._build_buttons()
        for b in self.buttons:
            b.visible = False
        self.buttons = []

    def draw_prompt(self, surf, r):
        hud.draw_prompt(self, surf, r, demo=True)     # the banner at its right end, the prompt's words off it

    def game_over(self):
        args = dict(self.demo_args)
        args["seed"] = args["seed"] + 1
        self.app.game_over(self.game, self.seats, demo_next=args)
