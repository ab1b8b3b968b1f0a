"""The workshop's live checks: the very checks of `python main.py validate` (content/stages.py and
reach.py, run on the draft's stage file), each problem given the square it points at on the map.

    for p in problems(draft, box): p.place, p.what, p.square      # "spawns.1", "expected ...", "E1"
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ....content.reader import SQUARE_RE

FILE = "stage"
SQUARE_IN_TEXT = re.compile(r"\b([A-L](?:10|[1-9]))\b")
INDEXED = re.compile(r"^(objectives\.tokens|setup\.minions|features|rules)\[(\d+)\]")


@dataclass(frozen=True)
class Problem:
    place: str          # the field of the stage file, e.g. spawns.1
    what: str           # what was expected
    square: str | None  # the square it points at, when there is one

    def __str__(self):
        return f"{self.place}: {self.what}"


def _stage_problems(doc: dict, box) -> list:
    from ....content.loader import Reader, _guarded, load_stage
    lines: list = []
    _guarded(load_stage, doc, Reader(FILE, lines))
    if box is not None and doc.get("id") in box.stages:
        from ....content.own import own_ids
        if doc["id"] not in own_ids(box):
            lines.append(f"{FILE}: id: '{doc['id']}' is a stage of the box; give your stage a name of its own")
    return lines


def _square_of(draft, place: str, what: str) -> str | None:
    """The square a problem is about: the field's own place on the draft, else a square it names."""
    base = place.split(".")[0]
    direct = {"start": draft.start, "point_of_interest": draft.poi, "loss": draft.loss_space}
    m = INDEXED.match(place)
    if place.startswith("spawns."):
        tail = place.split(".")[1]
        if tail.isdigit():
            return draft.spawns.get(int(tail))
    elif m:
        items = {"objectives.tokens": draft.tokens, "setup.minions": draft.minions,
                 "features": draft.features}.get(m.group(1))
        i = int(m.group(2))
        if items is not None and i < len(items):
            item = items[i]
            return item["squares"][0] if "squares" in item and item["squares"] else item.get("space")
    elif place.startswith("capacity."):
        name = place.split(".", 1)[1]
        return name if SQUARE_RE.match(name) else None
    if direct.get(base) and base in ("start", "point_of_interest"):
        return direct[base]
    named = SQUARE_IN_TEXT.findall(what)
    return named[-1] if named else direct.get(base)


MISSING = {  # a place nothing is on yet: what the file expects there, and the tool that puts it
    "start": "the fighters' start space (the Start tool)",
    "spawns.1": "spawn location 1 (the Spawn 1 tool)", "spawns.2": "spawn location 2 (the Spawn 2 tool)",
    "spawns.3": "spawn location 3 (the Spawn 3 tool)",
    "point_of_interest.space": "the point of interest (its tool)",
    "loss.space": "the space minions must overrun (the Overrun space tool)",
}


def _missing(place: str, what: str) -> bool:
    return what.startswith("missing") or what.endswith("got None") or what.endswith("got ''")


def problems(draft, box=None) -> list:
    """Every problem of the draft's stage, as validate would list it, with its square; a place with
    nothing on it yet is said once, with the tool that fills it."""
    out, seen = [], set()
    for line in _stage_problems(draft.to_doc(), box):
        rest = line[len(FILE) + 2:]
        place, _, what = rest.partition(": ")
        if _missing(place, what) and place in MISSING:
            if place in seen:
                continue
            seen.add(place)
            out.append(Problem(place, f"missing; expected {MISSING[place]}", None))
            continue
        out.append(Problem(place, what, _square_of(draft, place, what.replace("like A1", ""))))
    return out


def load(draft, box=None):
    """The draft's stage (content/model.Stage) when it has no problem, else None."""
    from ....content.loader import Reader, load_stage
    lines: list = []
    stage = load_stage(draft.to_doc(), Reader(FILE, lines))
    return None if lines else stage
