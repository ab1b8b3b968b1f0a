"""Learn to play: the list of lessons. Each row is a lesson's title, what it teaches and a tick once
done (lessons.json in the user data dir, store/progress.py); the panel on the right shows the chosen one's goals and
the rulebook's words. Starting a lesson opens the normal table on its position (table/lesson.py).

Keys: Up/Down or Tab/Shift+Tab choose, Enter starts, 1-9 start that lesson, Esc back to the title.
The mouse: pointing at a row chooses it, a click starts it.
"""
from __future__ import annotations

import pygame

from ...content import ContentError
from ...engine import lessons as LS
from ...store import progress
from .. import assets
from .. import theme
from ..paint import badge_number, panel, text_block
from ..render import draw_map
from ..table.map import MapView
from ..scene import Scene, chorded
from ..widgets import Button
from .common import back_button, draw_tip, heading, table
from .. import gfx

LIST = pygame.Rect(60, 176, 980, 760)
DETAIL = pygame.Rect(1080, 176, 780, 760)
ROW_H, ROW_GAP = 114, 12
PICTURE = pygame.Rect(DETAIL.right - 334, DETAIL.bottom - 334, 320, 320)   # the lesson's position, small
_pictures = gfx.cache("lesson pictures")


def position_picture(lesson, box) -> pygame.Surface:
    """The lesson's position as the table's map draws it, small (made once per lesson)."""
    pic = _pictures.get(lesson.id)
    if pic is None:
        game = lesson.build(box)
        pic = gfx.surface(PICTURE.size, pygame.SRCALPHA)
        draw_map(pic, MapView(game.stage, pygame.Rect((0, 0), PICTURE.size)), game)
        _pictures[lesson.id] = pic
    return pic


class LessonsScene(Scene):
    def __init__(self, app, selected=None):
        super().__init__(app)
        try:
            self.lessons = LS.default_lessons()
            self.problem = None
        except ContentError as exc:      # a broken lesson file: say which and where, never a traceback
            self.lessons, self.problem = (), "\n".join(exc.problems[:6])
        self.notes: list = []            # lessons.json: entries not counted, or the file set aside
        self.done = progress.load_progress(self.notes)
        if selected is None:             # the first lesson not done yet
            selected = next((i for i, ls in enumerate(self.lessons) if ls.id not in self.done), 0)
        self.selected = max(0, min(selected, len(self.lessons) - 1))
        self.b_start = Button((DETAIL.x + 30, DETAIL.bottom - 90, 360, 64), "Start lesson", self.start, "primary",
                              "Enter", size=24, enabled=bool(self.lessons))
        self.widgets = [self.b_start, back_button(self)]

    def on_enter(self):
        for note in self.notes:          # once a run: the odd entries stay in the file (another version's)
            if note not in self.app.said:
                self.app.said.add(note)
                self.app.toast(note, 8.0)
        if self.problem:
            self.app.show_message("The lessons cannot be loaded", self.problem)

    def rows(self) -> list:
        return [pygame.Rect(LIST.x, LIST.y + i * (ROW_H + ROW_GAP), LIST.w, ROW_H) for i in range(len(self.lessons))]

    # --- acting -------------------------------------------------------------------------------
    def start(self, index=None):
        if not self.lessons:
            return
        from ..table.lesson import LessonScene
        index = self.selected if index is None else index
        app = self.app
        try:
            scene = LessonScene(app, self.lessons, index, lambda i: app.set_scene(LessonsScene(app, i)))
        except ValueError as exc:        # the box changed under a lesson (ScenarioError)
            app.show_message("Cannot start the lesson", str(exc))
            return
        app.set_scene(scene)

    def choose(self, index):
        if self.lessons:
            self.selected = index % len(self.lessons)
            self.dirty = True

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN and not chorded(e):
            k = e.key
            shift = bool((getattr(e, "mod", 0) | pygame.key.get_mods()) & pygame.KMOD_SHIFT)
            if k == pygame.K_ESCAPE:
                self.app.title()
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.start()
            elif k in (pygame.K_DOWN, pygame.K_RIGHT) or (k == pygame.K_TAB and not shift):
                self.choose(self.selected + 1)
            elif k in (pygame.K_UP, pygame.K_LEFT) or k == pygame.K_TAB:
                self.choose(self.selected - 1)
            elif k in (pygame.K_HOME, pygame.K_END):
                self.choose(0 if k == pygame.K_HOME else -1)
            elif pygame.K_1 <= k <= pygame.K_9 and k - pygame.K_1 < len(self.lessons):
                self.start(k - pygame.K_1)
            else:
                return super().handle_event(e)
            return True
        if e.type == pygame.MOUSEMOTION:
            row = self.row_at(e.pos)
            if row is not None and row != self.selected:
                self.choose(row)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.row_at(e.pos) is not None:
            self.start(self.row_at(e.pos))
            return True
        return super().handle_event(e)

    def row_at(self, pos):
        return next((i for i, r in enumerate(self.rows()) if r.collidepoint(pos)), None)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surf):
        table(surf)
        n_done = sum(1 for ls in self.lessons if ls.id in self.done)
        heading(surf, "Learn to play", f"{len(self.lessons)} short lessons on the real table, one rule each "
                                       f"({n_done} done). Replay any of them at any time.")
        for i, r in enumerate(self.rows()):
            self.draw_row(surf, r, i)
        if self.lessons:
            self.draw_detail(surf, self.lessons[self.selected])
        elif self.problem:
            panel(surf, DETAIL, (40, 32, 28), (130, 100, 64), 14, 3, True, alpha=235)
            text_block(surf, self.problem, DETAIL.inflate(-50, -50), 18, theme.CREAM)
        hint = assets.text(f"Up/Down or Tab: choose  ·  Enter: start  ·  1-{max(1, len(self.lessons))}: start that lesson"
                      "  ·  Esc: back",
                      18, (240, 226, 200), shadow=(20, 10, 0))
        surf.blit(hint, (320, theme.H - 76))
        self.tip_layer = draw_tip(surf, self.draw_widgets(surf), self.hover, self.widgets,   # off every other
                                  [(f"lesson {i + 1}", r, 12) for i, r in enumerate(self.rows())], kept=self.overlay_kept)  # widget, row

    def draw_row(self, surf, r, i):
        lesson, sel, done = self.lessons[i], i == self.selected, self.lessons[i].id in self.done
        panel(surf, r, (58, 44, 34) if sel else (40, 32, 28), theme.GOLD if sel else (120, 92, 60), 14, 3 if sel else 2,
              True, alpha=240)
        badge_number(surf, (r.x + 52, r.centery), i + 1, 30, fill=(150, 40, 30) if sel else (60, 46, 38),
                     ring=theme.GOLD if sel else (200, 170, 120))
        x, w = r.x + 102, r.w - 102 - 150
        surf.blit(assets.fit_text(lesson.title, w, 30, theme.CREAM, True), (x, r.y + 16))
        text_block(surf, lesson.teaches, (x, r.y + 56, w, 52), 19, (226, 212, 190), max_lines=2)
        if done:
            tick = pygame.Rect(r.right - 136, r.centery - 20, 116, 40)
            gfx.rect(surf, (50, 120, 60), tick, border_radius=20)
            gfx.lines(surf, theme.WHITE, False, [(tick.x + 16, tick.centery), (tick.x + 25, tick.centery + 9),
                                                     (tick.x + 40, tick.centery - 9)], 4)
            surf.blit(assets.text("Done", 20, theme.WHITE, True), (tick.x + 50, tick.centery - 13))

    def draw_detail(self, surf, lesson):
        panel(surf, DETAIL, (40, 32, 28), (130, 100, 64), 14, 3, True, alpha=240)
        x, w = DETAIL.x + 30, DETAIL.w - 60
        y = DETAIL.y + 22
        surf.blit(assets.text(f"LESSON {self.selected + 1}", 18, (214, 176, 100), True), (x, y))
        surf.blit(assets.fit_text(lesson.title, w, 38, theme.CREAM, True), (x, y + 26))
        y = text_block(surf, lesson.teaches, (x, y + 80, w, 90), 21, (236, 222, 200)) + 18
        surf.blit(assets.text("YOUR GOAL", 17, (214, 176, 100), True), (x, y))
        y += 28
        for goal in lesson.goals:
            gfx.rect(surf, (200, 170, 120), (x, y + 4, 14, 14), 2, border_radius=3)
            y = text_block(surf, goal.text, (x + 26, y, w - 26, 60), 20, theme.CREAM) + 6
        y += 14
        surf.blit(assets.text(f"RULEBOOK · {lesson.section.upper()}", 17, (214, 176, 100), True), (x, y))
        y += 28
        quote = f"\u201c{lesson.quote}\u201d"
        text_block(surf, quote, (x, y, w, PICTURE.top - 8 - y), 19, (226, 214, 196),
                   max_lines=max(1, (PICTURE.top - 8 - y) // 24))
        try:
            surf.blit(position_picture(lesson, self.app.box), PICTURE)
        except ValueError:          # the box changed under the lesson: starting it says why
            pass
        if lesson.id in self.done:
            surf.blit(assets.text("Done: replay it any time", 18, (150, 210, 150), True),
                      (self.b_start.rect.x + 4, self.b_start.rect.y - 36))
