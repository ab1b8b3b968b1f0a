"""The player's settings: one typed record, `Settings`, whose fields name each setting once with its
type, its default and the values it allows. No pygame; the defaults live here and nowhere else.

    settings = load_settings(bots, problems)   # settings.json over the defaults
    settings.muted                             # a field (always a value it allows)
    err = settings.change(muted=True)          # checked, set and saved: None, or why it was not saved
    settings.fullscreen = True                 # checked, set, saved with the next change

Reading checks every field on its own: a value of the wrong type or out of range falls back to that
field's default (the others are kept), with a `settings.json: field: expected ...` line in
`problems` (the app shows them). Keys this version does not know (another version's settings) are
kept and written back as they were; so is a known field's value this version cannot use, until the
player changes that setting. A file that cannot be read at all (not JSON, past the bounds of
store/safejson.py, not a mapping) is never written over: it is set aside as settings.unreadable-<n>.json
and the app says so.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass, field, fields
from pathlib import Path

from . import files
from .files import set_aside
from .folder import config_dir
from .safejson import FileProblem, read_json

WINDOW_SIZES = ("fit", "1280x720", "1600x900", "1920x1080", "2560x1440")
UI_SCALES = ("auto", "100", "125", "150", "200")
TIE_BREAKS = ("auto", "ask")
TEXT_SIZES = ("100", "125", "150")                          # the table's text size, on top of the UI scale
COLOUR_VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")    # ui/vision.py VISIONS
FILE = "settings.json"


def _choice(choices):
    return (lambda v: isinstance(v, str) and v in choices), "one of " + ", ".join(choices)


def _number(lo, hi):
    def ok(v):
        return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and lo <= v <= hi
    return ok, f"a number from {lo:g} to {hi:g}"


_BOOL = (lambda v: isinstance(v, bool)), "true or false"
_BOT = (lambda v: isinstance(v, str) and 0 < len(v) <= 40), "a bot name"
_MAPPING = (lambda v: isinstance(v, dict)), "a mapping (the last setup chosen)"
_KEYS = (lambda v: isinstance(v, dict) and all(isinstance(k, str) and isinstance(x, str) for k, x in v.items()),
         "a mapping of table actions to key names")
_BUTTONS = (lambda v: isinstance(v, dict) and all(
    isinstance(k, str) and isinstance(m, dict) and all(isinstance(a, str) and isinstance(b, str) for a, b in m.items())
    for k, m in v.items()), "a mapping of controller layouts to mappings of table actions to buttons")


def _setting(default, rule, convert=None):
    """A field of Settings: its default and (is the value usable, what it should be)."""
    meta = {"rule": rule, "convert": convert}
    if isinstance(default, dict):
        return field(default_factory=dict, metadata=meta)
    return field(default=default, metadata=meta)


@dataclass
class Settings:
    """Every setting, its default and what it allows; a value that is not allowed is refused
    (ValueError) whether given at construction or set later."""
    window: str = _setting("fit", _choice(WINDOW_SIZES))          # the window when not fullscreen ("fit": as large as fits)
    fullscreen: bool = _setting(False, _BOOL)
    ui_scale: str = _setting("auto", _choice(UI_SCALES))          # the table's UI scale (ui/screen.py canvas_for)
    anim_speed: float = _setting(1.0, _number(0.25, 4), float)    # 0.5 slow .. 3 fast
    tie_break: str = _setting("auto", _choice(TIE_BREAKS))        # -> setup["tie_break"] of new games
    hard: bool = _setting(False, _BOOL)                           # hard mode default for new games
    bot: str = _setting("greedy", _BOT)                           # the bot of new bot seats (one of the app's bots)
    preview_moves: bool = _setting(True, _BOOL)                   # the table shows where the enemies will move (P)
    effects_volume: float = _setting(0.8, _number(0, 1), float)   # sound effects, 0 (off) .. 1
    music_volume: float = _setting(0.4, _number(0, 1), float)     # the music loop, 0 (off) .. 1
    muted: bool = _setting(False, _BOOL)                          # M mutes and unmutes everything
    pause_after_turn: bool = _setting(True, _BOOL)                # the table holds after a human's fighter phase
    last_setup: dict = _setting({}, _MAPPING)                     # the setup screen's last choices (setup_memory.py
                                                                  # checks them against the box when read)
    invite_phones: bool = _setting(False, _BOOL)                  # phones as controllers (ui/phones)
    colour_vision: str = _setting("normal", _choice(COLOUR_VISIONS))  # the seat palette and map colours drawn
                                                                  # for it (ui/theme.py VISION_COLORS)
    calm_motion: bool = _setting(False, _BOOL)                    # no screen shake, flashes or tumbling dice
    step_nemesis: bool = _setting(False, _BOOL)                   # the nemesis phase waits for Enter / A a step
    table_text: str = _setting("100", _choice(TEXT_SIZES))       # the prompt's and options list's text, in %
    high_contrast: bool = _setting(False, _BOOL)                  # the prompt and options list in black and white
    keys: dict = _setting({}, _KEYS)                              # the player's table keys (ui/input/keymap.py)
    buttons: dict = _setting({}, _BUTTONS)                        # layout -> action -> button (ui/input/buttons.py)

    def __post_init__(self):
        object.__setattr__(self, "_kept", {})       # what the file held that this version does not use
        object.__setattr__(self, "_blocked", None)  # why settings.json must not be written over

    def __setattr__(self, name, value):
        object.__setattr__(self, name, checked(name, value))

    def __eq__(self, other):
        return isinstance(other, Settings) and as_dict(self) == as_dict(other)

    def change(self, **values) -> str | None:
        """Set these settings and save; None, or why the file could not be written. Every value is
        checked first: one that is not allowed (ValueError) changes nothing."""
        values = {name: checked(name, value) for name, value in values.items()}
        for name, value in values.items():
            object.__setattr__(self, name, value)
            self._kept.pop(name, None)      # the player's choice wins over a value another version wrote
        return self.save()

    def save(self) -> str | None:
        """Write settings.json; None, or one sentence saying why it could not be written."""
        if self._blocked:
            return f"Could not save settings: {self._blocked}"
        data = dict(self._kept)
        for name, value in as_dict(self).items():
            if name not in self._kept or value != default_of(name):
                data[name] = value
        try:
            files.write_json(config_dir() / FILE, data, config_dir())
        except OSError as exc:
            return files.sentence(exc, settings_path(), "save the settings to")
        return None


FIELDS = {f.name: f for f in fields(Settings)}


def checked(name: str, value):
    """The value as the field keeps it; ValueError if the field does not allow it."""
    f = FIELDS.get(name)
    if f is None:
        raise AttributeError(f"Settings has no field {name!r}")
    ok, what = f.metadata["rule"]
    if not ok(value):
        raise ValueError(f"{name}: expected {what}, got {value!r}")
    convert = f.metadata["convert"]
    return convert(value) if convert else value


def default_of(name: str):
    f = FIELDS[name]
    return f.default_factory() if callable(f.default_factory) else f.default


def as_dict(settings: Settings) -> dict:
    return {name: getattr(settings, name) for name in FIELDS}


def settings_path() -> Path:
    return config_dir() / FILE


def _read_file(path: Path, said: list):
    """The mapping the file holds; None if there is none (no file: no line; else set aside, said)."""
    if not os.path.lexists(path):
        return {}, None
    try:
        data = read_json(path, "settings")
        if isinstance(data, dict):
            return data, None
        why = "(top): expected a mapping of settings"
    except FileProblem as exc:
        why = str(exc)
    try:
        aside = set_aside(path)
    except OSError as exc:
        said.append(f"{FILE}: {why}; using the default settings (the file is left as it is and not written over: "
                    f"it could not be set aside, {exc.strerror or exc})")
        return {}, f"{FILE} could not be read, and is left as it is"
    said.append(f"{FILE}: {why}; set aside as {aside.name}, using the default settings")
    return {}, None


def load_settings(bots=(), problems: list | None = None) -> Settings:
    """settings.json over the defaults; `bots`: the bot names a seat may use (checked if given).
    Each problem adds one `settings.json: field: what was expected` line to `problems`."""
    said = problems if problems is not None else []
    data, blocked = _read_file(settings_path(), said)
    s = Settings()
    for key, value in data.items():
        if key not in FIELDS:
            s._kept[key] = value                    # a setting of another version of the app
            continue
        try:
            setattr(s, key, value)
        except ValueError:
            s._kept[key] = value
            _, what = FIELDS[key].metadata["rule"]
            said.append(f"{FILE}: {key}: expected {what}; using {default_of(key)!r}")
    if bots and s.bot not in bots:
        s._kept.setdefault("bot", s.bot)
        said.append(f"{FILE}: bot: {s.bot!r} is not a bot of this app; using greedy")
        s.bot = "greedy" if "greedy" in bots else "random"
    object.__setattr__(s, "_blocked", blocked)
    return s
