"""Saves: a versioned JSON record of a game (setup, seed, decision log, the box's content fingerprint,
and a snapshot of the state).

The decision log is the truth: loading replays it from the setup (or, for a game begun from a
scenario or gone on from a saved position, from the base position the snapshot carries, checked
field by field first) and checks the snapshot against the replay. A snapshot out of shape or range,
an illegal decision in the log, or a snapshot that differs from its replay makes the file damaged:
SaveError says which field or which decision, and why. Nothing else escapes: no TypeError or
KeyError from a hostile file.

Unless the box changed: a save records its box's fingerprint (content/fingerprint.py). When the log
no longer replays and the save was made with another box (or says nothing of its box: saves from
before fingerprints), the game goes on from its snapshot with today's content. The snapshot becomes
the game's new base position (with a log entry telling the players, and `game.notice`), so the next
save of it replays from there, and undo stops there. A save's `decisions` are those after its base."""
from __future__ import annotations

import json

from .actions import Action, IllegalAction
from .copying import copy_state
from .invariants import check_invariants
from .migrate import SAVE_VERSION, SaveError, migrate  # noqa: F401  (SaveError: part of this module's API)
from .statecheck import check_state

SAVE_FORMAT = "legends-save"
DAMAGED = "save is damaged: "
CONTENT_CHANGED = ("This game was saved with different card data (the box's content has changed since). "
                   "It goes on from the saved position with today's cards; the moves before it can't be replayed.")
RULES_CHANGED = ("This game was saved by an earlier version of the app, which played some rules differently "
                 "(docs/rules.md). It goes on from the saved position; the moves before it can't be replayed.")
RULES_CHANGED_IN = 3     # a save of this version or older was played under rules read otherwise since (migrate.py)


def save_dict(game) -> dict:
    """The save of a game. Its snapshot is a copy by the state's shape (copying.py: the same data as
    a JSON round trip, the log's entries shared, as they never change): an autosave after every
    decision no longer copies the whole log through JSON (9 ms at turn 30, bench/evening.py --long-game)."""
    s = game.s
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "content": game.box.fingerprint, "setup": s["setup"],
            "decisions": s["history"][len(base_decisions(s)):], "snapshot": copy_state(s)}


def base_decisions(state) -> list:
    """The decisions taken before a game's base position (none for a scenario's, none without a base)."""
    base = state.get("base") if isinstance(state, dict) else None
    history = base.get("history") if isinstance(base, dict) else None
    return history if isinstance(history, list) else []


def all_decisions(data) -> list | None:
    """Every decision of the game a save holds (those before its base position, then its log), or
    None if it has no decision log."""
    decisions = data.get("decisions") if isinstance(data, dict) else None
    if not isinstance(decisions, list):
        return None
    return base_decisions(data.get("snapshot")) + decisions


def from_save(game_cls, data: dict, box=None):
    """Load a save into a game_cls (Game); raise SaveError saying exactly what is wrong with it."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a Legends save file (expected a JSON object with format 'legends-save')")
    try:
        data = migrate(data)  # older formats converted (engine/migrate.py), newer ones refused
        return _load(game_cls, data, box)
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - the checks above should leave nothing; never a traceback
        raise SaveError(f"{DAMAGED}cannot rebuild the game ({exc.__class__.__name__}: {exc})") from None


def _load(game_cls, data: dict, box):
    from ..content import default_box
    box = box or default_box()
    decisions, snapshot = _decisions(data), data.get("snapshot")
    content = data.get("content")
    other_box = isinstance(content, str) and content != box.fingerprint
    if snapshot is not None:
        problems = check_state(snapshot, box)
        if problems:
            why = listed(problems)
            if other_box:
                why = f"it was saved with different card data, and its position does not fit today's box: {why}"
            raise SaveError(DAMAGED + why)
    try:
        return _replay(game_cls, data, decisions, snapshot, box)
    except Exception as exc:  # noqa: BLE001 - a SaveError, or a replay today's content cannot run
        older_rules = data.get("from_version") == RULES_CHANGED_IN
        if snapshot is None or (content == box.fingerprint and not older_rules):
            raise
        why = str(exc).removeprefix(DAMAGED) if isinstance(exc, SaveError) else f"{exc.__class__.__name__}: {exc}"
        notice = CONTENT_CHANGED if other_box or not older_rules else RULES_CHANGED
    return _from_snapshot(game_cls, snapshot, box, why, other_box, notice)


def listed(problems: list, most: int = 12) -> str:
    """Every problem of a save at once (the first `most`, then how many more), `; ` between them."""
    more = len(problems) - most
    return "; ".join(problems[:most]) + (f"; and {more} more" if more > 0 else "")


def _decisions(data: dict) -> list:
    decisions = data.get("decisions")
    if not isinstance(decisions, list) or not all(isinstance(d, str) for d in decisions):
        bad = next((i for i, d in enumerate(decisions) if not isinstance(d, str)), None) \
            if isinstance(decisions, list) else None
        where = "decisions" if bad is None else f"decisions[{bad}]"
        raise SaveError(f"{DAMAGED}{where}: expected a list of decision texts")
    return decisions


def _replay(game_cls, data: dict, decisions: list, snapshot, box):
    """The game the save's log gives (from its setup or base position), checked against its snapshot."""
    base = snapshot.get("base") if snapshot is not None else data.get("base")
    game = _start(game_cls, data.get("setup"), base, box)
    older = data.get("from_version") in (1, 2)      # before version 3's ties (_answer_as_before)
    for n, text in enumerate(decisions):
        try:
            action = Action.parse(text)
            if older:
                _answer_as_before(game, action)
            game.apply(action)
        except IllegalAction as exc:
            raise SaveError(f"{DAMAGED}decisions[{n}]: {exc}") from None
    if snapshot is not None:
        # the log is told again by the replay: its words may change between versions of the app
        replayed = {k: v for k, v in game.to_dict().items() if k != "log"}
        saved = {k: v for k, v in snapshot.items() if k != "log"}
        if isinstance(saved.get("setup"), dict):    # an optional setup key added since has its default
            from .setup import SETUP_DEFAULTS
            saved["setup"] = {**SETUP_DEFAULTS, **saved["setup"]}
        if replayed != saved:
            raise SaveError(f"{DAMAGED}{first_difference(saved, replayed, 'snapshot')}")
    return game


def _from_snapshot(game_cls, snapshot: dict, box, why: str, other_box: bool, notice: str = CONTENT_CHANGED):
    """The game going on from a save's snapshot with today's box, its log no longer replaying
    (`why`): the snapshot (already checked field by field) becomes the game's base position, with
    a log entry telling the players; SaveError if it is not a sound position under today's box
    (`other_box`: the save names another box, rather than none); `notice` tells the players why."""
    state = json.loads(json.dumps(snapshot))
    state.pop("base", None)
    try:
        game = _start(game_cls, state.get("setup"), state, box, "snapshot")
        game.rules.log(notice, auto=True)
        del game.s["base"]              # one base position: the saved one with the notice (undo stops there)
        game.s["base"] = json.loads(json.dumps(game.s))
        game.legal_actions()            # the decision it waits for, worked out here: a bad task is a damaged save
    except Exception as exc:  # noqa: BLE001 - said as a damaged save, never a traceback
        detail = str(exc) if isinstance(exc, SaveError) else f"{exc.__class__.__name__}: {exc}"
        said = ("it was saved with different card data, and its saved position does not fit today's cards "
                "either" if other_box else "nor does its saved position fit today's cards")
        raise SaveError(f"{DAMAGED}{why}; {said} ({detail.removeprefix(DAMAGED)})") from None
    game.notice, game.notice_why = notice, why
    return game


def _answer_as_before(game, action) -> None:
    """A save from before version 3 (migrate.py): where today's rules ask a tie that version did not
    (an enemy heading for a full space, under `tie_break: ask`), its logged decision is not among the
    choices; the tie is answered as that version did, by the automatic choice (always listed first)."""
    for _ in range(100):
        d = game.pending
        if action in d.options or d.kind != "tiebreak" or not all(o.kind == "choose_space" for o in d.options):
            return
        game.apply(d.options[0])


def _start(game_cls, setup, base, box, where: str = "snapshot.base"):
    """The game the decision log starts from: the setup's, or a base position (a scenario's, or
    the position a game went on from after its box changed)."""
    if base is None:
        from .setup import SetupError
        try:
            return game_cls.new(setup, box)
        except SetupError as exc:
            raise SaveError(DAMAGED + "; ".join(str(exc).splitlines())) from None
    problems = check_state(base, box, where)
    if problems:
        raise SaveError(DAMAGED + listed(problems))
    game = game_cls(json.loads(json.dumps(base)), box)
    try:
        check_invariants(game)
    except AssertionError as exc:
        raise SaveError(f"{DAMAGED}{where}: {exc}") from None
    game.s["base"] = base
    return game


def first_difference(saved, replayed, path: str) -> str:
    """Where a saved value first differs from its replay: `path.to.field: 99 in the file, 4 by its log`."""
    if isinstance(saved, dict) and isinstance(replayed, dict):
        for key in list(replayed) + [k for k in saved if k not in replayed]:
            if key not in saved:
                return f"{path}.{key}: missing (its decision log gives {_short(replayed[key])})"
            if key not in replayed:
                return f"{path}.{key}: not part of a game ({_short(saved[key])})"
            if saved[key] != replayed[key]:
                return first_difference(saved[key], replayed[key], f"{path}.{key}")
    if isinstance(saved, list) and isinstance(replayed, list) and len(saved) == len(replayed):
        for i, (a, b) in enumerate(zip(saved, replayed)):
            if a != b:
                return first_difference(a, b, f"{path}[{i}]")
    return f"{path}: {_short(saved)} in the file, but its decision log gives {_short(replayed)}"


def _short(value) -> str:
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."
