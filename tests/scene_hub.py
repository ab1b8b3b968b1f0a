"""How much of the game scene other files reach into (issue 25, "the scene is a hub"): the distinct
GameScene attributes read or written from files other than the scene's own, and from how many files.

    python tests/scene_hub.py            # the figure, then each attribute with the files using it

A use is `<name>.attr` (or `getattr(<name>, "attr")`, hasattr, setattr) where <name> holds the scene by the table's naming (`sc`, `scene`,
`self.scene`, `self.sc`, `app.scene`, `self.app.scene`) and attr is one of GameScene's attributes
(defined in its class, its mixins (TableDrawing, TableControls, TableShows, TableSaving) or Scene, or
set on `self` there). The scene's own files (table/scene.py and its mixins' drawing.py, controls.py,
showing.py, saving.py) do not count; subclasses (a lesson's scene, the demo) are the scene too and
do not count either.

Not counted: the base `Scene` contract (legends/ui/scene.py): its methods (handle_event, update,
draw, busy, on_enter, on_resize, invalidate, crash_payload, recover, overlay_claims, ...) and its
class-level declarations (canvas, keeps_phones, phones_kind). Every scene has them and the app
shell and the phones' hub drive every scene through them alone; they are the scene's interface,
not a reach into the table's state. The data its __init__ sets (app, dirty, widgets, hover) is
counted.

Counted as well: every field of a view the scene hands out wholesale instead of itself, that is
each class in legends/ui/table/views.py (read-only views built by the scene for one purpose): a
field `f` of view `V` counts as one attribute `V.f`, used by the files that name `V`, so a facade
of 40 fields counts as 40 and a renamed hub gains nothing.
"""
from __future__ import annotations

import ast
import functools
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OWN = ("legends/ui/table/scene.py", "legends/ui/table/drawing.py", "legends/ui/table/controls.py",
       "legends/ui/table/showing.py", "legends/ui/table/saving.py", "legends/ui/scene.py")
CLASSES = ("GameScene", "TableDrawing", "TableControls", "TableShows", "TableSaving", "Scene")   # the scene, its mixins
VIEWS = "legends/ui/table/views.py"
HOLDERS = {"sc", "scene", "self.scene", "self.sc", "app.scene", "self.app.scene", "self.scene_"}


@functools.lru_cache(maxsize=None)
def _parsed(path: str, stamp: tuple) -> ast.Module:
    """The file's syntax tree, parsed once while the file is unchanged (its stamp: mtime, size)."""
    return ast.parse(Path(path).read_text())


def forget() -> None:
    """The kept trees and figures let go (some million objects: while alive, every full collection of
    the process walks them)."""
    _parsed.cache_clear()
    _uses.cache_clear()


def parse(path: Path) -> ast.Module:
    """ast.parse of the file's text (one parse a version of the file, for figure, uses and the tests)."""
    st = Path(path).stat()
    return _parsed(str(path), (st.st_mtime_ns, st.st_size))


def _dotted(node) -> str | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def scene_attributes(root: Path = ROOT) -> set:
    """Every attribute a GameScene has by its source: class bodies and `self.x = ...` in its files."""
    names = set()
    for rel in OWN:
        tree = parse(root / rel)
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
                    and n.name in CLASSES]:
            for n in cls.body:
                if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    names.add(n.name)
                elif isinstance(n, ast.Assign):
                    names |= {t.id for t in n.targets if isinstance(t, ast.Name)}
                elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
                    names.add(n.target.id)
            for n in ast.walk(cls):
                if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store) and _dotted(n.value) == "self":
                    names.add(n.attr)
    return {n for n in names if not (n.startswith("__") and n.endswith("__"))}


def contract(root: Path = ROOT) -> set:
    """The methods of the base Scene (legends/ui/scene.py): the interface the app drives every scene by."""
    tree = parse(root / "legends/ui/scene.py")
    out = set()
    for c in (c for c in tree.body if isinstance(c, ast.ClassDef) and c.name == "Scene"):
        for n in c.body:
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and not n.name.startswith("__"):
                out.add(n.name)
            elif isinstance(n, ast.Assign):         # its class-level declarations (canvas, keeps_phones...)
                out |= {t.id for t in n.targets if isinstance(t, ast.Name)}
    return out


def views(root: Path = ROOT) -> dict:
    """{view class: [its fields]} for the views in legends/ui/table/views.py (annotated class fields,
    `self.x = ...` in its methods, its properties)."""
    path = root / VIEWS
    if not path.exists():
        return {}
    out = {}
    for c in parse(path).body:
        if not isinstance(c, ast.ClassDef):
            continue
        fields = set()
        for n in c.body:
            if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
                fields.add(n.target.id)
            elif isinstance(n, ast.FunctionDef) and not n.name.startswith("_"):
                fields.add(n.name)
        for n in ast.walk(c):
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store) and _dotted(n.value) == "self":
                fields.add(n.attr)
        out[c.name] = sorted(f for f in fields if not f.startswith("_"))
    return out


def _subclass_files(root: Path) -> set:
    """The files defining a subclass of GameScene (by the class's bases, not by a mention in a docstring)."""
    out = set()
    for path in (root / "legends").rglob("*.py"):
        if "GameScene" not in path.read_text():
            continue                            # no base named GameScene there (nor anything else of the name)
        for c in ast.walk(parse(path)):
            if isinstance(c, ast.ClassDef) and any(_dotted(b) and _dotted(b).split(".")[-1] == "GameScene"
                                                   for b in c.bases):
                out.add(str(path.relative_to(root)))
    return out


def uses(root: Path = ROOT) -> dict:
    """{attribute: {file, ...}} for the scene's attributes used from other files."""
    files = sorted((Path(root) / "legends").rglob("*.py"))
    stamp = tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in files)
    return {k: set(v) for k, v in _uses(str(root), stamp).items()}


@functools.lru_cache(maxsize=None)
def _uses(root: str, stamp: tuple) -> dict:
    """uses(root) for the files as `stamp` has them (worked out once while none changes)."""
    root = Path(root)
    attrs = scene_attributes(root) - contract(root)
    skip = set(OWN) | _subclass_files(root)
    out: dict = {}
    names = views(root)
    for path in sorted((root / "legends").rglob("*.py")):          # the views' fields, by the files naming a view
        rel = str(path.relative_to(root))
        if rel in skip or rel == VIEWS:
            continue
        text = path.read_text()
        for view, fields in names.items():
            if re.search(rf"\b{view}\b", text):
                for f in fields:
                    out.setdefault(f"{view}.{f}", set()).add(rel)
    for path in sorted((root / "legends").rglob("*.py")):
        rel = str(path.relative_to(root))
        if rel in skip:
            continue
        for n in ast.walk(parse(path)):
            if isinstance(n, ast.Attribute) and n.attr in attrs and _dotted(n.value) in HOLDERS:
                out.setdefault(n.attr, set()).add(rel)
            elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Name)            # getattr(sc, "x", ...)
                  and n.func.id in ("getattr", "hasattr", "setattr") and len(n.args) >= 2
                  and _dotted(n.args[0]) in HOLDERS and isinstance(n.args[1], ast.Constant)
                  and n.args[1].value in attrs):
                out.setdefault(n.args[1].value, set()).add(rel)
    return out


def figure(root: Path = ROOT) -> tuple:
    """(distinct attributes used from other files, how many files use any)."""
    u = uses(root)
    return len(u), len(set().union(*u.values())) if u else 0


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT
    u = uses(root)
    n, files = figure(root)
    print(f"GameScene attributes used from other files: {n}, from {files} files")
    for attr in sorted(u, key=lambda a: (-len(u[a]), a)):
        print(f"  {attr:22} {len(u[attr]):2}  {', '.join(sorted(p.rsplit('/', 1)[-1] for p in u[attr]))}")
    per_file: dict = {}
    for attr, fs in u.items():
        for f in fs:
            per_file.setdefault(f, set()).add(attr)
    print("per file:")
    for f in sorted(per_file, key=lambda f: -len(per_file[f])):
        print(f"  {len(per_file[f]):2}  {f}")
