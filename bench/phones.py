"""Two phones connected to the table and sending (for bench/render.py): aiohttp clients on a
thread of their own, each sending a ping and a stale choice 20 times a second, while the app's
frames are timed. None where aiohttp or segno is not installed."""
from __future__ import annotations

import asyncio
import json
import threading
import time


class SendingPhones:
    def __init__(self, app, seats=(0, 1), rate=20.0):
        self.app, self.seats, self.rate = app, seats, rate
        self.sent = self.received = 0
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.stopping = False

    def start(self) -> bool:
        hub = self.app.phones
        if hub.start(host="127.0.0.1", port=0) is not None:
            return False
        self.thread.start()
        self.tasks = [asyncio.run_coroutine_threadsafe(self.phone(s), self.loop) for s in self.seats]
        for _ in range(400):                # the TV accepts each phone (as Enter on its question would)
            self.app.step(1 / 60, [])
            time.sleep(0.01)
            if hub.asked is not None:
                self.app.message = None
                hub.answer(hub.asked, True)
            if hub.live() >= set(self.seats):
                return True
        return False

    async def phone(self, seat):
        import aiohttp
        srv = self.app.phones.server
        async with aiohttp.ClientSession() as s:
            async with s.ws_connect(f"http://127.0.0.1:{srv.port}/ws?token={srv.tokens[seat]}") as ws:
                reader = asyncio.ensure_future(self.read(ws))
                while not self.stopping:
                    await ws.send_str(json.dumps({"type": "ping"}))
                    await ws.send_str(json.dumps({"type": "choose", "version": 0, "option": 0}))
                    self.sent += 2
                    await asyncio.sleep(1 / self.rate)
                reader.cancel()

    async def read(self, ws):
        async for _ in ws:
            self.received += 1

    def stop(self):
        self.stopping = True
        for t in self.tasks:
            try:
                t.result(3)
            except Exception:  # noqa: BLE001 -- a bench: the figures matter, not the goodbye
                pass
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(2)
        self.app.phones.stop()
