"""Setup (rulebook *Setup*): the starting state of a game, from a setup mapping.

setup = {
  "stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison",
  "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}, ...],   # 1 to 4 seats
  "hard": False, "seed": 1, "first": 0, "tie_break": "auto", "end_phase": "auto"   # optional
}

`end_phase`: "auto" ends the fighter phase by itself once nobody can do anything more; "ask" then
asks the active player to end it (the table's setting *Pause after my turn*: the player sees what
the turn did before the nemesis phase).

`start_minions` (optional, [[kind, space], ...]) replaces the stage's setup minions: a save from
before a stage's layout changed carries the layout it was played with (migrate.py).
"""
from __future__ import annotations

from ..content import Box
from ..content.catalog import plural
from . import rng
from .board import board_for

SETUP_DEFAULTS = {"hard": False, "seed": 0, "first": 0, "tie_break": "auto", "end_phase": "auto"}


class SetupError(ValueError):
    pass


def check_setup(setup: dict, box: Box) -> dict:
    """Fill defaults and check every id; raise SetupError naming each problem."""
    if not isinstance(setup, dict):
        raise SetupError("setup: expected a mapping")
    s = {**SETUP_DEFAULTS, **setup}
    problems = []

    def need(key, pool, where=None):
        value = s.get(key) if where is None else where.get(key)
        if not isinstance(value, str) or value not in pool:
            problems.append(f"setup.{key}: expected one of {', '.join(sorted(pool))}, got {value!r}")

    need("stage", box.stages)
    need("minions", box.minions)
    need("nemesis", box.nemeses)
    players = s.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= 4:
        problems.append("setup.players: expected 1 to 4 seats")
        players = []
    rivals = []
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            problems.append(f"setup.players[{i}]: expected fighter, style and rival")
            continue
        for key, pool in (("fighter", box.fighters), ("style", box.styles), ("rival", box.rivals)):
            if not isinstance(p.get(key), str) or p.get(key) not in pool:
                problems.append(f"setup.players[{i}].{key}: expected one of {', '.join(sorted(pool))}, got {p.get(key)!r}")
        rivals.append(p.get("rival"))
    if len(set(map(repr, rivals))) != len(rivals):
        problems.append("setup.players: each seat needs a different rival")
    fighters = [p.get("fighter") for p in players if isinstance(p, dict)]
    if len(set(map(repr, fighters))) != len(fighters):
        problems.append("setup.players: each seat needs a different fighter")
    if not isinstance(s["seed"], int) or isinstance(s["seed"], bool):
        problems.append(f"setup.seed: expected a whole number, got {s['seed']!r}")
    if not isinstance(s["hard"], bool):
        problems.append(f"setup.hard: expected true or false, got {s['hard']!r}")
    if s["tie_break"] not in ("auto", "ask"):
        problems.append("setup.tie_break: expected auto or ask")
    if s["end_phase"] not in ("auto", "ask"):
        problems.append("setup.end_phase: expected auto or ask")
    if not isinstance(s["first"], int) or isinstance(s["first"], bool) or not 0 <= s["first"] < max(1, len(players)):
        problems.append("setup.first: expected the first player's seat (0-based)")
    if "start_minions" in s and s.get("stage") in box.stages:
        problems.extend(_start_minion_problems(s["start_minions"], box.stages[s["stage"]]))
    if problems:
        raise SetupError("\n".join(problems))
    s["players"] = [{"fighter": p["fighter"], "style": p["style"], "rival": p["rival"]} for p in players]
    return s


def _start_minion_problems(minions, stage) -> list:
    spaces = board_for(stage).index
    if isinstance(minions, list) and len(minions) <= 8 and all(
            isinstance(m, list) and len(m) == 2 and m[0] in ("standard", "elite")
            and isinstance(m[1], str) and m[1] in spaces for m in minions):
        return []
    return [f"setup.start_minions: expected a list of [standard or elite, a space of {stage.id}] pairs"]


def nemesis_deck(box: Box, players: int, hard: bool) -> list:
    """The 15 cards used (Hard Mode swaps 3 standard cards for their namesakes)."""
    hard_names = {c.name for c in box.nemesis_cards if c.hard}
    if hard:
        pool = [c for c in box.nemesis_cards if c.hard or c.name not in hard_names]
    else:
        pool = [c for c in box.nemesis_cards if not c.hard]
    return [c.id for c in pool]


def new_state(setup: dict, box: Box) -> dict:
    setup = check_setup(setup, box)
    state_rng = rng.seed_state(setup["seed"])
    stage = box.stages[setup["stage"]]
    group = box.minions[setup["minions"]]
    n = len(setup["players"])
    fighters = []
    for seat, p in enumerate(setup["players"]):
        deck = sorted(c.id for c in box.styles[p["style"]].cards)  # by id: the file's order does not matter
        state_rng = rng.shuffle(state_rng, deck)
        fighters.append({
            "seat": seat, "id": p["fighter"], "style": p["style"], "space": stage.start,
            "health": 4, "round": 1, "ex": 0, "stunned": False, "upgraded": [],
            "hand": deck[:4], "deck": deck[4:], "discard": [], "meter": [],
            "rivals": [f"r:{p['rival']}"], "defeated": 0,
        })
    pool = nemesis_deck(box, n, setup["hard"])
    state_rng = rng.shuffle(state_rng, pool)
    enemies = {}
    supply = {"standard": group.supply_of("standard"), "elite": group.supply_of("elite")}
    next_id = 1
    for kind, space in setup.get("start_minions", stage.setup_minions):
        if supply[kind] > 0:
            enemies[f"m{next_id}"] = {"id": f"m{next_id}", "kind": kind, "space": space, "skip": False}
            supply[kind] -= 1
            next_id += 1
    for seat, p in enumerate(setup["players"]):
        rid = f"r:{p['rival']}"
        enemies[rid] = {"id": rid, "kind": "rival", "rival": p["rival"], "round": 1, "space": None,
                        "skip": False, "seat": seat}
    enemies["nemesis"] = {"id": "nemesis", "kind": "nemesis", "space": None, "skip": False}
    return {
        "setup": setup,
        "rng": state_rng,
        "turn": 1,
        "active": setup["first"],
        "played": 0,
        "fighters": fighters,
        "enemies": enemies,
        "next_id": next_id,
        "supply": supply,
        "nemesis": {"round": 1, "on_map": False, "ex": 0, "track": None,
                    "deck": pool[:3 + 3 * n], "discard": [], "critical_done": False},
        "objectives": [{"space": t.space, "icon": t.icon, "revealed": not stage.objectives_hidden,
                        "state": "on"} for t in stage.objectives],
        "stats": {"enemies_defeated": [0] * n, "attacks": 0, "dice_rolled": 0},
        "forced_dice": [],
        "stack": [{"kind": "fighter_phase"}, {"kind": "place_rivals", "order": [(setup["first"] + i) % n for i in range(n)]}],
        "log": [{"decision": 0, "text": f"Setup: {stage.name}, {group.name}, nemesis {box.nemeses[setup['nemesis']].name}"
                              f"{' (Hard Mode)' if setup['hard'] else ''}, {plural(n, 'player')}.",
                 "auto": True, "kind": "setup", "turn": 1, "active": setup["first"], "phase": "setup"}],
        "history": [],
        "chance": [],
        "draws": 0,
        "result": None,
    }


def random_setup(box, seed: int, players: int, stage=None, nemesis=None, minions=None, hard=False,
                 fighters=None, styles=None, rivals=None) -> dict:
    """A deterministic random match-up (random arcade) for a seed; any choice can be fixed.

    fighters, styles and rivals are lists by seat; seats they do not cover are dealt at random."""
    state = rng.seed_state(seed * 7919 + players)

    def pick(pool, k=1):
        nonlocal state
        items = sorted(pool)
        state = rng.shuffle(state, items)
        return items[:k]

    fixed_f, fixed_s, fixed_r = list(fighters or []), list(styles or []), list(rivals or [])
    fighters = fixed_f + [f for f in pick(box.fighters, len(box.fighters)) if f not in fixed_f]
    styles = fixed_s + pick(box.styles, 6)
    rivals = fixed_r + [r for r in pick(box.rivals, len(box.rivals)) if r not in fixed_r]
    return {"stage": stage or pick(box.stages)[0], "minions": minions or pick(box.minions)[0],
            "nemesis": nemesis or pick(box.nemeses)[0], "hard": hard, "seed": seed,
            "players": [{"fighter": fighters[i], "style": styles[i % len(styles)], "rival": rivals[i]}
                        for i in range(players)]}
