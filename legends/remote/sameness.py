"""Same box? (issue 28) A joiner whose content differs from the host's is told exactly what differs:
each thing in the box (a fighter, a style deck, a stage ...) has a short digest of its own, the
hello carries them, and the host names the things that differ, are missing or are extra.

    parts(box)                      # {"fighters/ryu": "3f1c09ab", ..., "dice": "..."}
    differences(mine, theirs)       # "fighter ryu (changed), stage x (only on the host's) ..."
"""
from __future__ import annotations

import hashlib
import json

from ..content.fingerprint import plain

SECTIONS = ("fighters", "styles", "minions", "rivals", "nemeses", "stages")
SINGULAR = {"fighters": "fighter", "styles": "style deck", "minions": "minion group", "rivals": "rival",
            "nemeses": "nemesis", "stages": "stage", "nemesis_cards": "the nemesis cards", "dice": "the dice"}
DIGEST = 8
MOST = 160                      # things in a box a hello may name (the shipped box has about 50)


def _digest(value) -> str:
    text = json.dumps(plain(value), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:DIGEST]


def parts(box) -> dict:
    out = {f"{s}/{k}": _digest(v) for s in SECTIONS for k, v in sorted(getattr(box, s).items())}
    out["nemesis_cards"] = _digest(box.nemesis_cards)
    out["dice"] = _digest(box.dice)
    return out


def valid(value) -> bool:
    """A joiner's `parts`: a mapping of at most MOST short names to digests."""
    return (isinstance(value, dict) and len(value) <= MOST
            and all(isinstance(k, str) and 0 < len(k) <= 60 and k.isprintable() and isinstance(v, str)
                    and len(v) == DIGEST for k, v in value.items()))


def _name(key: str) -> str:
    section, _, thing = key.partition("/")
    return f"{SINGULAR.get(section, section)} {thing}".strip()


def differences(host: dict, joiner: dict, most: int = 8) -> str:
    """The things that differ, in words (the first `most`, then how many more); "" when none."""
    said = [f"{_name(k)} (changed)" for k in sorted(host) if k in joiner and joiner[k] != host[k]]
    said += [f"{_name(k)} (only on the host's)" for k in sorted(host) if k not in joiner]
    said += [f"{_name(k)} (only on yours)" for k in sorted(joiner) if k not in host]
    more = len(said) - most
    return ", ".join(said[:most]) + (f" and {more} more" if more > 0 else "")
