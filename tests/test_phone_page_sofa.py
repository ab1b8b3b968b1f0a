"""Issue 26, items 7 to 10 ("On the phone"): the page against the fake server (tests/phonepage.py)
in headless Chromium at 390x844. The result and what comes next, the server gone and back,
refusals that knock again, a silent link given up, the status line in sight, the map's choices,
optional abilities, a refused tap, sections once, no failed request, the buzz note."""
import pytest

from tests import phonepage as P
from tests.phonepage import module_browser as browser, wait_for  # noqa: F401  (the browser fixture)

pytest.importorskip("aiohttp")

FAST = "window.LEGENDS_TIMING = {ping: 300, dead: 1500, retry: 400};"


def open_page(browser, srv, key="p2", init=FAST):
    page = browser.call(lambda b: b.open(key, srv.url(), init=init))
    wait_for(browser, page, lambda s: s["version"] == 1 and s["veil"] is None)
    return page


# --- 7: the evening moves on --------------------------------------------------------------------------
def test_item7_the_phone_shows_the_result_and_what_comes_next(browser):
    over = {"won": False, "title": "Defeat", "reason": "Ryu is defeated in Round 2. The fighters lose.",
            "turns": 8, "next": "The TV is choosing the next game (Play again, New game or Back to title)."}
    with P.FakeServer() as srv:
        page = open_page(browser, srv)
        srv.run(srv.push, P.canned_state(version=2, deciding=False, over=over, prompt=over["next"]))
        s = wait_for(browser, page, lambda s: s["over"])
        assert "Defeat" in s["over"] and "Ryu is defeated in Round 2" in s["over"] and "Turns played: 8" in s["over"]
        assert "choosing the next game" in s["over"] and not s["deciding"] and s["veil"] is None
        browser.call(lambda b: page.close())


def test_item7_the_server_gone_for_the_title_the_page_waits_and_comes_back_by_itself(browser):
    with P.FakeServer() as srv:
        page = open_page(browser, srv)
        srv.run(srv.push, {"type": "ended", "reason": "away", "message": "The TV went back to its menus.",
                           "next": "Keep this page open: this phone joins the next game by itself.", "again": True})
        srv.held = 3                                    # the next knocks find no seat yet ...
        srv.run(srv.drop)
        s = wait_for(browser, page, lambda s: srv.connects >= 3)
        assert s["veil"] == "The TV went back to its menus." and "joins the next game" in s["veil_next"]
        assert "Reconnecting" not in s["veil"]
        s = wait_for(browser, page, lambda s: s["veil"] is None and srv.connects >= 4)     # ... then it is back
        assert s["veil"] is None and s["hand"] and srv.connects == 4
        browser.call(lambda b: page.close())


def test_item7_phones_switched_off_the_page_says_so_and_stops_knocking(browser):
    with P.FakeServer() as srv:
        page = open_page(browser, srv)
        srv.run(srv.push, {"type": "ended", "reason": "off", "message": "Phones were switched off on the TV.",
                           "next": "To play from this phone again: turn Invite phones on and scan the new code.",
                           "again": False})
        srv.run(srv.drop)
        s = wait_for(browser, page, lambda s: s["veil"] == "Phones were switched off on the TV.")
        assert "scan the new code" in s["veil_next"]
        browser.call(lambda b: page.wait_for_timeout(1000))      # 2.5 times FAST's retry: a knock would be in
        assert srv.connects == 1, "switched off: the page does not knock again"
        browser.call(lambda b: page.close())


# --- 8: reconnecting by itself --------------------------------------------------------------------------
def test_item8_a_seat_still_held_is_tried_again_by_itself(browser):
    with P.FakeServer(held=2) as srv:                   # twice "P2 already has a phone connected", then in
        page = browser.call(lambda b: b.open("p2", srv.url(), init=FAST))
        s = wait_for(browser, page, lambda s: s["veil"] and "already has a phone" in s["veil"])
        assert s["veil_next"] == "This phone tries again by itself."
        s = wait_for(browser, page, lambda s: s["veil"] is None and s["version"] == 1)
        assert s["veil"] is None and srv.connects == 3
        browser.call(lambda b: page.close())


def test_item8_a_link_gone_silent_is_given_up_and_opened_again(browser):
    with P.FakeServer() as srv:
        page = open_page(browser, srv, init="window.LEGENDS_TIMING = {ping: 200, dead: 800, retry: 400};")
        srv.mute = True                                 # no pong any more (the Wi-Fi went away without a word)
        s = wait_for(browser, page, lambda s: srv.connects >= 2, timeout=8)
        assert srv.connects >= 2, "the page gave the silent link up and knocked again"
        srv.mute = False
        s = wait_for(browser, page, lambda s: s["veil"] is None)
        assert s["veil"] is None and any(m["type"] == "ping" for m in srv.received)
        browser.call(lambda b: page.close())


# --- 9: what the player needs, in sight -----------------------------------------------------------------
def test_item9_the_status_line_stays_at_the_top_while_scrolling(browser):
    with P.FakeServer() as srv:
        page = open_page(browser, srv)
        def status(b):
            page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            page.wait_for_timeout(100)
            r = page.evaluate("(() => { const r = document.getElementById('status').getBoundingClientRect();"
                              " return [r.top, r.bottom, window.scrollY]; })()")
            return r
        top, bottom, scrolled = browser.call(status)
        assert scrolled > 500 and top >= 0 and bottom <= 844
        s = P.snapshot_in(browser, page)
        assert "Health 4/6" in s["status"] and "EX 2/5" in s["status"] and "Combo 2/3" in s["status"]
        browser.call(lambda b: page.close())


def test_item9_the_map_marks_the_choices_and_a_tap_on_it_picks_one(browser):
    with P.FakeServer(state=P.canned_map_state) as srv:
        page = open_page(browser, srv)
        s = P.snapshot_in(browser, page)
        assert set(s["map_figures"]) == {"F2", "m1", "m2"}
        assert sorted(set(s["map_choices"])) == ["A1", "C3", "console", "m1"]  # from each option's to / target
        browser.call(lambda b: page.locator('#map rect.choice[data-space="console"]').first.tap())
        wait_for(browser, page, lambda s: not s["deciding"])
        assert [m for m in srv.received if m["type"] == "choose"] == [{"type": "choose", "version": 1, "option": 2}]
        browser.call(lambda b: page.close())


def test_item9_two_choices_on_one_square_ask_which(browser):
    with P.FakeServer(state=P.canned_map_state) as srv:
        page = open_page(browser, srv)
        browser.call(lambda b: page.locator('#map rect.choice[data-space="C3"]').tap())
        labels = browser.call(lambda b: page.locator("#map-pick .opt-label").all_text_contents())
        assert labels == ["Push M2 to C3", "Pull M2 to C3"] and not srv.received_choices()
        browser.call(lambda b: page.locator("#map-pick .opt").nth(1).tap())
        wait_for(browser, page, lambda s: not s["deciding"])
        assert srv.received_choices() == [5]
        browser.call(lambda b: page.close())


def test_item9_a_target_figure_on_the_map_is_tapped(browser):
    with P.FakeServer(state=P.canned_map_state) as srv:
        page = open_page(browser, srv)
        browser.call(lambda b: page.locator('#map circle.choice[data-figure="m1"]').tap())
        wait_for(browser, page, lambda s: not s["deciding"])
        assert srv.received_choices() == [3]
        browser.call(lambda b: page.close())


def test_item9_optional_abilities_in_a_teammates_turn_say_optional(browser):
    opts = [{"i": 0, "label": "Use Quick Step (joystick)", "section": "Combo Meter and Ability Cards"}]
    with P.FakeServer(state=lambda version, **kw: P.canned_state(version=version, options=opts, optional=True,
                                                                 active="P1 · Ryu", buzz=None)) as srv:
        page = open_page(browser, srv)
        s = P.snapshot_in(browser, page)
        assert s["deciding"] and s["decide_title"] == "Optional: your abilities"
        mine = browser.call(lambda b: page.evaluate("document.getElementById('prompt').classList.contains('mine')"))
        assert not mine, "the prompt does not call it the player's move"
        browser.call(lambda b: page.close())


def test_item9_a_refused_tap_loses_its_sent_highlight(browser):
    with P.FakeServer() as srv:
        page = open_page(browser, srv)
        srv.version = 99                                # the server has moved on: the tap is refused
        browser.call(lambda b: page.locator('#options .opt[data-option="1"]').tap())
        s = wait_for(browser, page, lambda s: s["toast"])
        assert s["toast"] == "That option is no longer legal."
        assert not any(s["sent"]) and all(s["enabled"])
        browser.call(lambda b: page.close())


def test_item9_each_section_is_named_once_for_its_group(browser):
    with P.FakeServer(state=P.canned_map_state) as srv:
        page = open_page(browser, srv)
        s = P.snapshot_in(browser, page)
        assert s["groups"] == ["Card and Ability Actions"] and len(s["options"]) == 6
    with P.FakeServer() as srv:
        page = open_page(browser, srv, key="p2b")
        s = P.snapshot_in(browser, page)
        assert s["groups"] == ["Fighter Phase: Play a Style Card", "Fighter Phase: Sprint",
                               "Abilities", "Fighter Phase"]       # each group once (issue 26, fourth pass)
        browser.call(lambda b: page.close())


# --- 10: small things ---------------------------------------------------------------------------------
def test_item10_no_request_fails_and_the_page_says_a_tap_lets_it_buzz(browser):
    with P.FakeServer() as srv:
        browser.failed.clear()
        page = open_page(browser, srv)
        note = browser.call(lambda b: page.evaluate("!document.getElementById('buzz-note').hidden"))
        assert note, "before a tap the page says the phone buzzes only after one"
        browser.call(lambda b: page.locator("#hand").tap())
        note = browser.call(lambda b: page.evaluate("!document.getElementById('buzz-note').hidden"))
        assert not note
        browser.call(lambda b: page.reload())
        wait_for(browser, page, lambda s: s["veil"] is None)
        assert browser.failed == [], browser.failed       # no /favicon.ico 404 on any load
        browser.call(lambda b: page.close())
