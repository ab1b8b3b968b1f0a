"""Fighter helpers the tasks use: drawing style cards, the action rows of cards and abilities and
their boosts, figures and spaces, targets in range, EX, healing and dealing damage. The decisions
themselves live in legends/engine/tasks/ (fighter_phase, free_actions, acts, overflow, damage)."""
from __future__ import annotations

from functools import lru_cache

from ..content import catalog
from ..content.model import Act
from . import effects
from .attacks import AttackRules, fid_of
from .constants import MAX_EX, MAX_HEALTH


class FighterRules(AttackRules):
    # --- style cards (Fighter Phase) ------------------------------------------------
    def draw(self, seat: int, n: int) -> int:
        f = self.fighters[seat]
        drawn = 0
        for _ in range(n):
            if not f["deck"] and f["discard"]:
                f["deck"], f["discard"] = f["discard"], []
                self.shuffle(f["deck"])
                if not self.quiet:
                    self.log(f"P{seat + 1} shuffles their discard pile into a new style deck.", auto=True)
            if not f["deck"]:
                break
            f["hand"].append(f["deck"].pop())
            drawn += 1
        self.s["draws"] += drawn
        return drawn

    # --- free actions: abilities, critical art, EX spending, Interact ------------
    # --- resolving action rows -------------------------------------------------
    def push_acts(self, seat, src, second):
        self.s["stack"].append({"kind": "acts", "seat": seat, "source": src, "act_index": 0, "ex_boost": False,
                                "second": bool(second)})

    def acts_of(self, src) -> tuple:
        """The actions of a row source (a task's "source": a card, sprint, ability, critical art or an
        enemy's row), flattened; worked out once per source for the game and its copies (the content
        and each seat's fighter never change)."""
        key = tuple(src) if src[0] != "nseg" else ("nseg", tuple(src[1]), *src[2:])
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self._acts_of(src)
        return found

    def _acts_of(self, src) -> tuple:
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
        src = task["source"]
        if src[0] == "ability" and src[4]:
            side = self.box.fighters[self.fighters[src[1]]["id"]].ability(src[2]).side(bool(src[3]))
            if side.kicker and index in side.kicker.boost:
                b += 1
        if act.charge and task["second"]:
            b += 1
        return min(b, 1)

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

    def move_figure(self, fig: str, to: str, withdraw=False, by=None, path=None) -> None:
        """Move a figure to `to` along `path` (both ends; default: one move into `to`). Each space it is
        moved into triggers the stage's effects (Actions; Withdraw: none)."""
        if fig.startswith("F"):
            self.fighters[int(fig[1:]) - 1]["space"] = to
        else:
            self.s["enemies"][fig]["space"] = to
        if not withdraw:
            effects.on_route(self, fig, path[1:] if path else [to], by)

    def move_route(self, seat: int, to: str) -> tuple:
        """(route, hazard damage) of the move option `to` in the action now resolving (Actions: a move
        is moves into adjacent spaces; the route with the least hazard damage, docs/rules.md *Moving*)."""
        task = self.s["stack"][-1] if self.s["stack"] else None
        if task is None or task["kind"] != "acts" or task["seat"] != seat:
            return None, 0
        act = self.acts_of(task["source"])[task["act_index"]]
        path = self.board.fighter_route(self.fighters[seat]["space"], to, act.value + self.act_boost(task, act, task["act_index"]),
                                        act.withdraw)
        return path, self.board.route_damage(path, act.withdraw)

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
        lo, hi = catalog.ATTACK_RANGE[act.icon]
        if act.effect == "reach":
            hi += act.args.get("amount", 1)
        return self.targets_within(space, lo, hi, exclude)

    def targets_within(self, space, lo: int, hi: int, exclude=()) -> list:
        """Enemies on the map from `lo` to `hi` spaces away from `space` that may be targeted."""
        d = self.board.dist[space]
        out = []
        for e in self.s["enemies"].values():
            sp = e["space"]
            if sp is not None and lo <= d.get(sp, 99) <= hi and e["id"] not in exclude \
                    and (e["kind"] != "nemesis" or self.targetable(e)):
                out.append(e["id"])
        return out

    # --- EX (EX Tokens) -------------------------------------------------------
    def gain_ex(self, seat, n) -> None:
        f = self.fighters[seat]
        total = f["ex"] + n
        if total > MAX_EX and not all_upgraded(self.box.fighters[f["id"]], f):
            f["ex"] = min(total, MAX_EX)
            self.s["stack"].append({"kind": "overflow", "seat": seat, "total": total})
        else:
            f["ex"] = min(total, MAX_EX)

    def heal(self, seat, n) -> None:
        f = self.fighters[seat]
        f["health"] = min(MAX_HEALTH, f["health"] + n)
        if not self.quiet:
            self.log(f"P{seat + 1} recovers to {f['health']} health.", auto=True, kind="heal", who=fid_of(seat))

    # --- Damaging a Fighter ---------------------------------------------------
    def deal_damage(self, seat, amount, source: str) -> None:
        if amount > 0:
            self.s["stack"].append({"kind": "damage", "seat": seat, "amount": amount, "source": source})

    def stage_has_objective_rule(self) -> bool:
        found = self.cache.get("objective rules")
        if found is None:
            found = self.cache["objective rules"] = any(r.effect in ("bombs", "relics") for r in self.stage.rules)
        return found


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
