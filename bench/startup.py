"""Start to quit of the window against a bare pygame window (issue 31 item 5), paired runs, medians.

    python bench/startup.py [--runs 7] [--importtime]

Headless (SDL's dummy drivers, bytecode cached). The app: `python main.py play --seconds 0`,
which opens the window, draws the title screen's first frame and quits. The yardstick: a bare
pygame-ce window of the same size opened, filled, flipped and closed. The two run in turn (app, bare,
app, bare ...) and the ratio is taken pair by pair, so a machine whose speed drifts still gives a
fair ratio. Two sets of pairs: *later starts*, every run with the one LEGENDS_HOME whose cache folder
the warm-up run filled (the content's parsed YAML and the font files found: store/cache.py), as every
start but the first has it; and *the first start*, a fresh LEGENDS_HOME each run (nothing cached).
--importtime also prints the app's slowest imports (python -X importtime, cumulative) and how many
modules a later start loads; --instructions
the instructions of one later start and of the bare window under valgrind's callgrind (if installed):
deterministic, so a loaded machine does not move them.
"""
from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = [sys.executable, str(ROOT / "main.py"), "play", "--seconds", "0"]
BARE = [sys.executable, "-c", "import pygame; pygame.init(); s = pygame.display.set_mode((1920, 1080)); "
        "s.fill((40, 30, 20)); pygame.display.flip(); pygame.quit()"]


def env(home=None) -> dict:
    """Headless, LEGENDS_HOME `home` (None: a fresh one), and bytecode cached as an installed app has it (pip compiles it;
    a checkout writes __pycache__ on the first run): PYTHONDONTWRITEBYTECODE would compile every module
    on every start."""
    out = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "LEGENDS_HOME": home or tempfile.mkdtemp(prefix="legends-startup-")}
    out.pop("PYTHONDONTWRITEBYTECODE", None)
    return out


def timed(cmd, home=None) -> tuple:
    """(wall, cpu) seconds of one run: cpu is the child's user + system time (and its children's: a
    font lookup's fc-list), which a busy machine moves much less than the wall time."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run(cmd, env=env(home), cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.perf_counter() - start, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def importtime(home, top: int = 15) -> tuple:
    """(the `top` slowest imports (cumulative us, name), how many modules -X importtime lists)."""
    out = subprocess.run([sys.executable, "-X", "importtime", *APP[1:]], env=env(home), cwd=ROOT, capture_output=True,
                         text=True, check=True).stderr
    rows = []
    for line in out.splitlines()[1:]:
        parts = line.split("|")
        if len(parts) == 3 and parts[1].strip().isdigit():
            rows.append((int(parts[1]), parts[2].strip()))
    return sorted(rows, reverse=True)[:top], len(rows)


def modules(home) -> int:
    """The modules a later start has loaded when it quits (sys.modules: importtime does not list
    what importlib.import_module loads, as the lazy painters and content code are)."""
    code = ("import sys\nfrom legends.cli import main\nmain(['play', '--seconds', '0'])\n"
            "print(len(sys.modules), file=sys.stderr)")
    out = subprocess.run([sys.executable, "-c", code], env=env(home), cwd=ROOT, capture_output=True, text=True,
                         check=True).stderr
    return int(out.split()[-1])


def instructions(cmd, home=None):
    """Instructions of one run of `cmd` under callgrind (None without valgrind)."""
    if shutil.which("valgrind") is None:
        return None
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd], env=env(home),
                         cwd=ROOT, capture_output=True, text=True, check=True).stderr
    found = re.search(r"Collected : (\d+)", out)
    return int(found.group(1)) if found else None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--importtime", action="store_true")
    ap.add_argument("--instructions", action="store_true")
    args = ap.parse_args(argv)
    home = tempfile.mkdtemp(prefix="legends-startup-")
    timed(APP, home), timed(BARE)                           # warm the file cache, fill the app's cache folder
    for label, where in (("later starts", home), ("the first start", None)):
        pairs = [(timed(APP, where), timed(BARE)) for _ in range(args.runs)]
        for i, what in enumerate(("wall", "cpu")):
            app, bare = (statistics.median(run[i] for run in side) for side in zip(*pairs))
            ratio = statistics.median(a[i] / b[i] for a, b in pairs)
            print(f"start to quit, {label}, {what}, medians of {args.runs} pairs: app {app:.3f} s, bare pygame "
                  f"window {bare:.3f} s, ratio {ratio:.2f}x (load average {os.getloadavg()[0]:.1f})")
    if args.instructions:
        for label, cmd in (("app, a later start", APP), ("bare pygame window", BARE)):
            n = instructions(cmd, home if cmd is APP else None)
            print(f"instructions, {label}: " + (f"{n / 1e6:,.0f} M" if n else "valgrind not installed"))
    if args.importtime:
        rows, listed = importtime(home)
        print(f"modules, a later start: {listed} listed by python -X importtime, {modules(home)} in sys.modules at quit")
        for us, name in rows:
            print(f"  {us / 1000:8.1f} ms  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
