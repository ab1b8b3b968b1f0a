"""Enemy movement (rulebook *Enemy Movement*, with the Street Masters *Blocked & Occupied Spaces*
clarifications): which fighter an enemy targets, the order enemies activate, where a move ends,
where a pull lands, room in a space, and the preview of the coming moves."""
from __future__ import annotations

from .actions import Action, Decision

# the distance an enemy's attack (or pull/push) needs from its target, (nearest, farthest)
TARGETING = {"melee": (0, 0), "stun": (0, 0), "poison": (0, 0), "pull": (0, 0),
             "short": (1, 1), "push": (1, 1), "long": (1, 2)}


class EnemyMovement:
    # --- targets and the order of activations (Nemesis Phase) ---------------------------
    def minion_order(self) -> list:
        """Minion Activations: standard minions first, then elites, each in reading order."""
        return sorted((e for e in self.enemies_on_map() if e["kind"] in ("standard", "elite")),
                      key=lambda e: (e["kind"] != "standard", self.board.index[e["space"]], _num(e["id"])))

    def activation_order(self) -> list:
        """Enemy ids in the order they activate in the nemesis phase, from the board as it stands:
        minions, then the active player's rivals on the map (Nemesis Phase); the nemesis card follows."""
        rivals = [r for r in self.fighters[self.s["active"]]["rivals"] if self.s["enemies"][r]["space"] is not None]
        return [e["id"] for e in self.minion_order()] + rivals

    def choose_target(self, task, e):
        """Fix the fighter this activation targets (Minion and Rival Activations)."""
        if task["mode"] == "rival":
            task["target"] = e["seat"]
            return None
        if task["mode"] == "nemesis":
            task["target"] = self.s["active"]
            return None
        d = self.board.dist[e["space"]]
        best = min(d.get(f["space"], 99) for f in self.fighters)
        tied = [f["seat"] for f in self.fighters if d.get(f["space"], 99) == best]
        if len(tied) == 1:
            task["target"] = tied[0]
            return None
        if self.s["setup"]["tie_break"] == "ask":
            seat = self.s["active"]
            return Decision("tiebreak", seat, f"P{seat + 1}: {self.enemy_name(e)} is equally near "
                            f"{', '.join(f'P{t + 1}' for t in tied)}; choose its target",
                            tuple(Action(seat, "choose_target", (f"F{t + 1}",)) for t in tied))
        n = len(self.fighters)
        task["target"] = min(tied, key=lambda t: (t - self.s["active"]) % n)
        return None

    def preview_moves(self) -> list:
        """Where each enemy activating in the coming nemesis phase would move, from the board as
        it stands (minions, standard first, then the active player's rivals): [{"who", "target",
        "frm", "to", "path"}]. For the players' planning; enemies moving earlier can change it,
        and the nemesis card is not known yet."""
        out = []
        for e in [self.s["enemies"][eid] for eid in self.activation_order()]:
            if e["kind"] == "rival":
                task = self.enemy_task(e["id"], ["rival", e["rival"], e["round"]], "rival")
            else:
                task = self.enemy_task(e["id"], ["minion", e["kind"]], "nearest")
            if self.choose_target(task, e) is not None:  # a tie the players will decide: default rule
                n = len(self.fighters)
                d = self.board.dist[e["space"]]
                best = min(d.get(f["space"], 99) for f in self.fighters)
                task["target"] = min((f["seat"] for f in self.fighters if d.get(f["space"], 99) == best),
                                     key=lambda t: (t - self.s["active"]) % n)
            acts = self.enemy_acts(task["src"])
            move = next((i for i, a in enumerate(acts) if a.icon == "move"), None)
            entry = {"who": e["id"], "target": f"F{task['target'] + 1}", "frm": e["space"], "to": e["space"],
                     "path": [e["space"]]}
            if move is not None:
                for a in acts[:move]:
                    if a.icon == "boost":
                        task["boost"] += 1
                target_space, steps, lo, hi = self.move_plan(task, e, acts[move], acts[move + 1:])
                dest = self.enemy_destination(e, target_space, steps, lo, hi)
                if dest is not None:
                    entry["to"] = dest
                    entry["path"] = [e["space"]] + self.board.enemy_path(e["space"], dest, steps)
            out.append(entry)
        return out

    # --- where a move ends ----------------------------------------------------------------
    def move_plan(self, task, e, act, rest):
        """(target space, steps, lo, hi) of an enemy move icon."""
        value = act.value + act.boost + task["boost"]
        p = self.enemy_passive(e)
        if p and p.effect == "swift":
            value += p.args["amount"]
        lo, hi = next((TARGETING[a.icon] for a in rest if a.icon in TARGETING), (0, 0))
        return self.fighters[task["target"]]["space"], value, lo, hi

    def enemy_destinations(self, e, target_space, steps, lo, hi) -> list:
        """Where an enemy may end this move, the automatic choice first.

        It takes a shortest route (through spaces enemies may enter) toward the nearest
        space from which it is in range [lo, hi] of target_space, and stops as soon as it is
        in range. Equally short routes can end on different spaces: all are listed, so the
        players can be asked (setting tie_break: ask). Blocked and occupied spaces follow the
        Street Masters clarifications (docs/rules.md, *Enemy movement*)."""
        out = []
        for dest in self._destinations(e, target_space, steps, lo, hi):
            if dest not in out:
                out.append(dest)
        return out

    def enemy_destination(self, e, target_space, steps, lo, hi):
        """The automatic choice of enemy_destinations (None: it stays), without listing the others."""
        return next(self._destinations(e, target_space, steps, lo, hi), None)

    def _destinations(self, e, target_space, steps, lo, hi):
        """enemy_destinations' candidates in order, occupied ones replaced by the nearest with room."""
        b = self.board
        here = e["space"]
        if lo <= b.distance(here, target_space) <= hi or steps <= 0:
            return
        reach = b.enemy_dist[here]
        to_target = b.dist[target_space]
        goals = [sp for sp in reach if lo <= to_target.get(sp, 99) <= hi]
        if goals:
            best = min(reach[sp] for sp in goals)
            tied = [sp for sp in goals if reach[sp] == best]
        else:  # cannot get in range: get as near as the blocked spaces allow
            best = min((to_target.get(sp, 99), reach[sp]) for sp in reach)
            tied = [sp for sp in reach if (to_target.get(sp, 99), reach[sp]) == best]
        first = min(tied, key=b.index.get)
        path = b.enemy_path(here, first, steps)
        yield from self._with_room(e, path[-1] if path else here, target_space, steps)
        for goal in sorted(tied, key=b.index.get):
            dist_goal, to_goal = reach[goal], b.enemy_dist[goal]
            k = min(steps, dist_goal)
            for dest in sorted((sp for sp, d in reach.items() if d == k and to_goal.get(sp, 99) == dist_goal - k),
                               key=b.index.get):
                yield from self._with_room(e, dest, target_space, steps)

    def _with_room(self, e, dest, target_space, steps):
        if dest == e["space"]:
            return
        if not self.has_room(dest, e["id"]):
            dest = self.nearest_room(e, dest, target_space, steps)
            if dest is None:
                return
        yield dest

    def nearest_room(self, e, dest, target_space, steps):
        """Occupied space: the space nearest both it and the target that has room (Street Masters)."""
        b = self.board
        here = e["space"]
        options = [sp for sp, d in b.enemy_dist[here].items()
                   if d <= steps and sp != here and self.has_room(sp, e["id"])]
        if not options:
            return None
        alt = min(options, key=lambda sp: (b.distance(sp, dest) + b.distance(sp, target_space),
                                           b.distance(sp, target_space), b.index[sp]))
        return alt if b.distance(alt, target_space) < b.distance(here, target_space) else None

    def move_enemy(self, e, dest, steps, seat) -> None:
        frm = e["space"]
        path = self.board.enemy_path(frm, dest, steps)
        e["space"] = dest
        self.log(f"{self.enemy_name(e)} moves {frm} -> {dest} toward P{seat + 1}.", auto=True, kind="move",
                 who=e["id"], frm=frm, to=dest, path=[frm] + path)

    def has_room(self, space, mover) -> bool:
        cap = self.board.capacity.get(space)
        if cap is None:
            return True
        return len([f for f in self.figures_in(space) if f != mover]) < cap

    def pull_destination(self, space):
        """Enemy Pull: to an adjacent space, toward the nearest enemy not in the fighter's space."""
        others = [o["space"] for o in self.enemies_on_map() if o["space"] != space]
        if not others:
            return None
        d = self.board.dist[space]
        near = min(d.get(sp, 99) for sp in others)
        goals = [sp for sp in others if d.get(sp, 99) == near]
        best = None
        for adj in self.board.adjacent[space]:
            score = min(self.board.distance(adj, g) for g in goals)
            if best is None or score < best[0]:
                best = (score, adj)
        return best[1] if best else None


def _num(eid: str) -> int:
    digits = "".join(ch for ch in eid if ch.isdigit())
    return int(digits) if digits else 0
