"""Free actions, taken at the fighter phase's decision points by any fighter: abilities (paid with
combo-meter icons, with kickers), the critical art, upgrades for 3 EX, standing up for 1 EX, and
Interact (a combo-meter card for the point of interest or an objective token)."""
from __future__ import annotations

from ...content.catalog import plural
from .. import effects
from ..actions import EX_COST, Action
from ..attacks import fid_of
from ..fighters import payments
from ..kinds import named
from .base import Task


class FreeActions(Task):
    kind = "free"
    kinds = frozenset(named(free=True))       # the catalogue's free kinds

    def apply(self, r, task, action):
        seat = action.seat
        f = r.fighters[seat]
        who = f"P{seat + 1}"
        if action.kind == "ability":
            aid, cards = action.args[0], action.args[1].split(",")
            kick = len(action.args) > 2
            for c in cards:
                f["meter"].remove(c)
                f["discard"].append(c)
            if not r.quiet:         # (a quiet game writes no entry: Game.sample)
                ab = r.box.fighters[f["id"]].ability(aid)
                r.log(f"{who} performs {ab.name}{' with kicker' if kick else ''}"
                      f"{' (upgraded)' if aid in f['upgraded'] else ''}, discarding {plural(len(cards), 'card')}.",
                      kind="ability", who=fid_of(seat), ability=aid)
            r.push_acts(seat, ["ability", seat, aid, int(aid in f["upgraded"]), int(kick)],
                        second=r.s["played"] >= 2 and seat == r.s["active"])
        elif action.kind == "critical":
            f["meter"].remove(action.args[0])
            f["discard"].append(action.args[0])
            f["ex"] -= EX_COST["critical"]
            art = r.box.fighters[f["id"]].critical_art
            r.log(f"{who} unleashes the critical art {art.name}!", kind="ability", who=fid_of(seat))
            r.push_acts(seat, ["critical", seat], second=False)
        elif action.kind == "upgrade":
            f["ex"] -= EX_COST["upgrade"]
            ab = r.upgrade(seat, action.args[0])
            if not r.quiet:
                r.log(f"{who} spends 3 EX to upgrade {ab.name}.", kind="upgrade", who=fid_of(seat))
        elif action.kind == "stand":
            f["ex"] -= EX_COST["stand"]
            f["stunned"] = False
            if not r.quiet:
                r.log(f"{who} spends 1 EX to stand up.", kind="stand", who=fid_of(seat))
        elif action.kind == "interact":
            card, what = action.args
            f["meter"].remove(card)
            f["discard"].append(card)
            if what == "poi":
                r.log(f"{who} interacts with {r.stage.poi_name}.", kind="interact", who=fid_of(seat))
                effects.run_poi(r, seat, r.stage.poi_effect)
            else:
                effects.interact_objective(r, seat, int(what))


def free_actions(r) -> list:
    """Every free action any fighter may take now."""
    out = []
    for f in r.fighters:
        seat = f["seat"]
        fighter = r.box.fighters[f["id"]]
        if f["meter"]:
            out.extend(ability_actions(r, f, fighter))
        if f["round"] == 2 and r.critical_ready(seat):
            out.extend(Action(seat, "critical", (c,)) for c in f["meter"])
        if f["ex"] >= EX_COST["upgrade"]:
            out.extend(Action(seat, "upgrade", (ab.id,)) for ab in fighter.abilities if ab.id not in f["upgraded"])
        if f["stunned"] and f["ex"] >= EX_COST["stand"]:
            out.append(Action(seat, "stand"))
        if f["meter"]:
            out.extend(interact_options(r, f))
    return out


def ability_actions(r, f, fighter) -> tuple:
    """Abilities (with and without kicker) the combo meter can pay for, each way to pay it. They
    depend only on the meter and the upgrades, so each combination is worked out once per game."""
    key = (f["seat"], tuple(f["meter"]), tuple(f["upgraded"]))
    found = r.cache.get(key)
    if found is not None:
        return found
    seat, meter, out = f["seat"], f["meter"], []
    icons = tuple(r.box.style_card(c).icons for c in meter)
    for ab in fighter.abilities:
        side = ab.side(ab.id in f["upgraded"])
        for pay in payments(icons, side.cost):
            out.append(Action(seat, "ability", (ab.id, ",".join(meter[i] for i in pay))))
        if side.kicker:
            for pay in payments(icons, side.cost + side.kicker.cost):
                out.append(Action(seat, "ability", (ab.id, ",".join(meter[i] for i in pay), "kick")))
    found = r.cache[key] = tuple(out)
    return found


def interact_options(r, f) -> list:
    seat, out = f["seat"], []
    if f["space"] == r.stage.poi_space:
        out.extend(Action(seat, "interact", (c, "poi")) for c in f["meter"])
    if not r.stage_has_objective_rule():
        return out
    for i, tok in enumerate(r.s["objectives"]):
        if tok["state"] != "on" or tok["space"] != f["space"]:
            continue
        for c in f["meter"]:
            if not tok["revealed"] or tok["icon"] in r.box.style_card(c).icons:
                out.append(Action(seat, "interact", (c, i)))
    return out
