"""YAML that cannot hurt: every YAML file the app reads (content, stages, scenarios) goes through here.

Before anything is built from a file, its size is checked, then one pass over the parser's events
(iterative: no recursion, however deep the file) bounds what the file may become:

- at most MAX_VALUES values once every alias is expanded (an alias bomb of nested anchors is a few
  hundred bytes that expand to billions) and at most MAX_ALIASES alias uses; no alias inside the
  value it names (a loop);
- at most MAX_DEPTH levels of nesting (counting what aliases bring in): deeper files crash the C
  composer, and every later walk over the value;
- no scalar longer than the kind's text limit, no number longer than MAX_DIGITS characters.

A file past a bound raises YamlLimit("line L, column C", "what"), the place and the problem of the
usual `file: place: problem` line. The loader itself is SAFE_LOADER: PyYAML's safe loader (plain YAML, no
Python tags) that constructs no dates or times (`2026-11-30` stays the text it is: the content never
needs a date, and a date like 2026-02-31 would stop the loader with ValueError), and in which a tagged
scalar that is not what its tag says (`!!int abc`, `!!float abc`, `!!bool maybe`) is a YAMLError
with its line and column ("expected a whole number (!!int), got 'abc'"), like any other YAML error.
"""
from __future__ import annotations

try:                            # CPython's own SHA-256: hashlib loads OpenSSL's library, some 2 ms of the start
    from _sha256 import sha256
except ImportError:             # another Python (3.12 calls it _sha2)
    from hashlib import sha256
import os
import stat
from pathlib import Path

MAX_VALUES = 100_000
MAX_ALIASES = 1_000
MAX_DEPTH = 64
MAX_DIGITS = 40
LIMITS = {  # kind: (bytes of the file, characters of one scalar)
    "content": (1 << 20, 10_000),
    "scenario": (1 << 20, 2_000),
}
_NUMBER_TAGS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
_TAG = "tag:yaml.org,2002:"
_EXPECTED = {"int": "a whole number", "float": "a number", "bool": "true or false", "null": "null",
             "binary": "base64 text"}

# PyYAML and the loader are made when a file is first parsed (_parser): a start whose parse cache
# (store/cache.py) holds every file of the box imports no PyYAML (some 20 ms of the window's start).
yaml = None
SAFE_LOADER = None
_RESOLVER = None


class _NeverRaised(Exception):
    """What `errors()` gives before PyYAML is imported: nothing parsed, so no YAML error to catch."""


def errors():
    """The exception class of a YAML syntax or construction error (yaml.YAMLError), for an except
    clause (`except safeyaml.errors() as exc`) that should not import PyYAML itself."""
    return yaml.YAMLError if yaml is not None else _NeverRaised


def _parser():
    """PyYAML, with SAFE_LOADER and the scalar resolver made on the first call."""
    global yaml, SAFE_LOADER, _RESOLVER
    if yaml is None:
        import yaml as pyyaml
        SAFE_LOADER, _RESOLVER = _make_loader(pyyaml), pyyaml.resolver.Resolver()
        yaml = pyyaml
    return yaml


def _as_text(loader, node):
    """A date or time (`!!timestamp`, or a scalar that looks like one) is kept as its text."""
    return loader.construct_scalar(node)


def _checked(tag: str, construct, pyyaml):
    """The constructor of a tagged scalar, raising a YAMLError at the node when the text is not one."""
    def build(loader, node):
        try:
            return construct(loader, node)
        except pyyaml.YAMLError:
            raise
        except Exception:  # noqa: BLE001 - ValueError, KeyError, IndexError... from the text of the scalar
            raise pyyaml.constructor.ConstructorError(
                None, None, f"expected {_EXPECTED[tag]} (!!{tag}), got {_short(node.value)}",
                node.start_mark) from None
    return build


def _make_loader(pyyaml):
    base = getattr(pyyaml, "CSafeLoader", pyyaml.SafeLoader)

    class SAFE_LOADER(base):  # noqa: N801 - named like a constant: the one YAML loader of the app
        """PyYAML's safe loader without dates and times, and with checked scalar tags (see module doc)."""
        yaml_implicit_resolvers = {first: [(tag, rx) for tag, rx in pairs if tag != _TAG + "timestamp"]
                                   for first, pairs in base.yaml_implicit_resolvers.items()}
        yaml_constructors = {**base.yaml_constructors, _TAG + "timestamp": _as_text,
                             **{_TAG + t: _checked(t, base.yaml_constructors[_TAG + t], pyyaml) for t in _EXPECTED}}
    return SAFE_LOADER


class YamlLimit(ValueError):
    """A file past one of the bounds: `where` (line and column, or "(file)") and `what`."""

    def __init__(self, where: str, what: str):
        self.where, self.what = where, what
        super().__init__(f"{where}: {what}")


def read_text(path: Path, kind: str) -> str:
    """The file's text, if it is a regular file within the kind's size (OSError, UnicodeDecodeError)."""
    max_bytes = LIMITS[kind][0]
    info = os.stat(path)         # before opening: opening a FIFO would wait for a writer
    if not stat.S_ISREG(info.st_mode):
        raise YamlLimit("(file)", "not a regular file")
    with open(path, "rb") as fh:
        data = fh.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise YamlLimit("(file)", f"the file is {_size(max(info.st_size, len(data)))}; "
                                  f"a {kind} file is at most {_size(max_bytes)}")
    return data.decode("utf-8")


def load(text: str, kind: str):
    """The document of `text` once it is known to be within the bounds (YamlLimit, yaml.YAMLError)."""
    _parser()
    check(text, LIMITS[kind][1])
    return yaml.load(text, Loader=SAFE_LOADER)


def read(path, kind: str):
    """read_text and load: the document of a YAML file of this kind (see module doc)."""
    return load(read_text(Path(path), kind), kind)


def check_plain(doc, kind: str) -> bool:
    """True if `doc`, plain data from elsewhere than this module's loader (the parse cache,
    store/cache.py), keeps the bounds a parsed file keeps: only mappings, lists, text, numbers,
    booleans and null (keys too); at most MAX_VALUES values, MAX_DEPTH levels, text of the kind's
    limit, numbers of MAX_DIGITS characters. Iterative, like check(), a level at a time."""
    max_text, values, level, layer = LIMITS[kind][1], 0, 1, [doc]
    while layer:
        values += len(layer)
        if values > MAX_VALUES or level > MAX_DEPTH:
            return False
        below = []
        for value in layer:
            t = type(value)
            if t is str:
                if len(value) > max_text:
                    return False
            elif t is dict:
                below += value
                below += value.values()
            elif t is list:
                below += value
            elif t is int or t is float:
                if len(repr(value)) > MAX_DIGITS:
                    return False
            elif value is not None and t is not bool:
                return False
        layer, level = below, level + 1
    return True


def read_cached(path, kind: str, rel: str, docs):
    """read() through a parse cache (store/cache.py's DocCache): the file's text read within bounds,
    then the cached document of that text's SHA-256 if there is one that keeps the bounds
    (check_plain), else the text parsed, and put in the cache."""
    text = read_text(Path(path), kind)
    digest = sha256(text.encode("utf-8")).hexdigest()
    doc = docs.get(rel, digest)
    if doc is not None and check_plain(doc, kind):
        return doc
    if doc is not None:
        docs.drop(rel)
    doc = load(text, kind)
    if isinstance(doc, dict):
        docs.put(rel, digest, doc)
    return doc


def describe_error(exc) -> tuple:
    """(place, problem) of a YAML syntax or construction error."""
    mark = getattr(exc, "problem_mark", None)
    where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "(file)"
    problem = getattr(exc, "problem", None) or "not valid YAML"
    if "could not determine a constructor" in str(exc):
        problem = "tags like !!python/... are not allowed; plain YAML only"
    return where, problem


def check(text: str, max_text: int) -> None:
    """One pass over the events of `text`; YamlLimit at the first bound passed (see module doc)."""
    sizes = {}       # anchor -> (values, height) of the value it names
    opened = []      # open collections: [anchor, values before it, its level, deepest level inside]
    values = aliases = 0
    _parser()
    for event in yaml.parse(text, Loader=SAFE_LOADER):
        kind = type(event)
        if kind is yaml.ScalarEvent:
            values += 1
            _check_scalar(event, max_text)
            if event.anchor:
                sizes[event.anchor] = (1, 0)
        elif kind is yaml.SequenceStartEvent or kind is yaml.MappingStartEvent:
            values += 1
            level = len(opened) + 1
            if level > MAX_DEPTH:
                raise YamlLimit(_place(event), f"nested too deeply (more than {MAX_DEPTH} levels)")
            opened.append([event.anchor, values, level, level])
        elif kind is yaml.SequenceEndEvent or kind is yaml.MappingEndEvent:
            anchor, before, level, deepest = opened.pop()
            if anchor:
                sizes[anchor] = (values - before + 1, deepest - level + 1)
            if opened:
                opened[-1][3] = max(opened[-1][3], deepest)
        elif kind is yaml.AliasEvent:
            aliases += 1
            if aliases > MAX_ALIASES:
                raise YamlLimit(_place(event), f"too many aliases (more than {MAX_ALIASES})")
            if event.anchor not in sizes:
                if any(o[0] == event.anchor for o in opened):
                    raise YamlLimit(_place(event), f"alias *{event.anchor} is inside the value it names (a loop)")
                continue     # an undefined alias: the loader says so
            count, height = sizes[event.anchor]
            values += count
            deepest = len(opened) + height
            if deepest > MAX_DEPTH:
                raise YamlLimit(_place(event), f"nested too deeply through alias *{event.anchor} "
                                               f"(more than {MAX_DEPTH} levels)")
            if opened:
                opened[-1][3] = max(opened[-1][3], deepest)
        if values > MAX_VALUES:
            raise YamlLimit(_place(event), f"too many aliases (the file expands to more than {MAX_VALUES:,} values)"
                            if aliases else f"too many values (more than {MAX_VALUES:,})")


def _check_scalar(event, max_text: int) -> None:
    value = event.value
    if len(value) > max_text:
        raise YamlLimit(_place(event), f"text of {len(value):,} characters; at most {max_text:,}")
    if len(value) > MAX_DIGITS:
        tag = event.tag if event.tag not in (None, "!") else (
            _RESOLVER.resolve(yaml.ScalarNode, value, event.implicit) if event.implicit[0] else None)
        if tag in _NUMBER_TAGS:
            raise YamlLimit(_place(event), f"a number of {len(value):,} characters; at most {MAX_DIGITS}")


def _place(event) -> str:
    mark = event.start_mark
    return f"line {mark.line + 1}, column {mark.column + 1}"


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _size(n: int) -> str:
    return f"{n / (1 << 20):.1f} MB" if n >= 1 << 20 else f"{n / 1024:.0f} KB"
