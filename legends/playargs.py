"""The window's usual command lines read without argparse (issue 31 item 5): argparse, its parser of
every command and the gettext and locale modules it imports are some 3 ms of the window's start.

`play_args` reads nothing but `play` (or nothing at all) with play's own options, each at most once,
as `--name value` or `--name=value`, and only values argparse would take as they are; anything
else (help, another command, a value that is not a number, an abbreviation, an option twice) is
left to argparse (cli.py), so every message and exit stays argparse's."""
from __future__ import annotations

import math
from types import SimpleNamespace

SECONDS = (0.0, 86400.0)            # play --seconds (cli.build_parser: seconds(0, 86400))
VALUES = ("--seconds", "--screenshot", "--inputs")


def play_args(argv: list):
    """play's arguments (command, fullscreen, seconds, screenshot, inputs) as argparse gives them, or
    None when argparse must read the command line."""
    if argv and argv[0] != "play":
        return None
    out = {"command": "play", "fullscreen": False, "seconds": None, "screenshot": None, "inputs": None}
    seen, rest = set(), list(argv[1:])
    while rest:
        name, eq, value = rest.pop(0).partition("=")
        if name in seen or not name.startswith("--"):
            return None
        seen.add(name)
        if name == "--fullscreen" and not eq:
            out["fullscreen"] = True
            continue
        if name not in VALUES:
            return None
        if not eq:
            if not rest:
                return None
            value = rest.pop(0)
        if not value or value.startswith("-"):
            return None
        out[name[2:]] = value
    if out["seconds"] is not None:
        try:
            out["seconds"] = float(out["seconds"])
        except ValueError:
            return None
        if not (math.isfinite(out["seconds"]) and SECONDS[0] <= out["seconds"] <= SECONDS[1]):
            return None
    return SimpleNamespace(**out)
