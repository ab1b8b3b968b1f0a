"""A lesson at the table ("Learn to play"): the normal game screen on a lesson's position, plus the
lesson panel: the goals (ticked as the player reaches them), the rulebook's words, a hint on
demand, and when every goal is reached what was learnt, with Next lesson and Replay.

Everything the player does is the real table (GameScene): the panel takes the top of the log's
place, so the map, the options list, the hand and the boards stay where they always are. The
goals are checked by the engine (engine/lessons.py) from what the game shows, once the table
has shown it (after the animation). A lesson never writes an autosave: it is not a game to
Continue (its position is kept in memory, for recovery after an error).

Keys, besides the table's: T hint, R replay, N next lesson (when done), L the lesson list.
"""
from __future__ import annotations

import pygame

from ...engine.actions import Action
from ...store import progress
from .. import assets
from .. import theme
from ..input.keymap import Keymap
from ..paint import Hot, panel
from ..scene import chorded
from ..widgets import Button
from . import log
from .scene import GameScene
from .session import Session
from .. import gfx

PANEL_H = 316          # the lesson panel's height where the log is tall (a square map, one seat)
LOG_MIN = 170          # what the log keeps below it
LOG_LEAST = 118        # a shorter place keeps the log 4 lines (issue 26 item 3) while the panel keeps PANEL_LEAST
PANEL_LEAST = 260
PANEL_SHORT = 170      # the least panel over a log of 2 lines (a square stage at 720p: the bottom-right corner)
LOG_TWO = 34 + 2 * 20          # the log's header and 2 lines at 16 px (boards/log.py: 28 + 2 * 19 + 6)
TICK_DONE, TICK_OPEN = (92, 196, 104), (150, 130, 110)
STUCK = "Went another way? Replay [R] starts the lesson again."
PLAY_ON = "This is a real game: play on as long as you like."


class LessonSession(Session):
    """A lesson's session: never writes a file (a lesson is no game to Continue); the last position is
    kept in memory, so an error still goes back to it."""

    def __init__(self, game, seats=None, autosaving=False, game_id=None):
        super().__init__(game, seats, autosaving=False)

    def autosave(self):
        self.save_error = None
        self.last_save = self.save_data()
        return None


def split_log(log: pygame.Rect) -> tuple:
    """(the lesson panel, the log below it), from the log's place on the table."""
    if log.h >= PANEL_H + LOG_MIN:
        h = min(PANEL_H, log.h - LOG_MIN)
    elif log.h - LOG_LEAST - 6 >= PANEL_LEAST:
        h = log.h - LOG_LEAST - 6
    elif log.h - LOG_TWO - 6 >= PANEL_SHORT:
        h = log.h - LOG_TWO - 6
    else:
        h = max(log.h * 3 // 5, log.h - 56)
    return pygame.Rect(log.x, log.y, log.w, h), pygame.Rect(log.x, log.y + h + 6, log.w, log.h - h - 6)


class LessonScene(GameScene):
    """The table on lesson `index` of `lessons`; `on_leave(index)` opens the lesson list."""
    session_class = LessonSession
    log_room = PANEL_SHORT + 6 + LOG_TWO    # the layout gives the log's place room for the panel and 2 lines

    def __init__(self, app, lessons, index, on_leave):
        self.lessons, self.index, self.lesson = lessons, index, lessons[index]
        self.on_leave = on_leave
        self.show_hint = False
        self.completed = False
        self.reached = [False] * len(self.lesson.goals)
        self._ticked_upto = 0
        super().__init__(app, self.lesson.build(app.box), ["human"])

    # --- the panel's buttons ------------------------------------------------------------------
    def _build_buttons(self):
        super()._build_buttons()
        slots = self._place_panel()
        self.b_hint = Button(slots[0], "Hint", self.toggle_hint, "wood", "T", size=15,
                             tip=("Hint", "Show or hide what to do, step by step.", ""))
        self.b_next = Button(slots[0], "Next lesson", self.next_lesson, "gold", "N", size=15,
                             tip=("Next lesson", "Go on to the next lesson.", ""))
        self.b_replay = Button(slots[1], "Replay", self.replay, "wood", "R", size=15,
                               tip=("Replay", "Start this lesson again from its position.", ""))
        self.b_lessons = Button(slots[2], "Lessons", self.leave, "dark", "L", size=15,
                                tip=("Lessons", "Back to the list of lessons.", ""))
        self.lesson_buttons = [self.b_hint, self.b_next, self.b_replay, self.b_lessons]
        self.buttons += self.lesson_buttons
        self._keys_shown()
        self._show_buttons()

    def _keys_shown(self):
        """A narrow panel (280 px, 720p) shows its buttons' words without their keys ("Replay", not
        "Replay ..."); the keys stay theirs (and the help says them)."""
        for b, k in zip(self.lesson_buttons, "TNRL"):
            b.key = k if b.rect.w >= 100 or b is self.b_hint else None

    def _place_panel(self) -> list:
        """The lesson panel out of the log's place, and the slots of its three buttons."""
        if self.L.lesson is not None:       # beside the lone seat (a 1152x648 table): the log keeps its place
            self.panel = pygame.Rect(self.L.lesson)
        else:
            self.panel, self.L.log = split_log(self.L.log)
        r = self.panel
        w = (r.w - 2 * 14 - 2 * 8) // 3
        return [pygame.Rect(r.x + 14 + i * (w + 8), r.bottom - 48, w, 36) for i in range(3)]

    def relayout(self, size):
        """A new canvas: the table, then the panel and its buttons, laid out again."""
        super().relayout(size)
        slots = self._place_panel()
        for b, r in zip(self.lesson_buttons, (slots[0], slots[0], slots[1], slots[2])):
            b.rect = pygame.Rect(r)
        self._keys_shown()

    def _show_buttons(self):
        has_next = self.index + 1 < len(self.lessons)
        self.b_hint.visible = not self.completed
        self.b_next.visible = self.completed and has_next
        self.dirty = True

    # --- what the buttons and keys do ----------------------------------------------------------
    def toggle_hint(self):
        self.show_hint = not self.show_hint
        self.b_hint.label = "Hide hint" if self.show_hint else "Hint"
        self.dirty = True

    def replay(self):
        self.app.set_scene(LessonScene(self.app, self.lessons, self.index, self.on_leave))

    def next_lesson(self):
        if self.completed and self.index + 1 < len(self.lessons):
            self.app.set_scene(LessonScene(self.app, self.lessons, self.index + 1, self.on_leave))

    def leave(self):
        self.on_leave(self.index)

    def handle_event(self, e):
        """T, R, N and L: the lesson's hint, replay, next and list; a key the player bound to a table
        action (Settings, Controls) is that action's here too (docs/ui.md, the lessons' keys)."""
        if (e.type == pygame.KEYDOWN and not chorded(e) and self.handlers.top is self.table
                and not Keymap.from_settings(self.app.settings.keys).binds(e.key)):
            act = {pygame.K_t: self.toggle_hint, pygame.K_r: self.replay, pygame.K_n: self.next_lesson,
                   pygame.K_l: self.leave}.get(e.key)
            if act is not None:
                act()
                return True
        return super().handle_event(e)

    def suggested(self):
        """The lesson's next step that is legal now (its solution): the focus cursor starts on it."""
        legal = set(self.mode.options) if self.mode else set()
        for text in self.lesson.solution:
            a = Action.parse(text)
            if a in legal:
                return a
        return None

    # --- the goals ----------------------------------------------------------------------------------
    def refresh_mode(self):
        super().refresh_mode()
        if not self.anim.active:        # the table has shown what the engine did: tick what was reached
            self.check_goals()

    def update(self, dt):
        super().update(dt)
        if self.anim.active and not self.completed:     # tick a goal when the animation shows it
            shown = log.shown(self.game, self.anim)
            if shown != self._ticked_upto:
                self._ticked_upto = shown
                self.check_goals(shown)

    def check_goals(self, shown=None):
        now = self.lesson.progress(self.game, shown)
        reached = [a or b for a, b in zip(self.reached, now)]     # a goal reached stays reached (undo)
        if reached != self.reached:
            self.reached = reached
            self.dirty = True
        if all(reached) and not self.completed:
            self.completed = True
            self.show_hint = False
            self._show_buttons()
            problem = progress.mark_done(self.lesson.id)    # a write that failed, or a file set aside
            self.app.toast(f"Lesson complete: {self.lesson.title}", 5.0)
            if problem:
                self.app.toast(problem, 8.0)

    # --- drawing ------------------------------------------------------------------------------------
    def declare_panels(self, hover):
        sig = (self.lesson.id, tuple(self.reached), self.show_hint, self.completed)
        self.comp.part("lesson", self.panel, sig, lambda s, r: draw_panel(s, r, self))   # under its buttons
        super().declare_panels(hover)


def draw_panel(surf, r, sc) -> list:
    """The lesson panel: which lesson, the goals, then the rulebook's words, the hint or what was
    learnt; the bottom strip is left for the buttons. Returns its hotspots."""
    lesson = sc.lesson
    edge = theme.GOLD if sc.completed else (150, 112, 64)
    panel(surf, r, (36, 30, 27), edge, 12, 3 if sc.completed else 2, True, alpha=240)
    x, w = r.x + 14, r.w - 28
    head = f"LESSON {sc.index + 1} OF {len(sc.lessons)}" + ("  ·  COMPLETE" if sc.completed else "")
    surf.blit(assets.text(head, 14, theme.GOLD if sc.completed else (214, 176, 100), True), (x, r.y + 10))
    title = assets.fit_text(lesson.title, w, 22, theme.CREAM, True)
    surf.blit(title, (x, r.y + 28))
    hots = [Hot((x, r.y + 8, w, 46), (lesson.title, lesson.teaches, lesson.section))]
    y = r.y + 60
    for goal, ok in zip(lesson.goals, sc.reached):
        y = _goal(surf, x, y, w, goal.text, ok)
    y += 4
    gfx.line(surf, (110, 86, 58), (x, y), (x + w, y))
    y += 7
    if sc.completed:
        label, body, color = "WELL DONE", lesson.done_text, (236, 222, 160)
    elif sc.show_hint:
        label, body, color = "HINT", lesson.hint, theme.CREAM
    else:
        label, body, color = f"RULEBOOK · {lesson.section.upper()}", f"\u201c{lesson.quote}\u201d", (232, 220, 200)
    surf.blit(assets.fit_text(label, w, 13, (214, 176, 100), True), (x, y))
    y += 19
    bottom = r.bottom - 76      # the last line: what to do when it went wrong, or that the game goes on
    if r.h >= 260:              # (a short panel, a 720p table: the Replay button says it)
        surf.blit(assets.fit_text(PLAY_ON if sc.completed else STUCK, w, 14, (190, 176, 156), italic=True), (x, bottom + 2))
    else:
        bottom = r.bottom - 54
    if bottom - y >= 15:        # (no room for a line: on hover, whole, below)
        _wrapped(surf, body, x, y, w, bottom - y, color, italic=not (sc.completed or sc.show_hint))
    hots.append(Hot((x, y, w, max(1, bottom - y)), (label.capitalize(), body, lesson.section)))   # whole, on hover
    return hots


def _goal(surf, x, y, w, text, ok) -> int:
    box = pygame.Rect(x, y + 2, 16, 16)
    gfx.rect(surf, TICK_DONE if ok else (60, 50, 44), box, border_radius=3)
    gfx.rect(surf, TICK_DONE if ok else TICK_OPEN, box, 2, border_radius=3)
    if ok:
        gfx.lines(surf, theme.WHITE, False, [(x + 3, y + 10), (x + 7, y + 14), (x + 13, y + 5)], 3)
    color = (170, 210, 170) if ok else theme.CREAM
    for line in assets.wrap(text, w - 26, 16, True)[:2]:
        surf.blit(assets.text(line, 16, color, True), (x + 26, y))
        y += 20
    return y + 1


def _wrapped(surf, text, x, y, w, h, color, italic=False, size=16):
    """Wrapped text in at most h pixels (a smaller size if it does not fit), measured in its own font."""
    while True:
        font = assets.font(size, italic=italic)
        lines, line = [], ""
        for word in text.split():
            if line and font.size(f"{line} {word}")[0] > w:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}".strip()
        lines.append(line)
        step = font.get_linesize()
        if len(lines) * step <= h or size <= 12:
            break
        size -= 1
    for line in lines[:max(1, h // step)]:
        surf.blit(assets.text(line, size, color, italic=italic), (x, y))
        y += step
