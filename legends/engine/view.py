"""Read-only queries over a game: everything the table shows and a bot weighs.

`game.view` is the one door to a game's state for code outside the engine (the UI, the bots, the
command line). It is live (always the game as it stands now) and read-only: records are mappings
whose nested lists come back as tuples, and nothing here changes the game. The queries that carry a
rule (who activates next, when a critical art is ready, what an enemy needs to be damaged) are
answered here by the engine's own code, so nobody outside re-derives a rule.

    v = game.view
    v.turn, v.active, v.phase, v.seats, v.decisions, v.result
    v.fighter(0)["health"], v.max_health, v.max_ex, v.critical_ready(0), v.fighter_name(0)
    v.enemy("m3"), v.enemies(), v.enemies(on_map=True), v.nemesis["track"], v.supply("standard")
    v.objectives, v.log[-1]["text"], v.log[-1]["turn"], v.positions(), v.space_of("F1"), v.name_of("m3")
    v.activation_order(), v.preview_moves(), v.current_attack(), v.loss_progress(), v.route("A1", "C2")
    v.futile(action)      # why an option would do nothing now ("no target in range"), or None
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import effects
from .copying import FLAT, deep as _copy       # thaw(): a record's plain, independent copy
from .constants import MAX_EX, MAX_HEALTH, MAX_METER, PHASES


_NESTED = (dict, list)
_NESTED_TYPES = frozenset(_NESTED)
_CONTAINERS = (dict, list, tuple)
_MISSING = object()


def frozen(value):
    """A read-only form of a piece of state: dicts become Records, lists tuples."""
    t = type(value)
    if t is dict:
        return Record(value)
    if t is list:
        for v in value:
            if type(v) in _NESTED:
                return tuple([frozen(v) for v in value])
        return tuple(value)         # a list of ids (a hand, a deck), the common case: at once
    return value


def _rows(records, keys: tuple) -> list:
    """Each record's values of these fields as a tuple (None for a field it lacks), frozen."""
    out = []
    for d in records:
        row = tuple(map(d.get, keys))
        if not _NESTED_TYPES.isdisjoint(map(type, row)):        # (plain values, the common case: as they are)
            row = tuple([frozen(x) if type(x) in _NESTED else x for x in row])
        out.append(row)
    return out


class Record(Mapping):
    """A read-only window on one dict of the state (a fighter, an enemy, a log entry ...)."""
    __slots__ = ("_d",)

    def __init__(self, data: dict):
        self._d = data

    def __getitem__(self, key):
        value = self._d[key]
        return frozen(value) if type(value) in _NESTED else value   # scalars, the common case, as they are

    def get(self, key, default=None):
        value = self._d.get(key, _MISSING)
        if value is _MISSING:
            return default
        return frozen(value) if type(value) in _NESTED else value

    def __contains__(self, key):
        return key in self._d

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __repr__(self):
        return f"Record({self._d!r})"

    def __eq__(self, other):
        if isinstance(other, Record):
            return self._d == other._d
        return self._d == other if isinstance(other, dict) else NotImplemented

    __hash__ = None

    def thaw(self) -> dict:
        """A private deep copy as plain data (for code that wants to keep or change it)."""
        d = self._d
        for v in d.values():
            if type(v) in _CONTAINERS:
                return _copy(d)
        return d.copy()             # a record of scalars (an enemy, an objective token)

    def pick(self, *keys) -> dict:
        """A private copy of just these fields, as plain data."""
        d = self._d
        out = {k: d[k] for k in keys}
        for k, v in out.items():
            if type(v) in _NESTED:
                out[k] = v[:] if type(v) is list and k in FLAT else _copy(v)     # FLAT: lists of ids
        return out




class LogView(Sequence):
    """The game's log as read-only entries: {"decision", "text", "auto", "kind", "turn", "active", "phase",
    and what the entry is about: "who", "target", "from", "to", "path", "dice", "card", ...}."""
    __slots__ = ("_log",)

    def __init__(self, log: list):
        self._log = log

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(Record(e) for e in self._log[i])
        return Record(self._log[i])

    def __len__(self):
        return len(self._log)

    def __iter__(self):
        return map(Record, self._log)

    def of(self, *kinds) -> list:
        """The entries of these kinds, in order."""
        return [Record(e) for e in self._log if e["kind"] in kinds]


class TableView:
    """What a player at the table can see of a game, and the engine's answers about it."""
    max_health = MAX_HEALTH
    max_ex = MAX_EX
    max_meter = MAX_METER
    phases = PHASES

    def __init__(self, game):
        self._g = game
        self._s = game.s        # (a game's state is one dict for its life: changed in place, never replaced)

    # --- the turn -------------------------------------------------------------------------
    @property
    def turn(self) -> int:
        return self._s["turn"]

    @property
    def active(self) -> int:
        """The active player's seat (0-based)."""
        return self._s["active"]

    @property
    def phase(self) -> str:
        """"setup" (rivals being placed), "fighter", "nemesis" or "over"."""
        return self._g.rules.phase()

    @property
    def seats(self) -> int:
        return len(self._s["fighters"])

    @property
    def decisions(self) -> int:
        """How many decisions have been taken since the game began."""
        return len(self._s["history"])

    @property
    def history(self) -> tuple:
        return tuple(self._s["history"])

    @property
    def setup(self) -> Record:
        return Record(self._s["setup"])

    @property
    def result(self):
        r = self._s["result"]
        return None if r is None else Record(r)

    @property
    def stats(self) -> Record:
        """What the game counted so far: {"attacks", "dice_rolled", "enemies_defeated" (by seat), ...}."""
        return Record(self._s.get("stats") or {})

    @property
    def log(self) -> LogView:
        return LogView(self._s["log"])

    # --- fighters -------------------------------------------------------------------------
    def fighter(self, seat: int) -> Record:
        """{"seat", "id", "style", "space", "health", "round", "ex", "stunned", "upgraded", "hand",
        "deck" (top last), "discard", "meter", "rivals"}."""
        return Record(self._s["fighters"][seat])

    def fighters(self) -> tuple:
        return tuple(map(Record, self._s["fighters"]))

    def fighter_rows(self, *keys) -> list:
        """Each fighter's values of these fields, one tuple a seat (lists as tuples): what a search's
        evaluation reads in every playout, without a record read field by field."""
        return _rows(self._s["fighters"], keys)

    def fighter_copies(self, *keys) -> list:
        """Each fighter's fields `keys` as a private plain dict (Record.pick), one a seat."""
        out = []
        for d in self._s["fighters"]:
            f = {k: d[k] for k in keys}
            for k, v in f.items():
                if type(v) in _NESTED:
                    f[k] = v[:] if type(v) is list and k in FLAT else _copy(v)     # FLAT: lists of ids
            out.append(f)
        return out

    def fighter_name(self, seat: int) -> str:
        return self._g.box.fighters[self._s["fighters"][seat]["id"]].name

    def critical_ready(self, seat: int) -> bool:
        """Critical Arts: Round 2, every ability upgraded and 3 EX."""
        return self._g.rules.critical_ready(seat)

    # --- enemies --------------------------------------------------------------------------
    def enemy(self, eid: str):
        """{"id", "kind" (standard/elite/rival/nemesis), "space" (None: off the map), rivals also
        "rival", "round", "seat", "defeated"}; None for an id not in the game."""
        e = self._s["enemies"].get(eid)
        return None if e is None else Record(e)

    def enemies(self, on_map: bool = False) -> tuple:
        if not on_map:
            return tuple(map(Record, self._s["enemies"].values()))
        return tuple([Record(e) for e in self._s["enemies"].values() if e["space"] is not None])

    def enemy_rows(self, *keys, on_map: bool = False) -> list:
        """Each enemy's values of these fields, one tuple an enemy (None for a field it lacks)."""
        es = self._s["enemies"].values()
        return _rows([e for e in es if e["space"] is not None] if on_map else es, keys)

    def enemy_copies(self) -> dict:
        """Every enemy as a private plain dict (Record.thaw), by id."""
        out = {}
        for e in self._s["enemies"].values():
            for v in e.values():
                if type(v) in _CONTAINERS:
                    out[e["id"]] = _copy(e)
                    break
            else:
                out[e["id"]] = e.copy()     # a record of scalars, the common case
        return out

    @property
    def nemesis_cards_left(self) -> int:
        """How many cards the nemesis deck holds (its order is hidden)."""
        return len(self._s["nemesis"]["deck"])

    @property
    def nemesis(self) -> Record:
        """{"round", "on_map", "ex", "track" (index into the health track), "deck", "discard", ...}."""
        return Record(self._s["nemesis"])

    def supply(self, kind: str) -> int:
        """Minion tokens of this kind ("standard" or "elite") left in the supply."""
        return self._s["supply"][kind]

    @property
    def objectives(self) -> tuple:
        """[{"space", "icon", "revealed", "state": on|defused|destroyed|scored|lost}]."""
        return frozen(self._s["objectives"])

    def objective_rows(self, *keys) -> list:
        """Each objective token's values of these fields, one tuple a token (see `objectives`)."""
        return _rows(self._s["objectives"], keys)

    def enemy_side(self, e):
        """The card side an enemy acts by (a minion group's or a rival's side); None for the nemesis."""
        return self._g.rules.enemy_side(_plain(e))

    def enemy_name(self, e) -> str:
        return self._g.rules.enemy_name(_plain(e))

    def enemy_health(self, e, icon: str) -> int:
        """Successes an attack of this icon needs to damage this enemy (passives included)."""
        return self._g.rules.enemy_health(_plain(e), icon)

    def targets_in_range(self, space: str, act) -> list:
        """Enemies an attack `act` made from `space` may target."""
        return self._g.rules.targets_in_range(space, act)

    def activation_order(self) -> list:
        """Who activates in the coming (or current) nemesis phase, in order: minions (standard
        first), then the active player's rivals; the nemesis card comes last (Nemesis Phase)."""
        return self._g.rules.activation_order()

    def preview_moves(self) -> list:
        """Where each enemy activating in the coming nemesis phase would move (see Rules.preview_moves)."""
        return self._g.rules.preview_moves()

    # --- figures and spaces ---------------------------------------------------------------
    def space_of(self, fig: str):
        return self._g.rules.space_of(fig)

    def name_of(self, fig: str) -> str:
        return self._g.rules.name_of(fig)

    def space_name(self, space) -> str:
        """A space in the players' words: "C3", or a feature's printed name ("Reclining Buddha")."""
        return self._g.rules.space_name(space)

    def positions(self) -> dict:
        """{figure id: space or None} for every fighter ("F1"..) and every enemy in the game."""
        s = self._s
        out = {f"F{f['seat'] + 1}": f["space"] for f in s["fighters"]}
        out.update({eid: e["space"] for eid, e in s["enemies"].items()})
        return out

    def route(self, frm: str, to: str):
        """A shortest route through the stage's adjacency, both ends included; None if none."""
        return self._g.board.route(frm, to)

    # --- what is being resolved -------------------------------------------------------------
    def current_attack(self):
        """The attack being resolved: {"seat", "icon", "dice", "targets", "roll", "stage", ...} or None."""
        for task in reversed(self._s["stack"]):
            if task["kind"] == "attack":
                return Record(task)
        return None

    def in_play(self) -> Record:
        """The cards on the table while they are resolved, in no deck, hand, discard or meter:
        {"style": ((seat, card id), ...): a style card played and not yet in its combo meter
        (Fighter Phase: face up in front of its player until resolved), "nemesis": (card id, ...):
        a nemesis card drawn and not yet discarded}. Between two cards both are empty."""
        s = self._s
        style = tuple((t["seat"], t["card"]) for t in s["stack"] if t["kind"] == "card_done"
                      and t["card"] not in s["fighters"][t["seat"]]["meter"])
        return Record({"style": style, "nemesis": tuple(t["card"] for t in s["stack"] if t["kind"] == "ncard")})

    def futile(self, action) -> str | None:
        """Why an option of the pending decision (a style card played, an ability, the critical art)
        would do nothing beyond its cost now -- "no target in range", "already at full health" --
        or None. It stays legal; the table shows the reason (futility.py; worked out once a decision)."""
        ctx = self._g.pending.context
        return None if ctx is None else ctx.option(action).futile

    def loss_progress(self) -> dict:
        """{"effect", "now", "limit", "text"} of the stage's loss condition."""
        return effects.loss_progress(self._g.rules)

    def stage_has_objective_rule(self) -> bool:
        return self._g.rules.stage_has_objective_rule()

    def objective_words(self) -> dict | None:
        """The stage's words for its objective tokens: {"token", "done", "lost"} ("relic", "taken",
        "carried off"), or None when no stage rule gives them a use."""
        return effects.objective_words(self._g.rules)

    def interact_step(self, index: int) -> str:
        """What an Interact with objective token `index` does now: "reveal the relic at F4", "take
        the relic at F4 and recover 2 health" (Interact, Objective Tokens and the stage's rule)."""
        return effects.interact_step(self._g.rules, index)


def _plain(e):
    return e._d if type(e) is Record else e
