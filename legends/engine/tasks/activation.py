"""One enemy activation (Minion and Rival Activations, Enemy Movement, Nemesis abilities): the
enemy picks its target, then resolves its activation row; ties may be asked of the players
(setting `tie_break: ask`)."""
from __future__ import annotations

from .. import effects
from ..actions import Action, Decision
from .base import Task


class Activation(Task):
    kind = "enemy"

    def advance(self, r, task):
        e = r.s["enemies"].get(task["enemy"])
        stack = r.s["stack"]
        on_map = e is not None and e["space"] is not None
        if e is None or (not on_map and e["kind"] != "nemesis"):
            stack.remove(task)
            return None
        if not task["started"]:
            if e["skip"] and task["mode"] != "nemesis":
                e["skip"] = False
                r.log(f"{r.enemy_name(e)} is dazed and skips its activation.", auto=True, kind="skip",
                      who=e["id"])
                stack.remove(task)
                return None
            if on_map and task["target"] is None:
                choice = r.choose_target(task, e)
                if choice is not None:  # asked: not started yet, so a game saved now asks again on loading
                    return choice
            task["started"] = True
        acts = r.enemy_acts(task["source"])
        depth = len(stack)
        while task["act_index"] < len(acts):
            act = acts[task["act_index"]]
            if act.icon == "move" and on_map and task["target"] is not None \
                    and r.s["setup"]["tie_break"] == "ask":
                ask = ask_destination(r, task, e, act, acts[task["act_index"] + 1:])
                if ask is not None:
                    return ask
            task["act_index"] += 1
            r.enemy_do(task, e, act, acts[task["act_index"]:])
            if r.is_over() or len(stack) != depth or stack[-1] is not task:
                return None
            if e["space"] is None and e["kind"] != "nemesis":
                break
        stack.remove(task)
        if e["space"] is not None and e["kind"] in ("standard", "elite"):
            effects.end_activation(r, e)
        return None

    def apply(self, r, task, action):
        choice = action.args[0]
        if action.kind == "choose_target":
            task["target"] = int(choice[1:]) - 1
            r.log(f"P{action.seat + 1} decides the tie: {r.name_of(task['enemy'])} targets P{choice[1:]}.",
                  kind="tiebreak")
            return
        e = r.s["enemies"][task["enemy"]]
        acts = r.enemy_acts(task["source"])
        act = acts[task["act_index"]]
        target_space, steps, lo, hi = r.move_plan(task, e, act, acts[task["act_index"] + 1:])
        task["act_index"] += 1
        task["boost"] = 0
        r.log(f"P{action.seat + 1} decides the tie: {r.enemy_name(e)} ends its move on {r.space_name(choice)}.",
              kind="tiebreak")
        r.move_enemy(e, choice, steps, task["target"])


def ask_destination(r, task, e, act, rest):
    tie = r.space_tie(task, e, act, rest)
    if tie is None:
        return None
    seat = r.s["active"]
    spaces = ", ".join(map(r.space_name, tie["candidates"]))
    if tie["full"]:
        why = (f"{', '.join(map(r.space_name, tie['full']))} is full; it can end its move on {spaces} (equally near "
               f"{'that space' if len(tie['full']) == 1 else 'those spaces'} and its target)")
    else:
        why = f"it can end its move on {spaces} (equally short routes)"
    return Decision("tiebreak", seat, f"P{seat + 1}: {r.enemy_name(e)} moves toward P{task['target'] + 1}; "
                    f"{why}; choose where", tuple(Action(seat, "choose_space", (d,)) for d in tie["candidates"]))
