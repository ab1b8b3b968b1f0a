"""Text on the table as OCR reads it (issue 26, Done means): a four-player game in a 1280x720 window.

Renders the four-player table of the README's screenshots (legends/devtools/screenshots.py:
attack_4p, the UI scale at Auto: 1280x720 is drawn 1:1) headless with the dummy video driver,
saves the PNG, runs Tesseract on it (`tesseract shot.png out -l eng --psm 11 tsv`, when installed:
apt-get install tesseract-ocr) and prints

    ocr: N words, median height H px, cut at the edge: K
      under 13 px: U of N (P%); the smallest words: 'TURN' 9, ...

N: the words read with a confidence above 60; H: their median box height (the target: 12 px or
more, 13 for a margin); K: word boxes of any confidence that touch the window's edge (the target:
0); U: the words under 13 px high, and the smallest of three letters or more (where to look next).

    python bench/ocr_table.py [--out DIR] [--size 1280x720] [--conf 60] [--png CAPTURE]

--png: measure a capture of a real window instead (Xvfb, `import -window root shot.png`).
"""
from __future__ import annotations

import argparse
import csv
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if "LEGENDS_HOME" not in os.environ:
    os.environ["LEGENDS_HOME"] = tempfile.mkdtemp(prefix="legends-ocr-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402


def render(path: Path, size) -> None:
    """The four-player table at `size`, as a window that size shows it, saved as a PNG."""
    from legends.devtools.screenshots import attack_4p
    from legends.devtools.testing import make_app, open_table
    from legends.ui import gfx as G
    app = make_app(window=size)
    app.settings.ui_scale = "auto"
    app.set_window_size(size)
    open_table(app, attack_4p(app.box), ["human", "human", "human", "random"])
    app.render()
    pygame.image.save(G.real(app.screen), str(path))


def words(tsv: Path) -> list[dict]:
    """Tesseract's word rows (level 5) with some text: left, top, width, height, conf, text."""
    with open(tsv, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    out = []
    for r in rows:
        if r.get("level") == "5" and (r.get("text") or "").strip():
            out.append({k: int(float(r[k])) for k in ("left", "top", "width", "height")}
                       | {"conf": float(r["conf"]), "text": r["text"]})
    return out


def measure(found: list[dict], size, conf: float):
    """(words read with confidence above conf, their median height, boxes touching the edge)."""
    w, h = size
    good = [x for x in found if x["conf"] > conf]
    median = statistics.median(x["height"] for x in good) if good else 0
    cut = [x for x in found if x["left"] <= 0 or x["top"] <= 0
           or x["left"] + x["width"] >= w or x["top"] + x["height"] >= h]
    return good, median, cut


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=None, help="folder for the PNG and Tesseract's TSV (a temp folder)")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--conf", type=float, default=60.0)
    ap.add_argument("--png", default=None, help="read this capture instead (a real window: import -window root)")
    a = ap.parse_args(argv)
    size = tuple(int(v) for v in a.size.lower().split("x"))
    out = Path(a.out or tempfile.mkdtemp(prefix="legends-ocr-out-"))
    out.mkdir(parents=True, exist_ok=True)
    if a.png:
        shot = Path(a.png)
        size = pygame.image.load(str(shot)).get_size()
    else:
        shot = out / f"table-4p-{a.size}.png"
        render(shot, size)
        print(f"wrote {shot}")
    tess = shutil.which("tesseract")
    if tess is None:
        print("ocr: tesseract is not installed (apt-get install tesseract-ocr): only the PNG was written")
        return 0
    base = out / "ocr"
    subprocess.run([tess, str(shot), str(base), "-l", "eng", "--psm", "11", "tsv"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    good, median, cut = measure(words(base.with_suffix(".tsv")), size, a.conf)
    print(f"ocr: {len(good)} words, median height {median:g} px, cut at the edge: {len(cut)}")
    if good:
        under = sum(x["height"] < 13 for x in good)
        small = sorted((x for x in good if len(x["text"]) > 2), key=lambda x: x["height"])[:12]
        print(f"  under 13 px: {under} of {len(good)} ({under / len(good):.0%}); the smallest words: "
              + ", ".join(f"{x['text']!r} {x['height']}" for x in small))
    for x in cut:
        print(f"  at the edge: {x['text']!r} (conf {x['conf']:g}) at ({x['left']}, {x['top']}) {x['width']}x{x['height']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
