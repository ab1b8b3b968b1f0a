"""Long play: seeded games with the invariant checker after every decision, over every
stage, nemesis and minion group, 1-4 players, random and greedy bots, standard and hard,
tie-breaks automatic or asked.
Also replays a share of the games from seed and decision log and compares state hashes.
Prints figures; exits 1 on any exception, invariant violation or replay mismatch.

    python bench/soak.py --games 10000 [--replay 1000] [--jobs 2]
"""
import argparse
import hashlib
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from legends.bots import make_bot  # noqa: E402
from legends.content import default_box  # noqa: E402
from legends.engine import Game  # noqa: E402
from legends.engine.invariants import check_invariants  # noqa: E402
from legends.sim import random_setup  # noqa: E402


def state_hash(game) -> str:
    return hashlib.sha256(json.dumps(game.to_dict(), sort_keys=True).encode()).hexdigest()


def setup_for(box, i):
    stages, nemeses, groups = sorted(box.stages), sorted(box.nemeses), sorted(box.minions)
    players = i % 4 + 1
    setup = random_setup(box, i, players, stage=stages[i % len(stages)], nemesis=nemeses[(i // 4) % len(nemeses)],
                         minions=groups[(i // 16) % len(groups)], hard=(i // 2) % 2 == 1)
    setup["tie_break"] = "ask" if i % 3 == 0 else "auto"
    return setup


def soak(job):
    seeds, replay_every = job
    box = default_box()
    out = {"games": 0, "decisions": 0, "errors": [], "replayed": 0, "mismatches": 0, "wins": 0}
    for i in seeds:
        setup = setup_for(box, i)
        bot = make_bot("greedy" if i % 2 else "random", i)
        try:
            game = Game.new(setup, box)
            n = 0
            while not game.is_over() and n < 20000:
                game.apply(bot.choose(game, game.legal_actions()))
                check_invariants(game)
                n += 1
            out["games"] += 1
            out["decisions"] += n
            out["wins"] += bool(game.result and game.result["winner"] == "fighters")
            if not game.is_over():
                out["errors"].append(f"seed {i}: not over after 20000 decisions")
            if replay_every and i % replay_every == 0:
                again = Game.replay(game.s["setup"], game.s["history"], box)
                out["replayed"] += 1
                if state_hash(again) != state_hash(game):
                    out["mismatches"] += 1
                    out["errors"].append(f"seed {i}: replay differs")
        except Exception as exc:  # noqa: BLE001 - counted and reported
            out["errors"].append(f"seed {i}: {exc.__class__.__name__}: {exc}")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--replay", type=int, default=1000, help="how many of the games to replay and compare")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    every = max(1, args.games // args.replay) if args.replay else 0
    seeds = list(range(args.games))
    chunks = [(seeds[i::args.jobs * 8], every) for i in range(args.jobs * 8)]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        parts = list(pool.map(soak, chunks))
    wall = time.perf_counter() - start
    total = {k: sum(p[k] for p in parts) for k in ("games", "decisions", "replayed", "mismatches", "wins")}
    errors = [e for p in parts for e in p["errors"]]
    print(f"games played: {total['games']} ({total['decisions']} decisions, invariants checked after each)")
    print(f"exceptions and invariant violations: {len(errors)}")
    print(f"replayed from seed and log: {total['replayed']}, state hash mismatches: {total['mismatches']}")
    print(f"fighters won {total['wins']} games; wall time {wall:.1f} s on {args.jobs} process(es)")
    for e in errors[:20]:
        print("  " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
