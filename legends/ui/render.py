"""Headless pictures: a stage set up for play (render-stage, gallery thumbnails)."""
from __future__ import annotations

import pygame

from . import assets
from .gameview import figures_of
from .table.map import MapView
from .table.map.figures import standing_still
from .table.map.uncovered import draw_uncovered
from . import gfx


def setup_for(box, stage_id: str, players: int) -> dict:
    """A fixed, valid setup for showing a stage: the first fighters/rivals of the box."""
    fighters = sorted(box.fighters)[:players]
    rivals = sorted(box.rivals)[:players]
    styles = sorted(box.styles)
    return {"stage": stage_id, "minions": sorted(box.minions)[0], "nemesis": sorted(box.nemeses)[0], "seed": 1,
            "players": [{"fighter": fighters[i], "style": styles[i % len(styles)], "rival": rivals[i]}
                        for i in range(players)]}


def preview_game(box, setup: dict):
    from ..engine import Game
    return Game.new(setup, box)


def draw_map(surf, view: MapView, game, t=0.0, highlights=(), targets=(), hover_space=None, hover_fig=None,
             figures=None):
    """The map exactly as the game screen draws it (table/figures.py's map_part): the standees laid
    out, then what they hide drawn again over them (START, the spawn numbers, revealed objectives:
    the setup preview's start square of four fighters showed no START, issue 26's re-check)."""
    surf.blit(view.static_layer(), view.area.topleft)
    if highlights:
        view.draw_highlights(surf, highlights, hover_space, t)
    hots = view.draw_objectives(surf, game.view.objectives)
    still, live = standing_still(view, figures if figures is not None else figures_of(game))
    view.draw_figures(surf, still + live, targets, hover_fig, t)
    drawn = draw_uncovered(view, surf, still, game.view.objectives)
    view.start_tag = dict(drawn).get("start")      # (as a roster line or a tag, as on the table)
    view.uncovered = drawn
    return hots


def stage_picture(box, stage_id: str, players: int = 2, size=(1400, 940)) -> pygame.Surface:
    """The stage on the table, set up for play: tiles, tokens, setup minions, fighters on the start."""
    game = preview_game(box, setup_for(box, stage_id, players))
    stage = box.stages[stage_id]
    was = gfx.K
    gfx.set_scale(1.0)          # a picture of `size` pixels, whatever scale a window drew at before
    try:
        return _stage_surface(stage, game, size)
    finally:
        gfx.set_scale(was)


def _stage_surface(stage, game, size) -> pygame.Surface:
    surf = gfx.surface(size)
    surf.blit(assets.wood(size), (0, 0))
    title = assets.text(stage.name, 40, (250, 236, 210), True, kind="title", shadow=(20, 10, 0))
    surf.blit(title, (30, 18))
    view = MapView(stage, pygame.Rect(20, 80, size[0] - 40, size[1] - 100))
    draw_map(surf, view, game)
    return surf
