"""The window's start keeps what it drew and loaded (issue 31 item 5): the wood table's pixels in the
cache folder (ui/woodcache.py), and a later start of the real app needs no PyYAML."""
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from legends.store import cache
from legends.ui import assets, woodcache

ROOT = Path(__file__).resolve().parents[1]
SIZE = (640, 360)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    monkeypatch.setattr(assets, "_wood_kept", [])
    return cache.cache_folder()


def _pixels(surf) -> bytes:
    return pygame.image.tobytes(surf, "RGB")


def _drawn() -> bytes:
    surf = pygame.Surface(SIZE)
    assets._draw_wood(surf, SIZE)
    return _pixels(surf)


def test_a_later_start_takes_the_wood_from_the_cache_pixel_for_pixel(home, monkeypatch):
    first = assets._kept_wood(SIZE)                 # the first start draws it and keeps it
    assert _pixels(first) == _drawn()
    assert len(list(Path(home).glob("wood-*.rgb"))) == 1
    found, load = [], woodcache.load
    monkeypatch.setattr(woodcache, "load", lambda *a: found.append(load(*a)) or found[-1])
    monkeypatch.setattr(cache, "write_bytes", lambda *a, **k: pytest.fail("drawn again"))
    assert _pixels(assets._kept_wood(SIZE)) == _pixels(first)
    assert found and found[0] is not None


def _key() -> str:
    code = woodcache.code_key(assets._draw_wood, assets._wood_plan, assets._vignette, assets._plan)
    return f"{cache.app_version()}-{code}-{SIZE[0]}x{SIZE[1]}"


@pytest.mark.parametrize("spoil", [
    lambda raw: raw[: len(raw) // 2],                       # cut short
    lambda raw: b"",                                        # empty
    lambda raw: b"x" * len(raw),                            # no header
    lambda raw: raw[:-1] + bytes([raw[-1] ^ 0xFF]),         # a pixel changed: the checksum does not match
    lambda raw: raw[:6] + (1).to_bytes(4, "little") + raw[10:],   # another width in the header
])
def test_a_spoilt_picture_is_ignored_drawn_anew_and_written_again(home, spoil, monkeypatch):
    assets._kept_wood(SIZE)
    path, = Path(home).glob("wood-*.rgb")
    good = path.read_bytes()
    path.write_bytes(spoil(good))
    assert woodcache.load(home, SIZE, _key()) is None
    monkeypatch.setattr(assets, "_wood_kept", [])      # the next start
    assert _pixels(assets._kept_wood(SIZE)) == _drawn()
    assert path.read_bytes() == good


def test_a_picture_that_is_a_folder_or_a_cache_that_cannot_be_written_leaves_the_wood_drawn(home, tmp_path):
    Path(home).mkdir(parents=True, exist_ok=True)
    (Path(home) / f"wood-{SIZE[0]}x{SIZE[1]}-{_key()}.rgb").mkdir()
    assert _pixels(assets._kept_wood(SIZE)) == _drawn()
    blocked = tmp_path / "file"
    blocked.write_text("")
    surf = pygame.Surface(SIZE)
    assert cache.write_bytes(woodcache.name(SIZE, "k"), woodcache.encoded(surf), blocked / "cache") is False


def test_a_changed_drawing_has_another_key_so_an_old_picture_is_never_shown():
    def one():
        return 1

    def two():
        return 2
    assert woodcache.code_key(one) != woodcache.code_key(two)
    assert woodcache.code_key(assets._draw_wood) == woodcache.code_key(assets._draw_wood)
    assert woodcache.code_key(assets._draw_wood, assets._vignette) != woodcache.code_key(assets._draw_wood)


def test_only_the_newest_pictures_are_kept(home):
    data = woodcache.encoded(pygame.Surface((4, 4)))
    n = woodcache.KEEP + 2
    for i in range(n):
        assert cache.write_bytes(woodcache.name((4, 4), f"k{i}"), data, home)
        os.utime(Path(home) / woodcache.name((4, 4), f"k{i}"), (i, i))
    assert cache.write_bytes(woodcache.name((4, 4), "new"), data, home, keep=woodcache.KEEP)
    left = sorted(p.name for p in Path(home).glob("wood-*.rgb"))
    newest = ["new", *(f"k{i}" for i in range(n - woodcache.KEEP + 1, n))]
    assert left == sorted(woodcache.name((4, 4), k) for k in newest)
    assert woodcache.load(home, (4, 4), "new") is not None


def test_a_later_start_of_the_window_imports_no_pyyaml(tmp_path):
    env = {**os.environ, "LEGENDS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}

    def start():
        out = subprocess.run([sys.executable, "-X", "importtime", "main.py", "play", "--seconds", "0"], cwd=ROOT,
                             env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        return {line.rsplit("|", 1)[-1].strip() for line in out.stderr.splitlines() if "|" in line}
    assert "yaml" in start()                    # the first start parses the box's files
    assert "yaml" not in start()                # a later one takes them from the cache


@pytest.mark.parametrize("k", [2 / 3, 4 / 3])
def test_at_another_drawing_scale_the_kept_wood_is_the_drawn_one(home, k):
    from legends.ui import gfx
    gfx.set_scale(k)
    try:
        drawn = gfx.surface(SIZE)
        assets._draw_wood(drawn, SIZE)
        first, later = (gfx.real(assets._kept_wood(SIZE)) for _ in range(2))
        assert len(list(Path(home).glob("wood-*.rgb"))) == 1
        assert _pixels(first) == _pixels(later) == _pixels(gfx.real(drawn))
    finally:
        gfx.set_scale(1.0)


def test_the_files_of_a_folder_are_named_as_each_resolved_alone(tmp_path, monkeypatch):
    from legends.content import loader
    real = tmp_path / "real"
    real.mkdir()
    (real / "a.yaml").write_text("id: a\n")
    linked = tmp_path / "linked"
    linked.mkdir()
    (linked / "b.yaml").symlink_to(real / "a.yaml")
    (linked / "c.yaml").write_text("id: c\n")
    monkeypatch.chdir(tmp_path)
    for folder in (Path("linked"), linked, ROOT / "stages"):
        files = sorted(Path(folder).glob("*.yaml"))
        assert [rel for rel, _ in loader.yaml_files(folder, [])] == [loader._rel(p) for p in files]


def test_a_process_writes_one_picture_however_many_sizes_it_draws(home):
    for size in (SIZE, (800, 450), (960, 540)):
        assets._kept_wood(size)
    assert len(list(Path(home).glob("wood-*.rgb"))) == 1
