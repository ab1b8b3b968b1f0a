"""The game object: one pending decision, legal actions, apply, save, replay.

The state is plain data (a dict of ints, strings, lists, dicts) so it saves as
JSON and clones cheaply. Rules progress through a stack of tasks (`state["stack"]`):
each task kind has a handler that either advances on its own (enemy turns,
spawns, draws) or returns the Decision it waits for. `apply` checks the action
is legal, hands it to the task on top, then runs tasks until the next decision.
"""
from __future__ import annotations

import json

from ..content import Box, default_box
from . import rng
from .actions import Action, Context, Decision, IllegalAction, option_info
from .constants import MAX_EX
from .board import board_for
from .enemies import EnemyRules
from .fighters import FighterRules
from .invariants import check_invariants
from .setup import new_state
from .view import TableView

SAVE_FORMAT = "legends-save"


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why."""

SAVE_VERSION = 1


class Game(FighterRules, EnemyRules):
    def __init__(self, state: dict, box: Box | None = None):
        self.s = state
        self.box = box or default_box()
        self.stage = self.box.stages[state["setup"]["stage"]]
        self.board = board_for(self.stage)
        self.group = self.box.minions[state["setup"]["minions"]]
        self.nem = self.box.nemeses[state["setup"]["nemesis"]]
        self._pending: Decision | None = None
        self._view = TableView(self)

    # --- construction ---------------------------------------------------------
    @classmethod
    def new(cls, setup: dict, box: Box | None = None) -> "Game":
        box = box or default_box()
        game = cls(new_state(setup, box), box)
        game._run()
        return game

    @classmethod
    def replay(cls, setup: dict, decisions, box: Box | None = None) -> "Game":
        game = cls.new(setup, box)
        for d in decisions:
            game.apply(Action.parse(d) if isinstance(d, str) else d)
        return game

    def clone(self) -> "Game":
        twin = Game(json.loads(json.dumps(self.s)), self.box)
        twin._pending = self._pending
        return twin

    def to_dict(self) -> dict:
        return json.loads(json.dumps(self.s))

    @classmethod
    def from_dict(cls, state: dict, box: Box | None = None) -> "Game":
        game = cls(json.loads(json.dumps(state)), box)
        game._run()
        return game

    # --- the decision interface ----------------------------------------------
    @property
    def pending(self) -> Decision:
        if self._pending is None:
            self._run()
        return self._pending

    def legal_actions(self, seat: int | None = None) -> list:
        """Every legal action; with `seat`, only that seat's (a bot plays its own seat)."""
        if seat is None:
            return list(self.pending.options)
        return [a for a in self.pending.options if a.seat == seat]

    def current_attack(self) -> dict | None:
        """The attack being resolved: {"seat", "icon", "dice", "targets", "roll", "stage", ...} or None."""
        for task in reversed(self.s["stack"]):
            if task["t"] == "attack":
                return dict(task)
        return None

    def is_over(self) -> bool:
        return self.s["result"] is not None

    @property
    def result(self) -> dict | None:
        """None while playing; else {"winner": "fighters"|"nemesis", "reason": text}."""
        return self.s["result"]

    def apply(self, action: Action) -> None:
        if isinstance(action, str):
            action = Action.parse(action)
        decision = self.pending
        if self.is_over():
            raise IllegalAction(f"{action}: the game is over ({self.result['reason']})")
        if action not in decision.options:
            raise IllegalAction(self._why_illegal(action, decision))
        before = self._chance_mark()
        task = self.s["stack"][-1]
        self.s["history"].append(str(action))
        self._pending = None
        handler = task["t"] if action.kind not in self.FREE_ACTIONS else "free"
        getattr(self, f"on_{handler}")(task, action)
        self._run()
        self.s["chance"].append(self._chance_mark() != before)

    def _chance_mark(self):
        """Changes whenever dice are rolled, cards drawn or anything shuffled."""
        return self.s["rng"], self.s["draws"], self.s["stats"]["dice_rolled"]

    def _why_illegal(self, action: Action, decision: Decision) -> str:
        who = "nobody" if decision.seat is None else f"P{decision.seat + 1}"
        same_kind = [o for o in decision.options if o.kind == action.kind]
        if not same_kind:
            kinds = sorted({o.kind for o in decision.options})
            return (f"{action}: not possible now; the game waits for {who} to decide "
                    f"'{decision.prompt}' (possible: {', '.join(kinds)})")
        if all(o.seat != action.seat for o in same_kind):
            return f"{action}: P{action.seat + 1} cannot do that now; {who} decides '{decision.prompt}'"
        return f"{action}: not one of the legal choices for '{decision.prompt}'"

    def _run(self) -> None:
        """Advance automatic steps until a decision is needed or the game ends."""
        stack = self.s["stack"]
        guard = 0
        while self.s["result"] is None:
            guard += 1
            if guard > 100000:
                raise RuntimeError("engine made no progress")
            if not stack:
                raise RuntimeError("empty task stack")
            task = stack[-1]
            decision = getattr(self, f"step_{task['t']}")(task)
            if decision is not None:
                self._pending = self._explained(decision, task)
                return
        self._pending = self._explained(Decision("over", None, self.s["result"]["reason"], ()), None)

    def _explained(self, decision: Decision, task) -> Decision:
        """Give a decision its read-only context (a fresh copy of the task being resolved)."""
        s = self.s
        ctx = Context(self.phase(), s["turn"], s["active"], decision.seat,
                      None if task is None else dict(task), self)
        object.__setattr__(decision, "context", ctx)
        return decision

    # --- undo: take back decisions that used no chance -------------------------
    def can_undo(self) -> bool:
        return bool(self.s["history"]) and not self.s["chance"][-1]

    def undo(self) -> "Game":
        """A new game one decision earlier (the last decision must not have rolled or drawn)."""
        if not self.can_undo():
            raise IllegalAction("cannot undo: nothing to take back, or the last decision rolled dice or drew cards")
        return self.replay_history(self.s["history"][:-1])

    def replay_history(self, decisions) -> "Game":
        """Replay decisions from this game's start (its setup, or the scenario position it began at)."""
        base = self.s.get("base")
        game = Game.from_dict(base, self.box) if base else Game.new(self.s["setup"], self.box)
        for d in decisions:
            game.apply(Action.parse(d))
        if base:
            game.s["base"] = base
        return game

    # --- saves ----------------------------------------------------------------
    def save_dict(self) -> dict:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": self.s["setup"],
                "decisions": list(self.s["history"]), "snapshot": self.to_dict()}

    @classmethod
    def from_save(cls, data: dict, box: Box | None = None) -> "Game":
        """Load a save; raise SaveError saying exactly what is wrong with it.

        The snapshot is used when it is whole and consistent; otherwise the game is
        rebuilt from its setup, seed and decision log (so a damaged snapshot loses nothing)."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("not a Legends save file (expected a JSON object with format 'legends-save')")
        version = data.get("version")
        if version != SAVE_VERSION:
            raise SaveError(f"save format version {version!r}: this app reads version {SAVE_VERSION} "
                            f"(saves from a newer app cannot be read; older formats are converted when possible)")
        problems = []
        snapshot = data.get("snapshot")
        if snapshot is not None:
            try:
                game = cls.from_dict(snapshot, box)
                check_invariants(game)
                if data.get("decisions") is not None and game.s["history"] != data["decisions"]:
                    raise ValueError("its decisions differ from the save's decision log")
                return game
            except Exception as exc:  # noqa: BLE001 - any damage falls back to the log
                problems.append(f"snapshot unusable ({exc.__class__.__name__}: {exc})")
        setup, decisions = data.get("setup"), data.get("decisions")
        if not isinstance(setup, dict) or not isinstance(decisions, list):
            problems.append("setup or decisions missing")
            raise SaveError("save is damaged: " + "; ".join(problems))
        try:
            return cls.replay(setup, decisions, box)
        except Exception as exc:  # noqa: BLE001
            problems.append(f"decision log does not replay ({exc.__class__.__name__}: {exc})")
        raise SaveError("save is damaged: " + "; ".join(problems))

    @classmethod
    def load(cls, path, box: Box | None = None) -> "Game":
        """Read a save file; SaveError (with the file name) for anything wrong."""
        from pathlib import Path
        name = Path(path).name
        try:
            with open(path, encoding="utf-8") as fh:
                data = json.load(fh)
        except FileNotFoundError:
            raise SaveError(f"{name}: no such file") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(f"{name}: cannot read it ({exc.__class__.__name__})") from None
        except ValueError as exc:
            raise SaveError(f"{name}: not valid JSON, the file is truncated or corrupted ({exc})") from None
        try:
            return cls.from_save(data, box)
        except SaveError as exc:
            raise SaveError(f"{name}: {exc}") from None

    # --- helpers shared by the rule modules ------------------------------------
    def log(self, text: str, auto: bool = False, kind: str = "info", **data) -> None:
        """One log entry: its text, and as fields the decision count, turn, active seat and phase it
        belongs to and what it is about (who, target, frm, to, path ...). Every move has its path."""
        s = self.s
        stack = s["stack"]   # the phase, as phase() tells it, inline: the log is written often
        phase = ("over" if s["result"] is not None else "setup" if len(stack) > 1 and stack[1]["t"] == "place_rivals"
                 else "nemesis" if stack and stack[0]["t"] == "nemesis_phase" else "fighter")
        entry = {"n": len(s["history"]), "text": text, "auto": auto, "kind": kind, "turn": s["turn"],
                 "active": s["active"], "phase": phase}
        if data:
            entry.update(data)
            if kind == "move" and "path" not in data and data.get("frm") and data.get("to"):
                entry["path"] = self.board.route(data["frm"], data["to"])
        s["log"].append(entry)

    # --- what the state says, asked through game.view ---------------------------------
    @property
    def rules(self) -> "Game":
        return self

    @property
    def view(self) -> TableView:
        return self._view

    def phase(self) -> str:
        """"setup" (rivals being placed), "fighter", "nemesis" or "over". The phase's task is at
        the bottom of the stack; Rival Setup sits right above the first fighter phase."""
        s = self.s
        if s["result"] is not None:
            return "over"
        stack = s["stack"]
        if len(stack) > 1 and stack[1]["t"] == "place_rivals":
            return "setup"
        return "nemesis" if stack and stack[0]["t"] == "nemesis_phase" else "fighter"

    def critical_ready(self, seat: int) -> bool:
        """Critical Arts: on Round 2, with every ability upgraded and a full EX gauge."""
        f = self.s["fighters"][seat]
        return f["round"] == 2 and all(f["upgraded"]) and f["ex"] >= MAX_EX

    def resolving(self, task: dict) -> dict:
        """What a decision is about, from (a copy of) the task that asks it; see Context."""
        from .resolving import describe_task
        return describe_task(self, task)

    def option_info(self, action: Action):
        info = option_info(action)
        if action.kind == "place_rival":
            from dataclasses import replace
            return replace(info, destination=self.stage.spawn_space(action.args[0]))
        return info

    def rand(self, n: int) -> int:
        self.s["rng"], v = rng.randbelow(self.s["rng"], n)
        return v

    def shuffle(self, items: list) -> None:
        self.s["rng"] = rng.shuffle(self.s["rng"], items)

    def end(self, winner: str, reason: str) -> None:
        if self.s["result"] is None:
            self.s["result"] = {"winner": winner, "reason": reason, "turns": self.s["turn"]}
            self.log(reason, auto=True, kind="end")

    @property
    def fighters(self) -> list:
        return self.s["fighters"]

    def name_of(self, fid: str) -> str:
        if fid.startswith("F"):
            f = self.fighters[int(fid[1:]) - 1]
            return self.box.fighters[f["id"]].name
        e = self.s["enemies"].get(fid)
        if e is None:
            return fid
        return self.enemy_name(e)

