"""Regenerate the README screenshots: python -m legends.devtools.screenshots [OUT_DIR] [--size 1920x1080]
[--only windows]

Headless (SDL dummy driver). Writes title, setup, game-2p, game-4p, game-2p-bots, gameover and
gallery PNGs, and a four-player table in three windows (the table is laid out for the window:
screen.canvas_for): game-4p-720 (1280x720, drawn 1:1), game-4p-4k (3840x2160 at Auto: the 1080p
table scaled 2x, shown here at 1920x1080) and game-4p-4k-100 (3840x2160 at 100%, shown downscaled).
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if "LEGENDS_HOME" not in os.environ:      # a fresh private folder (a fixed name in the temp folder could be a planted link)
    os.environ["LEGENDS_HOME"] = tempfile.mkdtemp(prefix="legends-screenshots-")

import pygame  # noqa: E402

from ..ui import gfx as G  # noqa: E402
from .testing import hot, open_table  # noqa: E402
from ..ui.input.intents import KEYBOARD, Do, Intent  # noqa: E402


def posterize(surf, bits=5):
    """Keep `bits` bits per channel (small PNGs for the README; no visible banding at 5)."""
    q = surf.copy()
    q.fill((1 << bits,) * 3, special_flags=pygame.BLEND_RGB_MULT)
    for _ in range(8 - bits):
        q.blit(q, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return q


def _save(app, path, size):
    app.render()
    real = G.real(app.screen)          # the pixels: at a drawing scale above 1, more than the canvas
    img = real if size == real.get_size() else pygame.transform.smoothscale(real, size)
    for bits in (7, 6, 5, 4):     # the most colour that keeps the file under ~390 KB
        pygame.image.save(posterize(img, bits), str(path))
        if os.path.getsize(path) < 390 * 1024:
            break
    print(f"wrote {path} ({os.path.getsize(path) // 1024} KB)")


def _hover(app, pos):
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def mid_game_2p(box):
    """A real 2-player game (bots for the first turns), stopped where P1 chooses where to move."""
    from ..bots import make_bot
    from ..engine import Game
    setup = {"stage": "night_market", "minions": "mad_gear", "nemesis": "sagat", "seed": 4, "hard": False,
             "players": [{"fighter": "chun_li", "style": "zoner", "rival": "cammy"},
                         {"fighter": "zangief", "style": "grappler", "rival": "fang"}]}
    for seed in range(4, 80):
        setup["seed"] = seed
        g = Game.new(setup, box)
        bot = make_bot("random", seed)
        for _ in range(400):
            if g.is_over():
                break
            d = g.pending
            if (g.view.turn >= 5 and d.kind == "act" and any(a.kind == "move" for a in d.options)
                    and len(g.view.enemies(on_map=True)) >= 5):
                return g
            g.apply(bot.choose(g, g.legal_actions()))
    return g


def attack_4p(box):
    from ..engine.scenario import build
    doc = {"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 9,
                     "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                                 {"fighter": "chun_li", "style": "zoner", "rival": "juri"},
                                 {"fighter": "ken", "style": "rushdown", "rival": "fang"},
                                 {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]},
           "turn": 17,
           "fighters": [{"space": "D4", "hand": ["shoto_03", "shoto_01", "shoto_10", "shoto_12"],
                         "meter": ["shoto_07", "shoto_14"], "ex": 2, "health": 3, "upgraded": ["ryu_hadoken"]},
                        {"space": "A4", "ex": 1, "health": 2, "round": 2, "meter": ["zoner_02"]},
                        {"space": "E2", "ex": 3, "stunned": True},
                        {"space": "C5", "ex": 0, "health": 4, "round": 2, "upgraded": [
                            "zangief_screw_piledriver", "zangief_double_lariat", "zangief_iron_muscle"]}],
           "enemies": [{"kind": "elite", "space": "D4"}, {"kind": "standard", "space": "D4"},
                       {"kind": "standard", "space": "E3"}, {"kind": "standard", "space": "F1"},
                       {"kind": "elite", "space": "E4"}, {"kind": "standard", "space": "C6"},
                       {"kind": "rival", "rival": "cammy", "space": "B4", "seat": 0, "round": 2},
                       {"kind": "rival", "rival": "juri", "space": "A2", "seat": 1},
                       {"kind": "rival", "rival": "fang", "space": "F2", "seat": 2},
                       {"kind": "rival", "rival": "akuma", "space": "D6", "seat": 3}],
           "nemesis": {"space": "E3", "ex": 2, "track": 1},
           "objectives": [{"space": "D1", "icon": "punch", "revealed": True},
                          {"space": "console", "icon": "kick", "state": "defused", "revealed": True},
                          {"space": "F2", "icon": "joystick"}, {"space": "E6", "icon": "punch"}],
           "dice": [2, 0, 1, 0],
           "decisions": ["P1 play shoto_03", "P1 target m1"]}
    return build(doc, box)


def bot_roll_2p(app):
    """A greedy bot and a human on a square stage (the tall layout), caught while the bot's dice roll."""
    from ..engine import Game
    setup = {"stage": "power_plant", "minions": "dolls", "nemesis": "balrog", "seed": 12, "hard": False,
             "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                         {"fighter": "ken", "style": "aerial", "rival": "juri"}]}
    from ..bots import make_bot
    sc = None
    for seed in range(12, 80):
        setup["seed"] = seed
        sc = open_table(app, Game.new(setup, app.box), ["greedy", "human"], render=False)
        hand = make_bot("greedy", seed)         # plays the human's decisions, as clicks would
        for _ in range(6000):
            app.step(0.03, [], draw=False)
            cur = sc.anim.cur if sc.anim.active else None
            if (cur is not None and cur.kind == "roll" and cur.progress > 0.85 and len(cur.faces or ()) >= 2
                    and cur.who == "F1" and sc.game.view.turn >= 3):
                app.render()
                return sc
            g = sc.game
            if g.is_over():
                break
            if not sc.anim.active and g.pending.seat == 1:
                sc.take(Intent(Do.CHOOSE, KEYBOARD, hand.choose(g, g.legal_actions(seat=1))))   # the keyboard's choice
    return sc


WINDOWS = (("game-4p-720.png", (1280, 720), "auto", (1280, 720)),
           ("game-4p-4k.png", (3840, 2160), "auto", (1920, 1080)),
           ("game-4p-4k-100.png", (3840, 2160), "100", (1920, 1080)))


DETAIL = ("game-4p-4k-detail.png", pygame.Rect(0, 0, 1280, 720))     # of the 4K frame at Auto, 1:1


def four_players_in_windows(app, out):
    """The four-player attack of game-4p.png in a 720p window, and on a 4K TV at Auto and at 100%
    (each file: name, window, UI scale, size written), and a corner of the 4K frame at Auto pixel
    for pixel (the text drawn at the TV's resolution)."""
    for name, window, scale, size in WINDOWS:
        app.settings.ui_scale = scale
        app.set_window_size(window)
        sc = open_table(app, attack_4p(app.box), ["human", "human", "human", "random"])
        x, y = hot(sc, ("die", 1))
        _hover(app, (x + 4, y + 4))
        _save(app, out / name, size)
        if name == "game-4p-4k.png":
            G.save(G.real(app.screen).subsurface(DETAIL[1]), out / DETAIL[0])
            print(f"wrote {out / DETAIL[0]} ({os.path.getsize(out / DETAIL[0]) // 1024} KB)")
    app.settings.ui_scale = "auto"
    app.set_window_size((1920, 1080))


def _args(argv):
    """(output folder, picture size, --only) from the command line."""
    argv = list(sys.argv[1:] if argv is None else argv)
    size, only = (1920, 1080), None
    if "--size" in argv:
        i = argv.index("--size")
        size = tuple(int(v) for v in argv[i + 1].split("x"))
        del argv[i:i + 2]
    if "--only" in argv:
        i = argv.index("--only")
        only = argv[i + 1]
        del argv[i:i + 2]
    out = Path(argv[0] if argv else "docs/images")
    out.mkdir(parents=True, exist_ok=True)
    return out, size, only


def main(argv=None) -> int:
    out, size, only = _args(argv)
    from ..ui.app import App
    if only == "windows":
        app = App()
        four_players_in_windows(app, out)
        pygame.display.quit()
        return 0
    from ..ui.scenes.gallery import GalleryScene
    from ..ui.scenes.gameover import GameOverScene
    from ..ui.scenes.setup import SetupScene
    app = App()
    app.title()
    _hover(app, (300, 460))
    _save(app, out / "title.png", size)
    sc = SetupScene(app)
    app.set_scene(sc)
    sc.cfg["seed"] = 42
    sc.set_players(3)
    sc.arcade()
    _hover(app, (10, 10))
    _save(app, out / "setup.png", size)
    g = mid_game_2p(app.box)
    sc = open_table(app, g, ["human", "human"], render=False)
    app.settings.preview_moves = True
    app.render()
    # the enemy moves previewed; hover one going up or left (the tooltip opens down and right of
    # the mouse), the furthest: its route is drawn strong and its tooltip says where it goes
    routes = sorted(sc.preview.routes or [], key=lambda rt: (rt.ghost[0] + rt.ghost[1] >= rt.points[0][0] + rt.points[0][1],
                                                   -len(rt.points), rt.who))
    if routes:
        from .testing import figure_pos
        pos = figure_pos(sc, routes[0].who)
    else:
        hl = sorted(sc.mode.spaces()) if sc.mode else []
        pos = sc.view.space_center(hl[len(hl) // 2]) if hl else (900, 400)
    _hover(app, (int(pos[0]), int(pos[1])))
    _save(app, out / "game-2p.png", size)
    g = attack_4p(app.box)
    sc = open_table(app, g, ["human", "human", "human", "random"])
    x, y = hot(sc, ("die", 1))
    _hover(app, (x + 4, y + 4))
    _save(app, out / "game-4p.png", size)
    sc = bot_roll_2p(app)
    _save(app, out / "game-2p-bots.png", size)
    from ..bots import make_bot
    from ..engine import Game
    from ..engine.setup import random_setup
    for seed in range(30, 200):
        game = Game.new(random_setup(app.box, seed, 3), app.box)
        bot = make_bot("greedy" if "greedy" in __import__("legends.bots", fromlist=["BOTS"]).BOTS else "random", seed)
        n = 0
        while not game.is_over() and n < 4000:
            game.apply(bot.choose(game, game.legal_actions()))
            n += 1
        if game.is_over() and game.view.turn > 8:
            break
    app.set_scene(GameOverScene(app, game, ["human", "human", "greedy"]))
    _save(app, out / "gameover.png", size)
    gs = GalleryScene(app)
    app.set_scene(gs)
    gs.select(gs.ids.index("power_plant") if "power_plant" in gs.ids else 0)
    _save(app, out / "gallery.png", size)
    four_players_in_windows(app, out)
    pygame.display.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
