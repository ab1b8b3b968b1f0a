"""The expert bot against itself at two settings, the same seeds: wins, Wilson 95% intervals,
average turns and the CPU seconds a game. Each arm is `playouts:horizon` (a fixed playout count,
so that a loaded machine cannot change what a game does); run one arm a process to use two cores.

    python bench/expert_match.py --arm 124:2 [--arm 488:1] [--players 1] [--seeds 8] [--first 1000] [--minutes M]

`--minutes`: stop starting games after M minutes of wall time (the seeds played so far are the
result; pair two runs by the seeds both finished).
"""
import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from legends.bots import ExpertBot  # noqa: E402
from legends.content import default_box  # noqa: E402
from legends.engine import Game  # noqa: E402
from legends.sim import random_setup, wilson  # noqa: E402


def play(box, setup, playouts: int, horizon: int) -> tuple:
    """One game of the expert at this budget: (won, turns)."""
    game, bot = Game.new(setup, box), ExpertBot(setup["seed"], playouts=playouts, horizon=horizon)
    while not game.is_over():
        game.apply(bot.choose(game, game.legal_actions()))
    return game.result["winner"] == "fighters", game.view.turn


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arm", action="append", required=True, help="playouts:horizon")
    ap.add_argument("--players", type=int, default=1)
    ap.add_argument("--seeds", type=int, default=8)
    ap.add_argument("--first", type=int, default=1000)
    ap.add_argument("--standard", action="store_true", help="Standard Mode (default: Hard Mode)")
    ap.add_argument("--minutes", type=float, help="start no game after this many minutes (wall time)")
    args = ap.parse_args()
    box = default_box()
    until = None if args.minutes is None else time.monotonic() + args.minutes * 60
    for arm in args.arm:
        playouts, horizon = (int(x) for x in arm.split(":"))
        won, turns, start = [], [], time.process_time()
        seeds = []
        for seed in range(args.first, args.first + args.seeds):
            if until is not None and time.monotonic() > until:
                break
            seeds.append(seed)
            setup = random_setup(box, seed, args.players, hard=not args.standard)
            w, t = play(box, setup, playouts, horizon)
            won.append(w)
            turns.append(t)
            print(f"  {arm} seed {seed}: {'won' if w else 'lost'} in {t} turns", flush=True)
        lo, hi = wilson(sum(won), len(won))
        cpu = (time.process_time() - start) / len(won)
        print(f"{arm}: {args.players} player(s), {sum(won)} of {len(won)} won ({sum(won) / len(won):.0%}, "
              f"Wilson 95% {lo:.0%}-{hi:.0%}), {sum(turns) / len(turns):.1f} turns, {cpu:.0f} CPU s a game; "
              f"won seeds {[s for s, w in zip(seeds, won) if w]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
