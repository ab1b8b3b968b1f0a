"""The game is playable through clicks and keys only (headless SDL dummy driver):
setup screen -> a whole turn; an attack with dice and a reroll, an ability, a push, the
nemesis phase; undo; autosave / continue; load errors shown as messages."""
import json

import pygame

from legends.engine.scenario import build
from legends.ui.table import GameScene
from legends.devtools.testing import click, figure_pos, hot, key, release, settle, widget
from legends.store import autosaves, saves as store_saves
from legends.ui.input.intents import KEYBOARD


def selector(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def set_selector(app, label, value):
    for _ in range(40):
        w = selector(app.scene, label)
        if w.value == value:
            return
        click(app, w.arrows()[1].center)
    raise AssertionError(f"{label} never reached {value!r}")


def resolve_acts(app, sc):
    """Resolve the current card's actions by clicking: move to a lit space, hit a ringed enemy, else skip."""
    for _ in range(20):
        g = sc.game
        if g.pending.kind not in ("act", "target", "reroll", "excess", "drop", "overflow", "block"):
            return
        m = sc.mode
        if g.pending.kind == "act" and m.by_figure:
            click(app, figure_pos(sc, sorted(m.by_figure)[0]))
        elif g.pending.kind == "act" and m.by_space:
            click(app, sc.view.space_center(sorted(m.by_space)[0]))
        elif m.key_action("S"):
            key(app, pygame.K_s, unicode="s")
        elif g.pending.kind == "excess":        # Done: its number (Enter takes the first damage row)
            key(app, pygame.K_1, unicode="1")
        elif m.confirm_action():
            key(app, pygame.K_RETURN, unicode="\r")
        else:
            key(app, pygame.K_1, unicode="1")
        settle(app)


def test_setup_screen_then_a_whole_turn_by_clicks(app):
    app.title()
    app.render()
    click(app, widget(app.scene, "New game").rect.center)
    assert type(app.scene).__name__ == "SetupScene"
    set_selector(app, "Players", 1)
    set_selector(app, "Stage", "shadaloo_base")
    seed = next(w for w in app.scene.widgets if type(w).__name__ == "NumberField")
    click(app, seed.rect.center)
    for ch in "7":
        key(app, pygame.K_7, unicode=ch)
    key(app, pygame.K_RETURN, unicode="\r")
    assert app.scene.cfg["seed"] == 7
    assert app.scene.preview is not None            # the setup preview is a real game
    click(app, app.scene.start_btn.rect.center)
    sc = app.scene
    assert isinstance(sc, GameScene)
    settle(app)
    g = sc.game
    assert g.pending.kind == "place_rival"
    space = sorted(sc.mode.by_space)[0]
    click(app, sc.view.space_center(space))         # place the rival on a lit spawn location
    settle(app)
    assert sc.game.pending.kind == "main"
    for n in range(2):                              # play two cards from the hand by clicking them
        cid = next(c for (s, c) in sc.mode.by_hand if any(a.kind == "play" for a in sc.mode.by_hand[(s, c)]))
        click(app, hot(sc, ("hand", 0, cid)))
        settle(app)
        assert any(e.get("kind") == "play" and e.get("card") == cid for e in sc.game.s["log"])
        resolve_acts(app, sc)
    while sc.game.pending.kind == "main" and sc.mode.key_action("E") is None:
        key(app, pygame.K_1, unicode="1")           # abilities offered first: take the first option
        settle(app)
        resolve_acts(app, sc)
    key(app, pygame.K_e, unicode="e")               # end the fighter phase: the table holds, then
    for _ in range(30):                             # Enter lets the nemesis phase play out
        release(app)
        if sc.game.is_over() or (sc.game.pending.kind == "main" and sc.game.s["turn"] == 2):
            break
        resolve_acts(app, sc)
    kinds = [e.get("kind") for e in sc.game.s["log"]]
    assert "phase" in kinds and "ncard" in kinds
    assert sc.game.is_over() or sc.game.s["turn"] == 2
    assert autosaves.autosave_path().exists()


POSITION = {"fighters": [{"space": "B4", "hand": ["shoto_03", "shoto_07", "shoto_13"], "meter": ["shoto_14"],
                          "ex": 1}],
            "enemies": [{"kind": "elite", "space": "B4"}, {"kind": "standard", "space": "B4"}],
            "dice": [0, 0, 1, 2]}


def game_scene(app, doc=POSITION, seats=("human",)):
    sc = GameScene(app, build(doc, app.box), list(seats))
    app.set_scene(sc)
    app.render()
    return sc


def test_attack_with_dice_reroll_ability_and_nemesis_phase(app):
    sc = game_scene(app)
    click(app, hot(sc, ("hand", 0, "shoto_03")))    # Anti-Air: melee 3
    settle(app)
    assert sc.game.pending.kind == "act" and set(sc.mode.by_figure) == {"m1", "m2"}
    click(app, figure_pos(sc, "m1"))                # the elite (health 2): rolls 0, 0, 1
    settle(app)
    assert sc.game.pending.kind == "reroll"
    assert sc.game.s["log"][-1]["dice"] == [0, 0, 1]
    click(app, hot(sc, ("die", 0)))                 # reroll the first die (1 EX): a 2
    settle(app)
    log = [e["text"] for e in sc.game.s["log"]]
    assert any("defeated" in t for t in log), log[-5:]
    resolve_acts(app, sc)
    assert sc.game.pending.kind == "main"
    ex = sc.game.s["fighters"][0]["ex"]
    click(app, hot(sc, ("ability", 0, "ryu_minds_eye")))  # paid with Zoning Read (joystick)
    settle(app)
    assert sc.game.pending.kind == "act" and sc.mode.confirm_action().kind == "ex"
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    assert sc.game.s["fighters"][0]["ex"] == min(3, ex + 1)
    click(app, hot(sc, ("hand", 0, "shoto_07")))    # Focus: gain EX
    settle(app)
    resolve_acts(app, sc)
    turn = sc.game.s["turn"]
    key(app, pygame.K_e, unicode="e")
    for _ in range(30):
        release(app)
        resolve_acts(app, sc)
        if sc.game.is_over() or sc.game.s["turn"] > turn:
            break
    assert any(e.get("kind") == "ncard" for e in sc.game.s["log"])
    assert sc.game.is_over() or sc.game.s["turn"] == turn + 1


def test_push_is_a_two_step_choice(app):
    doc = {"fighters": [{"space": "B4", "hand": ["shoto_13", "shoto_07"], "ex": 0}],
           "enemies": [{"kind": "standard", "space": "B4"}]}
    sc = game_scene(app, doc)
    click(app, hot(sc, ("hand", 0, "shoto_13")))    # Sweep: melee 2, push
    settle(app)
    key(app, pygame.K_s, unicode="s")               # skip the melee
    settle(app)
    assert sc.game.pending.kind == "act" and "m1" in sc.mode.by_figure
    click(app, figure_pos(sc, "m1"))                # who to push ...
    assert sc.mode.sub is not None and sc.mode.spaces()
    target = sorted(sc.mode.spaces())[0]
    click(app, sc.view.space_center(target))        # ... and where
    settle(app)
    assert sc.game.s["enemies"]["m1"]["space"] == target


def test_undo_takes_back_a_decision(app):
    from legends.engine import Game
    setup = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 3,
             "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]}
    sc = GameScene(app, Game.new(setup, app.box), ["human"])
    app.set_scene(sc)
    app.render()
    assert sc.game.pending.kind == "place_rival"
    click(app, sc.view.space_center(sorted(sc.mode.by_space)[0]))
    settle(app)
    assert sc.game.pending.kind == "main" and sc.game.can_undo()
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")
    settle(app)
    assert sc.game.pending.kind == "place_rival" and sc.game.s["history"] == []
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")   # nothing left: a message, no crash
    assert app.toasts


def test_escape_cancels_a_push_choice(app):
    doc = {"fighters": [{"space": "B4", "hand": ["shoto_13"], "ex": 0}],
           "enemies": [{"kind": "standard", "space": "B4"}]}
    sc = game_scene(app, doc)
    click(app, hot(sc, ("hand", 0, "shoto_13")))
    settle(app)
    key(app, pygame.K_s, unicode="s")
    settle(app)
    click(app, figure_pos(sc, "m1"))
    assert sc.mode.sub is not None
    key(app, pygame.K_ESCAPE)
    assert sc.mode.sub is None and len(sc.handlers.stack) == 1      # Esc left the push, opened no menu


def test_every_option_is_in_the_fallback_list(app):
    sc = game_scene(app)
    labels = [t for t, a, c in sc.options.items]
    assert len(labels) == len(sc.game.legal_actions())
    first = sc.options.items[0][1]
    row = sc.options.body()
    click(app, (row.x + 20, row.y + sc.options.row_h // 2))
    settle(app)
    assert str(first) in sc.game.s["history"]


def test_bots_play_by_themselves_and_space_skips_animation(app):
    sc = game_scene(app, {"setup": {"players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                                                {"fighter": "ken", "style": "rushdown", "rival": "juri"}]},
                          "fighters": [{"space": "A4"}, {"space": "A4"}]}, seats=("random", "random"))
    n0 = len(sc.game.s["history"])
    for _ in range(300):
        app.step(0.05, [])
        if sc.anim.active:
            key(app, pygame.K_SPACE, unicode=" ")
            assert not sc.anim.active
        if len(sc.game.s["history"]) > n0 + 6:
            break
    assert len(sc.game.s["history"]) > n0 + 6


def test_autosave_keeps_three_and_continue_resumes(app, tmp_path):
    sc = game_scene(app)
    for cid in ("shoto_07",):
        click(app, hot(sc, ("hand", 0, cid)))
        settle(app)
        key(app, pygame.K_RETURN, unicode="\r")
        settle(app)
    gid = sc.session.game_id
    assert all(autosaves.slot(gid, i).exists() for i in range(3)) and autosaves.autosave_path().exists()
    assert not list(tmp_path.rglob("*.tmp"))
    data = json.loads(autosaves.autosave_path().read_text())
    history = list(sc.game.s["history"])
    assert data["decisions"] == history and data["ui"]["seats"] == ["human"]
    app.title()
    app.render()
    cont = widget(app.scene, "Continue")
    assert cont.enabled
    click(app, cont.rect.center)
    assert isinstance(app.scene, GameScene) and app.scene.game.s["history"] == history


def test_continue_falls_back_to_the_newest_autosave_that_loads(app, tmp_path):
    sc = game_scene(app)
    click(app, hot(sc, ("hand", 0, "shoto_07")))
    settle(app)
    history = list(sc.game.s["history"])
    autosaves.autosave_path().unlink()             # (a link to the game's newest slot: replaced, not edited)
    autosaves.autosave_path().write_text('{"format": "legends-save", "ver')          # cut short
    app.title()
    app.render()
    cont = widget(app.scene, "Continue")
    assert cont.enabled
    click(app, cont.rect.center)
    assert isinstance(app.scene, GameScene) and app.scene.game.s["history"] == history
    assert any("did not load" in t for t, _ in app.toasts)


def test_load_errors_are_messages_not_tracebacks(app, tmp_path):
    store_saves.quicksave_path().parent.mkdir(parents=True, exist_ok=True)
    store_saves.quicksave_path().write_text("{not json")
    sc = game_scene(app)
    key(app, pygame.K_F9)
    key(app, pygame.K_RETURN)                       # yes, replace the game in progress
    assert app.message is not None and app.scene is sc
    key(app, pygame.K_RETURN)
    assert app.message is None
    store_saves.quicksave_path().write_text(json.dumps({"format": "something else"}))
    app.title()
    app.render()
    click(app, widget(app.scene, "Load game").rect.center)
    lv = app.scene.list
    click(app, (lv.body().x + 30, lv.body().y + 10))
    assert app.message is not None


def test_quicksave_and_quickload_round_trip(app):
    sc = game_scene(app)
    click(app, hot(sc, ("hand", 0, "shoto_07")))
    settle(app)
    key(app, pygame.K_F5)
    assert store_saves.quicksave_path().exists()
    history = list(sc.game.s["history"])
    key(app, pygame.K_F9)
    key(app, pygame.K_y)
    assert isinstance(app.scene, GameScene) and app.scene is not sc and app.scene.game.s["history"] == history


def test_f9_asks_before_replacing_the_game_in_progress_and_keeps_it_loadable(app):
    from legends.ui.table.menus import ConfirmPopup
    sc = game_scene(app)
    click(app, hot(sc, ("hand", 0, "shoto_07")))
    settle(app)
    key(app, pygame.K_F5)                           # the quick save: one decision in
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    later = list(sc.game.s["history"])
    assert len(later) >= 2
    key(app, pygame.K_F9)
    assert app.scene is sc and isinstance(sc.handlers.top, ConfirmPopup)     # asked, nothing replaced yet
    assert sc.handlers.paused and sc.game.s["history"] == later
    key(app, pygame.K_ESCAPE)                       # no: keep playing
    assert app.scene is sc and sc.handlers.top is sc.table and sc.game.s["history"] == later
    key(app, pygame.K_F9)
    key(app, pygame.K_RETURN, unicode="\r")         # yes
    assert app.scene is not sc and len(app.scene.game.s["history"]) < len(later)
    # the game that was replaced is still there, whole, in its own slot, listed on the Load screen
    kept = json.loads(autosaves.slot(sc.session.game_id).read_text())
    assert kept["decisions"] == later
    assert autosaves.slot(sc.session.game_id) in [p for p, _, _ in autosaves.list_saves()]


def test_an_engine_error_keeps_the_game(app, monkeypatch):
    from legends.ui.app import App
    sc = game_scene(app)
    before = list(sc.game.s["history"])

    def broken(action, frames=None):
        raise RuntimeError("boom")
    monkeypatch.setattr(sc.game, "apply", broken)
    app.report = App.report.__get__(app)          # the real crash handler, not the strict test one
    sc.pipeline.submit(sc.game.legal_actions()[0], KEYBOARD)
    assert app.message is not None
    assert sc.game.s["history"] == before


def test_game_over_screen_and_buttons(app):
    from legends.ui.scenes.gameover import GameOverScene
    sc = game_scene(app)
    sc.game.rules.end("fighters", "M. Bison is defeated! The fighters win.")
    sc.refresh_mode()
    for _ in range(60):
        app.step(0.05, [])
        if isinstance(app.scene, GameOverScene):
            break
    assert isinstance(app.scene, GameOverScene)
    app.render()
    click(app, widget(app.scene, "Play again").rect.center)
    assert isinstance(app.scene, GameScene)


def test_bots_answer_with_their_own_seats_actions(app):
    """A bot is asked with game.legal_actions(seat=its seat): never another seat's free actions."""
    sc = game_scene(app, {"setup": {"players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                                                {"fighter": "ken", "style": "rushdown", "rival": "juri"}]},
                          "fighters": [{"space": "A4", "meter": ["shoto_14", "shoto_07"], "ex": 3},
                                       {"space": "A4", "meter": ["rushdown_01"], "ex": 3}], "active": 1},
                    seats=("human", "greedy"))
    asked = []
    bot = sc.bots[1]
    real = bot.choose

    def spy(game, options):
        asked.append((game.pending.kind, list(options)))
        return real(game, options)
    bot.choose = spy
    for _ in range(400):
        app.step(0.05, [])
        if sc.anim.active:
            sc.anim.skip()
        if len(asked) >= 5 or sc.game.pending.seat == 0:
            break
    assert asked
    for kind, options in asked:
        assert options and all(o.seat == 1 for o in options), (kind, options)
    # the main decision offers P1's free actions too, but only to P1
    assert any(kind == "main" for kind, _ in asked)


def test_setup_offers_human_expert_greedy_and_random_for_every_seat_and_demo_uses_greedy(app):
    from legends.ui.table import DemoScene
    from legends.ui.scenes.setup import SetupScene
    sc = SetupScene(app)
    app.set_scene(sc)
    app.render()
    sels = [w for w in sc.widgets if getattr(w, "label", None) == "Played by"]
    assert len(sels) == len(sc.cfg["players"])
    for s in sels:
        assert {v for v, _ in s.options} == {"human", "expert", "greedy", "random", "remote"}   # remote: issue 28
        assert ("expert", "Bot (expert)") in s.options
    assert sc.ctrl[1] == "greedy"                   # the default bot seat
    demo = DemoScene(app, players=3, seed=4)
    assert demo.seats == ["greedy"] * 3 and all(type(b).__name__ == "GreedyBot" for b in demo.bots.values())


def test_demo_plays_with_animations_and_any_key_returns_to_the_title(app):
    from legends.ui.table import DemoScene
    from legends.ui.scenes.title import TitleScene
    sc = DemoScene(app, players=3, seed=4, speed=2)
    app.set_scene(sc)
    kinds = set()
    for _ in range(400):
        app.step(0.05, [])
        if sc.anim.active and sc.anim.cur is not None:
            kinds.add(sc.anim.cur.kind)
        if {"move", "roll"} <= kinds and len(sc.game.s["history"]) > 6:
            break
    assert {"move", "roll"} <= kinds and len(sc.game.s["history"]) > 6
    assert not autosaves.autosave_path().exists()           # a demo never overwrites the player's game
    key(app, pygame.K_a, unicode="a")
    assert isinstance(app.scene, TitleScene)
