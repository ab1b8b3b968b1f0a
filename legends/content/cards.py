"""Style decks and fighters (with their ability cards)."""
from __future__ import annotations

from . import catalog
from .model import Ability, AbilitySide, CriticalArt, Fighter, Kicker, StyleCard, StyleDeck
from .reader import Reader, _color


def load_style_deck(doc, r: Reader):
    deck_id = r.ident(doc, "id", "")
    name = r.get(doc, "name", "", str)
    archetype = r.get(doc, "archetype", "", str, "")
    cards = []
    for p, c, cid in r.entries(doc, "cards", 14):
        cname = r.get(c, "name", p, str)
        icons = r.icons(r.get(c, "icons", p, list, []), f"{p}.icons")
        sprint = r.count(c, "sprint", p, 1, 5)
        rows = r.rows(r.get(c, "rows", p, list, []), f"{p}.rows")
        cards.append(StyleCard(cid or "?", cname or "?", deck_id or "?", icons, sprint or 1, rows))
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
            elif rows and [a for row in rows for a in row][b].icon not in catalog.BOOSTABLE:
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
    abilities = []
    for p, a, aid in r.entries(doc, "abilities", 4):
        aname = r.get(a, "name", p, str)
        std = load_ability_side(r.get(a, "standard", p, dict, {}), f"{p}.standard", r)
        upg = load_ability_side(r.get(a, "upgraded", p, dict, {}), f"{p}.upgraded", r)
        abilities.append(Ability(aid or "?", aname or "?", std, upg))
    ca = r.get(doc, "critical_art", "", dict, {})
    crit = CriticalArt(r.get(ca, "name", "critical_art", str) or "?",
                       r.rows(r.get(ca, "rows", "critical_art", list, []), "critical_art.rows"))
    return Fighter(fid or "?", name or "?", title, tuple(abilities), crit, color)
