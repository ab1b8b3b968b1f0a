"""What the players see of a game, as one key (for the bots' search: bots/table.py, bots/expert.py).

`seen_key(game)` is a hashable value that two games share when everything a player sees of them is
the same: the fighters (but the order of their decks: only how many cards), the enemies, the
objective tokens (a hidden token's icon left out), the nemesis (its deck only as a count), the task
stack (what is being resolved, and what waits under it), the turn, the active seat, the cards played
this phase, the supply and the result. What `Game.sample` draws again (hidden.py) is left out, so
two samples of one game share their key until something hidden comes to light. Read-only; equal
keys mean equal visible state, not the other way round (a field written in another order gives
another key: a missed match, never a false one).
"""
from __future__ import annotations

HIDDEN_ORDER = frozenset(("deck",))     # piles whose order nobody sees: only their size counts


def _flat(record: dict) -> tuple:
    """A record as (field, value) pairs: lists as tuples, a hidden pile as its size."""
    return tuple((k, len(v) if k in HIDDEN_ORDER else tuple(v) if type(v) is list else v)
                 for k, v in record.items())


def seen_key(game) -> tuple:
    s = game.s
    tokens = tuple(_flat(t if t.get("revealed", True) else {k: v for k, v in t.items() if k != "icon"})
                   for t in s["objectives"])
    return (s["turn"], s["active"], s["played"], s["next_id"], tuple(map(_flat, s["fighters"])),
            tuple(map(_flat, s["enemies"].values())), tokens, _flat(s["nemesis"]), repr(s["stack"]),
            tuple(s["supply"].items()), repr(s["result"]))
