"""Tables of 1-4 players at a window size, for the layout and readability tests (test_layout_sizes.py,
test_readable_text.py): a real GameScene on the app, every part drawn afresh while recording."""
import os
from contextlib import contextmanager

from legends.devtools.testing import open_table
from legends.engine.scenario import build
from legends.ui import drawn

PLAYERS = [{"fighter": "chun_li", "style": "zoner", "rival": "cammy"},
           {"fighter": "ken", "style": "rushdown", "rival": "juri"},
           {"fighter": "ryu", "style": "shoto", "rival": "fang"},
           {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]


def position(n, stage="shadaloo_base", **more):
    """A mid-game position for n players: P1 (Chun-Li, zoner) to act with a full hand, minions about,
    a rival each, the nemesis on the map; `more` replaces parts of the scenario document."""
    doc = {"setup": {"stage": stage, "minions": "shadaloo", "nemesis": "bison", "seed": 5, "players": PLAYERS[:n]},
           "turn": 5,
           "fighters": [{"space": "D4", "hand": ["zoner_10", "zoner_05", "zoner_01", "zoner_02", "zoner_03"],
                         "meter": ["zoner_07", "zoner_08"], "ex": 1, "health": 3,
                         "upgraded": ["chun_li_kikoken"]}] + [{"space": sp, "ex": i % 3, "stunned": i == 2}
                                                                for i, sp in enumerate(("A3", "E1", "C5")[:n - 1], 1)],
           "enemies": [{"kind": "standard", "space": "D3"}, {"kind": "elite", "space": "D2"},
                       {"kind": "standard", "space": "C4"}, {"kind": "standard", "space": "F2"}]
           + [{"kind": "rival", "rival": p["rival"], "space": sp, "seat": i}
              for i, (p, sp) in enumerate(zip(PLAYERS[:n], ("B2", "E4", "F5", "A1")))],
           "nemesis": {"space": "E3", "ex": 2, "track": 1}, "dice": [1, 2, 0, 1, 2, 1]}
    doc.update(more)
    return doc


def table(app, n, window, stage="shadaloo_base", **more):
    """The table of `position(n)` in a window of `window` (the canvas from screen.canvas_for)."""
    app.set_window_size(window)
    sc = open_table(app, build(position(n, stage, **more), app.box), ["human"] * n)
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
