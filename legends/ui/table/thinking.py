"""Searches off the UI thread: the expert's hints and an expert bot seat's decisions run on a
background thread over a copy of the game (Game.clone), so the window keeps drawing and taking
input while the expert thinks. No pygame: the session and the tests use it headless.

    job = Background(lambda: bot.choose(copy, options), key)   # starts at once
    job.done, job.result, job.error                              # read by the UI thread when it polls

A job is keyed by the decision it answers (Session.decision_key: the game object's generation and
the decisions taken so far); whoever polls drops a result whose key is no longer the current one.
The search reads only its own copies, so the UI thread may apply, undo or reload meanwhile.

    hints = Hints(seed)                     # "what would the expert do?" for whoever decides now
    hints.ask(game, key)                    # a search on a copy of the game, `top` options
    hints.state(key)                        # None, "thinking" or the options (Option: action, win_chance, reason)
"""
from __future__ import annotations

import threading

from ...bots import ExpertBot

HINT_SECONDS = 1.0      # the hint's budget: as long as the table's expert bot thinks (docs/ui.md)
HINT_PLAYOUTS = None    # else a budget of playouts (the monkey test's hints: quick, and the same each run)
SEAT_PLAYOUTS = None    # else the budget of a plain "expert" seat's search, not its second (the monkey test)


def seat_bot_name(kind: str) -> str:
    """The bot a seat of this kind plays as: a plain "expert" searches SEAT_PLAYOUTS playouts when that
    is set ("expert:24": still on its thread, landing mid-events), else for its second."""
    return f"expert:{SEAT_PLAYOUTS}" if kind == "expert" and SEAT_PLAYOUTS else kind


class Background:
    """fn() on a daemon thread; `done`, `result` and `error` are read by the UI thread when it polls."""

    def __init__(self, fn, key=None, name="legends-search"):
        self.key = key
        self.result = None
        self.error = None
        self._done = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(fn,), name=name, daemon=True)
        self.thread.start()

    def _run(self, fn):
        try:
            self.result = fn()
        except Exception as exc:  # noqa: BLE001 - handed to the UI thread, which reports it
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout=None) -> bool:
        return self._done.wait(timeout)


class Hints:
    """Hints on demand: the expert's top options for the decision being taken, each with its
    estimated win chance and a one-line reason. It never applies an action; a hint asked for a
    decision that has changed since is dropped. The budget is `seconds` (the table) or
    `playouts` (tests: deterministic and quick); neither given: HINT_PLAYOUTS if set, else HINT_SECONDS."""

    def __init__(self, seed: int = 0, seconds: float | None = None, playouts: int | None = None, top: int = 3):
        if seconds is None and playouts is None:
            seconds, playouts = (None, HINT_PLAYOUTS) if HINT_PLAYOUTS else (HINT_SECONDS, None)
        self.seed, self.seconds, self.playouts, self.top = seed, seconds, playouts, top
        self.job = None
        self.error = None           # an exception from a search, until the UI takes it (take_error)
        self.asked = 0

    def ask(self, game, key) -> bool:
        """Start a search for the decision game.pending (for its own seat's options), on a copy
        of the game. False when there is no decision to hint (the game is over)."""
        seat = game.pending.seat
        if game.is_over() or seat is None:
            return False
        options = list(game.legal_actions(seat=seat))
        if not options:
            return False
        copy = game.clone()
        self.asked += 1
        bot = ExpertBot(self.seed * 7919 + self.asked, playouts=self.playouts,
                        seconds=None if self.playouts else self.seconds)
        self.job = Background(lambda: bot.analyse(copy, options, top=self.top), key, name="legends-hint")
        return True

    def close(self):
        """No hint shown (a search still running finishes on its own; its result is dropped)."""
        self.job = None

    def open_for(self, key) -> bool:
        """Is a hint (thinking or shown) open for this decision?"""
        return self.job is not None and self.job.key == key

    def state(self, key):
        """None (no hint, or the one asked was for another decision: dropped), "thinking", or the
        options found, best first. A search that raised closes the hint; its error waits in `error`."""
        job = self.job
        if job is None:
            return None
        if job.key != key:
            self.job = None
            return None
        if not job.done:
            return "thinking"
        if job.error is not None:
            self.error, self.job = job.error, None
            return None
        return job.result

    def take_error(self):
        err, self.error = self.error, None
        return err
