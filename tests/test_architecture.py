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
    for path in (ROOT / "legends" / "engine").rglob("*.py"):
        text = path.read_text()
        assert "import pygame" not in text and "from pygame" not in text, path


def test_content_uses_safe_loader_only():
    for path in (ROOT / "legends").rglob("*.py"):
        text = path.read_text()
        assert "pickle" not in text, path
        for call in text.split("yaml.load(")[1:]:
            assert "Loader=SAFE_LOADER" in call.split(")")[0], path
