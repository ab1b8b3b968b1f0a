"""Reading content: the YAML reader that collects problems, and the names of squares.

Every problem is collected as `file: path.to.field: what was expected` and all of
them are raised together in one ContentError; nothing here lets a traceback out.
"""
from __future__ import annotations

import re
import reprlib
from pathlib import Path

from . import catalog
from . import safeyaml
from .model import Act, Passive

SQUARE_RE = re.compile(r"^([A-Z])([1-9][0-9]?)$")
ID_RE = re.compile(r"^[a-z0-9_]+$")
STABLE_ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")  # names a card or ability in saves and action texts


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

    def stable_id(self, node, path, seen: dict):
        """The `id:` of a style card or an ability: saves, scenarios and action texts name it.

        `seen` maps the ids read so far in this file to where they were (duplicates are reported)."""
        if isinstance(node, dict) and node.get("id") is None:
            self.err(f"{path}.id", "missing; expected a stable id (lowercase letters, digits and _) "
                                   "that saves and scenarios use to name it")
            return None
        value = self.get(node, "id", path, str, check=lambda v: None if STABLE_ID_RE.match(v) else
                         "expected an id of lowercase letters, digits and _, starting with a letter")
        if value is not None:
            if value in seen:
                self.err(f"{path}.id", f"duplicate id '{value}' (also {seen[value]})")
            else:
                seen[value] = path
        return value

    def entries(self, doc, key, count):
        """The `count` entries of the top-level list `key`, each as (path, node, its stable id)."""
        raw = self.get(doc, key, "", list)
        if raw is None:
            return      # missing or not a list: said once
        if len(raw) != count:
            self.err(key, f"expected {count} {key}, found {len(raw)}")
        seen = {}
        for i, node in enumerate(raw):
            path = f"{key}[{i}]"
            yield path, node, self.stable_id(node, path, seen)

    def count(self, node, key, path, lo=0, hi=99, default=...):
        return self.get(node, key, path, int, default,
                        check=lambda v: None if lo <= v <= hi else f"expected a whole number from {lo} to {hi}, got {v}")

    def icons(self, value, path, allowed=catalog.COMBO_ICONS, allow_empty=False):
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
        spec = catalog.effects_for(where).get(name) if isinstance(name, str) else None
        if spec is None:
            known = ", ".join(sorted(catalog.effects_for(where)))
            self.err(path, f"unknown effect {_show(name)} here; expected one of {known}")
            return None
        _, types, _ = spec
        params = {}
        for key, typ in types.items():
            v = self.get(raw, key, path, typ)
            if v is not None:
                lo, hi = catalog.param_range(name, key)
                if typ is int and not lo <= v <= hi:
                    self.err(f"{path}.{key}", f"expected a whole number from {lo} to {hi}, got {v}")
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
                if actor not in (catalog.ACTORS if actors else ("",)):
                    self.err(f"{path}.actor", f"expected one of {', '.join(catalog.ACTORS)} (nemesis rows only)")
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
                if base.icon not in catalog.ATTACKS:
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
            if _digits(w) and "value" not in fields:
                fields["value"] = int(w) if len(w) < 3 else 99
                if fields["value"] > 9:
                    self.err(path, f"value {_show(w)} is too large; expected 0 to 9")
            elif w == "boost":
                fields["boost"] = fields.get("boost", 0) + 1
            elif w == "target" and i + 1 < len(rest) and _digits(rest[i + 1]):
                fields["target"] = int(rest[i + 1]) if len(rest[i + 1]) < 3 else 99
                i += 1
            elif w in ("withdraw", "charge"):
                fields[w] = True
            elif w.startswith("@") and actors and w[1:] in catalog.ACTORS:
                fields["actor"] = w[1:]
            else:
                extra = " or @nemesis/@standard/@elite" if actors else ""
                self.err(path, f"unknown word {_show(w)} in '{text}'; expected a number, boost, "
                               f"target N, withdraw or charge{extra}")
                return None
            i += 1
        needs_value = icon in ("move", "melee", "short", "long", "poison") and icon in catalog.BOOSTABLE
        if needs_value and not fields.get("value"):
            self.err(path, f"'{icon}' needs a number, like '{icon} 2'")
            return None
        if fields.get("target", 1) > 1 and icon not in catalog.ATTACKS:
            self.err(path, "target X only modifies attacks")
        return Act(**fields)

    def rows(self, raw, path, allowed=catalog.FIGHTER_ICONS, actors=False, allow_empty=False):
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


def _digits(word: str) -> bool:
    """Plain digits 0-9 (str.isdigit also takes '²', which int() refuses)."""
    return word.isascii() and word.isdigit()


_REPR = reprlib.Repr()     # a glimpse of a value, never built from all of it (however big it is)
_REPR.maxlevel, _REPR.maxlist, _REPR.maxdict, _REPR.maxstring, _REPR.maxother = 3, 6, 4, 40, 40


def _show(value):
    text = _REPR.repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# ---------------------------------------------------------------------------
def read_yaml(path: Path, problems: list, rel: str, docs=None):
    """The mapping of a content or stage file, or None with its problem added (bounds: safeyaml.py).
    `docs`: a parse cache (store/cache.py's DocCache: get, put, drop), whose document is taken for a
    file whose text has the hash it was stored with, and which keeps the bounds of a parsed file."""
    try:
        if docs is None:
            doc = safeyaml.read(path, "content")  # the safe loader only, within bounds
        else:
            doc = safeyaml.read_cached(path, "content", rel, docs)
    except safeyaml.YamlLimit as exc:
        problems.append(f"{rel}: {exc.where}: {exc.what}")
        return None
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(f"{rel}: (file): cannot read: {exc.__class__.__name__}")
        return None
    except safeyaml.errors() as exc:           # (PyYAML imported only if a file was parsed)
        where, problem = safeyaml.describe_error(exc)
        problems.append(f"{rel}: {where}: {problem}")
        return None
    if not isinstance(doc, dict):
        problems.append(f"{rel}: (top): expected a mapping of fields, got {_show(doc)}")
        return None
    return doc
