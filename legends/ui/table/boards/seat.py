"""A fighter's seat: its rival cards above, then the fighter board (name stripe, health track,
EX gauge, card counts, stun and critical-art chips, ability cards, combo meter).

Hotspot refs: ("rival", id), ("health", seat), ("ex", seat), ("stand", seat), ("critical", seat),
("ability", seat, ability_id), ("meter_label", seat), ("meter", seat, card), ("look", seat) (the name
and the hand chip: look at the seat's hand). The frame and the name stripe are in the seat's colour.
"""
from __future__ import annotations

import math

import pygame

from ....content.catalog import plural
from ... import assets
from ... import paint
from ... import rules_text
from ... import theme
from ...paint import Hot, glow, pill, standee
from ...paint.enemy_cards import rival_chip
from ...paint.seatmarks import seat_mark
from ... import drawn
from ... import gfx
from ...gameview import short_name
from .meter import combo_meter, grid_fits, wants_grid
STATUS_SIZE = 26    # health, EX and chip icons on the board's second line
NAME_SIZE = 24      # a fighter's name on its board's stripe
FULL_W = 420        # narrower boards show their essentials (a 3-4 seat table on a small canvas: layout.py)


def board_frame(seat, active=False, deciding=False):
    """(colour, width) of a fighter board's frame: always its seat's colour (as its ring, the
    prompt and its hand panel), thicker while its turn is shown or it decides."""
    return theme.SEAT_COLORS[seat % 4], 5 if active or deciding else 3


def draw_seat(surf, rect, game, seat, mode=None, ctrl="Human", active=False, deciding=False, rival_h=64,
              looked=False):
    """Rival cards (above) and the fighter board of one seat (looked: its hand is being looked at)."""
    view = game.view
    f = view.fighter(seat)
    fighter = game.box.fighters[f["id"]]
    rect = pygame.Rect(rect)
    if rival_h > 0:
        hots = _rivals(surf, pygame.Rect(rect.x, rect.y, rect.w, rival_h), game, f)
        b = pygame.Rect(rect.x, rect.y + rival_h + 6, rect.w, rect.h - rival_h - 6)
    else:               # the rival cards are in the row's box (draw_rivals_box)
        hots, b = [], rect
    frame, width = board_frame(seat, active, deciding)
    paint.panel(surf, b, (44, 36, 33), frame, 12, width, True)
    stripe = pygame.Rect(b.x + width, b.y + width, b.w - 2 * width, 64)
    if b.w < FULL_W:        # too narrow for the whole board: its essentials (the full one on focus or zoom)
        return hots + _essentials(surf, b, stripe, game, fighter, f, seat, mode, ctrl, active, deciding, looked)
    hots += _name_stripe(surf, stripe, fighter, f, seat, ctrl, active, deciding)
    hots += _status_line(surf, stripe, view, fighter, f, seat, mode, looked)
    meter_h = 40 if b.h >= 240 else 32         # a short board (a 720p table): its abilities keep the room
    hots += _abilities(surf, b, stripe.bottom + 6, fighter, f, seat, mode, meter_h)
    hots += combo_meter(surf, b, game.box, f, seat, mode, view.max_meter, meter_h)
    return hots


def draw_rivals_box(surf, rect, game, rival_h=44) -> list:
    """The rival cards of every seat in a box at the end of the seats row (a row whose boards do not
    all fit whole: the boards keep their height for the map): a strip a seat, marked in its colour.
    A seat holding two rivals or more (one attacked another's: the rules assign it to the attacker)
    has a row a rival, the seats holding none a line ("no rival assigned"), where the rows stay
    LINE_MIN tall (a row under STACK_MIN: a one-line compact card); else its rivals share its strip
    as compact cards (_rivals)."""
    n = game.view.seats
    counts = [len(_seat_rivals(game.view, game.view.fighter(seat))) for seat in range(n)]
    h = min(rival_h, (rect.h - 6 * (n - 1)) // n)
    heights = [h] * n
    if max(counts, default=0) > 1:
        rows, spare = sum(counts), rect.h - 6 * (n - 1) - EMPTY_H * counts.count(0)
        row = min(rival_h, (spare - RIVAL_GAP * sum(max(0, k - 1) for k in counts)) // rows)
        if row >= LINE_MIN:
            heights = [EMPTY_H if k == 0 else k * row + RIVAL_GAP * (k - 1) for k in counts]
    hots, y = [], rect.y
    for seat in range(n):
        gfx.rect(surf, theme.SEAT_COLORS[seat % 4], (rect.x, y, 6, heights[seat]), border_radius=3)
        hots += _rivals(surf, pygame.Rect(rect.x + 10, y, rect.w - 10, heights[seat]), game, game.view.fighter(seat),
                        stacked=heights[seat] != h)
        y += heights[seat] + 6
    return hots


EMPTY_H = 20        # a seat without rivals in the rivals' box: its line
STACK_MIN = 36      # a rival's own row in the box this tall: the whole card (name band, icons' row), else
LINE_MIN = 24       # one line down to this (rival_chip: name, place, round, health), else side by side
RIVAL_GAP = 4       # between rivals stacked in a seat's strip
COMPACT_W = 200     # rivals sharing a strip side by side narrower than this: compact cards (rival_chip)


def _seat_rivals(view, f) -> list:
    return [e for e in map(view.enemy, f["rivals"]) if e is not None]


def _rivals(surf, strip, game, f, stacked=False) -> list:
    """The fighter's rival cards in a strip above the board (or in the rivals' box): side by side,
    compact where two or more would be too narrow for the whole card; `stacked`: a row each."""
    view = game.view
    rivals = _seat_rivals(view, f)
    if not rivals:
        t = assets.text("no rival assigned", 15, (200, 180, 150), italic=True)
        surf.blit(t, (strip.x + 8, strip.centery - t.get_height() // 2))
        return []
    hots = []
    k = len(rivals)
    if stacked:
        rw, rival_h = min(300, strip.w), (strip.h - RIVAL_GAP * (k - 1)) // k
    else:
        rw, rival_h = min(300, (strip.w - 6 * (k - 1)) // k), strip.h
    for i, e in enumerate(rivals):
        rv = game.box.rivals[e["rival"]]
        side = rv.side(e["round"])
        where = f"at {view.space_name(e['space'])}" if e["space"] else "not on map"
        if k > 1 and (rw < COMPACT_W or rival_h < STACK_MIN):
            img, hs = rival_chip(rv.name, side.health, side.activation, rw, rival_h, theme.hex_color(rv.color),
                                 f"R{e['round']}", where)
        else:
            img, hs = paint.enemy_card(rv.name, side.health, side.activation, paint.passive_label(side.passive), rw,
                                       rival_h, theme.hex_color(rv.color), mark="rival", round_label=f"R{e['round']}",
                                       extra=where)
        x, y = (strip.x, strip.y + i * (rival_h + RIVAL_GAP)) if stacked else (strip.x + i * (rw + 6), strip.y)
        paint.shadowed(surf, (x, y, rw, rival_h), 8, 6, 90, (2, 3))
        surf.blit(img, (x, y))
        hots += [h.moved(x, y) for h in hs]
        hots.append(Hot((x, y, rw, rival_h), (f"Rival {rv.name} (R{e['round']}), {where}",
                                              rules_text.RULES["rival"][1], rules_text.RULES["rival"][2]),
                        ref=("rival", e["id"])))
    return hots


def _essentials(surf, b, stripe, game, fighter, f, seat, mode, ctrl, active, deciding, looked) -> list:
    """A narrow board: the name stripe (standee, name, round, P-tag), the health track, the EX
    gauge and the card counts on a line each, and the combo meter; the abilities are on the full
    board (the seat deciding, looked at or focused) and in the zoom."""
    view = game.view
    tsz = STATUS_SIZE
    beside = 66 + view.max_health * (tsz + 2) + 4 <= stripe.w
    hots = _name_stripe(surf, stripe, fighter, f, seat, ctrl, active, deciding, short=True, low=not beside)
    state = ("ACTIVE",) if active else ("DECIDING",) if deciding else None
    said = not ctrl.startswith("Bot") or "Bot" in _stripe_tag(stripe, fighter.name, seat, ctrl, state, True)
    line = pygame.Rect(stripe.x, stripe.bottom + 6, stripe.w, tsz)
    grid = wants_grid(game.box, f, b, view.max_meter)           # 2-4 cards: the meter on two rows, below
    shared = grid and not beside and _shared_size(line.w, view)     # the health track and EX gauge on one line
    lead, gap = (4, 4) if shared and shared < 18 else (8, 6)    # a 142 px board: closer, 4 px apart
    line = line.move(0, gap - 6)
    foot = b.bottom - (stripe.x - b.x) - 3
    if shared and not grid_fits(pygame.Rect(0, 0, b.w - 18, foot - (line.y + shared + gap + tsz + gap - 1)), len(f["meter"])):
        shared, lead, gap, line = None, 8, 6, line.move(0, 6 - gap)     # (where the meter then fits under the counts)
    ex_x, esz = line.x + lead, shared or tsz
    if beside:                                                  # the health track beside the standee
        hots.append(_health_track(surf, stripe.x + 66, stripe.y + 34, f, seat, view.max_health))
    elif shared:                                                # smaller, the EX gauge after it (issue 26)
        hots.append(_health_track(surf, line.x + lead, line.y, f, seat, view.max_health, shared))
        ex_x += view.max_health * (shared + 2) + gap
    else:                                                       # a very narrow board: on a line of its own
        hots.append(_health_track(surf, line.x + 8, line.y, f, seat, view.max_health))
        said = said or bool(_bot_pill(surf, ctrl, line.x + 8 + view.max_health * (tsz + 2) + 6, line.right - 4, line.y, tsz))
        line = line.move(0, tsz + 6)
    hots.append(_ex_gauge(surf, ex_x, line.y, f, seat, view.max_ex, esz))
    ex_end, ex_y = ex_x + view.max_ex * (esz + 2) + 6, line.y
    if _counts_w(f) > line.right - 6 - ex_end:      # no room beside the EX gauge: the counts on a line below
        line = line.move(0, esz + gap)
        more, left = _card_counts(surf, line, line.y, f, seat, looked)
        cx = line.right - 6
        if shared and not said:                     # a bot's: its pill before them (the EX gauge's line is full)
            said = bool(_bot_pill(surf, ctrl, line.x + 6, left + 6, line.y, tsz))
    else:
        more, cx = _card_counts(surf, line, line.y, f, seat, looked)
    hots += more
    right = cx + 2 if line.y != ex_y else cx - 4    # the line's end (the counts below it), else off the counts
    pill = None if said else _bot_pill(surf, ctrl, ex_end - 2, right, ex_y, esz)    # 142 px at 1152x648: after the EX
    if pill:                                        # (the chips keep the rest, or go on the standee's foot)
        said, cx = True, pill.x - 4
    hots += _chips(surf, ex_end, ex_y, cx, view, fighter, f, seat, mode, stripe.topleft)
    ups = sum(1 for ab in fighter.abilities if ab.id in f["upgraded"])
    ready = sum(1 for ab in fighter.abilities if mode and (seat, ab.id) in mode.by_ability)
    text = (f"{ready} {'ability' if ready == 1 else 'abilities'} to use now" if ready else
            f"{len(fighter.abilities)} abilities" + (f", {ups} upgraded" if ups else "") + " · Z: zoom")
    if not said:                                    # a bot whose stripe had no room to say so
        text = next((t for t in (f"{_short(ctrl)} · {text}", f"{_short(ctrl)} · {len(fighter.abilities)} abilities",
                                 _short(ctrl), "Bot") if assets.font(14).size(t)[0] <= line.w - 16), "Bot")
    note = assets.fit_text(text, line.w - 16, 14, theme.HILITE if ready else (214, 190, 160), ready > 0)
    ny = line.bottom + 8
    grid = pygame.Rect(b.x + 8, line.bottom + gap - 1, b.w - 18, foot - line.bottom - gap + 1) if grid else None
    if grid is not None and not grid_fits(grid, len(f["meter"])):     # no room for two rows: one, names shortened
        grid = None
    if ny + note.get_height() < (grid.y if grid else b.bottom - 48) - 4:
        if ready:
            glow(surf, pygame.Rect(line.x + 4, ny - 2, note.get_width() + 8, note.get_height() + 4), radius=6)
        surf.blit(note, (line.x + 8, ny))
    hots += combo_meter(surf, b, game.box, f, seat, mode, view.max_meter, grid=grid)
    return hots


def _shared_size(w, view) -> int | None:
    """The icon size at which a narrow board's health track and EX gauge share a line w wide (26 px
    down to 18; then 17 to 15 with 4 px margins: a 142 px board at 1152x648, so that its meter
    stands in a column under the counts), else None."""
    n = view.max_health + view.max_ex
    return next((z for z in range(STATUS_SIZE, 14, -1) if (8 + n * (z + 2) + 6 + 4 if z >= 18 else
                                                           4 + n * (z + 2) + 4 + 2) <= w), None)


def _bot_pill(surf, ctrl, x, right, y, h) -> pygame.Rect | None:
    """"Bot (greedy)" (or "Bot") in a pill between x and right on a line of height h, if it fits:
    the pill's rectangle, else None."""
    for t, z in ((_short(ctrl), 13), ("Bot", 13), ("Bot", 12)):
        img = assets.text(t, z, theme.INK, True)
        if img.get_width() + 10 <= right - x:
            r = pygame.Rect(right - img.get_width() - 10, y + (h - img.get_height() - 2) // 2, img.get_width() + 10,
                            img.get_height() + 2)
            gfx.rect(surf, (200, 200, 210), r, border_radius=r.h // 2)
            drawn.put(surf, img, (r.x + 5, r.y + 1), t, r)
            return r
    return None


def _name_stripe(surf, stripe, fighter, f, seat, ctrl, active, deciding, short=False, low=False) -> list:
    """The top stripe in the seat's colour: standee (in the fighter's own colour), name, round, seat
    tag and ACTIVE / DECIDING. A click on the name looks at the seat's hand. `low`: the stripe's
    lower half right of the standee is free (a narrow board's health track has a line of its own):
    a name the top line would cut stands there, whole (4 seats at 1152x648: "Chun-Li", not "...")."""
    seat_col = theme.SEAT_COLORS[seat % 4]
    col = theme.hex_color(fighter.color)
    gfx.rect(surf, theme.mix(seat_col, (40, 30, 28), 0.6), stripe, border_top_left_radius=9,
                     border_top_right_radius=9)
    tok = standee({"kind": "fighter", "label": "", "color": col, "ring": seat_col, "stunned": False, "seat": seat}, 56)
    surf.blit(tok, (stripe.x + 4, stripe.y + 4))
    hots = [Hot((stripe.x + 4, stripe.y + 4, 56, 56), (f"{fighter.name}: {fighter.title}",
                                                      f"Player {seat + 1}'s fighter ({ctrl}).", "Fighter Setup"))]
    state = ("ACTIVE", (255, 214, 64)) if active else ("DECIDING", (255, 140, 60)) if deciding else None
    tag = _stripe_tag(stripe, fighter.name, seat, ctrl, state, short)
    tr = pill(surf, tag, (stripe.right - 6, stripe.y + 5), seat_col, theme.WHITE, 15, "topright")
    tr = seat_mark(surf, seat, (tr.x - 13, tr.centery), 10, "board").union(tr)   # its shape, not its colour alone
    right = tr.x
    if state and (not short or assets.font(15, True).size(state[0])[0] + 20 <= right - stripe.x - 66 - 44 - 60):
        sr = pill(surf, state[0], (tr.x - 6, stripe.y + 5), state[1], theme.INK, 15, "topright")    # a narrow
        drawn.note("state", state[0], sr)                                    # board: its frame
        right = sr.x
    tight = short and right - stripe.x - 66 - 54 < assets.font(12, True).size(fighter.name)[0]
    room = right - stripe.x - 66 - 6        # the name never reaches under ACTIVE / DECIDING (the playtest's 03)
    name_w = room - 2 if tight else max(min(60, room), room - 48)
    at = (stripe.x + 66, stripe.y + 3)
    if tight and low and assets.font(18, True).size(fighter.name)[0] > name_w:
        name, at = _low_name(fighter.name, stripe.right - 6 - (stripe.x + 64)), (stripe.x + 64, stripe.y + 32)
    else:
        name = assets.fit_text(fighter.name, name_w, NAME_SIZE, theme.WHITE, True)
    surf.blit(name, at)
    drawn.note("name", fighter.name, (*at, name.get_width(), name.get_height()))
    hots.append(Hot((*at, name.get_width(), name.get_height()),
                    (f"P{seat + 1} · {fighter.name}", f"Click: look at P{seat + 1}'s hand (PageUp / PageDown go round "
                     "the table; Esc comes back).", "Fighter Phase"), ("look", seat)))
    beside = stripe.x + 76 + name.get_width()
    if beside + assets.font(15, True).size(f"R{f['round']}")[0] + 12 > right - 4:   # it would cover ACTIVE / DECIDING
        tight = True
    at = (beside, stripe.y + 7) if not tight else (stripe.x + 2, stripe.y + 2)
    r = pill(surf, f"R{f['round']}", at, (255, 214, 64) if f["round"] == 2 else (230, 230, 230), size=15)
    hots.append(Hot(r, (f"Round {f['round']}", rules_text.RULES["health"][1], "Damaging a Fighter")))
    return hots


def _stripe_tag(stripe, name, seat, ctrl, state, short) -> str:
    """The seat tag on the stripe: "P4 · Keyboard + mouse", or "P4" alone where the long one would
    leave the fighter's name less than its width at NAME_SIZE beside ACTIVE / DECIDING (the driver is
    in the standee's tooltip; the active board's name kept its size at 4K: issue 26's re-check,
    finding 6, "Chun-Li" at 15 px beside the others' 24); a narrow board's is always "P4"."""
    tag = f"P{seat + 1}"
    font = assets.font(15, True)
    if short:           # a bot's narrow board says so where it fits: "P2 · Bot (greedy)", "P2 · Bot"
        room = stripe.right - 6 - 12 - 24 - (font.size(state[0])[0] + 18 if state else 0) - (stripe.x + 66) - 6
        least = min(assets.font(12, True).size(name)[0], 60)
        bot = [t for t in (f"{tag} · {_short(ctrl)}", f"{tag} · Bot") if ctrl.startswith("Bot")]
        return next((t for t in bot if room - font.size(t)[0] >= least), tag)
    full = f"{tag} · {_short(ctrl)}"
    used = font.size(full)[0] + 12 + 24 + (font.size(state[0])[0] + 18 if state else 0)
    room = stripe.right - 6 - used - (stripe.x + 66) - 6      # as _name_stripe's, less the round pill's 48 px
    return full if room - 48 >= assets.font(NAME_SIZE, True).size(name)[0] else tag


def _low_name(name: str, width: int) -> pygame.Surface:
    """A fighter's name on a narrow stripe's lower line: whole at 18 px down to 13, else its
    short form ("E. Honda" -> "HONDA", gameview.short_name), else cut."""
    for text in (name, short_name(name)):
        if assets.font(13, True).size(text)[0] <= width:
            return assets.fit_text(text, width, 18, theme.WHITE, True, min_size=13)
    return assets.fit_text(short_name(name), width, 13, theme.WHITE, True)


def _short(ctrl: str) -> str:
    """The driver on the board's stripe: "Controller 2" (its layout is in the tooltip), "UNPLUGGED" /
    "DISCONNECTED" (a controller / a phone gone: the prompt says what to do), "Keyboard + mouse",
    "Phone", "Bot (expert)": the fighter's name and the ACTIVE / DECIDING pill keep their room on a
    4-seat table."""
    head, _, rest = ctrl.partition(" · ")
    return rest.upper() if rest in ("unplugged", "disconnected") else head


def _status_line(surf, stripe, view, fighter, f, seat, mode, looked=False) -> list:
    """The second line: health track, EX gauge, card counts (right), then the stun and
    critical-art chips in the room between."""
    y = stripe.y + 34
    x = stripe.x + 66
    hots = [_health_track(surf, x, y, f, seat, view.max_health)]
    x += view.max_health * (STATUS_SIZE + 2) + 10
    hots.append(_ex_gauge(surf, x, y, f, seat, view.max_ex))
    x += view.max_ex * (STATUS_SIZE + 2) + 10
    more, cx = _card_counts(surf, stripe, y, f, seat, looked)
    hots += more
    hots += _chips(surf, x, y, cx, view, fighter, f, seat, mode, stripe.topleft)
    return hots


def _health_track(surf, x, y, f, seat, n, tsz=STATUS_SIZE) -> Hot:
    for i in range(n):
        rr = pygame.Rect(x + i * (tsz + 2), y, tsz, tsz)
        if i < f["health"]:
            surf.blit(assets.sprite("health", tsz), rr)
        else:
            gfx.circle(surf, (24, 20, 18), rr.center, tsz // 2 - 1)
            gfx.circle(surf, (110, 90, 70), rr.center, tsz // 2 - 1, 2)
    return Hot((x, y, n * (tsz + 2), tsz), (f"Health {f['health']} of {n} (Round {f['round']})",
                                            rules_text.RULES["health"][1], rules_text.RULES["health"][2]),
               ("health", seat))


def _ex_gauge(surf, x, y, f, seat, n, tsz=STATUS_SIZE) -> Hot:
    for i in range(n):
        rr = pygame.Rect(x + i * (tsz + 2), y, tsz, tsz)
        if i < f["ex"]:
            surf.blit(assets.sprite("ex", tsz), rr)
        else:
            gfx.polygon(surf, (24, 20, 18), _hexagon(rr.center, tsz // 2 - 1))
            gfx.polygon(surf, (150, 120, 60), _hexagon(rr.center, tsz // 2 - 1), 2)
    return Hot((x, y, n * (tsz + 2), tsz), (f"EX gauge: {f['ex']} of {n}", rules_text.RULES["ex_gauge"][1],
                                            rules_text.RULES["ex_gauge"][2]), ("ex", seat))


def _counts_w(f) -> int:
    """The width the compact card counts take (_card_counts on a narrow board)."""
    font = assets.font(16, True)
    return sum(font.size(str(len(f[k])))[0] + 27 for k in ("discard", "deck", "hand")) + 8 + 21


def _card_counts(surf, stripe, y, f, seat, looked=False):
    """Discard, deck and hand counts from the right edge; returns (hotspots, left edge). The hand
    count is a chip: a click looks at the hand (the chip is in the seat colour while it is looked at)."""
    tsz = STATUS_SIZE
    hots = []
    cx = stripe.right - 6
    compact = stripe.w < 600
    for label, n, key in (("discard", len(f["discard"]), "discard"), ("deck", len(f["deck"]), "deck"),
                          ("hand", len(f["hand"]), "hand")):
        t = assets.text(f"{n}" if compact else f"{label} {n}", 16 if compact else 15,
                   theme.text_on(theme.SEAT_COLORS[seat % 4]) if key == "hand" and looked else theme.WHITE, True)
        if key == "hand":
            cx -= 4
            chip = pygame.Rect(cx - t.get_width() - 21, y - 1, t.get_width() + 25, tsz + 2)
            gfx.rect(surf, theme.SEAT_COLORS[seat % 4] if looked else (66, 54, 84), chip, border_radius=7)
            gfx.rect(surf, theme.lighter(theme.SEAT_COLORS[seat % 4], 0.3), chip, 1, border_radius=7)
        cx -= t.get_width()
        surf.blit(t, (cx, y + tsz // 2 - t.get_height() // 2))
        back = paint.card_back(14, 20, (70, 50, 100) if key != "discard" else (90, 70, 50), "")
        cx -= 17
        surf.blit(back, (cx, y + tsz // 2 - 10))
        if key == "hand":
            cx -= 4
            hots.append(Hot(chip, (f"Hand: {plural(n, 'card')}", f"Click: look at P{seat + 1}'s hand (PageUp / "
                                   "PageDown go round the table; Esc comes back).", "Fighter Phase"), ("look", seat)))
        else:
            hots.append(Hot((cx, y, t.get_width() + 17, tsz), (f"{label.title()}: {plural(n, 'card')}",
                                                               "Style cards of this fighter.", "Fighter Phase")))
        cx -= 10
    return hots, cx


def _chips(surf, x, y, cx, view, fighter, f, seat, mode, corner) -> list:
    """STUNNED (when stunned) and the critical art (on Round 2), as wide as the room allows: the
    art's name only where it is whole; on a line too short for the chips, small ones on the foot of
    the standee (at `corner`, the stripe's top left)."""
    tsz = STATUS_SIZE
    hots = []
    room = cx - x - 4
    want_crit = f["round"] == 2
    n = bool(f["stunned"]) + want_crit
    if n and room < n * (tsz + 6) + (n - 1) * 8:
        return _standee_chips(surf, corner, view, fighter, f, seat, mode)
    chip_full = 112 + (150 if want_crit else 0) <= room if f["stunned"] else 150 <= room
    if f["stunned"]:
        sr = pygame.Rect(x, y - 2, 104 if chip_full else tsz + 6, tsz + 4)
        if mode and seat in mode.by_stand:
            glow(surf, sr, radius=6)
        gfx.rect(surf, (150, 110, 0), sr, border_radius=8)
        surf.blit(assets.sprite("stun", tsz), (sr.x + 2, sr.y + 2))
        if chip_full:
            surf.blit(assets.text("STUNNED", 15, theme.WHITE, True), (sr.x + tsz + 5, sr.y + 6))
        hots.append(Hot(sr, rules_text.RULES["stunned"], ("stand", seat)))
        x = sr.right + 8
    if want_crit:
        art = fighter.critical_art
        ready = view.critical_ready(seat)
        cr = pygame.Rect(x, y - 2, max(tsz + 6, cx - x - 4), tsz + 4)
        if mode and seat in mode.by_critical:
            glow(surf, cr, radius=6)
        gfx.rect(surf, (200, 60, 20) if ready else (70, 60, 56), cr, border_radius=8)
        surf.blit(assets.sprite("critical", tsz), (cr.x + 2, cr.y + 2))
        t = assets.whole_text(art.name, cr.w - tsz - 10, cr.h - 2, 15, theme.WHITE if ready else (190, 180, 170), True,
                         cut=False) if cr.w > 60 else None
        if t is not None:           # the whole name, or none: hover or zoom the chip
            surf.blit(t, (cr.x + tsz + 5, cr.centery - t.get_height() // 2))
        hots.append(_critical_hot(cr, fighter, ready, seat))
    return hots


def _critical_hot(r, fighter, ready, seat) -> Hot:
    art = fighter.critical_art
    desc = ", ".join(rules_text.act_words(a) for row in art.rows for a in row)
    return Hot(r, (f"Critical art: {art.name}" + (" (ready)" if ready else ""),
                   f"{desc}. " + rules_text.RULES["critical"][1], rules_text.RULES["critical"][2]), ("critical", seat))


def _standee_chips(surf, corner, view, fighter, f, seat, mode, size=22) -> list:
    """The stun and critical-art chips as small badges on the foot of the standee (a narrow board)."""
    hots = []
    x, y = corner[0] + 2, corner[1] + 60 - size
    if f["stunned"]:
        r = pygame.Rect(x, y, size + 2, size + 2)
        if mode and seat in mode.by_stand:
            glow(surf, r, radius=6)
        gfx.rect(surf, (150, 110, 0), r, border_radius=6)
        surf.blit(assets.sprite("stun", size), (r.x + 1, r.y + 1))
        hots.append(Hot(r, rules_text.RULES["stunned"], ("stand", seat)))
    if f["round"] == 2:
        ready = view.critical_ready(seat)
        r = pygame.Rect(corner[0] + 62 - size - 2, y, size + 2, size + 2)
        if mode and seat in mode.by_critical:
            glow(surf, r, radius=6)
        gfx.rect(surf, (200, 60, 20) if ready else (70, 60, 56), r, border_radius=6)
        surf.blit(assets.sprite("critical", size), (r.x + 1, r.y + 1))
        hots.append(_critical_hot(r, fighter, ready, seat))
    return hots


def _abilities(surf, b, y2, fighter, f, seat, mode, meter_h=40) -> list:
    """The four ability cards, each on its standard or upgraded side."""
    hots = []
    ah = b.bottom - y2 - meter_h - (14 if meter_h >= 40 else 10)
    gap = 6
    aw = (b.w - 20 - 3 * gap) // 4
    for idx, ab in enumerate(fighter.abilities):
        up = ab.id in f["upgraded"]
        ar = pygame.Rect(b.x + 10 + idx * (aw + gap), y2, aw, ah)
        if mode and (seat, ab.id) in mode.by_ability:
            glow(surf, ar, radius=8)
        img, hs = paint.ability_card(fighter, idx, up, aw, ah)
        surf.blit(img, ar)
        hots += [h.moved(ar.x, ar.y) for h in hs]
        side = ab.side(up)
        cost = ", ".join(side.cost)
        acts = "; then ".join(", ".join(rules_text.act_words(a) for a in row) for row in side.rows)
        hots.append(Hot(ar, (f"{ab.name} ({'upgraded' if up else 'standard'})",
                             f"{acts[:1].upper()}{acts[1:]}. Cost: discard combo-meter cards showing {cost}. "
                             + (f"Kicker: +{', '.join(side.kicker.cost)}. " if side.kicker else "")
                             + "Any player may perform abilities during the fighter phase.",
                             "Combo Meter and Ability Cards"), ("ability", seat, ab.id)))
    return hots


def _hexagon(c, r):
    return [(c[0] + r * math.cos(math.pi / 3 * k + math.pi / 6), c[1] + r * math.sin(math.pi / 3 * k + math.pi / 6))
            for k in range(6)]
