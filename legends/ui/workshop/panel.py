"""The workshop's side panel: the stage sheet's choices (name, tool, grid size, rule, loss, the point of
interest, hidden tokens) and its buttons (undo, redo, save, export, import, try, demo, balance, back),
each a widget the focus cursor reaches with the arrows (or the d-pad) and takes with Enter (A)."""
from __future__ import annotations

import pygame

from ...content.stages import GRID_MAX
from .model.draft import LOSS_NUMBER, LOSSES, RULES
from .model.edits import TOOLS
from ..widgets import Button, Selector, Toggle

X, W, H, G = 1280, 292, 50, 58
LOSS_NAMES = {"time_limit": "Time limit", "objectives_destroyed": "Tokens destroyed",
              "space_overrun": "Space overrun", "relics_lost": "Relics carried off"}
RULE_NAMES = {"none": "No objective rule", "bombs": "Bombs", "relics": "Relics"}
POI_CHOICES = [("heal", 1), ("heal", 2), ("draw", 1), ("draw", 2), ("gain_ex", 1), ("stand_all", 1)]
POI_NAMES = {"heal": "Heal {}", "draw": "Draw {}", "gain_ex": "Gain {} EX", "stand_all": "All stand up"}


def _at(col, row, span=1):
    return (X + col * (W + 12), 130 + row * G, W * span + 12 * (span - 1), H)


def build(owner) -> dict:
    """The panel's widgets for the owner's editor (rebuilt after each change: their values follow the draft)."""
    ed, d = owner.editor, owner.editor.draft
    feature = d.feature_of(owner.cursor)
    hi = 50 if d.loss == "time_limit" else 12
    w = {
        "name": Button(_at(0, 0, 2), f"Name: {owner.typed}|" if owner.typing == "name" else f"Name: {d.name}",
                       owner.start_typing, "gold" if owner.typing == "name" else "wood", size=20,
                       tip=("Name", "Type the stage's name (Enter when done); its file is named after it.", "")),
        "tool": Selector(_at(0, 1, 2), "Tool  (PageUp / PageDown, LB / RB)", [(t, n) for t, n, _ in TOOLS],
                         owner.tool, owner.set_tool),
        "cols": Selector(_at(0, 2), "Columns", [(n, str(n)) for n in range(2, GRID_MAX[0] + 1)], d.cols,
                         lambda v: owner.edit(lambda: ed.resize(v, ed.draft.rows))),
        "rows": Selector(_at(1, 2), "Rows", [(n, str(n)) for n in range(2, GRID_MAX[1] + 1)], d.rows,
                         lambda v: owner.edit(lambda: ed.resize(ed.draft.cols, v))),
        "rule": Selector(_at(0, 3), "Objective rule", [(r, RULE_NAMES[r]) for r in RULES], d.rule,
                         lambda v: owner.edit(lambda: ed.set("rule", v))),
        "hidden": Toggle(_at(1, 3), "Tokens face down", d.hidden, lambda v: owner.edit(lambda: ed.set("hidden", v))),
        "loss": Selector(_at(0, 4), "Loss", [(x, LOSS_NAMES[x]) for x in LOSSES], d.loss,
                         lambda v: owner.edit(lambda: ed.set("loss", v))),
        "loss_number": Selector(_at(1, 4), LOSS_NUMBER[d.loss].capitalize(),
                                [(n, str(n)) for n in range(1, hi + 1)], min(d.loss_number, hi),
                                lambda v: owner.edit(lambda: ed.set("loss_number", v))),
        "poi": Selector(_at(0, 5), "Point of interest", [(c, POI_NAMES[c[0]].format(c[1])) for c in POI_CHOICES],
                        (d.poi_effect, d.poi_number if d.poi_effect != "stand_all" else 1), owner.set_poi),
        "hazard": Selector(_at(1, 5), "Hazard damage", [(n, str(n)) for n in range(1, 5)], d.hazard_damage,
                           lambda v: owner.edit(lambda: ed.set("hazard_damage", v))),
        "undo": Button(_at(0, 6), "Undo (Ctrl+Z)", owner.undo, enabled=bool(ed.past)),
        "redo": Button(_at(1, 6), "Redo (Ctrl+Y)", owner.redo, enabled=bool(ed.future)),
        "save": Button(_at(0, 7), "Save", owner.save, "primary"),
        "export": Button(_at(1, 7), "Export", owner.export),
        "import": Button(_at(0, 8), "Import", owner.import_file),
        "try": Button(_at(1, 8), "Try it", owner.try_it, "gold"),
        "demo": Button(_at(0, 9), "Demo it", owner.demo_it),
        "balance": Button(_at(1, 9), "Balance it", owner.balance_it),
        "back": Button(_at(0, 10), "Back", owner.back, "dark", key="Esc"),
        "feature": Button(_at(1, 10), f"Feature: {owner.typed}|" if owner.typing == "feature" else
                          f"Name {feature['name']}" if feature else "Name a feature", lambda: owner.start_typing("feature"),
                          "gold" if owner.typing == "feature" else "wood", size=18, enabled=feature is not None,
                          tip=("Feature name", "Type the name of the feature under the cursor (Enter when done).", "")),
    }
    return w


ORDER = ("name", "tool", "cols", "rows", "rule", "hidden", "loss", "loss_number", "poi", "hazard", "undo", "redo",
         "save", "export", "import", "try", "demo", "balance", "back", "feature")


def zone_key(screen, e):
    """A key on a workshop screen (the workshop, Set the table): its own keys first, then the map's,
    or the panel's (Esc back to the map, the focus ring). None: not a key these take."""
    if e.type != pygame.KEYDOWN:
        return None
    if screen._common_key(e):
        screen.dirty = True
        return True
    if screen.zone == "map":
        return screen._map_key(e)
    if screen.zone == "panel":
        if e.key == pygame.K_ESCAPE:
            screen.zone = "map"
            screen.dirty = True
            return True
        if screen.focus.handle(e, screen.widgets):
            screen.dirty = True
            return True
    return None
