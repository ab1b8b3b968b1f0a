"""Copying a game's state fast (`Game.clone`, a search's playouts): a copy shaped after the state.

The state is plain JSON data (docs/engine.md, "State"). A JSON round-trip copies it in about a
millisecond late in a game, most of it the log; this copy takes a few dozen microseconds:

- the records the engine changes in place (fighters, enemies, the nemesis, objectives, supply,
  stats, the task stack) are copied by their known shape: a record's flat lists of ids with a
  slice, anything else it holds with `deep`, so an unexpected field is still copied in full;
- the append-only parts (`log`, `history`, `chance`) are new lists holding the same entries: a
  log entry is never changed once written (Rules.log builds each from fresh values), so two games
  may share it; a game appending to its own list never changes the other's;
- `setup` and `base` (a scenario's starting position) are never changed after a game starts and
  are shared as they are.
"""
from __future__ import annotations

# the lists of ids (strings or numbers, never containers) in the records copied by shape
FLAT = frozenset(("hand", "deck", "discard", "meter", "rivals", "upgraded", "enemies_defeated"))
SHARED = frozenset(("setup", "base"))
APPEND_ONLY = ("log", "history", "chance")


def deep(v):
    """A deep copy of JSON-like data (dicts, lists, tuples kept as tuples, scalars shared)."""
    t = type(v)
    if t is dict:
        for x in v.values():
            if type(x) in _CONTAINERS:
                return {k: deep(x) if type(x) in _CONTAINERS else x for k, x in v.items()}
        return v.copy()            # a record of scalars (an enemy, an objective token): twice as fast
    if t is list:
        for x in v:
            if type(x) in _CONTAINERS:
                return [deep(x) if type(x) in _CONTAINERS else x for x in v]
        return v[:]
    if t is tuple:
        return tuple(deep(x) for x in v)
    return v


_CONTAINERS = frozenset((dict, list, tuple))


def record(d: dict) -> dict:
    """A copy of one record: its flat lists of ids sliced, any other container copied deep."""
    out = d.copy()
    for k, v in d.items():
        t = type(v)
        if t is list:
            out[k] = v[:] if k in FLAT else deep(v)
        elif t is dict or t is tuple:
            out[k] = deep(v)
    return out


def scalars(e: dict) -> dict:
    """A record of scalars only (an enemy: id, kind, space, skip, rival, round, seat, defeated; an
    objective: space, icon, revealed, state); one holding a container is copied deep."""
    for v in e.values():
        if type(v) in _CONTAINERS:
            return deep(e)
    return e.copy()


def task(t: dict) -> dict:
    """A task on the stack: scalars, and a few lists (a row's source, the dice, the targets)."""
    out = t.copy()
    for k, v in t.items():
        if type(v) in _CONTAINERS:
            out[k] = deep(v)
    return out


def copy_state(s: dict) -> dict:
    """An independent copy of a game state: changing either never changes the other."""
    out = s.copy()
    for k, v in s.items():
        if k in SHARED or type(v) not in _CONTAINERS:
            continue
        copier = _TOP.get(k)
        out[k] = copier(v) if copier is not None else deep(v)
    return out


def _slice(v):
    return v[:]


_TOP = {
    "fighters": lambda v: [record(f) for f in v],
    "enemies": lambda v: {k: scalars(e) for k, e in v.items()},
    "nemesis": record,
    "supply": record,
    "stats": record,
    "objectives": lambda v: [scalars(o) if type(o) is dict else deep(o) for o in v],
    "stack": lambda v: [task(t) for t in v],
    "forced_dice": _slice,
    "log": _slice,
    "history": _slice,
    "chance": _slice,
}
