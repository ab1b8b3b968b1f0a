"""`main.py play/demo --seconds N --screenshot F.png` save the screen and quit (headless checks)."""
import os
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[1]


def run(args, tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               LEGENDS_HOME=str(tmp_path / "home"))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)


def non_blank(path):
    img = pygame.image.load(str(path))
    assert img.get_size() == (1920, 1080)
    colors = {tuple(img.get_at((x, y))) for x in range(0, 1920, 61) for y in range(0, 1080, 53)}
    return len(colors) > 30


def test_play_seconds_screenshot(tmp_path):
    out = tmp_path / "play.png"
    r = run(["play", "--seconds", "0.5", "--screenshot", str(out)], tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    assert out.exists() and non_blank(out)


def test_demo_plays_and_saves_the_screen(tmp_path):
    out = tmp_path / "demo.png"
    r = run(["demo", "--players", "3", "--seed", "2", "--speed", "4", "--seconds", "2.5", "--screenshot", str(out)],
            tmp_path)
    assert r.returncode == 0, r.stderr
    assert out.exists() and non_blank(out)
    assert not (tmp_path / "home" / "autosave.json").exists()      # a demo never overwrites the player's game


def test_demo_rejects_unknown_ids_in_one_line(tmp_path):
    r = run(["demo", "--nemesis", "nobody", "--seconds", "0.2"], tmp_path)
    assert r.returncode != 0 and "nobody" in r.stderr and "Traceback" not in r.stderr
