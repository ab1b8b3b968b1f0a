"""Issue 32 (everyone at the table), item 3 (the keyboard part): the player's own table keys. A
remapped key does its action and the usual key no longer does; conflicting bindings are refused with
one line each; the hints line shows the player's keys; remapped keys drive a whole turn."""
import pygame
import pytest

from legends.devtools.testing import held, key, settle
from legends.ui.input.keymap import Keymap
from legends.ui.table import hud

from tables import fresh_app
from test_flow_hold import SOLO, scene


@pytest.fixture()
def app(tmp_path):
    with fresh_app(tmp_path) as a:
        yield a


def test_item3_conflicting_bindings_are_refused_one_line_each():
    pygame.init()
    problems = []
    km = Keymap.from_settings({"skip": "e", "boost": "k", "hint": "k", "fly": "q", "help": "no such key"}, problems)
    assert km.bound == {"boost": "k"}
    assert len(problems) == 4 and all(p.startswith("settings.json: keys.") for p in problems)
    assert any("skip" in p and "end_phase" in p for p in problems)       # E is still the end-phase key
    assert "K boost" in km.hint_line(hud.KEY_HINTS) and "B boost" not in km.hint_line(hud.KEY_HINTS)


def test_item3_remapped_keys_drive_a_whole_turn(app):
    app.settings.change(keys={"end_phase": "n", "skip_animation": "g"})
    sc = scene(app, SOLO)
    key(app, pygame.K_1, unicode="1")            # P1 plays its only card (Crouching Jab: no one in reach)
    settle(app)
    assert held(app)                               # the turn is done, held for the end
    key(app, pygame.K_e, unicode="e")             # the usual end-phase key does nothing now
    assert held(app)
    key(app, pygame.K_n, unicode="n")             # the player's key ends the fighter phase
    assert not held(app) and any(e["kind"] == "phase" for e in sc.game.view.log)
    assert sc.anim.active                          # the nemesis phase plays
    key(app, pygame.K_SPACE, unicode=" ")         # the usual skip key does nothing now
    assert sc.anim.active
    key(app, pygame.K_g, unicode="g")             # the player's skip key shows the rest at once
    assert not sc.anim.active
    settle(app)
    assert sc.game.view.turn > 3 or sc.game.pending.seat == 0


def test_item3_the_help_sheet_and_hints_show_the_players_keys(app):
    from legends.ui import drawn
    from legends.ui.table.overlays import draw_help
    from legends.ui.table.sheets import HelpOverlay
    app.settings.change(keys={"skip": "k", "end_phase": "n"})
    sc = scene(app, SOLO)
    with drawn.recording() as marks:
        HelpOverlay(sc).draw(pygame.display.get_surface(), None)
    lines = [m.what for m in marks if m.kind == "font"]
    assert any("K skip" in ln and "N end the fighter phase" in ln for ln in lines)
    assert not any("S skip" in ln for ln in lines)
    with drawn.recording() as marks:
        draw_help(pygame.display.get_surface())                 # the usual keys, without bindings
    assert any("S skip" in m.what for m in marks if m.kind == "font")
    hints = Keymap.from_settings(app.settings.keys).hint_line(hud.KEY_HINTS)
    assert "K skip" in hints and "N end phase" in hints


@pytest.mark.parametrize("name, does", [("m", "sound on / off"), ("f11", "fullscreen"), ("q", "phones"),
                                        ("h", "help"), ("up", "cursor"), ("3", "option 3")])
def test_item3_the_apps_fixed_keys_are_refused_naming_what_they_do(app, name, does):
    """M, F11, Q... keep what the help says they do, everywhere: the Controls screen refuses them
    with a line naming it (F11 and M reach the screen while a row listens: no fullscreen, no mute)."""
    from legends.ui.scenes.controls import ControlsScene
    sc = ControlsScene(app)
    app.set_scene(sc)
    muted, full = app.settings.muted, app.settings.fullscreen
    sc.listen("skip")
    key(app, pygame.key.key_code(name))
    assert sc.message.startswith("Refused") and does in sc.message and "everywhere" in sc.message
    assert app.settings.keys == {} and sc.listening is None
    assert app.settings.muted == muted and app.settings.fullscreen == full
    problems = []                                   # settings.json written by hand: refused there too
    assert Keymap.from_settings({"skip": name}, problems).bound == {}
    assert len(problems) == 1 and problems[0].startswith("settings.json: keys.skip: expected")


def test_item3_m_still_mutes_on_the_controls_screen_when_no_row_listens(app):
    from legends.ui.scenes.controls import ControlsScene
    app.set_scene(ControlsScene(app))
    muted = app.settings.muted
    key(app, pygame.K_m, unicode="m")
    assert app.settings.muted != muted


def test_item3_the_keymap_is_made_once_per_content_of_the_setting(app):
    """The table asks for the keymap at every event and frame: the same bindings give the same
    object; a change (Settings.change sets a new mapping) gives the new bindings."""
    pygame.init()
    a = Keymap.from_settings({"skip": "k"})
    assert Keymap.from_settings(dict(skip="k")) is a and a.bound == {"skip": "k"}
    problems = []
    assert Keymap.from_settings({"skip": "e"}, problems).bound == {} and len(problems) == 1
    again = []
    Keymap.from_settings({"skip": "e"}, again)
    assert again == problems                          # the refusal is said again from the cache
    app.settings.change(keys={"skip": "k"})
    assert Keymap.from_settings(app.settings.keys) is a
    app.settings.change(keys={"skip": "j"})
    assert Keymap.from_settings(app.settings.keys).bound == {"skip": "j"}
