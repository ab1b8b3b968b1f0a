"""The table holds after a human's fighter phase ("pause_after_turn"): a banner says whose turn is
over, the nemesis phase's animations wait for Enter, Space or a click; bots never hold; saving and
undo still work during the hold; the setting turns it off."""
import json

import pygame

from legends.engine import store
from legends.engine.scenario import build
from legends.ui.table import GameScene
from legends.ui.table.session import Session
from legends.devtools.testing import click, held, hot, key, release, settle

# P1 (Ryu) has played one card and holds only Crouching Jab (melee 2, no one near; its punch and kick
# pay for no ability alone): after it the fighter phase ends by itself
SOLO = {"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
                  "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]},
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
    """P1 plays Crouching Jab (nothing to hit: skipped): no card and no ability left, the phase
    ends by itself."""
    click(app, hot(sc, ("hand", 0, "shoto_06")))
    settle(app)
    for _ in range(3):
        if sc.game.pending.kind != "act" or held(app):
            break
        key(app, pygame.K_s, unicode="s")
        settle(app)


def test_the_table_holds_after_a_solo_fighter_phase_that_ended_by_itself(app):
    sc = scene(app)
    last_card(app, sc)
    assert held(app) and sc.anim.active
    log = sc.game.view.log
    assert any(e["kind"] == "phase" for e in log)            # the engine played on: the hold is the UI's
    text = sc.anim.cur.entry["text"]
    assert text.startswith("P1 · Ryu's turn is over") and "Enter / click" in text
    assert not sc.busy()                                      # nothing moves: the app sleeps
    for _ in range(50):                                       # and stays held however long it waits
        app.step(0.5, [])
    assert held(app)
    shown = sc.anim.log_shown
    assert all(e["kind"] != "phase" for e in log[:shown])     # the nemesis phase has not been shown yet
    app.render()                                              # the banner and the prompt say so
    assert "turn is over" in sc.anim.cur.entry["text"]
    key(app, pygame.K_RETURN, unicode="\r")
    assert not held(app)
    settle(app)
    assert not sc.anim.active and not held(app)


def test_keys_that_decide_wait_but_a_click_or_space_releases(app):
    sc = scene(app)
    last_card(app, sc)
    decisions = sc.game.view.decisions
    for k, u in ((pygame.K_1, "1"), (pygame.K_s, "s"), (pygame.K_e, "e")):
        key(app, k, unicode=u)
    assert held(app) and sc.game.view.decisions == decisions
    click(app, sc.L.map.center)
    assert not held(app) and sc.game.view.decisions == decisions
    sc2 = scene(app)
    last_card(app, sc2)
    key(app, pygame.K_SPACE, unicode=" ")
    assert not held(app)


def test_saving_and_undo_work_during_the_hold(app):
    sc = scene(app)
    last_card(app, sc)
    key(app, pygame.K_F5)                                     # quick save
    assert held(app) and store.quicksave_path().exists()
    saved = json.loads(store.quicksave_path().read_text())
    assert len(saved["decisions"]) == sc.game.view.decisions
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)                # the draws: cannot undo, and the hold stays
    assert held(app) and any("undo" in t.lower() for t, _ in app.toasts)
    key(app, pygame.K_ESCAPE)                                 # the menu opens over the hold
    assert type(sc.handlers.top).__name__ == "PauseMenu" and held(app)
    key(app, pygame.K_ESCAPE)
    assert held(app)
    release(app)
    assert not sc.anim.active


def test_bots_never_hold_and_the_setting_turns_it_off(app):
    sc = scene(app, DUO, ("greedy", "greedy"))
    for _ in range(400):
        app.step(0.1, [])
        assert not held(app)
        if sc.game.view.turn > 4:
            break
    assert sc.game.view.turn > 3
    app.settings["pause_after_turn"] = False
    sc = scene(app)
    last_card(app, sc)
    assert not held(app) and not sc.anim.active


def test_a_human_turn_holds_a_bot_turn_does_not(app):
    sc = scene(app, DUO, ("human", "greedy"))
    last_card(app, sc)
    assert held(app)
    release(app)
    for _ in range(600):                                       # P2's (the bot's) turn and its nemesis phase
        app.step(0.1, [])
        assert not held(app) or sc.anim.cur.entry["active"] == 0
        if sc.game.view.turn >= 5:
            break


def test_session_finds_the_turn_over_only_for_humans(app):
    g = build(DUO, app.box)
    entries = [{"kind": "play"}, {"kind": "phase", "phase": "nemesis", "active": 0, "_i": 7}, {"kind": "ncard"}]
    assert Session(g, ["human", "greedy"], autosaving=False).turn_over_at(entries) == 1
    assert Session(g, ["greedy", "human"], autosaving=False).turn_over_at(entries) is None
    assert Session(g, ["human", "human"], autosaving=False).turn_over_at(entries[:1]) is None


def test_the_setting_is_checked_when_read(app, tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"pause_after_turn": "yes"}))
    problems = []
    s = store.load_settings(problems=problems)
    assert s["pause_after_turn"] is True and any("pause_after_turn" in p for p in problems)
