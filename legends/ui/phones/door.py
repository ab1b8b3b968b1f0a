"""The phone server's door (server.py): who may come in, how many at once, and what a stranger's
mistakes print (no pygame; nothing here imports aiohttp).

    is_local(ip)                    # loopback or a private network: anything else gets 403
    lan_ip()                        # this machine's address on the Wi-Fi (the TV's addresses use it)
    new_token() / new_secret()      # a seat's code (on the TV) / the secret of the phone the TV accepted
    same(secret, given)             # a code or a phone's secret against what was given: ASCII, bounded, constant time
    own_names(host, port, lan)      # {"127.0.0.1:8765", "localhost:8765", "192.168.1.20:8765", ...}
    connection_cap()                # TCP connections at once, from RLIMIT_NOFILE (the app keeps the rest)
    Gate(total, per_address)        # counts the connections open, in all and per address
    Door(gate, make, ...)           # asyncio's protocol for one connection: admitted or answered 503,
                                    # closed with 408 when no request came in `head_timeout` seconds
                                    # (or sooner, when all are taken and a newer one needs its place)
    quiet_logs()                    # aiohttp's loggers print one line, never a traceback

A phone's browser opens a few connections (the page, its files, the WebSocket); a device that opens
a thousand and sends nothing gets PER_ADDRESS of them and 503 for the rest (the server accepts at
most `connection_cap()` at a time: its listen backlog, so a burst holds no more descriptors), and those it holds are
closed after HEAD_TIMEOUT seconds (or as soon as all connections are taken and a phone needs one):
the app's own files (autosaves, fonts, sounds) always have descriptors left.
"""
from __future__ import annotations

import asyncio
import hmac
import ipaddress
import logging
import secrets
import socket
import sys
import time

TOTAL_MAX = 64              # TCP connections at once, at most (every seat's phone needs 1 to 7)
PER_ADDRESS = 16            # from one address at once (a phone's browser opens up to 6 for the page)
FD_SHARE = 8                # the connections take at most 1/8 of the open-files limit
HEAD_TIMEOUT = 10.0         # seconds for a connection's first request to come in whole
KEEPALIVE = 15.0            # seconds an idle connection stays open between requests
MAX_SECRET = 64             # characters of a code or a secret, at most
LOG_EVERY = 5.0             # seconds: one log line at most in each, the others counted


def is_local(remote) -> bool:
    """A loopback or private-network address (a phone on the same Wi-Fi); nothing else."""
    try:
        ip = ipaddress.ip_address(str(remote).split("%")[0])
    except ValueError:
        return False
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback or ip.is_private or ip.is_link_local


def lan_ip() -> str:
    """This machine's address on the local network (the route out; no packet is sent), else loopback."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.254.254.254", 1))
            ip = s.getsockname()[0]
        return ip if is_local(ip) else "127.0.0.1"
    except OSError:
        return "127.0.0.1"


# A seat's code: 14 characters from an alphabet with no look-alikes (no 0/o, 1/l/i), lower case:
# typed on a phone whose camera cannot scan, it is read off the TV without doubt (31^14: ~69 bits).
TOKEN_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
TOKEN_LENGTH = 14


def new_token() -> str:
    return "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(TOKEN_LENGTH))


def new_secret() -> str:
    """What the TV gives the phone it accepts (and again at each of its connections): 32 URL-safe
    characters, 192 bits; only the phone that holds it takes its seat back without asking."""
    return secrets.token_urlsafe(24)


def same(secret, given) -> bool:
    """`given` (from a stranger: any type, any length, any characters) is `secret`: compared as
    bytes in constant time, once it is known to be short ASCII text."""
    if not isinstance(secret, str) or not isinstance(given, str) or not secret:
        return False
    if len(given) > MAX_SECRET or not given.isascii():
        return False
    return hmac.compare_digest(secret.encode("ascii"), given.encode("ascii"))


def own_names(host, port, lan) -> set:
    """The Host values (name:port) this server answers to: the addresses it serves on, nothing else
    (a page from another site that resolves to this machine sends its own name: DNS rebinding)."""
    names = {"127.0.0.1", "localhost", "[::1]", str(lan)}
    if host not in ("0.0.0.0", "", None, "::"):
        names.add(f"[{host}]" if ":" in str(host) else str(host))
    return {f"{n.lower()}:{port}" for n in names}


def own_request(headers, names) -> str | None:
    """None when the request's Host and Origin (a browser's page: which site it comes from) are this
    server's own, else why not. Non-browser clients send no Origin; `Origin: null` is refused."""
    host = str(headers.get("Host", "")).strip().lower()
    if host not in names:
        return "host"
    origin = headers.get("Origin")
    if origin is not None and str(origin).strip().lower() not in {f"http://{n}" for n in names}:
        return "origin"
    return None


def open_files_limit():
    """The soft RLIMIT_NOFILE, or None (no limit, or not Unix)."""
    try:
        import resource
        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return None
    return None if soft == resource.RLIM_INFINITY or soft <= 0 else soft


def connection_cap(soft=None) -> int:
    """TCP connections at once: TOTAL_MAX, or 1/FD_SHARE of the open-files limit when that is less
    (at a desktop's default 1,024: 64, and the app keeps 960 descriptors)."""
    soft = open_files_limit() if soft is None else soft
    return TOTAL_MAX if soft is None else max(4, min(TOTAL_MAX, soft // FD_SHARE))


class Gate:
    """The connections open now, in all and per address (used on the server's loop only). When all
    are taken, a new one takes the place of the oldest that has not sent a whole request yet (a
    phone sends its request at once: the idle ones are a stranger's); only then is it refused."""

    def __init__(self, total=None, per_address=PER_ADDRESS):
        self.total = connection_cap() if total is None else total
        self.per_address = min(per_address, self.total)
        self.open = 0
        self.by_address: dict = {}
        self.waiting: dict = {}             # the doors with no request yet, oldest first
        self.refused = self.timed_out = self.evicted = 0

    def admit(self, address) -> bool:
        if self.by_address.get(address, 0) >= self.per_address:
            self.refused += 1
            return False
        if self.open >= self.total:
            oldest = next(iter(self.waiting), None)
            if oldest is None:
                self.refused += 1
                return False
            self.evicted += 1
            oldest.close(LATE)
        self.open += 1
        self.by_address[address] = self.by_address.get(address, 0) + 1
        return True

    def release(self, address):
        self.open -= 1
        n = self.by_address.get(address, 0) - 1
        if n > 0:
            self.by_address[address] = n
        else:
            self.by_address.pop(address, None)


def _reply(status, text) -> bytes:
    body = text.encode()
    return (f"HTTP/1.1 {status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {len(body)}\r\n"
            f"Connection: close\r\n\r\n").encode() + body


BUSY = _reply("503 Service Unavailable", "Too many connections: close a few pages and try again.")
LATE = _reply("408 Request Timeout", "No request came in time.")


class Door(asyncio.Protocol):
    """One TCP connection: admitted by the gate (then aiohttp's protocol, `make()`, handles it) or
    answered 503 and closed. `doors[transport]` is this door while it is open: the server's middleware
    calls `started()` when a request has come in whole; until then a timer closes it (408), and a
    newer connection may take its place when all are taken."""

    def __init__(self, gate, make, doors, head_timeout=HEAD_TIMEOUT):
        self.gate, self.make, self.doors, self.head_timeout = gate, make, doors, head_timeout
        self.inner = self.transport = self.address = self.timer = None
        self.counted = False

    def connection_made(self, transport):
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        if not self.gate.admit(address):
            transport.write(BUSY)
            transport.close()
            return
        self.transport, self.address, self.counted = transport, address, True
        self.doors[transport] = self
        self.gate.waiting[self] = None
        self.timer = asyncio.get_running_loop().call_later(self.head_timeout, self._late)
        self.inner = self.make()
        self.inner.connection_made(transport)

    def started(self):
        self.gate.waiting.pop(self, None)
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def _late(self):
        self.timer = None
        self.gate.timed_out += 1
        self.close(LATE)

    def close(self, last_words):
        """Closed by the door (timed out, or its place taken): its slot is free at once."""
        self.started()
        self._free()
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(last_words)
            self.transport.close()

    def _free(self):
        if self.counted:
            self.counted = False
            self.gate.release(self.address)

    def data_received(self, data):
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self):
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self):
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self):
        if self.inner is not None:
            self.inner.resume_writing()

    def connection_lost(self, exc):
        if self.inner is None:
            return
        self.started()
        self._free()
        self.doors.pop(self.transport, None)
        inner, self.inner = self.inner, None
        inner.connection_lost(exc)


# --- what the player's terminal shows ---------------------------------------------------------------
def printable(text, limit=160) -> str:
    """A stranger's text for the terminal: one line, control characters as '?', capped."""
    text = "".join(c if c.isprintable() else "?" for c in str(text).replace("\n", " "))
    return text if len(text) <= limit else text[:limit - 3] + "..."


class OneLine(logging.Handler):
    """A log record as one line on stderr ("phones: ..."), its exception's first line in place of a
    traceback; at most one line every LOG_EVERY seconds (the rest are counted into the next)."""

    def __init__(self, every=LOG_EVERY):
        super().__init__(logging.WARNING)
        self.every, self.last, self.skipped = every, -every, 0

    def emit(self, record):
        now = time.monotonic()
        if now - self.last < self.every:
            self.skipped += 1
            return
        self.last = now
        try:
            text = record.getMessage()
        except Exception:  # noqa: BLE001 -- a malformed record still gives its line
            text = str(record.msg)
        exc = record.exc_info[1] if record.exc_info else None
        if exc is not None:
            why = getattr(exc, "message", None) or str(exc)
            text += f": {type(exc).__name__}: {str(why).strip().splitlines()[0] if str(why).strip() else ''}"
        if self.skipped:
            text += f" (and {self.skipped} more like it)"
            self.skipped = 0
        try:
            sys.stderr.write(f"phones: {printable(text)}\n")
        except (OSError, ValueError):
            pass


def quiet_logs():
    """aiohttp's loggers (aiohttp.server, .access, .web, .websocket, ...) print through one OneLine
    handler and not to the root logger: a stranger's malformed request is one line at most."""
    log = logging.getLogger("aiohttp")
    if not any(isinstance(h, OneLine) for h in log.handlers):
        log.addHandler(OneLine())
    log.propagate = False
    if log.level == logging.NOTSET or log.level < logging.WARNING:
        log.setLevel(logging.WARNING)
    return log


def on_loop_error(loop, context):
    """The server loop's exception handler: one line (asyncio's default prints a traceback)."""
    exc = context.get("exception")
    quiet_logs().warning("%s", context.get("message", "error"), exc_info=(type(exc), exc, None) if exc else None)
