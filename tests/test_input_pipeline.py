"""Issue 25, One input pipeline: every device's input becomes an intent tagged with its device; the
handlers return an action or the next handler and never apply; one `submit(action, device)` checks
the seat and is the only way to the engine; hotspots come from the table laid out now, not from the
last frame drawn."""
import pygame

from legends.devtools.testing import add_pad, hot, open_table, pad_button, settle
from legends.engine import Game
from legends.engine.scenario import DEFAULT_SETUP
from legends.ui.input.intents import KEYBOARD, MOUSE, Device, Do, Intent, Kind
from legends.ui.input.translate import intent_of
from legends.ui.table.menus import ChoicePopup
from legends.ui.table.stack import Submit

SETUP_2P = dict(DEFAULT_SETUP, players=[
    {"fighter": "ryu", "style": "shoto", "rival": "cammy"}, {"fighter": "ken", "style": "rushdown", "rival": "juri"}])


def main_decision(app):
    """A two-player game at P1's first fighter phase (the rivals placed by the greedy bot)."""
    from legends.bots import make_bot
    g = Game.new(dict(SETUP_2P), app.box)
    bot = make_bot("greedy", seed=1)
    while not (g.pending.kind == "main" and g.pending.seat == 0):
        g.apply(bot.choose(g, g.legal_actions()))
    return g


def record_submits(sc):
    """Every (action, device) submitted, and whether it reached the engine."""
    seen = []
    submit = sc.pipeline.submit

    def recorded(action, device):
        ok = submit(action, device)
        seen.append((str(action), device, ok))
        return ok
    sc.pipeline.submit = recorded
    return seen


def key_event(k, **kw):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0, **kw)


# --- intents ----------------------------------------------------------------------------------
def test_each_device_turns_its_input_into_an_intent_tagged_with_it(app):
    assert intent_of(key_event(pygame.K_RETURN)) == Intent(Do.CONFIRM, KEYBOARD, None, None, key_event(pygame.K_RETURN))
    pad_a = intent_of(key_event(pygame.K_RETURN, pad=2))          # a controller's A arrives as Enter with its pad
    assert (pad_a.do, pad_a.device) == (Do.CONFIRM, Device.pad(2)) and pad_a.device.seat_device == 2
    click = intent_of(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=3))
    assert (click.do, click.device, click.arg, click.pos) == (Do.POINT, MOUSE, 3, (10, 20))
    assert intent_of(key_event(pygame.K_3)).arg == 2 and intent_of(key_event(pygame.K_3)).do is Do.PICK
    assert intent_of(key_event(pygame.K_LEFT)).arg == (-1, 0)
    assert intent_of(key_event(pygame.K_s)).arg == "S"
    undo = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    assert intent_of(undo).do is Do.UNDO and intent_of(key_event(pygame.K_z)).do is Do.ZOOM
    ctrl_s = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    assert intent_of(ctrl_s).do is Do.OTHER                           # Ctrl+S is never S
    assert Device.phone(1).seat_device == "phone2" and KEYBOARD.seat_device is None and MOUSE.seat_device is None


def test_a_handler_returns_the_action_and_never_applies_it(app):
    sc = open_table(app, main_decision(app), ["human", "human"])
    n = sc.game.view.decisions
    out = sc.table.handle(Intent(Do.PICK, KEYBOARD, 0))
    assert isinstance(out, Submit) and out.action == sc.mode.fallback()[0][1]
    assert sc.game.view.decisions == n                                # nothing applied by the handler
    card = sc.game.view.fighter(0)["hand"][0]
    acts = sc.table.hot_actions(("hand", 0, card), 3) + sc.table.hot_actions(("hand", 0, card), 1)
    popup = sc.table.choose(acts, (700, 400), "Play this card")
    assert isinstance(popup, ChoicePopup) and sc.game.view.decisions == n
    assert isinstance(popup.choose(0), Submit) and sc.game.view.decisions == n


# --- every device reaches the engine through submit -----------------------------------------------
def test_a_click_a_key_a_controller_a_phone_and_a_bot_each_go_through_submit(app):
    add_pad(app, 1)
    app.seat_pads = [1, None]
    sc = open_table(app, main_decision(app), ["human", "human"])
    seen = record_submits(sc)
    sc.seating.devices.take(1, "phone2")                          # P2 plays by phone
    app.render()
    pygame.event.clear()
    x, y = sc.options.row_rect(0).center                            # a click on the first legal option
    app.step(0.01, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)])
    settle(app)
    assert seen[-1][1] == MOUSE and seen[-1][2]
    app.step(0.01, [key_event(pygame.K_1)])                         # the keyboard: option 1
    settle(app)
    assert seen[-1][1] == KEYBOARD and seen[-1][2]
    pad_button(app, 1, "a")                                         # controller 1 (P1's): A
    settle(app)
    assert seen[-1][1] == Device.pad(1) and seen[-1][2]
    while sc.game.pending.seat != 1:                                # on to P2's decisions: the phone's
        sc.pipeline.submit(sc.mode.fallback()[0][1], KEYBOARD)
        settle(app)
    hub = app.phones
    hub.devices = lambda: {"phone2"}                                 # P2's phone is connected
    hub.options[1] = (hub.decision_version(sc), [a for _, a in sc.mode.fallback() if a.seat == 1])
    assert hub.choose(1, hub.version, 0) is None
    assert seen[-1][1] == Device.phone(1) and seen[-1][2]
    assert all(ok for _, _, ok in seen)


def test_a_bot_submits_as_its_seat(app):
    sc = open_table(app, main_decision(app), ["greedy", "human"])
    seen = record_submits(sc)
    for _ in range(60):
        app.step(0.1, [])
        if seen:
            break
    assert seen and seen[0][1] == Device.bot(0) and seen[0][1].kind is Kind.BOT and seen[0][2]


def test_a_controller_is_refused_another_seats_action_at_submit(app):
    add_pad(app, 1)
    add_pad(app, 2)
    app.seat_pads = [1, 2]
    sc = open_table(app, main_decision(app), ["human", "human"])
    n = sc.game.view.decisions
    action = sc.mode.fallback()[0][1]                               # P1's
    assert not sc.pipeline.submit(action, Device.pad(2)) and sc.game.view.decisions == n
    assert any("not your decision" in t[0] for t in app.toasts)
    assert sc.pipeline.submit(action, Device.pad(1)) and sc.game.view.decisions == n + 1


# --- hotspots from the table as it is now ---------------------------------------------------------
def test_a_click_hits_the_hotspots_of_the_state_now_without_drawing(app):
    sc = open_table(app, main_decision(app), ["human", "human"], render=False)
    n = sc.game.view.decisions
    hand = sc.game.view.fighter(0)["hand"]
    pos = hot(sc, ("hand", 0, hand[0]))                             # never drawn: laid out for the state now
    sc.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert sc.game.view.decisions == n + 1 or sc.handlers.find(ChoicePopup) is not None

