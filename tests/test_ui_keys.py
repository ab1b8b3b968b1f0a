"""Ctrl/Alt/Meta + a letter is never the plain shortcut (Ctrl+S must not skip an action), Ctrl+Z still
undoes, and Esc on the title asks before quitting (issue 10, item 11)."""
import pygame
import pytest

from legends.devtools.testing import key, settle
from legends.engine.scenario import build
from legends.ui.scenes.title import TitleScene
from legends.ui.table import GameScene
from legends.ui.input.intents import KEYBOARD

# Ryu holds Step Kick (move 1, melee 2): after playing it, S skips the move.
POSITION = {"fighters": [{"space": "B4", "hand": ["shoto_13"], "ex": 0}],
            "enemies": [{"kind": "standard", "space": "B4"}]}


def scene_waiting_for_an_act(app):
    sc = GameScene(app, build(POSITION, app.box), ["human"])
    app.set_scene(sc)
    app.render()
    sc.pipeline.submit(next(a for a in sc.game.legal_actions() if "shoto_13" in str(a)), KEYBOARD)
    settle(app)
    assert sc.game.pending.kind == "act" and sc.mode.key_action("S")
    return sc


@pytest.mark.parametrize("mod", [pygame.KMOD_LCTRL, pygame.KMOD_LALT, pygame.KMOD_LMETA],
                         ids=["ctrl", "alt", "meta"])
def test_ctrl_s_does_not_skip_an_action(app, mod):
    sc = scene_waiting_for_an_act(app)
    before = list(sc.game.s["history"])
    key(app, pygame.K_s, mod=mod, unicode="")
    settle(app)
    assert sc.game.s["history"] == before and sc.game.pending.kind == "act"
    key(app, pygame.K_s, unicode="s")      # the plain key still skips
    settle(app)
    assert len(sc.game.s["history"]) == len(before) + 1


def test_ctrl_digit_does_not_pick_an_option(app):
    sc = scene_waiting_for_an_act(app)
    before = list(sc.game.s["history"])
    key(app, pygame.K_1, mod=pygame.KMOD_CTRL)
    settle(app)
    assert sc.game.s["history"] == before


def test_ctrl_h_and_ctrl_p_are_not_help_and_previews(app):
    sc = scene_waiting_for_an_act(app)
    stack, previews = len(sc.handlers.stack), sc.previews_on()
    key(app, pygame.K_h, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_p, mod=pygame.KMOD_CTRL)
    assert len(sc.handlers.stack) == stack and sc.previews_on() == previews


def test_ctrl_z_still_undoes(app):
    sc = scene_waiting_for_an_act(app)
    assert sc.game.can_undo()
    n = len(sc.game.s["history"])
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")
    settle(app)
    assert len(sc.game.s["history"]) == n - 1


def test_escape_on_the_title_asks_before_quitting(app):
    app.set_scene(TitleScene(app))
    app.render()
    key(app, pygame.K_ESCAPE)
    assert app.running and app.message is not None          # asked, still running
    key(app, pygame.K_ESCAPE)                               # Esc again: stay
    assert app.running and app.message is None
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)                               # Enter: quit
    assert not app.running


def test_ctrl_n_and_ctrl_q_on_the_title_are_not_new_game_and_quit(app):
    app.set_scene(TitleScene(app))
    app.render()
    title = app.scene
    key(app, pygame.K_n, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_q, mod=pygame.KMOD_CTRL)
    assert app.scene is title and app.message is None and app.running
