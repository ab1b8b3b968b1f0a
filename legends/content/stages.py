"""Stages: tiles, features, walls and doors, and every space the stage names.

A stage names a space by a square ("B3") or by a feature id ("console"). Each such name is
resolved here, once, to the board's space: a square inside a feature is that feature. The
Stage keeps only resolved spaces, so nothing after loading parses squares again.
"""
from __future__ import annotations

from . import catalog
from .model import Feature, ObjectiveToken, Stage, StageEffect, Tile
from .reach import check_stage
from .reader import Reader, _color, _show, parse_square, square_name

SIZES = {"large": (4, 4), "small": (4, 2)}
SPACE_EXPECTED = "expected a space of the map (a square like A1 or a feature id), got {}"


class SpaceNames:
    """Resolves a name from the stage file to the board's space id (reporting what is not a space)."""

    def __init__(self, r: Reader, squares: set, covered: dict, features: list):
        self.r = r
        self.covered = covered                      # square name -> feature id
        self.spaces = {n for n in squares if n not in covered} | {f.id for f in features}

    def __call__(self, raw, path):
        if isinstance(raw, str) and raw in self.covered:
            return self.covered[raw]
        if not isinstance(raw, str) or raw not in self.spaces:
            self.r.err(path, SPACE_EXPECTED.format(_show(raw)))
            return None
        return raw


def _stage_effect(raw, path, r: Reader, where):
    if not isinstance(raw, dict):
        r.err(path, "expected a mapping with 'effect' and its parameters")
        return StageEffect("none")
    params = r.effect_params(raw.get("effect"), raw, path, where)
    return StageEffect(raw.get("effect", "none"), params or (), raw.get("text", "") if isinstance(raw.get("text"), str) else "")


GRID_MAX = (12, 10)           # a home-made stage's grid: at most 12 columns (A-L) and 10 rows
GRID_MARKS = {"#": True, ".": False}


def grid_tiles(squares) -> list:
    """The tiles a home-made map is drawn with: its squares cut into rectangles, each run of squares
    in a row stretched down while the rows below hold the same run (one tile for a plain rectangle)."""
    left, tiles = set(squares), []
    for (c, r) in sorted(squares, key=lambda s: (s[1], s[0])):
        if (c, r) not in left:
            continue
        w = 1
        while (c + w, r) in left:
            w += 1
        h = 1
        while all((c + dx, r + h) in left for dx in range(w)):
            h += 1
        left -= {(c + dx, r + dy) for dx in range(w) for dy in range(h)}
        tiles.append(Tile(f"grid{len(tiles) + 1}", "grid", (c, r), w, h))
    return tiles


def _grid(doc, r: Reader):
    """`grid`: a home-made map (the workshop's), one text per row, `#` a square of the map, `.` none."""
    rows = r.get(doc, "grid", "", list)
    if rows is None:
        return [], []
    cols_max, rows_max = GRID_MAX
    if not 1 <= len(rows) <= rows_max:
        r.err("grid", f"expected 1 to {rows_max} rows of squares, got {len(rows)}")
        return [], []
    squares, before = [], len(r.problems)
    for y, row in enumerate(rows):
        if not isinstance(row, str) or not 1 <= len(row) <= cols_max or set(row) - set(GRID_MARKS):
            r.err(f"grid[{y}]", f"expected a row of 1 to {cols_max} marks, # a square of the map and . none, "
                                f"got {_show(row)}")
            continue
        squares += [(x, y) for x, mark in enumerate(row) if GRID_MARKS[mark]]
    if not squares and len(r.problems) == before:
        r.err("grid", "expected at least one square (#)")
    return grid_tiles(squares), sorted(squares, key=lambda s: (s[1], s[0]))


def _tiles(doc, r: Reader):
    if isinstance(doc, dict) and "grid" in doc:
        if "tiles" in doc:
            r.err("grid", "expected either tiles (the box's 1 large and 2 small tiles) or grid, not both")
        return _grid(doc, r)
    tiles, squares = [], []
    tiles_raw = r.get(doc, "tiles", "", list, [])
    kinds = sorted(t.get("size") for t in tiles_raw if isinstance(t, dict) and isinstance(t.get("size"), str))
    if kinds != ["large", "small", "small"]:
        r.err("tiles", "expected 1 large and 2 small tiles")
    for i, t in enumerate(tiles_raw):
        p = f"tiles[{i}]"
        tid = r.get(t, "id", p, str)
        size = r.get(t, "size", p, str, check=lambda v: None if v in SIZES else "expected large or small")
        at = r.get(t, "at", p, list)
        turned = r.get(t, "turned", p, bool, False)
        if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and 0 <= v < 16 for v in at)):
            r.err(f"{p}.at", "expected [column, row] of the tile's top-left square, like [0, 0]")
            continue
        if size is None:
            continue
        cols, rows = SIZES[size]
        if turned:
            cols, rows = rows, cols
        tiles.append(Tile(tid or f"t{i}", size, tuple(at), cols, rows))
        for dx in range(cols):
            for dy in range(rows):
                sq = (at[0] + dx, at[1] + dy)
                if sq in squares:
                    r.err(p, f"overlaps another tile at {square_name(*sq)}")
                else:
                    squares.append(sq)
    return tiles, squares


def _features(doc, r: Reader, names: set):
    features, covered = [], {}
    for i, f in enumerate(r.get(doc, "features", "", list, [])):
        p = f"features[{i}]"
        fid = r.ident(f, "id", p)
        fname = r.get(f, "name", p, str, fid or "")
        sq = []
        for j, s in enumerate(r.get(f, "squares", p, list, [])):
            if not isinstance(s, str) or s not in names:
                r.err(f"{p}.squares[{j}]", f"expected a square of the map (like A1), got {_show(s)}")
            elif s in covered:
                r.err(f"{p}.squares[{j}]", f"{s} already belongs to feature {covered[s]}")
            else:
                covered[s] = fid
                sq.append(parse_square(s))
        if len(sq) < 2:
            r.err(f"{p}.squares", "a feature covers at least 2 squares")
        features.append(Feature(fid or "?", fname or "?", tuple(sq)))
    return features, covered


def _edges(doc, key, r: Reader, names: set):
    out = []
    for i, e in enumerate(r.get(doc, key, "", list, [])):
        parts = e.split("|") if isinstance(e, str) else []
        if len(parts) != 2 or not all(p in names for p in parts):
            r.err(f"{key}[{i}]", f"expected two neighbouring squares like 'B2|C2', got {_show(e)}")
            continue
        a, b = parse_square(parts[0]), parse_square(parts[1])
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            r.err(f"{key}[{i}]", f"{parts[0]} and {parts[1]} are not orthogonal neighbours")
            continue
        out.append((parts[0], parts[1]))
    return tuple(out)


def _walls_and_doors(doc, r: Reader, names: set):
    walls, doors = _edges(doc, "walls", r, names), _edges(doc, "doors", r, names)
    wall_set = {frozenset(w) for w in walls}
    for i, d in enumerate(doors):
        if frozenset(d) not in wall_set:
            r.err(f"doors[{i}]", "a door must stand in a wall; add the same pair to walls")
    return walls, doors


def _spawns_and_poi(doc, r: Reader, space: SpaceNames):
    spawns = []
    sp_raw = r.get(doc, "spawns", "", dict, {})
    for n in (1, 2, 3):
        s = space(sp_raw.get(n, sp_raw.get(str(n))), f"spawns.{n}")
        if s:
            spawns.append((n, s))
    poi = r.get(doc, "point_of_interest", "", dict, {})
    poi_space = space(r.get(poi, "space", "point_of_interest", str), "point_of_interest.space")
    poi_name = r.get(poi, "name", "point_of_interest", str, "Point of interest")
    poi_effect = _stage_effect(r.get(poi, "effect", "point_of_interest", dict, {}), "point_of_interest.effect", r, "poi")
    return tuple(spawns), poi_space, poi_name, poi_effect


def _objectives(doc, r: Reader, space: SpaceNames):
    obj = r.get(doc, "objectives", "", dict, {})
    tokens = []
    for i, t in enumerate(r.get(obj, "tokens", "objectives", list, [])):
        p = f"objectives.tokens[{i}]"
        s = space(r.get(t, "space", p, str), f"{p}.space")
        icon = r.get(t, "icon", p, str, check=lambda v: None if v in catalog.COMBO_ICONS else
                     f"expected one of {', '.join(catalog.COMBO_ICONS)}")
        if s and icon:
            tokens.append(ObjectiveToken(s, icon))
    if len(tokens) > 12:
        r.err("objectives.tokens", "the box has 12 objective tokens at most")
    return tuple(tokens), r.get(obj, "hidden", "objectives", bool, True)


def _setup(doc, r: Reader, space: SpaceNames):
    setup = r.get(doc, "setup", "", dict, {})
    minions = []
    for i, m in enumerate(r.get(setup, "minions", "setup", list, [])):
        p = f"setup.minions[{i}]"
        t = r.get(m, "type", p, str, check=lambda v: None if v in catalog.MINION_TYPES else "expected standard or elite")
        s = space(r.get(m, "space", p, str), f"{p}.space")
        if t and s:
            minions.append((t, s))
    return tuple(minions), r.get(setup, "text", "setup", str, "")


def _with_args(effect: StageEffect, **args) -> StageEffect:
    """The effect with some parameters replaced (names of spaces by the spaces they name)."""
    return StageEffect(effect.effect, tuple(sorted({**effect.args, **args}.items())), effect.text)


def _rules_and_loss(doc, r: Reader, space: SpaceNames):
    """Stage rules and the loss condition; the spaces they name (hazards, overrun) are resolved."""
    rules = []
    for i, raw in enumerate(r.get(doc, "rules", "", list, [])):
        rule = _stage_effect(raw, f"rules[{i}]", r, "stage")
        if rule.effect == "hazard" and "spaces" in rule.args:
            named = (space(s, f"rules[{i}].spaces[{j}]") for j, s in enumerate(rule.args["spaces"]))
            rule = _with_args(rule, spaces=tuple(dict.fromkeys(s for s in named if s)))
        rules.append(rule)
    loss = _stage_effect(r.get(doc, "loss", "", dict, {}), "loss", r, "loss")
    if loss.effect == "space_overrun" and "space" in loss.args:
        loss = _with_args(loss, space=space(loss.args["space"], "loss.space") or "")
    return tuple(rules), loss


def _capacity_and_blocked(doc, r: Reader, space: SpaceNames):
    capacity = []
    for k, v in (r.get(doc, "capacity", "", dict, {}) or {}).items():
        s = space(k, f"capacity.{k}")
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            r.err(f"capacity.{k}", "expected the most figures the space holds (1 or more)")
        elif s:
            capacity.append((s, v))
    blocked = tuple(s for i, x in enumerate(r.get(doc, "enemy_blocked", "", list, []))
                    if (s := space(x, f"enemy_blocked[{i}]")))
    return tuple(capacity), blocked


def load_stage(doc, r: Reader):
    before = len(r.problems)
    sid = r.ident(doc, "id", "")
    name = r.get(doc, "name", "", str)
    flavor = r.get(doc, "flavor", "", str, "")
    tiles, squares = _tiles(doc, r)
    names = {square_name(*sq) for sq in squares}
    features, covered = _features(doc, r, names)
    space = SpaceNames(r, names, covered, features)
    walls, doors = _walls_and_doors(doc, r, names)
    start = space(r.get(doc, "start", "", str), "start")
    spawns, poi_space, poi_name, poi_effect = _spawns_and_poi(doc, r, space)
    tokens, hidden = _objectives(doc, r, space)
    setup_minions, setup_text = _setup(doc, r, space)
    rules, loss = _rules_and_loss(doc, r, space)
    capacity, blocked = _capacity_and_blocked(doc, r, space)
    pal = r.get(doc, "palette", "", dict, {})
    floor = r.get(pal, "floor", "palette", str, "#6b5a48", check=_color)
    accent = r.get(pal, "accent", "palette", str, "#d9a441", check=_color)
    palette = (("floor", floor), ("accent", accent))
    stage = Stage(sid or "?", name or "?", flavor, tuple(tiles), tuple(squares), walls, doors, tuple(features),
                  start or "", spawns, poi_space or "", poi_name, poi_effect, tokens, bool(hidden),
                  setup_minions, setup_text, rules, loss, capacity, blocked, palette)
    if len(r.problems) == before:  # reachability and cross-field numbers, on a stage that otherwise loads
        check_stage(stage, r)
    return stage
