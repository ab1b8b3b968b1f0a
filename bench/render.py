"""Frame time of the game screen at 1920x1080 on a late-game board.

4 fighters, 16+ minions, 4 rivals, the nemesis on the map and a long log, built with
legends.engine.scenario.build. Prints the median and 95th-percentile time per frame kind: the mouse sweeping the screen
(hover marks and tooltips), the focus cursor moving (an arrow key per frame: the cursor, its label and the
focused thing's tooltip), a tooltip following the mouse, the whole screen refreshed (window
exposed), the whole table composed again from cached parts, every part rendered again (the
worst case of a decision), an animated frame (figures walking), the frames of a whole nemesis phase
played back (boards, counters and hands follow the entry being shown), an idle frame, and with two
phones connected and sending (bench/phones.py) an idle and a hover frame again.

    python bench/render.py [--frames 300] [--size 1280x720 --size 1920x1080 --size 3840x2160] [--cpu]

--size WxH (repeatable): the window size; the table's canvas comes from it by the UI scale rule
(Auto: 1280x720 and 1920x1080 are drawn 1:1; 3840x2160 is the 1920x1080 canvas drawn at the
window's pixels, 2x (legends/ui/gfx.py); --scale 100 lays out a 3840x2160 canvas). Without --size: 1920x1080.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("LEGENDS_HOME", os.path.join(tempfile.gettempdir(), "legends-bench"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from legends.engine.scenario import build  # noqa: E402
from legends.store.settings import UI_SCALES  # noqa: E402
from legends.ui.input.intents import KEYBOARD  # noqa: E402
from crowd import crowded_box  # noqa: E402

SETUP = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
         "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                     {"fighter": "ken", "style": "rushdown", "rival": "juri"},
                     {"fighter": "chun_li", "style": "zoner", "rival": "fang"},
                     {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]}


def late_game(played=0):
    squares = ["A1", "B1", "C1", "D1", "E1", "F1", "A2", "B2", "D2", "E2", "F2", "A3", "D3", "E3", "F3", "A4",
               "B4", "C4", "D4", "E4", "C5", "D5", "E5", "F5", "C6", "D6"]
    enemies = [{"kind": "standard" if i % 3 else "elite", "space": squares[i % len(squares)]} for i in range(18)]
    enemies += [{"kind": "rival", "rival": r, "space": sp, "seat": i, "round": 1 + i % 2}
                for i, (r, sp) in enumerate((("cammy", "B2"), ("juri", "E4"), ("fang", "D5"), ("akuma", "F2")))]
    doc = {"setup": SETUP, "turn": 23, "played": played,
           "fighters": [{"space": "A3", "hand": ["shoto_01", "shoto_02", "shoto_05", "shoto_06", "shoto_08"],
                         "meter": ["shoto_07", "shoto_09", "shoto_14"], "ex": 2, "health": 3, "round": 2,
                         "upgraded": ["ryu_hadoken", "ryu_tatsumaki_senpukyaku"]},
                        {"space": "A3", "meter": ["rushdown_01"], "ex": 1, "health": 2},
                        {"space": "E1", "ex": 3, "stunned": True, "round": 2,
                         "upgraded": ["chun_li_spinning_bird_kick", "chun_li_kikoken", "chun_li_hyakuretsukyaku",
                                      "chun_li_tenkukyaku"]},
                        {"space": "C5", "ex": 0, "health": 1}],
           "enemies": enemies,
           "nemesis": {"space": "E3", "ex": 2, "track": 2}}
    game = build(doc, crowded_box())   # 18 minions: more than the printed tokens
    base = list(game.s["log"])
    texts = ["Shadaloo Grunt (m3) moves D2 -> D3 toward P2.", "P1 attacks Shadaloo Grunt (m4) (melee 3): rolls "
             "[1, 0, 2] = 3 success(es).", "The attack damages Shadaloo Grunt (m4) (3 of 1).",
             "Nemesis card Ambush (circle): Psycho Reserve.", "Turn 22: P2 (Ken) is the active player."]
    kinds = ["move", "roll", "hit", "ncard", "turn"]
    game.s["log"] = base + [{"decision": i, "text": texts[i % 5], "auto": bool(i % 2), "kind": kinds[i % 5]}
                            for i in range(600)]
    return game


CLOCK = [time.perf_counter]     # --cpu: time.process_time (the process's CPU time: steadier on a loaded machine)


def clock() -> float:
    return CLOCK[0]()


def pct(values, p):
    values = sorted(values)
    k = max(0, min(len(values) - 1, int(round(p / 100 * (len(values) - 1)))))
    return values[k]


def timed(app, frames, before=None, events=None):
    """Milliseconds per app.step (events, update, draw, display flip) over `frames` frames."""
    out = []
    for i in range(frames):
        if before:
            before(i)
        ev = events(i) if events else []
        t0 = clock()
        app.step(1 / 60, ev)
        out.append((clock() - t0) * 1000)
    return out


CANVAS = [1920, 1080]       # the canvas being measured (set per --size)


def motion(i):
    w, h = CANVAS
    pos = (40 + (i * 37) % (w - 80), 60 + (i * 53) % (h - 80))
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]


ARROWS = "RRRLLLDU"     # the focus cursor's walk: along the hand and back, down to a board and up


def arrow(i):
    k = {"R": pygame.K_RIGHT, "L": pygame.K_LEFT, "U": pygame.K_UP, "D": pygame.K_DOWN}[ARROWS[i % len(ARROWS)]]
    return [pygame.event.Event(t, key=k, mod=0, unicode="", scancode=0) for t in (pygame.KEYDOWN, pygame.KEYUP)]


def nemesis_phase(app, n):
    """Frames of P1 ending the fighter phase on the late-game board: the nemesis phase's log played
    back (blocks taken), each frame drawn from the game as of the entry shown."""
    from legends.engine import Action
    from legends.ui.table import GameScene
    scene = GameScene(app, late_game(played=2), ["human"] * 4)
    scene.session.autosaving = False
    app.set_scene(scene)
    app.render()
    scene.pipeline.submit(Action.parse("P1 end"), KEYBOARD)
    out = []
    while len(out) < n and not scene.game.is_over():
        if not scene.anim.active:
            take = [a for a in scene.game.legal_actions() if a.kind in ("take", "decline")]
            if not take or scene.game.view.phase != "nemesis":
                break
            scene.pipeline.submit(take[0], KEYBOARD)
        t0 = clock()
        app.step(1 / 60, [])
        out.append((clock() - t0) * 1000)
    return out


def phone_rows(app, scene, n) -> list:
    """Two phones connected and sending (pings and stale choices, 20 of each a second each): the
    idle and the hover frames again, with the states going out (bench/phones.py)."""
    from legends.ui.phones import missing
    if missing():
        print(f"(no phone rows: {missing()})")
        return []
    from phones import SendingPhones
    scene.seats[:2] = ["human", "human"]
    phones = SendingPhones(app)
    if not phones.start():
        print(f"(no phone rows: {app.phones.error or 'the phones did not join'})")
        return []
    try:
        rows = [("2 phones: idle", timed(app, 100, before=lambda i: time.sleep(0.004))),
                ("2 phones: hover", timed(app, n, events=motion))]

        def fresh(i):       # the worst case: both phones' states built and sent every frame
            app.phones.sent_key.clear()
            app.phones.last_push = -1.0
        rows.append(("2 phones: states each frame", timed(app, 100, before=fresh)))
    finally:
        phones.stop()
    print(f"phones: {phones.sent} messages sent, {phones.received} received, "
          f"{app.phones.applied} decisions applied")
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--size", action="append", default=[], help="window size WxH (repeatable)")
    ap.add_argument("--scale", default="auto", choices=UI_SCALES, help="the UI scale setting")
    ap.add_argument("--cpu", action="store_true", help="time each frame by the process's CPU time, not the "
                    "wall clock (for figures compared side by side on a loaded machine)")
    args = ap.parse_args(argv)
    if args.cpu:
        CLOCK[0] = time.process_time
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.size] or [(1920, 1080)]
    out = []
    for size in sizes:
        out.append(measure(args, size))
    if len(out) > 1:
        print("\nmedians (ms) per window size")
        labels = [label for label, _ in out[0][1]]
        print(f"  {'frame':<24}" + "".join(f"{f'{w}x{h} ({c[0]}x{c[1]})':>26}" for (w, h), c in
                                           ((sz, o[0]) for sz, o in zip(sizes, out))))
        for i, label in enumerate(labels):
            print(f"  {label:<24}" + "".join(f"{statistics.median(o[1][i][1]):>26.2f}" for o in out))
    import resource         # the process's peak: run one --size a process to compare sizes
    print(f"peak memory (RSS) of this run: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")
    pygame.display.quit()
    return 0


def measure(args, size):
    from legends.ui.app import App
    from legends.ui.table import GameScene
    app = App()
    app.settings.ui_scale = args.scale
    app.set_window_size(size)
    game = late_game()
    minions = sum(1 for e in game.s["enemies"].values() if e["kind"] in ("standard", "elite") and e["space"])
    rivals = sum(1 for e in game.s["enemies"].values() if e["kind"] == "rival" and e["space"])
    scene = GameScene(app, game, ["human"] * 4, autosaving=False)
    app.set_scene(scene)
    CANVAS[:] = app.screen.get_size()
    app.render()   # warm the caches (map layer, card faces, text)
    n = args.frames
    rows = []
    # the display flip alone (a floor for every frame that draws)
    flip = []
    for _ in range(50):
        t0 = clock()
        pygame.display.flip()
        flip.append((clock() - t0) * 1000)
    rows.append(("display flip alone", flip))
    # hover: the mouse sweeps the whole screen; tooltips, hover marks, hand and button states change
    rows.append(("hover (mouse moving)", timed(app, n, events=motion)))
    # focus: an arrow key per frame moves the focus cursor (table/focus.py; no cursor before it)
    rows.append(("focus (arrow per frame)", timed(app, n, events=arrow)))
    # tooltip only: the mouse moves a few pixels inside one card (same element, new tooltip place)
    spot = (600 * CANVAS[0] // 1920, 905 * CANVAS[1] // 1080)      # on P2's board (600, 905 at 1080p)
    rows.append(("tooltip follows mouse", timed(app, n, events=lambda i: [pygame.event.Event(
        pygame.MOUSEMOTION, pos=(spot[0] + i % 7, spot[1] + i % 5), rel=(1, 1), buttons=(0, 0, 0))])))
    comp = getattr(scene, "comp", None)
    if comp is not None:
        # refresh: the whole screen copied again from the canvas (window exposed or resized, dialog closed)
        rows.append(("full screen refresh", timed(app, n // 3, before=lambda i: scene.invalidate())))

        # recomposite: the whole canvas composed again from the cached parts, then copied
        def recompose(i):
            comp.invalidate(canvas=True)
            scene.dirty = True
        rows.append(("full recomposite", timed(app, n // 3, before=recompose)))

        # rebuild: every part rendered again (a decision changed the whole table; worst case)
        def rebuild(i):
            scene.epoch += 1
            scene.invalidate()
        rows.append(("rebuild every part", timed(app, n // 3, before=rebuild)))
    else:   # the old UI redrew everything each frame
        rows.append(("full redraw (no hover)", timed(app, n // 3, before=lambda i: setattr(scene, "dirty", True))))
    # animated frames: a bot-like move of many figures replayed through the animator
    entries = [{"decision": 0, "text": f"Shadaloo Grunt (m{k}) moves.", "auto": True, "kind": "move", "who": f"m{k}",
                "from": "A1", "to": "D4", "path": ["A1", "A2", "A3", "A4", "B4", "C4", "D4"], "_i": 0}
               for k in range(1, 10)]
    scene.anim.start(entries, game.view.positions(), {k: dict(v) for k, v in game.s["enemies"].items()}, game,
                     len(game.s["log"]), 1.0)
    anim = []
    while scene.anim.active and len(anim) < n:
        t0 = clock()
        app.step(1 / 60, [])
        anim.append((clock() - t0) * 1000)
    rows.append(("animated frame (moves)", anim))
    scene.anim.skip()
    app.step(1 / 60, [])
    rows.append(("animated nemesis phase", nemesis_phase(app, n)))
    app.set_scene(scene)
    app.step(1 / 60, [])
    rows.append(("idle (nothing to draw)", timed(app, 100)))
    rows += phone_rows(app, scene, n)
    print(f"late-game board: 4 fighters, {minions} minions, {rivals} rivals, nemesis on the map, "
          f"{len(game.s['log'])} log entries; window {size[0]}x{size[1]}, canvas {CANVAS[0]}x{CANVAS[1]}, "
          f"SDL driver {pygame.display.get_driver()}")
    print("frame time per app.step (events + update + draw + flip)")
    for label, vals in rows:
        print(f"  {label:<24}: median {statistics.median(vals):6.2f} ms   p95 {pct(vals, 95):6.2f} ms   "
              f"({len(vals)} frames)")
    if comp is not None:
        print(f"parts rendered in all: {comp.renders}")
    app.phones.stop()
    return tuple(CANVAS), rows


if __name__ == "__main__":
    raise SystemExit(main())
