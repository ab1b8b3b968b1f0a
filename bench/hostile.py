"""Hostile files, full size: how long the app takes to refuse each one and how much memory it holds
(tracemalloc peak), read through the app's own entry points in a child with a time and memory limit.

    python bench/hostile.py

The issue's cases at their reported sizes: a 1.4 KB content alias bomb (30 s and 3 GB before the
bounds), a 1 KB scenario bomb under an unused key (29 s, 4.5 GB), saves and settings nested 100,000
deep (RecursionError), a 5,000-digit number, a 50 MB string in a save's log (a segfault in font
rendering). Prints one row per file: seconds, peak MB, and the line the app gives.
"""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

import hostile as H  # noqa: E402


def _save(tmp: Path, name: str, path, value: str) -> Path:
    data = H.save_data()
    node = data
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = "@@HOSTILE@@"
    out = tmp / name
    out.write_text(json.dumps(data).replace('"@@HOSTILE@@"', value), encoding="utf-8")
    return out


def cases(tmp: Path):
    bomb = H.alias_bomb("id", levels=10)                 # 10 levels of 9: about 1.4 KB
    data, stages = H.content_folders(tmp / "c1", "fighters")
    (data / "fighters" / "bomb.yaml").write_text(bomb)
    yield f"content alias bomb ({len(bomb)} B, 9**10 values)", ("content", data, stages)
    data, stages = H.content_folders(tmp / "c2", "stages")
    (stages / "deep.yaml").write_text(H.yaml_deep("walls"))
    yield "stage nested 100,000 deep", ("content", data, stages)
    data, stages = H.content_folders(tmp / "c3", "rivals")
    (data / "rivals" / "num.yaml").write_text("id: zz\n" + H.yaml_number("health"))
    yield "content 5,000-digit number", ("content", data, stages)
    sc = tmp / "scenario.yaml"
    sc.write_text((ROOT / "tests/scenarios/move_and_attack.yaml").read_text() + H.alias_bomb("notes", levels=9))
    yield f"scenario bomb, unused key ({len(H.alias_bomb('notes'))} B, 9**9 values)", ("scenario", sc)
    yield "save nested 100,000 deep", ("save", _save(tmp, "deep.json", ["ui"], H.json_deep()))
    yield "Load screen row of that save", ("describe", tmp / "deep.json")
    yield "save with a 5,000-digit turn", ("save", _save(tmp, "num.json", ["snapshot", "turn"], "7" * 5000))
    yield "save with a 50 MB string in its log", ("save", _save(tmp, "big.json", ["snapshot", "log", 0, "text"],
                                                                json.dumps("x" * 50_000_000)))
    home = tmp / "home"
    home.mkdir()
    (home / "settings.json").write_text(H.json_deep())
    yield "settings.json nested 100,000 deep", ("settings", home)
    home = tmp / "home2"
    home.mkdir()
    (home / "settings.json").write_text("[" * 30_000 + "]" * 30_000)
    yield "settings.json nested 30,000 deep (60 KB)", ("settings", home)
    own = tmp / "own_stage.yaml"                         # the workshop's Import, the player's stages/
    own.write_text(H.alias_bomb("name", levels=10))
    yield "a player's stage file, alias bomb (9**10 values)", ("own_stage", own)
    pos = tmp / "position.yaml"                          # validate FILE, Set the table's Load
    pos.write_text(H.yaml_deep("notes"))
    yield "a position file nested 100,000 deep", ("position", pos)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'file':<52} {'seconds':>8} {'peak MB':>8}  line")
        for name, args in cases(Path(tmp)):
            r = H.read_in_child(*args)
            secs = f"{r['seconds']:.3f}" if r["seconds"] is not None else "-"
            peak = f"{r['peak'] / 2**20:.1f}" if r["peak"] is not None else "-"
            named = [ln for ln in r["lines"] if "(folder)" not in ln and "(file): missing" not in ln]
            line = (named or r["lines"] or [r["outcome"]])[-1]
            print(f"{name:<52} {secs:>8} {peak:>8}  {line[:150]}")


if __name__ == "__main__":
    main()
