"""Frozen dataclasses for the printed components. Built only by the loader.

Each is a frozen record (record.py: a dataclass, read-only, equal and hashable by its fields, made
without the methods dataclass() writes and compiles at import). Every class has a docstring:
dataclass() writes one from inspect.signature() for a class without (issue 31 item 5)."""
from __future__ import annotations

from dataclasses import field
from typing import Optional

from .record import frozen


@frozen
class Act:
    """One icon in an action row, with its keyword modifiers."""
    icon: str                 # see catalog.ALL_ICONS
    value: int = 0
    boost: int = 0            # boosts printed on the card (enemies may stack)
    target: int = 1           # Target X
    withdraw: bool = False
    charge: bool = False
    actor: str = ""           # nemesis abilities: "nemesis", "standard" or "elite"
    effect: str = ""          # unique effect (icon "effect") or attack modification
    params: tuple = ()        # effect parameters as sorted (key, value) pairs

    @property
    def args(self) -> dict:
        return dict(self.params)

    def text(self) -> str:
        parts = [self.effect if self.icon == "effect" else self.icon]
        if self.value:
            parts.append(str(self.value))
        parts += ["boost"] * self.boost
        if self.target > 1:
            parts.append(f"target {self.target}")
        if self.withdraw:
            parts.append("withdraw")
        if self.charge:
            parts.append("charge")
        if self.effect and self.icon != "effect":
            parts.append(f"+{self.effect}")
        if self.params:
            parts.append(" ".join(f"{k}={v}" for k, v in self.params))
        if self.actor and self.actor != "nemesis":
            parts.append(f"@{self.actor}")
        return " ".join(parts)


Rows = tuple  # tuple[tuple[Act, ...], ...]


@frozen
class StyleCard:
    """One card of a style deck: its combo icons, sprint and action rows."""
    id: str                   # stable, from the file (saves and action texts name it)
    name: str
    deck: str
    icons: tuple              # combo icons
    sprint: int
    rows: Rows


@frozen
class StyleDeck:
    """A fighter's deck of style cards."""
    id: str
    name: str
    archetype: str
    cards: tuple              # StyleCard x 14


@frozen
class Kicker:
    """An ability's kicker: an extra cost paid for extra action rows and boosts."""
    cost: tuple
    rows: Rows = ()           # extra action rows, resolved after the ability's rows
    boost: tuple = ()         # indexes (in reading order) of actions the kicker boosts


@frozen
class AbilitySide:
    """One side of an ability card: its cost and action rows."""
    cost: tuple
    rows: Rows
    kicker: Optional[Kicker] = None


@frozen
class Ability:
    """A fighter's ability card."""
    id: str                   # stable, from the file (saves and action texts name it)
    name: str
    standard: AbilitySide
    upgraded: AbilitySide

    def side(self, upgraded: bool) -> AbilitySide:
        return self.upgraded if upgraded else self.standard


@frozen
class CriticalArt:
    """A fighter's critical art."""
    name: str
    rows: Rows


@frozen
class Fighter:
    """A playable fighter: health, style deck, abilities, critical art."""
    id: str
    name: str
    title: str
    abilities: tuple          # Ability x 4
    critical_art: CriticalArt
    color: str = "#c03030"

    def ability(self, ability_id: str) -> Ability:
        """The ability with this id (KeyError naming the fighter if it has none)."""
        for ab in self.abilities:
            if ab.id == ability_id:
                return ab
        raise KeyError(f"{self.id} has no ability {ability_id!r}")


@frozen
class Passive:
    """An enemy's passive effect."""
    effect: str
    params: tuple = ()

    @property
    def args(self) -> dict:
        return dict(self.params)


@frozen
class EnemySide:
    """One side of an enemy card."""
    name: str
    health: int
    activation: tuple         # Act, ...
    passive: Optional[Passive] = None


@frozen
class MinionGroup:
    """A group of minions (standard and elite sides)."""
    id: str
    name: str
    standard: EnemySide
    elite: EnemySide
    supply: tuple             # (("standard", n), ("elite", m))

    def side(self, kind: str) -> EnemySide:
        return self.standard if kind == "standard" else self.elite

    def supply_of(self, kind: str) -> int:
        return dict(self.supply)[kind]


@frozen
class Rival:
    """A rival enemy."""
    id: str
    name: str
    r1: EnemySide
    r2: EnemySide
    color: str = "#6030a0"

    def side(self, rnd: int) -> EnemySide:
        return self.r1 if rnd == 1 else self.r2


@frozen
class NemesisAbility:
    """One of a nemesis's abilities."""
    name: str
    rows: Rows


@frozen
class NemesisSide:
    """One side of a nemesis card: its abilities by icon."""
    abilities: tuple          # ((icon, NemesisAbility), ...) for circle, triangle, square

    def ability(self, icon: str) -> NemesisAbility:
        return dict(self.abilities)[icon]


@frozen
class Nemesis:
    """A nemesis: the stage's boss."""
    id: str
    name: str
    r1: NemesisSide
    r2: NemesisSide
    ex_ability: Passive
    ex_name: str
    critical: NemesisAbility
    health_track: tuple       # successes needed, left to right
    track_start: tuple        # ((players, index), ...)
    color: str = "#402060"

    def side(self, rnd: int) -> NemesisSide:
        return self.r1 if rnd == 1 else self.r2

    def start_index(self, players: int) -> int:
        return dict(self.track_start)[players]


@frozen
class SpawnSlot:
    """Where and what a nemesis card spawns."""
    type: str                 # standard | elite
    location: int             # spawn location number


@frozen
class NemesisCard:
    """A card of a nemesis's deck."""
    id: str
    name: str
    icon: str
    spawns: tuple             # SpawnSlot, ...
    hard: bool = False


@frozen
class Dice:
    """A number of dice of one kind."""
    count: int
    faces: tuple              # successes on each face


@frozen
class Tile:
    """A map tile of a stage."""
    id: str
    size: str                 # "large" | "small" | "grid" (a home-made map's, stages.grid_tiles)
    at: tuple                 # (col, row) of its top-left square
    cols: int
    rows: int


@frozen
class Feature:
    """A feature printed on a stage's map."""
    id: str
    name: str
    squares: tuple            # ((col, row), ...)


@frozen
class StageEffect:
    """A stage's effect."""
    effect: str
    params: tuple = ()
    text: str = ""

    @property
    def args(self) -> dict:
        return dict(self.params)


@frozen
class ObjectiveToken:
    """An objective token on a stage's space."""
    space: str
    icon: str                 # combo icon on its front


@frozen
class Stage:
    """A stage: its map, enemies, objectives and effects."""
    id: str
    name: str
    flavor: str
    tiles: tuple
    squares: tuple            # every (col, row) of the map
    walls: tuple              # ((a, b), ...) pairs of square names
    doors: tuple              # ((a, b), ...) pairs of square names
    features: tuple
    start: str
    spawns: tuple             # ((number, space), ...)
    poi_space: str
    poi_name: str
    poi_effect: StageEffect
    objectives: tuple         # ObjectiveToken, ...
    objectives_hidden: bool
    setup_minions: tuple      # ((type, space), ...)
    setup_text: str
    rules: tuple              # StageEffect, ...
    loss: StageEffect
    capacity: tuple = ()      # ((space, max figures), ...) spaces that hold few figures
    enemy_blocked: tuple = () # spaces enemies will not enter
    palette: tuple = (("floor", "#6b5a48"), ("accent", "#d9a441"))

    def spawn_space(self, number: int) -> str:
        return dict(self.spawns)[number]


@frozen
class Box:
    """Everything in the box, by id."""
    fighters: dict = field(default_factory=dict)
    styles: dict = field(default_factory=dict)
    minions: dict = field(default_factory=dict)
    rivals: dict = field(default_factory=dict)
    nemeses: dict = field(default_factory=dict)
    nemesis_cards: tuple = ()
    stages: dict = field(default_factory=dict)
    dice: Dice = Dice(5, (0, 0, 1, 1, 1, 2))

    def style_card(self, card_id: str) -> StyleCard:
        return self._cards[card_id]

    @property
    def _cards(self) -> dict:
        cache = self.__dict__.get("_card_index")
        if cache is None:
            cache = {c.id: c for d in self.styles.values() for c in d.cards}
            object.__setattr__(self, "_card_index", cache)
        return cache

    @property
    def fingerprint(self) -> str:
        """A short stable hash of everything in the box play depends on (fingerprint.py); saves record it."""
        from .fingerprint import fingerprint
        return fingerprint(self)

    def nemesis_card(self, card_id: str) -> NemesisCard:
        cache = self.__dict__.get("_ncard_index")
        if cache is None:
            cache = {c.id: c for c in self.nemesis_cards}
            object.__setattr__(self, "_ncard_index", cache)
        return cache[card_id]

    def counts(self) -> dict:
        return {
            "fighters": len(self.fighters),
            "abilities": sum(len(f.abilities) for f in self.fighters.values()),
            "style_decks": len(self.styles),
            "style_cards_per_deck": {d.id: len(d.cards) for d in self.styles.values()},
            "minion_groups": len(self.minions),
            "rivals": len(self.rivals),
            "nemeses": len(self.nemeses),
            "nemesis_cards": len(self.nemesis_cards),
            "hard_mode_cards": sum(1 for c in self.nemesis_cards if c.hard),
            "stages": len(self.stages),
            "dice": self.dice.count,
        }
