"""Issue 26's done-means playtest (docs/playtests/issue-26.md), its new problems mended: hint ranks
on their own cards, the recap out of a bot's turn, the log's return on the table's clock, another
seat's board widened only when it takes nothing from the deciding seat."""
from types import SimpleNamespace

import pygame
import pytest

from legends.ui.table import hints
from tables import table

FOUR_CARDS = ["zoner_10", "zoner_05", "zoner_01", "zoner_02"]


def four_seats(app, hand=FOUR_CARDS, window=(1280, 720)):
    fighters = [{"space": "D4", "hand": list(hand), "meter": ["zoner_07"], "ex": 1}]
    return table(app, 4, window, fighters=fighters + [{"space": s} for s in ("A3", "E1", "C5")])


def show_hint(app, sc, actions):
    """The hint panel as if the expert had answered `actions` (best first), no search run."""
    st = [SimpleNamespace(action=a, win_chance=0.6, reason="test") for a in actions]
    sc.hints.core.state = lambda key: st
    sc.hints.seat = sc.game.pending.seat
    sc.hints.changed()
    app.render()


# --- new problem 1: the hint ranks sit on the cards they rank -----------------------------------
@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_each_hint_rank_lies_inside_its_own_hand_card_and_on_no_other(app, monkeypatch, window):
    sc = four_seats(app, window=window)
    d = sc.game.pending
    plays = [a for a in d.options if a.kind == "play"]
    drawn = []
    real = hints.rank_badge
    monkeypatch.setattr(hints, "rank_badge", lambda s, pos, rank: drawn.append((rank, real(s, pos, rank))) or drawn[-1][1])
    show_hint(app, sc, [plays[2], plays[0], plays[1]])      # the third card first: not simply left to right
    cards = {h.ref[2]: h.rect for h in sc.hots if isinstance(h.ref, tuple) and h.ref[0] == "hand"}
    assert len(cards) == 4
    ranked = {1: plays[2].args[0], 2: plays[0].args[0], 3: plays[1].args[0]}
    assert sorted(r for r, _ in drawn) == [1, 2, 3]
    for rank, box in drawn:
        own = cards[ranked[rank]]
        assert own.contains(box.inflate(-4, -4)), (rank, box, own)
        others = [c for cid, c in cards.items() if cid != ranked[rank]]
        assert box.inflate(-4, -4).collidelist(others) == -1, (rank, box)
        if sc.L.rivals is not None:
            assert not box.colliderect(sc.L.rivals), (rank, box)
