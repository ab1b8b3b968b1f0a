"""One run of tests/test_hashseed.py's pictures and games, in a child process (the test starts two,
with different PYTHONHASHSEED values): prints one JSON line {frame or game name: SHA-1 of its bytes}.

    PYTHONHASHSEED=0 python tests/hashseed_child.py

The frames: the setup screen (2 and 4 seats), mid-game tables of 2 and 4 seats at 1280x720 and
1920x1080, a tooltip over a map figure and over a highlighted space, a nemesis phase's recap;
the games: seeded bot games' saves (the log, the decisions, the state) and state hashes.
"""
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["LEGENDS_HOME"] = tempfile.mkdtemp(prefix="legends-hashseed-")

import pygame  # noqa: E402

from legends.devtools.testing import make_app, release, settle  # noqa: E402
from legends.ui import gfx as G  # noqa: E402
from tables import table  # noqa: E402

# Chun-Li alone (turn 5): two fireballs at M. Bison, the fighter phase ended (test_issue26_recap_close.py)
FIGHTER_PHASE = ["P1 play zoner_01", "P1 target nemesis", "P1 keep", "P1 play zoner_02", "P1 target nemesis",
                 "P1 keep", "P1 end"]


def digest(data: bytes) -> str:
    return hashlib.sha1(data).hexdigest()


def frame(app) -> str:
    app.render()
    return digest(pygame.image.tobytes(G.real(app.screen), "RGB"))


def hover(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def setup_screen(app, out, n, window):
    from legends.ui.scenes.setup import SetupScene
    app.set_window_size(window)
    sc = SetupScene(app)
    app.set_scene(sc)
    sc.cfg["seed"], sc.cfg["stage"] = 42, "ayutthaya_ruins"     # (a new setup draws a random seed)
    sc.set_players(n)
    hover(app, (10, 10))
    out[f"setup {n} seats {window[1]}p"] = frame(app)


def tables(app, out, n, window):
    name = f"table {n} seats {window[1]}p"
    sc = table(app, n, window)
    out[name] = frame(app)
    fig = next(r.center for r, f in sc.view.fig_rects if f == "m1")      # a minion: its tooltip
    hover(app, fig)
    out[name + " hover m1"] = frame(app)
    hover(app, next(r.center for r, f in sc.view.fig_rects if f == "nemesis"))
    out[name + " hover nemesis"] = frame(app)


def moving(app, out, window):
    """P1 choosing where to move (the spaces highlighted, the enemies' moves previewed), the mouse
    on a space it may move to."""
    from legends.devtools.screenshots import mid_game_2p
    from legends.devtools.testing import open_table
    app.set_window_size(window)
    app.settings.preview_moves = True
    sc = open_table(app, mid_game_2p(app.box), ["human", "human"])
    name = f"move 2 seats {window[1]}p"
    out[name] = frame(app)
    spaces = sorted(sc.mode.spaces())
    out[name + " spaces"] = " ".join(spaces)
    hover(app, sc.view.space_center(spaces[len(spaces) // 2]))
    out[name + " hover"] = frame(app)
    app.settings.preview_moves = False


def recap(app, out):
    sc = table(app, 1, (1280, 720))
    acts = lambda: {str(a): a for a in sc.game.legal_actions(seat=sc.game.pending.seat)}      # noqa: E731
    from legends.ui.input.intents import KEYBOARD
    for text in FIGHTER_PHASE:
        sc.pipeline.submit(acts()[text], KEYBOARD)
        settle(app)
    release(app)
    while sc.game.pending.kind == "block":
        sc.pipeline.submit(acts()["P1 take"], KEYBOARD)
        settle(app)
    app.step(0.05, [])
    out["recap shown"] = str(sc.recap.rows is not None)
    out["recap 720p"] = frame(app)


def games(out):
    from legends.bots import make_bot
    from legends.content import default_box
    from legends.engine import Game
    from legends.engine.setup import random_setup
    from legends.engine.statehash import state_hash
    box = default_box()
    for bot_name in ("random", "greedy"):
        for seed in range(1, 9):
            g = Game.new(random_setup(box, seed, seed % 4 + 1), box)
            bot, n = make_bot(bot_name, seed), 0
            while not g.is_over() and n < 3000:
                g.apply(bot.choose(g, g.legal_actions()))
                n += 1
            out[f"game {bot_name} {seed}"] = f"{state_hash(g)} {digest(json.dumps(g.save_dict(), default=repr).encode())}"


def main():
    out = {}
    games(out)
    app = make_app()
    setup_screen(app, out, 2, (1280, 720))
    setup_screen(app, out, 4, (1920, 1080))
    for window in ((1280, 720), (1920, 1080)):
        for n in (2, 4):
            tables(app, out, n, window)
        moving(app, out, window)
    recap(app, out)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
