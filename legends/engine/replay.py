"""A game's decisions as a timeline, and the game at any step of it (the replay theatre, exports).

Every game is its start (the setup, or a base position) and its decision log, and replays exactly
(saves.py). `Replay(game)` replays the finished (or saved) game once from its start, noting for
each decision its step (`Step`: index, turn, phase, deciding seat, the decision's text, where its
log entries begin) and keeping a copy of the game every `every` decisions, so `at(k)` (the game
waiting for decision k, a copy the caller owns) costs at most `every` decisions' replay:

    r = Replay(Game.from_save(data))
    r.steps[k].turn, r.steps[k].phase, r.steps[k].seat, r.steps[k].text
    len(r)                   # decisions; r.at(len(r)) is the game after the last one
    game = r.at(k)           # waiting for decision k
    game.apply(r.action(k))  # == r.at(k + 1)
    r.turns(); r.turn_span(3); r.nemesis_span(3); r.span_of("3-4")   # (first step, end step)
    r.take_over(k)           # a new game from decision k on: same setup, its own history
    r.moments(k)             # decision k's nemesis phase entry by entry: [(entry, game as it was written)]

No pygame, no files: the theatre (ui/scenes/theatre.py) and `main.py export` read a save through
legends/store first.
"""
from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .saves import base_decisions

EVERY = 16          # a copy of the game kept every 16 decisions: stepping back replays at most 15
NOT_MOMENTS = {"turn", "phase", "info", "draw", "track"}    # entries of a nemesis phase that are no enemy's step


@dataclass(frozen=True)
class Step:
    """One decision of the timeline: the game waits for it at step `index`."""
    index: int          # 0-based, counted from the game's start (its setup or base position)
    turn: int
    phase: str          # "setup" | "fighter" | "nemesis"
    seat: int | None    # the deciding seat
    active: int         # the active seat
    kind: str           # the decision's kind (main, act, block ...)
    text: str           # the action taken, in the log's text form ("P1 play shoto_03")
    log_start: int      # the log's length when the game waited for it: its entries follow


class Replay:
    def __init__(self, game, every: int = EVERY):
        """The timeline of `game` (any game: its history is replayed from its start)."""
        self.every = max(1, every)
        history = list(game.view.history)
        self.decisions = history[len(base_decisions(game.s)):]
        self.final = game
        g = self._start(game)
        self.start = g.clone()
        self.checkpoints = {0: g.clone()}
        steps = []
        for k, text in enumerate(self.decisions):
            d = g.pending
            ctx = d.context
            steps.append(Step(k, ctx.turn, ctx.phase, d.seat, ctx.active, d.kind, text, len(g.view.log)))
            g.apply(Action.parse(text))
            if (k + 1) % self.every == 0:
                self.checkpoints[k + 1] = g.clone()
        self.steps = tuple(steps)
        self._moments = None        # (k, moments(k)) last asked for
        self.end = g
        self.checkpoints[len(steps)] = g.clone()

    @staticmethod
    def _start(game):
        """The game at its start: its setup's, or its base position (a scenario's, a saved one)."""
        return game.replay_history(list(base_decisions(game.s)))

    def __len__(self) -> int:
        return len(self.steps)

    def action(self, k: int) -> Action:
        return Action.parse(self.decisions[k])

    def at(self, k: int):
        """A copy of the game waiting for decision k (k == len(self): after the last one)."""
        k = max(0, min(len(self.steps), k))
        base = max(i for i in self.checkpoints if i <= k)
        g = self.checkpoints[base].clone()
        for i in range(base, k):
            g.apply(self.action(i))
        return g

    def moments(self, k: int) -> list:
        """The nemesis phase's moments of decision k: (log entry, the game as that entry was written)
        for each step its resolution wrote in a nemesis phase (an enemy's move or attack, the card,
        its EX, a spawn, the damage dealt), so a nemesis phase can be stepped through entry by entry;
        [] if decision k starts or continues none. The games are pictures (Game.apply's frames: their
        pending decision is a "frame", offering nothing)."""
        if not 0 <= k < len(self.steps):
            return []
        if self._moments is not None and self._moments[0] == k:
            return self._moments[1]
        g, frames = self.at(k), []
        start = len(g.view.log)
        g.apply(self.action(k), frames)
        out = [(e.thaw(), f) for e, f in zip(g.view.log[start:], frames)
               if e["phase"] == "nemesis" and e["kind"] not in NOT_MOMENTS]
        self._moments = (k, out)
        return out

    # --- the timeline by turn and phase ---------------------------------------------------
    def turns(self) -> list:
        """The turns the decisions fall in, in order (setup decisions count as turn 1's)."""
        out = []
        for st in self.steps:
            if not out or out[-1] != st.turn:
                out.append(st.turn)
        return out

    def turn_of(self, k: int) -> int:
        if not self.steps:
            return 1
        return self.steps[min(k, len(self.steps) - 1)].turn

    def turn_span(self, first: int, last: int | None = None) -> tuple | None:
        """(first step, end step) of turns first..last: from the first decision of `first` to the
        first decision after `last` (the end of the game for the last turn); None if no decision
        falls in them."""
        last = first if last is None else last
        ks = [st.index for st in self.steps if first <= st.turn <= last]
        if not ks:
            return None
        return ks[0], ks[-1] + 1

    def nemesis_span(self, turn: int) -> tuple | None:
        """(first step, end step) of turn `turn`'s nemesis phase: from the decision that ends the
        fighter phase (its resolution starts the nemesis phase) to the first decision of the next
        turn (blocks and ties asked in the phase fall inside); None if the turn has no decision."""
        span = self.turn_span(turn)
        if span is None:
            return None
        first, end = span
        fighter = [k for k in range(first, end) if self.steps[k].phase != "nemesis"]
        start = fighter[-1] if fighter else first
        return start, end

    def span_of(self, text: str) -> tuple | None:
        """A span from its words: "3" (turn 3), "3-4" (turns 3 to 4), "3n" (turn 3's nemesis
        phase), "all" (the whole game); None if the game has no such turn (ValueError: bad words)."""
        text = text.strip().lower()
        if text in ("all", "game", ""):
            return (0, len(self.steps)) if self.steps else None
        if text.endswith("n") and text[:-1].isdigit():
            return self.nemesis_span(int(text[:-1]))
        a, sep, b = text.partition("-")
        if not a.isdigit() or (sep and not b.isdigit()):
            raise ValueError(f"expected a turn (3), turns (3-4), a nemesis phase (3n) or 'all', got {text[:40]!r}")
        lo, hi = int(a), int(b) if sep else int(a)
        if hi < lo:
            raise ValueError(f"expected the first turn before the last, got {text[:40]!r}")
        return self.turn_span(lo, hi)

    def phase_starts(self) -> list:
        """(step, turn, phase) wherever the phase or turn changes: the timeline's marks."""
        out, last = [], None
        for st in self.steps:
            if (st.turn, st.phase) != last:
                out.append((st.index, st.turn, st.phase))
                last = (st.turn, st.phase)
        return out

    # --- take over --------------------------------------------------------------------------
    def take_over(self, k: int):
        """A new game going on from decision k: the same setup and the same decisions up to k
        (its history replays from the start as any game's), owned by the caller."""
        return self.at(k)
