"""Issue 31 item 5: the title's backdrop (the wood, the logo, the fan of card backs, the standees)
is kept in the cache folder between starts (scenes/title.py, ui/woodcache.py): a later start shows
the same pixels without drawing them, and anything the picture shows or is drawn by gives a new one."""
import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from legends.content import default_box
from legends.store import cache
from legends.ui import assets, woodcache
from legends.ui.scenes import title

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    monkeypatch.setattr(assets, "_wood_kept", [])
    title._backdrops.clear()
    yield cache.cache_folder()
    title._backdrops.clear()


def _pixels(surf) -> bytes:
    return pygame.image.tobytes(surf, "RGB")


def _drawn(box) -> bytes:
    surf = pygame.Surface((1920, 1080))
    title._draw_backdrop(surf, title.figures(box))
    return _pixels(surf)


def _next_start(monkeypatch):
    title._backdrops.clear()
    monkeypatch.setattr(assets, "_wood_kept", [])


def test_a_later_start_shows_the_kept_title_pixel_for_pixel_without_drawing_it(home, monkeypatch):
    box = default_box()
    first = title.backdrop(box)
    assert _pixels(first) == _drawn(box)
    assert len(list(Path(home).glob("title-*.rgb"))) == 1
    _next_start(monkeypatch)
    monkeypatch.setattr(title, "_draw_backdrop", lambda *a: pytest.fail("drawn again"))
    assert _pixels(title.backdrop(box)) == _pixels(first)


def test_other_figures_give_another_picture(home, monkeypatch):
    box = default_box()
    title.backdrop(box)
    ryu = dataclasses.replace(box.fighters["ryu"], color="#20e020")
    changed = dataclasses.replace(box, fighters={**box.fighters, "ryu": ryu})
    _next_start(monkeypatch)
    assert _pixels(title.backdrop(changed)) == _drawn(changed) != _drawn(box)
    assert len(list(Path(home).glob("title-*.rgb"))) == 2


def test_a_changed_source_file_changes_the_key(tmp_path):
    (tmp_path / "a.py").write_text("x = 1\n")
    before = woodcache.source_key(tmp_path)
    assert woodcache.source_key(tmp_path) == before
    (tmp_path / "a.py").write_text("x = 22\n")
    assert woodcache.source_key(tmp_path) != before
    assert woodcache.source_key(tmp_path / "missing") != woodcache.source_key(tmp_path)


def test_a_spoilt_title_picture_is_drawn_anew(home, monkeypatch):
    box = default_box()
    title.backdrop(box)
    path, = Path(home).glob("title-*.rgb")
    raw = path.read_bytes()
    path.write_bytes(raw[:-1] + bytes([raw[-1] ^ 0xFF]))
    _next_start(monkeypatch)
    assert _pixels(title.backdrop(box)) == _drawn(box)
    assert path.read_bytes() == raw             # written again


def test_a_later_start_of_the_window_imports_no_card_painters(tmp_path):
    env = {**os.environ, "LEGENDS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}

    def start():                                # sys.modules: importtime misses what import_module imports
        code = "import sys\nfrom legends.cli import main\nmain(['play', '--seconds', '0'])\nprint(' '.join(sys.modules))"
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                             timeout=120)
        assert out.returncode == 0, out.stderr
        return set(out.stdout.split())
    painters = {"legends.ui.paint.cards", "legends.ui.paint.standees"}
    assert painters <= start()                  # the first start draws the title
    assert not painters & start()               # a later one shows the picture kept


def test_the_music_begins_after_the_first_frame(home):
    from legends.ui.app import App
    from legends.ui.sound import Mixer
    if pygame.mixer.get_init():                 # an earlier test's app in this process left its music on
        pygame.mixer.music.stop()
    app = App(box=default_box())
    try:
        app.title()
        assert isinstance(app.sound, Mixer) and not pygame.mixer.music.get_busy()
        app.step(0.01)                          # the title's first frame
        assert app.frames == 1 and not pygame.mixer.music.get_busy()
        app.step(0.01)
        assert pygame.mixer.music.get_busy() and not app.music_due
    finally:
        app.sound.close()
