"""The game screen: map, fighter boards with their rivals, nemesis board, minion sheet, the
active hand, the log, the prompt, the legal options; bots and enemy turns play out with
animations drawn from the log.

GameScene wires three things together:
- the Session (session.py, no pygame): the game, the seats, the bots, the undo policy, autosave;
- the input pipeline (pipeline.py): each device's input becomes an intent tagged with the device
  (input/intents.py); the handler stack (handlers.py) turns it into one action of the InputMode
  built from `game.pending` (the scene never decides what is legal) or the next handler, and
  `Pipeline.submit(action, device)` checks the device's seat and applies it (the only caller of
  Session.apply); the scene shows what it did (the `Shows` calls: before_decision, after_decision);
- the drawing (drawing.py, a mixin: hud, figures, hand, log, overlays, tips): cached parts
  composed by a Compositor (legends/ui/compose.py), redrawn only when their signature changes;
  tooltips, hover marks and moving standees are overlays redrawn per frame. docs/ui.md explains it.
This file is the scene's life: it is built, laid out again, takes events, updates (the bots play),
and opens a save. Its other mixins: controls.py (the buttons, the Legal options list, the commands),
showing.py (what a decision shows, the turn as animated), saving.py (autosave, quick save, recovery).
"""
from __future__ import annotations

import random
import time

import pygame

from ...engine import Game
from ...store.saves import describe_save
from ...engine.board import board_for
from .. import assets
from ..anim import Animator
from ..input.intents import Device
from ..input.buttons import table_event
from ..input.keymap import Keymap
from ..input.translate import intent_of
from ..compose import Compositor
from .map import MapView
from ..scene import Scene
from ..sound import TableSounds
from ..widgets import ListView
from . import figures, log
from .controls import TableControls
from .focus import FocusCursor
from .hints import HintView
from .hold import TurnHold
from .handlers import TableInput
from .menus import ConfirmPopup
from .recap import LogRecap
from .stack import HandlerStack
from .drawing import TableDrawing
from .layout import Layout
from .pipeline import Pipeline
from .pointer import PointerWatch
from .preview import MovePreview
from .seating import TableSeats
from .saving import TableSaving
from .session import Session, open_session
from .showing import TableShows
from .shown import ShownState
from .tips import Tips
from .zoom import LongPress
from .seatview import Looking


POINTER_SETTLE = 1.2     # seconds after a relayout when the pointer is put back (screen.keep_pointer: 1 s)


def load_game_file(app, path) -> bool:
    """Open a save in the game screen; any problem is a message, never a traceback."""
    try:
        opened = open_session(path, app.box)
    except Exception as exc:  # a broken or foreign file: say so and stay where we are
        app.show_message("Cannot load the game", str(exc) or exc.__class__.__name__)
        return False
    show_session(app, *opened)
    return True


def show_session(app, game, seats, game_id=None) -> None:
    """The game screen for an opened save (or the game-over screen for a finished game). A save
    made with other card data, going on from its saved position, says so once (game.notice)."""
    if game.is_over():
        app.game_over(game, seats)
    else:
        app.set_scene(GameScene(app, game, seats, game_id=game_id))
    if game.notice:
        app.show_message("The cards have changed since this save", game.notice)


class GameScene(TableControls, TableShows, TableSaving, TableDrawing, Scene):
    canvas = "window"           # laid out for the window's real pixels (screen.canvas_for; layout.py)
    demo = False
    keeps_phones = True         # invited phones stay connected and drive their seats (phones/tv.py)
    phones_kind = "table"
    session_class = Session       # a lesson's session keeps its autosaves in memory (table/lesson.py)
    log_room = 0                  # the least height of the log's place (a lesson: its panel too; layout.py)

    def __init__(self, app, game: Game, seats=None, speed=1.0, game_id=None, autosaving=True):
        super().__init__(app)
        # autosaving False: nothing is written (a demo, a test, a screenshot: never the player's autosaves)
        self.session = self.session_class(game, seats, autosaving=autosaving and not self.demo, game_id=game_id)
        self._epoch = 0
        self.speed_mult = speed
        self.L = Layout(game.view.seats, board_for(game.stage).size, app.display.table_canvas(), self.log_room)
        self.view = MapView(game.stage, self.L.map)
        self.anim = Animator()
        self.shown = ShownState()     # the game as the animation shows it (shown.py)
        sounds = TableSounds(app, lambda: self.game.view.result)
        self.seating = TableSeats(app, self.session, lambda: self.hold.active, self.mark_dirty,   # who drives each seat
                                  lambda: self.turn_view()[1] if self.anim.active else False)   # (seating.py)
        self.anim.on_show = lambda entries: (sounds(entries), self.seating.on_show(entries))
        self.standees = figures.Standees()   # the map part's standees as drawn (figures.py)
        self.preview = MovePreview(self.session, self.anim, self._preview_failed)   # the enemy moves (preview.py)
        self.hold = TurnHold(self.session, self.anim, self.seating, self.demo)
        self.mode = None
        self.looking = Looking(self)   # PageUp / PageDown: look at any seat's hand (seatview.py)
        self.hand_strips = False       # the hand shown as strips (a crowded hand in a short panel: hand.py)
        self.hints = HintView(self, self.session.decision_key, option_items=self._option_items,
                              strips=lambda: self.hand_strips)
        #                                      X / the Hint button / a pad's Y: the expert's top 3 (hints.py)
        self.table = TableInput(self, self.hold, self.commands(), self.looking, lambda: self.buttons,
                                lambda: self.hover)
        self.tips = Tips(self, self.shown_figures, self.preview, lambda: self.buttons, self.table.hot_actions)
        self.focus = FocusCursor(self, self.table.hot_actions, lambda: (self.b_confirm, self.b_skip, self.b_end),
                                 self.tips, self.suggested, lambda: self.hand_strips)
        self.table.focus = self.focus
        # (the focus cursor: arrows / a pad move it among the legal things, Enter / A chooses: focus.py)
        self.handlers = HandlerStack(self.table)
        self.pipeline = Pipeline(self.session, self.seating, self, self.handlers)   # submit(action, device)
        self.long_press = LongPress(self, self.table.zoom)   # Z, a middle click or a long press: the zoom (zoom.py)
        self.bot_timer = 0.0
        self.over_timer = 0.0
        self.pointer = PointerWatch(app.display)     # where the arrow was on the screen (pointer_moved)
        self._animating = False         # an animation was playing at the last frame (update)
        self.hots = []                # the hotspots of the table laid out now (drawing.py: hotspots())
        self.stale = True             # something changed since they were laid out
        self.comp = Compositor(assets.wood(self.L.size))
        self.log_scroll = log.LogScroll()   # the log panel's own scroll (log.py)
        self.rng = random.Random(3)
        self._turn_base = None        # (turn, active, phase, log index) when the animated log began
        self.options = ListView(self.L.options, None, row_h=self.L.option_row, size=self.L.option_text,
                                title="Legal options")
        self.buttons = []
        self._build_buttons()
        refused: list = []                          # the player's key bindings it cannot use: said once
        Keymap.from_settings(app.settings.keys, refused)
        if refused:
            app.toast(" · ".join(refused), 8.0)
        self.widgets = [self.options] + self.buttons
        self.recap = LogRecap(self, self.log_scroll)     # the nemesis phase's recap, the log back to its newest
        #                                                  line (recap.py)
        self.buttons.append(self.recap.chip)            # the log's "Recap" chip
        self.widgets.append(self.recap.chip)
        self._said_save_error = None    # the autosave failure last told (told again only when it changes)
        self.autosave()
        self.refresh_mode()
        if self.session.folder_note:
            self.app.toast(self.session.folder_note, 8.0)

    # --- the session ------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def epoch(self) -> int:
        """Goes up when the game object is replaced or someone asks for every part to be redrawn."""
        return self._epoch + self.session.gen

    @epoch.setter
    def epoch(self, value: int):
        self._epoch = value - self.session.gen

    @property
    def seats(self):
        return self.session.seats

    @property
    def humans(self):
        return self.session.humans

    @property
    def bots(self):
        return self.session.bots

    def relayout(self, size):
        """Lay the table out again for a canvas of `size` (the window resized, F11, the UI scale):
        the map, the options list and the buttons move; every part is drawn again."""
        self.L = Layout(self.game.view.seats, board_for(self.game.stage).size, size, self.log_room)
        self.view = MapView(self.game.stage, self.L.map)
        self.comp = Compositor(assets.wood(self.L.size))
        self.options.rect = pygame.Rect(self.L.options)
        self.text_look()
        self.options.set_items(self._option_items(), keep_scroll=True)
        pb, tb = self.L.prompt_buttons, self.L.top_buttons
        for b, r in zip(self.buttons, (pb[0], pb[1], pb[2], pb[3], self.L.hint_button, tb[0], tb[1])):
            b.rect = pygame.Rect(r)
        self.epoch += 1
        self.dirty = self.stale = True
        self.relaid_at = time.monotonic()       # the pointer put back for a second (screen.keep_pointer)
        self.pointer.relaid()                   # where it stands on the screen now (off the window maybe)

    def pointer_moved(self, e) -> bool:
        """Did a MOUSEMOTION move the pointer? Not the arrow put back on its canvas point after F11 or a
        window size (screen.keep_pointer: a motion to where it was), nor the window moving under a still
        arrow while the new size settles (POINTER_SETTLE): the focus cursor stays up (issue 26's seventh
        pass, finding 7: its frame and "Enter: ..." label were gone after each F11 until a key), nor a
        motion where the pointer stands where it stood on the screen, the canvas mapped anew under it
        (pointer.py: the window grown under a still pointer after F11; eighth pass, finding 2)."""
        moved_on_screen = self.pointer.moved(e.pos)     # asked at every motion: it notes where the pointer is
        if time.monotonic() - getattr(self, "relaid_at", -POINTER_SETTLE) < POINTER_SETTLE:
            return False
        was = self.hover
        return moved_on_screen and (was is None or abs(e.pos[0] - was[0]) + abs(e.pos[1] - was[1]) > 1)

    def mark_dirty(self):
        self.dirty = True

    # --- the quick load: another game in place of this one -------------------------------------
    def quickload(self):
        if self.demo:
            return
        path = self.session.quicksave_path()
        if path is None:
            self.app.toast("No quick save yet (F5 saves)")
            return
        if self.game.is_over():
            load_game_file(self.app, path)
            return
        return ConfirmPopup(self, "Replace the game in progress? It stays autosaved in Load game.",
                            f"Yes, load the quick save: {describe_save(path, self.content_names())}",
                            lambda: load_game_file(self.app, path))

    # --- input and update -------------------------------------------------------------------------
    def handle_event(self, e):
        if e.type == pygame.MOUSEMOTION:
            if self.pointer_moved(e):       # the mouse hides the focus cursor (arrow / Enter: back)
                self.focus.visible = self.focus.steered = False
            self.hover = e.pos
            self.dirty = True
        e = table_event(self.app.settings, self.app.pads, e)     # the player's own keys and buttons
        self.long_press.event(e)
        try:
            return self.pipeline.take(intent_of(e))[0]       # the intent, tagged with its device
        finally:
            self.stale = self.stale or e.type != pygame.MOUSEMOTION     # it may have changed what shows

    def take(self, intent) -> tuple:
        """An intent from a device that sends no pygame events (a phone): the input pipeline's."""
        return self.pipeline.take(intent)

    def busy(self):
        if self.anim.active or self.hints.busy() or self.long_press.press is not None:
            return True
        if self.handlers.paused:
            return False
        return self.game.is_over() or self.session.bot_seat() is not None

    def bot_delay(self):
        return 0.45 / max(0.1, self.app.settings.anim_speed * self.speed_mult)

    def update(self, dt):
        self.table.tick(dt)             # the handler's clock (a quick second S is not taken)
        self.recap.update(dt)
        self.hints.update(dt)
        self.long_press.update(dt)
        if self.anim.active or self._animating:     # (a key or a click may have ended it: anim.skip)
            self.anim.update(dt)
            self.dirty = self.stale = True
            self._animating = self.anim.active
            if not self.anim.active:
                self.refresh_mode()     # the options and buttons of the decision now shown
            return
        if self.handlers.paused:
            return
        if self.game.is_over():
            self.over_timer += dt
            if self.over_timer > 1.2:
                self.game_over()
            return
        seat = self.session.bot_seat()
        if seat is not None:
            self.bot_timer += dt
            self.session.think_ahead()          # an expert starts its search (on a thread) at once
            if self.bot_timer >= self.bot_delay():
                self.play_bot(seat)

    def play_bot(self, seat):
        """The bot's decision, when it has one (an expert's search may still run: next frame)."""
        s = self.session
        where = f"bot {self.seats[seat]} deciding for P{seat + 1} ({self.game.pending.kind})"
        try:
            action = s.bot_choice()
        except Exception as exc:
            self.app.report(exc, where)
            return
        if action is None:
            return
        self.bot_timer = 0.0
        if s.bot_error is not None:         # the search failed: reported, and greedy's choice is played
            err, s.bot_error = s.bot_error, None
            self.app.report(err, where + "; greedy chose instead")
        self.pipeline.submit(action, Device.bot(seat))

    def game_over(self):
        self.app.game_over(self.game, self.seats)
