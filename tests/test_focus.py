"""The focus cursor at the table (legends/ui/table/focus.py): every decision by the arrows and
Enter (a controller's d-pad and A), not only by pointing. The targets come from the InputMode;
Enter takes the same path as a left click on the focused thing."""
import random

import pygame

from legends.engine import Game
from legends.engine.scenario import build
from legends.engine.setup import random_setup
from legends.devtools.testing import click, figure_pos, held, hot, key, open_table, settle
from legends.ui import theme as T
from legends.ui.table.focus import Target, nearest
from legends.ui.table.menus import ChoicePopup
from legends.ui.input.intents import MOUSE

# P1 (Ryu) at B4 with an elite there and a grunt next door: Anti-Air (melee 3), Focus, Sweep in hand
POSITION = {"fighters": [{"space": "B4", "hand": ["shoto_03", "shoto_07", "shoto_13"], "meter": ["shoto_14"],
                          "ex": 1}],
            "enemies": [{"kind": "elite", "space": "B4"}, {"kind": "standard", "space": "C4"}],
            "dice": [0, 0, 1, 2]}
ENTER, LEFT, RIGHT, UP, DOWN = pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN


def scene(app, game=None, seats=("human",)):
    sc = open_table(app, game or build(POSITION, app.box), list(seats))
    app.render()                       # the hotspots of a drawn frame
    return sc


def press(app, k):
    key(app, k, unicode="\r" if k == ENTER else "")
    settle(app)


def focused(sc):
    return sc.focus.current()


def legal(sc, t) -> bool:
    """The focused target stands for legal actions of the decision being taken, and nothing else."""
    acts = sc.focus.actions(t)
    return bool(acts) and all(a in sc.game.pending.options for a in acts)


def to_option(app, sc, label):
    """Take the Legal options row that starts with this label (by a click: a setup step)."""
    for i, (text, a, _) in enumerate(sc.options.items):
        if a is not None and text.split(". ", 1)[-1].startswith(label):
            sc.pipeline.submit(a, MOUSE)
            settle(app)
            return
    raise KeyError(label)


# --- the default focus, per kind of decision ----------------------------------------------------
def test_a_card_to_play_starts_on_the_first_playable_hand_card(app):
    sc = scene(app)
    t = focused(sc)
    assert t.kind == "hot" and t.what == ("hand", 0, "shoto_03")
    assert sc.focus.label(t) == "Enter: Play Anti-Air"


def test_a_target_starts_on_a_figure_a_move_on_a_space_a_roll_on_confirm(app):
    sc = scene(app)
    press(app, ENTER)                                   # play Anti-Air: whom to hit?
    assert sc.game.pending.kind == "act"
    t = focused(sc)
    assert t.kind == "figure" and t.what == "m1" and legal(sc, t)
    press(app, ENTER)                                   # target the elite: roll the dice
    assert sc.game.pending.options and sc.b_confirm.enabled
    t = focused(sc)
    assert t.kind == "button" and t.what is sc.b_confirm
    sc2 = scene(app)
    to_option(app, sc2, "Sprint 2 with Anti-Air")
    t = focused(sc2)
    assert t.kind == "space" and legal(sc2, t)
    assert all(a.kind == "move" for a in sc2.focus.actions(t))


def test_placing_a_rival_starts_on_a_space_and_the_focus_is_hidden_while_a_bot_decides(app):
    box = app.box
    sc = scene(app, Game.new(random_setup(box, 7, 2), box), seats=("greedy", "human"))
    if sc.game.pending.seat == 0:
        assert focused(sc) is None and sc.focus.draw(pygame.display.get_surface()) == []
        settle(app)
        for _ in range(50):
            if sc.game.pending.seat == 1:
                break
            app.step(0.5, [])
            settle(app)
    assert sc.game.pending.seat == 1 and sc.game.pending.kind == "place_rival"
    t = focused(sc)
    assert t.kind == "space" and legal(sc, t)


# --- moving ----------------------------------------------------------------------------------------
def test_the_arrows_go_card_to_card_down_to_a_badge_and_up_to_the_options(app):
    sc = scene(app)
    press(app, RIGHT)
    assert focused(sc).what == ("hand", 0, "shoto_07")
    press(app, DOWN)
    assert focused(sc).what == ("sprint", 0, "shoto_07")
    press(app, UP)
    assert focused(sc).what == ("hand", 0, "shoto_07")
    press(app, RIGHT)
    press(app, RIGHT)                                   # the last card: nothing further right, it stays
    assert focused(sc).what == ("hand", 0, "shoto_13")
    press(app, UP)
    t = focused(sc)
    assert t.kind == "option" and t.rect.bottom <= sc.L.hand.top


def test_nearest_prefers_the_same_row_and_stays_at_an_edge():
    cell = 100
    grid = [Target("space", f"{c}{r}", (c * cell, r * cell, cell, cell)) for c in range(4) for r in range(4)]
    here = next(t for t in grid if t.what == "11")
    two_right = next(t for t in grid if t.what == "31")
    diagonal = next(t for t in grid if t.what == "22")
    sparse = [here, two_right, diagonal]
    assert nearest(here, sparse, (1, 0)) is two_right
    assert nearest(here, sparse, (0, 1)) is diagonal
    assert nearest(here, grid, (1, 0)).what == "21" and nearest(here, grid, (0, -1)).what == "10"
    corner = next(t for t in grid if t.what == "00")
    assert nearest(corner, grid, (-1, 0)) is None and nearest(corner, grid, (0, -1)) is None


def test_down_past_the_last_visible_row_scrolls_the_options(app):
    sc = scene(app)
    lv = sc.options
    rows = [t for t in sc.focus.targets() if t.kind == "option"]
    sc.focus.key = rows[-1].key
    sc.focus.visible = True
    before = lv.scroll
    press(app, DOWN)
    if lv.hidden()[1] or lv.scroll != before:           # rows were hidden below: scrolled, next row focused
        assert lv.scroll > before and focused(sc).what == rows[-1].what + 1
    else:                                               # all rows shown: Down leaves the list (or stays)
        assert focused(sc).kind != "option" or focused(sc).what == rows[-1].what


# --- Enter does what the click does ----------------------------------------------------------------
def twin(app, act_focus, act_click):
    """The same position played once by the focus and once by the mouse: the same decisions."""
    sc = scene(app)
    act_focus(sc)
    by_focus = list(sc.game.s["history"])
    sc = scene(app)
    act_click(sc)
    assert by_focus and list(sc.game.s["history"]) == by_focus


def test_enter_on_a_hand_card_a_figure_an_option_a_button_does_what_a_click_does(app):
    twin(app, lambda sc: press(app, ENTER), lambda sc: (click(app, hot(sc, ("hand", 0, "shoto_03"))), settle(app)))

    def focus_target(sc):
        press(app, ENTER)
        press(app, ENTER)

    def click_target(sc):
        click(app, hot(sc, ("hand", 0, "shoto_03")))
        settle(app)
        click(app, figure_pos(sc, "m1"))
        settle(app)
    twin(app, focus_target, click_target)

    def focus_row(sc):
        press(app, UP)
        press(app, ENTER)

    def click_row(sc):
        row = next(t for t in sc.focus.targets() if t.kind == "option" and t.what == 6)
        click(app, row.rect.center)
        settle(app)
    twin(app, focus_row, click_row)

    def focus_button(sc):
        focus_target(sc)
        press(app, ENTER)                               # Confirm: roll

    def click_button(sc):
        click_target(sc)
        click(app, sc.b_confirm.rect.center)
        settle(app)
    twin(app, focus_button, click_button)


def test_enter_on_a_space_moves_there_as_a_click(app):
    sc = scene(app)
    to_option(app, sc, "Sprint 2 with Anti-Air")
    t = focused(sc)
    press(app, ENTER)
    by_focus = sc.game.s["history"][-1]
    sc = scene(app)
    to_option(app, sc, "Sprint 2 with Anti-Air")
    click(app, sc.view.space_center(t.what))
    assert sc.game.s["history"][-1] == by_focus and "move" in by_focus and by_focus.endswith(t.what)


def test_the_mouse_hides_the_cursor_and_the_first_enter_only_shows_it(app):
    sc = scene(app)
    surf = pygame.display.get_surface()
    assert sc.focus.draw(surf)                          # drawn: frame, label, tooltip
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    assert sc.focus.shown() is None and sc.focus.draw(surf) == []
    press(app, ENTER)                                   # a hand card is focused: show it, choose nothing
    assert sc.game.view.decisions == 0 and sc.focus.shown() is not None
    press(app, ENTER)
    assert sc.game.view.decisions == 1


def test_the_cursor_is_drawn_in_the_deciding_seats_colour(app):
    sc = scene(app)
    app.render()
    t = focused(sc)
    surf = pygame.display.get_surface()
    ring = t.rect.inflate(10, 10)
    edge = [surf.get_at((ring.centerx, ring.top + k))[:3] for k in range(4)]
    assert T.SEAT_COLORS[0] in edge


# --- random walks: the focus is always on something legal -----------------------------------------
def test_random_walks_keep_the_focus_on_legal_things(app):
    box = app.box
    popups = 0
    for seed in (1, 2, 4):
        rnd = random.Random(seed)
        n = 1 + seed % 2
        sc = scene(app, Game.new(random_setup(box, seed, n), box), seats=["human"] * n)
        for _ in range(110):
            if app.scene is not sc or sc.game.is_over():
                break
            t = focused(sc)
            if t is not None:
                assert legal(sc, t), (seed, t, sc.game.pending.kind)
                assert pygame.Rect(0, 0, T.W, T.H).contains(t.rect)
            many = t is not None and t.kind != "option" and len(set(sc.focus.actions(t))) > 1
            k = rnd.choice((LEFT, RIGHT, UP, DOWN, ENTER, ENTER))
            d = sc.game.view.decisions
            press(app, k)
            if k == ENTER and many and sc.game.view.decisions == d:
                assert sc.handlers.find(ChoicePopup) is not None or sc.mode.sub, (t, sc.focus.actions(t))
                popups += 1
                press(app, ENTER)
    assert popups                                       # the walks met a "which of these?" or a push


# --- Enter again and again plays a whole game ------------------------------------------------------
def test_pressing_enter_again_and_again_plays_on(app):
    box = app.box
    for n in (1, 2):
        sc = scene(app, Game.new(random_setup(box, 20 + n, n), box), seats=["human"] * n)
        for _ in range(300):
            if app.scene is not sc or sc.game.is_over() or sc.game.view.turn >= 4:
                break
            d = sc.game.view.decisions
            was_held = held(app)
            press(app, ENTER)
            assert sc.game.view.decisions > d or sc.handlers.find(ChoicePopup), sc.game.pending.kind
            assert not was_held or not held(app) or sc.game.view.decisions > d
        assert sc.game.is_over() or sc.game.view.turn >= 4
