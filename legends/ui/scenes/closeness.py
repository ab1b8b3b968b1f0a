"""How close a finished game was, in words, from game.view only (no pygame): the nemesis health
track, the objective tokens, the stage's loss condition and the rounds. The game-over screen
draws these; tests read them.

    track_summary(game)      {"track", "start", "at", "defeated", "on_map", "head", "text"}
    objective_summary(game)  {"done", "lost", "left", "total", "head", "text"}
    loss_summary(game)       {"now", "limit", "ended", "head", "text"}
"""
from __future__ import annotations

from ...content.catalog import plural

DONE = ("defused", "scored")
LOST = ("destroyed", "lost")
LOSS_HEADS = {"objectives_destroyed": "Bombs detonated", "relics_lost": "Relics lost",
              "space_overrun": "Minions in {space}", "time_limit": "Rounds"}


def _won(view) -> bool:
    r = view.result
    return bool(r) and r["winner"] == "fighters"


def track_summary(game) -> dict:
    """Where the nemesis' health tracker stood, of how many spaces, and what was still needed."""
    v, nem = game.view, game.nem
    track = list(nem.health_track)
    n = len(track)
    ns = v.nemesis
    try:
        start = nem.start_index(v.seats)
    except KeyError:
        start = 0
    at = ns["track"] if ns["track"] is not None else None
    defeated = _won(v)
    deck = len(ns["deck"])
    if defeated:
        head, text = f"{nem.name} defeated", f"The tracker reached the last of {n} spaces and the final blow landed."
    elif not ns["on_map"] or at is None:
        head = f"{nem.name} never came down"
        text = (f"No nemesis cards were left: {nem.name} was about to spawn." if deck == 0 else
                f"{plural(deck, 'nemesis card')} {'were' if deck != 1 else 'was'} left before the nemesis deck "
                f"would have run out and {nem.name} spawned.")
    else:
        hits = n - at
        need = ", ".join(str(x) for x in track[at:])
        head = f"Tracker on space {at + 1} of {n}"
        text = (f"{hits} more successful attack{'s' if hits != 1 else ''} (needing {need} successes) would have "
                f"defeated {nem.name}.")
    return {"track": track, "start": start, "at": at, "defeated": defeated, "on_map": bool(ns["on_map"]),
            "deck": deck, "head": head, "text": text}


def objective_summary(game) -> dict:
    """The objective tokens: done (defused, scored), lost (destroyed, carried off), still on the map."""
    objs = list(game.view.objectives)
    done = sum(o["state"] in DONE for o in objs)
    lost = sum(o["state"] in LOST for o in objs)
    left = len(objs) - done - lost
    if not objs:
        return {"done": 0, "lost": 0, "left": 0, "total": 0, "states": [],
                "head": "No objective tokens", "text": "This stage uses no objective tokens."}
    parts = [f"{done} done", f"{lost} lost", f"{left} left"]
    words = game.view.objective_words() or {"token": "objective token", "done": "done", "lost": "lost"}
    return {"done": done, "lost": lost, "left": left, "total": len(objs), "states": [o["state"] for o in objs],
            "head": f"Objectives: {' · '.join(parts)}", "text": f"{plural(len(objs), words['token'])}: green {words['done']}, red {words['lost']}, "
                    "pale still on the map."}


def loss_summary(game) -> dict:
    """The stage's special loss condition, how near it was, and the rounds played (and left)."""
    v = game.view
    p = v.loss_progress()
    now, limit, effect = p.get("now"), p.get("limit"), p.get("effect")
    res = v.result or {}
    lost = bool(res) and res.get("winner") != "fighters"
    ended = False
    if lost and now is not None and limit is not None:
        ended = now > limit if effect == "time_limit" else now >= limit
    rounds = (v.turn - 1) // max(1, v.seats) + 1
    if effect == "time_limit" and limit is not None:
        played = min(now, limit) if now is not None else rounds
        head = f"Round {played} of {limit}"
        left = max(0, limit - played)
        text = ("Time ran out." if ended else
                f"{plural(left, 'round')} {'was' if left == 1 else 'were'} left. {p.get('text', '')}")
    else:
        label = LOSS_HEADS.get(effect, "Loss condition").format(space=p.get("space") or "")
        head = f"{label}: {now} of {limit}" if now is not None and limit is not None else "Loss condition"
        when = f"turn {v.turn}" if v.seats == 1 else f"game round {rounds} (turn {v.turn})"
        text = f"{p.get('text', '')} It ended in {when}."
    if lost and not ended:
        fallen = [v.fighter_name(f["seat"]) for f in v.fighters() if f["round"] == 2 and f["health"] <= 0]
        why = f"{' and '.join(fallen)} fell in Round 2" if fallen else "a fighter fell in Round 2"
        text = f"{why[:1].upper() + why[1:]} before this was reached. " + text
    elif ended:
        text = "This ended the game. " + text
    return {"now": now, "limit": limit, "ended": ended, "head": head, "text": text.strip()}


def button_tips() -> dict:
    """What the game-over buttons do (also shown under them)."""
    return {"again": ("Play again", "The same stage, enemies, fighters, decks and seats with a new shuffle "
                      "(the next seed): straight to the table.", ""),
            "new": ("New game", "Back to the setup screen with these choices filled in, to change any of them.", ""),
            "watch": ("Watch the replay", "The whole game again on its own table, decision by decision: play, "
                      "pause, step back, jump to a turn; take over from any decision, or share a turn as an "
                      "animation.", ""),
            "title": ("Back to title", "The title screen (Continue, Load game, Settings ...).", "")}
