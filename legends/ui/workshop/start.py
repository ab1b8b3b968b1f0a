"""The workshop's first screen (title, *Workshop*): a new stage from an empty grid of a chosen size or
from a copy of a box stage, one of the player's own stages to edit, a file to import, or *Set the
table* (the position editor). Every choice with the arrows and Enter, or a controller's d-pad and A."""
from __future__ import annotations

import pygame

from ...content.stages import GRID_MAX
from ...content.own import own_ids
from .model.draft import blank, from_stage
from .model.edits import Editor
from .. import assets, theme
from ..scene import Scene
from ..scenes.common import draw_tip, felt_panel, heading, table
from ..scenes.focus import Focus
from ..widgets import Button, Selector

X, W, H, G = 160, 560, 58, 70


class StartScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        box = app.box
        self.tip_layer = None       # the overlay layer of the last frame drawn with a tooltip (tests)
        self.cols, self.rows = 8, 6
        box_ids = sorted((s for s in box.stages if s not in own_ids(box)), key=lambda s: box.stages[s].name)
        mine = sorted(own_ids(box), key=lambda s: box.stages[s].name)
        self.copy_of = box_ids[0]
        self.mine = mine[0] if mine else None
        self.widgets = [
            Selector((X, 200, 270, H), "Columns", [(n, str(n)) for n in range(2, GRID_MAX[0] + 1)], self.cols,
                     lambda v: setattr(self, "cols", v)),
            Selector((X + 290, 200, 270, H), "Rows", [(n, str(n)) for n in range(2, GRID_MAX[1] + 1)], self.rows,
                     lambda v: setattr(self, "rows", v)),
            Button((X, 200 + G, W, H), "New stage: an empty grid", self.new_blank, "primary", size=24),
            Selector((X, 200 + 2 * G + 20, W, H), "Box stage", [(s, box.stages[s].name) for s in box_ids],
                     self.copy_of, lambda v: setattr(self, "copy_of", v)),
            Button((X, 200 + 3 * G + 20, W, H), "New stage: a copy of it", self.new_copy, size=24),
        ]
        if mine:
            self.widgets += [
                Selector((X, 200 + 4 * G + 40, W, H), "Your stage", [(s, box.stages[s].name) for s in mine],
                         self.mine, lambda v: setattr(self, "mine", v)),
                Button((X, 200 + 5 * G + 40, W, H), "Edit your stage", self.edit_mine, size=24)]
        y = 200 + 6 * G + 60
        self.widgets += [
            Button((X, y, W, H), "Import a stage file", self.import_file, size=24),
            Button((X, y + G, W, H), "Set the table (a position)", self.set_table, "gold", size=24),
            Button((X, y + 2 * G + 20, 260, H), "Back", app.title, "dark", key="Esc"),
        ]
        self.focus = Focus(first=True, enter=True)

    def reopen(self):
        """Back here from the workshop or the table, the lists made anew (a stage saved there is listed)."""
        self.app.set_scene(StartScene(self.app))

    def _open(self, draft):
        from .scene import WorkshopScene
        editor = Editor(draft)
        editor.changed = True
        self.app.set_scene(WorkshopScene(self.app, editor, back=self.reopen))
        return self.app.scene

    def new_blank(self):
        return self._open(blank(self.cols, self.rows, self._free_name("My stage")))

    def new_copy(self):
        stage = self.app.box.stages[self.copy_of]
        return self._open(from_stage(stage, name=self._free_name(f"{stage.name} (mine)")))

    def edit_mine(self):
        scene = self._open(from_stage(self.app.box.stages[self.mine]))
        scene.editor.changed, scene.editor.saved_as = False, self.mine
        return scene

    def _free_name(self, name):
        """A name whose id no stage has yet ("My stage 2" ...)."""
        from .model.draft import stage_id
        out, n = name, 2
        while stage_id(out) in self.app.box.stages:
            out, n = f"{name} {n}", n + 1
        return out

    def import_file(self):
        scene = self.new_blank()
        scene.import_file()

    def set_table(self):
        from .table import TableScene
        self.app.set_scene(TableScene(self.app, back=self.reopen))

    def handle_event(self, e):
        if e.type == pygame.DROPFILE:
            self.new_blank().import_path(e.file)
            return True
        if self.focus.handle(e, self.widgets):
            self.dirty = True
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.app.title()
            return True
        return super().handle_event(e)

    def draw(self, surf):
        table(surf)
        heading(surf, "Workshop", "Build a stage of your own, or set the table for a demo · arrows and Enter · Esc: back")
        r = pygame.Rect(860, 200, 960, 640)
        felt_panel(surf, r, "How it works")
        lines = [
            "A stage is a grid of squares: paint squares in and out of the map, draw walls on their sides",
            "and doors in the walls, mark features, hazards, the point of interest, objective tokens,",
            "the fighters' start and the three spawn locations; choose the objective rule and the loss.",
            "",
            "Every change is checked as `python main.py validate` checks a stage: each problem is ringed",
            "on its square and says what is expected. Save puts the stage in your folder: it appears on the",
            "setup screen and in the gallery, marked (yours). Try it, Demo it and Balance it play it at once.",
            "",
            "Set the table places fighters, enemies, the nemesis and tokens for a position of your own,",
            "saved as a scenario file; Play from here or Demo from here.",
        ]
        for i, line in enumerate(lines):
            surf.blit(assets.text(line, 19, theme.CREAM), (r.x + 24, r.y + 60 + i * 30))
        tip = self.draw_widgets(surf)
        self.focus.draw(surf, self.widgets)
        self.tip_layer = draw_tip(surf, tip, self.hover, self.widgets, kept=self.overlay_kept)     # off the other buttons
