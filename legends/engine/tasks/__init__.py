"""The registry of task kinds: `TASKS[kind]` is the one handler of that kind of task.

Each handler (a `Task`, base.py) has two halves: `advance` (move on by itself, or return the
Decision it waits for) and `apply` (apply the chosen action). Free actions (abilities, critical
arts, upgrades, standing up, Interact) may be taken while other tasks wait: `FREE` applies them.

    kind            module              rulebook
    place_rivals    fighter_tasks.py    Setup (rivals)
    fighter_phase   fighter_tasks.py    Fighter Phase
    card_done       fighter_tasks.py    Combo Meter
    acts            fighter_tasks.py    Resolving Actions
    overflow        fighter_tasks.py    EX Tokens
    damage          fighter_tasks.py    Damaging a Fighter (blocking)
    attack          attack.py           Defeating Enemies
    nemesis_phase   nemesis_phase.py    Nemesis Phase
    enemy           activation.py       Minion and Rival Activations, Enemy Movement
    ncard, nrows    nemesis_card.py     Nemesis Cards, Spawning Minions
"""
from __future__ import annotations

from .activation import Activation
from .attack import Attack
from .base import Task
from .fighter_tasks import ACTS, CARD_DONE, DAMAGE, FIGHTER_PHASE, FREE, OVERFLOW, PLACE_RIVALS
from .nemesis_card import NemesisCard, NemesisRows
from .nemesis_phase import NemesisPhase

TASKS: dict[str, Task] = {h.kind: h for h in (
    PLACE_RIVALS, FIGHTER_PHASE, CARD_DONE, ACTS, OVERFLOW, DAMAGE,
    Attack(), NemesisPhase(), Activation(), NemesisCard(), NemesisRows())}

__all__ = ["FREE", "TASKS", "Task"]
