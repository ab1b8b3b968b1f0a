"""The phone server's door under a stranger's load (issue 24, items 15-17): the server alone in a
child process at a desktop's open-files limit (tests/phonechild.py), raw sockets on 127.0.0.x.

    python bench/door.py [--idle 1100] [--nofile 1024]

Prints, for `--idle` idle connections that send nothing, from one address and then spread over 110
addresses: how many the server answered 503, how many it holds, how many of 200 files the app
could still open (an autosave, a font), whether `GET /` from another address is served meanwhile;
how long a connection that sends nothing is held; and for a stranger's mistakes (malformed
requests, another site's Host or Origin, a code that is not ASCII): the status each gets, and the
lines and tracebacks the player's terminal shows.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import phonechild as C  # noqa: E402


def flood(c, n, sources):
    """n idle connections spread over `sources`: (answered 503, held, files of 200, GET / elsewhere)."""
    socks, failed = [], 0
    for i in range(n):
        try:
            socks.append(C.connect(c.port, sources[i % len(sources)], timeout=2))
        except OSError:
            failed += 1
    answered = len(C.answered(socks, limit=10))
    files = c.ask("files 200")
    t0 = time.perf_counter()
    status = C.status(C.exchange(c.port, b"GET / HTTP/1.1\r\nHost: " + c.host + b"\r\nConnection: close\r\n\r\n",
                                 src="127.0.0.250", timeout=5))
    took = time.perf_counter() - t0
    for s in socks:
        s.close()
    return answered, len(socks) - answered, failed, files, status, took


def idle_held(c, limit=30.0):
    s = C.connect(c.port, "127.0.0.251", timeout=limit)
    t0 = time.monotonic()
    try:
        data = s.recv(4096)
    except OSError:
        data = None
    s.close()
    took = time.monotonic() - t0
    return f"closed after {took:.1f} s ({C.status(data) or 'no status'})" if took < limit else f"still open after {limit:.0f} s"


def mistakes(c):
    host, port = c.host, str(c.port).encode()
    rows = []
    bad = C.malformed(host)
    bad["GET / with Host: evil.example"] = b"GET / HTTP/1.1\r\nHost: evil.example:" + port + b"\r\nConnection: close\r\n\r\n"
    for name, req in bad.items():
        rows.append((name, C.status(C.exchange(c.port, req, src="127.0.0.252", timeout=5))))
    for name, query, headers in (("WebSocket, Origin: http://evil.example, a seat's code",
                                  b"token=" + c.tokens[0].encode(), b"Origin: http://evil.example\r\n"),
                                 ("WebSocket, ?token=%C3%A9", b"token=%C3%A9", b"")):
        code, first = C.websocket(c, query, headers, timeout=5)
        rows.append((name, f"{code} {first['type'] if first else '(nothing sent)'}"))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--idle", type=int, default=1100)
    ap.add_argument("--nofile", type=int, default=1024)
    args = ap.parse_args()
    print(f"{'case':<62} figures")
    for label, sources in (("one address", ["127.0.0.1"]),
                           ("110 addresses", [f"127.0.1.{i}" for i in range(1, 111)])):
        c = C.Child(nofile=args.nofile)
        try:
            answered, held, failed, files, status, took = flood(c, args.idle, sources)
            print(f"{f'{args.idle} idle connections from {label} at {args.nofile} files':<62} "
                  f"answered (503) or closed: {answered}, held: {held}, not connected: {failed}, files the app opens: {files}/200, "
                  f"GET / meanwhile: {status or 'no answer'} in {took:.2f} s")
        finally:
            err = c.close()
        print(f"{'  its terminal':<62} {len(err.splitlines())} lines, {err.count('Traceback')} tracebacks")
    c = C.Child()
    try:
        print(f"{'a connection that sends nothing':<62} {idle_held(c)}")
        for name, got in mistakes(c):
            print(f"{name:<62} {got}")
    finally:
        err = c.close()
    print(f"{'  the terminal after these':<62} {len(err.splitlines())} lines, {err.count('Traceback')} tracebacks")


if __name__ == "__main__":
    main()
