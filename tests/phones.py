"""Test phones against the app's real phone server, for the phone tests (test_phone_server.py,
test_phone_evening.py, test_phone_join_queue.py, test_phone_browser.py, test_phone_page_mends.py).

Real sockets on 127.0.0.1: the app's server runs on its own thread (as in the game) and each test
phone is an aiohttp client on a loop of its own; the test thread steps the app (the pygame thread).

    from tests.phones import Phone, invited, page  # noqa: F401  (the fixtures, imported by name)
    ph, state = joined(app, 1)          # a phone on P2, accepted on the TV: its first state
    sc = table(app)                     # the two-player game of SETUP at the table
"""
import asyncio
import json
import queue
import threading
import time

import pygame
import pytest

aiohttp = pytest.importorskip("aiohttp")

from legends.devtools.testing import key, open_table  # noqa: E402
from legends.engine import Game  # noqa: E402
from legends.ui.phones import tv  # noqa: E402

SETUP = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 5, "first": 0,
         "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                     {"fighter": "ken", "style": "rushdown", "rival": "juri"}]}
PAGE = {"index.html": "<!doctype html><title>phone</title>", "style.css": "body{}", "app.js": "// js"}


class Phone:
    """A test phone: a WebSocket client on its own loop; messages arrive in `inbox`; `secret` is
    the last one the TV gave it (a `joined` message), presented when given (as the page does).
    `autoping` False: it answers no ping (a phone whose Wi-Fi went away)."""
    autoping = True

    def __init__(self, port, token, secret=None):
        self.port, self.inbox, self.secret = port, queue.Queue(), None
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.run(self._connect(token, secret))

    def run(self, coro, timeout=5.0):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def _connect(self, token, secret):
        self.session = aiohttp.ClientSession()
        query = f"token={token}" + (f"&secret={secret}" if secret else "")
        self.ws = await self.session.ws_connect(f"http://127.0.0.1:{self.port}/ws?{query}", autoping=self.autoping)
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self):
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(msg.data)
                if data.get("type") == "joined":
                    self.secret = data["secret"]
                self.inbox.put(data)
        self.inbox.put({"type": "closed"})

    def send(self, obj):
        data = obj if isinstance(obj, (str, bytes)) else json.dumps(obj)
        send = self.ws.send_bytes if isinstance(data, bytes) else self.ws.send_str
        self.run(send(data))

    def recv(self, app=None, timeout=5.0, kind=None):
        """The next message (of this kind), stepping the app meanwhile; None after the timeout."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                msg = self.inbox.get(timeout=0.01)
            except queue.Empty:
                if app is not None:
                    app.step(0.02, [])
                continue
            if kind is None or msg.get("type") == kind:
                return msg
        return None

    def quiet(self, app, seconds=0.4) -> list:
        """Everything received while the app runs for a while."""
        end, out = time.monotonic() + seconds, []
        while time.monotonic() < end:
            app.step(0.02, [])
            while not self.inbox.empty():
                out.append(self.inbox.get())
        return out

    def close(self):
        if not self.thread.is_alive():
            return
        try:
            self.run(self.ws.close())
            self.run(self.session.close())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(2)


def local_server(monkeypatch, **options):
    """The app's phone server listens on 127.0.0.1, on any free port (`options`: its other arguments)."""
    monkeypatch.setattr(tv.PhoneHub, "server_options", {"host": "127.0.0.1", "port": 0, **options})


@pytest.fixture
def page(tmp_path):
    d = tmp_path / "page"
    d.mkdir()
    for name, text in PAGE.items():
        (d / name).write_text(text)
    (tmp_path / "secret.txt").write_text("not for phones")
    return d


@pytest.fixture
def invited(app, page, monkeypatch):
    """The app with phones invited (on 127.0.0.1, any free port), on the setup screen."""
    local_server(monkeypatch, page_dir=page)
    app.settings.invite_phones = True
    from legends.ui.scenes.setup import SetupScene
    app.set_scene(SetupScene(app))
    assert app.phones.running, app.phones.error
    phones = []
    app.phone = lambda seat, token=None, secret=None: phones.append(
        Phone(app.phones.server.port, token or app.phones.server.tokens[seat], secret)) or phones[-1]
    yield app
    for p in phones:
        p.close()
    app.phones.stop()


def table(app, kinds=("human", "human"), game=None):
    """The game of SETUP (or `game`) at the table, its seats' devices as the setup screen's Start passes them."""
    devices = getattr(app.scene, "devices", None)
    if devices is not None:
        app.seat_pads = (devices.as_list() + [None] * 4)[:len(kinds)]     # as the setup screen's Start does
    sc = open_table(app, game or Game.new(SETUP, app.box), list(kinds), render=False)
    return sc


def asked_about(app, frames=50):
    """The seat the TV's join question is about, once it shows (stepping the app), or None."""
    for _ in range(frames):
        if app.message is not None:
            return app.phones.asked
        app.step(0.02, [])
    return None


def asking(app, seat):
    """A phone for the seat that the TV has not answered yet (its `pending` heard), which pings and
    tries a choice meanwhile, as a page waiting on the TV may: the phone."""
    ph = app.phone(seat)
    assert ph.recv(app) == {"type": "pending", "seat": seat}
    ph.send({"type": "ping"})
    ph.send({"type": "choose", "version": 0, "option": 0})
    return ph


def joined(app, seat):
    """A phone for the seat, accepted on the TV (Left to Accept, then Enter); returns it and its first state."""
    ph = app.phone(seat)
    assert ph.recv(app) == {"type": "pending", "seat": seat}
    app.step(0.02, [])
    asked_about(app, 49)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    return ph, ph.recv(app, kind="state")


def at_table(app, seat):
    """A phone joined for `seat`, then the game at the table: (the phone, the scene, its first state there)."""
    ph, _ = joined(app, seat)
    sc = table(app)
    return ph, sc, ph.recv(app, kind="state")
