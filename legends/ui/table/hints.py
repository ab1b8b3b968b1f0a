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

import re

import pygame

from ...engine.kinds import KINDS, named
from .. import assets
from .. import drawn
from .. import fitted
from .. import paint
from .. import theme
from ..paint.seatmarks import seat_mark
from . import claims
from .map.badges import badge_place
from .figures import fig_center
from .inputmode import describe
from .hint_words import above_notes, shown_chance, short_reason, tie_notes, with_note  # noqa: F401 (hints.short_reason ...)
from .thinking import Hints
from .. import gfx
from .inputmode import place_key

HINT_KEY = pygame.K_x          # free at the table and in lessons; X as in "eXpert"; a slip only shows a hint
HINT_KEY_NAME = "X"
RANK_COLORS = ((240, 190, 60), (200, 205, 215), (205, 140, 80))     # gold, silver, bronze
ROW_H = 50
SHORT_ROW_H = 24    # the thinking line's row where the panel is shrunk to the log (a wide stage at 720p)
TITLE_H = 32
SMALL_TITLE_H = 22  # the title of a panel shrunk to the log (panel_place: "best", "short")
BEST_ROW_H = 40     # the expert's pick with its reason under it, in a panel shrunk to the log
LINE_ROW_H = 22     # a row on one line (no reason) in a panel shrunk to the log
BADGED = ("hand", "meter", "ability", "die")   # places (engine/kinds.py) whose hotspot gets a badge
FIGURE_KINDS = named(points="figure")          # the catalogue's kinds aimed at a figure (its badge is on the figure)


def label_size(labels, widths, size: int) -> int:
    """The one size the panel's option labels are drawn at, as the rows of a list (ListView.plan):
    the largest <= `size` at which every one fits its width, at most 4 px under it (never under
    12); a label longer still is cut at that size (issue 26's fourth pass: "Push Blanka (D4) to
    Reclining Buddha" was squeezed smaller than the rows around it)."""
    least = max(assets.MIN_TEXT, 12, size - 4)
    for z in range(size, least, -1):
        f = assets.font(z, True)
        if all(f.size(t)[0] <= w for t, w in zip(labels, widths)):
            return z
    return least


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
        g = self.sc.game
        notes, above = tie_notes(st), above_notes(st)
        return tuple((describe(g, o.action, self.seat), o.win_chance,
                      with_note(short_reason(o.reason, i + 1), notes[i], above[i])) for i, o in enumerate(st))

    def declare(self, comp):
        """The panel over the log (or the nemesis board, where the log cannot hold its rows), a cached
        part (its signature: the rows, or the thinking dots)."""
        st = self.state()
        if st is None or self.sc.anim.active:
            return
        rect, mode = panel_place(self.sc.L, 1 if st == "thinking" else max(1, len(st)), st == "thinking")
        seat = self.seat
        if st == "thinking":
            sig = ("thinking", seat, int(self.clock * 3) % 4)
            comp.part("hint", rect, sig, lambda s, r: draw_thinking(s, r, seat, sig[2]), pad=8)
        else:
            rows = self.rows(st)
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
    """The badge squares tried on a card: its top right, slid left along its middle, its bottom,
    its top left (kept inside it); [] for a card smaller than the badge."""
    d = 2 * radius + 5
    r = pygame.Rect(rect)
    if r.w < d or r.h < d:
        return []
    inner = r.inflate(-4, -4) if r.w >= d + 4 and r.h >= d + 4 else r
    points = [(inner.right, inner.top)] + [(x, inner.centery) for x in range(inner.right, inner.left, -max(4, d // 4))]
    points += [(x, inner.bottom) for x in range(inner.right, inner.left, -max(4, d // 4))]
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


def panel_place(L, n, thinking=False) -> tuple:
    """(rect, mode) of the hint panel of `n` rows in the layout L: over the log, each row with its
    reason ("full"); where the log is too short for that, the best row with its reason and the others
    on one line under a smaller title ("best": four seats at 1280x720, a 116 px log, issue 26), else
    every row on one line ("short"); where the log holds none of these (1152x648), the full panel over
    the nemesis board (or the taller of the two). The thinking line: full, or short over the log."""
    full = TITLE_H + 12 + n * ROW_H
    if thinking:
        fits = [("full", full), ("short", TITLE_H + 12 + n * SHORT_ROW_H)]
    else:
        fits = [("full", full), ("best", SMALL_TITLE_H + 6 + BEST_ROW_H + (n - 1) * LINE_ROW_H + 4),
                ("short", SMALL_TITLE_H + 6 + n * LINE_ROW_H + 4)]
    mode, need = next(((m, h) for m, h in fits if L.log.h >= h), (None, full))
    spot = L.log
    if mode is None:        # the nemesis board's name, abilities and track hidden only here
        spot = next((r for r in (L.log, L.nemesis) if r.h >= full), max((L.log, L.nemesis), key=lambda r: r.h))
        mode = "full"
    return pygame.Rect(spot.x, spot.y, spot.w, min(spot.h, need)), mode


def _frame(surf, r, seat, note, title_h=TITLE_H):
    col = theme.SEAT_COLORS[seat % 4] if seat is not None else theme.GOLD
    paint.panel(surf, r, (30, 24, 22), theme.GOLD, 10, 2, True)     # opaque: the log under it does not show through
    who = f"P{seat + 1}" if seat is not None else ""
    small = title_h < TITLE_H            # the smaller title of a panel in a short log
    cy = r.y + title_h // 2 + (1 if small else 2)
    x = r.x + 10
    if seat is not None:                # the seat's shape too: never its colour alone
        x = seat_mark(surf, seat, (x + 11, cy), 8 if small else 9, "hint", number=False).right + 6
    pr = paint.pill(surf, f"HINT · {who}", (x, cy), col, theme.WHITE, 13 if small else 14, "midleft")
    room = r.right - pr.right - 20
    notes = note if isinstance(note, tuple) else (note,)      # the longest that fits whole, else the shortest
    note = next((n for n in notes if assets.font(12, True).size(n)[0] <= room), notes[-1])
    t = assets.fit_text(note, room, 14 if small else 15, (236, 214, 170), True, min_size=12)
    surf.blit(t, (pr.right + 10, cy - t.get_height() // 2))
    line_y = r.y + title_h + (2 if small else 4)
    gfx.line(surf, (120, 92, 60), (r.x + 8, line_y), (r.right - 8, line_y))


def draw_thinking(surf, r, seat, phase):
    _frame(surf, r, seat, (f"what would the expert do?  ({HINT_KEY_NAME} or Esc closes)",
                           f"the expert thinks  ({HINT_KEY_NAME}/Esc closes)", "thinking"))
    y = r.y + TITLE_H + 10
    t = assets.text("The expert is thinking" + "." * phase, 18, theme.CREAM, True)
    surf.blit(t, (r.x + 48, y + (ROW_H - t.get_height()) // 2))
    for i in range(3):
        on = i == phase % 3
        gfx.circle(surf, theme.GOLD if on else (110, 90, 60), (r.x + 16 + i * 10, y + ROW_H // 2), 4 if on else 3)


def reason_text(reason, width, size=14):
    """A row's reason in `width`: whole, at `size` down to 12 px; else its last parts ("; ") left out,
    whole, until it fits (issue 26: no reason cut mid-word); cut with "..." only when one part is too long."""
    fits = lambda t: assets.font(12).size(t)[0] <= width        # noqa: E731
    line = fitted.dropping(reason.split("; "), fits, sep="; ")
    return assets.fit_text(line, width, size, (200, 182, 150), min_size=12)


def draw_panel(surf, r, seat, rows, mode="full"):
    """The hint's rows in the panel at `r`: each with its reason ("full"), the best one with its reason
    and the others on one line ("best"), or every one on one line ("short"): panel_place."""
    n, k = len(rows), HINT_KEY_NAME
    title_h = TITLE_H if mode == "full" else SMALL_TITLE_H
    _frame(surf, r, seat, (f"the expert's top {n}; you still choose  ({k} / Esc closes)",
                           f"expert's top {n}; you choose  ({k}/Esc closes)", f"top {n}; you choose ({k}/Esc)", f"top {n}"),
           title_h)
    pct, margin, least = (16, 70, 13) if mode == "full" else (14, 60, 12)     # (label_size's floor)
    keep = 17 if mode == "full" else 15     # the rows' own size, kept from one hint to the next where it fits
    rows = [(row_label(label, label_room(r, chance, pct, margin), least, keep), chance, why) for label, chance, why in rows]
    if mode != "full":          # one label size for the rows (the best one's and the others' alike)
        z = label_size([row[0] for row in rows], [label_room(r, row[1], 14, 60) for row in rows], 15)
        if mode == "short":
            return draw_short_rows(surf, r, r.y + title_h + 5, rows, z=z)
        y = r.y + title_h + 5
        draw_best_row(surf, r, y, rows[0], z)
        return draw_short_rows(surf, r, y + BEST_ROW_H, rows[1:], first=1, z=z)
    y = r.y + TITLE_H + 10
    z = label_size([row[0] for row in rows], [label_room(r, row[1], 16, 70) for row in rows], 17)
    for i, (label, chance, reason) in enumerate(rows):
        paint.badge_number(surf, (r.x + 22, y + 15), i + 1, 12, fill=RANK_COLORS[i], fg=theme.INK, ring=(40, 30, 20))
        pct = assets.text(shown_chance(chance), 16, RANK_COLORS[i], True)
        surf.blit(pct, (r.right - 12 - pct.get_width(), y + 6))
        lt = assets.fit_text(label, label_room(r, chance, 16, 70), z, theme.CREAM, True, min_size=z)
        surf.blit(lt, (r.x + 42, y + 15 - lt.get_height() // 2))
        surf.blit(reason_text(reason, r.w - 54), (r.x + 42, y + 28))
        y += ROW_H


SQUARE_REF = re.compile(r" \([A-L]\d\)")    # a square (A1-L9), never a minion (M2)


def row_label(label: str, room: int, least: int = 12, size: int | None = None) -> str:
    """An option label for a hint row `room` px wide: whole where it fits at `size` px (the rows' own),
    else without its squares ("Push Blanka to Reclining Buddha"), else its destination by its last
    word ("Push Blanka to Buddha"); failing all at `size`, the same at `least` px: the target and the
    destination kept, not cut (issue 26: "Push Blanka (D4) to Reclini..."), and the panel's rows at
    one size from one hint to the next where a shorter label fits (issue 26's sixth pass: "Target
    Doll Agent (M2) (E4)" drew its panel a size smaller than the pull hint's before it)."""
    bare = SQUARE_REF.sub("", label)
    head, to, dest = bare.rpartition(" to ")
    words = [label, bare] + ([f"{head}{to}{dest.split()[-1]}"] if to and " " in dest.strip() else [])
    for z in dict.fromkeys((size or least, least)):
        got = next((w for w in words if assets.font(z, True).size(w)[0] <= room), None)
        if got is not None:
            return got
    return words[-1]


def label_room(r, chance, pct_size, margin) -> int:
    """The width a row's option label has in the panel at `r`: left of its win chance."""
    return r.w - margin - assets.font(pct_size, True).size(shown_chance(chance))[0]


def draw_best_row(surf, r, y, row, z=15):
    """The expert's pick in BEST_ROW_H: its option (15 px, or the rows' size `z`) and win chance on a
    line, its reason (14 px) under them."""
    label, chance, reason = row
    cy = y + 10
    paint.badge_number(surf, (r.x + 20, cy), 1, 10, fill=RANK_COLORS[0], fg=theme.INK, ring=(40, 30, 20))
    pct = assets.text(shown_chance(chance), 14, RANK_COLORS[0], True)
    drawn.put(surf, pct, (r.right - 12 - pct.get_width(), cy - pct.get_height() // 2), "win", r)
    lt = assets.fit_text(label, label_room(r, chance, 14, 60), z, theme.CREAM, True, min_size=z)
    drawn.put(surf, lt, (r.x + 38, cy - lt.get_height() // 2), label, r)
    drawn.put(surf, reason_text(reason, r.w - 50), (r.x + 38, y + 21), reason, r)    # (tests: where, inside the panel)


def draw_short_rows(surf, r, y, rows, first=0, z=15):
    """The rows on one line each (rank, option, win chance), where the panel is shrunk to the log;
    `first`: the rank index of the first of them (the best one drawn above with its reason); `z`:
    the rows' one label size (label_size)."""
    for i, (label, chance, _reason) in enumerate(rows, first):
        cy = y + LINE_ROW_H // 2 - 1
        paint.badge_number(surf, (r.x + 20, cy), i + 1, 10, fill=RANK_COLORS[i], fg=theme.INK, ring=(40, 30, 20))
        pct = assets.text(shown_chance(chance), 14, RANK_COLORS[i], True)
        drawn.put(surf, pct, (r.right - 12 - pct.get_width(), cy - pct.get_height() // 2), "win", r)
        lt = assets.fit_text(label, label_room(r, chance, 14, 60), z, theme.CREAM, True, min_size=z)
        drawn.put(surf, lt, (r.x + 38, cy - lt.get_height() // 2), label, r)
        y += LINE_ROW_H


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
            y = b.y + (i - first) * pitch + pitch // 2 - 1
            paint.pill(surf, f"hint {rank}", (b.right - 14, y), RANK_COLORS[rank - 1], theme.INK, CHIP_SIZE, "midright")
