"""Fighter Phase: the active player plays up to two style cards (each for its actions or for Sprint),
performs abilities, then draws 2 and the Nemesis Phase begins; each card played goes to the combo
meter, which holds 4 (Combo Meter: a fifth makes its owner discard one)."""
from __future__ import annotations

from ..actions import Action, Decision
from ..attacks import fid_of
from ..constants import MAX_METER
from .base import UNWORDED, Task
from .free_actions import free_actions


class FighterPhase(Task):
    kind = "fighter_phase"

    def advance(self, r, task):
        seat = r.s["active"]
        f = r.fighters[seat]
        opts = []
        if r.s["played"] < 2 and f["hand"]:
            opts.extend(card_options(r, seat, f["hand"]))
        free = free_actions(r)
        if not opts:
            if not free and r.s["setup"].get("end_phase", "auto") != "ask":
                end_fighter_phase(r, task)
                return None
            opts.append(Action(seat, "end"))
        name = None if r.quiet else r.box.fighters[f["id"]].name
        if r.quiet:
            prompt = UNWORDED
        elif r.s["played"] < 2 and f["hand"]:
            prompt = f"P{seat + 1} ({name}): play style card {r.s['played'] + 1} of 2" + stunned_note(f)
        elif free:
            prompt = f"P{seat + 1} ({name}): perform abilities, or end the fighter phase"
        else:           # end_phase: ask -- the player looks at what the turn did before the enemies act
            prompt = f"P{seat + 1} ({name}): nothing more to do this turn; end the fighter phase to start the nemesis phase"
        return Decision("main", seat, prompt, tuple(opts) + tuple(free))

    def apply(self, r, task, action):
        seat = action.seat
        f = r.fighters[seat]
        if action.kind == "end":
            end_fighter_phase(r, task)
            return
        cid = action.args[0]
        card = r.box.style_card(cid)
        f["hand"].remove(cid)
        r.s["played"] += 1
        r.s["stack"].append({"kind": "card_done", "seat": seat, "card": cid})
        how = "for Sprint" if action.kind == "sprint" else ""
        if f["stunned"]:
            f["stunned"] = False
            r.log(f"P{seat + 1} plays {card.name} {how} while stunned: no actions; stands up.", kind="play",
                  who=fid_of(seat), card=cid)
            return
        if not r.quiet:             # (a quiet game writes no entry: Game.sample)
            r.log(f"P{seat + 1} plays {card.name} {how}".rstrip() + ".", kind="play", who=fid_of(seat), card=cid)
        src = ["sprint", cid] if action.kind == "sprint" else ["card", cid]
        r.push_acts(seat, src, second=r.s["played"] == 2)


def card_options(r, seat: int, hand: list) -> tuple:
    """Each card of the hand played for its actions, then for Sprint: worked out once per seat and
    hand (Rules.cache; a search meets the same hands in many playouts)."""
    key = ("cards", seat, tuple(hand))
    found = r.cache.get(key)
    if found is None:
        found = r.cache[key] = tuple(a for cid in hand for a in (Action(seat, "play", (cid,)),
                                                                  Action(seat, "sprint", (cid,))))
    return found


def stunned_note(f) -> str:
    """Stun, said where the card is chosen: the card played resolves no actions. Short: the prompt
    bar of a 720p table holds it whole; standing up for 1 EX is its own option ("Stand up")."""
    return " (stunned: it resolves no actions)" if f["stunned"] else ""


def end_fighter_phase(r, task):
    seat = r.s["active"]
    r.draw(seat, 2)
    r.s["played"] = 0
    r.s["stack"].pop()
    r.s["stack"].append({"kind": "nemesis_phase", "step": 0})
    if not r.quiet:
        r.log(f"P{seat + 1} draws 2. Nemesis phase.", auto=True, kind="phase")


class ComboMeter(Task):
    """A played card joins the combo meter; with a fifth card, its owner discards one."""
    kind = "card_done"

    def advance(self, r, task):
        f = r.fighters[task["seat"]]
        if task["card"] not in f["meter"]:
            f["meter"].append(task["card"])
        if len(f["meter"]) <= MAX_METER:
            r.s["stack"].pop()
            return None
        seat = task["seat"]
        return Decision("drop", seat, f"P{seat + 1}: combo meter holds 4 cards; choose one to discard",
                        tuple(Action(seat, "drop", (c,)) for c in f["meter"]))

    def apply(self, r, task, action):
        f = r.fighters[action.seat]
        f["meter"].remove(action.args[0])
        f["discard"].append(action.args[0])
        r.s["stack"].pop()
