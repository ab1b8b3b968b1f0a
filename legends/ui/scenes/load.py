"""Load a saved game: quick save, the newest autosave of each of the last games, saves/*.json, and
the last finished games (store/autosaves.py). Keys: Up / Down (Home / End, Page Up / Down) choose a
save, Enter loads it (a finished game: its game-over screen, with Watch the replay), W (a
controller's X) watches it in the replay theatre, Esc back."""
from __future__ import annotations

import pygame

from ...store import autosaves, folder
from ...store.saves import describe_save
from .. import assets
from .. import theme
from ..scene import Scene
from ..widgets import Button, ListView
from .common import back_button, heading, table
from .. import gfx


class LoadScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.list = ListView((160, 200, 1600, 700), self.pick, row_h=56, size=22, title="Saved games")
        box = app.box
        names = {k: v.name for k, v in {**box.stages, **box.fighters}.items()}
        items = []
        for path, label, _ in autosaves.list_saves():
            items.append((f"{label:<12}  {describe_save(path, names)}", path, None))
        for path in autosaves.finished_games():      # the last finished games, kept to be watched again
            items.append((f"{'finished':<12}  {describe_save(path, names)}", path, None))
        if not items:
            items = [(f"No saved games yet in {folder.data_dir()}", None, (200, 190, 170))]
        self.list.set_items(items)
        self.widgets = [self.list, back_button(self),
                        Button((1400, 940, 360, 64), "Watch the replay", self.watch, "gold", key="W", size=22,
                               tip="the chosen game again on its table, step by step (the replay theatre)")]
        self.sel = 0 if items[0][1] is not None else None      # the save Enter loads (the newest)

    def watch(self):
        from .theatre import watch_file
        if self.sel is not None:
            watch_file(self.app, self.list.items[self.sel][1], back=lambda: self.app.set_scene(LoadScene(self.app)))

    def pick(self, path):
        """Open the save; a game that had remote seats is hosted again, its invites working (as Continue)."""
        from ..table.scene import show_session
        from ..table.session import open_session
        from .remote_start import continue_hosted
        try:
            opened = open_session(path, self.app.box)
        except Exception as exc:  # noqa: BLE001 -- a broken or foreign file: said, we stay here
            self.app.show_message("Cannot load the game", str(exc) or exc.__class__.__name__)
            return
        if not continue_hosted(self.app, *opened):
            show_session(self.app, *opened)

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.app.title()
            return True
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8,
                 pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
        if e.type == pygame.KEYDOWN and self.sel is not None:
            if e.key in moves:
                self.sel = max(0, min(len(self.list.items) - 1, self.sel + moves[e.key]))
                self.list.show_row(self.sel)
                self.dirty = True
                return True
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.pick(self.list.items[self.sel][1])
                return True
            if e.key in (pygame.K_w, pygame.K_b):        # W, or a controller's X: watch it in the replay theatre
                self.watch()
                return True
        return super().handle_event(e)

    def draw(self, surf):
        table(surf)
        heading(surf, "Load a game", f"Saves are kept in {folder.data_dir()}")
        self.list.draw(surf, self.hover)
        row = self.list.row_rect(self.sel) if self.sel is not None else None
        if row is not None:                 # where the keyboard is: Enter loads it
            gfx.rect(surf, theme.GOLD, row.inflate(6, 4), 3, border_radius=7)
        hint = ("Up / Down: choose  ·  Enter: load  ·  W (a controller's X): watch the replay  ·  Esc: back"
                if self.sel is not None else "Esc: back")
        surf.blit(assets.text(hint, 18, (240, 226, 200), shadow=(20, 10, 0)), (320, theme.H - 76))
        for w in self.widgets[1:]:
            w.draw(surf, self.hover)
