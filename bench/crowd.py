"""A crowded box for stress positions: the shipped content with a larger minion supply, so a
benchmark may put more minions on the map than the printed tokens allow (scenarios refuse that
with the real box, docs/scenarios.md) and still be a position the engine accepts."""
from dataclasses import replace

from legends.content import default_box


def crowded_box(tokens: int = 24):
    box = default_box()
    minions = {gid: replace(g, supply=(("standard", tokens), ("elite", tokens))) for gid, g in box.minions.items()}
    return replace(box, minions=minions)
