"""The replay theatre (issue 30): a finished game watched again on its own table, forward to the end
and back to the start, the state at every step the engine's own replay; taking over at a decision;
the game-over screen's Watch the replay; Load game's finished games."""
import subprocess

import pygame
import pytest

from legends.bots import make_bot
from legends.engine import Action, Game
from legends.engine.replay import Replay
from legends.engine.setup import random_setup
from legends.store import autosaves
from legends.ui.input.intents import KEYBOARD


def bot_game(box, seed=3, players=4):
    setup = random_setup(box, seed, players)
    setup["tie_break"] = "auto"
    game, bot = Game.new(setup, box), make_bot("greedy", seed)
    while not game.is_over():
        game.apply(bot.choose(game, game.legal_actions()))
    return game


@pytest.fixture(scope="module")
def four(request):
    from legends.content import default_box
    return bot_game(default_box())


_REPLAYED = {}      # id(game) -> (game, [its state after k decisions for every k])


def engine_at(game, k):
    """The engine's own replay of the first k decisions, from the setup: the whole history replayed
    once per game (Game.replay's own steps: Game.new, then apply), the state kept after each decision."""
    kept = _REPLAYED.get(id(game))
    if kept is None or kept[0] is not game:
        g = Game.replay(game.view.setup.thaw(), [], game.box)
        states = [g.to_dict()]
        for d in game.view.history:
            g.apply(Action.parse(d) if isinstance(d, str) else d)
            states.append(g.to_dict())
        kept = _REPLAYED[id(game)] = (game, states)
    return kept[1][k]


def settle(app, th, limit=400, draw=True):
    for _ in range(limit):
        app.step(0.5, [], draw=draw)
        if not th.busy():
            return
    raise AssertionError("the theatre never settled")


def test_the_timeline_gives_each_decision_its_turn_phase_and_seat(four):
    r = Replay(four)
    assert len(r) == four.view.decisions and r.at(len(r)).to_dict() == four.to_dict()
    for k in (0, 5, len(r) // 2, len(r) - 1):
        g = Game.replay(four.view.setup.thaw(), list(four.view.history)[:k], four.box)
        st = r.steps[k]
        assert (st.turn, st.phase, st.seat, st.text) == (g.view.turn, g.pending.context.phase, g.pending.seat,
                                                         four.view.history[k])
        assert r.at(k).to_dict() == g.to_dict()
    first, end = r.turn_span(2)
    assert r.steps[first].turn == 2 and r.steps[first - 1].turn == 1 and r.steps[end].turn == 3
    k0, k1 = r.nemesis_span(2)
    assert k1 == end and r.steps[k0].phase == "fighter" and all(r.steps[k].phase == "nemesis" for k in range(k0 + 1, k1))
    assert r.span_of("2") == (first, end) and r.span_of("2-3") == (first, r.turn_span(3)[1])
    assert r.span_of("2n") == (k0, k1) and r.span_of("all") == (0, len(r)) and r.span_of("999") is None
    with pytest.raises(ValueError):
        r.span_of("three")


def test_the_theatre_plays_a_4_player_game_to_the_end_and_back_to_the_start(app, four):
    from legends.ui.scenes.theatre import TheatreScene
    th = TheatreScene(app, four, ["greedy", "human", "greedy", "human"])
    app.set_scene(th)
    app.render()
    n = len(th.replay)
    assert n > 60 and th.step == 0 and th.game.to_dict() == engine_at(four, 0)
    for k in range(1, n + 1):
        th.step_forward()
        settle(app, th, draw=k % 25 == 0)     # every frame of every 25th step drawn, as a player sees it
        assert th.step == k and th.game.to_dict() == engine_at(four, k), k
        if k % 25 == 0:
            app.render()
    assert th.game.is_over() and app.scene is th          # the theatre stays at the end
    app.render()
    visited = []                              # back to the start: every decision, the nemesis phases step by step
    while th.position > 0:
        th.step_back()
        if th.moment is None:
            visited.append(th.step)
            assert th.game.to_dict() == engine_at(four, th.step), th.step
        else:
            k, j = th.moment
            assert th.game.to_dict() == th.replay.moments(k)[j][1].to_dict() and th.step == k + 1
    assert visited == list(range(n - 1, -1, -1))
    app.render()


def test_play_runs_on_by_itself_and_keys_and_a_controller_drive_it(app, four):
    from legends.devtools.testing import add_pad, pad_button
    from legends.ui.scenes.theatre import TheatreScene
    th = TheatreScene(app, four, ["greedy"] * 4)
    app.set_scene(th)
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert th.playing
    for _ in range(60):
        app.step(0.5, [])
    assert th.step > 3 and th.game.to_dict() == engine_at(four, th.step)
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert not th.playing
    settle(app, th)
    at = th.step
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)])
    turn = th.replay.steps[th.step].turn
    assert th.step == th.replay.turn_span(turn)[0] and th.step > at
    add_pad(app, 1)
    pad_button(app, 1, "left")          # a controller alone: the d-pad steps back (into the nemesis phase before)
    before = th.replay.turn_span(turn)[0] - 1
    moments = th.replay.moments(before)
    assert th.moment == (before, len(moments) - 1) if moments else th.step == before
    pad_button(app, 1, "b")                 # B: back to where the theatre was opened from (the title)
    assert app.scene is not th


def test_taking_over_starts_a_new_game_from_that_decision_apart_from_the_original(app, four, tmp_path):
    from legends.ui.scenes.theatre import TheatreScene
    from legends.ui.table import GameScene
    kept = autosaves.keep_finished(four.save_dict(), "20260101-120000-abcdef")
    before = kept.read_bytes()
    th = TheatreScene(app, four, ["human"] * 4)
    app.set_scene(th)
    th.jump(40)
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t", scancode=0)])
    box, on_close = app.message
    on_close(True)                            # "Take over"
    sc = app.scene
    assert isinstance(sc, GameScene) and list(sc.game.view.history) == list(four.view.history)[:40]
    for _ in range(5):                        # and plays on: the keyboard decides for its seat
        action = sc.game.legal_actions()[-1]
        assert sc.pipeline.submit(action, KEYBOARD)
    assert sc.game.view.decisions == 45 and not sc.game.is_over()
    assert list(sc.game.view.history)[:40] == list(four.view.history)[:40]
    assert sc.session.game_id != "20260101-120000-abcdef" and kept.read_bytes() == before
    assert th.replay.final is four and four.view.decisions == len(th.replay)


def test_the_game_over_screen_watches_the_replay_and_comes_back(app, four):
    from legends.ui.scenes.gameover import GameOverScene
    from legends.ui.scenes.theatre import TheatreScene
    app.set_scene(GameOverScene(app, four, ["greedy"] * 4))
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w", scancode=0)])
    assert isinstance(app.scene, TheatreScene) and app.scene.step == 0
    app.render()
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert isinstance(app.scene, GameOverScene)


def test_load_game_lists_the_finished_games_and_watches_one(app, four):
    from legends.ui.scenes.load import LoadScene
    from legends.ui.scenes.theatre import TheatreScene
    path = autosaves.keep_finished(four.save_dict())
    sc = LoadScene(app)
    app.set_scene(sc)
    rows = [i for i, item in enumerate(sc.list.items) if item[1] == path]
    assert rows and sc.list.items[rows[0]][0].startswith("finished")
    sc.sel = rows[0]
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w", scancode=0)])
    assert isinstance(app.scene, TheatreScene) and len(app.scene.replay) == four.view.decisions


def test_finished_games_keep_the_last_ones_and_never_a_players_other_files(app, four):
    data = four.save_dict()
    mine = autosaves.finished_dir()
    mine.mkdir(parents=True, exist_ok=True)
    (mine / "my notes.json").write_text("{}")
    (mine / "keep-me.txt").write_text("mine")
    paths = [autosaves.keep_finished(dict(data), f"20260101-1200{i:02d}-abcdef") for i in range(autosaves.KEEP_FINISHED + 3)]
    left = autosaves.finished_games()
    assert len(left) == autosaves.KEEP_FINISHED and left[0] == paths[-1] and paths[0] not in left
    assert (mine / "my notes.json").exists() and (mine / "keep-me.txt").exists()


def _key(app, k, uni=""):
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)])


def test_the_export_panel_writes_a_turns_nemesis_phase_with_a_progress_bar_and_cancels(app, four):
    from PIL import Image
    from legends.store import folder
    from legends.ui.scenes.theatre import TheatreScene
    th = TheatreScene(app, four, ["greedy"] * 4)
    app.set_scene(th)
    th.jump(th.replay.turn_span(2)[0])
    _key(app, pygame.K_x, "x")
    panel = th.exports
    assert panel is not None
    _key(app, pygame.K_RIGHT)                 # what: turn 2's nemesis phase
    _key(app, pygame.K_DOWN)
    for _ in range(3):
        _key(app, pygame.K_RIGHT)             # size: 640x360
    assert (panel.choice(0), panel.choice(1), panel.choice(2)) == ("2n", "640x360", ".gif")
    _key(app, pygame.K_RETURN)
    assert panel.busy() and th.busy()
    seen = set()
    for _ in range(3000):
        app.step(0.02, [])
        seen.add(round(panel.progress, 1))
        app.render()                          # the bar drawn as it moves
        if th.exports is None:
            break
        try:
            panel.job["proc"].wait(0.05)      # the child exports: a frame every 50 ms, not as fast as we can spin
        except subprocess.TimeoutExpired:
            pass
    made = list((folder.data_dir() / "exports").glob("*.gif"))
    assert [p.name for p in made] == [f"{four.stage.id}-turn-2n.gif"] and len(seen) > 2
    im = Image.open(made[0])
    assert im.size == (640, 360) and im.n_frames > 2
    assert any("Exported" in t[0] for t in app.toasts)
    _key(app, pygame.K_x, "x")                # again, and cancelled: nothing is left behind
    _key(app, pygame.K_RETURN)
    for _ in range(20):
        app.step(0.05, [])
    _key(app, pygame.K_ESCAPE)
    assert th.exports is None and app.scene is th
    assert sorted(p.name for p in (folder.data_dir() / "exports").iterdir()) == [made[0].name]
    assert not list(folder.cache_dir().glob("theatre-export-*.json"))


def test_a_game_in_progress_is_watched_to_its_saved_position_and_taken_over_there(app):
    from legends.ui.scenes.theatre import TheatreScene
    from legends.ui.table import GameScene
    game = bot_game(app.box, seed=5, players=2)
    half = Game.replay(game.view.setup.thaw(), list(game.view.history)[:30], app.box)
    th = TheatreScene(app, half, ["human", "greedy"])
    app.set_scene(th)
    th.jump(10 ** 6)
    assert th.step == 30 and "saved position" in th.label()
    _key(app, pygame.K_t, "t")
    app.message[1](True)
    assert isinstance(app.scene, GameScene) and app.scene.game.to_dict() == half.to_dict()


def test_stepping_back_walks_a_nemesis_phase_entry_by_entry(app, four):
    from legends.ui.scenes.theatre import TheatreScene
    r = Replay(four)
    k0, k1 = r.nemesis_span(2)
    moments = r.moments(k0)
    assert len(moments) >= 3 and all(e["phase"] == "nemesis" for e, _ in moments)
    kinds = {e["kind"] for e, _ in moments}
    assert "ncard" in kinds and kinds & {"move", "spawn", "enemy_attack", "miss"}
    th = TheatreScene(app, four, ["greedy"] * 4, start=k0 + 1)
    app.set_scene(th)
    app.render()
    for j in range(len(moments) - 1, -1, -1):     # Left, moment by moment, from the phase's end
        _key(app, pygame.K_LEFT)
        entry, frame = moments[j]
        assert th.moment == (k0, j) and th.game.to_dict() == frame.to_dict()
        assert entry["text"] in th.label() and f"step {j + 1} of {len(moments)}" in th.label()
        assert th.game.view.log[-1]["text"] == entry["text"]       # the log as that step wrote it
        app.render()
    _key(app, pygame.K_LEFT)                     # then the decision that started the phase
    assert th.moment is None and th.step == k0 and th.game.to_dict() == engine_at(four, k0)
    _key(app, pygame.K_LEFT)
    assert th.step == k0 - 1
    th.jump(k0 + 1)
    for _ in moments:
        th.step_back()
    assert th.moment == (k0, 0)
    for j in range(1, len(moments)):              # Right walks them forward again, then the next decision
        _key(app, pygame.K_RIGHT)
        assert th.moment == (k0, j) and th.game.to_dict() == moments[j][1].to_dict()
    _key(app, pygame.K_RIGHT)
    assert th.moment is None and th.step == k0 + 1 and th.game.to_dict() == engine_at(four, k0 + 1)


def test_the_fighter_boards_say_who_played_each_seat_never_a_device(app, four):
    from legends.ui.scenes.theatre import TheatreScene
    from legends.ui.table import GameScene
    seats = ["greedy", "human", "expert", "human"]
    played = GameScene(app, four.clone(), seats)
    assert played.seat_label(1) == "Keyboard + mouse"           # in play: the device that decides
    th = TheatreScene(app, four, seats)
    app.set_scene(th)
    app.render()
    assert [th.table.seat_label(s) for s in range(4)] == ["Bot (greedy)", "Played by a player", "Bot (expert)",
                                                          "Played by a player"]
    th.step_back()                                              # and on every table the theatre makes
    assert th.table.seat_label(3) == "Played by a player"


def _to_recap(app, th, k0):
    """Step on from decision k0 (the one that starts a nemesis phase) until its recap opens."""
    th.jump(k0)
    th.step_forward()
    for _ in range(400):
        app.step(0.5, [])
        if th.table.recap_open():
            return
    raise AssertionError("the recap never opened")


def test_esc_closes_the_nemesis_recap_first_then_leaves_the_theatre(app, four):
    from legends.ui.scenes.theatre import TheatreScene
    th = TheatreScene(app, four, ["greedy"] * 4)
    app.set_scene(th)
    k0, _ = th.replay.nemesis_span(2)
    _to_recap(app, th, k0)
    app.render()
    for _ in range(40):
        app.step(0.5, [])                                       # paused, nobody decides: it stays to be read
    assert th.table.recap_open()
    _key(app, pygame.K_ESCAPE)
    assert app.scene is th and not th.table.recap_open() and th.step == k0 + 1
    _key(app, pygame.K_ESCAPE)
    assert app.scene is not th


def test_while_playing_the_recap_closes_when_the_next_step_plays(app, four):
    from legends.ui.scenes.theatre import READ, TheatreScene
    th = TheatreScene(app, four, ["greedy"] * 4)
    app.set_scene(th)
    k0, _ = th.replay.nemesis_span(2)
    _to_recap(app, th, k0)
    th.toggle()
    assert th.playing
    app.step(READ / 2, [])
    assert th.table.recap_open() and th.step == k0 + 1         # read a moment first
    for _ in range(20):
        app.step(0.5, [])
    assert th.playing and not th.table.recap_open() and th.step > k0 + 1
    assert th.game.to_dict() == engine_at(four, th.step)


def test_the_options_panel_tells_the_decision_or_the_nemesis_step_never_blank(app, four):
    from legends.ui.scenes.theatre import TheatreScene
    th = TheatreScene(app, four, ["greedy"] * 4)
    app.set_scene(th)
    k0, _ = th.replay.nemesis_span(2)
    th.jump(k0)
    items = [t for t, _, _ in th.table.options.items]
    legal = Replay(four).at(k0).legal_actions()
    assert items[0].startswith("Chosen: ") and len(items) == (len(legal) + 1 if len(legal) > 1 else 1)
    assert th.table.options.title.startswith("The decision · P")
    th.jump(k0 + 1)
    moments = th.replay.moments(k0)
    for j in range(len(moments) - 1, -1, -1):
        th.step_back()
        text = " ".join(t for t, _, _ in th.table.options.items)
        assert th.moment == (k0, j) and text.startswith(f"Nemesis phase, step {j + 1} of {len(moments)}: ")
        assert " ".join(moments[j][0]["text"].split()) in " ".join(text.split())
    th.jump(len(th.replay))
    assert th.table.options.items[0][0].startswith("The game is over")


def test_while_the_table_shows_a_step_the_strip_names_that_step(app, four):
    from legends.ui.scenes.theatre import TheatreScene
    th = TheatreScene(app, four, ["greedy"] * 4)
    app.set_scene(th)
    k0, _ = th.replay.nemesis_span(2)
    th.jump(k0)
    app.render()
    waiting = th.label()
    assert f"decision {k0 + 1} of" in waiting and "next: " in waiting
    th.step_forward()
    for _ in range(20):
        app.step(0.05, [])
        if th.step == k0 + 1:
            break
    assert th.table.showing() and th.table.options.items      # the nemesis phase on the table
    shown = th.label()
    st = th.replay.steps[k0]
    assert shown.startswith(f"Turn {st.turn} · fighter phase · decision {k0 + 1} of") and "shown: " in shown
    assert waiting.split("next: ")[1] in shown
    settle(app, th)
    assert not th.table.showing() and f"decision {k0 + 2} of" in th.label()


def test_the_recap_is_drawn_as_it_opens_without_anything_else_moving(app, four, monkeypatch):
    from legends.ui.scenes.theatre import TheatreScene
    from legends.ui.table import recap
    drawn = []
    real = recap.draw_recap
    monkeypatch.setattr(recap, "draw_recap", lambda *a, **k: drawn.append(1) or real(*a, **k))
    th = TheatreScene(app, four, ["greedy"] * 4)
    app.set_scene(th)
    k0, _ = th.replay.nemesis_span(2)
    th.jump(k0)
    th.step_forward()
    for _ in range(400):
        app.step(0.25, [], draw=True)         # as the window's loop: drawn only when the scene asks
        if th.table.recap_open():
            break
    app.step(0.25, [], draw=True)
    assert th.table.recap_open() and drawn
    n = len(drawn)
    for _ in range(4):
        app.step(0.25, [], draw=True)         # and then idle: no frame drawn for nothing
    assert len(drawn) == n
