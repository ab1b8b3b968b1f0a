"""Rule-test content: frozen copies of the components the rule tests name, and position builders.

The shipped content (legends/data, stages) is rebalanced from time to time, and the rule tests need
cards, enemies and maps that do not move under them. This module loads frozen copies -- same ids,
same names, same shape -- of exactly the items the tests use, over the real box:

* minions (shadaloo, dolls, mad_gear), rivals (cammy, juri, fang, akuma, nash, necalli), nemeses
  (bison, sagat) and the 18 nemesis cards: as in the first release of the content;
* style decks (shoto, rushdown, grappler, aerial), fighters (ryu, ken, zangief, chun_li) and stages
  (shadaloo_base, night_market, power_plant): as shipped when these tests were written.

Each rule test builds its position with `position(**doc)` (a scenario, docs/scenarios.md) or
`new_game(setup)` from this module. Everything else (dice, other fighters ...) is the real box.
"""
from dataclasses import replace

import yaml

from legends.content import default_box
from legends.content.loader import (Reader, load_fighter, load_minions, load_nemesis, load_nemesis_cards,
                                    load_rival, load_stage, load_style_deck)
from legends.engine import Action, Game
from legends.engine.scenario import DEFAULT_SETUP, build

PINNED = {
    "styles": {
        "shoto": """\
id: shoto
name: Shoto
archetype: Balanced fundamentals and projectiles
cards:
  - {id: shoto_01, name: Fireball, icons: [punch], sprint: 1, rows: [[long 2]]}
  - {id: shoto_02, name: Fireball Cancel, icons: [punch, joystick], sprint: 1, rows: [[long 2]]}
  - {id: shoto_03, name: Anti-Air, icons: [punch], sprint: 2, rows: [[melee 3]]}
  - {id: shoto_04, name: Step Kick, icons: [kick], sprint: 2, rows: [[move 1, melee 2]]}
  - {id: shoto_05, name: Hurricane Step, icons: [kick, joystick], sprint: 2, rows: [[move 2, melee 1]]}
  - {id: shoto_06, name: Crouching Jab, icons: [punch, kick], sprint: 1, rows: [[melee 2]]}
  - {id: shoto_07, name: Focus, icons: [joystick], sprint: 2, rows: [[ex]]}
  - {id: shoto_08, name: Footsies, icons: [kick], sprint: 3, rows: [[move 1, short 2]]}
  - {id: shoto_09, name: Patient Guard, icons: [joystick], sprint: 1, rows: [[ex], [move 1]]}
  - {id: shoto_10, name: Jumping Heavy Kick, icons: [kick], sprint: 2, rows: [[move 2, melee 2]]}
  - {id: shoto_11, name: Solar Plexus Strike, icons: [punch, kick], sprint: 1, rows: [[short 2]]}
  - {id: shoto_12, name: Whiff Punish, icons: [joystick, punch], sprint: 2, rows: [[move 1, short 2]]}
  - {id: shoto_13, name: Sweep, icons: [kick], sprint: 2, rows: [[melee 2, push]]}
  - {id: shoto_14, name: Zoning Read, icons: [joystick], sprint: 1, rows: [[long 1 target 2], [move 1]]}
""",
        "rushdown": """\
id: rushdown
name: Rushdown
archetype: Movement, cross-ups and pressure
cards:
  - {id: rushdown_01, name: Dash In, icons: [kick], sprint: 3, rows: [[move 3]]}
  - {id: rushdown_02, name: Cross-Up, icons: [kick, joystick], sprint: 2, rows: [[move 2 withdraw, melee 2]]}
  - {id: rushdown_03, name: Frame Trap, icons: [punch], sprint: 1, rows: [[melee 2 charge]]}
  - {id: rushdown_04, name: Pressure String, icons: [punch, kick], sprint: 1, rows: [[melee 1], [melee 2 charge]]}
  - {id: rushdown_05, name: Run Stop, icons: [joystick], sprint: 3, rows: [[move 2, melee 1]]}
  - {id: rushdown_06, name: Tick Throw, icons: [punch, joystick], sprint: 1, rows: [[melee 2, push]]}
  - {id: rushdown_07, name: Overhead, icons: [kick], sprint: 2, rows: [[melee 2 charge]]}
  - {id: rushdown_08, name: Wall Dash, icons: [joystick], sprint: 3, rows: [[move 3 withdraw]]}
  - {id: rushdown_09, name: Jab Jab, icons: [punch], sprint: 2, rows: [[melee 1, melee 1]]}
  - {id: rushdown_10, name: Meaty, icons: [kick, punch], sprint: 1, rows: [[move 1, melee 2]]}
  - {id: rushdown_11, name: Shimmy, icons: [joystick, kick], sprint: 2, rows: [[move 1 withdraw, move 1 charge]]}
  - {id: rushdown_12, name: Target Combo, icons: [punch], sprint: 2, rows: [[melee 2 target 2]]}
  - {id: rushdown_13, name: Empty Jump, icons: [kick], sprint: 3, rows: [[move 2, melee 1 charge]]}
  - {id: rushdown_14, name: Momentum, icons: [joystick], sprint: 2, rows: [[move 2], [ex]]}
""",
        "grappler": """\
id: grappler
name: Grappler
archetype: Pull, throw and heavy melee
cards:
  - {id: grappler_01, name: Command Grab, icons: [punch], sprint: 1, rows: [[pull, melee 3]]}
  - {id: grappler_02, name: Command Grab, icons: [punch, kick], sprint: 1, rows: [[pull, melee 3]]}
  - {id: grappler_03, name: Suplex, icons: [punch], sprint: 1, rows: [[melee 3, push]]}
  - {id: grappler_04, name: Running Bear Hug, icons: [joystick], sprint: 2, rows: [[move 1 charge, melee 2]]}
  - {id: grappler_05, name: Body Slam, icons: [punch, punch], sprint: 1, rows: [[melee 4]]}
  - {id: grappler_06, name: Haymaker, icons: [punch], sprint: 1, rows: [[melee 2 charge]]}
  - {id: grappler_07, name: Lariat, icons: [kick], sprint: 1, rows: [[melee 2 target 2]]}
  - {id: grappler_08, name: Reel In, icons: [joystick, punch], sprint: 1, rows: [[pull, pull], [melee 2]]}
  - {id: grappler_09, name: Armored Advance, icons: [kick], sprint: 2, rows: [[move 1], [{effect: heal, amount: 1}]]}
  - {id: grappler_10, name: Toss Aside, icons: [kick, punch], sprint: 1, rows: [[melee 2, push]]}
  - {id: grappler_11, name: Grapple, icons: [punch], sprint: 1, rows: [[{icon: melee 2, effect: lifesteal}]]}
  - {id: grappler_12, name: Wake-Up Pressure, icons: [joystick], sprint: 2, rows: [[move 1, pull]]}
  - {id: grappler_13, name: Spinning Throw, icons: [kick], sprint: 1, rows: [[pull, {icon: melee 2, effect: knockback}]]}
  - {id: grappler_14, name: Ground Pound, icons: [punch, joystick], sprint: 1, rows: [[melee 2 target 3]]}
""",
        "aerial": """\
id: aerial
name: Aerial
archetype: Mobility, dives and crowd hits
cards:
  - {id: aerial_01, name: Super Jump, icons: [kick], sprint: 3, rows: [[move 3 withdraw]]}
  - {id: aerial_02, name: Dive Kick, icons: [kick], sprint: 2, rows: [[move 2 withdraw, melee 2]]}
  - {id: aerial_03, name: Dive Kick, icons: [kick, joystick], sprint: 2, rows: [[move 2 withdraw, melee 2]]}
  - {id: aerial_04, name: Wall Jump, icons: [joystick], sprint: 3, rows: [[move 2, move 2 charge]]}
  - {id: aerial_05, name: Air Throw, icons: [punch], sprint: 2, rows: [[move 1, pull, melee 2]]}
  - {id: aerial_06, name: Crossover, icons: [kick, punch], sprint: 2, rows: [[move 1 withdraw, melee 2 target 2]]}
  - {id: aerial_07, name: Air Fireball, icons: [punch], sprint: 2, rows: [[move 1, short 2]]}
  - {id: aerial_08, name: Stomp, icons: [kick], sprint: 3, rows: [[melee 2 charge, push]]}
  - {id: aerial_09, name: Double Jump, icons: [joystick, kick], sprint: 3, rows: [[move 2 withdraw], [move 1]]}
  - {id: aerial_10, name: Flying Splash, icons: [punch], sprint: 2, rows: [[move 2, melee 1 target 3]]}
  - {id: aerial_11, name: Air Dash, icons: [joystick], sprint: 3, rows: [[move 3]]}
  - {id: aerial_12, name: Air Combo, icons: [kick], sprint: 2, rows: [[melee 1, melee 2 charge]]}
  - {id: aerial_13, name: Landing Recovery, icons: [joystick], sprint: 2, rows: [[move 1 withdraw], [ex]]}
  - {id: aerial_14, name: Divebomb, icons: [punch, kick], sprint: 2, rows: [[move 2, {icon: melee 2, effect: knockback}]]}
""",
    },
    "fighters": {
        "ryu": """\
id: ryu
name: Ryu
title: The Eternal Wanderer
color: "#e8e2d0"
abilities:
  - id: ryu_hadoken
    name: Hadoken
    standard:
      cost: [punch, joystick]
      rows: [[long 3]]
      kicker: {cost: [punch], boost: [0]}
    upgraded:
      cost: [punch, joystick]
      rows: [[long 3 target 2]]
      kicker: {cost: [punch], boost: [0]}
  - id: ryu_shoryuken
    name: Shoryuken
    standard:
      cost: [punch, punch]
      rows: [[melee 4]]
    upgraded:
      cost: [punch, punch]
      rows: [[melee 4 boost, push]]
      kicker:
        cost: [joystick]
        rows: [[move 1 withdraw]]
  - id: ryu_tatsumaki_senpukyaku
    name: Tatsumaki Senpukyaku
    standard:
      cost: [kick, kick]
      rows: [[move 1, melee 2 target 2]]
    upgraded:
      cost: [kick, kick]
      rows: [[move 2, melee 3 target 2]]
      kicker: {cost: [joystick], boost: [0, 1]}
  - id: ryu_minds_eye
    name: Mind's Eye
    standard:
      cost: [joystick]
      rows: [[ex]]
    upgraded:
      cost: [joystick]
      rows: [[ex], [{effect: heal, amount: 1}]]
critical_art:
  name: Shinku Hadoken
  rows: [[long 5 target 3]]
""",
        "ken": """\
id: ken
name: Ken
title: The Flaming Fist
color: "#c8302a"
abilities:
  - id: ken_shoryuken
    name: Shoryuken
    standard:
      cost: [punch, punch]
      rows: [[melee 4]]
      kicker: {cost: [punch], boost: [0]}
    upgraded:
      cost: [punch, punch]
      rows: [[move 1, melee 5]]
      kicker: {cost: [punch], boost: [1]}
  - id: ken_hadoken
    name: Hadoken
    standard:
      cost: [punch, joystick]
      rows: [[long 2]]
    upgraded:
      cost: [punch]
      rows: [[long 3]]
  - id: ken_quick_step
    name: Quick Step
    standard:
      cost: [joystick]
      rows: [[move 2, melee 1 charge]]
    upgraded:
      cost: [joystick]
      rows: [[move 3, melee 2 charge]]
      kicker:
        cost: [kick]
        rows: [[push]]
  - id: ken_tatsumaki_senpukyaku
    name: Tatsumaki Senpukyaku
    standard:
      cost: [kick, kick]
      rows: [[melee 2 target 2, push]]
      kicker:
        cost: [kick]
        rows: [[move 1, melee 2]]
    upgraded:
      cost: [kick, kick]
      rows: [[melee 3 target 2, push]]
      kicker:
        cost: [kick]
        rows: [[move 1, melee 3]]
critical_art:
  name: Shinryuken
  rows: [[melee 3, melee 3, melee 3]]
""",
        "zangief": """\
id: zangief
name: Zangief
title: The Red Cyclone
color: "#8b1e1e"
abilities:
  - id: zangief_screw_piledriver
    name: Screw Piledriver
    standard:
      cost: [punch, kick]
      rows: [[pull, melee 4]]
      kicker: {cost: [punch], boost: [1]}
    upgraded:
      cost: [punch, kick]
      rows: [[pull, melee 5]]
      kicker: {cost: [punch], boost: [1]}
  - id: zangief_double_lariat
    name: Double Lariat
    standard:
      cost: [punch, punch]
      rows: [[melee 2 target 3]]
    upgraded:
      cost: [punch, punch]
      rows: [[melee 3 target 3, push]]
      kicker:
        cost: [joystick]
        rows: [[move 1, pull]]
  - id: zangief_borscht_dynamite
    name: Borscht Dynamite
    standard:
      cost: [joystick, punch]
      rows: [[move 1 charge, pull, melee 3]]
    upgraded:
      cost: [joystick, punch]
      rows: [[move 2 charge, pull, melee 3]]
      kicker: {cost: [kick], boost: [2]}
  - id: zangief_iron_muscle
    name: Iron Muscle
    standard:
      cost: [kick]
      rows: [[ex]]
    upgraded:
      cost: [kick]
      rows: [[ex], [{effect: heal, amount: 1}]]
critical_art:
  name: Bolshoi Storm Buster
  rows: [[pull, melee 7]]
""",
        "chun_li": """\
id: chun_li
name: Chun-Li
title: The Strongest Woman in the World
color: "#2f5fb8"
abilities:
  - id: chun_li_spinning_bird_kick
    name: Spinning Bird Kick
    standard:
      cost: [kick, kick]
      rows: [[move 2, melee 2 target 3]]
      kicker: {cost: [joystick], boost: [1]}
    upgraded:
      cost: [kick, kick]
      rows: [[move 2, melee 3 target 3]]
      kicker: {cost: [joystick], boost: [0, 1]}
  - id: chun_li_kikoken
    name: Kikoken
    standard:
      cost: [punch, joystick]
      rows: [[short 3]]
    upgraded:
      cost: [punch, joystick]
      rows: [[long 3]]
      kicker: {cost: [punch], boost: [0]}
  - id: chun_li_hyakuretsukyaku
    name: Hyakuretsukyaku
    standard:
      cost: [kick]
      rows: [[melee 2]]
      kicker:
        cost: [kick]
        rows: [[melee 2]]
    upgraded:
      cost: [kick]
      rows: [[melee 2 target 2]]
      kicker:
        cost: [kick]
        rows: [[melee 3]]
  - id: chun_li_tenkukyaku
    name: Tenkukyaku
    standard:
      cost: [joystick, kick]
      rows: [[move 2 withdraw, melee 2]]
    upgraded:
      cost: [joystick, kick]
      rows: [[move 3 withdraw, melee 3]]
critical_art:
  name: Hoyokusen
  rows: [[melee 3 target 2], [melee 3 target 2]]
""",
    },
    "minions": {
        "shadaloo": """\
id: shadaloo
name: Shadaloo Soldiers
standard:
  name: Shadaloo Grunt
  health: 1
  activation: [move 2, melee 1]
elite:
  name: Shadaloo Enforcer
  health: 2
  activation: [move 1, short 1 boost]
  passive: {effect: armored, amount: 1}
supply: {standard: 5, elite: 3}
""",
        "dolls": """\
id: dolls
name: Shadaloo Dolls
standard:
  name: Doll Agent
  health: 1
  activation: [move 2, poison, melee 1]
  passive: {effect: pack, amount: 1}
elite:
  name: Doll Commander
  health: 2
  activation: [move 3, melee 1 boost, stun]
  passive: {effect: bodyguard}
supply: {standard: 5, elite: 3}
""",
        "mad_gear": """\
id: mad_gear
name: Mad Gear Gang
standard:
  name: Mad Gear Firebug
  health: 1
  activation: [move 1, long 1]
  passive: {effect: explode, damage: 1}
elite:
  name: Mad Gear Bruiser
  health: 3
  activation: [move 1, push, melee 2]
  passive: {effect: thorns, damage: 1}
supply: {standard: 5, elite: 3}
""",
    },
    "rivals": {
        "cammy": """\
id: cammy
name: Cammy
color: "#3d8b3d"
r1:
  health: 2
  activation: [move 3, melee 1]
r2:
  health: 3
  activation: [move 3, melee 2, stun]
  passive: {effect: swift, amount: 1}
""",
        "juri": """\
id: juri
name: Juri
color: "#7a3aa0"
r1:
  health: 2
  activation: [move 2, push, melee 1]
r2:
  health: 3
  activation: [move 2, push, melee 2 boost]
""",
        "fang": """\
id: fang
name: F.A.N.G
color: "#4b2a6b"
r1:
  health: 2
  activation: [move 2, poison, melee 1]
r2:
  health: 3
  activation: [move 2, poison, melee 2]
  passive: {effect: thorns, damage: 1}
""",
        "akuma": """\
id: akuma
name: Akuma
color: "#5a1010"
r1:
  health: 3
  activation: [move 1, long 2]
r2:
  health: 4
  activation: [move 2, melee 2 boost, pull]
""",
        "nash": """\
id: nash
name: Nash
color: "#4f6b5a"
r1:
  health: 2
  activation: [move 1, long 1]
r2:
  health: 3
  activation: [move 2, long 2]
""",
        "necalli": """\
id: necalli
name: Necalli
color: "#6b3a1a"
r1:
  health: 2
  activation: [move 2, melee 1 boost]
r2:
  health: 3
  activation: [move 2, melee 1 boost boost]
  passive: {effect: thorns, damage: 1}
""",
    },
    "nemeses": {
        "bison": """\
id: bison
name: M. Bison
color: "#8a1c2c"
r1:
  abilities:
    circle:
      name: Psycho Reserve
      rows: [[ex], [move 1 @standard, melee 1 @standard]]
    triangle:
      name: Shadaloo Orders
      rows: [[move 2 @elite, short 1 @elite]]
    square:
      name: Dictator's Call
      rows: [[{effect: spawn, type: standard, location: 2}], [ex]]
r2:
  abilities:
    circle:
      name: Psycho Crusher
      rows: [[move 3, melee 2]]
    triangle:
      name: Double Knee Press
      rows: [[move 2, push, melee 2]]
    square:
      name: Psycho Inferno
      rows: [[long 2], [move 1 @standard, melee 1 @standard]]
ex_ability:
  name: Psycho Power
  effect: ex_power
  amount: 1
critical:
  name: Ultimate Psycho Crusher
  rows: [[move 3, melee 3, stun]]
health_track: [3, 4, 4, 5, 5, 6]
track_start: {1: 3, 2: 2, 3: 1, 4: 0}
""",
        "sagat": """\
id: sagat
name: Sagat
color: "#a0702a"
r1:
  abilities:
    circle:
      name: Tiger's Patience
      rows: [[ex], [ex]]
    triangle:
      name: Emperor's Command
      rows: [[move 1 @elite, short 1 @elite], [move 1 @standard, melee 1 @standard]]
    square:
      name: Muay Thai Training
      rows: [[{effect: spawn, type: elite, location: 3}]]
r2:
  abilities:
    circle:
      name: Tiger Shot
      rows: [[long 2]]
    triangle:
      name: Tiger Uppercut
      rows: [[move 1, melee 3]]
    square:
      name: Tiger Knee Crush
      rows: [[move 2, push, melee 2]]
ex_ability:
  name: Tiger Destruction
  effect: ex_power
  amount: 2
critical:
  name: Tiger Genocide
  rows: [[move 2, melee 3, stun]]
health_track: [4, 4, 5, 5, 5, 6]
track_start: {1: 3, 2: 2, 3: 1, 4: 0}
""",
    },
    "nemesis_cards": {
        "cards": """\
cards:
  - {id: ambush, name: Ambush, icon: circle, spawn: [{type: standard, location: 1}, {type: standard, location: 3}]}
  - {id: reinforcements, name: Reinforcements, icon: triangle, spawn: [{type: standard, location: 2}]}
  - {id: flanking_maneuver, name: Flanking Maneuver, icon: square, spawn: [{type: standard, location: 1}, {type: standard, location: 2}]}
  - {id: surrounded, name: Surrounded, icon: circle, spawn: [{type: standard, location: 1}, {type: standard, location: 2}, {type: standard, location: 3}]}
  - {id: call_for_backup, name: Call for Backup, icon: triangle, spawn: [{type: elite, location: 2}]}
  - {id: second_wave, name: Second Wave, icon: square, spawn: [{type: standard, location: 3}]}
  - {id: pincer_attack, name: Pincer Attack, icon: circle, spawn: [{type: standard, location: 1}, {type: standard, location: 3}]}
  - {id: heavy_hitters, name: Heavy Hitters, icon: triangle, spawn: [{type: elite, location: 1}]}
  - {id: crossfire, name: Crossfire, icon: square, spawn: [{type: standard, location: 2}, {type: elite, location: 3}]}
  - {id: hold_the_line, name: Hold the Line, icon: circle, spawn: [{type: standard, location: 2}]}
  - {id: overwhelm, name: Overwhelm, icon: triangle, spawn: [{type: standard, location: 1}, {type: standard, location: 2}]}
  - {id: sneak_attack, name: Sneak Attack, icon: square, spawn: [{type: standard, location: 1}]}
  - {id: shock_troops, name: Shock Troops, icon: circle, spawn: [{type: elite, location: 3}]}
  - {id: regroup, name: Regroup, icon: triangle, spawn: [{type: standard, location: 3}]}
  - {id: cornered, name: Cornered, icon: square, spawn: [{type: standard, location: 2}, {type: standard, location: 3}]}
  - {id: ambush_hard, name: Ambush, icon: circle, hard: true, spawn: [{type: standard, location: 1}, {type: elite, location: 3}]}
  - {id: overwhelm_hard, name: Overwhelm, icon: triangle, hard: true, spawn: [{type: standard, location: 1}, {type: standard, location: 2}, {type: standard, location: 3}]}
  - {id: shock_troops_hard, name: Shock Troops, icon: circle, hard: true, spawn: [{type: elite, location: 2}, {type: elite, location: 3}]}
""",
    },
    "stages": {
        "shadaloo_base": """\
id: shadaloo_base
name: Shadaloo Base
flavor: >-
  Deep under the jungle, Shadaloo's engineers have wired the base to blow.
  Find the charges before the Enforcers arm them, and bring the Dictator
  out of hiding.

tiles:
  - {id: barracks, size: large, at: [0, 0]}
  - {id: armory, size: small, at: [4, 0], turned: true}
  - {id: hangar, size: small, at: [2, 4]}

walls:
  - "B1|C1"
  - "B2|C2"
  - "D1|E1"
  - "D2|E2"
  - "D3|E3"
  - "D4|E4"
  - "C4|C5"
doors:
  - "D3|E3"

features:
  - {id: console, name: Command Console, squares: [B3, C3]}

start: A4
spawns: {1: E1, 2: F4, 3: C6}

point_of_interest:
  space: A1
  name: Medical Bay
  effect: {effect: heal, amount: 1, text: "Interact: recover 1 health."}

objectives:
  hidden: true
  tokens:
    - {space: D1, icon: punch}
    - {space: console, icon: kick}
    - {space: F2, icon: joystick}
    - {space: E6, icon: punch}

setup:
  text: >-
    Place the 4 objective tokens face down (objective icon up) on the marked
    spaces. Place a standard minion in the armory and one in the hangar.
  minions:
    - {type: standard, space: F1}
    - {type: standard, space: D6}

rules:
  - effect: bombs
    text: >-
      The objective tokens are bombs. Interact with a hidden bomb to reveal it;
      interact with a revealed bomb (discarding a card with its icon) to defuse
      it and gain 1 EX token. An elite minion that ends its activation on a bomb
      detonates it: the token is destroyed.

loss:
  effect: objectives_destroyed
  count: 2
  text: The fighters lose when 2 bombs have detonated.

palette: {floor: "#4a4e57", accent: "#c0392b"}
""",
        "night_market": """\
id: night_market
name: Metro City Night Market
flavor: >-
  Mad Gear thugs have taken over the night market, and Metro City police
  will seal the district at dawn. Squeeze through the crowded alley, use the
  noodle stall as cover, and end the fight before the sirens.

tiles:
  - {id: market_square, size: large, at: [0, 0]}
  - {id: alley, size: small, at: [4, 1]}
  - {id: docks, size: small, at: [8, 0], turned: true}

walls:
  - "H2|I2"
  - "H3|I3"
  - "F2|F3"
doors:
  - "H2|I2"

features:
  - {id: stall, name: Noodle Stall, squares: [B2, C2]}

capacity:
  E2: 2
  F2: 2
  G2: 2
  H2: 2
  E3: 2
  F3: 2
  G3: 2
  H3: 2
enemy_blocked: [stall]

start: D4
spawns: {1: J1, 2: I3, 3: A1}

point_of_interest:
  space: I4
  name: Arcade Cabinet
  effect: {effect: draw, cards: 1, text: "Interact: draw 1 style card."}

setup:
  text: >-
    No objective tokens are used. Place one standard minion in the alley and
    one at the docks.
  minions:
    - {type: standard, space: G3}
    - {type: standard, space: I1}

rules:
  - effect: hazard
    spaces: [J2, J3]
    damage: 1
    text: >-
      Harbor water (J2, J3): a fighter moved in suffers 1 damage (withdraw
      avoids it); a minion pushed in is defeated.

loss:
  effect: time_limit
  rounds: 12
  text: The police seal the district after 12 rounds (every player takes one turn per round).

palette: {floor: "#3a2f4a", accent: "#ff5fa0"}
""",
        "power_plant": """\
id: power_plant
name: Shadaloo Power Plant
flavor: >-
  The Psycho Drive reactor hums behind blast doors while Shadaloo troops pour
  out of its vents. Keep the reactor room clear, and mind the live rails:
  a well-placed push sends a soldier into forty thousand volts.

tiles:
  - {id: west_wing, size: small, at: [0, 0], turned: true}
  - {id: turbine_hall, size: large, at: [2, 0]}
  - {id: loading_bay, size: small, at: [2, 4]}

walls:
  - "B1|C1"
  - "B2|C2"
  - "B3|C3"
  - "C2|D2"
  - "C3|D3"
doors:
  - "B1|C1"
  - "C3|D3"

features:
  - {id: reactor, name: Reactor Room, squares: [D2, E2, D3, E3]}

start: C5
spawns: {1: A1, 2: reactor, 3: F4}

point_of_interest:
  space: F6
  name: Capacitor Bank
  effect: {effect: gain_ex, amount: 1, text: "Interact: gain 1 EX token."}

setup:
  text: >-
    Place one standard minion in the reactor room and one in the west wing.
    No objective tokens are used.
  minions:
    - {type: standard, space: reactor}
    - {type: standard, space: A4}

rules:
  - effect: hazard
    spaces: [B2, B3, D4, E4]
    damage: 1
    text: >-
      Live rails (B2, B3, D4, E4): a fighter moved into one suffers 1 damage
      (withdraw avoids it); a minion moved into one is defeated (no reward).

loss:
  effect: space_overrun
  space: reactor
  count: 3
  text: >-
    The fighters lose if 3 or more minions stand in the reactor room at the
    end of a nemesis phase.

palette: {floor: "#2f3a3f", accent: "#3fd0e0"}
""",
    },
}

LOADERS = {"styles": load_style_deck, "fighters": load_fighter, "minions": load_minions, "rivals": load_rival,
           "nemeses": load_nemesis, "stages": load_stage}


def _load():
    problems = []
    box = default_box()
    changes = {}
    for kind, loader in LOADERS.items():
        items = {}
        for key, text in PINNED[kind].items():
            item = loader(yaml.safe_load(text), Reader(f"pinned {kind}/{key}", problems))
            items[item.id] = item
        changes[kind] = {**getattr(box, kind), **items}
    changes["nemesis_cards"] = load_nemesis_cards(yaml.safe_load(PINNED["nemesis_cards"]["cards"]),
                                                  Reader("pinned nemesis_cards", problems))
    assert not problems, problems
    return replace(box, **changes)


BOX = _load()


def position(**doc):
    """A scenario (docs/scenarios.md) built over the pinned box."""
    return build(doc, BOX)


def new_game(setup):
    """A new game (rulebook Setup) over the pinned box."""
    return Game.new({**DEFAULT_SETUP, **setup}, BOX)


def quiet_deck():
    """A nemesis deck topped with Hold the Line (circle; spawns a standard minion on spawn location 2).
    With Sagat, circle is Tiger's Patience ([ex], [ex]): the nemesis card moves nobody."""
    return {"deck": ["hold_the_line", "regroup", "ambush", "cornered", "overwhelm", "reinforcements"]}


def nemesis_phase(setup=None, **doc):
    """A position at the end of P1's fighter phase (two cards played, Sagat as the nemesis unless the
    setup says otherwise, a quiet nemesis deck unless given); P1 ends the fighter phase and the
    nemesis phase runs up to its first decision. P1 needs a payable ability (say Focus in the combo
    meter) so the fighter phase waits for `P1 end`."""
    doc.setdefault("nemesis", quiet_deck())
    game = position(setup={"nemesis": "sagat", **(setup or {})}, played=2, **doc)
    game.apply(Action.parse("P1 end"))
    return game


def take_all(game):
    """Answer every block decision with `take`."""
    while game.pending.kind == "block":
        game.apply(Action(game.pending.seat, "take"))
    return game


# --- the pinned content itself --------------------------------------------------------------

def test_pinned_content_loads_cleanly_and_stands_for_shipped_components():
    """The frozen copies load without problems and keep the ids of real components, so the rule tests'
    setups stay valid games (names and numbers may drift from the shipped files; that is the point)."""
    shipped = default_box()
    for kind in LOADERS:
        assert set(PINNED[kind]) <= set(getattr(shipped, kind)), kind
    assert sorted(c.id for c in BOX.nemesis_cards) == sorted(c.id for c in shipped.nemesis_cards)
    assert [c.id for c in BOX.styles["shoto"].cards] == [f"shoto_{i:02d}" for i in range(1, 15)]
    assert BOX.minions["shadaloo"].elite.activation[1].boost == 1  # the frozen Enforcer: short 1 boost


def test_pinned_stages_keep_the_shipped_geometry():
    """Rule tests read the map drawn in their docstrings: the pinned stages match it."""
    from legends.engine.board import board_for
    board = board_for(BOX.stages["shadaloo_base"])
    assert board.adjacent["console"] == ("B2", "C2", "A3", "D3", "B4", "C4")
    assert board.adjacent["D4"] == ("D3", "C4", "D5")
    assert dict(BOX.stages["shadaloo_base"].spawns) == {1: "E1", 2: "F4", 3: "C6"}
