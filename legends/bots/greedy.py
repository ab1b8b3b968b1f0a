"""The greedy bot: plays like a sensible human, one decision at a time.

It reads the table as a player would (the state), never the future: dice and
draws are not peeked at (it knows the dice faces, as anyone holding them does,
and uses the odds of a roll). Each decision kind has a small scoring rule:
attack what it can damage (the nemesis first, then rivals, elites, minions,
favouring enemies that threaten the stage's objectives), move toward threats
and objectives, keep away from danger when weak, spend combo icons on
abilities, use EX for boosts, rerolls and upgrades, block when a hit would
hurt badly (always when it would knock it out on Round 2), and interact with
objective tokens and the point of interest when the stage rewards it. The scoring rule of each kind of action
(the engine's catalogue, engine/kinds.py) is in scorers.py.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import repeat

from ..content import catalog
from ..engine import rng
from ..engine.fighters import all_upgraded
from ..engine.view import TableView
from .scorers import CONSTANT, SCORERS, VALUE
from .table import Table, fingerprint

MAX_HEALTH, MAX_EX = TableView.max_health, TableView.max_ex
INF = 99                # (engine/board.py: a space out of reach)
# the decisions whose scores a search keeps for its other playouts (Plan.memo): the ones the playouts
# meet again often and that cost more to weigh than to key (a turn's card, its actions, a target);
# a block, a reroll, a drop or an overflow is weighed about as fast as its key is written, and met
# again less often (issue 31 item 7: measured at 2 and 4 players, 500 playouts a decision)
KEPT = frozenset(("main", "act", "target"))
SCORED = SCORERS.keys()     # (a live view: every kind with a scoring rule)


@lru_cache(maxsize=4096)
def p_at_least(faces: tuple, n: int, need: int) -> float:
    """Chance that n dice with these faces roll at least `need` successes."""
    if need <= 0:
        return 1.0
    if n <= 0:
        return 0.0
    dist = {0: 1.0}
    share = 1.0 / len(faces)
    for _ in range(n):
        nxt = {}
        for s, p in dist.items():
            for f in faces:
                nxt[s + f] = nxt.get(s + f, 0.0) + p * share
        dist = nxt
    return sum(p for s, p in dist.items() if s >= need)


def next_attack(acts):
    """The first attack among `acts` before any move (None: a move, or no attack, comes first)."""
    for act in acts:
        if act.icon in catalog.ATTACKS:
            return act
        if act.icon == "move":
            return None
    return None


def best_of(scored: list) -> tuple:
    """The indices of the options that score best (ties: the bot's RNG picks among them)."""
    best = max(scored)
    return tuple([i for i, v in enumerate(scored) if v == best])


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0, memo: dict | None = None):
        self.state = rng.seed_state(seed ^ 0x6EED)
        self._cache = {}
        self.t = None      # the table of the decision being weighed (bots/table.py)
        self.memo = memo   # which options score best, by table.fingerprint, shared by one search's playouts

    def _pick(self, n: int) -> int:
        self.state, v = rng.randbelow(self.state, n)
        return v

    def choose(self, game, options):
        if len(options) == 1:
            return options[0]
        kinds = {o.kind for o in options}
        if not kinds <= SCORED:
            return options[0]         # (every kind of the catalogue has a scoring rule: tests/test_catalogue.py)
        memo = self.memo
        if (memo is None or game.pending.kind not in KEPT or kinds <= CONSTANT
                or (key := fingerprint(game, options)) is None):
            top = best_of(self._scores(game, options))
        elif (top := memo.get(key)) is None:
            top = memo[key] = best_of(self._scores(game, options))     # (kept: which options score best)
        return options[top[self._pick(len(top))]] if len(top) > 1 else options[top[0]]

    def scores(self, game, options) -> list:
        """Its score of each option, higher is better (0 for every option of a kind it does not weigh);
        the expert bot orders and narrows its candidates by them. Draws nothing from its RNG."""
        if not all(o.kind in SCORERS for o in options):
            return [0.0] * len(options)
        return self._scores(game, options)

    def _scores(self, game, options) -> list:
        self._cache = {}
        self.t = Table(game)
        return [SCORERS[o.kind](self, game, o) for o in options]

    # --- helpers -------------------------------------------------------------------
    def chance(self, game, seat, dice: int, need: int) -> float:
        faces = tuple(game.box.dice.faces)
        p = p_at_least(faces, dice, need)
        ex = self.t.fighters[seat]["ex"]
        if ex and p < 1.0:  # a reroll or two can save a near miss
            p += (1 - p) * (0.25 if ex == 1 else 0.4) * p_at_least(faces, dice + 1, need)
        return min(1.0, p)

    def stage_weight(self, game, e) -> float:
        """Extra value of removing an enemy because of the stage's objectives."""
        loss = game.stage.loss
        bonus = 0.0
        if e["kind"] in ("standard", "elite"):
            if loss.effect == "objectives_destroyed" and e["kind"] == "elite":
                d = min((game.board.distance(e["space"], t["space"]) for t in self.t.objectives
                         if t["state"] == "on"), default=99)
                bonus += 2.0 if d <= 1 else 1.0 if d <= 3 else 0.0
            elif loss.effect == "relics_lost":
                d = min((game.board.distance(e["space"], t["space"]) for t in self.t.objectives
                         if t["state"] == "on"), default=99)
                bonus += 1.5 if d <= 1 else 0.7 if d <= 3 else 0.0
            elif loss.effect == "space_overrun":
                space = self.overrun_space(game)
                n = sum(1 for o in self.t.on_map if o["space"] == space and o["kind"] != "nemesis")
                if e["space"] == space:
                    bonus += 0.8 * n
        return bonus

    def overrun_space(self, game):
        return game.stage.loss.args["space"]  # a space of the board (resolved when the stage was loaded)

    def enemy_value(self, game, seat, e, dice: int, icon: str, from_space=None) -> float:
        """What attacking enemy `e` with these dice is worth (once per decision and attack)."""
        here = from_space or self.t.fighters[seat]["space"]
        near = game.board.distance(here, e["space"]) <= 1     # where it is attacked from counts only so
        return self.t.once(("ev", seat, e["id"], dice, icon, near), self._enemy_value, game, seat, e, dice, icon, near)

    def _enemy_value(self, game, seat, e, dice: int, icon: str, near: bool) -> float:
        h = self.t.health(e, icon)
        p = self.chance(game, seat, dice, h)
        value = self.minion_value(game, e["kind"]) if e["kind"] in ("standard", "elite") else VALUE[e["kind"]]
        steal = 0.0
        if e["kind"] == "rival":
            # flipping a rival to R2 gives nothing; defeating it on R2 gives 3 EX. Attacking
            # another fighter's rival makes it ours (it then activates on our turns).
            value = 5.5 if e.get("round") == 2 else 1.5
            if e.get("seat") != seat:
                steal = 1.5 if e.get("round") == 2 else 2.0
        track = self.t.track if e["kind"] == "nemesis" else None
        if track is not None:
            value += 2 * track
        value += self.stage_weight(game, e)
        fighters = self.t.fighters
        f = fighters[seat]
        if near and value > 1.5:
            value += 0.5  # it is about to hit us
        if e["kind"] in ("standard", "elite") and len(fighters) > 1:
            for ally in fighters:  # it stands on a teammate and hits them every turn
                if ally["seat"] != seat and ally["space"] == e["space"]:
                    value += 0.8
                    break
        score = value * p - steal * (1 - p if e.get("round") == 2 else 1.0)
        side = self.t.side(e)
        passive = side.passive if side else None
        if passive is not None and icon == "melee":
            if passive.effect == "explode":
                hurt = sum(self.hp_value(x) for x in fighters if x["space"] == e["space"] or x["seat"] == seat)
                score -= p * passive.args["damage"] * (1.0 + hurt) * 1.5
            elif passive.effect == "thorns":
                score -= (1 - p) * passive.args["damage"] * self.hp_value(f)
        return score

    def minion_value(self, game, kind) -> float:
        """How much removing a minion of this type is worth: more the harder it hits."""
        key = ("mv", kind)
        if key not in self._cache:
            side = game.group.side(kind)
            danger = sum(a.value + a.boost if a.icon in catalog.ATTACKS else 1.0 if a.icon == "poison" else
                         0.5 if a.icon == "stun" else 0.0 for a in side.activation)
            self._cache[key] = 1.0 + danger + (1.0 if kind == "elite" else 0.0)
        return self._cache[key]

    @staticmethod
    def ex_useful(game, f) -> bool:
        """More EX would count: the gauge is not full, or an ability is still to upgrade."""
        return f["ex"] < MAX_EX or not all_upgraded(game.box.fighters[f["id"]], f)

    @staticmethod
    def hp_value(f) -> float:
        if f["round"] == 1:
            return 0.6
        return 1.0 + 0.25 * (MAX_HEALTH - f["health"])

    def attack_value(self, game, seat, space, act, boost=0) -> float:
        if act.icon not in catalog.ATTACKS:
            return 0.0
        best = 0.0
        dice = act.value + min(1, act.boost + boost)
        for eid in self.t.targets(space, act):
            best = max(best, self.enemy_value(game, seat, self.t.enemies[eid], dice, act.icon, space))
        return best

    @staticmethod
    def _hazard(game, space) -> bool:
        return space in game.board.hazards      # (the spaces of the stage's hazard rules, engine/board.py)

    def _fire_reach(self, game, seat) -> list:
        """The enemies likely to attack a fighter of `seat` in the next nemesis phase (minions go for
        the nearest fighter, rivals for their own, the nemesis for the active one), each as (its space,
        how near a space must be for it to attack a fighter there, how much that counts)."""
        out = []
        for e, nearest_other in self.t.fire_sources(game.board, seat):
            k = e["kind"]
            if k in ("standard", "elite"):         # the nearest fighter: no other one nearer than we are
                out.append((e["space"], min(3, nearest_other), 1.0 if k == "standard" else 1.5))
            elif k == "rival":
                if e.get("seat") == seat:
                    out.append((e["space"], 3, 1.0 if e.get("round") == 1 else 2.0))
            else:
                out.append((e["space"], 2, 1.0))
        return out

    def _pull_parts(self, game, seat) -> tuple:
        """What makes a space help the stage's objectives for `seat` (once a decision): the spaces of
        the objective tokens still on (the stage's objective rule), the point of interest's space
        and what ending there is worth (0: nothing)."""
        tokens = [tok["space"] for tok in self.t.objectives if tok["state"] == "on"] if self.t.objective_rule else []
        f = self.t.fighters[seat]
        eff, poi = game.stage.poi_effect.effect, 0.0
        if eff == "heal" and f["health"] <= 2:
            poi = 1.0 + (f["round"] == 2)
        elif eff == "gain_ex" and f["ex"] < MAX_EX:
            poi = 0.4
        return tokens, game.stage.poi_space, poi

    def space_score(self, game, seat, space, rest) -> float:
        """Value of ending a move on `space` given the actions still to resolve (once a decision). Of
        those actions only the attack before any further move counts, so that attack is the key (an
        Act is a frozen value: equal acts score alike; an object's id could be reused)."""
        return self.space_value(game, seat, space, next_attack(rest))

    lead_attack = staticmethod(next_attack)

    def space_value(self, game, seat, space, lead) -> float:
        """space_score with the attack that counts (`lead`: None for none) already found."""
        return self.t.once(("ss", seat, space, lead), self._space_score, game, seat, space, lead)

    def _space_score(self, game, seat, space, lead) -> float:
        score = 0.0 if lead is None else max(0.0, self.attack_value(game, seat, space, lead) * 1.2)
        nem, others, w, fire, (tokens, poi_space, poi) = self.t.once(("sp", seat), self._space_parts, game, seat)
        dist = game.board.dist[space]
        if nem is not None:
            score += 3.0 / (1 + dist.get(nem, INF))
        if others:
            near = min(map(dist.get, others, repeat(INF)))     # (dist.get(sp, INF) of each, in one call)
            score += 1.0 / (1.5 + near)
        # enemies next to us strike in every nemesis phase until our next turn (the fire they draw)
        drawn = 0.0
        for where, reach, weight in fire:
            if dist.get(where, 99) <= reach:
                drawn += weight
        score -= w * drawn
        pull = 0.0      # how much being on `space` helps the stage's objectives
        for tok in tokens:
            pull = max(pull, 1.2 - 0.35 * dist.get(tok, INF))
        if space == poi_space and poi:
            pull += poi
        score += pull
        if self._hazard(game, space):
            score -= 1.5
        return score

    def _space_parts(self, game, seat) -> tuple:
        """What _space_score weighs every space against (once a decision): the nemesis's space (None:
        off the map), the other enemies', how much the fire a space draws counts, that fire
        (_fire_reach) and the objectives' pull (_pull_parts)."""
        table = self.t
        nem = table.enemies.get("nemesis")
        f = table.fighters[seat]
        eff = f["health"] + (MAX_HEALTH if f["round"] == 1 else 0)
        w = (0.2 + 0.8 * (1 - eff / 8)) * (1 + 0.5 * (len(table.fighters) - 1))
        return (nem["space"] if nem else None, table.minion_spaces, w, self._fire_reach(game, seat),
                self._pull_parts(game, seat))

    # --- helpers of the scoring rules (scorers.py) ----------------------------------
    def ability_power(self, game, seat, ability_id, upgraded) -> float:
        ab = game.box.fighters[self.t.fighters[seat]["id"]].ability(ability_id).side(upgraded)
        return sum(a.value + 2 * (a.icon in catalog.ATTACKS) + a.target for row in ab.rows for a in row)

    def ability_score(self, game, o) -> float:
        seat, ability_id, kick = o.seat, o.args[0], len(o.args) > 2     # its discards change the cost only
        value = self.t.once(("ability", seat, ability_id, kick), self._ability_value, game, seat, ability_id, kick)
        cards = o.args[1].split(",")
        cost = 0.5 * len(cards)
        if seat != self.t.active and value < 1.5:
            return -1
        return 2.0 + value - cost if value > 0.5 else -1

    def _ability_value(self, game, seat, ability_id, kicked) -> float:
        f = self.t.fighters[seat]
        side = game.box.fighters[f["id"]].ability(ability_id).side(ability_id in f["upgraded"])
        kick = kicked and side.kicker
        rows = side.rows + (side.kicker.rows if kick else ())
        boosts = set(side.kicker.boost) if kick else set()
        return self.sequence_value(game, seat, f["space"], [a for row in rows for a in row], boosts)

    def sequence_value(self, game, seat, space, acts, boosts=()) -> float:
        """Rough value of resolving these actions from `space` (moves then attacks)."""
        value, reach = 0.0, 0
        f = self.t.fighters[seat]
        for i, a in enumerate(acts):
            b = 1 if i in boosts else 0
            if a.icon == "move":
                reach += a.value + min(1, a.boost + b)
            elif a.icon in catalog.ATTACKS:
                best = 0.0
                spaces = game.board.within(space, reach) if reach else (space,)
                for sp in spaces:
                    best = max(best, self.attack_value(game, seat, sp, a, b))
                value += best * 1.5
                reach = 0
            elif a.icon == "ex":
                value += 0.8 if self.ex_useful(game, f) else 0.1
            elif a.icon == "effect":
                if a.effect == "heal":
                    value += (1.0 + 0.5 * f["round"]) if f["health"] < MAX_HEALTH else 0
                elif a.effect == "gain_ex":
                    value += 0.8 * a.args.get("amount", 1)
                else:
                    value += 0.5
            elif a.icon == "pull":
                value += 0.3 if reach == 0 else 0.1
            elif a.icon == "push":
                value += 0.2
        return value

    def card_score(self, game, seat, card) -> float:
        acts = [a for row in card.rows for a in row]
        return self.sequence_value(game, seat, self.t.fighters[seat]["space"], acts) - len(card.icons) * 0.05

    def interact_score(self, game, o) -> float:
        seat, what = o.seat, o.args[1]
        f = self.t.fighters[seat]
        card = game.box.style_card(o.args[0])
        spare = 0.1 * len(card.icons)
        if what == "poi":
            eff = game.stage.poi_effect
            if eff.effect == "heal":
                return (6.0 if f["health"] <= 2 or (f["round"] == 2 and f["health"] <= 3) else -1) - spare
            if eff.effect == "gain_ex":
                return (3.0 if self.ex_useful(game, f) else -1) - spare
            if eff.effect == "stand_all":
                return 5.0 if any(x["stunned"] for x in self.t.fighters) else -1
            if eff.effect == "draw":
                return (2.0 if len(f["hand"]) < 5 else -1) - spare
            return 2.0 - spare
        return 7.0 - spare

    def card_cost(self, game, f, cid) -> float:
        icons = len(game.box.style_card(cid).icons)
        spare = len(f["meter"]) >= 3
        return (0.12 if spare else 0.3) * icons + 0.1
