"""The phone page (legends/ui/phones/page) in headless Chromium against a fake server speaking the
phone protocol with canned messages: waiting for the TV, the board and hand, tapping an option,
errors, a dropped connection, a refused token, a small screen."""
import pytest

from tests import phonepage as P
from tests.phonepage import module_browser as browser, wait_for  # noqa: F401  (the browser fixture)

pytest.importorskip("aiohttp")


def test_the_page_shows_the_seat_after_the_tv_accepts(browser):
    with P.FakeServer(accept=False) as srv:
        page = browser.call(lambda b: b.open("p2", srv.url()))
        s = wait_for(browser, page, lambda s: s["veil"] and "Waiting" in s["veil"])
        assert s["veil"] == "Waiting for the TV to accept..."
        srv.run(srv.push, P.canned_state())
        s = wait_for(browser, page, lambda s: s["veil"] is None)
        assert s["veil"] is None and s["version"] == 1
        assert (s["seat"], s["fighter"]) == ("P2", "Ken")
        assert s["hand"] == ["Hadoken", "Shoryuken", "Forward Step", "Focus Attack"]
        assert s["sprint"][:2] == ["Sprint 1", "Sprint 2"]
        assert (s["health"], s["max_health"], s["ex"]) == (4, 6, 2)
        assert (s["deck"], s["discard"], s["round"]) == ("9", "3", "Round 1")
        assert s["abilities"][:2] == ["Shoryuken", "Hadoken"]
        assert s["now"].count("Upgraded") == 1 and s["now"].count("Standard") == 3
        assert s["meter"] == ["Jab", "Roundhouse"]
        assert s["log"][-1] == "P2 plays Jab." and len(s["log"]) == 6
        assert s["deciding"] and s["options"][0] == "Play Hadoken"
        assert s["sections"][0] == "Fighter Phase: Play a Style Card"
        browser.call(lambda b: page.close())
    assert not browser.errors


def test_issue32_item1_the_header_shows_the_seats_shape_not_its_colour_alone(browser):
    with P.FakeServer() as srv:
        page = browser.call(lambda b: b.open("p2", srv.url()))
        wait_for(browser, page, lambda s: s["version"] == 1)     # connected: a push now reaches the page
        for seat, shape in ((1, "square"), (3, "diamond"), (0, "circle"), (2, "triangle")):
            srv.run(srv.push, P.canned_state(seat=seat, version=seat + 10))
            s = wait_for(browser, page, lambda s, v=seat + 10: s["version"] == v)
            assert s["version"] == seat + 10 and s["mark"] == shape       # ui/paint/seatmarks.py's shape for this seat
        browser.call(lambda b: page.close())
    assert not browser.errors


def test_a_tap_sends_the_option_with_the_version_and_an_error_shows(browser):
    with P.FakeServer() as srv:
        page = browser.call(lambda b: b.open("p2", srv.url()))
        wait_for(browser, page, lambda s: s["deciding"])
        browser.call(lambda b: page.locator('#options .opt[data-option="2"]').tap())
        s = wait_for(browser, page, lambda s: not s["deciding"])
        chosen = [m for m in srv.received if m["type"] == "choose"]
        assert chosen == [{"type": "choose", "version": 1, "option": 2}]
        assert s["version"] == 2 and s["prompt"] == "P1 · Ryu decides: move 2"
        srv.run(srv.push, {"type": "error", "message": "That option is no longer legal."})
        s = wait_for(browser, page, lambda s: s["toast"])
        assert s["toast"] == "That option is no longer legal."
        browser.call(lambda b: page.close())


def test_a_dropped_connection_comes_back_with_its_token(browser):
    with P.FakeServer() as srv:
        page = browser.call(lambda b: b.open("p2", srv.url()))
        wait_for(browser, page, lambda s: s["version"] == 1)
        srv.run(srv.drop)
        wait_for(browser, page, lambda s: s["veil"] and "Reconnecting" in s["veil"], timeout=5)
        s = wait_for(browser, page, lambda s: s["veil"] is None and srv.connects == 2)
        assert srv.connects == 2 and s["veil"] is None and s["hand"]
        browser.call(lambda b: page.close())


def test_item14_the_page_keeps_the_tvs_secret_and_presents_it_on_reconnecting(browser):
    with P.FakeServer(secret="s3cret-from-the-tv-") as srv:
        page = browser.call(lambda b: b.open("p2", srv.url()))
        wait_for(browser, page, lambda s: s["version"] == 1)
        assert "secret" not in srv.queries[0]                   # the first time: the code alone
        srv.run(srv.drop)
        wait_for(browser, page, lambda s: s["veil"] is None and srv.connects == 2)
        assert srv.queries[1] == {"token": "tok-seat-two-abcdef", "secret": "s3cret-from-the-tv-1"}
        srv.run(srv.drop)
        wait_for(browser, page, lambda s: s["veil"] is None and srv.connects == 3)
        assert srv.queries[2]["secret"] == "s3cret-from-the-tv-2"   # the renewed one, each time
        browser.call(lambda b: page.reload())                        # a reload (a tab the phone discarded)
        wait_for(browser, page, lambda s: s["veil"] is None and srv.connects == 4)
        assert srv.queries[3]["secret"] == "s3cret-from-the-tv-3"
        browser.call(lambda b: page.close())


def test_a_refused_token_says_so_and_stops(browser):
    with P.FakeServer() as srv:
        page = browser.call(lambda b: b.open("p2", srv.url("not-the-right-token")))
        s = wait_for(browser, page, lambda s: s["veil"] and "not valid" in s["veil"])
        assert s["veil"] == "This seat's code is not valid."
        browser.call(lambda b: page.wait_for_timeout(1500))
        assert srv.connects == 1, "a refused phone does not knock again by itself"
        browser.call(lambda b: page.close())


def test_no_token_asks_for_the_qr_code(browser):
    with P.FakeServer() as srv:
        page = browser.call(lambda b: b.open("p2", f"http://127.0.0.1:{srv.port}/"))
        s = wait_for(browser, page, lambda s: s["veil"] and "QR" in s["veil"])
        assert "Scan" in s["veil"] and srv.connects == 0
        browser.call(lambda b: page.close())


def test_fits_a_small_phone_in_portrait(browser):
    with P.FakeServer() as srv:
        def small(b):
            page = b.open("small", srv.url())
            page.set_viewport_size({"width": 360, "height": 640})
            page.wait_for_selector("#options .opt")
            width = page.evaluate("document.documentElement.scrollWidth")
            smallest = page.evaluate("""Math.min(...Array.from(document.querySelectorAll(
                '.opt-label, .card-text, .prompt-text, .log li')).map(e => parseFloat(getComputedStyle(e).fontSize)))""")
            tap = page.evaluate("Math.min(...Array.from(document.querySelectorAll('.opt')).map(e => e.getBoundingClientRect().height))")
            page.close()
            return width, smallest, tap
        width, smallest, tap = browser.call(small)
        assert width <= 360, "no sideways scrolling"
        assert smallest >= 14, "readable at arm's length"
        assert tap >= 48, "options are large buttons"


def test_the_page_and_the_real_server_agree_on_the_protocol(browser):
    """The app's own server (phones/server.py, no app): join, the TV's accept, a state from a real
    game (protocol.state), a tap arriving as ("choose", seat, version, option)."""
    pytest.importorskip("aiohttp")
    import time
    from legends.engine import Game
    from legends.ui.phones import protocol
    from legends.ui.phones.server import PhoneServer
    game = Game.new({"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 1,
                     "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                                 {"fighter": "ken", "style": "rushdown", "rival": "fang"}]})
    srv = PhoneServer(seats=2, host="127.0.0.1", port=0)
    assert srv.start(), srv.error
    try:
        page = browser.call(lambda b: b.open("p2", srv.url(1)))
        events, end = [], time.monotonic() + 10
        while ("join", 1) not in events and time.monotonic() < end:
            events += srv.poll()
            time.sleep(0.02)
        assert ("join", 1) in events
        assert wait_for(browser, page, lambda s: s["veil"] and "Waiting" in s["veil"])["seat"]
        srv.accept(1)
        options = [(str(a), a) for a in game.legal_actions()]
        srv.push(1, protocol.state(game.view, game.box, 1, version=7, prompt="P2 · Ken decides",
                                   deciding=True, options=options, color="#3c82e6", buzz="decide"))
        s = wait_for(browser, page, lambda s: s["deciding"])
        assert s["veil"] is None and s["version"] == 7 and s["fighter"] == "Ken"
        assert s["options"] == [label for label, _ in options]
        assert len(s["hand"]) == len(game.view.fighter(1)["hand"])
        browser.call(lambda b: page.locator('#options .opt[data-option="1"]').tap())
        end = time.monotonic() + 10
        while not any(e[0] == "choose" for e in events) and time.monotonic() < end:
            events += srv.poll()
            time.sleep(0.02)
        assert ("choose", 1, 7, 1) in events
        browser.call(lambda b: page.close())
    finally:
        srv.stop()
