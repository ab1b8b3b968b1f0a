"""What an animation step shows over the table (floating texts, an enemy's strike, the nemesis
card or a bot's card being resolved, banners) and the help sheet. Each function draws on the
screen and returns (or notes with comp.overlay) the rectangle it drew on."""
from __future__ import annotations

import pygame

from .. import assets
from .. import paint
from .. import rules_text
from .. import theme
from ..paint import blit_center
from .. import gfx
from .figures import fig_center, seat_of

FLOATS = {"hit": ("HIT!", (255, 214, 64)), "miss": ("MISS", (220, 220, 220)), "damage": ("-1", (255, 80, 60)),
          "stun": ("STUN!", (255, 220, 0)), "poison": ("POISON", (140, 230, 90)), "ex": ("+EX", (255, 200, 60)),
          "heal": ("+HEALTH", (100, 230, 120)), "block": ("BLOCK", (120, 180, 255)), "defeat": ("K.O.", (255, 120, 80)),
          "hazard": ("HAZARD!", (255, 200, 40)), "skip": ("DAZED", (200, 200, 255)), "nex": ("+EX", (220, 150, 255)),
          "upgrade": ("UPGRADE!", (255, 214, 64)), "objective": ("!", (255, 214, 64)), "rival": ("RIVAL!", (220, 150, 255))}
BANNERS = ("turn", "phase", "nemesis_spawn", "critical", "ko", "advance", "reshuffle", "ability")
HELP_LINES = [
    "The banner under the top bar always says who decides and what. Legal choices glow:",
    "  cards in the hand (click to play, click the Sprint badge or right-click to sprint), ability cards",
    "  on the fighter boards (any player may perform abilities in the fighter phase), spaces on the map,",
    "  enemies ringed in red (targets), dice (reroll), combo-meter cards (block / discard).",
    "Every legal choice is also listed under 'Legal options': click one or press its number.",
    "",
    "Keys: Enter confirm · Esc cancel / menu · S skip · E end the fighter phase · B boost (1 EX)",
    "      X (or the Hint button, or a pad's Y / Triangle) hint: the expert's top 3 with their win chances;",
    "      you still choose. X again or Esc closes it; it goes when the decision changes.",
    "      Ctrl+Z undo (never across dice or draws) · F5 quick save · F9 quick load · Space skip animation",
    "      P show / hide where the enemies will move · Z zoom · F1 or H this help · F11 fullscreen · M sound on / off.",
    "      PageUp / PageDown look at another player's hand (a click on a fighter's name too; Esc comes back).",
    "      Tab recap: the last nemesis phase at a glance (the log's Recap chip too) · Q the phones' codes.",
    "Hover anything for its rule text and rulebook section; hover an enemy to see where it will move.",
    "",
    "Turn: the active player plays 2 style cards, then draws 2 (Fighter Phase). Then the Nemesis Phase:",
    "  minions activate, the active player's rivals activate, and 1 nemesis card is resolved.",
    "  In the fighter phase dashed arrows show where each of them will move, in the colour of the player",
    "  it goes for (a faint standee marks where it will stand); the nemesis moves as its card says.",
]
HELP_ICONS = ["move", "melee", "short", "long", "push", "pull", "stun", "poison", "ex", "boost", "punch", "kick",
              "joystick", "circle", "triangle", "square", "standard", "elite", "rival", "nemesis", "spawn", "poi",
              "objective_hidden", "objective_front", "health", "critical"]


class Stage:
    """What an animation step is drawn over: the game `game`, the animator `anim`, the map view
    `view`, the layout `layout` (its card spot, its map), the seats people play (`humans`), and
    `ov(rect)`, which notes a rectangle drawn on the screen (restored next frame)."""

    def __init__(self, game, anim, view, layout, humans, ov):
        self.game, self.anim, self.view, self.layout, self.humans, self.ov = game, anim, view, layout, humans, ov

    def center(self, fid):
        return fig_center(self.view, self.anim, self.game, fid)


def draw_step(surf, game, anim, view, layout, humans, ov):
    """What the animator's current step shows over the table (each rectangle noted by `ov`)."""
    cur = anim.cur if anim.active else None
    if not cur:
        return
    k = cur.kind
    st = Stage(game, anim, view, layout, humans, ov)
    if k in FLOATS:
        _float_step(st, surf, cur)
    elif k == "enemy_attack":
        _enemy_attack(st, surf, cur)
    elif k == "ncard":
        _nemesis_card(st, surf, cur)
    elif k == "play":
        _bot_card(st, surf, cur)
    elif k in BANNERS:
        e = cur.entry
        text = e.get("text", "")
        if k == "turn":
            text = text.split(":")[0].upper()
        elif k == "phase":
            text = "NEMESIS PHASE"
        elif k == "ko":
            text = "K.O.!  " + text
        ov(banner(surf, view.map_rect.inflate(40, 0).clip(layout.map), text, cur.progress,
                  big=k in ("turn", "nemesis_spawn", "ko", "critical")))


def _float_step(st, surf, cur):
    e, k = cur.entry, cur.kind
    target = e.get("who") or e.get("target")
    if k in ("stun", "poison"):
        target = e.get("target") or target
    if k == "nex":
        target = "nemesis"
    c = st.center(target) if target else None
    label, col = FLOATS[k]
    if k == "damage":
        label = f"-{e.get('amount', 1)}"
    if c:
        st.ov(float_text(surf, label, c, cur.progress, col, 34 if k in ("damage", "defeat") else 28))


def _enemy_attack(st, surf, cur):
    e, p, ov = cur.entry, cur.progress, st.ov
    a, b = st.center(e.get("who")), st.center(e.get("target"))
    if a and b:
        q = min(1, p * 1.6)
        mid = (a[0] + (b[0] - a[0]) * q, a[1] + (b[1] - a[1]) * q)
        ov(gfx.line(surf, (255, 60, 40), a, mid, 6).inflate(8, 8))
        ov(gfx.circle(surf, (255, 200, 60), (int(mid[0]), int(mid[1])), 10))
        if q >= 1:
            ov(blit_center(surf, assets.sprite("hit", 64), b))
            ov(float_text(surf, str(e.get("amount", "")), b, p, (255, 255, 255), 30))


def _nemesis_card(st, surf, cur):
    g = st.game
    try:
        card = g.box.nemesis_card(cur.entry["card"])
        side = g.nem.side(g.view.nemesis["round"])
        spot = st.layout.card
        img = paint.nemesis_card(card, side, 250, 350)
        scale = min(1.0, 0.3 + cur.progress * 3) * spot.h / 350
        img = gfx.smoothscale(img, (int(250 * scale), int(350 * scale)))
        r = img.get_rect(center=spot.center)
        paint.shadowed(surf, r, 12, 12, 140)
        surf.blit(img, r)
        st.ov(r.inflate(40, 40))
    except KeyError:
        pass


def _bot_card(st, surf, cur):
    """The style card a bot plays, shown over the right column."""
    g, e = st.game, cur.entry
    seat = seat_of(e.get("who"))
    if seat is None or seat in st.humans:         # (every seat not played by a human is a bot's)
        return
    try:
        card = g.box.style_card(e["card"])
        spot = st.layout.card
        h = min(260, spot.h)
        img, _ = paint.style_card(card, g.view.fighter(seat)["style"], h * 180 // 190, h)
        r = img.get_rect(center=spot.center)
        paint.shadowed(surf, r, 10, 10, 140)
        surf.blit(img, r)
        st.ov(r.inflate(40, 40))
    except (KeyError, TypeError, IndexError):
        pass


def float_text(surf, label, center, p, color, size=28):
    img = assets.text(label, size, color, True, shadow=(0, 0, 0))
    a = int(255 * (1 - max(0, p - 0.6) / 0.4)) if p > 0.6 else 255
    img = img.copy()
    img.set_alpha(a)
    return blit_center(surf, img, (center[0], center[1] - 20 - 40 * p))


def banner(surf, area, text, p, big=False):
    h = 110 if big else 70
    r = pygame.Rect(area.x, area.centery - h // 2, area.w, h)
    a = int(230 * min(1, p * 5, (1 - p) * 5 + 0.2))
    s = gfx.surface(r.size, pygame.SRCALPHA)
    s.fill((20, 10, 10, max(0, a)))
    gfx.line(s, (255, 214, 64, max(0, a)), (0, 3), (r.w, 3), 4)
    gfx.line(s, (255, 214, 64, max(0, a)), (0, r.h - 4), (r.w, r.h - 4), 4)
    surf.blit(s, r.topleft)
    t = assets.fit_text(text, r.w - 40, 56 if big else 34, (255, 230, 140), True, kind="title" if big else "sans")
    t = t.copy()
    t.set_alpha(max(0, a + 25))
    x = r.centerx - t.get_width() // 2 + int((1 - min(1, p * 4)) * 200)    # sliding in from the right
    clip = surf.get_clip()
    surf.set_clip(r.clip(clip))         # inside the banner: past its end the frames' copies were never
    surf.blit(t, (x, r.centery - t.get_height() // 2))      # cleared (a smeared trail, issue 26's picture 10)
    surf.set_clip(clip)
    return r


def draw_help(surf, own_keys=str, extra=()):
    """The help sheet (rules summary, keys, every icon); returns the rectangle to restore. On a
    small canvas it takes more of the screen and a smaller type (never under 13 px); own_keys: a line
    with the player's own keys (input/keymap.py); extra: more lines (the controller's, buttons.py)."""
    big = theme.W >= 1700 and theme.H >= 1000
    r = pygame.Rect(160, 90, theme.W - 320, theme.H - 180) if big else pygame.Rect(30, 20, theme.W - 60, theme.H - 40)
    cols = 4 if big else 6
    rows = -(-len(HELP_ICONS) // cols)
    for z in range(20, 12, -1):
        lh, ih = assets.font(z).get_linesize() + 4, (46 if z >= 18 else 36)
        if 80 + (len(HELP_LINES) + len(extra)) * lh + 10 + rows * ih + 44 <= r.h:
            break
    isz = ih - 6
    paint.panel(surf, r, (30, 24, 22), theme.GOLD, 16, 3, True, alpha=245)
    surf.blit(assets.text("How to play", 36, theme.GOLD, True, kind="title"), (r.x + 30, r.y + 20))
    y = r.y + 80
    for ln in HELP_LINES + list(extra):
        surf.blit(assets.text(own_keys(ln), z, theme.CREAM), (r.x + 30, y))
        y += lh
    y += 10
    cw = (r.w - 60) // cols
    for i, ic in enumerate(HELP_ICONS):
        x = r.x + 30 + (i % cols) * cw
        yy = y + (i // cols) * ih
        surf.blit(assets.sprite(ic, isz), (x, yy))
        title = rules_text.for_icon(ic)[0]
        surf.blit(assets.fit_text(title, cw - isz - 14, min(18, z), theme.CREAM, True), (x + isz + 8, yy + (isz - z) // 2))
    surf.blit(assets.text("Click or press Esc to close", 18, (200, 180, 150), italic=True), (r.x + 30, r.bottom - 36))
    return r.inflate(40, 40)
