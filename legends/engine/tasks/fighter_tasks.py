"""Fighter tasks (moved here from fighters.py in the next step)."""
from __future__ import annotations

from .base import Task


def _bridge(kind_, step, on=None):
    class Bridge(Task):
        kind = kind_

        def advance(self, r, task):
            return getattr(r, step)(task)

        def apply(self, r, task, action):
            getattr(r, on)(task, action)
    return Bridge()


PLACE_RIVALS = _bridge("place_rivals", "step_place_rivals", "on_place_rivals")
FIGHTER_PHASE = _bridge("fighter_phase", "step_fighter_phase", "on_fighter_phase")
CARD_DONE = _bridge("card_done", "step_card_done", "on_card_done")
ACTS = _bridge("acts", "step_acts", "on_acts")
OVERFLOW = _bridge("overflow", "step_overflow", "on_overflow")
DAMAGE = _bridge("damage", "step_damage", "on_damage")


class _Free(Task):
    kind = "free"
    kinds = frozenset({"ability", "critical", "upgrade", "stand", "interact"})

    def apply(self, r, task, action):
        r.on_free(task, action)


FREE = _Free()
