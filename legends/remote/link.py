"""A remote game as the app holds it (issue 28; no pygame): the host's side or a joiner's, behind
one small interface the table (ui/scenes/remote_table.py) and the seats (seating.py: `devices`) use.

    app.remote = HostLink(remote_seats={1, 2}, box=box, game_id=gid)   # err = link.start()
    app.remote = JoinLink(invite, box, on_game=lambda game, seats: ...)  # link.start()
    link.attach(pipeline)     # the table's pipeline: the host judges through it, a joiner applies through it
    link.pump()               # every frame
    link.devices()            # {"remote2", ...}: the seats whose machine is there now
    link.lines()              # what the table's remote bar says
    link.say(n); link.stop()
"""
from __future__ import annotations

import os
import time

from ..ui.input.intents import Device
from ..ui.input.seats import remote as remote_device
from . import protocol

FAREWELL = ("The host left the game. Its autosave keeps it: when the host continues it, "
            "this invite works again (keep this window open: it rejoins by itself).")
SAID_FOR = 4.0
LISTEN_ENV = "LEGENDS_REMOTE_LISTEN"     # the address the host listens on (all of this machine's by default)


class HostLink:
    role = "host"

    def __init__(self, remote_seats, box, game_id, listen=None, port=None):
        from .cert import load_or_make
        from .config import HostConfig, remote_dir
        from .host import PORT
        self.remote = set(remote_seats)
        self.box, self.game_id = box, game_id
        self.cfg = HostConfig.load(game_id) or HostConfig.new(sorted(self.remote), port or PORT)
        self.remote = set(self.cfg.secrets)
        self.cert = load_or_make(remote_dir())
        self.listen = listen or os.environ.get(LISTEN_ENV) or "0.0.0.0"
        self.server = self._server(self.cfg.port)
        self.hg = None
        self.live = set()
        self.returned = []      # seats whose machine came back (the table gives them their seat back)
        self.said = []          # [(until, seat, kind, text)]
        self.error = None

    def start(self, tries=20):
        """None when listening, else why not (every port from the kept one to `tries` more taken)."""
        first = self.cfg.port
        for port in range(first, first + tries):
            self.server.first_port = port
            if self.server.start():
                self.cfg.port = self.server.port
                return None
            self.error = self.server.error
            self.server = self._server(port + 1)
        return self.error

    def _server(self, port):
        from .host import HostServer
        from .sameness import parts
        return HostServer(self.cert, self.cfg.secrets, self.cfg.watch, content=self.box.fingerprint,
                          host=self.listen, port=port, machines=self.cfg.machines, parts=parts(self.box),
                          box=self._box_files)

    def _box_files(self) -> dict:
        """The host's box as files, for a joiner whose box differs (hostbox.py): the shipped files and
        the player's own stages in it."""
        from ..content.own import own_ids
        from ..store.own_stages import folder
        from .hostbox import box_files
        own = [folder() / f"{i}.yaml" for i in sorted(own_ids(self.box))]
        return box_files(extra_stages=[p for p in own if p.is_file()])

    def attach(self, pipeline):
        from .hosting import HostGame
        self.game_id = pipeline.session.game_id
        self.hg = HostGame(pipeline.session, pipeline, self.server, self.remote, on_seats=self.keep)
        self.hg.on_said = self._heard
        self.keep()

    def keep(self, live=None):
        """The seats' secrets and machines, kept with the game (its autosave's id)."""
        if live is not None:
            self.returned += sorted(set(live) - self.live)
            self.live = set(live)
        self.cfg.machines = dict(self.server.machines)
        try:
            self.cfg.save(self.game_id)
        except OSError as exc:
            self.error = f"The remote seats could not be kept with the game: {exc}"

    def pump(self) -> int:
        self.said = [s for s in self.said if s[0] > time.monotonic()]
        return self.hg.pump() if self.hg is not None else 0

    def devices(self) -> set:
        return {remote_device(s) for s in self.server.live_seats()}

    def address(self) -> str:
        from ..ui.phones.door import lan_ip
        return lan_ip() if self.listen in ("0.0.0.0", "", None) else self.listen

    def invites(self) -> list:
        return self.cfg.invites(self.address(), self.cert.fingerprint, self.server.port or self.cfg.port)

    def lines(self) -> list:
        live = self.server.live_seats()
        seats = " · ".join(f"P{s + 1} {'here' if s in live else 'away'}" for s in sorted(self.remote))
        watch = self.server.spectators()
        return [f"Hosting on {self.address()}:{self.server.port} · {seats}"
                + (f" · {watch} watching" if watch else "")]

    def say(self, phrase):
        self.server.broadcast({"type": "said", "seat": -1, "phrase": phrase})
        self._heard(-1, "said", protocol.PHRASES[phrase])

    def ping(self, place):
        self.server.broadcast({"type": "pinged", "seat": -1, "place": place})
        self._heard(-1, "pinged", place)

    def _heard(self, seat, kind, text):
        self.said.append((time.monotonic() + SAID_FOR, seat, kind, text))

    def stop(self):
        self.server.stop({"type": "ended", "message": FAREWELL})


class JoinLink:
    role = "join"

    def __init__(self, invites, box, on_game, toast=lambda text: None, want_box=False):
        """`invites`: one Invite, or those of the seats this machine holds (one connection each: the
        first keeps the copy in step, each seat's choices go through its own). `want_box`: the
        player said "Play with the host's box": where only the box differs, the host's is taken
        (hostbox.py checks it) for this game only, then joined with."""
        self.invites = list(invites) if isinstance(invites, (list, tuple)) else [invites]
        self.invite = self.invites[0]
        self.on_game, self.toast = on_game, toast
        self.host_box = False       # this game is played with the host's box (kept in the cache folder)
        self.pipeline = None
        self.fresh = None           # the host's game, until its table is made (on_game)
        self.wake = None            # given to each connection (called on its thread when an event is queued)
        self._connect(box, want_box)

    def _connect(self, box, want_box=False):
        from .config import machine_id
        from .follow import Follow
        from .joiner import JoinClient
        from .sameness import parts
        self.box = box
        machine, mine = machine_id(), parts(box)
        self.clients = [JoinClient(i, machine, box.fingerprint, parts=mine, want_box=want_box and n == 0)
                        for n, i in enumerate(self.invites)]
        self.client = self.clients[0]
        self.follow = Follow(self.client, box, self, senders={c.invite.seat: c for c in self.clients})

    def take_box(self, msg):
        """The host's box arrived: checked like any content file, kept in the cache folder, and this
        machine joins again with it; a bad one is refused with what is wrong (house lines)."""
        from .hostbox import take
        box, err = take(msg.get("files"), msg.get("content"))
        if err:
            self.follow.refused = "The host's box cannot be used here:\n" + err
            self.follow.box_offer = None
            return
        for c in self.clients:
            c.stop()
        self.host_box = True
        self._connect(box)
        self.start()

    @property
    def own(self) -> set:
        return {i.seat for i in self.invites if i.seat is not None}

    def start(self):
        for c in self.clients:
            c.wake = self.wake
            c.start()

    # --- the Follow's table ------------------------------------------------------------------------
    @property
    def game(self):
        return self.pipeline.session.game if self.pipeline is not None else self.fresh

    def replace(self, game, seats):
        self.fresh, self.pipeline = game, None
        self.on_game(game, seats)

    def apply(self, action) -> bool:
        return self.pipeline is not None and self.pipeline.submit(action, Device.remote())

    # --- the table's ---------------------------------------------------------------------------------
    def attach(self, pipeline):
        self.pipeline = pipeline
        pipeline.session.forward = self.forward

    def forward(self, action, device):
        if action.seat not in self.own:
            self.toast(f"P{action.seat + 1} is played on another machine (Remote · P{action.seat + 1})")
            return
        self.follow.choose(action, device)

    def pump(self) -> int:
        for c in self.clients[1:]:          # the other seats' connections: only their refusals and errors count
            for ev in c.poll():
                if ev[0] == "refused":
                    self.follow.refused = f"P{c.invite.seat + 1}: {ev[1]}"
                elif ev[0] == "message" and ev[1]["type"] == "error":
                    self.follow.hear_error(ev[1])
        return self.follow.pump()

    def devices(self) -> set:
        """Every other seat is another machine's: never waiting here (this machine cannot take it)."""
        n = self.game.view.seats if self.game is not None else 0
        return {remote_device(s) for s in range(n) if s not in self.own}

    def away(self) -> list:
        """The remote seats whose machine the host says is away."""
        return [s.get("seat") for s in self.follow.seats
                if isinstance(s, dict) and s.get("kind") == "remote" and not s.get("live")]

    def lines(self) -> list:
        f = self.follow
        who = "watching" if self.invite.seat is None else "as " + " + ".join(f"P{s + 1}" for s in sorted(self.own))
        who += " with the host's box" if self.host_box else ""
        if f.ended and not f.connected:
            state = f.ended
        elif f.refused:
            state = f.refused
        elif not f.connected:
            state = "the host is away: trying again"
        else:
            state = "connected"
            away = self.away()
            if away:
                state += " · " + ", ".join(f"P{s + 1} away" for s in away if isinstance(s, int))
        return [f"Joined {self.invite.host}:{self.invite.port} {who} · {state}"]

    @property
    def said(self):
        return self.follow.said

    def say(self, phrase):
        self.follow.say(phrase)

    def ping(self, place):
        self.follow.ping(place)

    def stop(self):
        for c in self.clients:
            c.stop()
