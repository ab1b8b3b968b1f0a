"""The pygame events of an input script's items (script.py reads and checks the file; its format is
there): keys, clicks, moves, the wheel, text, virtual controllers plugged in, pressed, moved and
unplugged; the names a script gives keys, mouse buttons, controller buttons and axes; Step (what an
item becomes) and the checks of an item's values, each problem as `place: expected ...`."""
from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

import pygame

MAX_PADS = 8

KEY_ALIASES = {"enter": pygame.K_RETURN, "esc": pygame.K_ESCAPE}
MODS = {"ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT, "alt": pygame.KMOD_ALT, "meta": pygame.KMOD_META}
MOUSE_BUTTONS = {"left": 1, "middle": 2, "right": 3}
PAD_BUTTONS = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B, "x": pygame.CONTROLLER_BUTTON_X,
    "y": pygame.CONTROLLER_BUTTON_Y, "back": pygame.CONTROLLER_BUTTON_BACK, "guide": pygame.CONTROLLER_BUTTON_GUIDE,
    "start": pygame.CONTROLLER_BUTTON_START, "leftstick": pygame.CONTROLLER_BUTTON_LEFTSTICK,
    "rightstick": pygame.CONTROLLER_BUTTON_RIGHTSTICK, "leftshoulder": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rightshoulder": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "dpad_up": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "dpad_down": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "dpad_left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "dpad_right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}
PAD_BUTTON_ALIASES = {"lb": "leftshoulder", "rb": "rightshoulder", "l3": "leftstick", "r3": "rightstick",
                      "ls": "leftstick", "rs": "rightstick",
                      "up": "dpad_up", "down": "dpad_down", "left": "dpad_left", "right": "dpad_right",
                      "view": "back", "menu": "start"}
PAD_AXES = {"leftx": pygame.CONTROLLER_AXIS_LEFTX, "lefty": pygame.CONTROLLER_AXIS_LEFTY,
            "rightx": pygame.CONTROLLER_AXIS_RIGHTX, "righty": pygame.CONTROLLER_AXIS_RIGHTY,
            "lefttrigger": pygame.CONTROLLER_AXIS_TRIGGERLEFT, "righttrigger": pygame.CONTROLLER_AXIS_TRIGGERRIGHT}
PAD_AXIS_ALIASES = {"lt": "lefttrigger", "rt": "righttrigger", "triggerleft": "lefttrigger",
                    "triggerright": "righttrigger", "lx": "leftx", "ly": "lefty", "rx": "rightx", "ry": "righty"}


def pad_code(name, table, aliases):
    """SDL's number for a controller button or axis by its script name ("a", "lb", "dpad_up", "lt"...);
    a number passes through. KeyError for an unknown name (the loader reports those)."""
    if not isinstance(name, str):
        return name
    return table[aliases.get(name, name)]


PAD_NAMES = {"xbox": "Xbox Series X Controller", "playstation": "PS5 Controller",
             "nintendo": "Nintendo Switch Pro Controller", "generic": "Generic USB Controller"}
PRESSES = ("down", "up")


@dataclass
class Step:
    """One thing the runner does: post events, wait (idle or a pause), or take a screenshot."""
    where: str                      # "[3]", "[2].do[1]": the item it comes from
    kind: str                       # "post", "idle", "pause", "shot"
    after: float = 0.0              # seconds after the previous step is done
    events: tuple = ()
    seconds: float = 0.0            # pause: how long; idle: the timeout
    path: str = ""
    point: tuple = ()               # click, move: the canvas point (checked against the canvas when due)


# --- checking an item's values (a problem is added, and a harmless value returned) ---------------
def show(v) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def number(v, where, problems, lo, hi):
    ok = isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and lo <= v <= hi
    if not ok:
        problems.append(f"{where}: expected a number from {lo:g} to {hi:g}, got {show(v)}")
        return lo
    return float(v)


def whole(v, where, problems, lo, hi):
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        problems.append(f"{where}: expected a whole number from {lo} to {hi}, got {show(v)}")
        return lo
    return v


def choice(v, where, problems, names, aliases=None):
    """A name from `names` (or an alias of one), lower case; None with the problem added."""
    aliases = aliases or {}
    if isinstance(v, str) and v.lower() in names:
        return v.lower()
    if isinstance(v, str) and v.lower() in aliases:
        return aliases[v.lower()]
    problems.append(f"{where}: expected one of {', '.join(list(names) + list(aliases))}, got {show(v)}")
    return None


def point(v, where, problems):
    """[x, y] of the canvas: two numbers from 0 (inside the canvas is checked when it is due)."""
    ok = (isinstance(v, list) and len(v) == 2
          and all(isinstance(c, (int, float)) and not isinstance(c, bool) and math.isfinite(c) and c >= 0
                  for c in v))
    if not ok:
        problems.append(f"{where}: expected [x, y], two numbers from 0 (a point of the screen's canvas), "
                        f"got {show(v)}")
        return None
    return int(v[0]), int(v[1])


def key_code(name):
    """The pygame key of a name (`return`, `a`, `f1`, `page up`, `enter`, `esc`), or None."""
    if not isinstance(name, str) or not name:
        return None
    if name.lower() in KEY_ALIASES:
        return KEY_ALIASES[name.lower()]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # "pygame.init() has not been called": the names do not need it
        try:
            return pygame.key.key_code(name)
        except ValueError:
            return None


# --- the events of each kind of item ----------------------------------------------------------
E = pygame.event.Event


def _key_events(k, mod, char, press):
    down = E(pygame.KEYDOWN, key=k, mod=mod, unicode=char, scancode=0)
    up = E(pygame.KEYUP, key=k, mod=mod, unicode=char, scancode=0)
    return (down,) if press == "down" else (up,) if press == "up" else (down, up)


def _key(item, where, problems):
    k = key_code(item["key"])
    if k is None:
        problems.append(f"{where}.key: expected a key name (return, escape, up, tab, space, a, 1, f1, page up...), "
                        f"got {show(item['key'])}")
    mods = item.get("mods", [])
    mods = [mods] if isinstance(mods, str) else mods
    mod = 0
    if not isinstance(mods, list):
        problems.append(f"{where}.mods: expected a list of {', '.join(MODS)}, got {show(mods)}")
        mods = []
    for j, m in enumerate(mods):
        m = choice(m, f"{where}.mods[{j}]", problems, MODS)
        mod |= MODS.get(m, 0)
    press = choice(item["press"], f"{where}.press", problems, PRESSES) if "press" in item else None
    if k is None:
        return []
    char = item["key"] if len(item["key"]) == 1 and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) else ""
    char = {pygame.K_RETURN: "\r", pygame.K_SPACE: " ", pygame.K_TAB: "\t"}.get(k, char)
    return [Step(where, "post", events=_key_events(k, mod, char, press))]


def _click(item, where, problems):
    pos = point(item["click"], f"{where}.click", problems)
    button = item.get("button", "left")
    button = MOUSE_BUTTONS.get(choice(button, f"{where}.button", problems, MOUSE_BUTTONS), 1)
    if pos is None:
        return []
    return [Step(where, "post", point=pos, events=(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                                                   E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                                                   E(pygame.MOUSEBUTTONUP, pos=pos, button=button)))]


def _move(item, where, problems):
    pos = point(item["move"], f"{where}.move", problems)
    return [Step(where, "post", point=pos,
                 events=(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),))] if pos else []


def _wheel(item, where, problems):
    n = whole(item["wheel"], f"{where}.wheel", problems, -20, 20)
    return [Step(where, "post", events=(E(pygame.MOUSEWHEEL, x=0, y=n, flipped=False, precise_x=0.0,
                                          precise_y=float(n)),))]


def _text(item, where, problems):
    text = item["text"]
    if not isinstance(text, (str, int)) or isinstance(text, bool) or not 0 < len(str(text)) <= 200:
        problems.append(f"{where}.text: expected text of 1 to 200 characters, got {show(text)}")
        return []
    events = []
    for ch in str(text):
        k = key_code(ch) if ch != " " else pygame.K_SPACE
        events.extend(_key_events(k or 0, 0, ch, None))
    return [Step(where, "post", events=tuple(events))]


def _pad_added(item, where, problems):
    n = whole(item["pad_added"], f"{where}.pad_added", problems, 1, MAX_PADS)
    name = item.get("name")
    if "name" in item and "type" in item:
        problems.append(f"{where}: expected name or type, not both (the name decides the layout)")
    elif "type" in item:
        name = PAD_NAMES.get(choice(item["type"], f"{where}.type", problems, PAD_NAMES))
    elif "name" in item and not (isinstance(name, str) and 0 < len(name) <= 100):
        problems.append(f"{where}.name: expected a controller name like {PAD_NAMES['xbox']!r}, got {show(name)}")
    name = name if isinstance(name, str) else PAD_NAMES["xbox"]
    return [Step(where, "post", events=(E(pygame.CONTROLLERDEVICEADDED, device_index=-n, instance_id=-n,
                                          virtual=True, pad=n, name=name),))]


def _pad_removed(item, where, problems):
    n = whole(item["pad_removed"], f"{where}.pad_removed", problems, 1, MAX_PADS)
    return [Step(where, "post", events=(E(pygame.CONTROLLERDEVICEREMOVED, instance_id=-n, virtual=True, pad=n),))]


def axis_value(v: float) -> int:
    """-1..1 as SDL reports an axis (pygame-ce's CONTROLLERAXISMOTION.value): -32768..32767."""
    return int(round(v * 32767)) if v >= 0 else int(round(v * 32768))


def _pad(item, where, problems):
    n = whole(item["pad"], f"{where}.pad", problems, 1, MAX_PADS)
    if ("button" in item) == ("axis" in item):
        problems.append(f"{where}: expected button or axis (with value)")
        return []
    if "button" in item:
        b = choice(item["button"], f"{where}.button", problems, PAD_BUTTONS, PAD_BUTTON_ALIASES)
        press = choice(item["press"], f"{where}.press", problems, PRESSES) if "press" in item else None
        if "value" in item:
            problems.append(f"{where}.value: only with axis")
        if b is None:
            return []
        down = E(pygame.CONTROLLERBUTTONDOWN, instance_id=-n, button=PAD_BUTTONS[b])
        up = E(pygame.CONTROLLERBUTTONUP, instance_id=-n, button=PAD_BUTTONS[b])
        return [Step(where, "post", events=(down,) if press == "down" else (up,) if press == "up" else (down, up))]
    axis = choice(item["axis"], f"{where}.axis", problems, PAD_AXES, PAD_AXIS_ALIASES)
    if "press" in item:
        problems.append(f"{where}.press: only with button")
    if "value" not in item:
        problems.append(f"{where}.value: expected a number from -1 to 1 (triggers 0 to 1)")
        return []
    lo = 0.0 if axis in ("lefttrigger", "righttrigger") else -1.0
    v = number(item["value"], f"{where}.value", problems, lo, 1.0)
    if axis is None:
        return []
    return [Step(where, "post", events=(E(pygame.CONTROLLERAXISMOTION, instance_id=-n, axis=PAD_AXES[axis],
                                          value=axis_value(v)),))]


EVENTS = {"key": _key, "click": _click, "move": _move, "wheel": _wheel, "text": _text, "pad_added": _pad_added,
          "pad_removed": _pad_removed, "pad": _pad}     # an input item's kind -> its steps (script.BUILDERS)
