"""Actions: small frozen values with a text form that parses back.

`P1 play shoto_03`, `P2 ability ken_hadoken shoto_01,shoto_04 kick`, `P1 target m3`.
The seat is 1-based in text (P1..P4) and 0-based in code.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .kinds import KINDS


class IllegalAction(ValueError):
    """An action that is not among the legal ones; the message says why."""


def _small_int(word: str) -> bool:
    """Plain digits, few enough to be a seat or an index (a save or scenario may hold anything)."""
    return word.isascii() and word.isdigit() and len(word) <= 9


_MADE: dict = {}         # (seat, kind, args) -> the Action


@dataclass(frozen=True, order=True)
class Action:
    seat: int
    kind: str
    args: tuple = ()

    def __new__(cls, seat: int, kind: str, args: tuple = ()):
        """Equal actions are one object (a search makes the same options in every playout): made once,
        its hash and text worked out once. (Frozen: its fields are set here, never changed.)"""
        key = (seat, kind, args)
        try:
            found = _MADE.get(key)
        except TypeError:           # arguments that cannot be hashed (a list): an action of its own
            found, key = None, None
        if found is None:
            found = object.__new__(cls)
            d = found.__dict__
            d["seat"], d["kind"], d["args"] = seat, kind, args
            if key is not None:
                d["_hash"] = hash(key)          # the hash of its fields, as a dataclass's
                if len(_MADE) > 100_000:
                    _MADE.clear()
                _MADE[key] = found
        return found

    # No __init__ of its own to run: __new__ above set the fields (or handed back the action made
    # before), so Action(...) has nothing left to do. object's own __init__, not `def __init__(...):
    # pass`: a Python no-op runs a Python frame for every action made, +0.4-0.7% of the instructions
    # of a search playout (bench/search_instr.py); object's is C, no frame. It takes the fields given
    # to Action(...) because Action overrides __new__ and not __init__: object.__init__ refuses extra
    # arguments only in a class that overrides __init__ or does not override __new__ (CPython's
    # object_init, the rule since Python 2.6). Set here, it also keeps @dataclass from writing an
    # __init__ (it never replaces one the class defines). tests/test_engine_action_values.py pins it:
    # made by position and keyword, one object when equal, ordered, hashed, copied and sent to another
    # process as itself.
    __init__ = object.__init__

    def __hash__(self):
        try:
            return self._hash
        except AttributeError:      # arguments that cannot be hashed: TypeError, as a dataclass's
            return hash((self.seat, self.kind, self.args))

    def __reduce__(self):           # copied, and sent to other processes, by its fields (a hash is only good in its own)
        return type(self), (self.seat, self.kind, self.args)

    def __str__(self) -> str:
        text = self.__dict__.get("_text")
        if text is None:
            text = self.__dict__["_text"] = " ".join([f"P{self.seat + 1}", self.kind, *map(str, self.args)])
        return text

    @classmethod
    def parse(cls, text: str) -> "Action":
        words = text.split()
        if len(words) < 2 or not words[0].startswith("P") or not _small_int(words[0][1:]):
            raise IllegalAction(f"cannot read action {text!r}: expected 'P<seat> <kind> [args]'")
        return cls(int(words[0][1:]) - 1, words[1], tuple(int(w) if _small_int(w.lstrip("-")) else w for w in words[2:]))


@dataclass(frozen=True)
class Decision:
    """What the game waits for: who decides, what kind, with which options, and (`context`) the
    situation it is taken in. The engine sets the context before anyone sees the decision."""
    kind: str
    seat: int | None          # None: nobody (game over)
    prompt: str
    options: tuple = ()
    context: "Context | None" = field(default=None, compare=False, repr=False)

    def __init__(self, kind: str, seat: int | None, prompt: str, options: tuple = (), context=None):
        d = self.__dict__           # frozen: set here once (as Action's)
        d["kind"], d["seat"], d["prompt"], d["options"], d["context"] = kind, seat, prompt, options, context


# what the EX gauge pays for each free or boosting choice (EX Tokens, Critical Arts, Stunned): the catalogue's
EX_COST = {name: k.ex for name, k in KINDS.items() if k.ex}


@dataclass(frozen=True)
class OptionInfo:
    """What choosing one option would do, where that is known without playing it."""
    action: Action
    destination: str | None = None     # the space a figure ends on (move, push, place_rival, choose_space)
    target: str | None = None          # the figure it is aimed at (target, excess, pull, push, choose_target)
    ex: int = 0                        # EX it spends
    discards: tuple = ()               # style cards it discards (abilities, blocks, critical arts, Interact)
    card: str | None = None            # the style card it plays (play, sprint)
    futile: str | None = None          # why it would do nothing beyond its cost now (futility.py), else None
    path: tuple = ()                   # a fighter's move: the spaces it passes, both ends (Actions)
    hazard: int = 0                    # a fighter's move: the damage the stage's hazards deal on that route

    def __init__(self, action: Action, destination=None, target=None, ex: int = 0, discards: tuple = (),
                 card=None, futile=None, path: tuple = (), hazard: int = 0):
        self.__dict__.update(action=action, destination=destination, target=target, ex=ex, discards=discards,
                             card=card, futile=futile, path=path, hazard=hazard)     # frozen: as Action's


class Context:
    """The situation of a decision, read-only: the phase ("setup", "fighter", "nemesis", "over"),
    the turn, the active seat, the deciding seat, and what is being resolved (`resolving`: a mapping
    with "what" = fighter_phase | action | attack | damage | activation | overflow | combo_meter |
    rival_setup and its details). `option(action)` says what an option would do."""
    __slots__ = ("_v",)

    def __init__(self, phase, turn, active, seat, task=None, explain=None):
        object.__setattr__(self, "_v", [phase, turn, active, seat, task, explain, None, {}])

    def __setattr__(self, key, value):
        raise AttributeError("a decision's context is read-only")

    def moved(self, task, explain) -> "Context":
        """The same situation in a copy of the game: the copy's task (if it had one) and rules."""
        v = self._v
        return Context(v[0], v[1], v[2], v[3], None if v[4] is None else task, explain)

    phase = property(lambda self: self._v[0])
    turn = property(lambda self: self._v[1])
    active = property(lambda self: self._v[2], doc="the active player's seat")
    seat = property(lambda self: self._v[3], doc="the seat deciding (None: nobody)")

    @property
    def resolving(self):
        v = self._v
        if v[6] is None and v[5] is not None and v[4] is not None:
            v[6] = v[5].resolving(v[4])
        return v[6]

    def option(self, action: Action) -> OptionInfo:
        """What `action` would do (worked out once per decision: the game waits while it is pending)."""
        known = self._v[7]
        info = known.get(action)
        if info is None:
            info = known[action] = self._v[5].option_info(action) if self._v[5] is not None else option_info(action)
        return info

    def __repr__(self):
        return f"Context(phase={self.phase!r}, turn={self.turn}, active={self.active}, seat={self.seat})"


_LOOK = object()


def option_info(a: Action, k=_LOOK) -> OptionInfo:
    """What an action does that its kind (the catalogue, kinds.py) and arguments already say (no state
    needed): the first figure argument is its target, the first space its destination, a card played
    its card, the combo-meter cards it discards, the EX it spends. `k`: its Kind when the caller
    already looked it up (None: not in the catalogue)."""
    if k is _LOOK:
        k = KINDS.get(a.kind)
    return OptionInfo(a) if k is None else made(option_fields(a, k))


def option_fields(a: Action, k) -> dict:
    """option_info's fields for an action of a kind in the catalogue, every one of them (Rules.option_info
    adds what the state says before `made` makes the OptionInfo)."""
    plan = plan_of(k)
    args, n = a.args, len(a.args)
    _, space, fig, card, ex, singles, lists = plan[:7]
    discards = tuple(args[i] for i in singles if i < n)
    for i in lists:
        if i < n and args[i]:
            discards += tuple(str(args[i]).split(","))
    return {"action": a, "destination": args[space] if space is not None and space < n else None,
            "target": args[fig] if fig is not None and fig < n else None, "ex": ex, "discards": discards,
            "card": args[card] if card is not None and card < n else None, "futile": None, "path": (), "hazard": 0}


def made(fields: dict) -> OptionInfo:
    """The OptionInfo of option_fields' dict (every field): the dict becomes its attributes as it is."""
    info = object.__new__(OptionInfo)
    object.__setattr__(info, "__dict__", fields)
    return info


_PLANS: dict = {}        # kind -> (its Kind, where its arguments go in an OptionInfo), worked out once


def plan_of(k) -> tuple:
    """(the Kind, the index of its first space, figure and card argument, its EX, its discard and
    discards arguments' indices, the index of its first spawn argument)."""
    plan = _PLANS.get(k.name)
    if plan is None or plan[0] is not k:
        plan = _PLANS[k.name] = (k, k.arg("space"), k.arg("figure"), k.arg("card"), k.ex,
                                 tuple(i for i, x in enumerate(k.args) if x.type == "discard"),
                                 tuple(i for i, x in enumerate(k.args) if x.type == "discards"), k.arg("spawn"))
    return plan
