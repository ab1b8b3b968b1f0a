"""Pause after my turn ("pause_after_turn"): a new game's setup says end_phase: ask, so a human's
fighter phase with nothing left to do waits for the player to end it (docs/rules.md, *The end of the
fighter phase*); the whole table shows the turn as it is, a banner says whose turn is done, and
Enter, Space, E or a click ends it; bots never wait; saving and undo work meanwhile."""
import json

import pygame

from legends.store.settings import load_settings
from legends.engine.scenario import build
from legends.ui.scenes.setup import SetupScene
from legends.ui.table import GameScene
from legends.devtools.testing import click, held, hot, key, release, settle
from legends.store import saves as store_saves
from legends.ui.input.intents import KEYBOARD

# P1 (Ryu) has played one card and holds only Crouching Jab (melee 2, no one near; its punch and kick
# pay for no ability alone): after it nothing is left to do this turn
SOLO = {"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
                  "end_phase": "ask", "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]},
        "turn": 3, "played": 1,
        "fighters": [{"space": "A3", "hand": ["shoto_06"], "meter": [], "ex": 0}],
        "enemies": [{"kind": "standard", "space": "F6"}], "nemesis": {"space": "D2"}}
DUO = dict(SOLO, setup=dict(SOLO["setup"], players=SOLO["setup"]["players"] +
                            [{"fighter": "ken", "style": "rushdown", "rival": "juri"}]),
           fighters=SOLO["fighters"] + [{"space": "E5"}])


def scene(app, doc=SOLO, seats=("human",)):
    sc = GameScene(app, build(doc, app.box), list(seats))
    app.set_scene(sc)
    app.render()
    return sc


def last_card(app, sc):
    """P1 plays Crouching Jab (nothing to hit: skipped): no card and no ability left."""
    click(app, hot(sc, ("hand", 0, "shoto_06")))
    settle(app)
    for _ in range(3):
        if sc.game.pending.kind != "act" or held(app):
            break
        key(app, pygame.K_s, unicode="s")
        settle(app)


def test_a_turn_with_nothing_left_waits_for_the_player_with_the_table_as_it_is(app):
    sc = scene(app)
    last_card(app, sc)
    assert held(app) and not sc.anim.active
    assert all(e["kind"] != "phase" for e in sc.game.view.log)   # the engine has not played on
    assert sc.hold.text().startswith("P1 · Ryu's turn is done") and "Enter / click" in sc.hold.text()
    hand = sc.game.view.fighter(0)["hand"]
    assert not sc.busy()                                          # nothing moves: the app sleeps
    for _ in range(50):
        app.step(0.5, [])
    assert held(app) and sc.game.view.fighter(0)["hand"] == hand  # not drawn yet
    app.render()
    key(app, pygame.K_RETURN, unicode="\r")
    assert not held(app) and any(e["kind"] == "phase" for e in sc.game.view.log)
    settle(app)
    assert len(sc.game.view.fighter(0)["hand"]) == len(hand) + 2 or sc.game.view.turn > 3


def test_a_click_space_or_e_ends_the_turn(app):
    for press in (lambda: click(app, app.scene.L.map.center), lambda: key(app, pygame.K_SPACE, unicode=" "),
                  lambda: key(app, pygame.K_e, unicode="e")):
        sc = scene(app)
        last_card(app, sc)
        assert held(app)
        press()
        assert not held(app) and any(e["kind"] == "phase" for e in sc.game.view.log)


def test_the_confirm_button_ends_the_fighter_phase_while_the_turn_waits(app):
    """The banner says Enter starts the nemesis phase: the Confirm [Enter] button agrees (enabled,
    labelled as the end of the fighter phase) and a click on it ends the turn."""
    sc = scene(app)
    last_card(app, sc)
    assert held(app)
    assert sc.mode.confirm_action() == sc.game.pending.options[0] and sc.game.pending.options[0].kind == "end"
    assert sc.b_confirm.enabled and sc.b_confirm.label == "End fighter phase"
    click(app, sc.b_confirm.rect.center)
    assert not held(app) and any(e["kind"] == "phase" for e in sc.game.view.log)

def test_saving_and_undo_work_while_the_turn_waits(app):
    sc = scene(app)
    last_card(app, sc)
    key(app, pygame.K_F5)                                         # quick save
    assert held(app) and store_saves.quicksave_path().exists()
    saved = json.loads(store_saves.quicksave_path().read_text())
    assert len(saved["decisions"]) == sc.game.view.decisions
    key(app, pygame.K_ESCAPE)                                     # the menu opens over it
    assert type(sc.handlers.top).__name__ == "PauseMenu" and held(app)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)                    # take back the last card
    assert not held(app) and "shoto_06" in sc.game.view.fighter(0)["hand"]
    last_card(app, sc)
    assert held(app)
    release(app)
    assert not held(app)


def test_bots_never_wait(app):
    sc = scene(app, DUO, ("greedy", "greedy"))
    for _ in range(400):
        app.step(0.1, [])
        assert not held(app)
        if sc.game.view.turn > 4:
            break
    assert sc.game.view.turn > 3


def test_a_human_turn_waits_a_bot_turn_does_not(app):
    sc = scene(app, DUO, ("human", "greedy"))
    last_card(app, sc)
    assert held(app)
    release(app)
    for _ in range(900):                                          # P2's (the bot's) turn and its nemesis phase
        app.step(0.1, [])
        assert not held(app) or sc.game.pending.seat == 0
        if sc.game.view.turn >= 5 or held(app):
            break
        if not sc.anim.active and sc.game.pending.seat == 0:       # P1 blocks or takes a hit meanwhile
            sc.pipeline.submit(sc.game.legal_actions(seat=0)[0], KEYBOARD)
    assert sc.game.view.turn >= 4


def test_the_setting_decides_how_new_games_end_a_turn(app):
    for on, want in ((True, "ask"), (False, "auto")):
        app.settings.pause_after_turn = on
        assert SetupScene(app).setup_dict()["end_phase"] == want
    app.settings.pause_after_turn = False
    sc = scene(app, dict(SOLO, setup=dict(SOLO["setup"], end_phase="auto")))
    last_card(app, sc)
    assert not held(app) and any(e["kind"] == "phase" for e in sc.game.view.log)


def test_the_setting_is_checked_when_read(app, tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"pause_after_turn": "yes"}))
    problems = []
    s = load_settings(problems=problems)
    assert s.pause_after_turn is True and any("pause_after_turn" in p for p in problems)
