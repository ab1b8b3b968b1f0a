"""Issue 28, *What it must be*: a hostile client of a remote game's host (TLS on 127.0.0.1) gets a
clear refusal and changes nothing: a wrong secret, no hello, another app or box, a used invite from
another machine, another seat's choice, illegal and stale choices, a flood, oversized, binary and
malformed messages; and a joiner whose host shows another certificate stops before saying anything."""
import asyncio
import json
import time

import pytest

from legends.remote.invite import Invite
from legends.remote import protocol
from legends.remote.joiner import NOT_THE_HOST, JoinClient
from remoteclients import LiveHost, of, run, talk


@pytest.fixture
def host(tmp_path):
    h = LiveHost(tmp_path, hello=0.5)
    yield h
    h.stop()


def first_choice(host, seat):
    with host.lock:
        g = host.session.game
        return g.view.decisions, g.pending.seat, [str(a) for a in g.legal_actions()]


def test_a_wrong_secret_is_refused_and_nothing_is_sent(host):
    before = host.state()
    got, _ = run(talk(host.port, host.hello(0, secret="x" * 32)))
    assert [m["type"] for m in got] == ["refused"] and "secret is wrong" in got[0]["message"]
    assert host.state() == before and not host.server.live_seats()


def test_a_silent_connection_is_closed_after_the_hello_timeout(host):
    import aiohttp

    async def silent():
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"wss://127.0.0.1:{host.port}/ws", ssl=False) as ws:
                msg = await ws.receive(timeout=3)
                return json.loads(msg.data)
    assert "No hello within" in run(silent())["message"]


@pytest.mark.parametrize("field, value, said", [("app", "0.9.0", "install the same version"),
                                                ("content", "0123456789abcdef", "Your box differs"),
                                                ("protocol", 7, "remote protocol")])
def test_another_app_or_box_is_told_exactly_what_differs(host, field, value, said):
    got, _ = run(talk(host.port, host.hello(0, **{field: value})))
    assert got[0]["type"] == "refused" and said in got[0]["message"] and str(value) in got[0]["message"]


def test_a_joiner_with_another_box_is_told_which_things_differ(host):
    from legends.remote.sameness import parts
    theirs = parts(host.box)
    theirs["fighters/ryu"] = "0" * 8
    theirs["stages/my_own_stage"] = "1" * 8
    del theirs["rivals/cammy"]
    got, _ = run(talk(host.port, host.hello(0, content="0123456789abcdef", parts=theirs)))
    said = got[0]["message"]
    assert got[0]["type"] == "refused" and not host.server.live_seats()
    assert "fighter ryu (changed)" in said and "rival cammy (only on the host's)" in said
    assert "stage my_own_stage (only on yours)" in said


def test_a_used_invite_takes_its_seat_only_from_its_machine_until_the_host_releases_it(host):
    got, _ = run(talk(host.port, host.hello(1), wait=0.5))
    assert of(got, "welcome")
    got, _ = run(talk(host.port, host.hello(1, machine="another-machine-002"), wait=0.5))
    assert got[0]["type"] == "refused" and "another machine" in got[0]["message"]
    host.server.release(1)
    got, _ = run(talk(host.port, host.hello(1, machine="another-machine-002"), wait=0.5))
    assert of(got, "welcome")


def test_another_seats_illegal_and_stale_choices_are_refused_and_change_nothing(host):
    n, deciding, legal = first_choice(host, 0)
    mine = next(a for a in legal if a.startswith(f"P{deciding + 1} "))
    other = 1 - deciding
    before = host.state()
    msgs = [{"type": "choose", "at": n, "action": mine.replace(f"P{deciding + 1}", f"P{other + 1}", 1)},
            {"type": "choose", "at": n, "action": f"P{deciding + 1} play no_such_card"},
            {"type": "choose", "at": n + 5, "action": mine},
            {"type": "undo", "at": n + 5}]
    got, _ = run(talk(host.port, host.hello(deciding), msgs, wait=1.0))
    errors = of(got, "error")
    assert [e["code"] for e in errors] == ["seat", "illegal", "stale", "stale"]
    assert "cannot decide for" in errors[0]["message"] and "not a legal choice" in errors[1]["message"]
    assert host.state() == before


def test_a_legal_choice_is_taken_and_every_machine_is_sent_it(host):
    n, deciding, legal = first_choice(host, 0)
    mine = next(a for a in legal if a.startswith(f"P{deciding + 1} "))
    got, _ = run(talk(host.port, host.hello(deciding), [{"type": "choose", "at": n, "action": mine}], wait=1.0))
    decided = of(got, "decisions")
    assert decided and decided[0]["actions"][0] == mine and decided[0]["from"] == n
    assert host.state()[0] > n and decided[-1]["hash"] == host.state()[1]


def test_a_spectator_watches_and_may_not_decide(host):
    n, deciding, legal = first_choice(host, 0)
    before = host.state()
    got, _ = run(talk(host.port, host.hello(None), [{"type": "choose", "at": n, "action": legal[0]}], wait=0.6))
    assert of(got, "welcome")[0]["seat"] is None
    assert of(got, "error")[0]["code"] == "spectator" and host.state() == before


def test_malformed_binary_and_oversized_messages_get_an_error_and_change_nothing(host):
    before = host.state()
    msgs = ["{not json", b"\x00\x01binary", "[1, 2]", json.dumps({"type": "say", "phrase": 0, "pad": "a" * 5000}),
            json.dumps({"type": "format_disk"}), json.dumps(host.hello(1))]
    got, _ = run(talk(host.port, host.hello(0), msgs, wait=1.0))
    said = [e["message"] for e in of(got, "error")]
    assert said[:2] == ["not JSON", "messages are JSON text, not binary"]
    assert said[2] == "expected a JSON object" and "too large" in said[3]
    assert "type: expected one of" in said[4] and "hello is the first message only" in said[5]
    assert host.state() == before


def test_a_frame_past_the_limit_closes_the_connection(host):
    before = host.state()
    got, code = run(talk(host.port, host.hello(0), ["x" * (70 * 1024)], wait=1.0))
    assert code in (1009, 1006) and not of(got, "decisions")     # "message too big", or cut before its close frame
    assert host.state() == before


def test_a_flood_is_answered_unread_then_disconnected_and_changes_nothing(host):
    n, deciding, legal = first_choice(host, 0)
    before = host.state()
    flood = [{"type": "choose", "at": n + 9, "action": legal[0]}] * 400
    got, _ = run(talk(host.port, host.hello(deciding), flood, wait=2.0))
    rate = [e for e in of(got, "error") if e["code"] == "rate"]
    assert rate and "at most 20 a second" in rate[0]["message"]
    assert of(got, "refused") and "Too many messages" in of(got, "refused")[-1]["message"]
    assert host.state() == before


def test_nothing_is_served_but_the_game(host):
    import aiohttp

    async def get(path):
        async with aiohttp.ClientSession() as http:
            async with http.get(f"https://127.0.0.1:{host.port}{path}", ssl=False) as r:
                return r.status
    assert run(get("/")) == 404 and run(get("/ws/../etc/passwd")) == 404


def test_plain_text_without_tls_gets_nothing(host):
    async def plain():
        r, w = await asyncio.open_connection("127.0.0.1", host.port)
        w.write(b"GET /ws HTTP/1.1\r\nHost: x\r\n\r\n")
        await w.drain()
        try:
            data = await asyncio.wait_for(r.read(100), 3)
        finally:
            w.close()
        return data
    assert b"HTTP/1.1 101" not in run(plain())


def test_a_joiner_whose_host_shows_another_certificate_stops_before_saying_anything(host, tmp_path):
    from legends.remote.cert import load_or_make
    other = load_or_make(tmp_path / "other").fingerprint
    client = JoinClient(Invite("127.0.0.1", host.port, 0, host.cfg.secrets[0], other), "test-machine-0001",
                        host.box.fingerprint, retry=(0.1,))
    client.start()
    try:
        for _ in range(200):
            events = client.poll()
            if events:
                break
            asyncio.run(asyncio.sleep(0.02))
    finally:
        client.stop()
    assert events[0] == ("refused", NOT_THE_HOST, None)
    assert "not the host that invited you" in NOT_THE_HOST and not host.server.live_seats()


def test_connections_are_bounded_and_one_past_the_bound_is_turned_away(tmp_path):
    import aiohttp
    h = LiveHost(tmp_path, total=3, per_address=3, hello=5.0)

    async def crowd():
        async with aiohttp.ClientSession() as http:
            held = [await http.ws_connect(f"wss://127.0.0.1:{h.port}/ws", ssl=False) for _ in range(3)]
            try:
                await http.ws_connect(f"wss://127.0.0.1:{h.port}/ws", ssl=False)
                return "let in"
            except aiohttp.WSServerHandshakeError as exc:
                return exc.status
            except aiohttp.ClientError as exc:
                return exc.__class__.__name__
            finally:
                for ws in held:
                    await ws.close()
    try:
        assert run(crowd()) == 503
        assert h.server.gate.refused >= 1 and not h.server.live_seats()
    finally:
        h.stop()


def test_a_joiner_that_stops_answering_the_heartbeat_is_dropped_and_its_seat_waits(tmp_path):
    """*What it must be*: idle connections timed out. A joiner that said hello and then answers
    nothing (not even the WebSocket's pings: its machine froze or its network went) is dropped by the
    heartbeat, and its seat is no longer live; one that answers is kept (every other test here)."""
    import aiohttp
    h = LiveHost(tmp_path, heartbeat=0.6, hello=5.0)

    async def frozen():
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"wss://127.0.0.1:{h.port}/ws", ssl=False, autoping=False,
                                       max_msg_size=protocol.MAX_HOST_BYTES) as ws:
                await ws.send_str(json.dumps(h.hello(1)))
                seen = []
                while True:                     # never a pong: the host's pings go unanswered
                    try:
                        msg = await ws.receive(timeout=15)
                    except asyncio.TimeoutError:
                        return seen, "still open"
                    seen.append(msg.type)
                    if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSING,
                                    aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                        return seen, "closed"
    try:
        seen, end = run(frozen())
        assert end == "closed" and aiohttp.WSMsgType.PING in seen, seen
        deadline = time.monotonic() + 10
        while h.server.live_seats() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not h.server.live_seats()
    finally:
        h.stop()
