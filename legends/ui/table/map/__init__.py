"""The stage map, one module per layer:

    view        MapView: geometry and hit testing; draws the layers below in order
    static      the printed board (tiles, walls, doors, features, spawns, start ...), cached
    objectives  objective tokens
    figures     standees laid out in their spaces
    previews    the coming enemy moves: dashed routes and ghosts
"""
from __future__ import annotations

from .previews import Route, ghost
from .view import MapView

__all__ = ["MapView", "Route", "ghost"]
