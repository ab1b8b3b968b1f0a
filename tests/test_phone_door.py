"""Issue 24, items 15 to 17: the phone server's door, tried as a stranger on the Wi-Fi would.

The server runs alone in a child process (tests/phonechild.py), as on the player's machine: its
stderr is the terminal the player sees, and its open-files limit can be set low. Every request is
sent from raw sockets to 127.0.0.1 (and 127.0.0.2: a second device).
"""
import json
import re
import select
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

pytest.importorskip("aiohttp")

ROOT = Path(__file__).resolve().parents[1]
CHILD = ROOT / "tests" / "phonechild.py"
UPGRADE = (b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
           b"Sec-WebSocket-Version: 13\r\n")


class Child:
    """The phone server in a child process: `port`, `tokens`; `ask(cmd)`; `close()` -> its stderr."""

    def __init__(self, **opts):
        self.err = tempfile.TemporaryFile(mode="w+")
        self.p = subprocess.Popen([sys.executable, str(CHILD), json.dumps(opts)], cwd=ROOT, text=True,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err)
        self.info = json.loads(self.p.stdout.readline() or "{}")
        assert "port" in self.info, self.stderr()
        self.port, self.tokens = self.info["port"], self.info["tokens"]
        self.host = f"127.0.0.1:{self.port}".encode()

    def ask(self, cmd):
        self.p.stdin.write(cmd + "\n")
        self.p.stdin.flush()
        return json.loads(self.p.stdout.readline())

    def stderr(self):
        self.err.seek(0)
        return self.err.read()

    def close(self) -> str:
        if self.p.poll() is None:
            try:
                self.p.communicate("quit\n", timeout=20)
            except subprocess.TimeoutExpired:
                self.p.kill()
                self.p.wait()
        return self.stderr()


@pytest.fixture
def child():
    made = []
    yield lambda **opts: made.append(Child(**opts)) or made[-1]
    for c in made:
        c.close()


def connect(port, src="127.0.0.1", timeout=10):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(timeout)
    s.bind((src, 0))
    s.connect(("127.0.0.1", port))
    return s


def exchange(port, data, src="127.0.0.1", timeout=10) -> bytes:
    """Send `data`; what the server sends back until it closes (or `timeout` passes)."""
    s = connect(port, src, timeout)
    out = b""
    try:
        try:
            s.sendall(data)
        except OSError:         # it closed while we sent (a refused head): its answer is still read
            pass
        while len(out) < 1 << 16:
            d = s.recv(1 << 16)
            if not d:
                break
            out += d
    except OSError:
        pass
    finally:
        s.close()
    return out


def status(answer: bytes) -> int | None:
    m = re.match(rb"HTTP/1\.[01] (\d{3}) ", answer)
    return int(m.group(1)) if m else None


def get(c, path=b"/", host=None, headers=b"") -> int | None:
    return status(exchange(c.port, b"GET " + path + b" HTTP/1.1\r\nHost: " + (host or c.host) + b"\r\n"
                           + headers + b"Connection: close\r\n\r\n"))


def websocket(c, query: bytes, headers=b"", timeout=10):
    """(status, the first text message or None): a WebSocket opened by hand on /ws?<query>."""
    s = connect(c.port, timeout=timeout)
    try:
        s.sendall(b"GET /ws?" + query + b" HTTP/1.1\r\nHost: " + c.host + b"\r\n" + UPGRADE + headers + b"\r\n")
        buf = b""
        while b"\r\n\r\n" not in buf:
            d = s.recv(4096)
            if not d:
                return status(buf), None
            buf += d
        head, _, buf = buf.partition(b"\r\n\r\n")
        if status(head) != 101:
            return status(head), None
        while len(buf) < 2 or len(buf) < 2 + (buf[1] & 0x7F) + (2 if buf[1] & 0x7F == 126 else 0):
            d = s.recv(4096)
            if not d:
                return 101, None
            buf += d
        n, start = buf[1] & 0x7F, 2
        if n == 126:
            n, start = int.from_bytes(buf[2:4], "big"), 4
        while len(buf) < start + n:
            buf += s.recv(4096)
        return 101, json.loads(buf[start:start + n])
    except (OSError, ValueError):
        return 101, None
    finally:
        s.close()


# --- 15: the server's own origins only ----------------------------------------------------------------
def test_item15_a_page_from_another_site_gets_no_seat_and_no_page(child):
    c = child()
    token = c.tokens[0].encode()
    assert websocket(c, b"token=" + token, b"Origin: http://evil.example\r\n") == (403, None)
    assert websocket(c, b"token=" + token, b"Origin: null\r\n") == (403, None)
    assert websocket(c, b"token=" + token, b"Origin: http://127.0.0.1:1\r\n") == (403, None)   # another port
    assert get(c, host=b"evil.example") == 403                          # DNS rebinding: its name, our address
    assert get(c, host=b"evil.example:" + str(c.port).encode()) == 403
    assert get(c, b"/page/app.js", host=b"192.168.1.99:" + str(c.port).encode()) == 403
    for host in (c.host, b"localhost:" + str(c.port).encode()):        # the server's own names
        assert get(c, host=host) == 200
    own = b"Origin: http://127.0.0.1:" + str(c.port).encode() + b"\r\n"
    assert websocket(c, b"token=" + token, own) == (101, {"type": "pending", "seat": 0})
    err = c.close()
    assert "Traceback" not in err and len(err.splitlines()) <= 7, err


# --- 16: bounded connections, idle ones closed, the app's descriptors kept -----------------------------
def answered(socks, want, seconds=20):
    """Sockets the server answered 503 and closed (at least `want` of them, waiting up to `seconds`)."""
    busy, end = [], time.monotonic() + seconds
    rest = list(socks)
    while len(busy) < want and time.monotonic() < end:
        ready, _, _ = select.select(rest, [], [], 0.2)
        for s in ready:
            try:
                data = s.recv(4096)
            except OSError:
                data = b""
            busy.append((s, data))
            rest.remove(s)
    ready, _, _ = select.select(rest, [], [], 0.3)       # and nothing else is answered: those are held
    return busy + [(s, b"late") for s in ready]


def test_item16_idle_connections_from_one_device_leave_the_app_its_files(child):
    c = child(nofile=160, server={"head_timeout": 60})
    socks = [connect(c.port) for _ in range(200)]           # 200 idle connections, no code, at 160 files
    try:
        assert c.ask("files 60") == 60                       # an autosave, a font, a sound still open
        cap, per = c.info["cap"], c.info["per_address"]
        assert per <= cap <= 160 // 4
        busy = answered(socks, 200 - per)
        assert len(busy) == 200 - per and all(status(d) == 503 for _, d in busy)
        second = [connect(c.port, "127.0.0.2") for _ in range(cap)]   # another device: what is left in all
        socks += second
        busy = answered(second, per)
        assert len(busy) == per and all(status(d) == 503 for _, d in busy)
        assert c.ask("gate")["open"] == cap
    finally:
        for s in socks:
            s.close()
    end = time.monotonic() + 20
    while get(c) != 200 and time.monotonic() < end:         # the closed ones leave room again
        time.sleep(0.1)
    assert get(c) == 200 and c.ask("files 60") == 60
    assert "Traceback" not in c.close()


def test_item16_a_connection_that_sends_nothing_or_half_a_request_is_closed(child):
    c = child(server={"head_timeout": 0.5})
    assert status(exchange(c.port, b"", timeout=30)) == 408
    assert status(exchange(c.port, b"GET / HTTP/1.1\r\nHost: " + c.host + b"\r\n", timeout=30)) == 408
    assert get(c) == 200                                     # a whole request in time is served
    assert c.ask("gate")["timed_out"] == 2
    assert "Traceback" not in c.close()


# --- 17: a stranger's mistakes: a status, one line at most ----------------------------------------------
def malformed(host):
    return {
        "both Content-Length and Transfer-Encoding":
            b"POST / HTTP/1.1\r\nHost: " + host + b"\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "a 200 kB header": b"GET / HTTP/1.1\r\nHost: " + host + b"\r\nX-Big: " + b"a" * 200_000 + b"\r\n\r\n",
        "a 100 kB URL": b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
        "a non-UTF-8 path": b"GET /s/\xff\xfe HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
        "a non-UTF-8 escaped path": b"GET /page/%ff%fe HTTP/1.1\r\nHost: " + host + b"\r\nConnection: close\r\n\r\n",
    }


def test_item17_malformed_requests_get_a_status_and_no_traceback(child):
    c = child()
    bad = malformed(c.host)
    for name, request in bad.items():
        got = status(exchange(c.port, request))
        assert got is not None and 400 <= got < 500, (name, got)
    err = c.close()
    assert "Traceback" not in err and len(err.splitlines()) <= len(bad), err


def test_item17_a_token_that_is_not_ascii_is_refused_with_a_message(child):
    c = child()
    for query in (b"token=%C3%A9", b"token=%C3%A9&secret=%C3%A9", b"token=" + b"a" * 3000, b"secret=%FF%FE",
                  b"token=" + c.tokens[1].encode() + b"%C3%A9"):
        code, first = websocket(c, query)
        assert code == 101 and first is not None and first["type"] == "refused", (query[:40], code, first)
    assert websocket(c, b"token=" + c.tokens[1].encode()) == (101, {"type": "pending", "seat": 1})
    err = c.close()
    assert "Traceback" not in err and err.count("\n") <= 1, err
