"""What a stage must hold to be playable: its adjacency, who can reach what, and how its numbers fit.

The board's adjacency is worked out here once (legends/engine/board.py builds on it), so the checks
below and the game agree on which spaces touch. A stage that loads but can never end -- a start
space walled in, a spawn location the fighters cannot reach, a loss count of 0 -- is reported as
`file: path.to.field: what was expected`, every problem at once (docs/rules.md, *Stage checks*).
"""
from __future__ import annotations

from collections import deque

from .catalog import plural
from .model import Stage
from .reader import Reader, square_name


def owners(stage: Stage) -> dict:
    """(col, row) -> the name of the space that square belongs to (a feature or the square itself)."""
    owner = {sq: f.id for f in stage.features for sq in f.squares}
    for sq in stage.squares:
        owner.setdefault(sq, square_name(*sq))
    return owner


def adjacency(stage: Stage, owner: dict | None = None) -> dict:
    """space -> set of adjacent spaces: orthogonal neighbours, less walls, plus doors."""
    owner = owner or owners(stage)
    walls = {frozenset(w) for w in stage.walls} - {frozenset(d) for d in stage.doors}
    adj = {n: set() for n in owner.values()}
    for (c, r) in stage.squares:
        for nb in ((c + 1, r), (c, r + 1)):
            if nb not in owner:
                continue
            a, b = owner[(c, r)], owner[nb]
            if a == b or frozenset((square_name(c, r), square_name(*nb))) in walls:
                continue
            adj[a].add(b)
            adj[b].add(a)
    return adj


def reachable(adj: dict, src: str, passable=lambda n: True) -> set:
    """Spaces reachable from src through adjacency, entering only passable spaces."""
    seen, todo = {src}, deque([src])
    while todo:
        for nb in adj.get(todo.popleft(), ()):
            if nb not in seen and passable(nb):
                seen.add(nb)
                todo.append(nb)
    return seen


def enemy_blocked(stage: Stage) -> set:
    """Spaces enemies never enter: the stage's enemy_blocked list and its hazards (docs/rules.md)."""
    blocked = set(stage.enemy_blocked)
    for rule in stage.rules:
        if rule.effect == "hazard":
            blocked |= set(dict(rule.args).get("spaces", ()))
    return blocked


def _places_fighters_need(stage: Stage):
    """(path, space) of everything the fighters must be able to walk to from the start space."""
    yield from ((f"spawns.{n}", s) for n, s in stage.spawns)
    yield "point_of_interest.space", stage.poi_space
    yield from ((f"objectives.tokens[{i}].space", t.space) for i, t in enumerate(stage.objectives))
    yield from ((f"setup.minions[{i}].space", s) for i, (_, s) in enumerate(stage.setup_minions))
    if stage.loss.effect == "space_overrun":
        yield "loss.space", dict(stage.loss.args).get("space")


def check_reach(stage: Stage, r: Reader) -> None:
    """Fighters reach every spawn, the point of interest, each objective token and minion from the
    start (over all adjacency); enemies placed on a spawn location reach the start space (over the
    spaces they may enter) and are never placed where they may not stand."""
    adj = adjacency(stage)
    if stage.start not in adj:
        return
    fighters = reachable(adj, stage.start)
    for path, space in _places_fighters_need(stage):
        if space and space not in fighters:
            r.err(path, f"expected a space the fighters can reach from the start space {stage.start}; "
                        f"walls cut {space} off")
    blocked = enemy_blocked(stage)
    enemy_places = [(f"spawns.{n}", s) for n, s in stage.spawns]
    enemy_places += [(f"setup.minions[{i}].space", s) for i, (_, s) in enumerate(stage.setup_minions)]
    for path, space in enemy_places:
        if space in blocked:
            r.err(path, f"expected a space enemies may enter; {space} is enemy_blocked or a hazard")
        elif path.startswith("spawns.") and stage.start not in reachable(adj, space, lambda n: n not in blocked):
            r.err(path, f"expected enemies placed on {space} to be able to reach the start space "
                        f"{stage.start}; walls, enemy_blocked spaces and hazards cut it off")


def check_numbers(stage: Stage, r: Reader) -> None:
    """Numbers that depend on the rest of the stage (each parameter's own range is checked as it is read)."""
    tokens = len(stage.objectives)
    args = dict(stage.loss.args)
    if stage.loss.effect in ("objectives_destroyed", "relics_lost") and args.get("count", 0) > tokens:
        r.err("loss.count", f"expected at most the {plural(tokens, 'objective token')} the stage places, "
                            f"got {args['count']} (the loss could never happen)")
    for i, rule in enumerate(stage.rules):
        if rule.effect in ("bombs", "relics") and not tokens:
            r.err(f"rules[{i}]", f"expected objective tokens for the '{rule.effect}' rule; objectives.tokens is empty")
        if rule.effect == "hazard" and not dict(rule.args).get("spaces"):
            r.err(f"rules[{i}].spaces", "expected at least one space")


# the objective rules whose tokens minions take off the map, and which minions take them
TAKERS = {"relics": ("standard", "elite"), "bombs": ("elite",)}


def check_looters(stage: Stage, r: Reader) -> None:
    """A setup minion that would carry off or destroy an objective token starts neither on one nor next
    to one: it would take the token in the first nemesis phase, before the players could act
    (docs/rules.md, *Stage checks*)."""
    kinds = {k for rule in stage.rules for k in TAKERS.get(rule.effect, ())}
    if not kinds:
        return
    adj = adjacency(stage)
    tokens = {t.space for t in stage.objectives}
    for i, (kind, space) in enumerate(stage.setup_minions):
        near = sorted(tokens & ({space} | adj.get(space, set())))
        if kind in kinds and near:
            article = "an" if kind == "elite" else "a"
            r.err(f"setup.minions[{i}].space", f"expected a space neither on nor next to an objective token; "
                                               f"{article} {kind} minion on {space} would take the token on "
                                               f"{', '.join(near)} before the players could act")


FIGHTERS_AT_MOST = 4    # a game seats 1 to 4 players (Fighter Setup: each places their miniature on the start)


def check_start_room(stage: Stage, r: Reader) -> None:
    """*Fighter Setup*: "Each player may place their miniature on the starting space", so with four
    players the start holds four fighters: a start space with a smaller capacity could not be set up."""
    room = dict(stage.capacity).get(stage.start)
    if room is not None and room < FIGHTERS_AT_MOST:
        r.err(f"capacity.{stage.start}", f"expected the start space {stage.start} to hold the {FIGHTERS_AT_MOST} "
                                         f"fighters of a four-player game; it holds at most {room} figures")


def check_stage(stage: Stage, r: Reader) -> None:
    check_numbers(stage, r)
    check_reach(stage, r)
    check_looters(stage, r)
    check_start_room(stage, r)
