"""The catalogue of action kinds: every kind of `Action` the engine offers, described once.

For each kind (`KINDS[name]`, a `Kind`): its arguments (name and type, in order), what it points at
(a figure, a space, a card, a die, an ability, or nothing), where a player finds it on the table,
its label (a template), its button and key when it is a button, its rulebook section, its EX cost,
the decisions that offer it, and whether a free-action handler takes it or futility judges it.

Everything that used to map kinds by bare strings derives from here: `option_info` (what an
option does: its target, destination, card, discards, EX), the free actions' kinds, futility's
kinds, the save migration's ability kinds, the lessons' "EX spent" kinds (engine); the table's
input mode (where an option is clicked, its label, its button and key), the hint badges, the phone
protocol's sections (UI); the greedy bot's scorers (registered against these kinds). A new kind is
this catalogue's entry plus the task handler that offers and applies it (docs/engine.md).

Argument types (`Arg.type`) say what an argument names, for labels and for `option_info`:
    figure      a figure id (F1, m3, r:cammy, nemesis)      -> OptionInfo.target (the first one)
    space       a space id (C3, a feature's id)             -> OptionInfo.destination (the first one)
    spawn       a spawn location number (1..)                -> OptionInfo.destination (its space)
    card        a style card played from the hand            -> OptionInfo.card
    discard     a combo-meter card discarded                 -> OptionInfo.discards
    discards    combo-meter cards discarded, comma-separated -> OptionInfo.discards
    die         a die's index in the roll (0-based)
    ability     an ability id of the acting fighter
    kicker      the word "kick": the ability is performed with its kicker (optional)
    interaction "poi" (the point of interest) or an objective token's index
A label is a `str.format` template whose fields are the arguments' names (each shown in a
player's words by its type: a card's name, a figure's name and space, die 1..) and the `EXTRAS`.
"""
from __future__ import annotations

import re

POINTS = ("figure", "space", "card", "die", "ability", None)          # what a kind points at
PLACES = ("space", "figure", "hand", "sprint", "meter", "ability", "critical", "stand", "die",
          "objective", "button")                                       # where the table offers it
ARG_TYPES = ("figure", "space", "spawn", "card", "discard", "discards", "die", "ability", "kicker",
             "interaction")
KEYS = ("Enter", "E", "S", "B", None)                                  # a button's key (None: no key)
EXTRAS = {                   # label fields that are not arguments: what the table works out for them
    "sprint": "the sprint value of the card played (its first argument)",
    "hazard": "what the hazards on a move's route deal, as ' (hazard on the way: 1 damage)', or nothing",
    "critical_art": "the name of the acting fighter's critical art",
    "unique": "the unique action being resolved, in its card's words ('Resolve the unique action' if unknown)",
}


class Arg:
    """One argument of a kind: its name (a label's field), its type (ARG_TYPES), whether it may be left off."""
    __slots__ = ("name", "type", "optional")

    def __init__(self, name: str, type_: str, optional: bool = False):
        self.name, self.type, self.optional = name, type_, optional     # optional: only at the end

    def __repr__(self):
        return f"Arg({self.name!r}, {self.type!r}{', optional=True' if self.optional else ''})"


class Kind:
    """One kind of action (a plain class, not a dataclass: the catalogue is built at every start)."""
    __slots__ = ("name", "args", "points", "places", "label", "section", "offered_in", "ex", "button", "key",
                 "free", "futile", "walks")

    def __init__(self, name, args, points, places, label, section, offered_in, ex=0, button=None, key=None,
                 free=False, futile=False, walks=False):
        self.name = name                # the Action's kind
        self.args = args                # Arg, in order
        self.points = points            # figure | space | card | die | ability | None (nothing)
        self.places = places            # where the table offers it (PLACES); a hint's badge goes on the first
        self.label = label              # the option's label, a template (fields: args' names and EXTRAS)
        self.section = section          # the rulebook section(s): "A", "A / B" (two), "A: B" (B's paragraph in A)
        self.offered_in = offered_in    # the decisions (Decision.kind) that offer it
        self.ex = ex                    # the EX it spends
        self.button = button            # its button's label, when it is a button (places has "button")
        self.key = key                  # its button's key
        self.free = free                # a free action: the free-action handler (tasks.FREE) applies it
        self.futile = futile            # futility.py says when it would do nothing beyond its cost
        self.walks = walks              # a fighter's own move: the engine works out its route and hazards

    def __setattr__(self, name, value):
        if hasattr(self, name):
            raise AttributeError(f"an entry of the catalogue is read-only ({self.name}.{name})")
        object.__setattr__(self, name, value)

    def __repr__(self):
        return f"Kind({self.name!r})"

    def arg(self, type_: str):
        """The index of the first argument of this type, or None."""
        return next((i for i, a in enumerate(self.args) if a.type == type_), None)

    def fields(self) -> tuple:
        """The label's fields, in order."""
        return tuple(FIELD.findall(self.label))


FIELD = re.compile(r"{(\w+)}")
FIG, SPACE = Arg("figure", "figure"), Arg("space", "space")
CARD, DISCARD = Arg("card", "card"), Arg("card", "discard")
ABILITY = Arg("ability", "ability")
MAIN = ("main",)

KINDS: dict = {k.name: k for k in (
    # setup
    Kind("place_rival", (Arg("location", "spawn"),), "space", ("space",), "Spawn location {location}",
         "Setup", ("place_rival",)),
    # the fighter phase: the active fighter's choices
    Kind("play", (CARD,), "card", ("hand",), "Play {card}", "Fighter Phase", MAIN, futile=True),
    Kind("sprint", (CARD,), "card", ("hand", "sprint"), "Sprint {sprint} with {card}", "Sprint", MAIN,
         futile=True),
    Kind("end", (), None, ("button",), "End the fighter phase (draw 2)", "Fighter Phase", MAIN,
         button="End fighter phase", key="E"),
    # free actions, any fighter's, at the fighter phase's decision points
    Kind("ability", (ABILITY, Arg("cards", "discards"), Arg("kick", "kicker", optional=True)), "ability",
         ("ability",), "{ability}{kick}: discard {cards}", "Combo Meter and Ability Cards", MAIN, free=True,
         futile=True),
    Kind("critical", (DISCARD,), "card", ("critical",), "Critical art {critical_art} (3 EX, discard {card})",
         "Critical Arts", MAIN, ex=3, free=True, futile=True),
    Kind("upgrade", (ABILITY,), "ability", ("ability",), "Upgrade {ability} (3 EX)", "EX Tokens", MAIN, ex=3,
         free=True),
    Kind("stand", (), None, ("stand", "button"), "Stand up (1 EX): your next card resolves its actions",
         "Minion and Rival Activations: Stun", MAIN, ex=1, button="Stand up (1 EX)", free=True),
    Kind("interact", (DISCARD, Arg("where", "interaction")), "card", ("objective",),
         "Interact: {where} (discard {card})", "Points of Interest / Interact", MAIN, free=True),
    # resolving a card's or an ability's actions
    Kind("skip", (), None, ("button",), "Skip this action", "Card and Ability Actions", ("act",),
         button="Skip", key="S"),
    Kind("boost", (), None, ("button",), "Boost this action (1 EX)", "Modifying Cards and Actions", ("act",),
         ex=1, button="Boost (1 EX)", key="B"),
    Kind("move", (SPACE,), "space", ("space",), "Move to {space}{hazard}", "Card and Ability Actions",
         ("act",), walks=True),
    Kind("target", (FIG,), "figure", ("figure",), "Target {figure}", "Card and Ability Actions",
         ("act", "target")),
    Kind("ex", (), None, ("button",), "Gain 1 EX", "EX Tokens", ("act",), button="Gain 1 EX", key="Enter",
         futile=True),
    Kind("pull", (FIG,), "figure", ("figure",), "Pull {figure}", "Card and Ability Actions", ("act",)),
    Kind("push", (FIG, Arg("to", "space")), "figure", ("figure",), "Push {figure} to {to}",
         "Card and Ability Actions", ("act",)),
    Kind("do", (), None, ("button",), "{unique}", "Card and Ability Actions", ("act",), button="Resolve",
         key="Enter", futile=True),
    # an attack (Defeating Enemies)
    Kind("roll", (), None, ("button",), "Roll the dice", "Defeating Enemies", ("target",), button="Roll dice",
         key="Enter"),
    Kind("keep", (), None, ("button",), "Keep the roll", "Defeating Enemies", ("reroll",), button="Keep roll",
         key="Enter"),
    Kind("reroll", (Arg("die", "die"),), "die", ("die",), "Reroll die {die} (1 EX)", "EX Tokens", ("reroll",),
         ex=1, futile=True),
    Kind("excess", (FIG,), "figure", ("figure",), "Excess successes: damage {figure}", "Defeating Enemies",
         ("excess",)),
    Kind("done", (), None, ("button",), "Done (lose the excess)", "Damaging a Fighter", ("excess",),
         button="Done", key="Enter"),
    # damage, the combo meter, EX overflow
    Kind("block", (DISCARD,), "card", ("meter",), "Block 1 damage: discard {card}", "Damaging a Fighter",
         ("block",)),
    Kind("take", (), None, ("button",), "Take the damage", "Damaging a Fighter", ("block",),
         button="Take damage", key="Enter"),
    Kind("drop", (DISCARD,), "card", ("meter",), "Discard {card} from the combo meter",
         "Combo Meter and Ability Cards", ("drop",)),
    Kind("flip", (ABILITY,), "ability", ("ability",), "Upgrade {ability} now", "EX Tokens", ("overflow",)),
    Kind("decline", (), None, ("button",), "Keep 3 EX (no upgrade)", "EX Tokens", ("overflow",),
         button="Keep 3 EX", key="Enter"),
    # the nemesis phase's ties (setting tie_break: ask)
    Kind("choose_target", (FIG,), "figure", ("figure",), "{figure} is the target", "Minion and Rival Activations",
         ("tiebreak",)),
    Kind("choose_space", (SPACE,), "space", ("space",), "The enemy ends its move on {space}",
         "Minion and Rival Activations", ("tiebreak",)),
)}


def named(**flags) -> tuple:
    """The kinds' names with these field values: named(free=True), named(points="ability")."""
    return tuple(k.name for k in KINDS.values() if all(getattr(k, f) == v for f, v in flags.items()))


def problems(k: Kind) -> list:
    """What is wrong with one entry (empty: nothing); tests/test_catalogue.py checks every entry."""
    out = []
    if not (k.name and k.label and k.section and k.offered_in and k.places):
        out.append("a name, label, section, offered_in and places are needed")
    if k.points not in POINTS or any(p not in PLACES for p in k.places):
        out.append(f"points {k.points!r} / places {k.places!r} not among {POINTS} / {PLACES}")
    if any(a.type not in ARG_TYPES for a in k.args) or len({a.name for a in k.args}) != len(k.args):
        out.append("each argument needs its own name and a type among ARG_TYPES")
    if any(a.optional and not b.optional for a, b in zip(k.args, k.args[1:])):
        out.append("optional arguments only at the end")
    unknown = [f for f in k.fields() if f not in EXTRAS and f not in {a.name for a in k.args}]
    if unknown:
        out.append(f"label fields {unknown} are neither arguments nor EXTRAS")
    if ("button" in k.places) != (k.button is not None) or k.key not in KEYS or (k.key and not k.button):
        out.append("a button (and only a button) has a button label; its key among KEYS")
    if not isinstance(k.ex, int) or k.ex < 0:
        out.append("ex: a whole number of EX, 0 or more")
    return out
