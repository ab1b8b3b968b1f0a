"""Issue 26, the combo meter from the sofa, third pass. In a 1152x648 window (a 1280x720 screen after
F11 to a window) the three narrow boards of a four-seat table are 142 px wide: too narrow for the
health track and EX gauge to share a line at 18 px or for a meter on two rows of two, so a meter of
2-4 cards stayed one row of 27 px strips, icons only (12 of 16 cards with 4 a meter). Such a meter
now stands in one column across the board under the card counts (its health track and EX gauge on
one line at 16 px, 15 on a board framed for its turn): 124 px strips, 40 px tall for 2 cards, 27
for 3, 20 for 4 (a slim strip under 28 px: the name on one line at 13 or 12 px, its icons after
it). A wide
board's meter gives its COMBO METER label's room to its cards where the label would cut a name
("Jum. Hea. / Kick" at 75x32 -> "Jumping Heavy Kick"); a name's icons may follow its first line
("Stu. the" [icon] / "Opponent"); the focus ring on a meter card is white between dark edges, not
P1's red that read as the orange glow of the cards that can block. A single card keeps the one row
(73x40: named, its words shortened where they must) and the board its lines at 26 px."""
import pygame
import pytest

from legends.ui.assets import MIN_TEXT
from legends.ui.paint import cards as D
from legends.ui import theme
from legends.ui.table import focus_frame
from legends.ui.table.boards import meter as M
from legends.ui.table.boards import seat as boards
from meters import BLOCK_METER, CAST, METERS, blocking_meter, meter_hots, meter_table as table_with
from meters import strip_words as words_of
from tables import cast, module_app

app = module_app("meter648")
SHOTO = cast(("chun_li", "shoto"), ("blanka", "counter"), ("birdie", "aerial"), ("dhalsim", "grappler"))
SHOTO_METERS = [["shoto_10", "shoto_11", "shoto_05", "shoto_02"], ["counter_08", "counter_04", "counter_10", "counter_13"],
                ["aerial_13", "aerial_10", "aerial_09", "aerial_07"], ["grappler_04", "grappler_12", "grappler_09", "grappler_13"]]


@pytest.mark.parametrize("players,meters", [(CAST, METERS), (SHOTO, SHOTO_METERS)], ids=["zoner", "shoto"])
@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_every_meter_card_is_named_in_a_1152x648_window(app, monkeypatch, k, players, meters):
    sc, strips = table_with(app, monkeypatch, (1152, 648), k, players, meters)
    assert len(strips) == 4 * k, [(c.name, w, h) for c, _d, w, h in strips]
    for card, deck, w, h in strips:         # were 5/9/12 of 8/12/16 drawn without a name (2/3/4 cards)
        assert D.has_name(card.name, max(1, len(card.icons)), w, h), (k, card.name, w, h)
        words = words_of(card, deck, w, h)
        assert words and min(z for _t, z in words) >= MIN_TEXT, (card.name, words)
    if k == 2:                              # two cards (a column of 124x40 on a narrow board): whole
        assert all(D.whole_name(c.name, max(1, len(c.icons)), w, h) for c, _d, w, h in strips), strips


@pytest.mark.parametrize("k,tall", [(2, 40), (3, 27), (4, 20)])
def test_a_142_px_boards_meter_stands_in_one_column_under_its_counts(app, monkeypatch, k, tall):
    sc, _ = table_with(app, monkeypatch, (1152, 648), k)
    for seat in (1, 2, 3):
        board = pygame.Rect(sc._seat_rects[seat])
        assert board.w == 142
        cards = meter_hots(sc, seat)
        assert len(cards) == k
        assert {r.w for r in cards} == {124} and {r.x for r in cards} == {cards[0].x}, cards   # were 27 px wide
        assert min(r.h for r in cards) >= min(tall, M.SLIM_ROW) and cards[0].h == tall, cards
        assert all(board.inflate(-6, -6).contains(r) for r in cards), (board, cards)
        assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])
        health, ex = (next(h.rect for h in sc.hotspots() if h.ref == (what, seat)) for what in ("health", "ex"))
        assert health.y == ex.y and health.h >= 15 and health.right <= ex.x and ex.right <= board.right - 3
        others = [h.rect for h in sc.hotspots() if h.ref in (("look", seat), ("health", seat), ("ex", seat))]
        assert len(others) == 4 and not any(c.colliderect(o) for c in cards for o in others)


def test_a_single_card_keeps_the_one_row_and_the_board_its_lines(app, monkeypatch):
    sc, _ = table_with(app, monkeypatch, (1152, 648), 1)
    for seat in (1, 2, 3):
        health, ex = (next(h.rect for h in sc.hotspots() if h.ref == (what, seat)) for what in ("health", "ex"))
        assert health.h == ex.h == boards.STATUS_SIZE and ex.y > health.y


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_the_720p_meters_keep_every_name_and_lose_no_more_words(app, monkeypatch, k):
    """No regression at 1280x720; the wide board's long shoto names are whole now (the label's room)."""
    for players, meters in ((CAST, METERS), (SHOTO, SHOTO_METERS)):
        sc, strips = table_with(app, monkeypatch, (1280, 720), k, players, meters)
        assert len(strips) == 4 * k
        assert all(D.has_name(c.name, max(1, len(c.icons)), w, h) for c, _d, w, h in strips)
        wide = [(c.name, w, h) for c, _d, w, h in strips if c.id in meters[0]]
        assert len(wide) == k and all(D.whole_name(n, 2, w, h) or D.whole_name(n, 1, w, h) for n, w, h in wide), wide


def test_a_wide_board_gives_its_label_room_only_where_the_label_would_cut_a_name(app, monkeypatch):
    sc, _ = table_with(app, monkeypatch, (1280, 720), 4, SHOTO, SHOTO_METERS)     # Jumping Heavy Kick ...
    label = next(h.rect for h in sc.hotspots() if h.ref == ("meter_label", 0))
    assert label.w == M.UNLABELLED and {r.w for r in meter_hots(sc, 0)} == {96}     # were 75 px, "Jum. Hea."
    sc, _ = table_with(app, monkeypatch, (1280, 720), 2)                          # Backdash, Pushback: whole
    label = next(h.rect for h in sc.hotspots() if h.ref == ("meter_label", 0))
    assert label.w > M.UNLABELLED and {r.w for r in meter_hots(sc, 0)} == {75}
    sc, _ = table_with(app, monkeypatch, (1280, 720), 3)                          # and "Full-Scr." / "Fireball"
    label = next(h.rect for h in sc.hotspots() if h.ref == ("meter_label", 0))
    assert label.w == M.UNLABELLED and {r.w for r in meter_hots(sc, 0)} == {125}    # an empty slot 12 px


def test_names_cut_no_longer_where_a_place_keeps_them():
    pygame.font.init()
    assert D.named_plan("Study the Opponent", 1, 81, 35)[0][1] == "Opponent"     # was "Oppon."
    assert D.named_plan("Study the Opponent", 1, 81, 35)[3] == "head"
    for name, n in (("Jumping Heavy Kick", 1), ("Solar Plexus Strike", 2), ("Full-Screen Fireball", 2)):
        assert D.whole_name(name, n, 96, 32), name                                # the wide board, labelless
    assert D.slim_plan("Running Bear Hug", 1, 124, 20)[1] >= MIN_TEXT
    assert D.slim_plan("Suplex", 1, 124, 20)[0] == "Suplex"


def test_the_meter_focus_ring_is_white_between_dark_edges():
    surf = pygame.Surface((60, 60))
    surf.fill((0, 0, 0))
    red = theme.SEAT_COLORS[0]
    frame = focus_frame.draw_frame(surf, pygame.Rect(10, 10, 40, 40), red, "outside")
    assert frame == pygame.Rect(6, 6, 48, 48)
    column = [tuple(surf.get_at((30, y)))[:3] for y in range(6, 11)]             # out of the card's top edge
    assert column[0] == focus_frame.DARK and column[1] == column[2] == theme.WHITE and column[3] == focus_frame.DARK
    assert tuple(red) not in column


def test_a_deciding_narrow_boards_blocking_meter_at_1152x648(app):
    """P1 blocks with four cards while P2's hand is looked at: P1's 142 px board, framed 5 px for its
    turn, shows its meter in a column, every card named, the cursor's ring on the first."""
    sc, t, board = blocking_meter(app, (1152, 648))
    assert board.w == 142
    cards = meter_hots(sc, 0)
    assert len(cards) == 4 and len({r.x for r in cards}) == 1 and min(r.h for r in cards) >= M.SLIM_ROW, cards
    names = [sc.game.box.style_card(cid).name for cid in BLOCK_METER]
    assert all(D.has_name(n, 1, r.w, r.h) or D.has_name(n, 2, r.w, r.h) for n, r in zip(names, cards))
    frame = sc.focus.draw(app.screen.copy())[0]
    assert frame.contains(t.rect) and board.inflate(-2, -2).contains(frame), (board, frame)
