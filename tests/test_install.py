"""Issue 31: install it like an app. One install gives everything the table offers (item 2)."""
import importlib.util
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def requirement_names(path: Path) -> dict:
    """{name: the line's specifier} of a requirements file (comments, blank lines and -r skipped)."""
    names = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):
            name = re.match(r"[A-Za-z0-9._-]+", line).group(0)
            names[name.lower()] = line[len(name):].strip()
    return names


def test_issue31_item2_phones_come_with_the_one_install(monkeypatch):
    names = requirement_names(ROOT / "requirements.txt")
    assert {"pygame-ce", "pyyaml", "aiohttp", "segno"} <= set(names)
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    assert "requirements-phones.txt" not in tracked
    asking = [f for f in tracked if f.endswith((".py", ".md", ".txt", ".toml")) or f.startswith(".ci/")
              if "requirements-phones" in (ROOT / f).read_text(errors="replace")]
    assert asking == []
    from legends.ui import phones
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda m, *a: None if m == "segno" else real(m, *a))
    assert phones.missing() == "Phones need segno: pip install -r requirements.txt"
