"""One cache for the drawn pieces: a surface is built once per key (card, size, state ...) and
reused while the one budget of every drawing cache keeps it (legends/ui/caches.py: the least
recently used piece goes first)."""
from __future__ import annotations

from .. import drawn
from .. import gfx


_cache = gfx.cache("pieces")


def cached(key, build):
    if drawn.marks is not None:       # recording what is drawn (tests): paint every piece afresh
        return build()
    s = _cache.get(key)
    if s is None:
        s = build()
        _cache[key] = s
    return s
