"""Crash safety: the app's process is killed (SIGKILL) at random points of an auto-played
game, 100 times; each time the game resumes from the last completed decision."""
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from legends.bots import make_bot
from legends.engine import Game, SaveError

ROOT = Path(__file__).resolve().parents[1]
KILLS = 100


def newest_save(folder: Path):
    best = None
    for name in ("autosave.json", "autosave.1.json", "autosave.2.json"):
        try:
            game = Game.load(folder / name)
        except SaveError:
            continue
        if best is None or len(game.s["history"]) > len(best.s["history"]):
            best = game
    return best


def test_sigkill_at_random_points_loses_nothing(tmp_path):
    rng = random.Random(2026)
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    survived = 0
    for i in range(KILLS):
        folder = tmp_path / f"run{i}"
        proc = subprocess.Popen([sys.executable, "main.py", "autoplay", "--save-dir", str(folder),
                                 "--seed", str(i), "--players", str(i % 4 + 1)],
                                cwd=ROOT, stdout=subprocess.PIPE, text=True, env=env)
        wanted = rng.randint(1, 80)
        completed = 0
        for line in proc.stdout:
            if line.startswith("saved"):
                completed = int(line.split()[1])
            if completed >= wanted or line.startswith("over"):
                break
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        game = newest_save(folder)
        assert game is not None, f"run {i}: no loadable autosave after the kill"
        assert len(game.s["history"]) >= completed, f"run {i}: lost decisions ({len(game.s['history'])} < {completed})"
        # the resumed game is whole: it replays exactly and plays on to the end
        assert Game.replay(game.s["setup"], game.s["history"]).to_dict() == game.to_dict()
        bot = make_bot("greedy", i)
        while not game.is_over():
            game.apply(bot.choose(game, game.legal_actions()))
        survived += 1
    assert survived == KILLS
