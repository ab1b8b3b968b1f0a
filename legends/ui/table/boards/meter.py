"""The combo meter at a fighter board's foot (boards/seat.py draws the board): its cards' strips, the
COMBO METER label where there is room, a narrow board's meter on two rows where one would not name
its cards whole (combo_meter).

A combo-meter card that can block, by its name: on a block the
card's name is what the prompt and the key line speak of ("Block 1 damage: discard Double Jump"),
but a strip too narrow for its name beside its icons showed the icons alone, the framed one too
(issue 26's sixth pass, finding 8: "the framed combo card has no name"). Such a strip shows its
name alone, on one line or two, at 12 px or more; its icons are on the hover and the zoom."""
from __future__ import annotations

import pygame

from ... import assets
from ... import drawn
from ... import gfx
from ... import paint
from ... import rules_text
from ... import theme
from ...paint import GLOW, Hot, glow, small_label
from ...paint.cards import SLIM, card_base, mini_plan, name_splits, named_plan


def name_plan(name, w, h):
    """(lines, size) of `name` alone on a w x h strip: one line, else two (split between words),
    as large as fits from 14 px down to 12; None where neither fits."""
    room = w - 14
    for z in range(14, assets.MIN_TEXT - 1, -1):
        f = assets.font(z, True)
        if f.size(name)[0] <= room:
            return [name], z
        fits = [c for c in name_splits(name) if max(f.size(c[0])[0], f.size(c[1])[0]) <= room]
        if fits and 2 * (f.get_height() - 2) + 2 <= h - 4:
            return list(min(fits, key=lambda c: max(f.size(c[0])[0], f.size(c[1])[0]))), z
    return None


def blocking_strip(card, deck_id, w, h):
    """The strip of a combo-meter card that blocks now: paint.mini_card where its name fits there
    beside its icons, else the name alone (name_plan); the icons alone only where neither fits."""
    if h < SLIM:                                # a slim strip (a one-column meter): its name always
        return paint.mini_card(card, deck_id, w, h)
    n = max(1, len(card.icons))
    kept = mini_plan(card.name, n, w, h) is not None or _whole_beside(card.name, n, w, h)
    plan = None if kept else name_plan(card.name, w, h)
    if plan is None:
        return paint.mini_card(card, deck_id, w, h)
    lines, z = plan
    s = card_base(w, h, theme.STYLE_FRAMES.get(deck_id, (110, 90, 70)), seed=3).copy()
    f = assets.font(z, True)
    step = f.get_height() - 2
    y = h // 2 - (step * (len(lines) - 1) + f.get_height()) // 2
    box = s.get_rect().inflate(-8, -2)
    for k, line in enumerate(lines):
        img = assets.text(line, z, theme.INK, True)
        drawn.put(s, img, ((w - img.get_width()) // 2, y + k * step), card.name if len(lines) == 1 else line, box)
    return s


def _whole_beside(name, n, w, h) -> bool:
    """Whether named_plan sets `name` with its icons, no word shortened nor hyphenated (a blocking
    strip keeps its icons then: "Overhead" over its icon beside a focused "Wall Dash", issue 26)."""
    plan = named_plan(name, n, w, h)
    return plan is not None and name in (" ".join(plan[0]), "".join(plan[0]))


METER_LABEL = 18        # COMBO / METER beside the combo meter (13 px read 9-10 px high to OCR at 720p)
FOCUS_REACH = 17        # how far the focus cursor's frame reaches out of the card it frames (focus.draw_frame):
                        # the meter's first card stands that far off the label (issue 26: it went over "METER")
UNLABELLED = 2          # the width of a meter's label hotspot where no label is drawn (its rule on hover)
GRID_ROW = 30           # a two-row meter's strips at least this tall: a name on two lines at 12 px
GRID_COL = 70           # two columns where each is this wide, else one (142 px boards at 1152x648: 59 px
                        # strips named 6 cards of 84 not at all; 124 px ones name them all)
SLIM_ROW = 19           # a one-column meter's strips at least this tall: a name on one line at 12 px


def combo_meter(surf, b, box, f, seat, mode, slots, meter_h=40, grid=None) -> list:
    """The combo meter along the foot of the board: its cards, then empty slots. `grid`: the room
    of a narrow board's meter on two rows (its essentials make it where one row would not name the
    cards whole: wants_grid), two slots a row."""
    my = b.bottom - meter_h - 8
    top = (meter_h - 34) // 2
    lw = max(assets.text(t, METER_LABEL, theme.INK, True).get_width() for t in ("COMBO", "METER"))
    mx = b.x + 8 + lw + FOCUS_REACH + 1
    mw = (b.right - 10 - mx - (slots - 1) * 5) // slots
    rects = [pygame.Rect(mx + i * (mw + 5), my, mw, meter_h) for i in range(slots)]
    row = pygame.Rect(b.x + 8, my, b.w - 18, meter_h)
    bare = meter_rects(f, b.x + 8, b.right - 10, my, meter_h, slots)     # the row without the label
    if grid is None and named_meter(box, f, rects) and (named_meter(box, f, rects, whole=True)
                                                        or not named_meter(box, f, bare, whole=True)):
        small_label(surf, "COMBO", (b.x + 8, my + top), size=METER_LABEL)
        small_label(surf, "METER", (b.x + 8, my + top + 16), size=METER_LABEL)
    elif grid is not None:                      # two rows of two: each card named whole (issue 26)
        rects, row, lw = _grid_cards(box, f, grid, slots), pygame.Rect(grid), UNLABELLED
    else:                                       # a narrow board (or a wide one whose label would cut a
        rects, lw = bare, UNLABELLED            # name: 75x32 at 720p): its cards named, the rule on hover
    hots = [Hot(row, None, ("meter_row", seat)),            # the whole meter: a claim
            Hot((row.x, row.y, lw, row.h), rules_text.RULES["meter"], ("meter_label", seat))]
    if rects[0].w < 8:                          # a board squeezed to a sliver (a tiny window): no slots
        return hots
    for i, mr in enumerate(rects):
        if i < len(f["meter"]):
            hots.append(_meter_card(surf, mr, box.style_card(f["meter"][i]), f, seat, mode))
        else:
            gfx.rect(surf, (32, 26, 24), mr, border_radius=6)
            gfx.rect(surf, (74, 60, 48), mr, 1, border_radius=6)
    return hots


def _meter_card(surf, mr, card, f, seat, mode) -> Hot:
    """One card of the meter on its strip (glowing where it can be used now), and its hotspot."""
    blocks = bool(mode and (seat, card.id) in mode.by_meter and mode.kind == "block")
    if mode and (seat, card.id) in mode.by_meter:
        glow(surf, mr, (255, 120, 60) if blocks else GLOW, radius=6)
    strip = blocking_strip if blocks else paint.mini_card       # a block: its name
    surf.blit(strip(card, f["style"], mr.w, mr.h), mr)
    return Hot(mr, (card.name, "In the combo meter: its icons " + ", ".join(card.icons)
                    + " pay ability costs, Interact and blocks.", "Combo Meter and Ability Cards"),
               ("meter", seat, card.id))


def named_meter(box, f, rects, whole=False) -> bool:
    """Whether every card of the meter shows its name on its strip (paint/cards.py: mini_plan or
    named_plan; `whole`: no word of it shortened)."""
    cards = [box.style_card(cid) for cid in f["meter"]]
    named = paint.cards.whole_name if whole else paint.cards.has_name
    return all(named(c.name, max(1, len(c.icons)), r.w, r.h) for c, r in zip(cards, rects))


def wants_grid(box, f, b, slots, meter_h=40) -> bool:
    """Whether a narrow board's meter would rather stand on two rows: it holds 2 cards or more and
    one row (the label's room given to the cards: meter_rects) would not name each of them whole."""
    return len(f["meter"]) >= 2 and not named_meter(box, f, meter_rects(f, b.x + 8, b.right - 10, 0, meter_h, slots),
                                                   whole=True)


def grid_fits(grid, cards) -> bool:
    """Whether a meter of `cards` cards stands in `grid`: two rows of strips GRID_ROW tall, or (a
    grid too narrow for two columns) a column of the cards SLIM_ROW tall, 2 px apart."""
    if (grid.w - 5) // 2 >= GRID_COL:
        return grid.h >= 2 * GRID_ROW + 4
    return grid.h >= cards * SLIM_ROW + 2 * (cards - 1)


def grid_rects(grid, slots, cards=0) -> list:
    """A two-row meter's slots in `grid`: two a row (the fourth under the second), 5 px apart; in a
    grid too narrow for two columns its `cards` cards one under another across it, 2 px apart, as
    tall as the room gives (40 px at most; its empty slots not drawn: the row's rule says how many)."""
    if (grid.w - 5) // 2 < GRID_COL and cards:
        h = min(40, (grid.h - 2 * (cards - 1)) // cards)
        return [pygame.Rect(grid.x, grid.y + i * (h + 2), grid.w, h) for i in range(cards)]
    cols = (slots + 1) // 2
    w, h = (grid.w - 5 * (cols - 1)) // cols, (grid.h - 4) // 2
    return [pygame.Rect(grid.x + (i % cols) * (w + 5), grid.y + (i // cols) * (h + 4), w, h) for i in range(slots)]


def _grid_cards(box, f, grid, slots) -> list:
    """A two-row meter's strips (grid_rects); one or two cards that the first row would name in
    shortened words each take a row across the grid instead, the empty slots not drawn (a narrow
    board at 1280x720: "Solar Plex." / "Strike" on 81x35 reads "Solar Plexus Strike" on 167x35)."""
    k = len(f["meter"])
    rects = grid_rects(grid, slots, k)
    if 0 < k <= 2 and not named_meter(box, f, rects, whole=True):
        h = (grid.h - 4) // 2
        across = [pygame.Rect(grid.x, grid.y + i * (h + 4), grid.w, h) for i in range(k)]
        if named_meter(box, f, across, whole=True):
            return across
    return rects


def meter_rects(f, left, right, y, h, slots) -> list:
    """A narrow board's meter slots without the COMBO METER label (its rule on the row's hover):
    the empty slots 12 px wide, the cards sharing the rest, so that each can show its name."""
    filled = min(len(f["meter"]), slots)
    empty = 12 if filled else max(8, (right - left - (slots - 1) * 5) // slots)
    cw = (right - left - (slots - 1) * 5 - (slots - filled) * empty) // max(1, filled)
    rects, x = [], left
    for i in range(slots):
        w = cw if i < filled else empty
        rects.append(pygame.Rect(x, y, w, h))
        x += w + 5
    return rects
