"""Issue 24, the player's files in one pair of hands (legends/store): items 1, 2, 3, 6, 7 and 8.

Each test is named after the issue's item and failed on the code before legends/store."""
import errno
import json
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from legends.content import default_box
from legends.engine import Game
from legends.engine.setup import random_setup
from legends.store import autosaves, files, folder, reports
from legends.store import saves as store_saves
from legends.ui.table.session import Session, open_session
from test_autosaves import dead_pid, full_disk, holder

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


@pytest.fixture
def home(tmp_path, monkeypatch):
    d = tmp_path / "home"
    monkeypatch.setenv("LEGENDS_HOME", str(d))
    monkeypatch.setattr(autosaves, "_NEXT", {})
    return d


@pytest.fixture(scope="module")
def box():
    return default_box()


def a_save(box, seed=3, n=2) -> dict:
    g = Game.new(random_setup(box, seed, 2), box)
    for _ in range(n):
        g.apply(g.legal_actions()[0])
    return g.save_dict()


def main_py(*args, env=None, limit=None, cwd=ROOT):
    """`python main.py ARGS` in a child (with a file size limit of `limit` bytes if given)."""
    def fsize():
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    # under a file-size limit no bytecode is written: CPython would keep a .pyc cut at the limit, and the
    # next start of the app fail on it ("marshal data too short")
    no_pyc = {"PYTHONDONTWRITEBYTECODE": "1"} if limit else {}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], capture_output=True, text=True,
                          env={**ENV, **no_pyc, **(env or {})}, cwd=cwd, timeout=300, preexec_fn=fsize if limit else None)


# --- item 1: games ordered by what the app recorded, never by file times ------------------------------
def test_item1_clock_set_back_never_loses_the_game_in_play(home, box):
    """Eight earlier games whose files are dated a year ahead (a clock corrected since, a folder
    restored from another machine): the game started now keeps its slots and Continue."""
    future = time.time() + 365 * 86400
    for k in range(autosaves.KEEP_GAMES):
        gid = f"20270101-0000{k:02d}-aaaa{k:02x}"
        autosaves.write(a_save(box, seed=k + 1), gid)
        for p in home.rglob("*.json"):
            os.utime(p, (future, future))
    autosaves._NEXT.clear()                                        # as a new start of the app
    playing = "20260101-000000-bbbbbb"                             # its id is older than the others' too
    for n in (1, 2, 3):
        autosaves.write(a_save(box, seed=42, n=n), playing)
    assert all(autosaves.slot(playing, i).exists() for i in range(3))
    assert autosaves.game_slots()[0] == autosaves.slot(playing)   # the newest by the recorded order
    assert os.path.samefile(autosaves.autosave_path(), autosaves.slot(playing))
    assert len(autosaves.game_slots()) == autosaves.KEEP_GAMES    # the oldest earlier game was pruned
    autosaves.prune(keep=1, playing=playing)                       # never the game in play, even then
    assert autosaves.slot(playing).exists()


def test_item1_saves_of_an_older_app_without_a_recorded_order_come_after_new_ones(home, box):
    old = "20990101-000000-cccccc"                                 # far in the future, written by an older app
    autosaves.games_dir().mkdir(parents=True)
    autosaves.slot(old).write_text(json.dumps(a_save(box)))
    future = time.time() + 365 * 86400
    os.utime(autosaves.slot(old), (future, future))
    new = autosaves.new_game_id()
    autosaves.write(a_save(box, seed=5), new)
    assert autosaves.game_slots() == [autosaves.slot(new), autosaves.slot(old)]


# --- item 2: clean-up removes only the app's own temporary files --------------------------------------
def test_item2_start_up_clean_up_keeps_the_players_tmp_files(home):
    games = home / "games"
    games.mkdir(parents=True)
    theirs = [home / "notes.tmp", home / "video.mp4.tmp", games / "notes.tmp", games / "video.mp4.tmp",
              home / f"draft.{dead_pid()}.abcdefgh.tmp"]
    dead = games / f".20260101-000000-aaaaaa.json.legends-{dead_pid()}-0123abcd.tmp"
    live = home / files.temp_name("autosave.json")                # this process: may be being written
    for p in theirs + [dead, live]:
        p.write_text("keep me")
    removed = folder.clean_temp_files()
    assert removed == [dead] and not dead.exists()
    assert all(p.read_text() == "keep me" for p in theirs + [live])


# --- item 3: no symbolic link is ever followed --------------------------------------------------------
def test_item3_a_lock_file_linked_to_another_file_leaves_that_file_alone(home, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("the player's file\n")
    home.mkdir()
    (home / folder.LOCK_NAME).symlink_to(victim)
    note = folder.open_folder()
    assert victim.read_text() == "the player's file\n"
    assert "legends.lock" in note and "link" in note and "in use" not in note


def test_item3_a_hard_linked_lock_file_is_refused_too(home, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("the player's file\n")
    home.mkdir()
    os.link(victim, home / folder.LOCK_NAME)
    assert "in use" not in folder.open_folder()
    assert victim.read_text() == "the player's file\n"


def test_item3_saves_are_never_written_through_a_link(home, box, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("the player's file\n")
    home.mkdir()
    (home / "autosave.json").symlink_to(victim)
    with pytest.raises(OSError, match="symbolic link"):
        autosaves.write(a_save(box), autosaves.new_game_id())
    (home / "autosave.json").unlink()
    shutil.rmtree(home / "games")           # (the game's own slot was written: only the link was refused)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (home / "games").symlink_to(elsewhere, target_is_directory=True)   # a folder inside the data dir
    with pytest.raises(OSError, match="symbolic link"):
        autosaves.write(a_save(box), autosaves.new_game_id())
    (home / "quicksave.json").symlink_to(victim)
    with pytest.raises(OSError, match="symbolic link"):
        store_saves.write_save(store_saves.quicksave_path(), a_save(box))
    assert victim.read_text() == "the player's file\n" and list(elsewhere.iterdir()) == []


def test_item3_the_screenshot_tool_uses_a_fresh_private_folder():
    code = "import os, legends.devtools.screenshots; print(os.environ['LEGENDS_HOME'])"
    env = {k: v for k, v in ENV.items() if k != "LEGENDS_HOME"}
    homes = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                            check=True).stdout.strip() for _ in range(2)]
    assert homes[0] != homes[1]
    assert all(os.stat(h).st_mode & 0o077 == 0 for h in homes)      # mkdtemp: only the user can enter it
    for h in homes:
        os.rmdir(h)


# --- item 6: every OS error is one sentence; earlier slots stay whole ---------------------------------
@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EFBIG, errno.EACCES, errno.ENOTDIR, errno.EROFS, errno.EMFILE])
def test_item6_each_os_error_is_one_sentence_naming_the_file(code):
    where = Path.home() / "legends" / "autosave.json"
    text = files.sentence(OSError(code, os.strerror(code)), where)
    assert text.startswith(f"Could not write {where}: ") and text.endswith(".")
    assert text.count(";") == 1 and "\n" not in text and "Errno" not in text


def test_item6_autoplay_on_a_full_disk_says_one_sentence_and_earlier_slots_stay_whole(tmp_path):
    """A file size limit (EFBIG) reached while the game's saves grow: one line, no traceback."""
    out = main_py("autoplay", "--players", "2", "--seed", "3", "--save-dir", tmp_path, limit=24_000)
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    said = [line for line in out.stderr.splitlines() if line]
    assert len(said) == 1 and "larger than this system allows" in said[0], out.stderr
    saved = [int(line.split()[1]) for line in out.stdout.splitlines() if line.startswith("saved")]
    assert saved, out.stdout
    slots = sorted((tmp_path / "games").glob("*.json"))
    assert len(slots) == 3 and not list(tmp_path.rglob("*.tmp"))
    decisions = sorted(store_saves.load_game(p).view.decisions for p in slots)     # each whole, each loads
    assert decisions[-1] == saved[-1]


def test_item6_a_save_folder_whose_parent_is_a_file_is_said_as_such_not_in_use(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder")
    home = tmp_path / "file" / "legends"
    out = main_py("autoplay", "--players", "1", "--save-dir", home)
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    assert "not a folder" in out.stderr and "in use" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and not out.stdout      # one sentence, and no game played
    monkeypatch.setenv("LEGENDS_HOME", str(home))
    note = folder.open_folder()
    assert "a part of its path is a file, not a folder" in note and "in use" not in note
    assert folder.folder_problem()


def test_item6_in_use_only_when_another_live_copy_holds_the_lock(home):
    proc = holder(home)
    try:
        note = folder.open_folder()
        assert "in use by another copy of Legends" in note and folder.folder_problem() is None
    finally:
        proc.kill()
        proc.wait()


# --- item 7: reports and the stage labels file are written whole, old or new ----------------------------
def test_item7_a_full_disk_leaves_report_md_whole(tmp_path):
    report = tmp_path / "report"
    report.mkdir()
    (report / "report.md").write_text("# the old report\n" * 40)            # 680 bytes
    out = main_py("simulate", "--games", "2", "--players", "1", "--report", report, limit=300)
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    assert (report / "report.md").read_text() == "# the old report\n" * 40
    assert not list(report.glob(".*.tmp"))


def test_item7_a_full_disk_leaves_the_stage_labels_file_whole(tmp_path):
    labels = tmp_path / "stage_labels.yaml"
    first = main_py("balance", "--players", "1", "--games", "2", "--labels", labels)
    assert first.returncode == 0, first.stderr
    before = labels.read_text()
    out = main_py("balance", "--players", "1", "--games", "2", "--labels", labels, limit=len(before) // 2)
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    assert labels.read_text() == before
    assert not list(tmp_path.glob(".*.tmp"))


def test_item7_report_png_is_replaced_whole(tmp_path, monkeypatch):
    reports.write_files(tmp_path, {"report.png": b"old picture"})
    monkeypatch.setattr(os, "write", full_disk(os.write))
    with pytest.raises(OSError, match="the disk is full"):
        reports.write_files(tmp_path, {"report.png": b"new picture" * 100})
    assert (tmp_path / "report.png").read_bytes() == b"old picture"


# --- item 8: a save is checked field by field before anything uses it ---------------------------------
def other_box_save(box, edit) -> dict:
    """A save made with another box (so it goes on from its snapshot), edited by `edit`."""
    data = a_save(box, n=4)
    data["content"] = "0" * 16
    edit(data["snapshot"])
    return data


BAD_SNAPSHOTS = {
    "result.reason": lambda s: s.update(result={"winner": "fighters"}),
    "log[0]": lambda s: s["log"].__setitem__(0, 7),
    "stats.attacks": lambda s: s["stats"].update(attacks="many"),
}


@pytest.mark.parametrize("field", sorted(BAD_SNAPSHOTS))
def test_item8_check_save_names_the_field_of_a_save_going_on_from_its_snapshot(tmp_path, box, field):
    path = tmp_path / "save.json"
    path.write_text(json.dumps(other_box_save(box, BAD_SNAPSHOTS[field])))
    out = main_py("check-save", path)
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    assert f"snapshot.{field}: expected" in out.stderr


def test_item8_continue_and_autoplay_resume_skip_such_a_save(home, box):
    home.mkdir()
    data = other_box_save(box, lambda s: (BAD_SNAPSHOTS["log[0]"](s), BAD_SNAPSHOTS["stats.attacks"](s)))
    (home / "autosave.json").write_text(json.dumps(data))
    path, game, problems = autosaves.newest_loadable(lambda p: open_session(p, box))
    assert game is None and "snapshot.log[0]" in problems[0] and "snapshot.stats.attacks" in problems[0]
    out = main_py("autoplay", "--resume", "--players", "1", "--save-dir", home)
    assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr


def test_item8_every_problem_is_said_at_once(tmp_path, box):
    data = other_box_save(box, lambda s: s.update(result={"winner": "fighters"}, stats={"attacks": "x"}))
    data["ui"] = {"seats": "human", "game": "nope"}
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError) as said:
        store_saves.read_save(path)
    assert "ui.seats: expected" in str(said.value) and "ui.game: expected" in str(said.value)
    with pytest.raises(Exception) as said:
        data["ui"] = {}
        path.write_text(json.dumps(data))
        store_saves.load_game(path, box)
    for field in ("result.reason", "stats.attacks", "stats.dice_rolled", "stats.enemies_defeated"):
        assert f"snapshot.{field}: expected" in str(said.value)


def test_item8_fields_this_version_does_not_know_are_kept_on_the_next_save(home, box):
    data = a_save(box)
    data["notes"] = {"by": "a newer app"}
    data["ui"] = {"seats": ["human", "human"], "game": "20260101-000000-dddddd", "theme": "night"}
    home.mkdir()
    path = home / "mine.json"
    path.write_text(json.dumps(data))
    game, seats, gid = open_session(path, box)
    s = Session(game, seats, game_id=gid)
    s.apply(s.game.legal_actions()[0])
    again = json.loads(autosaves.slot(gid).read_text())
    assert again["notes"] == {"by": "a newer app"} and again["ui"]["theme"] == "night"
    assert again["ui"]["seats"] == ["human", "human"] and again["ui"]["game"] == gid
