"""Attacks (rulebook *Defeating Enemies*, *Modifying Cards and Actions*): targets, dice,
rerolls, successes against health, excess successes, rewards, rivals changing hands,
the nemesis health track."""
from __future__ import annotations

from ..content.model import Act
from .actions import Action, Decision

REWARD = {"standard": 1, "elite": 2, "rival": 3}


def fid_of(seat: int) -> str:
    return f"F{seat + 1}"


class AttackRules:
    # --- attacks (Defeating Enemies) -----------------------------------------
    def add_target(self, attack, eid):
        attack["targets"].append(eid)
        e = self.s["enemies"][eid]
        seat = attack["seat"]
        if e["kind"] == "rival" and e["seat"] != seat:
            old = e["seat"]
            self.fighters[old]["rivals"].remove(eid)
            self.fighters[seat]["rivals"].append(eid)
            e["seat"] = seat
            self.log(f"{self.name_of(eid)} is now P{seat + 1}'s rival (was P{old + 1}'s).", auto=True, kind="rival")
        if attack["mod"] == "daze":
            e["skip"] = True

    def step_attack(self, task):
        seat = task["seat"]
        f = self.fighters[seat]
        if task["stage"] == "target":
            more = []
            if len(task["targets"]) < task["max"]:
                act = Act(task["icon"], task["dice"], effect=task["mod"], params=tuple(map(tuple, task["params"])))
                more = self.targets_in_range(f["space"], act, exclude=task["targets"])
            if not more:
                self.roll_attack(task)
                return None
            return Decision("target", seat, f"P{seat + 1}: choose up to {task['max'] - len(task['targets'])} more "
                            f"target(s), or roll", (Action(seat, "roll"),) +
                            tuple(Action(seat, "target", (e,)) for e in more))
        if task["stage"] == "reroll":
            if f["ex"] >= 1 and any(v < max(self.box.dice.faces) for v in task["roll"]):
                opts = [Action(seat, "keep")] + [Action(seat, "reroll", (i,)) for i, v in enumerate(task["roll"])
                                                 if v < max(self.box.dice.faces)]
                return Decision("reroll", seat, f"P{seat + 1}: rolled {sum(task['roll'])} success(es) "
                                f"{task['roll']}; spend 1 EX to reroll a die, or keep", tuple(opts))
            self.resolve_attack(task)
            return None
        if task["stage"] == "excess":
            opts = [Action(seat, "excess", (e,)) for e in self.excess_candidates(task)]
            if not opts:
                self.finish_attack(task)
                return None
            return Decision("excess", seat, f"P{seat + 1}: {task['left']} excess success(es): damage another enemy "
                            f"in the same space, or done", (Action(seat, "done"),) + tuple(opts))
        raise RuntimeError(f"attack stage {task['stage']}")

    def on_attack(self, task, action):
        seat = task["seat"]
        if action.kind == "target":
            self.add_target(task, action.args[0])
        elif action.kind == "roll":
            self.roll_attack(task)
        elif action.kind == "keep":
            self.resolve_attack(task)
        elif action.kind == "reroll":
            i = action.args[0]
            self.fighters[seat]["ex"] -= 1
            old = task["roll"][i]
            task["roll"][i] = self.roll_die()
            task["rerolled"] += 1
            self.log(f"P{seat + 1} spends 1 EX to reroll a {old}: {task['roll'][i]}.", kind="reroll",
                     who=fid_of(seat), dice=list(task["roll"]))
        elif action.kind == "excess":
            eid = action.args[0]
            h = self.enemy_health(self.s["enemies"][eid], task["icon"])
            task["left"] -= h
            task["hit"].append(eid)
            task["spaces"].append(self.s["enemies"][eid]["space"])
            self.log(f"{h} excess success(es) damage {self.name_of(eid)}.", kind="hit", who=eid)
            self.damage_enemy(eid, seat)
        elif action.kind == "done":
            self.finish_attack(task)

    def roll_die(self) -> int:
        if self.s["forced_dice"]:
            return self.s["forced_dice"].pop(0)
        faces = self.box.dice.faces
        return faces[self.rand(len(faces))]

    def roll_attack(self, task):
        task["roll"] = [self.roll_die() for _ in range(task["dice"])]
        task["stage"] = "reroll"
        self.s["stats"]["attacks"] += 1
        self.s["stats"]["dice_rolled"] += task["dice"]
        names = ", ".join(self.name_of(t) for t in task["targets"])
        self.log(f"P{task['seat'] + 1} attacks {names} ({task['icon']} {task['dice']}): rolls {task['roll']} = "
                 f"{sum(task['roll'])} success(es).", kind="roll", who=fid_of(task["seat"]),
                 targets=list(task["targets"]), dice=list(task["roll"]))

    def resolve_attack(self, task):
        seat = task["seat"]
        total = sum(task["roll"])
        need = []
        for eid in task["targets"]:
            e = self.s["enemies"].get(eid)
            if e is None or e["space"] is None:
                continue
            need.append((eid, self.enemy_health(e, task["icon"])))
        hits = [(eid, h) for eid, h in need if total >= h]
        task["stage"] = "excess"
        task["left"] = total - max((h for _, h in hits), default=total) if hits else 0
        for eid, h in need:
            if total < h:
                self.log(f"The attack on {self.name_of(eid)} fails ({total} of {h}).", auto=True, kind="miss", who=eid)
                p = self.enemy_passive(self.s["enemies"][eid])
                if p and p.effect == "thorns" and task["icon"] == "melee":
                    self.deal_damage(seat, p.args["damage"], f"{self.name_of(eid)}'s thorns")
        for eid, h in hits:
            task["hit"].append(eid)
            task["spaces"].append(self.s["enemies"][eid]["space"])
            self.log(f"The attack damages {self.name_of(eid)} ({total} of {h}).", auto=True, kind="hit", who=eid)
            self.damage_enemy(eid, seat)

    def excess_candidates(self, task) -> list:
        if task["left"] <= 0 or self.is_over():
            return []
        spaces = set(task["spaces"])
        out = []
        for e in self.enemies_on_map():
            if e["space"] in spaces and e["id"] not in task["hit"] and self.targetable(e) \
                    and self.enemy_health(e, task["icon"]) <= task["left"]:
                out.append(e["id"])
        return out

    def finish_attack(self, task):
        seat = task["seat"]
        if task["mod"] == "knockback":
            me = self.fighters[seat]["space"]
            for eid in task["targets"]:
                e = self.s["enemies"].get(eid)
                if e and e["space"] is not None:
                    away = max(self.board.adjacent[e["space"]], key=lambda sp: (self.board.distance(me, sp), -self.board.index[sp]),
                               default=None)
                    if away and self.board.distance(me, away) > self.board.distance(me, e["space"]):
                        frm = e["space"]
                        self.move_figure(eid, away, by=seat)
                        self.log(f"{self.name_of(eid)} is knocked back {frm} -> {away}.", auto=True, kind="move",
                                 who=eid, frm=frm, to=away)
        if task["mod"] == "lifesteal" and task["hit"]:
            self.heal(seat, 1)
        self.s["stack"].remove(task)

    def damage_enemy(self, eid, seat) -> None:
        """Apply a successful attack (or a hazard) to an enemy; rewards go to `seat`."""
        e = self.s["enemies"][eid]
        kind = e["kind"]
        if kind == "nemesis":
            nem = self.s["nemesis"]
            if nem["track"] >= len(self.nem.health_track) - 1:
                self.end("fighters", f"{self.nem.name} is defeated! The fighters win.")
                return
            nem["track"] += 1
            self.log(f"{self.nem.name}'s health tracker moves to space {nem['track'] + 1} of "
                     f"{len(self.nem.health_track)}.", auto=True, kind="track")
            if nem["track"] == len(self.nem.health_track) - 1 and not nem["critical_done"]:
                nem["critical_done"] = True
                self.log(f"{self.nem.name} unleashes the critical ability {self.nem.critical.name}!", auto=True,
                         kind="critical")
                self.s["stack"].append({"t": "nrows", "src": ["critical"], "row": 0})
            return
        if kind == "rival" and e["round"] == 1:
            e["round"] = 2
            self.log(f"{self.name_of(eid)} flips to Round 2.", auto=True, kind="rival")
            return
        space = e["space"]
        e["space"] = None
        if kind in ("standard", "elite"):
            del self.s["enemies"][eid]
            self.s["supply"][kind] += 1
        else:
            e["defeated"] = True
            for f in self.fighters:
                if eid in f["rivals"]:
                    f["rivals"].remove(eid)
        self.log(f"{self.name_of(eid) if kind == 'rival' else self.group.side(kind).name} is defeated.",
                 auto=True, kind="defeat", who=eid, at=space)
        if seat is not None:
            self.s["stats"]["enemies_defeated"][seat] += 1
            self.fighters[seat]["defeated"] += 1
            self.log(f"P{seat + 1} gains {REWARD[kind]} EX.", auto=True, kind="ex", who=fid_of(seat))
            self.gain_ex(seat, REWARD[kind])
        side = self.group.side(kind) if kind in ("standard", "elite") else self.box.rivals[e["rival"]].r2
        if side.passive and side.passive.effect == "explode":
            for f in self.fighters_in(space):
                self.deal_damage(f["seat"], side.passive.args["damage"], f"{side.name} explodes")
