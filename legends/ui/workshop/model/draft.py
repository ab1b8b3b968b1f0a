"""A stage being built in the workshop: plain, editable data (no pygame), turned into the stage file
of docs/content-format.md by `to_doc` and built from a loaded Stage by `from_stage`.

Every place is a square's name ("B3"): a feature is a list of squares, and a marker on one of its
squares stands for the whole feature, as in the stage file. Walls and doors are pairs of neighbouring
squares (frozensets); a door is also a wall, as the file says it.
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field

from ....content import catalog
from ....content.reader import parse_square, square_name
from ....content.stages import GRID_MAX

LOSSES = ("time_limit", "objectives_destroyed", "space_overrun", "relics_lost")
LOSS_NUMBER = {"time_limit": "rounds", "objectives_destroyed": "count", "space_overrun": "count",
               "relics_lost": "count"}
RULES = ("none", "bombs", "relics")         # the objective rule; hazards are painted on squares
POI_EFFECTS = ("heal", "draw", "gain_ex", "stand_all")
POI_NUMBER = {"heal": "amount", "draw": "cards", "gain_ex": "amount"}
ICONS = catalog.COMBO_ICONS
MINIONS = catalog.MINION_TYPES
ID_RE = re.compile(r"[^a-z0-9_]+")


def stage_id(name: str) -> str:
    """An id from a name: lowercase letters, digits and _, starting with a letter."""
    out = ID_RE.sub("_", (name or "").lower()).strip("_")[:40] or "my_stage"
    return out if out[0].isalpha() else f"s_{out}"


def edge(a: str, b: str) -> frozenset:
    return frozenset((a, b))


def edge_text(e: frozenset) -> str:
    """'B2|C2': the left or upper square first."""
    a, b = sorted(e, key=lambda n: (parse_square(n)[1], parse_square(n)[0]))
    return f"{a}|{b}"


@dataclass
class Draft:
    name: str = "My stage"
    id: str = "my_stage"
    flavor: str = ""
    cols: int = 8
    rows: int = 6
    squares: set = field(default_factory=set)           # {(col, row)}
    walls: set = field(default_factory=set)             # {frozenset({"A1", "B1"})}, doors included
    doors: set = field(default_factory=set)
    features: list = field(default_factory=list)        # [{"id", "name", "squares": [names]}]
    start: str | None = None
    spawns: dict = field(default_factory=dict)          # {1: "E1", ...}
    poi: str | None = None
    poi_name: str = "Point of interest"
    poi_effect: str = "heal"
    poi_number: int = 1
    tokens: list = field(default_factory=list)          # [{"space", "icon"}]
    hidden: bool = True
    minions: list = field(default_factory=list)         # [{"type", "space"}]
    hazards: list = field(default_factory=list)         # square names
    hazard_damage: int = 1
    rule: str = "none"
    relic_heal: int = 1
    loss: str = "time_limit"
    loss_number: int = 16
    loss_space: str | None = None
    blocked: list = field(default_factory=list)         # enemy_blocked squares
    capacity: dict = field(default_factory=dict)
    palette: dict = field(default_factory=lambda: {"floor": "#5a5046", "accent": "#d9a441"})
    setup_text: str = ""
    texts: dict = field(default_factory=dict)           # wording kept from a copied stage: rule / loss / poi

    # --- the map ------------------------------------------------------------------------------
    def names(self) -> set:
        return {square_name(c, r) for c, r in self.squares}

    def has(self, name) -> bool:
        sq = parse_square(name) if isinstance(name, str) else None
        return sq is not None and sq in self.squares

    def feature_of(self, name: str):
        return next((f for f in self.features if name in f["squares"]), None)

    def copy(self) -> "Draft":
        return copy.deepcopy(self)

    # --- the file -----------------------------------------------------------------------------
    def grid(self) -> list:
        return ["".join("#" if (c, r) in self.squares else "." for c in range(self.cols)) for r in range(self.rows)]

    def to_doc(self) -> dict:
        """The stage file (docs/content-format.md, *Stages*, with `grid` for the map)."""
        doc = {"id": self.id, "name": self.name}
        if self.flavor:
            doc["flavor"] = self.flavor
        doc["grid"] = self.grid()
        doc["walls"] = sorted(edge_text(w) for w in self.walls | self.doors)
        doc["doors"] = sorted(edge_text(d) for d in self.doors)
        doc["features"] = [{"id": f["id"], "name": f["name"], "squares": list(f["squares"])} for f in self.features]
        if self.capacity:
            doc["capacity"] = dict(self.capacity)
        if self.blocked:
            doc["enemy_blocked"] = list(self.blocked)
        if self.start:
            doc["start"] = self.start
        doc["spawns"] = {n: s for n, s in sorted(self.spawns.items())}
        doc["point_of_interest"] = self._poi_doc()
        doc["objectives"] = {"hidden": self.hidden, "tokens": [dict(t) for t in self.tokens]}
        doc["setup"] = {"text": self.setup_text or self._setup_text(), "minions": [dict(m) for m in self.minions]}
        doc["rules"] = self._rules_doc()
        doc["loss"] = self._loss_doc()
        doc["palette"] = dict(self.palette)
        return doc

    def _poi_doc(self) -> dict:
        effect = {"effect": self.poi_effect}
        if self.poi_effect in POI_NUMBER:
            effect[POI_NUMBER[self.poi_effect]] = self.poi_number
        effect["text"] = self.texts.get("poi") or "Interact: " + catalog.describe(self.poi_effect, effect).lower()
        out = {"name": self.poi_name, "effect": effect}
        if self.poi:
            out["space"] = self.poi
        return out

    def _rules_doc(self) -> list:
        rules = []
        if self.hazards:
            spaces = list(self.hazards)
            rules.append({"effect": "hazard", "spaces": spaces, "damage": self.hazard_damage,
                          "text": catalog.describe("hazard", {"spaces": ", ".join(spaces), "damage": self.hazard_damage})})
        if self.rule == "bombs":
            rules.append({"effect": "bombs", "text": self.texts.get("bombs") or catalog.describe("bombs", {})})
        elif self.rule == "relics":
            rules.append({"effect": "relics", "heal": self.relic_heal,
                          "text": self.texts.get("relics") or catalog.describe("relics", {"heal": self.relic_heal})})
        return rules

    def _loss_doc(self) -> dict:
        params = {LOSS_NUMBER[self.loss]: self.loss_number}
        if self.loss == "space_overrun":
            params["space"] = self.loss_space or ""
        text = catalog.describe(self.loss, params)
        return {"effect": self.loss, **params, "text": text}

    def _setup_text(self) -> str:
        if not self.minions:
            return "No minions are placed at setup."
        where = ", ".join(f"{'an' if m['type'] == 'elite' else 'a'} {m['type']} minion on {m['space']}"
                          for m in self.minions)
        return f"Place {where}."

    def rules_text(self) -> list:
        """The stage's rules as players read them: each rule's text, then the loss."""
        return [r["text"] for r in self._rules_doc()] + [self._loss_doc()["text"]]


def blank(cols: int = 8, rows: int = 6, name: str = "My stage") -> Draft:
    """An empty grid of that size, every square in the map and nothing on it."""
    cols = max(1, min(GRID_MAX[0], cols))
    rows = max(1, min(GRID_MAX[1], rows))
    return Draft(name=name, id=stage_id(name), cols=cols, rows=rows,
                 squares={(c, r) for c in range(cols) for r in range(rows)})


def _square(stage, space: str) -> str | None:
    """A space of a loaded stage as a square name (a feature: its first square)."""
    if not space:
        return None
    f = next((f for f in stage.features if f.id == space), None)
    return square_name(*f.squares[0]) if f else space


def from_stage(stage, name: str | None = None) -> Draft:
    """A draft copying a loaded stage (a box stage to start from, or a file imported)."""
    cols = max(c for c, _ in stage.squares) + 1
    rows = max(r for _, r in stage.squares) + 1
    d = Draft(name=name or stage.name, id=stage_id(name or stage.name), flavor=stage.flavor, cols=cols, rows=rows,
              squares=set(stage.squares), walls={edge(*w) for w in stage.walls}, doors={edge(*x) for x in stage.doors})
    d.id = stage.id if name is None else d.id
    d.features = [{"id": f.id, "name": f.name, "squares": [square_name(*s) for s in f.squares]} for f in stage.features]
    sq = lambda s: _square(stage, s)      # noqa: E731
    d.start = sq(stage.start)
    d.spawns = {n: sq(s) for n, s in stage.spawns}
    d.poi, d.poi_name = sq(stage.poi_space), stage.poi_name
    d.poi_effect = stage.poi_effect.effect if stage.poi_effect.effect in POI_EFFECTS else "heal"
    d.poi_number = stage.poi_effect.args.get(POI_NUMBER.get(d.poi_effect, ""), 1)
    d.texts["poi"] = stage.poi_effect.text
    d.tokens = [{"space": sq(t.space), "icon": t.icon} for t in stage.objectives]
    d.hidden = stage.objectives_hidden
    d.minions = [{"type": t, "space": sq(s)} for t, s in stage.setup_minions]
    d.setup_text = stage.setup_text
    for rule in stage.rules:
        if rule.effect == "hazard":
            d.hazards = [sq(s) for s in rule.args.get("spaces", ())]
            d.hazard_damage = rule.args.get("damage", 1)
        elif rule.effect in RULES:
            d.rule = rule.effect
            d.relic_heal = rule.args.get("heal", 1)
            d.texts[rule.effect] = rule.text
    if stage.loss.effect in LOSSES:
        d.loss = stage.loss.effect
        d.loss_number = stage.loss.args.get(LOSS_NUMBER[d.loss], 1)
        d.loss_space = sq(stage.loss.args.get("space")) if d.loss == "space_overrun" else None
    d.blocked = [sq(s) for s in stage.enemy_blocked]
    d.capacity = {sq(s): n for s, n in stage.capacity}
    d.palette = dict(stage.palette)
    return d
