"""Issue 26, the last looks: a 1920x1080 strip with three rivals on one seat drew Alex's card (151
px, compact) without its activation icons: its three (move, push, melee) were short of room beside
"at E4". Where they are, the place goes into the card's name band and the icons beside its health:
every rival card shows each of its activation's icons inside the card, none over its name."""
import pygame
import pytest

from tables import module_app, opened, record
from test_issue26_rivalrows import NAMES, SPACES, rival_cards, rivals_doc

app = module_app("rival_icons")
OWNERS = {"three on P1": {"abigail": 0, "akuma": 0, "alex": 0, "cammy": 3},
          "three on P3": {"abigail": 2, "akuma": 2, "alex": 2, "cammy": 0},
          "two and two": {"abigail": 0, "akuma": 2, "alex": 0, "cammy": 2},
          "one each": {"abigail": 0, "akuma": 1, "alex": 2, "cammy": 3}}


@pytest.mark.parametrize("owners", list(OWNERS))
@pytest.mark.parametrize("window", [(1920, 1080), (1280, 720), (1152, 648)])
def test_every_rival_card_shows_its_activation_inside_it(app, window, owners):
    sc = opened(app, rivals_doc(OWNERS[owners]), window)
    cards = rival_cards(record(app, sc))
    assert sorted(cards) == sorted(NAMES.values())
    for name, ((w, h), inner) in cards.items():
        rival = next(r for r, n in NAMES.items() if n == name)
        side = app.box.rivals[rival].side(1)
        acts = [m for m in inner if m.kind == "act"]
        compact = h < 36                    # a one-line card (name, place, round, health): icons on its hover
        assert len(acts) == (0 if compact else len(side.activation)), (window, owners, name, (w, h))
        texts = {m.what: m.rect for m in inner if m.kind == "text"}
        assert name in texts and f"at {SPACES[rival]}" in texts, (window, owners, name, sorted(texts))
        card = pygame.Rect(0, 0, w, h)
        for m in acts:
            assert card.contains(m.rect) and not m.rect.colliderect(texts[name]), (window, owners, name, m.rect)
