import atexit
import gc
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _memory_folder(root="/dev/shm", room=2 << 30):
    """A folder of this run in memory (tmpfs) when the machine has one with `room` free, else None."""
    try:
        st = os.statvfs(root)
        if st.f_bavail * st.f_frsize < room or not os.access(root, os.W_OK):
            return None
        return tempfile.mkdtemp(prefix="legends-tests-", dir=root)
    except OSError:
        return None


# The run's temporary files (pytest's tmp_path, the player's folders below, the children's) go in
# memory where there is room (/dev/shm): the app fsyncs every autosave, settings file and cache file
# (store/files.py), and on a disk each fsync waited milliseconds with the core idle. The calls are
# the same; only the disk is not waited for. Made once by the first process (the xdist workers
# inherit TMPDIR) and removed when it ends; LEGENDS_TEST_TMP=disk keeps the system's temp folder.
if "LEGENDS_TEST_TMPDIR" not in os.environ and os.environ.get("LEGENDS_TEST_TMP") != "disk":
    _mem = _memory_folder()
    if _mem:
        os.environ["TMPDIR"] = os.environ["LEGENDS_TEST_TMPDIR"] = _mem
        atexit.register(shutil.rmtree, _mem, True)
if os.environ.get("LEGENDS_TEST_TMPDIR"):
    tempfile.tempdir = os.environ["LEGENDS_TEST_TMPDIR"]    # gettempdir() may have been cached already
# Each test process (one per pytest-xdist worker) writes the player's files in a folder of its own,
# never the player's real one nor another worker's; a test that needs a fresh one sets its own.
os.environ["LEGENDS_HOME"] = tempfile.mkdtemp(prefix="legends-test-home-")
atexit.register(shutil.rmtree, os.environ["LEGENDS_HOME"], True)
# The test processes and the children they start (main.py in a subprocess: the command line, kills,
# installs) keep compiled bytecode in __pycache__ as Python does by default: with PYTHONDONTWRITEBYTECODE
# set (some shells and CI images set it) every child compiled the whole app from source again, some
# 0.4 s of CPU a start (a child under a file-size limit sets it again: tests/test_store.py, main_py).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# The slow tests (README, Test): soaks, monkeys, whole games, fuzzing, browsers, clusters, subprocess
# kills, builds. They run in the README's command; `-m "not slow"` leaves them out while working.
# A whole file, or file::test for one test of a file that is otherwise quick.
SLOW = {
    "test_ui_monkey.py", "test_saves_pending.py", "test_expert.py", "test_content_fuzz.py", "test_soak.py",
    "test_saves_verified.py", "test_cluster.py", "test_phone_browser.py", "test_crash_safety.py",
    "test_phone_door.py", "test_sound_synth.py", "test_balance_command.py", "test_engine_properties.py",
    "test_phone_page.py", "test_phone_page_sofa.py", "test_remote_processes.py",
    "test_theatre.py::test_the_theatre_plays_a_4_player_game_to_the_end_and_back_to_the_start",
    "test_focus.py::test_random_walks_keep_the_focus_on_legal_things",
    "test_focus.py::test_pressing_enter_again_and_again_plays_on",
    "test_ui_render.py::test_partial_redraws_match_a_full_redraw",
    "test_stage_labels.py::test_balance_labels_writes_a_file_that_loads_and_keeps_the_other_player_counts",
    "test_stage_labels.py::test_balance_labels_refuses_before_the_run_what_it_could_not_keep",
    "test_input_script.py::test_play_inputs_title_to_a_game_headless",
    "test_sound.py::test_a_whole_bot_game_plays_on_the_real_mixer_without_an_error",
    "test_ui_cli.py::test_demo_plays_and_saves_the_screen",
    "test_native_scale.py::test_a_ui_scale_round_trip_on_a_4k_tv_gives_the_whole_table_back",
}


# The README's command runs the tests in one process per core with `--dist loadgroup
# --no-loadscope-reorder` (pytest-xdist): each file is one group (its module fixtures, such as the
# wheel and venv of tests/test_install.py, are made once), but the tests of a file in SPREAD, long
# and independent, are handed out one by one, so no file keeps one process busy after the others
# are done. The files run heaviest first (FIRST, by their measured time in that command, wall time
# waiting on browsers and children included; the rest in name order), so what is left at the end is
# short, and LAST's short independent tests (SPREAD's too) come at the very end, to even the
# processes out: whichever process is free takes the next one.
SPREAD = {"test_ui_monkey.py", "test_saves_pending.py", "test_focus.py", "test_content_fuzz.py"}
FIRST = ("test_ui_monkey.py", "test_phone_page_sofa.py", "test_phone_browser.py", "test_saves_pending.py",
         "test_install.py", "test_export.py", "test_phone_door.py", "test_ui_render.py", "test_phone_page_mends.py",
         "test_remote_processes.py", "test_native_scale.py", "test_issue26_labels.py", "test_cluster_timeout.py",
         "test_issue26_deciding_chip.py", "test_architecture.py", "test_phone_page.py", "test_theatre.py",
         "test_cluster.py", "test_long_evening.py", "test_cards_whole.py", "test_focus.py", "test_stage_labels.py",
         "test_hostile_files.py", "test_cards_small.py")
LAST = ("test_content_fuzz.py",)
# The files driving Chromium are one group: one process runs them all on its one browser (conftest's
# chromium fixture), started once a run instead of once in each process, while the other process
# has the cores the browser's waits leave.
BROWSERS = {"test_phone_page_sofa.py", "test_phone_browser.py", "test_phone_page_mends.py", "test_phone_page.py",
            "test_phone_page_groups.py"}


@pytest.hookimpl(tryfirst=True)        # before pytest-xdist's own, which reads the groups into the node ids
def pytest_collection_modifyitems(config, items):
    """Mark the SLOW tests; a name in SLOW that its collected file no longer has is an error. Group
    each file's tests for `--dist loadgroup` (but SPREAD's), put the FIRST files first and LAST's last."""
    files = {Path(i.fspath).name for i in items}
    seen = set()
    for item in items:
        name = Path(item.fspath).name
        for key in (name, f"{name}::{item.originalname}"):
            if key in SLOW:
                item.add_marker(pytest.mark.slow)
                seen.add(key)
        if name not in SPREAD:
            item.add_marker(pytest.mark.xdist_group("browsers" if name in BROWSERS else name))
    gone = sorted(k for k in SLOW - seen if k.split("::")[0] in files)
    if gone:
        raise pytest.UsageError(f"tests/conftest.py SLOW names tests that are gone: {', '.join(gone)}")
    stale = sorted(n for n in (*FIRST, *LAST, *BROWSERS) if not (Path(__file__).parent / n).is_file())
    if stale or set(FIRST) & set(LAST):
        raise pytest.UsageError("tests/conftest.py FIRST/LAST/BROWSERS name files that are gone (or FIRST and "
                                f"LAST the same one): {', '.join(stale or sorted(set(FIRST) & set(LAST)))}")
    rank = {name: i for i, name in enumerate(FIRST)} | {name: len(FIRST) + 1 + i for i, name in enumerate(LAST)}
    order = {id(item): i for i, item in enumerate(items)}
    items.sort(key=lambda i: (rank.get(Path(i.fspath).name, len(FIRST)), order[id(i)]))


def pytest_collection_finish(session):
    """What collecting made (every test module, the content boxes they load, the items: a test
    process's heap of some 120,000 objects, held to the end) out of the cyclic collector's sight
    (gc.freeze): the app collects in full whenever it leaves a scene (caches.release_scene), some
    67 ms a collection over that heap, 14 ms without it."""
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def chromium():
    """One headless Chromium for the test process's browser tests (tests/phonepage.py: each module
    renews it as if just started, module_browser): started once, not once a module (some seconds
    each on a loaded machine). Skips (or fails: LEGENDS_REQUIRE_BROWSER) without Playwright or Chromium."""
    from tests import phonepage
    phonepage.need_browser()
    b = phonepage.Browser().start_and_wait()
    yield b
    b.stop()


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A headless app whose saves and settings live in a fresh folder (UI tests)."""
    import pygame
    from legends.devtools.testing import make_app
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    a = make_app()
    yield a
    pygame.display.quit()
