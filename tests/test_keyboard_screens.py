"""Every screen by keyboard alone (issue 11, item 2): from the title, with key events only and no
mouse event at all, each screen is reached, used and left with Esc; every screen shows where the
focus is; Enter again and again from the title starts a game (a controller is translated into these
keys, so this is the controller-alone path too)."""
import pygame

from legends.devtools.testing import focus_title_on, title_screen, key, monkey_scene, settle
from legends.ui.scenes.gallery import GalleryScene
from legends.ui.scenes.gameover import GameOverScene
from legends.ui.scenes.lessons import LessonsScene
from legends.ui.scenes.load import LoadScene
from legends.ui.scenes.settings import SettingsScene
from legends.ui.scenes.setup import SetupScene
from legends.ui.scenes.title import TitleScene
from legends.ui.table import GameScene
from legends.ui.scenes.gameover import SETTLE

UNICODE = {pygame.K_RETURN: "\r", pygame.K_SPACE: " ", pygame.K_ESCAPE: "\x1b"}


def press(app, *keys, mod=0):
    for k in keys:
        key(app, k, mod=mod, unicode=UNICODE.get(k, ""))
        app.step(0.05, [])
    app.render()


def title(app):
    return title_screen(app)


def focus_on(app, label):
    """Down on the title until the focus is on this button (the ring is drawn there)."""
    focus_title_on(app, label, lambda a: press(a, pygame.K_DOWN))


def start_a_game(app):
    title(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, SetupScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, GameScene)
    settle(app)
    return app.scene


def test_enter_again_and_again_starts_a_game(app):
    sc = title(app)
    assert sc.focus.shown and sc.focus.current(sc.buttons).label == "New game"     # the ring is on it
    start_a_game(app)


def test_title_arrows_move_and_wrap_and_skip_what_is_off(app):
    sc = title(app)
    labels = [b.label for b in sc.focus.items(sc.buttons)]
    assert "Continue" not in labels            # no autosave yet: Continue is off, the focus skips it
    press(app, pygame.K_UP)
    assert sc.focus.current(sc.buttons).label == "Quit"
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert sc.focus.current(sc.buttons).label == labels[1]


def test_learn_to_play_by_keys(app):
    title(app)
    focus_on(app, "Learn to play")
    press(app, pygame.K_RETURN)
    sc = app.scene
    assert isinstance(sc, LessonsScene)
    first = sc.selected
    press(app, pygame.K_DOWN)
    assert sc.selected == (first + 1) % len(sc.lessons)
    press(app, pygame.K_RETURN)                  # starts the chosen lesson on the table
    assert type(app.scene).__name__ == "LessonScene"
    press(app, pygame.K_l)                       # the table's L: back to the list
    assert isinstance(app.scene, LessonsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)


def test_gallery_by_keys(app):
    title(app)
    focus_on(app, "Stage gallery")
    press(app, pygame.K_RETURN)
    sc = app.scene
    assert isinstance(sc, GalleryScene) and sc.index == 0
    press(app, pygame.K_DOWN, pygame.K_TAB)
    assert sc.index == 2
    press(app, pygame.K_UP)
    assert sc.index == 1
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)


def test_settings_by_keys(app):
    title(app)
    focus_on(app, "Settings")
    press(app, pygame.K_RETURN)
    sc = app.scene
    assert isinstance(sc, SettingsScene) and sc.focus.shown
    for _ in range(len(sc.widgets)):             # to "Pause after my turn", a toggle
        if getattr(sc.focus.current(sc.widgets), "label", "") == "Pause after my turn":
            break
        press(app, pygame.K_DOWN)
    before = app.settings.pause_after_turn
    press(app, pygame.K_RETURN)                  # Enter ticks it
    assert app.settings.pause_after_turn is (not before)
    speed = app.settings.anim_speed
    press(app, pygame.K_UP, pygame.K_RIGHT)      # Animation speed: Right changes it
    assert app.settings.anim_speed != speed
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)


def test_load_by_keys_with_the_pause_menu_and_the_help_sheet(app):
    title(app)
    focus_on(app, "Load game")
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, LoadScene) and app.scene.sel is None      # nothing saved yet
    press(app, pygame.K_RETURN, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)
    game = start_a_game(app)
    press(app, pygame.K_F1)                       # the help sheet; Esc closes it
    assert type(game.handlers.top).__name__ == "HelpOverlay"
    press(app, pygame.K_ESCAPE)
    assert type(game.handlers.top).__name__ == "TableInput"
    press(app, pygame.K_ESCAPE)                   # the menu: Up / Down and Enter
    menu = game.handlers.top
    assert type(menu).__name__ == "PauseMenu" and menu.popup.sel == 0
    press(app, pygame.K_UP)                       # wraps to "Quit to title"
    assert menu.popup.choices[menu.popup.sel][1] == "title"
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, TitleScene)
    focus_on(app, "Load game")
    press(app, pygame.K_RETURN)
    load = app.scene
    assert isinstance(load, LoadScene) and load.sel == 0 and load.list.row_rect(0) is not None
    press(app, pygame.K_DOWN, pygame.K_END, pygame.K_HOME)
    assert load.sel == 0
    press(app, pygame.K_RETURN)                   # the newest save
    assert isinstance(app.scene, GameScene)


def test_game_over_by_keys(app):
    over = monkey_scene(app, "gameover", seed=3)
    app.set_scene(over)
    app.render()
    app.step(SETTLE, [])                          # (the result shown before Enter takes a button)
    assert over.focus.current(over.widgets).label == "New game"
    press(app, pygame.K_RIGHT)
    assert over.focus.current(over.widgets).label == "Play again"
    press(app, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RETURN)
    assert isinstance(app.scene, GameScene)
    app.set_scene(GameOverScene(app, over.game, over.seats))
    press(app, pygame.K_RETURN)                   # at once: not taken, the result is shown first
    assert isinstance(app.scene, GameOverScene)
    app.step(SETTLE, [])
    press(app, pygame.K_RETURN)                   # New game: back to the setup
    assert isinstance(app.scene, SetupScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)
    app.set_scene(GameOverScene(app, over.game, over.seats))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)


def test_message_boxes_by_keys(app):
    title(app)
    press(app, pygame.K_ESCAPE)                   # "Quit Legends?" Quit / Stay
    box = app.message[0]
    assert box.sel == 0
    press(app, pygame.K_RIGHT)
    assert box.sel == 1
    press(app, pygame.K_RETURN)                   # Stay
    assert app.message is None and app.running
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE)  # Esc: the last button (Stay)
    assert app.message is None and app.running
    press(app, pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_LEFT, pygame.K_RETURN)
    assert not app.running                        # Quit, chosen by keys



def test_the_quit_button_asks_first(app):
    """Playtest: Up from New game wraps to Quit, and Enter closed the window at once."""
    title(app)
    press(app, pygame.K_UP, pygame.K_RETURN)      # Quit: "Quit Legends?" Quit / Stay
    assert app.message is not None and app.running
    press(app, pygame.K_ESCAPE)                   # Stay
    assert app.message is None and app.running


def test_no_mouse_event_was_needed(app, monkeypatch):
    """The whole walk above never sends a mouse event: make any mouse event an error and walk again."""
    real = app.dispatch

    def dispatch(e):
        assert e.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
        return real(e)

    monkeypatch.setattr(app, "dispatch", dispatch)
    start_a_game(app)
    test_message_boxes_by_keys(app)
