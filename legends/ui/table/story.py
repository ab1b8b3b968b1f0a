"""A nemesis phase told at a glance (issue 26 item 3), without pygame: the log entries of one phase
become a few rows a player reads from the sofa, one per enemy that acted (where it went, whom it
hit, for how much), the nemesis card, the spawns, what was lost, and the damage each fighter took.

    rows = recap(entries, name_of, space_name)    # [Row("actor", "Shadaloo Grunt (M1)", "D3 -> D4 · attacks P1 ...")]
    start, end = last_phase(log)                  # the latest nemesis phase that has ended (indices), or None

Moves are told with their path (`path_words`): the engine's entries carry it ("path"), the text
names only the ends ("B2 -> D4", a diagonal when the enemy went round a wall or through a door).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from .words import dice_words

ACTOR_KINDS = {"move", "enemy_attack", "miss", "nex", "stun", "poison", "objective", "hazard", "rival"}
VERBS = (" moves ", " attacks ", "'s ", " spends ", " stuns ", " poisons ", " throws ", " drags ", " pulls ",
         " pushes ", " falls ", " carries ", " destroys ", " is ")


@dataclass
class Row:
    kind: str           # "actor", "card", "spawn", "lost", "fighter", "info"
    who: str            # the row's head: an enemy's name, "Nemesis card", "Spawn", a fighter
    parts: list = field(default_factory=list)   # what it did, in order

    @property
    def text(self) -> str:
        return " · ".join(self.parts)


def path_words(entry, space_name) -> str:
    """A move's way in the players' words: "B2 -> Command Console -> D3 -> D4" (every space of its
    path), or its ends where the entry has no longer path."""
    path = entry.get("path") or ()
    if len(path) < 2:
        path = [p for p in (entry.get("from"), entry.get("to")) if p]
    return " -> ".join(space_name(p) for p in path)


def move_text(entry, space_name) -> str:
    """A move entry's text with its whole path where the text names only the ends."""
    text = entry.get("text", "")
    path = entry.get("path") or ()
    if entry.get("kind") != "move" or len(path) < 3:
        return text
    ends = f"{space_name(entry.get('from') or path[0])} -> {space_name(entry.get('to') or path[-1])}"
    return text.replace(ends, path_words(entry, space_name), 1) if ends in text else text


def last_phase(log, upto=None):
    """(first, end) indices of the latest nemesis phase in log[:upto] that has ended (its entries
    are log[first:end], the phase's own line excluded, the next turn's or the game's end excluded),
    or None."""
    upto = len(log) if upto is None else min(upto, len(log))
    end = None
    for i in range(upto - 1, -1, -1):
        e = log[i]
        if e.get("kind") in ("turn", "end") and end is None:
            end = i
        elif e.get("kind") == "phase" and e.get("phase") == "nemesis":
            return (i + 1, end) if end is not None else None
        elif e.get("kind") == "turn":
            end = i                 # a later turn without a nemesis phase between: look further back
    return None


def _name(entry, name_of) -> str:
    """The name an entry's text gives its figure (the figure may be gone from the map since)."""
    text, who = entry.get("text", ""), entry.get("who", "")
    name = name_of(who) if who else ""
    if name and name != who and text.startswith(name):
        return name
    cut = [text.find(v) for v in VERBS if text.find(v) > 0]
    return text[:min(cut)] if cut else (name or who)


def _fragment(entry, name, space_name) -> str:
    kind, text = entry.get("kind"), entry.get("text", "").rstrip(".")
    if kind == "move" and not str(entry.get("who", "")).startswith("F"):
        return path_words(entry, space_name)
    if kind == "damage":
        return f"P{entry['who'][1:]} takes {entry.get('amount', 0)}"
    if "has no target in range" in text:
        return "no target in range"
    if kind == "ko":
        return text.split(" is KO'd")[0] + " KO'd"
    text = move_text(dict(entry, text=text), space_name)
    if text.startswith(name):
        text = text[len(name):].lstrip("'s").strip()
    return text


def _tell(actor, entry, frag):
    """Add what an enemy did to its row; the damage or block an attack led to joins the attack
    ("attacks P1 (melee 1): 1 damage")."""
    if not frag:
        return
    last = actor.parts[-1] if actor.parts else ""
    seat = str(entry.get("who", ""))[1:]
    if entry.get("kind") in ("damage", "block") and last.startswith(f"attacks P{seat}") and ":" not in last:
        actor.parts[-1] = last + (f": {entry.get('amount', 0)} damage" if entry.get("kind") == "damage"
                                  else ": blocked")
        return
    actor.parts.append(frag)


class _Totals:
    def __init__(self):
        self.by_seat = {}

    def add(self, entry):
        who = entry.get("who", "")
        if not who.startswith("F"):
            return
        t = self.by_seat.setdefault(who, {"damage": 0, "blocked": 0, "ko": False, "name": None})
        if entry.get("kind") == "damage":
            t["damage"] += int(entry.get("amount", 0))
            t["name"] = t["name"] or _between(entry.get("text", ""), f"P{who[1:]} (", ")")
        elif entry.get("kind") == "block":
            t["blocked"] += _number(entry.get("text", ""))
        elif entry.get("kind") == "ko":
            t["ko"] = True

    def rows(self) -> list:
        out = []
        for who, t in sorted(self.by_seat.items()):
            parts = [f"{t['damage']} damage taken"]
            if t["blocked"]:
                parts.append(f"{t['blocked']} blocked")
            if t["ko"]:
                parts.append("KO'd")
            head = f"P{who[1:]}" + (f" {t['name']}" if t["name"] else "")
            out.append(Row("fighter", head, parts))
        return out


def _between(text, a, b):
    i = text.find(a)
    j = text.find(b, i + len(a)) if i >= 0 else -1
    return text[i + len(a):j] if 0 <= i < j else None


def _number(text) -> int:
    digits = [w for w in text.split() if w.isdigit()]
    return int(digits[0]) if digits else 0


def recap(entries, name_of=lambda fid: fid, space_name=lambda sp: sp) -> list:
    """The rows telling one nemesis phase (its log entries, in order): one row per enemy that acted
    ("actor": its moves with their paths, attacks, damage dealt, blocks, KOs, EX abilities), the
    nemesis card ("card"), spawns ("spawn"), objectives lost or destroyed ("lost"), anything else
    ("info"), then each fighter hurt: damage taken, blocked, KO'd ("fighter")."""
    rows, actors, totals, actor = [], {}, _Totals(), None
    for e in entries:
        kind, who = e.get("kind"), str(e.get("who", ""))
        totals.add(e)
        if kind in ("phase", "turn", "end", "track"):
            continue
        if kind == "ncard":
            text = e.get("text", "").rstrip(".")
            rows.append(Row("card", "Nemesis card", [text.split("Nemesis card ", 1)[-1]]))
            continue
        if kind in ("spawn", "nemesis_spawn"):
            rows.append(Row("spawn", "Spawn", [e.get("text", "").rstrip(".")]))
            continue
        if kind == "objective":
            rows.append(Row("lost", "Lost", [e.get("text", "").strip()]))
            continue
        if kind in ACTOR_KINDS and who and not who.startswith("F"):
            if who not in actors:
                actors[who] = Row("actor", _name(e, name_of))
                rows.append(actors[who])
            actor = actors[who]
        if actor is not None and (kind in ACTOR_KINDS or kind in ("damage", "block", "ko")):
            _tell(actor, e, _fragment(e, actor.who, space_name))
        elif e.get("text"):
            rows.append(Row("info", "", [dice_words(e["text"]).rstrip(".")]))
    return rows + totals.rows()
