"""Invariants that hold after every decision; used by playout tests and the soak script."""
from ..content import catalog


class InvariantError(AssertionError):
    pass


def check_invariants(game) -> None:
    s = game.s
    problems = []
    spaces = game.board.index
    for f in s["fighters"]:
        who = f"P{f['seat'] + 1}"
        zones = f["hand"] + f["deck"] + f["discard"] + f["meter"]
        in_play = [t["card"] for t in s["stack"] if t["kind"] == "card_done" and t["seat"] == f["seat"]
                   and t["card"] not in f["meter"]]
        zones += in_play
        deck = [c.id for c in game.box.styles[f["style"]].cards]
        if sorted(zones) != sorted(deck):
            problems.append(f"{who}: style cards not each in exactly one zone")
        if not 0 <= f["health"] <= 4:
            problems.append(f"{who}: health {f['health']} outside 0-4")
        if not 0 <= f["ex"] <= 3:
            problems.append(f"{who}: EX {f['ex']} outside 0-3")
        if len(f["meter"]) > 4 and not any(t["kind"] == "card_done" for t in s["stack"]):
            problems.append(f"{who}: combo meter holds {len(f['meter'])} cards")
        if len(f["meter"]) > 5:
            problems.append(f"{who}: combo meter holds {len(f['meter'])} cards")
        if f["space"] not in spaces:
            problems.append(f"{who}: on {f['space']!r}, not a space")
        ability_ids = {a.id for a in game.box.fighters[f["id"]].abilities}
        if f["upgraded"] != sorted(set(f["upgraded"])) or not set(f["upgraded"]) <= ability_ids:
            problems.append(f"{who}: upgraded {f['upgraded']!r} is not a sorted list of its ability ids")
        if f["round"] not in (1, 2):
            problems.append(f"{who}: round {f['round']}")
    for kind in catalog.MINION_TYPES:
        on_map = sum(1 for e in s["enemies"].values() if e["kind"] == kind and e["space"] is not None)
        if on_map + s["supply"][kind] != game.group.supply_of(kind) or s["supply"][kind] < 0:
            problems.append(f"{kind} minions: {on_map} on the map + {s['supply'][kind]} in supply")
    for e in s["enemies"].values():
        if e["space"] is not None and e["space"] not in spaces:
            problems.append(f"{e['id']}: on {e['space']!r}, not a space")
    nem = s["nemesis"]
    if nem["ex"] < 0:
        problems.append("nemesis EX below 0")
    if nem["on_map"] and not 0 <= nem["track"] < len(game.nem.health_track):
        problems.append(f"nemesis track {nem['track']}")
    n_cards = len(nem["deck"]) + len(nem["discard"]) + sum(1 for t in s["stack"] if t["kind"] == "ncard")
    if n_cards != 3 + 3 * len(s["fighters"]):
        problems.append(f"nemesis cards: {n_cards}, expected {3 + 3 * len(s['fighters'])}")
    if s["result"] is None and game.pending.options == ():
        problems.append("no legal action while the game is not over")
    if problems:
        raise InvariantError("; ".join(problems))
