"""Controls, opened from Settings: every table action with its key and its button for a controller
layout (the one used last, else Xbox; a controller's press or the selector changes it). Choose a row (click it, or
arrows / d-pad then Enter / A) and press the new key, or the new controller button; Esc or B cancels,
Delete takes the action off the controller. A key or button another action holds is refused with a
line naming that action; Reset puts back every usual key and button. The bindings are the settings
record's `keys` and `buttons` (input/keymap.py, input/buttons.py); this screen itself always takes
the usual keys and buttons, so a player can never lock themselves out of it."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from ..input import glyphs
from ..input.buttons import BUTTON_ACTIONS, BUTTONS, LAYOUTS, NONE, ButtonMap
from ..input.keymap import ACTIONS, Keymap, fixed, key_label
from ..input.seats import LAYOUT_NAMES
from ..scene import Scene
from ..screen import FIXED
from ..widgets import Button, Selector
from .common import draw_tip, felt_panel, focus_or_done, heading, leave, table
from .focus import Focus

TITLES = {"confirm": "Confirm", "cancel": "Cancel / back", "skip": "Skip", "end_phase": "End the fighter phase",
          "boost": "Boost (1 EX)", "hint": "Hint (the expert)", "previews": "Enemy moves", "help": "Help",
          "zoom": "Zoom", "skip_animation": "Skip the animation", "look_previous": "Previous player's hand",
          "look_next": "Next player's hand", "quicksave": "Quick save", "quickload": "Quick load",
          "menu": "Menu", "undo": "Undo", "recap": "Recap of the nemesis phase"}
FIXED_KEYS = {"menu": "Esc", "undo": "Ctrl+Z"}          # actions with no key of their own to move
ORDER = list(ACTIONS) + [a for a in BUTTON_ACTIONS if a not in ACTIONS]
FIXED_LINE = "F11 fullscreen · M sound on / off · Q phones' codes · H help · arrows move · 1-9 choose"
ROWS_PER_COLUMN, PITCH, Y0 = 9, 68, 200
X_COLUMNS = (100, 990)


class ControlsScene(Scene):
    def __init__(self, app, back=None):
        super().__init__(app)
        self.back = back
        self.focus = Focus(first=True, enter=True)
        self.listening = None               # the action whose new key / button is awaited
        self.message = ""
        pad = app.pads.last_pad() if getattr(app, "pads", None) else None
        self.layout = pad.kind if pad is not None and pad.kind in LAYOUTS else "xbox"
        self.rows = []
        for i, action in enumerate(ORDER):
            x = X_COLUMNS[i // ROWS_PER_COLUMN]
            y = Y0 + (i % ROWS_PER_COLUMN) * PITCH
            b = Button((x, y, 830, 58), "", lambda a=action: self.listen(a), "wood")
            b.action = action
            self.rows.append(b)
        self.layout_sel = Selector((100, 830, 830, 60), "Controller layout", [(k, LAYOUT_NAMES[k]) for k in LAYOUTS],
                                   self.layout, self.set_layout)
        self.reset_btn = Button((FIXED[0] // 2 - 500, FIXED[1] - 112, 320, 68), "Reset", self.reset, "gold")
        self.done_btn = Button((FIXED[0] // 2 - 160, FIXED[1] - 112, 320, 68), "Done", self.done, "primary", key="Esc")
        self.widgets = self.rows + [self.layout_sel, self.reset_btn, self.done_btn]

    # --- what the player does ------------------------------------------------------------------------
    def set_layout(self, v):
        self.layout = v
        self.dirty = True

    def listen(self, action):
        self.listening = action
        self.message = (f"{TITLES[action]}: press its new key, or its new controller button "
                        f"(Esc / B: cancel · Delete: off the controller)")

    def reset(self):
        err = self.app.settings.change(keys={}, buttons={})
        self.message = err or "Every key and button is back to the usual one."
        self.listening = None

    def done(self):
        leave(self)

    @property
    def takes_every_key(self):
        """While a row listens, F11 and M come here too (to be refused, named), not to the app."""
        return self.listening is not None

    def bind_key(self, action, name) -> str:
        """Bind a key; the sentence to show (why not, or what now)."""
        if action in FIXED_KEYS:
            return f"{TITLES[action]} stays on {FIXED_KEYS[action]}."
        held = {**ACTIONS, **self.app.settings.keys}
        other = next((a for a, k in held.items() if k == name and a != action), None)
        label = key_label(name)
        if fixed(name):
            return f"Refused: {label} is the key for {fixed(name)}, everywhere. Choose another key."
        if other is not None:
            return f"Refused: {label} is already the key of {TITLES[other]}. Move that one first."
        keys = {a: k for a, k in {**self.app.settings.keys, action: name}.items() if ACTIONS.get(a) != k}
        problems = []
        Keymap.from_settings(keys, problems)
        if problems:
            return "Refused: " + problems[0]
        return self.app.settings.change(keys=keys) or f"{TITLES[action]}: {label}"

    def bind_button(self, action, button) -> str:
        bm = ButtonMap.from_settings(self.app.settings.buttons, self.layout)
        label = glyphs.label(self.layout, button) if button != NONE else "no button"
        other = bm.conflict(action, button)
        if other is not None:
            return f"Refused: {label} is already the button of {TITLES[other]}. Move that one first."
        mine = {a: b for a, b in {**bm.bound, action: button}.items() if BUTTON_ACTIONS[a][0] != b}
        buttons = {k: v for k, v in {**self.app.settings.buttons, self.layout: mine}.items() if v}
        return self.app.settings.change(buttons=buttons) or f"{TITLES[action]}: {label} ({LAYOUT_NAMES[self.layout]})"

    def heard(self, e) -> bool:
        """While listening: the key or button pressed binds (or cancels). True if it was one."""
        if e.type != pygame.KEYDOWN:
            return e.type == pygame.MOUSEBUTTONDOWN
        action, self.listening = self.listening, None
        if getattr(e, "pad", None) is not None:
            button = getattr(e, "button", None)
            if button == "b":
                self.message = "Cancelled."
            elif button in BUTTONS:
                self.message = self.bind_button(action, button)
            else:
                self.listening, self.message = action, "The d-pad and the stick only move: press another button."
            return True
        if e.key == pygame.K_ESCAPE:
            self.message = "Cancelled."
        elif e.key == pygame.K_DELETE:
            self.message = self.bind_button(action, NONE)
        else:
            self.message = self.bind_key(action, pygame.key.name(e.key))
        return True

    def handle_event(self, e):
        n = getattr(e, "pad", None)
        if n is not None and e.type == pygame.KEYDOWN and self.app.pads.kind(n) in LAYOUTS:
            self.set_layout(self.app.pads.kind(n))        # the controller in the hands: its layout
            self.layout_sel.value = self.layout
        if self.listening is not None and e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.dirty = True
            if e.type == pygame.MOUSEBUTTONDOWN:
                self.listening, self.message = None, "Cancelled."
            return self.heard(e)
        return focus_or_done(self, e) or super().handle_event(e)

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surf):
        table(surf)
        heading(surf, "Controls", "Choose a row, then press its new key or controller button")
        for x in X_COLUMNS:
            felt_panel(surf, (x - 30, Y0 - 46, 890, ROWS_PER_COLUMN * PITCH + 56))
            for text, dx in (("ACTION", 20), ("KEY", 430), ("BUTTON (" + LAYOUT_NAMES[self.layout].upper() + ")", 600)):
                surf.blit(assets.text(text, 16, theme.GOLD, True), (x + dx, Y0 - 30))
        tip = self.draw_widgets(surf)
        keymap = Keymap.from_settings(self.app.settings.keys)
        bm = ButtonMap.from_settings(self.app.settings.buttons, self.layout)
        for row in self.rows:
            self.draw_row(surf, row, keymap, bm)
        self.draw_fixed(surf)
        if self.message:
            col = (255, 170, 150) if self.message.startswith("Refused") else (236, 214, 180)
            surf.blit(assets.fit_text(self.message, 1700, 22, col, True), (100, 910))
        focused = self.focus.draw(surf, self.widgets)
        keyed = focused is not None and focused.tip
        self.tip_layer = draw_tip(surf, focused.tip if keyed else tip, self.hover, self.widgets,   # off the other rows
                                  target=focused.rect if keyed else None, kept=self.overlay_kept)

    def draw_fixed(self, surf):
        """The keys no action may take, under the last row: what each does."""
        i = len(ORDER)
        x, y = X_COLUMNS[i // ROWS_PER_COLUMN], Y0 + (i % ROWS_PER_COLUMN) * PITCH
        surf.blit(assets.text("ALWAYS THE SAME", 16, theme.GOLD, True), (x + 20, y + 2))
        surf.blit(assets.fit_text(FIXED_LINE, 800, 18, (236, 214, 180), True), (x + 20, y + 26))

    def draw_row(self, surf, row, keymap, bm):
        a, r = row.action, row.rect
        listening = self.listening == a
        surf.blit(assets.text(TITLES[a], 20, theme.INK, True), (r.x + 20, r.y + 16))
        key = FIXED_KEYS.get(a) or keymap.label(a)
        if listening:
            surf.blit(assets.text("press a key or button…", 20, (150, 30, 20), True, italic=True), (r.x + 430, r.y + 16))
            return
        surf.blit(assets.text(key, 20, theme.INK, True), (r.x + 430, r.y + 16))
        b = bm.button(a)
        if b is None:
            surf.blit(assets.text("—", 20, theme.INK, True), (r.x + 600, r.y + 16))
            return
        g = glyphs.badge(self.layout, b, 36)
        surf.blit(g, (r.x + 600, r.centery - g.get_height() // 2))
        surf.blit(assets.text(glyphs.label(self.layout, b), 18, theme.INK, True), (r.x + 610 + g.get_width(), r.y + 18))
