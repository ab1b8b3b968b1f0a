"""The workshop's edits on a Draft, with undo and redo (no pygame): each tool acts on one square, or on
one side of a square (walls and doors), exactly as a click, Enter or the controller's A does.

    ed = Editor(blank(6, 5))
    ed.apply("wall", "B2", "right")     # the wall between B2 and C2, on or off
    ed.apply("spawn2", "E4")
    ed.undo(); ed.redo()
    ed.set("loss", "objectives_destroyed")
"""
from __future__ import annotations

from ....content.reader import parse_square, square_name
from .draft import ICONS, LOSS_NUMBER, LOSSES, MINIONS, POI_EFFECTS, POI_NUMBER, RULES, Draft, edge

SIDES = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}
SIDE_ORDER = ("up", "right", "down", "left")
TOOLS = (  # (id, name shown, what it does)
    ("square", "Squares", "Paint a square in or out of the map."),
    ("wall", "Walls", "A wall on the side of the square, on or off."),
    ("door", "Doors", "A door in the wall on that side, on or off (the wall stays)."),
    ("feature", "Features", "Add the square to the feature being drawn, or take it out (N: a new feature)."),
    ("hazard", "Hazards", "The square is a hazard, or not."),
    ("start", "Start", "The fighters' start space."),
    ("spawn1", "Spawn 1", "Spawn location 1."),
    ("spawn2", "Spawn 2", "Spawn location 2 (the nemesis appears here)."),
    ("spawn3", "Spawn 3", "Spawn location 3."),
    ("poi", "Point of interest", "The point of interest."),
    ("objective", "Objectives", "An objective token: punch, kick, joystick, then none."),
    ("minion", "Setup minions", "A minion placed at setup: standard, elite, then none."),
    ("blocked", "No enemies", "A space enemies never enter, or not."),
    ("overrun", "Overrun space", "The space minions must not overrun (the loss becomes 'space overrun')."),
    ("capacity", "Capacity", "The most figures the space holds: 1, 2, 3, 4, then no limit."),
)
TOOL_IDS = tuple(t[0] for t in TOOLS)
EDGE_TOOLS = ("wall", "door")
HISTORY = 200
NUMBERS = {"loss_number": (1, 50), "hazard_damage": (1, 4), "relic_heal": (1, 4), "poi_number": (1, 5)}


def neighbour(name: str, side: str) -> str | None:
    sq = parse_square(name)
    if sq is None:
        return None
    dx, dy = SIDES[side]
    c, r = sq[0] + dx, sq[1] + dy
    return square_name(c, r) if c >= 0 and r >= 0 else None


class Editor:
    """A draft, its tools, and the history of its states (undo / redo)."""

    def __init__(self, draft: Draft):
        self.draft = draft
        self.past: list = []
        self.future: list = []
        self.feature = None         # the id of the feature being drawn
        self.changed = False        # since the last save
        self.saved_as = None        # the id of the player's stage file this draft is (opened from, or saved as)

    # --- history ------------------------------------------------------------------------------
    def _keep(self):
        self.past.append(self.draft.copy())
        del self.past[:-HISTORY]
        self.future.clear()
        self.changed = True

    def checkpoint(self) -> None:
        """The draft as it is now kept for undo (before a run of edits undone at once: typing a name)."""
        self._keep()

    def rename(self, name: str) -> bool:
        """The stage's name (and its id, its file's name) without a step of its own in the history."""
        from .draft import stage_id
        if not isinstance(name, str) or not name.strip() or len(name) > 80:
            return False
        self.draft.name, self.draft.id = name, stage_id(name)
        self.changed = True
        return True

    def name_feature(self, square: str, name: str) -> bool:
        """The name of the feature a square belongs to (shown on the map; no undo step of its own)."""
        f = self.draft.feature_of(square)
        if f is None or not isinstance(name, str) or not name.strip() or len(name) > 40:
            return False
        f["name"] = name
        self.changed = True
        return True

    def undo(self) -> bool:
        if not self.past:
            return False
        self.future.append(self.draft)
        self.draft = self.past.pop()
        self.changed = True
        return True

    def redo(self) -> bool:
        if not self.future:
            return False
        self.past.append(self.draft)
        self.draft = self.future.pop()
        self.changed = True
        return True

    # --- the tools ----------------------------------------------------------------------------
    def apply(self, tool: str, name: str, side: str = "right", step: bool = True) -> bool:
        """Use a tool on a square (and a side, for walls and doors); False if nothing changed.
        step=False: no undo step of its own (the rest of a stroke painted with the mouse)."""
        d = self.draft
        sq = parse_square(name)
        if tool not in TOOL_IDS or sq is None or not (0 <= sq[0] < d.cols and 0 <= sq[1] < d.rows):
            return False
        if tool != "square" and sq not in d.squares:
            return False
        before = d.copy()
        self._tools()[tool](name, tool, side)
        if self.draft.to_doc() == before.to_doc() and self.draft.features == before.features:
            return False
        if step:
            self.past.append(before)
            del self.past[:-HISTORY]
        self.future.clear()
        self.changed = True
        return True

    def marked(self, tool: str, name: str) -> bool | None:
        """Whether a painting tool's mark is on the square (None for the other tools)."""
        d = self.draft
        sq = parse_square(name)
        return {"square": sq in d.squares, "hazard": name in d.hazards, "blocked": name in d.blocked,
                "feature": d.feature_of(name) is not None}.get(tool)

    def _tools(self) -> dict:
        """Each tool's edit, by the tool's id (an explicit table: tests/test_shape.py)."""
        return {"square": self._square, "wall": self._wall, "door": self._door, "feature": self._feature,
                "hazard": self._hazard, "start": self._start, "spawn1": self._spawn, "spawn2": self._spawn,
                "spawn3": self._spawn, "poi": self._poi, "objective": self._objective, "minion": self._minion,
                "blocked": self._blocked, "overrun": self._overrun, "capacity": self._capacity}

    def _square(self, name, tool, side):
        d = self.draft
        sq = parse_square(name)
        if sq in d.squares:
            d.squares.discard(sq)
            self._clear(name)
        else:
            d.squares.add(sq)

    def _clear(self, name):
        """A square painted out takes everything on it with it (undo gives it all back)."""
        d = self.draft
        d.walls = {w for w in d.walls if name not in w}
        d.doors = {w for w in d.doors if name not in w}
        for f in d.features:
            if name in f["squares"]:
                f["squares"].remove(name)
        d.features = [f for f in d.features if f["squares"]]
        d.start = None if d.start == name else d.start
        d.poi = None if d.poi == name else d.poi
        d.loss_space = None if d.loss_space == name else d.loss_space
        d.spawns = {n: s for n, s in d.spawns.items() if s != name}
        d.tokens = [t for t in d.tokens if t["space"] != name]
        d.minions = [m for m in d.minions if m["space"] != name]
        d.hazards = [s for s in d.hazards if s != name]
        d.blocked = [s for s in d.blocked if s != name]
        d.capacity.pop(name, None)

    def _wall(self, name, tool, side):
        other = neighbour(name, side)
        d = self.draft
        if other is None or not d.has(other):
            return
        e = edge(name, other)
        if e in d.walls or e in d.doors:
            d.walls.discard(e)
            d.doors.discard(e)
        else:
            d.walls.add(e)

    def _door(self, name, tool, side):
        other = neighbour(name, side)
        d = self.draft
        if other is None or not d.has(other):
            return
        e = edge(name, other)
        if e in d.doors:
            d.doors.discard(e)
        else:
            d.walls.add(e)
            d.doors.add(e)

    def _feature(self, name, tool, side):
        d = self.draft
        owner = d.feature_of(name)
        if owner is not None:
            owner["squares"].remove(name)
            d.features = [f for f in d.features if f["squares"]]
            return
        current = next((f for f in d.features if f["id"] == self.feature), None)
        if current is None:
            current = self._new_feature()
        current["squares"].append(name)

    def _new_feature(self) -> dict:
        d = self.draft
        n = 1
        while any(f["id"] == f"feature_{n}" for f in d.features):
            n += 1
        f = {"id": f"feature_{n}", "name": f"Feature {n}", "squares": []}
        d.features.append(f)
        self.feature = f["id"]
        return f

    def new_feature(self) -> None:
        """The next square the feature tool marks starts a new feature."""
        self.feature = None

    def _toggle_in(self, attr, name):
        items = getattr(self.draft, attr)
        setattr(self.draft, attr, [s for s in items if s != name] if name in items else items + [name])

    def _hazard(self, name, tool, side):
        self._toggle_in("hazards", name)

    def _blocked(self, name, tool, side):
        self._toggle_in("blocked", name)

    def _start(self, name, tool, side):
        self.draft.start = name

    def _spawn(self, name, tool, side):
        n = int(tool[-1])
        d = self.draft
        d.spawns = {k: s for k, s in d.spawns.items() if not (s == name and k != n)}
        d.spawns[n] = name

    def _capacity(self, name, tool, side):
        d = self.draft
        owner = d.feature_of(name)
        key = owner["squares"][0] if owner else name      # a feature's capacity is written on its first square
        now = d.capacity.pop(key, 0)
        if now < 4:
            d.capacity[key] = now + 1

    def _overrun(self, name, tool, side):
        d = self.draft
        d.loss_space = name
        if d.loss != "space_overrun":
            d.loss, d.loss_number = "space_overrun", min(d.loss_number, 4)

    def _poi(self, name, tool, side):
        self.draft.poi = name

    def _cycle(self, attr, key, values, name):
        items = getattr(self.draft, attr)
        here = next((x for x in items if x["space"] == name), None)
        if here is None:
            items.append({"space": name, key: values[0]} if key == "icon" else {"type": values[0], "space": name})
            return
        i = values.index(here[key])
        if i + 1 < len(values):
            here[key] = values[i + 1]
        else:
            items.remove(here)

    def _objective(self, name, tool, side):
        self._cycle("tokens", "icon", ICONS, name)

    def _minion(self, name, tool, side):
        self._cycle("minions", "type", MINIONS, name)

    # --- the stage's choices ------------------------------------------------------------------
    def set(self, key: str, value) -> bool:
        """A choice of the stage sheet (name, rule, loss and their numbers...); False if unchanged or
        not one of the choices the engine supports."""
        d = self.draft
        allowed = {"loss": LOSSES, "rule": RULES, "poi_effect": POI_EFFECTS}
        if key in allowed and value not in allowed[key]:
            return False
        if key in NUMBERS:
            lo, hi = NUMBERS[key]
            if key == "loss_number":
                hi = 50 if d.loss == "time_limit" else 12
            if not isinstance(value, int) or not lo <= value <= hi:
                return False
        if key in ("name", "poi_name", "flavor") and (not isinstance(value, str) or len(value) > 80):
            return False
        if key not in ("name", "poi_name", "flavor", "hidden", "loss_space") and key not in allowed \
                and key not in NUMBERS:
            return False
        if getattr(d, key) == value:
            return False
        self._keep()
        setattr(d, key, value)
        if key == "loss" and value != "time_limit":
            d.loss_number = min(d.loss_number, 12)
        if key == "name":
            from .draft import stage_id
            d.id = stage_id(value)
        return True

    def step(self, key: str, values_or_delta) -> bool:
        """The next choice (a list of values) or the number moved by delta."""
        d = self.draft
        value = getattr(d, key)
        if isinstance(values_or_delta, int):
            return self.set(key, value + values_or_delta)
        values = list(values_or_delta)
        return self.set(key, values[(values.index(value) + 1) % len(values)] if value in values else values[0])

    def resize(self, cols: int, rows: int) -> bool:
        """The grid made bigger or smaller: new squares come in the map; squares cut off go, with what is on them."""
        from ....content.stages import GRID_MAX
        d = self.draft
        cols, rows = max(1, min(GRID_MAX[0], cols)), max(1, min(GRID_MAX[1], rows))
        if (cols, rows) == (d.cols, d.rows):
            return False
        self._keep()
        for (c, r) in sorted(d.squares):
            if c >= cols or r >= rows:
                d.squares.discard((c, r))
                self._clear(square_name(c, r))
        d.squares |= {(c, r) for c in range(d.cols, cols) for r in range(rows)}
        d.squares |= {(c, r) for c in range(cols) for r in range(d.rows, rows)}
        d.cols, d.rows = cols, rows
        return True


__all__ = ["Editor", "EDGE_TOOLS", "LOSS_NUMBER", "POI_NUMBER", "SIDE_ORDER", "TOOLS", "TOOL_IDS", "neighbour"]
