"""The speed of the expert bot's search: playouts per second for 1-4 players from mid-game
positions, the cost of a copy (Game.clone) and of a sample (Game.sample: a copy with the hidden
information drawn again), beside the games per second of the greedy bot. Prints figures; never fails.

Playouts a second are counted on the CPU time of the process (time.process_time), which a shared
machine disturbs less than the wall clock; `--against DIR` measures another checkout (main, say,
unpacked with `git archive main | tar -x -C DIR`) the same way in the same run, one player count
after the other, and prints both side by side with the speed-up.

    python bench/search.py [--seeds 3] [--playouts 64] [--horizon N] [--against DIR] [--seconds S]

`--seconds S`: instead, the playouts a decision the bot's own time budget buys (`ExpertBot(seconds=S)`,
the table's is 1 s) on the same positions, its clock the process's CPU time: the median, lowest and
highest over the positions, per player count (bench/expert_match.py plays such counts as fixed ones).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
sys.path.insert(0, os.environ.get("LEGENDS_BENCH_ROOT") or str(HERE.parents[1]))

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


def measure(box, players: int, args) -> dict:
    """One player count's figures: greedy games a second, playouts a second (CPU), ms a decision,
    clone and sample microseconds."""
    games = []
    start = time.process_time()
    for seed in range(1, args.seeds + 1):
        games.append(greedy_game(box, seed, players))
    greedy_rate = len(games) / (time.process_time() - start)
    spots = [g for setup, moves in games for at in (0.3, 0.5, 0.7)
             if not (g := mid_game(box, setup, moves, at)).is_over()]
    used, spent = 0, 0.0
    for i, game in enumerate(spots):
        bot = ExpertBot(i, playouts=args.playouts, **({} if args.horizon is None else {"horizon": args.horizon}))
        t = time.process_time()
        found = bot.analyse(game, game.legal_actions())
        spent += time.process_time() - t
        used += sum(o.visits for o in found)
    return {"greedy": greedy_rate, "playouts": used / spent, "ms": spent / len(spots) * 1000,
            "clone": statistics.median(median_us(lambda i: g.clone()) for g in spots),
            "sample": statistics.median(median_us(lambda i: g.sample(i)) for g in spots)}


def budgeted(box, players: int, args) -> dict:
    """The playouts a decision `args.seconds` of CPU time buys on each position: median, low, high."""
    games = [greedy_game(box, seed, players) for seed in range(1, args.seeds + 1)]
    spots = [g for setup, moves in games for at in (0.3, 0.5, 0.7)
             if not (g := mid_game(box, setup, moves, at)).is_over()]
    used = []
    for i, game in enumerate(spots):
        bot = ExpertBot(i, seconds=args.seconds, clock=time.process_time,
                        **({} if args.horizon is None else {"horizon": args.horizon}))
        used.append(sum(o.visits for o in bot.analyse(game, game.legal_actions())))
    return {"median": statistics.median(used), "low": min(used), "high": max(used), "positions": len(used)}


def elsewhere(root: str, players: int, args) -> dict:
    """The same figures measured with the checkout at `root` (this script run there as a child)."""
    env = dict(os.environ, LEGENDS_BENCH_ROOT=str(Path(root).resolve()))
    horizon = [] if args.horizon is None else ["--horizon", str(args.horizon)]
    seconds = [] if args.seconds is None else ["--seconds", str(args.seconds)]
    out = subprocess.run([sys.executable, str(HERE), "--one", str(players), "--seeds", str(args.seeds),
                          "--playouts", str(args.playouts), *horizon, *seconds],
                         env=env, capture_output=True, text=True, check=True).stdout
    return json.loads(out.splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--playouts", type=int, default=64)
    ap.add_argument("--horizon", type=int, help="turns a playout looks ahead (default: the bot's own)")
    ap.add_argument("--against", metavar="DIR", help="another checkout to measure side by side (before)")
    ap.add_argument("--seconds", type=float, help="the playouts a decision this CPU budget buys, instead")
    ap.add_argument("--players", type=int, action="append", help="only these player counts (repeat)")
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)   # a child's one player count, as JSON
    args = ap.parse_args()
    box = default_box()
    if args.one:
        print(json.dumps((budgeted if args.seconds else measure)(box, args.one, args)))
        return 0
    if args.seconds:
        return table_budget(args)
    print(f"expert search: {args.playouts} playouts a decision, horizon "
          f"{'the bot default' if args.horizon is None else args.horizon} turns, "
          f"positions at 30/50/70% of {args.seeds} greedy games per player count; CPU time")
    if args.against:
        print(f"before: {args.against}; after: {HERE.parents[1]}")
        print(f"{'players':>7} {'playouts/s before':>18} {'after':>7} {'speed-up':>9} "
              f"{'ms/decision before':>19} {'after':>7} {'in 1 s before':>14} {'after':>7}")
    else:
        print(f"{'players':>7} {'greedy games/s':>15} {'playouts/s':>11} {'ms/decision':>12} "
              f"{'clone us':>9} {'sample us':>10} {'in 1 s':>7}")
    for players in args.players or (1, 2, 3, 4):
        now = elsewhere(str(HERE.parents[1]), players, args) if args.against else measure(box, players, args)
        if args.against:
            old = elsewhere(args.against, players, args)
            print(f"{players:>7} {old['playouts']:>18.0f} {now['playouts']:>7.0f} {now['playouts'] / old['playouts']:>8.2f}x "
                  f"{old['ms']:>19.1f} {now['ms']:>7.1f} {in_a_second(old):>14} {in_a_second(now):>7}")
        else:
            print(f"{players:>7} {now['greedy']:>15.1f} {now['playouts']:>11.0f} {now['ms']:>12.1f} "
                  f"{now['clone']:>9.1f} {now['sample']:>10.1f} {in_a_second(now):>7}")
    return 0


def table_budget(args) -> int:
    """The playouts a decision the budget buys, per player count (and the other checkout's)."""
    print(f"expert search at {args.seconds} s of CPU a decision (ExpertBot(seconds=...)), positions at "
          f"30/50/70% of {args.seeds} greedy games per player count: playouts a decision, median (low-high)")
    roots = ([("before", args.against)] if args.against else []) + [("after" if args.against else "this", str(HERE.parents[1]))]
    for players in args.players or (1, 2, 3, 4):
        for name, root in roots:
            fig = elsewhere(root, players, args)
            print(f"{players} player(s) {name:>6}: {fig['median']:.0f} ({fig['low']}-{fig['high']}) over "
                  f"{fig['positions']} positions", flush=True)
    return 0


def in_a_second(fig: dict) -> int:
    """About the playouts the table's one-second budget buys at this speed (ExpertBot keeps 10% spare)."""
    return int(fig["playouts"] * 0.9)


if __name__ == "__main__":
    sys.exit(main())
