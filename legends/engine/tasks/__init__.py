"""The registry of task kinds: `TASKS[kind]` is the one handler of that kind of task.

Each handler (a `Task`, base.py) has two halves: `advance` (move on by itself, or return the
Decision it waits for) and `apply` (apply the chosen action). Free actions (abilities, critical
arts, upgrades, standing up, Interact) may be taken while other tasks wait: `FREE` applies them.

    kind            module              rulebook
    place_rivals    rival_setup.py      Setup (rivals)
    fighter_phase   fighter_phase.py    Fighter Phase
    card_done       fighter_phase.py    Combo Meter
    (free actions)  free_actions.py     Abilities, Critical Arts, EX Tokens, Stunned, Interact
    acts            acts.py             Resolving Actions
    overflow        overflow.py         EX Tokens
    damage          damage.py           Damaging a Fighter (blocking)
    attack          attack.py           Defeating Enemies
    nemesis_phase   nemesis_phase.py    Nemesis Phase
    enemy           activation.py       Minion and Rival Activations, Enemy Movement
    ncard, nrows    nemesis_card.py     Nemesis Cards, Spawning Minions
"""
from __future__ import annotations

from .activation import Activation
from .acts import Acts
from .attack import Attack
from .base import Task
from .damage import Damage
from .fighter_phase import ComboMeter, FighterPhase
from .free_actions import FreeActions
from .nemesis_card import NemesisCard, NemesisRows
from .nemesis_phase import NemesisPhase
from .overflow import Overflow
from .rival_setup import RivalSetup

TASKS: dict[str, Task] = {h.kind: h for h in (
    RivalSetup(), FighterPhase(), ComboMeter(), Acts(), Overflow(), Damage(), Attack(),
    NemesisPhase(), Activation(), NemesisCard(), NemesisRows())}
FREE = FreeActions()

__all__ = ["FREE", "TASKS", "Task"]
