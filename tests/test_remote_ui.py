"""Issue 28 at the table: the setup screen's Remote seat hosts the game (its invites shown, P2's
machine plays it), the title's Join a game opens the host's table on a joiner's copy, its own seat
driven here and the others marked Remote; everything on 127.0.0.1."""
import time

import pygame
import pytest

from legends.engine.statehash import state_hash
from legends.remote.follow import Follow
from legends.remote.invite import parse
from legends.remote.joiner import JoinClient
from legends.remote.table import Copy, play_local
from legends.ui.input.intents import KEYBOARD, Do, Intent
from remoteclients import LiveHost


def step_until(app, done, seconds=30.0, each=None):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if each is not None:
            each()
        app.step(0.05)
        if done():
            return True
    return False


def test_a_remote_seat_on_the_setup_screen_hosts_the_game_and_its_machine_plays_it(app, tmp_path, monkeypatch):
    from legends.remote.config import machine_id
    from legends.ui.scenes.remote_table import RemoteGameScene
    from legends.ui.scenes.setup import SetupScene
    monkeypatch.setenv("LEGENDS_REMOTE_LISTEN", "127.0.0.1")
    setup = SetupScene(app)
    app.set_scene(setup)
    setup.set_ctrl(0, "greedy")
    setup.set_ctrl(1, "remote")
    setup.start()
    link = app.remote
    assert isinstance(app.scene, RemoteGameScene) and link.role == "host"
    invites = link.invites()
    assert [i.who for i in invites] == ["P2", "a spectator"] and invites[0].host == "127.0.0.1"
    assert {s.getsockname()[0] for s in link.server._tcp.sockets} == {"127.0.0.1"}     # nothing else listens
    assert link.lines()[0].endswith("P2 away")
    client = JoinClient(parse(str(invites[0])), machine_id() + "x", app.box.fingerprint)
    copy = Copy({1}, None)
    follow = Follow(client, app.box, copy)

    def joiner():
        follow.pump()
        if copy.session is not None and copy.session.forward is None:
            copy.session.forward = follow.choose
            from legends.bots import make_bot
            copy.session.bots = {1: make_bot("greedy", 3)}
        if copy.game is not None and follow.sent_at != copy.game.view.decisions and not copy.game.is_over():
            play_local(copy.session, copy.pipeline, {1})
    client.start()
    try:
        assert step_until(app, lambda: copy.game is not None and copy.game.view.decisions >= 25, each=joiner)
        assert "P2 here" in link.lines()[0]
        host_game = app.remote.hg.session.game
        assert step_until(app, lambda: follow.decisions == host_game.view.decisions, 5.0, each=joiner)
        assert state_hash(copy.game) == state_hash(host_game) and follow.resyncs == 0
    finally:
        client.stop()
    app.title()
    assert app.remote is None and not link.server.running       # the table left: nothing listens


@pytest.fixture
def host(tmp_path):
    h = LiveHost(tmp_path / "host")
    yield h
    h.stop()


def test_join_a_game_opens_the_hosts_table_with_this_machines_seat_and_the_others_remote(app, host):
    from legends.ui.scenes.join import JoinScene
    from legends.ui.scenes.remote_table import RemoteGameScene
    invite = host.cfg.invites("127.0.0.1", host.cert.fingerprint, host.port)[0]       # P1's
    join = JoinScene(app, "  " + str(invite) + "\n")
    app.set_scene(join)
    join.join()
    assert step_until(app, lambda: isinstance(app.scene, RemoteGameScene), 10.0)
    sc = app.scene
    assert sc.seating.label(0) == "Keyboard + mouse" and sc.seating.label(1) == "Remote · P2"
    assert app.remote.lines()[0].endswith("connected · P2 away")     # nobody joined P2
    link = app.remote

    def pick():
        g = app.scene.pipeline.session.game
        if g.pending.seat == 0 and link.follow.sent_at != g.view.decisions and not app.scene.busy():
            app.scene.pipeline.take(Intent(Do.PICK, KEYBOARD, 0))
    assert step_until(app, lambda: host.state()[0] > 0 and host.session.game.pending.seat == 1
                      and link.follow.decisions == host.state()[0], 30.0, each=pick)
    assert state_hash(app.scene.pipeline.session.game) == host.state()[1]
    before = host.state()
    app.toasts.clear()
    step_until(app, lambda: not app.scene.busy(), 5.0)
    assert app.scene.pipeline.take(Intent(Do.PICK, KEYBOARD, 0)) == (True, False)     # P2 decides: not here
    assert any("P2 is played on another machine" in t[0] for t in app.toasts)
    for _ in range(10):
        app.step(0.05)
    assert host.state() == before
    from legends.remote.link import FAREWELL
    host.running = False
    host.server.stop({"type": "ended", "message": FAREWELL})        # the host quits
    assert step_until(app, lambda: not link.follow.connected and link.follow.ended, 10.0)
    assert "The host left the game" in link.lines()[0] and isinstance(app.scene, RemoteGameScene)


def test_a_wrong_invite_is_said_on_the_join_screen(app):
    from legends.ui.scenes.join import JoinScene
    join = JoinScene(app, "legends://nowhere")
    app.set_scene(join)
    join.join()
    assert "cut short" in join.status and app.remote is None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(0.05)
    assert type(app.scene).__name__ == "TitleScene"


def test_a_seat_taken_here_while_its_machine_was_away_goes_back_to_it_when_it_returns(app, monkeypatch):
    from legends.ui.scenes.setup import SetupScene
    monkeypatch.setenv("LEGENDS_REMOTE_LISTEN", "127.0.0.1")
    setup = SetupScene(app)
    app.set_scene(setup)
    setup.set_ctrl(1, "remote")
    assert setup.devices.label(1) == "Remote · P2"          # the setup screen's seat card
    setup.start()
    sc = app.scene
    assert sc.seating.label(1) == "Remote · P2 · away"
    sc.seating.take(1, None)                               # Enter while P2's machine was away
    assert sc.seating.label(1) == "Keyboard + mouse"
    app.remote.keep({1})                                   # P2's machine is back
    app.step(0.05)
    assert sc.seating.label(1).startswith("Remote · P2")
    app.title()


def test_typing_an_invite_types_m_rather_than_muting_the_sound(app):
    from legends.ui.scenes.join import JoinScene
    join = JoinScene(app)
    app.set_scene(join)
    app.toasts.clear()
    for e in (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"),
              pygame.event.Event(pygame.TEXTINPUT, text="m")):
        app.feed(e)
    assert join.text == "m" and not any("Sound" in t[0] for t in app.toasts)


def test_g_pings_the_square_under_the_mouse_on_the_hosts_table(app, monkeypatch):
    from legends.ui.scenes.setup import SetupScene
    monkeypatch.setenv("LEGENDS_REMOTE_LISTEN", "127.0.0.1")
    setup = SetupScene(app)
    app.set_scene(setup)
    setup.set_ctrl(1, "remote")
    setup.start()
    sc = app.scene
    sc.show_invites = False
    app.render()
    square = sorted(set(sc.view.board.owner.values()))[0]
    sc.hover = tuple(int(v) for v in sc.view.space_center(square))
    sc.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g"))
    assert [s[2:] for s in app.remote.said] == [("pinged", square)] and len(sc.pings()) == 1
    app.render()
    sc.hover = (1, 1)                                  # off the map: nothing to ping
    sc.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g"))
    assert len(app.remote.said) == 1 and any("Point at a square" in t[0] for t in app.toasts)
    app.title()


def test_the_host_hands_an_away_seat_to_a_bot_and_back_to_its_machine_when_it_returns(app, monkeypatch):
    from legends.ui.scenes.setup import SetupScene
    monkeypatch.setenv("LEGENDS_REMOTE_LISTEN", "127.0.0.1")
    setup = SetupScene(app)
    app.set_scene(setup)
    setup.set_ctrl(1, "remote")
    setup.start()
    sc = app.scene
    sc.show_invites = False
    ctrl_b = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=pygame.KMOD_CTRL, unicode="")
    sc.handle_event(ctrl_b)                                  # P1 (here) decides: nothing to hand over
    assert sc.seats == ["human", "human"]
    session = sc.pipeline.session

    def p1_decides():
        if session.deciding == 0 and not sc.busy():
            sc.pipeline.take(Intent(Do.PICK, KEYBOARD, 0))
    assert step_until(app, lambda: session.deciding == 1, 10.0, each=p1_decides)
    sc.handle_event(ctrl_b)
    assert sc.seats[1] != "human" and sc.seating.label(1).startswith("Bot")
    assert step_until(app, lambda: session.deciding != 1, 10.0)         # the bot played P2
    app.remote.keep({1})                                     # P2's machine is back
    app.step(0.05)
    assert sc.seats == ["human", "human"] and sc.seating.label(1).startswith("Remote · P2")
    app.title()


def test_j_on_the_title_screen_opens_join_a_game(app):
    app.title()
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_j, mod=0, unicode="j"))
    assert type(app.scene).__name__ == "JoinScene"



def test_a_joiner_whose_box_differs_is_offered_the_hosts_and_its_table_opens_with_it(app, host, tmp_path, monkeypatch):
    from legends.content.loader import load_box
    from legends.remote.hostbox import box_files
    from legends.ui.scenes.join import JoinScene
    from legends.ui.scenes.remote_table import RemoteGameScene
    from test_remote_hostbox import other_box
    mine = other_box(tmp_path / "mybox")
    monkeypatch.setattr(app, "box", load_box(mine / "data", mine / "stages"))
    host.server.box = box_files
    invite = host.cfg.invites("127.0.0.1", host.cert.fingerprint, host.port)[0]
    join = JoinScene(app, str(invite))
    app.set_scene(join)
    join.join()
    assert step_until(app, lambda: join.host_box in join.widgets, 10.0)
    assert "fighter ryu (changed)" in join.status and join.link is None
    join.host_box.on_click()
    assert step_until(app, lambda: isinstance(app.scene, RemoteGameScene), 15.0)
    assert app.remote.host_box and "with the host's box" in app.remote.lines()[0]
    assert app.remote.box.fingerprint == host.box.fingerprint != app.box.fingerprint


def test_loading_a_hosted_games_save_hosts_it_again_with_the_same_invites(app, monkeypatch):
    from legends.ui.scenes.load import LoadScene
    from legends.ui.scenes.remote_table import RemoteGameScene
    from legends.ui.scenes.setup import SetupScene
    monkeypatch.setenv("LEGENDS_REMOTE_LISTEN", "127.0.0.1")
    setup = SetupScene(app)
    app.set_scene(setup)
    setup.set_ctrl(0, "greedy")
    setup.set_ctrl(1, "remote")
    setup.start()
    first = [str(i) for i in app.remote.invites()]
    path = app.scene.session.quicksave()          # a save of the hosted game, as F5 writes it
    app.title()
    assert app.remote is None
    LoadScene(app).pick(path)
    assert isinstance(app.scene, RemoteGameScene) and app.remote.role == "host"
    assert [str(i) for i in app.remote.invites()] == first
    app.title()
