"""The phone server alone in a child process, as on the player's machine (its stderr is the
terminal the player sees), for the door's tests (tests/test_phone_door.py) and bench/door.py; and
the stranger's side: raw sockets to 127.0.0.1 (`connect`, `exchange`, `get`, `websocket`).

    python tests/phonechild.py '{"nofile": 160, "server": {"head_timeout": 30}}'

Starts PhoneServer on 127.0.0.1 (any free port) with the open-files soft limit `nofile` if given,
prints one JSON line {"port", "tokens", "cap", "per_address"}, then answers commands on stdin, one
JSON line each:
    files N     how many of N more files it could open (then closes them): what an autosave needs
    gate        the gate's figures {"open", "refused", "timed_out", "evicted"}
    quit        stops the server and exits
"""
import inspect
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UPGRADE = (b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
           b"Sec-WebSocket-Version: 13\r\n")


class Child:
    """The phone server in a child process: `port`, `tokens`; `ask(cmd)`; `close()` -> its stderr."""

    def __init__(self, **opts):
        self.err = tempfile.TemporaryFile(mode="w+")
        self.p = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), json.dumps(opts)], cwd=ROOT,
                                  text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err)
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


def malformed(host):
    """A stranger's malformed requests (issue 24, item 17), by name."""
    return {
        "both Content-Length and Transfer-Encoding":
            b"POST / HTTP/1.1\r\nHost: " + host + b"\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "a 200 kB header": b"GET / HTTP/1.1\r\nHost: " + host + b"\r\nX-Big: " + b"a" * 200_000 + b"\r\n\r\n",
        "a 100 kB URL": b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
        "a non-UTF-8 path": b"GET /s/\xff\xfe HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
        "a non-UTF-8 escaped path": b"GET /page/%ff%fe HTTP/1.1\r\nHost: " + host + b"\r\nConnection: close\r\n\r\n",
    }


def answered(socks, want=None, quiet=1.0, limit=20.0):
    """[(socket, what it got)] for the sockets the server answered (or closed): waits until `want`
    of them are, or nothing more came for `quiet` seconds (at most `limit`). Then the others are held."""
    import selectors
    sel = selectors.DefaultSelector()           # epoll: more than 1,024 sockets
    for s in socks:
        sel.register(s, selectors.EVENT_READ)
    got, now = [], time.monotonic()
    end, last = now + limit, now
    try:
        while time.monotonic() < end and len(got) < len(socks):
            if want is not None and len(got) >= want and time.monotonic() - last > 0.3:
                break
            if want is None and time.monotonic() - last > quiet:
                break
            for key, _ in sel.select(0.1):
                try:
                    data = key.fileobj.recv(4096)
                except OSError:
                    data = b""
                got.append((key.fileobj, data))
                sel.unregister(key.fileobj)
                last = time.monotonic()
    finally:
        sel.close()
    return got


def open_files(n):
    held = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for i in range(n):
                try:
                    held.append(open(os.path.join(tmp, f"f{i}"), "w"))
                except OSError:
                    break
            got = len(held)
            for f in held:
                f.close()
            return got
    except OSError:
        return len(held)


def main():
    sys.path.insert(0, str(ROOT))
    opts = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    if opts.get("nofile"):
        import resource
        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (opts["nofile"], hard))
    from legends.ui.phones import server as S
    known = inspect.signature(S.PhoneServer).parameters     # (an older server: its behaviour is tried as is)
    srv = S.PhoneServer(host="127.0.0.1", port=0, **{k: v for k, v in opts.get("server", {}).items() if k in known})
    if not srv.start():
        print(json.dumps({"error": srv.error}), flush=True)
        return
    gate = getattr(srv, "gate", None)
    print(json.dumps({"port": srv.port, "tokens": srv.tokens, "cap": getattr(gate, "total", None),
                      "per_address": getattr(gate, "per_address", None)}), flush=True)
    for line in sys.stdin:
        cmd = line.split()
        if not cmd or cmd[0] == "quit":
            break
        if cmd[0] == "files":
            print(json.dumps(open_files(int(cmd[1]))), flush=True)
        elif cmd[0] == "gate":
            print(json.dumps({k: getattr(gate, k, None) for k in ("open", "refused", "timed_out", "evicted")}), flush=True)
    srv.stop()


if __name__ == "__main__":
    main()
