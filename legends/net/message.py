"""One message's framing, the same for the phones (ui/phones/protocol.py) and a remote game
(remote/protocol.py): JSON text of at most `limit` bytes holding one object.

    msg, err = loads(text, 4096)     # ({...}, None), or (None, "message too large (at most 4096 bytes)")
"""
from __future__ import annotations

import json


def loads(data, limit: int):
    """`data` received -> (the JSON object as a dict, None), or (None, what is wrong) when it is
    binary, larger than `limit` bytes as UTF-8, not JSON (or nested too deep), or not an object."""
    if not isinstance(data, str):
        return None, "messages are JSON text, not binary"
    if len(data) > limit or len(data.encode("utf-8", "replace")) > limit:
        return None, f"message too large (at most {limit} bytes)"
    try:
        msg = json.loads(data)
    except (ValueError, RecursionError):
        return None, "not JSON"
    if not isinstance(msg, dict):
        return None, "expected a JSON object"
    return msg, None
