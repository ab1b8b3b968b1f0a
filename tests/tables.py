"""Tables of 1-4 players at a window size, for the layout, readability and overlay tests
(test_layout_sizes.py, test_readable_text.py, test_overlay_layer.py, test_issue26_overlaps.py ...):
a real GameScene on the app, every part drawn afresh while recording, and what the overlay layer
placed on it.

    PLAYERS / cast(("blanka", "grappler"))      # four seats, each with its rival; the first fighters replaced
    seats(("blanka", "counter", "akuma"), ...)  # seats of your own, (fighter, style, rival) each
    doc = scenario(players, "ayutthaya_ruins", turn=3, fighters=[...])       # a scenario document
    sc = opened(app, doc, (1280, 720))          # its table, every seat human
    sc = table(app, n, window)                  # the mid-game position(n)'s table
    app = module_app("overlays")                # a test module's app fixture (its own save folder)
"""
import os
from contextlib import contextmanager

import pytest

from legends.devtools.testing import open_table
from legends.engine.scenario import build
from legends.ui import drawn

PLAYERS = [{"fighter": "chun_li", "style": "zoner", "rival": "cammy"},
           {"fighter": "ken", "style": "rushdown", "rival": "juri"},
           {"fighter": "ryu", "style": "shoto", "rival": "fang"},
           {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]


def cast(*fighters):
    """PLAYERS with the first seats' (fighter, style) replaced by `fighters`, in order; every seat
    keeps its rival (cammy, juri, fang, akuma)."""
    return [dict(p, fighter=f, style=s) for p, (f, s) in zip(PLAYERS, fighters)] + PLAYERS[len(fighters):]


def seats(*triples):
    """Seats written as (fighter, style, rival) triples: the players of a scenario document."""
    return [{"fighter": f, "style": s, "rival": r} for f, s, r in triples]


def scenario(players, stage="shadaloo_base", setup=None, **more):
    """A scenario document for `players` on `stage` (Shadaloo minions, Bison, seed 5; `setup`: other
    or more setup keys); `more`: its other parts (turn, fighters, enemies ...)."""
    return {"setup": {"stage": stage, "minions": "shadaloo", "nemesis": "bison", "seed": 5, "players": players,
                      **(setup or {})}, **more}


def opened(app, doc, window=None):
    """The table of scenario document `doc`, every seat human, in a window of `window` (if given)."""
    if window is not None:
        app.set_window_size(window)
    return open_table(app, build(doc, app.box), ["human"] * len(doc["setup"]["players"]))


def position(n, stage="shadaloo_base", **more):
    """A mid-game position for n players: P1 (Chun-Li, zoner) to act with a full hand, minions about,
    a rival each, the nemesis on the map; `more` replaces parts of the scenario document."""
    hand = ["zoner_10", "zoner_05", "zoner_01", "zoner_02", "zoner_03"]
    doc = scenario(PLAYERS[:n], stage, turn=5,
                   fighters=[{"space": "D4", "hand": hand, "meter": ["zoner_07", "zoner_08"], "ex": 1, "health": 3,
                              "upgraded": ["chun_li_kikoken"]}]
                   + [{"space": sp, "ex": i % 3, "stunned": i == 2} for i, sp in enumerate(("A3", "E1", "C5")[:n - 1], 1)],
                   enemies=[{"kind": "standard", "space": "D3"}, {"kind": "elite", "space": "D2"},
                            {"kind": "standard", "space": "C4"}, {"kind": "standard", "space": "F2"}]
                   + [{"kind": "rival", "rival": p["rival"], "space": sp, "seat": i}
                      for i, (p, sp) in enumerate(zip(PLAYERS[:n], ("B2", "E4", "F5", "A1")))],
                   nemesis={"space": "E3", "ex": 2, "track": 1}, dice=[1, 2, 0, 1, 2, 1])
    doc.update(more)
    return doc


COUCH = seats(("birdie", "grappler", "abigail"), ("blanka", "rushdown", "akuma"), ("chun_li", "zoner", "alex"),
              ("dhalsim", "shoto", "cammy"))       # the playtests' couch game (issue 26's pictures)


def couch_doc(enemies, n=4, space="D4", nemesis="C1"):
    """The couch game's position on Ayutthaya Ruins: its first n fighters on `space` (D4: the start
    square, under the Reclining Buddha), `enemies` about, the nemesis on `nemesis`."""
    doc = position(n, "ayutthaya_ruins")
    doc["setup"]["players"] = COUCH[:n]
    doc["fighters"] = [{"space": space} for _ in range(n)]
    doc["enemies"] = enemies
    doc["nemesis"] = {"space": nemesis, "ex": 0, "track": 1}
    return doc


def table(app, n, window, stage="shadaloo_base", **more):
    """The table of `position(n)` in a window of `window` (the canvas from screen.canvas_for)."""
    return opened(app, position(n, stage, **more), window)


def shared(tables: dict, app, n, window):
    """The mid-game table of n seats at `window`, one per module in `tables` (the module's dict: its
    tests only read it, each putting the cursor, the toasts and the phones back as it found them)."""
    sc = tables.get((n, window))
    if sc is None or app.scene is not sc:
        sc = tables[(n, window)] = table(app, n, window)
    elif app.window_size != window:
        app.set_window_size(window)
    return sc


def lesson(app, i, window=(1920, 1080)):
    """Lesson `i` (0-5) on the real table, in a window of `window`: its scene."""
    from legends.ui.scenes.lessons import LessonsScene
    app.set_window_size(window)
    lessons = LessonsScene(app)
    app.set_scene(lessons)
    lessons.start(i)
    return app.scene


def setup_4p(app, window=(1280, 720), stage="ayutthaya_ruins"):
    """The setup screen for four players on `stage`, drawn once: its scene."""
    from legends.ui.scenes.setup import SetupScene
    app.set_window_size(window)
    sc = SetupScene(app)
    app.set_scene(sc)
    sc.cfg["stage"] = stage
    sc.set_players(4)
    app.render()
    return sc


def played(app, sc, decisions, steps=400):
    """Each decision ("P1 play zoner_10") submitted from the keyboard, the table's animation run out
    after each (a frame drawn, then 0.05 s, until it stops)."""
    from legends.engine import Action
    from legends.ui.input.intents import KEYBOARD
    for a in decisions:
        sc.pipeline.submit(Action.parse(a), KEYBOARD)
        for _ in range(steps):
            app.render()
            if not sc.anim.active:
                break
            app.step(0.05, [])


def record(app, sc) -> list:
    """Everything the next frame paints, every part rendered afresh: drawn.Mark records."""
    with drawn.recording() as marks:
        sc.relayout(sc.L.size)          # every part rendered again (the printed map too), whatever its signature
        app.render()
    return marks


@contextmanager
def fresh_app(folder):
    """A headless app whose saves and settings live in `folder` (a module's fixture: no other copy
    of the app, here or in another test run, holds that folder)."""
    from legends.devtools.testing import make_app
    was = os.environ.get("LEGENDS_HOME")
    os.environ["LEGENDS_HOME"] = str(folder)
    try:
        app = make_app()
        yield app
        app.set_window_size((1920, 1080))
    finally:
        if was is None:
            os.environ.pop("LEGENDS_HOME", None)
        else:
            os.environ["LEGENDS_HOME"] = was


def until_block(app, sc):
    """The app stepped until the game asks a block and the table stands still (the nemesis phase's
    moves shown); the block asked, or the test fails."""
    for _ in range(600):
        if sc.game.pending.kind == "block" and not sc.anim.active:
            break
        app.step(0.05, [])
    assert sc.game.pending.kind == "block"


def module_app(name):
    """A test module's `app` fixture: one fresh_app for the module, its folder named `name`.
    (`app = module_app("overlays")` in the module.)"""
    @pytest.fixture(scope="module")
    def app(tmp_path_factory):
        with fresh_app(tmp_path_factory.mktemp(name)) as a:
            yield a
    return app


# --- what the overlay layer placed (legends/ui/table/claims.py) ----------------------------------------
def covered(layer, rect) -> list:
    """The names of the layer's claims that `rect` covers."""
    return [c.name for c in layer.claims if c.rect.colliderect(rect)]


def focus_labels(app, sc):
    """(target, the focus label's rectangle) for every thing the focus cursor may stand on, each
    drawn in a frame of its own (the cursor put there as a key would, its tip held back)."""
    for t in list(sc.focus.targets()):
        sc.focus.key, sc.focus.visible, sc.focus.steered = t.key, True, False
        app.render()
        yield t, next(p.rect for p in sc.overlay_layer.placed if p.name == "focus label")


def phones_on(app, monkeypatch, live, **more):
    """The app's phones as if invited, with `live` seats' phones connected (no server); `more`: the
    hub's other answers (url=...)."""
    monkeypatch.setattr(type(app.phones), "running", property(lambda self: True), raising=False)
    for name, answer in dict(more, live=lambda: live).items():
        monkeypatch.setattr(app.phones, name, answer, raising=False)
