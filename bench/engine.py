"""Engine speed: complete games per second and microseconds per decision, and the
cost of one nemesis phase with 16 enemies on the map. Prints figures; never fails.

    python bench/engine.py [--games N] [--jobs J]
"""
import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from legends.sim import play_one, random_setup  # noqa: E402
from legends.content import default_box  # noqa: E402
from crowd import crowded_box  # noqa: E402
from legends.engine.scenario import build  # noqa: E402


def run_games(job):
    bot, players, seeds = job
    box = default_box()
    decisions = 0
    start = time.perf_counter()
    for seed in seeds:
        decisions += play_one(box, random_setup(box, seed, players), bot)["decisions"]
    return len(seeds), decisions, time.perf_counter() - start


def games_per_second(bot, players, games, jobs):
    seeds = list(range(1, games + 1))
    start = time.perf_counter()
    if jobs == 1:
        results = [run_games((bot, players, seeds))]
    else:
        chunks = [seeds[i::jobs] for i in range(jobs)]
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(run_games, [(bot, players, c) for c in chunks]))
    wall = time.perf_counter() - start
    n = sum(r[0] for r in results)
    dec = sum(r[1] for r in results)
    cpu = sum(r[2] for r in results)
    return n / wall, cpu / max(1, dec) * 1e6, cpu / n * 1000


def nemesis_phase_ms(repeats=200):
    from legends.engine.board import board_for
    board = board_for(default_box().stages["shadaloo_base"])
    far = sorted(board.spaces, key=lambda sp: -board.distance(sp, board.stage.start))
    spaces = [far[i % len(far)] for i in range(12)]
    doc = {
        "setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 3,
                  "players": [{"fighter": f, "style": s, "rival": r} for f, s, r in
                              (("ryu", "shoto", "cammy"), ("ken", "rushdown", "juri"),
                               ("chun_li", "shoto", "fang"), ("zangief", "rushdown", "akuma"))]},
        "played": 2,
        "fighters": [{"space": board.stage.start, "meter": [], "health": 4} for _ in range(4)],
        "enemies": [{"kind": "standard" if i % 3 else "elite", "space": sp} for i, sp in enumerate(spaces)]
        + [{"kind": "rival", "rival": r, "space": far[-1], "seat": 0} for r in ("cammy", "juri", "fang", "akuma")],
        "supply": {"standard": 9, "elite": 9},
    }
    base = build(doc, crowded_box())   # 12 minions: more than the printed tokens
    assert base._pending is None
    enemies = sum(1 for e in base.s["enemies"].values() if e["space"])
    times = []
    for _ in range(repeats):
        g = base.clone()
        t = time.perf_counter()
        g._run()  # played == 2 and nothing else to do: the fighter phase ends and the nemesis phase runs
        times.append(time.perf_counter() - t)
    return enemies, statistics.median(times) * 1000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    print(f"machine: {os.cpu_count()} core(s), Python {sys.version.split()[0]}")
    for bot in ("random", "greedy"):
        for players in (1, 2, 3, 4):
            gps1, us, ms = games_per_second(bot, players, args.games, 1)
            gpsn, _, _ = games_per_second(bot, players, args.games, args.jobs)
            print(f"{bot:>6} bot, {players} player(s): {gps1:8.1f} games/s on 1 core, {gpsn:8.1f} games/s on "
                  f"{args.jobs} cores, {us:6.1f} us/decision, {ms:6.2f} ms/game")
    enemies, ms = nemesis_phase_ms()
    print(f"nemesis phase with {enemies} enemies on the map: {ms:.3f} ms (median)")


if __name__ == "__main__":
    main()
