"""YAML -> validated frozen dataclasses.

Every problem is collected as `file: path.to.field: what was expected` and all of
them are raised together in one ContentError; nothing here lets a traceback out.
"""
from __future__ import annotations

import re
from pathlib import Path

import yaml

from . import catalog as C
from .model import (Ability, AbilitySide, Act, Box, CriticalArt, Dice, EnemySide, Feature, Fighter,
                    Kicker, MinionGroup, Nemesis, NemesisAbility, NemesisCard, NemesisSide,
                    ObjectiveToken, Passive, Rival, SpawnSlot, Stage, StageEffect, StyleCard,
                    StyleDeck, Tile)

SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "legends" / "data"
STAGES = ROOT / "stages"
SQUARE_RE = re.compile(r"^([A-Z])([1-9][0-9]?)$")
ID_RE = re.compile(r"^[a-z0-9_]+$")


class ContentError(Exception):
    """All the problems found, one `file: path: message` line each."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


def square_name(col: int, row: int) -> str:
    return f"{chr(ord('A') + col)}{row + 1}"


def parse_square(name: str):
    m = SQUARE_RE.match(name or "")
    if not m:
        return None
    return ord(m.group(1)) - ord("A"), int(m.group(2)) - 1


class Reader:
    """Walks one YAML document, remembering where it is, collecting problems."""

    def __init__(self, file: str, problems: list):
        self.file = file
        self.problems = problems

    def err(self, path: str, msg: str):
        self.problems.append(f"{self.file}: {path or '(top)'}: {msg}")

    def get(self, node, key, path, kind, default=..., check=None):
        """node[key] checked against kind (type or tuple of types)."""
        where = f"{path}.{key}" if path else key
        if not isinstance(node, dict):
            self.err(path, f"expected a mapping with '{key}'")
            return None if default is ... else default
        if key not in node or node[key] is None:
            if default is ...:
                self.err(where, f"missing; expected {_kind_name(kind)}")
                return None
            return default
        value = node[key]
        if not _is_kind(value, kind):
            self.err(where, f"expected {_kind_name(kind)}, got {_show(value)}")
            return None if default is ... else default
        if check is not None:
            problem = check(value)
            if problem:
                self.err(where, problem)
                return None if default is ... else default
        return value

    def ident(self, node, key, path):
        return self.get(node, key, path, str, check=lambda v: None if ID_RE.match(v) else
                        "expected an id of lowercase letters, digits and _")

    def count(self, node, key, path, lo=0, hi=99, default=...):
        return self.get(node, key, path, int, default,
                        check=lambda v: None if lo <= v <= hi else f"expected a whole number from {lo} to {hi}, got {v}")

    def icons(self, value, path, allowed=C.COMBO_ICONS, allow_empty=False):
        if not isinstance(value, list) or (not value and not allow_empty):
            self.err(path, f"expected a list of combo icons ({', '.join(allowed)})")
            return ()
        out = []
        for i, icon in enumerate(value):
            if icon not in allowed:
                self.err(f"{path}[{i}]", f"unknown icon {_show(icon)}; expected one of {', '.join(allowed)}")
            else:
                out.append(icon)
        return tuple(out)

    def effect_params(self, name, raw: dict, path, where):
        spec = C.effects_for(where).get(name) if isinstance(name, str) else None
        if spec is None:
            known = ", ".join(sorted(C.effects_for(where)))
            self.err(path, f"unknown effect {_show(name)} here; expected one of {known}")
            return None
        _, types, _ = spec
        params = {}
        for key, typ in types.items():
            v = self.get(raw, key, path, typ)
            if v is not None:
                if typ is int and not (-20 <= v <= 20):
                    self.err(f"{path}.{key}", f"expected a small whole number, got {v}")
                params[key] = tuple(v) if isinstance(v, list) else v
        for key in raw:
            if key not in types and key not in ("effect", "text", "icon", "name", "actor"):
                self.err(f"{path}.{key}", f"unknown parameter for effect '{name}'; expected {', '.join(types) or 'none'}")
        return tuple(sorted(params.items()))

    # --- actions -------------------------------------------------------------
    def act(self, raw, path, allowed, actors=False) -> Act | None:
        """An action: 'melee 2 boost target 2 withdraw charge @standard' or a mapping."""
        if isinstance(raw, str):
            return self._act_text(raw, path, allowed, actors)
        if isinstance(raw, dict):
            if "effect" in raw and "icon" not in raw:
                params = self.effect_params(raw.get("effect"), raw, path, "action")
                if params is None:
                    return None
                actor = raw.get("actor", "nemesis" if actors else "")
                if actor not in (C.ACTORS if actors else ("",)):
                    self.err(f"{path}.actor", f"expected one of {', '.join(C.ACTORS)} (nemesis rows only)")
                    return None
                return Act("effect", effect=raw["effect"], params=params, actor=actor)
            text = self.get(raw, "icon", path, str)
            if text is None:
                return None
            base = self._act_text(text, path, allowed, actors)
            if base is None:
                return None
            fields = base.__dict__.copy()
            if "effect" in raw:
                params = self.effect_params(raw["effect"], raw, path, "attack")
                if params is None:
                    return None
                if base.icon not in C.ATTACKS:
                    self.err(path, f"effect '{raw['effect']}' modifies an attack, not '{base.icon}'")
                fields.update(effect=raw["effect"], params=params)
            return Act(**fields)
        self.err(path, f"expected an action like 'melee 2' or a mapping, got {_show(raw)}")
        return None

    def _act_text(self, text, path, allowed, actors):
        words = text.split()
        if not words:
            self.err(path, "empty action; expected an icon like 'move 2'")
            return None
        icon, rest = words[0], words[1:]
        if icon not in allowed:
            self.err(path, f"unknown icon {_show(icon)}; expected one of {', '.join(allowed)}")
            return None
        fields = {"icon": icon, "actor": "nemesis" if actors else ""}
        i = 0
        while i < len(rest):
            w = rest[i]
            if w.isdigit() and "value" not in fields:
                fields["value"] = int(w)
                if fields["value"] > 9:
                    self.err(path, f"value {w} is too large; expected 0 to 9")
            elif w == "boost":
                fields["boost"] = fields.get("boost", 0) + 1
            elif w == "target" and i + 1 < len(rest) and rest[i + 1].isdigit():
                fields["target"] = int(rest[i + 1])
                i += 1
            elif w in ("withdraw", "charge"):
                fields[w] = True
            elif w.startswith("@") and actors and w[1:] in C.ACTORS:
                fields["actor"] = w[1:]
            else:
                extra = " or @nemesis/@standard/@elite" if actors else ""
                self.err(path, f"unknown word {_show(w)} in '{text}'; expected a number, boost, "
                               f"target N, withdraw or charge{extra}")
                return None
            i += 1
        needs_value = icon in ("move", "melee", "short", "long", "poison") and icon in C.BOOSTABLE
        if needs_value and not fields.get("value"):
            self.err(path, f"'{icon}' needs a number, like '{icon} 2'")
            return None
        if fields.get("target", 1) > 1 and icon not in C.ATTACKS:
            self.err(path, "target X only modifies attacks")
        return Act(**fields)

    def rows(self, raw, path, allowed=C.FIGHTER_ICONS, actors=False, allow_empty=False):
        """A list of action rows; a flat list of actions is one row."""
        if not isinstance(raw, list) or (not raw and not allow_empty):
            self.err(path, "expected a list of action rows, like [[move 2, melee 3]]")
            return ()
        if raw and not all(isinstance(r, list) for r in raw):
            raw = [raw]
        out = []
        for r, row in enumerate(raw):
            acts = []
            for a, item in enumerate(row):
                act = self.act(item, f"{path}[{r}][{a}]", allowed + ("effect",), actors)
                if act is not None:
                    acts.append(act)
            if not row:
                self.err(f"{path}[{r}]", "empty action row")
            out.append(tuple(acts))
        return tuple(out)

    def passive(self, raw, path, where="passive"):
        if raw is None:
            return None
        if not isinstance(raw, dict) or "effect" not in raw:
            self.err(path, "expected a mapping with 'effect' and its parameters")
            return None
        params = self.effect_params(raw["effect"], raw, path, where)
        if params is None:
            return None
        return Passive(raw["effect"], params)


COLOR_RE = re.compile(r"^#[0-9a-fA-F]{6}$")


def _color(value):
    return None if COLOR_RE.match(value) else "expected a colour like '#c03030'"


def _is_kind(value, kind):
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        return False
    return isinstance(value, kinds)


def _kind_name(kind):
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {str: "text", int: "a whole number", list: "a list", dict: "a mapping", bool: "true or false"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def _show(value):
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# ---------------------------------------------------------------------------
def read_yaml(path: Path, problems: list, rel: str):
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(f"{rel}: (file): cannot read: {exc.__class__.__name__}")
        return None
    try:
        doc = yaml.load(text, Loader=SAFE_LOADER)  # the safe loader only (C speed where available)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "(file)"
        problem = getattr(exc, "problem", None) or "not valid YAML"
        if "constructor" in exc.__class__.__name__.lower() or "could not determine a constructor" in str(exc):
            problem = "tags like !!python/... are not allowed; plain YAML only"
        problems.append(f"{rel}: {where}: {problem}")
        return None
    if not isinstance(doc, dict):
        problems.append(f"{rel}: (top): expected a mapping of fields, got {_show(doc)}")
        return None
    return doc


def load_style_deck(doc, r: Reader):
    deck_id = r.ident(doc, "id", "")
    name = r.get(doc, "name", "", str)
    archetype = r.get(doc, "archetype", "", str, "")
    cards_raw = r.get(doc, "cards", "", list) or []
    if len(cards_raw) != 14:
        r.err("cards", f"expected 14 cards, found {len(cards_raw)}")
    cards = []
    for i, c in enumerate(cards_raw):
        p = f"cards[{i}]"
        cname = r.get(c, "name", p, str)
        icons = r.icons(r.get(c, "icons", p, list, []), f"{p}.icons")
        sprint = r.count(c, "sprint", p, 1, 5)
        rows = r.rows(r.get(c, "rows", p, list, []), f"{p}.rows")
        cards.append(StyleCard(f"{deck_id}_{i + 1:02d}", cname or "?", deck_id or "?", icons, sprint or 1, rows))
    return StyleDeck(deck_id or "?", name or "?", archetype or "", tuple(cards))


def load_ability_side(raw, path, r: Reader):
    cost = r.icons(r.get(raw, "cost", path, list, []), f"{path}.cost")
    rows = r.rows(r.get(raw, "rows", path, list, []), f"{path}.rows")
    kicker = None
    k = r.get(raw, "kicker", path, dict, None)
    if k is not None:
        kp = f"{path}.kicker"
        kcost = r.icons(r.get(k, "cost", kp, list, []), f"{kp}.cost")
        krows = r.rows(r.get(k, "rows", kp, list, []), f"{kp}.rows", allow_empty=True)
        kboost = tuple(r.get(k, "boost", kp, list, []))
        n_acts = sum(len(row) for row in rows)
        raw_rows = raw.get("rows") if isinstance(raw.get("rows"), list) else []
        rows_whole = n_acts == sum(len(x) if isinstance(x, list) else 1 for x in raw_rows)
        for j, b in enumerate(kboost if rows_whole else ()):  # a broken row is reported once, above
            if not isinstance(b, int) or not 0 <= b < n_acts:
                r.err(f"{kp}.boost[{j}]", f"expected the index (0 to {n_acts - 1}) of an action to boost")
            elif rows and [a for row in rows for a in row][b].icon not in C.BOOSTABLE:
                r.err(f"{kp}.boost[{j}]", "only move and attack actions can be boosted")
        if not krows and not kboost:
            r.err(kp, "a kicker needs extra rows or actions to boost")
        kicker = Kicker(kcost, krows, kboost)
    return AbilitySide(cost, rows, kicker)


def load_fighter(doc, r: Reader):
    fid = r.ident(doc, "id", "")
    name = r.get(doc, "name", "", str)
    title = r.get(doc, "title", "", str, "")
    color = r.get(doc, "color", "", str, "#c03030", check=_color)
    abil_raw = r.get(doc, "abilities", "", list) or []
    if len(abil_raw) != 4:
        r.err("abilities", f"expected 4 abilities, found {len(abil_raw)}")
    abilities = []
    for i, a in enumerate(abil_raw):
        p = f"abilities[{i}]"
        aname = r.get(a, "name", p, str)
        std = load_ability_side(r.get(a, "standard", p, dict, {}), f"{p}.standard", r)
        upg = load_ability_side(r.get(a, "upgraded", p, dict, {}), f"{p}.upgraded", r)
        abilities.append(Ability(f"{fid}_{i + 1}", aname or "?", std, upg))
    ca = r.get(doc, "critical_art", "", dict, {})
    crit = CriticalArt(r.get(ca, "name", "critical_art", str) or "?",
                       r.rows(r.get(ca, "rows", "critical_art", list, []), "critical_art.rows"))
    return Fighter(fid or "?", name or "?", title, tuple(abilities), crit, color)


def load_enemy_side(raw, path, r: Reader, default_name=""):
    name = r.get(raw, "name", path, str, default_name)
    health = r.count(raw, "health", path, 1, 9)
    act_raw = r.get(raw, "activation", path, list, [])
    acts = []
    for i, item in enumerate(act_raw):
        a = r.act(item, f"{path}.activation[{i}]", C.ENEMY_ICONS + ("effect",))
        if a is not None:
            acts.append(a)
    if not act_raw:
        r.err(f"{path}.activation", "expected a list of icons, like [move 2, melee 1]")
    passive = r.passive(raw.get("passive") if isinstance(raw, dict) else None, f"{path}.passive")
    return EnemySide(name or "?", health or 1, tuple(acts), passive)


def load_minions(doc, r: Reader):
    gid = r.ident(doc, "id", "")
    name = r.get(doc, "name", "", str)
    std = load_enemy_side(r.get(doc, "standard", "", dict, {}), "standard", r)
    eli = load_enemy_side(r.get(doc, "elite", "", dict, {}), "elite", r)
    sup = r.get(doc, "supply", "", dict, {})
    supply = (("standard", r.count(sup, "standard", "supply", 1, 12) or 1),
              ("elite", r.count(sup, "elite", "supply", 1, 12) or 1))
    return MinionGroup(gid or "?", name or "?", std, eli, supply)


def load_rival(doc, r: Reader):
    rid = r.ident(doc, "id", "")
    name = r.get(doc, "name", "", str)
    color = r.get(doc, "color", "", str, "#6030a0", check=_color)
    r1 = load_enemy_side(r.get(doc, "r1", "", dict, {}), "r1", r, name or "")
    r2 = load_enemy_side(r.get(doc, "r2", "", dict, {}), "r2", r, name or "")
    return Rival(rid or "?", name or "?", r1, r2, color)


def load_nemesis(doc, r: Reader):
    nid = r.ident(doc, "id", "")
    name = r.get(doc, "name", "", str)
    color = r.get(doc, "color", "", str, "#402060", check=_color)
    sides = []
    for rnd in ("r1", "r2"):
        side = r.get(doc, rnd, "", dict, {})
        abil = r.get(side, "abilities", rnd, dict, {})
        out = []
        for icon in C.NEMESIS_ICONS:
            p = f"{rnd}.abilities.{icon}"
            a = r.get(abil, icon, f"{rnd}.abilities", dict, {})
            out.append((icon, NemesisAbility(r.get(a, "name", p, str) or "?",
                                             r.rows(r.get(a, "rows", p, list, []), f"{p}.rows",
                                                    C.ENEMY_ICONS, actors=True))))
        for key in abil:
            if key not in C.NEMESIS_ICONS:
                r.err(f"{rnd}.abilities.{key}", f"unknown nemesis icon; expected {', '.join(C.NEMESIS_ICONS)}")
        sides.append(NemesisSide(tuple(out)))
    ex = r.get(doc, "ex_ability", "", dict, {})
    ex_name = r.get(ex, "name", "ex_ability", str) or "?"
    ex_passive = r.passive(ex, "ex_ability", "nemesis_ex") or Passive("ex_power", (("amount", 1),))
    cr = r.get(doc, "critical", "", dict, {})
    critical = NemesisAbility(r.get(cr, "name", "critical", str) or "?",
                              r.rows(r.get(cr, "rows", "critical", list, []), "critical.rows",
                                     C.ENEMY_ICONS, actors=True))
    track = r.get(doc, "health_track", "", list, [])
    if not track or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 12 for v in track):
        r.err("health_track", "expected a list of successes needed (whole numbers 1 to 12), left to right")
        track = [3]
    starts = r.get(doc, "track_start", "", dict, {})
    start = []
    for players in (1, 2, 3, 4):
        v = starts.get(players, starts.get(str(players))) if isinstance(starts, dict) else None
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < len(track):
            r.err(f"track_start.{players}", f"expected the start space (0 to {len(track) - 1}) for {players} player(s)")
            v = 0
        start.append((players, v))
    return Nemesis(nid or "?", name or "?", sides[0], sides[1], ex_passive, ex_name, critical,
                   tuple(track), tuple(start), color)


def load_nemesis_cards(doc, r: Reader):
    raw = r.get(doc, "cards", "", list) or []
    cards, seen = [], set()
    for i, c in enumerate(raw):
        p = f"cards[{i}]"
        cid = r.ident(c, "id", p)
        if cid in seen:
            r.err(f"{p}.id", f"duplicate id '{cid}'")
        seen.add(cid)
        name = r.get(c, "name", p, str)
        icon = r.get(c, "icon", p, str, check=lambda v: None if v in C.NEMESIS_ICONS else
                     f"expected one of {', '.join(C.NEMESIS_ICONS)}")
        spawns = []
        for j, s in enumerate(r.get(c, "spawn", p, list, [])):
            sp = f"{p}.spawn[{j}]"
            t = r.get(s, "type", sp, str, check=lambda v: None if v in C.MINION_TYPES else "expected standard or elite")
            loc = r.count(s, "location", sp, 1, 3)
            if t and loc:
                spawns.append(SpawnSlot(t, loc))
        hard = r.get(c, "hard", p, bool, False)
        cards.append(NemesisCard(cid or "?", name or "?", icon or "circle", tuple(spawns), hard))
    std_names = {c.name for c in cards if not c.hard}
    for i, c in enumerate(cards):
        if c.hard and c.name not in std_names:
            r.err(f"cards[{i}].name", f"hard mode card '{c.name}' must share its name with a standard card")
    n_hard = sum(c.hard for c in cards)
    if len(cards) != 18 or n_hard != 3:
        r.err("cards", f"expected 18 cards of which 3 are hard mode, found {len(cards)} with {n_hard}")
    return tuple(cards)


def load_dice(doc, r: Reader):
    count = r.count(doc, "count", "", 1, 10) or 5
    faces = r.get(doc, "faces", "", list, [])
    if len(faces) != 6 or not all(isinstance(f, int) and not isinstance(f, bool) and 0 <= f <= 3 for f in faces):
        r.err("faces", "expected 6 faces, each the number of attack symbols (0 to 3)")
        faces = [0, 0, 1, 1, 1, 2]
    return Dice(count, tuple(faces))


def _stage_effect(raw, path, r: Reader, where):
    if not isinstance(raw, dict):
        r.err(path, "expected a mapping with 'effect' and its parameters")
        return StageEffect("none")
    params = r.effect_params(raw.get("effect"), raw, path, where)
    return StageEffect(raw.get("effect", "none"), params or (), raw.get("text", "") if isinstance(raw.get("text"), str) else "")


def load_stage(doc, r: Reader):
    sid = r.ident(doc, "id", "")
    name = r.get(doc, "name", "", str)
    flavor = r.get(doc, "flavor", "", str, "")
    tiles, squares = [], []
    sizes = {"large": (4, 4), "small": (4, 2)}
    tiles_raw = r.get(doc, "tiles", "", list, [])
    kinds = sorted(t.get("size") for t in tiles_raw if isinstance(t, dict) and isinstance(t.get("size"), str))
    if kinds != ["large", "small", "small"]:
        r.err("tiles", "expected 1 large and 2 small tiles")
    for i, t in enumerate(tiles_raw):
        p = f"tiles[{i}]"
        tid = r.get(t, "id", p, str)
        size = r.get(t, "size", p, str, check=lambda v: None if v in sizes else "expected large or small")
        at = r.get(t, "at", p, list)
        turned = r.get(t, "turned", p, bool, False)
        if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and 0 <= v < 16 for v in at)):
            r.err(f"{p}.at", "expected [column, row] of the tile's top-left square, like [0, 0]")
            continue
        if size is None:
            continue
        cols, rows = sizes[size]
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
    names = {square_name(*sq) for sq in squares}

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
    spaces = {n for n in names if n not in covered} | {f.id for f in features}

    def space(raw_value, path):
        if not isinstance(raw_value, str):
            r.err(path, f"expected a space of the map (a square like A1 or a feature id), got {_show(raw_value)}")
            return None
        if raw_value in covered:
            return covered[raw_value]
        if raw_value not in spaces:
            r.err(path, f"expected a space of the map (a square like A1 or a feature id), got {_show(raw_value)}")
            return None
        return raw_value

    def edges(key):
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

    walls, doors = edges("walls"), edges("doors")
    wall_set = {frozenset(w) for w in walls}
    for i, d in enumerate(doors):
        if frozenset(d) not in wall_set:
            r.err(f"doors[{i}]", "a door must stand in a wall; add the same pair to walls")

    start = space(r.get(doc, "start", "", str), "start")
    spawns = []
    sp_raw = r.get(doc, "spawns", "", dict, {})
    for n in (1, 2, 3):
        v = sp_raw.get(n, sp_raw.get(str(n)))
        s = space(v, f"spawns.{n}")
        if s:
            spawns.append((n, s))
    poi = r.get(doc, "point_of_interest", "", dict, {})
    poi_space = space(r.get(poi, "space", "point_of_interest", str), "point_of_interest.space")
    poi_name = r.get(poi, "name", "point_of_interest", str, "Point of interest")
    poi_effect = _stage_effect(r.get(poi, "effect", "point_of_interest", dict, {}), "point_of_interest.effect", r, "poi")

    obj = r.get(doc, "objectives", "", dict, {})
    tokens = []
    for i, t in enumerate(r.get(obj, "tokens", "objectives", list, [])):
        p = f"objectives.tokens[{i}]"
        s = space(r.get(t, "space", p, str), f"{p}.space")
        icon = r.get(t, "icon", p, str, check=lambda v: None if v in C.COMBO_ICONS else
                     f"expected one of {', '.join(C.COMBO_ICONS)}")
        if s and icon:
            tokens.append(ObjectiveToken(s, icon))
    if len(tokens) > 12:
        r.err("objectives.tokens", "the box has 12 objective tokens at most")
    hidden = r.get(obj, "hidden", "objectives", bool, True)

    setup = r.get(doc, "setup", "", dict, {})
    setup_minions = []
    for i, m in enumerate(r.get(setup, "minions", "setup", list, [])):
        p = f"setup.minions[{i}]"
        t = r.get(m, "type", p, str, check=lambda v: None if v in C.MINION_TYPES else "expected standard or elite")
        s = space(r.get(m, "space", p, str), f"{p}.space")
        if t and s:
            setup_minions.append((t, s))
    setup_text = r.get(setup, "text", "setup", str, "")
    rules = tuple(_stage_effect(x, f"rules[{i}]", r, "stage") for i, x in enumerate(r.get(doc, "rules", "", list, [])))
    loss = _stage_effect(r.get(doc, "loss", "", dict, {}), "loss", r, "loss")
    if loss.effect == "space_overrun":
        space(loss.args.get("space"), "loss.space")
    for rule_i, rule in enumerate(rules):
        if rule.effect == "hazard":
            for j, s in enumerate(rule.args.get("spaces", ())):
                space(s, f"rules[{rule_i}].spaces[{j}]")
    capacity = []
    for k, v in (r.get(doc, "capacity", "", dict, {}) or {}).items():
        s = space(k, f"capacity.{k}")
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            r.err(f"capacity.{k}", "expected the most figures the space holds (1 or more)")
        elif s:
            capacity.append((s, v))
    blocked = tuple(s for i, x in enumerate(r.get(doc, "enemy_blocked", "", list, []))
                    if (s := space(x, f"enemy_blocked[{i}]")))
    pal = r.get(doc, "palette", "", dict, {})
    floor = r.get(pal, "floor", "palette", str, "#6b5a48", check=_color)
    accent = r.get(pal, "accent", "palette", str, "#d9a441", check=_color)
    palette = (("floor", floor), ("accent", accent))
    return Stage(sid or "?", name or "?", flavor, tuple(tiles), tuple(squares), walls, doors, tuple(features),
                 start or "", tuple(spawns), poi_space or "", poi_name, poi_effect, tuple(tokens), bool(hidden),
                 tuple(setup_minions), setup_text, rules, loss, tuple(capacity), blocked, palette)


KINDS = (  # folder, loader, Box field
    ("fighters", load_fighter, "fighters"),
    ("styles", load_style_deck, "styles"),
    ("minions", load_minions, "minions"),
    ("rivals", load_rival, "rivals"),
    ("nemeses", load_nemesis, "nemeses"),
)


def _rel(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def _guarded(loader, doc, reader: Reader):
    """Run a loader; a structure it did not foresee becomes one problem line, never a traceback."""
    try:
        return loader(doc, reader)
    except Exception as exc:  # noqa: BLE001 - content must never crash the app
        reader.err("(file)", f"unexpected structure ({exc.__class__.__name__}: {exc}); "
                             "compare the file with docs/content-format.md")
        return None


def load_box(data_dir: Path = DATA, stages_dir: Path = STAGES) -> Box:
    """Load and validate the whole box; raise ContentError listing every problem."""
    problems: list = []
    found = {}
    for folder, loader, attr in KINDS:
        items = {}
        files = sorted((data_dir / folder).glob("*.yaml")) if (data_dir / folder).is_dir() else []
        if not files:
            problems.append(f"{_rel(data_dir / folder)}: (folder): expected at least one .yaml file")
        for path in files:
            rel = _rel(path)
            doc = read_yaml(path, problems, rel)
            if doc is None:
                continue
            before = len(problems)
            item = _guarded(loader, doc, Reader(rel, problems))
            if item is None or len(problems) > before:
                continue
            if item.id in items:
                problems.append(f"{rel}: id: duplicate id '{item.id}' (also used in another file)")
            items[item.id] = item
        found[attr] = items
    extra = {}
    for name, loader in (("nemesis_cards.yaml", load_nemesis_cards), ("dice.yaml", load_dice)):
        path = data_dir / name
        rel = _rel(path)
        if not path.exists():
            problems.append(f"{rel}: (file): missing")
            continue
        doc = read_yaml(path, problems, rel)
        if doc is not None:
            extra[name] = _guarded(loader, doc, Reader(rel, problems))
    stages = {}
    for path in sorted(stages_dir.glob("*.yaml")) if stages_dir.is_dir() else []:
        rel = _rel(path)
        doc = read_yaml(path, problems, rel)
        if doc is None:
            continue
        before = len(problems)
        st = _guarded(load_stage, doc, Reader(rel, problems))
        if st is not None and len(problems) == before:
            if st.id in stages:
                problems.append(f"{rel}: id: duplicate id '{st.id}'")
            stages[st.id] = st
    if not stages:
        problems.append(f"{_rel(stages_dir)}: (folder): expected at least one stage .yaml file")
    if problems:
        raise ContentError(problems)
    return Box(fighters=found["fighters"], styles=found["styles"], minions=found["minions"],
               rivals=found["rivals"], nemeses=found["nemeses"],
               nemesis_cards=extra["nemesis_cards.yaml"], stages=stages, dice=extra["dice.yaml"])
