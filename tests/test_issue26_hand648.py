"""Issue 26, the last looks: a hand of 3-4 cards at 1152x648 read as if cut. Measured over every
style deck's longest names, 1-4 seats, the deciding hand and one looked at (PageDown): each card's
name is drawn whole (a hand of 3 or more there is a column or a grid of strips: boards/hand.py),
none cut with "..."; this keeps it so."""
import pygame
import pytest

from legends.devtools.testing import key
from tables import cast, module_app, opened, position, record

app = module_app("hand648")
STYLES = ["zoner", "shoto", "grappler", "rushdown", "counter", "aerial"]


def names_drawn(marks) -> dict:
    """card id -> [(kind, what)] of the text and cut marks its strip or card noted."""
    out, cur = {}, None
    for m in marks:
        if m.kind == "card":
            cur = m.what[1] if m.what[0] in ("strip", "style") else None
        elif cur is not None and m.kind in ("text", "cut"):
            out.setdefault(cur, []).append((m.kind, m.what))
    return out


@pytest.mark.parametrize("look", [False, True])
@pytest.mark.parametrize("k", [3, 4])
@pytest.mark.parametrize("style", STYLES)
def test_three_or_four_hand_cards_at_1152_keep_their_names_whole(app, style, k, look):
    longest = [c.id for c in sorted(app.box.styles[style].cards, key=lambda c: -len(c.name))[:k]]
    doc = position(4)
    doc["setup"]["players"] = cast(("birdie", style), ("dhalsim", style))
    for f in doc["fighters"][:2]:
        f.update(hand=longest, meter=[], upgraded=[])
    sc = opened(app, doc, (1152, 648))
    if look:
        key(app, pygame.K_PAGEDOWN)
        app.step(0.05, [])
    drawn = names_drawn(record(app, sc))
    assert len(longest) == k
    for cid in longest:
        name = app.box.style_card(cid).name
        said = drawn.get(cid, [])
        assert ("text", name) in said and [w for kd, w in said if kd == "cut"] == [], (cid, said)
