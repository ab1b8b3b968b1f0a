"""`main.py autoplay` then `main.py export` of one turn (issue 30): the animated file's frames read
back (their count, size, durations), its first and last frames the table's own rendering of the
turn's first and last states; bad saves and arguments get the house's one-line errors."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]


def main_py(*args, home, python=None):
    """main.py (or a python snippet) in a child, headless; PYTHONHASHSEED left to chance, as a player's
    is: two children draw the same pixels whatever their hash seeds (tests/test_hashseed.py)."""
    env = dict(os.environ, LEGENDS_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONHASHSEED", None)
    cmd = [sys.executable, "-c", python] if python else [sys.executable, str(ROOT / "main.py"), *args]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)


STILL = """
import sys, pygame
from legends.devtools.testing import make_app
from legends.engine.replay import Replay
from legends.store.saves import load_game
from legends.ui.export.draw import still
from legends.ui.export.run import _seats
save, w, h, *wanted = sys.argv[1:] if len(sys.argv) > 1 else {args!r}
size = (int(w), int(h))
app = make_app(window=size)
game = load_game(save)
for k, out in zip(wanted[::2], wanted[1::2]):     # each decision's picture, one app for all
    pygame.image.save(still(app, (Replay(game), int(k)), _seats(save, game), size), out)
"""


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    home = tmp_path_factory.mktemp("export-home")
    done = main_py("autoplay", "--players", "4", "--seed", "3", "--save-dir", str(home), home=home)
    assert done.returncode == 0, done.stderr
    saves = list((home / "finished").glob("*.json"))
    assert len(saves) == 1
    return home, saves[0]


def frames_of(path):
    from PIL import Image
    im = Image.open(path)
    out = []
    for k in range(im.n_frames):
        im.seek(k)
        out.append((im.convert("RGB").tobytes(), im.info.get("duration"), im.size))
    return out


def table_pictures(home, save, ks, size):
    """The table's own rendering of the game waiting at each decision of ks (a watching table, drawn
    whole; its seats as the save names them, as the export reads them), drawn in one child."""
    outs = [home / f"still-{k}.png" for k in ks]
    args = [str(save), str(size[0]), str(size[1])] + [str(a) for k, out in zip(ks, outs) for a in (k, out)]
    done = main_py(home=home, python=STILL.format(args=args))
    assert done.returncode == 0, done.stderr
    return [pygame.image.tobytes(pygame.image.load(str(out)), "RGB") for out in outs]


def table_picture(home, save, k, size):
    """table_pictures of one decision."""
    return table_pictures(home, save, [k], size)[0]


def test_an_exported_turn_is_an_animated_png_of_the_tables_own_frames(played):
    home, save = played
    out = home / "turn2.png"
    done = main_py("export", str(save), "--out", str(out), "--turns", "2", "--size", "1280x720", "--fps", "10",
                   home=home)
    assert done.returncode == 0, done.stderr
    m = re.search(r"(\d+) frames, ([\d.]+) s, 1280x720 \(decisions (\d+)-(\d+) of", done.stdout)
    assert m, done.stdout
    frames = frames_of(out)
    assert len(frames) == int(m.group(1)) > 3
    assert all(size == (1280, 720) for _, _, size in frames)
    assert sum(d for _, d, _ in frames) == pytest.approx(float(m.group(2)) * 1000, abs=60)
    assert all(a[0] != b[0] for a, b in zip(frames, frames[1:]))         # no frame written twice in a row
    from legends.engine.replay import Replay
    from legends.store.saves import load_game
    first, end = Replay(load_game(save)).turn_span(2)
    assert (int(m.group(3)), int(m.group(4))) == (first + 1, end)
    at_first, at_end = table_pictures(home, save, [first, end], (1280, 720))
    assert frames[0][0] == at_first
    assert frames[-1][0] == at_end


def test_a_gif_of_a_nemesis_phase_at_another_size(played):
    home, save = played
    out = home / "nemesis.gif"
    done = main_py("export", str(save), "--out", str(out), "--turns", "2n", "--size", "960x540", home=home)
    assert done.returncode == 0, done.stderr
    frames = frames_of(out)
    assert len(frames) > 2 and all(size == (960, 540) for _, _, size in frames)
    from legends.engine.replay import Replay
    from legends.store.saves import load_game
    k0, _ = Replay(load_game(save)).nemesis_span(2)
    want = table_picture(home, save, k0, (960, 540))
    diff = sum(abs(a - b) for a, b in zip(frames[0][0][::97], want[::97])) / (len(want) // 97)
    assert diff < 6                      # 256 colours a frame: close to the table's own picture, not equal


def test_bad_saves_and_arguments_get_one_line_and_no_traceback(played, tmp_path):
    home, save = played
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "legends-save", "setup": 5}')
    cases = [(("export", str(bad), "--out", str(tmp_path / "x.gif")), 1, "bad.json: setup: expected a mapping"),
             (("export", str(save), "--out", str(tmp_path / "x.gif"), "--size", "12x"), 2, "--size 12x: expected WIDTHxHEIGHT"),
             (("export", str(save), "--out", str(tmp_path / "x.bmp"), "--turns", "99"), 2, "expected a file name ending"),
             (("export", str(save), "--out", str(tmp_path / "x.gif"), "--turns", "99"), 2, "--turns 99: expected a turn of this game"),
             (("export", str(tmp_path / "none.json"), "--out", str(tmp_path / "no" / "x.gif")), 2, "none.json: no such file")]
    for args, code, said in cases:
        done = main_py(*args, home=home)
        assert done.returncode == code and said in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not list(tmp_path.glob("x.*")) and not list(tmp_path.glob(".*tmp*"))


def test_an_mp4_where_pyav_is_installed(played):
    av = pytest.importorskip("av")            # optional: requirements-video.txt
    home, save = played
    out = home / "turn2.mp4"
    done = main_py("export", str(save), "--out", str(out), "--turns", "2n", "--size", "640x360", "--fps", "12",
                   home=home)
    assert done.returncode == 0, done.stderr
    m = re.search(r"(\d+) frames", done.stdout)
    with av.open(str(out)) as video:
        stream = video.streams.video[0]
        frames = [f for f in video.decode(stream)]
    assert (stream.width, stream.height) == (640, 360) and len(frames) == int(m.group(1)) > 2
