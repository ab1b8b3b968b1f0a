"""A span of a replay drawn off screen, frame by frame, by the table's own painters.

`frames(app, replay, seats, span, fps)` makes a watching table (scenes/theatre_table.py) of the
game waiting at the span's first decision, lets it take the span's decisions one after another
(each animated as in play: moves, dice, damage, the nemesis phase), advances it 1/fps seconds a
frame and yields each frame drawn: the first is the table at the span's start, the last the table
at its end, once the animation is over (then held `hold` seconds, so a looping file pauses there).
`still(app, game, seats)` is the table's own picture of one state, drawn the same way.

The app is the one on screen (the theatre) or a headless one (`main.py export`); the frames are the
size of its table canvas (set_window_size), scaled to `size` when that differs.
"""
from __future__ import annotations

import pygame

from .. import gfx
from ..scene import Scene
from ..scenes.theatre_table import Feed, WatchingScene

MAX_SECONDS = 3 * 3600          # a span's animation never runs longer than this (a guard, not a limit players meet)


class Easel(Scene):
    """What a headless app shows while an export draws: nothing, on the table's canvas (the window's
    size: set_window_size), so the table is laid out and drawn at that size."""
    canvas = "window"


def table_for(app, replay, seats, k: int):
    """A watching table of the game waiting at decision k, and its feed (a headless app is put on
    the table's canvas first)."""
    if getattr(app.scene, "canvas", "fixed") != "window":
        app.set_scene(Easel(app))
    feed = Feed(replay)
    return WatchingScene(app, replay.at(k), seats, feed), feed


def _picture(table, surf, size) -> pygame.Surface:
    """The table drawn whole on `surf` (canvas units), as pixels of `size`."""
    table.invalidate()
    table.draw(surf)
    real = gfx.real(surf)
    return real if real.get_size() == tuple(size) else pygame.transform.smoothscale(real, size)


def still(app, game_at, seats, size=None) -> pygame.Surface:
    """The table's own picture of a state (`game_at`: (replay, k)), as the first frame of an export."""
    replay, k = game_at
    table, _ = table_for(app, replay, seats, k)
    surf = gfx.surface(app.screen.get_size())
    return _picture(table, surf, size or gfx.real(surf).get_size()).copy()


def frames(app, replay, seats, span, fps: float, size=None, hold: float = 1.5):
    """Yield (surface, done, estimate) per frame; `done`: decisions taken of the span, `estimate`:
    how many frames the span should take (for a progress bar; it grows if the guess was short)."""
    k0, k1 = span
    table, feed = table_for(app, replay, seats, k0)
    surf = gfx.surface(app.screen.get_size())
    size = tuple(size or gfx.real(surf).get_size())
    dt = 1.0 / fps
    estimate = max(1, int((k1 - k0) * 2.2 * fps + hold * fps))
    yield _picture(table, surf, size), 0, estimate
    feed.go = k1 - k0
    n = 1
    while (feed.step < k1 or table.busy()) and n * dt < MAX_SECONDS:
        table.update(dt)
        n += 1
        estimate = max(estimate, n + int(hold * fps) + 1)
        yield _picture(table, surf, size), feed.step - k0, estimate
        if feed.step >= k1 and feed.go == 0 and not table.busy():
            break
    for _ in range(max(0, int(round(hold * fps)))):
        yield _picture(table, surf, size), k1 - k0, n + int(hold * fps)
