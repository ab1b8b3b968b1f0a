"""The table's controls (a mixin of GameScene, scene.py): the prompt bar's and the top bar's buttons,
the Legal options list, both made again from the InputMode after each decision (refresh_mode), and
the commands the table's input (handlers.py) has the scene do for an intent that decides nothing
(undo, quick save and load, previews, the hint, the hands looked at, the log's scroll, the recap)."""
from __future__ import annotations

from .. import theme
from ..input.intents import Do
from ..widgets import Button
from .inputmode import InputMode
from .menus import ChoicePopup, PauseMenu
from .seatview import player_name, seat_color, who_decides
from .sheets import HelpOverlay


SHORT_LABELS = {"End fighter phase": "End phase"}      # Confirm's label -> its short form (the E button's)


def option_row(game, i, label, a) -> tuple:
    """A row of the Legal options list: its number key (1-9), its label (InputMode.fallback: an
    option that would do nothing now says why first), in a muted colour when it would do nothing."""
    return (f"{i + 1}. {label}" if i < 9 else label, a, theme.FUTILE if game.view.futile(a) else None)


class TableControls:
    """GameScene's buttons, options list and commands (it reads the scene's table, mode, session...)."""

    def _build_buttons(self):
        pb = self.L.prompt_buttons
        # a button's on_click returns what the table's handler does with a click on it (handlers.py:
        # an action to submit, a handler to open); pressing it never applies anything itself
        self.b_confirm = Button(pb[0], "Confirm", lambda: self.table.confirm(), "primary", "Enter", size=16)
        self.b_skip = Button(pb[1], "Skip", lambda: self.table.second(), "wood", "S", size=16)
        self.b_end = Button(pb[2], "End phase", lambda: self.table.letter("E"), "gold", "E", size=16)
        self.b_undo = Button(pb[3], "Undo", self.undo, "wood", "Ctrl+Z", size=16)
        self.b_undo.undoes = True       # a click on it works while the table holds after a turn (handlers.py)
        tb = self.L.top_buttons
        self.b_help = Button(tb[0], "Help", lambda: HelpOverlay(self), "dark", "F1", size=15)
        self.b_menu = Button(tb[1], "Menu", lambda: PauseMenu(self, self.table.commands[Do.QUICKSAVE]), "dark", "Esc",
                             size=15)
        self.b_expert = Button(self.L.hint_button, "Hint", lambda: self.hints.toggle(), "dark", "X", size=16)
        for b in (self.b_help, self.b_menu, self.b_expert):
            b.looks = True                # anyone may press them: they decide nothing (seating.py)
        self.buttons = [self.b_confirm, self.b_skip, self.b_end, self.b_undo, self.b_expert, self.b_help, self.b_menu]
        for b, name in zip(self.buttons, ("a", None, "rt", "lt", "y", "back", "start")):
            b.pad_button = name           # the controller's glyph shown when a controller was used last (glyphs.py)

    def refresh_mode(self):
        """After a decision: a new InputMode from game.pending, the options list, the buttons."""
        g = self.game
        self.mode = None if g.is_over() else InputMode(g, self.humans)
        if self.mode is not None and not self.mode.options:
            self.mode = None
        legal = set(self.mode.options) if self.mode else set()
        for popup in [h for h in self.handlers.stack if isinstance(h, ChoicePopup)]:
            if not legal.issuperset(popup.actions):      # a popup stays open while its choices are still legal
                self.handlers.pop(popup)
        self.looking.check()
        self.options.set_items(self._option_items())
        m = self.mode if not self.anim.active else None     # the buttons wait for the animation too
        self.b_confirm.enabled = bool(m and m.confirm_action())
        self.b_confirm.label = m.confirm_label() if m else "Confirm"
        self.b_confirm.short = SHORT_LABELS.get(self.b_confirm.label)    # where the whole does not fit (glyphs.shorter)
        shown = m.confirm_key() if m else "Enter"     # Enter's only when Enter takes it (a block: it blocks)
        self.b_confirm.key = self.b_confirm.keyboard_key = shown
        self.b_confirm.pad_button = "a" if shown == "Enter" else None    # A is Enter: no glyph then
        self.b_confirm.style = "primary" if shown == "Enter" else "wood"     # the main look is Enter's only
        swapped = bool(m and m.futile_enter())        # Enter takes Skip: this button resolves, no key
        self.b_skip.enabled = bool(m and m.second_action())
        self.b_skip.label, self.b_skip.key = ("Resolve", None) if swapped else ("Skip", "S")
        self.b_skip.keyboard_key = self.b_skip.key
        self.b_end.enabled = bool(m and m.key_action("E"))
        self.b_undo.enabled = g.can_undo() and not self.demo
        self.b_expert.enabled = not g.is_over() and not self.demo
        self.dirty = self.stale = True

    def _option_items(self):
        g = self.game
        if self.anim.active:            # the next decision's options wait until the table has shown this one
            self.options.title, self.options.title_color = "Legal options", theme.GOLD
            return [("Watching the table... (Space skips)", None, (220, 200, 170))]
        if self.mode:
            items = [option_row(g, i, label, a) for i, (label, a) in enumerate(self.mode.fallback())]
            self.options.title = f"Legal options ({len(items)}) · {who_decides(self)}"
            self.options.title_color = seat_color(g.pending.seat)
            return items
        self.options.title, self.options.title_color = "Legal options", theme.GOLD
        if g.is_over():
            return [("The game is over.", None, (220, 200, 170))]
        if g.pending.seat is not None:
            return [(f"{player_name(self, g.pending.seat)} is thinking...", None, (220, 200, 170))]
        return []

    def commands(self) -> dict:
        """What the table's input (TableInput) has the scene do for an intent that decides nothing."""
        return {Do.UNDO: lambda it: self.undo(), Do.QUICKSAVE: lambda it: self.quicksave(),
                Do.QUICKLOAD: lambda it: self.quickload(), Do.PREVIEWS: lambda it: self.toggle_previews(),
                Do.HINT: lambda it: self.hints.toggle(), Do.LOOK: lambda it: self.looking.step(it.arg),
                Do.CANCEL: lambda it: self.hints.close() or self.looking.stop(),
                Do.SCROLL: lambda it: self.log_scroll.by(it.arg), Do.RECAP: lambda it: self.recap.toggle(True)}

    def undo(self):
        if self.demo:
            return
        why_not = self.session.undo()
        if why_not:
            self.app.toast(why_not)
            return
        self.anim.finish()
        self.refresh_mode()
        self.app.toast("Undone")
        self.say_save_error()

    def previews_on(self) -> bool:
        return self.app.settings.preview_moves

    def toggle_previews(self):
        err = self.app.settings.change(preview_moves=not self.previews_on())
        self.app.toast(err or ("Enemy move previews on (P hides them)" if self.previews_on()
                               else "Enemy move previews off (P shows them; hover an enemy for its own)"))
        self.dirty = True
