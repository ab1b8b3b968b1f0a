"""Playing with the host's box (issue 28): where only the content differs, the joiner may take the
host's YAML files for that game. They are checked exactly like any content file (the loader's house
checks and safeyaml.py's bounds), kept in the cache folder (cache_dir()/host-boxes/<fingerprint>/),
never written over the player's own content or the app's files, and the box they make must have
the host's fingerprint.

    files = box_files()                  # the host: {"fighters/ryu.yaml": text, ..., "stages/x.yaml": text}
    box, err = take(files, content)      # the joiner: (Box, None) or (None, "file: path.to.field: what ...")

Bounds (before anything is written): at most MAX_FILES files, MAX_BYTES in all, each within the
content file's size (safeyaml.LIMITS), each named `<section>/<id>.yaml` (SECTIONS), `stages/<id>.yaml`,
`nemesis_cards.yaml` or `dice.yaml` (lower-case letters, digits, _ and -: no folder of its own, no
`..`, no link can be named).
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from ..content import safeyaml

SECTIONS = ("fighters", "styles", "minions", "rivals", "nemeses")
SINGLE = ("nemesis_cards.yaml", "dice.yaml")
NAME = re.compile(r"^(?:(?:fighters|styles|minions|rivals|nemeses|stages)/)?[a-z0-9][a-z0-9_-]{0,59}\.yaml$")
MAX_FILES = 200
MAX_BYTES = 4 * 1024 * 1024     # the shipped box is about 200 KB
FOLDER = "host-boxes"
HOSTS = "the host's box"        # how its files are named in a problem line


def box_files(data_dir: Path | None = None, stages_dir: Path | None = None, extra_stages=()) -> dict:
    """The host's box as YAML texts by name (the shipped one by default; `extra_stages`: the paths
    of the player's own stages in it)."""
    from ..content.loader import DATA, STAGES
    data_dir, stages_dir = Path(data_dir or DATA), Path(stages_dir or STAGES)
    out = {}
    for section in SECTIONS:
        for path in sorted((data_dir / section).glob("*.yaml")):
            out[f"{section}/{path.name}"] = path
    for name in SINGLE:
        out[name] = data_dir / name
    for path in [*sorted(stages_dir.glob("*.yaml")), *map(Path, extra_stages)]:
        out[f"stages/{path.name}"] = path
    return {name: path.read_text(encoding="utf-8") for name, path in out.items()}


def check(files) -> list:
    """Every problem of the files' names, count and sizes at once (nothing is written before none)."""
    if not isinstance(files, dict):
        return [f"{HOSTS}: (files): expected a mapping of file names to YAML text"]
    problems = []
    if len(files) > MAX_FILES:
        problems.append(f"{HOSTS}: (files): {len(files)} files; a box sent is at most {MAX_FILES}")
    total = 0
    limit = safeyaml.LIMITS["content"][0]
    for name, text in list(files.items())[:MAX_FILES + 1]:
        shown = str(name)[:80]
        if not isinstance(name, str) or not NAME.match(name):
            problems.append(f"{HOSTS}: {shown!r}: expected a name like fighters/ryu.yaml, stages/x.yaml or dice.yaml")
            continue
        if not isinstance(text, str):
            problems.append(f"{HOSTS}/{name}: (file): expected YAML text")
            continue
        size = len(text.encode("utf-8", "replace"))
        total += size
        if size > limit:
            problems.append(f"{HOSTS}/{name}: (file): the file is {size} bytes; a content file is at most {limit}")
    if total > MAX_BYTES:
        problems.append(f"{HOSTS}: (files): {total} bytes in all; a box sent is at most {MAX_BYTES}")
    for name in SINGLE:
        if name not in files:
            problems.append(f"{HOSTS}/{name}: (file): missing")
    return problems


def home() -> Path:
    from ..store.folder import cache_dir
    return cache_dir() / FOLDER


def take(files, content: str):
    """(the Box of the host's files, None) or (None, every problem in house lines). Written only
    under home(); a box that does not load, or loads with another fingerprint, leaves nothing."""
    from ..content.loader import ContentError, load_box
    from ..store import files as store_files
    problems = check(files)
    if not re.fullmatch(r"[0-9a-f]{1,64}", str(content)):
        problems.append(f"{HOSTS}: content: expected the host's fingerprint (hex digits)")
    if problems:
        return None, "\n".join(problems)
    root = home()
    work = root / f".{content}.new"
    try:
        store_files.make_folder(root)
        shutil.rmtree(work, ignore_errors=True)
        for name, text in files.items():
            target = work / name if name.startswith("stages/") else work / "data" / name
            store_files.make_folder(target.parent, root)
            store_files.write_atomic(target, text, root)
    except OSError as exc:
        shutil.rmtree(work, ignore_errors=True)
        return None, f"{HOSTS}: (files): cannot keep them in {root}: {exc}"
    try:
        box = load_box(work / "data", work / "stages")
    except ContentError as exc:
        shutil.rmtree(work, ignore_errors=True)
        return None, "\n".join(_named(line, work) for line in exc.problems)
    if box.fingerprint != content:
        shutil.rmtree(work, ignore_errors=True)
        return None, (f"{HOSTS}: (box): its fingerprint is {box.fingerprint}, the host said {content}: "
                      "the host sent another box than the one it plays")
    kept = root / content
    shutil.rmtree(kept, ignore_errors=True)
    work.rename(kept)
    return box, None


def _named(line: str, work: Path) -> str:
    """A loader's line about a file of `work` named as the host's file it came from."""
    for sub in (work / "data", work):
        line = line.replace(str(sub) + "/", HOSTS + "/")
    return line
