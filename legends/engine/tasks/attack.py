"""Attacks (rulebook *Defeating Enemies*, *Modifying Cards and Actions*): choosing targets,
rolling, rerolls with EX, damage against health, excess successes, attack modifiers."""
from __future__ import annotations

from ...content.catalog import ATTACK_RANGE, plural
from ..actions import Action, Decision
from ..attacks import fid_of
from .base import UNWORDED, Task


class Attack(Task):
    """An attack being resolved: stage "target" (add targets or roll), "reroll", "excess"."""
    kind = "attack"

    def advance(self, r, task):
        seat = task["seat"]
        f = r.fighters[seat]
        if task["stage"] == "target":
            more = []
            if len(task["targets"]) < task["max_targets"]:
                lo, hi = ATTACK_RANGE[task["icon"]]             # as targets_in_range reads the attack's Act
                if task["effect"] == "reach":
                    hi += dict(map(tuple, task["params"])).get("amount", 1)
                more = r.targets_within(f["space"], lo, hi, exclude=task["targets"])
            if not more:
                roll_attack(r, task)
                return None
            prompt = UNWORDED if r.quiet else \
                f"P{seat + 1}: choose up to {plural(task['max_targets'] - len(task['targets']), 'more target')}, or roll"
            return Decision("target", seat, prompt, (Action(seat, "roll"),) +
                            tuple(Action(seat, "target", (e,)) for e in more))
        if task["stage"] == "reroll":
            top = max(r.box.dice.faces)
            if f["ex"] >= 1 and any(v < top for v in task["roll"]):
                opts = [Action(seat, "keep")] + [Action(seat, "reroll", (i,)) for i, v in enumerate(task["roll"])
                                                 if v < top]
                return Decision("reroll", seat, UNWORDED if r.quiet else f"P{seat + 1}: rolled "
                                f"{plural(sum(task['roll']), 'success')} {task['roll']}; spend 1 EX to reroll a die, or keep",
                                tuple(opts))
            resolve_attack(r, task)
            return None
        if task["stage"] == "excess":
            opts = [Action(seat, "excess", (e,)) for e in excess_candidates(r, task)]
            if not opts:
                finish_attack(r, task)
                return None
            return Decision("excess", seat, f"P{seat + 1}: {plural(task['left'], 'excess success')}: damage another "
                            "enemy in the same space, or done", (Action(seat, "done"),) + tuple(opts))
        raise RuntimeError(f"attack stage {task['stage']}")

    def apply(self, r, task, action):
        seat = task["seat"]
        if action.kind == "target":
            r.add_target(task, action.args[0])
        elif action.kind == "roll":
            roll_attack(r, task)
        elif action.kind == "keep":
            resolve_attack(r, task)
        elif action.kind == "reroll":
            i = action.args[0]
            r.fighters[seat]["ex"] -= 1
            old = task["roll"][i]
            task["roll"][i] = r.roll_die()
            task["rerolled"] += 1
            if not r.quiet:
                r.log(f"P{seat + 1} spends 1 EX to reroll a {old}: {task['roll'][i]}.", kind="reroll",
                      who=fid_of(seat), dice=list(task["roll"]))
        elif action.kind == "excess":
            eid = action.args[0]
            h = r.enemy_health(r.s["enemies"][eid], task["icon"])
            task["left"] -= h
            task["hit"].append(eid)
            task["spaces"].append(r.s["enemies"][eid]["space"])
            if not r.quiet:
                r.log(f"{plural(h, 'excess success')} damage{'s' if h == 1 else ''} {r.name_of(eid)}.", kind="hit", who=eid)
            r.damage_enemy(eid, seat)
        elif action.kind == "done":
            finish_attack(r, task)


def roll_attack(r, task):
    task["roll"] = [r.roll_die() for _ in range(task["dice"])]
    task["stage"] = "reroll"
    r.s["stats"]["attacks"] += 1
    r.s["stats"]["dice_rolled"] += task["dice"]
    if r.quiet:                     # (a quiet game writes no entry: Game.sample)
        return
    names = ", ".join(r.name_of(t) for t in task["targets"])
    r.log(f"P{task['seat'] + 1} attacks {names} ({task['icon']} {task['dice']}): rolls {task['roll']} = "
          f"{plural(sum(task['roll']), 'success')}.", kind="roll", who=fid_of(task["seat"]),
          targets=list(task["targets"]), dice=list(task["roll"]), icon=task["icon"])


def resolve_attack(r, task):
    seat = task["seat"]
    total = sum(task["roll"])
    need = []
    for eid in task["targets"]:
        e = r.s["enemies"].get(eid)
        if e is None or e["space"] is None:
            continue
        need.append((eid, r.enemy_health(e, task["icon"])))
    hits = [(eid, h) for eid, h in need if total >= h]
    if any(eid == "nemesis" for eid, _ in hits) and r.nemesis_on_last_space():
        # Defeating the Nemesis: "the players win immediately"; the attack's other targets are not resolved
        need = hits = [(eid, h) for eid, h in hits if eid == "nemesis"]
    task["stage"] = "excess"
    task["left"] = total - max((h for _, h in hits), default=total) if hits else 0
    for eid, h in need:
        if total < h:
            if not r.quiet:
                r.log(f"The attack on {r.name_of(eid)} fails ({plural(total, 'success')}, {h} needed).", auto=True,
                      kind="miss", who=eid)
            p = r.enemy_passive(r.s["enemies"][eid])
            if p and p.effect == "thorns" and task["icon"] == "melee":
                r.deal_damage(seat, p.args["damage"], f"{r.name_of(eid)}'s thorns")
    for eid, h in hits:
        if r.is_over():  # the nemesis is defeated: the players win immediately, nothing more happens
            return
        task["hit"].append(eid)
        task["spaces"].append(r.s["enemies"][eid]["space"])
        if not r.quiet:
            r.log(f"The attack damages {r.name_of(eid)} ({plural(total, 'success')}, {h} needed).", auto=True,
                  kind="hit", who=eid)
        r.damage_enemy(eid, seat)


def excess_candidates(r, task) -> list:
    if task["left"] <= 0 or r.is_over():
        return []
    spaces = set(task["spaces"])
    out = []
    for e in r.enemies_on_map():
        if e["space"] in spaces and e["id"] not in task["hit"] and r.targetable(e) \
                and r.enemy_health(e, task["icon"]) <= task["left"]:
            out.append(e["id"])
    return out


def finish_attack(r, task):
    seat = task["seat"]
    if task["effect"] == "knockback":
        me = r.fighters[seat]["space"]
        for eid in task["targets"]:
            e = r.s["enemies"].get(eid)
            if e and e["space"] is not None:
                away = max(r.board.adjacent[e["space"]], key=lambda sp: (r.board.distance(me, sp), -r.board.index[sp]),
                           default=None)
                if away and r.board.distance(me, away) > r.board.distance(me, e["space"]):
                    frm = e["space"]
                    r.move_figure(eid, away, by=seat)
                    r.log_move(f"{r.name_of(eid)} is knocked back {r.space_name(frm)} -> {r.space_name(away)}.", eid, frm, away,
                               auto=True)
    if task["effect"] == "lifesteal" and task["hit"]:
        r.heal(seat, 1)
    r.s["stack"].remove(task)
