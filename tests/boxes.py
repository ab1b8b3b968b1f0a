"""A test box: the real box with a small open test arena and cards written in the test,
so rule and effect tests do not move when the shipped content is rebalanced."""
from dataclasses import replace

import yaml

from legends.content import default_box
from legends.content.loader import Reader, load_enemy_side, load_fighter, load_stage
from legends.engine.scenario import build

ARENA = """
id: arena
name: Test Arena
tiles:
  - {id: big, size: large, at: [0, 0]}
  - {id: east, size: small, at: [4, 0], turned: true}
  - {id: south, size: small, at: [0, 4]}
walls: ["B5|C5"]
doors: []
features:
  - {id: ring, name: Ring, squares: [C2, D2]}
start: A1
spawns: {1: F1, 2: F4, 3: A6}
point_of_interest: {space: B2, name: Well, effect: {effect: heal, amount: 1}}
objectives:
  hidden: true
  tokens: [{space: C3, icon: punch}, {space: D4, icon: kick}]
setup: {minions: []}
rules: []
loss: {effect: objectives_destroyed, count: 2}
"""

# columns A-F, rows 1-6; A5-D6 is the south tile; E5-F6 is off the map; ring covers C2 and D2.


def _check(problems):
    assert not problems, problems


def stage(**changes):
    doc = yaml.safe_load(ARENA)
    doc.update(changes)
    problems = []
    st = load_stage(doc, Reader("test-arena", problems))
    _check(problems)
    return st


def enemy_side(**fields):
    problems = []
    side = load_enemy_side({"name": "Tester", "health": 1, "activation": ["move 1"], **fields}, "t",
                           Reader("test", problems))
    _check(problems)
    return side


def fighter(rows, upgraded_rows=None, kicker=None, critical=None):
    """A fighter whose first ability (tester_move) resolves `rows` (cost: one punch)."""
    ability = {"id": "tester_move", "name": "Test Move", "standard": {"cost": ["punch"], "rows": rows},
               "upgraded": {"cost": ["punch"], "rows": upgraded_rows or rows}}
    if kicker:
        ability["standard"]["kicker"] = kicker
    fillers = [{"id": f"tester_filler_{i}", "name": "Filler",
                "standard": {"cost": ["kick", "kick", "kick"], "rows": [["ex"]]},
                "upgraded": {"cost": ["kick", "kick", "kick"], "rows": [["ex"]]}} for i in (1, 2, 3)]
    doc = {"id": "tester", "name": "Tester", "abilities": [ability, *fillers],
           "critical_art": {"name": "Finale", "rows": critical or [["melee 5"]]}}
    problems = []
    f = load_fighter(doc, Reader("test", problems))
    _check(problems)
    return f


def make_box(arena=None, standard=None, elite=None, fighters=None, rivals=None, nemesis=None):
    box = default_box()
    changes = {"stages": {**box.stages, "arena": arena or stage()}}
    group = box.minions["shadaloo"]
    if standard or elite:
        group = replace(group, id="testers", standard=standard or group.standard, elite=elite or group.elite)
    changes["minions"] = {**box.minions, "testers": group}
    if fighters:
        changes["fighters"] = {**box.fighters, **{f.id: f for f in fighters}}
    if rivals:
        changes["rivals"] = {**box.rivals, **{r.id: r for r in rivals}}
    if nemesis:
        changes["nemeses"] = {**box.nemeses, nemesis.id: nemesis}
    return replace(box, **changes)


def arena_game(box, fighter_id="ryu", players=1, nemesis_id="bison", **doc):
    seats = [{"fighter": fighter_id, "style": "shoto", "rival": "cammy"}]
    others = [("ken", "juri"), ("chun_li", "fang"), ("zangief", "akuma")]
    for f, r in others[:players - 1]:
        seats.append({"fighter": f, "style": "rushdown", "rival": r})
    setup = {"stage": "arena", "minions": "testers", "nemesis": nemesis_id, "seed": 1, "players": seats}
    return build({"setup": setup, **doc}, box)


def quiet_nemesis(rows=(("ex",),)):
    """Bison with every board ability replaced by `rows` (by default: gain 1 EX)."""
    from legends.content import catalog as C
    box = default_box()
    base = box.nemeses["bison"]
    problems = []
    parsed = Reader("test", problems).rows([list(r) for r in rows], "rows", C.ENEMY_ICONS, actors=True)
    _check(problems)
    sides = {k: replace(getattr(base, k), abilities=tuple((icon, replace(a, rows=parsed))
                                                          for icon, a in getattr(base, k).abilities))
             for k in ("r1", "r2")}
    return replace(base, id="quiet", **sides)
