"""Issue 26's seventh playtest pass (docs/playtests/issue-26.md, "Seventh pass", findings 6 and 8):
on the phone every optional ability button began with its seat ("P2: Electric Thunder: discard
Reversal + Parry", picture 53) though the page is P2's and its header names it; on the TV the hint
rank badges on the hand's cards covered the cards' keywords ("WITHDR2", "KNOCKB3", picture 58)."""
import pytest

pytest.importorskip("pygame")

from legends.engine import Game  # noqa: E402
from legends.ui.phones import protocol  # noqa: E402
from legends.ui.table.inputmode import describe  # noqa: E402
from tests.phones import SETUP  # noqa: E402
from legends.content import default_box  # noqa: E402


def test_finding8_a_phone_button_does_not_repeat_its_own_seat():
    """P2's options described while P1 decides (the TV's list says whose they are: "P2: ...");
    P2's page gets them without the "P2: ", its header already says P2."""
    box = default_box()
    g = Game.new(SETUP, box)
    mine = [a for a in g.legal_actions() if a.seat == 0]
    assert len(mine) >= 2
    on_tv = [(describe(g, a, decision_seat=1), a) for a in mine]
    assert all(label.startswith("P1: ") for label, _ in on_tv)
    st = protocol.state(g.view, box, 0, version=1, prompt="", deciding=True, options=on_tv,
                        optional=True)
    labels = [o["label"] for o in st["options"]]
    assert len(labels) == len(mine)
    assert labels == [describe(g, a) for a in mine]
    assert not any(lab.startswith("P1:") for lab in labels)
    # another seat's label (not this page's) keeps its seat: the page would not know it otherwise
    other = protocol.option_list([("P2: Use Quick Step", mine[0])], seat=0)
    assert [o["label"] for o in other] == ["P2: Use Quick Step"]


# --- finding 6: the hand's rank badges off the cards' keywords ------------------------------------------
from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402

from legends.engine import Action  # noqa: E402
from legends.ui.table import hints  # noqa: E402
from tables import cast, module_app, opened, record, scenario  # noqa: E402

app = module_app("lastsmall")
HAND = ["aerial_07", "aerial_02", "aerial_04", "aerial_14"]     # Air Fireball, Dive Kick, Wall Jump, Divebomb
DOC = scenario(cast(("chun_li", "aerial"), ("blanka", "grappler"), ("birdie", "zoner"), ("dhalsim", "zoner")),
               stage="ayutthaya_ruins", turn=1, fighters=[{"space": "D4", "hand": HAND}] + [{"space": "D4"}] * 3)


@pytest.mark.parametrize("window, least", [((1280, 720), 7), ((1920, 1080), 12), ((3840, 2160), 12)])
def test_finding6_a_hand_cards_rank_badge_covers_none_of_its_actions(app, monkeypatch, window, least):
    """Picture 58 at 1280x720, four seats: badges 1-3 on Air Fireball, Dive Kick, Divebomb, each on
    its card and over none of the card's actions (their icons and keywords: "WITHDRAW", "KNOCKBACK")
    nor its name. At 1080 and 2160 (the same canvas, drawn at 2x) the cards' blank top right, under
    the title band and beside the combo icons, takes a radius 12-15 badge: it was the radius 7
    fallback (about 30 px on a 4K TV, now 50-62)."""
    sc = opened(app, DOC, window)
    plays = [Action.parse(f"P1 play {c}") for c in ("aerial_07", "aerial_02", "aerial_14")]
    assert all(a in sc.game.legal_actions() for a in plays)
    st = [SimpleNamespace(action=a, win_chance=0.66, visits=20, prior=0.0, reason="66% est. win") for a in plays]
    sc.hints.core.state = lambda key: st
    sc.hints.seat = 0
    sc.hints.changed()
    seen, radii = [], []
    real = hints.rank_badge
    monkeypatch.setattr(hints, "rank_badge", lambda s, pos, rank, r=hints.BADGE_R:
                        radii.append(r) or seen.append(real(s, pos, rank, r)) or seen[-1])
    sc.relayout(sc.L.size)
    app.render()
    hots = sc.hotspots()
    cards = [h for h in hots if h.ref.__class__ is tuple and h.ref[:1] == ("hand",) and h.ref[-1] in HAND]
    assert len(cards) == 4
    acts = [h.rect for h in hots if h.ref is None or h.ref.__class__ is tuple and h.ref[0] == "sprint"]
    on_cards = [(b, c) for b in seen for c in cards if pygame.Rect(c.rect).contains(b)]
    assert len(on_cards) == 3 and len(radii) == 3, (seen, [c.rect for c in cards])
    assert min(radii) >= least, radii
    for badge, card in on_cards:
        inside = [m for m in acts if pygame.Rect(card.rect).contains(m)]
        assert inside, card.ref                                  # the card's actions are there to keep off
        assert badge.collidelist(inside) < 0, (card.ref, badge, inside)
        if least > hints.STRIP_R:       # (a 720 strip's radius 7 badge may end its title band, after the name)
            assert not badge.colliderect(sc.hints.name_rect(tuple(card.rect), hots)), card.ref     # nor its name


# --- finding 6: three equal "66% win" rows say once why they rank as they do ----------------------------
def test_finding6_three_equal_chances_keep_their_tie_note_at_720(app):
    """Picture 58: row 1 "then: P1 moves to Reclining Buddha", rows 1-3 all "66% win", no word on the
    tie (the note came after the "then:" and the 720 row dropped it); now it comes first."""
    sc = opened(app, DOC, (1280, 720))
    plays = [Action.parse(f"P1 play {c}") for c in ("aerial_07", "aerial_02", "aerial_14")]
    why = ["then: P1 moves to Reclining Buddha; 66% est. win", "66% est. win", "66% est. win"]
    st = [SimpleNamespace(action=a, win_chance=w, visits=n, prior=0.0, reason=r)
          for a, w, n, r in zip(plays, (0.662, 0.661, 0.659), (28, 15, 15), why)]
    assert hints.tie_notes(st) == ["same odds as 2 and 3: tried most (28 to 15)", None, None]
    sc.hints.core.state = lambda key: st
    sc.hints.seat = 0
    sc.hints.changed()
    fonts = [str(m.what) for m in record(app, sc) if m.kind == "font"]
    said = [t for t in fonts if "same odds as 2 and 3" in t]
    assert len(said) == 1 and said[0].startswith("same odds as 2 and 3: tried most (28 to 15)"), said
    assert hints.with_note("then: P1 moves to C4", "same odds as 2: equally good") == \
        "same odds as 2: equally good; then: P1 moves to C4"
    assert hints.with_note("defeats Doll Agent", "same odds as 2: equally good") == \
        "defeats Doll Agent; same odds as 2: equally good"
