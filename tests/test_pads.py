"""Game controllers (issue 11, item 1): SDL controller events become the keys they stand for, with
the controller's number; numbering and replugging; layouts and glyphs by device type; the stick's
deadzone and auto-repeat; triggers; rumble; no double presses from JOY* events; the prompt bar's
buttons show the glyphs of the controller used last."""
import pygame
import pytest

from legends.devtools.testing import add_pad, key, pad_axis, pad_button, remove_pad
from legends.ui.input import glyphs
from legends.ui.input.pads import PAD_ADDED, PAD_REMOVED, Pads, layout_of

E = pygame.event.Event
B = pygame


def added(pads, name="Xbox Series X Controller", pad=None, iid=None):
    extra = {} if pad is None else {"pad": pad}
    return pads.feed(E(B.CONTROLLERDEVICEADDED, virtual=True, name=name, instance_id=iid if iid is not None else -(pad or 1),
                       **extra))


def press(pads, iid, button, down=True):
    return pads.feed(E(B.CONTROLLERBUTTONDOWN if down else B.CONTROLLERBUTTONUP, button=button, instance_id=iid))


def axis(pads, iid, a, value):
    return pads.feed(E(B.CONTROLLERAXISMOTION, axis=a, value=value, instance_id=iid))


def keys(events):
    return [(e.type, e.key, e.mod, e.pad) for e in events]


@pytest.mark.parametrize("name, kind", [
    ("Xbox Series X Controller", "xbox"), ("Xbox 360 Controller", "xbox"), ("XInput Controller", "xbox"),
    ("PS4 Controller", "playstation"), ("PS5 Controller", "playstation"), ("DualSense Wireless Controller", "playstation"),
    ("Sony Interactive Entertainment Wireless Controller", "playstation"), ("PlayStation 3 Controller", "playstation"),
    ("Nintendo Switch Pro Controller", "nintendo"), ("Joy-Con (L/R)", "nintendo"), ("Pro Controller", "nintendo"),
    ("Logitech Dual Action", "generic"), ("", "generic")])
def test_the_layout_comes_from_the_name(name, kind):
    assert layout_of(name) == kind


def test_glyph_labels_by_layout():
    L = glyphs.label
    assert [L("xbox", b) for b in ("a", "b", "x", "y", "lb", "rb", "lt", "rt", "back", "start")] == \
        ["A", "B", "X", "Y", "LB", "RB", "LT", "RT", "View", "Menu"]
    assert [L("playstation", b) for b in ("a", "b", "x", "y", "lb", "rb", "lt", "rt", "back", "start")] == \
        ["Cross", "Circle", "Square", "Triangle", "L1", "R1", "L2", "R2", "Create", "Options"]
    assert L("playstation", "back", "PS4 Controller") == "Share"
    # Nintendo names by position: the bottom button is B, the right one A
    assert [L("nintendo", b) for b in ("a", "b", "x", "y", "lb", "rb", "lt", "rt", "back", "start")] == \
        ["B", "A", "Y", "X", "L", "R", "ZL", "ZR", "−", "+"]
    assert glyphs.hint_line("nintendo").startswith("B confirm  ·  A cancel  ·  Y boost  ·  X hint")


def test_every_glyph_badge_draws():
    for kind in ("xbox", "playstation", "nintendo", "generic"):
        for button in ("a", "b", "x", "y", "lb", "rb", "lt", "rt", "back", "start", "ls", "rs"):
            s = glyphs.badge(kind, button, 26)
            assert s.get_height() == 26 and s.get_width() >= 26
    assert glyphs.badge("playstation", "a", 26) is not glyphs.badge("xbox", "a", 26)     # shapes, not letters


def test_numbering_is_the_lowest_free_and_a_replugged_controller_gets_its_number_back():
    pads = Pads(enabled=False)
    out = added(pads, "Xbox Series X Controller", iid=-10)
    assert [(e.type, e.pad) for e in out] == [(PAD_ADDED, 1)]
    added(pads, "PS5 Controller", iid=-11)
    added(pads, "Nintendo Switch Pro Controller", iid=-12)
    assert pads.numbers() == [1, 2, 3] and pads.kind(2) == "playstation" and pads.label(3) == "Controller 3 · Nintendo"
    assert [e.type for e in pads.feed(E(B.CONTROLLERDEVICEREMOVED, instance_id=-10))] == [PAD_REMOVED]
    pads.feed(E(B.CONTROLLERDEVICEREMOVED, instance_id=-11))
    added(pads, "PS5 Controller", iid=-20)             # the PlayStation pad again: its own 2, though 1 is free
    assert pads.get(2).kind == "playstation"
    added(pads, "Logitech Dual Action", iid=-21)       # a new one: the lowest free
    assert pads.get(1).kind == "generic"
    added(pads, "Xbox Series X Controller", iid=-22)   # its old 1 is taken now: the lowest free
    assert pads.get(4).kind == "xbox"
    assert added(pads, "Xbox Series X Controller", iid=-22) == []     # the same device twice: once


def test_a_virtual_pad_asks_for_its_number():
    pads = Pads(enabled=False)
    added(pads, pad=3)
    assert pads.numbers() == [3] and pads.get(3).virtual


def test_the_translation_table():
    pads = Pads(enabled=False)
    added(pads, pad=1)
    table = {B.CONTROLLER_BUTTON_A: B.K_RETURN, B.CONTROLLER_BUTTON_B: B.K_ESCAPE, B.CONTROLLER_BUTTON_X: B.K_b,
             B.CONTROLLER_BUTTON_Y: B.K_x, B.CONTROLLER_BUTTON_LEFTSHOULDER: B.K_PAGEUP,
             B.CONTROLLER_BUTTON_RIGHTSHOULDER: B.K_PAGEDOWN, B.CONTROLLER_BUTTON_BACK: B.K_F1,
             B.CONTROLLER_BUTTON_START: B.K_ESCAPE, B.CONTROLLER_BUTTON_LEFTSTICK: B.K_p,
             B.CONTROLLER_BUTTON_RIGHTSTICK: B.K_z, B.CONTROLLER_BUTTON_DPAD_UP: B.K_UP,
             B.CONTROLLER_BUTTON_DPAD_DOWN: B.K_DOWN, B.CONTROLLER_BUTTON_DPAD_LEFT: B.K_LEFT,
             B.CONTROLLER_BUTTON_DPAD_RIGHT: B.K_RIGHT}
    for button, k in table.items():
        assert keys(press(pads, -1, button)) == [(B.KEYDOWN, k, 0, 1)], button
        assert keys(press(pads, -1, button, down=False)) == [(B.KEYUP, k, 0, 1)], button
    assert press(pads, -1, B.CONTROLLER_BUTTON_GUIDE) == []
    assert press(pads, -5, B.CONTROLLER_BUTTON_A) == []            # no such pad
    # the triggers are buttons past 0.6: LT is Ctrl+Z, RT is E
    assert axis(pads, -1, B.CONTROLLER_AXIS_TRIGGERLEFT, 0.4) == []
    assert keys(axis(pads, -1, B.CONTROLLER_AXIS_TRIGGERLEFT, 0.9)) == [(B.KEYDOWN, B.K_z, B.KMOD_CTRL, 1)]
    assert axis(pads, -1, B.CONTROLLER_AXIS_TRIGGERLEFT, 1.0) == []            # held: once
    assert keys(axis(pads, -1, B.CONTROLLER_AXIS_TRIGGERLEFT, 0.1)) == [(B.KEYUP, B.K_z, B.KMOD_CTRL, 1)]
    assert keys(axis(pads, -1, B.CONTROLLER_AXIS_TRIGGERRIGHT, 32767)) == [(B.KEYDOWN, B.K_e, 0, 1)]   # SDL's units
    assert axis(pads, -1, B.CONTROLLER_AXIS_RIGHTX, 1.0) == []


def test_the_device_used_last_and_joystick_events():
    pads = Pads(enabled=False)
    added(pads, pad=2, name="PS4 Controller")
    assert pads.last is None
    press(pads, -2, B.CONTROLLER_BUTTON_A)
    assert pads.last == 2 and pads.kind() == "playstation" and pads.last_pad().n == 2
    pad_key = E(B.KEYDOWN, key=B.K_RETURN, mod=0, unicode="", scancode=0, pad=2)   # a pad's key passes as it is
    assert pads.feed(pad_key) == [pad_key] and pads.last == 2
    assert pads.feed(E(B.MOUSEBUTTONDOWN, pos=(1, 1), button=1)) and pads.last is None
    press(pads, -2, B.CONTROLLER_BUTTON_A)
    assert pads.feed(E(B.KEYDOWN, key=B.K_a, mod=0, unicode="a", scancode=0)) and pads.kind() == "keyboard"
    # SDL also sends JOY* events for a game controller: dropped, so nothing is pressed twice
    assert pads.feed(E(B.JOYBUTTONDOWN, button=0, joy=0, instance_id=-2)) == []
    other = E(B.JOYBUTTONDOWN, button=0, joy=1, instance_id=7)
    assert pads.feed(other) == [other]
    press(pads, -2, B.CONTROLLER_BUTTON_DPAD_UP)
    assert keys(pads.feed(E(B.CONTROLLERDEVICEREMOVED, instance_id=-2))[:1]) == [(B.KEYUP, B.K_UP, 0, 2)]
    assert pads.last is None and pads.numbers() == []


def test_the_stick_has_a_deadzone_and_repeats():
    pads = Pads(enabled=False)
    added(pads, pad=1)
    lx, ly = B.CONTROLLER_AXIS_LEFTX, B.CONTROLLER_AXIS_LEFTY
    assert axis(pads, -1, lx, 0.4) == [] and pads.update(1.0) == []           # inside the deadzone
    assert keys(axis(pads, -1, lx, 0.8)) == [(B.KEYDOWN, B.K_RIGHT, 0, 1)]
    assert axis(pads, -1, lx, 0.9) == []                                        # still right: no new press
    assert pads.busy()
    assert pads.update(0.3) == []                                               # the first repeat after 0.35 s
    assert keys(pads.update(0.06)) == [(B.KEYDOWN, B.K_RIGHT, 0, 1)]
    assert pads.update(0.1) == [] and len(pads.update(0.02)) == 1               # then every 0.12 s
    assert len(pads.update(0.25)) == 2
    # the other axis takes over when it is the larger: release right, press up
    assert keys(axis(pads, -1, ly, -32768)) == [(B.KEYUP, B.K_RIGHT, 0, 1), (B.KEYDOWN, B.K_UP, 0, 1)]
    axis(pads, -1, lx, 0.0)
    assert keys(axis(pads, -1, ly, -0.2)) == [(B.KEYUP, B.K_UP, 0, 1)]
    assert not pads.busy() and pads.update(1.0) == []
    # the d-pad wins over the stick while held, and repeats too
    assert keys(press(pads, -1, B.CONTROLLER_BUTTON_DPAD_LEFT)) == [(B.KEYDOWN, B.K_LEFT, 0, 1)]
    assert len(pads.update(0.36)) == 1


def test_rumble_is_recorded_for_a_virtual_pad_and_never_raises():
    pads = Pads(enabled=False)
    added(pads, pad=1)
    assert pads.rumble(1, 0.7, 250) and pads.rumbled == [(1, 0.7, 250)]
    assert not pads.rumble(4, 1.0, 100)
    assert Pads(enabled=False).feed(E(B.CONTROLLERDEVICEADDED, device_index=0)) == []   # no SDL support: nothing


def test_pads_open_quietly_on_the_dummy_driver():
    pads = Pads()           # SDL's controller support on the dummy driver: no pads, no error
    assert pads.numbers() == [] and pads.update(0.5) == []


# --- in the app ----------------------------------------------------------------------------------------
def test_the_app_says_when_a_controller_comes_and_goes(app):
    from legends.ui.scenes.title import TitleScene
    app.set_scene(TitleScene(app))
    add_pad(app, 1, "DualSense Wireless Controller")
    assert app.pads.numbers() == [1] and "Controller 1 · PlayStation connected" in [t[0] for t in app.toasts]
    remove_pad(app, 1)
    assert app.pads.numbers() == [] and "Controller 1 unplugged" in [t[0] for t in app.toasts]


def test_the_prompt_bar_shows_the_glyphs_of_the_deciding_controller_else_the_device_used_last(app):
    from legends.engine import Game
    from legends.engine.scenario import DEFAULT_SETUP
    from legends.ui.table import GameScene
    sc = GameScene(app, Game.new(DEFAULT_SETUP, app.box), ["human", "human"])
    app.set_scene(sc)
    app.render()
    assert sc.b_confirm.text().endswith("[Enter]") and sc.b_confirm.glyph is None
    add_pad(app, 1, "Nintendo Switch Pro Controller")
    pad_button(app, 1, "back")           # the help sheet: the device used last, no seat taken
    pad_button(app, 1, "b")
    app.render()
    assert sc.b_confirm.glyph[:2] == ("nintendo", "a") and sc.b_confirm.text() == sc.b_confirm.label
    assert sc.b_undo.glyph[:2] == ("nintendo", "lt") and sc.b_menu.glyph[:2] == ("nintendo", "start")
    assert sc.b_skip.glyph is None and sc.b_skip.key is None
    key(app, pygame.K_F1)                # the keyboard again: its keys again
    key(app, pygame.K_ESCAPE)
    app.render()
    assert sc.b_confirm.glyph is None and sc.b_confirm.text().endswith("[Enter]") and sc.b_skip.key == "S"
    pad_button(app, 1, "a")              # joins P1, who decides: the screen shows P1's buttons ...
    key(app, pygame.K_F1)                # ... even after someone else touched the keyboard
    key(app, pygame.K_ESCAPE)
    app.render()
    assert sc.b_confirm.glyph[:2] == ("nintendo", "a")


def test_a_held_stick_repeats_through_the_app(app):
    from legends.ui.scenes.title import TitleScene
    app.set_scene(TitleScene(app))
    add_pad(app, 1)
    seen = []
    real = app.dispatch
    app.dispatch = lambda e: (seen.append(e) if e.type == pygame.KEYDOWN else None, real(e))[1]
    pad_axis(app, 1, "ly", 0.9)
    assert app.busy()                    # frames keep coming while a direction is held
    for _ in range(10):
        app.step(0.05, [])
    pad_axis(app, 1, "ly", 0.0)
    downs = [e for e in seen if e.key == pygame.K_DOWN]
    assert len(downs) >= 3 and all(e.pad == 1 for e in downs)
