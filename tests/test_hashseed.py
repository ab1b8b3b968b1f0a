"""The same game looks the same and plays the same whatever PYTHONHASHSEED: replays, the theatre,
exported pictures and the picture tests depend on it. Two child processes (tests/hashseed_child.py)
with different hash seeds draw the same frames and play the same seeded bot games; every frame's
pixels and every game's save must match. (Before: a style card's speckles were seeded by hash() of
its id, and the map's walls, doors and highlights were drawn in the order of a set of strings.)"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CHILD = Path(__file__).resolve().parent / "hashseed_child.py"
SEEDS = ("0", "12345")
FRAMES = ["setup 2 seats 720p", "setup 4 seats 1080p"] + [
    f"{what} {n} seats {p}p{hover}" for p in (720, 1080)
    for what, n, hover in [("table", 2, ""), ("table", 2, " hover m1"), ("table", 2, " hover nemesis"),
                           ("table", 4, ""), ("table", 4, " hover m1"), ("table", 4, " hover nemesis"),
                           ("move", 2, ""), ("move", 2, " hover")]] + ["recap 720p"]
GAMES = [f"game {bot} {seed}" for bot in ("random", "greedy") for seed in range(1, 9)]


@pytest.fixture(scope="module")
def runs():
    """{hash seed: the child's {name: digest}}, the two children run side by side."""
    procs = {}
    for seed in SEEDS:
        env = dict(os.environ, PYTHONHASHSEED=seed, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy")
        procs[seed] = subprocess.Popen([sys.executable, str(CHILD)], env=env, cwd=CHILD.parents[1], text=True,
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = {}
    for seed, p in procs.items():
        stdout, stderr = p.communicate(timeout=300)
        assert p.returncode == 0, stderr
        out[seed] = json.loads(stdout.strip().splitlines()[-1])
    return out


def test_every_frame_has_the_same_pixels_whatever_the_hash_seed(runs):
    a, b = (runs[s] for s in SEEDS)
    assert len(FRAMES) == 19
    assert all(name in a for name in FRAMES) and len(a) == len(FRAMES) + len(GAMES) + 3    # + 2 spaces, the recap
    differ = [name for name in FRAMES if a[name] != b[name]]
    assert differ == [], f"pixels that change with PYTHONHASHSEED: {differ}"


def test_the_frames_show_what_they_name(runs):
    """The hovers opened something (a tooltip, a brighter space), P1 had spaces to move to, the recap was up."""
    a = runs[SEEDS[0]]
    for p in (720, 1080):
        for n in (2, 4):
            assert a[f"table {n} seats {p}p hover m1"] != a[f"table {n} seats {p}p"]
        assert a[f"move 2 seats {p}p hover"] != a[f"move 2 seats {p}p"]
        assert len(a[f"move 2 seats {p}p spaces"].split()) >= 2
    assert a["recap shown"] == "True"


def test_a_seeded_game_plays_the_same_whatever_the_hash_seed(runs):
    """The engine and the bots: each seeded game's state hash and whole save (log, decisions, state)."""
    a, b = (runs[s] for s in SEEDS)
    assert len(GAMES) == 16 and all(name in a for name in GAMES)
    differ = [name for name in GAMES if a[name] != b[name]]
    assert differ == [], f"games that change with PYTHONHASHSEED: {differ}"
