"""Issue 26 item 6, numbers and words: dice results read in words in the log and the prompt, the dice
tray's title is whole, a tumbling die shows the face it lands on in its last frames, a hint's rank
sits inside its card, and one list's option rows share one text size (a long one wraps)."""
import random

import pygame

from legends.devtools.testing import open_table
from legends.engine import Action
from legends.engine.scenario import build
from legends.ui import assets as A
from legends.ui import fitted
from legends.ui.paint import dice as dice_faces
from legends.ui.table import hints
from legends.ui.table.boards import dice as tray
from legends.ui.table.boards.log import log_lines
from legends.ui.table.hand import roll_label
from legends.ui.widgets import ListView


def rolled(box, dice=(2, 1)):
    g = build({"fighters": [{"space": "B4", "hand": ["shoto_13", "shoto_06"], "ex": 1}],
               "enemies": [{"kind": "standard", "space": "B4"}], "dice": list(dice) * 4}, box)
    g.apply(Action.parse("P1 play shoto_13"))
    g.apply(Action.parse("P1 target m1"))
    return g


def test_item6_dice_results_read_in_words_in_the_log_and_the_prompt(app):
    g = rolled(app.box)
    roll = next(e for e in g.view.log if e["kind"] == "roll")
    assert "[2, 1]" in roll["text"]                     # the engine's words stay (saves compare them)
    text = " ".join(t for t, *_ in log_lines([roll], 2000))
    assert "rolls 2 dice: double, hit = 3 successes" in text and "[" not in text
    sc = open_table(app, g, ["human"])
    assert "rolled 2 dice: double, hit = 3 successes" in sc.mode.title()


def test_item6_the_dice_trays_title_is_whole(app):
    roll = next(e for e in rolled(app.box).view.log if e["kind"] == "roll")
    assert roll_label(roll) == roll["text"].split(": rolls")[0] and roll_label(roll).endswith(")")


def test_item6_a_tumbling_die_shows_its_real_face_as_it_stops(app, monkeypatch):
    shown = []
    real = dice_faces.die_face
    monkeypatch.setattr(tray.paint, "die_face", lambda v, size: shown.append(v) or real(v, size))
    surf = pygame.Surface((400, 200))
    tray.draw_dice(surf, (0, 0, 400, 200), [2, 2, 2], None, (0.7, random.Random(1)), "P1 attacks")
    assert shown == [2, 2, 2]
    shown.clear()
    tray.draw_dice(surf, (0, 0, 400, 200), [2, 2, 2], None, (0.1, random.Random(3)), "P1 attacks")
    assert len(shown) == 3 and shown != [2, 2, 2]       # still tumbling early on


def test_item6_a_hint_rank_sits_inside_its_hand_card(app):
    sc = open_table(app, build({"fighters": [{"space": "B4", "hand": ["shoto_13", "shoto_06", "shoto_03"]}]},
                               app.box), ["human"])
    a = next(a for a in sc.game.legal_actions() if a.kind == "play")
    hot = next(h for h in sc.hots if h.ref == ("hand", a.seat, a.args[0]))
    r = hints.BADGE_R
    x, y = hints.inside_spot(None, sc.hints.where(a, sc.hotspots()), r)
    assert hot.rect.contains(pygame.Rect(x - r, y - r, 2 * r, 2 * r))


def test_item6_option_rows_share_one_size_and_a_long_one_wraps(app, monkeypatch):
    sizes = []
    real = A.fit_text
    monkeypatch.setattr(fitted.assets, "fit_text", lambda s, w, size, *a, **k: sizes.append(size) or real(s, w, size, *a, **k))
    lv = ListView((0, 0, 420, 200), row_h=40, size=18, title="Legal options")
    long = "2. Interact: take the relic at C1 and recover 3 health (discard this objective token)"
    lv.set_items([("1. Move to C1", "a"), (long, "b"), ("3. Skip", "c")])
    lv.draw(pygame.Surface((420, 200)))
    rows = sizes[1:]                                    # after the list's title
    assert len(set(rows)) == 1 and len(rows) == 4       # one size; the long row is two lines
    assert lv.plan()[2] and lv.rows()[0] >= 2 * A.font(rows[0], True).get_linesize()    # rows of two lines
    img = fitted.two_lines(long, 396, rows[0], (255, 255, 255), True)
    assert img.get_height() == 2 * A.font(rows[0], True).get_linesize()
