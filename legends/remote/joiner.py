"""A joiner's connection to the host (issue 28; no pygame): aiohttp's WebSocket client over TLS on
a thread with its own loop, the host's certificate pinned by the invite's fingerprint.

    c = JoinClient(invite, machine=machine_id(), content=box.fingerprint)
    c.start()
    for ev in c.poll():          # on the table's thread
        ("message", msg)         # a host's message, its shape checked (protocol.parse_host)
        ("connected",)  ("dropped", why)      # it tries again by itself, with backoff
        ("refused", why, box)    # the host said no, or it is not the host that invited us: it stops
                                 # (box: the host's fingerprint when only the box differs and it offers its own)
        ("box", msg)             # want_box: the host's box, asked for after such a refusal (hostbox.take checks it)
    c.send({"type": "choose", ...}); c.stop()

A certificate other than the invite's: "This is not the host that invited you" and nothing is sent
(not even the hello). The host's refusal (a wrong secret, another app or box) stops it; a drop
(the network, the host closing) makes it try again, with the same invite, until stopped.
"""
from __future__ import annotations

import asyncio
import queue
import threading

from ..net.loopthread import drain
from . import protocol
from .invite import fingerprint_bytes

NOT_THE_HOST = ("This is not the host that invited you: its certificate differs from the invite's fingerprint. "
                "Ask the host for a new invite (if it made a new certificate), or check the address.")
RETRY = (0.5, 1.0, 2.0, 4.0)        # seconds between tries after a drop
INBOX = 1024
HEARTBEAT = 5.0


class JoinClient:
    def __init__(self, invite, machine, content, app=None, heartbeat=HEARTBEAT, retry=RETRY, parts=None, want_box=False):
        from .. import __version__
        self.invite, self.machine, self.content, self.app = invite, machine, content, app or __version__
        self.parts = parts              # each thing in this machine's box (sameness.py): the host says what differs
        self.heartbeat, self.retry = heartbeat, tuple(retry)
        self.want_box = want_box        # ask for the host's box when it offers it (the player said yes)
        self.inbox = queue.Queue(INBOX)
        self.wake = None                    # called (on the client's thread) when an event is queued
        self.connected = False
        self.stopped = False
        self.loop = self.thread = None
        self._ws = None
        self._ready = threading.Event()

    def start(self):
        self.thread = threading.Thread(target=self._run, name="remote-join", daemon=True)
        self.thread.start()
        self._ready.wait(5.0)

    def stop(self):
        self.stopped = True
        loop = self.loop
        if loop is not None and loop.is_running():
            asyncio.run_coroutine_threadsafe(self._close(), loop)
            loop.call_soon_threadsafe(loop.stop)
        if self.thread is not None and self.thread is not threading.current_thread():
            self.thread.join(3.0)

    def poll(self, limit=256) -> list:
        return drain(self.inbox, limit)

    def send(self, msg: dict):
        loop = self.loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._send(protocol.dumps(msg))))

    def _event(self, *ev):
        try:
            self.inbox.put_nowait(ev)
        except queue.Full:
            pass
        if self.wake is not None:
            self.wake()

    # --- the client's thread -------------------------------------------------------------------------
    def _run(self):
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self.loop = loop
        loop.call_soon(self._ready.set)
        task = loop.create_task(self._keep_joined())
        try:
            loop.run_forever()
        finally:
            task.cancel()
            try:
                loop.run_until_complete(asyncio.gather(task, return_exceptions=True))
            except Exception:  # noqa: BLE001
                pass
            loop.close()

    async def _keep_joined(self):
        import aiohttp
        tries = 0
        while not self.stopped:
            why = await self._once(aiohttp)
            if why is None or self.stopped:
                return
            self._event("dropped", why)
            await asyncio.sleep(self.retry[min(tries, len(self.retry) - 1)])
            tries += 1

    async def _once(self, aiohttp):
        """One connection: None when it must not try again (refused, stopped), else why it dropped."""
        inv = self.invite
        pin = aiohttp.Fingerprint(fingerprint_bytes(inv.fingerprint))
        host = f"[{inv.host}]" if ":" in inv.host else inv.host
        timeout = aiohttp.ClientTimeout(total=None, connect=10.0, sock_connect=10.0)
        try:
            async with aiohttp.ClientSession(timeout=timeout) as http:
                async with http.ws_connect(f"wss://{host}:{inv.port}/ws", ssl=pin, heartbeat=self.heartbeat,
                                           max_msg_size=protocol.MAX_HOST_BYTES, autoping=True) as ws:
                    return await self._talk(ws)
        except aiohttp.ServerFingerprintMismatch:
            self._event("refused", NOT_THE_HOST, None)
            return None
        except (aiohttp.ClientError, OSError, asyncio.TimeoutError) as exc:
            return f"cannot reach the host at {inv.host}:{inv.port} ({exc.__class__.__name__}: {exc})"[:300]
        finally:
            self._ws = None
            self.connected = False

    async def _talk(self, ws):
        from aiohttp import WSMsgType
        self._ws = ws
        await ws.send_str(protocol.dumps({"type": "hello", "protocol": protocol.VERSION, "secret": self.invite.secret,
                                          "seat": self.invite.seat, "machine": self.machine, "app": self.app,
                                          "content": self.content, "parts": self.parts}))
        self.connected = True
        self._event("connected")
        asked = False
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            data, err = protocol.parse_host(msg.data)
            if err:
                self._event("message", protocol.error(f"the host sent a message this app cannot read: {err}", "host"))
                continue
            offer = data.get("box") if data["type"] == "refused" and isinstance(data.get("box"), str) else None
            if offer and self.want_box and not asked:
                asked = True
                await ws.send_str(protocol.dumps({"type": "box"}))
                continue
            if data["type"] == "box":
                if asked:
                    self._event("box", data)
                    return None
                continue
            if data["type"] == "refused" and not data.get("retry"):
                self._event("refused", str(data["message"])[:400], offer)
                return None
            if data["type"] == "ended":
                self._event("message", data)
                continue
            self._event("message", data)
        if asked:
            self._event("refused", "The host did not send its box: ask the host, or play with the same content files.", None)
            return None
        return f"the connection to the host closed ({ws.close_code})"

    async def _send(self, text):
        ws = self._ws
        if ws is not None and not ws.closed:
            try:
                await ws.send_str(text)
            except (ConnectionError, RuntimeError):
                pass

    async def _close(self):
        ws = self._ws
        if ws is not None:
            await ws.close()
