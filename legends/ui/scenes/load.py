"""Load a saved game: quick save, the newest autosave of each of the last games, saves/*.json."""
from __future__ import annotations

import pygame

from ...engine import autosaves, store
from ..scene import Scene
from ..widgets import ListView
from .common import back_button, heading, table


class LoadScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.list = ListView((160, 200, 1600, 700), self.pick, row_h=56, size=22, title="Saved games")
        box = app.box
        names = {k: v.name for k, v in {**box.stages, **box.fighters}.items()}
        items = []
        for path, label, _ in autosaves.list_saves():
            items.append((f"{label:<12}  {store.describe_save(path, names)}", path, None))
        if not items:
            items = [(f"No saved games yet in {store.data_dir()}", None, (200, 190, 170))]
        self.list.set_items(items)
        self.widgets = [self.list, back_button(self)]

    def pick(self, path):
        from ..table import load_game_file
        load_game_file(self.app, path)

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.app.title()
            return True
        return super().handle_event(e)

    def draw(self, surf):
        table(surf)
        heading(surf, "Load a game", f"Saves are kept in {store.data_dir()}")
        self.list.draw(surf, self.hover)
        for w in self.widgets[1:]:
            w.draw(surf, self.hover)
