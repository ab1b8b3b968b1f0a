"""Issue 34, a long evening: every drawing cache under one budget of bytes (the least recently used
piece goes first), and nothing of a finished game still referenced once the next one plays."""
from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from legends.devtools.testing import make_app
from legends.ui import gfx as G
from legends.ui.caches import Caches


def _surf(w, h):
    return pygame.Surface((w, h), pygame.SRCALPHA)      # w * h * 4 bytes


def test_caches_one_budget_least_recently_used_goes_first():
    reg = Caches(budget=3 * 100 * 100 * 4 + 400)        # room for three 100x100 surfaces
    text, cards = reg.make("text"), reg.make("cards")
    text["a"] = _surf(100, 100)
    cards["b"] = _surf(100, 100)
    text["c"] = _surf(100, 100)
    assert text.get("a") is not None                    # a used again: b is now the least recent
    cards["d"] = _surf(100, 100)                        # past the budget: one piece goes, in any cache
    assert "b" not in cards and "a" in text and "c" in text and "d" in cards
    assert reg.bytes <= reg.budget and cards.dropped == 1
    shared = _surf(100, 100)
    text["e"] = shared
    text[("fit", "e")] = shared                          # the same surface under two keys counts once
    assert reg.bytes <= reg.budget and len(reg.lru) == 4
    text.clear()
    cards.clear()
    assert reg.bytes == 0 and not reg.refs and not reg.lru


def test_caches_budget_follows_drawing_scale():
    reg = Caches(budget=1000)
    reg.scaled(2.0)
    assert reg.budget == 4000
    reg.scaled(0.667)                                   # the menus in a 720p window: never below the base
    assert reg.budget == 1000


def _recount() -> int:
    """The bytes every registered cache holds, counted afresh (a surface once)."""
    from legends.ui.caches import _pieces
    seen, total = set(), 0
    for c in G.caches.all:
        for v in c.d.values():
            for i, n in _pieces(v):
                if i is None or i not in seen:
                    total += n
                seen.add(i)
    return total


@pytest.fixture
def small_budget():
    base = G.caches.base
    G.caches.clear()
    G.caches.set_budget(20 * 2**20, G.K)   # the 1080p table needs some 40-60 MB: pieces go
    yield G.caches
    G.caches.set_budget(base, G.K)


def test_demo_games_in_one_app_stay_in_budget_and_leave_nothing(small_budget):
    """Three demo games one after another at 1920x1080: after every frame the caches hold at most
    their (small) budget, their count matches a recount, and once a game is over and the next one
    plays, its Game, its session and its table are no longer referenced anywhere."""
    from legends.ui.scenes.gameover import GameOverScene
    from legends.ui.table import DemoScene
    reg = small_budget
    app = make_app()
    app.set_scene(DemoScene(app, players=1, seed=3, speed=50))
    finished, last, frames = [], None, 0
    while len(finished) < 3 and frames < 6000:
        app.step(0.25, [], draw=frames % 3 == 0)
        frames += 1
        assert reg.bytes <= reg.budget or len(reg.lru) == 1
        if app.scene is not last:
            was, last = last, app.scene
            if isinstance(last, GameOverScene):
                finished.append([weakref.ref(o) for o in (was, was.session, was.game, last.game, last)])
    assert len(finished) == 3, f"{len(finished)} games over in {frames} frames"
    assert reg.bytes == _recount()
    assert sum(c.dropped for c in reg.all) > 0          # the budget was reached and kept
    gc.collect()
    for i, refs in enumerate(finished[:-1]):            # the last game's over screen still shows
        alive = [type(r()).__name__ for r in refs if r() is not None]
        assert not alive, f"game {i + 1}: still referenced: {alive}"


def test_a_table_left_is_freed_by_the_next_frame_not_by_the_collector():
    """A scene is full of reference cycles (its hotspots call back into it), so a table left at
    game over was freed only by the interpreter's next full collection, minutes later: meanwhile
    the old table's pictures (compositor, parts, map: 27 MB at 1080p) stayed resident beside the
    new one's. With the collector's own runs switched off, the table is gone as soon as the frame
    that left it returns (App.step: caches.release_scene)."""
    from legends.ui.scenes.gameover import GameOverScene
    from legends.ui.table import DemoScene
    app = make_app()
    app.set_scene(DemoScene(app, players=1, seed=3, speed=50))
    app.step(0.25, [])
    table, game = weakref.ref(app.scene), weakref.ref(app.scene.game)
    gc.collect()
    gc.disable()
    try:
        frames = 0
        while not isinstance(app.scene, GameOverScene) and frames < 3000:
            app.step(0.25, [], draw=frames % 3 == 0)
            frames += 1
        assert isinstance(app.scene, GameOverScene), f"no game over in {frames} frames"
        assert table() is None, "the table left is still in memory"
        assert game() is app.scene.game                 # the game itself shows on the game-over screen
    finally:
        gc.enable()


def test_autosave_snapshot_is_its_own_while_the_game_goes_on():
    """Issue 34, a 30-turn game's autosaves: the snapshot is copied by the state's shape, not through
    JSON (9 ms at turn 30). It is the same data, and stays as it was while the game goes on (the
    session keeps the last one in memory to go back to)."""
    import json
    from legends.bots import make_bot
    from legends.content import default_box
    from legends.engine import Game
    from legends.engine.setup import random_setup
    box = default_box()
    setup = random_setup(box, 5, 2)
    game = Game.new(setup, box)
    bots = [make_bot("greedy", i) for i in range(2)]
    for _ in range(40):
        game.apply(bots[game.pending.seat].choose(game, game.legal_actions(seat=game.pending.seat)))
    data = game.save_dict()
    frozen = json.dumps(data, sort_keys=True)
    assert data["snapshot"] == game.to_dict()
    while not game.is_over():
        game.apply(bots[game.pending.seat].choose(game, game.legal_actions(seat=game.pending.seat)))
    assert json.dumps(data, sort_keys=True) == frozen
    assert Game.from_save(data, box).view.decisions == 40
