"""Issue 24 item 12: huge window sizes. `LEGENDS_WINDOW=30000x30000` ended in `pygame.error: Out of
memory` with a traceback and a crash report; a settings window of 99999x99999 on a display without
desktop sizes asked for a 20 GB canvas. Every window size is clamped to the desktop (a real window)
and to screen.MAX_WINDOW, keeping its shape, with one line saying so."""
import pygame
import pytest

import hostile as H
from legends.ui import screen

MAX = (7680, 4320)          # screen.MAX_WINDOW, written out: this file must fail alone on the old code


def test_item12_a_huge_legends_window_is_clamped_not_out_of_memory(tmp_path):
    home = tmp_path / "home"
    out = H.run(["main.py", "play", "--seconds", "1"], env={"LEGENDS_WINDOW": "30000x30000",
                                                            "LEGENDS_HOME": str(home)}, timeout=180)
    text = out.stdout + out.stderr
    assert out.returncode == 0 and "Traceback" not in text and "Out of memory" not in text, text[-600:]
    said = [line for line in out.stderr.splitlines() if line.startswith("LEGENDS_WINDOW: ")]
    assert said == ["LEGENDS_WINDOW: 30000x30000 is larger than the largest window (7680x4320); using 4320x4320"]
    assert not list(home.glob("crash-*"))


def test_item12_a_huge_settings_window_is_clamped_to_the_largest_window(monkeypatch, capsys):
    from types import SimpleNamespace
    from legends.store.settings import Settings
    with pytest.raises(ValueError):                     # the settings record does not take it at all ...
        Settings(window="99999x99999")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [])       # a display that says nothing
    w, h = screen.fit_window(SimpleNamespace(window="99999x99999"))           # ... and the window is clamped too
    assert (w, h) == (MAX[1], MAX[1])
    assert "99999x99999 is larger than the largest window" in capsys.readouterr().err


def test_item12_a_window_size_is_clamped_to_a_real_desktop(monkeypatch, capsys):
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_init", lambda: True)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    assert screen.clamped((30000, 15000), "LEGENDS_WINDOW") == (2560, 1280)
    assert capsys.readouterr().err.strip() == ("LEGENDS_WINDOW: 30000x15000 is larger than the desktop (2560x1440); "
                                               "using 2560x1280")
    assert screen.clamped((1920, 1080), "LEGENDS_WINDOW") == (1920, 1080)                  # fits: as it is
    assert capsys.readouterr().err == ""


def test_item12_set_window_size_is_clamped_too(app, capsys):
    app.set_window_size((MAX[0] * 4, MAX[1] * 4))
    assert app.display.window_size() == MAX
    assert "is larger than the largest window" in capsys.readouterr().err
    app.set_window_size((1920, 1080))
    assert app.display.window_size() == (1920, 1080)


def test_item12_headless_sizes_up_to_the_largest_window_are_kept(monkeypatch):
    monkeypatch.setenv("LEGENDS_WINDOW", "3840x2160")
    assert screen._env_size() == (3840, 2160)
