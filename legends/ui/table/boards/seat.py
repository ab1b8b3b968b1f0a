"""Player-facing boards drawn from the state: fighter boards (with their rival cards above),
the nemesis board, the minion sheet, the active hand, the dice tray and the log.

Each draw function returns hotspots (Hot) whose `ref` says what was hit, e.g.
("ability", seat, idx), ("meter", seat, card), ("hand", seat, card), ("sprint", seat, card).
"""
from __future__ import annotations

import pygame

from ... import assets as A
from ... import paint as D
from ... import rules_text
from ... import theme as T
from ...paint import Hot, blit_center
from ..map.view import standee

GLOW = (255, 214, 64)


def glow(surf, rect, color=GLOW, width=4, radius=10):
    r = pygame.Rect(rect).inflate(8, 8)
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*color, 70), s.get_rect(), border_radius=radius + 4)
    surf.blit(s, r.topleft)
    pygame.draw.rect(surf, color, r, width, border_radius=radius + 4)


def pill(surf, label, pos, fill, fg=T.INK, size=15, anchor="topleft"):
    t = A.text(label, size, fg, True)
    r = t.get_rect(**{anchor: pos}).inflate(12, 4)
    pygame.draw.rect(surf, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surf, T.darker(fill, 0.6), r, 1, border_radius=r.h // 2)
    blit_center(surf, t, r.center)
    return r


def small_label(surf, text, pos, color=(214, 176, 100)):
    t = A.text(text, 13, color, True)
    surf.blit(t, pos)
    return t.get_width()


# --- fighter seat -----------------------------------------------------------------------------
def draw_seat(surf, rect, game, seat, mode=None, ctrl="Human", active=False, deciding=False, rival_h=64):
    """Rival cards (above) and the fighter board of one seat."""
    box = game.box
    f = game.s["fighters"][seat]
    fighter = box.fighters[f["id"]]
    rect = pygame.Rect(rect)
    hots = []
    seat_col = T.SEAT_COLORS[seat % 4]
    # rivals strip
    strip = pygame.Rect(rect.x, rect.y, rect.w, rival_h)
    rivals = [game.s["enemies"][r] for r in f["rivals"] if r in game.s["enemies"]]
    if rivals:
        rw = min(300, (strip.w - 6 * (len(rivals) - 1)) // len(rivals))
        for i, e in enumerate(rivals):
            rv = box.rivals[e["rival"]]
            side = rv.side(e["round"])
            p = side.passive
            ptxt = (p.effect.replace("_", " ").title() + (f" {list(p.args.values())[0]}" if p.args else ""),
                    rules_text.effect_text(p.effect, p.args)) if p else None
            where = f"at {e['space']}" if e["space"] else "not on map"
            img, hs = D.enemy_card(rv.name, side.health, side.activation, ptxt, rw, rival_h,
                                   T.hex_color(rv.color), mark="rival", round_label=f"R{e['round']}", extra=where)
            x = strip.x + i * (rw + 6)
            D.shadowed(surf, (x, strip.y, rw, rival_h), 8, 6, 90, (2, 3))
            surf.blit(img, (x, strip.y))
            hots += [h.moved(x, strip.y) for h in hs]
            hots.append(Hot((x, strip.y, rw, rival_h), (f"Rival {rv.name} (R{e['round']})",
                                                        rules_text.RULES["rival"][1], rules_text.RULES["rival"][2]),
                            ref=("rival", e["id"])))
    else:
        t = A.text("no rival assigned", 15, (200, 180, 150), italic=True)
        surf.blit(t, (strip.x + 8, strip.centery - t.get_height() // 2))
    # the board
    b = pygame.Rect(rect.x, rect.y + rival_h + 6, rect.w, rect.h - rival_h - 6)
    D.panel(surf, b, (44, 36, 33), seat_col if active else (98, 78, 58), 12, 4 if active else 2, True)
    stripe = pygame.Rect(b.x + 4, b.y + 4, b.w - 8, 64)
    col = T.hex_color(fighter.color)
    pygame.draw.rect(surf, T.mix(col, (40, 30, 28), 0.55), stripe, border_top_left_radius=9, border_top_right_radius=9)
    tok = standee({"kind": "fighter", "label": "", "color": col, "ring": seat_col, "stunned": False}, 56)
    surf.blit(tok, (stripe.x + 4, stripe.y + 4))
    hots.append(Hot((stripe.x + 4, stripe.y + 4, 56, 56), (f"{fighter.name}: {fighter.title}",
                                                          f"Player {seat + 1}'s fighter ({ctrl}).", "Fighter Setup")))
    tag = f"P{seat + 1} · {ctrl}"
    tr = pill(surf, tag, (stripe.right - 6, stripe.y + 5), seat_col, T.WHITE, 15, "topright")
    right = tr.x
    if active:
        right = pill(surf, "ACTIVE", (tr.x - 6, stripe.y + 5), (255, 214, 64), T.INK, 15, "topright").x
    elif deciding:
        right = pill(surf, "DECIDING", (tr.x - 6, stripe.y + 5), (255, 140, 60), T.INK, 15, "topright").x
    name = A.fit_text(fighter.name, max(60, right - stripe.x - 120), 24, T.WHITE, True)
    surf.blit(name, (stripe.x + 66, stripe.y + 3))
    r = pill(surf, f"R{f['round']}", (stripe.x + 76 + name.get_width(), stripe.y + 7),
             (255, 214, 64) if f["round"] == 2 else (230, 230, 230), size=15)
    hots.append(Hot(r, (f"Round {f['round']}", rules_text.RULES["health"][1], "Damaging a Fighter")))
    # line 2: health, EX, stun, critical, counts
    y = stripe.y + 34
    x = stripe.x + 66
    tsz = 26
    for i in range(4):
        rr = pygame.Rect(x + i * (tsz + 2), y, tsz, tsz)
        if i < f["health"]:
            surf.blit(A.sprite("health", tsz), rr)
        else:
            pygame.draw.circle(surf, (24, 20, 18), rr.center, tsz // 2 - 1)
            pygame.draw.circle(surf, (110, 90, 70), rr.center, tsz // 2 - 1, 2)
    hots.append(Hot((x, y, 4 * (tsz + 2), tsz), (f"Health {f['health']} of 4 (Round {f['round']})",
                                                 rules_text.RULES["health"][1], rules_text.RULES["health"][2]),
                    ("health", seat)))
    x += 4 * (tsz + 2) + 10
    for i in range(3):
        rr = pygame.Rect(x + i * (tsz + 2), y, tsz, tsz)
        if i < f["ex"]:
            surf.blit(A.sprite("ex", tsz), rr)
        else:
            pygame.draw.polygon(surf, (24, 20, 18), _hexagon(rr.center, tsz // 2 - 1))
            pygame.draw.polygon(surf, (150, 120, 60), _hexagon(rr.center, tsz // 2 - 1), 2)
    hots.append(Hot((x, y, 3 * (tsz + 2), tsz), (f"EX gauge: {f['ex']} of 3", rules_text.RULES["ex_gauge"][1],
                                                 rules_text.RULES["ex_gauge"][2]), ("ex", seat)))
    x += 3 * (tsz + 2) + 10
    # counts (right)
    cx = stripe.right - 6
    compact = stripe.w < 600
    for label, n, key in (("discard", len(f["discard"]), "discard"), ("deck", len(f["deck"]), "deck"),
                          ("hand", len(f["hand"]), "hand")):
        t = A.text(f"{n}" if compact else f"{label} {n}", 16 if compact else 15, T.WHITE, True)
        cx -= t.get_width()
        surf.blit(t, (cx, y + tsz // 2 - t.get_height() // 2))
        back = D.card_back(14, 20, (70, 50, 100) if key != "discard" else (90, 70, 50), "")
        cx -= 17
        surf.blit(back, (cx, y + tsz // 2 - 10))
        hots.append(Hot((cx, y, t.get_width() + 17, tsz), (f"{label.title()}: {n} card(s)",
                                                           "Style cards of this fighter.", "Fighter Phase")))
        cx -= 10
    room = cx - x - 4
    want_crit = f["round"] == 2
    chip_full = 112 + (150 if want_crit else 0) <= room if f["stunned"] else 150 <= room
    if f["stunned"]:
        sr = pygame.Rect(x, y - 2, 104 if chip_full else tsz + 6, tsz + 4)
        if mode and seat in mode.by_stand:
            glow(surf, sr, radius=6)
        pygame.draw.rect(surf, (150, 110, 0), sr, border_radius=8)
        surf.blit(A.sprite("stun", tsz), (sr.x + 2, sr.y + 2))
        if chip_full:
            surf.blit(A.text("STUNNED", 15, T.WHITE, True), (sr.x + tsz + 5, sr.y + 6))
        hots.append(Hot(sr, rules_text.RULES["stunned"], ("stand", seat)))
        x = sr.right + 8
    if want_crit:
        art = fighter.critical_art
        ready = all(f["upgraded"]) and f["ex"] >= 3
        cr = pygame.Rect(x, y - 2, max(tsz + 6, cx - x - 4), tsz + 4)
        if mode and seat in mode.by_critical:
            glow(surf, cr, radius=6)
        pygame.draw.rect(surf, (200, 60, 20) if ready else (70, 60, 56), cr, border_radius=8)
        surf.blit(A.sprite("critical", tsz), (cr.x + 2, cr.y + 2))
        if cr.w > 70:
            surf.blit(A.fit_text(art.name, cr.w - tsz - 10, 15, T.WHITE if ready else (190, 180, 170), True),
                      (cr.x + tsz + 5, cr.y + 6))
        desc = " ".join(a.text() for row in art.rows for a in row)
        hots.append(Hot(cr, (f"Critical art: {art.name}" + (" (ready)" if ready else ""),
                             f"{desc}. " + rules_text.RULES["critical"][1], rules_text.RULES["critical"][2]),
                        ("critical", seat)))
    y = stripe.bottom - 44
    # ability cards
    y2 = y + 50
    meter_h = 40
    ah = b.bottom - y2 - meter_h - 14
    gap = 6
    aw = (b.w - 20 - 3 * gap) // 4
    for idx in range(4):
        ar = pygame.Rect(b.x + 10 + idx * (aw + gap), y2, aw, ah)
        if mode and (seat, idx) in mode.by_ability:
            glow(surf, ar, radius=8)
        img, hs = D.ability_card(fighter, idx, f["upgraded"][idx], aw, ah)
        surf.blit(img, ar)
        hots += [h.moved(ar.x, ar.y) for h in hs]
        ab = fighter.abilities[idx]
        side = ab.side(f["upgraded"][idx])
        cost = ", ".join(side.cost)
        hots.append(Hot(ar, (f"{ab.name} ({'upgraded' if f['upgraded'][idx] else 'standard'})",
                             f"Cost: discard combo-meter cards showing {cost}. "
                             + (f"Kicker: +{', '.join(side.kicker.cost)}. " if side.kicker else "")
                             + "Any player may perform abilities during the fighter phase.",
                             "Combo Meter and Ability Cards"), ("ability", seat, idx)))
    # combo meter
    my = b.bottom - meter_h - 8
    small_label(surf, "COMBO", (b.x + 10, my + 6))
    small_label(surf, "METER", (b.x + 10, my + 22))
    hots.append(Hot((b.x + 8, my, 56, meter_h), rules_text.RULES["meter"], ("meter_label", seat)))
    mx = b.x + 66
    mw = (b.right - 10 - mx - 3 * 5) // 4
    for i in range(4):
        mr = pygame.Rect(mx + i * (mw + 5), my, mw, meter_h)
        if i < len(f["meter"]):
            cid = f["meter"][i]
            card = box.style_card(cid)
            if mode and (seat, cid) in mode.by_meter:
                glow(surf, mr, (255, 120, 60) if mode.kind == "block" else GLOW, radius=6)
            surf.blit(mini_card(card, f["style"], mw, meter_h), mr)
            hots.append(Hot(mr, (card.name, "In the combo meter: its icons " + ", ".join(card.icons)
                                 + " pay ability costs, Interact and blocks.", "Combo Meter and Ability Cards"),
                            ("meter", seat, cid)))
        else:
            pygame.draw.rect(surf, (32, 26, 24), mr, border_radius=6)
            pygame.draw.rect(surf, (74, 60, 48), mr, 1, border_radius=6)
    return hots


def _hexagon(c, r):
    import math
    return [(c[0] + r * math.cos(math.pi / 3 * k + math.pi / 6), c[1] + r * math.sin(math.pi / 3 * k + math.pi / 6))
            for k in range(6)]


def mini_card(card, deck_id, w, h):
    key = ("mini", card.id, w, h)

    def build():
        frame = T.STYLE_FRAMES.get(deck_id, (110, 90, 70))
        s = D.card_base(w, h, frame, seed=3).copy()
        isz = h - 16
        icons = D.icons_row(card.icons, isz, 2)
        s.blit(icons, (w - icons.get_width() - 8, 8))
        t = A.fit_text(card.name, w - icons.get_width() - 22, 14, T.INK, True, min_size=10)
        s.blit(t, (9, h // 2 - t.get_height() // 2))
        return s
    return D.cached(key, build)


# --- nemesis board ------------------------------------------------------------------------------
def draw_nemesis(surf, rect, game, highlight_icon=None):
    nem = game.nem
    ns = game.s["nemesis"]
    rect = pygame.Rect(rect)
    hots = []
    col = T.hex_color(nem.color)
    D.panel(surf, rect, (38, 24, 44), (150, 90, 190), 12, 3, True)
    head = pygame.Rect(rect.x + 4, rect.y + 4, rect.w - 8, 50)
    pygame.draw.rect(surf, T.mix(col, (20, 10, 30), 0.4), head, border_top_left_radius=9, border_top_right_radius=9)
    tok = standee({"kind": "nemesis", "label": "", "color": col, "ring": (230, 180, 50)}, 44)
    surf.blit(tok, (head.x + 4, head.y + 3))
    nm = A.fit_text(nem.name, 190, 26, T.WHITE, True)
    surf.blit(nm, (head.x + 54, head.y + 3))
    rnd = ns["round"]
    r = pill(surf, f"R{rnd}", (head.x + 58 + nm.get_width(), head.y + 8), (255, 214, 64) if rnd == 2 else (230, 230, 230))
    hots.append(Hot(r, ("Nemesis board: Round " + str(rnd), "R1 until the nemesis spawns; then the board flips "
                        "to R2.", "Nemesis Board / Spawning the Nemesis")))
    where = f"on the map at {game.s['enemies']['nemesis']['space']}" if ns["on_map"] else "off the map"
    wt = A.fit_text(where, 200, 15, (230, 210, 240))
    surf.blit(wt, (head.x + 54, head.y + 31))
    hots.append(Hot((head.x + 54, head.y + 31, wt.get_width(), wt.get_height()), (
        "Where the nemesis is", "The nemesis starts off the map and spawns on spawn location 2 when a nemesis card "
        "must be drawn from an empty deck.", "The Nemesis / Spawning the Nemesis")))
    # deck and discard
    dx = head.right - 4
    for label, n in (("DISCARD", len(ns["discard"])), ("DECK", len(ns["deck"]))):
        w = 62
        dx -= w
        back = D.card_back(26, 36, (70, 24, 90), "")
        surf.blit(back, (dx, head.y + 8))
        surf.blit(A.text(label, 11, (230, 200, 255), True), (dx + 29, head.y + 8))
        surf.blit(A.text(str(n), 22, T.WHITE, True), (dx + 30, head.y + 20))
        hots.append(Hot((dx, head.y, w, head.h), (f"Nemesis {label.lower()}: {n} card(s)",
                                                  rules_text.RULES["ncard"][1], rules_text.RULES["ncard"][2])))
        dx -= 4
    # abilities
    side = nem.side(rnd)
    y = head.bottom + 6
    track_h, ex_h = 74, 96
    ah = (rect.bottom - y - ex_h - track_h - 8 - 6 - 6 - 8) // 3
    for icon, ab in side.abilities:
        ar = pygame.Rect(rect.x + 8, y, rect.w - 16, ah)
        hl = icon == highlight_icon
        pygame.draw.rect(surf, (70, 44, 80) if not hl else (120, 70, 40), ar, border_radius=8)
        if hl:
            pygame.draw.rect(surf, GLOW, ar, 3, border_radius=8)
        isz = min(46, ah - 26)
        surf.blit(A.sprite(icon, isz), (ar.x + 6, ar.y + 4))
        hots.append(Hot((ar.x + 6, ar.y + 4, isz, isz), rules_text.for_icon(icon)))
        surf.blit(A.fit_text(ab.name, 126, 15, T.WHITE, True), (ar.x + 6, ar.bottom - 20))
        hots += D.blit_rows(surf, ab.rows, min(42, ah - 10), pygame.Rect(ar.x + 134, ar.y + 3, ar.w - 138, ar.h - 6),
                            dark_text=False, compact=True)
        acts = "; ".join(", ".join(a.text() for a in row) for row in ab.rows)
        hots.append(Hot(ar, (f"{ab.name} ({icon} ability, R{rnd})", f"Resolved when a nemesis card with the {icon} icon "
                             f"is drawn: {acts}. Actions marked with a minion icon are performed by those minions; "
                             "the others by the nemesis, who targets the active player.", "Nemesis Abilities")))
        y += ah + 4
    # EX ability and critical
    half = (rect.w - 22) // 2
    y += 2
    er = pygame.Rect(rect.x + 8, y, half, ex_h)
    pygame.draw.rect(surf, (58, 40, 30), er, border_radius=8)
    surf.blit(A.text("EX ABILITY", 12, (255, 200, 90), True), (er.x + 6, er.y + 4))
    ext = A.fit_text(nem.ex_name, er.w - 60, 16, T.WHITE, True)
    surf.blit(ext, (er.x + 6, er.y + 18))
    D.text_block(surf, rules_text.effect_text(nem.ex_ability.effect, nem.ex_ability.args),
                 (er.x + 6, er.y + 38, er.w - 58, 40), 14, (230, 215, 200), max_lines=2)
    surf.blit(D.token("ex", 44, ns["ex"]), (er.right - 50, er.y + 20))
    hots.append(Hot(er, (f"EX ability: {nem.ex_name} ({ns['ex']} EX)", rules_text.effect_text(
        nem.ex_ability.effect, nem.ex_ability.args) + " The nemesis spends 1 EX on each attack.", "Nemesis Abilities")))
    cr = pygame.Rect(er.right + 6, y, half, ex_h)
    done = ns.get("critical_done")
    pygame.draw.rect(surf, (90, 30, 20) if not done else (50, 40, 40), cr, border_radius=8)
    surf.blit(A.text("CRITICAL" + (" (used)" if done else ""), 12, (255, 160, 90), True), (cr.x + 6, cr.y + 4))
    surf.blit(A.fit_text(nem.critical.name, cr.w - 12, 15, T.WHITE, True), (cr.x + 6, cr.y + 18))
    hots += D.blit_rows(surf, nem.critical.rows, 34, pygame.Rect(cr.x + 4, cr.y + 38, cr.w - 8, ex_h - 42),
                        dark_text=False, compact=True)
    hots.append(Hot(cr, ("Critical ability: " + nem.critical.name, "Resolved once, when the health tracker reaches "
                         "the rightmost space.", "Nemesis Board")))
    y = er.bottom + 6
    # health track
    tr = pygame.Rect(rect.x + 8, y, rect.w - 16, rect.bottom - y - 8)
    pygame.draw.rect(surf, (28, 18, 32), tr, border_radius=8)
    surf.blit(A.text("HEALTH TRACK", 12, (230, 200, 255), True), (tr.x + 6, tr.y + 3))
    n = len(nem.health_track)
    cw = (tr.w - 12 - (n - 1) * 4) // n
    cur = ns["track"]
    start = nem.start_index(len(game.s["fighters"]))
    for i, v in enumerate(nem.health_track):
        c = pygame.Rect(tr.x + 6 + i * (cw + 4), tr.y + 18, cw, tr.h - 22)
        on = cur is not None and i == cur
        fill = (200, 40, 40) if on else ((70, 50, 70) if i >= (cur if cur is not None else start) else (40, 30, 40))
        pygame.draw.rect(surf, fill, c, border_radius=6)
        pygame.draw.rect(surf, (255, 214, 64) if on else (110, 80, 120), c, 3 if on else 1, border_radius=6)
        blit_center(surf, A.text(str(v), 30 if on else 24, T.WHITE, True), (c.centerx, c.centery - 2))
        if cur is None and i == start:
            pygame.draw.rect(surf, (255, 214, 64), c, 2, border_radius=6)
            t = A.text("start", 11, (255, 214, 64), True)
            surf.blit(t, (c.centerx - t.get_width() // 2, c.bottom - t.get_height() - 1))
    hots.append(Hot(tr, ("Nemesis health track" + (f": tracker on {nem.health_track[cur]}" if cur is not None else
                                                      " (off the map)"), rules_text.RULES["track"][1],
                         rules_text.RULES["track"][2])))
    return hots


def draw_minions(surf, rect, game):
    """The minion sheet: standard and elite cards with the supply left."""
    rect = pygame.Rect(rect)
    hots = []
    g = game.group
    h = (rect.h - 6) // 2
    for i, kind in enumerate(("standard", "elite")):
        side = g.side(kind)
        p = side.passive
        ptxt = (p.effect.replace("_", " ").title() + (f" {list(p.args.values())[0]}" if p.args else ""),
                rules_text.effect_text(p.effect, p.args)) if p else None
        on_map = sum(1 for e in game.s["enemies"].values() if e["kind"] == kind and e["space"])
        extra = f"map {on_map} · supply {game.s['supply'][kind]}"
        img, hs = D.enemy_card(side.name, side.health, side.activation, ptxt, rect.w, h,
                               (90, 96, 84) if kind == "standard" else (160, 120, 40), mark=kind, extra=extra)
        y = rect.y + i * (h + 6)
        D.shadowed(surf, (rect.x, y, rect.w, h), 8, 6, 90, (2, 3))
        surf.blit(img, (rect.x, y))
        hots += [hh.moved(rect.x, y) for hh in hs]
        hots.append(Hot((rect.x, y, rect.w, h), (f"{side.name} ({kind} minion)", f"Health {side.health}. "
                        f"{on_map} on the map, {game.s['supply'][kind]} left in the supply. "
                        + rules_text.RULES[kind][1], "Minion Card")))
    return hots


# --- hand -------------------------------------------------------------------------------------
def hand_layout(rect, n, card_w=128):
    """Card rects of a hand of n cards in rect (overlapping when they do not fit), and the step."""
    rect = pygame.Rect(rect)
    ch = rect.h - 8
    x0 = rect.x + 24
    avail = rect.w - 28
    step = card_w + 8 if n * (card_w + 8) <= avail else max(30, (avail - card_w) // max(1, n - 1))
    return [pygame.Rect(x0 + i * step, rect.y + 6, card_w, ch) for i in range(n)], step


def hand_hover_index(rect, n, pos, card_w=128):
    if not pos:
        return None
    rects, _ = hand_layout(rect, n, card_w)
    for i in range(n - 1, -1, -1):
        if rects[i].collidepoint(pos):
            return i
    return None


def draw_hand(surf, rect, game, seat, mode=None, hover_pos=None, card_w=128, hover_index=None):
    rect = pygame.Rect(rect)
    f = game.s["fighters"][seat]
    hots = []
    hand = f["hand"]
    ch = rect.h - 8
    cw = card_w
    n = len(hand)
    label = A.text(f"P{seat + 1} HAND", 14, (240, 220, 180), True, shadow=(0, 0, 0))
    surf.blit(pygame.transform.rotate(label, 90), (rect.x, rect.centery - label.get_width() // 2))
    x0 = rect.x + 24
    rects, step = hand_layout(rect, n, cw)
    hover_i = hover_index if hover_index is not None and hover_index < n else hand_hover_index(rect, n, hover_pos, cw)
    order = list(range(n))
    if hover_i is not None:
        order.remove(hover_i)
        order.append(hover_i)
    for i in order:
        cid = hand[i]
        card = game.box.style_card(cid)
        r = rects[i].move(0, -6 if i == hover_i else 0)
        playable = mode is not None and (seat, cid) in mode.by_hand
        if playable:
            glow(surf, r, radius=8)
        D.shadowed(surf, r, 8, 6, 100, (3, 4))
        img, hs = D.style_card(card, f["style"], cw, ch)
        surf.blit(img, r)
        if i == hover_i or step >= cw:
            for h in hs:
                hh = h.moved(r.x, r.y)
                if h.ref == "sprint":
                    hh.ref = ("sprint", seat, cid)
                hots.append(hh)
        vis = r if (i == hover_i or i == n - 1) else pygame.Rect(r.x, r.y, step, r.h)
        acts = "; ".join(", ".join(a.text() for a in row) for row in card.rows)
        hots.append(Hot(vis, (card.name, f"Actions: {acts}. Combo icons: {', '.join(card.icons)}. Sprint {card.sprint}. "
                                         "Click to play it; click its Sprint badge (or right-click) to play it for "
                                         "Sprint.", "Fighter Phase / Sprint"),
                        ("hand", seat, cid)))
    if not hand:
        surf.blit(A.text("(no cards in hand)", 16, (220, 200, 170), italic=True), (x0 + 6, rect.centery - 10))
    return hots


# --- dice tray --------------------------------------------------------------------------------
def draw_dice(surf, rect, faces, mode=None, rolling=None, label=None, hint=None):
    """A felt dice tray: a label line, the dice, the total (and a hint beside it);
    rolling=(progress, rng) tumbles them."""
    rect = pygame.Rect(rect)
    D.panel(surf, rect, (24, 70, 50), (120, 90, 50), 14, 4, True)
    hots = []
    n = max(1, len(faces))
    top = rect.y + 34
    bottom = rect.bottom - 34
    size = max(24, min(72, (rect.w - 40) // n - 12, bottom - top - 8))
    total = sum(faces)
    if label:
        surf.blit(A.fit_text(label, rect.w - 28, 18, T.CREAM, True), (rect.x + 14, rect.y + 8))
    x0 = rect.centerx - (n * (size + 12) - 12) // 2
    y0 = top + (bottom - top - size) // 2
    for i, v in enumerate(faces):
        r = pygame.Rect(x0 + i * (size + 12), y0, size, size)
        if rolling is not None:
            prog, rnd = rolling
            if prog < 0.75:
                v = rnd.choice((0, 0, 1, 1, 1, 2))
                img = pygame.transform.rotate(D.die_face(v, size), rnd.randint(-25, 25))
                blit_center(surf, img, (r.centerx + rnd.randint(-4, 4), r.centery + rnd.randint(-4, 4)))
                continue
        if mode is not None and i in mode.by_die:
            glow(surf, r, radius=10)
        surf.blit(D.die_face(v, size), r)
        hots.append(Hot(r, (f"Die {i + 1}: {v} success(es)", rules_text.RULES["dice"][1], rules_text.RULES["dice"][2]),
                        ("die", i)))
    if rolling is None or rolling[0] >= 0.75:
        t = A.text(f"{total} success{'es' if total != 1 else ''}", 22, (255, 230, 120), True, shadow=(0, 0, 0))
        if hint:
            surf.blit(t, (rect.right - t.get_width() - 14, rect.bottom - t.get_height() - 8))
            h = A.fit_text(hint, rect.w - t.get_width() - 42, 15, (214, 230, 200), min_size=11)
            surf.blit(h, (rect.x + 14, rect.bottom - 8 - t.get_height() // 2 - h.get_height() // 2))
        else:
            surf.blit(t, (rect.centerx - t.get_width() // 2, rect.bottom - t.get_height() - 8))
    return hots


# --- log ----------------------------------------------------------------------------------------
LOG_COLORS = {"damage": (255, 120, 100), "ko": (255, 90, 80), "end": (255, 214, 64), "defeat": (140, 230, 140),
              "hit": (160, 230, 160), "miss": (200, 190, 180), "turn": (255, 214, 64), "phase": (230, 200, 255),
              "ncard": (220, 170, 255), "nemesis_spawn": (255, 120, 255), "spawn": (210, 190, 230),
              "roll": (255, 240, 200), "track": (255, 160, 255), "critical": (255, 150, 80)}


_log_wrap: dict = {}


def log_lines(entries, width, size=16):
    """Display lines of log entries; each entry is wrapped once (cached by its text and width)."""
    out = []
    for e in entries:
        kind, text, auto = e.get("kind"), e.get("text", ""), bool(e.get("auto"))
        key = (text, kind, auto, width, size)
        lines = _log_wrap.get(key)
        if lines is None:
            col = LOG_COLORS.get(kind, (236, 226, 210) if not auto else (206, 196, 184))
            bold = kind in ("turn", "end", "ko", "nemesis_spawn")
            lines = tuple(((" " if j == 0 else "   ") + ln, col, bold, kind == "turn" and j == 0)
                          for j, ln in enumerate(A.wrap(text, width - 14, size, bold)))
            if len(_log_wrap) > 4000:
                _log_wrap.clear()
            _log_wrap[key] = lines
        out.extend(lines)
    return out


def draw_log(surf, rect, entries, scroll_from_bottom=0, size=16):
    rect = pygame.Rect(rect)
    D.panel(surf, rect, (26, 22, 20), (120, 92, 60), 10, 2, True, alpha=235)
    surf.blit(A.text("LOG", 16, T.GOLD, True), (rect.x + 12, rect.y + 6))
    hint = A.text("newest last · wheel to scroll", 12, (170, 150, 120))
    surf.blit(hint, (rect.right - hint.get_width() - 10, rect.y + 9))
    body = pygame.Rect(rect.x + 6, rect.y + 28, rect.w - 12, rect.h - 34)
    lines = log_lines(entries[-120:], body.w, size)
    lh = A.font(size).get_linesize()
    nvis = body.h // lh
    end = max(0, len(lines) - scroll_from_bottom)
    start = max(0, end - nvis)
    y = body.y
    clip = surf.get_clip()
    surf.set_clip(body)
    for text, col, bold, sep in lines[start:end]:
        if sep:
            pygame.draw.line(surf, (90, 70, 50), (body.x, y), (body.right, y))
        surf.blit(A.text(text, size, col, bold), (body.x, y))
        y += lh
    surf.set_clip(clip)
    return max(0, len(lines) - nvis)
