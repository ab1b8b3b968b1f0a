"""Scenarios: a mid-game position written compactly in YAML (docs/scenarios.md).

A scenario starts from a normal setup, then overrides what it lists: fighters'
spaces, hands, combo meters, EX, health, rounds; enemies and their spaces; the
nemesis; objective tokens; deck orders; forced dice. The position begins at the
active player's fighter phase (after setup), then the listed decisions are applied.
"""
from __future__ import annotations

import json

from ..content import Box, default_box
from ..content.catalog import plural
from .actions import Action, IllegalAction
from .game import Game
from .position import position_problems

DEFAULT_SETUP = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 1,
                 "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]}

FIGHTER_KEYS = ("space", "health", "round", "ex", "stunned", "hand", "deck", "discard", "meter", "upgraded")


class ScenarioError(ValueError):
    pass


class _Place:
    """The scenario field being built, so that any failure names it."""
    path = "setup"


def build(doc: dict, box: Box | None = None) -> Game:
    """The position the scenario describes; ScenarioError naming the field if it is not one the game
    could be in (position.py), or if a decision is not possible there."""
    box = box or default_box()
    if not isinstance(doc, dict):
        raise ScenarioError("scenario: expected a mapping")
    place = _Place()
    try:
        doc = json.loads(json.dumps(doc))  # never share the caller's lists with the game
        game = _position(doc, box, place)
        place.path = "(position)"
        problems = position_problems(game, box)
    except (ScenarioError, IllegalAction):
        raise
    except Exception as exc:  # noqa: BLE001 - a hand-written position must never show a traceback
        raise ScenarioError(f"scenario: {place.path}: cannot build this position ({exc.__class__.__name__}: {exc}); "
                            f"see docs/scenarios.md for the format") from exc
    if problems:
        raise ScenarioError("\n".join(f"scenario: {field}: {what}" for field, what in problems))
    for i, text in enumerate(doc.get("decisions") or []):
        try:
            game.apply(Action.parse(text))
        except IllegalAction as exc:
            raise ScenarioError(f"scenario: decisions[{i}]: {exc}") from exc
        except Exception as exc:  # noqa: BLE001
            raise ScenarioError(f"scenario: decisions[{i}]: cannot apply {text!r} "
                                f"({exc.__class__.__name__}: {exc})") from exc
    return game


def _position(doc: dict, box: Box, place: _Place) -> Game:
    setup = {**DEFAULT_SETUP, **(doc.get("setup") or {})}
    game = Game.new(setup, box)
    s = game.s
    s["stack"] = [{"kind": "fighter_phase"}]
    place.path = "active"
    s["active"] = doc.get("active", setup.get("first", 0))
    s["played"] = doc.get("played", 0)
    s["turn"] = doc.get("turn", 1)
    for f in s["fighters"]:
        f["rivals"] = []
    place.path = "fighters"
    for i, fd in enumerate(doc.get("fighters") or []):
        place.path = f"fighters[{i}]"
        _fighter(game, box, i, fd)
    place.path = "enemies"
    s["enemies"] = _enemies(game, doc, place)
    place.path = "supply"
    group = game.group
    s["supply"] = {k: group.supply_of(k) - sum(1 for e in s["enemies"].values() if e["kind"] == k)
                   for k in ("standard", "elite")}
    if "supply" in doc:
        s["supply"].update(doc["supply"])
    place.path = "nemesis"
    _nemesis(game, doc.get("nemesis") or {})
    place.path = "objectives"
    if "objectives" in doc:
        s["objectives"] = [{"space": o["space"], "icon": o["icon"], "revealed": o.get("revealed", False),
                            "state": o.get("state", "on")} for o in doc["objectives"]]
    place.path = "dice"
    s["forced_dice"] = list(doc.get("dice") or [])
    game._pending = None
    s["base"] = json.loads(json.dumps(s))  # undo and replay start from this position
    return game


def _fighter(game: Game, box: Box, i: int, fd) -> None:
    s = game.s
    if i >= len(s["fighters"]):
        raise ScenarioError(f"scenario: fighters[{i}]: the setup has only {plural(len(s['fighters']), 'seat')}")
    if not isinstance(fd, dict):
        raise ScenarioError(f"scenario: fighters[{i}]: expected a mapping of {', '.join(FIGHTER_KEYS)}")
    f = s["fighters"][i]
    for key in FIGHTER_KEYS:
        if key in fd:
            f[key] = list(fd[key]) if isinstance(fd[key], list) else fd[key]
    given = [z for z in ("hand", "meter", "discard", "deck") if z in fd]
    for z in given:
        if not (isinstance(f[z], list) and all(isinstance(c, str) for c in f[z])):
            raise ScenarioError(f"scenario: fighters[{i}].{z}: expected a list of style card ids, got {fd[z]!r}")
    if given:  # keep every card in exactly one zone: a zone not given loses the cards listed elsewhere
        listed = {c for z in given for c in f[z]}
        for z in ("hand", "meter", "discard"):
            if z not in fd:
                f[z] = [c for c in f[z] if c not in listed]
        if "deck" not in fd and ("hand" in fd or "meter" in fd):  # the rest, in the order of their ids
            kept = listed | set(f["hand"]) | set(f["meter"]) | set(f["discard"])
            f["deck"] = sorted(c.id for c in box.styles[f["style"]].cards if c.id not in kept)
        elif "deck" not in fd:
            f["deck"] = [c for c in f["deck"] if c not in listed]
    f["upgraded"] = _upgraded(f["upgraded"], box.fighters[f["id"]], i)
    if not isinstance(f["space"], str) or f["space"] not in game.board.index:
        raise ScenarioError(f"scenario: fighters[{i}].space: {f['space']!r} is not a space of the stage")


def _enemies(game: Game, doc: dict, place: _Place) -> dict:
    s, box = game.s, game.box
    enemies = {"nemesis": s["enemies"]["nemesis"]}
    next_id = 1
    for i, ed in enumerate(doc.get("enemies") or []):
        p = place.path = f"enemies[{i}]"
        if not isinstance(ed, dict):
            raise ScenarioError(f"scenario: {p}: expected a mapping with kind and space")
        kind, space = ed.get("kind"), ed.get("space")
        if not isinstance(space, str) or space not in game.board.index:
            raise ScenarioError(f"scenario: {p}.space: {space!r} is not a space of the stage")
        if kind in ("standard", "elite"):
            eid = ed.get("id", f"m{next_id}")
            if not (isinstance(eid, str) and eid[:1] == "m" and eid[1:].isdigit()) or eid in enemies:
                raise ScenarioError(f"scenario: {p}.id: expected a new minion id like m7, got {eid!r}")
            next_id = max(next_id, int(eid[1:]) + 1)
            enemies[eid] = {"id": eid, "kind": kind, "space": space, "skip": bool(ed.get("skip", False))}
        elif kind == "rival":
            rival, seat = ed.get("rival"), ed.get("seat", 0)
            if rival not in box.rivals or f"r:{rival}" in enemies:
                raise ScenarioError(f"scenario: {p}.rival: expected a rival id not listed before "
                                    f"({', '.join(sorted(box.rivals))}), got {rival!r}")
            if seat not in range(len(s["fighters"])) or isinstance(seat, bool):
                raise ScenarioError(f"scenario: {p}.seat: expected a seat from 0 to {len(s['fighters']) - 1}, "
                                    f"got {seat!r}")
            rid = f"r:{rival}"
            enemies[rid] = {"id": rid, "kind": "rival", "rival": rival, "round": ed.get("round", 1),
                            "space": space, "skip": False, "seat": seat}
            s["fighters"][seat]["rivals"].append(rid)
        else:
            raise ScenarioError(f"scenario: {p}.kind: expected standard, elite or rival")
    s["next_id"] = next_id
    return enemies


def _nemesis(game: Game, nd: dict) -> None:
    s = game.s
    nem = s["nemesis"]
    for key in ("ex", "deck", "discard", "track", "round"):
        if key in nd:
            nem[key] = nd[key]
    if nd.get("space"):
        nem["on_map"] = True
        nem["round"] = nd.get("round", 2)
        if nem["track"] is None:
            nem["track"] = game.nem.start_index(len(s["fighters"]))
        s["enemies"]["nemesis"]["space"] = nd["space"]


def _upgraded(value, fighter, i) -> list:
    """`upgraded`: the ids of the fighter's upgraded abilities (sorted in the state)."""
    ids = [a.id for a in fighter.abilities]
    known = isinstance(value, list) and all(isinstance(v, str) and v in ids for v in value)
    if not known or len(set(value)) != len(value):
        raise ScenarioError(f"scenario: fighters[{i}].upgraded: expected ids of {fighter.name}'s abilities "
                            f"({', '.join(ids)}), got {value!r}")
    return sorted(value)
