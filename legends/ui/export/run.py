"""`main.py export SAVE --out FILE [--turns 3-4] [--size 1280x720] [--fps N]`, headless.

The save is read as Load game reads it (store/saves.py: bounds, fields, the log replayed); a bad
save or argument is one line, `file: path.to.field: what was expected` or `main.py export: --size
12x: expected ...`, exit 2 (a save that does not load: exit 1), never a traceback. On a terminal
a progress bar runs on stderr; `--progress lines` prints `frame N of M` lines on stdout instead
(the theatre reads them: theatre_export.py).
"""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

LEAST, MOST = (320, 180), (3840, 2160)
SIZE_RE = re.compile(r"^\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*$")


def add_parser(sub, fps_type):
    """The `export` subcommand's arguments (legends/cli.py); returns its parser."""
    sp = sub.add_parser("export", help="a turn (or any span) of a saved game as an animated GIF, PNG or MP4")
    sp.add_argument("save", help="a save file (an autosave, a quick save, a finished game's)")
    sp.add_argument("--out", required=True, help="the file to write: .gif, .png (animated), .apng or .mp4")
    sp.add_argument("--turns", default="all", help="a turn (3), turns (3-4), a nemesis phase (3n) or all (default)")
    sp.add_argument("--size", default="1280x720", help="WIDTHxHEIGHT (default 1280x720)")
    sp.add_argument("--fps", type=fps_type, default=10, help="frames a second (default 10)")
    sp.add_argument("--progress", default="auto", choices=("auto", "bar", "lines", "none"),
                    help="a bar on a terminal (auto), 'frame N of M' lines, or nothing")
    return sp


def parse_size(text: str) -> tuple:
    m = SIZE_RE.match(text or "")
    w, h = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
    if not (LEAST[0] <= w <= MOST[0] and LEAST[1] <= h <= MOST[1]):
        raise ValueError(f"--size {text[:40]}: expected WIDTHxHEIGHT from {LEAST[0]}x{LEAST[1]} to "
                         f"{MOST[0]}x{MOST[1]}, e.g. 1280x720")
    return w, h


def _fail(msg: str, code: int = 2) -> int:
    from ...content.terminal import say_lines
    say_lines(msg, sys.stderr)
    return code


def _problems(args) -> list:
    """Every problem with the arguments, at once (before the save is read)."""
    from .encode import format_of, mp4_available
    out = []
    try:
        args.size_wh = parse_size(args.size)
    except ValueError as exc:
        out.append(str(exc))
    kind = format_of(args.out)
    folder = Path(args.out).resolve().parent
    if kind is None:
        out.append(f"--out {args.out}: expected a file name ending in .gif, .png (animated), .apng or .mp4")
    elif kind == "mp4" and not mp4_available():
        out.append(f"--out {args.out}: MP4 needs PyAV (pip install -r requirements-video.txt); "
                   "a .gif or an animated .png needs nothing more")
    if not folder.is_dir():
        out.append(f"--out {args.out}: the folder {folder} does not exist")
    if Path(args.out).exists() and not Path(args.out).is_file():
        out.append(f"--out {args.out}: expected a file name (this is a folder or a device)")
    return out


def export(args) -> int:
    import signal
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))     # cancelled (the theatre's Esc): the
    #                                                             temporary file is removed on the way out
    os.environ["SDL_VIDEODRIVER"] = "dummy"          # off screen, always: no window opens
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ...engine import SaveError
    from ...engine.replay import Replay
    from ...store.saves import load_game
    problems = _problems(args)
    path = Path(args.save)
    if path.exists() and not path.is_file():
        problems.insert(0, f"{args.save}: expected a save file (this is a folder, pipe or device)")
    elif not path.exists():
        problems.insert(0, f"{args.save}: no such file")
    if problems:
        return _fail("main.py export: " + "; ".join(problems))
    try:
        game = load_game(path)
    except SaveError as exc:
        return _fail(f"cannot load {exc}", 1)
    replay = Replay(game)
    try:
        span = replay.span_of(args.turns)
    except ValueError as exc:
        return _fail(f"main.py export: --turns {args.turns}: {exc}")
    if span is None:
        turns = replay.turns()
        have = f"turns {turns[0]} to {turns[-1]}" if turns else "no decisions"
        return _fail(f"main.py export: --turns {args.turns}: expected a turn of this game ({have})")
    return _write(args, game, replay, span)


def _write(args, game, replay, span) -> int:
    import pygame
    from ...store import files
    from ..app import App
    from .draw import frames
    from .encode import Writer
    app = App(box=game.box)
    for key, value in (("anim_speed", 1.0), ("calm_motion", False), ("step_nemesis", False)):
        setattr(app.settings, key, value)           # in memory only: an export is drawn at normal speed
    app.set_window_size(args.size_wh)
    seats = _seats(args.save, game)
    show = Progress(args.progress)
    try:
        with Writer.open(args.out, args.size_wh, args.fps) as out:
            for surf, done, estimate in frames(app, replay, seats, span, args.fps, args.size_wh):
                out.add(pygame.image.tobytes(surf, "RGB"))
                show(out, done, span[1] - span[0], estimate)
    except (OSError, files.StoreError) as exc:
        show.end()
        return _fail(f"main.py export: cannot write {args.out}: {files.what_happened(exc) if isinstance(exc, OSError) else exc}", 1)
    show.end()
    seconds = sum(out.durations) / 1000
    print(f"wrote {args.out}: {out.frames} frames, {seconds:.1f} s, {args.size_wh[0]}x{args.size_wh[1]} "
          f"(decisions {span[0] + 1}-{span[1]} of {len(replay)})", flush=True)
    return 0


def _seats(path, game) -> list:
    from ...store.saves import read_save
    from ..table.session import checked_seats
    try:
        ui = read_save(path).get("ui") or {}
    except ValueError:
        ui = {}
    return checked_seats(ui.get("seats"), game.view.seats)


class Progress:
    """A bar on a terminal (stderr), `frame N of M` lines for the theatre, or nothing."""

    def __init__(self, mode: str):
        self.mode = mode if mode != "auto" else ("bar" if sys.stderr.isatty() else "none")
        self.n = 0

    def __call__(self, out, done, decisions, estimate):
        self.n += 1
        if self.mode == "lines":
            print(f"frame {self.n} of {estimate} decisions {done} of {decisions}", flush=True)
        elif self.mode == "bar" and self.n % 3 == 0:
            frac = min(1.0, self.n / max(1, estimate))
            bar = "#" * int(frac * 30)
            sys.stderr.write(f"\r[{bar:<30}] {frac:4.0%}  frame {self.n}, decision {done} of {decisions}")
            sys.stderr.flush()

    def end(self):
        if self.mode == "bar":
            sys.stderr.write("\n")
            sys.stderr.flush()
