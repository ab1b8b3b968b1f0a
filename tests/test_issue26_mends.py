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
    monkeypatch.setattr(hints, "rank_badge", lambda s, pos, rank, *r: drawn.append((rank, real(s, pos, rank, *r))) or drawn[-1][1])
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


# --- new problem 3: the recap leaves the map when a bot teammate's turn starts to move -----------
def to_the_recap_with(app, seats):
    """Chun-Li (P1, human) ends turn 5 of position(2); P2 (`seats[1]`) plays turn 6: the frames up
    to the recap of turn 5's nemesis phase (P1 takes the damage of any block asked)."""
    from legends.devtools.testing import open_table, release, settle
    from legends.engine.scenario import build
    from legends.ui.input.intents import KEYBOARD
    from tables import position
    from test_issue26_recap_close import FIGHTER_PHASE, take
    app.set_window_size((1280, 720))
    sc = open_table(app, build(position(2), app.box), list(seats))
    for t in FIGHTER_PHASE:
        sc.pipeline.submit(take(sc.game, t), KEYBOARD)
        settle(app)
    release(app)
    for _ in range(600):
        if sc.recap.rows is not None:
            break
        g = sc.game
        if g.pending.kind == "block" and g.pending.seat == 0 and not sc.anim.active:
            sc.pipeline.submit(take(g, "P1 take"), KEYBOARD)
        app.step(0.05, [])
    assert sc.recap.rows is not None and sc.game.view.active == 1
    return sc


def test_the_recap_closes_as_a_bot_teammates_turn_starts_to_move(app):
    sc = to_the_recap_with(app, ["human", "greedy"])
    assert not sc.anim.active and sc.recap.rows is not None     # shown once the phase is shown
    for _ in range(400):
        app.step(0.05, [])
        if sc.anim.active and sc.anim.cur is not None:
            break
    assert sc.anim.active and sc.anim.cur.entry.get("text", "").startswith("P2 ")    # the bot's first move
    assert sc.recap.rows is None and sc.handlers.stack == [sc.table]               # in plain view
    assert sc.recap.chip.visible                                                   # the log's chip opens it again


def test_the_recap_stays_until_a_human_playing_next_decides(app):
    from legends.ui.input.intents import KEYBOARD
    sc = to_the_recap_with(app, ["human", "human"])
    for _ in range(100):                        # 5 s: nobody decided
        app.step(0.05, [])
    assert sc.recap.rows is not None
    sc.pipeline.submit(sc.game.legal_actions(seat=1)[0], KEYBOARD)        # P2's first decision
    app.step(0.05, [])
    assert sc.recap.rows is None


# --- new problem 8: the log comes back LOG_IDLE s after the last wheel turn, on the table's clock --------
def test_the_log_comes_back_ten_seconds_after_the_wheel_on_the_tables_clock(app):
    """An idle window steps every 250 ms and each step counts at most 0.1 s (app.run_realtime): the
    log's return is measured on the table's clock, not on the sum of the steps."""
    from legends.ui.table import recap as R
    assert R.LOG_IDLE == 10.0                           # docs/ui.md says 10 s
    sc = table(app, 1, (1280, 720))
    clock = [500.0]
    sc.recap.now = lambda: clock[0]
    app.step(0.1, [])

    def idle(seconds):                                  # the idle loop: a step every 250 ms, dt 0.1
        for _ in range(int(round(seconds / 0.25))):
            clock[0] += 0.25
            app.step(0.1, [])

    sc.log_scroll.scroll = 3                            # the wheel, up
    app.step(0.1, [])
    idle(6.0)
    sc.log_scroll.scroll = 4                            # a turn more: the ten seconds start again
    app.step(0.1, [])
    idle(9.75)
    assert sc.log_scroll.scroll == 4
    idle(0.5)
    assert sc.log_scroll.scroll == 0                    # back at the newest line, 10 s after the last turn


# --- new problem 8: a mouse resting on another seat's board takes no room from the deciding seat --------
def rest_mouse_on(app, sc, seat):
    r = sc._seat_rects[seat]
    pos = (r.centerx, r.bottom - 12)
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    return pos


def test_a_mouse_on_another_seats_board_leaves_the_deciders_board_whole(app):
    sc = four_seats(app)
    wide = sc._seat_rects[0].w
    assert sc.game.pending.seat == 0 and wide > sc._seat_rects[2].w      # P1 decides: its board whole
    decider_hand = {h.ref for h in sc.hots if isinstance(h.ref, tuple) and h.ref[0] == "hand"}
    rest_mouse_on(app, sc, 2)
    for _ in range(20):                                     # a second with the mouse resting there
        app.step(0.05, [])
    app.render()
    assert sc._seat_rects[0].w == wide and sc._seat_rects[2].w < wide
    assert decider_hand <= {h.ref for h in sc.hots if isinstance(h.ref, tuple)}   # its hand still there


def test_a_mouse_on_a_board_opens_it_while_a_bot_decides(app):
    from legends.devtools.testing import open_table
    from legends.engine.scenario import build
    from tables import position
    app.set_window_size((1280, 720))
    fighters = [{"space": "D4", "hand": list(FOUR_CARDS), "meter": ["zoner_07"], "ex": 1}]
    game = build(position(4, fighters=fighters + [{"space": s} for s in ("A3", "E1", "C5")]), app.box)
    sc = open_table(app, game, ["greedy", "human", "human", "human"])
    assert sc.game.pending.seat == 0
    rest_mouse_on(app, sc, 2)
    assert sc._seat_rects[2].w > sc._seat_rects[0].w        # nobody at the table decides: the board opens


def test_a_board_with_something_to_use_now_still_opens_under_the_mouse(app):
    sc = table(app, 4, (1280, 720))                  # P3 (Ryu) is stunned: its Stand up is offered now
    assert any(a.seat == 2 and a.kind == "stand" for a in sc.game.pending.options)
    rest_mouse_on(app, sc, 1)
    assert sc._seat_rects[0].w > sc._seat_rects[1].w        # P2 has nothing now: P1's board stays whole
    rest_mouse_on(app, sc, 2)
    assert sc._seat_rects[2].w > sc._seat_rects[0].w        # P3's Stand up: its board opens
