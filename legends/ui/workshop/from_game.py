"""*Set the table* from a game in progress (the game's menu, row 4): the editor on that game's table
as it stands, built from the engine's public state (Game.to_dict and View.in_play), or, when that
table cannot be a position, the reason, said in the game: never another game's table in its place.

A card being played counts in its combo meter and a nemesis card being resolved in the nemesis
discard, where the rules put each once resolved (docs/rules.md); the position begins at the active
player's fighter phase, as every scenario does (docs/ui.md)."""
from __future__ import annotations

from .model.position import PositionDraft, position_of

BETWEEN = "Set the table works between decisions"
# what the decision pending is about (Decision.context.resolving["what"]) -> what to finish first
FINISH = {"attack": "finish this attack first", "damage": "finish this block first",
          "action": "finish this card first", "combo_meter": "choose the card to discard first",
          "overflow": "finish this attack first", "activation": "finish the nemesis phase first"}


def table_of(app, game, back=None, seats=None):
    """(TableScene, None) on `game`'s table, or (None, why not) with the game untouched."""
    from .table import TableScene
    doc = position_of(game.to_dict(), game.view.in_play())
    draft = PositionDraft(doc.get("setup") or {}, app.box, doc=doc)
    if draft.shown is None:
        return None, refusal(game, draft.problems)
    scene = TableScene(app, back=back, draft=draft, seats=seats)
    scene.note = arrived(app, game)
    return scene, None


def refusal(game, problems) -> str:
    """Why this moment's table is not a position: what to finish first, and the engine's reason."""
    pending = game.pending
    what = pending.context.resolving["what"] if pending.context is not None else None
    first = FINISH.get(what) or ("finish the nemesis phase first" if game.view.phase == "nemesis"
                                 else "finish this decision first")
    why = problems[0].split(": ", 1)[-1] if problems else ""
    meter = [p for p in problems if p.endswith(".meter: expected at most 4 cards, got 5")]
    if meter:
        seat = int(meter[0].split("[", 1)[1].split("]", 1)[0])
        why = (f"P{seat + 1}'s combo meter holds 5 cards" if what == "combo_meter"
               else f"P{seat + 1}'s combo meter is full and the card being played joins it")
    return f"{BETWEEN}: {first}" + (f" ({why})" if why else "")


def arrived(app, game) -> str:
    """The editor's first line: whose table this is, and where its cards in play went."""
    v = game.view
    parts = [f"This game's table at turn {v.turn}: it begins at P{v.active + 1}'s fighter phase"]
    playing = v.in_play()
    for seat, card in playing["style"]:
        parts.append(f"{app.box.style_card(card).name} (being played) is in P{seat + 1}'s combo meter")
    if playing["nemesis"]:
        parts.append("the nemesis card being resolved is in the nemesis discard")
    return "; ".join(parts) + "."
