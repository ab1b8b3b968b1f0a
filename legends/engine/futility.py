"""Futile choices: a style card or ability whose actions would all find nothing to do now.

The rules allow it (an action with no legal option is passed over: tasks/acts.py), so it stays a
legal choice; but a player should see, before paying for it, that it would do nothing beyond its
cost. `why_futile(rules, action)` answers for the fighter phase's choices (play, sprint, ability,
critical art), and for the resolve-or-skip question of one action (its Enter button: "Resolve" a
unique action, "Gain 1 EX"; the table then makes Skip the default), by looking at each action in its row, in order, in the game as it stands: an action
that would do nothing leaves the game as it was, so the next one is judged in the same game; the
first action that would do something makes the whole choice useful. What counts as "nothing"
(docs/rules.md, *Choices that would do nothing*): a move with no space to move to, an attack with
no target in range, a pull or push with no one to move, a heal at full health, a draw from an
empty deck and discard pile, EX gained with a full gauge and nothing left to upgrade, "every
fighter stands up" with no one stunned.
"""
from __future__ import annotations

from .actions import EX_COST
from .constants import MAX_EX, MAX_HEALTH
from .fighters import all_upgraded
from .kinds import named
from .tasks.acts import NOTHING_TO_DO, act_options

KINDS = named(futile=True)       # the catalogue's: play, sprint, ability, critical, reroll, do, ex
RESOLVE = ("do", "ex")           # an "act" decision's Enter button: resolve the action being asked about
SAFE_ROLL = "your roll already defeats every target in range"


def why_futile(r, action) -> str | None:
    """Why this choice would do nothing beyond its cost ("no target in range; no one to pull"),
    or None when it would do something (or is not a fighter-phase card or ability, or a reroll)."""
    if action.kind == "reroll":
        return _reroll_futile(r)
    if action.kind in RESOLVE:
        return _resolve_futile(r, action.seat)
    if action.kind not in KINDS:
        return None
    seat = action.seat
    f = r.fighters[seat]
    task = _task(r, action, f)
    if task is None:
        return None
    reasons = []
    for i, act in enumerate(r.acts_of(task["source"])):
        task["act_index"] = i
        why = _act_futile(r, task, act, f, action.kind)
        if why is None:
            return None
        if why not in reasons:
            reasons.append(why)
    return "; ".join(reasons) or "no actions"


def _task(r, action, f) -> dict | None:
    """The actions task this choice would push (as FighterPhase / FreeActions push it)."""
    seat, k, args = action.seat, action.kind, action.args
    if k in ("play", "sprint"):
        if f["stunned"]:
            return None           # no actions, but it stands the fighter up: the prompt says so
        src = ["sprint" if k == "sprint" else "card", args[0]]
        second = r.s["played"] + 1 == 2
    elif k == "ability":
        aid = args[0]
        src = ["ability", seat, aid, int(aid in f["upgraded"]), int(len(args) > 2)]
        second = r.s["played"] >= 2 and seat == r.s["active"]
    else:
        src, second = ["critical", seat], False
    return {"kind": "acts", "seat": seat, "source": src, "act_index": 0, "ex_boost": False, "second": second}


def _resolve_futile(r, seat) -> str | None:
    """Why resolving the action an "act" decision asks about would do nothing now (a heal at full
    health, EX gained with a full gauge and nothing to upgrade, "every fighter stands up" with no
    one stunned, a draw with no style cards left), or None. Its cost is paid already."""
    task = r.s["stack"][-1] if r.s["stack"] else None
    if task is None or task.get("kind") != "acts" or task["seat"] != seat:
        return None
    acts = r.acts_of(task["source"])
    if task["act_index"] >= len(acts):
        return None
    return _act_futile(r, task, acts[task["act_index"]], r.fighters[seat], "resolve")


def _act_futile(r, task, act, f, kind: str) -> str | None:
    """Why one action would do nothing now, or None. Paying for an ability or a critical art puts
    cards on the discard pile (a draw finds cards); a critical art spends EX (EX gained is kept)."""
    if not act_options(r, task, act):
        return NOTHING_TO_DO.get(act.icon, "cannot be resolved now").removeprefix("has ")
    ex = f["ex"] - (EX_COST["critical"] if kind == "critical" else 0)
    if act.icon == "ex":
        return _ex_futile(r, f, ex, 1)
    if act.icon != "effect":
        return None
    name, args = act.effect, act.args
    if name == "heal" and f["health"] >= MAX_HEALTH:
        return "already at full health"
    if name == "draw" and not f["deck"] and not f["discard"] and kind not in ("ability", "critical"):
        return "no style cards left to draw"
    if name == "gain_ex":
        return _ex_futile(r, f, ex, args.get("amount", 1))
    if name == "stand_all" and not any(x["stunned"] for x in r.fighters):
        return "no fighter is stunned"
    return None


def _ex_futile(r, f, ex, n) -> str | None:
    """EX gained with a full gauge is lost, unless an ability is left to upgrade (EX Tokens)."""
    if ex >= MAX_EX and n > 0 and all_upgraded(r.box.fighters[f["id"]], f):
        return "EX gauge already full"
    return None


def _reroll_futile(r) -> str | None:
    """A reroll can only risk the attack when the roll already defeats every target and its excess
    successes (*Defeating Enemies*) already reach every other enemy in those spaces that more
    successes could reach: the attack's result cannot get better, the EX would be spent for nothing."""
    task = next((t for t in reversed(r.s["stack"]) if t.get("kind") == "attack" and t.get("stage") == "reroll"), None)
    if task is None:
        return None
    total, need, spaces = sum(task["roll"]), [], set()
    for eid in task["targets"]:
        e = r.s["enemies"].get(eid)
        if e is not None and e["space"] is not None:
            need.append(r.enemy_health(e, task["icon"]))
            spaces.add(e["space"])
    if not need or total < max(need):
        return None
    left = total - max(need)
    for e in r.enemies_on_map():
        if e["space"] in spaces and e["id"] not in task["targets"] and r.targetable(e) \
                and r.enemy_health(e, task["icon"]) > left:
            return None          # more successes would carry over onto it
    return SAFE_ROLL
