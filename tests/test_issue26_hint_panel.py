"""Issue 26's second playtest pass (docs/playtests/issue-26.md, picture 9) at 1280x720 with four
seats: the hint panel's title is drawn whole (a shorter wording where the panel is narrow), and
the panel keeps off the nemesis board (its name, abilities and health track): where the log is too
short for the rows with their reasons, it shows them on one line each, over the log."""
import pygame
import pytest

from legends.ui.table import hints
from tables import record
from test_issue26_mends import four_seats, show_hint


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_the_hint_panels_title_is_whole_and_the_panel_leaves_the_nemesis_board(app, window):
    sc = four_seats(app, window=window)
    plays = [a for a in sc.game.pending.options if a.kind == "play"]
    show_hint(app, sc, plays[:3])
    marks = record(app, sc)
    cuts = {str(m.what) for m in marks if m.kind == "cut"}
    titles = [str(m.what) for m in marks if m.kind == "font" and "top 3" in str(m.what)]
    assert titles and not any(t.endswith("...") or t in cuts for t in titles), (titles, cuts)
    panel = pygame.Rect(sc.comp.parts["hint"].rect)
    assert not panel.colliderect(sc.L.nemesis), (panel, sc.L.nemesis)
    assert sc.L.log.contains(panel)
    labels = [hints.describe(sc.game, a, sc.hints.seat) for a in plays[:3]]
    drawn = {str(m.what) for m in marks if m.kind == "font"}
    assert all(label in drawn for label in labels), labels      # each option's text whole


def test_the_thinking_line_is_whole_too(app):
    sc = four_seats(app)
    sc.hints.core.state = lambda key: "thinking"
    sc.hints.seat = sc.game.pending.seat
    sc.hints.changed()
    app.render()
    marks = record(app, sc)
    assert not [m for m in marks if m.kind == "cut" and "expert" in str(m.what)]
    assert not pygame.Rect(sc.comp.parts["hint"].rect).colliderect(sc.L.nemesis)
