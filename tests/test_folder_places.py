"""Issue 31, item 3: the player's files where each system keeps them (platformdirs), $LEGENDS_HOME
still first, and the one-time move of the folder earlier versions kept at ~/.local/share/legends.

HOME and the XDG variables point into the test's own temporary folder; Windows and macOS are the
platformdirs classes of those systems put in place of this one's. The real ~ is never touched."""
import json
from pathlib import Path

import platformdirs
import platformdirs.macos
import platformdirs.windows
import pytest

from legends.store import folder
from legends.store import settings as store_settings
from legends.store.oldfolder import NOTED


@pytest.fixture
def fake_home(tmp_path, monkeypatch):
    """A home of the test's own: no LEGENDS_HOME, no XDG variable, ~ in tmp_path."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("LEGENDS_HOME", raising=False)
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(folder, "_MOVED", [])
    monkeypatch.setattr(folder, "_LOCKS", {})
    return home


@pytest.fixture
def mac(fake_home, monkeypatch):
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.macos.MacOS)
    return fake_home


def start():
    """What a start of the app does with the folders (a new process: no lock held from before)."""
    for lock in folder._LOCKS.values():
        lock.release()
    folder._LOCKS.clear()
    folder.open_folder()


def old_folder(home: Path) -> Path:
    """An earlier version's folder with a save, an autosave, lesson progress and settings."""
    old = home / ".local" / "share" / "legends"
    (old / "games").mkdir(parents=True)
    (old / "games" / "g1-0001.json").write_text('{"version": 1, "decisions": ["P1 end"]}')
    (old / "autosave.json").write_text('{"version": 1}')
    (old / "lessons.json").write_text('{"done": ["move"]}')
    (old / "settings.json").write_text('{"muted": true}')
    return old


def test_issue31_item3_linux_places(fake_home, monkeypatch, tmp_path):
    assert folder.data_dir() == fake_home / ".local" / "share" / "legends"
    assert folder.config_dir() == fake_home / ".config" / "legends"
    assert folder.cache_dir() == fake_home / ".cache" / "legends"
    for var, name in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache")):
        monkeypatch.setenv(var, str(tmp_path / f"xdg-{name}"))
    assert folder.data_dir() == tmp_path / "xdg-data" / "legends"
    assert folder.config_dir() == tmp_path / "xdg-config" / "legends"
    assert folder.cache_dir() == tmp_path / "xdg-cache" / "legends"


def test_issue31_item3_windows_places(fake_home, monkeypatch, tmp_path):
    local = tmp_path / "AppData" / "Local"
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", {"CSIDL_LOCAL_APPDATA": str(local)}.__getitem__)
    assert folder.data_dir() == local / "legends"
    assert folder.config_dir() == local / "legends"
    assert folder.cache_dir() == local / "legends" / "Cache"


def test_issue31_item3_macos_places(mac):
    support = mac / "Library" / "Application Support" / "legends"
    assert folder.data_dir() == support and folder.config_dir() == support
    assert folder.cache_dir() == mac / "Library" / "Caches" / "legends"


def test_issue31_item3_legends_home_wins(mac, monkeypatch, tmp_path):
    old = old_folder(mac)
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path / "mine"))
    assert folder.data_dir() == folder.config_dir() == tmp_path / "mine"
    assert folder.cache_dir() == tmp_path / "mine" / "cache"
    assert store_settings.settings_path() == tmp_path / "mine" / "settings.json"
    start()
    assert folder.moved_note() is None
    assert (old / "games" / "g1-0001.json").exists() and (old / "settings.json").exists()
    assert not (folder._platform("data")).exists()


def test_issue31_item3_old_folder_moved_once(mac):
    old = old_folder(mac)
    saves = {p.relative_to(old): p.read_bytes() for p in old.rglob("*.json") if p.name != "settings.json"}
    start()
    new = folder.data_dir()
    note = folder.moved_note()
    assert note and str(old) in note and str(new) in note
    assert not old.exists()
    assert {p: (new / p).read_bytes() for p in saves} == saves           # every save whole, where it was
    assert json.loads((folder.config_dir() / "settings.json").read_text()) == {"muted": True}
    assert store_settings.load_settings([], []).muted is True            # read from its new place
    before = sorted(p.relative_to(new) for p in new.rglob("*"))
    start()                                                  # the second start: nothing to do
    assert folder.moved_note() is None
    assert sorted(p.relative_to(new) for p in new.rglob("*")) == before


def test_issue31_item3_both_folders_nothing_overwritten(fake_home, monkeypatch, tmp_path):
    old = old_folder(fake_home)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    new = folder.data_dir()
    (new / "games").mkdir(parents=True)
    (new / "games" / "g1-0001.json").write_text('{"version": 1, "decisions": []}')
    start()
    note = folder.moved_note()
    assert note and "nothing was moved" in note and str(old) in note
    assert (new / "games" / "g1-0001.json").read_text() == '{"version": 1, "decisions": []}'
    assert (old / "games" / "g1-0001.json").read_text() == '{"version": 1, "decisions": ["P1 end"]}'
    assert (new / NOTED).exists()
    start()                                                  # said once, not at every start
    assert folder.moved_note() is None
    assert (old / "autosave.json").exists()


def test_issue31_item3_old_folder_in_use_not_moved(mac):
    old = old_folder(mac)
    holder = folder.FolderLock(old)          # an earlier version's copy still running in it
    assert holder.acquire()
    try:
        start()
        assert "in use" in folder.moved_note()
        assert (old / "games" / "g1-0001.json").exists()
    finally:
        holder.release()
    start()                     # closed: moved at the next start
    assert "moved" in folder.moved_note()
    assert (folder.data_dir() / "games" / "g1-0001.json").exists()


def test_issue31_item3_linux_settings_move_to_config(fake_home):
    """On Linux the data folder is the old place itself: only settings.json moves, to ~/.config."""
    old = old_folder(fake_home)
    start()
    assert folder.moved_note() is None
    assert (old / "games" / "g1-0001.json").exists()
    assert not (old / "settings.json").exists()
    assert (fake_home / ".config" / "legends" / "settings.json").read_text() == '{"muted": true}'
