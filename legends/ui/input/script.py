"""Input scripts: a YAML list of timed input events replayed into the app (tests, bug reports).

    - {key: return}                       a key pressed and released (names as pygame.key.key_code
    - {key: z, mods: [ctrl]}              knows them, plus enter and esc); press: down | up for half
    - {click: [960, 540], button: right}  a click at a point of the screen's canvas (left by default)
    - {move: [x, y]} · {wheel: -1}        the pointer moves; the wheel turns (up is positive)
    - {text: "1234"}                      each character typed as its key
    - {pad_added: 1, type: playstation}   a virtual controller plugged in (or name: "...")
    - {pad: 1, button: a}                 its button pressed and released (press: down | up for half)
    - {pad: 1, axis: leftx, value: 1.0}   a stick or trigger moved (-1..1; triggers 0..1)
    - {pad_removed: 1}                    unplugged
    - {wait: idle} · {wait: 2.0}          until the app waits for a human (no animation, no bot or
                                          expert thinking) · that many seconds
    - {repeat: 3, do: [...]}              the list, three times
    - {screenshot: shot.png}              the screen as it is, to this file

Points are [x, y] of the canvas the current screen draws on: 1920x1080 for the menus, the window's
size over the UI scale for the table (screen.canvas_for), so table points depend on the window: a
script that clicks the table is written for one window size (headless: LEGENDS_WINDOW=WxH) or uses
keys. Events carry the point as it is: SDL maps only its own mouse events from window pixels to the
canvas (screen.Display), pygame's posted ones it leaves alone, so a point lands exactly there in any
window and UI scale. `load` checks two numbers from 0; a point outside the canvas when due is
skipped and said on stderr.

Every item may say `after: seconds` (after the previous item is done; default GAP for input,
0 for waits and screenshots). `load` checks the whole file and raises ScriptError with every
problem as `file: [3].button: expected ...`. A Runner posts the events as its clock advances
(`advance`, called by App.run before each frame), one input item a frame, so each one is seen
by the screen it was meant for.

Virtual controllers follow docs/ui.md: CONTROLLERDEVICEADDED with virtual=True, pad=n and name;
buttons, axes and CONTROLLERDEVICEREMOVED with instance_id=-n (pads.py turns them into keys).
"""
from __future__ import annotations

import math
import sys
import warnings
from dataclasses import dataclass, field, replace
from pathlib import Path

import pygame
from ...content.terminal import say
from .. import gfx

FRAME = 1 / 30          # the fixed clock of a headless run: seconds a frame
GAP = 0.05              # default `after` of an input item
IDLE_TIMEOUT = 120.0    # default `timeout` of {wait: idle}, in script seconds
MAX_STEPS = 100_000     # once every repeat is expanded
MAX_SECONDS = 3600.0
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

# the item's kind (its first known key) -> the other keys it may have
KINDS = {
    "key": ("mods", "press"), "click": ("button",), "move": (), "wheel": (), "text": (),
    "pad_added": ("name", "type"), "pad_removed": (), "pad": ("button", "axis", "value", "press"),
    "wait": ("timeout",), "repeat": ("do",), "screenshot": (),
}


class ScriptError(ValueError):
    """Every problem of a script file, one `file: place: problem` line each."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


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


# --- reading and checking ------------------------------------------------------------------------
def load(path) -> list:
    """The steps of a script file (repeats expanded); ScriptError with every problem at once."""
    from ...content import safeyaml
    import yaml
    name = str(path)
    try:
        doc = safeyaml.read(path, "scenario")
    except safeyaml.YamlLimit as exc:
        raise ScriptError([f"{name}: {exc}"]) from None
    except OSError as exc:
        raise ScriptError([f"{name}: (file): cannot read it ({exc.strerror or exc.__class__.__name__})"]) from None
    except UnicodeDecodeError:
        raise ScriptError([f"{name}: (file): not UTF-8 text"]) from None
    except yaml.YAMLError as exc:
        raise ScriptError(["{}: {}: {}".format(name, *safeyaml.describe_error(exc))]) from None
    return parse(doc, name)


def parse(doc, name="script") -> list:
    """The steps of a script already read from YAML (a list of items); ScriptError lists every problem."""
    problems: list = []
    if not isinstance(doc, list) or not doc:
        raise ScriptError([f"{name}: (file): expected a list of input events, got {_show(doc)}"])
    steps = _items(doc, "", problems)
    if not problems and len(steps) > MAX_STEPS:
        problems.append(f"(file): expected at most {MAX_STEPS:,} events once repeats are expanded, got {len(steps):,}")
    if problems:
        raise ScriptError([f"{name}: {p}" for p in problems])
    return steps


def _items(items, prefix, problems) -> list:
    steps: list = []
    for i, item in enumerate(items):
        where = f"{prefix}[{i}]"
        if len(steps) > MAX_STEPS:
            break
        steps.extend(_item(item, where, problems))
    return steps


def _item(item, where, problems) -> list:
    if not isinstance(item, dict):
        problems.append(f"{where}: expected a mapping like {{key: return}}, got {_show(item)}")
        return []
    kinds = [k for k in item if k in KINDS]
    if len(kinds) != 1:
        what = "one of " + ", ".join(KINDS) if not kinds else f"only one of {', '.join(map(str, kinds))}"
        problems.append(f"{where}: expected {what}")
        return []
    kind = kinds[0]
    allowed = set(KINDS[kind]) | {kind, "after"}
    for k in item:
        if k not in allowed:
            problems.append(f"{where}.{k}: unknown key; expected one of {', '.join(sorted(allowed))}")
    default = 0.0 if kind in ("wait", "screenshot", "repeat") else GAP
    after = _number(item.get("after", default), f"{where}.after", problems, 0.0, MAX_SECONDS)
    before = len(problems)
    steps = BUILDERS[kind](item, where, problems)
    if len(problems) > before or not steps:
        return []
    steps[0].after += after
    return steps


def _show(v) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _number(v, where, problems, lo, hi):
    ok = isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and lo <= v <= hi
    if not ok:
        problems.append(f"{where}: expected a number from {lo:g} to {hi:g}, got {_show(v)}")
        return lo
    return float(v)


def _whole(v, where, problems, lo, hi):
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        problems.append(f"{where}: expected a whole number from {lo} to {hi}, got {_show(v)}")
        return lo
    return v


def _choice(v, where, problems, names, aliases=None):
    """A name from `names` (or an alias of one), lower case; None with the problem added."""
    aliases = aliases or {}
    if isinstance(v, str) and v.lower() in names:
        return v.lower()
    if isinstance(v, str) and v.lower() in aliases:
        return aliases[v.lower()]
    problems.append(f"{where}: expected one of {', '.join(list(names) + list(aliases))}, got {_show(v)}")
    return None


def _point(v, where, problems):
    """[x, y] of the canvas: two numbers from 0 (inside the canvas is checked when it is due)."""
    ok = (isinstance(v, list) and len(v) == 2
          and all(isinstance(c, (int, float)) and not isinstance(c, bool) and math.isfinite(c) and c >= 0
                  for c in v))
    if not ok:
        problems.append(f"{where}: expected [x, y], two numbers from 0 (a point of the screen's canvas), "
                        f"got {_show(v)}")
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
                        f"got {_show(item['key'])}")
    mods = item.get("mods", [])
    mods = [mods] if isinstance(mods, str) else mods
    mod = 0
    if not isinstance(mods, list):
        problems.append(f"{where}.mods: expected a list of {', '.join(MODS)}, got {_show(mods)}")
        mods = []
    for j, m in enumerate(mods):
        m = _choice(m, f"{where}.mods[{j}]", problems, MODS)
        mod |= MODS.get(m, 0)
    press = _choice(item["press"], f"{where}.press", problems, PRESSES) if "press" in item else None
    if k is None:
        return []
    char = item["key"] if len(item["key"]) == 1 and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) else ""
    char = {pygame.K_RETURN: "\r", pygame.K_SPACE: " ", pygame.K_TAB: "\t"}.get(k, char)
    return [Step(where, "post", events=_key_events(k, mod, char, press))]


def _click(item, where, problems):
    pos = _point(item["click"], f"{where}.click", problems)
    button = item.get("button", "left")
    button = MOUSE_BUTTONS.get(_choice(button, f"{where}.button", problems, MOUSE_BUTTONS), 1)
    if pos is None:
        return []
    return [Step(where, "post", point=pos, events=(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                                                   E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                                                   E(pygame.MOUSEBUTTONUP, pos=pos, button=button)))]


def _move(item, where, problems):
    pos = _point(item["move"], f"{where}.move", problems)
    return [Step(where, "post", point=pos,
                 events=(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),))] if pos else []


def _wheel(item, where, problems):
    n = _whole(item["wheel"], f"{where}.wheel", problems, -20, 20)
    return [Step(where, "post", events=(E(pygame.MOUSEWHEEL, x=0, y=n, flipped=False, precise_x=0.0,
                                          precise_y=float(n)),))]


def _text(item, where, problems):
    text = item["text"]
    if not isinstance(text, (str, int)) or isinstance(text, bool) or not 0 < len(str(text)) <= 200:
        problems.append(f"{where}.text: expected text of 1 to 200 characters, got {_show(text)}")
        return []
    events = []
    for ch in str(text):
        k = key_code(ch) if ch != " " else pygame.K_SPACE
        events.extend(_key_events(k or 0, 0, ch, None))
    return [Step(where, "post", events=tuple(events))]


def _pad_added(item, where, problems):
    n = _whole(item["pad_added"], f"{where}.pad_added", problems, 1, MAX_PADS)
    name = item.get("name")
    if "name" in item and "type" in item:
        problems.append(f"{where}: expected name or type, not both (the name decides the layout)")
    elif "type" in item:
        name = PAD_NAMES.get(_choice(item["type"], f"{where}.type", problems, PAD_NAMES))
    elif "name" in item and not (isinstance(name, str) and 0 < len(name) <= 100):
        problems.append(f"{where}.name: expected a controller name like {PAD_NAMES['xbox']!r}, got {_show(name)}")
    name = name if isinstance(name, str) else PAD_NAMES["xbox"]
    return [Step(where, "post", events=(E(pygame.CONTROLLERDEVICEADDED, device_index=-n, instance_id=-n,
                                          virtual=True, pad=n, name=name),))]


def _pad_removed(item, where, problems):
    n = _whole(item["pad_removed"], f"{where}.pad_removed", problems, 1, MAX_PADS)
    return [Step(where, "post", events=(E(pygame.CONTROLLERDEVICEREMOVED, instance_id=-n, virtual=True, pad=n),))]


def axis_value(v: float) -> int:
    """-1..1 as SDL reports an axis (pygame-ce's CONTROLLERAXISMOTION.value): -32768..32767."""
    return int(round(v * 32767)) if v >= 0 else int(round(v * 32768))


def _pad(item, where, problems):
    n = _whole(item["pad"], f"{where}.pad", problems, 1, MAX_PADS)
    if ("button" in item) == ("axis" in item):
        problems.append(f"{where}: expected button or axis (with value)")
        return []
    if "button" in item:
        b = _choice(item["button"], f"{where}.button", problems, PAD_BUTTONS, PAD_BUTTON_ALIASES)
        press = _choice(item["press"], f"{where}.press", problems, PRESSES) if "press" in item else None
        if "value" in item:
            problems.append(f"{where}.value: only with axis")
        if b is None:
            return []
        down = E(pygame.CONTROLLERBUTTONDOWN, instance_id=-n, button=PAD_BUTTONS[b])
        up = E(pygame.CONTROLLERBUTTONUP, instance_id=-n, button=PAD_BUTTONS[b])
        return [Step(where, "post", events=(down,) if press == "down" else (up,) if press == "up" else (down, up))]
    axis = _choice(item["axis"], f"{where}.axis", problems, PAD_AXES, PAD_AXIS_ALIASES)
    if "press" in item:
        problems.append(f"{where}.press: only with button")
    if "value" not in item:
        problems.append(f"{where}.value: expected a number from -1 to 1 (triggers 0 to 1)")
        return []
    lo = 0.0 if axis in ("lefttrigger", "righttrigger") else -1.0
    v = _number(item["value"], f"{where}.value", problems, lo, 1.0)
    if axis is None:
        return []
    return [Step(where, "post", events=(E(pygame.CONTROLLERAXISMOTION, instance_id=-n, axis=PAD_AXES[axis],
                                          value=axis_value(v)),))]


def _wait(item, where, problems):
    w = item["wait"]
    if w == "idle":
        timeout = _number(item.get("timeout", IDLE_TIMEOUT), f"{where}.timeout", problems, 0.0, MAX_SECONDS)
        return [Step(where, "idle", seconds=timeout)]
    if "timeout" in item:
        problems.append(f"{where}.timeout: only with wait: idle")
    if isinstance(w, str):
        problems.append(f"{where}.wait: expected idle or a number of seconds, got {_show(w)}")
        return []
    return [Step(where, "pause", seconds=_number(w, f"{where}.wait", problems, 0.0, MAX_SECONDS))]


def _repeat(item, where, problems):
    n = _whole(item["repeat"], f"{where}.repeat", problems, 1, MAX_STEPS)
    body = item.get("do")
    if not isinstance(body, list) or not body:
        problems.append(f"{where}.do: expected a list of input events to repeat, got {_show(body)}")
        return []
    once = _items(body, f"{where}.do", problems)
    if len(once) * n > MAX_STEPS:
        problems.append(f"{where}.repeat: expected at most {MAX_STEPS:,} events once expanded, "
                        f"got {len(once) * n:,}")
        return []
    return [replace(s) for _ in range(n) for s in once]


def _screenshot(item, where, problems):
    path = item["screenshot"]
    if not isinstance(path, str) or not path.lower().endswith(".png"):
        problems.append(f"{where}.screenshot: expected a .png file name, got {_show(path)}")
        return []
    folder = Path(path).resolve().parent
    if not folder.is_dir():
        problems.append(f"{where}.screenshot: the folder {folder} does not exist")
        return []
    return [Step(where, "shot", path=path)]


BUILDERS = {"key": _key, "click": _click, "move": _move, "wheel": _wheel, "text": _text, "pad_added": _pad_added,
            "pad_removed": _pad_removed, "pad": _pad, "wait": _wait, "repeat": _repeat, "screenshot": _screenshot}


# --- replaying ------------------------------------------------------------------------------------
def idle(app) -> bool:
    """The app waits for a human: a message is open, or the scene needs no frames (no animation,
    no bot to play, no expert or hint thinking). Toasts do not count."""
    sc = app.scene
    return app.message is not None or sc is None or not sc.busy()


@dataclass
class Runner:
    """Feeds a script's steps into the app as its clock advances. `fixed`: a headless run steps a
    fixed clock (FRAME a frame, no sleeping: deterministic and quick); None: decided by App.run
    from the video driver (dummy or offscreen: fixed)."""
    steps: list
    fixed: bool | None = None
    t: float = 0.0                  # the script's clock
    i: int = 0                      # the next step
    mark: float = 0.0               # when the previous step was done
    log: list = field(default_factory=list)     # (t, where, kind) of every step done
    problems: list = field(default_factory=list)

    @property
    def done(self) -> bool:
        return self.i >= len(self.steps)

    def start(self, app):
        if self.fixed is None:
            self.fixed = pygame.display.get_driver() in ("dummy", "offscreen")

    def advance(self, app, dt) -> None:
        """The clock moves by dt: do the steps now due (at most one that posts events, so the app
        handles each input item in a frame of its own before the next is posted)."""
        self.t += dt
        posted = False
        while not self.done:
            st = self.steps[self.i]
            due = self.mark + st.after
            if self.t + 1e-9 < due:
                return
            if st.kind == "post":
                if posted:
                    return
                if self.on_canvas(app, st):
                    for e in st.events:
                        pygame.event.post(e)        # the canvas point as it is (see the docstring)
                posted = True
            elif st.kind == "pause" and self.t + 1e-9 < due + st.seconds:
                return
            elif st.kind == "idle" and (posted or not idle(app)):
                if self.t - due < st.seconds:
                    return
                self.problems.append(f"{st.where}: still busy after {st.seconds:g} s; went on")
                print(f"input script: {self.problems[-1]}", file=sys.stderr)
            elif st.kind == "shot":
                self.screenshot(app, st)
            self.log.append((round(self.t, 4), st.where, st.kind))
            self.mark = self.t
            self.i += 1

    def on_canvas(self, app, st) -> bool:
        """Whether a step's point (if any) lies on the canvas the current screen draws on; if not,
        a problem, said on stderr (the step is skipped)."""
        if not st.point:
            return True
        w, h = app.screen.get_size()
        x, y = st.point
        if x < w and y < h:
            return True
        scene = type(app.scene).__name__ if app.scene is not None else "no screen"
        self.problems.append(f"{st.where}: expected a point inside the {w}x{h} canvas of {scene} (the table's "
                             f"follows the window's size), got [{x}, {y}]; skipped")
        print(f"input script: {self.problems[-1]}", file=sys.stderr)
        return False

    def screenshot(self, app, st):
        app.render()
        try:
            gfx.save(app.screen, st.path)
        except (pygame.error, OSError) as exc:
            self.problems.append(f"{st.where}: cannot write {st.path}: {exc}")
            say(f"input script: {self.problems[-1]}", sys.stderr)      # the path is the script's text

    def run_fixed(self, app, seconds=None) -> None:
        """The headless loop: FRAME of clock a frame, no sleeping, until the script is done (then
        quits) or, with `seconds`, until that much clock has passed (the script may still run)."""
        import time
        clock = 0.0
        while app.running:
            if self.done and seconds is None:
                break
            if not self.done:
                self.advance(app, FRAME)
            drew = app.step(FRAME, pygame.event.get())
            clock += FRAME
            if seconds is not None and clock + 1e-9 >= seconds:
                break
            if not drew:
                time.sleep(0.0005)      # let a bot's or a hint's search thread run
        if not self.done:
            print(f"input script: stopped at {self.steps[self.i].where} (step {self.i + 1} of {len(self.steps)}) "
                  f"after {clock:.1f} s", file=sys.stderr)
