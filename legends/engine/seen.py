"""What the players see of a game, as one key (for the bots' search: bots/table.py, bots/expert.py).

`seen_key(game)` is a value (bytes) that two games share when everything a player sees of them is
the same: the fighters (but the order of their decks: only how many cards), the enemies, the
objective tokens (a hidden token's icon left out), the nemesis (its deck only as a count), the task
stack (what is being resolved, and what waits under it), the turn, the active seat, the cards played
this phase, the supply and the result. What `Game.sample` draws again (hidden.py) is left out, so
two samples of one game share their key until something hidden comes to light.

The parts are written with `marshal` (the state is plain data; version 2 writes no back-references,
so the bytes do not depend on how the copies share their values). A fighter and the nemesis of the
usual shape (setup.py's fields, no more and no fewer) are written as their values in a fixed order
with the deck's length in place of the deck, without a copy of the record (issue 31 item 7: the
copies were a third of the key's cost); any other shape as a copy of the record (a dict, where the
usual shape is a tuple: the two forms never meet). Equal keys mean equal visible state, since the bytes read back; not always the
other way round (a field written in another order, an interned string against a plain one: a missed
match, never a false one). Read-only.
"""
from __future__ import annotations

import marshal
from operator import itemgetter

# a fighter's and the nemesis's fields but the deck (setup.py), in the order their values are written
FIGHTER = ("seat", "id", "style", "space", "health", "round", "ex", "stunned", "upgraded", "hand",
           "discard", "meter", "rivals", "defeated")
NEMESIS = ("round", "on_map", "ex", "track", "discard", "critical_done")
_fighter, _nemesis = itemgetter(*FIGHTER), itemgetter(*NEMESIS)
# an enemy's fields (a minion or the nemesis; a rival) and an objective token's, by their count
ENEMY = {4: ("id", "kind", "space", "skip"), 7: ("id", "kind", "rival", "round", "space", "skip", "seat")}
_enemy = {n: itemgetter(*fields) for n, fields in ENEMY.items()}
TOKEN = ("space", "icon", "revealed", "state")
_token = itemgetter(*TOKEN)


def _shaped(record: dict, fields: tuple, values) -> tuple | dict:
    """`record` with its deck as a count: its values (a tuple) if it has exactly `fields` and a
    deck, else a copy (a dict)."""
    if len(record) == len(fields) + 1 and "deck" in record:
        try:
            return values(record), len(record["deck"])
        except KeyError:
            pass
    return {**record, "deck": len(record.get("deck", ()))}


def _enemy_values(e: dict):
    """An enemy of a usual shape as its values (a tuple), any other as itself (a dict)."""
    values = _enemy.get(len(e))
    if values is not None:
        try:
            return values(e)
        except KeyError:
            pass
    return e


def _token_values(t: dict):
    """An objective token as its values, a hidden one's icon left out (None); of another shape, a
    copy (a dict) with the icon so left out."""
    if len(t) == len(TOKEN):
        try:
            space, icon, revealed, state = _token(t)
            return space, icon if revealed else None, revealed, state
        except KeyError:
            pass
    return t if t.get("revealed", True) else {**t, "icon": None}


def seen_key(game) -> bytes:
    s = game.s
    g = s.get                     # (a hand-made position may lack a part: it is then None in the key)
    return marshal.dumps((
        s["turn"], s["active"], g("played"), g("next_id"),
        [_shaped(f, FIGHTER, _fighter) for f in s["fighters"]], [_enemy_values(e) for e in s["enemies"].values()],
        [_token_values(t) for t in g("objectives", ())],
        _shaped(s["nemesis"], NEMESIS, _nemesis), g("stack"), g("supply"), g("result")), 2)
