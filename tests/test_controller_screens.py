"""Every screen by a controller alone (issue 11, item 2): from the title, with one virtual
controller's buttons and no keyboard or mouse event, each screen is reached, used and left (B goes
back). tests/test_keyboard_screens.py walks the same screens by keys."""
import pygame

from legends.devtools.testing import focus_title_on, title_screen, add_pad, monkey_scene, pad_button, settle
from legends.ui.scenes.gallery import GalleryScene
from legends.ui.scenes.gameover import GameOverScene
from legends.ui.scenes.lessons import LessonsScene
from legends.ui.scenes.load import LoadScene
from legends.ui.scenes.settings import SettingsScene
from legends.ui.scenes.setup import SetupScene
from legends.ui.scenes.title import TitleScene
from legends.ui.table import GameScene
from legends.ui.scenes.gameover import SETTLE

PAD = 1


class NoKeyboardOrMouse:
    """Fails the test if a raw keyboard or mouse event reaches the app."""
    KINDS = {pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
             pygame.MOUSEWHEEL, pygame.TEXTINPUT}

    def __init__(self, app):
        feed = app.feed

        def checked(e):
            assert e.type not in self.KINDS, pygame.event.event_name(e.type)
            feed(e)
        app.feed = checked


def pad_app(app, name="PS5 Controller"):
    NoKeyboardOrMouse(app)
    add_pad(app, PAD, name)
    return app


def press(app, *buttons):
    for b in buttons:
        pad_button(app, PAD, b)
        app.step(0.05, [])
    app.render()


def title(app):
    return title_screen(app)


def focus_on(app, label):
    """Down on the title until the focus is on this button (the ring is drawn there)."""
    focus_title_on(app, label, lambda a: press(a, "dpad_down"))


def test_a_again_and_again_starts_a_game_and_plays(app):
    pad_app(app)
    title(app)
    press(app, "a")                               # New game
    assert isinstance(app.scene, SetupScene)
    press(app, "a")                               # the controller takes P1
    press(app, "a")                               # ... and starts the game
    assert isinstance(app.scene, GameScene)
    sc = app.scene
    settle(app)
    first = sc.game.view.decisions
    for _ in range(12):
        press(app, "a")
        settle(app)
    assert sc.game.view.decisions > first + 3     # A keeps making legal decisions


def test_lessons_gallery_and_settings_by_controller(app):
    pad_app(app, "Xbox Series X Controller")
    title(app)
    focus_on(app, "Learn to play")
    press(app, "a")
    lessons = app.scene
    assert isinstance(lessons, LessonsScene)
    first = lessons.selected
    press(app, "dpad_down")
    assert lessons.selected == (first + 1) % len(lessons.lessons)
    press(app, "b")
    assert isinstance(app.scene, TitleScene)
    focus_on(app, "Stage gallery")
    press(app, "a")
    gallery = app.scene
    assert isinstance(gallery, GalleryScene) and gallery.index == 0
    press(app, "dpad_down")
    assert gallery.index == 1
    press(app, "b")
    assert isinstance(app.scene, TitleScene)
    focus_on(app, "Settings")
    press(app, "a")
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    speed = app.settings.anim_speed
    for _ in range(len(settings.widgets)):
        if getattr(settings.focus.current(settings.widgets), "label", "") == "Animation speed":
            break
        press(app, "dpad_down")
    press(app, "dpad_right")
    assert app.settings.anim_speed != speed
    press(app, "b")
    assert isinstance(app.scene, TitleScene)


def test_the_table_menus_help_and_load_by_controller(app):
    pad_app(app, "Nintendo Switch Pro Controller")
    title(app)
    press(app, "a", "a", "a")                     # new game, take P1, start
    game = app.scene
    assert isinstance(game, GameScene)
    settle(app)
    press(app, "back")                            # the help sheet; B closes it
    assert type(game.handlers.top).__name__ == "HelpOverlay"
    press(app, "b")
    assert type(game.handlers.top).__name__ == "TableInput"
    press(app, "start")                           # the menu: d-pad and A
    menu = game.handlers.top
    assert type(menu).__name__ == "PauseMenu"
    press(app, "dpad_up")
    assert menu.popup.choices[menu.popup.sel][1] == "title"
    press(app, "a")
    assert isinstance(app.scene, TitleScene)
    focus_on(app, "Load game")
    press(app, "a")
    load = app.scene
    assert isinstance(load, LoadScene) and load.sel == 0
    press(app, "a")                               # the newest save: the game left a moment ago
    assert isinstance(app.scene, GameScene)


def test_game_over_and_message_boxes_by_controller(app):
    pad_app(app)
    over = monkey_scene(app, "gameover", seed=3)
    app.set_scene(over)
    app.render()
    app.step(SETTLE, [])                          # (the result shown before A takes a button)
    press(app, "dpad_right")
    assert over.focus.current(over.widgets).label == "Play again"
    press(app, "dpad_left", "a")                  # New game: back to the setup
    assert isinstance(app.scene, SetupScene)
    press(app, "b")
    assert isinstance(app.scene, TitleScene)
    app.set_scene(GameOverScene(app, over.game, over.seats))
    press(app, "b")
    assert isinstance(app.scene, TitleScene)
    press(app, "b")                               # "Quit Legends?" Quit / Stay
    box = app.message[0]
    press(app, "dpad_right")
    assert box.sel == 1
    press(app, "a")                               # Stay
    assert app.message is None or not app.message and app.running
