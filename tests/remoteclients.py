"""A host in the test's process (its server on its thread, its table pumped on another) and raw
clients that send whatever a test wants (tests/test_remote_hostile.py)."""
import asyncio
import json
import threading
import time

from legends import __version__
from legends.content import default_box
from legends.engine import Game
from legends.engine.setup import random_setup
from legends.remote import protocol
from legends.remote.cert import load_or_make
from legends.remote.config import HostConfig
from legends.remote.host import HostServer
from legends.remote.hosting import HostGame
from legends.remote.table import Quiet, Seats
from legends.ui.table.pipeline import Pipeline
from legends.ui.table.session import Session


class LiveHost:
    """Two seats, both remote: the game waits for its joiners (nothing moves unless they choose)."""

    def __init__(self, folder, **server_args):
        box = default_box()
        self.box = box
        self.session = Session(Game.new(random_setup(box, 4, 2), box), ["human", "human"], autosaving=False)
        self.cfg = HostConfig.new([0, 1], 0)
        self.cert = load_or_make(folder)
        from legends.remote.sameness import parts
        self.server = HostServer(self.cert, self.cfg.secrets, self.cfg.watch, content=box.fingerprint,
                                 host="127.0.0.1", port=0, parts=parts(box), **server_args)
        assert self.server.start(), self.server.error
        self.port = self.server.port
        self.pipeline = Pipeline(self.session, Seats(remote={0, 1}), Quiet())
        self.hg = HostGame(self.session, self.pipeline, self.server, {0, 1})
        self.lock = threading.Lock()
        self.events = []
        self.running = True
        self.thread = threading.Thread(target=self._pump, daemon=True)
        self.thread.start()

    def _pump(self):
        while self.running:
            with self.lock:
                self.hg.pump()
            time.sleep(0.005)

    def state(self):
        from legends.engine.statehash import state_hash
        with self.lock:
            return self.session.game.view.decisions, state_hash(self.session.game)

    def stop(self):
        self.running = False
        self.thread.join(2)
        self.server.stop()

    def hello(self, seat=0, **over):
        msg = {"type": "hello", "protocol": protocol.VERSION, "seat": seat, "machine": "test-machine-0001",
               "app": __version__, "content": self.box.fingerprint,
               "secret": self.cfg.watch if seat is None else self.cfg.secrets[seat]}
        msg.update(over)
        return msg


async def talk(port, first, then=(), wait=1.0, raw=False, until=None):
    """Connect (TLS, no pinning: a stranger's client), send `first` (a hello or anything) and
    `then`, and return every message the host sent within `wait` seconds (or up to `until` of them),
    and the close code."""
    import aiohttp
    got = []
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(f"wss://127.0.0.1:{port}/ws", ssl=False, max_msg_size=protocol.MAX_HOST_BYTES) as ws:
            for m in [first, *then]:
                if isinstance(m, bytes):
                    await ws.send_bytes(m)
                else:
                    await ws.send_str(m if isinstance(m, str) else json.dumps(m))
            end = time.monotonic() + wait
            while time.monotonic() < end and (until is None or len(got) < until):
                try:
                    msg = await ws.receive(timeout=max(0.01, end - time.monotonic()))
                except asyncio.TimeoutError:
                    break
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                got.append(json.loads(msg.data))
            return got, ws.close_code


def run(coro):
    return asyncio.run(coro)


def of(messages, kind):
    return [m for m in messages if m.get("type") == kind]
