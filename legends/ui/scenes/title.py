"""Title: new game, continue (the newest autosave that loads), load, stage gallery, settings, quit."""
from __future__ import annotations

import math
import zlib
from pathlib import Path

import pygame

from ... import bots  # noqa: F401  (ui -> bots dependency direction)
from .. import assets
from ...store import autosaves, folder
from .. import theme
from ..scene import Scene, chorded
from ..widgets import Button
from .common import draw_tip, table
from .. import drawn, woodcache
from .focus import Focus
from .. import gfx


def continue_tip(box) -> str:
    """Continue's tip: which game it resumes, from the autosave it reads first (its stage, fighters
    and turn: "Resume Ayutthaya Ruins, Ryu & Chun-Li, turn 4 (the last autosave)."; issue 26)."""
    game = autosaves.continue_summary()
    stage = game and box.stages.get(game["stage"])
    fighters = [box.fighters.get(f) for f in game["fighters"]] if game else []
    if not stage or not fighters or None in fighters:     # a file this box cannot name: say less
        return "Resume the last autosaved game."
    names = [f.name for f in fighters]
    who = " & ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " & " + names[-1]
    turn = f", turn {game['turn']}" if game["turn"] else ""
    return f"Resume {stage.name}, {who}{turn} (the last autosave)."


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        x, y, w, h, g = 160, 350, 440, 58, 10
        self.folder_note = folder.open_folder()      # the folder's lock; dead copies' temporary files
        has_auto = bool(autosaves.continue_candidates())
        rows = [("New game", self.new_game, "primary", 30, True, None),
                ("Continue", self.cont, "gold", 28, has_auto,
                 ("Continue", continue_tip(app.box) if has_auto else "No autosave yet.", "")),
                ("Learn to play", self.learn, "wood", 26, True,
                 ("Learn to play", "Six short lessons on the real table, one rule each: moving and attacking, "
                                   "dice and EX, the combo meter, blocking, the nemesis phase and deck.", "")),
                ("Load game", self.load, "wood", 26, True, None),
                ("Join a game", self.join, "wood", 26, True,
                 ("Join a game", "Play a seat of a game hosted on another machine: paste the invite its host "
                                 "sent you.", "")),
                ("Stage gallery", self.gallery, "wood", 26, True, None),
                ("Workshop", self.workshop, "wood", 26, True,
                 ("Workshop", "Build a stage of your own, square by square, or set the table for a demo.", "")),
                ("Settings", self.settings, "wood", 26, True, None),
                ("Quit", self.ask_quit, "dark", 26, True, None)]    # asks too: Up wraps from New game to Quit
        self.buttons = [Button((x, y + i * (h + g), w, h), label, act, style, size=size, enabled=on, tip=tip)
                        for i, (label, act, style, size, on, tip) in enumerate(rows)]
        self.widgets = list(self.buttons)
        self.focus = Focus(first=True, enter=True)     # on New game: Enter again and again starts a game
        self.t = 0.0

    def new_game(self):
        from .setup import SetupScene
        self.app.set_scene(SetupScene(self.app))

    def on_enter(self):
        moved = folder.moved_note()                  # an earlier version's folder moved (or left): said once
        if moved:
            self.app.toast(moved, 12.0)
        if self.folder_note and not getattr(self.app, "folder_note_shown", False):
            self.app.folder_note_shown = True
            heading = "The save folder cannot be used" if folder.folder_problem() else "The save folder is in use"
            self.app.show_message(heading, self.folder_note)

    def cont(self):
        """The newest autosave that loads: autosave.json, else the newest slot of any game."""
        from ..table.scene import show_session
        from ..table.session import open_session
        path, opened, problems = autosaves.newest_loadable(lambda p: open_session(p, self.app.box))
        if path is None:
            self.app.show_message("Cannot continue", "No autosave loads: " + "; ".join(problems[:3]))
            return
        from .remote_start import continue_hosted
        if not continue_hosted(self.app, *opened):   # a hosted game is hosted again (issue 28)
            show_session(self.app, *opened)      # the save read and replayed once
        if problems:
            self.app.toast(f"The last autosave did not load ({problems[0]}); continued from {path.name}", 8.0)

    def learn(self):
        from .lessons import LessonsScene
        self.app.set_scene(LessonsScene(self.app))

    def join(self):
        from .join import JoinScene
        self.app.set_scene(JoinScene(self.app))

    def load(self):
        from .load import LoadScene
        self.app.set_scene(LoadScene(self.app))

    def gallery(self):
        from .gallery import GalleryScene
        self.app.set_scene(GalleryScene(self.app))

    def workshop(self):
        from ..workshop.start import StartScene
        self.app.set_scene(StartScene(self.app))

    def settings(self):
        from .settings import SettingsScene
        self.app.set_scene(SettingsScene(self.app))

    def quit(self):
        self.app.running = False

    def ask_quit(self):
        """Esc, Q or the Quit button: a key pressed by mistake must not close the app (playtest: Up from
        New game wraps to Quit, and Enter closed the window); Enter confirms, Esc stays."""
        self.app.show_message("Quit Legends?", "Close the window and leave the game?",
                              lambda choice: self.quit() if choice == "quit" else None,
                              buttons=(("Quit", "quit"), ("Stay", None)))

    def handle_event(self, e):
        if self.focus.handle(e, self.buttons):            # Up / Down / Tab move, Enter / Space take it
            self.dirty = True
            return True
        if e.type == pygame.KEYDOWN and not chorded(e):  # Ctrl+C is not C (Continue)
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n):
                self.new_game()
                return True
            if e.key == pygame.K_c and self.buttons[1].enabled:
                self.cont()
                return True
            if e.key == pygame.K_l:
                self.learn()
                return True
            if e.key == pygame.K_w:
                self.workshop()
                return True
            if e.key == pygame.K_j:
                self.join()
                return True
            if e.key == pygame.K_ESCAPE or e.key == pygame.K_q:
                self.ask_quit()
                return True
        return super().handle_event(e)

    def draw(self, surf):
        surf.blit(backdrop(self.app.box), (0, 0))
        for w in self.buttons:
            w.draw(surf, self.hover)
        tip = None
        if self.hover:
            for w in self.buttons:
                if w.tip and w.rect.collidepoint(self.hover):
                    tip = w.tip
        focused = self.focus.draw(surf, self.buttons)      # the gold ring where the keyboard is
        if tip is None and focused is not None and focused.tip:      # off every other button (claims)
            self.tip_layer = draw_tip(surf, focused.tip, focused.rect.midright, self.buttons, target=focused.rect, kept=self.overlay_kept)
        else:
            self.tip_layer = draw_tip(surf, tip, self.hover, self.buttons, kept=self.overlay_kept)


BACKS = [(120, 30, 30), (40, 70, 140), (60, 110, 60), (120, 80, 20), (90, 40, 120), (30, 100, 100), (140, 50, 20)]
FONTS = [("sans", True, True), ("title", True, False), ("sans", False, True), ("title", True, True),
         ("sans", False, False), ("sans", True, False)]     # the styles of the backdrop's text (its key)
_backdrops = gfx.cache("title")
PICTURE = 2         # the backdrop's own version, in its key: 2, the standees' names whole ("BISON", not "M.")
_UI = Path(__file__).resolve().parents[1]


def figures(box) -> list:
    """The standees the title shows: four fighters (Ryu, Chun-Li, Ken, Zangief where the box has
    them) and the nemesis (M. Bison), as (paint.standee's figure, size, where)."""
    names = ["ryu", "chun_li", "ken", "zangief"]
    names = [n for n in names if n in box.fighters] or sorted(box.fighters)[:4]
    out = []
    for i, fid in enumerate(names[:4]):
        f = box.fighters[fid]
        out.append(({"kind": "fighter", "label": f.name.upper(), "color": theme.hex_color(f.color),
                     "ring": theme.SEAT_COLORS[i], "tag": f"P{i + 1}"}, 120, (830 + i * 132, 860)))
    nem = box.nemeses["bison"] if "bison" in box.nemeses else box.nemeses[sorted(box.nemeses)[0]]
    out.append(({"kind": "nemesis", "label": nem.name.upper(), "color": theme.hex_color(nem.color),
                 "ring": (230, 180, 50)}, 170, (1500, 830)))
    return out


def backdrop(box):
    """The title without its buttons (the table, the logo, a fan of card backs, the standees, the keys):
    its pixels kept in the cache folder between starts (assets.kept, ui/woodcache.py), keyed by the
    app's version, the ui code's files, the figures, the font files and the pixels' size, so a later
    start shows the same title without drawing it (or importing the painters)."""
    figs = figures(box)
    size = (theme.W, theme.H)
    if drawn.on():                      # recording what is drawn (tests): drawn, not taken from a picture
        surf = gfx.surface(size)
        _draw_backdrop(surf, figs)
        return surf
    what = repr((PICTURE, figs, [assets._font_file(*style) for style in FONTS], gfx.K, size, pygame.version.ver,
                 pygame.font.get_sdl_ttf_version()))
    key = (f"{assets.cache.app_version()}-{woodcache.source_key(_UI, _UI / 'paint', _UI / 'scenes')}-"
           f"{zlib.crc32(what.encode()):08x}")
    if key not in _backdrops:
        _backdrops[key] = assets.kept("title", size, key, lambda surf, _: _draw_backdrop(surf, figs))
    return _backdrops[key]


def _draw_backdrop(surf, figs) -> None:
    from ..paint import card_back, standee
    table(surf)
    t1 = assets.text("STREET FIGHTER V", 40, (255, 214, 64), True, italic=True, shadow=(60, 10, 0))
    surf.blit(t1, (150, 80))
    t2 = assets.text("LEGENDS", 150, (236, 60, 40), True, kind="title", shadow=(40, 6, 0))
    surf.blit(t2, (140, 118))
    t3 = assets.text("Champion Edition  ·  the cooperative board game for 1-4 players", 26, (250, 236, 210),
                     italic=True, shadow=(20, 10, 0))
    surf.blit(t3, (156, 300))
    cx, cy = 1320, 500                  # a table scene: a fan of cards and a few standees
    for i, colour in enumerate(BACKS):
        ang = -27 + i * 9
        img = gfx.rotozoom(card_back(200, 280, colour, "LEGENDS"), -ang, 1.0)
        off = (math.sin(math.radians(ang)) * 360, -math.cos(math.radians(ang)) * 360 + 360)
        surf.blit(img, img.get_rect(center=(cx + off[0], cy + off[1] * 0.3 - 40)))
    for fig, size, at in figs:
        surf.blit(standee(fig, size), at)
    vs = assets.text("VS", 64, (255, 214, 64), True, kind="title", italic=True, shadow=(60, 10, 0))
    surf.blit(vs, (1370, 880))
    hint = assets.text("Up / Down: choose  ·  Enter: take it  ·  N: new game  ·  C: continue  ·  L: learn to play  ·  "
                       "J: join  ·  W: workshop  ·  M: sound on / off  ·  F11: fullscreen  ·  Esc: quit", 18,
                       (240, 226, 200), shadow=(20, 10, 0))
    surf.blit(hint, (160, theme.H - 50))
