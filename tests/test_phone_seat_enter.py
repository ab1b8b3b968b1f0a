"""The TV's keys on a phone seat's decision (issue 26, sixth playtest, item 4): with P4's phone
connected, Enter pressed on the TV for P1 and P3 took every one of P4's decisions. The keyboard and
the mouse may still act for any human seat, but a seat whose phone is connected is never taken by
accident: the first press only says "P4 decides on the phone; press Enter again to take it", a second
within a few seconds (on the same decision) takes it, and the key line says whose decision it is.
The phone itself decides at once; seats without a connected phone are as before.

A fake connected phone: the app's phone hub says "phone4" is connected (no server, no socket)."""
import pygame
import pytest

from legends.devtools.testing import key, open_table, settle
from legends.engine.scenario import build
from legends.ui.input.intents import Device, Do, Intent
from legends.ui.table import seating as seating_mod
from tests.tables import position

ONCE = "P4 decides on the phone; press Enter again to take it"


@pytest.fixture
def phone_table(app, monkeypatch):
    """Four human seats, P4's phone connected; `active`: whose turn the position begins at."""
    connected = {"phone4"}
    monkeypatch.setattr(app.phones, "devices", lambda: set(connected))

    def opened(active=3):
        app.seat_pads = [None, None, None, "phone4"]        # as the setup screen's Start passes them
        doc = position(4)
        doc["active"] = active
        sc = open_table(app, build(doc, app.box), ["human"] * 4)
        assert sc.seating.devices.driver(3) == "phone4" and sc.seating.on_phone(3)
        return sc
    opened.connected = connected
    yield opened
    app.seat_pads = None


def said(app):
    return [t[0] for t in app.toasts if "decides on the phone" in t[0]]


def clock(sc, start=100.0):
    t = [start]
    sc.seating.now = lambda: t[0]
    return t


def test_the_first_enter_on_the_phone_seat_s_decision_only_says_whose_it_is(app, phone_table):
    sc = phone_table()
    n = sc.game.view.decisions
    assert sc.game.pending.seat == 3
    key(app, pygame.K_RETURN)
    assert sc.game.view.decisions == n and said(app) == [ONCE]
    app.render()
    for _ in range(3):                  # again, at once: Enter acts (the focus shown first, then taken)
        key(app, pygame.K_RETURN)
        settle(app)
        if sc.game.view.decisions != n:
            break
    assert sc.game.view.decisions == n + 1
    assert len(said(app)) == 1          # said once, never for the presses that acted


def test_a_number_key_twice_takes_it_once_only_says_so(app, phone_table):
    sc = phone_table()
    n, first = sc.game.view.decisions, sc.game.pending.options[0]
    key(app, pygame.K_1)
    assert sc.game.view.decisions == n
    assert said(app) == ["P4 decides on the phone; press it again to take it"]
    key(app, pygame.K_1)
    assert sc.game.view.decisions == n + 1 and sc.game.view.history[-1] == str(first)


def test_a_second_press_after_a_few_seconds_only_says_it_again(app, phone_table):
    sc = phone_table()
    t = clock(sc)
    n = sc.game.view.decisions
    key(app, pygame.K_1)
    t[0] += seating_mod.AGAIN + 0.5     # too late: it is said again, nothing taken
    key(app, pygame.K_1)
    assert sc.game.view.decisions == n
    assert len(said(app)) == 1 and said(app)[0].endswith("×2")       # one toast, folded
    t[0] += 1.0
    key(app, pygame.K_1)
    assert sc.game.view.decisions == n + 1


def test_each_new_decision_of_the_phone_seat_asks_twice_again(app, phone_table):
    sc = phone_table()
    t = clock(sc)
    key(app, pygame.K_1)
    key(app, pygame.K_1)
    settle(app)
    n = sc.game.view.decisions
    assert sc.game.pending.seat == 3    # P4 again: its card's first action
    t[0] += 2.0                         # within AGAIN of the last press, but a new decision
    key(app, pygame.K_1)
    assert sc.game.view.decisions == n and len(said(app)) == 1


def test_the_phone_itself_decides_at_once(app, phone_table):
    sc = phone_table()
    n = sc.game.view.decisions
    action = sc.game.pending.options[0]
    _, ok = sc.take(Intent(Do.CHOOSE, Device.phone(3), action))
    assert ok and sc.game.view.decisions == n + 1 and said(app) == []


def test_the_key_line_says_the_phone_decides(app, phone_table):
    sc = phone_table()
    app.render()
    focus = sc.handlers.stack[0].focus
    target = focus.current()
    assert target is not None
    label = focus.label(target)
    assert label.startswith("P4 decides on the phone · Enter twice: "), label
    assert sc.seating.phone_words(3) == "P4 decides on the phone"
    assert sc.seating.phone_words(0) is None


def test_other_seats_and_a_dropped_phone_are_as_before(app, phone_table):
    sc = phone_table(active=0)          # P1's decision, the keyboard's seat: taken at once
    n = sc.game.view.decisions
    assert sc.game.pending.seat == 0
    focus = sc.handlers.stack[0].focus
    app.render()
    assert not focus.label(focus.current()).startswith("P4")
    key(app, pygame.K_1)
    assert sc.game.view.decisions == n + 1 and said(app) == []


def test_a_dropped_phone_s_seat_is_taken_by_the_keyboard_as_before(app, phone_table):
    sc = phone_table()
    phone_table.connected.clear()       # P4's phone dropped: the seat waits for it (seating.note)
    assert not sc.seating.on_phone(3) and sc.seating.phone_words(3) is None
    assert sc.seating.note().startswith("P4's phone dropped")
    key(app, pygame.K_1)                # the keyboard takes P4 (that press does nothing else) ...
    assert sc.seating.devices.driver(3) is None and said(app) == []
    n = sc.game.view.decisions
    key(app, pygame.K_1)                # ... and then plays it at once
    assert sc.game.view.decisions == n + 1


def test_a_click_on_an_option_row_twice_takes_it(app, phone_table):
    from legends.devtools.testing import click
    sc = phone_table()
    app.render()
    lv = sc.options
    row = next(i for i, item in enumerate(lv.items) if item[1] is not None)
    n = sc.game.view.decisions
    click(app, lv.row_rect(row).center)
    assert sc.game.view.decisions == n
    assert said(app) == ["P4 decides on the phone; click again to take it"]
    click(app, lv.row_rect(row).center)
    settle(app)
    assert sc.game.view.decisions == n + 1
