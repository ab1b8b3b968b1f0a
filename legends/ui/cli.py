"""Entry points called by legends/cli.py: play, demo, export, render-stage. Each returns an exit code."""
from __future__ import annotations

import os
import sys
from . import gfx


def _env():
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _fail(msg: str, code: int = 1) -> int:
    from ..content.terminal import say_lines
    say_lines(msg, sys.stderr)       # a script's or a file's text: escaped, each line capped
    return code


def render_stage(args) -> int:
    """Write a PNG of the stage set up for play, drawn exactly as the game screen draws the map."""
    _env()
    from ..content import default_box
    from ..store.own_stages import player_box
    box = player_box(default_box())  # main.py has already listed any content problem; the player's own stages too
    if args.stage not in box.stages:
        return _fail(f"render-stage: unknown stage {args.stage!r}; expected one of {', '.join(sorted(box.stages))}", 2)
    players = getattr(args, "players", 2) or 2
    if not 1 <= players <= 4:
        return _fail(f"render-stage: --players {players}: expected 1 to 4", 2)
    out = args.out
    try:
        import pygame
        from .render import stage_picture
        pygame.font.init()
        surf = stage_picture(box, args.stage, players)
        folder = os.path.dirname(os.path.abspath(out))
        if not os.path.isdir(folder):
            return _fail(f"render-stage: cannot write {out}: folder {folder} does not exist")
        gfx.save(surf, out)
    except (pygame.error, OSError) as exc:
        return _fail(f"render-stage: cannot write {out}: {exc}")
    print(f"wrote {out} ({surf.get_width()}x{surf.get_height()})")
    return 0


def export(args) -> int:
    """A span of a saved game as an animated file (export/run.py)."""
    _env()
    from .export.run import export as run_export
    return run_export(args)


def play(args) -> int:
    """The window; with --inputs, an input script replayed first (a bad one: every problem, exit 2)."""
    _env()
    runner = None
    if getattr(args, "inputs", None):
        from .input.script import ScriptError, load
        from .input.script_runner import Runner
        try:
            runner = Runner(load(args.inputs))
        except ScriptError as exc:
            return _fail(f"play --inputs: {len(exc.problems)} problem(s):\n" + str(exc), 2)
    from .app import run
    return run(mode="play", fullscreen=getattr(args, "fullscreen", False), seconds=args.seconds,
               screenshot=args.screenshot, runner=runner)


def demo(args) -> int:
    _env()
    from ..content import default_box
    from ..store.own_stages import player_box
    box = player_box(default_box())  # main.py has already listed any content problem; the player's own stages too
    for key, pool in (("stage", box.stages), ("nemesis", box.nemeses)):
        v = getattr(args, key, None)
        if v and v not in pool:
            return _fail(f"demo: --{key} {v!r}: expected one of {', '.join(sorted(pool))}", 2)
    if not 1 <= args.players <= 4:
        return _fail(f"demo: --players {args.players}: expected 1 to 4", 2)
    from .app import run
    return run(mode="demo", seconds=args.seconds, screenshot=args.screenshot,
               demo={"stage": args.stage, "nemesis": args.nemesis, "players": args.players, "seed": args.seed,
                     "speed": args.speed})
