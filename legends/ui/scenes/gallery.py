"""Stage gallery: each stage's map (set up for play), setup and rules text."""
from __future__ import annotations

import pygame

from ...content import catalog
from ...content.own import shown_name      # the player's own stages marked (setup imports it from here too)
from .. import assets
from .. import rules_text
from .. import theme
from ..scene import Scene
from ..paint import text_block
from ..table.map import MapView
from ..render import draw_map, preview_game, setup_for
from ..widgets import Button
from . import difficulty
from .common import back_button, draw_tip, felt_panel, heading, table
from .. import gfx


def stage_text(stage) -> list:
    """(heading, text) blocks: flavor, setup, point of interest, rules, loss."""
    out = [("", stage.flavor)]
    out.append(("Setup", stage.setup_text))
    poi = stage.poi_effect
    out.append((f"Point of interest: {stage.poi_name}", poi.text or rules_text.effect_text(poi.effect, poi.args)))
    for r in stage.rules:
        out.append(("Stage rule", r.text or rules_text.effect_text(r.effect, r.args)))
    out.append(("Special loss condition", stage.loss.text or rules_text.effect_text(stage.loss.effect, stage.loss.args)))
    spawns = ", ".join(f"{n}: {sp}" for n, sp in stage.spawns)
    tokens = (catalog.plural(len(stage.objectives), "objective token")
              + (" (hidden)" if stage.objectives_hidden else "")) if stage.objectives else "No objective tokens"
    out.append(("Map", f"Start {stage.start}. Spawn locations {spawns}. {tokens}."))
    return out


class GalleryScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.ids = sorted(app.box.stages, key=lambda s: app.box.stages[s].name)
        self.index = 0
        self.cache = {}
        self.labels = difficulty.labels_of(app)      # the stages' measured labels (presentation only)
        self.stage_buttons = []
        width = 268 if self.labels.stages else 380  # room for the marks of 1-4 players beside each button
        step = min(70, 840 // max(1, len(self.ids)))        # the player's own stages too: all on the screen
        for i, sid in enumerate(self.ids):
            b = Button((60, 170 + i * step, width, step - 10), shown_name(app.box, sid), lambda i=i: self.select(i),
                       size=20 if step >= 50 else 16,
                       tip=difficulty.stage_summary_tip(self.labels, app.box.stages[sid]))
            self.stage_buttons.append(b)
        self.table_btn = Button((300, 984, 300, 60), "Set the table", self.set_table, key="T",
                                tip=("Set the table", "A position of your own on this stage (the workshop's "
                                     "position editor).", ""))
        self.widgets = self.stage_buttons + [back_button(self), self.table_btn]
        self.view = None
        self.label_hots = []
        self.select(0)

    def select(self, i):
        self.index = i % len(self.ids)
        sid = self.ids[self.index]
        for j, b in enumerate(self.stage_buttons):
            b.style = "gold" if j == self.index else "wood"
        stage = self.app.box.stages[sid]
        self.view = MapView(stage, pygame.Rect(470, 150, 900, 860))
        if sid not in self.cache:
            self.cache[sid] = preview_game(self.app.box, setup_for(self.app.box, sid, 2))
        self.dirty = True

    def set_table(self):
        from ..workshop.table import TableScene
        app = self.app
        self.app.set_scene(TableScene(app, back=lambda: app.set_scene(GalleryScene(app)), stage=self.ids[self.index]))

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_ESCAPE:
                self.app.title()
                return True
            if e.key == pygame.K_t:
                self.set_table()
                return True
            back = e.key == pygame.K_TAB and (getattr(e, "mod", 0) | pygame.key.get_mods()) & pygame.KMOD_SHIFT
            if e.key in (pygame.K_DOWN, pygame.K_RIGHT) or (e.key == pygame.K_TAB and not back):
                self.select(self.index + 1)
                return True
            if e.key in (pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
                self.select(self.index - 1)
                return True
        return super().handle_event(e)

    def draw(self, surf):
        table(surf)
        sid = self.ids[self.index]
        stage = self.app.box.stages[sid]
        heading(surf, "Stage gallery", f"{len(self.ids)} stages · arrows or Tab to browse · hover the map for rules · Esc: back")
        game = self.cache[sid]
        obj_hots = draw_map(surf, self.view, game)
        r = pygame.Rect(1390, 150, 500, 860)
        felt_panel(surf, r)
        y = r.y + 16
        surf.blit(assets.fit_text(stage.name, r.w - 36, 32, theme.GOLD, True, kind="title"), (r.x + 18, y))
        y += 50
        y, label_hots = difficulty.draw_players_grid(surf, self.labels, stage, (r.x + 18, y, r.w - 36))
        for head, body in stage_text(stage):
            if head:
                surf.blit(assets.text(head.upper(), 16, (255, 190, 110), True), (r.x + 18, y))
                y += 22
            y = text_block(surf, body, (r.x + 18, y, r.w - 36, 400), 18, theme.CREAM if head else (230, 214, 190))
            y += 12
        label_hots += difficulty.draw_legend(surf, self.labels, (60, 134))
        for b, sid in zip(self.stage_buttons, self.ids):        # 1-4 players' marks beside each stage
            label_hots += difficulty.draw_marks(surf, self.labels, self.app.box.stages[sid],
                                                (b.rect.right + 10, b.rect.y + 15))
        self.label_hots = label_hots            # the chips' and marks' tips (tests read them)
        tip = self.draw_widgets(surf)
        tip = self.hot_tip(label_hots) or tip or self.hot_tip(self.view.hots + obj_hots)
        gfx.rect(surf, theme.GOLD, self.stage_buttons[self.index].rect.inflate(10, 10), 3, border_radius=10)
        self.tip_layer = draw_tip(surf, tip, self.hover, self.widgets, kept=self.overlay_kept)    # off every other widget
