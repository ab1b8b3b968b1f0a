"""Issue 26's done-means playtest (docs/playtests/issue-26.md), the phone page's leftovers: the
result's title in view on a phone scrolled down when the game ends, and a phone waiting for the
TV's answer keeps its link (and its question on the TV) however long the TV takes.

The page against the fake server (tests/phonepage.py) in headless Chromium at 390x844; the waiting
phone against the app's own server."""
import time

import pygame
import pytest

from tests import phonepage as P
from tests.phonepage import module_browser as browser, wait_for  # noqa: F401  (the browser fixture)

pytest.importorskip("aiohttp")

FAST = "window.LEGENDS_TIMING = {ping: 200, dead: 800, retry: 400};"
OVER = {"won": False, "title": "Defeat", "reason": "Ryu is defeated in Round 2. The fighters lose.",
        "turns": 8, "next": "The TV is choosing the next game (Play again, New game or Back to title)."}


def place(browser, page, sel):
    """(top, bottom) of the element on screen, and the sticky stripe's bottom."""
    return browser.call(lambda b: page.evaluate(
        """s => { const r = document.querySelector(s).getBoundingClientRect();
                  return [r.top, r.bottom, document.getElementById('top').getBoundingClientRect().bottom,
                          window.innerHeight]; }""", sel))


def test_the_results_title_shows_under_the_stripe_on_a_phone_scrolled_down(browser):
    with P.FakeServer() as srv:
        page = browser.call(lambda b: b.open("p2", srv.url(), init=FAST))
        wait_for(browser, page, lambda s: s["version"] == 1 and s["veil"] is None)
        browser.call(lambda b: page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)"))
        assert browser.call(lambda b: page.evaluate("() => window.scrollY")) > 300     # down at the log
        srv.run(srv.push, P.canned_state(version=2, deciding=False, over=OVER, prompt=OVER["next"]))
        wait_for(browser, page, lambda s: s["over"])
        top, bottom, stripe, screen = place(browser, page, "#over-title")
        assert stripe <= top and bottom <= screen, (top, bottom, stripe, screen)       # whole, in view
        browser.call(lambda b: page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)"))
        srv.run(srv.push, P.canned_state(version=3, deciding=False, over=OVER, prompt=OVER["next"]))
        time.sleep(0.3)
        assert browser.call(lambda b: page.evaluate("() => window.scrollY")) > 300     # once: the player may scroll on
        browser.call(lambda b: page.close())


@pytest.mark.slow
def test_a_phone_waiting_for_the_tv_keeps_its_link_and_its_question(app, browser, monkeypatch):
    """Two pages open their codes at once on the setup screen: however long the TV takes over the
    first question, the other page keeps waiting on the same link, so its question is the next."""
    from legends.devtools.testing import key
    from legends.ui.scenes.setup import SetupScene
    from tests.phones import local_server
    local_server(monkeypatch)
    app.settings.invite_phones = True
    app.set_scene(SetupScene(app))
    assert app.phones.running, app.phones.error
    pump = lambda: app.step(1 / 30, pygame.event.get())         # noqa: E731
    try:
        pages = [browser.call(lambda b, s=s: b.open(s, app.phones.url(s), fresh=True, init=FAST), pump=pump)
                 for s in (1, 0)]
        for page in pages:
            wait_for_pumped(browser, page, pump, lambda s: s["veil"] == "Waiting for the TV to accept...")
        end = time.monotonic() + 2.5                                # three times the page's dead-link time
        while time.monotonic() < end:
            pump()
        assert app.message is not None and app.phones.joining() == [1, 0]     # the same order, nobody gone
        assert len(app.phones.server.pending) == 2
        for seat in (1, 0):
            assert app.phones.asked == seat
            key(app, pygame.K_LEFT)
            key(app, pygame.K_RETURN)
            pump()
        for page in pages:
            wait_for_pumped(browser, page, pump, lambda s: s["veil"] is None and s["version"] is not None)
        assert isinstance(app.scene, SetupScene) and app.phones.joining() == []
        assert not browser.errors
    finally:
        app.phones.stop()


def wait_for_pumped(browser, page, pump, cond, timeout=15):
    end = time.monotonic() + timeout
    while True:
        s = browser.call(lambda b: P.snapshot(page), pump=pump)
        if cond(s):
            return s
        assert time.monotonic() < end, f"the page never showed it; it shows {s}"
        pump()
