"""The checkout stands on its own (issue 33): no file in it names an absolute path outside it (a
developer's machine, a temporary folder), so what a test or a comment points at is there on any clone;
and no test asserts only inside a loop over something that may be empty (tests/loops.py)."""
import re
from pathlib import Path

import loops

ROOT = Path(__file__).resolve().parents[1]
# top folders of machines' own files; the roots are spelled apart so this file does not name them
OUTSIDE = ("work", "root", "home", "tmp", "Users", "mnt", "opt", "srv", "var", "usr", "private")
PATH = re.compile(r"(?<![\w.~/-])/(?:" + "|".join(OUTSIDE) + r")(?:/[\w.-]*|\b)")
SKIP_DIRS = {".git", "__pycache__", ".pytest_cache", ".hypothesis"}


def text_files():
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if path.is_file() and not SKIP_DIRS.intersection(rel.parts):
            try:
                yield rel, path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue                            # pictures and sounds


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


def test_no_test_asserts_only_in_a_loop_that_may_be_empty():
    files = sorted((ROOT / "tests").glob("test_*.py"))
    assert len(files) > 50
    found = [hit for path in files for hit in loops.check(path.read_text(encoding="utf-8"), path.name)]
    assert found == []
