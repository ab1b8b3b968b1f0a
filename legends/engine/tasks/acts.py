"""Resolving Actions: a card's, ability's or critical art's actions resolve left to right; each may be
boosted (by its icon, a kicker, Charge on the second card, or 1 EX) and each may be skipped."""
from __future__ import annotations

from ...content import catalog
from ...content.model import Act
from .. import effects
from ..actions import Action, Decision
from ..attacks import fid_of
from .base import UNWORDED, Task


# why an action with no legal option is passed over (logged, so the players see why the prompt moved on)
NOTHING_TO_DO = {**{icon: "has no target in range" for icon in catalog.ATTACKS},
                 "move": "has no free space to move to", "pull": "has no one to pull", "push": "has no one to push"}


class Acts(Task):
    kind = "acts"

    def advance(self, r, task):
        acts = r.acts_of(task["source"])
        seat = task["seat"]
        while task["act_index"] < len(acts):
            act = acts[task["act_index"]]
            opts = act_options(r, task, act)
            if opts:
                if r.quiet:
                    prompt = UNWORDED
                else:
                    value = act.value + r.act_boost(task, act, task["act_index"])
                    prompt = f"P{seat + 1}: resolve {act_words(act, value)} (action {task['act_index'] + 1} of {len(acts)}) or skip"
                return Decision("act", seat, prompt, (Action(seat, "skip"),) + tuple(opts))
            if not r.quiet:
                r.log(f"P{seat + 1}'s {catalog.act_words(act, act.value + r.act_boost(task, act, task['act_index']))} "
                      f"{NOTHING_TO_DO.get(act.icon, 'cannot be resolved now')}: skipped.", auto=True, kind="noop",
                      who=fid_of(seat))
            task["act_index"] += 1
            task["ex_boost"] = False
        r.s["stack"].pop()
        return None

    def apply(self, r, task, action):
        seat = task["seat"]
        f = r.fighters[seat]
        acts = r.acts_of(task["source"])
        act = acts[task["act_index"]]
        who = f"P{seat + 1}"
        if action.kind == "boost":
            f["ex"] -= 1
            task["ex_boost"] = True
            r.log(f"{who} spends 1 EX to boost {act.icon}.", kind="boost", who=fid_of(seat))
            return
        value = act.value + r.act_boost(task, act, task["act_index"])
        task["act_index"] += 1
        task["ex_boost"] = False
        if action.kind == "skip":
            if not r.quiet:
                r.log(f"{who} skips {catalog.act_words(act, value)}.")      # the value the prompt showed
        elif action.kind == "move":
            frm, to = f["space"], action.args[0]
            path = r.board.fighter_route(frm, to, value, act.withdraw)
            r.move_figure(fid_of(seat), to, withdraw=act.withdraw, by=seat, path=path)
            if not r.quiet:         # (a quiet game writes no entry: Game.sample)
                r.log_move(f"{who} moves {r.space_name(frm)} -> {r.space_name(to)}{_through(r, path, act.withdraw)}.",
                           fid_of(seat), frm, to, path)
        elif action.kind == "target":
            lo, hi = catalog.ATTACK_RANGE[act.icon]
            if act.effect == "reach":
                hi += act.args.get("amount", 1)
            attack = {"kind": "attack", "seat": seat, "icon": act.icon, "dice": value, "range_min": lo, "range_max": hi,
                      "max_targets": act.target, "targets": [], "roll": None, "stage": "target", "left": 0,
                      "hit": [], "spaces": [], "effect": act.effect, "params": [list(p) for p in act.params], "rerolled": 0}
            r.s["stack"].append(attack)
            r.add_target(attack, action.args[0])
        elif action.kind == "ex":
            r.gain_ex(seat, 1)
            if not r.quiet:
                r.log(f"{who} charges 1 EX.", kind="ex", who=fid_of(seat))
        elif action.kind == "pull":
            fig = action.args[0]
            frm = r.space_of(fig)
            r.log_move(f"{who} pulls {r.name_of(fig)} {r.space_name(frm)} -> {r.space_name(f['space'])}.", fig, frm, f["space"])
            r.move_figure(fig, f["space"], withdraw=act.withdraw, by=seat)
        elif action.kind == "push":
            fig, to = action.args
            if not r.quiet:
                r.log_move(f"{who} pushes {r.name_of(fig)} {r.space_name(f['space'])} -> {r.space_name(to)}.", fig, f["space"], to)
            r.move_figure(fig, to, withdraw=act.withdraw, by=seat)
        elif action.kind == "do":
            effects.run_action(r, seat, act)


def _moves(r, seat: int, space: str, value: int) -> tuple:
    """A move's options from `space` (the spaces within `value` moves), each with whether its space
    has a capacity to check (has_room): worked out once per seat, space and value (the board never
    changes; Rules.cache)."""
    key = ("moves", seat, space, value)
    found = r.cache.get(key)
    if found is None:
        capacity = r.board.capacity
        found = r.cache[key] = tuple((sp, Action(seat, "move", (sp,)), sp in capacity)
                                     for sp in r.board.within(space, value) if sp != space)
    return found


_WORDS: dict = {}       # (id of an Act, its value) -> (the Act, kept so its id is never reused; its words)


def act_words(act: Act, value: int) -> str:
    """catalog.act_words(act, value), worked out once for each action of the content and value (every
    "act" decision's prompt says it; an effect's words are a rule text filled in)."""
    found = _WORDS.get((id(act), value))
    if found is None:
        if len(_WORDS) > 4096:          # a sprint's move is made for each game: keep it small
            _WORDS.clear()
        found = _WORDS[(id(act), value)] = (act, catalog.act_words(act, value))
    return found[1]


def _through(r, path, withdraw) -> str:
    """The hazards a move passes on its way (its last space is named already): " through C3"."""
    if withdraw or not path:
        return ""
    passed = [sp for sp in path[1:-1] if sp in r.board.hazards]
    return f" through {', '.join(map(r.space_name, passed))}" if passed else ""


def act_options(r, task, act: Act) -> list:
    seat = task["seat"]
    f = r.fighters[seat]
    me = fid_of(seat)
    boost = r.act_boost(task, act, task["act_index"])
    value = act.value + boost
    opts = []
    if act.icon == "move":
        opts = [a for sp, a, capped in _moves(r, seat, f["space"], value) if not capped or r.has_room(sp, me)]
    elif act.icon in catalog.ATTACKS:
        opts = [Action(seat, "target", (e,)) for e in r.targets_in_range(f["space"], act)]
    elif act.icon == "ex":
        opts = [Action(seat, "ex")]
    elif act.icon == "pull":
        if r.has_room(f["space"], None):
            opts = [Action(seat, "pull", (fig,)) for fig in r.figures_adjacent(f["space"])]
    elif act.icon == "push":
        for fig in r.figures_in(f["space"]):
            if fig != me:
                opts.extend(Action(seat, "push", (fig, sp)) for sp in r.board.adjacent[f["space"]]
                            if r.has_room(sp, fig))
    elif act.icon == "effect":
        opts = [Action(seat, "do")]
    if opts and act.icon in catalog.BOOSTABLE and f["ex"] >= 1 and boost == 0:
        opts.append(Action(seat, "boost"))
    return opts

