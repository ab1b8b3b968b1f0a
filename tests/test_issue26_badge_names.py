"""Issue 26's second playtest pass (docs/playtests/issue-26.md, picture 9): a hint's rank badge on
a hand card covered the first word of its name ("3 Throw", "1 Combo"). The badge now keeps off the
card's name (the strip's name as drawn, a full card's top band), on the card still."""
import pygame
import pytest

from legends.ui import drawn, paint
from legends.ui.paint.strips import strip_plan
from legends.ui.table import claims, hints

from tables import table

AERIAL = ["aerial_05", "aerial_06", "aerial_09", "aerial_02"]     # Air Throw, Crossover, Double Jump, Dive Kick


def strip_of(app, cid, w, h):
    """The strip of the card `cid` at w x h: (its name's rect as drawn, its marks' rects)."""
    card = app.box.style_card(cid)
    saved, drawn.marks = drawn.marks, []
    try:
        img, hs = paint.hand_strip(card, "aerial", w, h)
        names = [m.rect for m in drawn.marks if m.kind == "text" and str(m.what) == card.name]
    finally:
        drawn.marks = saved
    return card, names, [h.rect for h in hs]


@pytest.mark.parametrize("cid", AERIAL)
@pytest.mark.parametrize("size", [(301, 43), (297, 41), (203, 44), (240, 40)])
def test_a_rank_badge_on_a_hand_strip_keeps_off_its_name(app, cid, size):
    w, h = size
    card, names, marks = strip_of(app, cid, w, h)
    name = paint.strip_name_rect(card, w, h)
    if names:                       # built afresh (not from the cache): the rect is where the name is drawn
        assert names[0] == name, (names, name, strip_plan(card, w, h))
    at = pygame.Rect(40, 300, w, h)
    layer = claims.OverlayLayer((0, 0, 1280, 720))
    pos = hints.inside_spot(layer, at, hints.BADGE_R, [m.move(at.x, at.y) for m in marks], name.move(at.x, at.y))
    badge = pygame.Rect(0, 0, 2 * hints.BADGE_R + 5, 2 * hints.BADGE_R + 5)
    badge.center = (int(pos[0]), int(pos[1]))
    assert at.contains(badge.inflate(-4, -4)), (badge, at)
    assert not badge.inflate(-4, -4).colliderect(name.move(at.x, at.y)), (cid, size, strip_plan(card, w, h)[0], badge, name)


def test_the_table_gives_the_badge_the_cards_name(app):
    """On the four-seat table at 720p the badges of the hand keep off the cards' names as drawn."""
    fighters = [{"space": "D4", "hand": ["zoner_10", "zoner_05", "zoner_01", "zoner_02"], "meter": ["zoner_07"], "ex": 1}]
    sc = table(app, 4, (1280, 720), fighters=fighters + [{"space": s} for s in ("A3", "E1", "C5")])
    plays = [a for a in sc.game.pending.options if a.kind == "play"]
    cards = {h.ref[2]: h.rect for h in sc.hots if isinstance(h.ref, tuple) and h.ref[0] == "hand"}
    assert len(plays) >= 3 and len(cards) == 4
    for a in plays[:3]:
        r = cards[a.args[0]]
        name = sc.hints.name_rect(tuple(r), sc.hots)
        assert name is not None and r.contains(name)
