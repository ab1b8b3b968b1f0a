"""A remote game without a window (issue 28): the tests' and bench/remote.py's host and joiners,
each in a process of its own, their seats played by bots through the same pipeline as the app's.

    Seats, Quiet     the pipeline's seat check and Shows at a window-less table
    Copy             a joiner's table: its session (its copy of the game) and its pipeline
    play_local(...)  a bot of a seat this machine plays decides

run.py is the command that uses them (a host, a joiner, in processes of their own).
"""
from __future__ import annotations

import threading

from ..ui.input.intents import Device, Kind
from ..ui.table.pipeline import Pipeline, Shows


class Seats:
    """Who may decide at a window-less table: bots their seats, a joiner's machine its own seat,
    the host (on a joiner's machine) every seat."""

    def __init__(self, bots=(), remote=(), local=()):
        self.bots, self.remote, self.local = set(bots), set(remote), set(local)
        self.refused = []

    def allows(self, action, device) -> bool:
        k, seat = device.kind, action.seat
        ok = ((k is Kind.BOT and seat in self.bots and device.index == seat)
              or (k is Kind.REMOTE and (device.index is None or (device.index == seat and seat in self.remote)))
              or (k in (Kind.KEYBOARD, Kind.MOUSE) and seat in self.local))
        if not ok:
            self.refused.append((str(action), str(device)))
        return ok


class Quiet(Shows):
    """The table's Shows with nothing to show: refusals kept (the tests read them)."""

    def __init__(self):
        self.refusals = []

    def refused(self, text):
        self.refusals.append(text)

    def failed(self, exc, action):
        raise exc


class Waker:
    """The table's loop sleeps until a thread's event (or `most` seconds)."""

    def __init__(self):
        self.event = threading.Event()

    def __call__(self):
        self.event.set()

    def wait(self, most=0.05):
        self.event.wait(most)
        self.event.clear()


class Copy:
    """A joiner's table without a window: the session its copy lives in, the pipeline it goes through."""

    def __init__(self, own=(), make_session=None):
        self.own = set(own)
        self.session = self.pipeline = None
        self.make_session = make_session
        self.replaced = 0

    @property
    def game(self):
        return self.session.game if self.session is not None else None

    def replace(self, game, seats):
        from ..ui.table.session import Session
        self.replaced += 1
        self.session = (self.make_session or (lambda g: Session(g, autosaving=False)))(game)
        self.pipeline = Pipeline(self.session, Seats(bots=self.own, remote=(), local=self.own), Quiet())

    def apply(self, action) -> bool:
        return self.pipeline.submit(action, Device.remote())


def play_local(session, pipeline, seats) -> bool:
    """The bot of a seat this machine plays decides, if the game waits for one. True if it submitted."""
    g = session.game
    seat = g.pending.seat
    if g.is_over() or seat not in seats:
        return False
    bot = session.bots.get(seat)
    if bot is None:
        return False
    return pipeline.submit(bot.choose(g, g.legal_actions(seat=seat)), Device.bot(seat)) or True
