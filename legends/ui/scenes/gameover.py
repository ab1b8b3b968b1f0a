"""Game over: win or loss and why, turns played, enemies defeated per fighter; new game / title."""
from __future__ import annotations

import pygame

from .. import assets as A
from .. import theme as T
from ..scene import Scene, chorded
from ..paint import blit_center, panel, standee
from ..widgets import Button
from .common import draw_tip, table


class GameOverScene(Scene):
    def __init__(self, app, game, seats, demo_next=None):
        super().__init__(app)
        self.game = game
        self.seats = seats
        self.demo_next = demo_next
        self.timer = 0.0
        x = T.W // 2
        self.widgets = [
            Button((x - 480, 900, 300, 72), "New game", self.new_game, "primary", size=26, key="N"),
            Button((x - 150, 900, 300, 72), "Play again", self.again, "gold", size=24, key="R",
                   tip=("Play again", "Same stage, fighters and enemies with a new seed.", "")),
            Button((x + 180, 900, 300, 72), "Back to title", self.app.title, "dark", size=24, key="Esc"),
        ]

    def new_game(self):
        from .setup import SetupScene
        self.app.set_scene(SetupScene(self.app, base=self.game.view.setup.thaw(), seats=self.seats))

    def again(self):
        from ...engine import Game
        from ..table import GameScene
        setup = self.game.view.setup.thaw()
        setup["seed"] = int(setup.get("seed", 0)) + 1
        try:
            game = Game.new(setup, self.app.box)
        except Exception as exc:
            self.app.show_message("Cannot start", str(exc))
            return
        self.app.set_scene(GameScene(self.app, game, self.seats))

    def busy(self):
        return self.demo_next is not None

    def update(self, dt):
        if self.demo_next is not None:
            self.timer += dt
            if self.timer > 4.0:
                from ..table import DemoScene
                self.app.set_scene(DemoScene(self.app, **self.demo_next))

    def handle_event(self, e):
        if self.demo_next is not None:
            if e.type == pygame.KEYDOWN or (e.type == pygame.MOUSEBUTTONDOWN and e.button == 1):
                self.app.title()
                return True
            return False
        if e.type == pygame.KEYDOWN and not chorded(e):
            if e.key == pygame.K_ESCAPE:
                self.app.title()
                return True
            if e.key == pygame.K_n:
                self.new_game()
                return True
            if e.key == pygame.K_r:
                self.again()
                return True
        return super().handle_event(e)

    def draw(self, surf):
        g = self.game
        table(surf)
        v = g.view
        res = v.result or {"winner": "none", "reason": "The game was stopped.", "turns": v.turn}
        win = res["winner"] == "fighters"
        panel(surf, (260, 60, T.W - 520, 800), (34, 26, 24), T.GOLD if win else (200, 60, 50), 20, 4, True, alpha=240)
        title = "VICTORY!" if win else "DEFEAT"
        t = A.text(title, 110, (255, 214, 64) if win else (236, 70, 50), True, kind="title", shadow=(0, 0, 0))
        blit_center(surf, t, (T.W // 2, 150))
        blit_center(surf, A.fit_text(res["reason"], T.W - 640, 30, T.CREAM, True), (T.W // 2, 240))
        stats = v.stats
        sub = (f"{g.stage.name}  ·  nemesis {g.nem.name}  ·  {g.group.name}  ·  turns played: {res.get('turns', v.turn)}"
               f"  ·  attacks: {stats.get('attacks', 0)}  ·  dice rolled: {stats.get('dice_rolled', 0)}")
        blit_center(surf, A.fit_text(sub, T.W - 640, 22, (230, 210, 180)), (T.W // 2, 290))
        n = v.seats
        w = min(330, (T.W - 600) // n)
        x0 = T.W // 2 - (n * w + (n - 1) * 20) // 2
        defeated = stats.get("enemies_defeated") or [0] * n
        for i, f in enumerate(v.fighters()):
            fi = g.box.fighters[f["id"]]
            r = pygame.Rect(x0 + i * (w + 20), 340, w, 500)
            panel(surf, r, (50, 40, 36), T.SEAT_COLORS[i % 4], 14, 3, True)
            img = standee({"kind": "fighter", "label": fi.name.upper(), "color": T.hex_color(fi.color),
                           "ring": T.SEAT_COLORS[i % 4], "tag": f"P{i + 1}"}, 150)
            blit_center(surf, img, (r.centerx, r.y + 100))
            blit_center(surf, A.fit_text(fi.name, r.w - 20, 30, T.WHITE, True), (r.centerx, r.y + 200))
            ctrl = "Human" if self.seats[i] == "human" else f"Bot ({self.seats[i]})"
            blit_center(surf, A.text(ctrl, 18, (210, 190, 160)), (r.centerx, r.y + 232))
            blit_center(surf, A.text("ENEMIES DEFEATED", 18, (214, 176, 100), True), (r.centerx, r.y + 280))
            blit_center(surf, A.text(str(defeated[i] if i < len(defeated) else 0), 72, T.GOLD, True), (r.centerx, r.y + 340))
            blit_center(surf, A.text(f"Round {f['round']} · health {f['health']}/{v.max_health} · EX {f['ex']}", 18, T.CREAM),
                        (r.centerx, r.y + 410))
            ups = len(f["upgraded"])
            blit_center(surf, A.text(f"{ups} of {len(fi.abilities)} abilities upgraded", 18, T.CREAM), (r.centerx, r.y + 440))
        if self.demo_next is not None:
            blit_center(surf, A.text("Demo: the next game starts in a moment - any key returns to the title", 24,
                                     T.CREAM, True, shadow=(0, 0, 0)), (T.W // 2, 940))
        else:
            draw_tip(surf, self.draw_widgets(surf), self.hover)
