"""One phone's WebSocket on the server's loop (server.py; no pygame), and the words a phone is
sent away with, each saying whether the page tries again by itself (issue 26 item 8).

    conn = Conn(ws, seat)           # what waits to be sent (bounded), its message budget (a token bucket)
    refusal(why, retry)             # {"type": "refused", "message": why, "retry": retry}

`retry`: the page knocks again by itself, with backoff (the seat is held by a connection the
heartbeat is about to drop, another phone is asking, the TV is busy or not ready); without it the
page stops and says what to do (a code not valid any more, the TV said no, another device took it).
"""
from __future__ import annotations

import time

from ...net.loopthread import Peer, refusal  # noqa: F401  (the phones' name for it)

RATE, BURST = 20.0, 40      # messages a second per phone (a token bucket)
OUTBOX = 64                 # messages waiting to be sent to one phone


class Conn(Peer):
    """One phone's WebSocket: its seat, what waits to be sent, its message budget (spend(): now)."""
    RATE, BURST, OUTBOX = RATE, BURST, OUTBOX

    def __init__(self, ws, seat):
        super().__init__(ws, time.monotonic())
        self.seat = seat
        self.state_queued = False
