"""Hover help: rule text for icons, keywords, tokens and zones, with the rulebook section."""
from __future__ import annotations

from ..content import catalog

RULES = {
    "move": ("Movement", "Move your fighter up to N spaces, one orthogonally adjacent space at a time. "
             "Figures may move through occupied spaces; each space moved into triggers its hazard (not with "
             "withdraw). Enemies move N spaces toward their target by the shortest route and stop once in "
             "range of attacking it (a push is not an attack).",
             "Card and Ability Actions / Minion and Rival Activations"),
    "melee": ("Melee Attack", "Target one enemy in your space and roll N dice; if the successes match or exceed "
              "its health, it is damaged. An enemy's melee attack deals N damage to a fighter in its space.",
              "Card and Ability Actions"),
    "short": ("Short Range Attack", "Target an enemy in an orthogonally adjacent space (not your own) and roll N dice. "
              "An enemy's short attack deals N damage to a fighter in an adjacent space.", "Card and Ability Actions"),
    "long": ("Long Range Attack", "Target an enemy up to 2 spaces away (not your own space) and roll N dice. "
             "Walls block line of sight.", "Card and Ability Actions"),
    "push": ("Push", "Fighter: move 1 other figure in your space to an adjacent space. Enemy: moves a fighter in an "
             "adjacent space into its own space (with no fighter beside it, nothing happens). Pushed figures "
             "trigger stage effects.", "Card and Ability Actions"),
    "pull": ("Pull", "Fighter: move 1 figure in an adjacent space into your space. Enemy: moves a fighter in its "
             "space to an adjacent space, toward the nearest other enemy.", "Card and Ability Actions"),
    "stun": ("Stun", "A fighter in this enemy's space is stunned: the next card they play resolves no actions "
             "(it still goes to the combo meter). Spend 1 EX at any time to stand up.",
             "Minion and Rival Activations"),
    "poison": ("Poison", "A fighter in this enemy's space discards 1 EX token; if they cannot, they suffer 1 damage.",
               "Minion and Rival Activations"),
    "ex": ("EX", "Fighter: add 1 EX token to your EX gauge (max 3; beyond 3 you may upgrade at once). "
           "Nemesis: gains 1 EX token (no limit); it spends one per attack for its EX ability.", "EX Tokens"),
    "boost": ("Boost", "Add +1 to the number in the action icon. A fighter's action is boosted at most once "
              "(spend 1 EX to boost a move or attack); enemy actions may be boosted several times.",
              "Modifying Cards and Actions"),
    "target": ("Target X", "Choose up to X targets within range for this attack; one roll is compared with each "
               "target's health.", "Modifying Cards and Actions"),
    "withdraw": ("Withdraw", "Move in or out of a space without triggering a stage or card effect.",
                 "Modifying Cards and Actions"),
    "charge": ("Charge", "If this is the second card you have played this turn, this action gains boost.",
               "Modifying Cards and Actions"),
    "effect": ("Unique action", "A unique effect printed on the card.", "Modifying Cards and Actions"),
    "punch": ("Punch (combo icon)", "Style cards in your combo meter give their combo icons; discard cards whose "
              "icons match an ability's cost to perform it.", "Combo Meter and Ability Cards"),
    "kick": ("Kick (combo icon)", "Style cards in your combo meter give their combo icons; discard cards whose icons "
             "match an ability's cost to perform it.", "Combo Meter and Ability Cards"),
    "joystick": ("Joystick (combo icon)", "Style cards in your combo meter give their combo icons; discard cards whose "
                 "icons match an ability's cost to perform it.", "Combo Meter and Ability Cards"),
    "circle": ("Nemesis icon: circle", "A nemesis card with this icon resolves the nemesis ability marked with it.",
               "Nemesis Abilities"),
    "triangle": ("Nemesis icon: triangle", "A nemesis card with this icon resolves the nemesis ability marked with it.",
                 "Nemesis Abilities"),
    "square": ("Nemesis icon: square", "A nemesis card with this icon resolves the nemesis ability marked with it.",
               "Nemesis Abilities"),
    "standard": ("Standard minion", "Marks a standard minion or an action performed by every standard minion. "
                 "Reward: 1 EX token.", "Minion Card / Enemy Rewards"),
    "elite": ("Elite minion", "Marks an elite minion or an action performed by every elite minion. "
              "Reward: 2 EX tokens.", "Minion Card / Enemy Rewards"),
    "spawn": ("Spawn location", "Nemesis cards place new minions on the numbered spawn locations. The nemesis "
              "spawns on location 2 when the nemesis deck runs out.", "Nemesis Cards / Spawning the Nemesis"),
    "poi": ("Point of interest", "A fighter in this space may Interact (discard a combo-meter card) to resolve the "
            "stage's point-of-interest effect.", "Points of Interest / Interact"),
    "objective_hidden": ("Objective token (hidden)", "Placed objective-icon side up. Interact with it as the "
                         "stage rules say; once revealed it shows a combo icon.", "Objective Tokens"),
    "objective_front": ("Objective token (revealed)", "Interacting with a revealed token needs a combo-meter card "
                        "with the matching icon.", "Objective Tokens / Interact"),
    "door": ("Door", "Figures may move between the two door spaces although a wall separates them.",
             "Stage Rules: walls and doors"),
    "wall": ("Wall", "Spaces separated by a wall are not adjacent; walls block movement and line of sight.",
             "Stage Rules: walls and doors"),
    "feature": ("Feature", "A feature (white outline) is one space adjacent to every space it touches.",
                "Features"),
    "start": ("Starting space", "Fighters begin the game here.", "Fighter Setup"),
    "health": ("Health", "Each damage removes 1 health token. At 0 in Round 1 the fighter is KO'd and flips to "
               "Round 2 with 4 health; at 0 in Round 2 the game is lost.", "Damaging a Fighter"),
    "block": ("Block", "Discard 1 card from your combo meter to cancel 1 damage (repeatable).",
              "Damaging a Fighter"),
    "meter": ("Combo meter", "Played style cards stay here (at most 4) and pay ability costs, Interact and blocks.",
              "Combo Meter and Ability Cards"),
    "ex_gauge": ("EX gauge", "Up to 3 EX tokens. Spend 1 to boost an action or reroll a die, 1 to stand up, "
                 "3 to upgrade an ability.", "EX Tokens"),
    "critical": ("Critical art", "Active once the fighter is in Round 2 with all four abilities upgraded: discard "
                 "any combo-meter card and 3 EX to perform it.", "Critical Arts"),
    "kicker": ("Kicker", "Discard these extra combo icons when performing the ability for the extra actions or "
               "boosts. Optional.", "Kicker"),
    "sprint": ("Sprint", "Any style card may be played for its Sprint movement instead; ignore its other actions. "
               "It still goes to the combo meter.", "Sprint"),
    "track": ("Nemesis health track", "An attack on the nemesis needs the successes shown at the tracker. A "
              "successful attack moves the tracker right; one on the rightmost space defeats the nemesis.",
              "Defeating the Nemesis"),
    "ncard": ("Nemesis deck", "Each nemesis phase the active player draws 1 nemesis card: resolve the matching "
              "ability, then spawn its minions. When the deck is empty the nemesis spawns.",
              "Nemesis Cards / Spawning the Nemesis"),
    "nemesis": ("Nemesis", "The nemesis (a crown on its standee): it acts as the nemesis cards say and "
                "targets the active player; defeat it to win.", "Nemesis Abilities / Defeating the Nemesis"),
    "hazard_bolt": ("Hazard (electric)", "A fighter moved into this space suffers the hazard's damage (see the "
                    "stage rules; not with withdraw); a minion moved in is defeated.", "Stage Rules"),
    "hazard_wave": ("Hazard (water)", "A fighter moved into this space suffers the hazard's damage (see the "
                    "stage rules; not with withdraw); a minion moved in is defeated.", "Stage Rules"),
    "hazard_flame": ("Hazard (fire)", "A fighter moved into this space suffers the hazard's damage (see the "
                     "stage rules; not with withdraw); a minion moved in is defeated.", "Stage Rules"),
    "hazard_spikes": ("Hazard", "A fighter moved into this space suffers the hazard's damage (see the stage "
                      "rules; not with withdraw); a minion moved in is defeated.", "Stage Rules"),
    "rival": ("Rival", "Rivals activate in the nemesis phase of the player they are assigned to and only target "
              "that fighter. Attacking another player's rival reassigns it to you. Reward: 3 EX.",
              "Rival Card / Defeating Enemies"),
    "dice": ("Fighter dice", "Each die face shows 0, 1 or 2 successes. Spend 1 EX to reroll a die.",
             "Defeating Enemies / EX Tokens"),
    "hazard": ("Hazard", "A stage hazard: see the stage rules. It triggers for every space moved into, on the way "
               "as well as at the end (not with withdraw); enemies walk around it.", "Stage Rules"),
    "stunned": ("Stunned", "The next card this fighter plays resolves no actions. Spend 1 EX to stand up.",
                "Minion and Rival Activations: Stun"),
}


def for_icon(icon: str):
    return RULES.get(icon, (icon, "", ""))


act_words = catalog.act_words       # an action in a player's words: 'melee attack 3 (target 2)'


def effect_text(effect: str, params: dict) -> str:
    return catalog.describe(effect, params)


def act_help(act) -> tuple:
    """(title, text, section) for one action of a row (keywords appended)."""
    if act.icon == "effect":
        return ("Unique action: " + act.effect.replace("_", " "), effect_text(act.effect, act.args),
                "Modifying Cards and Actions")
    title, body, section = for_icon(act.icon)
    extra = []
    if act.boost:
        extra.append("Boost: +1." if act.boost == 1 else f"Boost x{act.boost}: +{act.boost}.")
    if act.target > 1:
        extra.append(f"Target {act.target}: up to {act.target} targets.")
    if act.withdraw:
        extra.append("Withdraw: no stage effects when moving.")
    if act.charge:
        extra.append("Charge: boosted if this is the second card played this turn.")
    if act.effect and act.icon != "effect":
        extra.append(effect_text(act.effect, act.args))
    if act.actor in ("standard", "elite"):
        extra.append(f"Performed by every {act.actor} minion.")
    if extra:
        body = body + " " + " ".join(extra)
    return (title + (f" {act.value}" if act.value else ""), body, section)
