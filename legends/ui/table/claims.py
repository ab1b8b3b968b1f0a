"""The overlay layer: what is drawn over the table (toasts, the focus cursor's label, hint badges,
tooltips, the phones' chip) is placed here, off what a player must keep seeing.

Every frame the table states what must stay visible as *claims*, rectangles with a weight (how
bad it is to cover them): the deciding seat's health and EX, the prompt, the option being chosen,
the nemesis board (its abilities), the figures' names, every fighter's health pips, the Legal
options rows, a feature's name, the map's coordinates and top row, a revealed relic and the spawn
numbers, the enemy-move preview's arrows and ghosts. Each overlay then gives its
candidate positions in order of preference; `OverlayLayer.place` takes the first that covers no
claim and no overlay placed before it, and when none is free, the least harmful one (the least
covered area, weighted; the earlier candidate on a tie), kept on the canvas. docs/ui.md, *The
overlay layer*, gives the order the overlays are placed in; a tooltip's places: tooltip_place.py.
"""
from __future__ import annotations

from itertools import chain
from typing import NamedTuple

import pygame

from .. import assets
from ..paint.standees import band_rect
from .boards.log import LOG_TEXT

# How much covering a pixel of each claim costs (an overlay placed before weighs OVERLAY).
HEAVY, NAME, MEDIUM, LIGHT = 50, 30, 12, 4
OVERLAY = 40
BOARD = 2              # the nemesis board: lighter than a figure's name (a tooltip of the map goes over it
#                        before over the figures), heavier while the tooltip is asked from it (READ)
READ = ("nemesis board",)
PREVIEW = 8            # the enemy-move preview's arrows and ghosts (where the enemies will go): heavier than
#                        the board and the log, lighter than a feature's name and a figure's
FEATURE, FEATURES = 30, ("feature name", "point of interest")   # the stage's own words: as a name (a far tooltip's last resort)
HOVERED = 10           # the hovered enemy's strong preview: heavier than the other routes, lighter than a
#                        feature's name (its tooltip says where it goes)
TOAST_TEXT = (22, 20, 18)    # a toast's text on the menus' 1920x1080 canvas (drawn smaller in a smaller window)
TOAST_OVER_LINES = 5   # a log of fewer lines (720p: 3, its top the turn's heading): a toast's short form goes off it first
OUTSIDE = 200          # a pixel off the canvas: never, unless nothing else is left
GAP = 14               # a label's distance from its target


class Claim(NamedTuple):
    name: str
    rect: pygame.Rect
    weight: float


class OverlayLayer:
    """Claims and the overlays placed among them (in canvas units) for one frame. `kept`: what its
    owner (one table, one menu screen) keeps between its frames, given to every frame's layer (the
    last tooltip placed: tooltip_place.py); none given, the layer keeps nothing past its frame."""

    def __init__(self, bounds, kept=None):
        self.bounds = pygame.Rect(bounds)
        self.kept = {} if kept is None else kept
        self.claims: list[Claim] = []
        self.placed: list[Claim] = []      # the overlays, in the order they were placed
        self.harm: dict[str, float] = {}   # an overlay that found no free place: what it covers (cost)
        # the toasts (table/toasts.py): where they stand when the layer has no free strip, and their text
        self.toast_areas = [("top", pygame.Rect(self.bounds.x, self.bounds.y + 110, self.bounds.w, 0))]
        self.toast_sizes = TOAST_TEXT
        self.strip = None       # the keys' line under the map: the focus label's spot when every other covers something
        self.room = None        # the map's area (table/toasts.py)
        self.view = None        # the map view (the table's layer): where its squares are

    def claim(self, name, rect, weight=MEDIUM):
        r = pygame.Rect(rect)
        if r.w > 0 and r.h > 0:
            self.claims.append(Claim(name, r, weight))

    def cost(self, rect, spare=()) -> float:
        """How harmful drawing over `rect` is: the covered area of each claim (but those named in
        `spare`, the overlay's own target) and of each overlay placed, weighted."""
        return self.costs(spare)(rect)

    def costs(self, spare=()):
        """`cost` for many candidates in a row (the claims and overlays as they are now, gathered once)."""
        kept = [c for c in chain(self.claims, self.placed) if c.name not in spare]
        rects, bounds = [c.rect for c in kept], self.bounds

        def cost(rect) -> float:
            r = pygame.Rect(rect)
            inside = r.clip(bounds)
            out = (r.w * r.h - inside.w * inside.h) * OUTSIDE
            for i in r.collidelistall(rects):
                o = r.clip(rects[i])
                out += o.w * o.h * kept[i].weight
            return out
        return cost

    def place(self, name, candidates, spare=()) -> pygame.Rect:
        """The first candidate that covers nothing; else the least harmful, kept on the canvas.
        It is noted as placed: the overlays placed after it keep off it."""
        best, best_cost = None, None
        cost = self.costs(spare)        # (the claims gathered once: a far tooltip tries a thousand places)
        for r in candidates:
            r = pygame.Rect(r)
            c = cost(r)
            if c == 0:
                best, best_cost = r, 0
                break
            if best_cost is None or c < best_cost:
                best, best_cost = r, c
        if best is None:
            best = pygame.Rect(self.bounds.x, self.bounds.y, 0, 0)
        best = best.clamp(self.bounds) if best.w <= self.bounds.w and best.h <= self.bounds.h else best
        if best_cost:
            self.harm[name] = self.cost(best, spare)
        self.placed.append(Claim(name, best, OVERLAY))
        return best

    def note(self, name, rect):
        """An overlay drawn where it must be (the focus frame on its target): the others keep off it."""
        if rect is not None:
            self.placed.append(Claim(name, pygame.Rect(rect), OVERLAY))

    def overlaps(self) -> list:
        """(overlay, what it covers) for every overlay over a claim or another overlay (tests)."""
        out = []
        for i, p in enumerate(self.placed):
            for c in self.claims:
                if p.rect.colliderect(c.rect):
                    out.append((p.name, c.name))
            for q in self.placed[i + 1:]:
                if p.rect.colliderect(q.rect):
                    out.append((p.name, q.name))
        return out


# --- candidate positions ---------------------------------------------------------------------
def around(size, target, gap=GAP, order=("above", "below", "left", "right")) -> list:
    """Rectangles of `size` beside `target`, on its sides in this order: each side centred, then
    slid to the target's two corners."""
    w, h = size
    t = pygame.Rect(target)
    spots = {"above": {"midbottom": (t.centerx, t.top - gap)}, "below": {"midtop": (t.centerx, t.bottom + gap)},
             "left": {"midright": (t.left - gap, t.centery)}, "right": {"midleft": (t.right + gap, t.centery)}}
    slid = {"above": ({"bottomleft": (t.left, t.top - gap)}, {"bottomright": (t.right, t.top - gap)}),
            "below": ({"topleft": (t.left, t.bottom + gap)}, {"topright": (t.right, t.bottom + gap)}),
            "left": ({"bottomright": (t.left - gap, t.bottom)}, {"topright": (t.left - gap, t.top)}),
            "right": ({"bottomleft": (t.right + gap, t.bottom)}, {"topleft": (t.right + gap, t.top)})}
    out = []
    for side in order:
        for kw in (spots[side],) + slid[side]:
            r = pygame.Rect(0, 0, w, h)
            setattr(r, *next(iter(kw.items())))
            out.append(r)
    return out


# --- what the table claims --------------------------------------------------------------------
def table_layer(L, view, options, hots, comp, standees, deciding, moving, kept: dict) -> OverlayLayer:
    """The claims of the table as drawn this frame: its layout `L`, the map view `view` (its
    figures and printed marks), the Legal options list `options`, the table's hotspots `hots`, the
    compositor `comp` and the standees it drew (`standees`, figures.Standees); `deciding` is the
    seat whose health and EX weigh most, `moving` whether figures move (an animation). `kept`, the
    table's, keeps the claims between frames (they are worked out again only when something claimed
    moved), and the last tooltip placed (OverlayLayer.kept)."""
    layer = OverlayLayer((0, 0, *L.size), kept)
    key = None if moving else (tuple(id(comp.parts[n].hots) for n in comp.order), id(standees.rects),
                               len(view.fig_rects), options.scroll, options.version, deciding, L.size, id(view))
    if key is not None and kept.get("key") == key:    # nothing claimed moved since the last frame
        layer.claims = list(kept["claims"])
    else:
        layer.claim("top bar", L.top, MEDIUM)
        layer.claim("prompt", L.prompt, HEAVY)
        layer.claim("log", L.log, LIGHT)
        layer.claim("nemesis board", L.nemesis, BOARD)     # its abilities: what the coming cards resolve
        if L.rivals is not None:
            layer.claim("rival cards", L.rivals, LIGHT)     # the rivals' health and where they are
        _hot_claims(hots, None if moving else deciding, layer)
        _option_claims(options, L, layer)
        _map_claims(view, layer)
        for what, r in getattr(standees, "uncovered", ()):     # a relic, a spawn number, START drawn over standees
            layer.claim(what, r, NAME if what == "start" else MEDIUM)      # START read as a name is
        for what, r in getattr(standees, "preview", ()):       # the enemy-move preview's arrows and ghosts
            layer.claim(what, r, PREVIEW)
        for what, r in getattr(standees, "badges", ()):        # a chosen target's number ("1", "2")
            layer.claim(what, r, NAME)
        kept["key"], kept["claims"] = key, list(layer.claims)
    for what, r in view.__dict__.pop("strong_marks", ()):      # the hovered enemy's (or move's) route this frame
        layer.claim(what, r, HOVERED)
    layer.view = view       # (map/badges.py, badge_place: a hint's badge inside its square)
    layer.strip = pygame.Rect(L.map.x, L.map.bottom - 18, L.map.w, 18)     # drawing.py: the keys' line
    layer.room = pygame.Rect(L.map)       # the toasts: in the keys' line, else where the map's area is free
    layer.toast_areas, layer.toast_sizes = [], (16, 15, 14)      # (the table's canvas is drawn 1:1)
    hint = comp.parts.get("hint")       # the toasts may go over the log's oldest lines (not over a hint panel there)
    layer.toast_over = [] if hint and hint.rect.colliderect(L.log) else [(L.log.inflate(-12, -34).move(0, 11), ("log",))]
    layer.toast_over_late = L.log.h - 34 < TOAST_OVER_LINES * assets.font(LOG_TEXT).get_linesize()
    return layer


SEAT_MARKS = ("health", "ex")


def _hot_claims(hots, dec, layer):
    """From the hotspots: every fighter's health pips and EX (the deciding seat's, `dec`, weigh most),
    its board's name and (the deciding seat's) combo meter, its rival's card, the objective tokens on
    the map, the nemesis's health track, the names of the ability cards and of the hand's cards."""
    for h in hots:
        ref = h.ref
        if ref.__class__ is not tuple:
            continue
        if ref[0] in SEAT_MARKS and len(ref) == 2:
            layer.claim(f"P{ref[1] + 1} {ref[0]}", h.rect, HEAVY if ref[1] == dec else MEDIUM)
        elif ref[0] == "look" and len(ref) == 2:        # a fighter board's name (a click on it looks)
            layer.claim(f"P{ref[1] + 1} name", h.rect, MEDIUM)
        elif ref[0] == "objective":
            layer.claim("objective", h.rect, MEDIUM)
        elif ref[0] == "rival" and len(ref) == 2:       # a rival's card over its fighter's board
            layer.claim(f"rival {ref[1]}", h.rect, LIGHT)
        elif ref[0] == "meter_row" and ref[1] == dec:     # the deciding seat's combo meter: what pays its abilities
            layer.claim(f"P{ref[1] + 1} combo meter", h.rect, HEAVY)
        elif ref[0] == "nemesis health":                # the nemesis board's health track: how near the win is
            layer.claim("nemesis health", h.rect, MEDIUM)
        elif ref[0] == "ability" and len(ref) == 3:     # an ability card's name (the label by the one before hid it)
            layer.claim(f"ability {ref[2]}", name_band(h.rect), MEDIUM)
            layer.claim(f"ability card {ref[2]}", h.rect, MEDIUM)   # its cost and actions: read on a bot's turn too
        elif ref[0] in ("hand", "looked") and len(ref) == 3:     # a hand card's name (its visible part's top)
            layer.claim(f"card {ref[2]}", name_band(h.rect), MEDIUM)


def name_band(card) -> pygame.Rect:
    """Where a card's name is read: the band at its top (paint/cards.py: 15% of its height, at
    least 20 px, inside a 6 px frame); a strip (a row of a crowded hand) has it on its upper half,
    over its icons."""
    r = pygame.Rect(card).inflate(-8, -8)       # inside the card's frame
    if r.w > 2.5 * r.h:
        return pygame.Rect(r.x, r.y, r.w, r.h // 2 + 2)
    return pygame.Rect(r.x, r.y, r.w, min(r.h, 4 + max(20, int(r.h * 0.15))))


def _option_claims(lv, L, layer):
    """The Legal options list's title and rows shown whole (a label may go beside one, never over it)."""
    if not getattr(lv, "visible", True) or not lv.items:
        return
    if lv.title:                    # its title: how many options, whose decision, how many below
        layer.claim("options title", (lv.rect.x, lv.rect.y, lv.rect.w, 30), MEDIUM)
    pitch, shown = lv.rows()
    first = lv.scroll // pitch
    for i in range(first, min(len(lv.items), first + shown)):
        r = lv.row_rect(i)
        if r is not None and L.options.contains(r):
            layer.claim(f"option {i + 1}", r, MEDIUM)


def _map_claims(view, layer):
    """The figures (their names), the printed marks a player reads (coordinates, a feature's name,
    spawn numbers) and the top row of squares (worked out once per map view)."""
    for r, fid in view.fig_rects:
        layer.claim(f"figure {fid}", r, NAME)
    for r in view.name_chips:      # a name on a chip across a standee's foot: past its rect
        layer.claim("name chip", r, NAME)
    printed = view.memo.get("claims")
    if printed is None or printed[0] is not getattr(view, "printed", None):
        top = [view.sq_rect(c, 0) for c in range(view.cols)]
        marks = [Claim(name, pygame.Rect(r), FEATURE if name.startswith(FEATURES) else MEDIUM)
                 for name, r in getattr(view, "printed", ())]
        if top:
            marks.append(Claim("top row", top[0].unionall(top[1:]), LIGHT))
        printed = view.memo["claims"] = (getattr(view, "printed", None), marks)
    layer.claims += printed[1]


def standee_marks(f, center, size) -> list:
    """What a player reads on a standee of `size` at `center`: its name band (a stunned one lies on
    its side: the band left), its seat tag (top right) and its kind mark (top left)."""
    b = band_rect(center, size)
    if f.get("stunned"):
        off = b.centery - int(center[1])
        b = pygame.Rect(0, 0, b.h, b.w)
        b.center = (int(center[0]) - off, int(center[1]))
    out = [b]
    box = pygame.Rect(0, 0, size, size)
    box.center = (int(center[0]), int(center[1]))
    if f.get("tag"):
        out.append(pygame.Rect(box.right - size * 2 // 5, box.y, size * 2 // 5, size * 3 // 10))
    if f.get("kind") != "fighter":
        out.append(pygame.Rect(box.x, box.y, size // 3, size // 3))
    return out


def corner_spots(bounds, size, near=None) -> list:
    """Squares of `size` in a space's corners, then at its sides' middles (nearest `near` first)."""
    b = pygame.Rect(bounds).inflate(-4, -4)
    h = size // 2
    pts = [(b.x + h, b.y + h), (b.right - h, b.y + h), (b.x + h, b.bottom - h), (b.right - h, b.bottom - h),
           (b.centerx, b.y + h), (b.x + h, b.centery), (b.right - h, b.centery)]
    if near is not None:
        pts.sort(key=lambda p: (p[0] - near[0]) ** 2 + (p[1] - near[1]) ** 2)
    return [pygame.Rect(int(x - h), int(y - h), size, size) for x, y in pts]


def claim_focus(layer, rect, frame):
    """The option being chosen (the focus cursor's target) and its frame."""
    layer.claim("chosen", rect, HEAVY)
    layer.note("focus frame", frame)


# --- the overlays' own places -----------------------------------------------------------------
TOP_BAR = 50        # a label above its target that would reach into the top bar goes below it first


def label_spots(size, target, beside=False, strip=None) -> list:
    """The focus cursor's label: above its target (below it near the top bar), then below, left,
    right; beside a row of the options list or a hand strip: left of it, then right, above, below;
    last, on the keys' line under the map (`strip`, OverlayLayer.strip: it covers no claim, so the
    label goes there when every place by its target covers something)."""
    t = pygame.Rect(target)
    if beside:
        order = ("left", "right", "above", "below")
    elif t.top - GAP - size[1] < TOP_BAR:
        order = ("below", "above", "left", "right")
    else:
        order = ("above", "below", "left", "right")
    out = around(size, t, GAP + 2 if beside else GAP, order)
    if strip is not None:       # on the keys' line, as near under the target as it goes
        s = pygame.Rect(strip)
        r = pygame.Rect(0, 0, *size)
        r.center = (max(s.left + size[0] // 2, min(s.right - size[0] // 2, t.centerx)), s.centery)
        out.append(r)
    return out


def banner_areas(L, board, lv) -> list:
    """Where the pause banner after a turn may go (hold.py), in order: in the room under the board
    (`board`, in the map's area) when there is some, the Legal options list's room under its last
    row, the log, the top of the map's area (the column letters: the last resort)."""
    m = L.map
    out = []
    below = m.bottom - 20 - board.bottom
    if below >= 48:
        off = (below - 48) // 2
        out.append(pygame.Rect(m.x + 8, board.bottom + off, m.w - 16, below - off))
    shown = [r for r in (lv.row_rect(i) for i in range(len(lv.items))) if r is not None] if lv.items else []
    if shown and getattr(lv, "visible", True):
        last = max(r.bottom for r in shown)
        out.append(pygame.Rect(L.options.x + 6, last + 6, L.options.w - 12, L.options.bottom - last - 12))
    out.append(L.log.inflate(-8, -8))
    out.append(pygame.Rect(m.x + 8, m.y + 4, m.w - 16, 48))
    return out


BY = 28         # hints.py puts a badge this far up and right of its figure's or space's centre


def home_of(view, at):
    """The space at `at` on the map view (its frame: 3 px inside its walls), or None."""
    sp = view.space_at(at) if view is not None else None
    return view.space_bounds(sp).inflate(-6, -6) if sp is not None else None


def chip_spots(size, area) -> list:
    """The phones' chip: in a corner of the map's area (top left, top right, bottom left and right,
    above the keys' line)."""
    w, h = size
    a = pygame.Rect(area)
    return [pygame.Rect(a.x + 8, a.y + 6, w, h), pygame.Rect(a.right - 8 - w, a.y + 6, w, h),
            pygame.Rect(a.x + 8, a.bottom - 24 - h, w, h), pygame.Rect(a.right - 8 - w, a.bottom - 24 - h, w, h)]


def menu_layer(bounds, widgets, more=(), kept=None) -> OverlayLayer:
    """A menu screen's overlay layer (Settings, the setup screen): its visible widgets claimed
    (medium), and `more` as (name, rect, weight); toasts stand at the top unless the screen says
    where else (`toast_areas`). `kept`: the screen's (Scene.overlay_kept), OverlayLayer.kept."""
    layer = OverlayLayer(bounds, kept)
    for w in widgets:
        if getattr(w, "visible", True):
            layer.claim(f"widget {getattr(w, 'label', '')}", w.rect, MEDIUM)
    for name, rect, weight in more:
        layer.claim(name, rect, weight)
    return layer
