"""The replay theatre's export (issue 30): frames a second drawn and written at 1280x720 and
1920x1080, against the frames a second watching needs (the export's --fps: a turn exported is no
slower than watching it at normal speed when the export draws faster than that).

    nice -n 10 python bench/export.py [--players 4] [--seed 3] [--turn 2] [--fps 10]

CPU time (process_time), not wall time: the machine is shared. A greedy game is played first; one
turn of it is drawn by the table's painters off screen (ui/export/draw.py) and written as GIF and as
animated PNG (ui/export/encode.py) to a temporary folder.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
os.environ.setdefault("LEGENDS_HOME", tempfile.mkdtemp(prefix="legends-bench-export-"))


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--turn", type=int, default=2)
    p.add_argument("--fps", type=int, default=10)
    args = p.parse_args()
    import pygame
    from legends.bots import make_bot
    from legends.devtools.testing import make_app
    from legends.engine import Game
    from legends.engine.replay import Replay
    from legends.engine.setup import random_setup
    from legends.ui.export.draw import frames
    from legends.ui.export.encode import Writer
    app = make_app()
    for key, value in (("anim_speed", 1.0), ("calm_motion", False), ("step_nemesis", False)):
        setattr(app.settings, key, value)
    setup = random_setup(app.box, args.seed, args.players)
    setup["tie_break"] = "auto"
    game, bot = Game.new(setup, app.box), make_bot("greedy", args.seed)
    while not game.is_over():
        game.apply(bot.choose(game, game.legal_actions()))
    replay = Replay(game)
    span = replay.turn_span(args.turn)
    out_dir = Path(tempfile.mkdtemp(prefix="legends-export-"))
    print(f"{args.players} players, seed {args.seed}: turn {args.turn} is decisions {span[0] + 1}-{span[1]} "
          f"of {len(replay)}; watching at normal speed needs {args.fps} frames a second")
    for size in ((1280, 720), (1920, 1080)):
        app.set_window_size(size)
        for ext in (".gif", ".png"):
            t0 = time.process_time()
            drawn = 0
            with Writer.open(out_dir / f"turn{size[0]}{ext}", size, args.fps) as out:
                for surf, _, _ in frames(app, replay, ["greedy"] * args.players, span, args.fps, size):
                    out.add(pygame.image.tobytes(surf, "RGB"))
                    drawn += 1
            cpu = time.process_time() - t0
            seconds = drawn / args.fps
            print(f"  {size[0]}x{size[1]} {ext[1:]:4}: {drawn} frames ({seconds:.1f} s of animation) in {cpu:.1f} s CPU"
                  f" = {drawn / cpu:5.1f} frames/s, {drawn / cpu / args.fps:4.1f}x watching speed; "
                  f"{out.frames} written, {(out_dir / f'turn{size[0]}{ext}').stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
