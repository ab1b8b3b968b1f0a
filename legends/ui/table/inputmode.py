"""Input modes: built from the engine's pending decision, they know which things on screen are
legal to click and turn a click or a key into exactly one of `game.legal_actions()`.

The UI never decides legality: every group below is filled only from the decision's options.
"""
from __future__ import annotations

CONFIRM_KINDS = ("roll", "keep", "done", "take", "decline", "ex", "do")


def describe(game, a, decision_seat=None) -> str:
    """A readable label for an action (the fallback list, popups, tooltips)."""
    box = game.box
    k = a.kind
    args = a.args
    f = game.s["fighters"][a.seat] if 0 <= a.seat < len(game.s["fighters"]) else None

    def card(cid):
        try:
            return box.style_card(cid).name
        except KeyError:
            return str(cid)

    def fig(fid):
        name = game.name_of(fid)
        sp = game.space_of(fid) if fid.startswith("F") or fid in game.s["enemies"] else None
        return f"{name} ({sp})" if sp else name

    if k == "play":
        text = f"Play {card(args[0])}"
    elif k == "sprint":
        text = f"Sprint {box.style_card(args[0]).sprint} with {card(args[0])}"
    elif k == "end":
        text = "End the fighter phase (draw 2)"
    elif k == "ability":
        ab = box.fighters[f["id"]].abilities[args[0]]
        cards = " + ".join(card(c) for c in str(args[1]).split(","))
        text = f"{ab.name}{' with kicker' if len(args) > 2 else ''}: discard {cards}"
    elif k == "critical":
        text = f"Critical art {box.fighters[f['id']].critical_art.name} (3 EX, discard {card(args[0])})"
    elif k == "upgrade":
        text = f"Upgrade {box.fighters[f['id']].abilities[args[0]].name} (3 EX)"
    elif k == "stand":
        text = "Stand up (1 EX)"
    elif k == "interact":
        if args[1] == "poi":
            text = f"Interact: {game.stage.poi_name} (discard {card(args[0])})"
        else:
            tok = game.s["objectives"][int(args[1])]
            text = f"Interact: objective token at {tok['space']} (discard {card(args[0])})"
    elif k == "skip":
        text = "Skip this action"
    elif k == "boost":
        text = "Boost this action (1 EX)"
    elif k == "move":
        text = f"Move to {args[0]}"
    elif k == "target":
        text = f"Target {fig(args[0])}"
    elif k == "ex":
        text = "Gain 1 EX"
    elif k == "pull":
        text = f"Pull {fig(args[0])}"
    elif k == "push":
        text = f"Push {fig(args[0])} to {args[1]}"
    elif k == "do":
        text = "Resolve the unique action"
    elif k == "roll":
        text = "Roll the dice"
    elif k == "reroll":
        text = f"Reroll die {args[0] + 1} (1 EX)"
    elif k == "keep":
        text = "Keep the roll"
    elif k == "excess":
        text = f"Excess successes: damage {fig(args[0])}"
    elif k == "done":
        text = "Done (lose the excess)"
    elif k == "block":
        text = f"Block 1 damage: discard {card(args[0])}"
    elif k == "take":
        text = "Take the damage"
    elif k == "drop":
        text = f"Discard {card(args[0])} from the combo meter"
    elif k == "flip":
        text = f"Upgrade {box.fighters[f['id']].abilities[args[0]].name} now"
    elif k == "decline":
        text = "Keep 3 EX (no upgrade)"
    elif k == "choose_target":
        text = f"{fig(args[0])} is the target"
    elif k == "choose_space":
        text = f"The enemy ends its move on {args[0]}"
    elif k == "place_rival":
        text = f"Spawn location {args[0]} ({game.stage.spawn_space(args[0])})"
    else:
        text = str(a)
    if decision_seat is not None and a.seat != decision_seat:
        text = f"P{a.seat + 1}: {text}"
    return text


class InputMode:
    """What may be clicked now, grouped by where it is on screen."""

    def __init__(self, game, human_seats):
        d = game.pending
        self.game = game
        self.decision = d
        self.kind = d.kind
        self.options = [o for o in d.options if o.seat in human_seats]
        self.by_space: dict = {}
        self.by_figure: dict = {}
        self.by_hand: dict = {}
        self.by_sprint: dict = {}
        self.by_meter: dict = {}
        self.by_ability: dict = {}
        self.by_critical: dict = {}
        self.by_stand: dict = {}
        self.by_die: dict = {}
        self.by_objective: dict = {}
        self.by_poi: list = []
        self.buttons: list = []        # [(label, key, action)]
        self.sub = None                # (title, {space: action}) after choosing whom to push
        for a in self.options:
            self._place(game, a)

    def _add(self, table, key, a):
        table.setdefault(key, []).append(a)

    def _place(self, game, a):
        k, args, seat = a.kind, a.args, a.seat
        if k == "place_rival":
            self._add(self.by_space, game.stage.spawn_space(args[0]), a)
            sp = game.stage.spawn_space(args[0])
            owner = game.board.owner
            from ...content.loader import parse_square
            sq = parse_square(sp)
            if sq and owner.get(sq) and owner[sq] != sp:
                self._add(self.by_space, owner[sq], a)
        elif k == "play":
            self._add(self.by_hand, (seat, args[0]), a)
        elif k == "sprint":
            self._add(self.by_sprint, (seat, args[0]), a)
            self._add(self.by_hand, (seat, args[0]), a)
        elif k in ("ability", "upgrade", "flip"):
            self._add(self.by_ability, (seat, args[0]), a)
        elif k == "critical":
            self._add(self.by_critical, seat, a)
        elif k == "stand":
            self._add(self.by_stand, seat, a)
            self.buttons.append(("Stand up (1 EX)", None, a))
        elif k == "interact":
            if args[1] == "poi":
                self.by_poi.append(a)
            else:
                self._add(self.by_objective, int(args[1]), a)
        elif k == "move":
            self._add(self.by_space, args[0], a)
        elif k in ("target", "pull", "excess", "choose_target"):
            self._add(self.by_figure, args[0], a)
        elif k == "choose_space":
            self._add(self.by_space, args[0], a)
        elif k == "push":
            self._add(self.by_figure, args[0], a)
        elif k == "reroll":
            self._add(self.by_die, args[0], a)
        elif k in ("block", "drop"):
            self._add(self.by_meter, (seat, args[0]), a)
        elif k == "end":
            self.buttons.append(("End fighter phase", "E", a))
        elif k == "skip":
            self.buttons.append(("Skip", "S", a))
        elif k == "boost":
            self.buttons.append(("Boost (1 EX)", "B", a))
        elif k in CONFIRM_KINDS:
            label = {"roll": "Roll dice", "keep": "Keep roll", "done": "Done", "take": "Take damage",
                     "decline": "Keep 3 EX", "ex": "Gain 1 EX", "do": "Resolve"}[k]
            self.buttons.append((label, "Enter", a))

    # --- what is highlighted ----------------------------------------------------------
    def spaces(self):
        if self.sub:
            return set(self.sub[1])
        return set(self.by_space)

    def figures(self):
        return set() if self.sub else set(self.by_figure)

    def confirm_action(self):
        for label, key, a in self.buttons:
            if key == "Enter":
                return a
        return None

    def key_action(self, key: str):
        for label, k, a in self.buttons:
            if k == key:
                return a
        return None

    def for_figure(self, fid):
        """Actions for clicking a figure; a push opens the choice of a space (sub-mode)."""
        acts = self.by_figure.get(fid, [])
        pushes = [a for a in acts if a.kind == "push"]
        if pushes and len(pushes) == len(acts):
            self.sub = (f"Push {self.game.name_of(fid)}: choose a space", {a.args[1]: a for a in pushes})
            return []
        return acts

    def for_space(self, space):
        if self.sub:
            a = self.sub[1].get(space)
            return [a] if a else []
        acts = list(self.by_space.get(space, []))
        if space == self.game.board.owner.get(_sq(self.game.stage.poi_space), self.game.stage.poi_space):
            acts += self.by_poi
        return acts

    def cancel(self) -> bool:
        if self.sub:
            self.sub = None
            return True
        return False

    def title(self):
        return self.sub[0] if self.sub else self.decision.prompt

    def fallback(self):
        """Every legal option (of the human seats) as (label, action) for the list."""
        seat = self.decision.seat
        return [(describe(self.game, a, seat), a) for a in self.options]


def _sq(name):
    from ...content.loader import parse_square
    return parse_square(name)
