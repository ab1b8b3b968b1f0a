"""A joiner's copy of the game, kept in step with the host's (issue 28; no pygame): on the table's
thread, every frame.

    f = Follow(client, box, table)      # table: replace(game, seats) and apply(action) -> bool (below)
    f.pump()                            # the host's messages: the game, its decisions, seats, pings
    f.choose(action)                    # the session's `forward`: a local seat's choice, to the host

The welcome (and a snapshot) is the host's save: loaded like any save (engine/saves.py: its log
replayed and checked against its snapshot), it becomes this machine's game. Each `decisions`
message is applied to that copy through the table's pipeline, for `Device.remote()` (the host);
then the copy's state hash must be the host's. A decision this copy refuses, a gap, or another
hash: it asks for the host's snapshot (`resync`) and takes it.
"""
from __future__ import annotations

import time

from ..engine import Action, Game, IllegalAction
from ..engine.migrate import SaveError
from ..engine.statehash import state_hash
from . import protocol

SAID_FOR = 4.0          # seconds a ping or a phrase shows
ASK_AGAIN = 2.0         # seconds: a resync not answered by then is asked for again
HOLD = 0.5              # seconds: a choice the host could not take now (too many, busy) is sent again after
                        # (by itself; a click meanwhile is kept and sent then, in its place)


class Follow:
    def __init__(self, client, box, table, clock=time.monotonic, senders=None):
        self.client, self.box, self.table, self.clock = client, box, table, clock
        self.senders = senders or {}    # seat -> the connection its choices go through (one machine, several seats)
        self.game = None            # this machine's copy (the table's session holds the same object)
        self.seat = client.invite.seat
        self.seats = []             # the host's word on every seat: kind, bot, live
        self.connected = False
        self.refused = None         # why the host said no (it stops trying)
        self.box_offer = None       # the host's fingerprint, when only the box differed and it offers its own
        self.dropped = None         # why the connection dropped (it tries again by itself)
        self.ended = None           # the host's farewell
        self.errors = []            # the host's last refusals of this machine's messages
        self.hold = 0.0             # no choice sent before this time (the host said: too many, or busy)
        self.later = None           # (decisions, action, device): the choice to send when the hold ends
        self.last = None            # (decisions, action, device): the choice sent last
        self.said = []              # [(until, seat, text)]: pings and quick phrases showing
        self.resyncs = 0
        self.waiting = False        # a resync asked for, not answered yet
        self.asked = 0.0            # when
        self.sent_at = None         # the decision this machine has chosen for (one choice each)
        self.sent_time = None
        self.round_trips = []       # seconds from a choice sent to its decision applied here

    @property
    def decisions(self) -> int:
        game = self.table.game
        return game.view.decisions if game is not None else -1

    def pump(self) -> int:
        events = self.client.poll()
        for ev in events:
            kind = ev[0]
            if kind == "message":
                self._message(ev[1])
            elif kind == "connected":
                self.connected, self.dropped = True, None
            elif kind == "dropped":
                self.connected, self.dropped = False, ev[1]
            elif kind == "refused":
                self.connected, self.refused = False, ev[1]
                self.box_offer = ev[2] if len(ev) > 2 else None
            elif kind == "box":
                self.table.take_box(ev[1])
        now = self.clock()
        self.said = [s for s in self.said if s[0] > now]
        if self.waiting and self.connected and now - self.asked > ASK_AGAIN:
            self._resync()                  # not answered (refused past the host's bound, or lost in a drop)
        if self.later is not None and now >= self.hold:
            at, action, device = self.later
            self.later = None
            if at == self.decisions:        # still the decision it was made for
                self.choose(action, device)
        return len(events)

    # --- what this machine sends -------------------------------------------------------------------
    def choose(self, action, device=None):
        """A local seat's choice (the session's forward): once per decision, to the host. Made while
        the host's "too many, busy" holds (HOLD), it is kept and sent when the hold ends (pump), if
        the decision is still the one it was made for: a click is never dropped unsaid."""
        if self.game is None or self.sent_at == self.decisions or self.waiting:
            return
        if self.clock() < self.hold:
            self.later = (self.decisions, action, device)
            return
        self.later, self.last = None, (self.decisions, action, device)
        self.sent_at, self.sent_time = self.decisions, self.clock()
        self.senders.get(action.seat, self.client).send({"type": "choose", "at": self.decisions, "action": str(action),
                          "seen": state_hash(self.table.game)})

    def undo(self):
        self.client.send({"type": "undo", "at": self.decisions})

    def ping(self, place):
        self.client.send({"type": "ping", "place": str(place)[:protocol.MAX_TEXT]})

    def say(self, phrase: int):
        self.client.send({"type": "say", "phrase": int(phrase)})

    # --- what the host sends -----------------------------------------------------------------------
    def _message(self, msg):
        kind = msg["type"]
        if kind in ("welcome", "snapshot"):
            self._take(msg)
        elif kind == "decisions":
            self._decisions(msg)
        elif kind == "seats":
            self.seats = msg["seats"] if isinstance(msg["seats"], list) else self.seats
        elif kind in ("pinged", "said"):
            self._said(msg)
        elif kind == "error":
            self.hear_error(msg)
        elif kind == "ended":
            self.ended = str(msg["message"])[:300]

    def hear_error(self, msg):
        """The host refused one of this machine's messages (it changed nothing)."""
        self.errors = (self.errors + [str(msg["message"])[:300]])[-5:]
        code = msg.get("code")
        if code == "stale" and not self.waiting:
            self._resync()                  # this copy is behind the host: its snapshot, not the same choice again
        elif code in ("rate", "busy"):      # again, but not at once (never a flood): the choice sent
            if self.later is None and self.sent_at is not None and self.last and self.last[0] == self.sent_at:
                self.later = self.last      # for this decision goes again by itself when the hold ends
            self.sent_at, self.hold = None, self.clock() + HOLD
        elif code in ("illegal", "seat"):
            self.sent_at = None             # this decision may be chosen again

    def _take(self, msg):
        try:
            game = Game.from_save(msg["save"], self.box)
        except SaveError as exc:
            self.errors = (self.errors + [f"the host's game does not load here: {exc}"])[-5:]
            return
        if state_hash(game) != msg["hash"]:
            self.errors = (self.errors + ["the host's game loads differently here (another box?)"])[-5:]
        self.game, self.waiting, self.sent_at = game, False, None
        if isinstance(msg.get("seats"), list):
            self.seats = msg["seats"]
        self.table.replace(game, self.seats)

    def _decisions(self, msg):
        if self.game is None or self.waiting:
            return
        if msg["from"] != self.decisions:
            return self._resync()
        for text in msg["actions"]:
            try:
                action = Action.parse(text)
            except IllegalAction:
                return self._resync()
            if not self.table.apply(action):
                return self._resync()
        if self.sent_at is not None and msg["from"] == self.sent_at and self.sent_time is not None:
            self.round_trips.append(self.clock() - self.sent_time)
            self.sent_time = None
        if self.decisions != self.sent_at:
            self.sent_at = None
        if state_hash(self.table.game) != msg["hash"]:
            self._resync()

    def _resync(self):
        self.resyncs += 1
        self.waiting, self.asked = True, self.clock()
        self.client.send({"type": "resync"})

    def _said(self, msg):
        seat = msg.get("seat")              # -1: the host's own table
        if not isinstance(seat, int):
            return
        if msg["type"] == "pinged":
            text = str(msg.get("place"))[:protocol.MAX_TEXT]
        else:
            n = msg.get("phrase")
            text = protocol.PHRASES[n] if isinstance(n, int) and 0 <= n < len(protocol.PHRASES) else "?"
        self.said.append((self.clock() + SAID_FOR, seat, msg["type"], text))
