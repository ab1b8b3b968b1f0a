"""The engine stays headless: it never imports pygame (DESIGN.md)."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
import scene_hub  # noqa: E402  (its parse: each file of legends/ parsed once for the scans below)


@pytest.fixture(scope="module", autouse=True)
def parsed_once():
    """The module's scans share scene_hub's trees; at its end they are let go (scene_hub.forget)."""
    yield
    scene_hub.forget()


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


# --- the engine does no file I/O: the player's files are legends/store's (docs/engine.md) ------------
# The engine may ask the content package for the box (default_box) and the lessons' documents
# (content.loader.yaml_files): the box's own files are content's to read. It may name Path in a
# signature; every Path method that touches the disk is caught below.
IO_MODULES = {"os", "io", "shutil", "tempfile", "glob", "fcntl", "fileinput", "mmap", "sqlite3", "pickle"}
IO_METHODS = {"read_text", "read_bytes", "write_text", "write_bytes", "iterdir", "glob", "rglob", "mkdir", "unlink",
              "rmdir", "touch", "exists", "is_file", "is_dir", "open", "samefile", "lstat", "symlink_to",
              "hardlink_to", "chmod", "readlink"}
IO_HELPERS = {"read_json", "write_json", "write_atomic", "load_scenario", "load_game"}


def engine_io(path: Path) -> list:
    """Each place an engine module opens, reads, writes, lists or removes a file (directly or through
    a module that does), as 'line: what'."""
    import ast
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [f"{node.lineno}: import {a.name}" for a in node.names if a.name.split(".")[0] in IO_MODULES]
        elif isinstance(node, ast.ImportFrom):
            mod = node.module or ""
            top = mod.split(".")[0] if not node.level else ""
            if top in IO_MODULES or "store" in mod.split(".") or mod.endswith(("safeyaml", "safejson")):
                out.append(f"{node.lineno}: from {'.' * node.level}{mod} import ...")
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            base = f.value.id if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) else ""
            if (name == "open" or name in IO_METHODS or name in IO_HELPERS or base in IO_MODULES
                    or (base == "json" and name in ("load", "dump")) or (base == "safeyaml" and name == "read")):
                out.append(f"{node.lineno}: {base + '.' if base else ''}{name}(...)")
    return out


def test_the_engine_does_no_file_io():
    found = {}
    for path in sorted((ROOT / "legends" / "engine").rglob("*.py")):
        if places := engine_io(path):
            found[str(path.relative_to(ROOT))] = places
    assert found == {}, "file I/O in the engine (it belongs in legends/store):\n" + "\n".join(
        f"{p}: {'; '.join(places)}" for p, places in found.items())


def test_the_file_io_scan_finds_each_kind_of_access(tmp_path):
    """The scan above would catch each way of touching a file (so an empty result means something)."""
    sample = tmp_path / "sample.py"
    sample.write_text("import os\nimport shutil\nfrom ..store import files\n"
                      "open('x')\nPath('x').write_text('y')\nos.replace('a', 'b')\njson.dump({}, fh)\n"
                      "p.unlink()\nsafeyaml.read(p, 'scenario')\nos.listdir('.')\n")
    found = " ".join(engine_io(sample))
    for what in ("import os", "import shutil", "from ..store", "open(", "write_text(", "os.replace(",
                 "json.dump(", "unlink(", "safeyaml.read(", "os.listdir("):
        assert what in found, what


# --- issue 25: one way in for every device ----------------------------------------------------------
def _calls_of_apply_on(holder_suffix: str) -> list:
    """'file:line' of each call `<...>.<holder_suffix>.apply(...)` / `<holder_suffix>.apply(...)` in legends/ui."""
    import ast
    out = []
    for path in sorted((ROOT / "legends" / "ui").rglob("*.py")):
        for node in ast.walk(scene_hub.parse(path)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "apply":
                recv = node.func.value
                name = recv.attr if isinstance(recv, ast.Attribute) else getattr(recv, "id", "")
                if name == holder_suffix:
                    out.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return out


def test_issue25_submit_is_the_only_caller_of_the_sessions_apply():
    calls = _calls_of_apply_on("session")
    assert len(calls) == 1 and calls[0].startswith("legends/ui/table/pipeline.py:"), calls
    from legends.ui.table import GameScene
    assert not hasattr(GameScene, "apply")          # no second way in through the scene
    assert _calls_of_apply_on("scene") == [] and _calls_of_apply_on("sc") == []


def test_issue25_no_device_is_remembered_around_dispatch():
    """The device travels with the intent and the action (Pipeline.submit(action, device)): the seats
    keep no 'device being handled' that the dispatch sets and resets."""
    paths = sorted((ROOT / "legends" / "ui").rglob("*.py"))
    assert not [p for p in paths if "seating.device " in p.read_text() or "seating.device=" in p.read_text()]
    import inspect
    import re
    from legends.ui.table import seating
    assert not re.search(r"self\.device\b", inspect.getsource(seating))


def test_issue25_the_scene_is_reached_into_less():
    """The figure of tests/scene_hub.py: 65 GameScene attributes from 21 files before issue 25's
    pipeline, 54 from 20 after it (50 from 20 by today's measure: the Scene contract left out,
    getattr counted), 27 from 19 with the catalogue and the overlay layer, 15 from 14 once the
    painters and collaborators were given what they use (docs/ui.md, "What the painters get"), 15
    from 16 once table/handlers.py was split by what it does (its clicks: clicks.py, its menus:
    menus.py: the same reads, in three files); it must not grow back."""
    n, files = scene_hub.figure()
    assert n <= 15 and files <= 16, (n, files)     # (54 from 20 before, by the first measure)
    assert scene_hub.figure(ROOT)[0] == n and "game" in scene_hub.uses()      # it measures what it says
