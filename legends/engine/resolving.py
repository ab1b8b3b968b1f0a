"""What a decision is about: the task that asks it, told as a small read-only record.

Built lazily (only when someone reads `decision.context.resolving`) from a copy of the task, so
deciding costs nothing extra for bots that never ask."""
from __future__ import annotations

from .view import Record


def describe_task(rules, task: dict) -> Record:
    kind = task["kind"]
    if kind == "fighter_phase":
        out = {"what": "fighter_phase", "seat": rules.s["active"], "played": rules.s["played"]}
    elif kind == "acts":
        out = _action(rules, task)
    elif kind == "attack":
        out = {"what": "attack", **{k: task[k] for k in ("seat", "icon", "dice", "targets", "roll", "stage",
                                                            "left", "max_targets", "range_min", "range_max")}}
    elif kind == "damage":
        out = {"what": "damage", "seat": task["seat"], "amount": task["amount"], "source": task["source"]}
    elif kind == "enemy":
        out = {"what": "activation", "enemy": task["enemy"], "target": task.get("target")}
        tie = rules.pending_tie(task)
        if tie:  # what the players decide (tie_break: ask): "target" or "space", and the candidates
            out.update(tie)
    elif kind == "overflow":
        out = {"what": "overflow", "seat": task["seat"], "total": task["total"]}
    elif kind == "card_done":
        out = {"what": "combo_meter", "seat": task["seat"], "card": task["card"]}
    elif kind == "place_rivals":
        seat = task["order"][0] if task["order"] else None
        rival = rules.s["fighters"][seat]["rivals"][0] if seat is not None else None
        out = {"what": "rival_setup", "seat": seat, "rival": rival}
    else:
        out = {"what": kind}
    return Record(out)


def _action(rules, task: dict) -> dict:
    """The action being resolved: its icon, value after boosts, place in its row and source."""
    acts = rules.acts_of(task["source"])
    i = min(task["act_index"], len(acts) - 1)
    act = acts[i]
    src = task["source"]
    return {"what": "action", "seat": task["seat"], "source": src[0], "card": src[1] if src[0] in ("card", "sprint") else None,
            "icon": act.icon, "value": act.value + rules.act_boost(task, act, i), "index": i, "of": len(acts),
            "withdraw": act.withdraw, "boosted": bool(task["ex_boost"]), "acts": acts}
