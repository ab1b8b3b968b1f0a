"""Time per call of the toasts' placement on a 1280x720 four-seat table with two toasts up.

Prints, in ms per call (the median of --calls calls): `farther` (table/toasts.py, the farther
places of one toast's size), one toast placed afresh (`place`, its last place forgotten: a moving
frame where it stood is taken), the whole `App.draw_toasts` with both toasts placed afresh, and
`draw_toasts` where both stay where they stood (a still frame), and one toast placed where no
place is free (a claim over the whole canvas: every candidate's cost worked out, the worst case).

    python bench/toasts.py [--calls 200] [--size 1280x720] [--players 4]
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
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from tables import fresh_app, table  # noqa: E402

TOASTS = (("Key not taken while the table moved", 2.5, "refused", "Key not taken"),
          ("Controller 2 takes P2, the second seat at the table now", 4.0, None, None))


def timed(fn, calls) -> float:
    out = []
    for _ in range(calls):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out) * 1000


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    from legends.ui.table import toasts
    with fresh_app(Path(tempfile.mkdtemp(prefix="legends-bench-toasts-"))) as app:
        sc = table(app, args.players, size)
        app.render()
        app.toasts.clear()
        for text, seconds, fold, short in TOASTS:
            app.toast(text, seconds, fold, short)
        app.render()
        layer = sc.overlay_claims()
        before = [p for p in layer.placed if p.name != "toasts"]
        surf = app.screen
        shown = app.toasts[-3:]
        print(f"{size[0]}x{size[1]}, {args.players} seats, toasts at {[tuple(r) for r in app.toast_rects]}")

        def fresh():
            getattr(toasts, "KEPT", {}).clear()     # (the places kept while nothing changed: a moving frame)
            layer.placed[:] = before
            layer.harm.clear()
            for t in shown:
                t.at = None

        r = app.toast_rects[0]
        room = getattr(layer, "room", None) or layer.bounds
        results = {"farther (one toast's size, the map's area)":
                   timed(lambda: sum(1 for _ in toasts.farther(r.size, layer.strip, room)), args.calls)}

        def built():
            toasts._farther.cache_clear()
            sum(1 for _ in toasts.farther(r.size, layer.strip, room))
        if hasattr(toasts, "_farther"):
            results["farther, its grid built again (the first call)"] = timed(built, args.calls)

        def place_one():
            fresh()
            toasts.place(layer, shown[0])
        results["place one toast afresh"] = timed(place_one, args.calls)

        def whole():
            fresh()
            app.draw_toasts(surf)
        results["draw_toasts, both placed afresh (a moving frame)"] = timed(whole, args.calls)
        fresh()
        app.draw_toasts(surf)

        def still():
            layer.placed[:] = before
            app.draw_toasts(surf)
        results["draw_toasts, both where they stood (a still frame)"] = timed(still, args.calls)
        from legends.ui.table import claims
        layer.claims.append(claims.Claim("everything", layer.bounds.inflate(-2, -2), 1))
        results["place one toast where nothing is free"] = timed(place_one, max(5, args.calls // 20))
        fresh()
        toasts.place(layer, shown[0])

        def still_taken():
            layer.placed[:] = before
            toasts.place(layer, shown[0])
        results["the same, a still frame"] = timed(still_taken, args.calls)
        layer.claims.pop()
        for name, ms in results.items():
            print(f"  {name:52s} {ms:7.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
