"""EX Tokens: EX beyond 3 may upgrade an ability at once (flip it), or is lost."""
from __future__ import annotations

from ..actions import Action, Decision
from ..attacks import fid_of
from ..constants import MAX_EX
from .base import Task


class Overflow(Task):
    kind = "overflow"

    def advance(self, r, task):
        seat = task["seat"]
        f = r.fighters[seat]
        opts = [Action(seat, "flip", (ab.id,)) for ab in r.box.fighters[f["id"]].abilities
                if ab.id not in f["upgraded"]]
        if not opts:
            r.s["stack"].remove(task)
            return None
        return Decision("overflow", seat, f"P{seat + 1}: EX overflows ({task['total']}); upgrade an ability now "
                        f"for 3 EX, or keep 3", (Action(seat, "decline"),) + tuple(opts))

    def apply(self, r, task, action):
        seat = task["seat"]
        f = r.fighters[seat]
        r.s["stack"].remove(task)
        if action.kind == "flip":
            f["ex"] = min(MAX_EX, task["total"] - 3)
            ab = r.upgrade(seat, action.args[0])
            if not r.quiet:
                r.log(f"P{seat + 1} upgrades {ab.name} with overflowing EX.", kind="upgrade", who=fid_of(seat))
        else:
            f["ex"] = MAX_EX
