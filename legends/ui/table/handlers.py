"""The table's input as a stack of handlers (the way python-tcod's tutorial does input handlers).

Every intent (input/intents.py: what a device means, tagged with the device) goes to the handler on
top of the stack. `handle(intent)` returns the next handler: itself (stay), a new handler (pushed
over it: a menu, a choice, the help sheet), None (it is done and popped), or Submit(action): the
action for the pipeline to submit for the intent's device (pipeline.py). A handler never applies
anything. Handlers that do not own an intent pass it to the one below them.

    TableInput   the bottom: clicks on the table, keys, buttons, the options list -> an action
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

from .. import theme
from ..dialogs import Popup
from ..input.intents import Do
from ..scene import chorded
from ..sound import ui_click
from ..widgets import dimmer
from .focus import Target
from .inputmode import describe, marked
from .sheets import HelpOverlay, PhonesOverlay, ZoomView
from .stack import Handler, Submit
from .zoom import subject_for

# hotspot kind (a place of the action catalogue, engine/kinds.py) -> its popup title; the options are
# the input mode's at that place, keyed by the rest of the hotspot's ref: (seat, card), a seat, a die
HOT_CHOICES = {"sprint": "Sprint", "ability": "Ability: choose how to pay", "meter": "Combo meter",
               "critical": "Critical art: discard which card?", "stand": "Stand up", "die": "Reroll",
               "objective": "Interact with the objective token"}
REFUSED = "not taken"   # the refusals' toasts fold into one (App.toast)
GUARD = 0.35        # seconds after a key took a decision in which the next deciding key is not taken


def taken(out) -> bool:
    """Did a handler take the intent? (True, a handler to open or an action to submit)"""
    return out is not None and out is not False


class TableInput(Handler):
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

    # --- keys and buttons --------------------------------------------------------------------
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

    # --- clicks ----------------------------------------------------------------------------
    def button_at(self, pos):
        return next((b for b in self.buttons() if b.visible and b.rect.collidepoint(pos)), None)

    def press(self, b):
        """A left click (or Enter / A with the focus) on a button: what its on_click returns."""
        if not b.enabled:
            return True
        ui_click()
        out = b.on_click() if b.on_click else None
        return out if isinstance(out, (Handler, Submit)) else True

    def point(self, it):
        sc = self.scene
        b = self.button_at(it.pos) if it.arg == 1 else None
        if getattr(b, "looks", False):      # Help, Menu, Hint: anyone may press them
            return self.press(b)
        if not sc.seating.may_decide(it):   # a seat waiting for its controller
            return True
        if self.hold.active:                # a click while the table holds after a turn: Undo still
            if b is not None and getattr(b, "undoes", False):    # works; any other left click starts the nemesis phase
                return self.press(b)
            return self.hold.release() if it.arg == 1 else True
        if b is not None:
            return self.press(b)
        lv = sc.options
        if lv.visible and lv.rect.collidepoint(it.pos):
            i = lv.item_at(it.pos) if it.arg == 1 else None
            if i is not None and lv.items[i][1] is not None:
                ui_click()
                return self.pick_row(lv.items[i][1])
            return True
        return self.click(it.pos, it.arg)

    def activate(self, t):
        """The focus cursor's Enter on its target (focus.py): what a left click on it does."""
        pos = t.rect.center
        if t.kind == "hot":
            return self.click_hot(t.what, pos, 1)
        if t.kind == "figure":
            return self.click_figure(t.what, pos)
        if t.kind == "space":
            return self.click_space(t.what, pos)
        if t.kind == "option":
            return self.pick_row(self.scene.options.items[t.what][1])
        return self.press(t.what)

    def pick_row(self, action):
        """A row of the Legal options list (a click, the focus's Enter): skips what is still animated."""
        if self.scene.anim.active:
            self.scene.anim.skip()
        return Submit(action)

    def click(self, pos, button):
        sc = self.scene
        if sc.anim.active:
            sc.anim.press()
            sc.dirty = True
            if sc.anim.active:              # a step at a time: the click only went on
                return True
        look = next((h.ref[1] for h in reversed(sc.hotspots()) if h.ref and h.ref[0] == "look" and h.rect.collidepoint(pos)),
                    None)
        if look is not None:                # a board's name or hand chip: look at that seat's hand
            return self.looking.look(look)
        m = sc.mode
        if not m:
            return False
        for h in reversed(sc.hotspots()):         # a hotspot with a meaning (cards, abilities, dice, tokens)
            if h.ref is not None and h.rect.collidepoint(pos):
                out = self.click_hot(h.ref, pos, button)
                if taken(out):
                    return out
        fid = sc.view.figure_at(pos)
        if fid is not None and fid in m.figures():
            out = self.click_figure(fid, pos)
            if taken(out):
                return out
        space = sc.view.space_at(pos)
        return self.click_space(space, pos) if space is not None else False

    # a click on one thing (the focus cursor's Enter takes the same paths, focus.py)
    def click_hot(self, ref, pos, button=1):
        return self.choose(self.hot_actions(ref, button), pos, self.hot_title(ref))

    def click_figure(self, fid, pos):
        sc, m = self.scene, self.scene.mode
        acts = m.for_figure(fid)
        if m.sub:                           # a push: the space is chosen next
            sc.dirty = True
            return True
        return self.choose(acts, pos, sc.game.view.name_of(fid))

    def click_space(self, space, pos):
        return self.choose(self.scene.mode.for_space(space), pos, f"Space {self.scene.game.view.space_name(space)}")

    def hot_actions(self, ref, button) -> list:
        m, kind = self.scene.mode, ref[0]
        if kind == "hand":
            acts = m.by_hand.get((ref[1], ref[2]), [])
            want = "sprint" if button == 3 else "play"
            return [a for a in acts if a.kind == want] or acts
        if kind in HOT_CHOICES:
            return m.at(kind, ref[1:] if len(ref) > 2 else ref[1])
        return []

    @staticmethod
    def hot_title(ref) -> str:
        return "Play this card" if ref[0] == "hand" else HOT_CHOICES.get(ref[0], "")

    def choose(self, actions, pos, title):
        """One action: Submit it; several: ask which (a ChoicePopup); none: False."""
        actions = list(dict.fromkeys(actions))
        if not actions:
            return False
        if len(actions) == 1:
            return Submit(actions[0])
        return ChoicePopup(self.scene, pos, title, actions)


class MenuHandler(Handler):
    """A Popup menu as a handler: Up/Down move the highlight, Enter or 1-n picks, the mouse
    highlights and clicks; `choose(i)` (i None: a click outside) says what a pick does."""
    pauses = True
    popup = None

    def menu_event(self, it):
        """The popup's own intents (its widget reads their events): returns the next handler, or
        False for an intent it leaves."""
        e = it.event
        if e is None:                   # a phone's choice: not the menu's
            return False
        if e.type == pygame.MOUSEMOTION:
            if self.popup.hover(e.pos):
                self.scene.dirty = True
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            return self.choose(self.popup.choice_at(e.pos))
        if e.type == pygame.KEYDOWN and not chorded(e):
            i = self.popup.key(e.key)
            if i == -1:
                self.scene.dirty = True
                return self
            if i is not None:
                return self.choose(i)
        return False

    def choose(self, i):
        return None

    def draw(self, surf, hover):
        surf.blit(dimmer((theme.W, theme.H), 120), (0, 0))
        self.popup.draw(surf, hover)
        return surf.get_rect()


class ChoicePopup(MenuHandler):
    """A small menu at the click: which of these actions? A click, 1-9 or Up/Down and Enter
    picks; Esc or a click outside closes; other keys pass down."""

    def __init__(self, scene, pos, title, actions):
        super().__init__(scene)
        g = scene.game
        self.actions = list(actions)
        self.popup = Popup(pos, title, [(marked(g, a, describe(g, a, g.pending.seat)), a) for a in self.actions])

    def handle(self, it):
        if it.do is Do.CHOOSE:                  # a phone names its own action: the table judges it
            return self.pass_down(it)
        if it.do is not Do.POINT and not self.scene.seating.may_decide(it, self.actions[0].seat):
            return self                         # another seat's controller: refused (seating.py)
        nxt = self.menu_event(it)
        if nxt is not False:
            return nxt
        if it.do is Do.CANCEL:
            return None
        if it.do in (Do.POINT, Do.ZOOM, Do.PICK) or getattr(it.event, "type", None) == pygame.MOUSEBUTTONDOWN:
            return self                          # a number with no row: not the table's option under it
        return self.pass_down(it)

    def choose(self, i):
        """Closed before the decision (which may open another)."""
        return Submit(self.actions[i], then=None) if i is not None else None

    def draw(self, surf, hover):
        self.popup.draw(surf, hover)
        return self.popup.rect.inflate(40, 40)


class PauseMenu(MenuHandler):
    """The menu (Esc): the game waits; Up/Down and Enter, 1-5 or a click choose; Esc or a click
    outside resumes. *Set the table* opens the position editor on this game's table (not in a remote
    game: the link lives on its table); its Back comes back to this game as it was."""
    CHOICES = [("Resume", "resume"), ("Save (F5)", "save"), ("Settings", "settings"),
               ("Set the table", "table"), ("Quit to title", "title")]

    def __init__(self, scene, quicksave=None):
        super().__init__(scene)
        self.quicksave = quicksave          # (intent) -> None: "Save" (the table's Do.QUICKSAVE command)
        choices = list(self.CHOICES)
        if getattr(scene.app, "remote", None) is not None:
            choices.remove(("Set the table", "table"))
        if scene.app.phones.running:        # the phones' codes, while phones are invited
            choices.insert(2, ("Phones: join codes (Q)", "phones"))
        self.popup = Popup((theme.W // 2, theme.H // 2 - 160), "Menu", choices)

    def handle(self, it):
        if it.do is Do.CANCEL:
            return None
        nxt = self.menu_event(it)
        return self if nxt is False else nxt

    def choose(self, i):
        choice = self.popup.choices[i][1] if i is not None else "resume"
        self.scene.handlers.pop(self)
        sc = self.scene
        if choice == "save" and self.quicksave is not None:
            self.quicksave(None)
        elif choice == "settings":
            from ..scenes.settings import SettingsScene
            sc.app.set_scene(SettingsScene(sc.app, back=sc))
        elif choice == "table":
            self.set_the_table()
        elif choice == "title":
            sc.app.title()
        elif choice == "phones":
            return PhonesOverlay(sc)
        return None

    def set_the_table(self):
        """The position editor on the game's public state; the game scene itself stays as it is,
        and Back shows it again (Play / Demo from here start a new game with its own autosaves)."""
        from ..workshop.from_game import table_of
        sc = self.scene
        app = sc.app
        editor, why_not = table_of(app, sc.game, back=lambda: app.set_scene(sc), seats=sc.seating.seats)
        if editor is None:              # said in the game, which goes on as it was (never another table)
            app.toast(why_not, 6.0, REFUSED, "Set the table: not now")
        else:
            app.set_scene(editor)


class ConfirmPopup(MenuHandler):
    """Ask before something replaces the game in progress: Y, 1 or the first choice does it;
    Esc, N, 2, the second choice or a click outside keeps playing; Up/Down move the highlight
    (on the first choice at the start) and Enter takes it. The game waits meanwhile."""

    def __init__(self, scene, title, yes_text, on_yes, no_text="No, keep playing this game"):
        super().__init__(scene)
        self.on_yes = on_yes
        self.popup = Popup((theme.W // 2, theme.H // 2 - 120), title, [(yes_text, True), (no_text, False)])

    def handle(self, it):
        e = it.event
        if e is not None and e.type == pygame.KEYDOWN:
            if e.key == pygame.K_y:
                return self.answer(True)
            if e.key in (pygame.K_ESCAPE, pygame.K_n):
                return None
        nxt = self.menu_event(it)
        return self if nxt is False else nxt

    def choose(self, i):
        return self.answer(i is not None and self.popup.choices[i][1])

    def answer(self, yes):
        self.scene.handlers.pop(self)
        if yes:
            self.on_yes()
        return None
