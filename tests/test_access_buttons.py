"""Issue 32 (everyone at the table), item 3 (the controller part): the player's own buttons, per
controller layout (input/buttons.py). A remapped button does its action and the usual one no longer
does; conflicting bindings are refused with one line each (naming the other action); the setting
survives a save and a load; remapped keys and buttons drive a whole turn through an input script; the
help sheet, the prompt bar's hints and buttons and the focus labels show the player's buttons."""
import json

import pygame
import pytest

from legends.devtools.testing import held
from legends.ui.input import script
from legends.ui.input.script_runner import Runner
from legends.ui.input.buttons import ButtonMap, confirm_label, pad_hint_line

from tables import fresh_app, record
from test_flow_hold import SOLO, scene

MINE = {"confirm": "y", "hint": "none", "end_phase": "lb", "look_previous": "none",
        "skip_animation": "rs", "zoom": "none"}


@pytest.fixture()
def app(tmp_path):
    with fresh_app(tmp_path) as a:
        yield a


def run(app, items, seconds=6.0):
    runner = Runner(script.parse(items, "turn.yaml"), fixed=True)
    runner.run_fixed(app, seconds)
    assert runner.done and not runner.problems


def test_item3_button_conflicts_are_refused_naming_the_other_action():
    problems = []
    bm = ButtonMap.from_settings({"xbox": {"skip": "y", "boost": "q", "fly": "a", "help": "rb", "zoom": "rb"},
                                  "sega": {}}, "xbox", problems)
    assert bm.bound == {} and bm.button("hint") == "y" and bm.button("skip") is None
    assert any("buttons.xbox.skip" in p and "hint" in p for p in problems)      # Y is still the hint button
    assert any("buttons.xbox.zoom" in p and "help" in p for p in problems)      # RB wanted twice
    assert any("buttons.xbox.boost" in p for p in problems) and any("buttons.sega" in p for p in problems)
    assert any("buttons.xbox.help" in p and "look_next" in p for p in problems)        # RB is still look_next's
    assert any("buttons.xbox.fly" in p for p in problems) and len(problems) == 6
    bm = ButtonMap.from_settings({"xbox": {"skip": "y", "hint": "none"}}, "xbox")
    assert bm.button("skip") == "y" and bm.button("hint") is None and bm.conflict("boost", "y") == "skip"
    assert ButtonMap.from_settings({"xbox": {"skip": "y", "hint": "none"}}, "playstation").button("hint") == "y"


def test_item3_buttons_survive_a_save_and_a_load_and_a_bad_value_falls_back(app, tmp_path):
    from legends.store.settings import load_settings
    assert app.settings.change(buttons={"playstation": MINE}) is None
    again = load_settings()
    assert again.buttons == {"playstation": MINE} and ButtonMap.for_pad(again, None).bound == {}
    (tmp_path / "settings.json").write_text(json.dumps({"buttons": {"xbox": ["y"]}, "muted": True}))
    problems = []
    bad = load_settings(problems=problems)
    assert bad.buttons == {} and bad.muted and any(p.startswith("settings.json: buttons: expected") for p in problems)


def test_item3_reset_restores_the_usual_buttons_and_keys(app):
    from legends.ui.scenes.controls import ControlsScene
    app.settings.change(buttons={"xbox": MINE}, keys={"skip": "k"})
    sc = ControlsScene(app)
    sc.reset()
    assert app.settings.buttons == {} and app.settings.keys == {}


def test_item3_remapped_keys_and_buttons_drive_a_whole_turn_through_an_input_script(app):
    app.settings.change(buttons={"xbox": MINE}, keys={"end_phase": "n"})
    sc = scene(app, dict(SOLO, enemies=[]))     # no minion on the map: Sprint's first space is the shortest
    run(app, [{"pad_added": 1, "type": "xbox"}, {"pad": 1, "button": "a"}, {"wait": 0.5}])  # step (defaults.py)
    assert sc.game.view.turn == 3 and sc.game.pending is not None and not held(app)   # A confirms nothing now
    run(app, [{"pad": 1, "button": "down"}, {"pad": 1, "button": "y", "after": 0.5},     # the cursor: Sprint
              {"pad": 1, "button": "y", "after": 0.5}, {"pad": 1, "button": "y", "after": 0.5}])  # to A2, end
    assert held(app) and sc.game.view.space_of("F1") == "A2"      # the card is played, the turn held
    run(app, [{"pad": 1, "axis": "rt", "value": 1.0}, {"pad": 1, "axis": "rt", "value": 0.0}, {"wait": 0.3}])
    assert held(app)                                   # RT (the usual end-phase button) does nothing now
    run(app, [{"key": "e"}, {"wait": 0.3}])
    assert held(app)                                   # nor the usual key
    run(app, [{"key": "n"}], 0.3)
    assert not held(app) and sc.anim.active            # the player's key ended it; the nemesis phase plays
    run(app, [{"pad": 1, "button": "rs"}], 0.2)
    assert not sc.anim.active                          # RS now skips the animation
    run(app, [{"wait": "idle"}])
    assert sc.game.view.turn > 3 or sc.game.pending.seat == 0


def test_item3_the_hints_help_and_focus_labels_show_the_players_buttons(app):
    from legends.ui import drawn
    from legends.ui.table.sheets import HelpOverlay
    app.settings.change(buttons={"playstation": MINE})
    sc = scene(app, SOLO)
    run(app, [{"pad_added": 1, "type": "playstation"}, {"pad": 1, "button": "down"}], 0.5)
    pad = app.pads.get(1)
    hints = pad_hint_line(app.settings, pad)
    assert "Triangle confirm" in hints and "Cross" not in hints and "L1 end phase" in hints and "R2" not in hints
    assert confirm_label(app.settings, pad) == "Triangle"
    with drawn.recording() as marks:
        HelpOverlay(sc).draw(pygame.display.get_surface(), None)
    lines = [m.what for m in marks if m.kind == "font"]
    assert any("Controller (PlayStation)" in ln and "Triangle confirm" in ln for ln in lines)
    assert any("on the controller: no button" in ln for ln in lines)          # Hint is on no button now
    assert not any("Cross" in ln for ln in lines)
    texts = [m.what for m in record(app, sc) if m.kind == "font"]
    assert any("Triangle confirm" in t for t in texts)                 # the prompt bar's hints
    assert any(t.startswith("Triangle: ") for t in texts)              # the focus label
    assert sc.b_confirm.glyph[:2] == ("playstation", "y") and sc.b_end.glyph[:2] == ("playstation", "lb")
    assert sc.b_expert.glyph is None                                   # Hint is on no button now
    assert confirm_label(app.settings, None) == "Enter"


def test_item3_the_controls_screen_binds_a_key_and_a_button_refuses_a_conflict_and_resets(app):
    from legends.devtools.testing import add_pad, key, pad_button
    from legends.ui.scenes.controls import ControlsScene
    from legends.ui.scenes.settings import SettingsScene
    settings = SettingsScene(app)
    app.set_scene(settings)
    settings.controls_btn.on_click()
    sc = app.scene
    assert isinstance(sc, ControlsScene)
    add_pad(app, 1, "PS5 DualSense Wireless Controller")
    assert sc.layout == "xbox"                             # opened before the pad was used
    key(app, pygame.K_DOWN)                                # the keyboard alone: Down to "skip", Enter, then K
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert sc.listening == "skip"
    key(app, pygame.K_k, unicode="k")
    assert app.settings.keys == {"skip": "k"} and sc.listening is None
    key(app, pygame.K_RETURN)
    key(app, pygame.K_e, unicode="e")                      # E is the end-phase key: refused, named
    assert app.settings.keys == {"skip": "k"} and "End the fighter phase" in sc.message
    pad_button(app, 1, "a")                                # the controller alone: A on the row, then Triangle
    assert sc.layout == "playstation"                      # its layout shown once it is used
    pad_button(app, 1, "y")
    assert app.settings.buttons == {} and "Hint" in sc.message and sc.message.startswith("Refused")
    pad_button(app, 1, "up")
    pad_button(app, 1, "up")                               # up to "confirm"
    pad_button(app, 1, "a")
    assert sc.listening == "confirm"
    pad_button(app, 1, "b")                                # B cancels
    assert sc.listening is None and app.settings.buttons == {}
    sc.focus.focus(sc.widgets, sc.rows[5])                 # hint: Delete takes it off the controller
    key(app, pygame.K_RETURN)
    key(app, pygame.K_DELETE)
    sc.focus.focus(sc.widgets, sc.rows[0])
    pad_button(app, 1, "a")
    pad_button(app, 1, "y")                                # confirm on Triangle, now free
    assert app.settings.buttons == {"playstation": {"hint": "none", "confirm": "y"}}
    app.step(0.01, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=sc.rows[4].rect.center)])
    assert sc.listening == "boost"                         # the mouse: a click on the row
    key(app, pygame.K_ESCAPE)
    assert sc.listening is None and app.scene is sc        # Esc cancels, the screen stays
    sc.reset_btn.on_click()
    assert app.settings.keys == {} and app.settings.buttons == {}
    key(app, pygame.K_ESCAPE)
    assert app.scene is settings
