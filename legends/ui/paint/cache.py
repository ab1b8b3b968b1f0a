"""One cache for the drawn pieces: a surface is built once per key (card, size, state ...) and
reused while the one budget of every drawing cache keeps it (legends/ui/caches.py: the least
recently used piece goes first).

While tests record what is drawn (drawn.recording), a piece built keeps the marks its build noted
(beside the cache, with the very value they came with): a later hit notes them again (drawn.replay)
rather than painting the piece afresh, so a recorded table costs what a drawn one does. A piece
built while nothing was recorded has no marks kept: its first hit while recording builds it again."""
from __future__ import annotations

from .. import drawn
from .. import gfx


_cache = gfx.cache("pieces")
_kept: dict = {}        # key -> (the cached value, the marks its build noted): only while recording
PRUNE = 512             # kept marks beyond the cache's entries before those of dropped pieces go


def cached(key, build):
    s = _cache.get(key)
    if drawn.marks is None:
        if s is None:
            s = _cache[key] = build()
        return s
    if s is not None:
        kept = _kept.get(key)
        if kept is not None and kept[0] is s:       # built while recording: its marks noted again
            drawn.replay(kept[1])
            return s
    s, marks = drawn.kept(build)
    _cache[key] = s
    if marks is not None:
        _kept[key] = (s, marks)
        if len(_kept) > len(_cache) + PRUNE:
            _prune()
    return s


def _prune() -> None:
    """Forget the marks of pieces the budget dropped (or built again since): they hold their pixels."""
    d = _cache.d
    for key in [k for k, (v, _) in _kept.items() if d.get(k) is not v]:
        del _kept[key]
