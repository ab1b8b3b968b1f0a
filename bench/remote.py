"""Remote seats (issue 28): whole bot games with every seat on a process of its own, over TLS on
127.0.0.1 (legends/remote/run.py: a host with P1's bot, a joiner per other seat). Each machine
ends with its copy's state hash; the round trip is a joiner's choice sent to the host until the
host's decision came back and was applied to the joiner's own copy. Ends with one line:

    remote: G games, P processes, states equal: yes|no, decision round trip median X ms, p95 Y ms

    nice -n 10 python bench/remote.py [--games 3] [--players 4] [--seed 1]

Wall-clock on a loaded machine: the figures are the loopback's and the processes' scheduling,
not a network's (add the path's own latency for the internet).
"""
import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from remoteprocs import host, join  # noqa: E402


def one_game(folder: Path, seed: int, players: int):
    """(every machine's final hash, the joiners' round trips in ms)."""
    remote = ",".join(str(i) for i in range(1, players))
    h = host(folder / "host", "--seed", str(seed), "--players", str(players), "--remote", remote)
    machines = [h]
    try:
        invites = h.line("listening")["invites"][:players - 1]
        machines += [join(folder / f"j{i}", inv) for i, inv in enumerate(invites)]
        ends = [m.line("over", timeout=300) for m in machines[1:]]
        end = h.line("over", timeout=300)
    finally:
        for m in machines:
            m.kill()
    trips = [t for e in ends for t in e["round_trips_ms"]]
    return [end["over"]] + [e["over"] for e in ends], trips, end["decisions"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    equal, trips = True, []
    with tempfile.TemporaryDirectory(prefix="legends-remote-bench-") as tmp:
        for g in range(a.games):
            hashes, t, n = one_game(Path(tmp) / f"game{g}", a.seed + g, a.players)
            equal = equal and len(set(hashes)) == 1
            trips += t
            print(f"  game {g + 1}: {n} decisions, {len(t)} round trips, hashes {'equal' if len(set(hashes)) == 1 else hashes}")
    q = statistics.quantiles(trips, n=20) if len(trips) >= 2 else [trips[0]] * 19 if trips else [0.0] * 19
    med = statistics.median(trips) if trips else 0.0
    print(f"remote: {a.games} games, {a.players} processes, states equal: {'yes' if equal else 'no'}, "
          f"decision round trip median {med:.1f} ms, p95 {q[18]:.1f} ms")


if __name__ == "__main__":
    main()
