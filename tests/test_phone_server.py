"""Phones as controllers (issue 15): the server, the TV's confirmation, tokens, resuming, bad and
flooding messages, the files served, the state message, and a phone's choice through the engine.

Real sockets on 127.0.0.1: the app's server runs on its own thread (as in the game) and each test
phone is an aiohttp client on a loop of its own (tests/phones.py); the test thread steps the app.
"""
import asyncio
import json
import time

import pygame
import pytest

aiohttp = pytest.importorskip("aiohttp")
pytest.importorskip("segno")

from legends.devtools.testing import key  # noqa: E402
from legends.ui.phones import protocol as P  # noqa: E402
from legends.ui.phones import server as S  # noqa: E402
from legends.ui.phones import tv  # noqa: E402
from tests.phones import PAGE, asking, at_table, invited, joined, page, table  # noqa: E402,F401


# --- joining ---------------------------------------------------------------------------------------
def test_a_join_without_the_tvs_confirmation_gets_nothing_but_pending(invited):
    app = invited
    ph = asking(app, 1)
    assert ph.quiet(app) == [{"type": "pong"}]  # nothing before the TV says yes but the link's pong
    assert app.message is not None and "P2's phone wants to join. Left, then Enter (A) accepts" in app.message[0].text
    assert app.message[0].sel == 1              # Refuse is highlighted: a stray Enter lets nobody in
    assert app.scene.devices.driver(1) != "phone2"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)                   # the TV accepts
    st = ph.recv(app, kind="state")
    assert st["seat"] == 1 and st["deciding"] is False and st["player"].startswith("P2 · ")
    assert app.scene.devices.driver(1) == "phone2" and app.scene.devices.label(1) == "Phone"


def test_a_refused_phone_and_a_wrong_or_used_token_are_refused(invited):
    app = invited
    old = app.phones.server.tokens[0]
    ph = app.phone(0)
    assert ph.recv(app)["type"] == "pending"
    assert app.phone(0, old).recv(app)["type"] == "refused"        # somebody already asks for P1
    for _ in range(20):
        app.step(0.02, [])
    key(app, pygame.K_ESCAPE)                                       # the TV says no
    assert ph.recv(app)["type"] == "refused"
    assert app.phones.server.tokens[0] != old                        # the refused code is worth nothing now
    assert app.phone(0, old).recv(app)["type"] == "refused"
    assert app.phone(0, "not-a-token").recv(app)["type"] == "refused"
    ph2, st = joined(app, 0)
    assert st["seat"] == 0
    assert app.phone(0).recv(app) == {"type": "refused", "message": "P1 already has a phone connected.",
                                      "retry": True}     # held: the page knocks again by itself (issue 26 item 8)


def drop(app, sc, ph, seat):
    """The phone's connection closes (a screen lock, the Wi-Fi): the table sees the seat's phone gone."""
    ph.close()
    end = time.monotonic() + 10                 # the server's thread sees the close when it runs (a loaded machine),
    gone = "Phone · disconnected"               # and its event reaches the table a step or more later
    while (seat in app.phones.live() or sc.seating.label(seat) != gone) and time.monotonic() < end:
        app.step(0.02, [])
        time.sleep(0.005)
    assert seat not in app.phones.live() and sc.seating.label(seat) == gone


def test_a_dropped_phone_gets_its_seat_back_with_its_secret(invited):
    app = invited
    ph, _ = joined(app, 1)
    sc = table(app)
    assert sc.seating.devices.driver(1) == "phone2" and sc.seating.label(1) == "Phone"
    assert ph.secret
    drop(app, sc, ph, 1)
    again = app.phone(1, secret=ph.secret)
    assert again.recv(app) == {"type": "joined", "seat": 1, "secret": again.secret}
    st = again.recv(app)
    assert st["type"] == "state" and st["seat"] == 1           # no new confirmation
    assert app.message is None and sc.seating.devices.driver(1) == "phone2"


def test_item14_a_dropped_phones_code_does_not_let_another_device_in(invited):
    app = invited
    ph, _ = joined(app, 1)
    sc = table(app)
    drop(app, sc, ph, 1)
    other = app.phone(1)                                       # the code alone (read off the TV, or the Wi-Fi)
    assert other.recv(app) == {"type": "pending", "seat": 1}
    assert other.quiet(app) == [] and 1 not in app.phones.live()
    assert app.message is not None and "P2's phone wants to join" in app.message[0].text
    wrong = app.phone(1, secret="x" * 32)                      # a made-up secret: the code's rules
    assert wrong.recv(app)["type"] == "refused"                # (somebody already asks for P2)
    back = app.phone(1, secret=ph.secret)                      # the real phone comes back: no question
    assert back.recv(app, kind="state")["seat"] == 1
    assert other.recv(app, kind="refused") == {"type": "refused", "message": "P2's own phone is back.", "retry": False}
    for _ in range(10):
        app.step(0.02, [])
    assert app.message is None and app.phones.asked is None and 1 in app.phones.live()
    assert sc.seating.devices.driver(1) == "phone2"


def test_item14_the_secret_is_renewed_at_each_connection_and_a_used_one_asks_again(invited):
    app = invited
    ph, _ = joined(app, 0)
    sc = table(app)
    first = ph.secret
    drop(app, sc, ph, 0)
    again = app.phone(0, secret=first)
    assert again.recv(app, kind="state") is not None
    assert again.secret and again.secret != first             # a new one for the next connection
    drop(app, sc, again, 0)
    old = app.phone(0, secret=first)                           # a copy of the old secret is worth the code only
    assert old.recv(app) == {"type": "pending", "seat": 0}
    for _ in range(20):
        app.step(0.02, [])
    key(app, pygame.K_ESCAPE)                                  # the TV says no: a new code ...
    assert old.recv(app, kind="refused") is not None
    latest = app.phone(0, secret=again.secret)                 # ... and the phone it accepted still comes back
    assert latest.recv(app, kind="state")["seat"] == 0         # its last state, sent by the server at once,
    app.step(0.02, [])                                         # is queued after the "live" event the TV takes here
    assert 0 in app.phones.live()


def test_a_controller_taking_a_phones_seat_sends_the_phone_away(invited):
    app = invited
    ph, _ = joined(app, 0)
    sc = table(app)
    sc.seating.take(0, None)                                   # the keyboard takes P1
    assert ph.recv(app, kind="refused") is not None
    assert app.phone(0).recv(app)["type"] == "pending"         # back only with the TV's yes


def test_a_phone_gets_no_state_before_the_tv_has_heard_it_is_live(invited, monkeypatch):
    """The flaky run of the test above (issue 31): the server makes the seat live, then queues the
    "live" event; a busy machine pausing its thread between the two let the TV push a state to the
    phone before it knew of it, so the test's table opened without the phone on P1 and the late event
    then gave P1 back to the phone after the keyboard took it. The pause, made long here: the phone's
    first state comes after the TV has taken the event, and the keyboard's take sends it away."""
    app = invited
    srv = app.phones.server
    cls = type(srv)
    told = cls._event

    def late(self, *ev):
        if ev[0] == "live":
            time.sleep(0.15)                    # the server's thread paused before the TV hears
        return told(self, *ev)
    monkeypatch.setattr(cls, "_event", late)
    ph, st = joined(app, 0)
    assert st is not None and 0 in app.phones.heard and app.scene.devices.driver(0) == "phone1"
    assert 0 in srv.live_seats()
    sc = table(app)
    sc.seating.take(0, None)
    assert ph.recv(app, kind="refused") is not None


# --- messages --------------------------------------------------------------------------------------
def test_the_state_message_has_the_protocols_fields(invited):
    app = invited
    ph, sc, st = at_table(app, 0)
    assert set(st) >= {"type", "seat", "version", "player", "color", "turn", "active", "phase", "prompt",
                       "deciding", "options", "board", "hand", "log", "buzz"}
    assert st["player"] == "P1 · Ryu" and st["color"] == "#dc3c32" and st["active"] == "P1 · Ryu"
    assert st["deciding"] is True and st["buzz"] == "decide"
    from legends.ui.table.hud import prompt_line
    assert st["prompt"] == prompt_line(sc)
    labels = [label for label, a in sc.mode.fallback() if a.seat == 0]
    assert [o["label"] for o in st["options"]] == labels and [o["i"] for o in st["options"]] == list(range(len(labels)))
    assert all(isinstance(o["section"], str) and o["section"] for o in st["options"])
    b = st["board"]
    assert {"fighter", "health", "max_health", "ex", "max_ex", "round", "deck", "discard", "abilities", "meter"} <= set(b)
    assert b["fighter"] == "Ryu" and b["max_health"] == 4 and b["max_ex"] == 3 and len(b["abilities"]) == 4
    assert set(b["abilities"][0]) == {"name", "cost", "standard", "upgraded", "is_upgraded"}
    f = sc.game.view.fighter(0)
    assert [c["id"] for c in st["hand"]] == list(f["hand"])
    assert all(set(c) == {"id", "name", "text", "sprint"} for c in st["hand"])
    assert len(st["log"]) <= 6 and isinstance(st["version"], int)
    assert len(json.dumps(st)) < 64 * 1024


def test_a_phones_choice_goes_through_the_engine(invited):
    app = invited
    ph, sc, st = at_table(app, 0)
    n = sc.game.view.decisions
    ph.send({"type": "choose", "version": st["version"], "option": len(st["options"])})     # no such option
    assert "no option" in ph.recv(app, kind="error")["message"]
    ph.send({"type": "choose", "version": st["version"] + 7, "option": 0})                  # stale
    assert "stale" in ph.recv(app, kind="error")["message"]
    assert sc.game.view.decisions == n
    want = sc.game.view.log[-1]
    ph.send({"type": "choose", "version": st["version"], "option": 0})
    nxt = ph.recv(app, kind="state")
    assert sc.game.view.decisions == n + 1 and app.phones.applied == 1
    assert nxt["version"] > st["version"] and sc.game.view.log[-1] != want
    ph.send({"type": "choose", "version": st["version"], "option": 0})                      # the old decision
    assert "stale" in ph.recv(app, kind="error")["message"]
    assert sc.game.view.decisions == n + 1


def test_bad_messages_get_an_error_and_change_nothing(invited):
    app = invited
    ph, sc, st = at_table(app, 0)
    n, log = sc.game.view.decisions, len(sc.game.view.log)
    bad = ["not json", "[1, 2]", json.dumps({"type": "dance"}), json.dumps({"type": "choose", "version": "1", "option": 0}),
           json.dumps({"type": "choose", "version": 1, "option": -1}), json.dumps({"type": "choose", "version": True, "option": 0}),
           json.dumps({"type": "choose", "version": 1}), "x" * 5000, b"\x00\x01", "[" * 3000]
    for b in bad:
        ph.send(b)
    errors = [ph.recv(app, kind="error") for _ in bad]
    assert all(e is not None for e in errors)
    assert any("too large" in e["message"] for e in errors)
    assert sc.game.view.decisions == n and len(sc.game.view.log) == log
    ph.send({"type": "ping"})
    assert ph.recv(app, kind="pong") == {"type": "pong"}


def test_a_flood_of_1000_messages_is_answered_or_refused_and_the_game_loses_nothing(invited):
    app = invited
    ph, sc, st = at_table(app, 0)
    n = sc.game.view.decisions
    flood = [json.dumps({"type": "choose", "version": st["version"], "option": 0})]
    flood += [["not json", json.dumps({"type": "ping"}), json.dumps({"type": "choose", "version": 999, "option": 0})][i % 3]
              for i in range(999)]
    async def send_all():
        for m in flood:
            await ph.ws.send_str(m)
    ph.run(send_all(), timeout=20)
    replies, worst, end = [], 0.0, time.monotonic() + 20
    while len(replies) < 999 and time.monotonic() < end:
        t0 = time.perf_counter()
        app.step(0.02, [])
        worst = max(worst, time.perf_counter() - t0)
        while not ph.inbox.empty():
            m = ph.inbox.get()
            if m["type"] != "state":
                replies.append(m)
    assert len(replies) == 999, len(replies)            # each one answered: pong, an error, or "too many"
    assert sum("too many messages" in m.get("message", "") for m in replies) > 0
    assert sc.game.view.decisions == n + 1 and app.phones.applied == 1     # the one valid choice, once
    assert app.phones.server.inbox.qsize() <= S.INBOX and worst < 2.0


# --- files, addresses, stopping --------------------------------------------------------------------
async def _get(port, path):
    async with aiohttp.ClientSession() as s:
        async with s.get(f"http://127.0.0.1:{port}{path}") as r:
            return r.status, await r.text(), r.headers


def test_only_the_pages_own_files_are_served(page):
    srv = S.PhoneServer(host="127.0.0.1", port=0, page_dir=page)
    assert srv.start(), srv.error
    try:
        for path, body in (("/", PAGE["index.html"]), ("/s/anything", PAGE["index.html"]),
                           ("/page/index.html", PAGE["index.html"]), ("/page/style.css", PAGE["style.css"]),
                           ("/page/app.js", PAGE["app.js"])):
            status, text, headers = asyncio.run(_get(srv.port, path))
            assert (status, text) == (200, body) and headers["Cache-Control"] == "no-store"
        for path in ("/page/../secret.txt", "/page/%2e%2e%2fsecret.txt", "/page/..%2Fsecret.txt", "/secret.txt",
                     "/page/server.py", "/page/", "/legends/ui/phones/server.py", "/page/%2e%2e/%2e%2e/README.md"):
            status, text, _ = asyncio.run(_get(srv.port, path))
            assert status == 404 and "not for phones" not in text, path
    finally:
        srv.stop()
    far = S.PhoneServer(host="127.0.0.1", port=0, page_dir=page, allow=lambda remote: False)
    assert far.start()
    try:
        assert asyncio.run(_get(far.port, "/"))[0] == 403
    finally:
        far.stop()


def test_local_addresses_only():
    for ip in ("127.0.0.1", "::1", "192.168.1.20", "10.0.0.7", "172.16.3.4", "::ffff:192.168.0.2", "fe80::1"):
        assert S.is_local(ip), ip
    for ip in ("8.8.8.8", "2001:4860::8888", "::ffff:1.1.1.1", "", "nonsense", None):
        assert not S.is_local(ip), ip


def test_the_server_stops_when_the_game_ends_or_the_switch_goes_off(invited):
    app = invited
    port = app.phones.server.port
    table(app)
    assert app.phones.running
    app.title()                                 # the game ends
    assert not app.phones.running
    with pytest.raises(OSError):
        import socket
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    from legends.ui.scenes.setup import SetupScene
    sc = SetupScene(app)
    app.set_scene(sc)
    assert app.phones.running
    sc.phones_toggle.on_change(False)           # the switch goes off
    assert not app.phones.running and app.settings.invite_phones is False


def test_without_aiohttp_the_switch_says_what_to_install(app, monkeypatch):
    monkeypatch.setattr(tv, "missing", lambda: "Phones need aiohttp: pip install -r requirements.txt")
    from legends.ui.scenes.setup import SetupScene
    sc = SetupScene(app)
    app.set_scene(sc)
    sc.phones_toggle.on_change(True)
    assert not app.phones.running and sc.phones_toggle.value is False
    assert any("requirements.txt" in t[0] for t in app.toasts)


def test_a_phone_buzzes_when_its_fighter_takes_damage(invited):
    app = invited
    ph, sc, st = at_table(app, 1)
    sc.seating.on_show([{"kind": "damage", "who": "F2", "amount": 1}])
    st = ph.recv(app, kind="state")
    assert st["buzz"] == "damage"


def test_parse():
    assert P.parse('{"type": "choose", "version": 3, "option": 1}') == ({"type": "choose", "version": 3, "option": 1}, None)
    assert P.parse('{"type": "ping", "x": 1}') == ({"type": "ping"}, None)
    for bad in ("", "null", "1", '"choose"', '{"type": "choose", "version": 1.5, "option": 0}', b"{}",
                '{"type": "choose", "version": 1, "option": 99999999999}'):
        msg, err = P.parse(bad)
        assert msg is None and err
