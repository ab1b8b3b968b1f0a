"""The checkout stands on its own (issue 33): no file in it names an absolute path outside it (a
developer's machine, a temporary folder), so what a test or a comment points at is there on any clone;
and no test asserts only inside a loop over something that may be empty (tests/loops.py)."""
import re
import subprocess
from pathlib import Path

import pytest

import loops

ROOT = Path(__file__).resolve().parents[1]
# top folders of machines' own files; the roots are spelled apart so this file does not name them
OUTSIDE = ("work", "root", "home", "tmp", "Users", "mnt", "opt", "srv", "var", "usr", "private")
PATH = re.compile(r"(?<![\w.~/-])/(?:" + "|".join(OUTSIDE) + r")(?:/[\w.-]*|\b)")


def text_files(folder=ROOT):
    """(path in the checkout, text) of every text file of the checkout: what git tracks and what it
    would track (files it ignores, such as the bundle's build/ and dist/, which name the machine's own
    paths, are not the checkout's); without git, every file but hidden folders (.ci aside), caches and
    virtual environments."""
    listed = subprocess.run(["git", "-C", str(folder), "ls-files", "-co", "--exclude-standard", "-z"],
                            capture_output=True, text=True)
    if listed.returncode == 0:
        paths = [folder / name for name in listed.stdout.split("\0") if name]
    else:
        paths = list(_walk(folder))
    for path in sorted(paths):
        if not path.is_file():
            continue
        try:
            yield path.relative_to(ROOT), path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue                            # pictures and sounds


def _walk(folder):
    for path in sorted(folder.iterdir()):
        if path.name == ".git":
            continue
        if path.is_dir():
            if (path.name.startswith(".") and path.name != ".ci") or path.name in ("__pycache__", "node_modules") \
                    or (path / "pyvenv.cfg").exists():
                continue
            yield from _walk(path)
        else:
            yield path


def outside_paths(rel, text) -> list:
    """'file:line: path' for each absolute path outside the checkout (a '#!' line's interpreter aside)."""
    found = []
    for n, line in enumerate(text.splitlines(), 1):
        if n == 1 and line.startswith("#!"):
            continue
        found += [f"{rel}:{n}: {m.group(0)}" for m in PATH.finditer(line)]
    return found


def test_nothing_in_the_checkout_names_a_path_outside_it():
    files = list(text_files())
    names = {str(rel) for rel, _ in files}
    assert {"README.md", "tests/test_lessons.py", "legends/ui/phones/page/app.js", ".ci/run"} <= names
    found = [hit for rel, text in files for hit in outside_paths(rel, text)]
    assert found == []


def test_the_path_check_sees_the_paths_it_is_for():
    seen = [outside_paths("x.py", line) for line in (
        'RULEBOOK = Path("/' + 'work/shared/rules/book.txt")', "# see /" + "home/me/notes.md",
        'os.environ.setdefault("LEGENDS_HOME", "/' + 'tmp/legends-bench")', "`/" + "root/.pyenv/bin/python`")]
    assert [len(hits) for hits in seen] == [1, 1, 1, 1]
    kept = ["docs/rules.md and legends/engine/", "https://example.org/home/page", "see ../shared/rules/",
            "LEGENDS_HOME=$(mktemp -d)", "PYTHONPATH=/path/to/checkout", "and/or", "~/.local/share/legends"]
    assert [outside_paths("x.md", line) for line in kept] == [[]] * len(kept)


LOOPED = """
def test_{name}(game):
    {body}
"""


@pytest.mark.parametrize("body,flagged", [
    ("for e in game.log:\n        assert e['path']", True),
    ("assert all(e['path'] for e in game.log)", True),
    ("assert not any(e['bad'] for e in game.log)", True),
    ("for e in game.log:\n        for p in e['path']:\n            assert p", True),
    ("while game.busy:\n        assert game.step()", True),
    ("assert game.log\n    for e in game.log:\n        assert e['path']", False),
    ("for n in (1, 2):\n        assert game.at(n)", False),
    ("for n in range(3):\n        assert game.at(n)", False),
    ("for part in game.name.split(' · '):\n        assert part", False),
    ("assert all(game.at(n) for n in (1, 2))", False),
    ("game.apply(1)", False),                                   # no check at all: another matter
])
def test_the_loop_check_sees_the_pattern_it_is_for(body, flagged):
    found = loops.check(LOOPED.format(name="x", body=body), "t.py")
    assert found == (["t.py:2: test_x: every check is inside a loop (or all()/any()) over something that may "
                      "be empty"] if flagged else [])


def test_no_test_asserts_only_in_a_loop_that_may_be_empty():
    files = sorted((ROOT / "tests").glob("test_*.py"))
    assert len(files) > 50
    found = [hit for path in files for hit in loops.check(path.read_text(encoding="utf-8"), path.name)]
    assert found == []
