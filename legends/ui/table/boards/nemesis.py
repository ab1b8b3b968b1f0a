"""The nemesis board: header (name, round, where, deck and discard), the three icon abilities,
the EX ability and the critical, and the health track."""
from __future__ import annotations

import pygame

from ....content.catalog import plural
from ... import assets
from ... import drawn
from ... import paint
from ... import rules_text
from ... import theme
from ...paint import GLOW, Hot, blit_center, pill, standee
from ...paint.icons import MIN_ICON, rows_fit, rows_surface
from ... import gfx

TRACK_H, EX_H = 74, 96
EX_LEAST, TRACK_LEAST = 40, 40      # a short board's boxes: a label over a name; a label over the track's cells
LABEL, LABEL_ROOMY = 16, 18         # the boxes' labels (EX ABILITY, CRITICAL, HEALTH TRACK): readable from a sofa
                                    # (18 where the box has room: 720p and up; 16 on a short board)
ROW_LEAST = 22                      # an ability row: its actions' icons at MIN_ICON, never stacked into each other


def draw_nemesis(surf, rect, game, highlight_icon=None):
    nem = game.nem
    view = game.view
    ns = view.nemesis
    rect = pygame.Rect(rect)
    paint.panel(surf, rect, (38, 24, 44), (150, 90, 190), 12, 3, True)
    head = pygame.Rect(rect.x + 4, rect.y + 4, rect.w - 8, 50)
    hots = _header(surf, head, nem, ns, view)
    y = head.bottom + 6
    k = max(0.55, min(1.0, rect.h / 462))         # a short board (a small canvas): shorter boxes, same text sizes
    ex_h, track_h = int(EX_H * k), max(46, int(TRACK_H * k))
    ah = (rect.bottom - y - ex_h - track_h - 8 - 6 - 6 - 8) // 3
    if ah < ROW_LEAST:              # a 1152x648 canvas: the abilities' rows take what the boxes can spare
        spare = (ROW_LEAST - ah) * 3
        cut = min(spare, ex_h - EX_LEAST)
        ex_h, track_h = ex_h - cut, track_h - max(0, min(spare - cut, track_h - TRACK_LEAST))
        ah = (rect.bottom - y - ex_h - track_h - 8 - 6 - 6 - 8) // 3
    more, y = _abilities(surf, rect, y, ah, nem.side(ns["round"]), ns["round"], highlight_icon)
    hots += more
    y += 2
    hots += _ex_and_critical(surf, rect, y, nem, ns, ex_h)
    y += ex_h + 6
    tr = pygame.Rect(rect.x + 8, y, rect.w - 16, rect.bottom - y - 8)
    hots.append(_health_track(surf, tr, nem, ns["track"], nem.start_index(view.seats)))
    return hots


def _header(surf, head, nem, ns, view) -> list:
    """Standee, name, round, where the nemesis is, its deck and discard."""
    col = theme.hex_color(nem.color)
    gfx.rect(surf, theme.mix(col, (20, 10, 30), 0.4), head, border_top_left_radius=9, border_top_right_radius=9)
    tok = standee({"kind": "nemesis", "label": "", "color": col, "ring": (230, 180, 50)}, 44)
    surf.blit(tok, (head.x + 4, head.y + 3))
    dx = head.right - 4
    wide = head.w >= 380            # a narrow board (a 720p canvas): the counts without their labels (tooltips)
    hots = []
    for label, n in (("DISCARD", len(ns["discard"])), ("DECK", len(ns["deck"]))):
        w, bw = (max(62, 31 + assets.font(15, True).size(label)[0]), 26) if wide else (44, 18)    # the label whole
        dx -= w
        surf.blit(paint.card_back(bw, bw * 36 // 26, (70, 24, 90), ""), (dx, head.y + 8))
        if wide:
            surf.blit(assets.text(label, 15, (230, 200, 255), True), (dx + 29, head.y + 3))
        surf.blit(assets.text(str(n), 22, theme.WHITE, True), (dx + bw + 4, head.y + (20 if wide else 12)))
        hots.append(Hot((dx, head.y, w, head.h), (f"Nemesis {label.lower()}: {plural(n, 'card')}",
                                                  rules_text.RULES["ncard"][1], rules_text.RULES["ncard"][2])))
        dx -= 4
    room = dx - 4 - (head.x + 54)
    nm = assets.fit_text(nem.name, min(190, room - 40), 26, theme.WHITE, True)
    surf.blit(nm, (head.x + 54, head.y + 3))
    rnd = ns["round"]
    r = pill(surf, f"R{rnd}", (head.x + 64 + nm.get_width(), head.y + 8), (255, 214, 64) if rnd == 2 else (230, 230, 230))
    hots.append(Hot(r, ("Nemesis board: Round " + str(rnd), "R1 until the nemesis spawns; then the board flips "
                        "to R2.", "Nemesis Board / Spawning the Nemesis")))
    where = f"on the map at {view.space_name(view.enemy('nemesis')['space'])}" if ns["on_map"] else "off the map"
    wt = assets.fit_text(where, min(200, room), 16, (230, 210, 240), min_size=13)
    surf.blit(wt, (head.x + 54, head.y + 31))
    hots.append(Hot((head.x + 54, head.y + 31, wt.get_width(), wt.get_height()), (
        "Where the nemesis is", "The nemesis starts off the map and spawns on spawn location 2 when a nemesis card "
        "must be drawn from an empty deck.", "The Nemesis / Spawning the Nemesis")))
    return hots


def _abilities(surf, rect, y, ah, side, rnd, highlight_icon):
    """One row per icon ability (the one being resolved highlighted); returns (hotspots, y below)."""
    hots = []
    for icon, ab in side.abilities:
        ar = pygame.Rect(rect.x + 8, y, rect.w - 16, ah)
        hl = icon == highlight_icon
        gfx.rect(surf, (70, 44, 80) if not hl else (120, 70, 40), ar, border_radius=8)
        if hl:
            gfx.rect(surf, GLOW, ar, 3, border_radius=8)
        short = ah < 56             # icon and name side by side over the actions' room
        isz = min(46, ah - 26) if not short else min(30, ah - 6)
        surf.blit(assets.sprite(icon, isz), (ar.x + 6, ar.y + 4 if not short else ar.centery - isz // 2))
        hots.append(Hot((ar.x + 6, ar.y + 4, isz, isz), rules_text.for_icon(icon)))
        name_w = (150 if ar.w >= 360 else 126) if not short else max(  # the name as wide as the actions leave
            min(126, ar.w // 2 - isz - 10), min(assets.font(16, True).size(ab.name)[0] + 2,
                                                ar.w - isz - 22 - _actions_w(ab.rows, max(MIN_ICON, min(42, ah - 6)))))
        nt = assets.fit_text(ab.name, name_w, 16, theme.WHITE, True, min_size=12)
        surf.blit(nt, (ar.x + 6, ar.bottom - 20) if not short else (ar.x + isz + 10, ar.centery - nt.get_height() // 2))
        rx = ar.x + name_w + 8 if not short else ar.x + isz + 14 + name_w
        hots += _actions(surf, ab.rows, pygame.Rect(rx, ar.y + 3, ar.right - 4 - rx, ar.h - 6) if not short else
                         pygame.Rect(rx, ar.y + 1, ar.right - 4 - rx, ar.h - 2))
        acts = "; ".join(", ".join(rules_text.act_words(a) for a in row) for row in ab.rows)
        hots.append(Hot(ar, (f"{ab.name} ({icon} ability, R{rnd})", f"Resolved when a nemesis card with the {icon} icon "
                             f"is drawn: {acts}. Actions marked with a minion icon are performed by those minions; "
                             "the others by the nemesis, who targets the active player.", "Nemesis Abilities")))
        y += ah + 4
    return hots, y


def _actions_w(rows, size) -> int:
    """About how wide _actions draws `rows` (one row at `size`; more side by side at MIN_ICON)."""
    if len(rows) < 2:
        return rows_surface(tuple(rows), size, 10_000, False, True)[0].get_width()
    return sum(rows_surface((row,), MIN_ICON, 10_000, False, True)[0].get_width() for row in rows) + 8 * len(rows)


def _actions(surf, rows, area) -> list:
    """An ability's actions in `area`, their icons never under MIN_ICON: its rows one under the other
    where they fit, else side by side (a short row: a 1152x648 canvas), never stacked into each other."""
    size = max(MIN_ICON, min(42, area.h - 4))
    if len(rows) < 2 or rows_fit(rows, area, dark_text=False, compact=True):
        return paint.blit_rows(surf, rows, size, area, dark_text=False, compact=True)
    widths = [rows_surface((row,), MIN_ICON, area.w, False, True)[0].get_width() for row in rows]
    gap = max(4, (area.w - sum(widths)) // (len(rows) + 1))
    hots, x = [], area.x + max(0, (area.w - sum(widths) - gap * (len(rows) - 1)) // 2)
    for row, w in zip(rows, widths):
        hots += paint.blit_rows(surf, (row,), MIN_ICON, pygame.Rect(x, area.y, w, area.h), dark_text=False, compact=True)
        x += w + gap
    return hots


def _ex_and_critical(surf, rect, y, nem, ns, ex_h=EX_H) -> list:
    """The EX ability (with the EX the nemesis holds) and the critical ability, side by side (short:
    their names; the rest in the tooltip and the zoom)."""
    half = (rect.w - 22) // 2
    er = pygame.Rect(rect.x + 8, y, half, ex_h)
    gfx.rect(surf, (58, 40, 30), er, border_radius=8)
    lz = LABEL_ROOMY if ex_h >= 56 else LABEL
    lab = assets.fit_text("EX ABILITY", er.w - 12, lz, (255, 200, 90), True)
    ny = er.y + lab.get_height() + 1            # the names under the labels
    tk = min(44, ex_h - 24) if ex_h >= 60 else ex_h - 10         # short: the token beside both lines
    under = lab.get_width() + tk + 16 > er.w    # no room for the token beside the label: under it, smaller
    if under:                                   # (a 280 px board: "EX ABILIT" was cut by the token)
        tk = max(24, min(tk, er.bottom - ny))      # (over the label's line's foot: capitals, no descenders)
    drawn.put(surf, lab, (er.x + 6, er.y + 2), "EX ABILITY", er)
    ext = assets.whole_text(nem.ex_name, er.w - tk - 16, er.bottom - 2 - ny if ex_h < 80 else 20, 17, theme.WHITE, True,
                            min_size=assets.MIN_TEXT)       # two lines where one is too narrow (rule text below from 80)
    surf.blit(ext, (er.x + 6, ny))
    if ex_h >= 80:
        paint.text_block(surf, rules_text.effect_text(nem.ex_ability.effect, nem.ex_ability.args),
                     (er.x + 6, er.y + 38, er.w - 58, ex_h - 56), 14, (230, 215, 200), max_lines=2)
    ty = max(ny - 3, er.bottom - 3 - tk) if under else er.y + (20 if ex_h >= 60 else (ex_h - tk) // 2)
    surf.blit(paint.token("ex", tk, ns["ex"]), (er.right - tk - 6, ty))
    drawn.note("icon", "ex token", (er.right - tk - 6, ty, tk, tk), er)
    hots = [Hot(er, (f"EX ability: {nem.ex_name} ({ns['ex']} EX)", rules_text.effect_text(
        nem.ex_ability.effect, nem.ex_ability.args) + " The nemesis spends 1 EX on each attack.", "Nemesis Abilities"))]
    cr = pygame.Rect(er.right + 6, y, half, ex_h)
    done = ns.get("critical_done")
    gfx.rect(surf, (90, 30, 20) if not done else (50, 40, 40), cr, border_radius=8)
    surf.blit(assets.fit_text("CRITICAL" + (" (used)" if done else ""), cr.w - 12, lz, (255, 160, 90), True, min_size=12),
              (cr.x + 6, cr.y + 2))
    rows_room = ex_h - 44 >= 24
    surf.blit(assets.whole_text(nem.critical.name, cr.w - 12, 20 if rows_room else er.bottom - 2 - ny, 16, theme.WHITE,
                                True, min_size=assets.MIN_TEXT), (cr.x + 6, ny))
    if rows_room:
        hots += paint.blit_rows(surf, nem.critical.rows, 34, pygame.Rect(cr.x + 4, cr.y + 40, cr.w - 8, ex_h - 44),
                            dark_text=False, compact=True)
    hots.append(Hot(cr, ("Critical ability: " + nem.critical.name, "Resolved once, when the health tracker reaches "
                         "the rightmost space.", "Nemesis Board")))
    return hots


def _health_track(surf, tr, nem, cur, start) -> Hot:
    """The health track: the tracker's space, or (off the map) where it will start."""
    gfx.rect(surf, (28, 18, 32), tr, border_radius=8)
    lab = assets.text("HEALTH TRACK", LABEL_ROOMY if tr.h >= 46 else LABEL, (230, 200, 255), True)
    surf.blit(lab, (tr.x + 6, tr.y + 1))
    n = len(nem.health_track)
    cw = (tr.w - 12 - (n - 1) * 4) // n
    for i, v in enumerate(nem.health_track):
        c = pygame.Rect(tr.x + 6 + i * (cw + 4), tr.y + lab.get_height() + 1, cw, tr.h - lab.get_height() - 5)
        on = cur is not None and i == cur
        fill = (200, 40, 40) if on else ((70, 50, 70) if i >= (cur if cur is not None else start) else (40, 30, 40))
        gfx.rect(surf, fill, c, border_radius=6)
        gfx.rect(surf, (255, 214, 64) if on else (110, 80, 120), c, 3 if on else 1, border_radius=6)
        big = max(14, min(30 if on else 24, c.h - 4))
        blit_center(surf, assets.text(str(v), big, theme.WHITE, True), (c.centerx, c.centery - 2))
        if cur is None and i == start:
            gfx.rect(surf, (255, 214, 64), c, 2, border_radius=6)
            t = assets.text("start", 12, (255, 214, 64), True)
            surf.blit(t, (c.centerx - t.get_width() // 2, c.bottom - t.get_height() - 1))
    return Hot(tr, ("Nemesis health track" + (f": tracker on {nem.health_track[cur]}" if cur is not None else
                                             " (off the map)"), rules_text.RULES["track"][1],
                    rules_text.RULES["track"][2]), ref=("nemesis health",))   # a claim of the overlay layer
