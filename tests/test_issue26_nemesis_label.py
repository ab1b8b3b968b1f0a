"""The nemesis board's labels whole (issue 26, fourth pass, finding 6): at 1280x720 with one or two
seats (a 280 px board) the EX badge stood on "EX ABILITY" ("EX ABILIT" was read); now the badge goes
under the label where the two do not fit side by side. Every nemesis of the box, 1-4 seats at
1280x720 and two at 1152x648: the labels whole (no cut), the badge clear of "EX ABILITY"."""
import copy

import pytest

from legends.engine.scenario import build
from legends.devtools.testing import open_table

from tables import module_app, position, record

app = module_app("nemesis_label")
WINDOWS = [((1280, 720), 1), ((1280, 720), 2), ((1280, 720), 3), ((1280, 720), 4), ((1152, 648), 2)]
LABELS = ("EX ABILITY", "CRITICAL", "HEALTH TRACK")


def nemeses(app):
    box = app.box.nemeses
    return sorted(box) if isinstance(box, dict) else sorted(n.id for n in box)


def board_texts(nem):
    names = {nem.name, nem.ex_name, nem.critical.name, *LABELS}
    for side in (nem.side(1), nem.side(2)):
        names |= {ab.name for _, ab in side.abilities}
    return names


@pytest.mark.parametrize("window,n", WINDOWS)
def test_the_nemesis_boards_labels_are_whole_and_clear_of_the_ex_badge(app, window, n):
    ids = nemeses(app)
    assert len(ids) >= 3, ids                   # every nemesis of the box
    checked = 0
    for nid in ids:
        doc = copy.deepcopy(position(n))
        doc["setup"]["nemesis"] = nid
        app.set_window_size(window)
        sc = open_table(app, build(doc, app.box), ["human"] * n)
        assert sc.L.size == window
        marks = record(app, sc)
        cut = [m.what for m in marks if m.kind == "cut" and str(m.what) in board_texts(sc.game.nem)]
        assert not cut, (nid, window, n, cut)
        labels = [m for m in marks if m.kind == "text" and m.what == "EX ABILITY"]
        tokens = [m for m in marks if m.kind == "icon" and m.what == "ex token"]
        assert len(labels) == 1 and len(tokens) == 1, (nid, len(labels), len(tokens))
        lab, tok = labels[0], tokens[0]
        assert lab.box.contains(lab.rect) and tok.box.contains(tok.rect), (nid, lab, tok)
        assert not lab.rect.colliderect(tok.rect), (nid, window, n, lab.rect, tok.rect)
        assert tok.rect.w >= 28, (nid, tok.rect)            # the badge's number still readable
        checked += 1
    assert checked == len(ids)
