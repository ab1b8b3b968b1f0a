"""Issue 26, the last two crowded ability-card sides of a four-seat 1280x720 board (95x95): Bull
Head's upgraded side showed "Z: actions" (its two actions with keywords need 37 px, the card left
33 beside its two-line name and its kicker strip) and Oicho Throw's upgraded side drew its kicker's
HEAL 1 as a pill over the action's icon (its strip left the keyword no room beside it). Bull Head now
has its name on one line (the upgrade marker in the band) and its whole kicker, "+[kick]" and the
push, on the cost line: its actions get the strip's room. Oicho Throw has its kicker's "+[joystick]"
on the first line of its name, the card's cost on the second, and HEAL 1 beside its icon in the strip."""
import pytest

pytest.importorskip("pygame")

import pygame  # noqa: E402

from legends.content import default_box  # noqa: E402
from legends.ui import drawn  # noqa: E402
from legends.ui.paint import ability_cards as AC  # noqa: E402

BOX = default_box()


def side_of(fid, name):
    f = BOX.fighters[fid]
    i = [ab.name for ab in f.abilities].index(name)
    return f, i, f.abilities[i].side(True)


def drawn_marks(f, i, w=95, h=95):
    with drawn.recording() as marks:
        AC.ability_card(f, i, True, w, h)
    return marks


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


@pytest.mark.parametrize("size", [(95, 95), (95, 97)])
def test_bull_head_upgraded_draws_its_actions_with_its_kicker_on_the_cost_line(size):
    f, i, side = side_of("birdie", "Bull Head")
    p = AC.card_plan(f, i, True, *size)
    assert not p.brief and p.pills is not True and p.keyword == 13, (p.brief, p.pills, p.keyword)
    assert p.kick.inline and p.kick.h == 0 and p.kick.row is not None     # no strip: "+[kick] [push]" on the line
    assert p.marker_in_band and p.shown == "Bull Head"
    marks = drawn_marks(f, i, *size)
    acts = [m for m in marks if m.kind == "act"]
    assert len(acts) == 3 and min(m.size for m in acts) >= 18             # move, melee and the kicker's push
    assert not [m for m in marks if m.kind == "brief"]
    icons = [m.rect for m in marks if m.kind == "icon"]
    assert len(icons) == 3                                                 # punch, joystick; the kicker's kick
    assert all(a.rect.collidelist(icons) < 0 for a in acts)               # the push beside the cost, not over it
    assert [m for m in marks if m.kind == "text" and m.what == "Bull Head"]


@pytest.mark.parametrize("size", [(95, 95), (95, 97)])
def test_oicho_throw_upgraded_draws_heal_1_as_a_word_beside_its_icon(size):
    f, i, side = side_of("e_honda", "Oicho Throw")
    p = AC.card_plan(f, i, True, *size)
    assert not p.brief and p.pills is not True and not p.kick.pills and p.keyword == 13, (p.pills, p.kick)
    assert p.kick.at_y is not None and p.kick.at_y < p.band.bottom         # "+[joystick]" on a line of the name
    marks = drawn_marks(f, i, *size)
    acts = [m for m in marks if m.kind == "act"]
    assert len(acts) == 3 and min(m.size for m in acts) >= 18
    icons = [m.rect for m in marks if m.kind == "icon"]
    assert len(icons) == 3
    for k, a in enumerate(icons):                                          # the cost's and the kicker's icons apart
        assert a.collidelist(icons[:k] + icons[k + 1:]) < 0, icons


def test_no_side_of_the_box_draws_z_actions_or_a_pill_over_an_icon_at_95x95():
    import os
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
    import card_keywords
    m = card_keywords.measure(BOX, ((95, 95), (95, 97)))
    assert m["sides"] == 96
    assert m[(95, 95)] == (0, 0, 0, 0) and m[(95, 97)] == (0, 0, 0, 0), m
