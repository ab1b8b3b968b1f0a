"""Frame time of the game screen at 1920x1080 on a late-game board.

4 fighters, 16+ minions, 4 rivals, the nemesis on the map and a long log, built with
legends.engine.scenario.build. Prints the median and 95th-percentile time of a full redraw
(with the mouse moving, so hover tooltips are drawn too), and of an animated frame.

    python bench/render.py [--frames 300]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("LEGENDS_HOME", "/tmp/legends-bench")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from legends.engine.scenario import build  # noqa: E402

SETUP = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
         "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                     {"fighter": "ken", "style": "rushdown", "rival": "juri"},
                     {"fighter": "chun_li", "style": "zoner", "rival": "fang"},
                     {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]}


def late_game():
    squares = ["A1", "B1", "C1", "D1", "E1", "F1", "A2", "B2", "D2", "E2", "F2", "A3", "D3", "E3", "F3", "A4",
               "B4", "C4", "D4", "E4", "C5", "D5", "E5", "F5", "C6", "D6"]
    enemies = [{"kind": "standard" if i % 3 else "elite", "space": squares[i % len(squares)]} for i in range(18)]
    enemies += [{"kind": "rival", "rival": r, "space": sp, "seat": i, "round": 1 + i % 2}
                for i, (r, sp) in enumerate((("cammy", "B2"), ("juri", "E4"), ("fang", "D5"), ("akuma", "F2")))]
    doc = {"setup": SETUP, "turn": 23,
           "fighters": [{"space": "A3", "hand": ["shoto_01", "shoto_02", "shoto_05", "shoto_06", "shoto_08"],
                         "meter": ["shoto_07", "shoto_09", "shoto_14"], "ex": 2, "health": 3, "round": 2,
                         "upgraded": [True, False, True, False]},
                        {"space": "A3", "meter": ["rushdown_01"], "ex": 1, "health": 2},
                        {"space": "E1", "ex": 3, "stunned": True, "round": 2, "upgraded": [True, True, True, True]},
                        {"space": "C5", "ex": 0, "health": 1}],
           "enemies": enemies,
           "nemesis": {"space": "E3", "ex": 2, "track": 2}}
    game = build(doc)
    base = list(game.s["log"])
    texts = ["Shadaloo Grunt (m3) moves D2 -> D3 toward P2.", "P1 attacks Shadaloo Grunt (m4) (melee 3): rolls "
             "[1, 0, 2] = 3 success(es).", "The attack damages Shadaloo Grunt (m4) (3 of 1).",
             "Nemesis card Ambush (circle): Psycho Reserve.", "Turn 22: P2 (Ken) is the active player."]
    kinds = ["move", "roll", "hit", "ncard", "turn"]
    game.s["log"] = base + [{"n": i, "text": texts[i % 5], "auto": bool(i % 2), "kind": kinds[i % 5]}
                            for i in range(600)]
    return game


def pct(values, p):
    values = sorted(values)
    k = max(0, min(len(values) - 1, int(round(p / 100 * (len(values) - 1)))))
    return values[k]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=300)
    args = ap.parse_args(argv)
    from legends.ui.app import App
    from legends.ui.scenes.game import GameScene
    app = App()
    game = late_game()
    minions = sum(1 for e in game.s["enemies"].values() if e["kind"] in ("standard", "elite") and e["space"])
    rivals = sum(1 for e in game.s["enemies"].values() if e["kind"] == "rival" and e["space"])
    scene = GameScene(app, game, ["human"] * 4)
    scene.autosave = lambda: None
    app.set_scene(scene)
    app.render()   # warm the caches (map layer, card faces, text)
    full = []
    for i in range(args.frames):
        pos = (40 + (i * 37) % 1840, 60 + (i * 53) % 1000)
        ev = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
        t0 = time.perf_counter()
        app.step(1 / 60, ev)
        full.append((time.perf_counter() - t0) * 1000)
    # animated frames: a bot-like move of many figures replayed through the animator
    anim = []
    entries = [{"n": 0, "text": f"Shadaloo Grunt (m{k}) moves.", "auto": True, "kind": "move", "who": f"m{k}",
                "frm": "A1", "to": "D4", "path": ["A1", "A2", "A3", "A4", "B4", "C4", "D4"], "_i": 0}
               for k in range(1, 10)]
    from legends.ui.anim import positions_of
    scene.anim.start(entries, positions_of(game), {k: dict(v) for k, v in game.s["enemies"].items()}, game,
                     len(game.s["log"]), 1.0)
    while scene.anim.active and len(anim) < args.frames:
        t0 = time.perf_counter()
        app.step(1 / 60, [])
        anim.append((time.perf_counter() - t0) * 1000)
    scene.anim.skip()
    app.step(1 / 60, [])
    idle = []
    for _ in range(100):
        t0 = time.perf_counter()
        app.step(1 / 60, [])
        idle.append((time.perf_counter() - t0) * 1000)
    print(f"late-game board: 4 fighters, {minions} minions, {rivals} rivals, nemesis on the map, "
          f"{len(game.s['log'])} log entries; 1920x1080, SDL driver {pygame.display.get_driver()}")
    print(f"full redraw with hover  : median {statistics.median(full):6.2f} ms   p95 {pct(full, 95):6.2f} ms   "
          f"({len(full)} frames)")
    if anim:
        print(f"animated frame (moves) : median {statistics.median(anim):6.2f} ms   p95 {pct(anim, 95):6.2f} ms   "
              f"({len(anim)} frames)")
    print(f"idle frame (no redraw) : median {statistics.median(idle):6.3f} ms   p95 {pct(idle, 95):6.3f} ms")
    pygame.display.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
