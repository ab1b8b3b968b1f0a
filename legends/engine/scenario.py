"""Scenarios: a mid-game position written compactly in YAML (docs/scenarios.md).

A scenario starts from a normal setup, then overrides what it lists: fighters'
spaces, hands, combo meters, EX, health, rounds; enemies and their spaces; the
nemesis; objective tokens; deck orders; forced dice. The position begins at the
active player's fighter phase (after setup), then the listed decisions are applied.
"""
from __future__ import annotations

import json

import yaml

from ..content import Box, default_box, safeyaml
from .actions import Action
from .game import Game

DEFAULT_SETUP = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 1,
                 "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]}

FIGHTER_KEYS = ("space", "health", "round", "ex", "stunned", "hand", "deck", "discard", "meter", "upgraded")


class ScenarioError(ValueError):
    pass


def build(doc: dict, box: Box | None = None) -> Game:
    box = box or default_box()
    if not isinstance(doc, dict):
        raise ScenarioError("scenario: expected a mapping")
    doc = json.loads(json.dumps(doc))  # never share the caller's lists with the game
    setup = {**DEFAULT_SETUP, **(doc.get("setup") or {})}
    game = Game.new(setup, box)
    s = game.s
    s["stack"] = [{"t": "fighter_phase"}]
    s["active"] = doc.get("active", setup.get("first", 0))
    s["played"] = doc.get("played", 0)
    s["turn"] = doc.get("turn", 1)
    enemies = {"nemesis": s["enemies"]["nemesis"]}
    for f in s["fighters"]:
        f["rivals"] = []
    for i, fd in enumerate(doc.get("fighters") or []):
        if i >= len(s["fighters"]):
            raise ScenarioError(f"scenario: fighters[{i}]: the setup has only {len(s['fighters'])} seat(s)")
        f = s["fighters"][i]
        for key in FIGHTER_KEYS:
            if key in fd:
                f[key] = list(fd[key]) if isinstance(fd[key], list) else fd[key]
        if "hand" in fd or "meter" in fd:  # keep every card in exactly one zone
            listed = set(f["hand"]) | set(f["meter"]) | set(f["discard"])
            if "deck" not in fd:
                f["deck"] = sorted(c.id for c in box.styles[f["style"]].cards if c.id not in listed)
        f["upgraded"] = _upgraded(f["upgraded"], box.fighters[f["id"]], i)
        if f["space"] not in game.board.index:
            raise ScenarioError(f"scenario: fighters[{i}].space: {f['space']!r} is not a space of the stage")
    next_id = 1
    for i, ed in enumerate(doc.get("enemies") or []):
        kind = ed.get("kind")
        space = ed.get("space")
        if space not in game.board.index:
            raise ScenarioError(f"scenario: enemies[{i}].space: {space!r} is not a space of the stage")
        if kind in ("standard", "elite"):
            eid = ed.get("id", f"m{next_id}")
            next_id = max(next_id, int(eid[1:]) + 1) if eid[1:].isdigit() else next_id + 1
            enemies[eid] = {"id": eid, "kind": kind, "space": space, "skip": bool(ed.get("skip", False))}
        elif kind == "rival":
            rid = f"r:{ed['rival']}"
            seat = ed.get("seat", 0)
            enemies[rid] = {"id": rid, "kind": "rival", "rival": ed["rival"], "round": ed.get("round", 1),
                            "space": space, "skip": False, "seat": seat}
            s["fighters"][seat]["rivals"].append(rid)
        else:
            raise ScenarioError(f"scenario: enemies[{i}].kind: expected standard, elite or rival")
    s["enemies"] = enemies
    s["next_id"] = next_id
    group = game.group
    s["supply"] = {k: group.supply_of(k) - sum(1 for e in enemies.values() if e["kind"] == k)
                   for k in ("standard", "elite")}
    if "supply" in doc:
        s["supply"].update(doc["supply"])
    nd = doc.get("nemesis") or {}
    nem = s["nemesis"]
    for key in ("ex", "deck", "discard", "track", "round"):
        if key in nd:
            nem[key] = nd[key]
    if nd.get("space"):
        nem["on_map"] = True
        nem["round"] = nd.get("round", 2)
        if nem["track"] is None:
            nem["track"] = game.nem.start_index(len(s["fighters"]))
        enemies["nemesis"]["space"] = nd["space"]
    if "objectives" in doc:
        s["objectives"] = [{"space": o["space"], "icon": o["icon"], "revealed": o.get("revealed", False),
                            "state": o.get("state", "on")} for o in doc["objectives"]]
    s["forced_dice"] = list(doc.get("dice") or [])
    game._pending = None
    s["base"] = json.loads(json.dumps(s))  # undo and replay start from this position
    for text in doc.get("decisions") or []:
        game.apply(Action.parse(text))
    return game


def _upgraded(value, fighter, i) -> list:
    """`upgraded`: the ids of the fighter's upgraded abilities (sorted in the state)."""
    ids = [a.id for a in fighter.abilities]
    known = isinstance(value, list) and all(isinstance(v, str) and v in ids for v in value)
    if not known or len(set(value)) != len(value):
        raise ScenarioError(f"scenario: fighters[{i}].upgraded: expected ids of {fighter.name}'s abilities "
                            f"({', '.join(ids)}), got {value!r}")
    return sorted(value)


def load(path, box: Box | None = None) -> Game:
    """Build the scenario of a YAML file; ScenarioError("place: problem") for a file past the bounds
    of content/safeyaml.py (alias bombs, deep nesting, huge values) or not valid YAML."""
    try:
        doc = safeyaml.read(path, "scenario")
    except safeyaml.YamlLimit as exc:
        raise ScenarioError(str(exc)) from None
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise ScenarioError(f"(file): cannot read it ({exc.strerror or exc.__class__.__name__})") from None
    except UnicodeDecodeError:
        raise ScenarioError("(file): not UTF-8 text") from None
    except yaml.YAMLError as exc:
        raise ScenarioError("{}: {}".format(*safeyaml.describe_error(exc))) from None
    return build(doc, box)
