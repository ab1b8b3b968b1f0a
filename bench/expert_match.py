"""The expert bot against itself at two settings, the same seeds: wins, Wilson 95% intervals,
average turns, the CPU seconds a game, and the seeds won by one arm only (an exact sign test on
them). Each arm is `playouts:horizon` (a fixed playout count, so that a loaded machine cannot change
what a game does). The arms take turns seed by seed, so a run stopped by `--minutes` has played
every arm on the same seeds; `--arms-apart` plays them one after the other instead (one arm a
process, to use two cores).

    python bench/expert_match.py --arm 424:2 --arm 1906:1 [--players 1] [--seeds 8] [--first 1000] [--minutes M]

The table's budget is a second a decision; `python bench/search.py --seconds 1 --against DIR` gives
the playouts a decision that second buys at each checkout's speed, to play here as fixed counts.
"""
import argparse
import math
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


def sign_test(a: int, b: int) -> float:
    """Two-sided exact binomial p of a seeds won only by one arm against b only by the other."""
    n, k = a + b, min(a, b)
    if n == 0:
        return 1.0
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n)


def summary(arm: str, players: int, games: list) -> str:
    """One arm's line: (seed, won, turns, cpu) games."""
    won = sum(g[1] for g in games)
    lo, hi = wilson(won, len(games))
    return (f"{arm}: {players} player(s), {won} of {len(games)} won ({won / len(games):.0%}, "
            f"Wilson 95% {lo:.0%}-{hi:.0%}), {sum(g[2] for g in games) / len(games):.1f} turns, "
            f"{sum(g[3] for g in games) / len(games):.1f} CPU s a game")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arm", action="append", required=True, help="playouts:horizon")
    ap.add_argument("--players", type=int, default=1)
    ap.add_argument("--seeds", type=int, default=8)
    ap.add_argument("--first", type=int, default=1000)
    ap.add_argument("--standard", action="store_true", help="Standard Mode (default: Hard Mode)")
    ap.add_argument("--minutes", type=float, help="start no seed after this many minutes (wall time)")
    ap.add_argument("--arms-apart", action="store_true", help="each arm's seeds in turn, not seed by seed")
    args = ap.parse_args()
    box = default_box()
    until = None if args.minutes is None else time.monotonic() + args.minutes * 60
    arms = [(arm, *(int(x) for x in arm.split(":"))) for arm in args.arm]
    seeds = range(args.first, args.first + args.seeds)
    order = ([(a, s) for a in arms for s in seeds] if args.arms_apart else [(a, s) for s in seeds for a in arms])
    games = {arm: [] for arm, _, _ in arms}
    for (arm, playouts, horizon), seed in order:
        if until is not None and time.monotonic() > until and (args.arms_apart or arm == arms[0][0]):
            break
        setup = random_setup(box, seed, args.players, hard=not args.standard)
        start = time.process_time()
        w, t = play(box, setup, playouts, horizon)
        games[arm].append((seed, w, t, time.process_time() - start))
        print(f"  {arm} seed {seed}: {'won' if w else 'lost'} in {t} turns, "
              f"{games[arm][-1][3]:.0f} CPU s", flush=True)
    for arm, _, _ in arms:
        if games[arm]:
            print(summary(arm, args.players, games[arm]) + f"; won seeds {[g[0] for g in games[arm] if g[1]]}",
                  flush=True)
    if len(arms) == 2:
        a, b = (dict((g[0], g[1]) for g in games[arm]) for arm, _, _ in arms)
        both = sorted(set(a) & set(b))
        only_a = [s for s in both if a[s] and not b[s]]
        only_b = [s for s in both if b[s] and not a[s]]
        print(f"paired on {len(both)} seeds: won only by {arms[0][0]} {len(only_a)} {only_a}, only by "
              f"{arms[1][0]} {len(only_b)} {only_b}; exact sign test p = {sign_test(len(only_a), len(only_b)):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
