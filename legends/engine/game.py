"""The game: the one decision interface everyone uses (the UI, the bots, phones, the tests).

    game = Game.new(setup)                       # or Game.from_save(data), Game.replay(setup, decisions)
    game.pending                                 # Decision(kind, seat, prompt, options, context)
    game.apply(action)                           # IllegalAction (with the reason) if not legal
    game.view                                    # read-only queries: what the table shows (view.py)
    game.undo(); game.save_dict()

`Game` is a small facade. The state is plain data (`game.s`, JSON) worked on by `Rules` (rules.py).
Rules progress through a stack of tasks (`state["stack"]`); each task kind has one handler in
legends/engine/tasks/, found in the registry `TASKS`: `advance` moves on by itself (enemy turns,
spawns, draws) or returns the Decision it waits for, `apply` takes the chosen action. `apply`
checks the action is legal, hands it to the handler of the task on top (or to the free-action
handler), then advances until the next decision.
"""
from __future__ import annotations

import json

from ..content import Box, default_box
from . import hidden, saves
from .actions import Action, Context, Decision, IllegalAction
from .copying import copy_state
from .rules import Rules
from .setup import new_state
from .tasks import FREE, TASKS
from .view import TableView


class Game:
    """One game: its pending decision, legal actions, apply, undo, saves, replay, and its view."""

    notice = None       # set by the loader: what the players are told once (a save made with another box)
    notice_why = None   # and why (its decision log no longer replays: the technical reason)

    def __init__(self, state: dict, box: Box | None = None):
        self.box = box or default_box()
        self.rules = Rules(state, self.box)
        self.s = state                       # the engine's own state; outside the engine, use .view
        self.stage, self.board = self.rules.stage, self.rules.board
        self.group, self.nem = self.rules.group, self.rules.nem
        self._pending: Decision | None = None

    @property
    def view(self) -> TableView:
        return TableView(self)

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
        """An independent copy; its pending decision (and that decision's context) is its own.

        The state is copied by its shape (copying.py), the rules' content shared, and the pending
        decision carried over with a context of the copy's own, so the copy need not work it out."""
        game = object.__new__(type(self))
        game.box, game.stage, game.board, game.group, game.nem = self.box, self.stage, self.board, self.group, self.nem
        game.s = state = copy_state(self.s)
        game.rules = rules = self.rules.sharing(state)
        d = game._pending = self._pending
        if d is not None:
            game._pending = Decision(d.kind, d.seat, d.prompt, d.options)
            task = dict(state["stack"][-1]) if state["stack"] else None
            if d.context is not None:
                object.__setattr__(game._pending, "context", d.context.moved(task, rules))
        return game

    def sample(self, seed: int, quiet: bool = True) -> "Game":
        """A copy with what the players cannot know drawn again from `seed` (hidden.py): the order
        of the style decks, the nemesis deck, hidden objective tokens' faces, the future dice.
        Quiet (for a search's playouts, which read the table, never the log): from here on it writes
        no log entries (but a reshuffle of the nemesis deck, which a sample of it reads back), and so
        formats no log text, nor its decisions' prompts (tasks/base.py UNWORDED: the options are as
        ever); `quiet=False` keeps its log and prompts going as the game's."""
        return hidden.sample(self, seed, quiet)

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

    def is_over(self) -> bool:
        return self.s["result"] is not None

    @property
    def result(self) -> dict | None:
        """None while playing; else {"winner": "fighters"|"nemesis", "reason": text}."""
        return self.s["result"]

    def apply(self, action: Action, frames: list | None = None) -> None:
        """Resolve `action` up to the next decision. With `frames` (a list), a picture of the game
        is appended to it as each new log entry is written: a copy of the state at that moment
        (an entry is written once what it reports has happened), read through its `view`; its
        `pending` is a "frame" decision without options. The table draws them while it animates
        the entries (docs/ui.md)."""
        if frames is not None:
            self.rules.watch = lambda: frames.append(self._frame())
            try:
                return self.apply(action)
            finally:
                self.rules.watch = None
        if isinstance(action, str):
            action = Action.parse(action)
        decision = self._pending or self.pending
        s = self.s
        if s["result"] is not None:
            raise IllegalAction(f"{action}: the game is over ({self.result['reason']})")
        for option in decision.options:     # (the options themselves, as a bot hands one back: no == asked)
            if option is action:
                break
        else:
            if action not in decision.options:
                raise IllegalAction(self._why_illegal(action, decision))
        before = s["rng"], s["draws"], s["stats"]["dice_rolled"]        # _chance_mark, written out
        task = s["stack"][-1]
        s["history"].append(str(action))
        self._pending = None
        handler = FREE if action.kind in FREE.kinds else TASKS[task["kind"]]
        handler.apply(self.rules, task, action)
        self._run()
        s["chance"].append((s["rng"], s["draws"], s["stats"]["dice_rolled"]) != before)

    def _frame(self) -> "Game":
        frame = self.clone()
        frame._pending = Decision("frame", None, "a picture of the game while a decision resolves", ())
        return frame

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
        s = self.s
        stack = s["stack"]
        rules = self.rules
        for _ in range(100000):
            if s["result"] is not None:
                break
            if not stack:
                raise RuntimeError("empty task stack")
            task = stack[-1]
            decision = TASKS[task["kind"]].advance(rules, task)
            if decision is not None:
                self._pending = self._explained(decision, task)
                return
        else:
            if s["result"] is None:
                raise RuntimeError("engine made no progress")
        self._pending = self._explained(Decision("over", None, s["result"]["reason"], ()), None)

    def _explained(self, decision: Decision, task) -> Decision:
        """Give a decision its read-only context (a fresh copy of the task being resolved)."""
        s = self.s
        rules = self.rules
        ctx = Context(rules.phase(), s["turn"], s["active"], decision.seat,
                      None if task is None else dict(task), rules)
        decision.__dict__["context"] = ctx          # (frozen: set once, as object.__setattr__ would)
        return decision

    # --- undo: take back decisions that used no chance -------------------------
    def can_undo(self) -> bool:
        """A decision to take back: one since the game's start (its setup or base position) that
        rolled no dice and drew no cards."""
        s = self.s
        return len(s["history"]) > len(saves.base_decisions(s)) and not s["chance"][-1]

    def undo(self) -> "Game":
        """A new game one decision earlier (the last decision must not have rolled or drawn)."""
        if not self.can_undo():
            raise IllegalAction("cannot undo: nothing to take back, or the last decision rolled dice or drew cards")
        return self.replay_history(self.s["history"][:-1])

    def replay_history(self, decisions) -> "Game":
        """Replay decisions (the game's history, or the start of it) from this game's start: its
        setup, or the base position it began at (a scenario's, or a saved position it went on from
        after its box changed; the decisions before it, in its history, are not replayed)."""
        base = self.s.get("base")
        game = type(self).from_dict(base, self.box) if base else type(self).new(self.s["setup"], self.box)
        for d in decisions[len(saves.base_decisions(self.s)):]:
            game.apply(Action.parse(d))
        if base:
            game.s["base"] = base
        return game

    # --- saves (saves.py) ------------------------------------------------------------
    def save_dict(self) -> dict:
        return saves.save_dict(self)

    @classmethod
    def from_save(cls, data: dict, box: Box | None = None) -> "Game":
        """Load a save; raise SaveError saying exactly what is wrong with it."""
        return saves.from_save(cls, data, box)
