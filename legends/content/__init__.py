"""Content: the box's components as validated, frozen dataclasses loaded from YAML."""
from functools import lru_cache

from .loader import ContentError, load_box
from .model import Box


@lru_cache(maxsize=1)
def default_box() -> Box:
    """The box shipped with the app (legends/data and stages/), loaded once."""
    return load_box()


__all__ = ["Box", "ContentError", "default_box", "load_box"]
