"""Enemy movement (rulebook *Enemy Movement*, with the Street Masters *Blocked & Occupied Spaces*
clarifications): which fighter an enemy targets, the order enemies activate, where a move ends,
where a pull lands, room in a space, and the preview of the coming moves."""
from __future__ import annotations

from functools import lru_cache

from ..content import catalog
from .actions import Action, Decision


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
        tied = self.nearest_fighters(e)
        if len(tied) > 1 and self.s["setup"]["tie_break"] == "ask":
            seat = self.s["active"]
            return Decision("tiebreak", seat, f"P{seat + 1}: {self.enemy_name(e)} is equally near "
                            f"{', '.join(f'P{t + 1}' for t in tied)}; choose its target",
                            tuple(Action(seat, "choose_target", (f"F{t + 1}",)) for t in tied))
        task["target"] = tied[0]
        return None

    def nearest_fighters(self, e) -> list:
        """The seats of the fighters nearest a minion, the automatic choice first: the active player,
        then the next players clockwise."""
        d = self.board.dist[e["space"]]
        best = min(d.get(f["space"], 99) for f in self.fighters)
        n = len(self.fighters)
        return sorted((f["seat"] for f in self.fighters if d.get(f["space"], 99) == best),
                      key=lambda t: (t - self.s["active"]) % n)

    def pending_tie(self, task):
        """The tie an enemy activation waits for the players to decide (setting tie_break: ask), for
        decision.context: {"tie": "target", "candidates": fighters} or {"tie": "space", "candidates":
        spaces, "toward": the target's space, "full": the full spaces it was heading for}; else None."""
        e = self.s["enemies"].get(task["enemy"])
        if e is None or e["space"] is None or self.s["setup"]["tie_break"] != "ask":
            return None
        if task["target"] is None:
            tied = self.nearest_fighters(e) if task["mode"] == "nearest" else []
            return {"tie": "target", "candidates": tuple(f"F{t + 1}" for t in tied)} if len(tied) > 1 else None
        acts = self.enemy_acts(task["source"])
        if task["act_index"] >= len(acts) or acts[task["act_index"]].icon != "move":
            return None
        return self.space_tie(task, e, acts[task["act_index"]], acts[task["act_index"] + 1:])

    def space_tie(self, task, e, act, rest):
        """Where this move may end when the players decide: None when only one space (or none) is possible."""
        target_space, steps, lo, hi = self.move_plan(task, e, act, rest)
        spaces, full = self.end_choices(e, target_space, steps, lo, hi)
        if len(spaces) < 2:
            return None
        return {"tie": "space", "candidates": tuple(spaces), "toward": target_space, "full": tuple(full)}

    def preview_moves(self) -> list:
        """Where each enemy activating in the coming nemesis phase would move, from the board as
        it stands (minions, standard first, then the active player's rivals): [{"who", "target",
        "frm", "to", "path", "choices"}]. Where the players will decide a tie (tie_break: ask) it shows
        the automatic choice, and "choices" lists the spaces they may pick (else it is empty). For
        the players' planning; enemies moving earlier can change it, and the nemesis card is not
        known yet."""
        out = []
        for e in [self.s["enemies"][eid] for eid in self.activation_order()]:
            if e["kind"] == "rival":
                task = self.enemy_task(e["id"], ["rival", e["rival"], e["round"]], "rival")
                task["target"] = e["seat"]
            else:
                task = self.enemy_task(e["id"], ["minion", e["kind"]], "nearest")
                task["target"] = self.nearest_fighters(e)[0]  # a tie the players will decide: default rule
            acts = self.enemy_acts(task["source"])
            move = next((i for i, a in enumerate(acts) if a.icon == "move"), None)
            entry = {"who": e["id"], "target": f"F{task['target'] + 1}", "from": e["space"], "to": e["space"],
                     "path": [e["space"]], "choices": ()}
            if move is not None:
                for a in acts[:move]:
                    if a.icon == "boost":
                        task["boost"] += 1
                target_space, steps, lo, hi = self.move_plan(task, e, acts[move], acts[move + 1:])
                dest = self.enemy_destination(e, target_space, steps, lo, hi)
                if dest is not None:
                    entry["to"] = dest
                    entry["path"] = [e["space"]] + self.board.enemy_path(e["space"], dest, steps)
                tie = self.space_tie(task, e, acts[move], acts[move + 1:]) \
                    if self.s["setup"]["tie_break"] == "ask" else None
                if tie:
                    entry["choices"] = tie["candidates"]
            out.append(entry)
        return out

    # --- where a move ends ----------------------------------------------------------------
    def move_plan(self, task, e, act, rest):
        """(target space, steps, lo, hi) of an enemy move icon."""
        value = act.value + act.boost + task["boost"]
        p = self.enemy_passive(e)
        if p and p.effect == "swift":
            value += p.args["amount"]
        lo, hi = attack_range(rest)
        return self.fighters[task["target"]]["space"], value, lo, hi

    def enemy_destinations(self, e, target_space, steps, lo, hi) -> list:
        """Where an enemy may end this move, the automatic choice first (see end_choices)."""
        return self.end_choices(e, target_space, steps, lo, hi)[0]

    def end_choices(self, e, target_space, steps, lo, hi) -> tuple:
        """(spaces, full): every space where an enemy may end this move, the automatic choice first,
        and the full spaces it was heading for (Street Masters: Blocked & Occupied Spaces).

        It takes a shortest route (through spaces enemies may enter) toward the nearest space from
        which it is in range [lo, hi] of target_space, and stops as soon as it is in range. Equally
        short routes can end on different spaces, and a route ending on a full space ends instead on
        the spaces nearest both that space and the target: all are listed, so the players can be
        asked (setting tie_break: ask; docs/rules.md, *Enemy movement*)."""
        out, full = [], []
        for dest, heading in self._destinations(e, target_space, steps, lo, hi, every=True):
            if dest not in out:
                out.append(dest)
            if heading is not None and heading not in full:
                full.append(heading)
        return out, full

    def enemy_destination(self, e, target_space, steps, lo, hi):
        """The automatic choice of enemy_destinations (None: it stays), without listing the others."""
        return next((dest for dest, _ in self._destinations(e, target_space, steps, lo, hi)), None)

    def _destinations(self, e, target_space, steps, lo, hi, every=False):
        """end_choices' candidates in order as (space, the full space it replaces or None); with
        `every`, each full space is replaced by all its equally near spaces with room, else by the first."""
        b = self.board
        here = e["space"]
        if lo <= b.distance(here, target_space) <= hi or steps <= 0:
            return
        tied = b.enemy_goals(here, target_space, lo, hi)       # in reading order
        path = b.enemy_path(here, tied[0], steps)
        yield from self._with_room(e, path[-1] if path else here, target_space, steps, every)
        reach = b.enemy_dist[here]
        for goal in tied:
            dist_goal, to_goal = reach[goal], b.enemy_dist[goal]
            k = min(steps, dist_goal)
            for dest in sorted((sp for sp, d in reach.items() if d == k and to_goal.get(sp, 99) == dist_goal - k),
                               key=b.index.get):
                yield from self._with_room(e, dest, target_space, steps, every)

    def _with_room(self, e, dest, target_space, steps, every):
        if dest == e["space"]:
            return
        if self.has_room(dest, e["id"]):
            yield dest, None
            return
        rooms = self.room_choices(e, dest, target_space, steps)
        for alt in rooms if every else rooms[:1]:
            yield alt, dest

    def room_choices(self, e, dest, target_space, steps) -> list:
        """Occupied space (Street Masters): the spaces nearest both it and the target (fewest steps to
        each, added up) that have room and bring the enemy nearer its target; the automatic choice
        first (the one nearer the target, then reading order). Empty: the enemy stays."""
        b = self.board
        here = e["space"]
        near = b.distance(here, target_space)
        options = [sp for sp, d in b.enemy_dist[here].items()
                   if d <= steps and sp != here and self.has_room(sp, e["id"])]
        if not options:
            return []
        best = min(b.distance(sp, dest) + b.distance(sp, target_space) for sp in options)
        tied = [sp for sp in options if b.distance(sp, dest) + b.distance(sp, target_space) == best
                and b.distance(sp, target_space) < near]
        return sorted(tied, key=lambda sp: (b.distance(sp, target_space), b.index[sp]))

    def move_enemy(self, e, dest, steps, seat) -> None:
        frm = e["space"]
        e["space"] = dest
        if self.quiet:
            return
        path = self.board.enemy_path(frm, dest, steps)
        self.log_move(f"{self.enemy_name(e)} moves {self.space_name(frm)} -> {self.space_name(dest)} toward P{seat + 1}.", e["id"], frm,
                      dest, [frm] + path, auto=True)

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


def attack_range(rest) -> tuple:
    """Minion and Rival Activations, Movement: "An enemy will stop moving once it is in range of
    attacking its target": the range (nearest, farthest) of the next attack in the rest of the row.
    Push, pull, stun and poison are not attacks; with no attack left the enemy goes to the target's
    space (docs/rules.md, *How far an enemy moves*)."""
    return next((catalog.ATTACK_RANGE[a.icon] for a in rest if a.icon in catalog.ATTACKS), (0, 0))


@lru_cache(maxsize=4096)
def _num(eid: str) -> int:
    """The number in a figure's id ("m12" -> 12; none: 0), for the reading order of equal spaces."""
    digits = "".join(ch for ch in eid if ch.isdigit())
    return int(digits) if digits else 0
