"""Issue 26's second playtest pass (docs/playtests/issue-26.md, picture 9) at 1280x720 with four
seats: the hint panel's title is drawn whole (a shorter wording where the panel is narrow), and
the panel keeps off the nemesis board (its name, abilities and health track): where the log is too
short for the rows with their reasons, it shows them on one line each, over the log."""
from types import SimpleNamespace

import pygame
import pytest

from legends.ui.table import hint_panel, hints
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


# --- issue 26, second pass (task 1): the expert's reason at 720p with four seats --------------------------
REASONS = ["defeats the standard minion; P1 +2 EX (58%); 71% est. win", "71% est. win",
           "58% est. win, -13 pts vs the pick"]


def show_reasons(app, sc, actions, reasons=REASONS):
    """The hint panel as if the expert had answered `actions` with these reasons (no search run)."""
    st = [SimpleNamespace(action=a, win_chance=0.7 - 0.05 * i, reason=why)
          for i, (a, why) in enumerate(zip(actions, reasons))]
    sc.hints.core.state = lambda key: st
    sc.hints.seat = sc.game.pending.seat
    sc.hints.changed()
    app.render()
    return [hints.short_reason(why, i + 1) for i, why in enumerate(reasons)]


def test_at_720p_with_four_seats_the_best_hint_keeps_its_reason_whole_in_the_log(app):
    """The log is 116 px here: the rows with their reasons need 194, so the panel showed the three
    rows without any reason. Now the best row keeps its reason (14 px, under its 15 px option) and
    the other two stand on one line each, under a 22 px title: all in the log's 116 px."""
    sc = four_seats(app, window=(1280, 720))
    plays = [a for a in sc.game.pending.options if a.kind == "play"]
    why = show_reasons(app, sc, plays[:3])
    marks = record(app, sc)
    part = sc.comp.parts["hint"]
    assert part.sig[2] == "best" and sc.L.log.h == 116
    panel = pygame.Rect(part.rect)
    assert sc.L.log.contains(panel) and not panel.colliderect(sc.L.nemesis)
    cuts = {str(m.what) for m in marks if m.kind == "cut"}
    texts = {str(m.what): m for m in marks if m.kind == "text"}
    best = texts[why[0]]                            # drawn whole, at 14 px, inside the panel
    assert why[0] == "defeats the standard minion; P1 +2 EX in 58% of tries"
    assert why[0] in {str(m.what) for m in marks if m.kind == "font" and m.size == 14}
    assert why[0] not in cuts and not any(c.startswith("defeats") for c in cuts)
    assert best.box.contains(best.rect), (best.rect, best.box)
    labels = [hints.describe(sc.game, a, sc.hints.seat) for a in plays[:3]]
    assert all(label in texts and label not in cuts for label in labels), labels
    rows = [texts[label].rect for label in labels]
    assert len(rows) == 3 and all(best.box.contains(r) for r in rows)
    assert rows[0].bottom <= best.rect.top + 2 and best.rect.bottom <= rows[1].top + 2   # its reason between rows 1 and 2
    assert why[2] not in texts                      # the others on one line each


def test_a_reason_too_long_for_the_row_drops_whole_parts_not_words(app):
    sc = four_seats(app, window=(1280, 720))
    plays = [a for a in sc.game.pending.options if a.kind == "play"]
    long = ["defeats the standard minion and the elite minion next to it; P1 +2 EX (58%); "
            "pushes M. Bison two squares back toward the console (40%); 71% est. win"] + REASONS[1:]
    show_reasons(app, sc, plays[:3], long)
    marks = record(app, sc)
    fonts = {str(m.what) for m in marks if m.kind == "font"}
    assert "defeats the standard minion and the elite minion next to it" in fonts      # its first part whole
    assert not any("pushes" in t or t.endswith("it; P1 +2 EX in 58% of tries") for t in fonts)    # the rest left out
    assert not [m for m in marks if m.kind == "cut" and "minion" in str(m.what)]


def test_at_1152x648_the_panel_keeps_its_fallback_over_the_nemesis_board_reasons_whole(app):
    """The log is 57 px there: the full panel over the nemesis board, as before, over nothing else."""
    sc = four_seats(app, window=(1152, 648))
    plays = [a for a in sc.game.pending.options if a.kind == "play"]
    why = show_reasons(app, sc, plays[:3])
    marks = record(app, sc)
    part = sc.comp.parts["hint"]
    panel = pygame.Rect(part.rect)
    assert part.sig[2] == "full" and sc.L.nemesis.contains(panel) and panel.h == hint_panel.TITLE_H + 12 + 3 * hint_panel.ROW_H
    assert not any(panel.colliderect(r) for r in (sc.L.log, sc.L.options, sc.L.hand, sc.L.map))
    cuts = {str(m.what) for m in marks if m.kind == "cut"}
    fonts = {str(m.what) for m in marks if m.kind == "font"}
    assert len(why) == 3 and all(w in fonts and w not in cuts for w in why), why


def test_at_1920x1080_the_full_panel_is_unchanged(app):
    sc = four_seats(app, window=(1920, 1080))
    plays = [a for a in sc.game.pending.options if a.kind == "play"]
    why = show_reasons(app, sc, plays[:3])
    marks = record(app, sc)
    part = sc.comp.parts["hint"]
    assert part.sig[2] == "full" and sc.L.log.contains(part.rect)
    assert part.rect.h == hint_panel.TITLE_H + 12 + 3 * hint_panel.ROW_H == 194
    fonts = {str(m.what) for m in marks if m.kind == "font"}
    assert len(why) == 3 and all(w in fonts for w in why)
