"""What the players see of a game, as one key (for the bots' search: bots/table.py, bots/expert.py).

`seen_key(game)` is a hashable value that two games share when everything a player sees of them is
the same: the fighters (but the order of their decks: only how many cards), the enemies, the
objective tokens (a hidden token's icon left out), the nemesis (its deck only as a count), the task
stack (what is being resolved, and what waits under it), the turn, the active seat, the cards played
this phase, the supply and the result. What `Game.sample` draws again (hidden.py) is left out, so
two samples of one game share their key until something hidden comes to light.

The usual records (a fighter, an enemy, an objective token and the nemesis of the shapes setup.py
makes: those fields, no more and no fewer) go into a tuple as their values in a fixed order, their
lists of ids as tuples and a deck as its length: no copy of a record, no text written (issue 31
item 7: half the cost of writing the whole table with marshal). What has no usual shape (the task
stack, a record of another shape, the result) is written with `marshal` (version 2 writes no
back-references, so the bytes do not depend on how the copies share their values): bytes never
equal a tuple, so the two forms never meet. Should a value not be plain data after all (it cannot
be hashed), the whole key is written with marshal instead. Equal keys mean equal visible state (the
state's fields keep their types: a flag is a bool, a count an int, so `1 == True` never meets); not
always the other way round (a field in another order: a missed match, never a false one). Read-only.
"""
from __future__ import annotations

import marshal
from operator import itemgetter

# the usual records' fields, by how many fields the record has (setup.py): the scalars, then the
# lists of ids (as tuples); a fighter's and the nemesis's deck is only counted
FIGHTER = ("seat", "id", "style", "space", "health", "round", "ex", "stunned", "defeated")
FIGHTER_LISTS = ("upgraded", "hand", "discard", "meter", "rivals")
NEMESIS = ("round", "on_map", "ex", "track", "critical_done")
ENEMY = {4: ("id", "kind", "space", "skip"), 7: ("id", "kind", "rival", "round", "space", "skip", "seat"),
         8: ("id", "kind", "rival", "round", "space", "skip", "seat", "defeated")}      # (a rival defeated)
TOKEN = ("space", "icon", "revealed", "state")
_fighter, _nemesis, _token = itemgetter(*FIGHTER), itemgetter(*NEMESIS), itemgetter(*TOKEN)
_enemy = {n: itemgetter(*fields) for n, fields in ENEMY.items()}
_enemy4, _enemy7, _enemy8 = _enemy[4], _enemy[7], _enemy[8]
_FIGHTER_SIZE = len(FIGHTER) + len(FIGHTER_LISTS) + 1          # and the deck


def _written(record) -> bytes:
    return marshal.dumps(record, 2)


def _fighter_part(f: dict):
    if len(f) == _FIGHTER_SIZE:
        try:
            return (_fighter(f), tuple(f["upgraded"]), tuple(f["hand"]), tuple(f["discard"]),
                    tuple(f["meter"]), tuple(f["rivals"]), len(f["deck"]))
        except (KeyError, TypeError):
            pass
    return _written({**f, "deck": len(f.get("deck", ()))})


def _nemesis_part(nem: dict):
    if len(nem) == len(NEMESIS) + 2:
        try:
            return _nemesis(nem), tuple(nem["discard"]), len(nem["deck"])
        except (KeyError, TypeError):
            pass
    return _written({**nem, "deck": len(nem.get("deck", ()))})


def _enemy_part(e: dict):
    values = _enemy.get(len(e))
    if values is not None:
        try:
            return values(e)
        except KeyError:
            pass
    return _written(e)


def _enemy_parts(enemies) -> tuple:
    """`_enemy_part` of each enemy, the usual shapes read in one pass (an enemy lacking a field: each
    again by `_enemy_part`)."""
    try:
        return tuple([_enemy4(e) if (n := len(e)) == 4 else _enemy7(e) if n == 7 else _enemy8(e) if n == 8
                      else _written(e) for e in enemies])
    except KeyError:
        return tuple([_enemy_part(e) for e in enemies])


def _token_part(t: dict):
    if len(t) == len(TOKEN):
        try:
            space, icon, revealed, state = _token(t)
            return space, icon if revealed else None, revealed, state
        except KeyError:
            pass
    return _written(t if t.get("revealed", True) else {**t, "icon": None})


def seen_key(game):
    return seen_key_hashed(game)[0]


def seen_key_hashed(game, extra=()):
    """(key, its hash): `seen_key(game)` with `extra` (hashable values of the caller's: a decision and
    its options) appended as one more part, hashed once (a search keys every decision it keeps)."""
    s = game.s
    g = s.get                     # (a hand-made position may lack a part: it is then None in the key)
    supply, result = g("supply"), g("result")
    key = (s["turn"], s["active"], g("played"), g("next_id"),
           tuple([_fighter_part(f) for f in s["fighters"]]),
           _enemy_parts(s["enemies"].values()),
           tuple([_token_part(t) for t in g("objectives", ())]),
           _nemesis_part(s["nemesis"]), _written(g("stack")),
           tuple(supply.items()) if type(supply) is dict else _written(supply),
           None if result is None else _written(result))
    whole = (key, extra) if extra else key
    try:
        return key, hash(whole)
    except TypeError:             # something in a usual field that is not plain data: all of it written
        key = _written_whole(s, g)
        return key, hash((key, extra) if extra else key)


def _written_whole(s, g) -> bytes:
    nem = s["nemesis"]
    return marshal.dumps((
        s["turn"], s["active"], g("played"), g("next_id"),
        [{**f, "deck": len(f.get("deck", ()))} for f in s["fighters"]], s["enemies"],
        [t if t.get("revealed", True) else {**t, "icon": None} for t in g("objectives", ())],
        {**nem, "deck": len(nem.get("deck", ()))}, g("stack"), g("supply"), g("result")), 2)
