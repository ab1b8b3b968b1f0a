"""*Set the table*: the position editor. The map is the game's own (draw_map on the position the engine
built), the panel sets what is on it: fighters (health, EX, round, stunned, combo meter), minions,
rivals, the nemesis (on or off the map, its health track, EX), objective tokens and the order of the
nemesis deck. Every edit is built by the engine: an illegal position is refused with its reason.
Save writes a scenario file (docs/scenarios.md) to the data folder's positions/; Play from here and
Demo from here start the game there.

Keys as in the workshop: arrows / d-pad move the cursor on the map, Enter / A uses the tool,
PageUp / PageDown (LB / RB) change the tool, Tab / Y go to the panel and back, Ctrl+Z / Ctrl+Y (LT / RT)."""
from __future__ import annotations

from pathlib import Path

import pygame

from ...engine.setup import random_setup
from ...content.own import add_stages, own_ids
from ...store import files
from ...store.own_stages import save_stage
from .model.draft import from_stage
from ...store.folder import data_dir
from .model.position import PositionDraft
from .. import assets, theme
from ..render import draw_map
from ..scene import Scene, chorded
from ..scenes.common import draw_tip, felt_panel, heading, table
from ..table import claims
from ..scenes.focus import Focus
from ..table.map import MapView
from ..table.words import dice_words
from . import table_panel
from .table_panel import TOOLS
from .panel import zone_key
from .. import gfx

AREA = pygame.Rect(60, 130, 1180, 800)
MOVES = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
POSITIONS = "positions"
DEMO_SEAT = "greedy"        # who plays every seat in Demo from here (the demo mode's bot: table/demo.py)


class TableScene(Scene):
    def __init__(self, app, back=None, stage=None, players=2, doc=None, setup=None, seats=None, draft=None):
        """A game in progress comes as `draft` (from_game.table_of: its table checked, or refused in
        the game), never as its state: a table the engine refuses is never swapped for a random one."""
        super().__init__(app)
        self.back_scene = back
        self.tip_layer = None       # the overlay layer of the last frame drawn with a tooltip (tests)
        self.seats = list(seats) if seats else None     # a paused game's seats: who plays on from here
        self.tool, self.seat, self.zone = "fighter", 0, "map"
        self.deck_pick = 0              # the nemesis deck card picked in the panel's order (0: the top)
        self.focus = Focus(first=True, enter=True)
        self.cursor = (0, 0)
        self.note = ""
        from ...engine.scenario import DEFAULT_SETUP
        stage = stage or (DEFAULT_SETUP["stage"] if DEFAULT_SETUP["stage"] in app.box.stages else sorted(app.box.stages)[0])
        if draft is not None:           # a position built already (from_game.py: a game's table, checked)
            self.pos = draft
        elif doc is not None:
            self.pos = PositionDraft(doc.get("setup") or {}, app.box, doc=doc)
        elif setup is not None:         # the setup screen's choices
            self.pos = PositionDraft(setup, app.box)
        else:
            self.pos = PositionDraft(random_setup(app.box, 1, players, stage), app.box)
        if self.pos.shown is None:          # a position the engine refuses: said, and a table of the box instead
            self.note = "Refused: " + "; ".join(self.pos.problems[:3])
            self.pos = PositionDraft(random_setup(app.box, 1, players, stage), app.box)
        self.refresh()

    # --- state --------------------------------------------------------------------------------
    @property
    def game(self):
        return self.pos.shown

    @property
    def state(self) -> dict:
        return self.pos.state()

    def refresh(self):
        stage = self.game.stage
        if getattr(self, "view", None) is None or self.view.stage is not stage:
            self.view = MapView(stage, AREA)
        self.seat = min(self.seat, self.pos.seats - 1)
        old = getattr(self, "panel", {})
        had = self.focus.current(self.widgets) if old else None
        self.panel = table_panel.build(self)
        self.widgets = [self.panel[k] for k in table_panel.ORDER if k in self.panel]
        held = next((k for k, w in old.items() if w is had), None)
        if held in self.panel:          # the focus stays on its widget (Undo turning on moves the others)
            self.focus.focus(self.widgets, self.panel[held])
        self.dirty = True

    def edit(self, done):
        if not done and self.pos.refused:
            self.note = f"Refused: {self.pos.refused}"
        elif done:
            self.note = ""
        self.refresh()

    def restart(self, stage=None, players=None):
        setup = self.pos.doc["setup"]
        stage = stage or setup["stage"]
        players = players or len(setup["players"])
        self.pos = PositionDraft(random_setup(self.app.box, 1, players, stage), self.app.box)
        self.view = None
        self.refresh()

    def set_tool(self, tool):
        self.tool = tool
        self.refresh()

    def space(self):
        """The space under the cursor (a feature for any of its squares), or None off the map."""
        return self.view.board.owner.get(self.cursor)

    def use_tool(self):
        space = self.space()
        if space is None:
            return
        pos, t = self.pos, self.tool
        if t == "fighter":
            done = pos.place(("fighter", self.seat), space)
        elif t in ("standard", "elite", "rival"):
            done = pos.add_enemy(t, space, self.seat)
        elif t == "nemesis":
            here = (pos.doc.get("nemesis") or {}).get("space") == space
            done = pos.nemesis_at(None if here else space)
        elif t == "remove":
            done = pos.remove_at(space)
        else:
            done = pos.objective_state(space)
        self.edit(done)

    # --- the buttons --------------------------------------------------------------------------
    def save(self) -> Path | None:
        if self.pos.problems:
            self.app.show_message("Cannot save", "\n".join(self.pos.problems[:8]))
            return None
        folder = data_dir() / POSITIONS
        stem = f"{self.pos.doc['setup']['stage']}-position"
        n = 1
        while files.exists(folder / f"{stem}-{n}.yaml"):
            n += 1
        path = folder / f"{stem}-{n}.yaml"
        stage = self.game.stage
        carried = from_stage(stage).to_doc() if stage.id in own_ids(self.app.box) else None   # one file to share
        try:
            files.write_atomic(path, self.pos.text(f"Set the table: {stage.name}", carried), data_dir())
        except OSError as exc:
            self.app.show_message("Cannot save the position", str(exc))
            return None
        self.app.toast(f"Saved the position: {path}", 6.0)
        return path

    def load(self):
        from .chooser import ChooserScene
        self.app.set_scene(ChooserScene(self.app, self, self.load_path, "a position file"))

    def load_path(self, path) -> bool:
        """A position file read within bounds and built by the engine; a bad one is said, never loaded."""
        from ...store.scenarios import check_position, kind_of
        from ...content.loader import read_yaml
        probe: list = []
        doc = read_yaml(Path(path), probe, Path(path).name) if Path(path).is_file() else None
        if doc is not None and kind_of(doc) == "stage":
            self.app.show_message("A stage file", f"{Path(path).name} is a stage: import it in the workshop.")
            return False
        game, problems = check_position(path, self.app.box, Path(path).name)
        if game is None:
            self.app.show_message("Cannot load this position", "\n".join((problems or probe)[:8]))
            return False
        self.pos = PositionDraft(doc.get("setup") or {}, self.app.box, doc=doc)
        if self.pos.carried is not None:
            self._keep_carried(self.pos.carried)
        self.view = None
        self.refresh()
        self.app.toast(f"Loaded {Path(path).name}", 4.0)
        return True

    def _keep_carried(self, stage):
        """The stage a position file carries joins the player's stages (saved in their folder), so a
        game played from it can be continued after the app closes; never over a different stage of
        theirs with the same id (that one stays in their folder; the position plays on its own)."""
        mine = self.app.box.stages.get(stage.id) if stage.id in own_ids(self.app.box) else None
        if mine is not None and from_stage(mine).to_doc() != from_stage(stage).to_doc():
            self.app.toast(f"Your stage {mine.name} is not the one this position carries: the position uses "
                           f"its own for now; your file is kept as it is.", 8.0)
            self.pos.box = add_stages(self.app.box, {stage.id: stage})
            return
        try:
            save_stage(from_stage(stage).to_doc())
        except OSError as exc:
            self.app.toast(f"The position's stage {stage.name} could not be kept: {exc}", 8.0)
            return
        self.app.box = add_stages(self.app.box, {stage.id: stage})
        self.pos.box = self.app.box

    def play(self, bots=False):
        game, problems = self.pos.build()
        if game is None:
            self.app.show_message("Cannot play this position", "\n".join(problems[:8]))
            return
        seats = [DEMO_SEAT if bots else "human"] * self.pos.seats
        if not bots and self.seats and len(self.seats) == self.pos.seats:
            seats = list(self.seats)        # from a paused game: its humans and bots play on
        self.app.open_game(game, seats)

    def move_card(self, delta):
        """The picked nemesis deck card moves delta places (-1 nearer the top); the pick follows it."""
        done = self.pos.deck_move(self.deck_pick, delta)
        if done:
            self.deck_pick += delta
        self.edit(done)

    def undo(self):
        self.edit(self.pos.undo())

    def redo(self):
        self.edit(self.pos.redo())

    def back(self):
        (self.back_scene or self.app.title)()      # the screen that opened it, made anew

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, e):
        if e.type == pygame.DROPFILE:
            self.load_path(e.file)
            return True
        taken = zone_key(self, e)
        if taken is not None:
            return taken
        if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self.view.map_rect.collidepoint(e.pos):
            self.hover = e.pos
            c = (e.pos[0] - self.view.origin[0]) // self.view.cs
            r = (e.pos[1] - self.view.origin[1]) // self.view.cs
            self.cursor, self.zone, self.dirty = (c, r), "map", True
            if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
                self.use_tool()
            return True
        return super().handle_event(e)

    def _common_key(self, e) -> bool:
        k = e.key
        if chorded(e):
            if k in (pygame.K_z, pygame.K_y):
                shift = (getattr(e, "mod", 0) | pygame.key.get_mods()) & pygame.KMOD_SHIFT
                self.redo() if (k == pygame.K_y or shift) else self.undo()
                return True
            if k == pygame.K_s:
                self.save()
                return True
            return False
        ids = [t for t, _ in TOOLS]
        if k == pygame.K_e:
            self.redo()
        elif k in (pygame.K_TAB, pygame.K_x):
            self.zone = "panel" if self.zone == "map" else "map"
            self.focus.shown = self.zone == "panel"
        elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.set_tool(ids[(ids.index(self.tool) + (1 if k == pygame.K_PAGEDOWN else -1)) % len(ids)])
        else:
            return False
        return True

    def _map_key(self, e) -> bool:
        k = e.key
        if k in MOVES:
            dx, dy = MOVES[k]
            self.cursor = (max(0, min(self.view.cols - 1, self.cursor[0] + dx)),
                           max(0, min(self.view.rows - 1, self.cursor[1] + dy)))
            self.dirty = True
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.use_tool()
        elif k == pygame.K_ESCAPE:
            self.back()
        else:
            return False
        return True

    # --- frames -------------------------------------------------------------------------------
    def draw(self, surf):
        table(surf)
        heading(surf, "Set the table", f"{self.game.stage.name} · arrows move, Enter uses the tool · Tab / Y: "
                                       "map or panel · PageUp / PageDown: tool · Ctrl+Z / Ctrl+Y: undo / redo")
        draw_map(surf, self.view, self.game)
        rr = self.view.sq_rect(*self.cursor)
        gfx.rect(surf, theme.GOLD if self.zone == "map" else theme.MUTED, rr.inflate(4, 4), 4, border_radius=6)
        self._lines(surf)
        self._deck_order(surf)
        tip = self.draw_widgets(surf)
        focused = self.focus.draw(surf, self.widgets) if self.zone == "panel" else None
        more = [("map", self.view.map_rect, claims.MEDIUM)]     # off the panel's widgets and the map
        if tip is None and focused is not None and focused.tip:      # the keyboard's: by its widget
            self.tip_layer = draw_tip(surf, focused.tip, focused.rect.midleft, self.widgets, more, target=focused.rect, kept=self.overlay_kept)
        else:
            self.tip_layer = draw_tip(surf, tip, self.hover, self.widgets, more, kept=self.overlay_kept)

    def _deck_order(self, surf):
        """The nemesis deck's order written out under its buttons, the picked card in gold brackets."""
        deck = self.state["nemesis"]["deck"]
        if not deck:
            return
        names = {c.id: c.name for c in self.app.box.nemesis_cards}
        x, y, w, _ = table_panel._at(0, table_panel.ORDER_ROW, 2)
        felt_panel(surf, pygame.Rect(x, y, w, 64))
        shown = [f"[{i + 1} {names.get(c, c)}]" if i == self.deck_pick else f"{i + 1} {names.get(c, c)}"
                 for i, c in enumerate(deck)]
        for row, part in enumerate(("Top first: " + " · ".join(shown[:4]), " · ".join(shown[4:]))):
            if part:
                surf.blit(assets.fit_text(part, w - 20, 17, theme.CREAM, True), (x + 10, y + 8 + row * 26))

    def _lines(self, surf):
        r = pygame.Rect(AREA.x - 10, AREA.bottom + 14, AREA.w + 20, 1080 - AREA.bottom - 24)
        felt_panel(surf, r)
        tool = dict(TOOLS)[self.tool]
        who = f"P{self.seat + 1}" if self.tool in ("fighter", "rival") else ""
        space = self.space() or "off the map"
        f = self.state["fighters"][self.seat]
        names = {c.id: c.name for c in self.app.box.styles[f["style"]].cards}
        cards = lambda ids: ", ".join(names.get(c, c) for c in ids) or "none"      # noqa: E731
        lines = [(f"Tool: {tool} {who} · on {space}", theme.GOLD),
                 (f"P{self.seat + 1} hand: {cards(f['hand'])} · combo meter: {cards(f['meter'])}", theme.CREAM),
                 (f"Waiting for: {dice_words(self.game.pending.prompt)}", theme.CREAM)]
        if self.note:
            lines.append((self.note, (255, 150, 120) if self.note.startswith("Refused") else theme.CREAM))
        for i, (text, color) in enumerate(lines):
            surf.blit(assets.fit_text(text, r.w - 28, 19, color, True), (r.x + 14, r.y + 10 + i * 28))
