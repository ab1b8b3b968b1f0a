"""Fighter rules: Setup (rivals), Fighter Phase, style cards, abilities, actions,
attacks and dice, EX, damage and blocking, Interact and objective tokens."""
from __future__ import annotations

from functools import lru_cache

from ..content import catalog as C
from ..content.model import Act
from .actions import Action, Decision
from . import effects
from .attacks import AttackRules

from .attacks import fid_of

from .constants import MAX_EX, MAX_HEALTH, MAX_METER


class FighterRules(AttackRules):
    FREE_ACTIONS = frozenset({"ability", "critical", "upgrade", "stand", "interact"})

    # --- Rival Setup: one at a time, each player places their rival ------------
    def step_place_rivals(self, task):
        if not task["order"]:
            self.s["stack"].pop()
            return None
        seat = task["order"][0]
        taken = {e["space"] for e in self.s["enemies"].values() if e["kind"] == "rival" and e["space"]}
        free = [n for n, sp in self.stage.spawns if sp not in taken]
        if not free:  # more rivals than spawn locations: share (docs/rules.md)
            free = [n for n, _ in self.stage.spawns]
        rid = self.fighters[seat]["rivals"][0]
        name = self.enemy_name(self.s["enemies"][rid])
        return Decision("place_rival", seat, f"P{seat + 1}: place your rival {name} on a spawn location",
                        tuple(Action(seat, "place_rival", (n,)) for n in free))

    def on_place_rivals(self, task, action):
        seat = task["order"].pop(0)
        rid = self.fighters[seat]["rivals"][0]
        space = self.stage.spawn_space(action.args[0])
        self.s["enemies"][rid]["space"] = space
        self.log(f"P{seat + 1} places rival {self.name_of(rid)} on spawn location {action.args[0]} ({space}).",
                 kind="place", who=rid, to=space)

    # --- Fighter Phase -----------------------------------------------------------
    def step_fighter_phase(self, task):
        seat = self.s["active"]
        f = self.fighters[seat]
        opts = []
        if self.s["played"] < 2 and f["hand"]:
            for cid in f["hand"]:
                opts.append(Action(seat, "play", (cid,)))
                opts.append(Action(seat, "sprint", (cid,)))
        free = self.free_actions()
        if not opts:
            if not free:
                self._end_fighter_phase(task)
                return None
            opts.append(Action(seat, "end"))
        name = self.box.fighters[f["id"]].name
        if self.s["played"] < 2 and f["hand"]:
            prompt = f"P{seat + 1} ({name}): play style card {self.s['played'] + 1} of 2"
        else:
            prompt = f"P{seat + 1} ({name}): perform abilities, or end the fighter phase"
        return Decision("main", seat, prompt, tuple(opts) + tuple(free))

    def on_fighter_phase(self, task, action):
        seat = action.seat
        f = self.fighters[seat]
        if action.kind == "end":
            self._end_fighter_phase(task)
            return
        cid = action.args[0]
        card = self.box.style_card(cid)
        f["hand"].remove(cid)
        self.s["played"] += 1
        self.s["stack"].append({"t": "card_done", "seat": seat, "card": cid})
        how = "for Sprint" if action.kind == "sprint" else ""
        if f["stunned"]:
            f["stunned"] = False
            self.log(f"P{seat + 1} plays {card.name} {how} while stunned: no actions; stands up.", kind="play",
                     who=fid_of(seat), card=cid)
            return
        self.log(f"P{seat + 1} plays {card.name} {how}".rstrip() + ".", kind="play", who=fid_of(seat), card=cid)
        src = ["sprint", cid] if action.kind == "sprint" else ["card", cid]
        self.push_acts(seat, src, second=self.s["played"] == 2)

    def _end_fighter_phase(self, task):
        seat = self.s["active"]
        self.draw(seat, 2)
        self.s["played"] = 0
        self.s["stack"].pop()
        self.s["stack"].append({"t": "nemesis_phase", "step": 0})
        self.log(f"P{seat + 1} draws 2. Nemesis phase.", auto=True, kind="phase")

    def draw(self, seat: int, n: int) -> int:
        f = self.fighters[seat]
        drawn = 0
        for _ in range(n):
            if not f["deck"] and f["discard"]:
                f["deck"], f["discard"] = f["discard"], []
                self.shuffle(f["deck"])
                self.log(f"P{seat + 1} shuffles their discard pile into a new style deck.", auto=True)
            if not f["deck"]:
                break
            f["hand"].append(f["deck"].pop())
            drawn += 1
        self.s["draws"] += drawn
        return drawn

    def step_card_done(self, task):
        f = self.fighters[task["seat"]]
        if task["card"] not in f["meter"]:
            f["meter"].append(task["card"])
        if len(f["meter"]) <= MAX_METER:
            self.s["stack"].pop()
            return None
        seat = task["seat"]
        return Decision("drop", seat, f"P{seat + 1}: combo meter holds 4 cards; choose one to discard",
                        tuple(Action(seat, "drop", (c,)) for c in f["meter"]))

    def on_card_done(self, task, action):
        f = self.fighters[action.seat]
        f["meter"].remove(action.args[0])
        f["discard"].append(action.args[0])
        self.s["stack"].pop()

    # --- free actions: abilities, critical art, EX spending, Interact ------------
    def free_actions(self) -> list:
        out = []
        for f in self.fighters:
            seat = f["seat"]
            fighter = self.box.fighters[f["id"]]
            icons = tuple(self.box.style_card(c).icons for c in f["meter"])
            for ab in fighter.abilities:
                side = ab.side(ab.id in f["upgraded"])
                for pay in payments(icons, side.cost):
                    out.append(Action(seat, "ability", (ab.id, ",".join(f["meter"][i] for i in pay))))
                if side.kicker:
                    for pay in payments(icons, side.cost + side.kicker.cost):
                        out.append(Action(seat, "ability", (ab.id, ",".join(f["meter"][i] for i in pay), "kick")))
            if f["round"] == 2 and all_upgraded(fighter, f) and f["ex"] >= 3:
                out.extend(Action(seat, "critical", (c,)) for c in f["meter"])
            if f["ex"] >= 3:
                out.extend(Action(seat, "upgrade", (ab.id,)) for ab in fighter.abilities if ab.id not in f["upgraded"])
            if f["stunned"] and f["ex"] >= 1:
                out.append(Action(seat, "stand"))
            if f["meter"]:
                out.extend(self.interact_options(f))
        return out

    def interact_options(self, f) -> list:
        seat, out = f["seat"], []
        if f["space"] == self.stage.poi_space:
            out.extend(Action(seat, "interact", (c, "poi")) for c in f["meter"])
        for i, tok in enumerate(self.s["objectives"]):
            if tok["state"] != "on" or tok["space"] != f["space"] or not self.stage_has_objective_rule():
                continue
            for c in f["meter"]:
                if not tok["revealed"] or tok["icon"] in self.box.style_card(c).icons:
                    out.append(Action(seat, "interact", (c, i)))
        return out

    def on_free(self, task, action):
        seat = action.seat
        f = self.fighters[seat]
        who = f"P{seat + 1}"
        if action.kind == "ability":
            aid, cards = action.args[0], action.args[1].split(",")
            kick = len(action.args) > 2
            for c in cards:
                f["meter"].remove(c)
                f["discard"].append(c)
            ab = self.box.fighters[f["id"]].ability(aid)
            self.log(f"{who} performs {ab.name}{' with kicker' if kick else ''}"
                     f"{' (upgraded)' if aid in f['upgraded'] else ''}, discarding {len(cards)} card(s).",
                     kind="ability", who=fid_of(seat), ability=aid)
            self.push_acts(seat, ["ability", seat, aid, int(aid in f["upgraded"]), int(kick)],
                           second=self.s["played"] >= 2 and seat == self.s["active"])
        elif action.kind == "critical":
            f["meter"].remove(action.args[0])
            f["discard"].append(action.args[0])
            f["ex"] -= 3
            art = self.box.fighters[f["id"]].critical_art
            self.log(f"{who} unleashes the critical art {art.name}!", kind="ability", who=fid_of(seat))
            self.push_acts(seat, ["critical", seat], second=False)
        elif action.kind == "upgrade":
            f["ex"] -= 3
            f["upgraded"] = sorted(f["upgraded"] + [action.args[0]])
            ab = self.box.fighters[f["id"]].ability(action.args[0])
            self.log(f"{who} spends 3 EX to upgrade {ab.name}.", kind="upgrade", who=fid_of(seat))
        elif action.kind == "stand":
            f["ex"] -= 1
            f["stunned"] = False
            self.log(f"{who} spends 1 EX to stand up.", kind="stand", who=fid_of(seat))
        elif action.kind == "interact":
            card, what = action.args
            f["meter"].remove(card)
            f["discard"].append(card)
            if what == "poi":
                self.log(f"{who} interacts with {self.stage.poi_name}.", kind="interact", who=fid_of(seat))
                effects.run_poi(self, seat, self.stage.poi_effect)
            else:
                effects.interact_objective(self, seat, int(what))

    # --- resolving action rows -------------------------------------------------
    def push_acts(self, seat, src, second):
        self.s["stack"].append({"t": "acts", "seat": seat, "src": src, "i": 0, "ex_boost": False,
                                "second": bool(second)})

    def acts_of(self, src) -> tuple:
        kind = src[0]
        if kind == "card":
            return _flat(self.box.style_card(src[1]).rows)
        if kind == "sprint":
            return (Act("move", self.box.style_card(src[1]).sprint),)
        if kind == "ability":
            _, seat, aid, upg, kick = src
            side = self.box.fighters[self.fighters[seat]["id"]].ability(aid).side(bool(upg))
            rows = side.rows + (side.kicker.rows if kick and side.kicker else ())
            return _flat(rows)
        if kind == "critical":
            return _flat(self.box.fighters[self.fighters[src[1]]["id"]].critical_art.rows)
        return self.enemy_acts(src)

    def act_boost(self, task, act: Act, index: int) -> int:
        """Boosts on a fighter's action; a fighter's action is boosted at most once."""
        b = act.boost + (1 if task["ex_boost"] else 0)
        src = task["src"]
        if src[0] == "ability" and src[4]:
            side = self.box.fighters[self.fighters[src[1]]["id"]].ability(src[2]).side(bool(src[3]))
            if side.kicker and index in side.kicker.boost:
                b += 1
        if act.charge and task["second"]:
            b += 1
        return min(b, 1)

    def step_acts(self, task):
        acts = self.acts_of(task["src"])
        seat = task["seat"]
        while task["i"] < len(acts):
            act = acts[task["i"]]
            opts = self.act_options(task, act)
            if opts:
                value = act.value + self.act_boost(task, act, task["i"])
                desc = act.text() if act.icon == "effect" else f"{act.icon} {value}".strip() if act.value else act.icon
                prompt = f"P{seat + 1}: resolve '{desc}' (action {task['i'] + 1} of {len(acts)}) or skip"
                return Decision("act", seat, prompt, (Action(seat, "skip"),) + tuple(opts))
            task["i"] += 1
            task["ex_boost"] = False
        self.s["stack"].pop()
        return None

    def act_options(self, task, act: Act) -> list:
        seat = task["seat"]
        f = self.fighters[seat]
        me = fid_of(seat)
        value = act.value + self.act_boost(task, act, task["i"])
        opts = []
        if act.icon == "move":
            opts = [Action(seat, "move", (sp,)) for sp in self.board.within(f["space"], value)
                    if sp != f["space"] and self.has_room(sp, me)]
        elif act.icon in C.ATTACKS:
            opts = [Action(seat, "target", (e,)) for e in self.targets_in_range(f["space"], act)]
        elif act.icon == "ex":
            opts = [Action(seat, "ex")]
        elif act.icon == "pull":
            if self.has_room(f["space"], None):
                opts = [Action(seat, "pull", (fig,)) for fig in self.figures_adjacent(f["space"])]
        elif act.icon == "push":
            for fig in self.figures_in(f["space"]):
                if fig != me:
                    opts.extend(Action(seat, "push", (fig, sp)) for sp in self.board.adjacent[f["space"]]
                                if self.has_room(sp, fig))
        elif act.icon == "effect":
            opts = [Action(seat, "do")]
        if opts and act.icon in C.BOOSTABLE and f["ex"] >= 1 and self.act_boost(task, act, task["i"]) == 0:
            opts.append(Action(seat, "boost"))
        return opts

    def on_acts(self, task, action):
        seat = task["seat"]
        f = self.fighters[seat]
        acts = self.acts_of(task["src"])
        act = acts[task["i"]]
        who = f"P{seat + 1}"
        if action.kind == "boost":
            f["ex"] -= 1
            task["ex_boost"] = True
            self.log(f"{who} spends 1 EX to boost {act.icon}.", kind="boost", who=fid_of(seat))
            return
        value = act.value + self.act_boost(task, act, task["i"])
        task["i"] += 1
        task["ex_boost"] = False
        if action.kind == "skip":
            self.log(f"{who} skips {act.text()}.")
        elif action.kind == "move":
            frm = f["space"]
            self.move_figure(fid_of(seat), action.args[0], withdraw=act.withdraw, by=seat)
            self.log(f"{who} moves {frm} -> {action.args[0]}.", kind="move", who=fid_of(seat), frm=frm,
                     to=action.args[0])
        elif action.kind == "target":
            lo, hi = C.ATTACK_RANGE[act.icon]
            if act.effect == "reach":
                hi += act.args.get("amount", 1)
            attack = {"t": "attack", "seat": seat, "icon": act.icon, "dice": value, "lo": lo, "hi": hi,
                      "max": act.target, "targets": [], "roll": None, "stage": "target", "left": 0,
                      "hit": [], "spaces": [], "mod": act.effect, "params": [list(p) for p in act.params], "rerolled": 0}
            self.s["stack"].append(attack)
            self.add_target(attack, action.args[0])
        elif action.kind == "ex":
            self.log(f"{who} charges 1 EX.", kind="ex", who=fid_of(seat))
            self.gain_ex(seat, 1)
        elif action.kind == "pull":
            fig = action.args[0]
            frm = self.space_of(fig)
            self.log(f"{who} pulls {self.name_of(fig)} {frm} -> {f['space']}.", kind="move", who=fig, frm=frm,
                     to=f["space"])
            self.move_figure(fig, f["space"], withdraw=act.withdraw, by=seat)
        elif action.kind == "push":
            fig, to = action.args
            self.log(f"{who} pushes {self.name_of(fig)} {f['space']} -> {to}.", kind="move", who=fig,
                     frm=f["space"], to=to)
            self.move_figure(fig, to, withdraw=act.withdraw, by=seat)
        elif action.kind == "do":
            effects.run_action(self, seat, act)

    # --- figures and spaces ---------------------------------------------------
    def space_of(self, fig: str):
        if fig.startswith("F"):
            return self.fighters[int(fig[1:]) - 1]["space"]
        return self.s["enemies"][fig]["space"]

    def enemies_on_map(self) -> list:
        return [e for e in self.s["enemies"].values() if e["space"] is not None]

    def enemies_in(self, space) -> list:
        return [e for e in self.s["enemies"].values() if e["space"] == space]

    def fighters_in(self, space) -> list:
        return [f for f in self.fighters if f["space"] == space]

    def figures_in(self, space) -> list:
        return [fid_of(f["seat"]) for f in self.fighters_in(space)] + [e["id"] for e in self.enemies_in(space)]

    def figures_adjacent(self, space) -> list:
        out = []
        for sp in self.board.adjacent[space]:
            out.extend(self.figures_in(sp))
        return out

    def move_figure(self, fig: str, to: str, withdraw=False, by=None) -> None:
        if fig.startswith("F"):
            self.fighters[int(fig[1:]) - 1]["space"] = to
        else:
            self.s["enemies"][fig]["space"] = to
        if not withdraw:
            effects.on_enter(self, fig, to, by)

    def targetable(self, e) -> bool:
        if e["space"] is None:
            return False
        if e["kind"] == "nemesis":
            for other in self.enemies_in(e["space"]):
                p = self.enemy_passive(other)
                if p and p.effect == "bodyguard":
                    return False
        return True

    def targets_in_range(self, space, act: Act, exclude=()) -> list:
        lo, hi = C.ATTACK_RANGE[act.icon]
        if act.effect == "reach":
            hi += act.args.get("amount", 1)
        d = self.board.dist[space]
        return [e["id"] for e in self.enemies_on_map()
                if e["id"] not in exclude and lo <= d.get(e["space"], 99) <= hi and self.targetable(e)]

    # --- EX (EX Tokens) -------------------------------------------------------
    def gain_ex(self, seat, n) -> None:
        f = self.fighters[seat]
        total = f["ex"] + n
        if total > MAX_EX and not all_upgraded(self.box.fighters[f["id"]], f):
            f["ex"] = min(total, MAX_EX)
            self.s["stack"].append({"t": "overflow", "seat": seat, "total": total})
        else:
            f["ex"] = min(total, MAX_EX)

    def step_overflow(self, task):
        seat = task["seat"]
        f = self.fighters[seat]
        opts = [Action(seat, "flip", (ab.id,)) for ab in self.box.fighters[f["id"]].abilities
                if ab.id not in f["upgraded"]]
        if not opts:
            self.s["stack"].remove(task)
            return None
        return Decision("overflow", seat, f"P{seat + 1}: EX overflows ({task['total']}); upgrade an ability now "
                        f"for 3 EX, or keep 3", (Action(seat, "decline"),) + tuple(opts))

    def on_overflow(self, task, action):
        seat = task["seat"]
        f = self.fighters[seat]
        self.s["stack"].remove(task)
        if action.kind == "flip":
            f["upgraded"] = sorted(f["upgraded"] + [action.args[0]])
            f["ex"] = min(MAX_EX, task["total"] - 3)
            ab = self.box.fighters[f["id"]].ability(action.args[0])
            self.log(f"P{seat + 1} upgrades {ab.name} with overflowing EX.", kind="upgrade", who=fid_of(seat))
        else:
            f["ex"] = MAX_EX

    def heal(self, seat, n) -> None:
        f = self.fighters[seat]
        f["health"] = min(MAX_HEALTH, f["health"] + n)
        self.log(f"P{seat + 1} recovers to {f['health']} health.", auto=True, kind="heal", who=fid_of(seat))

    # --- Damaging a Fighter ---------------------------------------------------
    def deal_damage(self, seat, amount, source: str) -> None:
        if amount > 0:
            self.s["stack"].append({"t": "damage", "seat": seat, "amount": amount, "source": source})

    def step_damage(self, task):
        seat = task["seat"]
        f = self.fighters[seat]
        if task["amount"] > 0 and f["meter"]:
            return Decision("block", seat, f"P{seat + 1}: {task['source']} deals {task['amount']} damage; discard "
                            f"a combo-meter card to cancel 1, or take it",
                            (Action(seat, "take"),) + tuple(Action(seat, "block", (c,)) for c in f["meter"]))
        self.take_damage(task)
        return None

    def on_damage(self, task, action):
        f = self.fighters[task["seat"]]
        if action.kind == "block":
            f["meter"].remove(action.args[0])
            f["discard"].append(action.args[0])
            task["amount"] -= 1
            self.log(f"P{task['seat'] + 1} blocks 1 damage.", kind="block", who=fid_of(task["seat"]))
        else:
            self.take_damage(task)

    def take_damage(self, task):
        seat, amount = task["seat"], task["amount"]
        f = self.fighters[seat]
        self.s["stack"].remove(task)
        if amount <= 0:
            return
        f["health"] -= amount
        name = self.box.fighters[f["id"]].name
        self.log(f"{task['source']}: P{seat + 1} ({name}) suffers {amount} damage.", auto=True, kind="damage",
                 who=fid_of(seat), amount=amount)
        if f["health"] <= 0:
            if f["round"] == 1:
                f["round"] = 2
                f["health"] = MAX_HEALTH
                self.log(f"{name} is KO'd and flips to Round 2 with full health.", auto=True, kind="ko",
                         who=fid_of(seat))
            else:
                f["health"] = 0
                self.end("nemesis", f"{name} is defeated in Round 2. The fighters lose.")

    def stage_has_objective_rule(self) -> bool:
        return any(r.effect in ("bombs", "relics") for r in self.stage.rules)


def all_upgraded(fighter, f) -> bool:
    """Every ability shows its upgraded side (f["upgraded"] is the sorted list of upgraded ability ids)."""
    return len(f["upgraded"]) == len(fighter.abilities)


@lru_cache(maxsize=8192)
def payments(icons: tuple, cost: tuple) -> tuple:
    """Minimal sets of combo-meter cards (by index) whose icons pay `cost`.

    A discarded card gives all its icons; icons beyond the cost are lost
    (docs/rules.md, *Paying combo costs*)."""
    need = {}
    for c in cost:
        need[c] = need.get(c, 0) + 1
    n = len(icons)
    covering = []
    for mask in range(1, 1 << n):
        have = {}
        for i in range(n):
            if mask >> i & 1:
                for ic in icons[i]:
                    have[ic] = have.get(ic, 0) + 1
        if all(have.get(k, 0) >= v for k, v in need.items()):
            covering.append(mask)
    minimal = [m for m in covering if not any(o != m and o & m == o for o in covering)]
    return tuple(tuple(i for i in range(n) if m >> i & 1) for m in minimal)


@lru_cache(maxsize=4096)
def _flat(rows) -> tuple:
    return tuple(a for row in rows for a in row)
