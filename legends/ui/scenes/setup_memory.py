"""The setup screen remembers the last choices (settings.last_setup, store/settings.py), checked against the
current box whenever they are read: a stage, fighter, deck, rival or bot that is not in this box
(an older or newer content set, a hand-edited file) falls back to the default, without an error.
No pygame here.

    remember(cfg, ctrl)                       -> the dict kept in settings.last_setup
    recall(last, box, bots, cfg, ctrl)        -> (cfg, ctrl): the remembered choices over the defaults
"""
from __future__ import annotations

TOP = (("stage", "stages"), ("minions", "minions"), ("nemesis", "nemeses"))
SEAT = (("fighter", "fighters"), ("style", "styles"), ("rival", "rivals"))


def remember(cfg: dict, ctrl: list) -> dict:
    """What is kept: every choice but the seed (a new game gets a new shuffle)."""
    return {"stage": cfg["stage"], "minions": cfg["minions"], "nemesis": cfg["nemesis"],
            "hard": bool(cfg["hard"]), "tie_break": cfg["tie_break"],
            "players": [{k: p[k] for k, _ in SEAT} for p in cfg["players"]], "seats": list(ctrl)}


def _pick(value, choices, used=()):
    return value if isinstance(value, str) and value in choices and value not in used else None


def _players(last_players, box, default_players) -> list:
    """The remembered seats (1-4), each value checked; a bad or repeated fighter or rival is the
    first one of the box not yet taken."""
    if not isinstance(last_players, list) or not 1 <= len(last_players) <= 4:
        return [dict(p) for p in default_players]
    out, used = [], {"fighter": set(), "rival": set()}
    for i, p in enumerate(last_players):
        p = p if isinstance(p, dict) else {}
        seat = {}
        for key, attr in SEAT:
            choices = getattr(box, attr)
            taken = used.get(key, ())
            v = _pick(p.get(key), choices, taken)
            if v is None:
                fallback = default_players[i][key] if i < len(default_players) else None
                v = _pick(fallback, choices, taken) or next((k for k in sorted(choices) if k not in taken),
                                                            sorted(choices)[0])
            seat[key] = v
            if key in used:
                used[key].add(v)
        out.append(seat)
    return out


def recall(last, box, bots, cfg: dict, ctrl: list) -> tuple:
    """(cfg, ctrl): the remembered choices where they are still good, else the defaults given."""
    if not isinstance(last, dict) or not last:
        return cfg, ctrl
    out = dict(cfg)
    for key, attr in TOP:
        out[key] = _pick(last.get(key), getattr(box, attr)) or cfg[key]
    if isinstance(last.get("hard"), bool):
        out["hard"] = last["hard"]
    if last.get("tie_break") in ("auto", "ask"):
        out["tie_break"] = last["tie_break"]
    out["players"] = _players(last.get("players"), box, cfg["players"])
    seats = last.get("seats") if isinstance(last.get("seats"), list) else []
    new_ctrl = []
    for i in range(len(out["players"])):
        s = seats[i] if i < len(seats) else None
        ok = isinstance(s, str) and (s == "human" or s in bots)
        new_ctrl.append(s if ok else (ctrl[i] if i < len(ctrl) else "human"))
    return out, new_ctrl
