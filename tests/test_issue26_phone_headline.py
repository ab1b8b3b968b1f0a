"""Issue 26, sixth pass, finding 8: on P2's phone "P2 Blanka Turn 6 · Nemesis phase" was too wide,
so the connection dot wrapped to a line of its own and the sticky stripe grew by a line. The page
against the fake server (tests/phonepage.py) in headless Chromium at 390 and 320 px wide, with the
longest headlines a game sends: the seat, the fighter, the turn, the phase and the dot on one line,
none of the texts cut (at 320 px the phase drops its word "phase"), and the status line one line
under it."""
import pytest

from tests import phonepage as P
from tests.phonepage import module_browser as browser  # noqa: F401  (the browser fixture)

pytest.importorskip("aiohttp")

# the longest names and turns: "E. Honda" is the widest fighter's name, a game lasts up to 20 turns
HEADLINES = [("P2 · Blanka", 6, "Nemesis phase"), ("P2 · E. Honda", 12, "Nemesis phase"),
             ("P4 · Zangief", 20, "Nemesis phase"), ("P3 · Chun-Li", 20, "Fighter phase")]

MEASURE = """() => {
  const r = id => { const b = document.getElementById(id).getBoundingClientRect();
                    return {top: b.top, bottom: b.bottom, left: b.left, right: b.right, height: b.height}; };
  const cut = id => { const e = document.getElementById(id); return e.scrollWidth - e.clientWidth; };
  const stats = Array.from(document.querySelectorAll('#status .stat')).filter(e => !e.hidden)
    .map(e => e.getBoundingClientRect().top);
  return {top: r('top'), headline: r('headline'), pill: r('seat-pill'), name: r('fighter-name'),
          turnline: r('turnline'), dot: r('link'), status: r('status'), stats: stats,
          cut: {name: cut('fighter-name'), turnline: cut('turnline')},
          shown: document.getElementById('turnline').innerText, width: window.innerWidth};
}"""


def headline_state(player, turn, phase):
    def state(version=1, deciding=True, **over):
        return P.canned_state(version=version, deciding=deciding, player=player, turn=turn, phase=phase, **over)
    return state


def measure(browser, player, turn, phase, width):
    return P.measured(browser, f"{player}-{width}", headline_state(player, turn, phase), width, MEASURE)


@pytest.mark.parametrize("width", [390, 320])
def test_the_headline_is_one_line_with_its_dot_at_the_longest_phase(browser, width):
    seen = [measure(browser, *h, width) for h in HEADLINES]
    assert len(seen) == 4
    for (player, turn, phase), m in zip(HEADLINES, seen):
        assert m["width"] == width
        line = m["turnline"]
        # the dot sits on the turn line's line, right of it, inside the screen (it wrapped under it before)
        mid = (m["dot"]["top"] + m["dot"]["bottom"]) / 2
        assert line["top"] <= mid <= line["bottom"], (player, m)
        assert abs(m["dot"]["top"] - line["top"]) < line["height"], (player, m)
        assert line["right"] <= m["dot"]["left"] and m["dot"]["right"] <= width - 8, (player, m)
        # the pill, the fighter and the turn line share one line, the headline is one line high
        for part in ("pill", "name"):
            assert m[part]["top"] < line["bottom"] and line["top"] < m[part]["bottom"], (player, part, m)
        assert m["headline"]["height"] <= 36, (player, m)
        assert m["pill"]["right"] <= m["name"]["left"] and m["name"]["right"] <= line["left"], (player, m)
        # nothing cut: the whole fighter's name and turn line are shown, no ellipsis
        assert m["cut"] == {"name": 0, "turnline": 0}, (player, m)
        shown = f"Turn {turn} · {phase}" if width >= 375 else f"Turn {turn} · {phase.removesuffix(' phase')}"
        assert m["shown"] == shown, (player, m)
        # the status line is one line under the headline, and the stripe is those two lines
        assert len(m["stats"]) == 3 and len(set(m["stats"])) == 1, (player, m)
        assert m["status"]["top"] >= m["headline"]["bottom"]
        assert m["top"]["height"] <= 82, (player, m)       # 102.6 px at 390 and 140 at 320 before
