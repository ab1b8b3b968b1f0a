"""Crash safety: autoplay is killed (SIGKILL) at random moments and resumed in the same folder
(bench/kill.py does 100 kills; the suite does a few). After each kill the file Continue reads
exists and loads, no completed decision is lost, and at most one temporary file is left."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import kill  # noqa: E402


def test_sigkill_at_random_moments_leaves_continue_whole(tmp_path):
    assert kill.run(6, seed=7, base=tmp_path) == []
