"""Issue 26's second playtest pass (docs/playtests/issue-26.md, picture 12) at 1280x720, four seats:
option rows were cut ("Block 1 damage: discard Dive ...", "discard Run" under a hint chip,
"Watching the table... (Space ..."). A row's text now keeps off its hint chip and is drawn whole:
down to the floor size on one line, or on two lines where the row holds them."""
import pygame

from legends.ui import assets, fitted
from legends.ui.table import hints
from tables import record
from test_issue26_mends import four_seats, show_hint

LONG = ["Block 1 damage: discard Dive Kick and Run", "Block 1 damage: discard Overhead Smash",
        "Sprint 1 with Full-Screen Fireball (discard)"]     # as long as the row, where its chip sits


def test_rows_with_a_hint_chip_are_whole_and_off_the_chip(app, monkeypatch):
    sc = four_seats(app)
    plays = [a for a in sc.game.pending.options if a.kind == "play"][:3]
    base = sc._option_items

    def items():                    # the hinted rows as long as the list is wide, where their chips sit
        rows = list(base())
        for k, a in enumerate(plays):
            i = next(j for j, it in enumerate(rows) if it[1] == a)
            rows[i] = (f"{i + 1}. {LONG[k]}",) + tuple(rows[i][1:])
        return rows
    monkeypatch.setattr(sc, "_option_items", items)
    sc.hints.option_items = items
    show_hint(app, sc, plays)
    lv = sc.options
    marks = record(app, sc)
    cuts = [str(m.what) for m in marks if m.kind == "cut"]
    b = lv.body()
    chip_w = assets.font(hints.CHIP_SIZE, True).size("hint 1")[0]
    pitch, shown = lv.rows()
    chipped = [text for text, payload, *_ in lv.items[:shown] if payload in plays]
    assert len(chipped) >= 2 and chipped[0].endswith(LONG[0])
    for text in chipped:
        assert not [c for c in cuts if c.rstrip(".") and c.rstrip(".") in text], (text, cuts)
        got = [m for m in marks if m.kind == "font" and str(m.what) in text and len(str(m.what)) > 3]
        assert got, text
        for m in got:                       # each line of it ends before its chip starts
            w = assets.font(m.size, True).size(str(m.what))[0]
            assert b.x + 6 + w <= b.right - 20 - chip_w, (text, m.what, m.size)
        lines = [str(m.what) for m in got]
        assert text in lines or " ".join(lines) == text, (text, lines)     # whole: one line or two


def test_a_row_too_long_at_its_size_shrinks_to_the_floor_or_takes_two_lines():
    pygame.font.init()
    text = "P2 · Blanka (Bot, greedy) is thinking about the table  (Space skips)"
    size, width = 17, assets.font(17, True).size(text)[0] - 60
    img = fitted.row_text(text, width, size, 28, (255, 255, 255), True)
    assert img.get_width() <= width
    lh = assets.font(size, True).get_linesize()
    img2 = fitted.row_text(text, assets.font(12, True).size(text)[0] // 2 + 40, size, 2 * lh + 4, (255, 255, 255), True)
    assert img2.get_height() > lh                                   # two lines where the row holds them


def test_an_info_row_in_a_narrow_list_is_drawn_whole():
    """"Watching the table... (Space ..." in the options box (picture 12): the one row a bot's
    turn shows, in a list narrower than it at the list's size, is drawn whole."""
    from legends.ui import drawn
    from legends.ui.widgets import ListView
    pygame.font.init()
    text = "P2 · Blanka (Bot, greedy) is thinking..."
    w = assets.font(13, True).size(text)[0] + 2           # whole only at 13 px: 5 under the list's size
    lv = ListView((0, 0, w + 28, 120), row_h=28, size=18, title="Legal options")
    lv.set_items([(text, None, (220, 200, 170)), ("Watching the table... (Space skips)", None, (220, 200, 170))])
    surf = pygame.Surface((w + 40, 140))
    with drawn.recording() as marks:
        lv.draw(surf)
    assert not [m.what for m in marks if m.kind == "cut"]
    got = [str(m.what) for m in marks if m.kind == "font"]
    assert text in got and "Watching the table... (Space skips)" in got
