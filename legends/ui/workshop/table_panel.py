"""Set the table's side panel: the setup (stage, players), the tool and the seat it acts for, the
chosen fighter's numbers, the nemesis's, the nemesis deck (cards left, the top card, and the order
of the whole deck: a card picked in it moves up or down), and the buttons."""
from __future__ import annotations

from ..widgets import Button, Selector, Toggle
from .panel import X, _at  # noqa: F401  (X: where the panel starts)
from ...content.own import shown_name         # the player's own stages marked (yours), as on setup

TOOLS = (("fighter", "Move the fighter"), ("standard", "Standard minion"), ("elite", "Elite minion"),
         ("rival", "The fighter's rival"), ("nemesis", "The nemesis"), ("remove", "Remove an enemy"),
         ("objective", "Objective token state"))
ORDER = ("stage", "players", "seat", "tool", "health", "ex", "round", "stunned", "hand", "meter", "clear", "track",
         "nem_ex", "left", "top", "undo", "redo", "save", "load", "play", "demo", "back",
         "pick", "up", "down")
ORDER_ROW = 15          # the deck's order written out under its buttons (table.py draws it)


def _number(owner, thing, key, label, lo, hi, now, col, row):
    return Selector(_at(col, row), label, [(n, str(n)) for n in range(lo, hi + 1)], now,
                    lambda v: owner.edit(owner.pos.change(thing, key, v - now)))


def build(owner) -> dict:
    box, pos, state = owner.app.box, owner.pos, owner.state
    setup = pos.doc["setup"]
    f = state["fighters"][owner.seat]
    nem = state["nemesis"]
    nemesis = box.nemeses[setup["nemesis"]]
    seat = ("fighter", owner.seat)
    names = {c.id: c.name for c in box.nemesis_cards}
    cards = {c.id: c.name for c in box.styles[f["style"]].cards}
    deck = nem["deck"]
    w = {
        "stage": Selector(_at(0, 0, 2), "Stage", [(s, shown_name(box, s)) for s in sorted(box.stages)],
                          setup["stage"], lambda v: owner.restart(stage=v)),
        "players": Selector(_at(0, 1), "Players", [(n, str(n)) for n in range(1, 5)], len(setup["players"]),
                            lambda v: owner.restart(players=v)),
        "seat": Selector(_at(1, 1), "Fighter", [(i, f"P{i + 1} {box.fighters[p['fighter']].name}")
                                               for i, p in enumerate(setup["players"])], owner.seat,
                         lambda v: (setattr(owner, "seat", v), owner.refresh())),
        "tool": Selector(_at(0, 2, 2), "Tool  (PageUp / PageDown, LB / RB)", list(TOOLS), owner.tool, owner.set_tool),
        "health": _number(owner, seat, "health", "Health", 0, 4, f["health"], 0, 3),
        "ex": _number(owner, seat, "ex", "EX", 0, 3, f["ex"], 1, 3),
        "round": _number(owner, seat, "round", "Round", 1, 2, f["round"], 0, 4),
        "stunned": Toggle(_at(1, 4), "Stunned", f["stunned"], lambda v: owner.edit(pos.toggle_stunned(owner.seat))),
        "hand": Button(_at(0, 5), "Next hand card", lambda: owner.edit(pos.hand_next(owner.seat)),
                       tip=("Hand", "Hand: " + ", ".join(cards.get(c, c) for c in f["hand"]) + ". The first card goes "
                            "under the deck, the deck's top card joins the hand.", "")),
        "meter": Button(_at(1, 5), f"Meter +1 ({len(f['meter'])}/4)", lambda: owner.edit(pos.meter_add(owner.seat)),
                        tip=("Combo meter", "The hand's first card goes onto the combo meter.", "")),
        "clear": Button(_at(0, 6), "Meter back to hand", lambda: owner.edit(pos.meter_clear(owner.seat)),
                        enabled=bool(f["meter"])),
        "track": Selector(_at(0, 7), "Nemesis health track",
                          [(i, f"space {i + 1} of {len(nemesis.health_track)}") for i in range(len(nemesis.health_track))],
                          nem["track"] if nem["track"] is not None else 0,
                          lambda v: owner.edit(pos.change(("nemesis",), "track", v - (nem["track"] or 0)))),
        "nem_ex": _number(owner, ("nemesis",), "ex", "Nemesis EX", 0, 9, nem["ex"], 1, 7),
        "undo": Button(_at(0, 9), "Undo (Ctrl+Z)", owner.undo, enabled=bool(pos.past)),
        "redo": Button(_at(1, 9), "Redo (Ctrl+Y)", owner.redo, enabled=bool(pos.future)),
        "save": Button(_at(0, 10), "Save", owner.save, "primary"),
        "load": Button(_at(1, 10), "Load", owner.load),
        "play": Button(_at(0, 11), "Play from here", owner.play, "gold"),
        "demo": Button(_at(1, 11), "Demo from here", lambda: owner.play(bots=True)),
        "back": Button(_at(0, 12), "Back", owner.back, "dark", key="Esc"),
    }
    total = len(deck) + len(nem["discard"])
    w["left"] = Selector(_at(0, 8), "Nemesis deck", [(n, f"{n} card{'s' if n != 1 else ''} left") for n in range(total + 1)],
                         len(deck), lambda v: owner.edit(pos.deck_left(v)))
    if deck:
        w["top"] = Selector(_at(1, 8), "Next nemesis card", [(c, names.get(c, c)) for c in deck], deck[0],
                            lambda v: owner.edit(pos.deck_top(v)))
        w.update(_order(owner, deck, names))
    return w


def _order(owner, deck, names) -> dict:
    """The nemesis deck's order: pick a card by its place (1: the top, drawn next), move it up or down."""
    pick = owner.deck_pick = max(0, min(owner.deck_pick, len(deck) - 1))
    return {
        "pick": Selector(_at(0, 13, 2), "Nemesis deck order: pick a card (1 = next drawn)",
                         [(i, f"{i + 1} of {len(deck)}: {names.get(c, c)}") for i, c in enumerate(deck)], pick,
                         lambda v: (setattr(owner, "deck_pick", v), owner.refresh())),
        "up": Button(_at(0, 14), "Move up (drawn sooner)", lambda: owner.move_card(-1),
                     tip=("Deck order", "The picked card moves one place nearer the top of the nemesis deck.", "")),
        "down": Button(_at(1, 14), "Move down (later)", lambda: owner.move_card(1),
                       tip=("Deck order", "The picked card moves one place further down the nemesis deck.", "")),
    }
