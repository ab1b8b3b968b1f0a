"""View-model helpers: what to draw for a game state (figures, names), shared by scenes."""
from __future__ import annotations

from . import theme

MINION_COLORS = {"standard": (128, 138, 112), "elite": (182, 138, 52)}


def short_name(name: str) -> str:
    """A label that fits a small standee: 'E. Honda' -> 'HONDA', 'Zangief' -> 'ZANGIEF'."""
    words = name.split()
    if len(words) > 1 and len(words[0].rstrip(".")) <= 1:
        words = words[1:]
    return " ".join(words).upper()


def tiny_name(name: str) -> str:
    n = short_name(name)
    return n if len(n) <= 5 else n.replace("-", "").replace(".", "")[:4]


def figures_of(game, overrides=None, hidden=(), ghosts=()) -> list:
    """Figures on the map as dicts for MapView.draw_figures.

    overrides: {fig_id: space} shown instead of the state's space (animations);
    hidden: figures not drawn yet; ghosts: extra figures (defeated, still shown)."""
    overrides = overrides or {}
    box = game.box
    out = []
    view = game.view
    for f in view.fighters():
        fid = f"F{f['seat'] + 1}"
        if fid in hidden:
            continue
        fighter = box.fighters[f["id"]]
        out.append({"id": fid, "kind": "fighter", "label": short_name(fighter.name), "short": tiny_name(fighter.name),
                    "color": theme.hex_color(fighter.color), "ring": theme.SEAT_COLORS[f["seat"] % 4],
                    "space": overrides.get(fid, f["space"]), "stunned": f["stunned"], "tag": f"P{f['seat'] + 1}",
                    "seat": f["seat"]})
    for e in list(view.enemies()) + list(ghosts):
        if e["id"] in hidden:
            continue
        space = overrides.get(e["id"], e["space"])
        if space is None:
            continue
        out.append(enemy_figure(game, e, space))
    return out


def enemy_figure(game, e, space) -> dict:
    kind = e["kind"]
    box = game.box
    if kind == "rival":
        rv = box.rivals[e["rival"]]
        seat = e.get("seat", 0) or 0
        return {"id": e["id"], "kind": "rival", "label": short_name(rv.name), "short": tiny_name(rv.name),
                "color": theme.hex_color(rv.color),
                "ring": theme.SEAT_COLORS[seat % 4], "space": space, "round": e.get("round", 1), "seat": seat}
    if kind == "nemesis":
        return {"id": "nemesis", "kind": "nemesis", "label": short_name(game.nem.name), "short": tiny_name(game.nem.name),
                "color": theme.hex_color(game.nem.color), "ring": (230, 180, 50), "space": space}
    return {"id": e["id"], "kind": kind, "label": e["id"].upper(), "color": MINION_COLORS.get(kind, (120, 120, 120)),
            "ring": (60, 60, 60) if kind == "standard" else (235, 190, 60), "space": space}
