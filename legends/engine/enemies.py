"""Enemy helpers the tasks use: reading enemy cards, what an enemy's action does (Minion and Rival
Activations, nemesis abilities), the nemesis deck (Nemesis Cards, Advancing and Spawning the
Nemesis) and spawning minions. Where enemies go is movement.py."""
from __future__ import annotations

from ..content import catalog
from . import effects

# the distance from its target at which an enemy's pull, push, stun or poison acts
REACH = {"stun": 0, "poison": 0, "pull": 0, "push": 1}


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
        return f"{self.group.side(e['kind']).name} ({e['id'].upper()})"     # "M1", as on its token

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
    def enemy_task(self, eid, src, mode) -> dict:
        return {"kind": "enemy", "enemy": eid, "source": src, "mode": mode, "act_index": 0, "boost": 0, "target": None,
                "started": False}

    # --- one enemy activation -------------------------------------------------------
    def enemy_do(self, task, e, act, rest) -> None:
        icon = act.icon
        nemesis = self.s["nemesis"]
        if icon == "boost":
            task["boost"] += 1
            return
        if icon == "ex":
            gain = max(1, act.value)
            nemesis["ex"] += gain
            if not self.quiet:          # (a quiet game writes no entry: Game.sample)
                name = self.enemy_name(e)
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
        name = self.enemy_name(e)
        f = self.fighters[seat]
        me = f"F{seat + 1}"
        dist = self.board.distance(e["space"], f["space"])
        if icon == "move":
            return
        if icon in catalog.ATTACKS:
            lo, hi = catalog.ATTACK_RANGE[icon]
            if not lo <= dist <= hi:
                if not self.quiet:          # (a quiet game writes no entry: Game.sample)
                    self.log(f"{name}'s {icon} attack has no target in range.", auto=True, kind="miss", who=e["id"])
                return
            source = name
            if e["kind"] == "nemesis" and nemesis["ex"] > 0:
                nemesis["ex"] -= 1
                ex = self.nem.ex_ability
                if not self.quiet:
                    self.log(f"{name} spends 1 EX: {self.nem.ex_name}.", auto=True, kind="nex", who=e["id"], target=me)
                if ex.effect == "ex_power":
                    value += ex.args["amount"]
                elif ex.effect == "ex_stun":
                    f["stunned"] = True
                elif ex.effect == "ex_drain":
                    f["ex"] = max(0, f["ex"] - ex.args["amount"])
            if not self.quiet:
                self.log(f"{name} attacks P{seat + 1} ({icon} {value}).", auto=True, kind="enemy_attack", who=e["id"],
                         target=me, amount=value)
            self.deal_damage(seat, value, source)
            return
        if dist != REACH[icon]:
            if icon == "push":
                if not self.quiet:
                    self.log(f"{name}'s push finds no fighter in an adjacent space.", auto=True, kind="miss", who=e["id"])
            return
        self._close_action(e, act, name, seat)

    def _close_action(self, e, act, name, seat) -> None:
        """Stun, poison, pull or push on the target, within its reach (REACH)."""
        icon, f = act.icon, self.fighters[seat]
        me = fid = f"F{seat + 1}"
        if icon == "stun":
            f["stunned"] = True
            if not self.quiet:
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
                if not self.quiet:
                    self.log_move(f"{name} throws P{seat + 1} {self.space_name(frm)} -> {self.space_name(to)}.", fid, frm, to, auto=True)
        elif icon == "push" and self.has_room(e["space"], me):
            frm = f["space"]
            self.move_figure(me, e["space"])
            self.log_move(f"{name} drags P{seat + 1} {self.space_name(frm)} -> {self.space_name(e['space'])}.", fid, frm, e["space"],
                          auto=True)

    # --- enemy movement ---------------------------------------------------------------
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
        if not self.quiet:
            card = self.box.nemesis_card(cid)
            what = "Nemesis advances: discards" if advance else "Nemesis card"
            self.log(f"{what} {card.name} ({card.icon}): {self.nem.side(nem['round']).ability(card.icon).name}.",
                     auto=True, kind="ncard", card=cid)
        self.s["stack"].append({"kind": "ncard", "card": cid, "step": 0, "slot": 0, "advance": advance})

    def spawn_nemesis(self) -> None:
        nem = self.s["nemesis"]
        nem["on_map"] = True
        nem["round"] = 2
        nem["track"] = self.nem.start_index(len(self.fighters))
        space = self.stage.spawn_space(2)
        self.s["enemies"]["nemesis"]["space"] = space
        self.log(f"The nemesis deck is empty: {self.nem.name} spawns on spawn location 2 ({self.space_name(space)})! "
                 f"Nemesis board flips to Round 2.", auto=True, kind="nemesis_spawn", who="nemesis", to=space)

    def spawn_minion(self, kind: str, location: int) -> bool:
        """Place a minion from the supply on a spawn location. Advancing the Nemesis: "If ever a minion
        is to spawn, but cannot because there are not enough tokens of that type in the supply, the
        nemesis advances": a nemesis card's spawn window, a nemesis ability or any other effect."""
        if self.s["supply"][kind] <= 0:
            self.log(f"No {kind} minion left in the supply: the nemesis advances.", auto=True, kind="advance")
            self.nemesis_draw(advance=True)
            return False
        self.s["supply"][kind] -= 1
        eid = f"m{self.s['next_id']}"
        self.s["next_id"] += 1
        space = self.stage.spawn_space(location)
        self.s["enemies"][eid] = {"id": eid, "kind": kind, "space": space, "skip": False}
        if not self.quiet:
            self.log(f"A {self.group.side(kind).name} spawns on spawn location {location} ({self.space_name(space)}).",
                     auto=True, kind="spawn", who=eid, to=space)
        return True

def _num(eid: str) -> int:
    digits = "".join(ch for ch in eid if ch.isdigit())
    return int(digits) if digits else 0
