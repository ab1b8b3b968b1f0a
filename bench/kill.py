"""SIGKILL at random moments of play: `python main.py autoplay --save-dir D` is killed (SIGKILL) at
random moments, then resumed (--resume) in the same folder and killed again. After each kill:
the file Continue reads exists and loads, no completed decision is lost (autoplay prints
"saved N" after each save), and no temporary file is left beyond the one being written.

    python bench/kill.py            # 100 kills
    python bench/kill.py 10         # fewer
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from legends.engine import SaveError  # noqa: E402
from legends.store.saves import load_game  # noqa: E402


def check(folder: Path, completed: int) -> str | None:
    """What is wrong with the folder after a kill, or None."""
    cont = folder / "autosave.json"
    if completed and not cont.exists():
        return "autosave.json (what Continue reads) is missing"
    if cont.exists():
        try:
            game = load_game(cont)
        except SaveError as exc:
            return f"autosave.json does not load: {exc}"
        if game.view.decisions < completed:
            return f"decisions lost: autosave.json has {game.view.decisions}, {completed} were saved"
    tmps = list(folder.rglob("*.tmp"))
    if len(tmps) > 1:
        return f"{len(tmps)} temporary files left: {[p.name for p in tmps]}"
    return None


def one_run(folder: Path, seed: int, players: int, rng: random.Random, resume: bool) -> tuple:
    """Start autoplay, kill it at a random moment; (decisions saved as printed, game over?)."""
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    cmd = [sys.executable, "main.py", "autoplay", "--save-dir", str(folder), "--seed", str(seed),
           "--players", str(players)] + (["--resume"] if resume else [])
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True, env=env)
    wanted = rng.randint(1, 40)
    completed, over = 0, False
    for line in proc.stdout:
        if line.startswith("saved"):
            completed = int(line.split()[1])
            wanted -= 1
        over = line.startswith("over")
        if wanted <= 0 or over:
            break
    if not over:          # mid-write, sometimes: a random pause after the last "saved" line
        time.sleep(rng.random() * 0.01)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    for line in proc.stdout:          # lines printed before the kill landed
        if line.startswith("saved"):
            completed = int(line.split()[1])
    proc.stdout.close()
    return completed, over


def run(kills: int, seed: int = 2026, base: Path | None = None) -> list:
    """Returns the problems found (empty: all kills came through)."""
    rng = random.Random(seed)
    base = Path(base or tempfile.mkdtemp(prefix="legends-kill-"))
    problems, folder, resume, completed_total, t0 = [], None, False, 0, time.perf_counter()
    mid_write = 0
    for i in range(kills):
        if folder is None:
            folder = base / f"game{i}"
            resume = False
        completed, over = one_run(folder, i, i % 4 + 1, rng, resume)
        completed_total = max(completed_total, completed) if resume else completed
        mid_write += bool(list(folder.rglob("*.tmp")))
        why = check(folder, completed_total)
        if why:
            problems.append(f"kill {i + 1}: {why}")
        resume = True
        if over:
            folder = None
    dt = time.perf_counter() - t0
    print(f"{kills} kills in {dt:.1f} s ({mid_write} landed while a save was being written): "
          f"{len(problems)} problems")
    return problems


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    found = run(n)
    for p in found:
        print(p)
    sys.exit(1 if found else 0)
