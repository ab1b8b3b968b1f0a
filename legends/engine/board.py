"""Board geometry: a stage as a graph of spaces, with distances computed once.

A space is a square of a tile, or a feature (one space covering several squares,
adjacent to every space it touches). Walls remove adjacency, doors restore it.
Range and line of sight are counted through adjacency (docs/rules.md, *Walls
and line of sight*), so one distance table answers both.
"""
from __future__ import annotations

from collections import deque
from functools import lru_cache

from ..content.reach import adjacency, enemy_blocked, owners
from ..content.model import Stage

INF = 99
_MISSING = object()


class Board:
    def __init__(self, stage: Stage):
        self.stage = stage
        owner = owners(stage)
        self.owner = owner  # (col, row) -> space name
        first = {}
        for sq in sorted(stage.squares, key=lambda s: (s[1], s[0])):
            first.setdefault(owner[sq], sq)
        # reading order: top to bottom, left to right, by each space's first square
        self.spaces = tuple(sorted(first, key=lambda n: (first[n][1], first[n][0])))
        self.index = {n: i for i, n in enumerate(self.spaces)}
        self.squares_of = {n: tuple(sq for sq in stage.squares if owner[sq] == n) for n in self.spaces}
        adj = adjacency(stage, owner)  # shared with the content checks (content/reach.py)
        self.adjacent = {n: tuple(sorted(adj[n], key=self.index.get)) for n in self.spaces}
        self.dist = self._all_pairs(lambda n: True)
        blocked = enemy_blocked(stage)  # enemies walk around hazards (docs/rules.md)
        self.enemy_dist = self._all_pairs(lambda n: n not in blocked)
        self.enemy_blocked = frozenset(blocked)
        self.capacity = dict(stage.capacity)
        self.hazards = _hazard_damage(stage)   # space -> the damage a figure moved into it suffers
        self._routes = {}
        self._goals, self._paths = {}, {}     # enemy_goals, enemy_path: worked out once each
        self._shortest = {}     # (from, to) -> route (a tuple), or None: worked out once (the board never changes)
        self._within = {}
        self.names = {f.id: f.name for f in stage.features}   # a feature's id -> the name the stage prints

    def _all_pairs(self, passable):
        dist = {}
        for src in self.spaces:
            d = {src: 0}
            q = deque([src])
            while q:
                cur = q.popleft()
                for nb in self.adjacent[cur]:
                    if nb not in d and passable(nb):
                        d[nb] = d[cur] + 1
                        q.append(nb)
            dist[src] = d
        return dist

    # --- queries --------------------------------------------------------------
    def distance(self, a: str, b: str) -> int:
        return self.dist[a].get(b, INF)

    def within(self, src: str, steps: int) -> tuple:
        """Spaces a fighter can reach in at most `steps` moves (through figures), in the board's order
        (worked out once per space and reach: the board never changes)."""
        key = (src, steps)
        found = self._within.get(key)
        if found is None:
            d = self.dist[src]
            found = self._within[key] = tuple(n for n in self.spaces if d.get(n, INF) <= steps)
        return found

    def space_name(self, space) -> str:
        """A space as the players read it: a square by its name ("C3"), a feature by the name the
        stage prints on it ("Reclining Buddha")."""
        return self.names.get(space, space) if space is not None else "-"

    def route(self, frm: str, to: str):
        """A shortest route frm -> to through adjacency (both ends included; the lowest reading
        order where routes tie), for logging and drawing a move; None if there is none."""
        found = self._shortest.get((frm, to), _MISSING)
        if found is _MISSING:
            found = self._shortest[(frm, to)] = self._route(frm, to)
        return None if found is None else list(found)

    def _route(self, frm: str, to: str):
        if frm not in self.index or to not in self.index:
            return None
        d = self.dist[frm].get(to)
        if d is None:
            return None
        path, cur = [frm], frm
        while cur != to:
            cur = next(nb for nb in self.adjacent[cur] if self.dist[nb].get(to, 99) == self.dist[cur][to] - 1)
            path.append(cur)
        return tuple(path)

    def fighter_route(self, frm: str, to: str, steps: int, withdraw: bool = False):
        """The route a fighter's move takes frm -> to in at most `steps` moves into adjacent spaces
        (Actions), both ends included: the one on which the stage's hazards deal the least damage
        (each space moved into counts; a withdraw triggers none), then the shortest, then the first in
        reading order. None if `to` is more than `steps` away (docs/rules.md, *Moving*)."""
        if self.dist[frm].get(to, INF) > steps:
            return None
        if withdraw or not self.hazards:
            return self.route(frm, to)
        key = (frm, to, steps)
        if key not in self._routes:
            self._routes[key] = self._cheapest(frm, to, steps)
        return list(self._routes[key])

    def route_damage(self, path, withdraw: bool = False) -> int:
        """What the hazards on a route deal to a fighter: each space moved into (not the first)."""
        return 0 if withdraw or not path or not self.hazards else sum(self.hazards.get(sp, 0) for sp in path[1:])

    def _cheapest(self, frm, to, steps) -> tuple:
        """fighter_route through hazards: per number of moves, the best (damage, reading order) way to
        each space; the best arrival at `to` with fewest moves among the least damage."""
        idx, hz = self.index, self.hazards
        layer = {frm: (0, (idx[frm],), (frm,))}
        best = (0, 0, (), (frm,)) if frm == to else None
        for k in range(1, steps + 1):
            nxt = {}
            for cur, (dmg, order, path) in layer.items():
                for nb in self.adjacent[cur]:
                    cand = (dmg + hz.get(nb, 0), order + (idx[nb],), path + (nb,))
                    if nb not in nxt or cand[:2] < nxt[nb][:2]:
                        nxt[nb] = cand
            layer = nxt
            if to in layer:
                dmg, order, path = layer[to]
                if best is None or (dmg, k, order) < best[:3]:
                    best = (dmg, k, order, path)
        return best[3]

    def enemy_step_toward(self, src: str, goal: str) -> str:
        """First step of the enemy's shortest route to goal (lowest reading order on ties)."""
        d_goal = self.enemy_dist[goal]
        here = d_goal.get(src, INF)
        for nb in self.adjacent[src]:
            if nb not in self.enemy_blocked and d_goal.get(nb, INF) == here - 1:
                return nb
        return src

    def enemy_goals(self, here: str, target: str, lo: int, hi: int) -> tuple:
        """Where an enemy on `here` heads to be in range [lo, hi] of `target` (Enemy Movement): the
        spaces it can reach in range, nearest first; if none, those as near `target` as the blocked
        spaces allow. The tied ones, in reading order (worked out once: the board never changes)."""
        key = (here, target, lo, hi)
        found = self._goals.get(key)
        if found is None:
            reach, to_target = self.enemy_dist[here], self.dist[target]
            goals = [sp for sp in reach if lo <= to_target.get(sp, 99) <= hi]
            if goals:
                best = min(reach[sp] for sp in goals)
                tied = [sp for sp in goals if reach[sp] == best]
            else:  # cannot get in range: get as near as the blocked spaces allow
                best = min((to_target.get(sp, 99), reach[sp]) for sp in reach)
                tied = [sp for sp in reach if (to_target.get(sp, 99), reach[sp]) == best]
            found = self._goals[key] = tuple(sorted(tied, key=self.index.get))
        return found

    def enemy_path(self, src: str, goal: str, steps: int) -> list:
        """The spaces entered, in order, moving up to `steps` toward goal."""
        key = (src, goal, steps)
        found = self._paths.get(key)
        if found is None:
            found = self._paths[key] = tuple(self._enemy_path(src, goal, steps))
        return list(found)

    def _enemy_path(self, src: str, goal: str, steps: int) -> list:
        path, cur = [], src
        for _ in range(steps):
            if cur == goal:
                break
            nxt = self.enemy_step_toward(cur, goal)
            if nxt == cur:
                break
            path.append(nxt)
            cur = nxt
        return path

    def square_center(self, space: str):
        """Mean (col, row) of the squares a space covers, for drawing."""
        sq = self.squares_of[space]
        return (sum(s[0] for s in sq) / len(sq) + 0.5, sum(s[1] for s in sq) / len(sq) + 0.5)

    @property
    def size(self):
        cols = max(s[0] for s in self.stage.squares) + 1
        rows = max(s[1] for s in self.stage.squares) + 1
        return cols, rows


def _hazard_damage(stage: Stage) -> dict:
    out = {}
    for rule in stage.rules:
        if rule.effect == "hazard":
            for sp in dict(rule.args).get("spaces", ()):
                out[sp] = out.get(sp, 0) + dict(rule.args).get("damage", 0)
    return out


@lru_cache(maxsize=32)
def board_for(stage: Stage) -> Board:
    return Board(stage)
