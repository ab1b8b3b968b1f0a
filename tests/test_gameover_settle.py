"""Issue 26's fifth playtest: a keyboard player pressing Enter through the last nemesis phase landed
on the next game's setup 0.5-0.8 s after "The game is over.", never seeing the result. The result
screen takes no key for its first SETTLE seconds (a controller's buttons come as keys too) and says
so; a click, a deliberate choice, is taken at once; after SETTLE the keys work as before."""
import pygame

from legends.devtools.testing import key
from legends.ui.scenes import gameover
from legends.ui.scenes.gameover import GameOverScene

from tables import module_app, table

app = module_app("gameover-settle")


def result_screen(app):
    sc = table(app, 2, (1280, 720))
    app.game_over(sc.game, sc.seats)
    assert isinstance(app.scene, GameOverScene)
    return app.scene


def test_enter_at_once_stays_on_the_result_and_says_why(app):
    over = result_screen(app)
    key(app, pygame.K_RETURN)
    assert app.scene is over
    assert len([t for t in app.toasts if "the result first" in t[0]]) == 1


def test_enter_after_the_settle_time_takes_the_focused_button(app):
    over = result_screen(app)
    app.step(gameover.SETTLE + 0.1, [])
    key(app, pygame.K_RETURN)
    assert app.scene is not over and type(app.scene).__name__ == "SetupScene"      # New game: the focused button
