"""Issue 31 item 5, start at once: the box's YAML parsed once and kept in a cache that is checked,
never trusted blindly (store/cache.py), the font files found kept likewise (ui/assets.py), and the
first screen drawn without importing what it does not need."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from legends.content import safeyaml
from legends.content.loader import DATA, STAGES, load_box
from legends.store import cache

ROOT = Path(__file__).resolve().parents[1]


def _copy_box(tmp_path):
    data, stages = tmp_path / "data", tmp_path / "stages"
    shutil.copytree(DATA, data)
    shutil.copytree(STAGES, stages)
    return data, stages


def _no_parsing(monkeypatch):
    def refuse(text, kind):
        raise AssertionError("parsed a file the cache holds")
    monkeypatch.setattr(safeyaml, "load", refuse)


def _load(folder, data=DATA, stages=STAGES):
    docs = cache.doc_cache(folder)
    box = load_box(data, stages, docs=docs)
    return box, docs


def test_a_second_start_takes_every_file_from_the_cache_and_gets_the_same_box(tmp_path, monkeypatch):
    parsed = load_box()
    first, docs = _load(tmp_path)
    assert docs.save()
    assert first == parsed
    _no_parsing(monkeypatch)
    again, docs = _load(tmp_path)
    assert again == parsed
    box_files = [p for p in DATA.rglob("*.yaml") if "lessons" not in p.parts and p.name != "stage_labels.yaml"]
    assert len(docs.used) == len(box_files) + len(list(STAGES.glob("*.yaml")))
    assert not docs.changed             # nothing to write back


def test_mappings_with_number_keys_come_back_as_they_were(tmp_path):
    doc = {"track_start": {1: "a", 2: ["b", {True: None, 3.5: "c"}]}, "name": "x"}
    docs = cache.doc_cache(tmp_path)
    docs.put("f.yaml", "h", doc)
    assert docs.save()
    assert cache.doc_cache(tmp_path).get("f.yaml", "h") == doc


def test_a_stale_cache_gives_the_file_as_it_is_now(tmp_path, monkeypatch):
    data, stages = _copy_box(tmp_path)
    _load(tmp_path / "cache", data, stages)[1].save()
    ryu = data / "fighters" / "ryu.yaml"
    text = ryu.read_text()
    name = next(line for line in text.splitlines() if line.startswith("name:"))
    ryu.write_text(text.replace(name, "name: Ryu the Changed", 1))
    box, docs = _load(tmp_path / "cache", data, stages)
    assert box.fighters["ryu"].name == "Ryu the Changed"
    assert docs.changed and docs.save()
    _no_parsing(monkeypatch)            # the new text is what is kept now
    assert _load(tmp_path / "cache", data, stages)[0].fighters["ryu"].name == "Ryu the Changed"


@pytest.mark.parametrize("raw", [b"", b"\xff\xfe garbage", b'{"format": 1, "app": ', b"[" * 100_000 + b"]" * 100_000,
                                 b"1" * 5000, b'{"format": 1, "app": "1.0.0", "data": [1, 2]}'],
                         ids=["empty", "not-utf8", "truncated", "deep", "huge-number", "wrong-shape"])
def test_a_corrupted_cache_is_ignored_and_written_anew(tmp_path, raw):
    (tmp_path / cache.NAME).write_bytes(raw)
    box, docs = _load(tmp_path)
    assert box == load_box()
    assert docs.old == {} and docs.save()
    assert json.loads((tmp_path / cache.NAME).read_text())["format"] == cache.FORMAT


def _hostile(tmp_path, make_doc):
    """A cache of this format and version whose entry for ryu.yaml has the file's true hash but
    another document."""
    _load(tmp_path)[1].save()
    top = json.loads((tmp_path / cache.NAME).read_text())
    rel = next(r for r in top["data"] if r.endswith("fighters/ryu.yaml"))
    top["data"][rel]["doc"] = make_doc(top["data"][rel]["doc"])
    (tmp_path / cache.NAME).write_text(json.dumps(top))
    return rel


def _nested(depth):
    doc = {"leaf": 1}
    for _ in range(depth):
        doc = {"a": doc}
    return doc


@pytest.mark.parametrize("make_doc", [
    lambda doc: {**doc, "name": "x" * 20_000},                   # text past the content bound
    lambda doc: {**doc, "deep": _nested(safeyaml.MAX_DEPTH + 5)},     # nested past the bound
    lambda doc: {**doc, "many": list(range(safeyaml.MAX_VALUES + 1))},   # too many values
    lambda doc: {**doc, "hp": 10 ** 60},                           # a number past MAX_DIGITS
], ids=["long-text", "deep", "many-values", "long-number"])
def test_a_hostile_entry_is_not_used_and_its_file_is_parsed(tmp_path, make_doc):
    rel = _hostile(tmp_path, make_doc)
    box, docs = _load(tmp_path)
    assert box == load_box()
    assert docs.changed and docs.save()
    assert cache.doc_cache(tmp_path).old[rel][1] == json.loads(json.dumps(cache._encoded(
        safeyaml.read(ROOT / rel, "content"))))


def test_a_hostile_entry_within_bounds_is_validated_like_a_file(tmp_path):
    """A document that keeps the bounds is read as the file would be: its problems are said, in the
    file's name, as for a bad YAML file (the cache gives no way around the readers' checks)."""
    _hostile(tmp_path, lambda doc: {**doc, "abilities": "lots"})
    from legends.content import ContentError
    with pytest.raises(ContentError) as err:
        _load(tmp_path)
    assert any("ryu.yaml" in line for line in err.value.problems)


def test_a_cache_of_another_version_or_format_is_not_read(tmp_path, monkeypatch):
    _load(tmp_path)[1].save()
    top = json.loads((tmp_path / cache.NAME).read_text())
    for change in ({"app": "0.9.0"}, {"format": cache.FORMAT + 1}):
        (tmp_path / cache.NAME).write_text(json.dumps({**top, **change}))
        assert cache.doc_cache(tmp_path).old == {}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_cache_that_is_a_fifo_does_not_wait_for_a_writer(tmp_path):
    os.mkfifo(tmp_path / cache.NAME)
    assert cache.doc_cache(tmp_path).old == {}


def test_a_cache_folder_that_cannot_be_written_leaves_the_box_loading(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder would be")
    box, docs = _load(blocker / "cache")
    assert box == load_box()
    assert docs.save() is False


def test_a_font_file_kept_that_is_gone_or_no_font_is_looked_up_again(tmp_path, monkeypatch):
    import pygame
    from legends.ui import assets as A
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    pygame.font.init()
    monkeypatch.setattr(A, "_font_files", {})
    found = A._font_file("sans", False, False)
    kept = cache.read(A.FONTS_CACHE)
    if found is None:
        pytest.skip("no system font here (pygame's default font is used)")
    assert found in kept.values()
    for wrong in (str(tmp_path / "gone.ttf"), str(tmp_path / "settings.json"), ["not", "a", "path"]):
        (tmp_path / "settings.json").write_text("{}")
        cache.write(A.FONTS_CACHE, {key: wrong for key in kept})
        monkeypatch.setattr(A, "_font_files", {})
        assert A._font_file("sans", False, False) == found


FIRST_SCREEN = """
import sys
from legends.devtools.testing import make_app
app = make_app()
app.title()
app.render()
heavy = ("legends.engine", "legends.bots.expert", "legends.bots.greedy", "aiohttp", "dask", "distributed",
         "legends.ui.table", "legends.ui.paint.ability_cards", "legends.ui.paint.enemy_cards", "segno")
print(" ".join(m for m in heavy if m in sys.modules))
"""


def test_the_title_screen_is_drawn_without_the_engine_bots_table_phones_or_cluster(tmp_path):
    env = {**os.environ, "LEGENDS_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", FIRST_SCREEN], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == []


LATER_START = """
import sys
from legends.store import cache
box = cache.cached_box(sys.argv[1])
print(len(box.fighters), "yaml" in sys.modules)
"""


def test_a_later_start_takes_the_box_from_the_cache_without_importing_pyyaml(tmp_path):
    env = {**os.environ, "LEGENDS_HOME": str(tmp_path)}

    def start():
        out = subprocess.run([sys.executable, "-c", LATER_START, str(tmp_path / "cache")], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        return out.stdout.split()
    fighters = str(len(load_box().fighters))
    assert start() == [fighters, "True"]        # the first start parses the files (and fills the cache)
    assert start() == [fighters, "False"]       # a later one reads them from the cache
