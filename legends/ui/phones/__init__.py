"""Phones as controllers (issue 15): a web server inside the app (server.py, aiohttp on its own
thread), the messages it speaks (protocol.py), QR codes (qr.py, segno) and the TV's side (tv.py).

aiohttp and segno are part of the app's install (requirements.txt and the package); where one is
missing all the same (a hand-made environment) the app runs as before and the Invite phones switch
says what to install (`missing()`).
"""
from __future__ import annotations

import importlib.util

INSTALL = "pip install -r requirements.txt"


def missing():
    """None when phones can be invited, else what to install."""
    gone = [m for m in ("aiohttp", "segno") if importlib.util.find_spec(m) is None]
    return f"Phones need {' and '.join(gone)}: {INSTALL}" if gone else None
