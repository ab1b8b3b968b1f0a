"""The phones' web server: aiohttp on a background thread with its own event loop (no pygame).

    srv = PhoneServer()             # a token per seat (new_token(): 14 letters and digits, ~69 bits)
    srv.start()                     # False: srv.error says why (no aiohttp, no free port)
    srv.url(1)                      # "http://192.168.1.20:8765/s/<P2's token>": the QR code's address
    for ev in srv.poll():           # on the pygame thread, every frame (bounded)
        ("join", seat) ("cancel", seat) ("live", seat) ("dropped", seat) ("choose", seat, version, option)
    srv.accept(seat) / srv.refuse(seat, why)      # the TV's answer to a join
    srv.push(seat, state)           # the seat's newest `state` (sent now if its phone is live)
    srv.send(seat, message)         # one message (an error) to the seat's phone
    srv.stop()

What it serves (the README's *Phones as controllers*): `GET /` and `GET /s/<token>`: the page;
`GET /page/<file>`: index.html, style.css, app.js or map.js from legends/ui/phones/page/ and nothing else;
`GET /ws?token=<token>[&secret=<secret>]`: the WebSocket (protocol.py). The door (door.py): only
loopback and private-network clients are answered; the Host header and a browser's Origin must be
this server's own (its LAN address, 127.0.0.1, localhost, with its port), else 403; at most
`connection_cap()` TCP connections at once (64, less under a low open-files limit) and PER_ADDRESS
from one address (503 beyond), and a connection whose first request is not in whole within
`head_timeout` seconds is closed (408); aiohttp's loggers print one line, never a traceback. A code
(token) joins only once the TV accepts; the accepted phone is given a secret (`joined`), renewed at
each of its connections: presenting it takes the seat back at once (after a drop, or over its own
stale connection), while the code alone, from any device, asks the TV again. A refused code is
replaced (the TV shows the new one). Every message is validated and answered, at most RATE a second
per phone (more are answered with an error unread); the queues between the threads are bounded, so
a flood cannot hold up the app's frames.
"""
from __future__ import annotations

import asyncio
import json
from pathlib import Path

from ...net.loopthread import LoopThread
from . import INSTALL
from . import door
from . import protocol
from .conn import RATE, Conn, refusal
from .door import is_local, lan_ip, new_secret, new_token  # noqa: F401  (the server's names for them)

PAGE_DIR = Path(__file__).resolve().parent / "page"
PAGE_FILES = {"index.html": "text/html", "style.css": "text/css", "app.js": "application/javascript",
              "map.js": "application/javascript"}
PORT = 8765                 # the first port tried; the next free one of the following 20 else
PORTS_TRIED = 20
MAX_FRAME = 64 * 1024       # aiohttp closes the connection past this; up to it, messages > 4096 get an error
MAX_CONNECTIONS = 16        # WebSockets at once (every seat's phone, plus strangers being refused)
INBOX = 256                 # events waiting for the pygame thread
HEARTBEAT = 5.0             # seconds between pings: a phone that does not answer in half of it is dropped


class PhoneServer(LoopThread):
    THREAD, POLL, CLOSING = "phone-server", 32, b"the game ended"
    LATE, STOPPED = "the phone server did not start in time", "the phone server stopped: "

    def __init__(self, seats=4, host="0.0.0.0", port=PORT, page_dir=PAGE_DIR, allow=is_local, ports_tried=PORTS_TRIED,
                 max_connections=None, per_address=door.PER_ADDRESS, head_timeout=door.HEAD_TIMEOUT, tokens=None,
                 secrets=None, heartbeat=HEARTBEAT):
        super().__init__(INBOX)
        # the codes and the accepted phones' secrets of this app run's last server, if kept (tv.py)
        self.tokens = list(tokens)[:seats] if tokens else [new_token() for _ in range(seats)]
        self.tokens += [new_token() for _ in range(seats - len(self.tokens))]
        self.heartbeat = heartbeat
        self.host, self.first_port, self.ports_tried = host, port, ports_tried
        self.page_dir = Path(page_dir)
        self.allow = allow
        self.secrets = (list(secrets or []) + [None] * seats)[:seats]   # the accepted phone's, per seat
        self.gate = door.Gate(max_connections, per_address)    # TCP connections (door.py)
        self.head_timeout = head_timeout
        self.doors: dict = {}               # transport -> its Door, while open
        self.names = set()                  # the Host values this server answers to
        self.live: dict = {}                # seat -> Conn (joined)
        self.pending: dict = {}             # seat -> Conn (waiting for the TV)
        self.latest: dict = {}              # seat -> its newest state
        self.chosen: dict = {}              # seat -> the version it has already chosen for
        self.conns = 0

    # --- the pygame thread's side ------------------------------------------------------------------
    def start(self, timeout=5.0) -> bool:
        try:
            import aiohttp  # noqa: F401  (a clear message when it is missing)
        except ImportError:
            self.error = f"Phones need aiohttp and segno: {INSTALL}"
            return False
        return super().start(timeout)

    # stop(farewell): nothing listens any more; every phone is told `farewell` first (protocol.ended:
    # why, and whether its page should knock again by itself). poll(limit): up to `limit` events.

    def url(self, seat, host=None) -> str:
        return f"http://{host or self.public_host()}:{self.port}/s/{self.tokens[seat]}"

    def public_host(self) -> str:
        return lan_ip() if self.host in ("0.0.0.0", "", None) else self.host

    def live_seats(self) -> set:
        with self._lock:
            return set(self.live)

    def pending_seats(self) -> set:
        with self._lock:
            return set(self.pending)

    def accept(self, seat):
        self._call(self._accept, seat)

    def refuse(self, seat, why, retry=False):
        """The TV says no (the code is replaced), or `retry`: not now (the code stays; the page knocks again)."""
        self._call(self._refuse, seat, why, retry)

    def push(self, seat, state):
        self._call(self._push, seat, state)

    def send(self, seat, msg):
        self._call(self._send, seat, msg)

    def unchoose(self, seat, version):
        """The engine refused the choice: the phone may choose again for this version."""
        self._call(lambda: self.chosen.pop(seat, None) if self.chosen.get(seat) == version else None)

    def kick(self, seat):
        """Another device took the seat: its phone is told and disconnected (its token still works)."""
        self._call(self._kick, seat)

    # --- the server's thread (_run, _event: LoopThread's) -------------------------------------------
    async def _serve(self):
        from aiohttp import web
        loop = asyncio.get_running_loop()
        door.quiet_logs()                      # a stranger's malformed request: one line, never a traceback
        loop.set_exception_handler(door.on_loop_error)

        @web.middleware
        async def guard(request, handler):
            return await self._guard(request, handler)
        app = web.Application(middlewares=[guard], client_max_size=8192)
        app.router.add_get("/", self._page)
        app.router.add_get("/s/{token}", self._page)
        app.router.add_get("/page/{name}", self._page)
        app.router.add_get("/ws", self._ws)
        runner = web.AppRunner(app, handle_signals=False, access_log=None, keepalive_timeout=door.KEEPALIVE)
        await runner.setup()
        self._runner = runner
        ports = [self.first_port] if self.first_port == 0 else list(range(self.first_port, self.first_port + self.ports_tried))
        def new_door():                     # every TCP connection goes through the gate first (door.py)
            return door.Door(self.gate, runner.server, self.doors, self.head_timeout)
        for port in ports:
            try:            # reuse_address: the last server's closed connections do not hold the port
                self._tcp = await loop.create_server(new_door, self.host, port, reuse_address=True,
                                                     backlog=self.gate.total)   # accepted at once, at most
            except OSError:
                continue
            self.port = self._tcp.sockets[0].getsockname()[1]
            self.names = door.own_names(self.host, self.port, self.public_host())
            return
        self.error = f"no free port from {self.first_port} to {ports[-1]}"
        await runner.cleanup()

    def _peers(self):
        return list(self.live.values()) + list(self.pending.values())

    @staticmethod
    def _headers(resp):
        resp.headers["Cache-Control"] = "no-store"
        resp.headers["X-Content-Type-Options"] = "nosniff"
        resp.headers["Referrer-Policy"] = "no-referrer"     # the token is in the page's address
        return resp

    async def _guard(self, request, handler):
        from aiohttp import web
        opened = self.doors.get(request.transport)
        if opened is not None:
            opened.started()                  # a whole request came in: no more the head timeout
        if not self.allow(request.remote):
            return self._headers(web.Response(status=403, text="Only phones on the local network may join."))
        why = door.own_request(request.headers, self.names)
        if why:                             # the Wi-Fi may have changed this machine's address
            self.names = door.own_names(self.host, self.port, self.public_host())
            why = door.own_request(request.headers, self.names)
        if why:
            door.quiet_logs().warning("refused a request from another site (its %s: %s)", why,
                                   door.printable(request.headers.get("Origin" if why == "origin" else "Host"), 60))
            return self._headers(web.Response(status=403, text="Open the address shown on the TV."))
        return self._headers(await handler(request))

    async def _page(self, request):
        from aiohttp import web
        name = request.match_info.get("name", "index.html")
        if name not in PAGE_FILES:
            return web.Response(status=404, text="Not found")
        try:
            body = (self.page_dir / name).read_bytes()
        except OSError:
            return web.Response(status=404, text="The phone page is missing from this copy of Legends.")
        return web.Response(body=body, content_type=PAGE_FILES[name], charset="utf-8")

    def _seat_of(self, token, secret=None):
        """(seat, back): back when `secret` is the one the TV gave a seat's phone (the same phone),
        else the seat whose code `token` is (it asks the TV), else (None, False)."""
        back = next((s for s, held in enumerate(self.secrets) if door.same(held, secret)), None)
        if back is not None:
            return back, True
        return next((s for s, t in enumerate(self.tokens) if door.same(t, token)), None), False

    async def _ws(self, request):
        from aiohttp import web
        ws = web.WebSocketResponse(heartbeat=self.heartbeat, max_msg_size=MAX_FRAME)
        await ws.prepare(request)
        seat, back = self._seat_of(request.query.get("token"), request.query.get("secret"))
        why, retry = self._why_not(seat, back)
        if why:
            await ws.send_str(json.dumps(refusal(why, retry)))
            await ws.close()
            return ws
        conn = Conn(ws, seat)
        self.conns += 1
        def leave():
            self.conns -= 1
            self._leave(conn)
        await self._carry(conn, self._messages(ws, conn, back), leave)
        return ws

    async def _messages(self, ws, conn, back):
        self._join(conn, back)
        async for msg in ws:
            await self._on_message(conn, msg)

    def _why_not(self, seat, back=False):
        """(why, retry) or (None, False). The seat held or asked for: the page tries again by itself
        (a phone gone without a word holds it until the heartbeat drops it: HEARTBEAT * 1.5 s)."""
        if seat is None:
            return "This code is not valid (any more): scan the code on the TV again.", False
        if self.conns >= MAX_CONNECTIONS:
            return "Too many phones are connected.", True
        if back:                            # the same phone: it replaces its old connection or a stranger's ask
            return None, False
        if seat in self.live:
            return f"P{seat + 1} already has a phone connected.", True
        if seat in self.pending:
            return f"A phone is already asking for P{seat + 1}: answer it on the TV first.", True
        return None, False

    def _join(self, conn, back=False):
        """A code alone asks the TV (pending); the accepted phone's secret takes the seat back at once."""
        seat = conn.seat
        with self._lock:
            if back:
                old, asking = self.live.pop(seat, None), self.pending.pop(seat, None)
                self.live[seat] = conn
            else:
                self.pending[seat] = conn
        if not back:
            conn.queue({"type": "pending", "seat": seat})
            if not self._event("join", seat):
                self._refuse(seat, "The TV is busy: trying again in a moment.", True)
            return
        if asking is not None:              # a device with the code was asking meanwhile: no question now
            self._send_away(asking, f"P{seat + 1}'s own phone is back.")
            self._event("cancel", seat)
        if old is not None:                 # its old connection (not seen closed yet, or another page)
            self._send_away(old, f"P{seat + 1} is open on another page of this phone.")
        self._welcome(conn)

    def _welcome(self, conn):
        """The seat is this phone's: a new secret for its next connection, then its state."""
        seat = conn.seat
        self.secrets[seat] = new_secret()
        conn.queue({"type": "joined", "seat": seat, "secret": self.secrets[seat]})
        self._event("live", seat)
        if seat in self.latest:
            self._queue_state(conn)

    def _leave(self, conn):
        seat = conn.seat
        with self._lock:
            if self.live.get(seat) is conn:
                del self.live[seat]
                gone = "dropped"
            elif self.pending.get(seat) is conn:
                del self.pending[seat]
                gone = "cancel"
            else:
                gone = None
        if gone:
            self._event(gone, seat)

    def _outgoing(self, conn, msg):
        """The writer's text for a queued message; "state": the seat's newest state, sent when its turn
        comes (a buzz is felt once)."""
        if msg == "state":
            conn.state_queued = False
            msg = self.latest.get(conn.seat)
            if msg is None:
                return None
            if msg.get("buzz"):
                self.latest[conn.seat] = dict(msg, buzz=None)
        return json.dumps(msg, separators=(",", ":"))

    async def _on_message(self, conn, msg):
        from aiohttp import WSMsgType
        if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
            return
        live = self.live.get(conn.seat) is conn
        if not live and self.pending.get(conn.seat) is not conn:
            return                          # nothing is answered once kicked or replaced
        if not conn.spend():                # past the rate: refused unread (the reply waits if the phone does not read)
            await conn.out.put(protocol.error(f"too many messages: at most {int(RATE)} a second; this one was not read"))
            return
        data, err = protocol.parse(msg.data if msg.type == WSMsgType.TEXT else b"")
        if err:
            await conn.out.put(protocol.error(err))
        elif data["type"] == "ping":        # a phone waiting for the TV's answer gets its pongs too: its
            await conn.out.put({"type": "pong"})    # page keeps the link (and its place in the queue)
        elif not live:
            return                          # nothing else is answered before the TV accepts
        else:
            err = self._choose(conn.seat, data["version"], data["option"])
            if err:
                await conn.out.put(protocol.error(err))

    def _choose(self, seat, version, option):
        state = self.latest.get(seat)
        if state is None or state.get("version") != version:
            now = state.get("version") if state else None
            return f"stale: that decision is over (the decision now is version {now})"
        options = state.get("options") or []
        if not state.get("deciding") or not options:
            return f"P{seat + 1} has nothing to decide now"
        if option >= len(options):
            return f"no option {option}: choose 0 to {len(options) - 1}"
        if self.chosen.get(seat) == version:
            return "already chosen: wait for the next decision"
        if not self._event("choose", seat, version, option):
            return "the TV is busy: try again"
        self.chosen[seat] = version
        return None

    # --- the pygame thread's calls, run on the loop ----------------------------------------------------
    def _accept(self, seat):
        with self._lock:
            conn = self.pending.pop(seat, None)
            if conn is None:
                return
            self.live[seat] = conn
        self._welcome(conn)

    def _refuse(self, seat, why, retry=False):
        with self._lock:
            conn = self.pending.pop(seat, None)
        if not retry:                       # the refused code is worth nothing from now on (the accepted
            self.tokens[seat] = new_token()     # phone's secret still is: that phone may come back)
        if conn is not None:
            self._send_away(conn, why, retry)

    def _kick(self, seat):
        with self._lock:
            conn = self.live.pop(seat, None)
        self.secrets[seat] = None           # back only with the TV's yes
        if conn is not None:
            self._send_away(conn, f"Another device took P{seat + 1}: scan the code to join again.")

    def _push(self, seat, state):
        old = self.latest.get(seat)
        if old is not None and old.get("buzz") and not state.get("buzz"):
            conn = self.live.get(seat)
            if conn is not None and conn.state_queued:
                state = dict(state, buzz=old["buzz"])      # not sent yet: keep its buzz
        self.latest[seat] = state
        conn = self.live.get(seat)
        if conn is not None:
            self._queue_state(conn)

    def _queue_state(self, conn):
        if not conn.state_queued:
            conn.state_queued = conn.queue("state")

    def _send(self, seat, msg):
        conn = self.live.get(seat)
        if conn is not None:
            conn.queue(msg)
