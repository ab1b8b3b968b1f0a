"""The table's input as a stack of handlers (the way python-tcod's tutorial does input handlers).

Every event goes to the handler on top of the stack. `handle(event)` returns the next handler:
itself (stay), a new handler (pushed over it: a menu, a choice, the help sheet) or None (it is
done and popped). Handlers that do not own an event pass it to the one below them.

    TableInput   the bottom: clicks on the table, keys, buttons, the options list -> an action
    ChoicePopup  "which of these?" when a click means several actions (1-9 or a click picks, Esc closes)
    PauseMenu    Resume / Save / Settings / Quit to title (the game waits under it)
    ConfirmPopup "replace the game in progress?" before F9 loads another game (Y: yes, Esc/N: no)
The three menus (MenuHandler) work by keyboard alone too: Up/Down move a highlighted row,
Enter takes it, 1-n take a row by its number. The stack itself is stack.py; the sheets over the
table (sheets.py):
    HelpOverlay  the help sheet (a click, Esc, F1 or H closes it; other keys still play)
    ZoomView     the zoom (zoom.py): Z, a middle click or a long press opens it; Z, Esc or a click closes it
    PhonesOverlay the phones' join codes (Q or the menu while phones are invited; Q, Esc or a click closes)

X, the Hint button or a pad's top face button (it arrives as X: input/pads.py) asks the expert for
a hint (hints.py); Esc closes it. A controller decides only for its own seat (seating.py).
PageUp / PageDown or a click on a fighter board's name or hand chip look at that seat's hand
(seatview.py, read-only); Esc goes back to the deciding seat's hand.

When a human's turn waits only for "end the fighter phase" (hold.py), Enter, Space or a left click
anywhere but Help, Menu and Undo ends it.

A handler never decides what is legal: the actions come from the scene's InputMode, built from
`game.pending`, and go to `scene.apply(action)` (-> Session.apply -> the engine).
"""
from __future__ import annotations

import pygame

from .. import theme as T
from ..scene import chorded
from ..dialogs import Popup
from ..widgets import dimmer
from .focus import ARROWS
from .hints import HINT_KEY
from .inputmode import describe, marked
from .sheets import HelpOverlay, PhonesOverlay, ZoomView
from .stack import Handler
from .zoom import subject_for

# hotspot kind (a place of the action catalogue, engine/kinds.py) -> its popup title; the options are
# the input mode's at that place, keyed by the rest of the hotspot's ref: (seat, card), a seat, a die
HOT_CHOICES = {"sprint": "Sprint", "ability": "Ability: choose how to pay", "meter": "Combo meter",
               "critical": "Critical art: discard which card?", "stand": "Stand up", "die": "Reroll",
               "objective": "Interact with the objective token"}
LETTER_KEYS = {pygame.K_s: "S", pygame.K_e: "E", pygame.K_b: "B"}
GUARD = 0.35        # seconds after a key took a decision in which the next deciding key is not taken
DECIDING = {pygame.K_RETURN, pygame.K_KP_ENTER, *LETTER_KEYS, *range(pygame.K_1, pygame.K_9 + 1),
            pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT}


class TableInput(Handler):
    """Playing at the table: a click or a key becomes one of the InputMode's legal actions."""
    modal = False

    def __init__(self, scene):
        super().__init__(scene)
        self.consumed = False
        self._next = None
        self._handling = False
        self._taken = None             # when a key last took a decision (scene clock)
        self._told = None              # when a "key not taken" toast was last shown (scene clock)

    def guarding(self) -> bool:
        """Would a deciding key now be refused as the second press of a quick double press?"""
        return self._taken is not None and self.scene.clock - self._taken < GUARD

    def open(self, h: Handler):
        """Open a handler over this one: returned as the next handler when an event asked for it
        (a key, a button), else pushed at once."""
        if self._handling:
            self._next = h
        else:
            self.scene.handlers.push(h)

    def handle(self, e):
        self._next, self._handling = None, True
        try:
            self.consumed = self._event(e)
        finally:
            self._handling = False
        nxt, self._next = self._next or self, None
        return nxt

    def _event(self, e) -> bool:
        sc = self.scene
        if e.type == pygame.KEYDOWN:
            return self.key(e)
        if e.type == pygame.MOUSEWHEEL and sc.L.log.collidepoint(getattr(e, "pos", None) or pygame.mouse.get_pos()):
            sc.log_scroll = max(0, min(getattr(sc, "log_max", 0), sc.log_scroll + e.y * 2))
            sc.dirty = True
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 2:             # a middle click: the zoom (zoom.py)
            return self.zoom(None, e.pos) or True
        if e.type == pygame.MOUSEBUTTONDOWN and not sc.may_decide(e):     # a seat waiting for its controller
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button in (1, 3) and sc.hold.active:
            return self.click_held(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button in (1, 3):
            for w in sc.buttons:
                if w.handle_event(e):
                    sc.dirty = True
                    return True
            if sc.options.handle_event(e):
                sc.dirty = True
                return True
            return self.click(e.pos, e.button)
        if e.type == pygame.MOUSEWHEEL and sc.options.handle_event(e):
            sc.dirty = True                 # drawn now, not at the next move of the mouse
            return True
        return False

    # --- keys ------------------------------------------------------------------------------
    def key(self, e) -> bool:
        sc, k = self.scene, e.key
        mods = getattr(e, "mod", 0) | pygame.key.get_mods()
        if not sc.may_decide(e):        # a controller deciding for another seat (seating.py): refused
            return True
        if sc.hold.active and k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and not chorded(e):
            return sc.hold.release()
        if k == pygame.K_SPACE:
            if sc.anim.active:
                sc.anim.skip()
                sc.dirty = True
            return True
        if k in (pygame.K_F1, pygame.K_h) and not chorded(e):
            self.open(HelpOverlay(sc))
            return True
        if k == HINT_KEY and not chorded(e):
            return sc.hints.toggle()
        if k == pygame.K_z and not chorded(e):      # the zoom (zoom.py); a pad's RS skips an animation first
            if sc.anim.active and getattr(e, "pad", None) is not None:
                sc.anim.skip()
                sc.dirty = True
                return True
            return self.zoom(e) or True
        if k == pygame.K_ESCAPE:
            if not (sc.mode and sc.mode.cancel()) and not sc.hints.close() and not sc.looking.stop():
                self.open(PauseMenu(sc))
            sc.dirty = True
            return True
        if chorded(e):  # Ctrl/Alt/Meta + key: only the documented chord, never the plain shortcut
            if k == pygame.K_z and mods & pygame.KMOD_CTRL:
                sc.undo()
                return True
            return False
        if k == pygame.K_q and sc.app.phones.running:       # the phones' codes (phones/codes.py)
            return self.open_phones()
        command = {pygame.K_F5: sc.quicksave, pygame.K_F9: sc.quickload, pygame.K_p: sc.toggle_previews,
                   pygame.K_PAGEUP: lambda: sc.looking.step(-1), pygame.K_PAGEDOWN: lambda: sc.looking.step(1)}.get(k)
        if command is not None:
            command()
            return True
        if sc.anim.active and k in DECIDING:     # shows the end of the animation first: the options
            stepping = sc.anim.step_wait
            sc.anim.press()                       # and the focus cursor appear, nothing unseen is chosen
            sc.dirty = True                       # (a step at a time: the next step, anim.py)
            if not stepping and (self._told is None or sc.clock - self._told > 2.5):   # not again while it shows
                self._told = sc.clock
                sc.app.toast("Key not taken while the table moved: the end is shown, press it again", 2.5)
            return True
        return self.play_key(k, e) if sc.mode else False

    def open_phones(self) -> bool:
        self.open(PhonesOverlay(self.scene))
        return True

    def play_key(self, k, e=None) -> bool:
        """Enter, the arrows, S, E, B and 1-9: the keys that take a decision (focus.py: the arrows
        move the focus cursor, Enter chooses what it is on; Confirm when it has no target). A
        second such key moments after one took a decision would take the decision that appeared
        in between, unseen (a double press, A mashed): it is not taken, and a toast says so."""
        sc = self.scene
        if k not in ARROWS and self.guarding():
            name = "Enter" if k in (pygame.K_RETURN, pygame.K_KP_ENTER) else pygame.key.name(k).upper()
            sc.app.toast(f"{name} not taken: a new decision just appeared "
                         f"({sc.mode.title()}); press it again", 3.0)
            return True
        before = len(sc.game.view.history)
        done = self._play_key(k, e)
        if len(sc.game.view.history) != before:
            self._taken = sc.clock
        return done

    def _play_key(self, k, e=None) -> bool:
        sc = self.scene
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not sc.focus.enter(e):
                sc.key_confirm()
            return True
        if k in ARROWS:
            return sc.focus.move(*ARROWS[k], e)
        if k in LETTER_KEYS:
            sc.key_action(LETTER_KEYS[k])
            return True
        if pygame.K_1 <= k <= pygame.K_9:
            i = k - pygame.K_1
            fb = sc.mode.fallback()
            if i < len(fb):
                sc.apply(fb[i][1])
            return True
        return False

    def zoom(self, e=None, pos=None) -> bool:
        """Open the zoom on the focused thing, else on what is at pos / under the mouse (zoom.py)."""
        subject = subject_for(self.scene, e, pos)
        if subject is not None:
            self.open(ZoomView(self.scene, subject))
        return subject is not None

    # --- clicks ----------------------------------------------------------------------------
    def click_held(self, e) -> bool:
        """A click while the table holds after a turn: Help, Menu and Undo still work; any other
        left click starts the nemesis phase."""
        sc = self.scene
        for w in (sc.b_help, sc.b_menu, sc.b_undo, sc.b_expert):
            if w.rect.collidepoint(e.pos) and e.button == 1:
                return w.handle_event(e)
        return sc.hold.release() if e.button == 1 else True

    def click(self, pos, button) -> bool:
        sc = self.scene
        if sc.anim.active:
            sc.anim.press()
            sc.dirty = True
            if sc.anim.active:              # a step at a time: the click only went on
                return True
        look = next((h.ref[1] for h in reversed(sc.hots) if h.ref and h.ref[0] == "look" and h.rect.collidepoint(pos)),
                    None)
        if look is not None:                # a board's name or hand chip: look at that seat's hand
            return sc.looking.look(look)
        m = sc.mode
        if not m:
            return False
        for h in reversed(sc.hots):         # a hotspot with a meaning (cards, abilities, dice, tokens)
            if h.ref is not None and h.rect.collidepoint(pos) and self.click_hot(h.ref, pos, button):
                return True
        fid = sc.view.figure_at(pos)
        if fid is not None and fid in m.figures() and self.click_figure(fid, pos):
            return True
        space = sc.view.space_at(pos)
        return space is not None and self.click_space(space, pos)

    # a click on one thing (the focus cursor's Enter takes the same paths, focus.py)
    def click_hot(self, ref, pos, button=1) -> bool:
        return self.choose(self.hot_actions(ref, button), pos, self.hot_title(ref))

    def click_figure(self, fid, pos) -> bool:
        sc, m = self.scene, self.scene.mode
        acts = m.for_figure(fid)
        if m.sub:                           # a push: the space is chosen next
            sc.dirty = True
            return True
        return self.choose(acts, pos, sc.game.view.name_of(fid))

    def click_space(self, space, pos) -> bool:
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

    def choose(self, actions, pos, title) -> bool:
        """One action: apply it; several: ask which (a ChoicePopup); none: False."""
        actions = list(dict.fromkeys(actions))
        if not actions:
            return False
        if len(actions) == 1:
            self.scene.apply(actions[0])
        else:
            self.open(ChoicePopup(self.scene, pos, title, actions))
        return True


class MenuHandler(Handler):
    """A Popup menu as a handler: Up/Down move the highlight, Enter or 1-n picks, the mouse
    highlights and clicks; `choose(i)` (i None: a click outside) says what a pick does."""
    pauses = True
    popup = None

    def menu_event(self, e):
        """The popup's own events: returns the next handler, or False for an event it leaves."""
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
        surf.blit(dimmer((T.W, T.H), 120), (0, 0))
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

    def handle(self, e):
        if e.type == pygame.KEYDOWN and not self.scene.may_decide(e, self.actions[0].seat):
            return self                         # another seat's controller: refused (seating.py)
        nxt = self.menu_event(e)
        if nxt is not False:
            return nxt
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            return None
        if e.type == pygame.MOUSEBUTTONDOWN or (e.type == pygame.KEYDOWN and pygame.K_1 <= e.key <= pygame.K_9):
            return self                          # a number with no row: not the table's option under it
        return self.pass_down(e)

    def choose(self, i):
        if i is not None:
            self.scene.handlers.pop(self)        # closed before the decision (which may open another)
            self.scene.apply(self.actions[i])
        return None

    def draw(self, surf, hover):
        self.popup.draw(surf, hover)
        return self.popup.rect.inflate(40, 40)


class PauseMenu(MenuHandler):
    """The menu (Esc): the game waits; Up/Down and Enter, 1-4 or a click choose; Esc or a click
    outside resumes."""
    CHOICES = [("Resume", "resume"), ("Save (F5)", "save"), ("Settings", "settings"), ("Quit to title", "title")]

    def __init__(self, scene):
        super().__init__(scene)
        choices = list(self.CHOICES)
        if scene.app.phones.running:        # the phones' codes, while phones are invited
            choices.insert(2, ("Phones: join codes (Q)", "phones"))
        self.popup = Popup((T.W // 2, T.H // 2 - 160), "Menu", choices)

    def handle(self, e):
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            return None
        nxt = self.menu_event(e)
        return self if nxt is False else nxt

    def choose(self, i):
        choice = self.popup.choices[i][1] if i is not None else "resume"
        self.scene.handlers.pop(self)
        sc = self.scene
        if choice == "save":
            sc.quicksave()
        elif choice == "settings":
            from ..scenes.settings import SettingsScene
            sc.app.set_scene(SettingsScene(sc.app, back=sc))
        elif choice == "title":
            sc.app.title()
        elif choice == "phones":
            return sc.table.open_phones() and None
        return None


class ConfirmPopup(MenuHandler):
    """Ask before something replaces the game in progress: Y, 1 or the first choice does it;
    Esc, N, 2, the second choice or a click outside keeps playing; Up/Down move the highlight
    (on the first choice at the start) and Enter takes it. The game waits meanwhile."""

    def __init__(self, scene, title, yes_text, on_yes, no_text="No, keep playing this game"):
        super().__init__(scene)
        self.on_yes = on_yes
        self.popup = Popup((T.W // 2, T.H // 2 - 120), title, [(yes_text, True), (no_text, False)])

    def handle(self, e):
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_y:
                return self.answer(True)
            if e.key in (pygame.K_ESCAPE, pygame.K_n):
                return None
        nxt = self.menu_event(e)
        return self if nxt is False else nxt

    def choose(self, i):
        return self.answer(i is not None and self.popup.choices[i][1])

    def answer(self, yes):
        self.scene.handlers.pop(self)
        if yes:
            self.on_yes()
        return None
