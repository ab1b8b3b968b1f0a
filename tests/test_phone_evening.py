"""Issue 26, items 7 and 8 ("On the phone"), the server's and the TV's side: the phones learn that
the evening moved on (the result, Play again, the title, the switch off), a restart keeps the
port, the codes and the accepted phones' secrets for this app run, the port is bound with address
reuse, and a phone gone without a word is dropped by the heartbeat so its seat is free again.

Real sockets on 127.0.0.1, as in tests/test_phone_server.py (the fixtures and test phone of tests/phones.py)."""
import random
import socket
import time

import pytest

aiohttp = pytest.importorskip("aiohttp")
pytest.importorskip("segno")

import pygame  # noqa: E402

from legends.engine import Game  # noqa: E402
from legends.ui.phones import protocol as P  # noqa: E402
from legends.ui.phones import server as S  # noqa: E402
from legends.ui.phones import tv  # noqa: E402
from legends.devtools.testing import key  # noqa: E402
from tests.phones import SETUP, Phone, invited, joined, page, table  # noqa: E402,F401


def finished_game(app, seed=2):
    """SETUP played to its end by random choices (a few dozen decisions)."""
    g = Game.new(SETUP, app.box)
    rng = random.Random(seed)
    while not g.is_over():
        g.apply(rng.choice(g.pending.options))
    return g


def settle(app, frames=20):
    for _ in range(frames):
        app.step(0.02, [])


# --- 7: the phones learn that the evening moved on ------------------------------------------------------
def test_item7_game_over_shows_the_result_and_play_again_keeps_the_phones(invited):
    app = invited
    ph, _ = joined(app, 1)
    table(app)
    ph.recv(app, kind="state")
    port = app.phones.server.port
    done = finished_game(app)
    app.game_over(done, ["human", "human"])             # as the table does when the game ends
    assert app.phones.running and app.phones.server.port == port       # the result screen keeps the phones
    st = ph.recv(app, kind="state")
    res = done.view.result
    assert st["over"] == {"won": res["winner"] == "fighters", "title": "Victory!" if res["winner"] == "fighters"
                          else "Defeat", "reason": res["reason"], "turns": res["turns"], "next": P.NEXT_GAME}
    assert not st["deciding"] and st["options"] == []
    key(app, pygame.K_r)                                # Play again
    assert type(app.scene).__name__ == "GameScene" and app.phones.server.port == port
    st = ph.recv(app, kind="state")
    assert st["over"] is None and st["turn"] == 1
    assert app.scene.seating.devices.driver(1) == "phone2" and app.message is None     # no question asked


def test_item7_back_to_the_title_the_phones_are_told_and_a_restart_keeps_port_codes_and_secrets(invited):
    app = invited
    ph, _ = joined(app, 0)
    table(app)
    port, tokens = app.phones.server.port, list(app.phones.server.tokens)
    app.title()                                         # Quit to title: nothing listens ...
    msg = ph.recv(app, kind="ended")
    assert msg == dict(P.ended("away"), type="ended") and msg["again"] is True
    assert "joins the next game by itself" in msg["next"]
    assert not app.phones.running
    from legends.ui.scenes.setup import SetupScene
    app.set_scene(SetupScene(app))                      # ... until the next setup (or Continue)
    assert app.phones.running
    assert app.phones.server.port == port and app.phones.server.tokens == tokens
    back = app.phone(0, secret=ph.secret)               # the same phone, knocking again: in, without a question
    assert back.recv(app, kind="joined")["seat"] == 0
    settle(app)
    assert app.message is None and 0 in app.phones.live()


def test_item7_switched_off_the_phones_are_told_and_the_codes_are_new_next_time(invited):
    app = invited
    ph, _ = joined(app, 0)
    port, tokens = app.phones.server.port, list(app.phones.server.tokens)
    app.scene.phones_toggle.on_change(False)            # Invite phones off (the setup screen's switch)
    msg = ph.recv(app, kind="ended")
    assert msg["reason"] == "off" and msg["again"] is False and "scan the new code" in msg["next"]
    app.scene.phones_toggle.on_change(True)
    assert app.phones.running and app.phones.server.port == port      # the same address on the TV ...
    assert all(a != b for a, b in zip(app.phones.server.tokens, tokens))   # ... but new codes
    assert app.phone(0, secret=ph.secret).recv(app)["type"] == "pending"   # and the TV asks again


def test_item7_a_phone_knocking_during_the_result_is_told_to_wait_and_keeps_its_code(invited):
    app = invited
    table(app)
    app.game_over(finished_game(app), ["human", "human"])
    token = app.phones.server.tokens[1]
    ph = app.phone(1)
    assert ph.recv(app)["type"] == "pending"
    msg = ph.recv(app, kind="refused")
    assert msg["retry"] is True and "joins when the next game starts" in msg["message"]
    assert app.phones.server.tokens[1] == token


def test_item7_the_port_is_bound_with_address_reuse():
    """A server stopped with connections still open leaves them in TIME_WAIT: the next one binds
    the same port anyway (before, it moved on to the next: 8765 -> 8766, and old pages were lost)."""
    first = S.PhoneServer(host="127.0.0.1", port=0)
    assert first.start(), first.error
    port = first.port
    socks = []
    for _ in range(3):
        s = socket.create_connection(("127.0.0.1", port), timeout=2)
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
        s.recv(100)
        socks.append(s)
    first.stop()                                        # the server closes first: its side waits in TIME_WAIT
    for s in socks:                                     # (once the phone has read all and closed too)
        while s.recv(4096):
            pass
        s.close()
    again = S.PhoneServer(host="127.0.0.1", port=port, ports_tried=1)
    try:
        assert again.start(), again.error
        assert again.port == port
    finally:
        again.stop()


# --- 8: a phone gone without a word ---------------------------------------------------------------------
class SilentPhone(Phone):
    """A phone whose Wi-Fi went away: it answers no ping (autoping off) and sends nothing."""
    autoping = False


def test_item8_the_heartbeat_drops_a_silent_phone_and_frees_its_seat(invited, monkeypatch):
    app = invited
    assert S.HEARTBEAT <= 5.0                           # a dead phone holds its seat 7.5 s at most
    monkeypatch.setattr(tv.PhoneHub, "server_options", dict(tv.PhoneHub.server_options, heartbeat=0.3))
    app.phones.stop("away")
    app.phones.start()
    silent = SilentPhone(app.phones.server.port, app.phones.server.tokens[1])
    app.phones.server.accept(1)
    end = time.monotonic() + 3
    while 1 not in app.phones.live() and time.monotonic() < end:
        app.step(0.02, [])
    assert 1 in app.phones.live()
    end = time.monotonic() + 5
    while 1 in app.phones.live() and time.monotonic() < end:
        app.step(0.02, [])
    assert 1 not in app.phones.live(), "the heartbeat dropped the phone that answers no ping"
    assert app.phone(1).recv(app) == {"type": "pending", "seat": 1}    # the seat is free: the TV asks
    silent.close()


def test_item8_which_refusals_the_page_retries_by_itself(invited):
    app = invited
    ph, _ = joined(app, 0)
    held = app.phone(0).recv(app)
    assert held["type"] == "refused" and held["retry"] is True          # held (maybe by a dead link): again
    bad = app.phone(0, "not-a-code").recv(app)
    assert bad["type"] == "refused" and bad["retry"] is False           # not valid: scan again
    asking = app.phone(1)
    assert asking.recv(app)["type"] == "pending"
    settle(app)
    key(app, pygame.K_ESCAPE)                                           # the TV says no
    no = asking.recv(app, kind="refused")
    assert no["retry"] is False and "The TV said no" in no["message"]


# --- 9: the map and where each option leads, as the engine says -------------------------------------------
def test_item9_the_state_carries_the_stage_and_where_each_option_leads(invited):
    app = invited
    ph, _ = joined(app, 0)
    sc = table(app)
    st = ph.recv(app, kind="state")
    g = sc.game
    mine = [a for _, a in sc.mode.fallback() if a.seat == 0]
    assert st["deciding"] and len(st["options"]) == len(mine) and g.pending.kind == "place_rival"
    for o, a in zip(st["options"], mine):            # the rival's spawn spaces: the engine's destinations
        info = g.pending.context.option(a)
        assert o.get("to") == info.destination and o.get("target") == info.target
    assert all(o.get("to") for o in st["options"])
    m = st["map"]
    assert len(m["squares"]) == len(g.stage.squares) and (m["cols"], m["rows"]) == (6, 6)
    assert {tuple(sq[:2]) for sq in m["squares"]} == set(g.stage.squares)
    assert m["names"] == {"console": "Command Console"} and m["me"] == "F1"
    on_map = {f: s for f, s in g.view.positions().items() if s is not None}
    assert {f["id"]: f["space"] for f in m["figures"]} == on_map
    assert [f["tag"] for f in m["figures"] if f["kind"] == "fighter"] == ["P1", "P2"]
    assert len(m["walls"]) == len(g.stage.walls) - len(g.stage.doors) and len(m["doors"]) == len(g.stage.doors)
    assert not st["optional"] and st["over"] is None and st["board"]["max_meter"] == g.view.max_meter
