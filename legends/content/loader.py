"""Loading the box: every YAML file of legends/data and stages/ into validated frozen dataclasses.

Every problem is collected as `file: path.to.field: what was expected` and all of
them are raised together in one ContentError; nothing here lets a traceback out.
The readers of each kind live beside this module (reader, cards, enemies, stages);
their public names are importable from here too.
"""
from __future__ import annotations

from pathlib import Path

from .shipped import PACKAGE, ROOT, shipped
from .cards import load_ability_side, load_fighter, load_style_deck
from .enemies import load_dice, load_enemy_side, load_minions, load_nemesis, load_nemesis_cards, load_rival
from .model import Box
from .reader import ContentError, Reader, parse_square, read_yaml, square_name
from .stages import load_stage

DATA = PACKAGE / "data"
STAGES = shipped("stages")

__all__ = ["DATA", "STAGES", "ContentError", "Reader", "load_ability_side", "load_box", "load_dice",
           "load_enemy_side", "load_fighter", "load_minions", "load_nemesis", "load_nemesis_cards", "load_rival",
           "load_stage", "load_style_deck", "parse_square", "read_yaml", "square_name"]


KINDS = (  # folder, loader, Box field
    ("fighters", load_fighter, "fighters"),
    ("styles", load_style_deck, "styles"),
    ("minions", load_minions, "minions"),
    ("rivals", load_rival, "rivals"),
    ("nemeses", load_nemesis, "nemeses"),
)


def _rel(path: Path) -> str:
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def _rel_in(real: Path, path: Path) -> str:
    """_rel(path) for a file that is no link in a folder whose resolved path is `real` (one resolve a
    folder, not one a file: a resolve is a stat a part of the path)."""
    try:
        return str((real / path.name).relative_to(ROOT))
    except ValueError:
        return str(path)


def yaml_files(folder: Path, problems: list, what: str = ".yaml file", docs=None):
    """(rel, doc) for each readable YAML file of a folder, in name order; a missing or empty folder
    and an unreadable file become problem lines (`docs`: a parse cache, reader.read_yaml)."""
    folder = Path(folder)
    files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    if not files:
        problems.append(f"{_rel(folder)}: (folder): expected at least one {what}")
    real = folder.resolve() if files else folder
    for path in files:
        rel = _rel(path) if path.is_symlink() else _rel_in(real, path)
        doc = read_yaml(path, problems, rel, docs)
        if doc is not None:
            yield rel, doc


def _guarded(loader, doc, reader: Reader):
    """Run a loader; a structure it did not foresee becomes one problem line, never a traceback."""
    try:
        return loader(doc, reader)
    except Exception as exc:  # noqa: BLE001 - content must never crash the app
        reader.err("(file)", f"unexpected structure ({exc.__class__.__name__}: {exc}); "
                             "compare the file with docs/content-format.md")
        return None


def _check_ids_across_box(where: dict, problems: list) -> None:
    """A style card's id names one card of the box, an ability's id one ability (saves use them)."""
    for attr, part in (("styles", "cards"), ("fighters", "abilities")):
        seen = {}
        for rel, item in where[attr].values():
            for i, piece in enumerate(getattr(item, part)):
                if piece.id in seen:
                    problems.append(f"{rel}: {part}[{i}].id: duplicate id '{piece.id}' (also in {seen[piece.id]})")
                else:
                    seen[piece.id] = rel


def load_box(data_dir: Path = DATA, stages_dir: Path = STAGES, docs=None) -> Box:
    """Load and validate the whole box; raise ContentError listing every problem. `docs`: a parse
    cache (store/cache.py) giving the documents of files parsed before, then validated all the same."""
    problems: list = []
    found, where = {}, {}
    for folder, loader, attr in KINDS:
        items = where[attr] = {}
        for rel, doc in yaml_files(data_dir / folder, problems, docs=docs):
            before = len(problems)
            item = _guarded(loader, doc, Reader(rel, problems))
            if item is None or len(problems) > before:
                continue
            if item.id in items:
                problems.append(f"{rel}: id: duplicate id '{item.id}' (also used in {items[item.id][0]})")
            items[item.id] = (rel, item)
        found[attr] = {k: item for k, (_, item) in items.items()}
    _check_ids_across_box(where, problems)
    extra = {}
    for name, loader in (("nemesis_cards.yaml", load_nemesis_cards), ("dice.yaml", load_dice)):
        path = data_dir / name
        rel = _rel(path)
        if not path.exists():
            problems.append(f"{rel}: (file): missing")
            continue
        doc = read_yaml(path, problems, rel, docs)
        if doc is not None:
            extra[name] = _guarded(loader, doc, Reader(rel, problems))
    stages = {}
    for path in sorted(stages_dir.glob("*.yaml")) if stages_dir.is_dir() else []:
        rel = _rel(path)
        doc = read_yaml(path, problems, rel, docs)
        if doc is None:
            continue
        before = len(problems)
        st = _guarded(load_stage, doc, Reader(rel, problems))
        if st is not None and len(problems) == before:
            if st.id in stages:
                problems.append(f"{rel}: id: duplicate id '{st.id}'")
            stages[st.id] = st
    if not stages:
        problems.append(f"{_rel(stages_dir)}: (folder): expected at least one stage .yaml file")
    if problems:
        raise ContentError(problems)
    return Box(fighters=found["fighters"], styles=found["styles"], minions=found["minions"],
               rivals=found["rivals"], nemeses=found["nemeses"],
               nemesis_cards=extra["nemesis_cards.yaml"], stages=stages, dice=extra["dice.yaml"])
