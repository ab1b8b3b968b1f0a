"""A long evening: the app headless for hours of its own clock, memory and frame time watched.

Runs the app as a player's evening would, on an accelerated clock: every frame advances the app
by `--dt` seconds (1/30 by default, as a headless input script does) and never sleeps, so an
hour is 108,000 frames however fast the machine draws them; the demo's animations and bot delays
run `--speed` times faster (the demo's --speed). Simulated time is frames * dt.

    python bench/evening.py --hours 3                 # the demo, 4 players at --speed 3
    python bench/evening.py --hours 1 --mode table    # a table of 2 humans (an input script: key 1,
                                                      # then wait for idle, game after game) and 2 bots
    python bench/evening.py --hours 0.5 --no-heap     # without tracemalloc (faster, no heap lines)

Every `--every` simulated minutes a report: resident memory (VmRSS), the Python heap's top growth
since the start by file and line (tracemalloc), the cached surfaces of every registered cache
(gfx.cache: entries, surfaces and their bytes, w*h*bytesize), the lru_caches' sizes, the games
still alive (Game objects reachable), and the frame time percentiles of the frames drawn in that
stretch (CPU time of the app's thread: the machine may be shared; wall time beside it). The last line:

    evening: H h, rss start X MB, end Y MB, last hour +Z MB, frame p95 first/last A/B ms

("start" is the first report's RSS, after `--every` minutes: the caches warm; "end" the last
report's, one reading as it came; "first/last": the first and the last report's p95.) "last hour"
is the growth of a steady state, read at the same point of every game: as each game ends (its
table just left and freed, the game-over screen drawn) the RSS is read, and the figure is the
median of the games that ended in the last WINDOW (20) simulated minutes minus the median of
those that ended in the 20 minutes an hour before (in a run shorter than 1 h 30: the first 20
minutes after the first report). A single reading swings with the moment of a game it falls on
(the table's pieces, a bot's copies of the game); the line before the last also gives the growth
of the reports alone (the last one's RSS minus the one an hour before) and every game end's RSS. `--long-game` instead plays one game of 30 turns or more with every seat a bot
and times, per turn, the table's frames, Session.apply with its autosave (save_dict, JSON, the
write), and loading that save (which replays the whole decision log).
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("LEGENDS_HOME", tempfile.mkdtemp(prefix="legends-evening-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from render import pct  # noqa: E402  (the percentile bench/render.py prints)


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


# --- what the caches hold -------------------------------------------------------------------
def _surface_bytes(v) -> tuple:
    """(surfaces, bytes) held by a cached value: a surface, a Scaled one, or a tuple/list/dict of them."""
    real = getattr(v, "real", None)
    if isinstance(real, pygame.Surface):
        v = real
    if isinstance(v, pygame.Surface):
        return 1, v.get_width() * v.get_height() * v.get_bytesize()
    if isinstance(v, (tuple, list)):
        n = b = 0
        for x in v:
            dn, db = _surface_bytes(x)
            n, b = n + dn, b + db
        return n, b
    if isinstance(v, dict):
        return _surface_bytes(list(v.values()))
    return 0, 0


def _names() -> dict:
    """id(dict) -> 'module.name' for the module-level caches (found by what refers to them)."""
    out = {}
    for mod in list(sys.modules.values()):
        name = getattr(mod, "__name__", "")
        if not name.startswith("legends"):
            continue
        for k, v in list(vars(mod).items()):
            if isinstance(v, dict):
                out.setdefault(id(v), f"{name.removeprefix('legends.ui.')}.{k}")
    return out


def cache_rows() -> list:
    """[(name, entries, surfaces, bytes)] of every cache registered with gfx.cache, and the budget's
    own figures where the registry keeps them."""
    from legends.ui import gfx as G
    reg = getattr(G, "caches", None)
    rows = []
    if reg is not None and hasattr(reg, "rows"):         # the byte-budgeted registry
        return reg.rows()
    names = _names()
    for d in G._caches:
        n = b = 0
        for v in list(d.values()):
            dn, db = _surface_bytes(v)
            n, b = n + dn, b + db
        rows.append((names.get(id(d), "?"), len(d), n, b))
    return rows


def other_caches(app) -> list:
    """[(name, size)] of caches outside the registry: lru_caches, the scene's compositor, live games."""
    from legends.bots import greedy
    from legends.engine import board, fighters, Game
    out = [(f"lru {f.__module__.split('.')[-1]}.{f.__name__}", f.cache_info().currsize)
           for f in (greedy.p_at_least, board.board_for, fighters.payments, fighters._flat)]
    comp = getattr(app.scene, "comp", None)
    if comp is not None:
        n, b = _surface_bytes([p.surf for p in comp.parts.values()] if hasattr(comp, "parts") else [])
        out.append(("compositor parts MB", round(b / 2**20, 1)))
    gc.collect()
    from legends.ui.scene import Scene
    objs = gc.get_objects()
    out.append(("Game objects alive", sum(1 for o in objs if isinstance(o, Game))))
    out.append(("scenes alive", sum(1 for o in objs if isinstance(o, Scene))))
    return out


# --- the evening ----------------------------------------------------------------------------
WINDOW = 20            # minutes of game ends whose median RSS is compared an hour apart (last_hour)
TABLE_SCRIPT = [{"wait": "idle", "timeout": 600}, {"key": "1"}, {"wait": "idle", "timeout": 600}, {"key": "r"}]


class Evening:
    def __init__(self, args):
        from legends.ui.app import App
        self.args = args
        self.app = App()
        if args.budget:
            from legends.ui import gfx as G
            G.caches.set_budget(args.budget * 2**20, G.K)
        self.app.set_window_size((1920, 1080))
        self.app.settings.anim_speed = 1.0
        self.runner = None
        if args.mode == "demo":
            from legends.ui.table import DemoScene
            self.app.set_scene(DemoScene(self.app, players=args.players, seed=args.seed, speed=args.speed))
        else:
            self.app.settings.anim_speed = min(4.0, args.speed)       # the fastest the settings allow
            self.start_table()
        self.frames = 0
        self.times: list = []          # CPU time of each frame drawn (this thread's: the machine is shared)
        self.walls: list = []          # and its wall time
        self.reports: list = []        # (sim seconds, rss, p95)
        self.games = 0
        self.ends: list = []           # (sim seconds, rss) as each game ends (below)
        self._scene = None

    def start_table(self):
        """A table of humans and bots (alternating seats), played by an input script: key 1 (the
        first legal option), wait until the table waits again, R (the game-over screen's Play
        again), over and over."""
        from legends.engine import Game
        from legends.engine.setup import random_setup
        from legends.ui.input.script import parse
        from legends.ui.input.script_runner import Runner
        from legends.ui.table import GameScene
        a = self.args
        setup = random_setup(self.app.box, a.seed, a.players)
        setup["tie_break"] = "auto"
        seats = ["human" if i % 2 == 0 else "greedy" for i in range(a.players)]
        self.app.set_scene(GameScene(self.app, Game.new(setup, self.app.box), seats))
        self.steps = parse([{"repeat": 50, "do": TABLE_SCRIPT}])
        self.runner = Runner(list(self.steps), fixed=True)
        self.runner.start(self.app)

    def frame(self):
        dt = self.args.dt
        if self.runner is not None:
            if self.runner.done:            # the script again, for as long as the evening lasts
                from legends.ui.input.script_runner import Runner
                self.runner = Runner(list(self.steps), fixed=True)
                self.runner.start(self.app)
            self.runner.advance(self.app, dt)
        t0, c0 = time.perf_counter(), time.thread_time()
        drew = self.app.step(dt, pygame.event.get())
        if drew:
            self.times.append((time.thread_time() - c0) * 1000)
            self.walls.append((time.perf_counter() - t0) * 1000)
        self.frames += 1
        sc = self.app.scene
        if sc is not self._scene:
            self._scene = sc
            if type(sc).__name__ == "GameOverScene":
                # the same point of every game: its last decision taken, the table just left (the
                # app has freed it: App.step, caches.release_scene), the game-over screen drawn
                self.games += 1
                self.ends.append((self.frames * dt, rss_mb()))

    def report(self, first_snap):
        sim = self.frames * self.args.dt
        rss = rss_mb()
        self.times, self.walls = self.times or [0.0], self.walls or [0.0]
        p50, p95, p99 = pct(self.times, 50), pct(self.times, 95), pct(self.times, 99)
        self.reports.append((sim, rss, p95))
        print(f"[{sim / 60:6.1f} min] rss {rss:6.1f} MB  games {self.games}  frames drawn {len(self.times)}  "
              f"frame p50/p95/p99 {p50:.2f}/{p95:.2f}/{p99:.2f} ms CPU ({pct(self.walls, 50):.2f}/"
              f"{pct(self.walls, 95):.2f}/{pct(self.walls, 99):.2f} wall)  wall {time.perf_counter() - self.wall0:.0f} s",
              flush=True)
        self.times, self.walls = [], []
        rows = cache_rows()
        total = sum(r[3] for r in rows)
        print("   caches (entries/surfaces MB): " + ", ".join(f"{n} {e}/{s} {b / 2**20:.1f}" for n, e, s, b in rows if e)
              + f"; {total / 2**20:.1f} MB in all")
        from legends.ui import gfx as G
        reg = getattr(G, "caches", None)
        if hasattr(reg, "budget"):
            made, dropped = sum(c.puts for c in reg.all), sum(c.dropped for c in reg.all)
            last = getattr(self, "_made", (0, 0))
            self._made = (made, dropped)
            print(f"   budget {reg.budget / 2**20:.0f} MB, held {reg.bytes / 2**20:.1f} MB (a shared surface once): "
                  f"{made - last[0]} pieces made, {dropped - last[1]} dropped since the last report")
        print("   others: " + ", ".join(f"{n} {v}" for n, v in other_caches(self.app)))
        if first_snap is not None:
            import tracemalloc
            snap = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)])
            top = snap.compare_to(first_snap, "lineno")[:self.args.top]
            cur, _peak = tracemalloc.get_traced_memory()
            print(f"   heap {cur / 2**20:.1f} MB traced; top growth since the start:")
            for st in top:
                fr = st.traceback[0]
                where = fr.filename.split("/legends/")[-1] if "/legends/" in fr.filename else fr.filename
                print(f"     {st.size_diff / 1024:+9.0f} KiB {st.count_diff:+7d} blocks  {where}:{fr.lineno}")

    def run(self):
        a = self.args
        first_snap = None
        if a.heap:
            import tracemalloc
            tracemalloc.start(1)
        total = round(a.hours * 3600 / a.dt)
        every = max(1, round(a.every * 60 / a.dt))
        self.wall0 = time.perf_counter()
        try:
            for i in range(1, total + 1):
                self.frame()
                if i == every // 2 and a.heap:      # the first snapshot once the caches warmed a little
                    import tracemalloc
                    first_snap = tracemalloc.take_snapshot()
                if i % every == 0 or i == total:
                    self.report(first_snap)
                if not self.app.running:
                    print("the app stopped", file=sys.stderr)
                    break
        except KeyboardInterrupt:           # stopped early (Ctrl+C, kill -INT): the figures so far
            print(f"stopped after {self.frames * a.dt / 3600:.2f} h", file=sys.stderr)
        self.summary()

    def last_hour(self, end_sim) -> tuple:
        """The growth over the last hour, as the game ends saw it: the median RSS of the games that
        ended in the last WINDOW minutes minus the median of those that ended in the WINDOW minutes
        an hour before (over the whole run if it is shorter: its first WINDOW minutes after the
        first report). Returns (growth MB, games counted then, games counted now)."""
        w = WINDOW * 60
        hour = min(3600.0, end_sim - self.reports[0][0] - w)
        if hour <= 0:
            return None, 0, 0
        now = [r for t, r in self.ends if t > end_sim - w]
        then = [r for t, r in self.ends if end_sim - hour - w < t <= end_sim - hour]
        if not now or not then:
            return None, len(then), len(now)
        return pct(now, 50) - pct(then, 50), len(then), len(now)

    def summary(self):
        reps = self.reports
        if not reps:
            return
        end_sim, end_rss, last_p95 = reps[-1]
        hour_ago = [r for r in reps if r[0] <= end_sim - 3600 + 1e-6]
        base = hour_ago[-1] if hour_ago else reps[0]
        wall = time.perf_counter() - self.wall0
        growth, n_then, n_now = self.last_hour(end_sim)
        ends = ", ".join(f"{t / 60:.0f}:{r:.0f}" for t, r in self.ends)
        print(f"   rss as each game ended (min:MB): {ends}")
        print(f"({self.args.mode}, {self.args.players} players, speed {self.args.speed}, dt {self.args.dt:.4f} s, "
              f"{self.games} games, wall {wall / 60:.1f} min, peak rss {max(r[1] for r in reps):.1f} MB; "
              f"last hour from the reports alone (one reading each, any moment of a game): "
              f"{end_rss - base[1]:+.1f} MB; from the game ends: medians of {n_then} and {n_now} games)")
        hour = "n/a" if growth is None else f"{growth:+.1f} MB"
        print(f"evening: {end_sim / 3600:.2f} h, rss start {reps[0][1]:.0f} MB, end {end_rss:.0f} MB, "
              f"last hour {hour}, frame p95 first/last {reps[0][2]:.2f}/{last_p95:.2f} ms")


# --- a long game ------------------------------------------------------------------------------
def long_game(args):
    """One game of 30+ turns at the table (every seat a greedy bot, autosaving as a player's table
    does), and per turn: the table's frames, Session.apply with its autosave, and for a few turns
    the save as it stood then (its size, and loading it: the whole decision log replayed)."""
    import json
    from legends.bots import make_bot
    from legends.engine import Action, Game
    from legends.engine.setup import random_setup
    from legends.ui.app import App
    from legends.ui.table import GameScene
    app = App()
    app.set_window_size((1920, 1080))
    app.settings.anim_speed = 4.0                       # the fastest the settings allow, twice over below
    for seed in range(args.seed, args.seed + 400):      # a seed whose game lasts 30 turns or more
        setup = random_setup(app.box, seed, args.players)
        setup["tie_break"] = "auto"
        g = Game.new(setup, app.box)
        bots = [make_bot("greedy", setup.get("seed", 0) * 31 + i) for i in range(args.players)]
        while not g.is_over():
            g.apply(bots[g.pending.seat].choose(g, g.legal_actions(seat=g.pending.seat)))
        if g.view.turn >= args.turns:
            break
    scene = GameScene(app, Game.new(setup, app.box), ["greedy"] * args.players)
    scene.speed_mult = 2.0
    app.set_scene(scene)
    session = scene.session
    rows: dict = {}                 # turn -> {"apply": [ms], "frame": [ms], "at": decisions when it began}
    apply0 = session.apply

    def timed_apply(action, frames=None):
        row = rows.setdefault(scene.game.view.turn, {"apply": [], "frame": [], "at": scene.game.view.decisions})
        t0 = time.perf_counter()
        out = apply0(action, frames)
        row["apply"].append((time.perf_counter() - t0) * 1000)
        return out
    session.apply = timed_apply
    while not scene.game.is_over() and app.scene is scene:
        c0 = time.thread_time()
        if app.step(args.dt, pygame.event.get()):
            rows.setdefault(scene.game.view.turn, {"apply": [], "frame": [], "at": scene.game.view.decisions})[
                "frame"].append((time.thread_time() - c0) * 1000)
    game = scene.game
    print(f"seed {setup['seed']}, {args.players} players: {game.view.turn} turns, {game.view.decisions} decisions, "
          f"{len(game.view.log)} log entries (autosaved after each decision)")
    print("turn  decisions  apply+autosave median/max ms  frame p50/p95 ms CPU   save KB  load (replay) ms")
    turns = sorted(rows)
    sample = {turns[0], turns[len(turns) // 4], turns[len(turns) // 2], turns[3 * len(turns) // 4], turns[-1]}
    history = game.view.history
    for t in turns:
        row = {k: v or [0.0] if k != "at" else v for k, v in rows[t].items()}
        line = (f"{t:4d}  {len(row['apply']):9d}  {pct(row['apply'], 50):10.2f} / {max(row['apply'] or [0]):7.2f}"
                f"      {pct(row['frame'], 50):8.2f} / {pct(row['frame'], 95):6.2f}")
        if t in sample:
            upto = rows[turns[turns.index(t) + 1]]["at"] if t != turns[-1] else len(history)
            g_t = Game.new(setup, app.box)
            for d in history[:upto]:
                g_t.apply(Action.parse(d))
            text = json.dumps(g_t.save_dict())
            t0 = time.perf_counter()
            Game.from_save(json.loads(text), app.box)
            line += f"   {len(text) / 1024:7.0f}   {(time.perf_counter() - t0) * 1000:8.1f}"
        print(line)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hours", type=float, default=3.0, help="simulated hours (frames * dt)")
    ap.add_argument("--mode", choices=("demo", "table"), default="demo")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--speed", type=float, default=3.0, help="the demo's --speed (the table's animation speed)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dt", type=float, default=1 / 30, help="simulated seconds a frame")
    ap.add_argument("--every", type=float, default=10.0, help="simulated minutes between reports")
    ap.add_argument("--top", type=int, default=8, help="heap lines per report")
    ap.add_argument("--no-heap", dest="heap", action="store_false", help="no tracemalloc")
    ap.add_argument("--budget", type=float, default=0, help="the drawing caches' budget in MB (default: the app's)")
    ap.add_argument("--long-game", action="store_true", help="one 30-turn game: per-turn table and save costs")
    ap.add_argument("--turns", type=int, default=30)
    args = ap.parse_args(argv)
    if args.long_game:
        long_game(args)
    else:
        Evening(args).run()
    pygame.display.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
