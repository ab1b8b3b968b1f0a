"""The window's usual command lines are read without argparse (legends/playargs.py, issue 31
item 5): what it reads, it reads as argparse does; everything else is left to argparse."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from legends import cli
from legends.playargs import play_args

ROOT = Path(__file__).resolve().parents[1]
FIELDS = ("command", "fullscreen", "seconds", "screenshot", "inputs")


@pytest.mark.parametrize("argv", [
    [], ["play"], ["play", "--seconds", "0"], ["play", "--seconds=2.5"], ["play", "--fullscreen"],
    ["play", "--screenshot", "out.png", "--seconds", "1"], ["play", "--inputs=script.yaml", "--fullscreen"],
    ["play", "--seconds", "86400"], ["play", "--seconds", " 3 "], ["play", "--seconds", "1_0"],
])
def test_what_it_reads_it_reads_as_argparse_does(argv):
    quick = play_args(argv)
    assert quick is not None
    parser = cli.build_parser()
    full = parser.parse_args(argv)
    if full.command is None:
        full = parser.parse_args(["play", *argv])
    assert {f: getattr(quick, f) for f in FIELDS} == {f: getattr(full, f) for f in FIELDS}


@pytest.mark.parametrize("argv", [
    ["--fullscreen"], ["demo"], ["validate"], ["play", "-h"], ["play", "--help"], ["play", "--sec", "1"],
    ["play", "--seconds"], ["play", "--seconds", "x"], ["play", "--seconds", "-1"], ["play", "--seconds", "nan"],
    ["play", "--seconds", "inf"], ["play", "--seconds", "90000"], ["play", "--seconds", "1", "--seconds", "2"],
    ["play", "--fullscreen=yes"], ["play", "extra"], ["play", "--screenshot="], ["play", "--screenshot", "--x"],
    ["--version"], ["play", "--version"],
])
def test_anything_else_is_left_to_argparse(argv):
    assert play_args(argv) is None


def test_a_bad_seconds_still_gets_argparse_s_message():
    out = subprocess.run([sys.executable, "main.py", "play", "--seconds", "x"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr.strip() == ("main.py play: argument --seconds: expected a number from 0 to 86400, got 'x' "
                                  "(see main.py play --help)")


def test_the_window_s_start_imports_no_argparse(tmp_path):
    env = {**os.environ, "LEGENDS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    code = "import sys\nfrom legends.cli import main\nmain(['play', '--seconds', '0'])\nprint(' '.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "argparse" not in out.stdout.split()
