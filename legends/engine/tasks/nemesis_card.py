"""Nemesis Cards: a drawn card resolves its ability rows for the nemesis board's round, then
spawns its minions (Spawning Minions); when the supply runs out the nemesis advances."""
from __future__ import annotations

from ..movement import _num
from .base import Task


class NemesisCard(Task):
    kind = "ncard"

    def advance(self, r, task):
        card = r.box.nemesis_card(task["card"])
        if task["step"] == 0:
            task["step"] = 1
            r.s["stack"].append({"kind": "nrows", "source": ["ability", card.icon, r.s["nemesis"]["round"]], "row": 0})
            return None
        if task["step"] == 1 and not task["advance"] and task["slot"] < len(card.spawns):
            slot = card.spawns[task["slot"]]
            task["slot"] += 1
            r.spawn_minion(slot.type, slot.location)   # none left in the supply: the nemesis advances
            return None
        r.s["stack"].remove(task)
        r.s["nemesis"]["discard"].append(task["card"])
        return None


class NemesisRows(Task):
    """The rows of a nemesis ability: each row split into runs by who acts (the nemesis, or each
    minion of a kind in reading order), each run one activation."""
    kind = "nrows"

    def advance(self, r, task):
        rows = r.nemesis_rows(task["source"])
        if task["row"] >= len(rows):
            r.s["stack"].remove(task)
            return None
        n = task["row"]
        task["row"] += 1
        row = rows[n]
        segments, start = [], 0
        for i in range(1, len(row) + 1):
            if i == len(row) or row[i].actor != row[start].actor:
                segments.append((row[start].actor, start, i))
                start = i
        frames = []
        for actor, a, b in segments:
            src = ["nseg", task["source"], n, a, b]
            if actor == "nemesis":
                frames.append(r.enemy_task("nemesis", src, "nemesis"))
            else:
                group = sorted((e for e in r.enemies_on_map() if e["kind"] == actor),
                               key=lambda e: (r.board.index[e["space"]], _num(e["id"])))
                frames.extend(r.enemy_task(e["id"], src, "nemesis") for e in group)
                if not group and not r.quiet:
                    r.log(f"No {r.group.side(actor).name} on the map: {_ability_name(r, task['source'])}'s row "
                          f"does nothing.", auto=True, kind="nrow")
        r.s["stack"].extend(reversed(frames))
        return None


def _ability_name(r, src) -> str:
    """The printed name of the ability whose rows `src` names (a nemesis board ability or the critical one)."""
    if src[0] == "critical":
        return r.nem.critical.name
    return r.nem.side(src[2]).ability(src[1]).name
