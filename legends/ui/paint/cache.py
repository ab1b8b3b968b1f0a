"""One cache for the drawn pieces: a surface is built once per key (card, size, state ...) and
reused; the whole cache is dropped when it grows past _CACHE_MAX entries."""
from __future__ import annotations

from .. import drawn
from .. import gfx as G


_cache: dict = G.cache()


_CACHE_MAX = 1500


def cached(key, build):
    if drawn.marks is not None:       # recording what is drawn (tests): paint every piece afresh
        return build()
    s = _cache.get(key)
    if s is None:
        s = build()
        if len(_cache) > _CACHE_MAX:
            _cache.clear()
        _cache[key] = s
    return s
