"""The shape and ranges of a game state read from disk (a save's snapshot or a scenario's base
position), checked before the engine touches it: every problem is one line naming the field,
`snapshot.fighters[0].health: expected a whole number from 0 to 4, got 99`, never a TypeError later.

check_invariants (invariants.py) then checks what must hold between the fields of a sound state.
"""
from __future__ import annotations

from ..content import catalog
from .board import board_for
from .constants import MAX_EX, MAX_HEALTH, MAX_METER
from .setup import SetupError, check_setup
from .tasks import TASKS

MAX_TURN = 100_000                      # far beyond any game (the longest soak game: a few hundred turns)
OBJECTIVE_STATES = ("on", "defused", "destroyed", "scored", "lost")
TOP_KEYS = ("setup", "rng", "turn", "active", "played", "fighters", "enemies", "next_id", "supply", "nemesis",
            "objectives", "stats", "forced_dice", "stack", "log", "history", "chance", "draws", "result")


def is_int(v, lo=None, hi=None) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and (lo is None or v >= lo) and (hi is None or v <= hi)


def _span(lo, hi) -> str:
    return f"a whole number from {lo}" + (f" to {hi}" if hi is not None else "")


class _Checker:
    def __init__(self, where: str):
        self.where = where
        self.problems: list[str] = []

    def bad(self, path: str, expected: str, got) -> None:
        text = repr(got)
        self.problems.append(f"{self.where}{'.' if path else ''}{path}: expected {expected}, got {text[:60]}{'...' if len(text) > 60 else ''}")

    def int(self, obj, key, path, lo, hi=None) -> None:
        if not is_int(obj.get(key), lo, hi):
            self.bad(path, _span(lo, hi), obj.get(key))

    def one_of(self, obj, key, path, pool) -> bool:
        v = obj.get(key)
        ok = isinstance(v, (str, int, type(None))) and not isinstance(v, bool) and v in pool
        if not ok:
            shown = ", ".join(map(str, pool)) if len(pool) <= 8 else f"one of {len(pool)} known ids"
            self.bad(path, f"one of {shown}" if len(pool) <= 8 else shown, v)
        return ok

    def bool(self, obj, key, path) -> None:
        if not isinstance(obj.get(key), bool):
            self.bad(path, "true or false", obj.get(key))

    def ids(self, obj, key, path, pool, most=None) -> None:
        v = obj.get(key)
        if not isinstance(v, list) or not all(isinstance(x, str) and x in pool for x in v) \
                or (most is not None and len(v) > most):
            self.bad(path, f"a list of known ids{f' (at most {most})' if most is not None else ''}", v)

    def mapping(self, obj, key, path) -> dict | None:
        v = obj.get(key)
        if not isinstance(v, dict):
            self.bad(path, "a mapping", v)
            return None
        return v


def check_state(state, box, where: str = "snapshot") -> list:
    """Every field of `state` out of shape or range, as lines `where.path: expected ..., got ...`."""
    c = _Checker(where)
    if not isinstance(state, dict):
        c.bad("", "a game state (a mapping)", type(state).__name__)
        return c.problems
    missing = [k for k in TOP_KEYS if k not in state]
    if missing:
        c.problems.append(f"{where}: missing {', '.join(missing)}")
        return c.problems
    try:
        setup = check_setup(state["setup"], box)
    except SetupError as exc:
        return [f"{where}.{line}" for line in str(exc).splitlines()]
    n = len(setup["players"])
    stage = box.stages[setup["stage"]]
    spaces = board_for(stage).index
    c.int(state, "rng", "rng", 0, 2 ** 64 - 1)
    c.int(state, "turn", "turn", 1, MAX_TURN)
    c.int(state, "active", "active", 0, n - 1)
    c.int(state, "played", "played", 0, 2)
    c.int(state, "next_id", "next_id", 1, 10_000)
    c.int(state, "draws", "draws", 0)
    _fighters(c, state, box, setup, spaces)
    _enemies(c, state, box, n, spaces)
    _nemesis(c, state, box)
    _rest(c, state, box, spaces)
    return c.problems


def _fighters(c, state, box, setup, spaces) -> None:
    fighters = state["fighters"]
    if not isinstance(fighters, list) or len(fighters) != len(setup["players"]):
        c.bad("fighters", f"one fighter per seat ({len(setup['players'])})", fighters)
        return
    for i, f in enumerate(fighters):
        p = f"fighters[{i}]"
        if not isinstance(f, dict):
            c.bad(p, "a mapping", f)
            continue
        if f.get("seat") != i or isinstance(f.get("seat"), bool):
            c.bad(f"{p}.seat", str(i), f.get("seat"))
        known = c.one_of(f, "id", f"{p}.id", box.fighters)
        style_ok = c.one_of(f, "style", f"{p}.style", box.styles)
        c.one_of(f, "space", f"{p}.space", spaces)
        c.int(f, "health", f"{p}.health", 0, MAX_HEALTH)
        c.int(f, "ex", f"{p}.ex", 0, MAX_EX)
        c.one_of(f, "round", f"{p}.round", (1, 2))
        c.bool(f, "stunned", f"{p}.stunned")
        c.int(f, "defeated", f"{p}.defeated", 0)
        if known:
            c.ids(f, "upgraded", f"{p}.upgraded", {a.id for a in box.fighters[f["id"]].abilities}, 4)
        cards = {card.id for card in box.styles[f["style"]].cards} if style_ok else set()
        for zone in ("hand", "deck", "discard", "meter"):
            c.ids(f, zone, f"{p}.{zone}", cards, MAX_METER + 1 if zone == "meter" else None)
        c.ids(f, "rivals", f"{p}.rivals", state["enemies"] if isinstance(state["enemies"], dict) else ())


def _enemies(c, state, box, n, spaces) -> None:
    enemies = c.mapping(state, "enemies", "enemies")
    if enemies is None:
        return
    if "nemesis" not in enemies:
        c.problems.append(f"{c.where}.enemies: the nemesis is missing")
    for eid, e in enemies.items():
        p = f"enemies.{eid}"
        if not isinstance(e, dict):
            c.bad(p, "a mapping", e)
            continue
        if e.get("id") != eid:
            c.bad(f"{p}.id", repr(eid), e.get("id"))
        kind = e.get("kind")
        if not c.one_of(e, "kind", f"{p}.kind", ("standard", "elite", "rival", "nemesis")):
            continue
        if e.get("space") is not None:
            c.one_of(e, "space", f"{p}.space", spaces)
        c.bool(e, "skip", f"{p}.skip")
        if kind == "rival":
            c.one_of(e, "rival", f"{p}.rival", box.rivals)
            c.one_of(e, "round", f"{p}.round", (1, 2))
            c.int(e, "seat", f"{p}.seat", 0, n - 1)
        elif kind == "nemesis" and eid != "nemesis":
            c.bad(f"{p}.kind", "standard, elite or rival (only 'nemesis' is the nemesis)", kind)


def _nemesis(c, state, box) -> None:
    nem = c.mapping(state, "nemesis", "nemesis")
    if nem is None:
        return
    nemesis = box.nemeses[state["setup"]["nemesis"]]
    c.one_of(nem, "round", "nemesis.round", (1, 2))
    c.bool(nem, "on_map", "nemesis.on_map")
    c.bool(nem, "critical_done", "nemesis.critical_done")
    c.int(nem, "ex", "nemesis.ex", 0, 1000)
    if nem.get("track") is not None:
        c.int(nem, "track", "nemesis.track", 0, len(nemesis.health_track) - 1)
    cards = {card.id for card in box.nemesis_cards}
    c.ids(nem, "deck", "nemesis.deck", cards, 15)
    c.ids(nem, "discard", "nemesis.discard", cards, 15)
    supply = c.mapping(state, "supply", "supply")
    if supply is not None:
        for kind in catalog.MINION_TYPES:
            c.int(supply, kind, f"supply.{kind}", 0, 100)


def _rest(c, state, box, spaces) -> None:
    objectives = state["objectives"]
    if not isinstance(objectives, list):
        c.bad("objectives", "a list", objectives)
    else:
        for i, o in enumerate(objectives):
            if not isinstance(o, dict):
                c.bad(f"objectives[{i}]", "a mapping", o)
                continue
            c.one_of(o, "space", f"objectives[{i}].space", spaces)
            c.bool(o, "revealed", f"objectives[{i}].revealed")
            c.one_of(o, "state", f"objectives[{i}].state", OBJECTIVE_STATES)
    stack = state["stack"]
    if not isinstance(stack, list) or (not stack and state["result"] is None):
        c.bad("stack", "a list of tasks (empty only once the game is over)", stack)
    else:
        for i, t in enumerate(stack):
            if not isinstance(t, dict) or t.get("kind") not in TASKS:
                c.bad(f"stack[{i}]", f"a task ({', '.join(sorted(TASKS))})", t)
    faces = set(box.dice.faces)
    if not isinstance(state["forced_dice"], list) or not all(is_int(v) and v in faces for v in state["forced_dice"]):
        c.bad("forced_dice", f"a list of die faces ({', '.join(map(str, sorted(faces)))})", state["forced_dice"])
    _records(c, state, len(state["fighters"]) if isinstance(state["fighters"], list) else 0)


LOG_TEXTS = ("who", "from", "to", "target", "icon", "card", "ability", "at")   # optional fields of a log entry
LOG_NUMBERS = ("round", "amount", "token")
STAT_COUNTS = ("attacks", "dice_rolled")


def _records(c, state, n: int) -> None:
    """The game's records: its decisions, chance marks, log entries, statistics and result."""
    history, chance = state["history"], state["chance"]
    if not isinstance(history, list) or not all(isinstance(d, str) for d in history):
        c.bad("history", "a list of decision texts", history)
    if not isinstance(chance, list) or not all(isinstance(x, bool) for x in chance):
        c.bad("chance", "a list of true or false (one a decision)", chance)
    log = state["log"]
    if not isinstance(log, list):
        c.bad("log", "a list of log entries", log)
    else:
        for i, e in enumerate(log):
            _log_entry(c, e, f"log[{i}]")
    stats = c.mapping(state, "stats", "stats")
    if stats is not None:
        for key in STAT_COUNTS:
            c.int(stats, key, f"stats.{key}", 0)
        per = stats.get("enemies_defeated")
        if not isinstance(per, list) or len(per) != n or not all(is_int(v, 0) for v in per):
            c.bad("stats.enemies_defeated", f"a whole number from 0 per seat ({n})", per)
    result = state["result"]
    if result is None:
        return
    if not isinstance(result, dict) or result.get("winner") not in ("fighters", "nemesis"):
        c.bad("result", "nothing yet, or the winner (fighters or nemesis) and why", result)
        return
    if not isinstance(result.get("reason"), str):
        c.bad("result.reason", "a text (why the game ended)", result.get("reason"))
    c.int(result, "turns", "result.turns", 0, MAX_TURN)


def _log_entry(c, e, p: str) -> None:
    if not isinstance(e, dict):
        c.bad(p, "a log entry (a mapping with its text)", e)
        return
    if not isinstance(e.get("text"), str):
        c.bad(f"{p}.text", "a text", e.get("text"))
    for key in ("kind", "phase"):       # the other fields may be missing (another version's log)
        if key in e and not isinstance(e[key], str):
            c.bad(f"{p}.{key}", "a text", e[key])
    for key in ("decision", "turn", "active"):
        if key in e:
            c.int(e, key, f"{p}.{key}", 0)
    if "auto" in e:
        c.bool(e, "auto", f"{p}.auto")
    for key in LOG_TEXTS:
        if e.get(key) is not None and not isinstance(e[key], str):
            c.bad(f"{p}.{key}", "a text or nothing", e[key])
    for key in LOG_NUMBERS:
        if e.get(key) is not None and not is_int(e[key]):
            c.bad(f"{p}.{key}", "a whole number or nothing", e[key])
    for key in ("path", "targets", "dice"):
        if e.get(key) is not None and not (isinstance(e[key], list) and all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in e[key])):
            c.bad(f"{p}.{key}", "a list of spaces, ids or faces, or nothing", e[key])
