"""A controller's buttons as the players know them: names and badges per layout.

SDL's game-controller buttons are positional (pads.py): "a" is the bottom face button on every
pad. Each layout names them its own way:

| button | xbox | playstation | nintendo |
|---|---|---|---|
| a (south) | A | Cross | B |
| b (east) | B | Circle | A |
| x (west) | X | Square | Y |
| y (north) | Y | Triangle | X |
| lb / rb | LB / RB | L1 / R1 | L / R |
| lt / rt | LT / RT | L2 / R2 | ZL / ZR |
| back / start | View / Menu | Create (Share on a PS4) / Options | − / + |

`badge(kind, button, h)` draws one (PlayStation shapes with pygame.draw, Xbox letters in their
colours, Nintendo letters, shoulders and triggers as rounded rectangles, back / start as the
small icons the pads print); `refresh(buttons, pads)`
puts the glyph of the device used last on the prompt bar's buttons and `draw_button` draws them.
"""
from __future__ import annotations

import pygame

from .. import assets
from .. import theme
from ..paint import button_surface
from ..paint.cache import cached
from .. import gfx

LABELS = {
    "xbox": {"a": "A", "b": "B", "x": "X", "y": "Y", "lb": "LB", "rb": "RB", "lt": "LT", "rt": "RT",
             "back": "View", "start": "Menu", "ls": "LS", "rs": "RS", "dpad": "D-pad"},
    "playstation": {"a": "Cross", "b": "Circle", "x": "Square", "y": "Triangle", "lb": "L1", "rb": "R1",
                    "lt": "L2", "rt": "R2", "back": "Create", "start": "Options", "ls": "L3", "rs": "R3",
                    "dpad": "D-pad"},
    "nintendo": {"a": "B", "b": "A", "x": "Y", "y": "X", "lb": "L", "rb": "R", "lt": "ZL", "rt": "ZR",
                 "back": "−", "start": "+", "ls": "LS", "rs": "RS", "dpad": "D-pad"},
    "generic": {"a": "A", "b": "B", "x": "X", "y": "Y", "lb": "LB", "rb": "RB", "lt": "LT", "rt": "RT",
                "back": "Back", "start": "Start", "ls": "LS", "rs": "RS", "dpad": "D-pad"},
}
FACE = ("a", "b", "x", "y")
XBOX_COLORS = {"a": (96, 190, 60), "b": (220, 60, 50), "x": (50, 120, 220), "y": (240, 190, 40)}
PS_COLORS = {"a": (120, 160, 230), "b": (230, 90, 90), "x": (230, 130, 200), "y": (70, 200, 160)}
BADGE_FILL, BADGE_EDGE = (34, 30, 30), (200, 190, 170)
# the prompt bar: which key each command stands for on a controller (pads.py's table, backwards)
HINT_LINE = (("a", "confirm"), ("b", "cancel"), ("x", "boost"), ("y", "hint"), ("lt", "undo"), ("rt", "end phase"),
             ("lb", "hands"), ("ls", "enemy moves"), ("back", "help"), ("start", "menu"), ("rs", "zoom / skip"))


def label(kind, button, name="") -> str:
    """The name the pad prints on this button ("Cross", "ZL", "Options"...). A PS4 pad says Share."""
    text = LABELS.get(kind, LABELS["generic"]).get(button, button.upper())
    low = str(name or "").lower()
    if kind == "playstation" and button == "back" and any(w in low for w in ("ps4", "dualshock")):
        return "Share"
    return text


def hint_line(kind, name="") -> str:
    """The key hints of the table for a controller: "A confirm · B cancel · ... "."""
    def one(b, what):
        lab = label(kind, b, name)
        return lab if lab.lower() == what else f"{lab} {what}"      # "Menu", not "Menu menu"
    return "  ·  ".join(one(b, what) for b, what in HINT_LINE)


def _ps_shape(s, button, c, r, col):
    w = max(2, r // 4)
    cx, cy = c
    k = int(r * 0.5)
    if button == "a":
        gfx.line(s, col, (cx - k, cy - k), (cx + k, cy + k), w + 1)
        gfx.line(s, col, (cx - k, cy + k), (cx + k, cy - k), w + 1)
    elif button == "b":
        gfx.circle(s, col, c, int(r * 0.55), w)
    elif button == "x":
        gfx.rect(s, col, (cx - k + 1, cy - k + 1, 2 * k - 1, 2 * k - 1), w)
    else:
        pts = [(cx, cy - int(r * 0.6)), (cx - int(r * 0.62), cy + int(r * 0.45)), (cx + int(r * 0.62), cy + int(r * 0.45))]
        gfx.polygon(s, col, pts, w)


def _small_icon(s, kind, button, rect, col):
    """Back / start drawn as the pads print them: − and + (Nintendo), two squares (View, Create /
    Share) and three lines (Menu, Options, Start)."""
    cx, cy = rect.center
    k = rect.h // 4
    w = max(2, rect.h // 9)
    if kind == "nintendo":
        gfx.line(s, col, (cx - k, cy), (cx + k, cy), w)
        if button == "start":
            gfx.line(s, col, (cx, cy - k), (cx, cy + k), w)
    elif button == "back":
        gfx.rect(s, col, (cx - k, cy - k, k + 3, k + 3), 1)
        gfx.rect(s, col, (cx - 2, cy - 2, k + 3, k + 3))
    else:
        for dy in (-k + 1, 0, k - 1):
            gfx.line(s, col, (cx - k, cy + dy), (cx + k, cy + dy), max(1, w - 1))


def badge(kind, button, h=26, name="") -> pygame.Surface:
    """A glyph badge `h` pixels high: a round face button or a rounded rectangle with its name."""
    text = label(kind, button, name)

    def build():
        if button in FACE:
            s = gfx.surface((h, h), pygame.SRCALPHA)
            c, r = (h // 2, h // 2), h // 2 - 1
            gfx.circle(s, BADGE_FILL, c, r)
            gfx.circle(s, BADGE_EDGE, c, r, 1)
            if kind == "playstation":
                _ps_shape(s, button, c, r, PS_COLORS[button])
            else:
                col = XBOX_COLORS[button] if kind == "xbox" else theme.WHITE
                t = assets.text(text, int(h * 0.62), col, True)
                s.blit(t, t.get_rect(center=(c[0], c[1] + 1)))
            return s
        t = assets.text(text, int(h * 0.5), theme.WHITE, True)
        icon = button in ("back", "start")
        w = int(h * 1.3) if icon else max(h + 4, t.get_width() + h // 2 + 4)
        s = gfx.surface((w, h), pygame.SRCALPHA)
        rect = s.get_rect()
        radius = h // 2 if button in ("back", "start", "ls", "rs") else h // 4
        gfx.rect(s, BADGE_FILL, rect, border_radius=radius)
        gfx.rect(s, BADGE_EDGE, rect, 1, border_radius=radius)
        if icon:
            _small_icon(s, kind, button, rect, theme.WHITE)     # drawn, not left to the font
        else:
            s.blit(t, t.get_rect(center=(rect.centerx, rect.centery + 1)))
        return s
    return cached(("glyph", kind, button, h, text), build)


# --- the prompt bar's buttons ----------------------------------------------------------------------------
def refresh(buttons, pad, moved=None) -> None:
    """Show the keys of a device: the keyboard's text ("[Enter]") for None, else the controller's
    glyph (a button without a pad button then shows no key: the focus cursor reaches it); moved:
    usual button -> the player's (buttons.py ButtonMap.moved)."""
    for b in buttons:
        if not hasattr(b, "keyboard_key"):
            b.keyboard_key = b.key
        name = getattr(b, "pad_button", None)
        name = (moved or {}).get(name, name)
        if pad is None:
            b.key, b.glyph = b.keyboard_key, None
        else:
            b.key, b.glyph = None, ((pad.kind, name, pad.name) if name else None)


def shorter(b, text, room, z) -> str:
    """A button's `text` (its label, with "  [key]" when shown), or in its short form (`b.short`:
    Confirm's "End phase" for "End fighter phase") where the whole does not fit `room` at `z` px
    (issue 26's ninth pass, finding 5: "End fighter phase [En..." in Confirm's slot at 1280x720)."""
    short = getattr(b, "short", None)
    if not short or short == b.label or assets.font(z, True).size(text)[0] <= room:
        return text
    return text.replace(b.label, short, 1)


def draw_button(surf, r, b, hover) -> None:
    """A button's face with its label, and its glyph badge left of the label when it has one."""
    glyph = getattr(b, "glyph", None)
    z = b.size or max(14, int(r.h * 0.45))
    if glyph is None:
        surf.blit(button_surface(shorter(b, b.text(), r.w - 16, z), r.w, r.h, b.style, hover, not b.enabled, b.size), r)
        return
    surf.blit(button_surface("", r.w, r.h, b.style, hover, not b.enabled, b.size), r)
    kind, button, name = glyph
    g = badge(kind, button, min(28, r.h - 8), name)
    fg = {"primary": theme.WHITE, "dark": theme.CREAM}.get(b.style, theme.INK) if b.enabled else (70, 66, 62)
    room = max(20, r.w - g.get_width() - 22)
    t = assets.fit_text(shorter(b, b.label, room, z), room, z, fg, True)
    x = r.centerx - (g.get_width() + 6 + t.get_width()) // 2
    if not b.enabled:
        g = g.copy()
        g.set_alpha(120)
    surf.blit(g, (x, r.centery - g.get_height() // 2))
    surf.blit(t, (x + g.get_width() + 6, r.centery - t.get_height() // 2 - 1))
