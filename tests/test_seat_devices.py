"""A controller per seat (issue 11, item 1): joining on the setup screen and at the table, a
controller decides only for its own seat while the keyboard and the mouse act for any, a seat
whose controller is unplugged waits until it is back or another device takes it (bots do not),
each seat shows its driver, and the controller of a fighter who takes damage rumbles."""
import pygame

from legends.devtools.testing import add_pad, click, key, pad_button, remove_pad, settle
from legends.engine import Game
from legends.engine.scenario import DEFAULT_SETUP, build
from legends.ui.input.seats import SeatDevices
from legends.ui.scenes.setup import SetupScene
from legends.ui.table import GameScene
from legends.ui.table.menus import ChoicePopup
from legends.ui.input.intents import Device


def pad_key(app, n, k, mod=0):
    """A key as controller n sends it (an input script's controller button, the focus cursor's Enter)."""
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, pad=n),
                    pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0, pad=n)])


def toasts(app):
    return [t[0] for t in app.toasts]


def table(app, seats=("human", "human"), pads=None, game=None):
    app.seat_pads = pads
    sc = GameScene(app, game or Game.new(DEFAULT_SETUP_2P, app.box), list(seats))
    app.set_scene(sc)
    app.render()
    return sc


DEFAULT_SETUP_2P = dict(DEFAULT_SETUP, players=[
    {"fighter": "ryu", "style": "shoto", "rival": "cammy"}, {"fighter": "ken", "style": "rushdown", "rival": "juri"}])


# --- seats.py, no pygame ------------------------------------------------------------------------
def test_seat_devices():
    d = SeatDevices(["human", "human", "expert"])
    assert [d.label(s) for s in range(3)] == ["Keyboard + mouse", "Keyboard + mouse", "Bot (expert)"]
    assert d.allows(None, 0) and d.allows(None, 1) and not d.allows(None, 2)
    assert d.join(1, plugged={1}, prefer=1) == 1 and d.driver(1) == 1
    assert d.allows(1, 1) and not d.allows(1, 0) and not d.allows(2, 1) and d.allows(None, 1)
    assert d.join(2, plugged={1, 2}, prefer=1) == 0          # P2 has a controller: the first free seat
    assert d.join(3, plugged={1, 2, 3}) is None               # every human seat has one
    assert d.label(0, lambda n: "playstation") == "Controller 2 · PlayStation"
    assert d.waiting(1, plugged={2}) and not d.waiting(0, plugged={2})
    assert d.join(3, plugged={2, 3}, prefer=1) == 1           # a seat whose controller is unplugged is free
    d.set_kind(0, "greedy")
    assert d.driver(0) == "bot" and d.as_list() == [None, 3, None]
    d.resize(["human", "human", "human", "human"])
    assert d.as_list() == [None, 3, None, None]
    d.release(3)
    assert d.as_list() == [None] * 4
    assert SeatDevices(["human", "greedy"], [1, 2]).as_list() == [1, None]     # a bot has no controller


# --- the setup screen ---------------------------------------------------------------------------
def test_a_controller_joins_on_the_setup_screen(app):
    sc = SetupScene(app)
    app.set_scene(sc)
    sc.set_players(2)
    sc.set_ctrl(1, "greedy")
    for n, name in ((1, "Xbox Series X Controller"), (2, "PS5 Controller"), (3, "Joy-Con (L/R)"),
                    (4, "Xbox 360 Controller"), (5, "Xbox 360 Controller")):
        add_pad(app, n, name)
    pad_button(app, 1, "a")                      # A takes a seat instead of starting the game
    assert app.scene is sc and sc.devices.as_list() == [1, None] and "Controller 1 takes P1" in toasts(app)
    pad_button(app, 2, "a")                      # the bot seat becomes a human's
    assert sc.ctrl == ["human", "human"] and sc.devices.as_list() == [1, 2]
    pad_button(app, 3, "a")                      # every seat taken: a new one
    pad_button(app, 4, "a")
    assert len(sc.cfg["players"]) == 4 and sc.devices.as_list() == [1, 2, 3, 4]
    pad_button(app, 5, "a")                      # four is the most
    assert app.scene is sc and "Controller 5: all four seats have a controller" in toasts(app)
    app.render()
    assert [sc.devices.label(i, app.pads.kind) for i in range(4)] == [
        "Controller 1 · Xbox", "Controller 2 · PlayStation", "Controller 3 · Nintendo", "Controller 4 · Xbox"]
    remove_pad(app, 4)                           # unplugged on the setup screen: the seat goes back to the keyboard
    assert sc.devices.as_list() == [1, 2, 3, None]
    pad_button(app, 2, "a")                      # A from a controller with a seat starts the game
    game = app.scene
    assert isinstance(game, GameScene) and game.seating.devices.as_list() == [1, 2, 3, None]
    assert [game.seating.label(s) for s in range(4)][:2] == ["Controller 1 · Xbox", "Controller 2 · PlayStation"]
    assert game.seating.label(3) == "Keyboard + mouse"


# --- at the table --------------------------------------------------------------------------------
def test_a_controller_decides_only_for_its_own_seat_and_the_keyboard_for_any(app):
    add_pad(app, 1)
    add_pad(app, 2, "PS4 Controller")
    sc = table(app, pads=[1, 2])
    g = sc.game
    assert g.pending.seat == 0 and g.pending.kind == "place_rival"
    d0 = g.view.decisions
    pad_key(app, 2, pygame.K_1)                  # P2's controller picks P1's option: refused, and said
    settle(app)
    assert sc.game.view.decisions == d0 and "Controller 2: not your decision. P1 decides (Controller 1 · Xbox)" in toasts(app)
    pad_button(app, 2, "a")                      # A too
    pad_key(app, 2, pygame.K_z, pygame.KMOD_CTRL)
    assert sc.game.view.decisions == d0
    pad_button(app, 2, "y")                      # looking is for everyone: the hint opens
    assert sc.hints.core.job is not None
    pad_button(app, 2, "y")
    pad_key(app, 1, pygame.K_1)                  # P1's own controller decides
    settle(app)
    assert sc.game.view.decisions == d0 + 1 and sc.game.pending.seat == 1
    key(app, pygame.K_1, unicode="1")            # the keyboard decides for P2 (a mixed table)
    settle(app)
    assert sc.game.view.decisions == d0 + 2
    assert sc.seating.label(0) == "Controller 1 · Xbox" and sc.seating.label(1) == "Controller 2 · PlayStation"


def test_a_controller_cannot_choose_in_another_seats_popup(app):
    add_pad(app, 1)
    add_pad(app, 2)
    sc = table(app, pads=[1, 2])
    actions = [a for _, a in sc.mode.fallback()][:2]
    sc.table.open(ChoicePopup(sc, (600, 400), "Which?", actions))
    d0 = sc.game.view.decisions
    pad_key(app, 2, pygame.K_1)
    pad_button(app, 2, "a")
    assert sc.handlers.find(ChoicePopup) is not None and sc.game.view.decisions == d0
    pad_key(app, 1, pygame.K_2)
    settle(app)
    assert sc.handlers.find(ChoicePopup) is None and sc.game.view.decisions == d0 + 1


def test_a_refused_action_never_reaches_the_engine(app):
    add_pad(app, 1)
    add_pad(app, 2)
    sc = table(app, pads=[1, 2])
    action = sc.mode.fallback()[0][1]
    assert not sc.pipeline.submit(action, Device.pad(2))     # P1's action, from controller 2: refused
    assert sc.game.view.decisions == 0
    assert sc.pipeline.submit(action, Device.pad(1))


def test_a_controller_without_a_seat_joins_at_the_table(app):
    sc = table(app)
    add_pad(app, 2)
    d0 = sc.game.view.decisions
    pad_button(app, 2, "down")                   # no seat yet: nothing moves, it is told to press A
    assert "Controller 2 has no seat: press A to take one" in toasts(app)
    pad_button(app, 2, "a")                      # the deciding seat has no controller: it takes it
    assert sc.seating.devices.as_list() == [2, None] and "Controller 2 takes P1" in toasts(app)
    assert sc.game.view.decisions == d0 and app.seat_pads == [2, None]
    add_pad(app, 3)
    pad_button(app, 3, "a")                      # P1 has one: the first human seat without one
    assert sc.seating.devices.as_list() == [2, 3] and "Controller 3 takes P2" in toasts(app)
    add_pad(app, 4)
    pad_button(app, 4, "a")
    assert "Controller 4: every human seat has a controller" in toasts(app)
    app.render()


def test_unplugging_the_deciding_seats_controller_waits_until_it_is_back(app):
    add_pad(app, 1)
    add_pad(app, 2)
    sc = table(app, pads=[1, 2])
    d0 = sc.game.view.decisions
    remove_pad(app, 1)
    note = sc.seating.note()
    assert note == "P1's controller is unplugged: plug it in, or Enter / A takes P1"
    assert sc.seating.label(0) == "Controller 1 · unplugged"
    app.render()                                 # the prompt says so
    pad_key(app, 2, pygame.K_1)
    settle(app)
    assert sc.game.view.decisions == d0 and f"Controller 2 plays P2: {note}" in toasts(app)
    add_pad(app, 1)                              # back: the decision goes on
    assert sc.seating.note() is None
    pad_key(app, 1, pygame.K_1)
    settle(app)
    assert sc.game.view.decisions == d0 + 1


def test_a_free_controller_or_the_keyboard_takes_a_seat_whose_controller_is_unplugged(app):
    add_pad(app, 1)
    add_pad(app, 2)
    sc = table(app, pads=[1, 2])
    d0 = sc.game.view.decisions
    remove_pad(app, 1)
    pad_button(app, 2, "a")                      # controller 2 plays P2: it never takes P1's seat
    assert sc.seating.devices.as_list() == [None, 2] or sc.seating.devices.as_list() == [1, 2]
    assert sc.seating.waiting() == 0 and any("Controller 2 plays P2" in t for t in toasts(app))
    add_pad(app, 3)
    pad_button(app, 3, "a")                      # a free controller takes it (and decides nothing yet)
    assert sc.seating.devices.as_list() == [3, 2] and "Controller 3 takes P1" in toasts(app)
    assert sc.game.view.decisions == d0
    pad_key(app, 3, pygame.K_1)
    settle(app)
    assert sc.game.view.decisions == d0 + 1      # P2's turn to place a rival
    remove_pad(app, 2)
    key(app, pygame.K_1, unicode="1")            # the keyboard takes it...
    assert sc.seating.devices.as_list()[1] is None
    assert "Keyboard + mouse takes P2" in toasts(app) and sc.game.view.decisions == d0 + 1
    key(app, pygame.K_1, unicode="1")            # ...then decides
    settle(app)
    assert sc.game.view.decisions == d0 + 2


def test_a_click_takes_a_waiting_seat_and_help_still_opens(app):
    add_pad(app, 1)
    sc = table(app, pads=[1, None])
    remove_pad(app, 1)
    click(app, sc.b_help.rect.center)            # looking: the seat still waits
    assert sc.seating.waiting() == 0
    key(app, pygame.K_ESCAPE)
    click(app, (5, 600))                         # a click elsewhere takes the seat
    assert sc.seating.waiting() is None and sc.seating.devices.as_list() == [None, None]


def test_bots_do_not_wait_for_an_unplugged_controller(app):
    add_pad(app, 2)
    sc = table(app, seats=("greedy", "human"), pads=[None, 2])
    remove_pad(app, 2)
    d0 = sc.game.view.decisions
    for _ in range(200):
        app.step(0.1, [])
        if sc.game.pending.seat == 1:
            break
    assert sc.game.view.decisions > d0 and sc.game.pending.seat == 1     # the bot played its decision
    assert sc.seating.waiting() == 1


def test_the_controller_of_a_fighter_who_takes_damage_rumbles(app):
    add_pad(app, 1)
    add_pad(app, 2, "PS5 Controller")
    position = {"played": 2, "fighters": [{"space": "D4", "hand": ["shoto_03", "shoto_04"], "meter": ["shoto_07"]}],
                "enemies": [{"kind": "elite", "space": "D3"}], "decisions": ["P1 end"]}
    sc = table(app, seats=("human",), pads=[2], game=build(position, app.box))
    settle(app)
    assert sc.game.pending.kind == "block" and app.pads.rumbled == []
    rows = [a for _, a in sc.mode.fallback()]
    take = next(i for i, a in enumerate(rows) if a.kind != "block")         # take the hit
    pad_key(app, 2, pygame.K_1 + take)
    settle(app)                                  # the animation shows the hit (Animator.on_show): P1's pad rumbles
    assert any(e["kind"] == "damage" and e["who"] == "F1" for e in sc.game.view.log)
    assert [n for n, _, _ in app.pads.rumbled] == [2]
    assert all(0 < strength <= 1 and ms > 0 for _, strength, ms in app.pads.rumbled)


def test_issue26_item10_the_waiting_prompt_is_whole_at_1280x720():
    """The prompt while a seat's phone (or controller) is gone is not cut at 1280x720."""
    from legends.devtools.testing import make_app, open_table
    from legends.engine import Game
    from legends.ui import drawn
    app = make_app(window=(1280, 720))
    sc = open_table(app, Game.new(DEFAULT_SETUP_2P, app.box), ["human", "human"], render=False)
    for device in ("phone1", 7):                 # a phone that dropped, a controller unplugged
        sc.seating.devices.take(0, device)
        note = sc.seating.note()
        assert note and note.endswith("Enter / A takes P1")
        sc.invalidate()
        with drawn.recording() as marks:
            app.render()
        drawn_texts = " ".join(str(m.what) for m in marks if m.kind == "font")   # the prompt may wrap
        assert note in drawn_texts, "the prompt shows the note, whole (on one line or two)"
        assert not [m.what for m in marks if m.kind == "cut" and "Enter / A" in str(m.what)]
