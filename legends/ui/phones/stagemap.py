"""The phone's small map of the stage (issue 26 item 9; no pygame): the squares, walls and doors,
features, figures and objective tokens as the TV shows them, in a few hundred bytes of JSON. The
options point at it with what the engine says they do (`Context.option(action)`: its destination
space, its target figure), so the page never works out a rule; it only draws and taps.

    stage_map(view, board, seat)    # {"cols", "rows", "squares", "names", "walls", "doors", "figures", "tokens", "me"}

`squares`: [col, row, space] (a feature's squares share its space id); `names`: {space: the name
the stage prints} for features; `walls` / `doors`: [[col, row, col, row]] pairs of squares;
`figures`: [{"id", "tag", "name", "kind", "space", "seat"}] (kind: fighter, standard, elite,
rival, nemesis; seat only for fighters); `tokens`: the spaces of objective tokens still on the map.
"""
from __future__ import annotations

import weakref

from ...content.reader import parse_square

TAGS = {"nemesis": "N"}


def _pair(a, b):
    sa, sb = parse_square(a), parse_square(b)
    return [*sa, *sb] if sa and sb else None


def _tag(fid, name, kind) -> str:
    """What a figure's disc says: "P2", "M3", "CAM" (a rival's first letters), "N"."""
    if fid.startswith("F") and fid[1:].isdigit():
        return "P" + fid[1:]
    if kind in TAGS:
        return TAGS[kind]
    if fid[:1] == "m" and fid[1:].isdigit():
        return "M" + fid[1:]
    return "".join(c for c in name if c.isalpha())[:3].upper() or fid[:3].upper()


def figures(view) -> list:
    out = []
    for fid, space in view.positions().items():
        if space is None:
            continue
        if fid.startswith("F") and fid[1:].isdigit():
            seat = int(fid[1:]) - 1
            name = view.fighter_name(seat)
            out.append({"id": fid, "tag": _tag(fid, name, "fighter"), "name": name, "kind": "fighter",
                        "space": space, "seat": seat})
            continue
        e = view.enemy(fid)
        kind = e["kind"] if e is not None else "standard"
        name = view.name_of(fid)
        out.append({"id": fid, "tag": _tag(fid, name, kind), "name": name, "kind": kind, "space": space})
    return out


_printed = weakref.WeakKeyDictionary()      # board -> its printed part (the squares, walls, doors: never change)


def printed(board) -> dict:
    """What the stage prints (the same for every state of a game): worked out once per board."""
    out = _printed.get(board)
    if out is None:
        stage = board.stage
        squares = sorted(board.owner.items(), key=lambda kv: (kv[0][1], kv[0][0]))
        doors = {frozenset(d) for d in stage.doors}
        walls = [_pair(a, b) for a, b in stage.walls if frozenset((a, b)) not in doors]
        out = _printed[board] = {
            "cols": 1 + max(c for (c, _), _ in squares), "rows": 1 + max(r for (_, r), _ in squares),
            "squares": [[c, r, space] for (c, r), space in squares], "names": dict(board.names),
            "walls": [w for w in walls if w], "doors": [d for d in (_pair(a, b) for a, b in stage.doors) if d]}
    return out


def stage_map(view, board, seat) -> dict:
    """The map for `seat`'s phone in this state: the board's printed part (shared: never changed
    by a reader, only sent as JSON) and the figures and tokens now."""
    return {**printed(board), "figures": figures(view), "me": f"F{seat + 1}",
            "tokens": sorted({o["space"] for o in view.objectives if o["state"] == "on" and o["space"]})}
