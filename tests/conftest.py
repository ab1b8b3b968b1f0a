import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Each test process (one per pytest-xdist worker) writes the player's files in a folder of its own,
# never the player's real one nor another worker's; a test that needs a fresh one sets its own.
os.environ["LEGENDS_HOME"] = tempfile.mkdtemp(prefix="legends-test-home-")
atexit.register(shutil.rmtree, os.environ["LEGENDS_HOME"], True)
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# The slow tests (README, Test): soaks, monkeys, whole games, fuzzing, browsers, clusters, subprocess
# kills, builds. They run in the README's command; `-m "not slow"` leaves them out while working.
# A whole file, or file::test for one test of a file that is otherwise quick.
SLOW = {
    "test_ui_monkey.py", "test_saves_pending.py", "test_expert.py", "test_content_fuzz.py", "test_soak.py",
    "test_saves_verified.py", "test_cluster.py", "test_phone_browser.py", "test_crash_safety.py",
    "test_phone_door.py", "test_sound_synth.py", "test_balance_command.py", "test_engine_properties.py",
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


def pytest_collection_modifyitems(config, items):
    """Mark the SLOW tests; a name in SLOW that its collected file no longer has is an error."""
    files = {Path(i.fspath).name for i in items}
    seen = set()
    for item in items:
        name = Path(item.fspath).name
        for key in (name, f"{name}::{item.originalname}"):
            if key in SLOW:
                item.add_marker(pytest.mark.slow)
                seen.add(key)
    gone = sorted(k for k in SLOW - seen if k.split("::")[0] in files)
    if gone:
        raise pytest.UsageError(f"tests/conftest.py SLOW names tests that are gone: {', '.join(gone)}")


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A headless app whose saves and settings live in a fresh folder (UI tests)."""
    import pygame
    from legends.devtools.testing import make_app
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    a = make_app()
    yield a
    pygame.display.quit()
