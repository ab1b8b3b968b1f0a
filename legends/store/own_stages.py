"""The player's own stages (the workshop's, or imported): one YAML file each in the data folder's
stages/ (never the app's own stages/ folder), read within the bounds every YAML file gets
(content/safeyaml.py) and checked as the box's stages are (content/stages.py, reach.py).

    folder()                      data_dir/stages
    read_stage(path, box)         (Stage or None, problems): one file, every problem as `file: place: what`
    own_stages(box)               (id -> Stage, problems): every readable file of the folder; a bad one is
                                  left out and said, never stops the app
    with_own(box)                 (the box with the player's stages added, problems)
    own_ids(box)                  the ids of the player's stages in a box with_own gave (marked as theirs)
    save_stage(doc)               the stage document written atomically to folder()/<id>.yaml
"""
from __future__ import annotations

from pathlib import Path

from ..content.own import add_stages, base_box, own_ids  # noqa: F401  (add_stages, own_ids: imported from here too)
from . import files
from .folder import data_dir

FOLDER = "stages"
MAX_FILES = 200                # stages read from the folder at most (the rest said, not read)


def folder() -> Path:
    return data_dir() / FOLDER


def _rel(path: Path) -> str:
    return Path(path).name


def read_stage(path, box=None, rel: str | None = None):
    """The stage of one file, or None; every problem of the file (none when it loads)."""
    from ..content.loader import Reader, _guarded, load_stage, read_yaml
    problems: list = []
    rel = rel or _rel(path)
    path = Path(path)
    if path.exists() and not path.is_file():
        return None, [f"{rel}: (file): expected a regular file (this is a folder, pipe or device)"]
    if not path.exists():
        return None, [f"{rel}: (file): not found"]
    doc = read_yaml(path, problems, rel)
    if doc is None:
        return None, problems
    stage = _guarded(load_stage, doc, Reader(rel, problems))
    if box is not None and stage is not None and stage.id in box.stages and stage.id not in own_ids(box):
        problems.append(f"{rel}: id: '{stage.id}' is a stage of the box; give your stage an id of its own")
    return (stage if not problems else None), problems


def own_stages(box, where: Path | None = None):
    """Every stage of the player's folder that loads (by id), and the problems of those that do not."""
    where = Path(where) if where is not None else folder()
    paths = sorted(where.glob("*.yaml")) if where.is_dir() else []
    problems, stages = [], {}
    if len(paths) > MAX_FILES:
        problems.append(f"{where}: (folder): {len(paths)} stage files; only the first {MAX_FILES} are read")
    for path in paths[:MAX_FILES]:
        stage, found = read_stage(path, box)
        if stage is not None and stage.id in stages:
            found = [f"{_rel(path)}: id: duplicate id '{stage.id}' (another of your stages has it)"]
        problems += found
        if stage is not None and not found:
            stages[stage.id] = stage
    return stages, problems


def player_box(box, say=None):
    """The box with the player's own stages; each problem of a bad file of theirs given to `say`."""
    out, problems = with_own(box)
    for line in problems:
        if say is not None:
            say(f"(your stages) {line}")
    return out


def said_of(lines: list) -> str:
    """One sentence for the window about the player's stages that did not load."""
    names = sorted({line.removeprefix("(your stages) ").split(": ", 1)[0] for line in lines})
    shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    one = len(names) == 1
    return (f"{'A stage' if one else f'{len(names)} stages'} of yours did not load ({shown}): "
            f"`python main.py validate {folder() / names[0] if one else 'FILE'}` says why.")


def with_own(box, where: Path | None = None, extra=()):
    """The box with the player's stages (and `extra` stages, like simulate --stage-file's) added; the
    box itself when there are none, so a player without stages plays the box as shipped."""
    base = base_box(box)
    stages, problems = own_stages(base, where)
    return add_stages(base, {**stages, **{s.id: s for s in extra}}), problems


def _dump(doc: dict, flow=None) -> str:
    import yaml                                 # lazily: a start that saves no stage never needs PyYAML
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100, default_flow_style=flow) if doc else ""


def stage_text(doc: dict) -> str:
    """A stage document as the YAML text of its file (keys in the order of docs/content-format.md), the
    grid one row a line, like a picture of the map."""
    if "grid" not in doc:
        return _dump(doc)
    keys = list(doc)
    at = keys.index("grid")
    head, tail = {k: doc[k] for k in keys[:at]}, {k: doc[k] for k in keys[at + 1:]}
    rows = "".join(f'  - "{row}"\n' for row in doc["grid"])
    return _dump(head, False) + "grid:          # one text a row: # a square of the map, . none\n" + rows + _dump(tail)


def save_stage(doc: dict, where: Path | None = None) -> Path:
    """Write the stage to the player's folder as <id>.yaml (atomic; StoreError: one sentence)."""
    where = Path(where) if where is not None else folder()
    files.make_folder(where, data_dir() if where == folder() else None)
    path = where / f"{doc['id']}.yaml"
    files.write_atomic(path, stage_text(doc), data_dir() if where == folder() else None)
    return path


def export_text(path, text: str) -> None:
    """A stage or position file written where the player chose (Export); StoreError: one sentence."""
    files.write_atomic(Path(path), text)
