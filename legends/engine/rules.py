"""The rules' working state: one game's state dict, its content, and the helpers every task uses.

`Rules` is what the task handlers (legends/engine/tasks/) work on: the state (`s`), the box and the
stage, and the rule helpers gathered by topic in fighters.py (fighter board, actions, EX, damage),
attacks.py (Defeating Enemies), enemies.py (enemy cards and actions, the nemesis deck, spawning)
and movement.py (targets, activation order, where enemies move).
Code outside the engine never sees it: it asks `game.view` and answers `game.pending`.
"""
from __future__ import annotations

from . import rng
from .actions import Action, OptionInfo, made, option_fields, plan_of
from .board import board_for
from .constants import MAX_EX
from .enemies import EnemyRules
from .fighters import FighterRules, all_upgraded
from .futility import why_futile
from .kinds import KINDS
from .movement import EnemyMovement
from .resolving import describe_task


ROUTE = object()     # log_move without a path: the shortest route


class Rules(FighterRules, EnemyRules, EnemyMovement):
    watch = None         # while Game.apply(action, frames) runs: called after each log entry is written
    quiet = False        # a search's sample (Game.sample): no log entries but those the engine reads back

    def __init__(self, state: dict, box):
        self.s = state
        self.fighters = state.get("fighters")      # (the state's list itself: changed in place, never replaced)
        self.box = box
        self.stage = box.stages[state["setup"]["stage"]]
        self.board = board_for(self.stage)
        self.group = box.minions[state["setup"]["minions"]]
        self.nem = box.nemeses[state["setup"]["nemesis"]]
        self.cache = {}      # answers that depend on content and a few state values only (free_actions.py, acts_of)

    def sharing(self, state: dict) -> "Rules":
        """The rules of a copy of this game (`state`): the same content, stage, board and cache."""
        rules = object.__new__(type(self))
        rules.__dict__.update(self.__dict__)
        rules.s = state
        rules.fighters = state.get("fighters")
        rules.watch = None
        return rules

    def is_over(self) -> bool:
        return self.s["result"] is not None

    def log(self, text: str, auto: bool = False, kind: str = "info", **data) -> None:
        """One log entry: its text, and as fields the decision count, turn, active seat and phase it
        belongs to and what it is about (who, target, card, ...). A move is logged by log_move. A quiet
        game writes only the nemesis deck's reshuffles (hidden.py reads them back)."""
        if self.quiet and kind != "reshuffle":
            return
        s = self.s
        entry = {"decision": len(s["history"]), "text": text, "auto": auto, "kind": kind, "turn": s["turn"],
                 "active": s["active"], "phase": self.phase()}
        if data:
            entry.update(data)
        s["log"].append(entry)
        if self.watch is not None:
            self.watch()

    def log_move(self, text: str, who: str, start, to, path=ROUTE, auto: bool = False) -> None:
        """A move's log entry (kind "move", stamped as log's): `who` moved `from` `start` `to` its end,
        along `path`; without one, the shortest route (board.route) when both ends are spaces."""
        if self.quiet:
            return
        s = self.s
        entry = {"decision": len(s["history"]), "text": text, "auto": auto, "kind": "move", "turn": s["turn"],
                 "active": s["active"], "phase": self.phase(), "who": who, "from": start, "to": to}
        if path is not ROUTE:
            entry["path"] = path
        elif start and to:
            entry["path"] = self.board.route(start, to)
        s["log"].append(entry)
        if self.watch is not None:
            self.watch()

    def rand(self, n: int) -> int:
        self.s["rng"], v = rng.randbelow(self.s["rng"], n)
        return v

    def shuffle(self, items: list) -> None:
        self.s["rng"] = rng.shuffle(self.s["rng"], items)

    def end(self, winner: str, reason: str) -> None:
        if self.s["result"] is None:
            self.s["result"] = {"winner": winner, "reason": reason, "turns": self.s["turn"]}
            self.log(reason, auto=True, kind="end")

    def name_of(self, fid: str) -> str:
        if fid.startswith("F"):
            f = self.fighters[int(fid[1:]) - 1]
            return self.box.fighters[f["id"]].name
        e = self.s["enemies"].get(fid)
        if e is None:
            return fid
        return self.enemy_name(e)

    def space_name(self, space) -> str:
        """A space in the players' words: "C3", or a feature's printed name ("Noodle Stall")."""
        return self.board.space_name(space)

    def phase(self) -> str:
        """"setup" (rivals being placed), "fighter", "nemesis" or "over". The phase's task is at
        the bottom of the stack; Rival Setup sits right above the first fighter phase."""
        s = self.s
        if s["result"] is not None:
            return "over"
        stack = s["stack"]
        if len(stack) > 1 and stack[1]["kind"] == "place_rivals":
            return "setup"
        return "nemesis" if stack and stack[0]["kind"] == "nemesis_phase" else "fighter"

    def critical_ready(self, seat: int) -> bool:
        """Critical Arts: on Round 2, with every ability upgraded and a full EX gauge."""
        f = self.s["fighters"][seat]
        return f["round"] == 2 and all_upgraded(self.box.fighters[f["id"]], f) and f["ex"] >= MAX_EX

    def upgrade(self, seat: int, ability_id: str):
        """Flip one of a fighter's abilities to its upgraded side; returns the ability."""
        f = self.s["fighters"][seat]
        f["upgraded"] = sorted(f["upgraded"] + [ability_id])
        return self.box.fighters[f["id"]].ability(ability_id)

    def resolving(self, task: dict) -> dict:
        """What a decision is about, from (a copy of) the task that asks it; see Context."""
        return describe_task(self, task)

    def option_info(self, action: Action):
        """option_info (actions.py) and what the state says: a spawn location's space, a fighter's
        route and its hazards (a kind that `walks`), why it would do nothing (a `futile` kind)."""
        k = KINDS.get(action.kind)
        if k is None:
            return OptionInfo(action)
        fields = option_fields(action, k)
        spawn = plan_of(k)[7]
        if spawn is not None:
            fields["destination"] = self.stage.spawn_space(action.args[spawn])
            return made(fields)
        if k.walks:
            path, damage = self.move_route(action.seat, action.args[plan_of(k)[1]])
            fields["path"], fields["hazard"] = tuple(path or ()), damage
        if k.futile:
            fields["futile"] = why_futile(self, action)
        return made(fields)
