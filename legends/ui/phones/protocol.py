"""The phone protocol's messages (no pygame, no aiohttp): reading what a phone sends and building
the `state` a seat's phone shows. The table's own words: the prompt line, the option labels of
its Legal options list (InputMode.fallback / describe) and the rulebook's names of things.

    msg, err = parse(text)      # {"type": "choose", "version": 3, "option": 0} or (None, "why")
    state(view, box, seat, version=3, prompt="P2 · Ken decides: ...", deciding=True,
          options=[(label, action), ...], active=1, buzz="decide", context=g.pending.context,
          board=g.board, optional=False, over=result(view, "The TV is choosing the next game"),
          suggested=1)         # the index of the TV's default option (the page puts it first), or None
    ended("away")               # the server stops: why, what next, whether the page knocks again

docs/ui.md *Phones* is the contract the page (legends/ui/phones/page/) codes against.
"""
from __future__ import annotations

from ...content.catalog import act_words
from ...net.message import loads
from .stagemap import stage_map

MAX_BYTES = 4096            # a message from a phone, at most (the server answers larger ones with an error)
LOG_LINES = 6
PHASES = {"fighter": "Fighter phase", "nemesis": "Nemesis phase", "setup": "Setup", "over": "Game over"}


def section(action) -> str:
    """The rulebook section an option belongs to: its kind's, from the catalogue (engine/kinds.py;
    imported here, when a phone is told its options, so the title screen loads no engine)."""
    from ...engine.kinds import KINDS
    k = KINDS.get(getattr(action, "kind", ""))
    return k.section if k is not None else ""


def error(message: str) -> dict:
    return {"type": "error", "message": message}


# why the server stops: (what happened, what to do next, the page knocks again by itself)
ENDED = {
    "away": ("The TV went back to its menus.",
             "Keep this page open: this phone joins the next game by itself (Continue or New game on the TV).", True),
    "off": ("Phones were switched off on the TV.",
            "To play from this phone again: turn Invite phones on (Settings or the setup screen) and scan the new code.",
            False),
    "quit": ("Legends was closed on the TV.", "When it runs again, turn Invite phones on and scan the new code.", False),
}
NEXT_GAME = "The TV is choosing the next game (Play again, New game or Back to title). This phone stays in."
OVER_SOON = "The TV shows the result now."


def ended(reason: str) -> dict:
    what, then, again = ENDED.get(reason, ENDED["quit"])
    return {"type": "ended", "reason": reason, "message": what, "next": then, "again": again}


def result(view, then=OVER_SOON):
    """The game's end for the phone: {"won", "title", "reason", "turns", "next"}, or None while it goes on."""
    r = view.result
    if r is None:
        return None
    won = r.get("winner") == "fighters"
    return {"won": won, "title": "Victory!" if won else "Defeat", "reason": str(r.get("reason", "")),
            "turns": r.get("turns", view.turn), "next": then}


def parse(data):
    """A phone's message -> (dict, None), or (None, what is wrong). `data`: the text received."""
    msg, err = loads(data, MAX_BYTES)
    if err:
        return None, err
    kind = msg.get("type")
    if kind == "ping":
        return {"type": "ping"}, None
    if kind != "choose":
        return None, f"unknown message type {str(kind)[:40]!r}; expected choose or ping"
    version, option = msg.get("version"), msg.get("option")
    for name, value in (("version", version), ("option", option)):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2 ** 31:
            return None, f"choose: {name}: expected a whole number >= 0"
    return {"type": "choose", "version": version, "option": option}, None


# --- the state a phone shows -------------------------------------------------------------------
def side_words(side) -> str:
    """An ability side in the rulebook's words: "punch + joystick: long range attack 3. Kicker punch: ..."."""
    rows = ", then ".join(", ".join(act_words(a) for a in row) for row in side.rows) or "nothing"
    text = f"{' + '.join(side.cost) or 'free'}: {rows}."
    k = side.kicker
    if k:
        what = ", then ".join(", ".join(act_words(a) for a in row) for row in k.rows) if k.rows else "boosts it"
        text += f" Kicker {' + '.join(k.cost) or 'free'}: {what}."
    return text


def card_words(card) -> str:
    acts = "; ".join(", ".join(act_words(a) for a in row) for row in card.rows) or "nothing"
    return f"{acts}. Combo icons: {', '.join(card.icons) or 'none'}. Sprint {card.sprint}."


def _card_name(box, cid) -> str:
    try:
        return box.style_card(cid).name
    except KeyError:
        return str(cid)


def fighter_board(view, box, seat) -> dict:
    """The seat's fighter board: health, EX, round, deck counts, abilities with both sides, the meter."""
    f = view.fighter(seat)
    fighter = box.fighters[f["id"]]
    up = set(f["upgraded"])
    abilities = [{"name": ab.name, "cost": " + ".join(ab.side(ab.id in up).cost) or "free",
                  "standard": side_words(ab.standard), "upgraded": side_words(ab.upgraded),
                  "is_upgraded": ab.id in up} for ab in fighter.abilities]
    return {"fighter": fighter.name, "health": f["health"], "max_health": view.max_health, "ex": f["ex"],
            "max_ex": view.max_ex, "round": f["round"], "deck": len(f["deck"]), "discard": len(f["discard"]),
            "stunned": bool(f.get("stunned")), "abilities": abilities,
            "meter": [_card_name(box, c) for c in f["meter"]], "max_meter": view.max_meter}


def hand(view, box, seat) -> list:
    out = []
    for cid in view.fighter(seat)["hand"]:
        try:
            card = box.style_card(cid)
        except KeyError:
            out.append({"id": str(cid), "name": str(cid), "text": "", "sprint": 0})
            continue
        out.append({"id": str(cid), "name": card.name, "text": card_words(card), "sprint": card.sprint})
    return out


def option_list(options, context=None, seat=None) -> list:
    """[(label, action)] -> [{"i", "label", "section"[, "to"][, "target"]}] (the phone sends back "i");
    "to" (the space a figure ends on) and "target" (the figure aimed at) as the engine's
    `context.option(action)` says, for the page's map. With `seat`, a label's own "P2: " is left
    off (the page is that seat's, its header names it: not on every ability button)."""
    out = []
    own = f"P{seat + 1}: " if seat is not None else None
    for i, (label, a) in enumerate(options):
        if own and str(label).startswith(own):
            label = str(label)[len(own):]
        o = {"i": i, "label": label, "section": section(a)}
        info = context.option(a) if context is not None else None
        if info is not None and info.destination:
            o["to"] = str(info.destination)
        if info is not None and info.target:
            o["target"] = str(info.target)
        out.append(o)
    return out


def state(view, box, seat, *, version, prompt, deciding, options=(), active=None, turn=None, phase=None,
          color="#ffffff", buzz=None, context=None, board=None, optional=False, over=None, suggested=None) -> dict:
    """The `state` message for one seat's phone (see the module's docstring). `optional`: the seat
    may act (its abilities in a teammate's turn) but nothing waits for it. `suggested`: the index of
    the option the TV's focus cursor starts on (phones/tv.py `suggested`), put first on the page."""
    turn = view.turn if turn is None else turn
    active = view.active if active is None else active
    phase = view.phase if phase is None else phase
    from ..table.words import dice_words        # the log's dice in words, as the TV says them (issue 26 item 6)
    log = [dice_words(str(e.get("text", ""))) for e in view.log[-LOG_LINES:]]
    return {"type": "state", "seat": seat, "version": version,
            "player": f"P{seat + 1} · {view.fighter_name(seat)}", "color": color, "turn": turn,
            "active": f"P{active + 1} · {view.fighter_name(active)}", "phase": PHASES.get(phase, str(phase)),
            "prompt": prompt, "deciding": bool(deciding), "optional": bool(deciding and optional),
            "options": option_list(options, context, seat) if deciding else [],
            "suggested": suggested if deciding and isinstance(suggested, int) and 0 <= suggested < len(options) else None,
            "board": fighter_board(view, box, seat), "hand": hand(view, box, seat), "log": log, "buzz": buzz,
            "map": stage_map(view, board, seat) if board is not None else None, "over": over}


def hex_color(rgb) -> str:
    return "#%02x%02x%02x" % tuple(int(c) for c in rgb[:3])
