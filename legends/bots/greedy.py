"""The greedy bot: plays like a sensible human, one decision at a time.

It reads the table as a player would (the state), never the future: dice and
draws are not peeked at. Each decision kind has a small scoring rule:
attack what it can damage (the nemesis first, then rivals, elites, minions),
move toward threats and objectives, spend combo icons on abilities, use EX for
boosts, rerolls and upgrades, block when a hit would knock it out, and interact
with objective tokens and the point of interest when the stage rewards it.
"""
from __future__ import annotations

from ..content import catalog as C
from ..engine import rng

VALUE = {"nemesis": 10.0, "rival": 4.0, "elite": 3.0, "standard": 2.0}


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0):
        self.state = rng.seed_state(seed ^ 0x6EED)

    def _pick(self, n: int) -> int:
        self.state, v = rng.randbelow(self.state, n)
        return v

    def choose(self, game, options):
        kind = game.pending.kind
        handler = getattr(self, f"_{kind}", None)
        if handler is None:
            return options[0]
        scored = [(handler(game, o), -i, o) for i, o in enumerate(options)]
        best = max(s for s, _, _ in scored)
        top = [o for s, _, o in scored if s == best]
        return top[self._pick(len(top))] if len(top) > 1 else top[0]

    # --- helpers -------------------------------------------------------------------
    @staticmethod
    def mean(game) -> float:
        return game.box.dice.mean

    def enemy_value(self, game, e, dice: int, icon: str) -> float:
        h = game.enemy_health(e, icon)
        expected = dice * self.mean(game)
        chance = min(1.0, max(0.05, (expected + 0.8 - h) / 2 + 0.5))
        value = VALUE[e["kind"]]
        if e["kind"] == "rival" and e.get("round") == 2:
            value += 2
        return value * chance

    def attack_value(self, game, space, act, boost=0) -> float:
        if act.icon not in C.ATTACKS:
            return 0.0
        best = 0.0
        for eid in game.targets_in_range(space, act):
            best = max(best, self.enemy_value(game, game.s["enemies"][eid], act.value + act.boost + boost, act.icon))
        return best

    @staticmethod
    def _hazard(game, space) -> bool:
        return any(r.effect == "hazard" and space in r.args["spaces"] for r in game.stage.rules)

    def threat_near(self, game, space) -> int:
        return sum(1 for e in game.enemies_on_map() if game.board.distance(space, e["space"]) <= 1)

    def objective_pull(self, game, seat, space) -> float:
        """How much being on `space` helps the stage's objectives."""
        bonus = 0.0
        if game.stage_has_objective_rule():
            for tok in game.s["objectives"]:
                if tok["state"] == "on":
                    d = game.board.distance(space, tok["space"])
                    bonus = max(bonus, 1.5 - 0.4 * d)
        f = game.fighters[seat]
        if space == game.stage.poi_space and f["health"] <= 2:
            bonus += 1.0
        return bonus

    def space_score(self, game, seat, space, rest) -> float:
        """Value of ending a move on `space` given the actions still to resolve."""
        score = 0.0
        for act in rest:
            if act.icon in C.ATTACKS:
                score = max(score, self.attack_value(game, space, act) * 1.2)
                break
            if act.icon == "move":
                break
        targets = [e for e in game.enemies_on_map()]
        if targets:
            near = min(game.board.distance(space, e["space"]) + (0 if e["kind"] == "nemesis" else 0.5)
                       for e in targets)
            score += 1.0 / (1 + near)
        f = game.fighters[seat]
        if f["health"] <= 1 and f["round"] == 2:
            score -= 0.4 * self.threat_near(game, space)
        score += self.objective_pull(game, seat, space)
        if self._hazard(game, space):
            score -= 1.5
        return score

    # --- decisions -----------------------------------------------------------------
    def _place_rival(self, game, o):
        space = game.stage.spawn_space(o.args[0])
        return game.board.distance(game.stage.start, space)

    def _main(self, game, o):
        f = game.fighters[o.seat]
        if o.kind == "stand":
            return 9.0
        if o.kind == "upgrade":
            return 8.0 + self.ability_power(game, o.seat, o.args[0], True) * 0.1
        if o.kind == "critical":
            return 12.0
        if o.kind == "interact":
            return self.interact_score(game, o)
        if o.kind == "ability":
            return self.ability_score(game, o)
        if o.kind == "end":
            return 0.5
        if o.kind in ("play", "sprint"):
            card = game.box.style_card(o.args[0])
            if o.kind == "sprint":
                best = max((self.space_score(game, o.seat, sp, ()) for sp in game.board.within(f["space"], card.sprint)),
                           default=0)
                return 1.0 + best * 0.5 - self.meter_keep(game, o.seat, card) * 0.1
            return 1.5 + self.card_score(game, o.seat, card)
        return 0.0

    def ability_power(self, game, seat, idx, upgraded) -> float:
        ab = game.box.fighters[game.fighters[seat]["id"]].abilities[idx].side(upgraded)
        return sum(a.value + 2 * (a.icon in C.ATTACKS) for row in ab.rows for a in row)

    def ability_score(self, game, o) -> float:
        seat, idx = o.seat, o.args[0]
        f = game.fighters[seat]
        side = game.box.fighters[f["id"]].abilities[idx].side(f["upgraded"][idx])
        rows = side.rows + (side.kicker.rows if len(o.args) > 2 and side.kicker else ())
        acts = [a for row in rows for a in row]
        value = self.sequence_value(game, seat, f["space"], acts)
        if len(o.args) > 2:
            value += 0.3
        cards = o.args[1].split(",")
        cost = 0.6 * len(cards)
        if seat != game.s["active"] and value < 2:
            return -1
        return 2.0 + value - cost if value > 0.5 else -1

    def sequence_value(self, game, seat, space, acts) -> float:
        """Rough value of resolving these actions from `space` (moves then attacks)."""
        value, here, reach = 0.0, space, 0
        for a in acts:
            if a.icon == "move":
                reach += a.value + a.boost
            elif a.icon in C.ATTACKS:
                best = 0.0
                for sp in game.board.within(here, reach):
                    best = max(best, self.attack_value(game, sp, a))
                value += best * 1.5
                reach = 0
            elif a.icon == "ex":
                value += 0.8 if game.fighters[seat]["ex"] < 3 or not all(game.fighters[seat]["upgraded"]) else 0.1
            elif a.icon == "effect":
                if a.effect == "heal":
                    value += 1.5 if game.fighters[seat]["health"] < 4 else 0
                else:
                    value += 0.5
            elif a.icon in ("pull", "push"):
                value += 0.2
        return value

    def card_score(self, game, seat, card) -> float:
        acts = [a for row in card.rows for a in row]
        return self.sequence_value(game, seat, game.fighters[seat]["space"], acts) - \
            self.meter_keep(game, seat, card) * 0.05

    def meter_keep(self, game, seat, card) -> float:
        return len(card.icons)

    def interact_score(self, game, o) -> float:
        seat, what = o.seat, o.args[1]
        if what == "poi":
            eff = game.stage.poi_effect
            f = game.fighters[seat]
            if eff.effect == "heal":
                return 6.0 if f["health"] <= 2 else -1
            if eff.effect == "gain_ex":
                return 3.0 if f["ex"] < 3 else -1
            return 2.0
        return 7.0

    def _act(self, game, o):
        task = game.s["stack"][-1]
        acts = game.acts_of(task["src"])
        act = acts[task["i"]]
        rest = acts[task["i"] + 1:]
        seat = o.seat
        f = game.fighters[seat]
        if o.kind == "skip":
            return 0.0
        if o.kind == "boost":
            if act.icon in C.ATTACKS:
                best = self.attack_value(game, f["space"], act, 1) - self.attack_value(game, f["space"], act)
                return 0.5 if best > 0.3 or any(game.s["enemies"][e]["kind"] == "nemesis"
                                                for e in game.targets_in_range(f["space"], act)) else -0.5
            return -0.5
        if o.kind == "move":
            if act.withdraw:
                return self.space_score(game, seat, o.args[0], rest) + 1.5 * self._hazard(game, o.args[0]) \
                    - self.space_score(game, seat, f["space"], rest) + 0.01
            return self.space_score(game, seat, o.args[0], rest) - self.space_score(game, seat, f["space"], rest) \
                + 0.01
        if o.kind == "target":
            e = game.s["enemies"][o.args[0]]
            return 1 + self.enemy_value(game, e, act.value + act.boost, act.icon)
        if o.kind == "ex":
            return 1.0
        if o.kind == "pull":
            fig = o.args[0]
            nxt = next((a for a in rest if a.icon in C.ATTACKS), None)
            if fig.startswith("F"):
                return -0.5
            return 1.0 if nxt is not None and nxt.icon == "melee" else 0.2
        if o.kind == "push":
            fig, to = o.args
            if fig.startswith("F"):
                return -0.5
            hazard = any(r.effect == "hazard" and to in r.args["spaces"] for r in game.stage.rules)
            return 3.0 if hazard else 0.1
        if o.kind == "do":
            if act.effect == "heal" and f["health"] >= 4:
                return -0.1
            return 1.0
        return 0.0

    def _target(self, game, o):
        if o.kind == "roll":
            return 0.5
        task = game.s["stack"][-1]
        e = game.s["enemies"][o.args[0]]
        return 1 + self.enemy_value(game, e, task["dice"], task["icon"])

    def _reroll(self, game, o):
        task = game.s["stack"][-1]
        total = sum(task["roll"])
        need = min((game.enemy_health(game.s["enemies"][t], task["icon"]) for t in task["targets"]
                    if t in game.s["enemies"] and game.s["enemies"][t]["space"]), default=99)
        if o.kind == "keep":
            return 0.5
        if total >= need or need - total > 2:
            return 0.0
        die = task["roll"][o.args[0]]
        return 1.0 - die

    def _excess(self, game, o):
        if o.kind == "done":
            return 0.0
        e = game.s["enemies"][o.args[0]]
        return VALUE[e["kind"]]

    def _block(self, game, o):
        """R1 knock-outs refill health, so block on R2 only: when the hit would KO or leave 1 health."""
        task = game.s["stack"][-1]
        f = game.fighters[task["seat"]]
        if o.kind == "take":
            return 0.5
        if f["round"] == 2 and f["health"] - task["amount"] <= 1:
            return 1.0
        return 0.0

    def _drop(self, game, o):
        card = game.box.style_card(o.args[0])
        return -len(card.icons)

    def _overflow(self, game, o):
        if o.kind == "decline":
            return 0.0
        return 1.0 + self.ability_power(game, o.seat, o.args[0], True) * 0.01

    def _tiebreak(self, game, o):
        return 0.0
