"""One cache for the drawn pieces: a surface is built once per key (card, size, state ...) and
reused while the one budget of every drawing cache keeps it (legends/ui/caches.py: the least
recently used piece goes first).

While tests record what is drawn (drawn.recording), a piece built keeps the marks its build noted
(beside the cache, with the very value they came with): a later hit notes them again (drawn.replay)
rather than painting the piece afresh, so a recorded table costs about what a drawn one does. A
piece built while nothing was recorded has no marks kept: its first hit while recording builds it
again. `store`: another cache of gfx.cache (a painter's own) kept the same way."""
from __future__ import annotations

from .. import drawn
from .. import gfx


_cache = gfx.cache("pieces")
_kept: dict = {}        # (cache name, key) -> (the cache, the value, the marks its build noted): while recording
SPARE = 256             # kept marks of dropped pieces let wait before they are looked for (_prune)
_next = SPARE           # and not before the kept marks are this many (those of other stores count)


def cached(key, build, store=None):
    store = _cache if store is None else store
    s = store.get(key)
    if drawn.marks is None:
        if s is None:
            s = store[key] = build()
        return s
    at = (store.name, key)
    if s is not None:
        kept = _kept.get(at)
        if kept is not None and kept[1] is s:       # built while recording: its marks noted again
            drawn.replay(kept[2])
            return s
    s, marks = drawn.kept(build)
    store[key] = s
    if marks is not None:
        _kept[at] = (store, s, marks)
        if len(_kept) > max(_next, 2 * len(_cache) + SPARE):
            _prune()
    return s


def _prune() -> None:
    """Forget the marks of pieces the budget dropped (or built again since): they hold their pixels
    and their hotspots (objects the collector would go through at each full collection)."""
    global _next
    for at in [at for at, (store, v, _) in _kept.items() if store.d.get(at[1]) is not v]:
        del _kept[at]
    _next = len(_kept) + SPARE
