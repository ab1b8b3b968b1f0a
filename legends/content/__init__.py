"""Content: the box's components as validated, frozen dataclasses loaded from YAML.

The loader and the model are imported when first asked for (`from legends.content import Box`
works as before): the small helpers beside them (terminal.py, catalog.py) serve the command line's
argument checks and error lines without loading the whole content code (about 85 ms at start)."""
from __future__ import annotations

from functools import lru_cache
from importlib import import_module

__all__ = ["Box", "ContentError", "default_box", "load_box", "use_doc_cache"]
_LAZY = {"ContentError": ".loader", "load_box": ".loader", "Box": ".model"}


def __getattr__(name: str):
    where = _LAZY.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(where, __name__), name)
    globals()[name] = value
    return value


_docs = None        # the parse cache default_box reads through (use_doc_cache)


def use_doc_cache(docs) -> None:
    """Let default_box read the box's files through a parse cache (store/cache.py's DocCache): the
    window's start sets it (cli.py); validate, the tests and the engine never do."""
    global _docs
    _docs = docs


@lru_cache(maxsize=1)
def default_box() -> "Box":
    """The box shipped with the app (legends/data and stages/), loaded once."""
    from .loader import load_box
    return load_box(docs=_docs)
