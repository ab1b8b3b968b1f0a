"""The legal options list on the table: whole rows only, every option reachable by the wheel
and shown whole inside its own panel, nothing of it under another panel (playtest: with 9
options the wheel stopped at 5-8 and option 9 sat under the hand)."""
import pygame
import pytest

from legends.devtools.testing import click, open_table
from legends.ui.table.layout import Layout
from legends.ui.widgets import ListView

BOARDS = [(6, 6), (10, 4), (8, 8), (5, 7)]


def options_list(rect, n):
    lv = ListView(rect, lambda p: None, row_h=32, size=16, title="Legal options")     # as the table makes it
    lv.set_items([(f"{i + 1}. option {i + 1}" if i < 9 else f"option {i + 1}", i, None) for i in range(n)])
    return lv


def wheel(lv, y):
    return lv.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, pos=lv.rect.center))


def shown(lv):
    """The rows drawn whole in the body now."""
    b = lv.body()
    pitch, rows = lv.rows()
    first = lv.scroll // pitch
    return [i for i in range(first, min(len(lv.items), first + rows)) if b.y + (i - first + 1) * pitch <= b.bottom]


@pytest.mark.parametrize("n_seats", [1, 2, 3, 4])
@pytest.mark.parametrize("board", BOARDS)
def test_the_options_panel_is_under_no_other_panel(n_seats, board):
    L = Layout(n_seats, board, size=(1920, 1080))    # the full table (an earlier test may leave theme.W, H at 720p)
    lv = options_list(L.options, 9)
    others = [L.hand, L.log, L.map, L.nemesis, L.minions, L.prompt, L.top] + L.seats
    assert not any(L.options.colliderect(r) for r in others), L.kind
    assert L.options.contains(lv.body())
    assert lv.rows()[1] >= 4                      # at least four whole rows in every layout


@pytest.mark.parametrize("n_seats", [1, 2, 3])
@pytest.mark.parametrize("n", [9, 14])
def test_the_wheel_reaches_every_option_whole(n_seats, n):
    lv = options_list(Layout(n_seats, (10, 4)).options, n)
    seen = set(shown(lv))
    for _ in range(n + 3):                        # down to the end, and a few notches more
        wheel(lv, -1)
        seen |= set(shown(lv))
    assert seen == set(range(n))
    assert shown(lv)[-1] == n - 1                 # the wheel stops with the last option whole
    assert lv.hidden() == (n - len(shown(lv)), 0) and "above" in lv.more_text()
    for _ in range(n + 3):
        wheel(lv, 1)
    assert lv.scroll == 0 and shown(lv)[0] == 0 and "below" in lv.more_text()


def test_a_short_list_does_not_scroll_or_hint():
    lv = options_list(Layout(3).options, 3)
    assert not wheel(lv, -1) or lv.scroll == 0
    assert lv.max_scroll() == 0 and lv.more_text() == ""


def test_the_last_option_is_clicked_after_the_wheel(app):
    from legends.engine.scenario import build
    sc = open_table(app, build({"fighters": [{"space": "B4"}]}, app.box), ["human"])
    picked = []
    lv = sc.options
    sc.pipeline.submit = lambda action, device: picked.append(action) or True   # a row's click is submitted
    lv.set_items([(f"{i + 1}. option", i, None) if i < 9 else ("option", i, None) for i in range(12)])
    for _ in range(15):
        app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=lv.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
                        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)])
    app.render()
    b = lv.body()
    click(app, (b.x + 30, b.bottom - 5))          # the bottom row, drawn whole
    assert picked == [11]


def test_the_wheel_redraws_the_list_at_once(app):
    """The playtest's 'scrolling stops': the list scrolled, but was drawn again only when the
    mouse moved."""
    from legends.engine.scenario import build
    sc = open_table(app, build({"fighters": [{"space": "B4"}]}, app.box), ["human"], render=False)
    sc.options.set_items([(f"option {i}", i, None) for i in range(12)])
    app.render()
    sc.dirty = False
    sc.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=sc.options.rect.center))
    assert sc.options.scroll > 0 and sc.dirty
