"""The host's table side of a remote game (issue 28; no pygame): on the table's thread, every frame.

    hg = HostGame(session, pipeline, server, remote_seats={1, 2})
    hg.pump()        # the joiners' messages, judged; then what changed sent to every machine

The host's engine is the only judge. A joiner's `choose` is taken only when its machine holds the
action's seat (the invite's), it was made for the decision the game waits for now (`at`: the
decisions it had seen; else "stale") and the engine lists it among the legal choices; then it is
submitted like a click, `pipeline.submit(action, Device.remote(seat))` (the one way in, the seat
check included). Whatever was applied since the last frame, by any device, goes to every machine
as `decisions` with the state hash after them; an undo or a recovery (a new game object) goes as
a `snapshot`. A joiner whose copy hashes otherwise asks for the snapshot (`resync`).
"""
from __future__ import annotations

import time

from ..engine import Action, IllegalAction
from ..engine.statehash import state_hash
from ..ui.input.intents import Device
from . import protocol


RESYNC_EVERY = 1.0


class HostGame:
    def __init__(self, session, pipeline, server, remote_seats, on_seats=None):
        self.session, self.pipeline, self.server = session, pipeline, server
        self.remote = set(remote_seats)
        self.on_seats = on_seats            # called when a remote seat comes or goes (the table redraws, says so)
        self.sent = (session.gen, session.game.view.decisions)
        self.live: set = set()
        self.refusals = 0                   # joiners' messages answered with an error (tests, the log)
        self.on_said = None                 # (seat, "pinged" | "said", text): the host's own table shows it
        self.resynced: dict = {}            # cid -> when it was last sent a snapshot it asked for

    # --- every frame ---------------------------------------------------------------------------------
    def pump(self, limit=64) -> int:
        events = self.server.poll(limit)
        for ev in events:
            getattr(self, "_on_" + ev[0])(*ev[1:])
        self.sync()
        return len(events)

    def sync(self):
        """Send every machine what changed since the last call."""
        s = self.session
        gen, n = s.gen, s.game.view.decisions
        if (gen, n) == self.sent:
            return
        sent_gen, sent_n = self.sent
        self.sent = (gen, n)
        if gen != sent_gen or n < sent_n:
            self.server.broadcast(self.snapshot("the host's game went back (an undo or a reload)"))
            return
        actions = list(s.game.view.history[sent_n:n])
        self.server.broadcast({"type": "decisions", "from": sent_n, "actions": actions, "hash": state_hash(s.game)})

    def snapshot(self, why="") -> dict:
        g = self.session.game
        return {"type": "snapshot", "save": g.save_dict(), "hash": state_hash(g), "why": why,
                "seats": self.seats_now()}

    def seats_now(self) -> list:
        live = self.server.live_seats()
        out = []
        for i, kind in enumerate(self.session.seats):
            k = "remote" if i in self.remote else ("host" if kind == "human" else "bot")
            out.append({"seat": i, "kind": k, "bot": None if kind == "human" else kind, "live": i in live})
        return out

    def _seats_changed(self):
        live = self.server.live_seats() & self.remote
        if live != self.live:
            self.live = live
            if self.on_seats is not None:
                self.on_seats(live)
        self.server.broadcast({"type": "seats", "seats": self.seats_now()})

    def _refuse(self, cid, message, code="bad"):
        self.refusals += 1
        self.server.send(cid, protocol.error(message, code))

    # --- the joiners' messages -------------------------------------------------------------------------
    def _on_join(self, cid, seat, machine):
        self.sync()                         # the welcome is the game as it stands after what was sent
        g = self.session.game
        self.server.welcome(cid, {"type": "welcome", "seat": seat, "save": g.save_dict(), "hash": state_hash(g),
                                  "seats": self.seats_now()})
        self._seats_changed()

    def _on_left(self, cid, seat):
        self.resynced.pop(cid, None)
        self._seats_changed()

    def _on_resync(self, cid, seat, clock=time.monotonic):
        """A snapshot for a machine whose copy differs: at most one a RESYNC_EVERY seconds (a whole save each)."""
        now = clock()
        if now - self.resynced.get(cid, -RESYNC_EVERY) < RESYNC_EVERY:
            return self._refuse(cid, f"resync: at most one every {RESYNC_EVERY:g} s; the last one is on its way", "rate")
        self.resynced[cid] = now
        self.server.send(cid, self.snapshot("your copy of the game differed from the host's"))

    def _on_ping(self, cid, seat, place):
        from ..engine.board import board_for
        if place not in set(board_for(self.session.game.stage).owner.values()):
            return self._refuse(cid, f"ping: {place[:40]!r} is not a square of this map", "ping")
        self.server.broadcast({"type": "pinged", "seat": seat, "place": place})
        if self.on_said is not None:
            self.on_said(seat, "pinged", place)

    def _on_say(self, cid, seat, phrase):
        self.server.broadcast({"type": "said", "seat": seat, "phrase": phrase})
        if self.on_said is not None:
            self.on_said(seat, "said", protocol.PHRASES[phrase])

    def _on_undo(self, cid, seat, at):
        s = self.session
        if at != s.game.view.decisions:
            return self._refuse(cid, f"stale: the game has moved on ({s.game.view.decisions} decisions, not {at})", "stale")
        why = s.undo()
        if why:
            self._refuse(cid, why, "undo")

    def _on_choose(self, cid, seat, at, text, seen=None):
        why = self.why_not(seat, at, text, seen)
        if why:
            return self._refuse(cid, *why)
        if not self.pipeline.submit(Action.parse(text), Device.remote(seat)):
            self._refuse(cid, f"P{seat + 1}'s choice was not taken: the seat is played on the host's machine now", "seat")

    def why_not(self, seat, at, text, seen=None):
        """(message, code) when a joiner's choice must not be taken, else None."""
        g = self.session.game
        try:
            action = Action.parse(text)
        except IllegalAction as exc:
            return str(exc), "bad"
        if seat not in self.remote:
            return f"P{seat + 1} is not a remote seat of this game", "seat"
        if action.seat != seat:
            return f"your machine plays P{seat + 1}: it cannot decide for P{action.seat + 1}", "seat"
        if at != g.view.decisions:
            return f"stale: that decision is over (the game is at decision {g.view.decisions}, not {at})", "stale"
        if seen is not None and seen != state_hash(g):
            return "stale: the game went back and on since (an undo): that position is over", "stale"
        if g.is_over():
            return "the game is over", "over"
        if action not in g.legal_actions():
            who = "nobody" if g.pending.seat is None else f"P{g.pending.seat + 1}"
            return f"illegal: {action} is not a legal choice now ({who} decides '{g.pending.prompt}')", "illegal"
        return None
