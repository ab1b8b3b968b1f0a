"""Import: a file chooser listing the stage and position files where players keep them (the data
folder's imports/ and exports/, Downloads, the Desktop), and a file dropped on the window. Whatever
is picked is read within bounds and checked before anything is built from it (store/own_stages.py,
checkfile.py): a bad file is said in the house lines and hurts nothing."""
from __future__ import annotations

from pathlib import Path

import pygame

from ...store.folder import data_dir
from ..scene import Scene
from ..scenes.common import draw_tip, felt_panel, heading, table
from ..scenes.focus import Focus
from ..widgets import Button
from .. import assets, theme

MOST = 14           # files listed


def places() -> list:
    home = Path.home()
    return [data_dir() / "imports", data_dir() / "exports", data_dir() / "positions", home / "Downloads",
            home / "Desktop"]


def candidates(folders=None) -> list:
    """The .yaml files of those folders, newest first (MOST of them)."""
    found = []
    for folder in folders or places():
        try:
            found += [p for p in folder.glob("*.yaml") if p.is_file()]
        except OSError:
            continue
    try:
        found.sort(key=lambda p: -p.stat().st_mtime)
    except OSError:
        pass
    return found[:MOST]


class ChooserScene(Scene):
    """The files to import; Enter (A) takes one, Esc (B) goes back. A file dropped here is taken too."""

    def __init__(self, app, back, on_pick, what="a stage or position file"):
        super().__init__(app)
        self.back, self.on_pick, self.what = back, on_pick, what
        self.files = candidates()
        self.buttons = [Button((60, 190 + i * 58, 1100, 50), f"{p.name}   ({p.parent})", lambda p=p: self.pick(p), size=18)
                        for i, p in enumerate(self.files)]
        self.buttons.append(Button((60, 190 + max(3, len(self.files)) * 58 + 20, 220, 56), "Back", self.leave, "dark", key="Esc"))
        self.widgets = list(self.buttons)
        self.focus = Focus(first=True, enter=True)

    def pick(self, path):
        self.app.set_scene(self.back)
        self.back.dirty = True
        self.on_pick(Path(path))

    def leave(self):
        self.app.set_scene(self.back)
        self.back.dirty = True

    def handle_event(self, e):
        if e.type == pygame.DROPFILE:
            self.pick(e.file)
            return True
        if self.focus.handle(e, self.buttons):
            self.dirty = True
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.leave()
            return True
        return super().handle_event(e)

    def draw(self, surf):
        table(surf)
        heading(surf, "Import", f"Choose {self.what}, or drop one on the window · Enter: take it · Esc: back")
        if not self.files:
            felt_panel(surf, (60, 180, 1100, 120))
            where = ", ".join(str(p) for p in places()[:2])
            surf.blit(assets.fit_text(f"No .yaml file found. Put one in {where}, or drop it here.", 1060, 20,
                                      theme.CREAM), (80, 220))
        tip = self.draw_widgets(surf)
        self.focus.draw(surf, self.buttons)
        draw_tip(surf, tip, self.hover, self.widgets, kept=self.overlay_kept)      # off the other files' rows
