"""The content parse cache: the box's YAML files as parsed documents, kept between starts.

Parsing the box's YAML (PyYAML plus the bounds pass of content/safeyaml.py) is most of loading the
content, and the content is the same from one start to the next. The cache keeps each file's parsed
document in one JSON file of the cache folder, `content-docs.json`:

    {"format": 1, "app": "<legends.__version__>", "data": {"<rel>": {"sha256": "...", "doc": {...}}}}

(every cache file has that frame: read() and write() below; ui/assets.py keeps the font files found
in `fonts.json` through them).

What it promises:
- *Never trusted blindly.* A document is used only for a file whose text hashes (SHA-256) to the
  hash stored beside it, from a cache of this format and this version of the app; it is then bounded
  like a YAML file (safeyaml.check_plain) and validated by the content's readers like any parsed
  file. A cache that cannot be read, is not JSON, is too big, nests too deep or has another shape is
  ignored as a whole and written anew; one bad entry is dropped and its file parsed.
- *Plain data only.* JSON, never a format that builds objects: a hostile file gives dicts, lists and scalars.
  A mapping whose keys are not all text (YAML's `1:`, a stage's track) is kept as {PAIRS: [[key,
  value], ...]}; a document that does not come back as it was is not cached.
- *Never in the way.* A cache folder that cannot be written leaves the app parsing every start,
  silently; `validate` never uses the cache.

`doc_cache(folder)` takes the folder: the system's cache folder (cache_folder below, from
store/folder.py's platformdirs places; LEGENDS_HOME's cache/ when it is set).
"""
from __future__ import annotations

import json
from pathlib import Path

from . import files

NAME = "content-docs.json"
FORMAT = 1
MAX_BYTES = 16 << 20        # the box's documents are some 50 KB as JSON
PAIRS = "\x00pairs"         # the one key of a mapping kept as pairs (no YAML text of the box is this key)


def cache_folder() -> Path:
    """Where the caches go: the system's cache folder (platformdirs: ~/.cache/legends on Linux), or
    LEGENDS_HOME's cache/ when it is set, as for everything (store/folder.py)."""
    from .folder import cache_dir
    return cache_dir()


def app_version() -> str:
    """The app's version, the key every kept cache is written under (a new version starts them afresh)."""
    from .. import __version__
    return __version__


class DocCache:
    """Parsed documents by (relative path, SHA-256 of the text); `save` writes what this run used."""

    def __init__(self, folder: Path, entries: dict):
        self.folder = folder
        self.old = entries          # rel -> (sha256, doc) read from the file
        self.used: dict = {}        # rel -> (sha256, doc) asked for or put this run
        self.changed = False

    def get(self, rel: str, sha256: str):
        """The document kept for `rel` if its text's hash is `sha256` (put this run, else read), else None."""
        entry = self.used.get(rel)
        if entry is None or entry[0] != sha256:
            entry = self.old.get(rel)
        if entry is None or entry[0] != sha256:
            return None
        try:
            doc = _decoded(entry[1])
        except RecursionError:
            return None
        self.used[rel] = entry
        return doc

    def drop(self, rel: str) -> None:
        """An entry that failed its checks: parsed again, and written anew."""
        self.used.pop(rel, None)
        self.changed = True

    def put(self, rel: str, sha256: str, doc) -> None:
        """Keep `doc` (a copy: what the readers then do with theirs is not written) if JSON gives it back
        as it was."""
        try:
            copy = json.loads(json.dumps(_encoded(doc), allow_nan=False))
            same = _decoded(copy) == doc
        except (TypeError, ValueError, RecursionError):
            same = False
        if same:
            self.used[rel] = (sha256, copy)
            self.changed = True

    def save(self) -> bool:
        """Write the documents used this run (the others are of files gone or changed); False if it could
        not be written (no matter: the next start parses again)."""
        if not self.changed and set(self.used) == set(self.old):
            return True
        data = {rel: {"sha256": h, "doc": doc} for rel, (h, doc) in sorted(self.used.items())}
        if not write(NAME, data, self.folder):
            return False
        self.old, self.changed = dict(self.used), False
        return True


def _encoded(value):
    """`value` as JSON can keep it: a mapping with a key that is not text as {PAIRS: [[key, value], ...]}."""
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _encoded(v) for k, v in value.items()}
        return {PAIRS: [[k, _encoded(v)] for k, v in value.items()]}
    if isinstance(value, list):
        return [_encoded(v) for v in value]
    return value


def _decoded(value):
    """The inverse of _encoded (RecursionError for data nested deeper than Python's stack)."""
    if isinstance(value, dict):
        pairs = value.get(PAIRS)
        if len(value) == 1 and isinstance(pairs, list) and all(isinstance(p, list) and len(p) == 2 for p in pairs):
            try:
                return {k: _decoded(v) for k, v in pairs}
            except TypeError:               # a key that cannot be one (a list): not this format
                return value
        return {k: _decoded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_decoded(v) for v in value]
    return value


def read(name: str, folder: Path | None = None):
    """The data of cache file `name` (JSON) in `folder` (cache_folder() if None), or None if it is
    missing, not a regular file, over MAX_BYTES, not UTF-8 JSON, or of another format or app version."""
    path = Path(folder if folder is not None else cache_folder()) / name
    try:
        if not path.is_file():                  # before opening: a FIFO would wait for a writer
            return None
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
        top = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_BYTES else None
    except (OSError, ValueError, RecursionError):    # not UTF-8, not JSON, a 5,000-digit number, nested too deep
        return None
    if not isinstance(top, dict) or top.get("format") != FORMAT or top.get("app") != app_version():
        return None
    return top.get("data")


def write(name: str, data, folder: Path | None = None) -> bool:
    """`data` into cache file `name`, atomically; False if it could not be written (a cache is never
    in the way: the next start works it out again)."""
    path = Path(folder if folder is not None else cache_folder()) / name
    try:
        files.make_folder(path.parent)
        files.write_json(path, {"format": FORMAT, "app": app_version(), "data": data})
    except (OSError, ValueError, RecursionError):
        return False
    return True


def write_bytes(name: str, data: bytes, folder: Path | None = None, keep: int | None = None) -> bool:
    """`data` into cache file `name`, atomically (a picture: ui/woodcache.py); False if it could not be
    written. `keep`: then only the `keep` newest files of the same kind (the name up to its first "-")
    and extension stay (old ones do not pile up)."""
    folder = Path(folder if folder is not None else cache_folder())
    like = (name.split("-", 1)[0] + "-*" if "-" in name else "*") + Path(name).suffix
    try:
        files.make_folder(folder)
        files.write_atomic(folder / name, data)
        if keep is not None:
            kept = sorted(folder.glob(like), key=lambda p: p.stat().st_mtime, reverse=True)
            for old in kept[keep:]:
                old.unlink()
    except (OSError, ValueError):
        return False
    return True


def _entries(found) -> dict:
    """rel -> (sha256, doc) of a content cache's data; the entries of another shape left out."""
    if not isinstance(found, dict):
        return {}
    out = {}
    for rel, entry in found.items():
        if isinstance(entry, dict) and isinstance(entry.get("sha256"), str) and isinstance(entry.get("doc"), dict):
            out[rel] = (entry["sha256"], entry["doc"])
    return out


def doc_cache(folder: Path | None = None) -> DocCache:
    """The content parse cache of `folder` (cache_folder() if None): empty if missing or unusable."""
    folder = Path(folder if folder is not None else cache_folder())
    return DocCache(folder, _entries(read(NAME, folder)))


def cached_box(folder: Path | None = None):
    """content.default_box() read through the parse cache of `folder`, the cache written back when a
    file was parsed anew (ContentError as default_box; the box already loaded: that one)."""
    from ..content import default_box, use_doc_cache
    if default_box.cache_info().currsize:
        return default_box()
    docs = doc_cache(folder)
    use_doc_cache(docs)
    try:
        box = default_box()
    finally:
        use_doc_cache(None)
    docs.save()
    return box
