"""Four people, one screen: every seat's colour is the same on its ring, its fighter board, the
prompt and its hand panel; the prompt and the options list name the player who decides (never
"you"), a bot's seat says it is thinking; any seat's hand can be looked at (PageUp / PageDown, a
click on a board's name or hand chip), read-only, until Esc or the decision passes on."""
import pygame
import pytest

from legends.bots import make_bot
from legends.devtools.testing import click, hot, key, open_table, settle
from legends.engine.scenario import build
from legends.ui import theme as T
from legends.ui.gameview import figures_of
from legends.ui.table import boards as B
from legends.ui.table.boards.seat import board_frame
from legends.ui.table.hand import hand_frame
from legends.ui.table.menus import ChoicePopup, PauseMenu
from legends.ui.table.hud import prompt_line, prompt_parts
from legends.ui.input.intents import KEYBOARD

PLAYERS = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
           {"fighter": "chun_li", "style": "zoner", "rival": "juri"},
           {"fighter": "ken", "style": "rushdown", "rival": "fang"},
           {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]
NAMES = ["Ryu", "Chun-Li", "Ken", "Zangief"]
SPACES = ["D4", "A4", "E2", "C5"]


def scene(app, seats, active=0, **extra):
    n = len(seats)
    doc = {"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 9,
                     "players": PLAYERS[:n]},
           "fighters": [{"space": SPACES[i]} for i in range(n)], "active": active, **extra}
    sc = open_table(app, build(doc, app.box), list(seats))
    return sc


def refs(sc, kind):
    return [h.ref for h in sc.hots if h.ref and h.ref[0] == kind]


def hand_of(sc, seat):
    return list(sc.game.view.fighter(seat)["hand"])


# --- the prompt and the options list name the player ---------------------------------------------
def test_a_solo_players_prompt_names_their_fighter_not_you(app):
    sc = scene(app, ["human"])
    assert prompt_line(sc) == "P1 · Ryu decides: play style card 1 of 2"
    assert sc.options.title == f"Legal options ({len(sc.mode.options)}) · P1 · Ryu decides"
    assert "you" not in sc.options.title.lower().split()


@pytest.mark.parametrize("active", [0, 1])
def test_two_humans_see_which_of_them_decides(app, active):
    sc = scene(app, ["human", "human"], active=active)
    who = f"P{active + 1} · {NAMES[active]}"
    assert prompt_line(sc) == f"{who} decides: play style card 1 of 2"
    assert sc.options.title.endswith(f"· {who} decides")
    assert prompt_parts(sc)[2] == sc.options.title_color == T.SEAT_COLORS[active]


def test_a_bot_seat_is_thinking_and_says_which_bot(app):
    sc = scene(app, ["human", "greedy"], active=1)
    assert prompt_line(sc).startswith("P2 · Chun-Li (Bot, greedy) is thinking...")
    assert prompt_parts(sc)[3] == "thinking" and prompt_parts(sc)[2] == T.SEAT_COLORS[1]
    shown = [text for text, *_ in sc.options.items] + [sc.options.title]
    assert any("P2 · Chun-Li (Bot, greedy) is thinking..." in t for t in shown)
    assert not any("decides: you" in t or "(bot)" in t for t in shown)


@pytest.mark.parametrize("active", range(4))
def test_four_seats_each_prompt_in_its_seat_colour(app, active):
    seats = ["human", "human", "human", "expert"]
    sc = scene(app, seats, active=active)
    who, what, colour, how = prompt_parts(sc)
    assert colour == T.SEAT_COLORS[active]
    assert what == "play style card 1 of 2"            # the decision's own words, without "P3 (Ken):"
    if seats[active] == "human":
        assert (who, how) == (f"P{active + 1} · {NAMES[active]} decides", "decides")
        assert sc.options.title.endswith(f"· P{active + 1} · {NAMES[active]} decides")
    else:
        assert (who, how) == ("P4 · Zangief (Bot, expert) is thinking...", "thinking")


# --- one colour per seat -------------------------------------------------------------------------
def test_every_board_frame_ring_and_hand_panel_is_in_its_seat_colour(app):
    sc = scene(app, ["human"] * 4)
    rings = {f["id"]: f["ring"] for f in figures_of(sc.game) if f["kind"] == "fighter"}
    for seat in range(4):
        colour = T.SEAT_COLORS[seat]
        assert {board_frame(seat, a, d)[0] for a in (False, True) for d in (False, True)} == {colour}
        assert rings[f"F{seat + 1}"] == colour == hand_frame(seat)
    assert board_frame(0, active=True)[1] > board_frame(1)[1]         # the active board's frame is thicker
    frame = sc.L.seats[2].move(0, 64 + 6).inflate(-2, -2)          # the board (under the rival strip), on its frame
    assert tuple(sc.app.screen.get_at((frame.centerx, frame.y)))[:3] == T.SEAT_COLORS[2]


# --- looking at every seat's hand ---------------------------------------------------------------
def test_page_down_and_page_up_go_round_every_seats_hand(app):
    sc = scene(app, ["human", "human", "human", "expert"])
    assert sorted(c for _, s, c in refs(sc, "hand") if s == 0) == sorted(hand_of(sc, 0))
    for seat in (1, 2, 3):
        key(app, pygame.K_PAGEDOWN)
        app.render()
        assert sc.looking.shown() == seat
        assert sorted(c for _, s, c in refs(sc, "looked")) == sorted(hand_of(sc, seat))
        assert not refs(sc, "hand") and not refs(sc, "sprint")      # nothing to play in a hand looked at
        assert sc.looking.title() == f"P{seat + 1} · {NAMES[seat]}'s hand — looking (PageUp/PageDown)"
    key(app, pygame.K_PAGEDOWN)                                       # round the table: back to the decider's own
    app.render()
    assert sc.looking.seat is None and not refs(sc, "looked") and refs(sc, "hand")
    key(app, pygame.K_PAGEUP)
    assert sc.looking.shown() == 3


def test_a_solo_game_has_only_its_own_hand(app):
    sc = scene(app, ["human"])
    key(app, pygame.K_PAGEDOWN)
    assert sc.looking.seat is None and sc.looking.shown() == 0


def test_a_click_on_a_boards_name_or_hand_chip_shows_that_hand(app):
    sc = scene(app, ["human"] * 4)
    for seat in (2, 1, 3):
        spots = [h.rect.center for h in sc.hots if h.ref == ("look", seat)]
        assert len(spots) == 2                                         # the name and the hand chip
        for pos in spots:
            if sc.looking.seat is not None:
                key(app, pygame.K_ESCAPE)                              # back to the decider's hand first
            click(app, pos)
            app.render()
            assert sc.looking.shown() == seat
            assert sorted(c for _, s, c in refs(sc, "looked")) == sorted(hand_of(sc, seat))
    click(app, hot(sc, ("look", 0)))                                   # the decider's own board: back to its hand
    assert sc.looking.seat is None and sc.game.view.decisions == 0


def test_cards_of_a_hand_looked_at_cannot_be_played(app):
    sc = scene(app, ["human", "human"])
    key(app, pygame.K_PAGEDOWN)
    app.render()
    for _, seat, card in refs(sc, "looked"):
        for button in (1, 3):
            click(app, hot(sc, ("looked", seat, card)), button)
            app.render()
            assert sc.game.view.decisions == 0 and not sc.handlers.find(ChoicePopup)
    assert sc.tip_at(hot(sc, refs(sc, "looked")[0]))[1].count("only P2 plays it")


def test_a_hand_looked_at_is_dimmed_and_never_glows(app):
    sc = scene(app, ["human"])
    rect = pygame.Rect(0, 0, 440, 174)
    own, looked = pygame.Surface(rect.size), pygame.Surface(rect.size)
    hots = B.draw_hand(own, rect, sc.game, 0, sc.mode, card_w=100)
    B.draw_hand(looked, rect, sc.game, 0, sc.mode, card_w=100, title="P1 · Ryu's hand — looking")
    card = next(h.rect for h in hots if h.ref and h.ref[0] == "hand")
    assert sc.mode.by_hand                                             # the same cards glow in the own hand
    looked_card = card.move(0, B.hand.TITLE_H).clip(rect)

    def light(s, r):
        return sum(pygame.transform.average_color(s, r)[:3])
    assert light(looked, looked_card) < light(own, card) * 0.85
    glow_strip = pygame.Rect(card.x, card.bottom, card.w, 4).clip(rect)   # the glow around a playable card
    assert light(own, glow_strip) > light(looked, glow_strip.move(0, B.hand.TITLE_H).clip(rect))


def test_esc_returns_to_the_deciders_hand_before_it_opens_the_menu(app):
    sc = scene(app, ["human", "human", "human"])
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_ESCAPE)
    app.render()
    assert sc.looking.seat is None and refs(sc, "hand") and not sc.handlers.find(PauseMenu)
    key(app, pygame.K_ESCAPE)
    assert sc.handlers.find(PauseMenu)


def test_the_look_lasts_while_the_same_player_decides_and_ends_when_the_decision_passes(app):
    sc = scene(app, ["human", "human", "human"])
    key(app, pygame.K_PAGEUP)
    assert sc.looking.shown() == 2
    card = hand_of(sc, 0)[0]
    sc.pipeline.submit(next(a for a in sc.mode.options if a.kind == "play" and a.args[0] == card), KEYBOARD)
    settle(app)
    assert sc.game.pending.seat == 0 and sc.looking.shown() == 2     # P1 still decides: still looking
    player = make_bot("greedy", 1)                     # P1 plays on, as clicks would, until someone else decides
    while sc.game.pending.seat == 0:
        sc.pipeline.submit(player.choose(sc.game, sc.game.legal_actions(seat=0)), KEYBOARD)
        settle(app)
    assert sc.game.pending.seat != 0
    assert sc.looking.seat is None and sc.looking.shown() == sc.game.pending.seat


def test_a_popup_still_legal_stays_open_when_the_table_refreshes(app):
    sc = scene(app, ["human", "human"])
    acts = [a for a in sc.mode.options if a.args and a.args[0] == hand_of(sc, 0)[0]]
    sc.handlers.push(ChoicePopup(sc, (900, 500), "Play this card", acts))
    sc.refresh_mode()                                   # e.g. an animation ends: the decision is the same
    assert sc.handlers.find(ChoicePopup)
    sc.pipeline.submit(acts[0], KEYBOARD)                                   # the decision moves on: its choices are gone
    assert not sc.handlers.find(ChoicePopup)
