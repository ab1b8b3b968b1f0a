"""Enter on every default (issue 26 item 4): games on the setup screen's default stage, every human
decision taken by Enter on the focus cursor's default, the relics lost by turn 5 and turn 8.

    python bench/enter_defaults.py --seats 1 4 --seeds 10 [--first 1] [--log] [--old] [--bot greedy]

"1 seat": P1 human, P2 the default bot (the setup screen's two seats); "4 seats": four humans.
Prints per game the losses and, with --log, what each Enter chose (the focus label); --old: the
defaults before table/defaults.py (the same games, for comparison). A game over before turn 8
counts its relics lost at its end (the "ended" turns)."""
import argparse
import collections
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import pygame  # noqa: E402

from legends.devtools.testing import make_app, open_table  # noqa: E402
from legends.engine.game import Game  # noqa: E402


def config(app, seats, seed, bot=None):
    box = app.box
    fighters, rivals, styles = sorted(box.fighters), sorted(box.rivals), sorted(box.styles)
    n = 2 if seats == 1 else seats
    return {"stage": sorted(box.stages)[0], "minions": sorted(box.minions)[0], "nemesis": sorted(box.nemeses)[0],
            "hard": False, "seed": seed,
            "players": [{"fighter": fighters[i], "style": styles[i % len(styles)], "rival": rivals[i]}
                        for i in range(n)]}, (["human", "greedy"] if seats == 1 else ["human"] * seats) if bot is None else [bot] * n


def lost(g):
    return g.view.loss_progress().get("now") or 0


def play(app, seats, seed, last_turn=8, log=None, bot=None):
    cfg, ctrl = config(app, seats, seed, bot)
    sc = open_table(app, Game.new(dict(cfg, tie_break="auto"), app.box), ctrl)
    at, presses = {}, 0
    enter = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0),
             pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)]
    while presses < 4000 and app.scene is sc:
        g = sc.game
        turn = g.view.turn
        for t in (5, 8):
            if turn > t and t not in at:
                at[t] = lost(g)
        if g.view.result is not None or turn > last_turn:
            break
        if sc.anim.active:
            sc.anim.skip()
            app.step(0.05, [], draw=False)
            continue
        if ctrl[g.pending.seat] != "human":
            app.step(0.05, [], draw=False)
            continue
        app.render()
        cur = sc.focus.current()
        if log is not None and cur is not None:
            log[(g.pending.kind, sc.focus.label(cur).split(":")[0])] += 1
            log[("kind", g.pending.kind, sc.focus.label(cur)[:60])] += 1
        app.step(0.3, enter)
        presses += 1
    g = sc.game
    for t in (5, 8):
        at.setdefault(t, lost(g))
    return at, g.view.turn, g.view.result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seats", type=int, nargs="+", default=[1, 4])
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--log", action="store_true")
    ap.add_argument("--bot", help="every seat this bot instead (the same games, for comparison)")
    ap.add_argument("--old", action="store_true", help="the focus cursor's defaults before table/defaults.py")
    ap.add_argument("--first", type=int, default=1, help="the first seed")
    a = ap.parse_args()
    if a.old:
        from legends.ui.table import defaults
        defaults.preferred = lambda cursor, targets: None
    app = make_app(strict=False, window=(1280, 720))
    for seats in a.seats:
        log = collections.Counter() if a.log else None
        rows = [play(app, seats, seed, log=log, bot=a.bot) for seed in range(a.first, a.first + a.seeds)]
        by5 = [r[0][5] for r in rows]
        by8 = [r[0][8] for r in rows]
        print(f"seats {seats}: lost by turn 5 {by5} mean {sum(by5) / len(by5):.1f}; "
              f"by turn 8 {by8} mean {sum(by8) / len(by8):.1f}; ended {[r[1] for r in rows]}", flush=True)
        if log:
            for k, v in log.most_common(60):
                print("   ", v, k)


if __name__ == "__main__":
    main()
