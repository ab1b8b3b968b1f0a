"""Enemies: minion groups, rivals, nemeses and the nemesis deck; the dice."""
from __future__ import annotations

from . import catalog
from .model import (Dice, EnemySide, MinionGroup, Nemesis, NemesisAbility, NemesisCard, NemesisSide, Passive,
                    Rival, SpawnSlot)
from .reader import Reader, _color

def load_enemy_side(raw, path, r: Reader, default_name=""):
    name = r.get(raw, "name", path, str, default_name)
    health = r.count(raw, "health", path, 1, 9)
    act_raw = r.get(raw, "activation", path, list, [])
    acts = []
    for i, item in enumerate(act_raw):
        a = r.act(item, f"{path}.activation[{i}]", catalog.ENEMY_ICONS + ("effect",))
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
        for icon in catalog.NEMESIS_ICONS:
            p = f"{rnd}.abilities.{icon}"
            a = r.get(abil, icon, f"{rnd}.abilities", dict, {})
            out.append((icon, NemesisAbility(r.get(a, "name", p, str) or "?",
                                             r.rows(r.get(a, "rows", p, list, []), f"{p}.rows",
                                                    catalog.ENEMY_ICONS, actors=True))))
        for key in abil:
            if key not in catalog.NEMESIS_ICONS:
                r.err(f"{rnd}.abilities.{key}", f"unknown nemesis icon; expected {', '.join(catalog.NEMESIS_ICONS)}")
        sides.append(NemesisSide(tuple(out)))
    ex = r.get(doc, "ex_ability", "", dict, {})
    ex_name = r.get(ex, "name", "ex_ability", str) or "?"
    ex_passive = r.passive(ex, "ex_ability", "nemesis_ex") or Passive("ex_power", (("amount", 1),))
    cr = r.get(doc, "critical", "", dict, {})
    critical = NemesisAbility(r.get(cr, "name", "critical", str) or "?",
                              r.rows(r.get(cr, "rows", "critical", list, []), "critical.rows",
                                     catalog.ENEMY_ICONS, actors=True))
    track = r.get(doc, "health_track", "", list, [])
    if not track or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 12 for v in track):
        r.err("health_track", "expected a list of successes needed (whole numbers 1 to 12), left to right")
        track = [3]
    starts = r.get(doc, "track_start", "", dict, {})
    start = []
    for players in (1, 2, 3, 4):
        v = starts.get(players, starts.get(str(players))) if isinstance(starts, dict) else None
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < len(track):
            r.err(f"track_start.{players}", f"expected the start space (0 to {len(track) - 1}) for {catalog.plural(players, 'player')}")
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
        icon = r.get(c, "icon", p, str, check=lambda v: None if v in catalog.NEMESIS_ICONS else
                     f"expected one of {', '.join(catalog.NEMESIS_ICONS)}")
        spawns = []
        for j, s in enumerate(r.get(c, "spawn", p, list, [])):
            sp = f"{p}.spawn[{j}]"
            t = r.get(s, "type", sp, str, check=lambda v: None if v in catalog.MINION_TYPES else "expected standard or elite")
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
    elif not any(faces):
        r.err("faces", "expected at least one face with an attack symbol (else no attack could ever succeed)")
    return Dice(count, tuple(faces))
