"""The messages of a remote game (issue 28; no pygame, no aiohttp). JSON text, one object a message.

A joiner sends (each at most MAX_BYTES; the host answers anything else with an error, reads nothing):
    {"type": "hello", "protocol": 1, "secret": s, "seat": 1|null, "machine": m, "app": "1.0.0", "content": fp,
     "parts": {"fighters/ryu": "3f1c09ab", ...}}     # parts: each thing in its box (sameness.py)
    {"type": "choose", "at": 41, "action": "P2 play shoto_03", "seen": h}   # at: the decisions the joiner
                                        # had seen; seen (optional): the state hash of that position
    {"type": "undo", "at": 41}          # take back the last decision (the host's undo policy)
    {"type": "resync"}                  # my copy disagrees: send me your snapshot
    {"type": "ping", "place": "b3"}     # a ping on the map (a space, a figure, a card's id)
    {"type": "say", "phrase": 0}        # a quick phrase (PHRASES)
    {"type": "box"}                     # after a refusal offering the host's box only: send me its files
The host sends:
    {"type": "welcome", "seat": 1|null, "seats": [...], "save": {...}, "hash": h}     # the whole game
    {"type": "decisions", "from": 41, "actions": ["P2 play shoto_03", ...], "hash": h}
    {"type": "snapshot", "save": {...}, "hash": h, "why": "..."}   # undo, a resync, a recovery
    {"type": "seats", "seats": [{"seat": 0, "kind": "host"|"remote"|"bot", "live": true}, ...]}
    {"type": "pinged", "seat": 1, "place": "b3"}  {"type": "said", "seat": 1, "phrase": 0}
    {"type": "error", "code": "stale", "message": "..."}        # that message changed nothing
    {"type": "refused", "message": "...", "retry": false}        # the connection is closed after it
                                        # ("box": fp when only the box differs: the joiner may ask for it)
    {"type": "box", "content": fp, "files": {"fighters/ryu.yaml": "...", ...}}   # checked: hostbox.py
    {"type": "ended", "message": "..."}                          # the host stops
"""
from __future__ import annotations

import json

from ..net.message import loads

VERSION = 1
MAX_BYTES = 4096                # a joiner's message, at most
MAX_HOST_BYTES = 8 * 1024 * 1024    # the host's, at most (a welcome carries the whole save: ~100 KB at a game's end)
MAX_TEXT = 200                  # an action's text, a place's name
MAX_ID = 64                     # a secret, a machine's id, an app version, a fingerprint
PHRASES = ("Block!", "I'll take the rival", "Wait", "Go ahead", "Help me here", "Good game")
CLIENT_TYPES = ("hello", "choose", "undo", "resync", "ping", "say", "box")


def error(message: str, code: str = "bad") -> dict:
    return {"type": "error", "code": code, "message": message}


def refusal(message: str, retry: bool = False) -> dict:
    return {"type": "refused", "message": message, "retry": bool(retry)}


def dumps(msg: dict) -> str:
    return json.dumps(msg, separators=(",", ":"))


def _text(msg, key, limit, problems, optional=False):
    v = msg.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, str) or not v or len(v) > limit or not v.isprintable():
        problems.append(f"{key}: expected text of 1 to {limit} printable characters")
        return None
    return v


def _count(msg, key, problems, most=10 ** 6):
    v = msg.get(key)
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= most:
        problems.append(f"{key}: expected a whole number from 0 to {most}")
        return None
    return v


def parse_client(data):
    """A joiner's message -> (dict, None), or (None, what is wrong: every problem at once)."""
    msg, err = loads(data, MAX_BYTES)
    if err:
        return None, err
    kind = msg.get("type")
    if kind not in CLIENT_TYPES:
        return None, f"type: expected one of {', '.join(CLIENT_TYPES)}"
    problems: list = []
    out = {"type": kind}
    if kind == "hello":
        out["protocol"] = _count(msg, "protocol", problems, 1000)
        out["secret"] = _text(msg, "secret", MAX_ID, problems)
        out["machine"] = _text(msg, "machine", MAX_ID, problems)
        out["app"] = _text(msg, "app", MAX_ID, problems)
        out["content"] = _text(msg, "content", MAX_ID, problems)
        from .sameness import valid
        out["parts"] = msg.get("parts") if valid(msg.get("parts")) else None   # what its box holds (optional)
        seat = msg.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3):
            problems.append("seat: expected 0 to 3, or null for a spectator")
        out["seat"] = seat
    elif kind in ("choose", "undo"):
        out["at"] = _count(msg, "at", problems)
        if kind == "choose":
            out["action"] = _text(msg, "action", MAX_TEXT, problems)
            out["seen"] = _text(msg, "seen", MAX_ID, problems, optional=True)
    elif kind == "ping":
        out["place"] = _text(msg, "place", MAX_TEXT, problems)
    elif kind == "say":
        out["phrase"] = _count(msg, "phrase", problems, len(PHRASES) - 1)
    if problems:
        return None, f"{kind}: " + "; ".join(problems)
    return out, None


HOST_NEEDS = {"welcome": ("save", "hash", "seats"), "decisions": ("from", "actions", "hash"),
              "snapshot": ("save", "hash"), "seats": ("seats",), "pinged": ("seat", "place"),
              "said": ("seat", "phrase"), "error": ("message",), "refused": ("message",), "ended": ("message",),
              "box": ("content", "files")}


def parse_host(data):
    """The host's message -> (dict, None), or (None, what is wrong). Its shape only: the save inside
    is checked by loading it (engine/saves.py), each action by the joiner's own engine."""
    msg, err = loads(data, MAX_HOST_BYTES)
    if err:
        return None, err
    kind = msg.get("type")
    if kind not in HOST_NEEDS:
        return None, f"type: {str(kind)[:40]!r} is not a host's message"
    missing = [k for k in HOST_NEEDS[kind] if k not in msg]
    if missing:
        return None, f"{kind}: missing {', '.join(missing)}"
    if kind == "decisions" and not (isinstance(msg["actions"], list) and all(isinstance(a, str) for a in msg["actions"])
                                    and isinstance(msg["from"], int)):
        return None, "decisions: expected from (a number) and actions (texts)"
    if kind == "box" and not (isinstance(msg["files"], dict) and isinstance(msg["content"], str)):
        return None, "box: expected content (a fingerprint) and files (a mapping of names to text)"
    if kind in ("welcome", "snapshot") and not isinstance(msg["save"], dict):
        return None, f"{kind}: save: expected an object"
    return msg, None
