"""Bad content never crashes: mutated YAML files (deleted keys, wrong types, unknown icons
and effects, dangling references, duplicate ids, broken syntax, huge numbers, empty files)
always give `file: path.to.field: what was expected` lines, never a traceback."""
import marshal
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from legends.content import ContentError, load_box
from legends.content.loader import DATA, STAGES

ROOT = Path(__file__).resolve().parents[1]
LINE = re.compile(r"^[^:]+\.yaml: [^:]+: .+")
# PyYAML's C parser and emitter where it has them (as the app's loader: content/safeyaml.py): the same
# documents and texts as its pure-Python ones, for a fraction of the time of 500 mutations
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
FILES = sorted(p.relative_to(ROOT) for p in list(DATA.rglob("*.yaml")) + list(STAGES.glob("*.yaml")))


def _paths(node, prefix=()):
    """Every (path, value) inside a YAML document."""
    yield prefix, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


def _set(doc, path, value, delete=False):
    node = doc
    for key in path[:-1]:
        node = node[key]
    if delete:
        if isinstance(node, dict):
            del node[path[-1]]
        else:
            node.pop(path[-1])
    else:
        node[path[-1]] = value


MUTATIONS = ["delete", "wrong_type", "unknown_icon", "unknown_effect", "dangling", "huge", "negative",
             "duplicate_id", "broken_syntax", "empty_file", "python_tag", "list_for_map", "not_yaml_text"]


def mutate(rng, text):
    """Return (mutation name, new text)."""
    kind = rng.choice(MUTATIONS)
    if kind == "broken_syntax":
        lines = text.splitlines()
        i = rng.randrange(len(lines))
        lines[i] = lines[i] + ": [unclosed"
        return kind, "\n".join(lines)
    if kind == "empty_file":
        return kind, ""
    if kind == "python_tag":
        return kind, "!!python/object/apply:os.system ['echo pwned']\n" + text
    if kind == "not_yaml_text":
        return kind, "just a sentence, not a card"
    doc = yaml.load(text, Loader=LOADER)
    paths = [p for p, _ in _paths(doc) if p]
    path = rng.choice(paths)
    if kind == "delete":
        _set(doc, path, None, delete=True)
    elif kind == "wrong_type":
        _set(doc, path, rng.choice([{"x": 1}, [1, 2], "text", 3.5, True, None]))
    elif kind == "unknown_icon":
        strings = [p for p, v in _paths(doc) if p and isinstance(v, str)]
        _set(doc, rng.choice(strings) if strings else path, "kik 2")
    elif kind == "unknown_effect":
        _set(doc, path, {"effect": "teleport_everywhere", "amount": 1})
    elif kind == "dangling":
        _set(doc, path, "Z99")
    elif kind == "huge":
        _set(doc, path, 10 ** 12)
    elif kind == "negative":
        _set(doc, path, -5)
    elif kind == "duplicate_id":
        doc["id"] = "ryu"
    elif kind == "list_for_map":
        _set(doc, path, [])
    return kind, yaml.dump(doc, Dumper=DUMPER, sort_keys=False)


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory):
    root = tmp_path_factory.mktemp("box")
    shutil.copytree(DATA, root / "data")
    shutil.copytree(STAGES, root / "stages")
    return root


class MemoryDocs:
    """A parse cache in memory with the interface load_box takes (store/cache.py's DocCache: get, drop,
    put): a file's document kept by the SHA-256 of its text as marshal bytes, each get a fresh copy
    (a C copy: DocCache's, from its JSON form, is Python, and cost the fuzz more than a file's parse)."""

    def __init__(self):
        self.kept = {}

    def get(self, rel, sha256):
        entry = self.kept.get(rel)
        return marshal.loads(entry[1]) if entry is not None and entry[0] == sha256 else None

    def drop(self, rel):
        self.kept.pop(rel, None)

    def put(self, rel, sha256, doc):
        try:
            self.kept[rel] = (sha256, marshal.dumps(doc))
        except ValueError:          # nested deeper than marshal goes: parsed each time
            self.kept.pop(rel, None)


@pytest.fixture(scope="module")
def docs():
    """A parse cache, as the window's start has (store/cache.py): a mutation changes one file, which
    is parsed (the same bounds and YAML errors as `validate`'s reading: safeyaml.load), and the box's
    46 others come from the cache (their text unchanged, by its hash; bounded again, safeyaml.check_plain)
    instead of being parsed again 500 times; every document is validated whole each time all the same."""
    return MemoryDocs()


@pytest.mark.parametrize("batch", range(10))
def test_mutated_content_is_reported_never_crashes(sandbox, docs, batch):
    """50 mutations a batch, 500 in all."""
    rng = random.Random(batch)
    data, stages = sandbox / "data", sandbox / "stages"
    for _ in range(50):
        rel = rng.choice(FILES)
        target = sandbox / ("stages" if rel.parts[0] == "stages" else "data") / Path(*rel.parts[1 if rel.parts[0] == "stages" else 2:])
        original = target.read_text()
        kind, text = mutate(rng, original)
        target.write_text(text)
        try:
            load_box(data, stages, docs=docs)
        except ContentError as exc:
            assert exc.problems, kind
            for line in exc.problems:
                assert LINE.match(line), f"{kind}: badly formed problem line {line!r}"
                assert "unexpected structure" not in line, f"{kind}: the loader did not foresee this: {line}"
        finally:
            target.write_text(original)


def test_validate_command_prints_problems_without_traceback(tmp_path):
    """The app's own entry point, on a broken copy of the box."""
    shutil.copytree(ROOT / "legends", tmp_path / "legends")     # its bytecode too (valid: copytree keeps the times)
    shutil.copytree(ROOT / "stages", tmp_path / "stages")
    shutil.copy(ROOT / "main.py", tmp_path / "main.py")
    ryu = tmp_path / "legends" / "data" / "fighters" / "ryu.yaml"
    ryu.write_text(ryu.read_text().replace("long 3", "lnog 3", 1).replace("name: Ryu", "name: [Ryu"))
    stage = next((tmp_path / "stages").glob("*.yaml"))
    stage.write_text("!!python/object/apply:os.system ['echo pwned']\n")
    out = subprocess.run([sys.executable, "main.py", "validate"], cwd=tmp_path, capture_output=True, text=True)
    assert out.returncode == 1
    assert "Traceback" not in out.stdout + out.stderr
    assert "pwned" not in out.stdout + out.stderr
    lines = out.stdout.strip().splitlines()
    assert any(line.startswith("legends/data/fighters/ryu.yaml: ") for line in lines)
    assert any("python" in line and stage.name in line for line in lines)
    assert all(LINE.match(line) for line in lines), lines
    # the app's own start says the same and opens no window
    env = {**__import__("os").environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for command in (["play", "--seconds", "0.1"], ["demo", "--seconds", "0.1"], ["simulate", "--games", "1"]):
        out = subprocess.run([sys.executable, "main.py", *command], cwd=tmp_path, capture_output=True, text=True,
                             env=env)
        assert out.returncode == 1, command
        assert "Traceback" not in out.stdout + out.stderr
        assert "legends/data/fighters/ryu.yaml: " in out.stderr + out.stdout, command
