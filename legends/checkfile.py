"""`python main.py validate FILE`: one stage file or one position file checked, every problem at once.

A stage file (docs/content-format.md, *Stages*: it has `tiles` or `grid`) is read and checked as the
box's stages are: fields, reachability, room for four at the start, counts and ranges. Anything else
is a position file (docs/scenarios.md): the position is built on the box and the player's own stages
(store/own_stages.py) and checked as `scenario` checks it. No traceback reaches the player: each
problem is one line `file: place: what was expected`.
"""
from __future__ import annotations

import json
from pathlib import Path

from .content.terminal import say
from .store.scenarios import check_position, kind_of


def _doc(path: Path, rel: str):
    """The file's mapping (read within bounds, any kind), or None with its problem."""
    from .content.loader import read_yaml
    problems: list = []
    return read_yaml(path, problems, rel), problems


def check_stage(path, box, rel: str | None = None):
    """(stage or None, problems) for one stage file (a box stage's id is refused: a stage of its own)."""
    from .content.loader import STAGES
    from .store.own_stages import read_stage
    if Path(path).resolve().parent == STAGES.resolve():
        box = None                  # a stage of the box, checked where it is: its id is its own
    return read_stage(path, box, rel or str(path))


def check_file(path, box):
    """(kind, what it holds in one line or None, problems) for a stage or position file."""
    path = Path(path)
    rel = str(path)
    if path.exists() and not path.is_file():
        return "file", None, [f"{rel}: (file): expected a regular file (this is a folder, pipe or device)"]
    if not path.exists():
        return "file", None, [f"{rel}: (file): not found"]
    doc, problems = _doc(path, rel)
    if doc is None:
        return "file", None, problems
    if kind_of(doc) == "stage":
        stage, problems = check_stage(path, box, rel)
        if stage is None:
            return "stage", None, problems
        return "stage", f"Stage OK: {stage.name} ({stage.id}), {len(stage.squares)} squares", []
    game, problems = check_position(path, box, rel)
    if game is None:
        return "position", None, problems
    v = game.view
    names = ", ".join(v.fighter_name(seat) for seat in range(v.seats))
    return "position", f"Position OK: {game.stage.name}, {names}; waiting for: {game.pending.prompt}", []


def validate_box(args) -> int:
    from .content import ContentError, load_box
    from .content import labels as stage_labels
    from .engine.lessons import load_lessons
    try:
        box = load_box()
        lessons = load_lessons(box=box)     # legends/data/lessons: each built and played through its solution
        labels = stage_labels.load_labels(stage_labels.PATH, box.stages)     # presentation only
    except ContentError as exc:
        if args.json:
            print(json.dumps({"ok": False, "problems": exc.problems}, indent=2))
        else:
            for line in exc.problems:
                say(line)
        return 1
    counts = {**box.counts(), "lessons": len(lessons), "stage_labels": len(labels.stages)}
    if args.json:
        print(json.dumps({"ok": True, **counts}, indent=2))
    else:
        print("Content OK: " + ", ".join(f"{k} {v}" for k, v in counts.items() if not isinstance(v, dict)))
    return 0


def player_box():
    """The shipped box with the player's own stages (a bad one of theirs is left out, said on stderr)."""
    import sys
    from .content import default_box
    from .store.own_stages import player_box as with_players
    return with_players(default_box(), lambda line: say(line, sys.stderr))


def cmd_validate(args) -> int:
    """`validate`: the whole box; `validate FILE`: that stage or position file (exit 1 with its problems)."""
    if not getattr(args, "file", None):
        return validate_box(args)
    from .content import ContentError, default_box
    try:
        default_box()
    except ContentError:
        return validate_box(args)           # the box itself is wrong: that first, every problem
    kind, said, problems = check_file(args.file, player_box())
    if args.json:
        print(json.dumps({"ok": not problems, "kind": kind, "problems": problems, "summary": said}, indent=2))
    else:
        for line in problems or [said]:
            say(line)
    return 1 if problems else 0


def stage_file_opts(path, box, opts: dict):
    """simulate --stage-file: (the box with that stage, 0) with opts set to play it, or (box, exit code)
    with every problem of the file said on stderr."""
    import sys
    from .content.own import add_stages
    if opts.get("stage"):
        say("main.py simulate: give --stage or --stage-file, not both", sys.stderr)
        return box, 2
    stage, problems = check_stage(path, box)
    if stage is None:
        for line in problems:
            say(line, sys.stderr)
        return box, 1
    doc, _ = _doc(Path(path), str(path))
    opts.update(stage=stage.id, stage_doc=doc)
    return add_stages(box, {stage.id: stage}), 0
