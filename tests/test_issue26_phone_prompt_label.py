"""Issue 26, re-check after the eighth pass, finding 7: while the TV showed the nemesis phase, the
phone's prompt ran the TV's label into the step: "P2 · NEMESIS PHASE Nemesis card Regroup
(triangle): Dirty Bull." The phone's prompt now has the label on a line of its own
("P2 · NEMESIS PHASE\\n...", phones/tv.py phone_prompt), which the page draws as a chip above the
step. The page against the fake server (tests/phonepage.py) in headless Chromium at 390 and 320 px."""
import pytest

from tests import phonepage as P
from tests.phonepage import module_browser as browser  # noqa: F401  (the browser fixture)

pytest.importorskip("aiohttp")

STEP = "Nemesis card Regroup (triangle): Dirty Bull."
PROMPTS = [(f"P2 · NEMESIS PHASE\n{STEP}", "P2 · NEMESIS PHASE", STEP),
           ("P1 · Ryu\nRyu moves to C3.", "P1 · Ryu", "Ryu moves to C3."),
           ("P2 · Ken decides: play style card 1 of 2", "", "P2 · Ken decides: play style card 1 of 2")]

MEASURE = """() => {
  const b = id => { const e = document.getElementById(id).getBoundingClientRect();
                    return {top: e.top, bottom: e.bottom, left: e.left, right: e.right}; };
  const l = document.getElementById('prompt-label');
  return {label: l.hidden ? null : l.textContent, text: document.getElementById('prompt-text').textContent,
          whole: document.getElementById('prompt').innerText, labelBox: b('prompt-label'), textBox: b('prompt-text'),
          width: window.innerWidth};
}"""


def shown(browser, prompt, width):
    def state(version=1, deciding=False, **over):
        return P.canned_state(version=version, deciding=deciding, phase="Nemesis phase", prompt=prompt, **over)
    return P.measured(browser, f"label-{width}-{len(prompt)}", state, width, MEASURE)


@pytest.mark.parametrize("width", [390, 320])
def test_the_tvs_label_stands_apart_from_the_step_it_shows(browser, width):
    seen = [shown(browser, p, width) for p, _, _ in PROMPTS]
    assert len(seen) == 3
    for (prompt, label, text), m in zip(PROMPTS, seen):
        assert m["width"] == width
        assert m["text"] == text, (prompt, m)
        if not label:                       # a decision's prompt: no label, as before
            assert m["label"] is None, m
            continue
        assert m["label"] == label, m
        # the label above the step on a line of its own: never "NEMESIS PHASE Nemesis card ..."
        assert m["labelBox"]["bottom"] <= m["textBox"]["top"] + 1, m
        assert m["whole"].split("\n")[-2:] == [label, text], m
        assert m["labelBox"]["right"] <= width - 8, m


def test_the_phone_prompt_while_the_table_shows_the_nemesis_phase_puts_its_label_first():
    """The TV's side: phone_prompt's label and step are two lines (the page splits at the first)."""
    from legends.ui.phones import tv

    class Anim:
        active, cur, waiting = True, None, False

        def upto(self):
            return 1

    class View:
        log = [{"text": STEP}]

    class Game:
        view = View()

    class Sc:
        anim, game = Anim(), Game()

        def turn_view(self):
            return None, 1, "nemesis"

    got = tv.phone_prompt(Sc())
    assert got == f"P2 · NEMESIS PHASE\n{STEP}"
    assert got.split("\n", 1) == ["P2 · NEMESIS PHASE", STEP]
