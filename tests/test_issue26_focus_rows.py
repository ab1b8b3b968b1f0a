"""Issue 26's fourth pass, finding 4 (docs/playtests/issue-26.md, picture 17): at 1920x1080 the
focus cursor's frame on option row 1 ("End the fighter phase (draw 2)") reached 17 px out of the
row, over the top of row 2's first line, its corner brackets over the list's title. The frame on
a list row now stays in the row's own slot (table/focus_frame.py: row_frame): the rows above and
below keep their text seen, and a row of two lines keeps its own text uncovered by its ends."""
import pygame
import pytest

from legends.devtools.screenshots import attack_4p
from legends.devtools.testing import open_table
from legends.ui import assets as A
from legends.ui import fitted
from legends.ui.table import focus_frame

from tables import fresh_app
from test_issue26_rows import block


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-focus-rows")) as a:
        yield a


def text_rect(lv, i) -> pygame.Rect:
    """Where row i's text stands, as ListView.draw lays it out (one line, or two on a list of rows
    of two lines)."""
    row = lv.row_rect(i)
    size, _, wrap = lv.plan()
    if not wrap:
        seen = [lv.items[j][0] for j in range(len(lv.items)) if lv.row_rect(j) is not None]
        size = fitted.common_size(seen, lv.body().w - 20, lv.size, True, A.MIN_TEXT)
    img = fitted.row_text(lv.items[i][0], row.w - 12, size, row.h, (255, 255, 255), True, wrap, False)
    return pygame.Rect(row.x + 6, row.centery - img.get_height() // 2, img.get_width(), img.get_height())


def frames(app, sc):
    """(row, the frame's rect, the label's rect, pixels changed by the cursor) for every option
    row in sight, the cursor put on it as a key would, its tip held back."""
    out = []
    for t in [t for t in sc.focus.targets() if t.kind == "option"]:
        sc.focus.key, sc.focus.visible, sc.focus.steered = t.key, False, False
        app.render()
        base = app.screen.copy()
        sc.focus.visible = True
        shot = base.copy()
        drawn_on = sc.focus.draw(shot)
        changed = [(x, y) for y in range(sc.options.rect.top, sc.options.rect.bottom)
                   for x in range(sc.options.rect.left, sc.options.rect.right)
                   if shot.get_at((x, y)) != base.get_at((x, y))]
        out.append((t.what, drawn_on[0], drawn_on[1], changed))
    return out


def check(lv, found, n_rows):
    assert len(found) == n_rows and [i for i, *_ in found] == list(range(n_rows))
    for i, frame, label, changed in found:
        row = lv.row_rect(i)
        assert frame.contains(row) and lv.rect.contains(frame), (i, frame, row)
        assert frame.top >= lv.body().top - focus_frame.ROW_REACH[1]        # off the list's title
        for j in (i - 1, i + 1):
            if 0 <= j < n_rows:
                text = text_rect(lv, j)
                assert lv.row_rect(j).contains(text), (j, text)
                assert not frame.colliderect(text), (i, j, frame, text)
        assert changed and all(frame.collidepoint(p) or label.collidepoint(p) for p in changed), i
        own = text_rect(lv, i)       # the row's own text: the frame's ends beside it, 2 px at most over its edge
        inside = [p for p in changed if own.collidepoint(p) and not label.collidepoint(p)]
        assert all(p[1] < own.top + 2 or p[1] >= own.bottom - 2 for p in inside), i


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_the_frame_on_an_option_row_keeps_off_the_rows_beside_it(app, window):
    sc = block(app, 2, window)
    check(sc.options, frames(app, sc), 4)
    app.set_window_size((1920, 1080))


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_the_frame_on_a_row_of_two_lines_keeps_off_its_neighbours(app, window):
    """The README's reroll: rows 2 and 3 are two lines each, a row's text as high as the row."""
    app.set_window_size(window)
    sc = open_table(app, attack_4p(app.box), ["human", "human", "human", "random"])
    app.render()
    assert sc.options.plan()[2]
    check(sc.options, frames(app, sc), 3)
    app.set_window_size((1920, 1080))
