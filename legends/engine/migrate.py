"""Saves from older versions of the app, converted to the current format (Game.from_save calls `migrate`).

Version 1 named an ability by its position on the fighter's board (`P1 ability 2 shoto_01,shoto_04`,
`P1 upgrade 0`, `P2 flip 3`) and kept a fighter's `upgraded` as four booleans in that order.
Version 2 names abilities by their stable id (`P1 ability ryu_tatsumaki_senpukyaku shoto_01,shoto_04`)
and keeps `upgraded` as the sorted ids of the upgraded abilities. The positions are converted with
the order the abilities had in version 1, frozen below as data: the YAML files may be reordered
since, a version-1 save may not.

Version 3 plays some rules more closely to the printed text (docs/rules.md): a game ends the moment it
is won or lost, and under `tie_break: ask` the players are asked more ties. A version-2 snapshot may
differ from today's replay of its log in those moments, so it is not compared: the game is rebuilt from
its setup (or its scenario's base position) and decision log, and a tie version 2 did not ask is
answered as version 2 did (saves.py). Version 3 also moved the starting minions of Ayutthaya Ruins;
an older save of that stage keeps the layout it was played on (its setup's `start_minions`).

Version 4 plays three more rules as printed (docs/rules.md): an enemy stops once in range of
attacking (a push is not an attack), each space a fighter is moved into triggers its hazard, and
every spawn that cannot happen advances the nemesis. A version-3 save keeps its snapshot: its log
replays as before unless one of those moments came up, and then the game goes on from the saved
position, as after a change of the box (saves.py, RULES_CHANGED).

Version 5 gives the state's keys full names (issue 25): a task's kind is `kind` (was `t`), its act's
place in the row `act_index` (`i`), where its acts come from `source` (`src`), the enemy it activates
`enemy` (`eid`); an attack's effect is `effect` (`mod`), its range `range_min`/`range_max` (`lo`/`hi`)
and its most targets `max_targets` (`max`); a log entry's decision count is `decision` (`n`) and a
move's start `from` (`frm`). Nothing else changed: the keys of a version-4 snapshot (its tasks and log
entries, and those of its base position) are renamed, and the game replays as it did.

`migrate` returns the save in the current format or raises SaveError saying exactly why not. A
version-1 snapshot is dropped: its log entries lack what the engine logs since (turn, seat, phase,
the route of every move), so Game.from_save rebuilds the game from the save's setup and converted
decision log, which gives the same game with today's log. `from_version` records the version a
converted save was written in.
"""
from __future__ import annotations

import json

from .actions import Action, IllegalAction
from .kinds import KINDS

SAVE_VERSION = 5
# actions whose first argument names an ability (the catalogue's: ability, upgrade, flip)
ABILITY_KINDS = tuple(name for name, k in KINDS.items() if k.args and k.args[0].type == "ability")


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why."""


# Version 1: each fighter's abilities in board order (the order of legends/data/fighters/*.yaml then).
V1_ABILITY_ORDER = {
    "birdie": ("birdie_bull_head", "birdie_bull_horn", "birdie_murderer_chain", "birdie_break_time"),
    "blanka": ("blanka_electric_thunder", "blanka_rolling_attack", "blanka_surprise_forward", "blanka_chan_bomb"),
    "chun_li": ("chun_li_spinning_bird_kick", "chun_li_kikoken", "chun_li_hyakuretsukyaku", "chun_li_tenkukyaku"),
    "dhalsim": ("dhalsim_yoga_fire", "dhalsim_yoga_flame", "dhalsim_stretching_limbs", "dhalsim_yoga_teleport"),
    "e_honda": ("e_honda_sumo_headbutt", "e_honda_hundred_hand_slap", "e_honda_sumo_smash", "e_honda_oicho_throw"),
    "guile": ("guile_sonic_boom", "guile_flash_kick", "guile_sonic_blade", "guile_defensive_crouch"),
    "karin": ("karin_guren_ken", "karin_mujinkyaku", "karin_ressenha", "karin_tenko"),
    "ken": ("ken_shoryuken", "ken_hadoken", "ken_quick_step", "ken_tatsumaki_senpukyaku"),
    "laura": ("laura_bolt_charge", "laura_thunder_clap", "laura_linear_movement", "laura_matsuda_sway"),
    "rashid": ("rashid_spinning_mixer", "rashid_eagle_spike", "rashid_whirlwind_shot", "rashid_tailwind"),
    "ryu": ("ryu_hadoken", "ryu_shoryuken", "ryu_tatsumaki_senpukyaku", "ryu_minds_eye"),
    "zangief": ("zangief_screw_piledriver", "zangief_double_lariat", "zangief_borscht_dynamite",
                "zangief_iron_muscle"),
}


def migrate(data: dict) -> dict:
    """The save `data` in the current format (a converted copy; `data` itself is not changed)."""
    version = data.get("version")
    if version == SAVE_VERSION:
        return data
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"save format version {version!r} is not one this app knows "
                        f"(it reads versions 1 to {SAVE_VERSION})")
    if version > SAVE_VERSION:
        raise SaveError(f"save format version {version}: written by a newer app; this app reads "
                        f"versions 1 to {SAVE_VERSION}")
    data = json.loads(json.dumps(data))
    for step in STEPS[version - 1:]:
        data = step(data)
    data["from_version"] = version
    return data


# --- version 1 -> 2: abilities by id -------------------------------------------------------------------
def _v1_to_v2(data: dict) -> dict:
    seats = _seat_fighters(data)
    decisions = data.get("decisions")
    if not isinstance(decisions, list):
        raise SaveError("cannot convert this version-1 save: it has no decision log")
    snapshot = data.get("snapshot")
    if isinstance(snapshot, dict) and snapshot.get("base"):
        raise SaveError("cannot convert this version-1 save: it starts from a scenario position "
                        "(docs/scenarios.md), not from its setup, so its decisions cannot be replayed")
    data["decisions"] = [_v1_decision(text, seats, n) for n, text in enumerate(decisions, 1)]
    data["snapshot"] = None  # rebuilt from the setup and the converted decision log
    data["version"] = 2
    return data


def _seat_fighters(data: dict) -> list:
    """The fighter id of each seat, from the save's setup."""
    setup = data.get("setup")
    players = setup.get("players") if isinstance(setup, dict) else None
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise SaveError("cannot convert this version-1 save: its setup does not say which fighter each seat plays")
    return [p.get("fighter") for p in players]


def _ability_id(fighter, index, where: str) -> str:
    order = V1_ABILITY_ORDER.get(fighter)
    if order is None:
        raise SaveError(f"cannot convert this version-1 save: {where}: fighter {fighter!r} was not in version 1")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(order):
        raise SaveError(f"cannot convert this version-1 save: {where}: ability {index!r} is not a position "
                        f"from 0 to {len(order) - 1}")
    return order[index]


def _v1_decision(text, seats: list, n: int) -> str:
    where = f"decision {n} {text!r}"
    try:
        action = Action.parse(text) if isinstance(text, str) else None
    except IllegalAction:
        action = None
    if action is None:
        raise SaveError(f"cannot convert this version-1 save: {where}: not an action text")
    if action.kind not in ABILITY_KINDS:
        return text
    if not 0 <= action.seat < len(seats) or not action.args:
        raise SaveError(f"cannot convert this version-1 save: {where}: no such seat or ability")
    ability = _ability_id(seats[action.seat], action.args[0], where)
    return str(Action(action.seat, action.kind, (ability,) + action.args[1:]))


# --- version 2 -> 3: rules played more closely to the printed text ------------------------------------
# The stages whose starting minions moved in version 3, with the spaces they had before.
V2_START_MINIONS = {"ayutthaya_ruins": [["standard", "B1"], ["standard", "G4"]]}


def _v2_to_v3(data: dict) -> dict:
    setup = data.get("setup")
    if isinstance(setup, dict) and setup.get("stage") in V2_START_MINIONS and "start_minions" not in setup:
        data["setup"] = dict(setup, start_minions=V2_START_MINIONS[setup["stage"]])  # the layout it was played on
    snapshot = data.get("snapshot")
    data["base"] = snapshot.get("base") if isinstance(snapshot, dict) else None
    data["snapshot"] = None  # rebuilt from the setup (or the base position) and the decision log
    data["version"] = 3
    return data


def _v3_to_v4(data: dict) -> dict:
    data["version"] = 4          # the snapshot is kept: a log that no longer replays goes on from it
    return data


# --- version 4 -> 5: the state's keys by their full names ------------------------------------------
V4_TASK_KEYS = {"t": "kind", "i": "act_index", "src": "source", "eid": "enemy", "mod": "effect",
                "lo": "range_min", "hi": "range_max", "max": "max_targets"}
V4_LOG_KEYS = {"n": "decision", "frm": "from"}


def _v4_to_v5(data: dict) -> dict:
    for key in ("snapshot", "base"):          # a version-2 save converted keeps its base position here
        full_key_names(data.get(key))
    data["version"] = 5
    return data


def full_key_names(state, depth: int = 0) -> None:
    """A state written before version 5 (a save's snapshot, or any other copy of `game.s`): its tasks and
    log entries (and its base position's) with today's key names, in place; anything not in shape is
    left as it is, for the checks that follow (statecheck.py). A state with today's names is unchanged."""
    if not isinstance(state, dict) or depth > 2:
        return
    for field, names in (("stack", V4_TASK_KEYS), ("log", V4_LOG_KEYS)):
        records = state.get(field)
        if isinstance(records, list):
            state[field] = [_renamed(r, names) if isinstance(r, dict) else r for r in records]
    full_key_names(state.get("base"), depth + 1)


def _renamed(record: dict, names: dict) -> dict:
    """The record with its old key names replaced, in the same order (a key already new is kept)."""
    return {(names[k] if k in names and names[k] not in record else k): v for k, v in record.items()}


STEPS = (_v1_to_v2, _v2_to_v3, _v3_to_v4, _v4_to_v5)   # STEPS[v - 1] converts version v to v + 1
