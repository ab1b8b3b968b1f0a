"""Issue 32 (everyone at the table), item 4: calmer motion. Calm motion shows a batch of the log at
once (no shake, banners, flashes or tumbling dice: no animation frame at all); a step at a time holds
the nemesis phase after each enemy step until Enter / A."""
import pygame
import pytest

from legends.devtools.testing import held, key
from legends.ui.table.hud import prompt_line

from tables import fresh_app
from test_flow_hold import SOLO, last_card, scene


@pytest.fixture()
def app(tmp_path):
    with fresh_app(tmp_path) as a:
        yield a


def end_turn(app, calm, step):
    app.settings.change(calm_motion=calm, step_nemesis=step)
    sc = scene(app, SOLO)
    last_card(app, sc)
    assert held(app)
    key(app, pygame.K_RETURN, unicode="\r")     # the fighter phase ends: the nemesis phase is played
    assert any(e["kind"] == "phase" for e in sc.game.view.log)
    return sc


def test_item4_calm_motion_plays_a_nemesis_phase_with_no_animation_frames(app):
    sc = end_turn(app, calm=False, step=False)
    assert sc.anim.active                       # as before: the phase is animated
    sc = end_turn(app, calm=True, step=False)
    frames = 0
    for _ in range(40):
        frames += sc.anim.active or sc.anim.cur is not None
        app.step(0.05, [])
    assert frames == 0 and not sc.anim.active
    assert sc.anim.log_shown >= len(sc.game.view.log)       # every line shown at once


@pytest.mark.parametrize("calm", (False, True))
def test_item4_the_nemesis_phase_waits_for_enter_after_each_enemy_step(app, calm):
    sc = end_turn(app, calm=calm, step=True)
    holds = 0
    for _ in range(200):
        for _ in range(400):
            if sc.anim.waiting or not sc.anim.active:
                break
            app.step(0.05, [])
        if not sc.anim.active:
            break
        holds += 1
        shown = sc.anim.log_shown
        for _ in range(20):                     # it waits, however long
            app.step(0.5, [])
        assert sc.anim.waiting and sc.anim.log_shown == shown
        assert "Enter / A: the next step" in prompt_line(sc)
        key(app, pygame.K_RETURN, unicode="\r")
        assert not sc.anim.waiting or sc.anim.log_shown > shown     # on to the next step (calm: at once)
    assert holds >= 2                           # the minion's step and the nemesis card's, at least
    assert not sc.anim.active
