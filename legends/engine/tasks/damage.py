"""Damaging a Fighter: the fighter may block 1 damage per combo-meter card discarded; at 0 health a
Round 1 fighter is KO'd and flips to Round 2 with full health; at 0 in Round 2 the game is lost."""
from __future__ import annotations

from ..actions import Action, Decision
from ..attacks import fid_of
from ..constants import MAX_HEALTH
from .base import UNWORDED, Task


class Damage(Task):
    kind = "damage"

    def advance(self, r, task):
        seat = task["seat"]
        f = r.fighters[seat]
        if task["amount"] > 0 and f["meter"]:
            return Decision("block", seat, UNWORDED if r.quiet else f"P{seat + 1}: {task['source']} deals "
                            f"{task['amount']} damage; discard a combo-meter card to cancel 1, or take it",
                            (Action(seat, "take"),) + tuple(Action(seat, "block", (c,)) for c in f["meter"]))
        take_damage(r, task)
        return None

    def apply(self, r, task, action):
        f = r.fighters[task["seat"]]
        if action.kind == "block":
            f["meter"].remove(action.args[0])
            f["discard"].append(action.args[0])
            task["amount"] -= 1
            if not r.quiet:
                r.log(f"P{task['seat'] + 1} blocks 1 damage.", kind="block", who=fid_of(task["seat"]))
        else:
            take_damage(r, task)


def take_damage(r, task):
    seat, amount = task["seat"], task["amount"]
    f = r.fighters[seat]
    r.s["stack"].remove(task)
    if amount <= 0:
        return
    f["health"] = max(0, f["health"] - amount)       # the entry shows 0, then the KO (or the loss)
    name = r.box.fighters[f["id"]].name
    if not r.quiet:                 # (a quiet game writes no entry: Game.sample)
        r.log(f"{task['source']}: P{seat + 1} ({name}) suffers {amount} damage.", auto=True, kind="damage",
              who=fid_of(seat), amount=amount)
    if f["health"] <= 0:
        if f["round"] == 1:
            f["round"] = 2
            f["health"] = MAX_HEALTH
            if not r.quiet:
                r.log(f"{name} is KO'd and flips to Round 2 with full health.", auto=True, kind="ko",
                      who=fid_of(seat))
        else:
            f["health"] = 0
            r.end("nemesis", f"{name} is defeated in Round 2. The fighters lose.")
