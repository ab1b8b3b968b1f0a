"""Issue 26, fourth pass ("New findings" 7, on the phone): in headless Chromium at 390x844 against
the fake server (tests/phonepage.py). The buzz note covered the top of the fighter board on a fresh
page (it was fixed over the bottom of the screen): it is in the page's flow now, over nothing. The
options were half the panel wide in one column, "FIGHTER PHASE" / "SPRINT" between every pair (play
X, sprint with X, play Y ...): every button is the panel's width, each group titled once, and each
button keeps its number in the TV's list."""
import pytest

from tests import phonepage as P
from tests.phonepage import module_browser as browser, wait_for  # noqa: F401  (the browser fixture)

pytest.importorskip("aiohttp")

CARDS = ["Landing Recovery", "Super Jump", "Wall Jump"]


def turn_options():
    """A fighter phase's options as the engine lists them: play a card, sprint with it, for each card."""
    opts = []
    for k, c in enumerate(CARDS):
        opts += [{"label": f"Play {c}", "section": "Fighter Phase"},
                 {"label": f"Sprint {k + 2} with {c}", "section": "Sprint"}]
    opts.append({"label": "End the fighter phase (draw 2)", "section": "Fighter Phase"})
    return [dict(o, i=i) for i, o in enumerate(opts)]


def turn_state(version=1, deciding=True, **over):
    return P.canned_state(version=version, deciding=deciding, options=turn_options() if deciding else [],
                          prompt="P2 · Ken decides: play style card 1 of 2", **over)


def setup_state(version=1, deciding=False, **over):
    return P.canned_state(version=version, deciding=False, prompt="The TV is setting up the game", **over)


def layout(page):
    """The buzz note's box and position, the other shown parts' boxes, the options' widths and their
    group titles with the numbers and sections of the buttons under each."""
    return page.evaluate("""() => {
      const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
      const note = document.getElementById('buzz-note');
      const parts = Array.from(document.querySelectorAll('main > *, header'))
        .filter(e => e !== note && !e.hidden && e.getBoundingClientRect().height > 0)
        .map(e => [e.id || e.className, box(e)]);
      const groups = [];
      for (const e of document.querySelectorAll('#options > *')) {
        if (e.classList.contains('opt-group')) groups.push([e.textContent, []]);
        else groups[groups.length - 1][1].push([e.querySelector('.opt-n').textContent, e.dataset.section]);
      }
      return {note: note.hidden ? null : box(note), position: getComputedStyle(note).position, parts,
              panel: document.getElementById('options').getBoundingClientRect().width,
              widths: Array.from(document.querySelectorAll('#options .opt')).map(b => b.getBoundingClientRect().width),
              groups};
    }""")


def overlaps(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("state", [setup_state, turn_state])
def test_the_buzz_note_is_in_the_flow_over_nothing(browser, state):
    with P.FakeServer(state=state) as srv:
        page = browser.call(lambda b: b.open(f"note-{state.__name__}", srv.url(), fresh=True))
        wait_for(browser, page, lambda s: s["version"] == 1 and s["veil"] is None)
        lay = browser.call(lambda b: layout(page))
        assert lay["note"] is not None, "a fresh page says a tap lets it buzz"
        assert lay["position"] == "static"
        names = [name for name, _ in lay["parts"]]
        assert "board" in names and "top" in names and len(names) >= 5, names
        assert [name for name, r in lay["parts"] if overlaps(r, lay["note"])] == []
        browser.call(lambda b: page.close())


def test_the_options_are_full_width_and_each_group_is_titled_once(browser):
    with P.FakeServer(state=turn_state) as srv:
        page = browser.call(lambda b: b.open("groups", srv.url(), fresh=True))
        wait_for(browser, page, lambda s: s["version"] == 1 and s["deciding"])
        lay = browser.call(lambda b: layout(page))
        assert [g for g, _ in lay["groups"]] == ["Fighter Phase", "Sprint"]
        assert lay["groups"][0][1] == [["1", "Fighter Phase"], ["3", "Fighter Phase"], ["5", "Fighter Phase"],
                                       ["7", "Fighter Phase"]]
        assert lay["groups"][1][1] == [["2", "Sprint"], ["4", "Sprint"], ["6", "Sprint"]]
        assert len(lay["widths"]) == 7 and all(abs(w - lay["panel"]) <= 1 for w in lay["widths"]), lay
        browser.call(lambda b: page.locator('#options .opt[data-option="3"]').tap())   # "Sprint 3 with Super Jump"
        wait_for(browser, page, lambda s: srv.received_choices())
        assert srv.received_choices() == [3]          # the option's own index, in the TV's list
        browser.call(lambda b: page.close())
