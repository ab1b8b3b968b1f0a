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
problem as `file: [3].button: expected ...`. A Runner (script_runner.py) posts the events as its
clock advances (`advance`, called by App.run before each frame), one input item a frame, so each
one is seen by the screen it was meant for. The events of each kind of item, the names of keys,
buttons and axes and the value checks: script_events.py.

Virtual controllers follow docs/ui.md: CONTROLLERDEVICEADDED with virtual=True, pad=n and name;
buttons, axes and CONTROLLERDEVICEREMOVED with instance_id=-n (pads.py turns them into keys).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from .script_events import EVENTS, Step, number, show, whole

GAP = 0.05              # default `after` of an input item
IDLE_TIMEOUT = 120.0    # default `timeout` of {wait: idle}, in script seconds
MAX_STEPS = 100_000     # once every repeat is expanded
MAX_SECONDS = 3600.0

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
        raise ScriptError([f"{name}: (file): expected a list of input events, got {show(doc)}"])
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
        problems.append(f"{where}: expected a mapping like {{key: return}}, got {show(item)}")
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
    after = number(item.get("after", default), f"{where}.after", problems, 0.0, MAX_SECONDS)
    before = len(problems)
    steps = BUILDERS[kind](item, where, problems)
    if len(problems) > before or not steps:
        return []
    steps[0].after += after
    return steps


def _wait(item, where, problems):
    w = item["wait"]
    if w == "idle":
        timeout = number(item.get("timeout", IDLE_TIMEOUT), f"{where}.timeout", problems, 0.0, MAX_SECONDS)
        return [Step(where, "idle", seconds=timeout)]
    if "timeout" in item:
        problems.append(f"{where}.timeout: only with wait: idle")
    if isinstance(w, str):
        problems.append(f"{where}.wait: expected idle or a number of seconds, got {show(w)}")
        return []
    return [Step(where, "pause", seconds=number(w, f"{where}.wait", problems, 0.0, MAX_SECONDS))]


def _repeat(item, where, problems):
    n = whole(item["repeat"], f"{where}.repeat", problems, 1, MAX_STEPS)
    body = item.get("do")
    if not isinstance(body, list) or not body:
        problems.append(f"{where}.do: expected a list of input events to repeat, got {show(body)}")
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
        problems.append(f"{where}.screenshot: expected a .png file name, got {show(path)}")
        return []
    folder = Path(path).resolve().parent
    if not folder.is_dir():
        problems.append(f"{where}.screenshot: the folder {folder} does not exist")
        return []
    return [Step(where, "shot", path=path)]


BUILDERS = {**EVENTS, "wait": _wait, "repeat": _repeat, "screenshot": _screenshot}   # an item's kind -> its steps
