"""The table's input as a stack of handlers (the way python-tcod's tutorial does input handlers).

Every intent (input/intents.py: what a device means, tagged with the device) goes to the handler on
top of the stack. `handle(intent)` returns the next handler: itself (stay), a new handler (pushed
over it: a menu, a choice, the help sheet), None (it is done and popped), or Submit(action): the
action for the pipeline to submit for the intent's device (pipeline.py). A handler never applies
anything. Handlers that do not own an intent pass it to the one below them.

    TableInput   the bottom: keys and buttons here, clicks on the table and the options list
                 (clicks.py, TableClicks) -> an action
The menus over it (menus.py):
    ChoicePopup  "which of these?" when a click means several actions (1-9 or a click picks, Esc closes)
    PauseMenu    Resume / Save / Settings / Set the table / Quit to title (the game waits under it)
    ConfirmPopup "replace the game in progress?" before F9 loads another game (Y: yes, Esc/N: no)
The three menus (MenuHandler) work by keyboard alone too: Up/Down move a highlighted row,
Enter takes it, 1-n take a row by its number (their Popup reads the intent's event). The stack
itself is stack.py; the sheets over the table (sheets.py):
    HelpOverlay  the help sheet (a click, Esc, F1 or H closes it; other keys still play)
    ZoomView     the zoom (zoom.py): Z, a middle click or a long press opens it; Z, Esc or a click closes it
    PhonesOverlay the phones' join codes (Q or the menu while phones are invited; Q, Esc or a click closes)

X, the Hint button or a pad's top face button (it arrives as X: input/pads.py) asks the expert for
a hint (hints.py); Esc closes it. A controller decides only for its own seat: deciding intents
(intents.DECIDING, SEAT_BOUND) are checked once, in seating.py, before they are taken here.
PageUp / PageDown or a click on a fighter board's name or hand chip look at that seat's hand
(seatview.py, read-only); Esc goes back to the deciding seat's hand.

When a human's turn waits only for "end the fighter phase" (hold.py), Enter, Space or a left click
anywhere but Help, Menu and Undo ends it.

A handler never decides what is legal: the actions come from the scene's InputMode, built from
`game.pending`; a phone's CHOOSE names the action itself and is taken only if the InputMode has it.
"""
from __future__ import annotations

import pygame

from ..input.intents import Do
from .clicks import TableClicks, taken
from .focus import Target
from .menus import REFUSED, PauseMenu
from .sheets import HelpOverlay, PhonesOverlay, ZoomView
from .stack import Handler, Submit
from .zoom import subject_for

GUARD = 0.35        # seconds after a key took a decision in which the next deciding key is not taken


class TableInput(TableClicks, Handler):
    """Playing at the table: an intent becomes one of the InputMode's legal actions (Submit), a
    handler to open, or something the table does that decides nothing (scroll, look, zoom...)."""
    modal = False

    def __init__(self, scene, hold, commands=None, looking=None, buttons=list, pointer=lambda: None):
        super().__init__(scene)
        self.buttons = buttons          # () -> the table's buttons (a click on one is its on_click)
        self.pointer = pointer          # () -> where the mouse is (None: not over the window yet)
        self.focus = None               # the focus cursor (focus.FocusCursor), given once it is built: it
        #                                 needs this handler's hot_actions
        self.hold = hold                # the pause after a human's turn (hold.py): Enter, Space or a click ends it
        self.looking = looking          # whose hand the hand panel shows (seatview.Looking): a board's name looks
        self.commands = dict(commands or {})   # {Do: (intent) -> a handler to open or anything}: what the
        # scene does for an intent that decides nothing (undo, quick save and load, previews, the hint, the
        # hands looked at), Do.SCROLL: scroll the log, and Do.CANCEL: close what it has open (True) before
        # the menu opens
        self.consumed = False
        self.clock = 0.0                # seconds of play on this table (tick)
        self._taken = None             # when a key last took a decision (clock)

    def tick(self, dt):
        self.clock += dt

    def guarding(self) -> bool:
        """Would a deciding key now be refused as the second press of a quick double press?"""
        return self._taken is not None and self.clock - self._taken < GUARD

    def open(self, h: Handler):
        """Open a handler over this one from outside the handling of an intent (a lesson's button)."""
        self.scene.handlers.push(h)

    def handle(self, it):
        out = self._intent(it)
        self.consumed = taken(out)
        return out if isinstance(out, (Handler, Submit)) else self

    def _intent(self, it):
        sc, do = self.scene, it.do
        if do is Do.POINT:
            return self.point(it)
        if do is Do.SCROLL:
            if sc.L.log.collidepoint(it.pos) and Do.SCROLL in self.commands:   # the log panel's own scroll
                self.commands[Do.SCROLL](it)
                sc.dirty = True
                return True
            if sc.options.visible and sc.options.rect.collidepoint(it.pos):
                sc.options.scroll_rows(-it.arg)
                sc.dirty = True             # drawn now, not at the next move of the mouse
                return True
            return False
        if do is Do.ZOOM and it.pos is not None:            # a middle click: the zoom (zoom.py)
            return self.zoom(None, it.pos) or True
        if do is Do.CHOOSE:
            return self.choose_action(it)
        if do in (Do.HOVER, Do.OTHER):
            return False
        return self.key(it)

    def key(self, it):
        sc, do = self.scene, it.do
        if not sc.seating.may_decide(it):   # a controller deciding for another seat (seating.py): refused
            return True
        if self.hold.active and (do is Do.CONFIRM or (do is Do.GO_ON and it.arg)):
            return self.hold.release()
        if do is Do.GO_ON:
            if sc.anim.active:
                sc.anim.skip()
                sc.dirty = True
            return True
        if do is Do.HELP:
            return HelpOverlay(sc)
        if do is Do.PAUSE:
            return PauseMenu(sc, self.commands.get(Do.QUICKSAVE))
        if do is Do.ZOOM:                   # the zoom (zoom.py); a pad's RS skips an animation first
            if sc.anim.active and it.from_seat_device:
                sc.anim.skip()
                sc.dirty = True
                return True
            return self.zoom(it) or True
        if do is Do.CANCEL:
            sc.dirty = True
            closed = self.commands.get(Do.CANCEL)
            if not (sc.mode and sc.mode.cancel()) and not (closed and closed(it)):
                return PauseMenu(sc, self.commands.get(Do.QUICKSAVE))
            return True
        if do is Do.PHONES:                 # the phones' codes (phones/codes.py), while phones are invited
            return PhonesOverlay(sc) if sc.app.phones.running else False
        command = self.commands.get(do)
        if command is not None:
            out = command(it)
            return out if isinstance(out, Handler) else True
        if sc.anim.active and it.deciding:  # shows the end of the animation first: the options
            stepping = sc.anim.step_wait
            sc.anim.press()                 # and the focus cursor appear, nothing unseen is chosen
            sc.dirty = True                 # (a step at a time: the next step, anim.py)
            if not stepping:                # one toast, "... ×3" when said again while it shows
                sc.app.toast("Key not taken while the table moved", 2.5, REFUSED, "Key not taken")
            return True
        return self.play_key(it) if sc.mode else False

    def play_key(self, it):
        """Enter, the arrows, S, E, B and 1-9: the intents that take a decision (focus.py: the arrows
        move the focus cursor, Enter chooses what it is on; Confirm when it has no target). A
        second such key moments after one took a decision would take the decision that appeared
        in between, unseen (a double press, A mashed): it is not taken, and a toast says so."""
        sc = self.scene
        if it.do is not Do.FOCUS and self.guarding():
            k = getattr(it.event, "key", None)
            name = "Enter" if it.do is Do.CONFIRM or k is None else pygame.key.name(k).upper()
            sc.app.toast(f"{name} not taken: a new decision appeared", 3.0, REFUSED, f"{name} not taken")   # (the prompt names it)
            return True
        out = self._play_key(it)
        if isinstance(out, Submit):
            out.after = self._took
        return out

    def _took(self, applied):
        if applied:
            self._taken = self.clock

    def _play_key(self, it):
        sc, do = self.scene, it.do
        if do is Do.CONFIRM:
            out = self.focus.enter()
            if isinstance(out, Target):
                return self.activate(out)
            return out if out is not False else (self.confirm() or True)
        if do is Do.FOCUS:
            return self.focus.move(*it.arg)
        if do is Do.LETTER:
            return self.letter(it.arg) or True
        if do is Do.PICK:
            fb = sc.mode.fallback()
            return Submit(fb[it.arg][1]) if it.arg < len(fb) else True
        return False

    def confirm(self):
        """The decision's Confirm (Enter with no focus target, the Confirm button)."""
        m = self.scene.mode
        a = m.confirm_action() if m else None
        return Submit(a) if a else False

    def second(self):
        """The prompt bar's second button: Skip, or Resolve when Enter takes Skip (InputMode.second_action)."""
        m = self.scene.mode
        a = m.second_action() if m else None
        return Submit(a) if a else False

    def letter(self, key):
        """The option a letter names (S: Skip, E: End phase, B: Boost), as its key or its button."""
        m = self.scene.mode
        a = m.key_action(key) if m else None
        return Submit(a) if a else False

    def choose_action(self, it):
        """A device that names the action itself (a phone): taken if it is legal now."""
        sc, a = self.scene, it.arg
        if not sc.seating.may_decide(it, a.seat):
            return True
        return Submit(a) if sc.mode is not None and a in sc.mode.options else False

    def zoom(self, it=None, pos=None):
        """The zoom on the focused thing, else on what is at pos / under the mouse (zoom.py), or None."""
        subject = subject_for(self.scene, self.focus, self.pointer(), it.event if it is not None else None, pos)
        return ZoomView(self.scene, subject) if subject is not None else None
