"""The expert bot: looks ahead by playing the game on, many times, from copies of the table.

At a decision with more than one option it runs a search over the engine's own decisions:

- **it never peeks**: every playout starts from `game.sample(seed)` (engine/hidden.py), a copy of
  the real game with what the players cannot know drawn again (the order of the style decks, the
  unseen nemesis cards, hidden objective tokens' faces, the future dice);
- **candidates**: the options, ordered by the greedy bot's scores; with many options only the
  best-scored few are searched (progressive widening: the more playouts, the more candidates);
- **playouts**: the candidate is applied, then the greedy bot plays every seat (the engine plays
  the enemies) until the game ends or `horizon` more turns have begun; the end is valued by
  outlook.value (1 won, 0 lost, else an estimated chance from the table). The rollouts are
  truncated: `horizon` 1 plays to the end of the current turn, its nemesis phase included, and
  lets the static evaluation judge the rest; a playout costs a quarter to a half of a two-turn
  one. A budget in seconds of TABLE_SECONDS or more (the hint, an expert seat) looks two turns
  ahead (TABLE_HORIZON): with the faster playouts of issue 31 item 7 its second buys some 800, and
  it won more of the same Hard Mode seeds than the one-turn search's 3,000 (docs/bots.md, *The
  horizon at the table*); a fixed playout count or a shorter budget keeps one turn;
- **what playouts share**: a round draws one sample a seed and copies it for each candidate; the
  samples differ only in what nobody sees, so many playouts meet the same table at the same
  decision (every one until a die or a card comes to light), and the options the greedy bot scores
  best at a decision are kept for them by what the players see of it (`Plan.memo`, keyed by bots/table.py's
  `fingerprint`: engine/seen.py's key, the decision and its options). The same choices as weighing
  each afresh (tests/test_expert.py), 1.4-1.9x the playouts a second at 500 a decision (docs/bots.md,
  *Figures*);
- **sequential halving** with common random numbers: in each round every remaining candidate is
  played from the same samples, and the worse half is dropped; the greedy bot's own pick gets a
  small head start (`prior`) so noise alone does not talk it out of a sound move.

Budget: `playouts` (deterministic for the bot's seed and the playout count) or `seconds` (a first
round is timed and the playouts the time allows are worked out from it, then again after every
round from that round's speed, so the cheaper later playouts fill the second). `analyse` returns the
candidates with their estimated win chance, playouts and a short reason (what the option did in
its playouts, outlook.effect), for hints.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from ..engine import rng
from . import outlook
from .greedy import GreedyBot

MAX_PLAYOUT_DECISIONS = 3000
TABLE_SECONDS = 0.5     # a budget of this many seconds or more is the table's (the hint, an expert seat)
TABLE_HORIZON = 2       # ... and looks two turns ahead: docs/bots.md, *The horizon at the table*


@dataclass
class Option:
    """One searched option: its playouts, their summed value, and what it did in them."""
    action: object
    prior: float
    visits: int = 0
    total: float = 0.0
    effects: dict = field(default_factory=dict)
    reason: str = ""

    @property
    def win_chance(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class ExpertBot:
    name = "expert"

    def __init__(self, seed: int = 0, playouts: int | None = None, seconds: float | None = None,
                 horizon: int | None = None, prior: float = 0.03, clock=time.perf_counter):
        if playouts is None and seconds is None:
            seconds = 1.0                   # at the table: at most a second per decision
        if horizon is None:                 # the table's second two turns ahead; a fixed count or a glance one
            horizon = TABLE_HORIZON if playouts is None and seconds >= TABLE_SECONDS else 1
        self.playouts, self.seconds, self.horizon, self.prior = playouts, seconds, horizon, prior
        self.clock = clock                  # what the `seconds` budget is measured with (tests pass their own)
        self.state = rng.seed_state(seed ^ 0xE4BE27)
        self.policy = GreedyBot(seed)
        self.last: list = []               # the last search's options, best first

    def choose(self, game, options):
        if len(options) == 1:
            return options[0]
        return self.analyse(game, options, words=False)[0].action

    # --- the search ------------------------------------------------------------------
    def analyse(self, game, options, top: int | None = None, words: bool = True) -> list:
        """The options searched, best first: each an Option (action, win_chance, visits, reason).
        `words`: read what each playout did, for the reasons (a seat's `choose` does without)."""
        begun = self.clock() if self.playouts is None else None
        self.state, base = rng.next_u64(self.state)
        scores = self.policy.scores(game, options)
        order = sorted(range(len(options)), key=lambda i: (-scores[i], i))
        cands = [Option(options[i], self.prior if k == 0 else 0.0) for k, i in enumerate(order)]
        if len(options) == 1:
            cands[0].reason = "the only choice"
            return cands
        budget = self.playouts
        width = min(len(cands), 8) if budget is None else widen(len(cands), budget)
        alive = cands[:width]
        plan = Plan(game, base, self.horizon, outlook.snapshot(game) if words else None)
        deadline = None
        if budget is None:
            start = self.clock()
            plan.round(alive, 1)
            spent = self.clock() - start
            budget = max(len(alive), int(self.seconds / max(1e-6, spent / len(alive)) * 0.9))
            alive = alive[:widen(len(alive), budget)]
            deadline = begun + self.seconds * 0.85      # (spare: the last round runs past its estimate)
        self._halve(plan, alive, budget, deadline)
        # the last candidate standing first (it has the most playouts), the others by their estimate
        searched = sorted((c for c in cands if c.visits), key=lambda c: (c.visits, rank(c)), reverse=True)
        for c in searched:
            c.reason = reason(c, searched[0])
        self.last = searched
        return searched[:top] if top else searched

    def _halve(self, plan, alive: list, budget: int, deadline: float | None = None) -> None:
        """Sequential halving. With a `deadline` (a time budget), the playouts left are worked out
        again after each round from that round's speed: the later playouts of a decision are the
        cheaper ones (they meet the decisions the earlier ones kept, Plan.memo), so a budget taken
        from the first round alone left some half of the second unused (issue 31 item 7)."""
        rounds = max(1, math.ceil(math.log2(len(alive))))
        for r in range(rounds):
            left = max(0, budget - plan.used)
            each = max(1, left // (len(alive) * (rounds - r)))
            if deadline is not None:
                start, used = self.clock(), plan.used
            plan.round(alive, each)
            if deadline is not None:
                now = self.clock()
                rate = (now - start) / max(1, plan.used - used)
                budget = plan.used + max(0, int((deadline - now) / max(1e-6, rate)))
            if len(alive) > 1:
                alive.sort(key=rank, reverse=True)
                del alive[max(1, (len(alive) + 1) // 2):]


def rank(c: Option):
    return (c.win_chance + c.prior, c.prior)


def widen(options: int, budget: int) -> int:
    """How many candidates a budget searches: about one per 4 playouts, at least 2."""
    return max(2, min(options, budget // 4))


class Plan:
    """The playouts of one decision: the samples they start from, shared by every candidate."""

    def __init__(self, game, base: int, horizon: int, before: dict | None):
        self.game, self.base, self.before = game, base, before    # before None: no words wanted
        self.turn = game.view.turn
        self.stop = self.turn + horizon
        self.used = 0
        self.next_sample = 0
        self.memo = {}      # the greedy bot's best options of the decisions its playouts meet (table.fingerprint):
                            # the samples differ only in what nobody sees, so many playouts meet the same ones

    def round(self, alive: list, each: int) -> None:
        seeds = [(self.base + 0x9E37 * (self.next_sample + j)) & rng.MASK for j in range(each)]
        self.next_sample += each
        for s in seeds:     # one sample a seed, copied for each candidate but the last (a copy is cheaper)
            sample = self.game.sample(s)
            for i, c in enumerate(alive):
                v, words = self.playout(sample if i == len(alive) - 1 else sample.clone(), c.action, s)
                c.visits += 1
                c.total += v
                for w in words[:3]:
                    c.effects[w] = c.effects.get(w, 0) + 1
                self.used += 1

    def playout(self, g, action, seed: int):
        """Play `action` in `g` (a sample of the game), then greedy to the horizon: (value, effect words)."""
        g.apply(action)
        before = self.before
        if before is None:
            own, snap, words = (), None, ()
        else:           # `snap`: the table as it is now, until the next apply (then None)
            snap = outlook.snapshot(g)
            own, words = outlook.effect(before, snap, g), None
        bot = GreedyBot(seed, self.memo)
        n = 0
        view = g.view
        while not g.is_over() and n < MAX_PLAYOUT_DECISIONS:
            decision, turn = g.pending, view.turn
            if words is None and (decision.kind == "main" or turn != self.turn):
                if snap is None:
                    snap = outlook.snapshot(g)
                    words = outlook.effect(before, snap, g)
                else:
                    words = own     # (nothing played since the option: what it did itself)
            if turn >= self.stop:
                break               # (the table is as `snap` read it, if it was read here)
            g.apply(bot.choose(g, decision.options))      # (the legal actions, as the decision holds them)
            snap = None
            n += 1
        if words is None:
            words = own if snap is not None else outlook.effect(before, snap := outlook.snapshot(g), g)
        if snap is None:
            snap = outlook.snapshot(g)
        return outlook.value(g, snap), later(words, own)


def later(words, own) -> list:
    """The playout's effect words, those the option did not do itself (up to the next decision:
    `own`) marked "then: " (issue 26's sixth pass: "Skip this action ... defeats the standard
    minion" read as if skipping did it; the card's next action, played by the greedy bot, did)."""
    return [w if w in own else f"then: {w}" for w in words]


def reason(c: Option, pick: Option) -> str:
    """A line for a hint: what the option mostly did in its playouts, and how it compares with the
    pick. An option dropped early can show a higher estimate than the pick from far fewer playouts
    (a playtest read 55% under a 53% pick as a contradiction): then the line says so."""
    common = sorted(c.effects.items(), key=lambda kv: (-kv[1], kv[0]))
    parts = []
    for words, n in common[:2]:
        share = n / c.visits
        if share >= 0.3:
            parts.append(words if share >= 0.9 else f"{words} ({share:.0%})")
    gap = c.win_chance - pick.win_chance
    line = f"{c.win_chance:.0%} est. win" + ("" if abs(gap) < 0.005 else f", {gap * 100:+.0f} pts vs the pick")
    if gap >= 0.005 and c.visits < pick.visits:
        line += f", but from {c.visits} playouts to its {pick.visits}"
    parts.append(line)
    return "; ".join(parts)
