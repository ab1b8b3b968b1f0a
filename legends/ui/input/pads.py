"""Game controllers as numbered keyboards: SDL game-controller events in, KEYDOWN / KEYUP out.

    pads = Pads()                       # opens SDL's game-controller support (quietly none without it)
    for ev in pads.feed(event): ...     # every pygame event goes through: a controller's become keys
    for ev in pads.update(dt): ...      # the stick's and d-pad's auto-repeat
    pads.last                           # None: the keyboard / mouse was used last, else a pad number
    pads.rumble(n, 0.6, 250)            # where the device can (a virtual pad records it in `rumbled`)

A controller's button reaches the scenes as the key it stands for (docs/ui.md, *Controllers*),
with an extra attribute `pad`: the controller's number, 1-based, the lowest free when it is
plugged in; a controller plugged in again (same name and GUID) gets its old number back if it is
free. SDL's game-controller buttons are positional (A is the bottom face button on every pad), so
one table serves Xbox, PlayStation and Nintendo pads; glyphs.py names them per layout.

Virtual controllers (input scripts, tests) are plain events: CONTROLLERDEVICEADDED with
`virtual=True` (and `pad=n`, `name=...`), then button / axis / removed events with
`instance_id=-n`. JOY* events of devices that are game controllers are dropped (SDL sends both).
"""
from __future__ import annotations

import pygame

from .seats import LAYOUT_NAMES

PAD_ADDED = pygame.event.custom_type()
PAD_REMOVED = pygame.event.custom_type()

DEADZONE = 0.5          # the left stick counts as an arrow past half-way
TRIGGER = 0.6           # a trigger counts as pressed past 60 %
REPEAT_FIRST, REPEAT_NEXT = 0.35, 0.12      # a held direction repeats its arrow key

C = pygame
BUTTON_KEYS = {         # SDL game-controller button -> (key, mod)
    C.CONTROLLER_BUTTON_A: (C.K_RETURN, 0), C.CONTROLLER_BUTTON_B: (C.K_ESCAPE, 0),
    C.CONTROLLER_BUTTON_X: (C.K_b, 0), C.CONTROLLER_BUTTON_Y: (C.K_x, 0),
    C.CONTROLLER_BUTTON_LEFTSHOULDER: (C.K_PAGEUP, 0), C.CONTROLLER_BUTTON_RIGHTSHOULDER: (C.K_PAGEDOWN, 0),
    C.CONTROLLER_BUTTON_BACK: (C.K_F1, 0), C.CONTROLLER_BUTTON_START: (C.K_ESCAPE, 0),
    C.CONTROLLER_BUTTON_LEFTSTICK: (C.K_p, 0), C.CONTROLLER_BUTTON_RIGHTSTICK: (C.K_z, 0),   # RS: zoom / skip
}
BUTTON_NAMES = dict(zip(BUTTON_KEYS, ("a", "b", "x", "y", "lb", "rb", "back", "start", "ls", "rs")))
DPAD_KEYS = {C.CONTROLLER_BUTTON_DPAD_UP: C.K_UP, C.CONTROLLER_BUTTON_DPAD_DOWN: C.K_DOWN,
             C.CONTROLLER_BUTTON_DPAD_LEFT: C.K_LEFT, C.CONTROLLER_BUTTON_DPAD_RIGHT: C.K_RIGHT}
TRIGGER_KEYS = {C.CONTROLLER_AXIS_TRIGGERLEFT: (C.K_z, C.KMOD_CTRL), C.CONTROLLER_AXIS_TRIGGERRIGHT: (C.K_e, 0)}
STICK_AXES = (C.CONTROLLER_AXIS_LEFTX, C.CONTROLLER_AXIS_LEFTY)
JOY_EVENTS = (C.JOYAXISMOTION, C.JOYBALLMOTION, C.JOYHATMOTION, C.JOYBUTTONDOWN, C.JOYBUTTONUP,
              C.JOYDEVICEADDED, C.JOYDEVICEREMOVED)
KEYBOARD_EVENTS = (C.KEYDOWN, C.MOUSEBUTTONDOWN, C.MOUSEWHEEL)

LAYOUT_WORDS = (("playstation", ("ps3", "ps4", "ps5", "dualshock", "dualsense", "sony", "playstation")),
                ("nintendo", ("nintendo", "switch", "pro controller", "joy-con", "joycon")),
                ("xbox", ("xbox", "xinput", "x-box")))


def layout_of(name) -> str:
    """The button layout a controller's name says: xbox, playstation, nintendo or generic."""
    low = str(name or "").lower()
    for kind, words in LAYOUT_WORDS:
        if any(w in low for w in words):
            return kind
    return "generic"


def key_event(kind, key, mod, n, button=None) -> pygame.event.Event:
    """A controller's key; `button`: the button's name ("a", "lt"; buttons.py remaps by it)."""
    return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0, pad=n, button=button)


def _unit(value) -> float:
    """An axis value as -1..1 (SDL sends -32768..32767; virtual pads may send either)."""
    v = float(value or 0)
    if abs(v) > 1.0:
        v /= 32767.0
    return max(-1.0, min(1.0, v))


class Pad:
    """One plugged controller: its number, name, layout, and what it holds."""

    def __init__(self, n, name, instance_id, device=None, guid=""):
        self.n = n
        self.name = str(name or "Controller")
        self.kind = layout_of(self.name)
        self.instance_id = instance_id
        self.device = device            # a pygame._sdl2.controller.Controller, None for a virtual pad
        self.guid = guid
        self.stick = None               # the arrow the left stick holds (or None)
        self.dpad = []                  # d-pad arrows held, last pressed last
        self.axes = {}                  # stick axis -> value (-1..1)
        self.triggers = set()           # triggers held past TRIGGER
        self.held_key = None            # the arrow repeating, and when it repeats next
        self.timer = 0.0

    @property
    def virtual(self) -> bool:
        return self.device is None

    @property
    def label(self) -> str:
        return f"Controller {self.n} · {LAYOUT_NAMES[self.kind]}"

    def arrow(self):
        """The direction held now: the last d-pad arrow, else the stick's."""
        return self.dpad[-1] if self.dpad else self.stick


class Pads:
    """The controllers plugged in, their numbers, and the translation of their events."""

    def __init__(self, enabled=True):
        self.pads = {}                  # number -> Pad
        self.by_id = {}                 # instance id -> number
        self.gone = {}                  # (name, guid) -> numbers of controllers unplugged, newest last
        self.last = None                # the device used last: None (keyboard + mouse) or a pad number
        self.rumbled = []               # (n, strength, ms) asked of virtual pads
        self.sdl = None
        if enabled:
            self._open()

    def _open(self):
        try:
            from pygame._sdl2 import controller
            was = controller.get_init()
            if not was:
                controller.init()
            self.sdl = controller
            if was:     # SDL announced the plugged ones when it started: open them ourselves
                for i in range(controller.get_count()):
                    if controller.is_controller(i):
                        self._plug_device(i)
        except Exception:       # no controller support here (a headless build, no SDL joystick): no pads
            self.sdl = None

    # --- the registry ----------------------------------------------------------------------------
    def get(self, n):
        return self.pads.get(n)

    def last_pad(self):
        """The Pad used last, or None when the keyboard or the mouse was."""
        return self.pads.get(self.last) if self.last is not None else None

    def numbers(self) -> list:
        return sorted(self.pads)

    def kind(self, n=None) -> str:
        """The layout of pad n (default: the device used last); "keyboard" for the keyboard."""
        n = self.last if n is None else n
        pad = self.pads.get(n)
        return pad.kind if pad is not None else "keyboard"

    def label(self, n) -> str:
        pad = self.pads.get(n)
        return pad.label if pad is not None else f"Controller {n}"

    def _number(self, key, wanted=None) -> int:
        if wanted is not None and wanted >= 1 and wanted not in self.pads:
            return int(wanted)
        for n in reversed(self.gone.get(key, [])):
            if n not in self.pads:
                return n
        n = 1
        while n in self.pads:
            n += 1
        return n

    def _attach(self, name, instance_id, device=None, guid="", wanted=None) -> list:
        if instance_id in self.by_id:
            return []
        key = (str(name), guid)
        n = self._number(key, wanted)
        if n in self.gone.get(key, []):
            self.gone[key].remove(n)
        self.pads[n] = Pad(n, name, instance_id, device, guid)
        self.by_id[instance_id] = n
        return [pygame.event.Event(PAD_ADDED, pad=n, name=self.pads[n].name, kind=self.pads[n].kind)]

    def _plug_device(self, index) -> list:
        try:
            dev = self.sdl.Controller(index)
            joy = dev.as_joystick()
            iid = joy.get_instance_id()
            guid = joy.get_guid()
            name = dev.name
        except Exception:       # unplugged again already, or not a controller after all
            return []
        return self._attach(name, iid, dev, guid)

    def _unplug(self, instance_id) -> list:
        n = self.by_id.pop(instance_id, None)
        if n is None:
            return []
        pad = self.pads.pop(n)
        out = []
        if pad.held_key is not None:
            out.append(key_event(pygame.KEYUP, pad.held_key, 0, n))
        self.gone.setdefault((pad.name, pad.guid), []).append(n)
        if pad.device is not None:
            try:
                pad.device.quit()
            except Exception:
                pass
        if self.last == n:
            self.last = None
        return out + [pygame.event.Event(PAD_REMOVED, pad=n, name=pad.name, kind=pad.kind)]

    # --- events ------------------------------------------------------------------------------------
    def feed(self, e) -> list:
        """The events that `e` stands for: itself, the keys of a controller's button, or nothing."""
        t = e.type
        if t in KEYBOARD_EVENTS and getattr(e, "pad", None) is None:
            self.last = None
            return [e]
        if t in JOY_EVENTS:
            return [] if self._is_controller_joy(e) else [e]
        if t == pygame.CONTROLLERDEVICEADDED:
            if getattr(e, "virtual", False):
                wanted = getattr(e, "pad", None)
                iid = getattr(e, "instance_id", None)
                iid = iid if iid is not None else -int(wanted or 1)
                return self._attach(getattr(e, "name", "Xbox Controller"), iid, None, "virtual", wanted)
            return self._plug_device(getattr(e, "device_index", 0)) if self.sdl is not None else []
        if t == pygame.CONTROLLERDEVICEREMOVED:
            return self._unplug(getattr(e, "instance_id", None))
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION):
            pad = self.pads.get(self.by_id.get(getattr(e, "instance_id", None)))
            if pad is None:
                return []
            self.last = pad.n
            if t == pygame.CONTROLLERAXISMOTION:
                return self._axis(pad, getattr(e, "axis", -1), _unit(getattr(e, "value", 0)))
            return self._button(pad, getattr(e, "button", -1), t == pygame.CONTROLLERBUTTONDOWN)
        if pygame.CONTROLLERAXISMOTION <= t <= pygame.CONTROLLERSENSORUPDATE:
            return []       # remapped, touchpad, sensor: nothing the app uses
        return [e]

    def _is_controller_joy(self, e) -> bool:
        iid = getattr(e, "instance_id", None)
        if iid in self.by_id:
            return True
        if e.type == pygame.JOYDEVICEADDED and self.sdl is not None:
            try:
                return bool(self.sdl.is_controller(getattr(e, "device_index", -1)))
            except Exception:
                return False
        return False

    def _button(self, pad, button, down) -> list:
        kind = pygame.KEYDOWN if down else pygame.KEYUP
        if button in DPAD_KEYS:
            k = DPAD_KEYS[button]
            if k in pad.dpad:
                pad.dpad.remove(k)
            if down:
                pad.dpad.append(k)
            return self._direction(pad)
        if button in BUTTON_KEYS:
            k, mod = BUTTON_KEYS[button]
            return [key_event(kind, k, mod, pad.n, BUTTON_NAMES[button])]
        return []

    def _axis(self, pad, axis, v) -> list:
        if axis in TRIGGER_KEYS:
            k, mod = TRIGGER_KEYS[axis]
            on = v > TRIGGER
            if on == (axis in pad.triggers):
                return []
            (pad.triggers.add if on else pad.triggers.discard)(axis)
            return [key_event(pygame.KEYDOWN if on else pygame.KEYUP, k, mod, pad.n,
                              "lt" if axis == C.CONTROLLER_AXIS_TRIGGERLEFT else "rt")]
        if axis not in STICK_AXES:
            return []
        pad.axes[axis] = v
        x, y = pad.axes.get(STICK_AXES[0], 0.0), pad.axes.get(STICK_AXES[1], 0.0)
        if max(abs(x), abs(y)) < DEADZONE:
            pad.stick = None
        elif abs(x) >= abs(y):
            pad.stick = pygame.K_RIGHT if x > 0 else pygame.K_LEFT
        else:
            pad.stick = pygame.K_DOWN if y > 0 else pygame.K_UP
        return self._direction(pad)

    def _direction(self, pad) -> list:
        """The arrow held changed (or not): release the old one, press the new one."""
        now = pad.arrow()
        if now == pad.held_key:
            return []
        out = []
        if pad.held_key is not None:
            out.append(key_event(pygame.KEYUP, pad.held_key, 0, pad.n))
        pad.held_key, pad.timer = now, REPEAT_FIRST
        if now is not None:
            out.append(key_event(pygame.KEYDOWN, now, 0, pad.n))
        return out

    def update(self, dt) -> list:
        """The repeats of the arrows held on sticks and d-pads (KEYDOWN events, each with `pad`)."""
        out = []
        for pad in self.pads.values():
            if pad.held_key is None:
                continue
            pad.timer -= dt
            while pad.timer <= 0:
                out.append(key_event(pygame.KEYDOWN, pad.held_key, 0, pad.n))
                pad.timer += REPEAT_NEXT
        return out

    def busy(self) -> bool:
        """A direction is held: frames are needed for its repeats."""
        return any(p.held_key is not None for p in self.pads.values())

    # --- rumble ------------------------------------------------------------------------------------
    def rumble(self, n, strength=0.5, ms=200) -> bool:
        """Shake pad n where the device can; a virtual pad records it in `rumbled`. True if asked."""
        pad = self.pads.get(n)
        if pad is None:
            return False
        strength = max(0.0, min(1.0, float(strength)))
        if pad.virtual:
            self.rumbled.append((n, strength, int(ms)))
            del self.rumbled[:-50]
            return True
        try:
            return bool(pad.device.rumble(strength, strength, int(ms)))
        except Exception:       # no rumble motor, unplugged meanwhile, an old SDL
            return False
