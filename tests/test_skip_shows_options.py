"""A key that ends an animation (Space skips, a deciding key shows the end first) brings the next
decision's options and buttons at once: the Legal options list never stays on "Watching the
table..." while a player decides (seen in a 4-player playtest after the nemesis phase)."""
import pygame

from legends.devtools.testing import click, hot, key
from legends.engine.scenario import build
from legends.ui.table import GameScene
from tests.test_flow_hold import DUO

DOC = dict(DUO, setup={k: v for k, v in DUO["setup"].items() if k != "end_phase"})   # the phase ends by itself
WATCHING = "Watching the table... (Space skips)"


def into_the_nemesis_phase(app):
    """P1 plays the last card (nothing to hit): the fighter phase ends and the nemesis phase animates."""
    sc = GameScene(app, build(DOC, app.box), ["human", "human"])
    app.set_scene(sc)
    app.render()
    click(app, hot(sc, ("hand", 0, "shoto_06")))
    for _ in range(300):
        app.step(0.02, [])
        if sc.anim.active and any(e["kind"] == "phase" for e in sc.game.view.log):
            return sc
        if not sc.anim.active and sc.game.pending.kind == "act":
            key(app, pygame.K_s, unicode="s")
    raise AssertionError("the nemesis phase never started")


def labels(sc):
    return [row[0] for row in sc.options.items]


def test_space_skipping_the_nemesis_phase_shows_the_options_of_the_decision_it_ends_on(app):
    sc = into_the_nemesis_phase(app)
    assert labels(sc) == [WATCHING]
    key(app, pygame.K_SPACE, unicode=" ")
    app.step(0.02, [])
    assert not sc.anim.active
    want = [label for label, _ in sc.mode.fallback()]
    assert want and [lab.split(". ", 1)[1] for lab in labels(sc)] == want


def test_a_deciding_key_pressed_while_it_animates_shows_the_options_too(app):
    sc = into_the_nemesis_phase(app)
    key(app, pygame.K_RETURN, unicode="\r")        # not taken: the end is shown (a toast says so)
    app.step(0.02, [])
    assert not sc.anim.active and WATCHING not in labels(sc)
    assert len(labels(sc)) == len(sc.mode.fallback())
