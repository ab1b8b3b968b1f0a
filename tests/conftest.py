import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A headless app whose saves and settings live in a fresh folder (UI tests)."""
    import pygame
    from legends.devtools.testing import make_app
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    a = make_app()
    yield a
    pygame.display.quit()
