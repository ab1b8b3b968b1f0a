"""The player's own table keys (issue 32 item 3, the keyboard part): settings.json's `keys` maps an
action to a key name ({"skip": "k", "end_phase": "n"}); at the table a bound key acts as the
action's usual key and the usual key no longer does (unless another action took it).

    km = Keymap.from_settings(settings.keys, problems)    # refused bindings: one line each
    e = km.translate(e)                                   # a KEYDOWN as the table understands it
    km.label("skip")                                      # "K" (the hints line shows the player's keys)

A binding is refused (the usual key kept) when its action or key is unknown, when its key is
another action's key (conflicts are never half-applied), or when it is one of the app's fixed keys
(FIXED: F11 fullscreen, M mute, Q the phones' codes, H help, the arrows, 1-9; a player expects
those to keep doing what the help says, everywhere). Controller buttons: buttons.py.
"""
from __future__ import annotations

import pygame

ACTIONS = {"confirm": "return", "cancel": "escape", "skip": "s", "end_phase": "e", "boost": "b",
           "hint": "x", "previews": "p", "help": "f1", "zoom": "z", "skip_animation": "space",
           "look_previous": "page up", "look_next": "page down", "quicksave": "f5", "quickload": "f9",
           "recap": "tab"}
WORDS = {"confirm": "confirm", "cancel": "cancel", "skip": "skip", "end_phase": "end", "boost": "boost",
         "hint": "hint", "previews": "enemy moves", "help": "help", "skip_animation": "skip",
         "quicksave": "save", "quickload": "load", "recap": "recap"}
# the keys no table action may take: what each does (app.py: F11, M; input/translate.py: the rest)
FIXED = {"f11": "fullscreen", "m": "sound on / off", "q": "the phones' join codes", "h": "help (as F1)",
         "up": "moving the cursor", "down": "moving the cursor", "left": "moving the cursor",
         "right": "moving the cursor", "enter": "confirm (the keypad's Enter)",
         **{str(n): f"choosing option {n}" for n in range(1, 10)}}
SHOWN = {"return": "Enter", "escape": "Esc", "page up": "PageUp", "page down": "PageDown", "enter": "keypad Enter"}


def key_label(name: str) -> str:
    """A key's name as the table prints it: "K", "F5", "Enter", "Esc", "PageUp", "Tab"."""
    return SHOWN.get(name) or (name.upper() if len(name) == 1 else name.title())


def fixed(name: str):
    """What a fixed key does (FIXED), or None for a key a table action may take."""
    return FIXED.get(name)


def code(name):
    try:
        return pygame.key.key_code(name)
    except (ValueError, TypeError):
        return None


def settle(wanted, usual, usable, where, what, said, free=None) -> dict:
    """The bindings (action -> name) kept from `wanted` over the `usual` ones: those that differ.
    Refused, one line each in `said`: an unknown action, a name `usable` refuses, a name two actions
    want, and a name another (unmoved) action still holds. `free`: a name any number may take (none)."""
    bound, used = {}, {}
    for action, name in sorted((wanted or {}).items()):
        if action not in usual:
            said.append(f"{where}.{action}: expected one of {', '.join(usual)}")
        elif not isinstance(name, str) or not usable(name):
            said.append(f"{where}.{action}: expected {what}")
        elif name in used and name != free:
            said.append(f"{where}.{action}: {name!r} is already {used[name]}; kept {usual[action]!r}")
        else:
            used[name] = action
            if name != usual[action]:
                bound[action] = name
    for action, name in list(bound.items()):       # a name another (unmoved) action still holds: refused
        other = next((a for a, k in usual.items() if k == name and a not in bound and name != free), None)
        if other is not None:
            said.append(f"{where}.{action}: {name!r} is {other}'s; kept {usual[action]!r}")
            del bound[action]
    return bound


class Keymap:
    def __init__(self, bound: dict):
        self.bound = dict(bound)                  # action -> key name, only those that differ
        self.to_usual = {code(k): code(ACTIONS[a]) for a, k in self.bound.items()}
        taken = set(self.to_usual)
        self.freed = {code(ACTIONS[a]) for a in self.bound} - taken

    @classmethod
    def from_settings(cls, keys, problems=None) -> "Keymap":
        """The keymap of settings.json's `keys` (made once for each content: the table asks for
        it at every event and frame); `problems` gets its refused bindings, one line each."""
        frozen = tuple(sorted((keys or {}).items()))
        made = _made.get(frozen)
        if made is None:
            said = []
            bound = settle(keys, ACTIONS, usable_key, "settings.json: keys",
                           "a key name (like \"k\" or \"f2\") that is not one of the fixed keys "
                           "(F11, M, Q, H, the arrows, 1-9)", said)
            if len(_made) > 32:
                _made.clear()
            made = _made[frozen] = (cls(bound), tuple(said))
        if problems is not None:
            problems.extend(made[1])
        return made[0]

    def binds(self, key) -> bool:
        """Is this key one the player bound to a table action?"""
        return key in self.to_usual

    def translate(self, e):
        """The event as the table's handlers understand it (their usual keys)."""
        if e.type not in (pygame.KEYDOWN, pygame.KEYUP) or getattr(e, "pad", None) is not None:
            return e
        usual = self.to_usual.get(e.key)
        if usual is not None:
            name = pygame.key.name(usual)
            return pygame.event.Event(e.type, dict(e.dict, key=usual, unicode=name if len(name) == 1 else ""))
        if e.key in self.freed:
            return pygame.event.Event(e.type, dict(e.dict, key=pygame.K_UNKNOWN, unicode=""))
        return e

    def label(self, action) -> str:
        return key_label(self.bound.get(action, ACTIONS[action]))

    def hint_line(self, line: str) -> str:
        """The table's hints line with the player's keys ("S skip" -> "K skip")."""
        for action, name in self.bound.items():
            word = WORDS.get(action)
            old = f"{key_label(ACTIONS[action])} {word}" if word else None
            if old and old in line:
                line = line.replace(old, f"{self.label(action)} {word}")
        return line


def usable_key(name) -> bool:
    """A key name pygame knows that is not one of the fixed keys."""
    return code(name) is not None and fixed(name) is None


_made: dict = {}        # settings.json's keys (as sorted items) -> (Keymap, refused lines)
