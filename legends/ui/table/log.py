"""The log panel: the entries animated so far (the engine runs ahead of the table)."""
from __future__ import annotations

from . import boards
from .story import move_text


def shown(sc) -> int:
    """How many log entries the table shows: those animated so far."""
    n = len(sc.game.view.log)
    return min(sc.anim.log_shown, n) if sc.anim.active else n


def log_sig(sc):
    return (sc.epoch, shown(sc), sc.log_scroll)


def draw_log_part(sc, s, r):
    names = sc.game.view.space_name
    entries = [dict(e, text=move_text(e, names)) if e.get("kind") == "move" else e
               for e in sc.game.view.log[max(0, shown(sc) - 120):shown(sc)]]
    sc.log_max = boards.draw_log(s, r, entries, sc.log_scroll)


def current_ncard_icon(sc):
    """The nemesis ability being resolved (last nemesis card of the current nemesis phase)."""
    log = sc.game.view.log
    upto = shown(sc)
    for e in reversed(log[max(0, upto - 40):upto]):
        if e.get("kind") == "turn":
            return None
        if e.get("kind") == "ncard":
            try:
                return sc.game.box.nemesis_card(e["card"]).icon
            except KeyError:
                return None
    return None
