"""What a bot sees of the table while it weighs one decision.

Read once through game.view when the decision comes (the state does not change while a bot
thinks), as plain copies that are quick to read; the engine's answers a bot asks again and again
(an enemy's health against an icon, its card side, the targets in range of a space) are asked once.
"""
from __future__ import annotations

FIGHTER_FIELDS = ("seat", "id", "space", "health", "round", "ex", "stunned", "upgraded", "hand", "meter")


class Table:
    def __init__(self, game):
        v = self.view = game.view
        self.enemies = {e["id"]: e.thaw() for e in v.enemies()}
        self.fighters = [f.pick(*FIGHTER_FIELDS) for f in v.fighters()]
        self.on_map = [e for e in self.enemies.values() if e["space"] is not None]
        self.active = v.active
        self.track = v.nemesis["track"]
        self.objective_rule = v.stage_has_objective_rule()
        self._health, self._sides, self._targets, self._objectives = {}, {}, {}, None

    @property
    def objectives(self) -> list:
        """The objective tokens (read when first asked: most stages have none)."""
        if self._objectives is None:
            self._objectives = [o.thaw() for o in self.view.objectives]
        return self._objectives

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
        key = (space, id(act))
        found = self._targets.get(key)
        if found is None:
            found = self._targets[key] = self.view.targets_in_range(space, act)
        return found
