"""Issue 26, re-check after the eighth pass, finding 5 (picture 76, 1280x720, four seats): two of
the hint's rows read the same, "Interact: Temple Bell (disca..." twice, cut before the card that
told them apart. Where two rows' labels share their start and one does not fit its row, the shared
part is shortened first (hint_rows.apart: "Temple Bell (discard Jab)", else "Interact: discard
Jab") so the part that differs is drawn whole."""
import re
from types import SimpleNamespace

import pytest

from legends.engine import Action
from legends.ui.table import hints
from legends.ui.table.hint_rows import apart
from tables import cast, module_app, opened, record, scenario

app = module_app("hintapart")
PLAYERS = cast(("birdie", "grappler"), ("blanka", "grappler"), ("chun_li", "zoner"), ("dhalsim", "zoner"))
METER = ["grappler_10", "grappler_03"]
DOC = scenario(PLAYERS, stage="ayutthaya_ruins", turn=1,
               fighters=[{"space": "buddha", "hand": ["grappler_05"], "meter": METER}]
               + [{"space": "D4"}] * 3)


def interacting(app, window):
    sc = opened(app, DOC, window)
    g = sc.game
    acts = [a for a in g.legal_actions() if a.kind == "interact"]
    assert len(acts) == 2, g.legal_actions()
    rows = [(acts[0], 0.62, 40, 0.1, "P1 stands up; 62% est. win"), (acts[1], 0.55, 30, 0.0, "55% est. win"),
            (Action.parse("P1 end"), 0.41, 20, 0.0, "41% est. win")]
    st = [SimpleNamespace(action=a, win_chance=w, visits=n, prior=p, reason=why) for a, w, n, p, why in rows]
    sc.hints.core.state = lambda key: st
    sc.hints.seat = g.pending.seat
    sc.hints.changed()
    app.render()
    return sc, [hints.describe(g, a, 0) for a in acts]


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_two_interact_rows_show_the_card_that_tells_them_apart(app, window):
    sc, labels = interacting(app, window)
    marks = record(app, sc)
    assert labels[0].startswith("Interact: Temple Bell (discard ") and labels[0] != labels[1], labels
    cards = [label[label.index("(discard ") + 1:].rstrip(")") for label in labels]     # "discard Jab"
    drawn = [str(m.what) for m in marks if m.kind == "font" and "disca" in str(m.what)
             and not re.match(r"^\d+\. ", str(m.what))]           # the hint's rows, not the options list
    rows = [[t for t in drawn if t.rstrip(")").endswith(card)] for card in cards]
    assert len(rows) == 2 and all(len(r) == 1 for r in rows), (drawn, cards)     # each row's card whole
    assert rows[0] != rows[1]
    assert not [t for t in drawn if t.endswith("...") or "(disca..." in t], drawn
    assert len({rows[i][0].rstrip(")")[:-len(cards[i])] for i in range(2)}) == 1, drawn   # the rows in one form
    if window == (1280, 720):               # cut there before: "Interact: Temple Bell (disca..." twice
        assert not [t for t in drawn if t in labels], drawn


def test_apart_shortens_the_shared_start_before_the_difference():
    import legends.ui.assets as assets
    f = assets.font(12, True)
    a, b = "Interact: Temple Bell (discard Wall Jump)", "Interact: Temple Bell (discard Dive Kick)"
    room = f.size(a)[0] - 10
    got = apart([a, b, "End the fighter phase"], [room] * 3, 12)
    assert len(got) == 3 and got[2] == "End the fighter phase"
    assert got[0].endswith("(discard Wall Jump)") and got[1].endswith("(discard Dive Kick)"), got
    assert all(f.size(t)[0] <= room for t in got[:2]), got
    assert got[0] == "Temple Bell (discard Wall Jump)"
    mid = f.size("Interact: discard Wall Jump")[0]           # the shared "Temple Bell (" left out
    assert apart([a, b], [mid, mid], 12) == ["Interact: discard Wall Jump", "Interact: discard Dive Kick"]
    narrow = f.size("... (discard Wall Jump)")[0] + 2
    got = apart([a, b], [narrow, narrow], 12)
    assert got == ["... (discard Wall Jump)", "... (discard Dive Kick)"], got
    assert apart([a, b], [999, 999], 12) == [a, b]               # whole where they fit
    assert apart([a, a], [room, room], 12) == [a, a]             # the same option twice: nothing to tell


def test_labels_with_no_head_keep_their_first_and_last_shared_words():
    import legends.ui.assets as assets
    f = assets.font(12, True)
    a, b = "Push Blanka to Reclining Buddha", "Push Blanka to C4"
    room = f.size("Push... to Reclining Buddha")[0]
    assert f.size(a)[0] > room >= f.size(b)[0]
    got = apart([a, b], [room, room], 12)
    assert got == ["Push... to Reclining Buddha", "Push... to C4"], got
    assert all(f.size(t)[0] <= room for t in got), got
    c = "Push Chun-Li to Reclining Buddha"                     # a shared verb alone: cut at its end as before
    assert apart([a, b, c], [room] * 3, 12)[2] == c
