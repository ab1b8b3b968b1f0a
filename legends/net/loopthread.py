"""A server on a background thread with its own asyncio event loop (no pygame), and one peer's
WebSocket on that loop. The phones' server (ui/phones/server.py) and a remote game's host
(remote/host.py) are both one.

    class MyServer(LoopThread):
        THREAD, LATE, STOPPED = "my-server", "my server did not start in time", "my server stopped: "
        async def _serve(self): ...      # listen; set self.error to say why it cannot (start() says False)
        def _peers(self): ...            # every connection, told `farewell` and closed by stop()
    srv.start() / srv.stop(farewell)     # on the app's thread
    srv.poll(limit)                      # the events the loop put in the bounded inbox (self._event(...))
    await self._carry(peer, reading, leave)  # a connection: its writer beside `reading`, then leave()

    refusal(why, retry)                  # {"type": "refused", "message": why, "retry": retry}
    Peer(ws)                             # what waits to be sent (bounded: OUTBOX), a token bucket (RATE, BURST)
"""
from __future__ import annotations

import asyncio
import queue
import threading
import time


def refusal(why, retry=False) -> dict:
    """The words a peer is sent away with; `retry`: it may knock again by itself."""
    return {"type": "refused", "message": why, "retry": bool(retry)}


def drain(inbox: queue.Queue, limit: int) -> list:
    """Up to `limit` items waiting in `inbox`, without waiting (the rest wait for the next call)."""
    out = []
    while len(out) < limit:
        try:
            out.append(inbox.get_nowait())
        except queue.Empty:
            break
    return out


class Peer:
    """One WebSocket on the loop: what waits to be sent (at most OUTBOX), its message budget (a token
    bucket: RATE a second, BURST at once); `over`: the messages refused over the budget."""
    RATE, BURST, OUTBOX = 20.0, 40, 64

    def __init__(self, ws, stamp=None):
        self.ws = ws
        self.out = asyncio.Queue(self.OUTBOX)
        self.tokens, self.stamp, self.over = float(self.BURST), stamp, 0

    def spend(self, now=None) -> bool:
        now = time.monotonic() if now is None else now
        if self.stamp is not None:
            self.tokens = min(self.BURST, self.tokens + (now - self.stamp) * self.RATE)
        self.stamp = now
        if self.tokens < 1:
            self.over += 1
            return False
        self.tokens -= 1
        return True

    def queue(self, msg) -> bool:
        try:
            self.out.put_nowait(msg)
            return True
        except asyncio.QueueFull:
            return False


class LoopThread:
    """start() runs _serve() on a new thread's event loop; stop() runs _shutdown() there and ends it.
    Events from the loop go to a bounded inbox (`_event`, `wake` called for each); the app's calls
    go to the loop (`_call`). Errors are said in `error`, never raised in front of a player."""
    THREAD = "loop-thread"
    LATE = "the server did not start in time"
    STOPPED = "the server stopped: "
    POLL = 32                   # events poll() returns at most, unless told
    CLOSING = b"stopped"        # the WebSockets' close message
    WRITER_GRACE = 1.0          # seconds a closed connection's writer may still send what waits

    def __init__(self, inbox: int):
        self.inbox = queue.Queue(inbox)
        self.error = None
        self.port = None
        self.dropped_events = 0
        self.wake = None                    # called (on the loop's thread) when an event is queued
        self.loop = self.thread = self._runner = self._tcp = None
        self._lock = threading.Lock()
        self._ready = threading.Event()

    # --- the app's thread ----------------------------------------------------------------------------
    def start(self, timeout=5.0) -> bool:
        self.thread = threading.Thread(target=self._run, name=self.THREAD, daemon=True)
        self.thread.start()
        if not self._ready.wait(timeout) and self.error is None:
            self.error = self.LATE
        if self.error:
            self.stop()
            return False
        return True

    def stop(self, farewell=None):
        """Nothing listens any more; every peer is told `farewell` first (if any)."""
        loop, thread = self.loop, self.thread
        if loop is not None and loop.is_running():
            try:
                asyncio.run_coroutine_threadsafe(self._shutdown(farewell), loop).result(3.0)
            except Exception:   # noqa: BLE001 -- stopping must never raise in front of a player
                pass
            try:
                loop.call_soon_threadsafe(loop.stop)
            except RuntimeError:    # the loop ended (and closed) while its shutdown was awaited
                pass
        if thread is not None and thread is not threading.current_thread():
            thread.join(3.0)
        self.loop = self.thread = None
        self.port = None

    @property
    def running(self) -> bool:
        return self.port is not None and self.loop is not None

    def poll(self, limit=None) -> list:
        """Up to `limit` (POLL) events from the loop (the rest wait for the next call)."""
        return drain(self.inbox, self.POLL if limit is None else limit)

    def _call(self, fn, *args):
        loop = self.loop
        if loop is not None and loop.is_running():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:    # the loop closed meanwhile
                pass

    def _event(self, *ev) -> bool:
        try:
            self.inbox.put_nowait(ev)
        except queue.Full:
            self.dropped_events += 1
            return False
        if self.wake is not None:
            self.wake()             # the app's loop may sleep in event.wait(): wake it for this
        return True

    # --- the loop's thread ---------------------------------------------------------------------------
    def _run(self):
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self.loop = loop
        try:
            loop.run_until_complete(self._serve())
            if self.error is None:
                self._ready.set()
                loop.run_forever()
        except Exception as exc:  # noqa: BLE001 -- said by start(); never a traceback
            self.error = f"{self.STOPPED}{exc}"
        finally:
            self._ready.set()
            try:
                tasks = asyncio.all_tasks(loop)
                for t in tasks:
                    t.cancel()
                loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
                loop.run_until_complete(loop.shutdown_asyncgens())
            except Exception:  # noqa: BLE001
                pass
            loop.close()

    async def _serve(self):
        raise NotImplementedError

    def _peers(self) -> list:
        """Every open connection (a Peer), told the farewell and closed by stop()."""
        return []

    def _wire(self, msg):
        """What a peer's queue holds for `msg` (its writer sends it)."""
        return msg

    def _outgoing(self, peer, msg):
        """The text the writer sends for `msg` taken from `peer`'s queue; None: nothing (skipped)."""
        return msg

    async def _carry(self, peer, reading, leave):
        """One connection's life: its writer sends what `peer`'s queue holds while `reading` (a
        coroutine: the connection's messages) runs; then `leave()`, and the writer sends what still
        waits (at most WRITER_GRACE seconds) and ends."""
        writer = asyncio.ensure_future(self._writer(peer))
        try:
            await reading
        finally:
            leave()
            peer.queue(None)
            try:
                await asyncio.wait_for(writer, self.WRITER_GRACE)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                writer.cancel()

    async def _writer(self, peer):
        """Sends what `peer`'s queue holds, in order (_outgoing), until None or the connection fails."""
        while True:
            msg = await peer.out.get()
            if msg is None:
                return
            text = self._outgoing(peer, msg)
            if text is None:
                continue
            try:
                await peer.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return

    async def _shutdown(self, farewell=None):
        if self._tcp is not None:
            self._tcp.close()               # nothing listens from now on
        peers = self._peers()
        for p in peers:                     # the last words, sent by the connection's writer
            if farewell is not None:
                p.queue(self._wire(farewell))
            p.queue(None)
        if peers:
            await asyncio.sleep(0.1)
        for p in peers:
            await p.ws.close(code=1001, message=self.CLOSING)
        if self._runner is not None:
            await self._runner.cleanup()

    def _send_away(self, peer, why, retry=False):
        """`peer` is told why (a refusal: `retry`, it may knock again by itself) and closed."""
        peer.queue(self._wire(refusal(why, retry)))
        peer.queue(None)
        asyncio.ensure_future(self._close_after(peer))

    async def _close_after(self, peer, delay=0.2):
        await asyncio.sleep(delay)          # the writer sends the last words first
        await peer.ws.close()
