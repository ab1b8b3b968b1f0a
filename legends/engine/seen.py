"""What the players see of a game, as one key (for the bots' search: bots/table.py, bots/expert.py).

`seen_key(game)` is a value (bytes) that two games share when everything a player sees of them is
the same: the fighters (but the order of their decks: only how many cards), the enemies, the
objective tokens (a hidden token's icon left out), the nemesis (its deck only as a count), the task
stack (what is being resolved, and what waits under it), the turn, the active seat, the cards played
this phase, the supply and the result. What `Game.sample` draws again (hidden.py) is left out, so
two samples of one game share their key until something hidden comes to light.

The parts are written with `marshal` (the state is plain data; version 2 writes no back-references,
so the bytes do not depend on how the copies share their values). Equal keys mean equal visible
state, since marshal reads them back; not always the other way round (a field written in another
order, an interned string against a plain one: a missed match, never a false one). Read-only.
"""
from __future__ import annotations

import marshal


def seen_key(game) -> bytes:
    s = game.s
    nem = s["nemesis"]
    g = s.get                     # (a hand-made position may lack a part: it is then None in the key)
    return marshal.dumps((
        s["turn"], s["active"], g("played"), g("next_id"),
        [{**f, "deck": len(f.get("deck", ()))} for f in s["fighters"]], s["enemies"],
        [t if t.get("revealed", True) else {**t, "icon": None} for t in g("objectives", ())],
        {**nem, "deck": len(nem.get("deck", ()))}, g("stack"), g("supply"), g("result")), 2)
