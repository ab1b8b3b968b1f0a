"""The workshop's costs per edit, in CPU time: the live checks (validate's checks on the draft's stage
file) and one edit with its undo copy, on a full 12x10 grid and on a copy of a box stage; and the
workshop's screen drawn (a frame after an edit), headless.

    nice -n 10 python bench/workshop.py [--edits 300]

Prints one line per figure: the median CPU milliseconds (process time), so a loaded machine's wall
clock does not move it much.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def cpu_ms(fn, n):
    out = []
    for _ in range(n):
        t = time.process_time()
        fn()
        out.append((time.process_time() - t) * 1000)
    return statistics.median(out)


def big_draft():
    from legends.ui.workshop.model.draft import blank
    from legends.ui.workshop.model.edits import Editor
    ed = Editor(blank(12, 10))
    for tool, sq in (("start", "A1"), ("spawn1", "L1"), ("spawn2", "L10"), ("spawn3", "A10"), ("poi", "F5")):
        ed.apply(tool, sq)
    for row in range(2, 10):
        ed.apply("wall", f"F{row}", "right")
    ed.apply("door", "F5", "right")
    for sq in ("C3", "D3", "E3", "B2", "C2"):
        ed.apply("hazard" if sq[1] == "3" else "feature", sq)
    return ed.draft


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--edits", type=int, default=300)
    n = ap.parse_args(argv).edits
    from legends.content import default_box
    from legends.ui.workshop.model import checks
    from legends.ui.workshop.model.draft import from_stage
    from legends.ui.workshop.model.edits import Editor
    box = default_box()
    drafts = {"12x10 grid": big_draft(), "night market copy": from_stage(box.stages["night_market"], "Copy")}
    for name, draft in drafts.items():
        ed = Editor(draft.copy())
        flip = iter(range(10 ** 9))
        print(f"{name:>18}: live checks {cpu_ms(lambda: checks.problems(draft, box), n):6.2f} ms CPU · "
              f"an edit with its undo copy {cpu_ms(lambda: ed.apply('hazard', 'D4') or next(flip), n):6.2f} ms CPU")
    from legends.devtools.testing import make_app
    from legends.ui.workshop.start import StartScene
    app = make_app()
    app.set_scene(StartScene(app))
    scene = app.scene.new_blank()
    scene.editor.draft = big_draft()

    def frame():
        scene.use_tool("D4")
        app.render()
    print(f"{'workshop screen':>18}: an edit and its frame {cpu_ms(frame, max(20, n // 10)):6.2f} ms CPU")


if __name__ == "__main__":
    main()
