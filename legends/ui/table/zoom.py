"""The zoom: one thing of the table large and readable, with its full rule text in words and its
rulebook section (issue 12). Z (a controller's right stick click), a middle click or a long
press on what the focus cursor is on, else on what the mouse is over:

    a hand card        the card large (every icon and keyword) and its actions in words
    an ability         its standard and upgraded sides side by side, the side in play marked
    a rival or minion  its card (a rival's two rounds) and its activation and passive in words
    the nemesis board  its abilities of the round in play, its EX ability and critical, in words
    the map, top bar   the stage rules

Z, Esc (B) or a click closes it; other keys pass to the table under it. It never decides: it is a
handler on the table's stack (handlers.ZoomView), like the help sheet. Where an upgrade is offered (the
EX overflow decision (its "flip" options), a "which of these?" popup with an upgrade, the focus or the mouse on an upgrade
option or on an ability that can be upgraded) both sides show beside the options without asking
(`draw_upgrades`).
"""
from __future__ import annotations

import pygame

from ...engine.kinds import KINDS, named
from .. import assets
from .. import paint
from .. import rules_text
from .. import theme
from ..scenes.gallery import stage_text
from .. import gfx

LONG_PRESS = 0.6            # seconds a left button is held, still, on something a click did not take
KEYWORDS = ("boost", "target", "withdraw", "charge")
# what an action zooms, by the catalogue (legends/engine/kinds.py): a kind offered in the hand
# zooms its card, a kind pointing at an ability the ability, a kind choosing a target (offered in an
# attack's target decision or a tie's) the enemy targeted
CARD_KINDS = tuple(k.name for k in KINDS.values() if "hand" in k.places)           # play, sprint
ABILITY_KINDS = named(points="ability")                                            # ability, upgrade, flip
TARGET_KINDS = tuple(k for k in named(points="figure")
                     if {"target", "tiebreak"} & set(KINDS[k].offered_in))       # target, choose_target
UPGRADE_KINDS = tuple(k for k in ABILITY_KINDS if KINDS[k].section == "EX Tokens")  # upgrade, flip
OVERFLOW_KINDS = tuple(k for k in UPGRADE_KINDS if "overflow" in KINDS[k].offered_in)   # flip


# --- what is zoomed -------------------------------------------------------------------------------
def subject_of_ref(sc, ref):
    """("style", card id, deck) / ("ability", seat, ability id) / ("enemy", id) for a hotspot ref."""
    if not ref:
        return None
    kind = ref[0]
    if kind in ("hand", "looked", "sprint", "meter"):
        return ("style", ref[2], sc.game.view.fighter(ref[1])["style"])
    if kind == "ability":
        return ("ability", ref[1], ref[2])
    if kind == "critical":
        return ("critical", ref[1])
    if kind == "rival":
        return ("enemy", ref[1])
    return None


def subject_at(sc, pos):
    """What the zoom shows for a point of the table (None: nothing there to zoom)."""
    fid = sc.view.figure_at(pos)
    if fid is not None:
        return ("enemy", fid) if not fid.startswith("F") else None
    for h in sorted((h for h in sc.hotspots() if h.ref and h.rect.collidepoint(pos)), key=lambda h: h.rect.w * h.rect.h):
        s = subject_of_ref(sc, h.ref)
        if s is not None:
            return s
    L = sc.L
    if L.nemesis.collidepoint(pos):
        return ("nemesis",)
    if L.minions.collidepoint(pos):
        return ("minion", "standard" if pos[1] < L.minions.centery else "elite")
    if L.map.collidepoint(pos) or L.top.collidepoint(pos):
        return ("stage",)
    return None


def subject_of_target(sc, t, actions):
    """What the zoom shows for the focus cursor's target: its hotspot, figure, or the action's card
    (`actions(t)`: the target's legal actions, FocusCursor.actions)."""
    if t.kind == "hot":
        return subject_of_ref(sc, t.what)
    if t.kind == "figure":
        return ("enemy", t.what) if not t.what.startswith("F") else None
    if t.kind == "space":
        return ("stage",)
    acts = actions(t)
    return subject_of_action(sc, acts[0]) if acts else None


def subject_of_action(sc, a):
    if a is None:
        return None
    if a.kind in CARD_KINDS:
        return ("style", a.args[0], sc.game.view.fighter(a.seat)["style"])
    if a.kind in ABILITY_KINDS:
        return ("ability", a.seat, a.args[0])
    if a.kind in TARGET_KINDS and a.args and sc.game.view.enemy(a.args[0]) is not None:
        return ("enemy", a.args[0])
    return None


def subject_for(sc, focus, hover, e=None, pos=None):
    """What to zoom: the focus cursor's thing (`focus`, FocusCursor; a controller's event: only
    that), else what is at `pos` or under the mouse (`hover`)."""
    t = focus.shown() if focus.active() else None
    subject = subject_of_target(sc, t, focus.actions) if t is not None else None
    if subject is None and getattr(e, "pad", None) is None:
        p = pos or hover
        subject = subject_at(sc, p) if p else None
    return subject


# --- drawing --------------------------------------------------------------------------------------
def zoom_rect() -> pygame.Rect:
    """The zoom's panel on the current canvas (theme.W/H: the table's canvas, any size from 1280x720)."""
    mx = 150 if theme.W >= 1920 else 40
    top = 110 if theme.H >= 1080 else 50
    return pygame.Rect(mx, top, theme.W - 2 * mx, theme.H - top - (90 if theme.H >= 1080 else 30))


def draw_zoom(surf, sc, subject) -> pygame.Rect:
    r = zoom_rect()
    paint.panel(surf, r, (30, 24, 22), theme.GOLD, 16, 3, True, alpha=248)
    body = pygame.Rect(r.x + 30, r.y + 24, r.w - 60, r.h - 70)
    try:
        PAINT[subject[0]](surf, body, sc, *subject[1:])
    except (KeyError, IndexError, TypeError, ValueError):      # gone meanwhile (a save reloaded)
        surf.blit(assets.text("Nothing to show here any more.", 22, theme.CREAM), body.topleft)
    surf.blit(assets.text("Z, Esc or a click closes the zoom", 18, (200, 180, 150), italic=True),
              (r.x + 30, r.bottom - 36))
    return r.inflate(40, 40)


def _title(surf, x, y, text, sub=None) -> int:
    t = assets.fit_text(text, zoom_rect().w - 120, 34, theme.GOLD, True, kind="title")
    surf.blit(t, (x, y))
    y += t.get_height() + 4
    if sub:
        s = assets.fit_text(sub, zoom_rect().w - 120, 18, (210, 190, 160), italic=True)
        surf.blit(s, (x, y))
        y += s.get_height() + 6
    return y + 6


def _para(surf, x, y, w, head, text, size=26) -> int:
    """A heading (gold, bold) and its wrapped text; returns the y below."""
    if head:
        h = assets.text(head, size, theme.GOLD, True)
        surf.blit(h, (x, y))
        y += h.get_height() + 2
    return paint.text_block(surf, text, (x, y, w, 2000), size, theme.CREAM) + 8


def rows_words(rows) -> list:
    """Each action row in words, one line a row: 'move 2 (withdraw), then melee attack 2'."""
    return [", then ".join(rules_text.act_words(a, full=True) for a in row) for row in rows]


def keywords_text(rows) -> str:
    """The rule of each keyword and icon the rows use, once each."""
    seen, out = set(), []
    for a in (a for row in rows for a in row):
        names = [a.icon] if a.icon != "effect" else []
        names += [k for k in KEYWORDS if (getattr(a, k) > 1 if k == "target" else getattr(a, k))]
        for n in names:
            if n not in seen:
                seen.add(n)
                title, body, section = rules_text.for_icon(n)
                out.append(f"{title}: {body} ({section})")
    return "\n".join(out)


def _style(surf, body, sc, cid, deck):
    card = sc.game.box.style_card(cid)
    img, _ = paint.style_card(card, deck, 330, 480)
    surf.blit(img, (body.x, body.y))
    x, w = body.x + 370, body.w - 370
    y = _title(surf, x, body.y, card.name, "Style card · rulebook: Fighter Phase, Card and Ability Actions, Sprint")
    y = _para(surf, x, y, w, "Actions, in order", "\n".join(rows_words(card.rows)))
    y = _para(surf, x, y, w, "Combo icons", ", ".join(card.icons) + " (they pay ability costs, Interact and blocks "
              "once the card is in the combo meter).")
    y = _para(surf, x, y, w, f"Sprint {card.sprint}", rules_text.RULES["sprint"][1])
    _para(surf, x, y, w, "Keywords and icons", keywords_text(card.rows), 22)


def _side_text(side) -> str:
    text = "Cost: discard combo-meter cards showing " + ", ".join(side.cost) + ".\n" + "\n".join(rows_words(side.rows))
    if side.kicker:
        k = side.kicker
        extra = rows_words(k.rows)
        boosts = f"boost action {', '.join(str(i + 1) for i in k.boost)}" if k.boost else ""
        text += "\nKicker (optional): also discard " + ", ".join(k.cost) + ": " + "; ".join(extra + [boosts][:bool(boosts)]) + "."
    return text


def _ability(surf, body, sc, seat, ability_id):
    g = sc.game
    f = g.view.fighter(seat)
    fighter = g.box.fighters[f["id"]]
    idx = next(i for i, ab in enumerate(fighter.abilities) if ab.id == ability_id)
    ab = fighter.abilities[idx]
    up_now = ability_id in f["upgraded"]
    y = _title(surf, body.x, body.y, f"{ab.name} · P{seat + 1} {fighter.name}",
               "Ability card: standard and upgraded sides · rulebook: Combo Meter and Ability Cards, Upgrading")
    pair_sides(surf, pygame.Rect(body.x, y, body.w, body.bottom - y), fighter, idx, up_now)


def pair_sides(surf, area, fighter, idx, up_now, text=True) -> pygame.Rect:
    """An ability's two sides side by side (the side in play marked), each with its text under it."""
    ab = fighter.abilities[idx]
    cw = min(300, (area.w - 40) // 2 - 10) if text else (area.w - 30) // 2
    ch = min(cw * 4 // 3, area.h - (150 if text else 30))
    cw = min(cw, ch * 3 // 4)
    for i, up in enumerate((False, True)):
        x = area.x + i * (area.w // 2)
        img, _ = paint.ability_card(fighter, idx, up, cw, ch)
        card_r = surf.blit(img, (x, area.y + 26))
        now = up == up_now
        label = ("UPGRADED" if up else "STANDARD") + (" · in play" if now else "")
        surf.blit(assets.text(label, 17, theme.GOLD if now else (190, 175, 150), True), (x, area.y))
        if now:
            gfx.rect(surf, theme.GOLD, card_r.inflate(10, 10), 4, border_radius=12)
        if text:
            tx = x + cw + 16
            size = 24 if area.w >= 1000 else 17          # the zoom reads from the sofa; the upgrade panel is small
            paint.text_block(surf, _side_text(ab.side(up)), (tx, area.y + 26, area.w // 2 - cw - 30, ch), size, theme.CREAM)
    return area


def _critical(surf, body, sc, seat):
    fighter = sc.game.box.fighters[sc.game.view.fighter(seat)["id"]]
    art = fighter.critical_art
    y = _title(surf, body.x, body.y, f"Critical art: {art.name}", "Rulebook: Critical Arts")
    y = _para(surf, body.x, y, body.w, "Actions, in order", "\n".join(rows_words(art.rows)))
    _para(surf, body.x, y, body.w, "When", rules_text.RULES["critical"][1])


def _enemy_sides(sc, fid):
    """(name, [(label, side, frame, mark)], rulebook) of a figure's card."""
    g = sc.game
    e = g.view.enemy(fid)
    if e["kind"] == "nemesis":
        return None
    if e["kind"] == "rival":
        rv = g.box.rivals[e["rival"]]
        col = theme.hex_color(rv.color)
        return rv.name, [(f"R{r}", rv.side(r), col, "rival", r == e["round"]) for r in (1, 2)], "Rival Card"
    side = g.group.side(e["kind"])
    frame = (90, 96, 84) if e["kind"] == "standard" else (160, 120, 40)
    return side.name, [(e["kind"], side, frame, e["kind"], True)], "Minion Card"


def _enemy(surf, body, sc, fid):
    if sc.game.view.enemy(fid)["kind"] == "nemesis":
        return _nemesis(surf, body, sc)
    name, sides, section = _enemy_sides(sc, fid)
    _enemy_card(surf, body, name, sides, section)


def _minion(surf, body, sc, kind):
    side = sc.game.group.side(kind)
    frame = (90, 96, 84) if kind == "standard" else (160, 120, 40)
    _enemy_card(surf, body, side.name, [(kind, side, frame, kind, True)], "Minion Card")


def _enemy_card(surf, body, name, sides, section):
    y = _title(surf, body.x, body.y, name, f"Rulebook: {section}, Minion and Rival Activations")
    for label, side, frame, mark, now in sides:
        img, _ = paint.enemy_card(side.name, side.health, side.activation, paint.passive_label(side.passive), 620, 140,
                              frame, mark=mark, round_label=label if label.startswith("R") else None)
        r = surf.blit(img, (body.x, y))
        if now and len(sides) > 1:
            gfx.rect(surf, theme.GOLD, r.inflate(10, 10), 4, border_radius=12)
        x, w = body.x + 660, body.w - 660
        text = f"Health {side.health}.\nActivation: " + ", then ".join(
            rules_text.act_words(a, full=True) for a in side.activation) + "."
        if side.passive:
            text += "\nPassive: " + rules_text.effect_text(side.passive.effect, side.passive.args)
        paint.text_block(surf, (f"{label} (in play): " if now and len(sides) > 1 else "") + text, (x, y, w, 150), 22,
                     theme.CREAM)
        y += 170
    _para(surf, body.x, y, body.w, "Icons", keywords_text((side.activation,)), 22)


def _nemesis(surf, body, sc):
    g = sc.game
    nem = g.nem
    rnd = g.view.nemesis["round"]
    y = _title(surf, body.x, body.y, f"{nem.name} · nemesis board (R{rnd})", "Rulebook: Nemesis Board, Nemesis "
               "Abilities, Nemesis Cards, Defeating the Nemesis")
    for icon, ab in nem.side(rnd).abilities:
        surf.blit(assets.sprite(icon, 40), (body.x, y))
        y = _para(surf, body.x + 52, y, body.w - 52, f"{ab.name} ({icon} cards)", "\n".join(rows_words(ab.rows)))
    y = _para(surf, body.x, y, body.w, f"EX ability: {nem.ex_name}", rules_text.effect_text(
        nem.ex_ability.effect, nem.ex_ability.args) + " The nemesis spends 1 EX on each attack.")
    y = _para(surf, body.x, y, body.w, f"Critical: {nem.critical.name}", "\n".join(rows_words(nem.critical.rows))
              + "\nResolved once, when the health tracker reaches the rightmost space.")
    _para(surf, body.x, y, body.w, "Health track", " ".join(map(str, nem.health_track)) + ". "
          + rules_text.RULES["track"][1])


def _stage(surf, body, sc):
    st = sc.game.stage
    y = _title(surf, body.x, body.y, st.name, "Stage rules · rulebook: Stage Rules, Points of Interest, "
               "Objective Tokens")
    for head, text in stage_text(st):
        y = _para(surf, body.x, y, body.w, head, text)


PAINT = {"style": _style, "ability": _ability, "critical": _critical, "enemy": _enemy, "minion": _minion,
         "nemesis": _nemesis, "stage": _stage}


# --- both sides wherever an upgrade is offered ----------------------------------------------------
def upgrade_offers(sc, focus, hot_actions, hover) -> list:
    """(seat, ability id) of the upgrades to show now: every one of an EX overflow decision ("flip")
    or of an open "which of these?" popup, else the one the focus cursor (`focus`, FocusCursor) or the
    mouse is on (`hover`; `hot_actions(ref, button)`: a hotspot's legal actions, TableInput.hot_actions)."""
    m = sc.mode
    if m is None or sc.anim.active:
        return []
    popup = next((h for h in sc.handlers.stack[1:] if hasattr(h, "actions")), None)    # a "which of these?"
    acts = popup.actions if popup is not None else [a for a in m.options if a.kind in OVERFLOW_KINDS]
    if not acts:
        t = focus.shown() if focus.active() else None
        acts = focus.actions(t) if t is not None else []
        if not acts and hover is not None and not sc.handlers.modal:
            acts = _hovered_actions(sc, hover, hot_actions)
    return list(dict.fromkeys((a.seat, a.args[0]) for a in acts if getattr(a, "kind", None) in UPGRADE_KINDS))


def _hovered_actions(sc, pos, hot_actions) -> list:
    lv = sc.options
    if lv.rect.collidepoint(pos):
        i = lv.item_at(pos)
        return [lv.items[i][1]] if i is not None and 0 <= i < len(lv.items) and lv.items[i][1] is not None else []
    hit = next((h.ref for h in sc.hotspots() if h.ref and h.ref[0] == "ability" and h.rect.collidepoint(pos)), None)
    return hot_actions(hit, 1) if hit else []


def draw_upgrades(sc, surf, focus, hot_actions, hover):
    """Both sides of each upgrade offered (upgrade_offers), in a panel over the map's right side
    beside the options; returns the rectangle drawn on, or None."""
    offers = upgrade_offers(sc, focus, hot_actions, hover)[:3]
    if not offers:
        return None
    L = sc.L
    row_h = min(220, (L.map.h - 50) // len(offers))
    w = min(560, L.map.w // 2)
    r = pygame.Rect(L.map.right - w - 8, L.map.y + 8, w, 40 + row_h * len(offers))
    paint.panel(surf, r, (30, 24, 22), theme.GOLD, 12, 3, True, alpha=240)
    surf.blit(assets.text("Upgrade: standard -> upgraded", 18, theme.GOLD, True), (r.x + 14, r.y + 8))
    g = sc.game
    for i, (seat, aid) in enumerate(offers):
        fighter = g.box.fighters[g.view.fighter(seat)["id"]]
        idx = next(j for j, ab in enumerate(fighter.abilities) if ab.id == aid)
        pair_sides(surf, pygame.Rect(r.x + 14, r.y + 36 + i * row_h, r.w - 28, row_h - 8), fighter, idx,
                   aid in g.view.fighter(seat)["upgraded"], text=False)
    return r.inflate(20, 20)


class LongPress:
    """A left button held still for LONG_PRESS seconds on something the click did not take (no
    decision, no popup): the zoom opens there (a touch screen's way to zoom)."""

    def __init__(self, scene, zoom):
        self.scene = scene
        self.zoom = zoom            # (intent, pos) -> the zoom's handler for that point, or None (TableInput.zoom)
        self.press = None           # (pos, seconds held, decisions and handlers when pressed)

    def event(self, e):
        sc = self.scene
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            self.press = (e.pos, 0.0, sc.game.view.decisions, len(sc.handlers.stack))
        elif e.type == pygame.MOUSEBUTTONUP or (e.type == pygame.MOUSEMOTION and self.press is not None and (
                abs(e.pos[0] - self.press[0][0]) + abs(e.pos[1] - self.press[0][1]) > 12)):
            self.press = None

    def update(self, dt):
        if self.press is None:
            return
        pos, held, decisions, depth = self.press
        sc = self.scene
        held += dt
        self.press = (pos, held, decisions, depth)
        if held < LONG_PRESS:
            return
        self.press = None
        if sc.game.view.decisions == decisions and len(sc.handlers.stack) == depth:
            view = self.zoom(None, pos)
            if view is not None:
                sc.handlers.push(view)
