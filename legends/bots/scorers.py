"""The greedy bot's scoring rules, one for each kind of action in the engine's catalogue
(engine/kinds.py): `SCORERS[kind](bot, game, option)` says how good that option is, higher is
better. tests/test_catalogue.py fails when a kind of the catalogue has no rule here (or a rule
names a kind the catalogue lacks). The helpers they use (what an enemy is worth, how good a space
is) are the bot's own (greedy.py).
"""
from __future__ import annotations

from ..content import catalog
from ..engine.view import TableView

MAX_HEALTH = TableView.max_health
VALUE = {"nemesis": 10.0, "rival": 3.5, "elite": 3.0, "standard": 2.0}    # removing an enemy, roughly
SCORERS: dict = {}
CONSTANT: set = set()        # the kinds whose every option scores the same, whatever the table


def scores(*kinds):
    """Register a scoring rule for these kinds of action."""
    def register(rule):
        for kind in kinds:
            SCORERS[kind] = rule
        return rule
    return register


def constant(value, *kinds):
    """A rule that gives every option of these kinds the same score."""
    scores(*kinds)(lambda bot, game, o: value)
    CONSTANT.update(kinds)


constant(9.0, "stand")                      # standing up costs 1 EX and frees the next card's actions
constant(1.0, "ex")
constant(0.5, "end", "roll", "keep")
constant(0.0, "skip", "done", "take", "decline", "choose_target", "choose_space")


# --- setup and the fighter phase ---------------------------------------------------------------------
@scores("place_rival")
def place_rival(bot, game, o):
    space = game.stage.spawn_space(o.args[0])
    return game.board.distance(game.stage.start, space)


@scores("upgrade")
def upgrade(bot, game, o):
    return 8.0 + bot.ability_power(game, o.seat, o.args[0], True) * 0.1


@scores("critical")
def critical(bot, game, o):
    f = bot.t.fighters[o.seat]
    art = game.box.fighters[f["id"]].critical_art
    acts = [a for row in art.rows for a in row]
    v = bot.sequence_value(game, o.seat, f["space"], acts)
    return 4.0 + v if v >= 1.5 else -1


@scores("interact")
def interact(bot, game, o):
    return bot.interact_score(game, o)


@scores("ability")
def ability(bot, game, o):
    return bot.ability_score(game, o)


@scores("play", "sprint")
def play(bot, game, o):
    f = bot.t.fighters[o.seat]
    card = game.box.style_card(o.args[0])
    here = bot.space_value(game, o.seat, f["space"], None)       # (space_score with no actions to follow)
    if o.kind == "sprint":
        best = bot.t.once(("sprint", o.seat, card.sprint), lambda: max(      # one sprint value: one reach
            (bot.space_value(game, o.seat, sp, None) for sp in game.board.within(f["space"], card.sprint)),
            default=here))
        return 1.0 + (best - here) * 0.8 - len(card.icons) * 0.05
    return 1.5 + bot.card_score(game, o.seat, card)


# --- resolving a card's or an ability's actions ----------------------------------------------------
def _resolving(game):
    """The action being resolved and the ones after it."""
    now = game.pending.context.resolving
    acts = now["acts"]
    return now, acts[now["index"]], acts[now["index"] + 1:]


@scores("boost")
def boost(bot, game, o):
    _, act, _ = _resolving(game)
    f = bot.t.fighters[o.seat]
    if act.icon in catalog.ATTACKS:
        targets = bot.t.targets(f["space"], act)
        gain = bot.attack_value(game, o.seat, f["space"], act, 1) - bot.attack_value(game, o.seat, f["space"], act)
        nem = any(bot.t.enemies.get(e)["kind"] == "nemesis" for e in targets)
        return 0.5 if gain > 0.3 or (nem and gain > 0.05) else -0.5
    return -0.5


@scores("move")
def move(bot, game, o):
    lead, here = bot.t.once(("move", o.seat), _move_from, bot, game, o.seat)
    there = bot.space_value(game, o.seat, o.args[0], lead)
    # space_score counts a hazard where the move ends; the engine says what the route deals (a stage
    # without hazards deals nothing on any route: its options' routes are not asked for)
    if game.board.hazards:
        there += 1.5 * (bot._hazard(game, o.args[0]) - game.pending.context.option(o).hazard)
    return there - here + 0.01


def _move_from(bot, game, seat):
    """What a move decision's options share: the attack that counts after it, the score of staying."""
    _, _, rest = _resolving(game)
    lead = bot.lead_attack(rest)
    return lead, bot.space_value(game, seat, bot.t.fighters[seat]["space"], lead)


@scores("target")
def target(bot, game, o):
    """A card's or an ability's target (an "act" decision) or one more target of an attack."""
    e = bot.t.enemies.get(o.args[0])
    if game.pending.kind == "act":
        now, act, _ = _resolving(game)
        v = bot.enemy_value(game, o.seat, e, now["value"], act.icon)
        return 1 + v if v > -0.5 else -0.1
    task = game.pending.context.resolving
    v = bot.enemy_value(game, task["seat"], e, task["dice"], task["icon"])
    return 1 + v if v > -0.5 else 0.0


@scores("pull")
def pull(bot, game, o):
    _, _, rest = _resolving(game)
    fig = o.args[0]
    nxt = next((a for a in rest if a.icon in catalog.ATTACKS), None)
    if fig.startswith("F"):
        return -0.5
    if nxt is not None and nxt.icon == "melee":
        e = bot.t.enemies.get(fig)
        return 1.0 + bot.enemy_value(game, o.seat, e, nxt.value, "melee") * 0.2
    return 0.2


@scores("push")
def push(bot, game, o):
    fig, to = o.args
    if fig.startswith("F"):
        return -0.5
    e = bot.t.enemies.get(fig)
    if bot._hazard(game, to) and e and e["kind"] in ("standard", "elite"):
        return 3.0
    return 0.1


@scores("do")
def do(bot, game, o):
    _, act, _ = _resolving(game)
    f = bot.t.fighters[o.seat]
    if act.effect == "heal" and f["health"] >= MAX_HEALTH:
        return -0.1
    return 1.0


# --- an attack ---------------------------------------------------------------------------------------
@scores("reroll")
def reroll(bot, game, o):
    roll, worth = bot.t.once("reroll", _reroll_worth, bot, game)
    return worth if roll[o.args[0]] <= 0 else 0.0


def _reroll_worth(bot, game):
    """What a reroll decision's options share (once a decision): the dice, and what rerolling a die
    that missed is worth (1 when the successes still missing are few enough to hope for)."""
    task = game.pending.context.resolving
    roll = task["roll"]
    total = sum(roll)
    needs = sorted(bot.t.health(e, task["icon"]) for e in map(bot.t.enemies.get, task["targets"])
                   if e is not None and e["space"])
    missing = [h for h in needs if h > total]
    if not missing:
        return roll, 0.0
    gap = missing[0] - total
    nem = any(t == "nemesis" for t in task["targets"])
    ex = bot.t.fighters[task["seat"]]["ex"]
    return roll, 1.0 if gap <= 1 or (gap == 2 and ex >= 2) or (nem and gap <= ex) else 0.0


@scores("excess")
def excess(bot, game, o):
    task = game.pending.context.resolving
    e = bot.t.enemies.get(o.args[0])
    if e["kind"] == "rival":
        v = 5.5 if e.get("round") == 2 else -0.5  # flipping a rival only makes it stronger
    elif e["kind"] == "nemesis":
        v = VALUE["nemesis"]
    else:
        v = bot.minion_value(game, e["kind"]) + bot.stage_weight(game, e)
    side = bot.t.side(e)
    f = bot.t.fighters[task["seat"]]
    if side and side.passive and side.passive.effect == "explode" and e["space"] == f["space"]:
        v -= side.passive.args["damage"] * bot.hp_value(f) * 0.8
    return v


# --- damage, the combo meter, EX overflow, ties --------------------------------------------------------
@scores("block")
def block(bot, game, o):
    """Weigh the health a block saves against the combo-meter card it costs.

    R1 knock-outs refill health, so damage past the R1 health is free and never blocked;
    on R2 a hit that would knock the fighter out is always blocked."""
    task = game.pending.context.resolving
    f = bot.t.fighters[task["seat"]]
    amount, health = task["amount"], f["health"]
    if f["round"] == 1:
        if amount > health:
            return -1.0
        saved = 0.45
    else:
        left = health - amount
        if left <= 0:
            return 5.0 - bot.card_cost(game, f, o.args[0])
        saved = 1.25 - 0.25 * left
    return saved - bot.card_cost(game, f, o.args[0])


@scores("drop")
def drop(bot, game, o):
    card = game.box.style_card(o.args[0])
    return -len(card.icons)


@scores("flip")
def flip(bot, game, o):
    return 1.0 + bot.ability_power(game, o.seat, o.args[0], True) * 0.01
