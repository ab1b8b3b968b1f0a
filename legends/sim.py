"""Simulations: bots play many seeded games headless; results are summarised by
fighter, style deck, nemesis, stage and player count. Used by `main.py simulate`,
the balance report and the soak script."""
from __future__ import annotations

import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from .engine.setup import random_setup


def play_one(box, setup, bot_name: str, max_decisions: int = 20000, check=None) -> dict:
    from .bots import make_bot
    from .engine import Game
    game = Game.new(setup, box)
    bot = make_bot(bot_name, setup["seed"])
    n = 0
    while not game.is_over() and n < max_decisions:
        game.apply(bot.choose(game, game.legal_actions()))
        n += 1
        if check is not None:
            check(game)
    res = game.result or {"winner": "none", "reason": "decision limit reached"}
    return {"setup": setup, "winner": res["winner"], "reason": res["reason"], "turns": game.view.turn,
            "decisions": n, "used": used_content(game)}


def used_content(game) -> dict:
    """Which cards, abilities, rivals and nemesis cards this game used (for coverage)."""
    cards, abilities, ncards = set(), set(), set()
    v = game.view
    for e in v.log.of("play", "ability", "ncard"):
        if e["kind"] == "play":
            cards.add(e["card"])
        elif e["kind"] == "ability" and "ability" in e:
            abilities.add(e["ability"])
        elif e["kind"] == "ncard":
            ncards.add(e["card"])
    return {"cards": sorted(cards), "abilities": sorted(abilities), "nemesis_cards": sorted(ncards),
            "rivals": [p["rival"] for p in v.setup["players"]]}


def _chunk(job):
    from .content import default_box
    seeds, players, opts = job
    box = default_box()
    if opts.get("stage_doc"):       # simulate --stage-file: the player's stage, sent as its document
        from .content.own import box_with_doc
        box = box_with_doc(box, opts["stage_doc"])
    out = []
    for seed in seeds:
        p = players if players else seed % 4 + 1
        setup = random_setup(box, seed, p, opts.get("stage"), opts.get("nemesis"), opts.get("minions"),
                             opts.get("hard", False) or (opts.get("mixed", False) and (seed // 4) % 2 == 1),
                             opts.get("fighters"), opts.get("styles"), opts.get("rivals"))
        try:
            out.append(play_one(box, setup, opts.get("bot", "random")))
        except Exception as exc:  # counted and reported, never a crash of the whole run
            out.append({"setup": setup, "winner": "error", "reason": f"{exc.__class__.__name__}: {exc}",
                        "turns": 0, "decisions": 0, "used": {}})
    return out


def run(seeds, players, opts, jobs=1, progress=False, cluster=None) -> list:
    """Play every seed; with jobs > 1 the seeds are spread over processes, with a Cluster over its
    workers. Either way the same chunks go through the same _chunk and come back in seed order, so
    the results are the same."""
    seeds = list(seeds)
    chunk = max(1, min(50, len(seeds) // (jobs * 4) or 1))
    parts = [(seeds[i:i + chunk], players, opts) for i in range(0, len(seeds), chunk)]
    results, done = [], 0
    show = progress and sys.stderr.isatty()
    pool = None
    if cluster is not None:
        iterator = cluster.map(_chunk, parts)
    elif jobs <= 1:
        iterator = (_chunk(p) for p in parts)
    else:
        pool = ProcessPoolExecutor(jobs)
        iterator = pool.map(_chunk, parts)
    try:
        for part in iterator:
            results.extend(part)
            done += len(part)
            if show:
                width = 30
                filled = int(width * done / len(seeds))
                sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{len(seeds)} games")
                sys.stderr.flush()
    finally:
        if pool is not None:
            pool.shutdown()
        if show:
            sys.stderr.write("\n")
    return results


class ClusterError(Exception):
    """A cluster that cannot be used (no Dask, an address without a scheduler, no workers): one line."""


CONNECT_TIMEOUT = 10     # seconds to reach a scheduler, and to wait for its first worker
HANDSHAKE_GRACE = 2.0    # seconds past the timeout before a peer that never answers is given up on
INSTALL_HINT = "--cluster needs Dask: pip install -r requirements-cluster.txt"


def _client_within(distributed, address: str, timeout: float):
    """distributed.Client(address), or ClusterError once `timeout` (and HANDSHAKE_GRACE) has passed.

    The Client's own timeout bounds reaching the address, not the handshake after it: a peer that
    accepts the connection and never answers held it for as long as the peer held the socket. So the
    Client is made in a thread that is given up on at the deadline (it only waits on that socket;
    if it ever connects, it closes the client it made)."""
    import threading
    made: dict = {}
    lock = threading.Lock()

    def connect():
        try:
            client = distributed.Client(address, timeout=timeout)
        except Exception as exc:  # noqa: BLE001 - handed to the caller below
            made["error"] = exc
            return
        with lock:
            late = made.get("abandoned", False)
            made["client"] = client
        if late:
            client.close()

    thread = threading.Thread(target=connect, name="legends-cluster-connect", daemon=True)
    thread.start()
    thread.join(timeout + HANDSHAKE_GRACE)
    with lock:
        made.setdefault("abandoned", "client" not in made and "error" not in made)
    if "error" in made:
        raise made["error"]
    if made["abandoned"]:
        raise ClusterError(f"--cluster {address}: no Dask scheduler answered within {timeout:g} s (something "
                           "there accepted the connection but never answered: another program on that port?)")
    return made["client"]


class Cluster:
    """A Dask distributed client for `simulate --cluster`: 'local' starts a LocalCluster of `workers`
    processes on this machine (closed with the Cluster); any other address is a scheduler to connect
    to ('tcp://host:8786'), whose workers must be able to import legends. Use it as a context manager."""

    def __init__(self, address: str, workers: int, timeout: float = CONNECT_TIMEOUT):
        try:
            import distributed
        except ImportError:
            raise ClusterError(INSTALL_HINT) from None
        import logging
        logging.getLogger("distributed").setLevel(logging.CRITICAL)   # one line of ours, not its retries
        self.address, self._local, self.client = address, None, None
        try:
            if address == "local":     # its HTTP server on a free local port: a taken 8787 is no warning
                self._local = distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                                       dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL)
                self.client = distributed.Client(self._local, timeout=timeout)
            else:
                self.client = _client_within(distributed, address, timeout)
                self.client.wait_for_workers(1, timeout=timeout)
        except ClusterError:
            raise
        except Exception as exc:
            self.close()
            raise ClusterError(f"--cluster {address}: {self._why(exc)}") from None
        self.workers = sum(self.client.nthreads().values()) or workers

    def _why(self, exc) -> str:
        reason = str(exc).splitlines()[0][:160] if str(exc) else exc.__class__.__name__
        if self.client is not None:
            return f"the scheduler has no workers ({reason})"
        if isinstance(exc, (OSError, TimeoutError)):
            return f"cannot reach a Dask scheduler there ({reason})"
        return f"no Dask scheduler answers there ({exc.__class__.__name__})"

    @staticmethod
    def _failed(exc) -> str:
        chain = []
        while exc is not None and len(chain) < 10:
            chain.append(exc)
            exc = exc.__cause__ or exc.__context__
        if any(isinstance(e, ImportError) for e in chain) or any("deserializ" in str(e) for e in chain):
            return ("the scheduler or a worker cannot import legends: install this project, the same version, "
                    "on the scheduler and every worker (README: Balance runs on a cluster)")
        first = chain[0]
        return f"the cluster failed ({first.__class__.__name__}: {str(first).splitlines()[0][:160] if str(first) else ''})"

    def map(self, fn, jobs):
        """fn over jobs on the workers, the results in the order of jobs (as they arrive in that order)."""
        futures = self.client.map(fn, jobs, pure=False)
        try:
            for future in futures:
                yield future.result()
        except Exception as exc:    # _chunk reports a game's own error in its result: this is the cluster's
            raise ClusterError(f"--cluster {self.address}: {self._failed(exc)}") from None
        finally:
            self.client.cancel(futures)

    def close(self):
        for part in (self.client, self._local):
            if part is not None:
                try:
                    part.close()
                except Exception:  # closing a half-started cluster: nothing left to report
                    pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


Z95 = 1.959964    # the normal quantile of a two-sided 95% interval


def wilson(wins: int, games: int, z: float = Z95):
    """The Wilson score interval of a win rate, (lo, hi) rounded to 4 places; (None, None) for no games.

    Unlike the normal approximation p ± z·sqrt(p(1-p)/n), it stays inside 0..1, is not zero-wide at
    0% or 100%, and keeps its coverage for small counts (docs/balance.md)."""
    if games <= 0:
        return None, None
    p = wins / games
    z2 = z * z
    denom = 1 + z2 / games
    centre = (p + z2 / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denom
    return round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)


def _rate(rows):
    n = len(rows)
    w = sum(r["winner"] == "fighters" for r in rows)
    lo, hi = wilson(w, n)
    return {"games": n, "wins": w, "win_rate": round(w / n, 4) if n else None, "lo": lo, "hi": hi,
            "avg_turns": round(sum(r["turns"] for r in rows) / n, 2) if n else None}


def summarise(results, elapsed: float, opts: dict, box=None) -> dict:
    wins = sum(r["winner"] == "fighters" for r in results)
    errors = [r for r in results if r["winner"] == "error"]
    decisions = sum(r["decisions"] for r in results)
    causes = {}
    for r in results:
        if r["winner"] == "nemesis":
            key = "a fighter is defeated" if "defeated in Round 2" in r["reason"] else r["reason"]
            causes[key] = causes.get(key, 0) + 1
        elif r["winner"] == "none":
            causes["decision limit"] = causes.get("decision limit", 0) + 1
    by = {"fighter": {}, "style": {}, "nemesis": {}, "stage": {}, "minions": {}, "players": {}, "mode": {}}
    for r in results:
        if r["winner"] == "error":
            continue
        s = r["setup"]
        for p in s["players"]:
            by["fighter"].setdefault(p["fighter"], []).append(r)
            by["style"].setdefault(p["style"], []).append(r)
        by["nemesis"].setdefault(s["nemesis"], []).append(r)
        by["stage"].setdefault(s["stage"], []).append(r)
        by["minions"].setdefault(s["minions"], []).append(r)
        by["players"].setdefault(str(len(s["players"])), []).append(r)
        by["mode"].setdefault("hard" if s["hard"] else "standard", []).append(r)
    n = len(results)
    lo, hi = wilson(wins, n)
    summary = {
        "games": n, "wins": wins, "losses": n - wins - len(errors), "errors": len(errors),
        "win_rate": round(wins / max(1, n), 4), "win_rate_lo": lo, "win_rate_hi": hi,
        "avg_turns": round(sum(r["turns"] for r in results) / max(1, n), 2),
        "avg_decisions": round(decisions / max(1, n), 1),
        "decisions_per_second": round(decisions / elapsed, 1) if elapsed > 0 else None,
        "games_per_second": round(n / elapsed, 2) if elapsed > 0 else None,
        "causes_of_loss": dict(sorted(causes.items(), key=lambda kv: -kv[1])),
        "by": {k: {key: _rate(rows) for key, rows in sorted(v.items())} for k, v in by.items()},
        **{k: opts.get(k) for k in ("bot", "hard", "mixed")},
    }
    if box is not None:
        summary["coverage"] = coverage(results, box)
    if errors:
        summary["first_error"] = errors[0]["reason"]
    return summary


def coverage(results, box) -> dict:
    used = {"cards": set(), "abilities": set(), "nemesis_cards": set(), "rivals": set()}
    for r in results:
        for k in used:
            used[k].update(r.get("used", {}).get(k, ()))
    everything = {
        "cards": {c.id for d in box.styles.values() for c in d.cards},
        "abilities": {a.id for f in box.fighters.values() for a in f.abilities},
        "nemesis_cards": {c.id for c in box.nemesis_cards},
        "rivals": set(box.rivals),
    }
    return {k: {"used": len(used[k] & everything[k]), "of": len(everything[k]),
                "unused": sorted(everything[k] - used[k])[:20]} for k in everything}


def simulate(games, players, opts, seed=1, jobs=1, progress=False, box=None, cluster=None) -> dict:
    """Play `games` seeded games and summarise them; on a Cluster (its workers count as jobs) when given."""
    start = time.perf_counter()
    jobs = cluster.workers if cluster is not None else effective_jobs(jobs, games)
    results = run(range(seed, seed + games), players, opts, jobs, progress, cluster)
    summary = summarise(results, time.perf_counter() - start, opts, box)
    summary.update(seed=seed, players=players or "1-4", jobs=jobs)
    return summary


def default_jobs() -> int:
    return max(1, os.cpu_count() or 1)


def effective_jobs(asked: int, games: int) -> int:
    """Processes for a run: as asked (0: all cores), never more than the cores or the games."""
    return max(1, min(asked or default_jobs(), default_jobs(), games))
