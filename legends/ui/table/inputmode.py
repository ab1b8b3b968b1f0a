"""Input modes: built from the engine's pending decision, they know which things on screen are
legal to click and turn a click or a key into exactly one of `game.legal_actions()`.

The UI never decides legality: every group below is filled only from the decision's options.
"""
from __future__ import annotations

from ...content.catalog import act_words
from ...engine.kinds import KINDS, named
from .words import dice_words

# decisions whose Enter button costs the player (docs/ui.md, *Defaults*): the focus starts elsewhere
# (a block decision: on a combo-meter card that blocks), so Enter does not take that button and the
# button shows the key that does (its options-list number)
COSTLY_CONFIRM = {"block"}
# decisions whose Enter button throws something away while an option could use it: the focus starts on
# the first options-list row that does (firstrow.py: the excess successes, "Done (lose the excess)"),
# and the button shows its number key, as a costly one does
FIRST_ROW_FIRST = {"excess"}
CONFIRM_KINDS = named(key="Enter")        # the catalogue's Enter buttons: roll, keep, done, take, decline, ex, do


def describe(game, a, decision_seat=None) -> str:
    """A readable label for an action (the fallback list, popups, tooltips): its kind's label
    template (the catalogue, engine/kinds.py) with each argument in a player's words."""
    k = KINDS.get(a.kind)
    text = _label(game, a, k) if k is not None else str(a)
    if decision_seat is not None and a.seat != decision_seat:
        text = f"P{a.seat + 1}: {text}"
    return text


def _label(game, a, k) -> str:
    values = {arg.name: (_word(game, a, arg.type, a.args[i]) if i < len(a.args) else "")
              for i, arg in enumerate(k.args)}
    for name in k.fields():
        if name not in values:
            values[name] = EXTRA_WORDS[name](game, a)
    return k.label.format(**values)


EXCESS_HEAD = "Excess successes: damage "


def row_label(game, a, decision_seat=None) -> str:
    """An options-list row's words (describe's), but an excess success's row is "Damage Shadaloo
    Grunt (M2) (B1)": the prompt and row 1 ("Done (lose the excess)") name the excess, and "Excess
    successes: damage ..." squeezed the four rows to 11 px at 1728x972 where the list's rows are 16
    (issue 26's sixth pass, finding 2)."""
    text = describe(game, a, decision_seat)
    return "Damage " + text[len(EXCESS_HEAD):] if a.kind == "excess" and text.startswith(EXCESS_HEAD) else text


def marked(game, a, label) -> str:
    """A label and, after it, why the option would do nothing now (view.futile), when it would: the
    option's own words first, so a cut row still names it ("Reroll die 2 (1 EX): your roll already
    defeats ...", "Kikoken: discard Sweep + Jab · no target in range"). It stays a legal choice."""
    why = game.view.futile(a)
    if not why:
        return label
    return f"{label} · {why}" if ":" in label else f"{label}: {why}"


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


def _figure_name(game, fid) -> str:
    v = game.view
    name = v.name_of(fid)
    sp = v.space_of(fid) if fid.startswith("F") or v.enemy(fid) is not None else None
    return f"{name} ({v.space_name(sp)})" if sp else name


def _move_cost(game, a) -> str:
    """What the hazards on a move's route deal (the engine's route: decision.context.option)."""
    d = game.pending
    hurt = d.context.option(a).hazard if d.context is not None and a in d.options else 0
    return f" (hazard{'s' if hurt > 1 else ''} on the way: {hurt} damage)" if hurt else ""


def _fighter(game, a):
    return game.box.fighters[game.view.fighter(a.seat)["id"]]


def _interaction(game, what) -> str:
    return game.stage.poi_name if what == "poi" else game.view.interact_step(int(what))


# an argument in a player's words, by its type (engine/kinds.py, ARG_TYPES)
WORDS = {
    "card": lambda game, a, v: _card_name(game, v),
    "discard": lambda game, a, v: _card_name(game, v),
    "discards": lambda game, a, v: " + ".join(_card_name(game, c) for c in str(v).split(",")),
    "figure": lambda game, a, v: _figure_name(game, v),
    "space": lambda game, a, v: game.view.space_name(v),
    "spawn": lambda game, a, v: f"{v} ({game.view.space_name(game.stage.spawn_space(v))})",
    "die": lambda game, a, v: str(v + 1),
    "ability": lambda game, a, v: _fighter(game, a).ability(v).name,
    "kicker": lambda game, a, v: " with kicker",
    "interaction": lambda game, a, v: _interaction(game, v),
}
# the label fields that are not arguments (engine/kinds.py, EXTRAS)
EXTRA_WORDS = {
    "sprint": lambda game, a: str(game.box.style_card(a.args[0]).sprint),
    "hazard": _move_cost,
    "critical_art": lambda game, a: _fighter(game, a).critical_art.name,
    "unique": lambda game, a: _unique_text(game) or "Resolve the unique action",
}


def _word(game, a, type_, value) -> str:
    return WORDS[type_](game, a, value)


def place_key(game, k, place, a):
    """Where on the table (`place`, one of the kind's places) an option is found: the key of that
    place's group: a space, a figure, a die, (seat, card) in a hand or a meter, (seat, ability),
    the seat (its critical art, standing up), an objective token's index or "poi"."""
    args = a.args
    if place == "space":
        i = k.arg("space")
        return args[i] if i is not None else game.stage.spawn_space(args[k.arg("spawn")])
    if place in ("figure", "die", "objective"):
        return args[k.arg({"objective": "interaction"}.get(place, place))]
    if place in ("hand", "sprint", "meter"):
        i = k.arg("card")
        return a.seat, args[i if i is not None else k.arg("discard")]
    if place == "ability":
        return a.seat, args[k.arg("ability")]
    return a.seat                   # critical, stand


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
        """Each of the kind's places (the catalogue) offers the option: a button, or a group by key."""
        k = KINDS.get(a.kind)
        for place in (k.places if k is not None else ()):
            if place == "button":
                self.buttons.append((k.button, k.key, a))
                continue
            key = place_key(game, k, place, a)
            if place == "objective" and key == "poi":
                self.by_poi.append(a)
            else:
                self._add(getattr(self, "by_" + place), int(key) if place == "objective" else key, a)

    def at(self, place, key) -> list:
        """The options a place offers under a key (a hotspot's): at("die", 0), at("sprint", (1, card))."""
        return getattr(self, "by_" + place, {}).get(key, [])

    # --- what is highlighted ----------------------------------------------------------
    def spaces(self):
        if self.sub:
            return set(self.sub[1])
        return set(self.by_space)

    def figures(self):
        return set() if self.sub else set(self.by_figure)

    def confirm_action(self):
        """The action Confirm / Enter takes: the decision's Enter button, or "end the fighter phase"
        when that is the only option (the "turn is done" banner); Skip when that button would do
        nothing now (futile_enter): a futile choice is never the default."""
        skip = self.futile_enter() and self.key_action("S")
        return skip or self._enter_button()

    def _enter_button(self):
        for label, key, a in self.buttons:
            if key == "Enter":
                return a
        return self._lone_end()

    def second_action(self):
        """What the prompt bar's second button (Skip's place) takes: Skip, or the Enter button's
        action when Enter takes Skip (it stays a click away: "Resolve", no key)."""
        return self._enter_button() if self.futile_enter() else self.key_action("S")

    def futile_enter(self) -> str | None:
        """Why the decision's Enter button would do nothing now ("already at full health": the
        engine's answer, view.futile) when the decision may be skipped (Card and Ability Actions:
        "a player may choose to skip an action"), else None."""
        a = self._enter_button()
        return self.game.view.futile(a) if a is not None and self.key_action("S") is not None else None

    def confirm_label(self) -> str:
        """The Confirm button's label for confirm_action()."""
        a = self.confirm_action()
        if a is None:
            return "Confirm"
        return next((label for label, k, b in self.buttons if b == a), describe(self.game, a))

    def confirm_key(self):
        """The key shown on the Confirm button: "Enter" when Enter takes it (the focus starts on it),
        else (a costly decision, COSTLY_CONFIRM) its number in the options list (1-9 picks it), or
        None past 9 (the focus cursor reaches it)."""
        a = self.confirm_action()
        if a is None or self.decision.kind not in COSTLY_CONFIRM | FIRST_ROW_FIRST:
            return "Enter"
        i = self.options.index(a) if a in self.options else 9
        return str(i + 1) if i < 9 else None

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
            why = self.futile_enter()           # Skip is the default: say why ("resolve ... or skip")
            return f"{self.decision.prompt} · would do nothing: {why}" if why else self.decision.prompt
        why = all(self.game.view.futile(a) for a in rerolls) and self.game.view.futile(rerolls[0])
        prompt = dice_words(self.decision.prompt)
        return f"{prompt}: {why}" if why else prompt      # "..., or keep: your roll already defeats ..."

    def fallback(self):
        """Every legal option (of the human seats) as (label, action) for the list (the table's,
        a phone's); one that would do nothing now says why first (marked)."""
        seat = self.decision.seat
        return [(marked(self.game, a, row_label(self.game, a, seat)), a) for a in self.options]

