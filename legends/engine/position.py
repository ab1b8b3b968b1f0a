"""Is a built position one the game could reach? Each problem names the scenario field it comes from.

A scenario (docs/scenarios.md) overrides parts of a fresh setup; the state keeps the scenario's own
names (fighters[i].health, nemesis.deck ...), so each value is checked where it ends up and reported
as `path.to.field: what was expected`. The engine's invariants (invariants.py) run last, as a
backstop; a problem they find is mapped back to the field it names.
"""
from __future__ import annotations

from ..content import catalog
from ..content.model import Box
from .constants import MAX_EX, MAX_HEALTH, MAX_METER
from .invariants import InvariantError, check_invariants
from .setup import nemesis_deck
from .statecheck import OBJECTIVE_STATES, is_int

MAX_TURN = 10_000


def _fighter(f, i, box: Box, spaces, out):
    p = f"fighters[{i}]"
    for key, lo, hi in (("health", 0, MAX_HEALTH), ("ex", 0, MAX_EX), ("round", 1, 2)):
        if not is_int(f[key], lo, hi):
            out.append((f"{p}.{key}", f"expected a whole number from {lo} to {hi}, got {f[key]!r}"))
    if not isinstance(f["stunned"], bool):
        out.append((f"{p}.stunned", f"expected true or false, got {f['stunned']!r}"))
    style = box.styles[f["style"]]
    ids = {c.id for c in style.cards}
    seen = _card_zones(out, f, p, ("hand", "meter", "discard", "deck"), ids,
                       f"{style.name} card ids", f"a card of the {style.name} deck")
    if isinstance(f["meter"], list) and len(f["meter"]) > MAX_METER:
        out.append((f"{p}.meter", f"expected at most {MAX_METER} cards, got {len(f['meter'])}"))
    missing = sorted(ids - set(seen))
    if missing and not any(x[0].startswith(p + ".") for x in out):
        out.append((f"{p}.deck", f"every card of the style must be somewhere; missing {', '.join(missing)}"))


def _enemies(game, box: Box, spaces, out):
    s, group = game.s, game.group
    seats = len(s["fighters"])
    for eid, e in s["enemies"].items():
        if e["kind"] != "rival":
            continue
        p = f"enemies.{eid}"
        if e["rival"] not in box.rivals:
            out.append((f"{p}.rival", f"expected a rival id ({', '.join(sorted(box.rivals))}), got {e['rival']!r}"))
        if not is_int(e.get("round"), 1, 2):
            out.append((f"{p}.round", f"expected 1 or 2, got {e.get('round')!r}"))
        if not is_int(e.get("seat"), 0, seats - 1):
            out.append((f"{p}.seat", f"expected a seat from 0 to {seats - 1}, got {e.get('seat')!r}"))
    for kind in catalog.MINION_TYPES:
        v = s["supply"].get(kind)
        on_map = sum(1 for e in s["enemies"].values() if e["kind"] == kind)
        left = group.supply_of(kind) - on_map
        if on_map > group.supply_of(kind):
            out.append(("enemies", f"{on_map} {kind} minions on the map; the group has {group.supply_of(kind)}"))
        elif not is_int(v, 0, left):
            out.append((f"supply.{kind}", f"expected a whole number from 0 to {left} ({group.supply_of(kind)} "
                                          f"tokens, {on_map} on the map), got {v!r}"))


def _nemesis(game, box: Box, spaces, out):
    s, nem = game.s, game.s["nemesis"]
    pool = set(nemesis_deck(box, len(s["fighters"]), bool(s["setup"].get("hard"))))
    seen = _card_zones(out, nem, "nemesis", ("deck", "discard"), pool, "nemesis card ids",
                       "a nemesis card id of this game")
    most = 3 + 3 * len(s["fighters"])  # fewer: the others are set aside (docs/scenarios.md)
    if len(seen) == sum(len(nem[z]) for z in ("deck", "discard")) and not 1 <= len(seen) <= most:
        out.append(("nemesis.deck", f"expected the deck and discard to hold 1 to {most} cards together "
                                    f"(3 + 3 per player in a game), got {len(seen)}"))
    if not is_int(nem["ex"], 0, 99):
        out.append(("nemesis.ex", f"expected a whole number from 0, got {nem['ex']!r}"))
    if not is_int(nem["round"], 1, 2):
        out.append(("nemesis.round", f"expected 1 or 2, got {nem['round']!r}"))
    space = s["enemies"]["nemesis"]["space"]
    if space is not None and space not in spaces:
        out.append(("nemesis.space", f"{space!r} is not a space of the stage"))
    track, size = nem["track"], len(game.nem.health_track)
    if track is not None and not is_int(track, 0, size - 1):
        out.append(("nemesis.track", f"expected a space of the health tracker from 0 to {size - 1}, got {track!r}"))


def _turn_and_objectives(game, box: Box, spaces, out):
    s = game.s
    seats = len(s["fighters"])
    for key, lo, hi in (("active", 0, seats - 1), ("played", 0, 2), ("turn", 1, MAX_TURN)):
        if not is_int(s[key], lo, hi):
            out.append((key, f"expected a whole number from {lo} to {hi}, got {s[key]!r}"))
    for i, o in enumerate(s["objectives"]):
        if o["space"] not in spaces:
            out.append((f"objectives[{i}].space", f"{o['space']!r} is not a space of the stage"))
        if o["icon"] not in catalog.COMBO_ICONS:
            out.append((f"objectives[{i}].icon", f"expected one of {', '.join(catalog.COMBO_ICONS)}, got {o['icon']!r}"))
        if o["state"] not in OBJECTIVE_STATES:
            out.append((f"objectives[{i}].state", f"expected one of {', '.join(OBJECTIVE_STATES)}, got {o['state']!r}"))
    faces = set(box.dice.faces)
    for i, d in enumerate(s["forced_dice"]):
        if not (is_int(d, 0, 99) and d in faces):
            out.append((f"dice[{i}]", f"expected a face of the dice ({', '.join(map(str, sorted(faces)))}), got {d!r}"))


# words of an invariant's message -> the scenario field it is about
INVARIANT_FIELDS = (("health", "health"), ("EX", "ex"), ("combo meter", "meter"), ("style cards", "deck"),
                    ("not a space", "space"), ("upgraded", "upgraded"), ("round", "round"))


def _field_of(problem: str) -> str:
    who, _, text = problem.partition(": ")
    if who.startswith("P") and who[1:].isdigit():
        key = next((f for words, f in INVARIANT_FIELDS if words in text), "")
        return f"fighters[{int(who[1:]) - 1}]" + (f".{key}" if key else "")
    if who in catalog.MINION_TYPES or who.split()[0] in catalog.MINION_TYPES:
        return "supply"
    if problem.startswith("nemesis"):
        return "nemesis.deck" if "cards" in problem else "nemesis"
    return f"enemies.{who}" if text else "(position)"


def position_problems(game, box: Box) -> list:
    """[(field, what was expected)] for a built position; empty when the game could be in it."""
    out: list = []
    spaces = game.board.index
    for i, f in enumerate(game.s["fighters"]):
        _fighter(f, i, box, spaces, out)
    _enemies(game, box, spaces, out)
    _nemesis(game, box, spaces, out)
    _turn_and_objectives(game, box, spaces, out)
    if out:
        return out
    probe = game.clone()  # the built game stays untouched until its first use
    probe.pending  # noqa: B018 - the automatic steps run first, as they will before the first decision
    try:
        check_invariants(probe)
    except InvariantError as exc:
        return [(_field_of(p), p) for p in str(exc).split("; ") if not p.startswith(SET_ASIDE)]
    return []


# a scenario may leave tokens and nemesis cards in the box (docs/scenarios.md: `supply`, `nemesis`);
# the ranges above check them instead of the invariants' whole-box counts
SET_ASIDE = ("standard minions", "elite minions", "nemesis cards")


def _card_zones(out, holder, prefix, zones, ids, listing, one) -> dict:
    """Check the card lists `zones` of `holder`: each a list of known ids, each card in one place.
    Returns {card id: the zone it is in}; problems go to `out` as (field, what was expected)."""
    seen = {}
    for zone in zones:
        cards = holder[zone]
        if not isinstance(cards, list):
            out.append((f"{prefix}.{zone}", f"expected a list of {listing}, got {cards!r}"))
            continue
        for j, cid in enumerate(cards):
            if not isinstance(cid, str) or cid not in ids:
                out.append((f"{prefix}.{zone}[{j}]", f"expected {one} ({', '.join(sorted(ids))}), got {cid!r}"))
            elif cid in seen:
                out.append((f"{prefix}.{zone}[{j}]", f"{cid} is already in {seen[cid]}; each card is in one place"))
            else:
                seen[cid] = f"{prefix}.{zone}"
    return seen
