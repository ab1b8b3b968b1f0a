"""Shared scene decoration: the table, headings, a back button, tooltips; a menu screen's Esc and focus keys."""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from ..paint import panel, tooltip
from ..widgets import Button
from ..screen import FIXED


def table(surf):
    surf.blit(assets.wood((theme.W, theme.H)), (0, 0))


def heading(surf, text, sub=None, y=26):
    t = assets.text(text, 54, (252, 238, 214), True, kind="title", shadow=(30, 12, 0))
    surf.blit(t, (60, y))
    if sub:
        surf.blit(assets.text(sub, 22, (236, 214, 180), italic=True, shadow=(20, 10, 0)), (64, y + t.get_height() + 2))


def back_button(scene, label="Back", x=60, y=None):
    """The Back button, at the foot of the canvas (y: from the top; the canvas's height less 96 by default)."""
    return Button((x, FIXED[1] - 96 if y is None else y, 220, 60), label, scene.app.title, "dark", key="Esc")


def draw_tip(surf, tip, pos, widgets=None, more=(), layer=None, target=None, max_w=440, kept=None):
    """A menu's tooltip by `pos`, placed by the overlay layer (table/claims.py tooltip): off the
    screen's `widgets` (claimed) and `more` ((name, rect, weight)), or off the claims of `layer`,
    around its `target` (the widget under `pos` if not given): it never covers another button
    (the title's Continue tip hid "Learn to play"). The layer, with the tip placed in it (tests),
    or None. Without widgets or a layer, by the mouse as before. `max_w`: where it wraps (the game
    over's, wide: two lines fit under its buttons). `kept`: the screen's (Scene.overlay_kept): where the
    same tooltip went last frame (claims.OverlayLayer.kept)."""
    if not tip or not pos:
        return None
    if layer is None and widgets is None:
        tooltip(surf, tip, pos)
        return None
    from ..table import claims, tooltip_place
    if layer is None:
        layer = claims.menu_layer(surf.get_rect(), widgets, more, kept)
    if target is None:
        target = next((w.rect for w in widgets or () if getattr(w, "visible", True) and w.rect.collidepoint(pos)),
                      None)
    tooltip_place.tooltip(surf, layer, tip, pos, max_w, target=target, far=True)
    return layer


def felt_panel(surf, rect, title=None):
    panel(surf, rect, (40, 32, 28), (130, 100, 64), 14, 3, True, alpha=235)
    if title:
        surf.blit(assets.text(title, 24, theme.GOLD, True), (rect[0] + 18, rect[1] + 12))


def leave(menu):
    """Back to the screen that opened this one (the title if none)."""
    if menu.back:
        menu.app.set_scene(menu.back)
        menu.back.dirty = True
    else:
        menu.app.title()


def focus_or_done(menu, e) -> bool:
    """A menu screen's keys: the focus moves or changes a widget; Esc is done. True if taken."""
    if menu.focus.handle(e, menu.widgets):
        menu.dirty = True
        return True
    if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
        menu.done()
        return True
    return False
