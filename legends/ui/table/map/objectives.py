"""Objective tokens on the map: hidden or revealed, defused (tick) or destroyed (cross)."""
from __future__ import annotations

from ... import assets
from ... import rules_text
from ...paint import Hot, blit_center
from ... import gfx


def draw_objectives(view, surf, objectives):
    """The tokens still on the map (game.view.objectives), side by side in their space's corner."""
    hots = []
    size = int(view.cs * 0.36)
    per_space = {}
    for i, tok in enumerate(objectives):
        if tok["state"] in ("scored", "lost"):
            continue
        space = tok["space"]
        k = per_space.get(space, 0)
        per_space[space] = k + 1
        b = view.space_bounds(space)
        x = b.right - size - 4 - k * (size + 2)
        y = b.y + 4
        if tok["revealed"]:
            img = assets.sprite("objective_front", size).copy()
            blit_center(img, assets.sprite(tok["icon"], int(size * 0.62)), (size // 2, size // 2))
            tip = rules_text.RULES["objective_front"]
            tip = (f"Objective token ({tok['icon']})", tip[1], tip[2])
        else:
            img = assets.sprite("objective_hidden", size)
            tip = rules_text.RULES["objective_hidden"]
        r = surf.blit(img, (x, y))
        if tok["state"] == "defused":
            gfx.lines(surf, (40, 200, 60), False, [(r.x + 4, r.centery), (r.centerx - 2, r.bottom - 5),
                                                           (r.right - 3, r.y + 4)], 5)
            tip = ("Objective token: defused", "This bomb has been defused.", "Stage Rules")
        elif tok["state"] == "destroyed":
            gfx.line(surf, (220, 30, 20), r.topleft, r.bottomright, 5)
            gfx.line(surf, (220, 30, 20), r.topright, r.bottomleft, 5)
            tip = ("Objective token: destroyed", "An elite minion detonated this bomb.", "Stage Rules")
        hots.append(Hot(r, tip, ref=("objective", i)))
    return hots
