"""Autosaves on disk (legends/store/autosaves.py): each game in its own rotated slots, the new save
written whole before anything moves, Continue's file always there and loading, a full disk that
leaves every earlier save whole, temporary files of dead processes cleaned, one copy of the app
owning the folder (a lock with its pid; a dead owner's lock taken over)."""
import errno
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from legends.content import default_box
from legends.engine import Game
from legends.engine.setup import random_setup
from legends.ui.table.session import Session
from legends.store import autosaves, folder, saves as store_saves
from legends.store.saves import load_game
from legends.ui.input.intents import KEYBOARD

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="module")
def box():
    return default_box()


def play(game, n):
    """n decisions (the first legal action each time); returns the game."""
    for _ in range(n):
        game.apply(game.legal_actions()[0])
    return game


def saves_of(box, seed=3, n=4):
    """The save dicts after 1..n decisions of one game."""
    g = Game.new(random_setup(box, seed, 2), box)
    out = []
    for _ in range(n):
        play(g, 1)
        out.append(g.save_dict())
    return out


def decisions(path):
    return len(json.loads(Path(path).read_text())["decisions"])


def test_rotation_keeps_a_games_last_three_newest_first_and_continue_points_at_the_newest(home, box):
    gid = autosaves.new_game_id()
    for data in saves_of(box):
        autosaves.write(data, gid)
    assert [decisions(autosaves.slot(gid, i)) for i in range(3)] == [4, 3, 2]
    assert decisions(autosaves.autosave_path()) == 4
    assert not list(home.rglob("*.tmp"))


def full_disk(real):
    """os.write that writes half the bytes, then fails as a full disk does."""
    def write(fd, data):
        real(fd, bytes(data[:len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")
    return write


def test_a_write_failing_midway_like_a_full_disk_leaves_every_save_whole_and_continue_working(home, box, monkeypatch):
    gid = autosaves.new_game_id()
    first, second, third = saves_of(box, n=3)
    autosaves.write(first, gid)
    autosaves.write(second, gid)
    before = {p.name: p.read_bytes() for p in home.rglob("*.json")}
    with monkeypatch.context() as m, pytest.raises(OSError):
        m.setattr(os, "write", full_disk(os.write))
        autosaves.write(third, gid)
    assert {p.name: p.read_bytes() for p in home.rglob("*.json")} == before      # nothing moved, nothing lost
    assert not list(home.rglob("*.tmp"))
    assert load_game(autosaves.autosave_path(), box).view.decisions == 2
    path, game, _ = autosaves.newest_loadable(lambda p: load_game(p, box))
    assert path == autosaves.autosave_path() and game.view.decisions == 2


def test_a_session_on_a_full_disk_says_so_and_keeps_continue(home, box, monkeypatch):
    s = Session(Game.new(random_setup(box, 4, 1), box), ["human"])
    s.apply(s.game.legal_actions()[0])
    with monkeypatch.context() as m:
        m.setattr(os, "write", full_disk(os.write))
        s.apply(s.game.legal_actions()[0])
    assert s.save_error.startswith("Autosave failed: Could not write ")        # one sentence (issue 24, item 6)
    assert "the disk is full; free some space" in s.save_error
    assert load_game(autosaves.autosave_path(), box).view.decisions == 1


def test_continue_falls_back_to_the_newest_slot_that_loads(home, box):
    gid = autosaves.new_game_id()
    for data in saves_of(box):
        autosaves.write(data, gid)
    autosaves.autosave_path().write_text('{"format": "legends-save", "vers')    # truncated
    os.unlink(autosaves.slot(gid, 0))
    path, game, problems = autosaves.newest_loadable(lambda p: load_game(p, box))
    assert path == autosaves.slot(gid, 1) and game.view.decisions == 3
    assert problems and "autosave.json" in problems[0]


def dead_pid():
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_leftover_temp_files_of_dead_processes_are_cleaned_on_start(home):
    (home / "games").mkdir()
    dead = home / "games" / f".20260101-000000-aaaaaa.json.legends-{dead_pid()}-abcd0123.tmp"
    old_style = home / "autosave.json.k2j3h4.tmp"          # an older app's name for its own file (no pid): stale
    mine = home / f".autosave.json.legends-{os.getpid()}-ffff0000.tmp"
    for p in (dead, old_style, mine):
        p.write_text("{")
    folder.open_folder()
    assert not dead.exists() and not old_style.exists()
    assert mine.exists()           # a live process's file may be being written


HOLD = ("import sys, time; sys.path.insert(0, {root!r}); from legends.store.folder import FolderLock;"
        "l = FolderLock({d!r}); print(l.acquire(), flush=True); time.sleep(60)")


def holder(folder):
    proc = subprocess.Popen([sys.executable, "-c", HOLD.format(root=str(ROOT), d=str(folder))],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "True"
    return proc


def test_the_lock_is_held_by_one_holder_and_names_its_pid(tmp_path):
    a, b = folder.FolderLock(tmp_path), folder.FolderLock(tmp_path)
    assert a.acquire() and not b.acquire()
    assert b.owner() == os.getpid()
    a.release()
    assert b.acquire()


def test_a_stale_lock_of_a_killed_process_is_taken_over(tmp_path):
    proc = holder(tmp_path)
    assert not folder.FolderLock(tmp_path).acquire()
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    proc.stdout.close()
    lock = folder.FolderLock(tmp_path)
    assert lock.acquire() and lock.owner() == os.getpid()
    lock.release()


def test_a_second_copy_keeps_its_game_in_its_own_slot_and_says_the_folder_is_in_use(home, box):
    proc = holder(home)                       # the first copy of the app owns the folder
    try:
        s = Session(Game.new(random_setup(box, 9, 1), box), ["human"], game_id="20260101-000000-aaaaaa")
        assert s.folder_note and "in use" in s.folder_note and str(proc.pid) in s.folder_note
        assert s.game_id != "20260101-000000-aaaaaa"          # never the other copy's game
        s.apply(s.game.legal_actions()[0])
        assert decisions(autosaves.slot(s.game_id)) == 1
        assert not autosaves.autosave_path().exists()            # Continue is the owner's
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()


def test_two_autoplays_on_one_folder_both_finish_and_continue_loads(tmp_path, box):
    """Two copies started together on one folder. Whether they overlap is up to the machine (a 1-player
    game ends in well under a second now): one that found the folder taken says so, never both; either
    way both games finish, each in its own slots, and Continue loads. The second copy's message and its
    own slot are made sure of by the test above (a holder process owns the folder)."""
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    procs = [subprocess.Popen([sys.executable, "main.py", "autoplay", "--save-dir", str(tmp_path), "--seed",
                               str(seed), "--players", "1"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for seed in (1, 2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    assert sum("in use" in err for _, err in outs) <= 1, outs       # never both: one owns the folder
    assert load_game(tmp_path / "autosave.json", box).is_over()
    assert len(list((tmp_path / "games").glob("*.2.json"))) == 2         # each game in its own slots
    assert not list(tmp_path.rglob("*.tmp"))


def test_each_game_keeps_its_own_slots_and_the_load_list_names_them(home, box):
    a = Session(Game.new(random_setup(box, 5, 2), box), ["human", "human"])
    b = Session(Game.new(random_setup(box, 6, 1), box), ["human"])
    for _ in range(3):
        a.apply(a.game.legal_actions()[0])
        b.apply(b.game.legal_actions()[0])
    assert a.game_id != b.game_id
    assert decisions(autosaves.slot(a.game_id)) == 3 and decisions(autosaves.slot(b.game_id)) == 3
    listed = {p: store_saves.describe_save(p) for p, _, _ in autosaves.list_saves()}
    for s in (a, b):
        text = listed[autosaves.slot(s.game_id)]
        stage = s.game.view.setup["stage"]
        assert stage in text and "turn" in text and all(p["fighter"] in text for p in s.game.view.setup["players"])


def test_loading_an_older_save_of_a_game_starts_a_new_id_so_its_later_position_stays(home, box):
    a = Session(Game.new(random_setup(box, 5, 1), box), ["human"])
    a.apply(a.game.legal_actions()[0])
    older = a.save_data()
    a.apply(a.game.legal_actions()[0])
    again = Session(Game.from_save(older, box), ["human"], game_id=a.game_id)
    assert again.game_id != a.game_id
    same = Session(Game.from_save(a.save_data(), box), ["human"], game_id=a.game_id)
    assert same.game_id == a.game_id       # the newest position of a game goes on as that game


def test_only_the_last_games_are_kept(home, box):
    data = saves_of(box, n=1)[0]
    ids = [f"20260101-0000{i:02d}-abcdef" for i in range(autosaves.KEEP_GAMES + 2)]
    for i, gid in enumerate(ids):
        autosaves.write(data, gid)
        os.utime(autosaves.slot(gid), (1_000_000 + i, 1_000_000 + i))
    autosaves.write(data, ids[-1])
    kept = {p.name.split(".")[0] for p in autosaves.game_slots()}
    assert kept == set(ids[-autosaves.KEEP_GAMES:])


def test_a_write_never_has_more_than_one_temporary_file_at_any_moment(home, box, monkeypatch):
    """A kill can land between any two steps: at each one, at most one temporary file exists."""
    gid = autosaves.new_game_id()
    seen, saves = [], saves_of(box)
    with monkeypatch.context() as m:
        for name in ("replace", "link", "unlink"):
            real = getattr(os, name)

            def spy(*a, _real=real, **kw):
                seen.append(len(list(home.rglob("*.tmp"))))
                return _real(*a, **kw)
            m.setattr(os, name, spy)
        for data in saves:
            autosaves.write(data, gid)
    assert seen and max(seen) <= 1


def test_a_failed_autosave_at_the_table_is_told_once_whole_and_the_game_goes_on(app, monkeypatch):
    """Issue 24, item 6 (one sentence per failure), at the table: the sentence is drawn whole inside
    a 1280x720 window (wrapped, not cut at the edges), shown long enough to read, not repeated at
    every decision while the same failure goes on; the end of the failure is told; the game goes on."""
    from legends.devtools.testing import open_table
    from legends.engine.scenario import DEFAULT_SETUP
    app.set_window_size((1280, 720))
    sc = open_table(app, Game.new(DEFAULT_SETUP, app.box), ["human"])
    sc.session.autosaving = True
    with monkeypatch.context() as m:
        m.setattr(os, "write", full_disk(os.write))
        sc.pipeline.submit(sc.game.legal_actions()[0], KEYBOARD)
        told = [t for t in app.toasts if t[0].startswith("Autosave failed: Could not write ")]
        assert len(told) == 1 and told[0][1] >= 8.0
        app.render()
        screen = app.screen.get_rect()
        assert app.toast_rects and all(screen.contains(r) for r in app.toast_rects), (app.toast_rects, screen)
        decisions = sc.game.view.decisions
        sc.pipeline.submit(sc.game.legal_actions()[0], KEYBOARD)
        assert sc.game.view.decisions == decisions + 1                      # the game goes on
        assert len([t for t in app.toasts if t[0].startswith("Autosave failed")]) == 1   # not told again
    sc.pipeline.submit(sc.game.legal_actions()[0], KEYBOARD)
    assert sc.session.save_error is None and "Autosaving again" in [t[0] for t in app.toasts]


def test_a_save_folder_the_player_may_not_enter_is_one_sentence_not_a_traceback(tmp_path, monkeypatch):
    """Issue 24, item 6 (no permission: one sentence): LEGENDS_HOME inside a folder the player may
    not enter (stat itself is refused, so Path.exists raises PermissionError). The title opens and
    says why in one sentence; nothing is listed to continue or load, and Load game opens."""
    import pygame
    from legends.devtools.testing import make_app
    home = tmp_path / "locked" / "home"
    monkeypatch.setenv("LEGENDS_HOME", str(home))

    def refuse(real):
        def call(p, *a, **k):
            if str(p).startswith(str(tmp_path / "locked")):
                raise PermissionError(errno.EACCES, "Permission denied", str(p))
            return real(p, *a, **k)
        return call
    for name in ("stat", "lstat", "open", "mkdir", "listdir"):
        monkeypatch.setattr(os, name, refuse(getattr(os, name)))
    app = make_app()
    try:
        app.title()
        app.step(0.1, [])
        title, text = app.message[0].title, app.message[0].text
        assert title == "The save folder cannot be used" and "permission denied" in text and "\n" not in text
        assert autosaves.continue_candidates() == [] and autosaves.list_saves() == []
        app.message = None
        app.scene.load()
        app.step(0.1, [])
        assert type(app.scene).__name__ == "LoadScene"
    finally:
        pygame.display.quit()


def test_a_table_opened_without_autosaving_writes_nothing(app):
    """Issue 25: the test tools open the table with autosaving off from its start
    (GameScene(..., autosaving=False)): not even the opening autosave is written, and no decision's."""
    from legends.devtools.testing import open_table
    from legends.engine.scenario import DEFAULT_SETUP
    from legends.store import autosaves
    from legends.ui.input.intents import KEYBOARD
    before = autosaves.game_slots(newest_only=False)
    sc = open_table(app, Game.new(DEFAULT_SETUP, app.box), ["human"])
    assert sc.pipeline.submit(sc.game.legal_actions()[0], KEYBOARD)
    assert autosaves.game_slots(newest_only=False) == before and sc.session.last_save is None
