"""Nemesis Phase: minions activate, then the active player's rivals, then a nemesis card is drawn;
at its end the next player's turn begins and the stage's loss conditions are checked."""
from __future__ import annotations

from .. import effects
from .base import Task


class NemesisPhase(Task):
    kind = "nemesis_phase"

    def advance(self, r, task):
        step = task["step"]
        task["step"] += 1
        stack = r.s["stack"]
        if step == 0:
            for e in reversed(r.minion_order()):
                stack.append(r.enemy_task(e["id"], ["minion", e["kind"]], "nearest"))
            return None
        if step == 1:
            seat = r.s["active"]
            for rid in reversed(r.fighters[seat]["rivals"]):
                e = r.s["enemies"][rid]
                if e["space"] is not None:
                    stack.append(r.enemy_task(rid, ["rival", e["rival"], e["round"]], "rival"))
            return None
        if step == 2:
            r.nemesis_draw(advance=False)
            return None
        stack.pop()
        effects.check_loss(r, "nemesis_phase_end")
        if not r.is_over():
            effects.check_loss(r, "turn_end")  # before the next turn begins: a lost game has no next turn
        if r.is_over():
            return None
        n = len(r.fighters)
        r.s["active"] = (r.s["active"] + 1) % n
        r.s["turn"] += 1
        stack.append({"kind": "fighter_phase"})
        seat = r.s["active"]
        if not r.quiet:             # (a quiet game writes no entry: Game.sample)
            r.log(f"Turn {r.s['turn']}: P{seat + 1} ({r.box.fighters[r.fighters[seat]['id']].name}) "
                  f"is the active player.", auto=True, kind="turn")
        return None
