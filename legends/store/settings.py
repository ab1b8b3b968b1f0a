"""Settings: settings.json in the player's folder, over the defaults below (no pygame).

A bad file or value falls back to the default with a `settings.json: place: what` line; the file is
written atomically through the store (files.write_json).
"""
from __future__ import annotations

import math

from . import files, folder
from .safejson import FileProblem, read_json

DEFAULT_SETTINGS = {
    "window": "fit",            # window size when not fullscreen ("fit": as large as the screen allows)
    "fullscreen": False,
    "ui_scale": "auto",         # the table's UI scale: auto | 100 | 125 | 150 | 200 (ui/screen.py canvas_for)
    "anim_speed": 1.0,          # 0.5 slow .. 3 fast
    "tie_break": "auto",        # auto | ask  -> setup["tie_break"]
    "hard": False,              # hard mode default for new games
    "bot": "greedy",            # bot used for bot seats by default (falls back to random)
    "preview_moves": True,      # game screen: show where the enemies will move (P toggles)
    "effects_volume": 0.8,      # sound effects, 0 (off) .. 1
    "music_volume": 0.4,        # the music loop, 0 (off) .. 1
    "muted": False,             # M mutes and unmutes everything
    "pause_after_turn": True,   # the table holds after a human's fighter phase until Enter / a click
    "last_setup": {},           # the setup screen's last choices (checked against the box when read)
    "invite_phones": False,     # phones as controllers: a web server on the local network while on (ui/phones)
}
WINDOW_SIZES = ("fit", "1280x720", "1600x900", "1920x1080", "2560x1440")
UI_SCALES = ("auto", "100", "125", "150", "200")



def _volume(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and 0 <= v <= 1


SETTING_CHECKS = {  # key: (is the value usable, what it should be)
    "window": (lambda v: isinstance(v, str) and v in WINDOW_SIZES, "one of " + ", ".join(WINDOW_SIZES)),
    "ui_scale": (lambda v: v in UI_SCALES, "one of " + ", ".join(UI_SCALES)),
    "anim_speed": (lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v),
                   "a number from 0.25 to 4"),
    "tie_break": (lambda v: v in ("auto", "ask"), "auto or ask"),
    "bot": (lambda v: isinstance(v, str), "a bot name"),
    "effects_volume": (lambda v: _volume(v), "a number from 0 to 1"),
    "music_volume": (lambda v: _volume(v), "a number from 0 to 1"),
    "muted": (lambda v: isinstance(v, bool), "true or false"),
    "pause_after_turn": (lambda v: isinstance(v, bool), "true or false"),
    "last_setup": (lambda v: isinstance(v, dict), "a mapping (the last setup chosen)"),
    "invite_phones": (lambda v: isinstance(v, bool), "true or false"),
}


def load_settings(bots=(), problems: list | None = None) -> dict:
    """The settings file over the defaults; `bots`: the bot names a seat may use (checked if given).
    A bad file or value falls back to the default, with a `settings.json: place: what` line added to
    `problems` (the app shows them)."""
    s = dict(DEFAULT_SETTINGS)
    said = problems if problems is not None else []
    data = {}
    path = folder.data_dir() / "settings.json"
    try:
        data = read_json(path, "settings") if path.exists() else {}
    except FileProblem as exc:
        said.append(f"settings.json: {exc}; using the default settings")
    if not isinstance(data, dict):
        said.append("settings.json: (top): expected a mapping of settings; using the default settings")
        data = {}
    for k, v in data.items():
        if k not in s:
            continue    # a setting of another version of the app
        ok, what = SETTING_CHECKS.get(k, (lambda v, t=type(s[k]): type(v) is t, "true or false"))
        if ok(v):
            s[k] = v
        else:
            said.append(f"settings.json: {k}: expected {what}; using {DEFAULT_SETTINGS[k]!r}")
    s["anim_speed"] = float(min(4.0, max(0.25, s["anim_speed"])))
    if bots and s["bot"] not in bots:
        said.append(f"settings.json: bot: {s['bot']!r} is not a bot of this app; using greedy")
        s["bot"] = "greedy" if "greedy" in bots else "random"
    return s


def save_settings(settings: dict) -> str | None:
    """Returns an error message, or None."""
    try:
        files.write_json(folder.ensure() / "settings.json", settings, folder.data_dir())
        return None
    except OSError as exc:
        return files.sentence(exc, folder.data_dir() / "settings.json", "save the settings to")
