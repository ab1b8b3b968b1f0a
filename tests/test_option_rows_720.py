"""Issue 26 item 6 at 1280x720: a list's option rows are drawn at one text size, and a row too long
for one line wraps onto two where the list has the room (every word of it laid out), cut with "..."
only when it has none; the prompt bar wraps onto two lines rather than cutting."""
import pygame
import pytest

from legends.devtools.screenshots import attack_4p
from legends.devtools.testing import open_table
from legends.ui import assets as A
from legends.ui import drawn
from legends.ui.table.hud import prompt_text
from legends.ui.widgets import ListView

from tables import fresh_app, record

LONG = "2. Interact: reveal the relic at B4 (discard this objective token and draw a card)"


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("rows-720p")) as a:
        yield a


def row_marks(marks, texts, width, size):
    """The "font" marks of the rows' texts (whole, or a line a wrapped one is laid out as at `size`)."""
    pieces = set(texts)
    for t in texts:
        lines = A.wrap(t, width, size, True)
        pieces |= {lines[0], " ".join(lines[1:])}
    return [m for m in marks if m.kind == "font" and str(m.what) in pieces]


def laid_out_whole(text, marks, size) -> bool:
    """`text` drawn at `size` whole: on one line, or as consecutive lines that join to it."""
    lines = [str(m.what) for m in marks if m.size == size]
    if text in lines:
        return True
    return any(" ".join(lines[i:j]) == text for i in range(len(lines)) for j in range(i + 2, min(len(lines), i + 3) + 1))


def test_the_4p_tables_option_rows_at_720p_are_one_size_and_whole(app):
    """The README's attack scene in a 1280x720 window: its reroll rows (longer than the list is
    wide) wrap onto two lines at the list's one size, none cut."""
    app.set_window_size((1280, 720))
    sc = open_table(app, attack_4p(app.box), ["human", "human", "human", "random"])
    app.render()
    lv = sc.options
    texts = [t for t, p, *_ in lv.items if p is not None]
    assert len(texts) >= 2
    size, pitch, wrap = lv.plan()
    assert wrap and pitch > sc.L.option_row
    assert any(A.font(size, True).size(t)[0] > lv.body().w - 20 for t in texts)     # one needs two lines
    marks = record(app, sc)
    rows = row_marks(marks, texts, lv.body().w - 20, size)
    assert {m.size for m in rows} == {size}
    assert all(laid_out_whole(t, rows, size) for t in texts), [m.what for m in rows]
    assert not [m for m in marks if m.kind == "cut" and any(str(m.what).rstrip(".") in t for t in texts)]
    for i in range(len(lv.items)):           # every row inside the list's body, none over another
        r = lv.row_rect(i)
        assert r is not None and lv.body().contains(r)
    app.set_window_size((1920, 1080))


def test_a_list_wraps_where_it_has_room_and_cuts_only_where_it_has_none():
    pygame.font.init()
    items = [("1. Move to C1", "a"), (LONG, "b"), ("3. Skip", "c")]
    roomy = ListView((0, 0, 420, 200), row_h=28, size=16, title="Legal options")
    roomy.set_items(items)
    size, pitch, wrap = roomy.plan()
    assert wrap and size == 16 and roomy.rows()[1] >= 3
    with drawn.recording() as marks:
        roomy.draw(pygame.Surface((420, 200)))
    assert not [m for m in marks if m.kind == "cut"]
    assert {m.size for m in row_marks(marks, [t for t, _ in items], roomy.body().w - 20, 16)} == {16}
    crowded = ListView((0, 0, 420, 200), row_h=28, size=16, title="Legal options")
    crowded.set_items(items + [(f"{i}. Move to D{i}", str(i)) for i in range(4, 10)])
    size, pitch, wrap = crowded.plan()
    assert not wrap and pitch == 28                # nine rows at two lines would need scrolling: one line each
    with drawn.recording() as marks:
        crowded.draw(pygame.Surface((420, 200)))
    assert [m for m in marks if m.kind == "cut"]
    assert len({m.size for m in marks if m.kind == "font" and m.what != "Legal options"
                and "below" not in str(m.what)}) == 1


def test_the_prompt_wraps_onto_two_lines_rather_than_cutting():
    pygame.font.init()
    text = "rolled 3 dice: double, miss, hit = 3 successes; spend 1 EX to reroll a die, or keep"
    with drawn.recording() as marks:
        img = prompt_text(text, 380, 38, 24, (0, 0, 0))
    assert not [m for m in marks if m.kind == "cut"]
    sizes = {m.size for m in marks if m.kind == "font"}
    assert len(sizes) == 1 and min(sizes) >= A.MIN_TEXT
    assert img.get_height() <= 38 and img.get_height() > A.font(min(sizes), True).get_linesize()
    short = prompt_text("choose a target", 380, 38, 24, (0, 0, 0))
    assert short.get_height() < 2 * A.font(24, True).get_linesize() // 1.5      # one line, at full size
