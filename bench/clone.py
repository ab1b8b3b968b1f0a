"""The cost of copying a game (Game.clone), the step every search playout starts with: late-game
states for 1-4 players (greedy bots from fixed seeds, stopped at 90% of their game), copied many
times the old way (a JSON round-trip of the state, its pending decision worked out again) and the
new (copying.py). Prints the median microseconds per copy; never fails.
(Not bench/copy.py: a file named like the standard library's `copy` in bench/ would be imported
in its place by every other script here.)

    python bench/clone.py [--seeds 3] [--copies 300]
"""
import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from legends.bots import make_bot  # noqa: E402
from legends.content import default_box  # noqa: E402
from legends.engine import Game  # noqa: E402
from legends.sim import random_setup  # noqa: E402


def greedy_game(box, seed: int, players: int):
    """A whole greedy game: its setup and moves."""
    setup = random_setup(box, seed, players)
    game, bot, moves = Game.new(setup, box), make_bot("greedy", seed), []
    while not game.is_over():
        action = bot.choose(game, game.legal_actions())
        moves.append(action)
        game.apply(action)
    return setup, moves


def late_game(box, seed: int, players: int, at: float = 0.9) -> Game:
    """The position a greedy game of this seed reaches after `at` of its decisions."""
    setup, moves = greedy_game(box, seed, players)
    late = Game.replay(setup, moves[:int(len(moves) * at)], box)
    late.pending  # the decision is worked out, as in a game being played
    return late


def median_us(fn, n: int = 300) -> float:
    """Median microseconds of fn(i) over n calls."""
    times = []
    for i in range(n):
        t = time.perf_counter()
        fn(i)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e6


def measure(game: Game, copies: int) -> tuple:
    state = game.s
    old = median_us(lambda i: Game(json.loads(json.dumps(state)), game.box), copies)
    old_pending = median_us(lambda i: Game(json.loads(json.dumps(state)), game.box).pending, max(20, copies // 4))
    new = median_us(lambda i: game.clone(), copies)
    return old, old_pending, new


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--copies", type=int, default=300)
    args = ap.parse_args()
    box = default_box()
    print(f"Python {sys.version.split()[0]}; late-game states: greedy games at 90% of their decisions, "
          f"{args.seeds} seed(s) per player count, median of {args.copies} copies each")
    print("players  turn  log  decisions | JSON copy us | JSON copy + decision us | clone us | speed-up")
    for players in (1, 2, 3, 4):
        rows = []
        for seed in range(1, args.seeds + 1):
            game = late_game(box, seed, players)
            rows.append((game.view.turn, len(game.view.log), game.view.decisions, *measure(game, args.copies)))
        turn, log, dec, old, old_p, new = (statistics.median(r[i] for r in rows) for i in range(6))
        print(f"{players:7d} {turn:5.0f} {log:4.0f} {dec:10.0f} | {old:12.1f} | {old_p:23.1f} | {new:8.1f} | "
              f"{old / new:6.0f}x")


if __name__ == "__main__":
    main()
