"""The instructions the expert bot's search runs a playout, counted by valgrind's callgrind: the
same mid-game positions as bench/search.py (30/50/70% of greedy games), the search run on each,
the set-up (the games, the positions, the imports) counted in a second run without the search and
subtracted. Instructions are deterministic, so the load of a shared machine does not move them, as
it moves CPU time. Needs valgrind on the PATH; prints figures; never fails.

    python bench/search_instr.py [--players 2] [--seeds 3] [--playouts 64] [--against DIR]

`--against DIR` counts another checkout (a `git archive` of main, or an old commit) the same way,
on its own positions (its own greedy games), and prints both with the ratio.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve()


def positions(players: int, seeds: int):
    """The checkout's own mid-game positions (the checkout on sys.path)."""
    sys.path.insert(0, str(Path(os.environ["LEGENDS_BENCH_ROOT"]) / "bench"))
    sys.path.insert(0, os.environ["LEGENDS_BENCH_ROOT"])
    from clone import greedy_game
    from legends.content import default_box
    from legends.engine import Game
    box = default_box()
    spots = []
    for seed in range(1, seeds + 1):
        setup, moves = greedy_game(box, seed, players)
        for at in (0.3, 0.5, 0.7):
            game = Game.replay(setup, moves[:int(len(moves) * at)], box)
            while not game.is_over() and len(game.legal_actions()) < 2:
                game.apply(game.legal_actions()[0])
            if not game.is_over():
                spots.append(game)
    return spots


def child(args) -> None:
    """Run inside callgrind: the set-up, then (unless --setup-only) the search on every position."""
    spots = positions(args.players, args.seeds)
    from legends.bots import ExpertBot
    used = 0
    if not args.setup_only:
        for i, game in enumerate(spots):
            bot = ExpertBot(i, playouts=args.playouts, **({} if args.horizon is None else {"horizon": args.horizon}))
            found = bot.analyse(game, game.legal_actions())
            used += sum(o.visits for o in found)
    print(json.dumps({"positions": len(spots), "playouts": used}))


def counted(root: str, args, setup_only: bool) -> tuple:
    """(instructions, the child's JSON) of one run under callgrind with the checkout at `root`."""
    env = dict(os.environ, LEGENDS_BENCH_ROOT=str(Path(root).resolve()), PYTHONHASHSEED="0")
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, str(HERE),
           "--child", "--players", str(args.players), "--seeds", str(args.seeds),
           "--playouts", str(args.playouts), *(["--setup-only"] if setup_only else []),
           *([] if args.horizon is None else ["--horizon", str(args.horizon)])]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    found = re.search(r"Collected\s*:\s*(\d+)", out.stderr)
    return int(found.group(1)), json.loads(out.stdout.splitlines()[-1])


def search_instructions(root: str, args) -> dict:
    base, _ = counted(root, args, True)
    total, fig = counted(root, args, False)
    return {"instructions": total - base, "playouts": fig["playouts"],
            "per_playout": (total - base) / max(1, fig["playouts"])}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--playouts", type=int, default=64)
    ap.add_argument("--horizon", type=int, help="turns a playout looks ahead (default: the bot's own)")
    ap.add_argument("--against", metavar="DIR", help="another checkout to count the same way (before)")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--setup-only", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: nothing counted")
        return 0
    print(f"expert search, {args.players} players, {args.playouts} playouts a decision"
          f"{'' if args.horizon is None else f', horizon {args.horizon}'}, positions at "
          f"30/50/70% of {args.seeds} greedy games; callgrind instructions, the set-up subtracted")
    now = search_instructions(str(HERE.parents[1]), args)
    rows = [("after" if args.against else "this checkout", now)]
    if args.against:
        rows.insert(0, ("before", search_instructions(args.against, args)))
    for name, fig in rows:
        print(f"{name:>13}: {fig['instructions'] / 1e6:,.0f} M for {fig['playouts']} playouts, "
              f"{fig['per_playout'] / 1e6:.2f} M a playout")
    if args.against:
        print(f"ratio: {rows[0][1]['per_playout'] / now['per_playout']:.2f}x fewer a playout")
    return 0


if __name__ == "__main__":
    sys.exit(main())
