"""Issue 26's seventh playtest pass (docs/playtests/issue-26.md, "Seventh pass", findings 6 and 8):
on the phone every optional ability button began with its seat ("P2: Electric Thunder: discard
Reversal + Parry", picture 53) though the page is P2's and its header names it; on the TV the hint
rank badges on the hand's cards covered the cards' keywords ("WITHDR2", "KNOCKB3", picture 58)."""
import pytest

pytest.importorskip("pygame")

from legends.engine import Game  # noqa: E402
from legends.ui.phones import protocol  # noqa: E402
from legends.ui.table.inputmode import describe  # noqa: E402
from tests.phones import SETUP  # noqa: E402
from legends.content import default_box  # noqa: E402


def test_finding8_a_phone_button_does_not_repeat_its_own_seat():
    """P2's options described while P1 decides (the TV's list says whose they are: "P2: ...");
    P2's page gets them without the "P2: ", its header already says P2."""
    box = default_box()
    g = Game.new(SETUP, box)
    mine = [a for a in g.legal_actions() if a.seat == 0]
    assert len(mine) >= 2
    on_tv = [(describe(g, a, decision_seat=1), a) for a in mine]
    assert all(label.startswith("P1: ") for label, _ in on_tv)
    st = protocol.state(g.view, box, 0, version=1, prompt="", deciding=True, options=on_tv,
                        optional=True)
    labels = [o["label"] for o in st["options"]]
    assert len(labels) == len(mine)
    assert labels == [describe(g, a) for a in mine]
    assert not any(lab.startswith("P1:") for lab in labels)
    # another seat's label (not this page's) keeps its seat: the page would not know it otherwise
    other = protocol.option_list([("P2: Use Quick Step", mine[0])], seat=0)
    assert [o["label"] for o in other] == ["P2: Use Quick Step"]
