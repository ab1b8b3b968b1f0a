"""The engine stays headless: it never imports pygame (DESIGN.md)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_never_imports_pygame():
    code = ("import sys; import legends.engine, legends.engine.scenario, legends.bots, legends.cli; "
            "sys.exit(1 if any(m == 'pygame' or m.startswith('pygame.') for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_engine_sources_do_not_mention_pygame_imports():
    paths = sorted((ROOT / "legends" / "engine").rglob("*.py"))
    assert len(paths) > 20 and ROOT / "legends" / "engine" / "game.py" in paths
    for path in paths:
        text = path.read_text()
        assert "import pygame" not in text and "from pygame" not in text, path


def test_content_uses_safe_loader_only():
    paths = sorted((ROOT / "legends").rglob("*.py"))
    assert len(paths) > 100 and ROOT / "legends" / "content" / "loader.py" in paths
    loads = 0
    for path in paths:
        text = path.read_text()
        assert "pickle" not in text, path
        for call in text.split("yaml.load(")[1:]:
            assert "Loader=SAFE_LOADER" in call.split(")")[0], path
            loads += 1
    assert loads >= 1                 # the YAML reader's own call was among those checked
