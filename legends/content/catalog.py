"""What content may name: icons, modifiers and the effect registry's entries.

Content that names anything not listed here fails validation, so an owner's typo is caught
at start-up. The engine lists the effects it handles in legends/engine/effects.py
(IMPLEMENTED); tests/test_effects.py checks the two lists agree, and plays each effect.
"""
import re


def plural(n: int, word: str, many: str = "") -> str:
    """"1 card", "2 cards", "0 successes": a count with its noun in the right number (`many` for an
    irregular plural)."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {many or word + ('es' if word.endswith(('s', 'sh', 'ch', 'x')) else 's')}"


COMBO_ICONS = ("punch", "kick", "joystick")
MINION_TYPES = ("standard", "elite")
NEMESIS_ICONS = ("circle", "triangle", "square")
ACTORS = ("nemesis", "standard", "elite")

# Action icons. A fighter may use the first group; enemies use all but `ex`
# (the nemesis may gain EX too).
FIGHTER_ICONS = ("move", "melee", "short", "long", "ex", "pull", "push")
ENEMY_ICONS = ("move", "melee", "short", "long", "pull", "push", "stun", "poison", "ex", "boost")
ALL_ICONS = tuple(dict.fromkeys(FIGHTER_ICONS + ENEMY_ICONS + ("effect",)))

# Icons whose number can be boosted (Modifying Cards and Actions: Boost).
BOOSTABLE = ("move", "melee", "short", "long")
ATTACKS = ("melee", "short", "long")
# Range of each attack in spaces, counted orthogonally (Card and Ability Actions).
ATTACK_RANGE = {"melee": (0, 0), "short": (1, 1), "long": (1, 2)}

# Keyword modifiers (Modifying Cards and Actions).
MODIFIERS = ("boost", "target", "withdraw", "charge")

# Effect registry: name -> (where it may be used, parameters with their types, rule text).
# "action": a unique action in a fighter's or enemy's action row: {effect: NAME, ...}
# "attack": a unique modification attached to an attack action: {..., effect: NAME}
# "passive": a minion or rival passive
# "nemesis_ex": a nemesis EX ability
# "poi": a point-of-interest effect; "stage": a stage rule; "loss": a special loss condition
EFFECTS = {
    # unique actions
    "heal": ("action poi", {"amount": int}, "Recover {amount} health (never above 4)."),
    "draw": ("action poi", {"cards": int}, "Draw {cards} style card(s)."),
    "gain_ex": ("action poi", {"amount": int}, "Gain {amount} EX token(s)."),
    "spawn": ("action", {"type": str, "location": int},
              "Place a {type} minion on spawn location {location} (if the supply has one)."),
    "stand_all": ("action poi", {}, "Every stunned fighter stands up."),
    # attack modifications
    "reach": ("attack", {"amount": int}, "This attack reaches {amount} more space(s)."),
    "daze": ("attack", {}, "Every enemy this attack damages or targets skips its next activation."),
    "knockback": ("attack", {}, "After the attack, push each surviving target 1 space away from you."),
    "lifesteal": ("attack", {}, "If this attack damages an enemy, recover 1 health."),
    # passives
    "armored": ("passive", {"amount": int}, "+{amount} health against short and long range attacks."),
    "pack": ("passive", {"amount": int}, "+{amount} health while another enemy shares its space."),
    "explode": ("passive", {"damage": int}, "When defeated, deals {damage} damage to each fighter in its space."),
    "thorns": ("passive", {"damage": int}, "When a melee attack fails against it, the attacker suffers {damage} damage."),
    "swift": ("passive", {"amount": int}, "Its movement actions are boosted {amount} time(s)."),
    "bodyguard": ("passive", {}, "While it shares a space with the nemesis, the nemesis cannot be targeted."),
    # nemesis EX abilities
    "ex_power": ("nemesis_ex", {"amount": int}, "The attack deals {amount} more damage."),
    "ex_stun": ("nemesis_ex", {}, "The target is also stunned."),
    "ex_drain": ("nemesis_ex", {"amount": int}, "The target also discards {amount} EX token(s)."),
    # stage rules
    "hazard": ("stage", {"spaces": list, "damage": int},
               "A fighter moved into {spaces} suffers {damage} damage; a minion moved there is defeated (no reward)."),
    "bombs": ("stage", {},
              "Interact with a hidden objective token to reveal it; interact with a revealed one "
              "(discarding a card with its icon) to defuse it and gain 1 EX. An elite minion that ends "
              "its activation on a token destroys it."),
    "relics": ("stage", {"heal": int},
               "Interact with a hidden objective token to reveal it; interact with a revealed one "
               "(discarding a card with its icon) to take it and recover {heal} health. A minion that "
               "ends its activation on a token carries it off."),
    # special loss conditions
    "objectives_destroyed": ("loss", {"count": int}, "The fighters lose when {count} objective tokens are destroyed."),
    "space_overrun": ("loss", {"space": str, "count": int},
                      "The fighters lose when {count} or more minions stand in {space} at the end of a nemesis phase."),
    "time_limit": ("loss", {"rounds": int},
                   "The fighters lose when {rounds} rounds (every player one turn) have been played."),
    "relics_lost": ("loss", {"count": int},
                    "The fighters lose when minions have carried off {count} objective tokens."),
}

# The range of each whole-number parameter (docs/rules.md, *Stage checks*): a loss count or time
# limit of 0 would end every game at once, a negative damage would heal, a heal above the health
# track or a count above what the box holds could never matter.
PARAM_RANGES = {
    ("heal", "amount"): (1, 4), ("draw", "cards"): (1, 5), ("gain_ex", "amount"): (1, 3),
    ("spawn", "location"): (1, 3), ("reach", "amount"): (1, 3),
    ("armored", "amount"): (1, 4), ("pack", "amount"): (1, 4), ("explode", "damage"): (1, 4),
    ("thorns", "damage"): (1, 4), ("swift", "amount"): (1, 3),
    ("ex_power", "amount"): (1, 4), ("ex_drain", "amount"): (1, 3),
    ("hazard", "damage"): (1, 4), ("relics", "heal"): (1, 4),
    ("objectives_destroyed", "count"): (1, 12), ("space_overrun", "count"): (1, 12),
    ("time_limit", "rounds"): (1, 50), ("relics_lost", "count"): (1, 12),
}


def param_range(effect: str, param: str) -> tuple:
    """(lowest, highest) whole number an effect's parameter may take."""
    return PARAM_RANGES.get((effect, param), (0, 9))


def effects_for(where: str) -> dict:
    """The effects allowed `where` (name -> spec), made once a place (the box's load asks at every effect)."""
    found = _EFFECTS_FOR.get(where)
    if found is None:
        found = _EFFECTS_FOR[where] = {name: spec for name, spec in EFFECTS.items() if where in spec[0].split()}
    return found


_EFFECTS_FOR: dict = {}


def describe(name: str, params: dict) -> str:
    """Rule text of an effect with its parameters filled in."""
    spec = EFFECTS.get(name)
    if spec is None:
        return name
    try:
        text = spec[2].format(**params)
    except (KeyError, IndexError, ValueError):
        return spec[2]
    return COUNTED.sub(lambda m: plural(int(m[1]), m[2], m[2] + m[3]), text)


# a count in a rule text template, "{cards} style card(s)", once its number is filled in
COUNTED = re.compile(r"\b(\d+) ([a-z]+(?: [a-z]+)?)\((e?s)\)")



ACT_WORDS = {"move": "move {}", "melee": "melee attack {}", "short": "short-range attack {}",
             "long": "long-range attack {}", "ex": "gain {} EX", "pull": "pull {}", "push": "push {}",
             "stun": "stun", "poison": "poison {}", "boost": "boost {}"}


def effect_words(effect: str, params: dict) -> str:
    """An effect's rule text inside a sentence: 'recover 1 health (never above 4)'."""
    text = describe(effect, params).rstrip(".")
    return text[:1].lower() + text[1:]


def act_words(act, value: int | None = None, full: bool = False) -> str:
    """An action in a player's words, for prompts, logs and card summaries: 'melee attack 3 (boost,
    up to 2 targets, daze)', 'move 2', 'recover 1 health (never above 4)'. `value`: the boosted value,
    when known (its boosts are in it); `full`: a keyword's rule text instead of its name."""
    if act.icon == "effect":
        return effect_words(act.effect, act.args)
    v = act.value if value is None else value
    base = ACT_WORDS.get(act.icon, act.icon + " {}").format(v or (1 if act.icon == "ex" else "")).strip()
    extra = [] if value is not None else ["boost" if act.boost == 1 else f"boost x{act.boost}"] * bool(act.boost)
    extra += ["charge"] * bool(act.charge and value is None)
    extra += [f"up to {act.target} targets"] * (act.target > 1) + ["withdraw"] * bool(act.withdraw)
    if act.effect:
        extra.append(effect_words(act.effect, act.args) if full else act.effect.replace("_", " "))
    if act.actor in ("standard", "elite"):
        extra.append(f"every {act.actor} minion")
    return base + (f" ({', '.join(extra)})" if extra else "")
