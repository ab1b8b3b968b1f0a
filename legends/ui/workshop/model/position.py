"""*Set the table*: a position being set up, as the scenario file of docs/scenarios.md (no pygame).

The draft is the scenario document itself; every edit changes it and the engine builds it again
(engine/scenario.py `build`, which checks the position against the rules: position.py), so what the
editor shows is always a position the game can be in, and an illegal one is refused with the
engine's reason. Undo and redo keep the documents.

    pos = PositionDraft(setup, box)
    pos.place(("fighter", 0), "B4"); pos.add_enemy("elite", "C4"); pos.nemesis_at("F4")
    pos.change(("fighter", 0), "health", -2); pos.deck_top("ambush"); pos.deck_move(2, -1)
    game, problems = pos.build()
"""
from __future__ import annotations

import copy

import yaml

HISTORY = 200
FIGHTER_RANGES = {"health": (0, 4), "ex": (0, 3), "round": (1, 2)}
NEMESIS_RANGES = {"ex": (0, 9), "round": (1, 2)}
OBJECTIVE_STATES = ("on", "defused", "destroyed", "scored", "lost")


class PositionDraft:
    def __init__(self, setup: dict, box, doc: dict | None = None):
        from ....content.own import with_embedded
        from ....engine.scenario import DEFAULT_SETUP
        box, self.carried, _ = with_embedded(doc, box)      # a position that carries its stage
        self.box = box
        self.doc = copy.deepcopy(doc) if doc else {"setup": {**DEFAULT_SETUP, **setup}, "fighters": [], "enemies": []}
        self.past, self.future = [], []
        self.game, self.problems = None, []
        self.refused = None         # the engine's reason for the last edit it refused
        self._built = None
        self.build()
        start = self.state()
        if start and not doc:       # each fighter where setup put it, with the hand it was dealt
            self.doc["fighters"] = [{"space": f["space"], "hand": list(f["hand"])} for f in start["fighters"]]
            self.doc["nemesis"] = {"deck": list(start["nemesis"]["deck"])}
            self.build()

    # --- building -----------------------------------------------------------------------------
    def build(self):
        """(game or None, problems): the position the document describes, checked by the engine."""
        from ....engine.scenario import ScenarioError, build
        try:
            self.game, self.problems = build(self.doc, self.box), []
        except ScenarioError as exc:
            self.game, self.problems = None, [ln.removeprefix("scenario: ") for ln in str(exc).splitlines()]
        except Exception as exc:  # noqa: BLE001 - an edit must never crash the editor
            self.game, self.problems = None, [f"(position): cannot build it ({exc.__class__.__name__}: {exc})"]
        if self.game is not None:
            self._built = self.game
        return self.game, self.problems

    @property
    def shown(self):
        """The last legal position built (the one the editor draws)."""
        return self._built

    def state(self) -> dict | None:
        """The last legal position's public state (Game.to_dict, as `scenario` prints it)."""
        return self._built.to_dict() if self._built is not None else None

    def _edit(self, change) -> bool:
        """Apply change(doc); keep it if the engine builds the position, else refuse it with the reason."""
        before = copy.deepcopy(self.doc)
        change(self.doc)
        if self.doc == before:
            return False
        _, problems = self.build()
        if problems:
            self.refused = "; ".join(problems)
            self.doc = before
            self.build()
            return False
        self.refused = None
        self.past.append(before)
        del self.past[:-HISTORY]
        self.future.clear()
        return True

    def undo(self) -> bool:
        if not self.past:
            return False
        self.future.append(self.doc)
        self.doc = self.past.pop()
        self.build()
        return True

    def redo(self) -> bool:
        if not self.future:
            return False
        self.past.append(self.doc)
        self.doc = self.future.pop()
        self.build()
        return True

    # --- what is on the table -----------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.doc["setup"]["players"])

    def fighter(self, seat: int) -> dict:
        fighters = self.doc.setdefault("fighters", [])
        while len(fighters) <= seat:
            fighters.append({})
        return fighters[seat]

    def place(self, thing: tuple, space: str) -> bool:
        """Move a fighter ("fighter", seat), an enemy ("enemy", index) or the nemesis to a space."""
        kind = thing[0]
        if kind == "fighter":
            return self._edit(lambda d: self.fighter(thing[1]).__setitem__("space", space))
        if kind == "enemy":
            return self._edit(lambda d: d["enemies"][thing[1]].__setitem__("space", space))
        if kind == "nemesis":
            return self.nemesis_at(space)
        return False

    def add_enemy(self, kind: str, space: str, seat: int = 0) -> bool:
        """A standard or elite minion, or seat's rival (one of each rival at most), placed on a space."""
        def add(d):
            entry = {"kind": kind, "space": space}
            if kind == "rival":
                rival = d["setup"]["players"][seat]["rival"]
                if any(e.get("rival") == rival for e in d["enemies"]):
                    return
                entry.update(rival=rival, seat=seat, round=1)
            d["enemies"].append(entry)
        return self._edit(add)

    def remove_at(self, space: str) -> bool:
        """The last enemy put on the space leaves the map (the nemesis too, if it stands there alone)."""
        def remove(d):
            here = [i for i, e in enumerate(d["enemies"]) if e["space"] == space]
            if here:
                d["enemies"].pop(here[-1])
            elif (d.get("nemesis") or {}).get("space") == space:
                d["nemesis"].pop("space")
                d["nemesis"].pop("track", None)
                d["nemesis"]["round"] = 1
        return self._edit(remove)

    def nemesis_at(self, space: str | None) -> bool:
        """The nemesis on the map there (it has spawned: Round 2), or off the map (None)."""
        def put(d):
            nem = d.setdefault("nemesis", {})
            if space is None:
                nem.pop("space", None)
                nem.pop("track", None)
                nem["round"] = 1
            else:
                nem["space"] = space
                nem.setdefault("round", 2)
        return self._edit(put)

    def change(self, thing: tuple, key: str, delta: int) -> bool:
        """A number moved by delta within its range (health, EX, round, the nemesis's track...)."""
        state = self.state() or {}
        if thing[0] == "fighter":
            lo, hi = FIGHTER_RANGES[key]
            now = state["fighters"][thing[1]][key]
            return self._edit(lambda d: self.fighter(thing[1]).__setitem__(key, max(lo, min(hi, now + delta))))
        if thing[0] == "nemesis":
            nem = state.get("nemesis", {})
            if key == "track":
                size = len(self.box.nemeses[self.doc["setup"]["nemesis"]].health_track)
                now = nem.get("track")
                value = max(0, min(size - 1, (now if now is not None else 0) + delta))
            else:
                lo, hi = NEMESIS_RANGES[key]
                value = max(lo, min(hi, nem.get(key, 0) + delta))
            return self._edit(lambda d: d.setdefault("nemesis", {}).__setitem__(key, value))
        if thing[0] == "enemy" and key == "round":
            return self._edit(lambda d: d["enemies"][thing[1]].__setitem__(
                "round", max(1, min(2, d["enemies"][thing[1]].get("round", 1) + delta))))
        return False

    def toggle_stunned(self, seat: int) -> bool:
        now = (self.state() or {"fighters": [{}] * (seat + 1)})["fighters"][seat].get("stunned", False)
        return self._edit(lambda d: self.fighter(seat).__setitem__("stunned", not now))

    def meter_add(self, seat: int) -> bool:
        """The first card of the hand goes onto the combo meter (at most 4 there: the engine says so)."""
        state = self.state()
        f = state["fighters"][seat]
        if not f["hand"]:
            return False
        card = f["hand"][0]

        def move(d):
            fd = self.fighter(seat)
            fd["hand"] = [c for c in f["hand"] if c != card]
            fd["meter"] = list(f["meter"]) + [card]
        return self._edit(move)

    def hand_next(self, seat: int) -> bool:
        """Another card in hand: the first card of the hand goes under the style deck, the deck's top
        card (the next one drawn) joins the end of the hand. Again and again: any hand."""
        f = self.state()["fighters"][seat]
        if not f["hand"] or not f["deck"]:
            return False
        out, top = f["hand"][0], f["deck"][-1]

        def swap(d):
            fd = self.fighter(seat)
            fd["hand"] = f["hand"][1:] + [top]
            fd["deck"] = [out] + f["deck"][:-1]
            fd["meter"], fd["discard"] = list(f["meter"]), list(f["discard"])
        return self._edit(swap)

    def meter_clear(self, seat: int) -> bool:
        state = self.state()
        f = state["fighters"][seat]
        if not f["meter"]:
            return False

        def clear(d):
            fd = self.fighter(seat)
            fd["hand"] = list(f["hand"]) + list(f["meter"])
            fd["meter"] = []
        return self._edit(clear)

    def deck_top(self, card: str) -> bool:
        """That nemesis card on top of the nemesis deck (the next one drawn)."""
        state = self.state()
        deck = list(state["nemesis"]["deck"])
        if card not in deck:
            return False
        return self._edit(lambda d: d.setdefault("nemesis", {}).__setitem__("deck", [card] + [c for c in deck if c != card]))

    def deck_move(self, index: int, delta: int) -> bool:
        """The card at that place of the nemesis deck (0: the top, drawn next) moves delta places:
        -1 nearer the top, +1 further down. Any order of the deck, one step at a time."""
        deck = list(self.state()["nemesis"]["deck"])
        to = index + delta
        if not (0 <= index < len(deck) and 0 <= to < len(deck)) or delta == 0:
            return False
        deck.insert(to, deck.pop(index))
        return self._edit(lambda d: d.setdefault("nemesis", {}).__setitem__("deck", deck))

    def deck_left(self, n: int) -> bool:
        """n cards left in the nemesis deck (the top n; the others go to its discard pile): with 1
        left, the nemesis is one card from arriving."""
        nem = self.state()["nemesis"]
        cards = list(nem["deck"]) + [c for c in nem["discard"] if c not in nem["deck"]]
        if not 0 <= n <= len(cards):
            return False
        deck, rest = cards[:n], cards[n:]
        return self._edit(lambda d: d.setdefault("nemesis", {}).update(deck=deck, discard=rest))

    def objective_state(self, space: str) -> bool:
        """The objective token on that space goes to its next state (on, defused, destroyed, scored, lost)."""
        state = self.state()
        tokens = [dict(t) for t in state["objectives"]]
        here = next((t for t in tokens if t["space"] == space), None)
        if here is None:
            return False
        here["state"] = OBJECTIVE_STATES[(OBJECTIVE_STATES.index(here["state"]) + 1) % len(OBJECTIVE_STATES)]
        return self._edit(lambda d: d.__setitem__("objectives", tokens))

    # --- the file -----------------------------------------------------------------------------
    def text(self, comment: str = "", stage_doc: dict | None = None) -> str:
        """The scenario file; with stage_doc (a stage of the player's) the file carries the stage too,
        so it is one file to share."""
        head = f"# {comment}\n" if comment else ""
        doc = {k: v for k, v in self.doc.items() if k != "stage"}
        if stage_doc is not None:
            doc["stage"] = stage_doc
        return head + yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100, default_flow_style=None)


FIGHTER_FIELDS = ("space", "health", "round", "ex", "stunned", "upgraded", "hand", "meter", "discard", "deck")
SETUP_FIELDS = ("stage", "minions", "nemesis", "players", "seed", "hard", "first", "tie_break")


def position_of(state: dict, in_play=None) -> dict:
    """The scenario document of a game's public state (Game.to_dict): the table as it stands, to set
    it from there (a paused game's *Set the table*). The position begins at the active player's
    fighter phase, as every scenario does. `in_play` (the engine's View.in_play(), read between two
    steps of a card): a style card being played counts in its combo meter, where the rules put it
    once resolved; a nemesis card being resolved counts in the nemesis discard (docs/rules.md)."""
    doc = {"setup": {k: state["setup"][k] for k in SETUP_FIELDS if k in state["setup"]},
           "active": state["active"], "played": min(state["played"], 2), "turn": state["turn"],
           "fighters": [{k: list(f[k]) if isinstance(f[k], list) else f[k] for k in FIGHTER_FIELDS}
                        for f in state["fighters"]], "enemies": []}
    in_play = in_play or {"style": (), "nemesis": ()}
    for seat, card in in_play["style"]:
        doc["fighters"][seat]["meter"].append(card)
    nemesis_space = None
    for e in state["enemies"].values():
        if e["space"] is None and e["kind"] != "nemesis":    # a rival not placed yet: off the table
            continue
        if e["kind"] == "nemesis":
            nemesis_space = e["space"]
        elif e["kind"] == "rival":
            doc["enemies"].append({"kind": "rival", "rival": e["rival"], "round": e["round"], "space": e["space"],
                                   "seat": e["seat"]})
        else:
            doc["enemies"].append({"kind": e["kind"], "space": e["space"], "id": e["id"], "skip": e["skip"]})
    doc["supply"] = dict(state["supply"])
    nem = state["nemesis"]
    doc["nemesis"] = {"deck": list(nem["deck"]), "discard": list(nem["discard"]) + list(in_play["nemesis"]),
                      "ex": nem["ex"]}
    if nem["on_map"] and nemesis_space:
        doc["nemesis"].update(space=nemesis_space, round=nem["round"], track=nem["track"])
    doc["objectives"] = [dict(o) for o in state["objectives"]]
    return doc
