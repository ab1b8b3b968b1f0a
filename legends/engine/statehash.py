"""A game's state hash: a short digest of everything the rules play by, the same on every machine
that holds the same position (issue 28: each decision a host sends carries it; a remote machine
whose own copy hashes otherwise takes the host's snapshot).

    state_hash(game)    # "3f1c...": 16 hex digits of SHA-256

The log's text is left out (what it says is told again by each machine's copy, and it is the
largest part of the state); the history, the dice's generator, the decks, the boards, the figures
and the stack of tasks are all in."""
from __future__ import annotations

import hashlib
import json

LENGTH = 16


def state_hash(game) -> str:
    state = {k: v for k, v in game.s.items() if k != "log"}
    text = json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:LENGTH]
