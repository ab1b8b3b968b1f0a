"""The player's own table keys (issue 32 item 3, the keyboard part): settings.json's `keys` maps an
action to a key name ({"skip": "k", "end_phase": "n"}); at the table a bound key acts as the
action's usual key and the usual key no longer does (unless another action took it).

    km = Keymap.from_settings(settings.keys, problems)    # refused bindings: one line each
    e = km.translate(e)                                   # a KEYDOWN as the table understands it
    km.label("skip")                                      # "K" (the hints line shows the player's keys)

A binding is refused (the usual key kept) when its action or key is unknown, or when its key is
another action's key (conflicts are never half-applied). Controller buttons are not remapped yet.
"""
from __future__ import annotations

import pygame

ACTIONS = {"confirm": "return", "cancel": "escape", "skip": "s", "end_phase": "e", "boost": "b",
           "hint": "x", "previews": "p", "help": "f1", "zoom": "z", "skip_animation": "space",
           "look_previous": "page up", "look_next": "page down", "quicksave": "f5", "quickload": "f9"}
WORDS = {"confirm": "confirm", "cancel": "cancel", "skip": "skip", "end_phase": "end", "boost": "boost",
         "hint": "hint", "previews": "enemy moves", "help": "help", "skip_animation": "skip",
         "quicksave": "save", "quickload": "load"}


def code(name):
    try:
        return pygame.key.key_code(name)
    except (ValueError, TypeError):
        return None


class Keymap:
    def __init__(self, bound: dict):
        self.bound = dict(bound)                  # action -> key name, only those that differ
        self.to_usual = {code(k): code(ACTIONS[a]) for a, k in self.bound.items()}
        taken = set(self.to_usual)
        self.freed = {code(ACTIONS[a]) for a in self.bound} - taken

    @classmethod
    def from_settings(cls, keys, problems=None) -> "Keymap":
        said = problems if problems is not None else []
        bound, used = {}, {}
        for action, name in sorted((keys or {}).items()):
            if action not in ACTIONS:
                said.append(f"settings.json: keys.{action}: expected one of {', '.join(ACTIONS)}")
            elif not isinstance(name, str) or code(name) is None:
                said.append(f"settings.json: keys.{action}: expected a key name (like \"k\" or \"f2\")")
            elif name in used:
                said.append(f"settings.json: keys.{action}: {name!r} is already {used[name]}; kept {ACTIONS[action]!r}")
            else:
                used[name] = action
                if name != ACTIONS[action]:
                    bound[action] = name
        for action, name in list(bound.items()):       # a key another (unmoved) action still uses: refused
            other = next((a for a, k in ACTIONS.items() if k == name and a not in bound), None)
            if other is not None:
                said.append(f"settings.json: keys.{action}: {name!r} is the {other} key; kept {ACTIONS[action]!r}")
                del bound[action]
        return cls(bound)

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
        name = self.bound.get(action, ACTIONS[action])
        return name.upper() if len(name) == 1 else name.title()

    def hint_line(self, line: str) -> str:
        """The table's hints line with the player's keys ("S skip" -> "K skip")."""
        for action, name in self.bound.items():
            word = WORDS.get(action)
            usual = ACTIONS[action]
            old = (usual.upper() if len(usual) == 1 else usual.title()) + " " + word if word else None
            if old and old in line:
                line = line.replace(old, f"{self.label(action)} {word}")
        return line
