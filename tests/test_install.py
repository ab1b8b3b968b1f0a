"""Issue 31: install it like an app. A package that `pip install .` makes into a `legends` command
with the content, stages, sprites and sounds inside (item 1); one install gives everything the
table offers (item 2); on Linux a menu entry and an icon come with it (item 4); the tests run in
parallel as CI runs them (item 6)."""
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = {"stages": "*.yaml", "sprites": "*.svg", "sounds": "*.wav"}


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
    tracked = tracked_files()
    assert "requirements-phones.txt" not in tracked
    asking = [f for f in tracked if f.endswith((".py", ".md", ".txt", ".toml")) or f.startswith(".ci/")
              if "requirements-phones" in (ROOT / f).read_text(errors="replace") and f != "tests/test_install.py"]
    assert asking == []
    from legends.ui import phones
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda m, *a: None if m == "segno" else real(m, *a))
    assert phones.missing() == "Phones need segno: pip install -r requirements.txt"


def tracked_files() -> list:
    return subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()


def test_issue31_item1_pyproject_agrees_with_requirements():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    listed = {name: spec for name, spec in (re.match(r"([A-Za-z0-9._-]+)(.*)", d).groups() for d in project["dependencies"])}
    assert {k.lower(): v.strip() for k, v in listed.items()} == requirement_names(ROOT / "requirements.txt")
    cluster = dict(re.match(r"([A-Za-z0-9._-]+)(.*)", d).groups() for d in project["optional-dependencies"]["cluster"])
    assert cluster == requirement_names(ROOT / "requirements-cluster.txt")
    assert project["scripts"] == {"legends": "legends.cli:entry"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    """The wheel `pip wheel . --no-deps` builds from the tracked files alone (a fresh clone's)."""
    clone, out = tmp_path_factory.mktemp("clone"), tmp_path_factory.mktemp("wheel")
    for name in tracked_files():
        if (ROOT / name).is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, clone / name)
    at_hand = all(importlib.util.find_spec(m) for m in ("setuptools", "wheel"))     # requirements-dev.txt
    isolated = ["--no-build-isolation"] if at_hand else []
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "-q", "-w", str(out),
                            *isolated], cwd=clone, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-2000:]
    return next(out.glob("legends-*.whl"))


@pytest.fixture(scope="module")
def venv(tmp_path_factory, wheel):
    """A new virtual environment with the wheel installed (one for the module). It sees this Python's
    packages, so pip checks the wheel's dependencies are met without downloading them again."""
    env = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", "--system-site-packages", str(env)], check=True)
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(env / "bin" / "python"), "install", "-q",
                           str(wheel)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    return env


@pytest.mark.slow
def test_issue31_item1_the_wheel_holds_content_stages_sprites_and_sounds(wheel):
    from legends.content.loader import DATA
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder, pattern in SHIPPED.items():
        files = sorted((ROOT / folder).glob(pattern))
        assert files and {f"legends/_box/{folder}/{f.name}" for f in files} <= names, folder
    content = {"legends/" + str(p.relative_to(DATA.parent)) for p in DATA.rglob("*.yaml")}
    assert len(content) > 40 and content <= names
    assert {f"legends/ui/phones/page/{n}" for n in ("index.html", "style.css", "app.js")} <= names
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    assert "legends = legends.cli:entry" in zipfile.ZipFile(wheel).read(entry_points).decode()


@pytest.mark.slow
def test_issue31_item1_installed_legends_command_validates_plays_and_says_its_version(venv, tmp_path):
    from legends import __version__
    from legends.cli import build_parser
    env = {**os.environ, "LEGENDS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("PYTHONPATH", None)

    def run(*args):
        return subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    legends, python = str(venv / "bin" / "legends"), str(venv / "bin" / "python")
    assert run(legends, "--version").stdout.strip() == f"legends {__version__}"
    out = run(legends, "validate")
    assert out.returncode == 0 and out.stdout.startswith("Content OK: fighters 12"), out.stderr
    commands = next(a for a in build_parser()._actions if a.dest == "command").choices
    usage = run(python, "-m", "legends", "--help").stdout
    assert usage.startswith("usage: python -m legends") and all(c in usage for c in commands)
    where = run(python, "-c", "from legends.content.shipped import shipped; print(*(shipped(n) for n in ('stages', 'sprites', 'sounds')))")
    for folder, path in zip(SHIPPED, where.stdout.split()):
        assert Path(path).is_relative_to(venv) and {p.name for p in Path(path).glob(SHIPPED[folder])} == \
            {p.name for p in (ROOT / folder).glob(SHIPPED[folder])}
    assert (venv / "share" / "applications" / "legends.desktop").is_file()
    play = run(legends, "play", "--seconds", "1", "--screenshot", str(tmp_path / "title.png"))
    assert play.returncode == 0 and (tmp_path / "title.png").stat().st_size > 10_000, play.stderr


@pytest.mark.slow
def test_issue31_item4_the_wheel_installs_a_menu_entry_and_its_icon(wheel):
    import configparser
    import pygame
    names = set(zipfile.ZipFile(wheel).namelist())
    data = next(n for n in names if ".data/data/" in n).split(".data/data/")[0] + ".data/data/"
    desktop, icon = data + "share/applications/legends.desktop", data + "share/icons/hicolor/scalable/apps/legends.svg"
    assert {desktop, icon} <= names
    entry = configparser.ConfigParser(interpolation=None)
    entry.read_string(zipfile.ZipFile(wheel).read(desktop).decode())
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    e = entry["Desktop Entry"]
    assert e["Type"] == "Application" and e["Exec"] in project["scripts"] and e["Icon"] == Path(icon).stem
    assert "Game" in e["Categories"].split(";") and e["Terminal"] == "false"
    with zipfile.ZipFile(wheel).open(icon) as f:
        assert pygame.image.load(f, "legends.svg").get_size() == (256, 256)


def test_issue31_item6_the_readme_runs_the_tests_in_parallel_as_ci_does_with_a_home_per_process():
    readme = (ROOT / "README.md").read_text()
    command = re.search(r"requirements-dev\.txt && (python -m pytest[^\n]*)", readme).group(1)
    assert "-n auto" in command and command in (ROOT / ".ci" / "run").read_text().splitlines()
    assert "pytest-xdist" in requirement_names(ROOT / "requirements-dev.txt")
    home = Path(os.environ["LEGENDS_HOME"])       # tests/conftest.py: this process's own
    assert home.name.startswith("legends-test-home-") and home.parent == Path(tempfile.gettempdir())
