"""A pygame event as an intent (input/intents.py): the keyboard's, the mouse's and each controller's
events (a controller's buttons arrive as keys carrying `pad`: input/pads.py) become the same small
vocabulary the table's handlers take. The player's own keys are applied before (input/keymap.py).

    intent_of(e)    -> Intent (Do.OTHER for an event with no meaning at the table; Intent.event keeps it)
"""
from __future__ import annotations

import pygame

from ..scene import chorded
from .intents import KEYBOARD, MOUSE, Device, Do, Intent

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
LETTERS = {pygame.K_s: "S", pygame.K_e: "E", pygame.K_b: "B"}
HINT_KEY = pygame.K_x
KEYS = {pygame.K_RETURN: Do.CONFIRM, pygame.K_KP_ENTER: Do.CONFIRM, pygame.K_ESCAPE: Do.CANCEL,
        pygame.K_SPACE: Do.GO_ON, pygame.K_F1: Do.HELP, pygame.K_h: Do.HELP, HINT_KEY: Do.HINT,
        pygame.K_z: Do.ZOOM, pygame.K_q: Do.PHONES, pygame.K_F5: Do.QUICKSAVE, pygame.K_F9: Do.QUICKLOAD,
        pygame.K_p: Do.PREVIEWS, pygame.K_TAB: Do.RECAP}
EVEN_CHORDED = {pygame.K_ESCAPE, pygame.K_SPACE}    # Esc and Space mean the same with Ctrl held


def device_of(e) -> Device:
    pad = getattr(e, "pad", None)
    if pad is not None:
        return Device.pad(pad)
    return KEYBOARD if e.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT) else MOUSE


def intent_of(e) -> Intent:
    dev = device_of(e)
    if e.type == pygame.KEYDOWN:
        return _key(e, dev)
    if e.type == pygame.MOUSEBUTTONDOWN and e.button in (1, 3):
        return Intent(Do.POINT, dev, e.button, e.pos, e)
    if e.type == pygame.MOUSEBUTTONDOWN and e.button == 2:
        return Intent(Do.ZOOM, dev, None, e.pos, e)
    if e.type == pygame.MOUSEWHEEL:
        return Intent(Do.SCROLL, dev, e.y, getattr(e, "pos", None) or pygame.mouse.get_pos(), e)
    if e.type == pygame.MOUSEMOTION:
        return Intent(Do.HOVER, dev, None, e.pos, e)
    return Intent(Do.OTHER, dev, None, None, e)


def _key(e, dev) -> Intent:
    k = e.key
    if chorded(e) and k not in EVEN_CHORDED:
        ctrl = (getattr(e, "mod", 0) | pygame.key.get_mods()) & pygame.KMOD_CTRL
        return Intent(Do.UNDO if k == pygame.K_z and ctrl else Do.OTHER, dev, True, None, e)
    if k in ARROWS:
        return Intent(Do.FOCUS, dev, ARROWS[k], None, e)
    if k in LETTERS:
        return Intent(Do.LETTER, dev, LETTERS[k], None, e)
    if pygame.K_1 <= k <= pygame.K_9:
        return Intent(Do.PICK, dev, k - pygame.K_1, None, e)
    if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        return Intent(Do.LOOK, dev, -1 if k == pygame.K_PAGEUP else 1, None, e)
    do = KEYS.get(k)
    if do is Do.GO_ON:
        return Intent(do, dev, not chorded(e), None, e)     # Ctrl+Space skips, never starts the nemesis phase
    return Intent(do or Do.OTHER, dev, None, None, e)
