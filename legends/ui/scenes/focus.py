"""Keyboard focus for the menu screens (setup, settings): every choice can be made without a mouse.

    Tab / Down      the next widget            Shift+Tab / Up   the previous one
    Left / Right    change a selector (or a number field by 1)
    Space           tick a toggle, press a button (Enter too, for a Focus made with enter=True)
With across=True, Left / Right also move the focus when the focused widget is not a selector (a
row of buttons). The focused widget wears a gold ring and shows its tooltip (as hovering it would)."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import Button, NumberField, Selector, Toggle
from .. import gfx

FOCUSABLE = (Selector, Toggle, Button, NumberField)


class Focus:
    def __init__(self, first: bool = False, enter: bool = False, across: bool = False):
        self.index = 0 if first else None   # `first`: the first widget starts focused; else none until a key
        self.shown = first                  # the keyboard was used last: show the ring and the tip
        self.steered = False                # a key moved or changed the focus (a scene may hold the tip till then)
        self.enter = enter                  # Enter presses the focused button or ticks the toggle
        self.across = across                # Left / Right move between buttons

    @staticmethod
    def items(widgets) -> list:
        return [w for w in widgets if isinstance(w, FOCUSABLE) and w.visible and w.enabled]

    def current(self, widgets):
        items = self.items(widgets)
        if self.index is None or not items:
            return None
        return items[min(self.index, len(items) - 1)]

    def focus(self, widgets, widget) -> None:
        """Put the focus on this widget (a scene that rebuilt its widgets keeps its place)."""
        items = self.items(widgets)
        if widget in items:
            self.index = items.index(widget)

    def handle(self, e, widgets) -> bool:
        """A key that moves the focus or changes the focused widget; True if it was one."""
        if e.type == pygame.MOUSEMOTION:
            self.shown = False
            return False
        if e.type != pygame.KEYDOWN:
            return False
        items = self.items(widgets)
        if not items:
            return False
        k = e.key
        self.steered = True
        back = bool((getattr(e, "mod", 0) | pygame.key.get_mods()) & pygame.KMOD_SHIFT)
        moves = (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP)
        if self.across and not isinstance(self.current(widgets), (Selector, NumberField)):
            moves += (pygame.K_LEFT, pygame.K_RIGHT)
        if k in moves:
            step = -1 if k in (pygame.K_UP, pygame.K_LEFT) or (k == pygame.K_TAB and back) else 1
            i = -1 if self.index is None and step > 0 else (self.index if self.index is not None else 0)
            self.index = (min(i, len(items) - 1) + step) % len(items)
            self.shown = True
            return True
        w = self.current(widgets)
        if w is None:
            return False
        self.shown = True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            d = -1 if k == pygame.K_LEFT else 1
            if isinstance(w, Selector):
                w.step(d)
            elif isinstance(w, NumberField):
                w.set(w.value + d)
            return isinstance(w, (Selector, NumberField))
        if k == pygame.K_SPACE or (self.enter and k in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            if isinstance(w, Toggle):
                w.value = not w.value
                if w.on_change:
                    w.on_change(w.value)
            elif isinstance(w, Button) and w.on_click:
                w.on_click()
            return isinstance(w, (Toggle, Button))
        return False

    def draw(self, surf, widgets):
        """The ring around the focused widget and its tooltip position (or None)."""
        w = self.current(widgets) if self.shown else None
        if w is None:
            return None
        gfx.rect(surf, theme.GOLD, w.rect.inflate(10, 10), 3, border_radius=10)
        return w
