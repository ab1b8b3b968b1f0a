"""Cards on a 1280x720 table (issue 12): the sizes a small canvas gives the hand, the combo meters,
the rival strips and the fighter boards' abilities, recorded as tests/test_cards_whole.py records
the 1080p ones. Every style card in a hand (a card, or a strip of a crowded hand) and every
combo-meter strip is whole (its actions and
icons inside it, no text cut); every rival card of a strip shows its actions whole (a long passive
may be cut with "...": its tooltip and the zoom say it); every ability card shows its actions whole
(on a short card with the name on one line, cut if need be, and the keywords as pills on their
icons), or, where even so they cannot be whole at 12 px, its name and cost and "Z: actions" (the
tooltip and the zoom show them), never actions spilling out of the card."""
import pytest

from legends.ui import drawn
from legends.ui import paint as D

import test_cards_whole as cw
from tables import fresh_app

BOX = cw.BOX


@pytest.fixture(scope="module")
def sizes(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("cards-small")) as app:
        app.set_window_size((1280, 720))
        found = cw.table_sizes(app)
    found["rival"] = {s for s in found["rival"] if s[1] < 64}      # the strips drawn (not the 64 px notes)
    return found


def test_small_sizes_are_found(sizes):
    assert sizes["strip"] and any(h < 100 for _, h in sizes["ability"])    # a crowded hand: strips (hand.py)
    assert sizes["rival"] and sizes["mini"]


def test_hand_cards_and_meter_strips_are_whole(sizes):
    cw.test_every_style_card_whole(sizes)


def test_every_style_card_is_whole_as_a_hand_strip(sizes):
    """A crowded hand on a 720p table is a grid of strips: every style card of the box, at every
    strip size the table draws, shows its name whole (no "..."), its actions, its combo icons and its
    Sprint badge, all inside the strip; only a few leave their keywords to the tooltip ("brief")."""
    bad, brief, n = [], 0, 0
    for deck in BOX.styles.values():
        for c in deck.cards:
            for w, h in sorted(sizes["strip"]):
                with drawn.recording() as marks:
                    D.hand_strip(c, deck.id, w, h)
                bad += [f"{c.name}: {w}x{h}: {p}" for p in cw.problems(marks, w, h, cw.flat(c.rows),
                                                                        list(c.icons) + ["move"])]
                brief += any(m.kind == "brief" for m in marks)      # icons without keywords: too narrow
                n += 1
    assert not bad, "\n".join(bad)
    assert brief < n / 8, (brief, n)            # nearly all show their keywords too


def test_rival_strips_show_their_actions_whole(sizes):
    bad = []
    for rv in BOX.rivals.values():
        for rnd in (1, 2):
            side = rv.side(rnd)
            for w, h in sorted(sizes["rival"]):
                bad += [f"{side.name}: {p}" for p in cw.check(
                    lambda: D.enemy_card(side.name, side.health, side.activation, D.passive_label(side.passive), w, h,
                                         (120, 40, 160), mark="rival", round_label=f"R{rnd}", extra="not on map"),
                    w, h, side.activation, ["rival", "health"])
                    if not (p.split(": ", 1)[1].startswith("cut: ") and side.passive)]
    assert not bad, "\n".join(bad)


def test_ability_cards_are_whole_or_brief(sizes):
    bad, brief, n = [], 0, 0
    for f in BOX.fighters.values():
        for i, ab in enumerate(f.abilities):
            for up in (False, True):
                side = ab.side(up)
                for w, h in sorted(sizes["ability"]):
                    with drawn.recording() as marks:
                        D.ability_card(f, i, up, w, h)
                    short = any(m.kind == "brief" for m in marks)
                    acts = () if short else cw.flat(side.rows) + (cw.flat(side.kicker.rows) if side.kicker else [])
                    bad += [f"{ab.name} ({up}): {w}x{h}: {p}" for p in cw.problems(marks, w, h, acts)
                            if p != f"cut: {ab.name!r}"]        # its name on one line, cut: tooltip and zoom
                    brief += short
                    n += 1
    assert not bad, "\n".join(bad)
    assert brief < n / 4, (brief, n)        # most show their actions
