"""Monkey test: random clicks anywhere, keys (shortcuts included), the wheel, window resizes,
focus changes and quit requests (intercepted) on every screen, also in the middle of
animations and of bot and enemy turns: not one exception (the app is strict: an error a
scene would catch and report fails the test).

100,000 events in all (about 8,800 per screen, plus a run that hops between screens), some 2 min
of CPU (README's benchmark table): scenes are driven directly with made-up time steps and a frame
drawn every 12 actions; a hint asked and an expert seat search HINT_PLAYOUTS / SEAT_PLAYOUTS
playouts, not the table's second; the test process's own heap is kept out of the app's full
collections (testing.own_heap), which a test worker's 120,000 more objects made 5 times dearer.
LEGENDS_MONKEY_EVENTS=20000 runs a smaller sample; `python bench/monkey.py` prints the figures.
"""
import os

import pygame
import pytest

from legends.devtools.testing import MONKEY_SCENES, Monkey, make_app, own_heap
from legends.ui.table import thinking

HINT_PLAYOUTS = 24          # a hint asked (X) searches 24 playouts, not the table's second: it still runs
                            # on its thread and lands mid-events, without a second of search per X pressed

SEAT_PLAYOUTS = 24          # and so does an expert seat chosen on the setup screen (thinking.seat_bot_name): its
                            # search still runs on a thread, landing mid-events, without a second of CPU a decision

TOTAL = int(os.environ.get("LEGENDS_MONKEY_EVENTS", 100000))
PER_SCREEN = max(1, TOTAL - 3000) // len(MONKEY_SCENES)    # screen by screen ...
HOPPING = max(1, TOTAL - PER_SCREEN * len(MONKEY_SCENES))   # ... and the rest hopping between screens


@pytest.mark.parametrize("name", MONKEY_SCENES)
def test_monkey(name, tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    monkeypatch.setattr(thinking, "HINT_PLAYOUTS", HINT_PLAYOUTS)
    monkeypatch.setattr(thinking, "SEAT_PLAYOUTS", SEAT_PLAYOUTS)
    with own_heap():            # the app's full collections on leaving a scene see its objects, not pytest's
        app = make_app()        # strict: any error inside a scene fails the test
        try:
            _screen(app, name)
        finally:
            pygame.display.quit()


def _screen(app, name):
    m = Monkey(app, seed=MONKEY_SCENES.index(name) * 7919 + 1, draw_every=12)
    # mostly this screen, restarted every 250 actions; clicks may lead anywhere in between
    stats = m.run(PER_SCREEN, scenes=(name,), per_scene=250)
    assert stats["events"] >= PER_SCREEN
    assert stats["frames"] > 0
    if PER_SCREEN < 2000:       # a small sample: no promise that it hit every kind of event
        return
    by_type = stats["by_type"]
    for kind in ("MouseButtonDown", "KeyDown", "MouseWheel", "VideoResize", "Quit"):
        assert by_type.get(kind, 0) > 0, kind
    if name in ("game", "game-bots", "demo"):
        assert stats["anim_events"] > 0 and stats["decisions"] > 0
        assert stats["bot_turn_events"] > 0


def test_monkey_across_all_screens(tmp_path, monkeypatch):
    """One app for everything, screens changing under the monkey's feet."""
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    monkeypatch.setattr(thinking, "HINT_PLAYOUTS", HINT_PLAYOUTS)
    monkeypatch.setattr(thinking, "SEAT_PLAYOUTS", SEAT_PLAYOUTS)
    with own_heap():
        app = make_app()
        try:
            stats = Monkey(app, seed=99, draw_every=12).run(HOPPING, per_scene=60)
            assert stats["events"] >= HOPPING
            if HOPPING >= 60 * 3 * len(MONKEY_SCENES):
                assert set(stats["scenes"]) == set(MONKEY_SCENES)
        finally:
            pygame.display.quit()
