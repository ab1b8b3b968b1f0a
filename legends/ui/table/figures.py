"""The map part: the printed board, highlights, objectives, the enemy move preview and every
standee not being animated, as one cached part; then, per frame, the standees that move or fade
and the hover marks (the hovered space, the hovered target's ring, the hovered enemy's route)."""
from __future__ import annotations

import math

import pygame

from .. import assets
from .. import paint
from .. import theme
from ..gameview import figures_of
from .map.marks import draw_target_marks
from .map.figures import standing_still
from .map.uncovered import draw_uncovered
from .. import gfx


def seat_color(fid):
    """The colour of a fighter's seat (its ring, its tag, its board): F1 -> P1's red."""
    seat = seat_of(fid)
    return theme.SEAT_COLORS[seat % 4] if seat is not None else (200, 200, 200)


def seat_of(who):
    """F1 -> 0 ...; None for anything but a fighter."""
    if who and who.startswith("F") and who[1:].isdigit():
        return int(who[1:]) - 1
    return None


def fig_key(f):
    return (f["id"], f.get("pos"), f.get("size"), f.get("label"), f.get("short"), tuple(f.get("color") or ()),
            tuple(f.get("ring") or ()), f.get("stunned"), f.get("round"), f.get("tag"), f.get("kind"))


class Standees:
    """What the map part keeps between frames (the figures' own state, not the scene's): the
    figures worked out for a decision, their places laid out, and the standees as drawn in the
    cached map part (their rects, for the claims; themselves, for the hovered preview's ghosts)."""

    def __init__(self):
        self.figures_at = None      # (epoch, decisions, log length) -> figures
        self.laid_out = None        # (figures, map view, still, live, still keys)
        self.uncovered = []         # spawn numbers and relics drawn where a standee stands
        self.rects = []             # [(rect, figure id)] of the standees drawn in the map part
        self.chips = []             # [rect] of the names drawn on chips there (map/figures.py)
        self.chip_ids = {}          # {rect as a tuple: figure id} of those chips (a click on a name)
        self.still = []             # those standees
        self.preview = []           # [(name, rect)]: the enemy-move preview's arrows and ghosts drawn there
        self.badges = []            # [(name, rect)]: the chosen targets' number badges drawn there


def figures(g, an, view, standees, epoch, shown_game):
    """Figures to draw; animated ones (moving, fading in or out) are marked `live`. `g` is the
    game, `an` the animator, `view` the map view, `standees` what the map part keeps (Standees),
    `epoch` the scene's redraw generation and `shown_game()` the game as the animation shows it."""
    if not an.active:   # the figures change only with a decision: worked out once per decision
        key = (epoch, g.view.decisions, len(g.view.log))
        cached = standees.figures_at
        if cached is None or cached[0] != key:
            cached = standees.figures_at = (key, figures_of(g))
        return cached[1]
    g = shown_game()     # rounds, stuns as of the entry being animated; positions from the animator
    ghosts = [e for eid, e in an.ghosts.items() if g.view.enemy(eid) is None]
    figs = figures_of(g, overrides=an.shown, hidden=an.hidden, ghosts=ghosts)
    mv = an.moving()
    if mv:
        fid, path, p = mv
        pts = [view.space_center(sp) for sp in path if sp in view.board.index]
        if len(pts) >= 2:
            seg = p * (len(pts) - 1)
            i = min(len(pts) - 2, int(seg))
            u = seg - i
            u = u * u * (3 - 2 * u)
            x = pts[i][0] + (pts[i + 1][0] - pts[i][0]) * u
            y = pts[i][1] + (pts[i + 1][1] - pts[i][1]) * u - math.sin(u * math.pi) * view.cs * 0.12
            for f in figs:
                if f["id"] == fid:
                    f.update(pos=(x, y), size=view.cs * 0.62, live=True)
    cur = an.cur
    fading = {"spawn": 1, "place": 1, "nemesis_spawn": 1, "defeat": -1}.get(cur.kind) if cur else None
    if fading and cur.who:
        alpha = min(1, 0.2 + cur.progress * 1.2) if fading > 0 else 1 - cur.progress
        for f in figs:
            if f["id"] == cur.who:
                f.update(alpha=int(255 * alpha), live=True)
    return figs


def chosen_targets(g, anim):
    """((fig_id, number), ...) of the targets already chosen for the attack being resolved (Target X,
    rulebook "Modifying Cards and Actions"), and the attacker's colour; nothing while the log animates."""
    if anim.active or g.is_over() or g.pending.kind not in ("target", "reroll"):
        return (), None
    att = g.view.current_attack()
    if att is None or att["stage"] not in ("target", "reroll"):
        return (), None
    chosen = tuple((eid, i + 1) for i, eid in enumerate(att["targets"]) if g.view.enemy(eid) is not None)
    return chosen, theme.SEAT_COLORS[att["seat"] % 4]


def fig_center(view, anim, game, fid):
    """Where a figure stands on the screen (as drawn on the map view, else where the animation or
    the game puts it: its space's centre), or None."""
    for r, f in view.fig_rects:
        if f == fid:
            return r.center
    if fid in anim.shown:
        sp = anim.shown[fid]
    else:
        try:
            sp = game.view.space_of(fid)
        except (KeyError, ValueError, IndexError):
            sp = None
    if sp and sp in view.board.index:
        return view.space_center(sp)
    return None


def _lay_out(view, figs):
    """Where the standing figures go: (still figures with their place, live ones, their keys)."""
    still, live = standing_still(view, figs)
    return still, live, tuple(fig_key(f) for f in still)


def map_part(comp, g, an, view, kept, preview, shown_game, epoch, m, previews: bool):
    """The map with its standees as one cached part of the compositor `comp`, for the game `g` as
    the animator `an` shows it (`shown_game()`) on the map view `view`, with the input mode `m`'s
    highlights and the enemy move preview (`preview`, MovePreview: shown when `previews`); `kept`
    is what the map part keeps (Standees). Returns (figures drawn live, preview routes)."""
    figs = figures(g, an, view, kept, epoch, shown_game)
    laid = kept.laid_out
    if laid is None or laid[0] is not figs or laid[1] is not view:   # between decisions, on the same map,
        laid = kept.laid_out = (figs, view, *_lay_out(view, figs))   # the same figures stand still
    _, _, still, live, still_keys = laid
    hl = frozenset(m.spaces()) if m else frozenset()
    targets = frozenset(m.figures()) if m else frozenset()
    poi = bool(m and m.by_poi)
    objs = tuple(sorted(m.by_objective)) if m and m.by_objective else ()
    geo = preview.geometry(still, view)
    shown = geo if geo and previews else None
    objectives = shown_game().view.objectives
    chosen, attacker = chosen_targets(g, an)
    sig = (still_keys, hl, targets, poi, objs, repr(objectives),
           tuple(shown) if shown else None, chosen, epoch)
    area = view.area

    def render(s, r):
        local = view.moved(r.x - area.x, r.y - area.y)
        s.blit(local.static_layer(), local.area.topleft)
        if hl:
            local.draw_highlights(s, hl)
        hots = list(local.hots)
        obj_hots = local.draw_objectives(s, objectives)
        hots += obj_hots
        if poi:
            b = local.space_bounds(g.stage.poi_space)
            paint.glow(s, pygame.Rect(b.x + 4, b.y + 4, int(view.cs * 0.38), int(view.cs * 0.38)), radius=6)
        for h in obj_hots:
            if h.ref and h.ref[0] == "objective" and h.ref[1] in objs:
                paint.glow(s, h.rect, radius=14)
        dx, dy = area.x - r.x, area.y - r.y
        figs = [dict(f, pos=(f["pos"][0] - dx, f["pos"][1] - dy)) for f in still]
        lgeo = [rt.moved(-dx, -dy) for rt in shown] if shown else None
        if lgeo:     # routes under the standees, ghosts (at the edge of a taken space) over them
            local.draw_preview_routes(s, lgeo, seat_color)
        rects = local.draw_figures(s, figs, targets)
        if chosen:      # the reticles under the names: a ring across a roster line hid "BLANKA"
            names = [c for c in (pygame.Rect(c).clip(s.get_rect()) for c in local.name_chips) if c.w and c.h]
            names = [(c, s.subsurface(c).copy()) for c in names]
            marks = draw_target_marks(s, rects, chosen, attacker, local.name_chips)
            for c, img in names:
                s.blit(img, c.topleft)
        if lgeo:
            local.draw_preview_ghosts(s, lgeo, figs, seat_color)
        stood_on = draw_uncovered(local, s, figs, objectives, lgeo or ())   # spawn numbers and revealed relics stood on
        kept.uncovered = [(what, rr.move(dx, dy)) for what, rr in stood_on]
        kept.preview = view.route_marks(shown) if shown else []
        kept.badges = [(what, rr.move(dx, dy)) for what, rr in marks if what.startswith("target badge")] if chosen else []
        kept.rects = [(rr.move(dx, dy), fid) for rr, fid in rects]
        kept.chips = [rr.move(dx, dy) for rr in local.name_chips]
        kept.tags = [(rr.move(dx, dy), fid) for rr, fid in local.seat_tags]
        kept.chip_ids = {tuple(pygame.Rect(c).move(dx, dy)): fid for c, fid in local.name_ids.items()}
        kept.start = local.start_line.move(dx, dy) if local.start_line is not None else None
        return hots
    comp.part("map", area, sig, render, pad=16)
    view.fig_rects, view.name_chips, view.name_ids = list(kept.rects), list(kept.chips), dict(kept.chip_ids)
    view.seat_tags = list(getattr(kept, "tags", ()))     # the seat tags as drawn ("P3": a neighbour's name keeps off)
    view.start_line = getattr(kept, "start", None)      # START as a roster line: drawn again over a hovered route
    view.start_tag = dict(getattr(kept, "uncovered", ())).get("start")     # (as a line or a tag: the focus frame keeps it)
    kept.still = still
    return live, geo


def draw_hover_preview(surf, view, ov, still, hover, geo):
    """The hovered enemy's own coming move, drawn strong over everything (previews on or off) on
    the map view `view`, beside the standees `still` (Standees.still); `ov(rect)` notes what was drawn on."""
    fid = view.figure_at(hover)
    one = [rt for rt in geo if rt.who == fid]
    if not one:
        return
    ov(view.draw_preview_routes(surf, one, seat_color, strong=True))
    ov(view.draw_preview_ghosts(surf, one, still, seat_color, strong=True))


def draw_live_figures(surf, view, ov, g, still, live, m, hover):
    """Animated standees, and the hover marks on the map view `view` (brighter space, thicker ring,
    the hovered move's route in the game `g` beside the standees `still`); `ov(rect)` notes what was drawn on."""
    if m and hover:
        hl = m.spaces()
        sp = view.space_at(hover) if hl else None
        if sp in hl:
            view.draw_highlights(surf, [sp], sp)
            ov(view.space_bounds(sp).inflate(8, 8))
            draw_move_route(surf, view, ov, g, still, m, sp)
        targets = m.figures()
        fid = view.figure_at(hover) if targets else None
        if fid in targets:
            for r, f in view.fig_rects:
                if f == fid:
                    rad = r.w // 2 + 9
                    gfx.circle(surf, theme.HILITE_TARGET, r.center, rad, 6)
                    ov(pygame.Rect(0, 0, 2 * rad + 8, 2 * rad + 8).move(r.centerx - rad - 4, r.centery - rad - 4))
    if live:
        drawn, chips, ids = list(view.fig_rects), list(view.name_chips), dict(view.name_ids)
        rects = view.draw_figures(surf, live)
        for r, _ in rects:
            ov(r.inflate(r.w // 2 + 8, r.h // 2 + 8))
        view.fig_rects, view.name_chips = drawn + list(rects), chips + view.name_chips
        view.name_ids = {**ids, **view.name_ids}


def draw_move_route(surf, view, ov, g, still, m, space):
    """The hovered move option's route, as the engine will take it (decision.context.option: the
    route with the least hazard damage), and what the hazards on it deal ("-2 health: hazards")."""
    move = next((a for a in m.by_space.get(space, ()) if a.kind == "move"), None) if not m.sub else None
    if move is None:
        return
    info = g.pending.context.option(move)
    fid = f"F{move.seat + 1}"
    if len(info.path) >= 2:
        one = view.preview_geometry([{"who": fid, "target": fid, "from": info.path[0], "to": info.path[-1],
                                     "path": list(info.path)}], still)
        ov(view.draw_preview_routes(surf, one, seat_color, strong=True))
    if info.hazard:
        img = assets.text(f"-{info.hazard} health: hazard{'s' if info.hazard > 1 else ''} on the way", 16,
                     theme.GOLD, True, shadow=(0, 0, 0))
        b = view.space_bounds(space)
        r = img.get_rect(midbottom=(b.centerx, b.y - 4))
        chip = r.inflate(12, 6)
        chip.clamp_ip(surf.get_rect())
        r.center = chip.center
        gfx.rect(surf, theme.PANEL, chip, border_radius=6)
        gfx.rect(surf, theme.GOLD, chip, 2, border_radius=6)
        surf.blit(img, r)
        ov(chip.inflate(4, 4))
