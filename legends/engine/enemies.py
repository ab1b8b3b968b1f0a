"""Enemy rules: Nemesis Phase, Minion and Rival Activations, enemy movement,
Nemesis Cards, Advancing the Nemesis, Spawning the Nemesis, nemesis abilities."""
from __future__ import annotations

from ..content import catalog as C
from .actions import Action, Decision
from . import effects

TARGETING = {"melee": (0, 0), "stun": (0, 0), "poison": (0, 0), "pull": (0, 0),
             "short": (1, 1), "push": (1, 1), "long": (1, 2)}


class EnemyRules:
    # --- reading enemy cards ------------------------------------------------------
    def enemy_side(self, e):
        if e["kind"] in ("standard", "elite"):
            return self.group.side(e["kind"])
        if e["kind"] == "rival":
            return self.box.rivals[e["rival"]].side(e["round"])
        return None

    def enemy_name(self, e) -> str:
        if e["kind"] == "nemesis":
            return self.nem.name
        if e["kind"] == "rival":
            return self.box.rivals[e["rival"]].name
        return f"{self.group.side(e['kind']).name} ({e['id']})"

    def enemy_passive(self, e):
        side = self.enemy_side(e)
        return side.passive if side else None

    def enemy_health(self, e, icon: str) -> int:
        """Successes needed to damage this enemy with an attack of this icon."""
        if e["kind"] == "nemesis":
            return self.nem.health_track[self.s["nemesis"]["track"]]
        side = self.enemy_side(e)
        h = side.health
        p = side.passive
        if p:
            if p.effect == "armored" and icon in ("short", "long"):
                h += p.args["amount"]
            elif p.effect == "pack" and len(self.enemies_in(e["space"])) > 1:
                h += p.args["amount"]
        return h

    def nemesis_rows(self, src):
        if src[0] == "critical":
            return self.nem.critical.rows
        return self.nem.side(src[2]).ability(src[1]).rows

    def enemy_acts(self, src) -> tuple:
        kind = src[0]
        if kind == "minion":
            return self.group.side(src[1]).activation
        if kind == "rival":
            return self.box.rivals[src[1]].side(src[2]).activation
        if kind == "nseg":
            _, which, row, start, end = src
            return self.nemesis_rows(which)[row][start:end]
        raise ValueError(f"unknown action source {src!r}")

    # --- Nemesis Phase ------------------------------------------------------------
    def minion_order(self) -> list:
        """Minion Activations: standard minions first, then elites, each in reading order."""
        return sorted((e for e in self.enemies_on_map() if e["kind"] in ("standard", "elite")),
                      key=lambda e: (e["kind"] != "standard", self.board.index[e["space"]], _num(e["id"])))

    def activation_order(self) -> list:
        """Enemy ids in the order they activate in the nemesis phase, from the board as it stands:
        minions, then the active player's rivals on the map (Nemesis Phase); the nemesis card follows."""
        rivals = [r for r in self.fighters[self.s["active"]]["rivals"] if self.s["enemies"][r]["space"] is not None]
        return [e["id"] for e in self.minion_order()] + rivals

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

    def enemy_task(self, eid, src, mode) -> dict:
        return {"t": "enemy", "eid": eid, "src": src, "mode": mode, "i": 0, "boost": 0, "target": None,
                "started": False}

    # --- one enemy activation -------------------------------------------------------
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

    def enemy_do(self, task, e, act, rest) -> None:
        icon = act.icon
        name = self.enemy_name(e)
        nemesis = self.s["nemesis"]
        if icon == "boost":
            task["boost"] += 1
            return
        if icon == "ex":
            gain = max(1, act.value)
            nemesis["ex"] += gain
            what = f"{name} gains" if e["kind"] == "nemesis" else f"{name} feeds {self.nem.name}"
            self.log(f"{what} {gain} EX (now {nemesis['ex']}).", auto=True, kind="nex", who=e["id"])
            return
        if icon == "effect":
            effects.enemy_effect(self, e, act)
            return
        if e["space"] is None:
            return
        value = act.value + act.boost + task["boost"]
        seat = task["target"]
        if icon == "move" and seat is not None:
            target_space, steps, lo, hi = self.move_plan(task, e, act, rest)
            task["boost"] = 0
            dest = self.enemy_destination(e, target_space, steps, lo, hi)
            if dest is not None:
                self.move_enemy(e, dest, steps, seat)
            return
        task["boost"] = 0
        if seat is None:
            return
        f = self.fighters[seat]
        me = fid = f"F{seat + 1}"
        dist = self.board.distance(e["space"], f["space"])
        if icon == "move":
            return
        if icon in C.ATTACKS:
            lo, hi = C.ATTACK_RANGE[icon]
            if not lo <= dist <= hi:
                self.log(f"{name}'s {icon} attack has no target in range.", auto=True, kind="miss", who=e["id"])
                return
            source = name
            if e["kind"] == "nemesis" and nemesis["ex"] > 0:
                nemesis["ex"] -= 1
                ex = self.nem.ex_ability
                self.log(f"{name} spends 1 EX: {self.nem.ex_name}.", auto=True, kind="nex", who=e["id"], target=me)
                if ex.effect == "ex_power":
                    value += ex.args["amount"]
                elif ex.effect == "ex_stun":
                    f["stunned"] = True
                elif ex.effect == "ex_drain":
                    f["ex"] = max(0, f["ex"] - ex.args["amount"])
            self.log(f"{name} attacks P{seat + 1} ({icon} {value}).", auto=True, kind="enemy_attack", who=e["id"],
                     target=me, amount=value)
            self.deal_damage(seat, value, source)
            return
        if dist != TARGETING[icon][0]:
            return
        if icon == "stun":
            f["stunned"] = True
            self.log(f"{name} stuns P{seat + 1}.", auto=True, kind="stun", who=e["id"], target=fid)
        elif icon == "poison":
            for _ in range(max(1, act.value)):
                if f["ex"] > 0:
                    f["ex"] -= 1
                    self.log(f"{name} poisons P{seat + 1}: 1 EX discarded.", auto=True, kind="poison", who=e["id"], target=fid)
                else:
                    self.log(f"{name} poisons P{seat + 1}: no EX to discard.", auto=True, kind="poison", who=e["id"], target=fid)
                    self.deal_damage(seat, 1, f"{name}'s poison")
        elif icon == "pull":
            to = self.pull_destination(f["space"])
            if to and self.has_room(to, me):
                frm = f["space"]
                self.move_figure(me, to)
                self.log(f"{name} throws P{seat + 1} {frm} -> {to}.", auto=True, kind="move", who=fid, frm=frm, to=to)
        elif icon == "push" and self.has_room(e["space"], me):
            frm = f["space"]
            self.move_figure(me, e["space"])
            self.log(f"{name} drags P{seat + 1} {frm} -> {e['space']}.", auto=True, kind="move", who=fid, frm=frm,
                     to=e["space"])

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

    # --- enemy movement ---------------------------------------------------------------
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

    def move_plan(self, task, e, act, rest):
        """(target space, steps, lo, hi) of an enemy move icon."""
        value = act.value + act.boost + task["boost"]
        p = self.enemy_passive(e)
        if p and p.effect == "swift":
            value += p.args["amount"]
        lo, hi = next((TARGETING[a.icon] for a in rest if a.icon in TARGETING), (0, 0))
        return self.fighters[task["target"]]["space"], value, lo, hi

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

    # --- Nemesis Cards ------------------------------------------------------------------
    def nemesis_draw(self, advance: bool) -> None:
        nem = self.s["nemesis"]
        if not nem["deck"]:
            if not nem["on_map"]:
                self.spawn_nemesis()
                advance = False
            nem["deck"], nem["discard"] = nem["discard"], []
            self.shuffle(nem["deck"])
            self.log(f"The nemesis discard pile is reshuffled into a new deck of {len(nem['deck'])}.", auto=True,
                     kind="reshuffle")
            if not nem["deck"]:
                return
        cid = nem["deck"].pop(0)
        self.s["draws"] += 1
        card = self.box.nemesis_card(cid)
        what = "Nemesis advances: discards" if advance else "Nemesis card"
        self.log(f"{what} {card.name} ({card.icon}): {self.nem.side(nem['round']).ability(card.icon).name}.",
                 auto=True, kind="ncard", card=cid)
        self.s["stack"].append({"t": "ncard", "card": cid, "step": 0, "slot": 0, "advance": advance})

    def spawn_nemesis(self) -> None:
        nem = self.s["nemesis"]
        nem["on_map"] = True
        nem["round"] = 2
        nem["track"] = self.nem.start_index(len(self.fighters))
        space = self.stage.spawn_space(2)
        self.s["enemies"]["nemesis"]["space"] = space
        self.log(f"The nemesis deck is empty: {self.nem.name} spawns on spawn location 2 ({space})! "
                 f"Nemesis board flips to Round 2.", auto=True, kind="nemesis_spawn", who="nemesis", to=space)

    def spawn_minion(self, kind: str, location: int) -> bool:
        if self.s["supply"][kind] <= 0:
            return False
        self.s["supply"][kind] -= 1
        eid = f"m{self.s['next_id']}"
        self.s["next_id"] += 1
        space = self.stage.spawn_space(location)
        self.s["enemies"][eid] = {"id": eid, "kind": kind, "space": space, "skip": False}
        self.log(f"A {self.group.side(kind).name} spawns on spawn location {location} ({space}).", auto=True,
                 kind="spawn", who=eid, to=space)
        return True

def _num(eid: str) -> int:
    digits = "".join(ch for ch in eid if ch.isdigit())
    return int(digits) if digits else 0
