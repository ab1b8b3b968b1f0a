"""The speed of the expert bot's search: playouts per second for 1-4 players from mid-game
positions, the cost of a copy (Game.clone) and of a sample (Game.sample: a copy with the hidden
information drawn again), beside the games per second of the greedy bot. Prints figures; never fails.

    python bench/search.py [--seeds 3] [--playouts 64] [--horizon 2]
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from legends.bots import ExpertBot  # noqa: E402
from legends.content import default_box  # noqa: E402
from legends.engine import Game  # noqa: E402
from clone import greedy_game, median_us  # noqa: E402  (bench/clone.py: the positions and timing)


def mid_game(box, setup, moves, at: float) -> Game:
    """The position after `at` of the moves, moved on to the next decision with a real choice."""
    game = Game.replay(setup, moves[:int(len(moves) * at)], box)
    while not game.is_over() and len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
    return game


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--playouts", type=int, default=64)
    ap.add_argument("--horizon", type=int, default=2)
    args = ap.parse_args()
    box = default_box()
    print(f"expert search: {args.playouts} playouts a decision, horizon {args.horizon} turns, "
          f"positions at 30/50/70% of {args.seeds} greedy games per player count")
    print(f"{'players':>7} {'greedy games/s':>15} {'playouts/s':>11} {'ms/decision':>12} "
          f"{'clone us':>9} {'sample us':>10}")
    for players in (1, 2, 3, 4):
        games = []
        start = time.perf_counter()
        for seed in range(1, args.seeds + 1):
            games.append(greedy_game(box, seed, players))
        greedy_rate = len(games) / (time.perf_counter() - start)
        spots = [g for setup, moves in games for at in (0.3, 0.5, 0.7)
                 if not (g := mid_game(box, setup, moves, at)).is_over()]
        used, spent = 0, 0.0
        for i, game in enumerate(spots):
            bot = ExpertBot(i, playouts=args.playouts, horizon=args.horizon)
            t = time.perf_counter()
            found = bot.analyse(game, game.legal_actions())
            spent += time.perf_counter() - t
            used += sum(o.visits for o in found)
        clone = statistics.median(median_us(lambda i: g.clone()) for g in spots)
        sample = statistics.median(median_us(lambda i: g.sample(i)) for g in spots)
        print(f"{players:>7} {greedy_rate:>15.1f} {used / spent:>11.0f} {spent / len(spots) * 1000:>12.1f} "
              f"{clone:>9.1f} {sample:>10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
