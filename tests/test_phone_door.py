"""Issue 24, items 15 to 17: the phone server's door, tried as a stranger on the Wi-Fi would.

The server runs alone in a child process (tests/phonechild.py), as on the player's machine: its
stderr is the terminal the player sees, and its open-files limit can be set low. Every request is
sent from raw sockets to 127.0.0.1 (and 127.0.0.2: a second device).
"""
import time

import pytest

from tests import phonechild as C
from tests.phonechild import answered, connect, exchange, get, status, websocket

pytest.importorskip("aiohttp")


@pytest.fixture
def child():
    made = []
    yield lambda **opts: made.append(C.Child(**opts)) or made[-1]
    for c in made:
        c.close()


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
    assert "Traceback" not in err and len(err.splitlines()) <= 6, err      # a line at most for each refused


# --- 16: bounded connections, idle ones closed, the app's descriptors kept -----------------------------
def test_item16_idle_connections_leave_the_app_its_files_and_a_phone_its_place(child):
    c = child(nofile=160, server={"head_timeout": 60})
    socks = [connect(c.port) for _ in range(200)]           # 200 idle connections, no code, at 160 files
    try:
        assert c.ask("files 60") == 60                       # an autosave, a font, a sound still open
        cap, per = c.info["cap"], c.info["per_address"]
        assert per < cap <= 160 // 4
        busy = answered(socks, 200 - per)                    # one device: PER_ADDRESS held, the rest 503
        assert len(busy) == 200 - per and all(status(d) == 503 for _, d in busy)
        held = [s for s in socks if s not in {b for b, _ in busy}]
        second = [connect(c.port, "127.0.0.2") for _ in range(cap)]    # another device: all are taken
        socks += second
        busy = answered(second, cap - per)
        assert len(busy) == cap - per and all(status(d) == 503 for _, d in busy)   # past its own PER_ADDRESS
        late = answered(held, per - (cap - per))             # the oldest idle ones gave their places
        assert len(late) == per - (cap - per) and all(status(d) == 408 for _, d in late)
        assert c.ask("gate")["open"] == cap
        phone = b"GET / HTTP/1.1\r\nHost: " + c.host + b"\r\nConnection: close\r\n\r\n"
        assert status(exchange(c.port, phone, src="127.0.0.3")) == 200    # all taken, yet a phone gets in
        assert c.ask("files 60") == 60                       # a phone's request gets in; the app keeps its files
    finally:
        for s in socks:
            s.close()
    end = time.monotonic() + 20
    while get(c) != 200 and time.monotonic() < end:         # the closed ones leave room again
        time.sleep(0.1)
    assert get(c) == 200 and c.ask("gate")["open"] == 0
    assert "Traceback" not in c.close()


def test_item16_a_connection_that_sends_nothing_or_half_a_request_is_closed(child):
    c = child(server={"head_timeout": 0.5})
    assert status(exchange(c.port, b"", timeout=30)) == 408
    assert status(exchange(c.port, b"GET / HTTP/1.1\r\nHost: " + c.host + b"\r\n", timeout=30)) == 408
    assert get(c) == 200                                     # a whole request in time is served
    assert c.ask("gate")["timed_out"] == 2
    assert "Traceback" not in c.close()


# --- 17: a stranger's mistakes: a status, one line at most ----------------------------------------------
def test_item17_malformed_requests_get_a_status_and_no_traceback(child):
    c = child()
    bad = C.malformed(c.host)
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
