"""Helpers for headless UI tests and scripts: synthetic events, settling animations, finding hotspots."""
from __future__ import annotations

import gc
import os
from contextlib import contextmanager

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402


def make_app(strict=True, window=None):
    """An App on the dummy video driver; strict: a caught scene error fails loudly; window: the
    window size (w, h) the canvas rule sees (screen.canvas_for; 1920x1080 by default)."""
    from ..ui.app import App
    app = App()
    if window is not None:
        app.set_window_size(window)
    app.strict = strict
    if strict:
        def boom(exc, context=""):
            raise exc
        app.report = boom
    return app


def open_table(app, game, seats, render=True):
    """The table for `game` (one controller kind per seat: "human", "greedy", ...) as the app's scene,
    with autosaving off (a test or a screenshot must not write the player's autosaves); rendered once
    unless render is False."""
    from ..ui.table import GameScene
    sc = GameScene(app, game, list(seats), autosaving=False)
    app.set_scene(sc)
    if render:
        app.render()
    return sc


def click(app, pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def key(app, k, mod=0, unicode=""):
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)])


def settle(app, limit=2000):
    """Run frames until the scene has no animation running (bots keep deciding while busy), then
    draw the frame it shows; a human's turn that waits to be ended (see held / release) has none.
    The frames between are updated, not drawn (as a frame skipped by a slow machine): nobody looks
    at them, and drawing each was most of a test's time (tests/test_focus.py: a press and its settle)."""
    sc = app.scene
    for _ in range(limit):
        app.step(0.05, [], draw=False)
        anim = getattr(app.scene, "anim", None)
        if app.scene is not sc or anim is None or not anim.active:
            break
    table = _table_input(app)      # a quick second S / E is not taken (handlers.py): wait it out
    for _ in range(20):
        if not getattr(table, "guarding", lambda: False)():
            break
        app.step(0.05, [], draw=False)
    app.render()


def _table_input(app):
    """The table's input (handlers.TableInput: the handler at the bottom of its stack), or None
    when the scene on screen is not a table."""
    stack = getattr(app.scene, "handlers", None)
    return stack.base if stack is not None else None


def held(app) -> bool:
    """True while the table holds after a human's fighter phase ("pause_after_turn")."""
    hold = getattr(_table_input(app), "hold", None)     # the table's input holds it (handlers.py)
    return bool(hold is not None and hold.active)


def release(app):
    """Let a held table go on (Enter, as a player would) and settle; no-op when not held."""
    if held(app):
        key(app, pygame.K_RETURN, unicode="\r")
    settle(app)


# --- virtual controllers (input/pads.py): posted through app.step like real ones -------------------
# the button and axis names are the input scripts' (ui/input/script_events.py: "a", "lb", "dpad_up", "lt", "lx"...)


def add_pad(app, n, name="Xbox Series X Controller"):
    """Plug in virtual controller n (its name decides the layout: Xbox, PlayStation, Nintendo...)."""
    app.step(0.01, [pygame.event.Event(pygame.CONTROLLERDEVICEADDED, virtual=True, pad=n, name=name,
                                       instance_id=-n)])


def remove_pad(app, n):
    app.step(0.01, [pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=-n)])


def pad_button(app, n, button, down=None):
    """Press and release a button of virtual controller n ("a", "b", "up", "lb"... or an SDL number);
    down=True / False: only press / only release."""
    from ..ui.input import script_events as names
    b = names.pad_code(button, names.PAD_BUTTONS, names.PAD_BUTTON_ALIASES)
    kinds = [pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP]
    if down is not None:
        kinds = kinds[:1] if down else kinds[1:]
    app.step(0.01, [pygame.event.Event(k, button=b, instance_id=-n) for k in kinds])


def pad_axis(app, n, axis, value):
    """Move an axis of virtual controller n ("lx", "ly", "lt", "rt"... or an SDL number) to value (-1..1)."""
    from ..ui.input import script_events as names
    a = names.pad_code(axis, names.PAD_AXES, names.PAD_AXIS_ALIASES)
    app.step(0.01, [pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=a, value=value, instance_id=-n)])


def hot(scene, ref):
    """Center of the hotspot whose ref matches (the table as laid out now: no need to draw first)."""
    for h in reversed(scene.hotspots()):
        if h.ref == ref:
            return h.rect.center
    raise KeyError(f"no hotspot {ref!r}")


def widget(scene, label):
    w = scene.widget(label)
    if w is None:
        raise KeyError(label)
    return w


def figure_pos(scene, fid):
    for r, f in scene.view.fig_rects:
        if f == fid:
            return r.center
    raise KeyError(fid)


# --- monkey testing ---------------------------------------------------------------------------
@contextmanager
def own_heap():
    """While the block runs, the objects the process holds before it (a test process's: pytest's, every
    test module collected, what earlier tests kept) are out of the cyclic collector's sight (gc.freeze);
    they are its again after. The app collects in full whenever it leaves a scene (caches.release_scene):
    so it traverses what it made itself, as in its own process, not a test worker's heap of some
    120,000 objects more (67 ms a collection there, against 14 ms with the monkey's file alone).
    Where something froze before (tests/conftest.py, after collecting) it all stays frozen: unfreezing
    would hand back what that froze too. Make the app inside the block (frozen, it would stay)."""
    before = gc.get_freeze_count()
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        if not before:
            gc.unfreeze()


MONKEY_SCENES = ("title", "setup", "game", "game-bots", "gallery", "settings", "load", "gameover", "demo",
                 "workshop", "set-table")


def monkey_scene(app, name, seed=11):
    """A fresh scene by name; the game ones start from a random arcade setup with this seed."""
    from ..engine.setup import random_setup
    from ..engine import Game
    from ..ui.scenes.gallery import GalleryScene
    from ..ui.table import DemoScene, GameScene
    from ..ui.scenes.gameover import GameOverScene
    from ..ui.scenes.load import LoadScene
    from ..ui.scenes.settings import SettingsScene
    from ..ui.scenes.setup import SetupScene
    from ..ui.scenes.title import TitleScene
    n = 1 + seed % 4
    if name in ("game", "game-bots", "gameover"):
        game = Game.new(random_setup(app.box, seed, n), app.box)
        if name == "game":
            return GameScene(app, game, ["human"] + ["greedy" if i % 2 else "random" for i in range(n - 1)])
        if name == "game-bots":
            return GameScene(app, game, ["greedy"] * n)
        return GameOverScene(app, game, ["human"] * n)
    return {"title": lambda: TitleScene(app), "setup": lambda: SetupScene(app), "gallery": lambda: GalleryScene(app),
            "settings": lambda: SettingsScene(app), "load": lambda: LoadScene(app),
            "demo": lambda: DemoScene(app, players=n, seed=seed), "workshop": lambda: _workshop(app, seed),
            "set-table": lambda: _set_table(app, n)}[name]()


def _workshop(app, seed):
    """The stage workshop on a copy of a box stage (every other seed) or an empty grid."""
    from ..ui.workshop.start import StartScene
    start = StartScene(app)
    app.set_scene(start)
    return start.new_copy() if seed % 2 else start.new_blank()


def _set_table(app, players):
    from ..ui.workshop.table import TableScene
    return TableScene(app, players=players)


class Monkey:
    """Random input for the whole app, as fast as it goes: clicks anywhere, keys (shortcuts
    included), the wheel, window resizes, focus changes and quit requests (intercepted).

    Scenes are driven directly: no sleeping, update(dt) with made-up time steps (so events land
    in the middle of animations and bot or enemy turns), and a frame drawn every `draw_every`
    events. Any exception escapes (use a strict app)."""

    KEYS = ("RETURN", "KP_ENTER", "ESCAPE", "SPACE", "s", "e", "b", "h", "n", "c", "r", "q", "z", "a", "x", "p",
            "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "F1", "F5", "F9", "F11", "TAB", "BACKSPACE",
            "LEFT", "RIGHT", "UP", "DOWN", "MINUS", "PLUS", "DELETE", "HOME", "PAGEUP", "PAGEDOWN")

    def __init__(self, app, seed=0, draw_every=8, size=(1920, 1080)):
        import random
        self.app = app
        self.rnd = random.Random(seed)
        self.draw_every = draw_every
        self.size = size
        self.keys = [getattr(pygame, "K_" + k) for k in self.KEYS]
        self.stats = {"events": 0, "frames": 0, "quits": 0, "scenes": {}, "decisions": 0, "anim_events": 0,
                      "bot_turn_events": 0, "messages": 0}

    def event(self):
        r = self.rnd.random()
        w, h = self.size
        pos = (self.rnd.randrange(-20, w + 20), self.rnd.randrange(-20, h + 20))
        E = pygame.event.Event
        if r < 0.30:
            return [E(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
        if r < 0.575:
            b = self.rnd.choice((1, 1, 1, 1, 3, 3, 2, 4, 5))
            return [E(pygame.MOUSEBUTTONDOWN, pos=pos, button=b), E(pygame.MOUSEBUTTONUP, pos=pos, button=b)]
        if r < 0.825:
            k = self.rnd.choice(self.keys)
            mod = self.rnd.choice((0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT))
            uni = pygame.key.name(k) if len(pygame.key.name(k)) == 1 else ""
            return [E(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0),
                    E(pygame.KEYUP, key=k, mod=mod, unicode=uni, scancode=0)]
        if r < 0.905:
            return [E(pygame.MOUSEWHEEL, x=0, y=self.rnd.choice((-3, -1, 1, 2)), flipped=False,
                      precise_x=0.0, precise_y=1.0)]
        if r < 0.92:    # 1.5% of actions: a new drawing scale empties every drawing cache, so each resize
                        # redraws the whole screen (at 4% they were half the monkey's time; now some 1,000 a run)
            sw, sh = self.rnd.choice(((1280, 720), (800, 600), (2560, 1440), (1920, 1080), (640, 360)))
            return [E(pygame.VIDEORESIZE, size=(sw, sh), w=sw, h=sh), E(pygame.WINDOWSIZECHANGED, x=sw, y=sh),
                    E(pygame.WINDOWRESIZED, x=sw, y=sh)]
        if r < 0.96:
            kind = self.rnd.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER,
                                    pygame.WINDOWLEAVE, pygame.WINDOWEXPOSED, pygame.WINDOWMINIMIZED,
                                    pygame.WINDOWRESTORED, pygame.ACTIVEEVENT))
            return [E(kind, gain=self.rnd.choice((0, 1)), state=1)]
        if r < 0.98:
            return [E(pygame.QUIT), E(pygame.WINDOWCLOSE)]
        return [E(pygame.TEXTINPUT, text=self.rnd.choice("abc123 "))]

    def run(self, n_events, scenes=MONKEY_SCENES, per_scene=400, on_error=None):
        """Send n_events pygame events, switching to a fresh scene from `scenes` every `per_scene`
        actions (an action is 1-3 events: a click is down + up; in
        between, the app goes wherever the clicks take it). on_error(exc, scene_name): if given,
        exceptions are counted and a fresh scene is started; else they escape."""
        app = self.app
        stats = self.stats
        sent = 0
        name = scenes[0]
        actions = 0
        while sent < n_events:
            if actions % per_scene == 0 or app.scene is None:
                name = scenes[(actions // per_scene) % len(scenes)]
                app.message = None
                app.set_scene(monkey_scene(app, name, seed=self.rnd.randrange(1, 10 ** 6)))
                stats["scenes"][name] = stats["scenes"].get(name, 0) + 1
            actions += 1
            try:
                sent += self._one(name)
                stats["events"] = sent
            except Exception as exc:
                if on_error is None:
                    raise
                on_error(exc, name)
                app.scene = None
        return stats

    def _one(self, name):
        app = self.app
        stats = self.stats
        sc = app.scene
        anim = getattr(sc, "anim", None)
        if anim is not None and anim.active:
            stats["anim_events"] += 1
        game = getattr(sc, "game", None)
        if game is not None and not game.is_over():
            seat, seating = game.pending.seat, getattr(sc, "seating", None)    # a table's: who plays each seat
            if seat is not None and seating is not None and seating.seats[seat] != "human":
                stats["bot_turn_events"] += 1
        if anim is not None and anim.active and anim.cur is not None and anim.cur.entry.get("auto"):
            stats["enemy_turn_events"] = stats.get("enemy_turn_events", 0) + 1   # enemies acting on screen
        before = game.view.decisions if game is not None else 0
        dt = self.rnd.choice((0.0, 0.004, 0.016, 0.05, 0.12, 0.4))
        stats["actions"] = stats.get("actions", 0) + 1
        draw = stats["actions"] % self.draw_every == 0
        events = self.event()
        for e in events:
            k = pygame.event.event_name(e.type)
            stats.setdefault("by_type", {})[k] = stats.setdefault("by_type", {}).get(k, 0) + 1
        app.step(dt, events, draw=draw)
        stats["frames"] += draw
        if not app.running:           # a quit request (window close, Quit button): intercepted
            stats["quits"] += 1
            app.running = True
        if app.message:
            stats["messages"] += 1
            if self.rnd.random() < 0.05:
                app.message = None
        game = getattr(app.scene, "game", None)
        if game is not None and app.scene is sc:
            stats["decisions"] += max(0, game.view.decisions - before)
        return len(events)


def title_screen(app):
    """The title screen, drawn once (the scene)."""
    from ..ui.scenes.title import TitleScene
    app.title()
    app.render()
    assert isinstance(app.scene, TitleScene)
    return app.scene


def focus_title_on(app, label, down):
    """Press `down` (a function of the app: a key, a controller's d-pad) on the title until its
    focus ring is on the button with this label."""
    title = app.scene           # the title screen (TitleScene), not the table
    for _ in range(len(title.buttons)):
        if title.focus.current(title.buttons).label == label:
            return
        down(app)
    raise AssertionError(f"the focus never reached {label}")
