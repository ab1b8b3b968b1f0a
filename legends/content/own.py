"""The box with stages of the player's own added (the workshop's, simulate --stage-file's): a Box
like the shipped one, whose extra stages are marked as the player's (own_ids), so the menus can say
so. Pure content: reading the player's folder is store/own_stages.py."""
from __future__ import annotations

from dataclasses import replace

_OWN = "_own_stages"


def base_box(box):
    """The box the player's stages were added to (the box itself when it has none)."""
    return box.__dict__.get(_OWN + "_base", box)


def own_ids(box) -> frozenset:
    return box.__dict__.get(_OWN, frozenset())


def shown_name(box, sid) -> str:
    """A stage's name as the menus show it (setup, the gallery, Set the table): the player's own
    stages marked as theirs."""
    name = box.stages[sid].name
    return f"{name} (yours)" if sid in own_ids(box) else name


def add_stages(box, stages: dict):
    """The box with these stages of the player's added (marked theirs: own_ids)."""
    base = base_box(box)
    stages = {**{k: box.stages[k] for k in own_ids(box)}, **stages}
    if not stages:
        return base
    out = replace(base, stages={**base.stages, **stages})
    object.__setattr__(out, _OWN, frozenset(stages))
    object.__setattr__(out, _OWN + "_base", base)
    return out


def box_with_doc(box, doc: dict):
    """The box with the stage of a document checked before (simulate --stage-file's, in a worker)."""
    from .loader import Reader, load_stage
    problems: list = []
    stage = load_stage(doc, Reader("stage", problems))
    if problems:
        raise ValueError("; ".join(problems[:3]))
    return add_stages(box, {stage.id: stage})


def with_embedded(doc, box):
    """(box, stage or None, problems) for a position file that carries its stage (`stage:` the stage's
    own mapping, as Set the table writes it for a stage of the player's): the box with that stage
    added when it loads; a box stage's id may not be taken over."""
    if not isinstance(doc, dict) or not isinstance(doc.get("stage"), dict):
        return box, None, []
    from .loader import Reader, _guarded, load_stage
    problems: list = []
    stage = _guarded(load_stage, doc["stage"], Reader("stage", problems))
    if stage is not None and not problems and stage.id in base_box(box).stages:
        problems.append(f"stage: id: '{stage.id}' is a stage of the box; give the stage an id of its own")
    if problems or stage is None:
        return box, None, [p.removeprefix("stage: ") for p in problems] or ["(stage): cannot load it"]
    return add_stages(box, {stage.id: stage}), stage, []
