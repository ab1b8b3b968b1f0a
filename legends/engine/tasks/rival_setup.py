"""Setup (rivals): one player at a time places their rival on a free spawn location."""
from __future__ import annotations

from ..actions import Action, Decision
from .base import Task


class RivalSetup(Task):
    kind = "place_rivals"

    def advance(self, r, task):
        if not task["order"]:
            r.s["stack"].pop()
            return None
        seat = task["order"][0]
        taken = {e["space"] for e in r.s["enemies"].values() if e["kind"] == "rival" and e["space"]}
        free = [n for n, sp in r.stage.spawns if sp not in taken]
        if not free:  # more rivals than spawn locations: share (docs/rules.md)
            free = [n for n, _ in r.stage.spawns]
        rid = r.fighters[seat]["rivals"][0]
        name = r.enemy_name(r.s["enemies"][rid])
        return Decision("place_rival", seat, f"P{seat + 1}: place your rival {name} on a spawn location",
                        tuple(Action(seat, "place_rival", (n,)) for n in free))

    def apply(self, r, task, action):
        seat = task["order"].pop(0)
        rid = r.fighters[seat]["rivals"][0]
        space = r.stage.spawn_space(action.args[0])
        r.s["enemies"][rid]["space"] = space
        r.log(f"P{seat + 1} places rival {r.name_of(rid)} on spawn location {action.args[0]} ({r.space_name(space)}).",
              kind="place", who=rid, to=space)
