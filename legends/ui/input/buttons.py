"""The player's own controller buttons (issue 32 item 3, the controller part): settings.json's
`buttons` maps a controller layout to its bindings, action -> button ({"xbox": {"skip": "y",
"hint": "none"}}); at the table a bound button acts as the action's usual key, a button no action
holds any more does nothing. Buttons are SDL's positional names (pads.py: "a" is the bottom face
button on every pad), shown as each layout prints them (glyphs.py); "none" leaves an action off
the controller (so its button is free for another).

    bm = ButtonMap.from_settings(settings.buttons, "playstation", problems)
    e = bm.translate(e)                  # a controller's KEYDOWN as the table understands it
    bm.button("hint")                    # "y" (or None: not on this controller)
    table_event(settings, pads, e)       # the player's keys and buttons applied (the table's input)

Refused (the usual button kept), one line each: an unknown layout, action or button, and a button
that another action holds (two actions on one button are never half-applied).
"""
from __future__ import annotations

import pygame

from . import glyphs
from .keymap import Keymap, settle
from .seats import LAYOUT_NAMES

LAYOUTS = ("xbox", "playstation", "nintendo", "generic")
NONE = "none"
C = pygame
# action -> (its usual button, the key a table handler takes for it)
BUTTON_ACTIONS = {
    "confirm": ("a", (C.K_RETURN, 0)), "cancel": ("b", (C.K_ESCAPE, 0)), "boost": ("x", (C.K_b, 0)),
    "hint": ("y", (C.K_x, 0)), "look_previous": ("lb", (C.K_PAGEUP, 0)), "look_next": ("rb", (C.K_PAGEDOWN, 0)),
    "help": ("back", (C.K_F1, 0)), "menu": ("start", (C.K_ESCAPE, 0)), "previews": ("ls", (C.K_p, 0)),
    "zoom": ("rs", (C.K_z, 0)), "undo": ("lt", (C.K_z, C.KMOD_CTRL)), "end_phase": ("rt", (C.K_e, 0)),
    "skip": (NONE, (C.K_s, 0)), "skip_animation": (NONE, (C.K_SPACE, 0)),
    "quicksave": (NONE, (C.K_F5, 0)), "quickload": (NONE, (C.K_F9, 0)), "recap": (NONE, (C.K_TAB, 0)),
}
DEFAULTS = {a: b for a, (b, _) in BUTTON_ACTIONS.items()}
BUTTONS = ("a", "b", "x", "y", "lb", "rb", "lt", "rt", "back", "start", "ls", "rs")
HINT_WORDS = {"confirm": "confirm", "cancel": "cancel", "boost": "boost", "hint": "hint", "undo": "undo",
              "end_phase": "end phase", "look_previous": "hands", "previews": "enemy moves", "help": "help",
              "menu": "menu", "zoom": "zoom / skip", "skip": "skip", "skip_animation": "skip animation",
              "recap": "recap"}


class ButtonMap:
    def __init__(self, kind: str, bound: dict):
        self.kind = kind
        self.bound = dict(bound)                    # action -> button, only those that differ
        self.held = {**DEFAULTS, **self.bound}      # action -> button (or "none")
        self.action_of = {b: a for a, b in self.held.items() if b != NONE}

    @classmethod
    def from_settings(cls, buttons, kind, problems=None) -> "ButtonMap":
        """The bindings of settings.json's `buttons` for a controller layout (made once for each
        content: the table asks at every event and frame); `problems` gets the refused ones."""
        try:
            frozen = (kind, tuple(sorted((k, tuple(sorted(m.items()))) for k, m in (buttons or {}).items())))
        except (AttributeError, TypeError):         # (not a mapping of mappings: settle says why)
            frozen = None
        made = _made.get(frozen) if frozen is not None else None
        if made is None:
            said = []
            made = (cls._settled(buttons, kind, said), tuple(said))
            if frozen is not None:
                if len(_made) > 32:
                    _made.clear()
                _made[frozen] = made
        if problems is not None:
            problems.extend(made[1])
        return made[0]

    @classmethod
    def _settled(cls, buttons, kind, said) -> "ButtonMap":
        for layout in sorted(buttons or {}):
            if layout not in LAYOUTS:
                said.append(f"settings.json: buttons.{layout}: expected one of {', '.join(LAYOUTS)}")
        kind = kind if kind in LAYOUTS else "generic"
        wanted = (buttons or {}).get(kind) or {}
        bound = settle(wanted, DEFAULTS, lambda b: b in BUTTONS or b == NONE,
                       f"settings.json: buttons.{kind}", "a button (" + ", ".join(BUTTONS) + " or none)", said,
                       free=NONE)
        return cls(kind, bound)

    @classmethod
    def for_pad(cls, settings, pad) -> "ButtonMap":
        return cls.from_settings(settings.buttons, pad.kind if pad is not None else "generic")

    def button(self, action):
        b = self.held.get(action, NONE)
        return None if b == NONE else b

    def label(self, action, name="") -> str:
        b = self.button(action)
        return glyphs.label(self.kind, b, name) if b else "—"

    def moved(self) -> dict:
        """usual button -> the button that now does its action (None: no button does)."""
        return {DEFAULTS[a]: (None if b == NONE else b) for a, b in self.bound.items() if DEFAULTS[a] != NONE}

    def translate(self, e):
        """A controller's key event as the table's handlers understand it (their usual keys)."""
        button = getattr(e, "button", None)
        if e.type not in (C.KEYDOWN, C.KEYUP) or getattr(e, "pad", None) is None or button not in BUTTONS:
            return e
        action = self.action_of.get(button)
        key, mod = BUTTON_ACTIONS[action][1] if action else (C.K_UNKNOWN, 0)
        return pygame.event.Event(e.type, dict(e.dict, key=key, mod=mod, unicode=""))

    def hint_line(self, name="") -> str:
        """The table's key hints for this controller: "A confirm · B cancel · ..."."""
        parts = []
        for action, word in HINT_WORDS.items():
            b = self.button(action)
            if b:
                lab = glyphs.label(self.kind, b, name)
                parts.append(lab if lab.lower() == word else f"{lab} {word}")
        return "  ·  ".join(parts)

    def conflict(self, action, button):
        """The other action that holds this button, or None."""
        return next((a for a, b in self.held.items() if b == button and a != action and b != NONE), None)


_made: dict = {}        # (layout, settings.json's buttons as sorted items) -> (ButtonMap, refused lines)


def table_event(settings, pads, e):
    """The event as the table's handlers take it: the player's own keys, or buttons for a controller's."""
    if getattr(e, "pad", None) is not None:
        return ButtonMap.from_settings(settings.buttons, pads.kind(e.pad)).translate(e)
    return Keymap.from_settings(settings.keys).translate(e)


def pad_hint_line(settings, pad) -> str | None:
    """The prompt bar's hints for the deciding seat's controller (None: the keyboard's)."""
    return ButtonMap.for_pad(settings, pad).hint_line(pad.name) if pad is not None else None


def confirm_label(settings, pad) -> str:
    """The confirm key or button, as the focus labels say it ("Enter", "K", "Cross")."""
    if pad is None:
        km = Keymap.from_settings(settings.keys)
        return km.label("confirm") if "confirm" in km.bound else "Enter"
    return ButtonMap.for_pad(settings, pad).label("confirm", pad.name)


def own_help(settings, pad):
    """The help sheet's line rewriter and its extra line (the controller's buttons, when one is used)."""
    keys = Keymap.from_settings(settings.keys).hint_line
    hint = ButtonMap.for_pad(settings, pad).label("hint", pad.name) if pad is not None else None

    def rewrite(line):
        line = keys(line)
        if hint is not None:        # the help's "a pad's Y / Triangle": this controller's hint button
            line = line.replace("or a pad's Y / Triangle", f"or {hint} on the controller" if hint != "—" else
                                "on the controller: no button")
        return line
    extra = [f"Controller ({LAYOUT_NAMES.get(pad.kind, 'Controller')}): "
             + pad_hint_line(settings, pad).replace("  ·  ", " · ")] if pad is not None else []
    return rewrite, extra
