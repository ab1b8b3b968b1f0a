"""What a bot sees of the table while it weighs one decision.

Read through game.view when first asked (the state does not change while a bot thinks), as plain
copies that are quick to read again and again; the engine's answers a bot asks many times (an
enemy's health against an icon, the targets in range of a space) are asked once.
"""
from __future__ import annotations

from ..engine.seen import seen_key

INF = float("inf")


class cached_property:  # noqa: N801 - used as functools' is
    """functools.cached_property without its lock (Python 3.11 takes one on every first read; a Table
    lives for one decision of one thread): the value, once worked out, is the instance's attribute."""

    def __init__(self, work):
        self.work, self.name = work, work.__name__
        self.__doc__ = work.__doc__

    def __get__(self, table, owner=None):
        if table is None:
            return self
        value = table.__dict__[self.name] = self.work(table)
        return value

FIGHTER_FIELDS = ("seat", "id", "space", "health", "round", "ex", "stunned", "upgraded", "hand", "meter")


def fingerprint(game, options):
    """A key for a decision as a bot sees it: the table as the players see it (engine/seen.py), the
    decision and its options. Two decisions with the same key get the same scores; None if the
    table holds something that cannot be a key (then the decision is weighed afresh)."""
    d = game.pending
    try:
        return seen_key(game), d.kind, d.seat, tuple(options)
    except ValueError:        # (something in the state that is not plain data)
        return None


class Table:
    def __init__(self, game):
        self.view = game.view
        self._health, self._sides, self._targets, self._fire, self._once = {}, {}, {}, {}, {}

    @cached_property
    def enemies(self) -> dict:
        return self.view.enemy_copies()

    @cached_property
    def fighters(self) -> list:
        return self.view.fighter_copies(*FIGHTER_FIELDS)

    @cached_property
    def on_map(self) -> list:
        return [e for e in self.enemies.values() if e["space"] is not None]

    @cached_property
    def minion_spaces(self) -> list:
        """Where the enemies other than the nemesis stand."""
        return [e["space"] for e in self.on_map if e["kind"] != "nemesis"]

    def fire_sources(self, board, seat: int) -> list:
        """The enemies on the map, each with how near the nearest fighter other than `seat` stands to it
        (the greedy bot weighs every space a move or sprint may end on against them)."""
        found = self._fire.get(seat)
        if found is None:
            others = [f["space"] for f in self.fighters if f["seat"] != seat]
            found = self._fire[seat] = [(e, min((board.distance(o, e["space"]) for o in others), default=INF))
                                        for e in self.on_map]
        return found

    @cached_property
    def objectives(self) -> list:
        return [o.thaw() for o in self.view.objectives]

    @cached_property
    def active(self) -> int:
        return self.view.active

    @cached_property
    def track(self):
        return self.view.nemesis["track"]

    @cached_property
    def objective_rule(self) -> bool:
        return self.view.stage_has_objective_rule()

    def once(self, key, work, *args):
        """`work(*args)`, worked out once for `key` while the bot weighs this decision (the greedy bot's
        scores of a space, an attack on an enemy, an ability: a move's options all weigh the space
        they start from, a sprint's every space in reach)."""
        v = self._once.get(key)
        if v is None:
            v = self._once[key] = work(*args)
        return v

    def health(self, e, icon: str) -> int:
        """Successes an attack of this icon needs against enemy `e` (view.enemy_health)."""
        key = (e["id"], icon)
        h = self._health.get(key)
        if h is None:
            h = self._health[key] = self.view.enemy_health(e, icon)
        return h

    def side(self, e):
        """The card side enemy `e` acts by (view.enemy_side)."""
        if e["id"] not in self._sides:
            self._sides[e["id"]] = self.view.enemy_side(e)
        return self._sides[e["id"]]

    def targets(self, space: str, act) -> list:
        """Enemies an attack `act` from `space` may target (view.targets_in_range)."""
        key = (space, act)            # equal acts (a "melee 2" on several cards) have the same targets
        found = self._targets.get(key)
        if found is None:
            found = self._targets[key] = self.view.targets_in_range(space, act)
        return found
