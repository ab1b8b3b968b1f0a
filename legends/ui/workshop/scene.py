"""The stage workshop (title screen, *Workshop*): a stage built square by square, checked as it is
built, saved to the player's folder, tried, demoed and balanced (docs/ui.md, *The workshop*).

Two places take the keys: the map (arrows or the d-pad move the cursor, Enter / A uses the tool,
B / X turns the cursor's side for walls and doors, N starts a new feature) and the panel (Up / Down,
Enter / A, Left / Right change a choice). Tab or Y goes from one to the other; PageUp / PageDown
(LB / RB) change the tool anywhere; Ctrl+Z (LT) undoes, Ctrl+Y or E (RT) redoes; Esc (B) leaves the
panel, then the workshop. The mouse: click a square (near a side for walls and doors)."""
from __future__ import annotations

import pygame

from ...content.reader import parse_square, square_name
from .model import checks
from .model.edits import EDGE_TOOLS, SIDE_ORDER, TOOL_IDS, TOOLS, Editor
from .. import assets, theme
from ..scene import Scene, chorded
from ..scenes.common import draw_tip, felt_panel, heading, table
from ..table import claims
from ..scenes.focus import Focus
from . import board, panel
from .panel import zone_key
from .actions import Actions

MOVES = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
PROBLEMS_SHOWN = 6


class WorkshopScene(Actions, Scene):
    @property
    def takes_text(self) -> bool:
        """While a name is typed (the stage's, a feature's) M is a letter, not the sound (app.py)."""
        return bool(self.typing)

    def __init__(self, app, editor: Editor, back=None):
        super().__init__(app)
        self.editor = editor
        self.tip_layer = None       # the overlay layer of the last frame drawn with a tooltip (tests)
        self.back_scene = back
        self.zone = "map"
        self.cursor = "A1"
        self.side = "right"
        self.tool = "square"
        self.typing = False
        self.typed = ""
        self.focus = Focus(first=True, enter=True)
        self.balance = None
        self.stroke = None              # (tool, mark) while the mouse paints
        self.problems = []
        self.refresh()

    # --- state --------------------------------------------------------------------------------
    def refresh(self):
        """After any change: the live checks run again and the panel shows the draft's values."""
        self.grid = board.Grid(self.editor.draft)
        self.problems = checks.problems(self.editor.draft, self.app.box)
        self._panel()

    def _panel(self):
        self.panel = panel.build(self)
        self.widgets = [self.panel[k] for k in panel.ORDER]
        self.dirty = True

    def _cursor_to(self, name):
        """The cursor on a square; the panel follows when it comes onto or leaves a feature."""
        before = self.editor.draft.feature_of(self.cursor)
        self.cursor = name
        if self.editor.draft.feature_of(name) is not before:
            self._panel()

    def edit(self, change) -> bool:
        done = change()
        self.refresh()
        return bool(done)

    def set_tool(self, tool):
        self.tool = tool
        self.refresh()

    def step_tool(self, d):
        i = TOOL_IDS.index(self.tool)
        self.set_tool(TOOL_IDS[(i + d) % len(TOOL_IDS)])

    def set_poi(self, choice):
        effect, number = choice
        self.edit(lambda: self.editor.set("poi_effect", effect) | self.editor.set("poi_number", number))

    def undo(self):
        self.edit(self.editor.undo)

    def redo(self):
        self.edit(self.editor.redo)

    def start_typing(self, what="name"):
        """Type the stage's name, or the name of the feature under the cursor ("feature")."""
        feature = self.editor.draft.feature_of(self.cursor) if what == "feature" else None
        if what == "feature" and feature is None:
            return
        self.typing = False if self.typing else what
        if self.typing:
            self.typed = feature["name"] if feature else self.editor.draft.name
            self.editor.checkpoint()            # one undo step for the whole name
        self.refresh()

    def _typed(self, name):
        if self.typing == "feature":
            self.editor.name_feature(self.cursor, name)
        else:
            self.editor.rename(name)        # an empty name keeps the last one

    def use_tool(self, name=None, side=None):
        self.edit(lambda: self.editor.apply(self.tool, name or self.cursor, side or self.side))

    def move_cursor(self, dx, dy):
        c, r = parse_square(self.cursor)
        d = self.editor.draft
        self._cursor_to(square_name(max(0, min(d.cols - 1, c + dx)), max(0, min(d.rows - 1, r + dy))))
        self.dirty = True

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, e):
        if e.type == pygame.DROPFILE:
            self.import_path(e.file)
            return True
        if self.typing and e.type == pygame.KEYDOWN:
            return self._type(e)
        taken = zone_key(self, e)
        if taken is not None:
            return taken
        if e.type == pygame.MOUSEBUTTONUP:
            self.stroke = None
        if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self._mouse(e):
            return True
        return super().handle_event(e)

    def _common_key(self, e) -> bool:
        k = e.key
        if chorded(e):
            shift = (getattr(e, "mod", 0) | pygame.key.get_mods()) & pygame.KMOD_SHIFT
            if k == pygame.K_z:
                self.redo() if shift else self.undo()
            elif k == pygame.K_y:
                self.redo()
            elif k == pygame.K_s:
                self.save()
            else:
                return False
            return True
        if k == pygame.K_e:
            self.redo()
        elif k in (pygame.K_TAB, pygame.K_x):
            self.zone = "panel" if self.zone == "map" else "map"
            self.focus.shown = self.zone == "panel"
        elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.step_tool(-1 if k == pygame.K_PAGEUP else 1)
        else:
            return False
        return True

    def _map_key(self, e) -> bool:
        k = e.key
        if k in MOVES:
            self.move_cursor(*MOVES[k])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.use_tool()
        elif k == pygame.K_b:
            self.side = SIDE_ORDER[(SIDE_ORDER.index(self.side) + 1) % 4]
            self.dirty = True
        elif k == pygame.K_n:
            self.editor.new_feature()
            self.app.toast("The feature tool now starts a new feature.")
        elif k == pygame.K_ESCAPE:
            self.back()
        else:
            return False
        return True

    def _type(self, e) -> bool:
        name = self.typed
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.typing = False
            self.refresh()
            return True
        if e.key == pygame.K_BACKSPACE:
            name = name[:-1]
        elif e.unicode and e.unicode.isprintable() and len(name) < 40:
            name += e.unicode
        self.typed = name
        self._typed(name)
        self.refresh()
        return True

    def _mouse(self, e) -> bool:
        """A click uses the tool; held down over more squares, a painting tool (squares, hazards, no
        enemies, features) paints them the same way, the whole stroke one undo step."""
        name, side = self.grid.at(e.pos)
        if name is None:
            return False
        self.hover = e.pos
        moved = name != self.cursor
        self._cursor_to(name)
        self.side, self.zone = side, "map"
        ed = self.editor
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            self.use_tool(name, side)
            mark = ed.marked(self.tool, name)
            self.stroke = None if mark is None else (self.tool, mark)
        elif self.stroke and moved and getattr(e, "buttons", (0,))[0] and ed.marked(self.stroke[0], name) != self.stroke[1]:
            self.edit(lambda: ed.apply(self.stroke[0], name, side, step=False))
        self.dirty = True
        return True

    # --- frames -------------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.balance is not None and not self.balance.done

    def update(self, dt):
        run = self.balance
        if run is not None and (not run.done or not getattr(run, "shown", False)):
            run.shown = run.done        # one frame more once it is done, with the last figures
            self.dirty = True

    def draw(self, surf):
        table(surf)
        d = self.editor.draft
        where = "map: arrows move, Enter uses the tool" if self.zone == "map" else "panel: Up / Down, Enter"
        heading(surf, "Stage workshop", f"{d.name}  ·  {d.cols}×{d.rows}  ·  {where}  ·  Tab / Y: map or panel  ·  "
                                        "PageUp / PageDown: tool  ·  Ctrl+Z / Ctrl+Y: undo / redo")
        felt_panel(surf, board.AREA.inflate(20, 20))
        board.draw(surf, self.grid, d, self.cursor, self.side, self.tool, self.problems, self.zone == "map")
        self._tool_line(surf)
        self._problem_list(surf)
        tip = self.draw_widgets(surf)
        focused = self.focus.draw(surf, self.widgets) if self.zone == "panel" else None
        self._balance_lines(surf)
        more = [("board", board.AREA, claims.MEDIUM)]      # off the panel's widgets and the map
        if tip is None and focused is not None and focused.tip:      # the keyboard's: by its widget
            self.tip_layer = draw_tip(surf, focused.tip, focused.rect.midleft, self.widgets, more, target=focused.rect, kept=self.overlay_kept)
        else:
            self.tip_layer = draw_tip(surf, tip, self.hover, self.widgets, more, kept=self.overlay_kept)

    def _tool_line(self, surf):
        _, name, what = next(t for t in TOOLS if t[0] == self.tool)
        side = f" · side: {self.side} (B / X turns it)" if self.tool in EDGE_TOOLS else ""
        text = f"{name} on {self.cursor}: {what}{side}"
        surf.blit(assets.fit_text(text, board.AREA.w, 20, theme.GOLD, True), (board.AREA.x, board.AREA.bottom + 18))

    def _problem_list(self, surf):
        r = pygame.Rect(board.AREA.x - 10, board.AREA.bottom + 50, board.AREA.w + 20, 1080 - board.AREA.bottom - 60)
        felt_panel(surf, r)
        y = r.y + 10
        if not self.problems:
            surf.blit(assets.text("Checks: no problem. This stage can be saved, tried and played.", 20, theme.GREEN,
                                  True), (r.x + 14, y))
            return
        head = f"Checks: {len(self.problems)} problem{'s' if len(self.problems) > 1 else ''} (red rings on the map)"
        surf.blit(assets.text(head, 18, (255, 150, 120), True), (r.x + 14, y))
        y += 26
        for p in self.problems[:PROBLEMS_SHOWN]:
            at = f"[{p.square}] " if p.square else ""
            surf.blit(assets.fit_text(f"{at}{p}", r.w - 28, 17, theme.CREAM), (r.x + 14, y))
            y += 22
        more = len(self.problems) - PROBLEMS_SHOWN
        if more > 0:
            surf.blit(assets.text(f"... and {more} more", 16, theme.MUTED, italic=True), (r.x + 14, y))

    def _balance_lines(self, surf):
        run = self.balance
        if run is None:
            return
        r = pygame.Rect(panel.X, 130 + 11 * panel.G, 2 * panel.W + 12, 220)
        felt_panel(surf, r)
        state = "done" if run.done else f"{run.played} of {run.total} games"
        surf.blit(assets.text(f"Balance it ({run.bot} bots): {state}", 18, theme.GOLD, True), (r.x + 14, r.y + 10))
        for i, line in enumerate(run.error and [run.error] or run.lines()):
            surf.blit(assets.fit_text(line, r.w - 28, 18, theme.CREAM), (r.x + 14, r.y + 40 + i * 26))
