"""The box's content fingerprint: a short, stable hash of everything in the box that play depends on.

Saves record it (engine/saves.py): when a save's decision log no longer replays, the fingerprint
tells a box changed since (an owner's edited card, re-balanced nemesis health tracks, a stage's new
setup) from a damaged file. It hashes the loaded model (the frozen dataclasses of model.py), not the
YAML bytes, so comments, formatting, key order and file names change nothing; nor do the fields
that only colour the table (`color`, `palette`, a stage's `flavor`) or data outside the box (stage
labels, lessons). Names stay in: the engine plays some by name (hard-mode nemesis cards)."""
from __future__ import annotations

import hashlib
import json
from dataclasses import fields, is_dataclass

PRESENTATION_ONLY = frozenset(("color", "palette", "flavor"))
LENGTH = 16                     # hex digits kept: 64 bits, plenty to tell two boxes apart


def plain(value):
    """The model as plain JSON data: dataclasses as mappings (presentation-only fields left out),
    tuples as lists, mappings by sorted text keys."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in fields(value) if f.name not in PRESENTATION_ONLY}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    return value


def fingerprint(box) -> str:
    """The fingerprint of a loaded box (computed once, then kept on the box)."""
    cached = box.__dict__.get("_fingerprint")
    if cached is None:
        text = json.dumps(plain(box), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        cached = hashlib.sha256(text.encode("ascii")).hexdigest()[:LENGTH]
        object.__setattr__(box, "_fingerprint", cached)
    return cached
