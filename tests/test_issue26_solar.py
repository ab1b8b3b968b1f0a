"""Issue 26, the last looks: "Solar Plex." / "Strike" on a meter card. A narrow board's two-row
meter at 1280x720 (four seats) gave Ryu's two cards 81x35 strips in its first row, the second row
empty: the cards now take a row each across the grid where the first row would shorten a word
(167x35: "Solar Plexus Strike" whole); a strip tall enough for three lines of whole words (79x49, two
seats at 1280x720) sets them so ("Solar" / "Plexus" / "Strike") before shortening one."""
import pytest

from legends.ui import paint
from legends.ui.paint import cards as D
from legends.ui.table.boards import seat as boards
from tables import cast, module_app, opened, scenario

app = module_app("solar")
CAST = cast(("ryu", "shoto"), ("ken", "shoto"), ("birdie", "shoto"), ("dhalsim", "shoto"))


def strips(app, monkeypatch, window, n, meter, active=0):
    seen = []
    real = paint.mini_card
    monkeypatch.setattr(boards.paint, "mini_card", lambda c, d, w, h: seen.append((c.name, w, h)) or real(c, d, w, h))
    doc = scenario(CAST[:n], stage="ayutthaya_ruins", turn=1, active=active,
                   fighters=[{"space": "D4", "meter": meter} for _ in range(n)])
    sc = opened(app, doc, window)
    sc.relayout(sc.L.size)
    app.render()
    return list(dict.fromkeys(seen))


@pytest.mark.parametrize("window,n", [((1280, 720), 4), ((1280, 720), 2), ((1920, 1080), 4), ((1152, 648), 2)])
def test_two_meter_cards_read_in_whole_words(app, monkeypatch, window, n):
    seen = strips(app, monkeypatch, window, n, ["shoto_11", "shoto_03"])
    assert {name for name, *_ in seen} == {"Solar Plexus Strike", "Anti-Air"}
    assert [s for s in seen if not D.whole_name(s[0], 2, s[1], s[2])] == []


def test_a_narrow_boards_two_cards_take_a_row_each(app, monkeypatch):
    seen = strips(app, monkeypatch, (1280, 720), 4, ["shoto_11", "shoto_03"])
    narrow = [s for s in seen if s[1] < 180]
    assert narrow == [("Solar Plexus Strike", 167, 35), ("Anti-Air", 167, 35)]      # were 81x35 each


def test_three_lines_of_whole_words_before_a_shortened_one():
    assert D.named_plan("Solar Plexus Strike", 2, 79, 49)[0] == ["Solar", "Plexus", "Strike"]   # was "Solar Plex."
    assert D.named_plan("Solar Plexus Strike", 2, 81, 35)[0] == ["Solar Plex.", "Strike"]     # no room for three
    for name in ("Running Bear Hug", "Full-Screen Fireball", "Study the Opponent"):    # two whole lines stay two
        assert len(D.named_plan(name, 2, 79, 49)[0]) == 2, name
