"""Game over: win or loss and why, how close it was (the nemesis health track, the objectives, the
stage's loss condition and the rounds: closeness.py, from game.view), turns played, enemies
defeated per fighter; Play again (same setup, new shuffle), New game (back to setup), title."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from ..scene import Scene, chorded
from ..paint import blit_center, panel, standee, text_block
from ..paint.standees import band_label
from ..widgets import Button
from . import closeness
from .common import draw_tip, table
from .focus import Focus
from .. import gfx
from ..screen import FIXED
from ..table import claims

W = FIXED[0]
CLOSE = pygame.Rect(240, 262, W - 480, 200)   # the three closeness boxes (grown where their text needs it)
TEXT_AT, TEXT_FOOT = 118, 8     # a box's text: from this far under its top to this far above its foot
BOARDS = (484, 376)             # the fighters' boards: top and height (less what the boxes grew by)
MOST_GROWN = 64                 # the boxes grow by at most this (the boards squeezed by as much)
FREE_GROWTH = 20                # what the boards' foot spares: the boxes grow by this before their text shrinks
BOARD_TEXT = (140, 332)         # a board's rows between these are squeezed when it is shorter
BUTTONS_Y, DEMO_Y = 900, 940

TIPS = closeness.button_tips()
TIP_W = 900         # the buttons' tips wrap to one or two lines: under the buttons, by the one hovered
DEMO_LINE = "Demo: the next game starts in a moment - W watches this one again, any other key returns to the title"
SUBTITLES = {"new": "back to setup, to change anything", "again": "same setup, new shuffle",
             "watch": "the replay theatre", "title": ""}


SETTLE = 1.5     # seconds the result is shown before a key leaves it: a player pressing Enter through the
#                 last nemesis phase saw the next game's setup, never the result (issue 26's fifth pass)
HASTY = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)   # the keys pressed to keep a game moving (the
#                 arrows, a button's own letter and Esc are taken at once: a choice, not a habit)


class GameOverScene(Scene):
    phones_kind = "over"        # invited phones stay: they show the result, then the next game (phones/tv.py)

    @property
    def keeps_phones(self) -> bool:
        return self.demo_next is None
    def __init__(self, app, game, seats, demo_next=None):
        super().__init__(app)
        self.game = game
        self.seats = seats
        self.demo_next = demo_next
        self.timer = 0.0
        x = FIXED[0] // 2         # the menus' canvas (this scene is made while the table's is on screen)
        self.widgets = [
            Button((x - 590, 900, 280, 72), "New game", self.new_game, "primary", size=26, key="N", tip=TIPS["new"]),
            Button((x - 290, 900, 280, 72), "Play again", self.again, "gold", size=24, key="R", tip=TIPS["again"]),
            Button((x + 10, 900, 280, 72), "Watch the replay", self.watch, "gold", size=22, key="W",
                   tip=TIPS["watch"]),
            Button((x + 310, 900, 280, 72), "Back to title", self.app.title, "dark", size=24, key="Esc",
                   tip=TIPS["title"]),
        ]
        self.subtitles = list(zip(self.widgets, ("new", "again", "watch", "title")))
        self.focus = Focus(first=True, enter=True, across=True)    # on New game; arrows move, Enter takes it
        self.tip_layer = None       # the overlay layer of the frame drawn last, when it holds a tooltip

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

    def watch(self):
        """The replay theatre, from the start; Esc comes back here."""
        from .theatre import TheatreScene
        game, seats = self.game, self.seats
        self.app.set_scene(TheatreScene(self.app, game, seats, back=lambda: self.app.game_over(game, seats)))

    def busy(self):
        return self.demo_next is not None

    def update(self, dt):
        self.timer += dt
        if self.demo_next is not None:
            if self.timer > 4.0:
                from ..table import DemoScene
                self.app.set_scene(DemoScene(self.app, **self.demo_next))

    def handle_event(self, e):
        if self.demo_next is not None:
            if e.type == pygame.KEYDOWN and e.key == pygame.K_w:
                self.watch()                # the demo's game watched again; Esc comes back here
                return True
            if e.type == pygame.KEYDOWN or (e.type == pygame.MOUSEBUTTONDOWN and e.button == 1):
                self.app.title()
                return True
            return False
        if e.type == pygame.KEYDOWN and e.key in HASTY and self.timer < SETTLE:     # (a pad's A comes as Enter)
            self.app.toast("Key not taken: the result first; press it again to go on", 2.0, fold="result",
                           short="Key not taken")
            return True
        if self.focus.handle(e, self.widgets):
            self.dirty = True
            return True
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
            if e.key == pygame.K_w:
                self.watch()
                return True
        return super().handle_event(e)

    def draw(self, surf):
        g = self.game
        table(surf)
        v = g.view
        res = v.result or {"winner": "none", "reason": "The game was stopped.", "turns": v.turn}
        win = res["winner"] == "fighters"
        panel(surf, (200, 34, theme.W - 400, 846), (34, 26, 24), theme.GOLD if win else (200, 60, 50), 20, 4, True, alpha=240)
        title = "VICTORY!" if win else "DEFEAT"
        t = assets.text(title, 96, (255, 214, 64) if win else (236, 70, 50), True, kind="title", shadow=(0, 0, 0))
        blit_center(surf, t, (theme.W // 2, 110))
        blit_center(surf, assets.fit_text(res["reason"], theme.W - 560, 30, theme.CREAM, True), (theme.W // 2, 186))
        stats = v.stats
        sub = (f"{g.stage.name}  ·  nemesis {g.nem.name}  ·  {g.group.name}  ·  turns played: {res.get('turns', v.turn)}"
               f"  ·  attacks: {stats.get('attacks', 0)}  ·  dice rolled: {stats.get('dice_rolled', 0)}")
        blit_center(surf, assets.fit_text(sub, theme.W - 560, 22, (230, 210, 180)), (theme.W // 2, 228))
        area, sizes = self.closeness_area()
        self.draw_closeness(surf, area, sizes)
        self.draw_fighters(surf, area.bottom + BOARDS[0] - CLOSE.bottom, BOARDS[1] - (area.h - CLOSE.h))
        if self.demo_next is not None:
            blit_center(surf, assets.text(DEMO_LINE, 24, theme.CREAM, True, shadow=(0, 0, 0)), (theme.W // 2, DEMO_Y))
            return
        for b, k in self.subtitles:
            if SUBTITLES[k]:
                blit_center(surf, assets.text(SUBTITLES[k], 18, (236, 214, 180), italic=True, shadow=(0, 0, 0)),
                            (b.rect.centerx, b.rect.bottom + 18))
        tip = self.draw_widgets(surf)
        self.focus.draw(surf, self.widgets)     # the gold ring where the keyboard is (its subtitle says what it does)
        self.tip_layer = draw_tip(surf, tip, self.hover, self.widgets, layer=self.claims_layer(), max_w=TIP_W)

    def overlay_claims(self):
        """The layer the toasts keep off (app.draw_toasts): this frame's, with its tooltip, if one was drawn."""
        return self.tip_layer or self.claims_layer()

    def claims_layer(self):
        """What toasts and tooltips keep off (table/claims.py): the title band (the big word light,
        the reason and the game's line), the closeness boxes, the fighters' boards, the buttons and
        the lines under them (or the demo's line); toasts go under the buttons first, then over
        the big word."""
        area, _ = self.closeness_area()
        top, h = area.bottom + BOARDS[0] - CLOSE.bottom, BOARDS[1] - (area.h - CLOSE.h)
        more = [("title", (W // 2 - 360, 60, 720, 100), claims.LIGHT), ("reason", (280, 166, W - 560, 40), claims.MEDIUM),
                ("game line", (280, 212, W - 560, 32), claims.LIGHT)]
        more += [(f"closeness {i + 1}", r, claims.MEDIUM) for i, r in enumerate(self.boxes(area))]
        more += [(f"fighter {i + 1}", r, claims.MEDIUM) for i, r in enumerate(self.board_rects(top, h))]
        if self.demo_next is not None:
            more.append(("demo line", (W // 2 - 800, DEMO_Y - 22, 1600, 44), claims.MEDIUM))
        else:
            more += [(f"subtitle {k}", (b.rect.x, b.rect.bottom + 6, b.rect.w, 26), claims.LIGHT)
                     for b, k in self.subtitles if SUBTITLES[k]]
        layer = claims.menu_layer((0, 0, *FIXED), () if self.demo_next is not None else self.widgets, more,
                                  self.overlay_kept)
        layer.toast_areas = [("bottom", pygame.Rect(0, 0, W, FIXED[1] - 4)), ("top", pygame.Rect(0, 40, W, 0)),
                             ("centre", layer.bounds)]
        return layer

    @staticmethod
    def boxes(area) -> list:
        w = (area.w - 40) // 3
        return [pygame.Rect(area.x + i * (w + 20), area.y, w, area.h) for i in range(3)]

    def summaries(self) -> list:
        g = self.game
        return [("NEMESIS HEALTH TRACK", closeness.track_summary(g)), ("OBJECTIVES", closeness.objective_summary(g)),
                ("LOSS CONDITION", closeness.loss_summary(g))]

    def closeness_area(self):
        """(the boxes' area, each box's text size): every text whole (wrapped, never cut), at 16 px or
        smaller down to assets.MIN_TEXT, the boxes grown by what the boards' foot spares (FREE_GROWTH)
        first; where even 12 px needs more, they grow further (at most MOST_GROWN: the fighters'
        boards below give up as much, their rows closer)."""
        tw, room = self.boxes(CLOSE)[0].w - 32, CLOSE.h - TEXT_AT - TEXT_FOOT
        sizes, grow = [], 0
        for _, info in self.summaries():
            need = 0
            for size in range(16, assets.MIN_TEXT - 1, -1):
                need = len(assets.wrap(info["text"], tw, size)) * assets.font(size).get_linesize()
                if need <= room + FREE_GROWTH:
                    break
            sizes.append(size)
            grow = max(grow, need - room)
        return pygame.Rect(CLOSE.x, CLOSE.y, CLOSE.w, CLOSE.h + min(grow, MOST_GROWN)), sizes

    def draw_closeness(self, surf, area, sizes):
        """Three boxes: the nemesis health track, the objectives, the loss condition and rounds."""
        boxes = self.boxes(area)
        blit_center(surf, assets.text("HOW CLOSE IT WAS", 15, (214, 176, 100), True), (area.centerx, area.y - 2))
        (_, tr), (_, ob), (_, lo) = infos = self.summaries()
        for r, (label, info), size in zip(boxes, infos, sizes):
            edge = (255, 120, 90) if info.get("ended") else (120, 92, 60)
            panel(surf, r.inflate(0, -12).move(0, 6), (50, 40, 36), edge, 12, 3 if info.get("ended") else 2, True)
            surf.blit(assets.text(label, 14, (214, 176, 100), True), (r.x + 16, r.y + 14))
            surf.blit(assets.fit_text(info["head"], r.w - 32, 24, theme.WHITE, True), (r.x + 16, r.y + 34))
            body = (r.x + 16, r.y + TEXT_AT, r.w - 32, r.h - TEXT_AT - TEXT_FOOT)
            text_block(surf, info["text"], body, size, theme.CREAM, max_lines=body[3] // assets.font(size).get_linesize())
        self.draw_track(surf, pygame.Rect(boxes[0].x + 16, boxes[0].y + 68, boxes[0].w - 32, 44), tr)
        self.draw_tokens(surf, pygame.Rect(boxes[1].x + 16, boxes[1].y + 68, boxes[1].w - 32, 44), ob)
        self.draw_meter(surf, pygame.Rect(boxes[2].x + 16, boxes[2].y + 74, boxes[2].w - 32, 30), lo)

    @staticmethod
    def draw_track(surf, r, tr):
        n = len(tr["track"])
        cw = min(60, (r.w - (n - 1) * 6) // max(1, n))
        for i, need in enumerate(tr["track"]):
            c = pygame.Rect(r.x + i * (cw + 6), r.y, cw, r.h)
            dealt = tr["defeated"] or (tr["at"] is not None and i < tr["at"])
            if dealt and i >= tr["start"]:
                fill, fg = (150, 50, 40), theme.WHITE          # damage dealt
            elif i < tr["start"]:
                fill, fg = (70, 60, 54), (150, 140, 130)   # not used with this many players
            else:
                fill, fg = (236, 224, 200), theme.INK          # still to go
            gfx.rect(surf, fill, c, border_radius=6)
            if i == tr["at"] and not tr["defeated"]:
                gfx.rect(surf, theme.GOLD, c.inflate(6, 6), 4, border_radius=8)
            blit_center(surf, assets.text(str(need), 22, fg, True), c.center)

    @staticmethod
    def draw_tokens(surf, r, ob):
        colors = {"defused": (90, 170, 90), "scored": (90, 170, 90), "destroyed": (200, 60, 50),
                  "lost": (200, 60, 50), "on": (236, 224, 200)}
        for i, st in enumerate(ob.get("states", [])[:10]):
            c = (r.x + 22 + i * 48, r.centery)
            gfx.circle(surf, colors.get(st, (150, 150, 150)), c, 19)
            gfx.circle(surf, theme.INK, c, 19, 2)
            x, y = c
            if st in ("defused", "scored"):
                gfx.lines(surf, theme.WHITE, False, [(x - 9, y), (x - 3, y + 7), (x + 9, y - 7)], 4)
            elif st in ("destroyed", "lost"):
                gfx.line(surf, theme.WHITE, (x - 8, y - 8), (x + 8, y + 8), 4)
                gfx.line(surf, theme.WHITE, (x - 8, y + 8), (x + 8, y - 8), 4)

    @staticmethod
    def draw_meter(surf, r, lo):
        now, limit = lo["now"], lo["limit"]
        if now is None or not limit:
            return
        gfx.rect(surf, (70, 60, 54), r, border_radius=8)
        frac = max(0.0, min(1.0, now / limit))
        if frac > 0:
            gfx.rect(surf, (200, 60, 50) if lo["ended"] else (220, 150, 60),
                             (r.x, r.y, max(12, int(r.w * frac)), r.h), border_radius=8)
        gfx.rect(surf, (120, 92, 60), r, 2, border_radius=8)

    def board_rects(self, y, h) -> list:
        n = self.game.view.seats
        w = min(330, (W - 560) // n)
        x0 = W // 2 - (n * w + (n - 1) * 20) // 2
        return [pygame.Rect(x0 + i * (w + 20), y, w, h) for i in range(n)]

    def draw_fighters(self, surf, y, h):
        g, v = self.game, self.game.view
        n = v.seats
        defeated = v.stats.get("enemies_defeated") or [0] * n
        a, b = BOARD_TEXT
        k = min(1.0, (h - 24 - a) / (b - a))          # a shorter board: its rows under the name closer

        def at(dy):
            return int(a + (dy - a) * k) if dy > a else dy
        banded = portrait_labels([g.box.fighters[f["id"]].name for f in v.fighters()])
        for (i, f), r in zip(enumerate(v.fighters()), self.board_rects(y, h)):
            fi = g.box.fighters[f["id"]]
            panel(surf, r, (50, 40, 36), theme.SEAT_COLORS[i % 4], 14, 3, True)
            img = standee({"kind": "fighter", "label": banded[i], "color": theme.hex_color(fi.color),
                           "ring": theme.SEAT_COLORS[i % 4], "tag": f"P{i + 1}"}, PORTRAIT)
            blit_center(surf, img, (r.centerx, r.y + 66))
            blit_center(surf, assets.fit_text(fi.name, r.w - 20, 28, theme.WHITE, True), (r.centerx, r.y + 140))
            ctrl = "Human" if self.seats[i] == "human" else f"Bot ({self.seats[i]})"
            blit_center(surf, assets.text(ctrl, 17, (210, 190, 160)), (r.centerx, r.y + at(168)))
            blit_center(surf, assets.text("ENEMIES DEFEATED", 16, (214, 176, 100), True), (r.centerx, r.y + at(200)))
            blit_center(surf, assets.text(str(defeated[i] if i < len(defeated) else 0), 56, theme.GOLD, True),
                        (r.centerx, r.y + at(248)))
            blit_center(surf, assets.text(f"Round {f['round']} · health {f['health']}/{v.max_health} · EX {f['ex']}", 18,
                                     theme.CREAM), (r.centerx, r.y + at(302)))
            blit_center(surf, assets.text(f"{len(f['upgraded'])} of {len(fi.abilities)} abilities upgraded", 18, theme.CREAM),
                        (r.centerx, r.y + at(332)))


PORTRAIT = 110      # a fighter card's standee


def portrait_labels(names) -> list:
    """The names on the fighter cards' standees: each whole on its band, or none at all (the name is
    written under every portrait): Dhalsim's read "DHA" beside a whole BIRDIE, BLANKA and CHUN-LI
    (issue 26's sixth pass)."""
    labels = [n.upper() for n in names]
    whole = all((band_label(t, PORTRAIT) or ("",))[0] == t for t in labels)
    return labels if whole else [""] * len(labels)
