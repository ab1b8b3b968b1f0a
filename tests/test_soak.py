"""A small sample of bench/soak.py: every stage, nemesis and minion group, 1-4 players,
random and greedy bots, standard and hard mode, invariants after every decision,
replay from seed and log compared by state hash."""
import importlib.util
from pathlib import Path

spec = importlib.util.spec_from_file_location("soak", Path(__file__).resolve().parents[1] / "bench" / "soak.py")
soak = importlib.util.module_from_spec(spec)
spec.loader.exec_module(soak)


def test_soak_sample_has_no_errors_and_replays_exactly():
    out = soak.soak((range(96), 4))
    assert out["errors"] == []
    assert out["games"] == 96
    assert out["replayed"] == 24 and out["mismatches"] == 0
