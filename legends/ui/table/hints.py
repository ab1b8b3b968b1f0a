"""Hints on demand: "what would the expert do?" for whoever decides now.

X, the Hint button on the prompt bar, or a controller's top face button (Y on an Xbox pad,
Triangle on a PlayStation pad, X on a Nintendo pad: input/pads.py turns it into the X key) asks
the expert bot for the decision being taken, in any seat and of any kind (a bot's decision too, while it is shown). The search runs on
a background thread over a copy of the game (thinking.py) with a budget of HINT_SECONDS; the
table keeps drawing and playing meanwhile, and an animated "thinking" line shows in the panel.

The answer is a compact panel over the log: the top three options, each with its estimated win
chance and the search's one-line reason; the matching rows of the Legal options get a numbered
badge, and so do the matching things on the table (a target, a space, a card in the hand, a die,
an ability, a combo-meter card). A hint never decides: the player still picks. It goes away when
the decision changes (its result is dropped if it arrives too late), or with Esc or X again.
"""
from __future__ import annotations

import pygame

from ...engine.kinds import KINDS, named
from .. import assets
from .. import paint
from .. import theme
from . import claims
from .map.badges import badge_place
from .figures import fig_center
from .inputmode import describe
from .hint_words import above_notes, short_reason, tie_notes, with_note  # noqa: F401 (hints.short_reason ...)
from .thinking import Hints
from ..widgets import ROW_TOP
from .hint_panel import RANK_COLORS, draw_panel, panel_place
from .hint_rows import LINE2_H, lines_needed
from .hint_panel import draw_thinking
from .inputmode import place_key

HINT_KEY = pygame.K_x          # free at the table and in lessons; X as in "eXpert"; a slip only shows a hint
BADGED = ("hand", "meter", "ability", "die")   # places (engine/kinds.py) whose hotspot gets a badge
FIGURE_KINDS = named(points="figure")          # the catalogue's kinds aimed at a figure (its badge is on the figure)


class _Base:
    """The log and nemesis board of a layout before the options list took the log's lines (L.base)."""

    def __init__(self, log, nemesis):
        self.log, self.nemesis = log, nemesis


class HintView:
    """The hint of the game screen: asks (thinking.Hints), shows and marks, drops when stale."""

    def __init__(self, scene, decision_key, seconds: float | None = None, playouts: int | None = None,
                 option_items=list, strips=lambda: False):
        self.sc = scene
        self.strips = strips                # () -> is the hand shown as strips (the scene's hand_strips)
        self.decision_key = decision_key    # () -> the decision being taken (Session.decision_key)
        self.option_items = option_items    # () -> the options list's rows (set again when the hint changes)
        seed = scene.game.view.setup.get("seed", 0)
        self.core = Hints(seed, seconds=seconds, playouts=playouts)
        self.clock = 0.0
        self.seat = None
        self._last = None            # what was shown last frame (to redraw when it changes)

    def key(self):
        return self.decision_key()

    # --- asking and closing ------------------------------------------------------------
    def toggle(self) -> bool:
        """The hint key or button: ask for the decision being taken, or close the hint shown."""
        sc = self.sc
        if self.core.open_for(self.key()):
            self.close()
            return True
        if sc.anim.active:            # the decision shown is the one the engine waits for
            sc.anim.skip()
        g = sc.game
        if not self.core.ask(g, self.key()):
            sc.app.toast("No decision to hint: the game is over")
            return True
        self.seat, self.clock = g.pending.seat, 0.0
        self.changed()
        return True

    def close(self) -> bool:
        """Esc or the key again: True if a hint was open."""
        was = self.core.job is not None
        self.core.close()
        if was:
            self.changed()
        return was

    def changed(self):
        """The hint appeared, changed or went: the option rows again (badges), the expert's pick in view."""
        sc = self.sc
        lv = sc.options
        lv.set_items(self.option_items(), keep_scroll=True)
        pick = next((a for a, rank in self.ranks().items() if rank == 1), None)
        rows = [item[1] for item in lv.items]
        if pick in rows:
            i = rows.index(pick)
            pitch, shown = lv.rows()
            if not lv.scroll // pitch <= i < lv.scroll // pitch + shown:
                lv.scroll_to(i * pitch)
                lv.version += 1
        sc.dirty = True

    # --- per frame ---------------------------------------------------------------------------
    def state(self):
        return self.core.state(self.key())

    def update(self, dt):
        """Drop a stale hint, animate the thinking line, show the answer when it comes."""
        st = self.state()
        err = self.core.take_error()
        if err is not None:
            self.changed()
            self.sc.app.report(err, "the expert thinking about a hint")
            return
        if st == "thinking":
            self.clock += dt
        shown = None if st is None else ("thinking", int(self.clock * 3) % 4) if st == "thinking" else ("ready", id(st))
        if shown != self._last:
            if (shown or (None,))[0] != (self._last or (None,))[0]:
                self.changed()          # the option rows get (or lose) their badges
            self._last = shown
            self.sc.dirty = True

    def busy(self) -> bool:
        return self.core.job is not None and not self.core.job.done

    def ranks(self) -> dict:
        """{action: 1, 2, 3} of the hint shown (empty while thinking or with no hint)."""
        st = self.state()
        if not isinstance(st, list):
            return {}
        return {o.action: i + 1 for i, o in enumerate(st)}

    # --- drawing -------------------------------------------------------------------------------
    def rows(self, st) -> tuple:
        """(label, win chance, reason, the notes in it a row always keeps: hint_rows.py) a row."""
        g = self.sc.game
        notes, above = tie_notes(st), above_notes(st)
        return tuple((describe(g, o.action, self.seat), o.win_chance,
                      with_note(short_reason(o.reason, i + 1), notes[i], above[i]),
                      tuple(n for n in (above[i], notes[i]) if n)) for i, o in enumerate(st))

    def place(self, L, rows) -> tuple:
        """(rect, mode) of the panel of `rows` (None: the thinking line) in the layout L (panel_place)."""
        return panel_place(L, 1 if rows is None else max(1, len(rows)), rows is None,
                           extra=None if rows is None else lambda w: LINE2_H * lines_needed(rows, w - 54))

    def covered(self, L):
        """The height of the log the panel of the hint shown covers from its top, at the layout's own
        split (L.base); None where no hint is shown. While the expert still thinks, the whole log's
        height (the log kept whole: log.fit_options gives the list only the log's room under the
        panel, and only once the panel's size is known)."""
        st = self.state()
        if not isinstance(st, list):
            return None if st is None else L.base[0].h
        base = _Base(pygame.Rect(L.base[0]), L.nemesis)
        rect = self.place(base, self.rows(st))[0]
        return rect.h if rect.colliderect(base.log) else 0

    def declare(self, comp):
        """The panel over the log (or the nemesis board, where the log cannot hold its rows), a cached
        part (its signature: the rows, or the thinking dots)."""
        st = self.state()
        if st is None or self.sc.anim.active:
            return
        seat, rows = self.seat, None if st == "thinking" else self.rows(st)
        rect, mode = self.place(self.sc.L, rows)
        if st == "thinking":
            sig = ("thinking", seat, int(self.clock * 3) % 4)
            comp.part("hint", rect, sig, lambda s, r: draw_thinking(s, r, seat, sig[2]), pad=8)
        else:
            comp.part("hint", rect, (rows, seat, mode), lambda s, r: draw_panel(s, r, seat, rows, mode), pad=8)

    def draw_marks(self, surf, hots, ov, layer=None):
        """Numbered badges on the table where the hinted options are, found among the table's
        hotspots `hots` (overlays: each rectangle noted with `ov(rect)`)."""
        sc = self.sc
        if sc.anim.active:
            return
        best = {}                       # one badge a place: a card played or sprinted shows its better rank
        for action, rank in self.ranks().items():
            for pos, own in self.spots(action, hots):
                if rank < best.get(pos, (9,))[0]:
                    best[pos] = (rank, own)
        # `layer`: the frame's overlay layer (claims.py): the badges off the names and the other overlays
        for pos, (rank, own) in best.items():
            if len(pos) == 4:           # a card, a die, an ability (x, y, w, h): inside its own rect, always
                marks = [h.rect for h in hots if h.ref is None or h.ref.__class__ is tuple and h.ref[0] == "sprint"]
                at, rad = card_spot(layer, pos, [m for m in marks if pygame.Rect(pos).contains(m)],
                                    self.name_rect(pos, hots))
            else:               # on the map: off the names and START, smaller where its square is full
                at, rad = badge_place(layer, pos, BADGE_R, (own,)) if layer else (pos, BADGE_R)
            ov(rank_badge(surf, at, rank, rad))

    def spots(self, a, hots) -> list:
        """[(where, its own claim)] of an action's badges: where() it shows, and for one aimed at a
        figure with a space too (a push) also that space (two pushes of one figure, to the Reclining Buddha and to C4,
        share the figure's badge: issue 26's fourth pass saw no badge 3)."""
        pos = self.where(a, hots)
        out = [] if pos is None else [(pos, f"figure {a.args[0]}" if a.kind in FIGURE_KINDS else None)]
        to = KINDS[a.kind].arg("space") if a.kind in FIGURE_KINDS else None     # a push's "to"
        if to is not None and to < len(a.args):
            x, y = self.sc.view.space_center(a.args[to])
            out.append(((x + 30, y - 30), None))
        return out

    def name_rect(self, pos, hots):
        """Where the card (ability) at `pos` writes its name: the strip's name (a crowded hand), else
        the card's top band (claims.name_band); None for a die."""
        hot = next((h for h in hots if tuple(h.rect) == tuple(pos) and h.ref.__class__ is tuple), None)
        if hot is None or hot.ref[0] == "die":
            return None
        r = pygame.Rect(pos)
        if hot.ref[0] == "hand" and self.strips() and len(hot.ref) == 3:
            card = self.sc.game.box.style_card(hot.ref[2])
            return paint.strip_name_rect(card, r.w, r.h).move(r.x, r.y)
        return claims.name_band(r)

    def where(self, a, hots):
        """Where an action shows on the table: a point by its figure or space, the rect (x, y, w, h)
        of its card, die or ability as drawn this frame (the hotspot returned by the part that drew
        it), or None (a button: its row is badged)."""
        sc = self.sc
        k = KINDS.get(a.kind)
        place = k.places[0] if k is not None else None      # where the catalogue offers it first
        if place not in ("figure", "space", *BADGED):
            return None
        key = place_key(sc.game, k, place, a)
        if place == "figure" and sc.game.view.space_of(key) is not None:
            x, y = fig_center(sc.view, sc.anim, sc.game, key)
            return x + 26, y - 26
        if place == "space":
            x, y = sc.view.space_center(key)
            return x + 30, y - 30
        if place == "figure":
            return None
        ref = (place,) + (key if isinstance(key, tuple) else (key,))
        hot = next((h for h in hots if h.ref == ref), None)
        if hot is None:
            return None
        return tuple(hot.rect)


BADGE_R = 15     # a rank badge's radius


CARD_RADII = (BADGE_R, 12, 10, 9)   # a smaller badge rather than one over the card's keywords
STRIP_R = 7                         # the smallest: on a hand strip's title band (its digit still 12 px)


def card_spot(layer, rect, marks=(), name=None):
    """(centre, radius) of a rank badge on a card: the biggest of CARD_RADII that fits somewhere
    on it over none of its marks (actions with their keywords, icons, sprint) nor its name; a card too
    small for that (a hand's strip at 720) gets the smallest on its title strip's right corner, weighed
    off its actions first ("WITHDR2", "KNOCKB3": issue 26's seventh pass, picture 58), its name second."""
    own = [pygame.Rect(m) for m in marks] + ([pygame.Rect(name)] if name is not None else [])
    for rad in CARD_RADII:
        spots = [sp for sp in _card_spots(rect, rad) if sp.collidelist(own) < 0]
        if spots:
            return _placed(layer, spots, (), None, rad), rad
    rad = STRIP_R                       # along the title strip's top edge, from its right
    r, d = pygame.Rect(rect), 2 * STRIP_R + 5
    spots = [pygame.Rect(x - d, r.y, d, d) for x in range(r.right, r.x + d, -3)] if r.w >= d and r.h >= d else []
    top = [sp for sp in spots if sp.collidelist(own) < 0]
    if top:
        return _placed(layer, top, (), None, rad), rad
    spots += _card_spots(rect, rad)
    if not spots:
        return pygame.Rect(rect).center, rad
    return _placed(layer, spots, (), name, rad, heavy=marks), rad


def _card_spots(rect, radius) -> list:
    """The badge squares tried on a card: its top right, slid down its right edge (under the title
    band, beside the combo icons: a 1080 hand card's blank corner, issue 26), slid left along its
    middle, its bottom, its top left (kept inside it); [] for a card smaller than the badge."""
    d = 2 * radius + 5
    r = pygame.Rect(rect)
    if r.w < d or r.h < d:
        return []
    inner = r.inflate(-4, -4) if r.w >= d + 4 and r.h >= d + 4 else r
    step = max(4, d // 4)
    points = [(inner.right, y) for y in range(inner.top, inner.bottom, step)]     # down its right edge first
    points += [(x, inner.centery) for x in range(inner.right, inner.left, -step)]
    points += [(x, inner.bottom) for x in range(inner.right, inner.left, -step)]
    points += [(inner.left, inner.top)]
    spots = []
    for x, y in points:
        sp = pygame.Rect(0, 0, d, d)
        sp.center = (x, y)
        spots.append(sp.clamp(inner))
    return spots


def _placed(layer, spots, marks, name, radius, heavy=()):
    """The centre of the first of `spots` the layer finds free (the card's claims as given)."""
    if layer is None:
        s = spots[0]
    else:
        own = [claims.Claim("card mark", pygame.Rect(m), claims.MEDIUM) for m in marks]
        own += [claims.Claim("card act", pygame.Rect(m), claims.HEAVY) for m in heavy]
        own += [claims.Claim("card name", pygame.Rect(name), claims.MEDIUM if heavy else claims.HEAVY)] \
            if name is not None else []
        layer.claims += own
        s = layer.place("hint badge", spots, ("focus frame", "chosen"))
        del layer.claims[len(layer.claims) - len(own):]
    return s.x + radius + 2, s.y + radius + 2


def inside_spot(layer, rect, radius, marks=(), name=None):
    """A rank badge's centre on the card (die, ability) at `rect`, never past its edges (a hand's
    cards touch: a badge past one lies on the neighbour, issue 26's playtest): off the card's own
    marks (`marks`: its actions', combo icons' and sprint's hotspots), its name (`name`, weighed most:
    issue 26's second pass saw "3 Throw") and the other overlays (the focus label), its top right first, then slid left along its middle, then its other corners;
    when each covers something, the least harmful of them. A card too small for it gets it centred."""
    spots = _card_spots(rect, radius)
    if not spots:
        return pygame.Rect(rect).center
    return _placed(layer, spots, marks, name, radius)


def rank_badge(surf, pos, rank, r=BADGE_R) -> pygame.Rect:
    center = (int(pos[0]), int(pos[1]))
    paint.badge_number(surf, center, rank, r, fill=RANK_COLORS[rank - 1], fg=theme.INK, ring=(40, 30, 20))
    return pygame.Rect(center[0] - r - 2, center[1] - r - 2, 2 * r + 5, 2 * r + 5)




CHIP_SIZE = 12


def chip_room(lv, ranks: dict) -> dict:
    """{row index: px} the rank chips of `ranks` take at their rows' right ends (the text keeps off them)."""
    w = assets.font(CHIP_SIZE, True).size("hint 1")[0] + 12
    return {i: w for i, item in enumerate(lv.items) if ranks.get(item[1])}


def draw_option_badges(surf, lv, rect, ranks: dict):
    """The hint's rank on its rows of the Legal options (drawn into the options part at `rect`)."""
    if not ranks:
        return
    b = lv.body(rect)
    pitch, shown = lv.rows()
    first = lv.scroll // pitch
    for i in range(first, min(len(lv.items), first + shown)):
        rank = ranks.get(lv.items[i][1])
        if rank:
            y = b.y + ROW_TOP + (i - first) * pitch + (pitch - 2) // 2
            paint.pill(surf, f"hint {rank}", (b.right - 14, y), RANK_COLORS[rank - 1], theme.INK, CHIP_SIZE, "midright")
