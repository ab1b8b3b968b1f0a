"""Saves at every decision: seeded games (tie-breaks automatic and asked, 1-4 players, random and
greedy bots) are saved after every decision (Game.save_dict -> JSON text -> Game.from_save) and the
loaded game is compared with the original: its state, and the decision it waits for (kind, seat,
prompt, options). Also times loading the save of the longest game. Prints figures; exits 1 on any
mismatch or error.

    python bench/saves.py --games 1000 [--jobs 4]
"""
import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from legends.bots import make_bot  # noqa: E402
from legends.content import default_box  # noqa: E402
from legends.engine import Game, SaveError  # noqa: E402
from legends.sim import random_setup  # noqa: E402


def setup_for(box, i):
    """Game i: players 1-4, tie-break asked for odd i, every stage, nemesis and minion group."""
    stages, nemeses, groups = sorted(box.stages), sorted(box.nemeses), sorted(box.minions)
    setup = random_setup(box, i, i % 4 + 1, stage=stages[i % len(stages)], nemesis=nemeses[(i // 3) % len(nemeses)],
                         minions=groups[(i // 5) % len(groups)], hard=(i // 7) % 2 == 1)
    setup["tie_break"] = "ask" if i % 2 else "auto"
    return setup


def difference(game, loaded, state=None) -> str | None:
    """What differs between a game (whose state is `state`, if given) and the same game loaded
    from its save (None: nothing)."""
    a, b = state if state is not None else game.to_dict(), loaded.to_dict()
    if a != b:
        return "state: " + ", ".join(k for k in a if a[k] != b.get(k))
    a, b = game.pending, loaded.pending
    for what in ("kind", "seat", "prompt", "options"):
        if getattr(a, what) != getattr(b, what):
            return f"pending {what}: {getattr(a, what)!r} != {getattr(b, what)!r}"
    return None


def check_games(seeds, max_decisions: int = 3000, every: bool = True) -> dict:
    """Play each seeded game, saving and loading at every decision; the figures and mismatches.

    At every decision the state read back (Game.from_dict) must wait for the same decision; the
    save (save_dict -> JSON -> Game.from_save, which replays the log) is loaded at every decision,
    or with every=False only at the first decision of each kind in each game (cheaper: a load
    replays the whole log)."""
    box = default_box()
    out = {"games": 0, "decisions": 0, "loads": 0, "mismatches": [], "kinds": {}}
    for i in seeds:
        setup = setup_for(box, i)
        bot = make_bot("greedy" if (i // 2) % 2 else "random", i)
        game = Game.new(setup, box)
        n, seen = 0, set()
        while True:
            kind, state = game.pending.kind, game.to_dict()
            why = difference(game, Game.from_dict(state, box), state)
            if every or kind not in seen:
                seen.add(kind)
                out["loads"] += 1
                out["kinds"][kind] = out["kinds"].get(kind, 0) + 1
                try:
                    loaded = Game.from_save(json.loads(json.dumps(game.save_dict())), box)
                    why = why or difference(game, loaded, state)
                except SaveError as exc:
                    why = f"does not load: {exc}"
            if why:
                out["mismatches"].append(f"game {i} ({setup['tie_break']}), decision {n} ({kind}): {why}")
            if game.is_over() or n >= max_decisions:
                break
            game.apply(bot.choose(game, game.legal_actions()))
            n += 1
        out["games"] += 1
        out["decisions"] += n
    return out


def time_long_load(box, seeds=range(12), repeat=5):
    """Seconds to load (Game.from_save) the save of the longest of some finished games."""
    longest = None
    for i in seeds:
        setup = setup_for(box, i)
        bot = make_bot("random", i)
        game = Game.new(setup, box)
        while not game.is_over():
            game.apply(bot.choose(game, game.legal_actions()))
        if longest is None or len(game.s["history"]) > len(longest.s["history"]):
            longest = game
    text = json.dumps(longest.save_dict())
    t0 = time.perf_counter()
    for _ in range(repeat):
        Game.from_save(json.loads(text), box)
    return len(longest.s["history"]), len(text), (time.perf_counter() - t0) / repeat


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1))
    args = ap.parse_args()
    t0 = time.perf_counter()
    chunks = [range(j, min(j + 10, args.games)) for j in range(0, args.games, 10)]
    total = {"games": 0, "decisions": 0, "loads": 0, "mismatches": [], "kinds": {}}
    with ProcessPoolExecutor(args.jobs) as pool:
        for r in pool.map(check_games, chunks):
            for key in ("games", "decisions", "loads", "mismatches"):
                total[key] += r[key]
            for k, v in r["kinds"].items():
                total["kinds"][k] = total["kinds"].get(k, 0) + v
            if total["games"] % 100 == 0:
                print(f"  {total['games']} games, {total['decisions']} decisions, {len(total['mismatches'])} "
                      f"mismatches, {time.perf_counter() - t0:.0f} s", flush=True)
    seconds = time.perf_counter() - t0
    mismatches = total["mismatches"]
    print(f"games {total['games']}, decisions {total['decisions']}, saves loaded {total['loads']}, "
          f"mismatches {len(mismatches)}, {seconds:.1f} s ({args.jobs} jobs)")
    print("saves by pending decision: " + ", ".join(f"{k} {v}" for k, v in sorted(total["kinds"].items())))
    for m in mismatches[:20]:
        print("  " + m)
    n, size, secs = time_long_load(default_box())
    print(f"loading the longest save ({n} decisions, {size // 1024} KB): {secs * 1000:.0f} ms")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
