"""Issue 26, the combo meter from the sofa, second pass. At 1280x720 with four seats a narrow board's
meter of three or four cards was strips 46 and 38 px wide showing icons only, and two cards on 64 px
strips read "Supl.", "Press." / "String", "Full-S." / "Fireb.". Such a meter now stands on two rows
of two (81x35 at 720p; the board's health track and EX gauge share a line to make the room), each
card named in whole words; a strip names its card across its width with the icons after the last
line or under it where the icon column would cut a word ("Suplex", "Read the" / "Jump"); the focus
cursor's frame on such a card is a ring just out of it, off the board's edge and its neighbours."""
import pygame
import pytest

from legends.devtools.testing import open_table
from legends.engine.scenario import build
from legends.ui.assets import MIN_TEXT
from legends.ui.paint import cards as D
from legends.ui.table.boards import seat as boards
from meters import CAST, METERS, blocking_meter, meter_hots, meter_table as table_with, strip_words as words_of
from tables import module_app, scenario

app = module_app("metergrid")


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_every_meter_card_is_named_at_12_px_with_one_to_four_cards(app, monkeypatch, window, k):
    sc, strips = table_with(app, monkeypatch, window, k)
    assert len(strips) == 4 * k, [(c.name, w, h) for c, _d, w, h in strips]
    for card, deck, w, h in strips:
        assert D.has_name(card.name, max(1, len(card.icons)), w, h), (window, k, card.name, w, h)
        words = words_of(card, deck, w, h)
        assert words and min(z for _t, z in words) >= MIN_TEXT, (card.name, words)
    narrow = [(c, w, h) for c, _d, w, h in strips if c.id not in METERS[0]]
    assert len(narrow) == 3 * k
    if window != (1280, 720) or k >= 2:     # no word of a narrow board's card shortened (its name whole)
        assert all(D.whole_name(c.name, max(1, len(c.icons)), w, h) for c, w, h in narrow), narrow


@pytest.mark.parametrize("k", [3, 4])
def test_a_narrow_boards_meter_of_three_or_four_cards_stands_on_two_rows(app, monkeypatch, k):
    sc, _ = table_with(app, monkeypatch, (1280, 720), k)
    for seat in (1, 2, 3):                  # the narrow boards (Chun-Li's, the first, is whole)
        board = pygame.Rect(sc._seat_rects[seat])
        cards = meter_hots(sc, seat)
        assert len(cards) == k
        assert {r.w for r in cards} == {81} and min(r.h for r in cards) >= 30, cards      # were 46 / 38 px wide
        assert len({r.y for r in cards}) == 2 and cards[2].x == cards[0].x            # two rows of two
        assert all(board.inflate(-6, -6).contains(r) for r in cards), (board, cards)
        assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])
        health, ex = (next(h.rect for h in sc.hotspots() if h.ref == (what, seat)) for what in ("health", "ex"))
        assert health.y == ex.y and health.h >= 18 and health.right <= ex.x      # one line: the meter's room
        others = [h.rect for h in sc.hotspots() if isinstance(h.ref, tuple) and h.ref[:2] in (("look", seat),)
                  or h.ref in (("health", seat), ("ex", seat))]
        assert len(others) == 4 and not any(c.colliderect(o) for c in cards for o in others)


def test_two_cards_that_read_whole_on_one_row_keep_it_and_the_board_its_lines(app, monkeypatch):
    sc, strips = table_with(app, monkeypatch, (1280, 720), 2)
    blanka = meter_hots(sc, 1)                  # Suplex, Body Slam: whole on 64 px strips ("Supl." before)
    assert len(blanka) == 2 and {r.w for r in blanka} == {64} and blanka[0].y == blanka[1].y
    assert [t for t, _z in words_of(sc.game.box.style_card("grappler_03"), "grappler", 64, 40)] == ["Suplex"]
    health, ex = (next(h.rect for h in sc.hotspots() if h.ref == (what, 1)) for what in ("health", "ex"))
    assert health.h == ex.h == boards.STATUS_SIZE and ex.y > health.y       # its lines as before
    birdie = meter_hots(sc, 2)                  # Cross-Up, Pressure String: one row would read "Press."
    assert len(birdie) == 2 and {r.w for r in birdie} == {81}


def test_the_long_names_read_in_whole_words():
    pygame.font.init()
    for name, n in (("Running Bear Hug", 1), ("Wake-Up Pressure", 1), ("Read the Jump", 1), ("Suplex", 1),
                    ("Full-Screen Fireball", 2), ("Crouching Jab", 2), ("Pressure String", 2)):
        assert D.whole_name(name, n, 81, 35), name                      # a narrow board's two-row meter
    assert D.named_plan("Read the Jump", 1, 64, 40)[0] == ["Read the", "Jump"]     # was icons alone at 64 px
    assert D.named_plan("Suplex", 1, 64, 40)[0] == ["Suplex"]                      # was "Supl."
    lines, z, isz, place = D.named_plan("Full-Screen Fireball", 2, 81, 35)
    assert lines == ["Full-Screen", "Fireball"] and place == "tail" and z >= MIN_TEXT and isz >= 10
    lines, *_ = D.named_plan("Crouching Jab", 2, 86, 40)                           # 1080p: was "Crouch." / "Jab"
    assert lines == ["Crouching", "Jab"]


def test_the_focus_frame_on_a_narrow_boards_meter_card_keeps_off_its_edge_and_neighbours(app):
    """P1 blocks with four cards in the meter while P2's hand is looked at: P1's board is narrow, the
    cursor on its first meter card."""
    sc, t, board = blocking_meter(app, (1280, 720))
    assert board.w < boards.FULL_W                                  # P1's board narrow: its essentials
    cards = meter_hots(sc, 0)
    assert len(cards) == 4 and len({r.y for r in cards}) == 2
    frame = sc.focus.draw(app.screen.copy())[0]
    assert frame.contains(t.rect) and frame.w - t.rect.w <= 8        # a ring 4 px out, the card whole
    assert board.inflate(-2, -2).contains(frame), (board, frame)    # inside the board, off its edge
    assert not any(frame.colliderect(r) for r in cards if r != t.rect), (frame, cards)


def test_a_bots_narrow_board_with_a_two_row_meter_still_says_bot(app):
    """The EX gauge's line is full once the health track shares it: the pill stands before the card
    counts, on their line, whole."""
    from tables import record
    doc = scenario(CAST, stage="ayutthaya_ruins", turn=1, fighters=[{"space": "D4", "meter": m} for m in METERS])
    app.set_window_size((1280, 720))
    sc = open_table(app, build(doc, app.box), ["human", "greedy", "greedy", "greedy"])
    marks = record(app, sc)
    pills = [m for m in marks if m.kind == "text" and str(m.what) == "Bot"]
    assert len(pills) == 3 and all(m.box.contains(m.rect) and m.rect.h >= 14 for m in pills)
    for seat in (1, 2, 3):
        cards = meter_hots(sc, seat)
        assert len(cards) == 4 and len({r.y for r in cards}) == 2       # the meter on two rows
