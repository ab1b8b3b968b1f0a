"""Every cache of drawn pieces under one budget of bytes: the least recently used piece goes first.

    _text = cache("text")           # a cache of its own name, in the one registry (gfx re-exports it)
    surf = _text.get(key)           # a hit counts as a use
    if surf is None:
        surf = _text[key] = render()
    caches.rows()                   # [(name, entries, surfaces, bytes)]: what the bench prints

A piece's bytes are its pixels (w * h * bytesize of its real surface: a Scaled one's), plus a few
for the Python objects; wrapped log lines, fonts and the like count an estimate. A surface kept
under two keys (a text and its fitted form) counts once in the budget (in each cache's figure).
When the bytes of all caches together pass `caches.budget`, the pieces least recently used (in
any cache) are dropped until they fit: a dropped piece is drawn again when next asked for. The
budget is BUDGET at a drawing scale of 1 and follows the pixels a piece has at another
(gfx.set_scale: k * k times as many, up to 4: a 4K TV at Auto). A piece is kept under its key
and the drawing scale it was drawn at (Caches.k): at another scale a cache answers with that
scale's pieces only; those of the scale left stay under the budget, the least recently used (so
the first to go), and serve again if the window comes back to that scale before they are dropped.
Dropped pixels go back to the system (use_own_pages, trim: docs/ui.md).
"""
from __future__ import annotations

import ctypes
import gc
from collections import OrderedDict

import pygame

MB = 1 << 20
BUDGET = 80 * MB        # at a drawing scale of 1: a 1080p table's pieces fit with room (docs/ui.md)
FONT_BYTES = 64 * 1024  # an open font (its face and glyph cache), as counted against the budget
TRIM_EVERY = 32 * MB    # pixels dropped between two hand-backs of the freed memory to the system (trim)


def _pieces(v) -> list:
    """[(id of a surface or None, bytes)] of a cached value: its surfaces (a gfx.Scaled one's real
    surface) by identity, so one kept under two keys (a text and its fitted form) counts once."""
    real = getattr(v, "real", v)        # gfx.Scaled and gfx.Font wrap a real surface or font
    if isinstance(real, pygame.Surface):
        return [(id(real), real.get_width() * real.get_height() * real.get_bytesize() + 64)]
    if isinstance(real, pygame.font.Font):
        return [(None, FONT_BYTES)]
    if isinstance(v, (tuple, list)):
        out = [(None, 56 + 8 * len(v))]
        for x in v:
            out += _pieces(x)
        return out
    return [(None, 49 + len(v) if isinstance(v, str) else 32)]


def _surfaces(v) -> int:
    return sum(1 for i, _ in _pieces(v) if i is not None)


class Cache:
    """One named cache: a dict whose entries count against the registry's budget."""
    __slots__ = ("name", "reg", "d", "bytes", "puts", "dropped", "__weakref__")

    def __init__(self, name: str, reg: "Caches"):
        self.name, self.reg = name, reg
        self.d: dict = {}
        self.bytes = 0
        self.puts = 0           # pieces made (every miss that was filled)
        self.dropped = 0        # pieces dropped for the budget

    def get(self, key, default=None):
        key = (self.reg.k, key)
        v = self.d.get(key, self)
        if v is self:
            return default
        self.reg.lru.move_to_end((self, key))
        return v

    def __getitem__(self, key):
        key = (self.reg.k, key)
        v = self.d[key]
        self.reg.lru.move_to_end((self, key))
        return v

    def __contains__(self, key) -> bool:
        return (self.reg.k, key) in self.d

    def __len__(self) -> int:
        """The pieces kept, at every drawing scale."""
        return len(self.d)

    def __setitem__(self, key, value):
        reg = self.reg
        key = (reg.k, key)
        if key in self.d:
            self._forget(key)
        pieces = _pieces(value)         # (kept with the entry: dropping it needs them again)
        n = reg.hold(value, pieces)
        self.d[key] = value
        reg.lru[(self, key)] = (n, pieces)
        self.bytes += n
        self.puts += 1
        reg.fit()

    def _forget(self, key):
        n, pieces = self.reg.lru.pop((self, key))
        self.reg.release(self.d.pop(key), pieces)
        self.bytes -= n

    def values(self):
        return list(self.d.values())

    def clear(self):
        for key in list(self.d):
            self._forget(key)


class Caches:
    """The registry: every Cache, the least recently used order across all of them, the budget."""

    def __init__(self, budget: int = BUDGET):
        self.base = budget          # the budget at a drawing scale of 1
        self.budget = budget
        self.k = 1.0                # the drawing scale: part of every piece's key (gfx.set_scale)
        self.bytes = 0
        self.lru: OrderedDict = OrderedDict()      # (cache, key) -> (bytes, its pieces), least recently used first
        self.refs: dict = {}        # id(surface) -> [entries holding it, its bytes]: counted once in `bytes`
        self.all: list = []
        self.since_trim = 0         # bytes dropped since the freed memory was last handed back

    def make(self, name: str) -> Cache:
        c = Cache(name, self)
        self.all.append(c)
        return c

    def fit(self):
        """Drop the least recently used pieces until the bytes fit the budget (the newest stays)."""
        lru = self.lru
        while self.bytes > self.budget and len(lru) > 1:
            (c, key), (n, pieces) = lru.popitem(last=False)
            self.release(c.d.pop(key), pieces)
            c.bytes -= n
            c.dropped += 1
            self.since_trim += n
        if self.since_trim > TRIM_EVERY:
            self.since_trim = 0
            trim()

    def hold(self, value, pieces=None) -> int:
        """Count a value now cached (its _pieces, if worked out); returns its own bytes (each surface
        in it, shared or not)."""
        own = 0
        for i, n in _pieces(value) if pieces is None else pieces:
            own += n
            if i is None:
                self.bytes += n
                continue
            held = self.refs.get(i)
            if held is None:
                self.refs[i] = [1, n]
                self.bytes += n
            else:
                held[0] += 1
        return own

    def release(self, value, pieces=None):
        for i, n in _pieces(value) if pieces is None else pieces:
            if i is None:
                self.bytes -= n
                continue
            held = self.refs[i]
            held[0] -= 1
            if not held[0]:
                del self.refs[i]
                self.bytes -= n

    def set_budget(self, nbytes: int, scale: float = 1.0):
        """The budget at a drawing scale of 1 (tests: a small one), and the scale it follows."""
        self.base = int(nbytes)
        self.scaled(scale)

    def scaled(self, k: float):
        """The drawing scale is k: pieces are looked up at k, and a piece has k * k times the pixels (at
        most 4 times the budget)."""
        self.k = k
        self.budget = int(self.base * min(4.0, max(1.0, k * k)))
        self.fit()

    def clear(self):
        for c in self.all:
            c.clear()

    def rows(self) -> list:
        """[(name, entries, surfaces, bytes)] of every cache, in the order they were made."""
        return [(c.name, len(c.d), sum(_surfaces(v) for v in c.d.values()), c.bytes) for c in self.all]


caches = Caches()


def cache(name: str) -> Cache:
    """A cache of drawn pieces named `name`, under the one budget (its pieces kept by drawing scale)."""
    return caches.make(name)


def _libc():
    """The C library (glibc on Linux), or None. glibc's own name first: find_library runs a
    subprocess (ldconfig) at start-up, which only other systems need (and ctypes.util imports
    subprocess: imported only then)."""
    for name in ("libc.so.6", None):
        try:
            if name is None:
                from ctypes.util import find_library
                name = find_library("c")
            return ctypes.CDLL(name)
        except (OSError, TypeError):
            continue
    return None


_LIBC = _libc()
_trim = getattr(_LIBC, "malloc_trim", None)
M_MMAP_THRESHOLD = -3           # glibc's mallopt parameter
MMAP_FROM = 64 * 1024           # blocks from this size get pages of their own, given back when freed


def use_own_pages() -> None:
    """Pixels of 64 KB and more (most cached pieces: a line of text at 20 px is some 40 KB, a card
    340 KB) in pages of their own, handed back to the system when the piece is dropped. Otherwise
    glibc serves them from its heap, where they end up scattered among the pieces still held and
    their memory stays with the process: over an evening its resident size crept up by the
    caches' turnover though they kept their budget (bench/evening.py). Elsewhere: nothing."""
    mallopt = getattr(_LIBC, "mallopt", None)
    if mallopt is not None:
        mallopt(M_MMAP_THRESHOLD, MMAP_FROM)


def trim() -> None:
    """Hand the free pages of the C heap back to the system (glibc's malloc_trim, a few ms): the
    smaller pieces dropped leave them. Elsewhere nothing."""
    if _trim is not None:
        _trim(0)


def release_scene() -> None:
    """A scene was left: free what it held now (gc.collect, some 20 ms), then hand the freed pages
    back (trim). A scene is full of reference cycles (its parts' hotspots call back into it), so it
    and its pictures (the table: the compositor's canvas and parts, the map, some 27 MB at 1080p)
    waited for the interpreter's next full collection, minutes away in a heap of 40,000 objects:
    until then the old table and the new one were both resident (bench/evening.py: a swing of
    some 30 MB between readings)."""
    gc.collect()
    trim()


use_own_pages()
