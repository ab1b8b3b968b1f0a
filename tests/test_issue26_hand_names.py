"""Every card name of the deciding hand whole (issue 26, fourth pass, finding 6): a fan of 5 cards
in the right column at 1728x972 (a 1920x1080 screen's window, four seats) hid each card's right
end under the next one ("Calm Mi", "Gauge B", "HEA"); a fan of 6 shows 54 px of a card, narrower
than "Momentum" at 12 px. A hand whose cards would overlap is now a grid of strips at every size
(as it was at 720p), each card whole, none over another, its name drawn whole."""
import pytest

from legends.ui.table import boards
from legends.ui.table.hand import card_width

from tables import module_app, position, record, table

app = module_app("hand_names")
SIX = ["zoner_10", "zoner_05", "zoner_01", "zoner_02", "zoner_03", "zoner_06"]
LONG = ["zoner_11", "zoner_13", "zoner_06", "zoner_09", "zoner_04", "zoner_01"]     # the deck's longest names


def hand_table(app, n, window, hand):
    fighters = position(n)["fighters"]
    fighters[0]["hand"] = hand
    return table(app, n, window, fighters=fighters)


@pytest.mark.parametrize("window", [(1728, 972), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("cards", [5, 6])
@pytest.mark.parametrize("n", [2, 4])
@pytest.mark.parametrize("deck", [SIX, LONG])
def test_every_card_name_in_the_hand_is_whole(app, window, cards, n, deck):
    sc = hand_table(app, n, window, deck[:cards])
    assert sc.L.size == window
    marks = record(app, sc)
    shown = list(sc.game.view.fighter(0)["hand"])
    assert len(shown) == cards
    area = boards.cards_rect(sc.L.hand)
    rects, _ = boards.hand_layout(area, cards, card_width(area))
    assert len(rects) == cards and all(sc.L.hand.contains(r) for r in rects), (rects, sc.L.hand)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects   # none under another
    names = [sc.game.box.style_card(c).name for c in shown]
    texts = [m for m in marks if m.kind == "text" and m.what in names]
    for name in names:
        assert [m for m in texts if m.what == name and m.box.contains(m.rect)], f"{name} not drawn whole"
    assert not [m.what for m in marks if m.kind == "cut" and m.what in names]
    hots = [h.rect for h in sc.hots if h.ref and h.ref[0] == "hand"]
    assert len(hots) == cards
    app.set_window_size((1920, 1080))
