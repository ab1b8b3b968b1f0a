"""A bot's narrow board says it is a bot (issue 26, fourth pass, finding 7): the wide board's tag
reads "P2 · Bot (greedy)", the narrow two-seat board (1280x720) said only "P2". Now its note line
begins "Bot (greedy)", and a four-seat board (1280x720, no note line) carries a "Bot" pill beside
its health."""
import pytest

from legends.devtools.testing import open_table
from legends.engine.scenario import build

from tables import module_app, position, record

app = module_app("bot_board")


@pytest.mark.parametrize("window,n", [((1280, 720), 2), ((1280, 720), 3), ((1280, 720), 4), ((1920, 1080), 2),
                                      ((1920, 1080), 4)])
def test_every_board_of_a_bot_seat_says_bot(app, window, n):
    app.set_window_size(window)
    sc = open_table(app, build(position(n), app.box), ["human"] + ["greedy"] * (n - 1))
    marks = record(app, sc)
    rects = sc._seat_rects
    assert len(rects) == n
    said = [m for m in marks if m.kind == "font" and "Bot" in str(m.what)]
    assert len(said) >= n - 1, [m.what for m in said]
    assert not [m.what for m in marks if m.kind == "cut" and "Bot" in str(m.what)]
    assert not any("Bot" in str(m.what) for m in marks if m.kind == "font" and "P1" in str(m.what))
    app.set_window_size((1920, 1080))
