"""Input modes: built from the engine's pending decision, they know which things on screen are
legal to click and turn a click or a key into exactly one of `game.legal_actions()`.

The UI never decides legality: every group below is filled only from the decision's options.
"""
from __future__ import annotations

from ...content.catalog import act_words
from .words import dice_words

CONFIRM_KINDS = ("roll", "keep", "done", "take", "decline", "ex", "do")


SIMPLE_LABELS = {"end": "End the fighter phase (draw 2)", "stand": "Stand up (1 EX): your next card resolves its actions", "skip": "Skip this action",
                 "boost": "Boost this action (1 EX)", "ex": "Gain 1 EX", "do": "Resolve the unique action",
                 "roll": "Roll the dice", "keep": "Keep the roll", "done": "Done (lose the excess)",
                 "take": "Take the damage", "decline": "Keep 3 EX (no upgrade)"}


def describe(game, a, decision_seat=None) -> str:
    """A readable label for an action (the fallback list, popups, tooltips)."""
    text = ((a.kind == "do" and _unique_text(game)) or SIMPLE_LABELS.get(a.kind) or _card_text(game, a)
            or _figure_text(game, a) or _fighter_text(game, a) or str(a))
    if decision_seat is not None and a.seat != decision_seat:
        text = f"P{a.seat + 1}: {text}"
    return text


def marked(game, a, label) -> str:
    """A label with, first, why the option would do nothing now (view.futile), when it would:
    "(no target in range) Kikoken: discard Sweep + Jab". It stays a legal choice."""
    why = game.view.futile(a)
    return f"({why}) {label}" if why else label


def _unique_text(game):
    """A unique action in the words of its card, "Recover 1 health (never above 4)", from the
    decision's context (what is being resolved); None when that is not an action."""
    ctx = getattr(game.pending, "context", None)
    res = ctx.resolving if ctx is not None else None
    if res is None or res.get("what") != "action":
        return None
    words = act_words(res["acts"][res["index"]], res["value"])
    return words[:1].upper() + words[1:]


def _card_name(game, cid) -> str:
    try:
        return game.box.style_card(cid).name
    except KeyError:
        return str(cid)


def _card_text(game, a):
    """Actions that play or discard a style card."""
    k, args = a.kind, a.args
    if k == "play":
        return f"Play {_card_name(game, args[0])}"
    if k == "sprint":
        return f"Sprint {game.box.style_card(args[0]).sprint} with {_card_name(game, args[0])}"
    if k == "block":
        return f"Block 1 damage: discard {_card_name(game, args[0])}"
    if k == "drop":
        return f"Discard {_card_name(game, args[0])} from the combo meter"
    if k == "interact":
        if args[1] == "poi":
            return f"Interact: {game.stage.poi_name} (discard {_card_name(game, args[0])})"
        return f"Interact: {game.view.interact_step(int(args[1]))} (discard {_card_name(game, args[0])})"
    return None


def _figure_name(game, fid) -> str:
    v = game.view
    name = v.name_of(fid)
    sp = v.space_of(fid) if fid.startswith("F") or v.enemy(fid) is not None else None
    return f"{name} ({v.space_name(sp)})" if sp else name


def _figure_text(game, a):
    """Actions aimed at a figure or a space (and the dice)."""
    k, args = a.kind, a.args
    fig = (lambda: _figure_name(game, args[0]))
    where = game.view.space_name          # "C3", or a feature by its printed name
    labels = {"move": lambda: f"Move to {where(args[0])}{_move_cost(game, a)}", "target": lambda: f"Target {fig()}",
              "pull": lambda: f"Pull {fig()}", "push": lambda: f"Push {fig()} to {where(args[1])}",
              "reroll": lambda: f"Reroll die {args[0] + 1} (1 EX)",
              "excess": lambda: f"Excess successes: damage {fig()}",
              "choose_target": lambda: f"{fig()} is the target",
              "choose_space": lambda: f"The enemy ends its move on {where(args[0])}",
              "place_rival": lambda: f"Spawn location {args[0]} ({where(game.stage.spawn_space(args[0]))})"}
    return labels[k]() if k in labels else None


def _move_cost(game, a) -> str:
    """What the hazards on a move's route deal (the engine's route: decision.context.option)."""
    d = game.pending
    hurt = d.context.option(a).hazard if d.context is not None and a in d.options else 0
    return f" (hazard{'s' if hurt > 1 else ''} on the way: {hurt} damage)" if hurt else ""


def _fighter_text(game, a):
    """Actions on a fighter board: abilities, upgrades, the critical art."""
    box = game.box
    k = a.kind
    args = a.args
    f = game.view.fighter(a.seat) if 0 <= a.seat < game.view.seats else None

    def card(cid):
        return _card_name(game, cid)

    text = None
    if k == "ability":
        ab = box.fighters[f["id"]].ability(args[0])
        cards = " + ".join(card(c) for c in str(args[1]).split(","))
        text = f"{ab.name}{' with kicker' if len(args) > 2 else ''}: discard {cards}"
    elif k == "critical":
        text = f"Critical art {box.fighters[f['id']].critical_art.name} (3 EX, discard {card(args[0])})"
    elif k == "upgrade":
        text = f"Upgrade {box.fighters[f['id']].ability(args[0]).name} (3 EX)"
    elif k == "flip":
        text = f"Upgrade {box.fighters[f['id']].ability(args[0]).name} now"
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
        """The action Confirm / Enter takes: the decision's Enter button, or "end the fighter phase"
        when that is the only option (the "turn is done" banner)."""
        for label, key, a in self.buttons:
            if key == "Enter":
                return a
        return self._lone_end()

    def confirm_label(self) -> str:
        """The Confirm button's label for confirm_action()."""
        a = self.confirm_action()
        if a is None:
            return "Confirm"
        return next((label for label, k, b in self.buttons if b == a), SIMPLE_LABELS.get(a.kind, "Confirm"))

    def _lone_end(self):
        d = self.decision
        opts = self.options
        return opts[0] if d.kind == "main" and len(opts) == 1 and opts[0].kind == "end" else None

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
            self.sub = (f"Push {self.game.view.name_of(fid)}: choose a space", {a.args[1]: a for a in pushes})
            return []
        return acts

    def for_space(self, space):
        if self.sub:
            a = self.sub[1].get(space)
            return [a] if a else []
        acts = list(self.by_space.get(space, []))
        if space == self.game.stage.poi_space:
            acts += self.by_poi
        return acts

    def cancel(self) -> bool:
        if self.sub:
            self.sub = None
            return True
        return False

    def title(self):
        """The prompt; a reroll that could only risk the roll says why keeping it is the default."""
        if self.sub:
            return self.sub[0]
        rerolls = [a for a in self.options if a.kind == "reroll"]
        if not rerolls:
            return self.decision.prompt
        why = all(self.game.view.futile(a) for a in rerolls) and self.game.view.futile(rerolls[0])
        prompt = dice_words(self.decision.prompt)
        return f"{prompt} (keep: {why})" if why else prompt

    def fallback(self):
        """Every legal option (of the human seats) as (label, action) for the list (the table's,
        a phone's); one that would do nothing now says why first (marked)."""
        seat = self.decision.seat
        return [(marked(self.game, a, describe(self.game, a, seat)), a) for a in self.options]

