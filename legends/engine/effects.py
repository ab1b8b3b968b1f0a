"""The effect registry: what each effect named in content does.

Content names effects from `legends.content.catalog.EFFECTS`; this module
implements every one of them (tests/test_effects.py checks both lists match).
"""
from __future__ import annotations

from ..content.catalog import plural

IMPLEMENTED = {
    # unique actions (fighters) and point-of-interest effects
    "heal", "draw", "gain_ex", "spawn", "stand_all",
    # attack modifications: handled where attacks resolve (tasks/acts.py, tasks/attack.py, attacks.py)
    "reach", "daze", "knockback", "lifesteal",
    # passives: handled where enemies are hit or move (attacks.py, fighters.py, enemies.py, tasks/attack.py)
    "armored", "pack", "explode", "thorns", "swift", "bodyguard",
    # nemesis EX abilities (enemies.py)
    "ex_power", "ex_stun", "ex_drain",
    # stage rules and loss conditions (this module)
    "hazard", "bombs", "relics",
    "objectives_destroyed", "space_overrun", "time_limit", "relics_lost",
}


def _fighter_effect(game, seat, name, args) -> None:
    who = f"P{seat + 1}"
    if name == "heal":
        game.heal(seat, args.get("amount", 1))
    elif name == "draw":
        n = game.draw(seat, args.get("cards", 1))
        game.log(f"{who} draws {plural(n, 'style card')}.", auto=True, kind="draw", who=f"F{seat + 1}")
    elif name == "gain_ex":
        game.gain_ex(seat, args.get("amount", 1))
        game.log(f"{who} gains {args.get('amount', 1)} EX.", auto=True, kind="ex", who=f"F{seat + 1}")
    elif name == "stand_all":
        for other in game.fighters:
            other["stunned"] = False
        game.log("Every fighter stands up.", auto=True, kind="stand")
    elif name == "spawn":
        game.spawn_minion(args["type"], args["location"])
    else:
        raise ValueError(f"effect {name!r} is not an action")


def run_action(game, seat, act) -> None:
    """A unique action on a fighter's card or ability: {effect: NAME, ...}."""
    _fighter_effect(game, seat, act.effect, act.args)


def run_poi(game, seat, effect) -> None:
    _fighter_effect(game, seat, effect.effect, effect.args)


def enemy_effect(game, e, act) -> None:
    """A unique action in an enemy's or the nemesis's row: only `spawn` has meaning for enemies."""
    if act.effect == "spawn":
        game.spawn_minion(act.args["type"], act.args["location"])


def on_route(game, fig, spaces, by) -> None:
    """A figure is moved into each of `spaces` in turn (not withdrawing): each triggers its effects.
    A fighter's hazard damage is a decision each (blocking), put on the stack last space first so the
    first space's is answered first."""
    if fig.startswith("F"):
        for space in reversed(spaces):
            on_enter(game, fig, space, by)
        return
    for space in spaces:
        e = game.s["enemies"].get(fig)
        if e is None or e["space"] is None:       # defeated by an earlier space
            return
        on_enter(game, fig, space, by)


def on_enter(game, fig, space, by) -> None:
    """A figure is moved into a space (not withdrawing): stage hazards."""
    if space not in game.board.hazards:         # the spaces the stage's hazard rules name (board.py)
        return
    for rule in game.stage.rules:
        if rule.effect != "hazard" or space not in rule.args["spaces"]:
            continue
        if fig.startswith("F"):
            seat = int(fig[1:]) - 1
            game.deal_damage(seat, rule.args["damage"], f"The hazard at {game.space_name(space)}")
        else:
            e = game.s["enemies"].get(fig)
            if e and e["kind"] in ("standard", "elite"):
                if not game.quiet:
                    game.log(f"{game.enemy_name(e)} falls into the hazard at {game.space_name(space)}.", auto=True, kind="hazard",
                             who=fig)
                game.damage_enemy(fig, None)  # defeated by the stage, not by an attack: no reward


# Objective Tokens: what each stage rule calls a token, what an Interact with a revealed one does, and
# the loss condition that counts the tokens the minions take from the players
OBJECTIVE_RULES = {
    "bombs": {"token": "bomb", "verb": "defuse", "then": "gain 1 EX", "minion": "detonates",
              "done": "defused", "lost": "destroyed", "loss": "objectives_destroyed"},
    "relics": {"token": "relic", "verb": "take", "then": "recover {heal} health", "minion": "carries off",
               "done": "taken", "lost": "carried off", "loss": "relics_lost"},
}


def objective_rule(game):
    """The stage rule that gives the objective tokens their use (bombs, relics), or None (once a game:
    Rules.cache; every minion's activation ends by asking)."""
    cache = getattr(game, "cache", {})
    found = cache.get("objective rule", _NONE)
    if found is _NONE:
        found = cache["objective rule"] = next((r for r in game.stage.rules if r.effect in OBJECTIVE_RULES), None)
    return found


_NONE = object()


def objective_words(game) -> dict | None:
    """The stage's words for its objective tokens: {"token": "relic", "done": "taken", "lost": "carried
    off"}, or None when no stage rule gives them a use."""
    rule = objective_rule(game)
    return None if rule is None else {k: OBJECTIVE_RULES[rule.effect][k] for k in ("token", "done", "lost")}


def _tokens(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def interact_step(game, index) -> str:
    """What an Interact with objective token `index` does now, for the players: "reveal the relic
    at F4" (with any card), "take the relic at F4 and recover 2 health" (with a card of its icon)."""
    tok, rule = game.s["objectives"][index], objective_rule(game)
    words = OBJECTIVE_RULES[rule.effect]
    if not tok["revealed"]:
        return f"reveal the {words['token']} at {game.space_name(tok['space'])}"
    then = words["then"].format(**rule.args)
    return f"{words['verb']} the {words['token']} at {game.space_name(tok['space'])} and {then}"


def interact_objective(game, seat, index) -> None:
    """Interact with an objective token (rulebook: Interact, Objective Tokens): a hidden token is
    revealed (any card); a revealed one, paid with a card of its icon, does what the stage's rule says."""
    tok, rule = game.s["objectives"][index], objective_rule(game)
    words = OBJECTIVE_RULES[rule.effect]
    who, fid, name, space = f"P{seat + 1}", f"F{seat + 1}", words["token"], game.space_name(tok["space"])
    if not tok["revealed"]:
        tok["revealed"] = True
        then = words["then"].format(**rule.args)
        if not game.quiet:
            game.log(f"{who} reveals the {name} at {space}: it shows a {tok['icon']}. Interact there with a "
                     f"{tok['icon']} card to {words['verb']} it and {then}.", kind="objective", who=fid, token=index)
        return
    tok["state"] = "defused" if rule.effect == "bombs" else "scored"
    left = sum(t["state"] == "on" for t in game.s["objectives"])
    game.log(f"{who} {words['verb']}s the {name} at {space} "
             f"({_tokens(left, name)} still on the map).", kind="objective", token=index, who=fid)
    if rule.effect == "bombs":
        game.gain_ex(seat, 1)
        game.log(f"{who} gains 1 EX.", auto=True, kind="ex", who=fid)
    else:
        game.heal(seat, rule.args.get("heal", 1))


def end_activation(game, e) -> None:
    """A minion ends its activation: it may destroy or carry off an objective token."""
    rule = objective_rule(game)
    for i, tok in enumerate(game.s["objectives"] if rule is not None else ()):
        if tok["state"] != "on" or tok["space"] != e["space"]:
            continue
        if rule.effect == "bombs" and e["kind"] != "elite":
            continue
        tok["state"] = "destroyed" if rule.effect == "bombs" else "lost"
        words = OBJECTIVE_RULES[rule.effect]
        game.log(f"{game.enemy_name(e)} {words['minion']} the {words['token']} at {game.space_name(tok['space'])}! "
                 f"{_lost_so_far(game, words)}", auto=True, kind="objective", token=i, who=e["id"])
    check_loss(game, "activation")


def _lost_so_far(game, words) -> str:
    """How many tokens the minions have taken, and how many lose the game (when the stage says)."""
    lost = sum(t["state"] in ("destroyed", "lost") for t in game.s["objectives"])
    text = f"{_tokens(lost, words['token'])} {words['lost']}"
    if game.stage.loss.effect == words["loss"]:
        text += f"; at {game.stage.loss.args['count']} the fighters lose"
    return text + "."


def loss_progress(game) -> dict:
    """How near the stage's special loss condition is: {"now", "limit", "text"} for the UI."""
    loss = game.stage.loss
    now, limit, space = _loss_count(game, loss)
    cache = getattr(game, "cache", {})           # the stage's words: the same all game (Rules.cache)
    text = cache.get("loss text")
    if text is None:
        from ..content.catalog import describe
        text = cache["loss text"] = loss.text or describe(loss.effect, loss.args)
    return {"effect": loss.effect, "now": now, "limit": limit, "space": space, "text": text}


def _loss_count(game, loss) -> tuple:
    """(now, limit, space) of the stage's loss condition (None where it has none)."""
    args, objectives = loss.args, game.s["objectives"]
    now, limit, space = None, None, None
    if loss.effect == "objectives_destroyed":
        now, limit = sum(t["state"] == "destroyed" for t in objectives), args["count"]
    elif loss.effect == "relics_lost":
        now, limit = sum(t["state"] == "lost" for t in objectives), args["count"]
    elif loss.effect == "space_overrun":
        space = args["space"]  # resolved to the board's space when the stage was loaded
        now = sum(1 for e in game.enemies_on_map() if e["kind"] in ("standard", "elite") and e["space"] == space)
        limit = args["count"]
    elif loss.effect == "time_limit":
        now, limit = (game.s["turn"] - 1) // len(game.fighters) + 1, args["rounds"]
    return now, limit, space


# when each special loss condition is checked, and what the players are told
LOSS_CHECKED = {"space_overrun": "nemesis_phase_end", "time_limit": "turn_end"}
LOSS_TEXT = {
    "objectives_destroyed": "{now} objective tokens are destroyed. The fighters lose.",
    "relics_lost": "Minions have carried off {now} relics. The fighters lose.",
    "space_overrun": "{now} minions overrun {space}. The fighters lose.",
    "time_limit": "Time is up after {limit} rounds. The fighters lose.",
}


def check_loss(game, when: str) -> None:
    """Special loss conditions from the stage's Rules side (Objective)."""
    loss = game.stage.loss
    if loss.effect not in LOSS_TEXT or LOSS_CHECKED.get(loss.effect, when) != when:
        return
    now, limit, space = _loss_count(game, loss)
    if loss.effect == "time_limit":  # checked as a turn ends: lost once the last round has been played
        lost = game.s["turn"] // len(game.fighters) >= limit
    else:
        lost = now >= limit
    if lost:
        game.end("nemesis", LOSS_TEXT[loss.effect].format(**loss_progress(game)))

