"""The host's server (issue 28): aiohttp's WebSocket over TLS, on a thread with its own event loop
(no pygame). It only lets machines in and carries messages: what they may do is judged on the
table's thread (hosting.py), by the host's engine.

    srv = HostServer(cert, secrets={1: s1, 2: s2}, watch=s3, content=fp, port=8790)
    srv.start()                      # False: srv.error says why (the port is taken ...)
    for ev in srv.poll():            # on the table's thread (bounded)
        ("join", cid, seat, machine) ("left", cid, seat) ("choose", cid, seat, at, action)
        ("undo", cid, seat, at) ("resync", cid, seat) ("ping", cid, seat, place) ("say", cid, seat, phrase)
    srv.welcome(cid, msg)            # the joiner's first message: from now on it gets every broadcast
    srv.broadcast(msg) / srv.send(cid, msg)
    srv.release(seat)                # the host says yes again: the invite works from another machine
    srv.stop({"type": "ended", ...})

The door (phones/door.py's Gate and Door): at most `total` TCP connections (PER_ADDRESS from one
address), TLS only (the handshake within HANDSHAKE seconds), MAX_SOCKETS WebSockets at once, and
nothing served but `GET /ws` (404 for anything else). A connection says hello within HELLO seconds
(its secret, its machine's id, the app's version, the box's fingerprint) or is closed; each seat's
invite takes the seat only from the machine that first used it (`machines`, kept by the host's
table with the game) until the host releases it. Every message is validated (protocol.py) and at
most RATE a second are read (more are answered with an error, unread; FLOOD of those and the
connection is closed); a frame over MAX_FRAME closes it; a peer that does not answer the
heartbeat is dropped.
"""
from __future__ import annotations

import asyncio
import itertools

from ..net.loopthread import LoopThread, Peer
from ..ui.phones import door
from . import protocol
from .protocol import dumps, error, refusal

PORT = 8790
MAX_FRAME = 64 * 1024
MAX_SOCKETS = 12            # every remote seat and a few spectators, plus strangers being refused
TOTAL, PER_ADDRESS = 32, 16
HANDSHAKE = 10.0
HELLO = 5.0
HEARTBEAT = 5.0
RATE, BURST = 20.0, 40
FLOOD = 200                 # messages over the rate, then the connection is closed
INBOX, OUTBOX = 512, 256
BOX = "box"                 # _why_not: only the box differs


class Joiner(Peer):
    """One machine's WebSocket on the loop: its seat, what waits to be sent, its budget."""
    ids = itertools.count(1)
    RATE, BURST, OUTBOX = RATE, BURST, OUTBOX

    def __init__(self, ws, seat, machine):
        super().__init__(ws)
        self.cid = next(self.ids)
        self.seat, self.machine = seat, machine
        self.ready = False          # welcomed: it gets every broadcast from now on


class HostServer(LoopThread):
    THREAD, POLL, CLOSING = "remote-host", 64, b"the host stopped"
    LATE, STOPPED = "the host's server did not start in time", "the host's server stopped: "

    def __init__(self, cert, secrets: dict, watch=None, content="", app=None, host="0.0.0.0", port=PORT,
                 machines=None, total=TOTAL, per_address=PER_ADDRESS, heartbeat=HEARTBEAT, hello=HELLO, parts=None,
                 box=None):
        from .. import __version__
        super().__init__(INBOX)
        self.cert, self.secrets, self.watch = cert, dict(secrets), watch
        self.content, self.app = content, app or __version__
        self.parts = parts or {}                # each thing in the host's box (sameness.py), to say what differs
        self.box = box                          # () -> the box's files (hostbox.box_files): offered where only they differ
        self.host, self.first_port, self.port = host, port, None
        self.machines = dict(machines or {})    # seat -> the machine its invite was accepted from
        self.gate = door.Gate(total, per_address)
        self.heartbeat, self.hello_timeout = heartbeat, hello
        self.joiners: dict = {}                 # cid -> Joiner (said hello)
        self.doors: dict = {}

    # --- the table's thread (start, stop, poll: LoopThread's) ----------------------------------------
    def live_seats(self) -> set:
        with self._lock:
            return {j.seat for j in self.joiners.values() if j.seat is not None}

    def spectators(self) -> int:
        with self._lock:
            return sum(1 for j in self.joiners.values() if j.seat is None)

    def welcome(self, cid, msg):
        self._call(self._welcome, cid, msg)

    def broadcast(self, msg):
        self._call(self._broadcast, dumps(msg))

    def send(self, cid, msg):
        self._call(self._send, cid, msg)

    def release(self, seat):
        """The host says yes again: the seat's invite works from another machine (once)."""
        with self._lock:
            self.machines.pop(seat, None)

    # --- the loop's thread ---------------------------------------------------------------------------
    async def _serve(self):
        from aiohttp import web
        loop = asyncio.get_running_loop()
        door.quiet_logs()
        loop.set_exception_handler(door.on_loop_error)
        app = web.Application(client_max_size=4096)
        app.router.add_get("/ws", self._ws)
        runner = web.AppRunner(app, handle_signals=False, access_log=None, keepalive_timeout=door.KEEPALIVE)
        await runner.setup()
        self._runner = runner
        try:
            ctx = self.cert.server_context()
        except (OSError, ValueError) as exc:
            self.error = f"the host's certificate cannot be used: {exc}"
            await runner.cleanup()
            return
        try:
            self._tcp = await loop.create_server(
                lambda: door.Door(self.gate, runner.server, self.doors, HANDSHAKE), self.host, self.first_port,
                ssl=ctx, ssl_handshake_timeout=HANDSHAKE, reuse_address=True, backlog=self.gate.total)
        except OSError as exc:
            self.error = f"cannot listen on port {self.first_port}: {exc.strerror or exc}"
            await runner.cleanup()
            return
        self.port = self._tcp.sockets[0].getsockname()[1]

    def _peers(self):
        return list(self.joiners.values())

    def _wire(self, msg):
        return dumps(msg)

    async def _ws(self, request):
        from aiohttp import web
        opened = self.doors.get(request.transport)
        if opened is not None:
            opened.started()
        ws = web.WebSocketResponse(heartbeat=self.heartbeat, max_msg_size=MAX_FRAME)
        await ws.prepare(request)
        if len(self.joiners) >= MAX_SOCKETS:
            return await self._refuse(ws, "The host has too many connections: try again in a moment.", True)
        try:
            first = await ws.receive(timeout=self.hello_timeout)
        except asyncio.TimeoutError:
            return await self._refuse(ws, f"No hello within {self.hello_timeout:g} seconds.")
        hello, err = protocol.parse_client(first.data if isinstance(first.data, str) else None)
        if err or hello["type"] != "hello":
            return await self._refuse(ws, f"The first message must be a hello ({err or 'got ' + hello['type']}).")
        why, retry = self._why_not(hello)
        if why is BOX:
            return await self._offer_box(ws, hello)
        if why:
            return await self._refuse(ws, why, retry)
        return await self._serve_joiner(ws, Joiner(ws, hello["seat"], hello["machine"]))

    async def _refuse(self, ws, why, retry=False):
        try:
            await ws.send_str(dumps(refusal(why, retry)))
            await ws.close()
        except (ConnectionError, RuntimeError):
            pass
        return ws

    async def _offer_box(self, ws, hello):
        """Only the box differs: said (with `box`, the host's fingerprint, when it can send its files),
        then one {"type": "box"} within the hello's time gets them; the connection closes after."""
        from .sameness import differences
        what = differences(self.parts, hello["parts"]) if self.parts and hello["parts"] else ""
        why = (f"Your box differs from the host's ({what or 'its fingerprint is ' + self.content + ', yours ' + hello['content']}): "
               "play with the host's box, or with the same content files (the host's data folder, or the same version's).")
        msg = refusal(why)
        if self.box is not None:
            msg["box"] = self.content
        try:
            await ws.send_str(dumps(msg))
            if self.box is not None:
                asked = await ws.receive(timeout=self.hello_timeout)
                got, err = protocol.parse_client(asked.data if isinstance(asked.data, str) else None)
                if not err and got["type"] == "box":
                    files = await asyncio.get_running_loop().run_in_executor(None, self.box)
                    await ws.send_str(dumps({"type": "box", "content": self.content, "files": files}))
            await ws.close()
        except (ConnectionError, RuntimeError, asyncio.TimeoutError, OSError):
            pass
        return ws

    def _why_not(self, hello):
        """(why, retry) or (None, False): the app, the invite's secret, the seat's machine, the box
        (BOX: only the box differs, the invite being good: _offer_box)."""
        if hello["protocol"] != protocol.VERSION:
            return (f"The host's app speaks remote protocol {protocol.VERSION}, yours {hello['protocol']}: "
                    "install the same version of Legends."), False
        if hello["app"] != self.app:
            return f"The host plays Legends {self.app}, you have {hello['app']}: install the same version.", False
        seat = hello["seat"]
        if seat is None:
            ok = door.same(self.watch, hello["secret"])
        else:
            ok = door.same(self.secrets.get(seat), hello["secret"])
        if not ok:
            return "This invite is not valid for this game (its secret is wrong): ask the host for a new one.", False
        if hello["content"] != self.content:
            return BOX, False
        if seat is None:
            return None, False
        with self._lock:
            held = self.machines.get(seat)
            if held is not None and held != hello["machine"]:
                return (f"P{seat + 1}'s invite was already used from another machine: ask the host to let "
                        "this one in (Release the seat)."), False
            self.machines[seat] = hello["machine"]
        return None, False

    async def _serve_joiner(self, ws, j):
        with self._lock:
            old = [o for o in self.joiners.values() if j.seat is not None and o.seat == j.seat]
            self.joiners[j.cid] = j
        for o in old:                        # the same machine again: its old connection goes
            self._send_away(o, f"P{j.seat + 1} connected again from this machine.")
        def leave():
            with self._lock:
                self.joiners.pop(j.cid, None)
            self._event("left", j.cid, j.seat)
        await self._carry(j, self._messages(ws, j), leave)
        return ws

    async def _messages(self, ws, j):
        from aiohttp import WSMsgType
        self._event("join", j.cid, j.seat, j.machine)
        async for msg in ws:
            if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                continue
            if not self._read(j, msg.data if msg.type == WSMsgType.TEXT else None):
                break

    def _read(self, j, data) -> bool:
        """One message from a joiner; False: close the connection (a flood)."""
        loop = asyncio.get_running_loop()
        if not j.spend(loop.time()):
            if j.over >= FLOOD:
                self._send_away(j, f"Too many messages (more than {int(RATE)} a second): disconnected.")
                return False
            j.queue(dumps(error(f"too many messages: at most {int(RATE)} a second; this one was not read", "rate")))
            return True
        msg, err = protocol.parse_client(data)
        if err:
            j.queue(dumps(error(err)))
        elif msg["type"] == "hello":
            j.queue(dumps(error("already joined: hello is the first message only")))
        elif msg["type"] == "box":
            j.queue(dumps(error("already joined with the host's box: it is sent only when a hello's box differs")))
        elif j.seat is None and msg["type"] in ("choose", "undo", "ping", "say"):
            j.queue(dumps(error("a spectator watches: it does not decide, ping or talk", "spectator")))
        elif not self._event(msg["type"], j.cid, j.seat, *[msg[k] for k in msg if k != "type"]):
            j.queue(dumps(error("the host is busy: try again", "busy")))
        return True

    # --- the table's calls, run on the loop --------------------------------------------------------------
    def _welcome(self, cid, msg):
        j = self.joiners.get(cid)
        if j is not None:
            j.queue(dumps(msg))
            j.ready = True

    def _broadcast(self, text):
        for j in list(self.joiners.values()):
            if j.ready and not j.queue(text):
                self._send_away(j, "Your connection is too slow to keep up: join again.", True)

    def _send(self, cid, msg):
        j = self.joiners.get(cid)
        if j is not None:
            j.queue(dumps(msg))
