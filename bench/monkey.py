"""Monkey run of the whole UI: 100,000 random events (clicks anywhere, keys with the shortcuts,
the wheel, window resizes, focus changes, quit requests intercepted) across every screen,
including the middle of animations and of bot and enemy turns. Prints what was sent and the
number of exceptions (the app is strict: an error a scene would report counts too).

    python bench/monkey.py [--events 100000] [--seed 1] [--draw-every 12]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--draw-every", type=int, default=12)
    ap.add_argument("--per-scene", type=int, default=400, help="actions before switching to the next screen")
    args = ap.parse_args(argv)
    home = tempfile.mkdtemp(prefix="legends-monkey-")
    os.environ["LEGENDS_HOME"] = home
    import pygame
    from legends.devtools.testing import Monkey, make_app
    app = make_app(strict=True)
    errors = []

    def on_error(exc, scene):
        errors.append((scene, "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))))

    m = Monkey(app, seed=args.seed, draw_every=args.draw_every)
    t0 = time.perf_counter()
    st = m.run(args.events, per_scene=args.per_scene, on_error=on_error)
    secs = time.perf_counter() - t0
    pygame.display.quit()
    print(f"events sent      : {st['events']} in {secs:.1f} s ({st['events'] / secs:.0f} events/s), "
          f"{st['actions']} actions, {st['frames']} frames drawn")
    print("by type          : " + ", ".join(f"{k} {v}" for k, v in sorted(st["by_type"].items(), key=lambda kv: -kv[1])))
    print("screens started  : " + ", ".join(f"{k} {v}" for k, v in st["scenes"].items()))
    print(f"during play      : {st['anim_events']} actions mid-animation, {st['bot_turn_events']} during a bot's "
          f"decision, {st.get('enemy_turn_events', 0)} while enemies act on screen; {st['decisions']} decisions taken")
    print(f"quit requests    : {st['quits']} (intercepted)")
    print(f"exceptions       : {len(errors)}")
    for scene, tb in errors[:5]:
        print(f"--- in {scene}:\n{tb}")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
