"""Issue 26's done-means playtest, new problem 4: two phones opened their pages within a second;
the TV asked about one, the other's page heard nothing (a waiting phone got no pong) and gave its
link up, so its question came only seconds after the first was answered, and the host's Enter
meant for it started the fight on the setup screen. Now a waiting phone's pings are answered (it
keeps its place in the queue), the next question comes the frame after an answer, and the setup's
start waits while a phone asks to join.

Real sockets on 127.0.0.1, as in tests/test_phone_server.py (the fixtures and test phone of tests/phones.py)."""
import pytest

aiohttp = pytest.importorskip("aiohttp")
pytest.importorskip("segno")

import pygame  # noqa: E402

from legends.devtools.testing import key  # noqa: E402
from legends.ui.scenes.setup import SetupScene  # noqa: E402
from tests.phones import asked_about, asking, invited, joined, page  # noqa: E402,F401


def test_a_phone_waiting_for_the_tv_hears_its_pongs_and_nothing_else(invited):
    app = invited
    ph = asking(app, 1)
    assert ph.quiet(app) == [{"type": "pong"}]      # the link is alive: the page keeps waiting on it
    assert app.phones.asked == 1 and app.message is not None       # still asked, not cancelled


def test_two_phones_at_once_the_next_question_comes_the_frame_after_the_first_answer(invited):
    app = invited
    first, second = app.phone(1), app.phone(0)
    assert first.recv(app)["type"] == "pending" and second.recv(app)["type"] == "pending"
    seat = asked_about(app)
    assert seat in (0, 1) and app.phones.joining() == [seat, 1 - seat]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)                       # the first accepted ...
    app.step(0.02, [])
    assert app.message is not None and app.phones.asked == 1 - seat     # ... the other asked at once
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)                       # the host's second Left + Enter answers it
    assert isinstance(app.scene, SetupScene)        # and starts no fight
    for ph in (first, second):
        assert ph.recv(app, kind="state") is not None
    assert app.phones.joining() == []
    assert {app.scene.devices.driver(s) for s in (0, 1)} == {"phone1", "phone2"}


def test_the_setups_start_waits_while_a_phone_asks_to_join(invited):
    app = invited
    sc = app.scene
    ph = app.phone(0)
    assert ph.recv(app)["type"] == "pending"
    assert asked_about(app) == 0
    sc.start()                                      # the Start button (or Enter) meanwhile
    assert app.scene is sc and "P1's phone is asking to join: answer it first" in app.toasts[-1][0]
    key(app, pygame.K_ESCAPE)                       # refused: nobody waits now
    assert ph.recv(app)["type"] == "refused"
    app.step(0.02, [])
    sc.start()
    assert app.scene is not sc                      # the fight starts


# --- the setup seats say who drives them: no "Phone" without a phone -----------------------------------
def seat_labels(app, monkeypatch):
    """The device labels the setup screen draws on its seat panels (P1, P2, ...)."""
    from legends.ui.scenes import setup as S
    drawn, real = [], S.assets.fit_text
    monkeypatch.setattr(S.assets, "fit_text", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    app.scene.dirty = True
    app.render()
    monkeypatch.setattr(S.assets, "fit_text", real)
    names = ("Keyboard + mouse", "Phone", "Waiting for its phone")
    return [t for t in drawn if t in names or t.startswith(("Controller", "Bot ("))]


def test_switched_off_and_on_the_phones_seats_are_back_on_the_keyboard(invited, monkeypatch):
    app = invited
    ph, _ = joined(app, 1)
    assert seat_labels(app, monkeypatch)[1] == "Phone"
    app.scene.set_phones(False)
    assert not app.phones.running
    assert seat_labels(app, monkeypatch)[1] == "Keyboard + mouse"
    app.scene.set_phones(True)                      # new codes: the phone must ask again
    assert app.phones.running and app.phones.devices() == set()
    assert seat_labels(app, monkeypatch)[1] == "Keyboard + mouse"


def test_a_phone_seat_whose_phone_went_says_it_waits_for_it(invited, monkeypatch):
    app = invited
    ph, _ = joined(app, 1)
    ph.close()
    for _ in range(100):
        app.step(0.02, [])
        if not app.phones.devices():
            break
    assert app.scene.devices.driver(1) == "phone2"              # the seat keeps its phone's place
    assert seat_labels(app, monkeypatch)[1] == "Waiting for its phone"
