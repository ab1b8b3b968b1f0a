"""Where the focus cursor starts, for a player who presses Enter (a controller's A) on every default
(issue 26 item 4: "Enter on every default loses fast": 3 of 5 relics lost by turn 5). Three simple
rules, tried by FocusCursor.default after a lesson's goal and a free Confirm (the button labelled
Enter is what Enter takes) and before everything else; where none applies the cursor starts where
it always did (focus.py):

1. An objective token in the deciding fighter's space that it may Interact with now (a relic to
   reveal or to take, a bomb to defuse): the cursor starts on it, before the next hand card.
   Interact is done between cards: a fighter that plays its card first and moves on has walked
   past it.
2. An attack: the cursor starts on the minion (standard or elite) nearest a token still on the
   map: minions are what carry relics off (a rival or the nemesis is one arrow away).
3. A move: the cursor starts on the space nearest (in steps) to the nearest enemy on the map (a
   minion, an elite, a rival): the fight is there, and a minion defeated carries off no relic. Of
   spaces as near, the nearest to the fighter (the old default: the shortest step).

No search, no odds: what a player reads on the map. Walking to the nearest relic instead lost
more with four seats (bench/enter_defaults.py; docs/ui.md, Defaults).

`first_action(cursor)` says it as one action: what the cursor's first place stands for, for a
phone's page to put first (phones/tv.py: the state's `suggested`; issue 26's ninth pass, finding 4:
the phone listed "Take the damage" first and a player tapping the top button blocked nothing)."""
from __future__ import annotations

ENEMIES = ("standard", "elite", "rival")
MINIONS = ("standard", "elite")


def first_action(cursor, among=None):
    """The action the focus cursor starts on for the decision now (FocusCursor.default: Enter on a new
    decision takes it; of a target standing for several, the first), or None (nobody human decides,
    an animation or a popup). `among`: only one of these actions counts (a phone's own options)."""
    targets = cursor.targets()
    if not targets:
        return None
    acts = [a for a in cursor.actions(cursor.default(targets)) if among is None or a in among]
    return acts[0] if acts else None


def tokens_on_map(game) -> list:
    """The spaces of the objective tokens still on the map (not taken, lost, defused or destroyed)."""
    return [o["space"] for o in game.view.objectives if o.get("state", "on") == "on" and o.get("space")]


def preferred(cursor, targets):
    """The target the rules above start on, or None (the focus cursor's own order then)."""
    return interact(cursor, targets) or looter(cursor, targets) or toward_enemy(cursor, targets)


def looter(cursor, targets):
    """Rule 2: of an attack's targets, the minion (standard or elite) nearest a token still on the
    map (of those as near, the nearest to the fighter), or None (no minion to target, no token)."""
    game = cursor.scene.game
    tokens = tokens_on_map(game)
    where = {e["id"]: e["space"] for e in game.view.enemies(on_map=True) if e["kind"] in MINIONS}
    figs = [t for t in targets if t.kind == "figure" and t.what in where
            and any(getattr(a, "kind", None) == "target" for a in cursor.actions(t))]
    if not figs or not tokens:
        return None
    board = cursor.scene.view.board
    here = game.view.space_of(f"F{game.pending.seat + 1}")
    return min(figs, key=lambda t: (min(board.distance(where[t.what], o) for o in tokens),
                                    board.distance(here, where[t.what]) if here else 0))


def interact(cursor, targets):
    """Rule 1: an objective token in the fighter's space to Interact with, or None."""
    game = cursor.scene.game
    if not tokens_on_map(game):
        return None
    for t in targets:
        if t.kind == "hot" and t.what[0] == "objective" and isinstance(t.what[1], int):
            acts = cursor.actions(t)
            if acts and not all(game.view.futile(a) for a in acts if hasattr(a, "kind")):
                return t
    return None


def toward_enemy(cursor, targets):
    """Rule 3: of a move's spaces, the one nearest the nearest enemy on the map, or None."""
    game = cursor.scene.game
    spaces = [t for t in targets if t.kind == "space"
              and any(getattr(a, "kind", None) == "move" for a in cursor.actions(t))]
    enemies = [e["space"] for e in game.view.enemies(on_map=True) if e["kind"] in ENEMIES]
    if not spaces or not enemies:
        return None
    board = cursor.scene.view.board
    here = game.view.space_of(f"F{game.pending.seat + 1}")

    def steps(t):
        return min(board.distance(t.what, s) for s in enemies), board.distance(here, t.what) if here else 0
    return min(spaces, key=steps)
