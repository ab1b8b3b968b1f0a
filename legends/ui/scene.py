"""The contract every screen follows (title, setup, the table ...): the app shell calls
handle_event, update and draw, and asks busy() whether frames are needed without input."""
from __future__ import annotations

import pygame


CHORD_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_GUI


def chorded(e) -> bool:
    """True when Ctrl, Alt or Meta is held with the key: then it is never a plain letter or number
    shortcut (Ctrl+S must not act as S). Handlers that own a chord (Ctrl+Z: undo) check for it first."""
    return bool((getattr(e, "mod", 0) | pygame.key.get_mods()) & CHORD_MODS)


class Scene:
    """The contract every scene follows: handle_event(event) -> consumed, update(dt), draw(surface).

    `canvas`: "fixed" draws on the 1920x1080 canvas scaled to the window (menus); "window" on a
    canvas of the window's size divided by the UI scale (the table; screen.canvas_for). The app
    switches the canvas when the scene changes or the window resizes, then calls on_resize."""

    canvas = "fixed"
    keeps_phones = False    # the phones' server keeps running on this scene (phones/tv.py)
    phones_kind = None      # what the phones' page shows here: "setup", "table" (phones/tv.py)
    takes_every_key = False     # the app's own keys (F11, M) go to the scene first (Controls, listening)
    takes_text = False          # letters are typed here (M is a letter, not the sound: app.py)

    def __init__(self, app):
        self.app = app
        self.dirty = True
        self.widgets = []
        self.hover = None
        self.overlay_kept = {}      # what the screen's overlay layers keep between frames (table/claims.py)

    def handle_event(self, e) -> bool:
        if e.type == pygame.MOUSEMOTION:
            self.hover = e.pos
            self.dirty = True
        for w in list(self.widgets):
            if w.visible and w.handle_event(e):
                self.dirty = True
                return True
        return False

    def take(self, intent) -> tuple:
        """An intent from a device that sends no pygame events (a phone): (consumed, applied: True /
        False for an action submitted, None when none was). A scene that takes none: (False, None).
        The table's: its input pipeline (table/pipeline.py), where every device's intents go."""
        return False, None

    def widget(self, label):
        """The widget with this label (a button), or None: how a script or a test names a button."""
        return next((w for w in self.widgets if getattr(w, "label", None) == label), None)

    def on_enter(self) -> None:
        """The app made this the scene on screen."""

    def update(self, dt) -> None:
        pass

    def draw(self, surf) -> None:
        pass

    def busy(self) -> bool:
        """True while the scene needs frames without input (animations, bots)."""
        return False

    def on_resize(self) -> None:
        self.dirty = True

    def overlay_claims(self):
        """The overlay layer of the frame drawn last (table/claims.py), where the app places its
        toasts off what must stay seen; None: anywhere (the menus)."""
        return None

    def invalidate(self, rects=None) -> None:
        """Something else drew over the screen (rects, or all of it): draw again."""
        self.dirty = True

    def crash_payload(self) -> dict:
        """What a crash report should hold besides the traceback: {save, state, log}."""
        return {}

    def recover(self, exc) -> str:
        """After an unexpected exception: put the scene back in a usable state; say what was done."""
        self.dirty = True
        return ""

    def hot_tip(self, hots):
        """The tip of the topmost hotspot under the mouse, or None."""
        if self.hover:
            for h in reversed(hots):
                if h.tip and h.rect.collidepoint(self.hover):
                    return h.tip
        return None

    def draw_widgets(self, surf):
        for w in self.widgets:
            if w.visible:
                w.draw(surf, self.hover)
        tip = None
        if self.hover:
            for w in self.widgets:
                if w.visible and w.tip and w.rect.collidepoint(self.hover):
                    tip = w.tip
        return tip
