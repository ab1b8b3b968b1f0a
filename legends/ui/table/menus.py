"""The table's menus as handlers (handlers.py opens them): the Popup widget's rows by keyboard alone
too (Up/Down move a highlighted row, Enter takes it, 1-n take a row by its number) or by the mouse.

    MenuHandler  a Popup as a handler (the three below)
    ChoicePopup  "which of these?" when a click means several actions (1-9 or a click picks, Esc closes)
    PauseMenu    Resume / Save / Settings / Set the table / Quit to title (the game waits under it)
    ConfirmPopup "replace the game in progress?" before F9 loads another game (Y: yes, Esc/N: no)
"""
from __future__ import annotations

import pygame

from .. import theme
from ..dialogs import Popup
from ..input.intents import Do
from ..scene import chorded
from ..widgets import dimmer
from .inputmode import describe, marked
from .sheets import PhonesOverlay
from .stack import Handler, Submit

REFUSED = "not taken"   # the refusals' toasts fold into one (App.toast)


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
    hides_step = True       # the animation's step (a TURN banner's band) is not drawn under it: the game waits
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
