"""How the fighters stand, read from game.view: the expert bot's evaluation and its reasons.

`snapshot(game)` keeps what a player sees of the table (fighters, enemies on the map, the nemesis,
objective tokens, the stage's loss condition) as plain numbers; `value(snap)` turns one into an
estimated chance that the fighters win; `effect(before, after, game)` words what changed between
two snapshots ("defeats the Elite: +2 EX", "P2 takes 2 damage"), for the hints.

The value (a logistic of a weighted sum, so it reads as a chance from 0 to 1):
- progress toward the win: before the nemesis is on the map, how much of the nemesis deck is
  used (its spawn is the way to it); once it is, how far its health track has moved;
- the fighters' health: the weakest fighter's (a fighter defeated in Round 2 loses the game, so
  this weighs most) and the average, counting Round 1 health as 4 more;
- the stage's loss condition (objectives destroyed, relics lost, a space overrun, the time limit):
  how near it is;
- EX held and abilities upgraded (what the next attacks can do); the enemies on the map (threats),
  elites and rivals more than standard minions.
A game that is over is 1 (won) or 0 (lost). The weights were set by hand; the figures in
docs/bots.md are what they give.
"""
from __future__ import annotations

import math

from ..content.catalog import plural

MAX_HEALTH = 4
THREAT = {"standard": 1.0, "elite": 2.0, "rival": 2.5, "nemesis": 0.0}
WEIGHTS = {"bias": -0.4, "progress": 2.5, "weakest": 2.4, "health": 1.2, "loss": 2.5, "ex": 0.3,
           "upgraded": 0.4, "threat": 0.9}


def snapshot(game) -> dict:
    """What a player sees of the table, as plain values (cheap: a few rows read through game.view)."""
    v = game.view
    fighters = [(health, rnd, ex, space, len(upgraded), stunned) for health, rnd, ex, space, upgraded, stunned
                in v.fighter_rows("health", "round", "ex", "space", "upgraded", "stunned")]
    enemies = {eid: (kind, space, rnd) for eid, kind, space, rnd in v.enemy_rows("id", "kind", "space", "round", on_map=True)}
    nem = v.nemesis
    result = v.result
    loss = v.loss_progress() if result is None else {"now": None, "limit": None}
    return {"fighters": fighters, "enemies": enemies, "track": nem["track"], "on_map": nem["on_map"],
            "deck": v.nemesis_cards_left, "objectives": tuple([state for state, in v.objective_rows("state")]),
            "loss": (loss["now"], loss["limit"]), "result": result and result["winner"]}


def progress(game, snap) -> float:
    """0 at the start, 0.4 when the nemesis arrives, 1 when its track reaches the last space."""
    n = len(snap["fighters"])
    if not snap["on_map"] or snap["track"] is None:
        dealt = 3 + 3 * n
        return 0.4 * max(0, dealt - snap["deck"]) / dealt
    start, last = game.nem.start_index(n), len(game.nem.health_track) - 1
    return 0.4 + 0.6 * max(0, snap["track"] - start) / max(1, last - start)


def value(game, snap) -> float:
    """The estimated chance the fighters win from this snapshot (1 or 0 once the game is over)."""
    if snap["result"] is not None:
        return {"fighters": 1.0, "nemesis": 0.0}.get(snap["result"], 0.5)
    w = WEIGHTS
    lives = [h + (MAX_HEALTH if r == 1 else 0) for h, r, *_ in snap["fighters"]]
    n = len(lives)
    now, limit = snap["loss"]
    loss = (now or 0) / limit if limit else 0.0
    threat = sum(THREAT.get(kind, 1.0) * (1.5 if rnd == 2 else 1.0) for kind, _, rnd in snap["enemies"].values())
    z = (w["bias"] + w["progress"] * progress(game, snap)
         + w["weakest"] * (min(lives) / (2 * MAX_HEALTH) - 0.5) + w["health"] * (sum(lives) / n / (2 * MAX_HEALTH) - 0.5)
         - w["loss"] * loss + w["ex"] * sum(f[2] for f in snap["fighters"]) / (3 * n)
         + w["upgraded"] * sum(f[4] for f in snap["fighters"]) / (2 * n) - w["threat"] * threat / (4 + 2 * n))
    return 1.0 / (1.0 + math.exp(-z))


def effect(before: dict, after: dict, game) -> list:
    """What changed, in short phrases, most telling first."""
    v = game.view
    out = []
    if after["result"] is not None:
        out.append("wins the game" if after["result"] == "fighters" else "loses the game")
    now_on = after["enemies"]
    for eid, (kind, space, rnd) in before["enemies"].items():     # (a name written only when told)
        now = now_on.get(eid)
        if now is None:
            if kind != "nemesis":
                out.append(f"defeats {v.name_of(eid) if kind == 'rival' else f'the {kind} minion'}")
        elif kind == "rival" and now[2] == 2 and rnd == 1:
            out.append(f"flips {v.name_of(eid)} to Round 2")
    if (after["track"] or 0) > (before["track"] or 0) and before["on_map"]:
        out.append(f"nemesis track +{after['track'] - before['track']}")
    for seat, (b, a) in enumerate(zip(before["fighters"], after["fighters"])):
        if a == b:
            continue                # (nothing to tell: no words written)
        lost = (b[0] + (MAX_HEALTH if b[1] == 1 else 0)) - (a[0] + (MAX_HEALTH if a[1] == 1 else 0))
        who = f"P{seat + 1}"
        if lost > 0:
            out.append(f"{who} takes {lost} damage")
        elif lost < 0:
            out.append(f"{who} recovers {-lost} health")
        if a[2] > b[2]:
            out.append(f"{who} +{a[2] - b[2]} EX")
        if a[4] > b[4]:
            out.append(f"{who} upgrades an ability")
        if a[3] != b[3]:
            out.append(f"{who} moves to {v.space_name(a[3])}")       # "Reclining Buddha", as printed
    changed = sum(x != y for x, y in zip(before["objectives"], after["objectives"]))
    if changed:
        out.append(f"{plural(changed, 'objective token')} change{'s' if changed == 1 else ''}")
    return out
