"""Settings: only window sizes that fit the screen, the new rows (pause after my turn, effects and
music volume, mute) in two columns that fit 1920x1080 and work from the keyboard; the arrow stays
over the same thing when the app resizes the window."""
import json

import pygame

from legends.store.settings import WINDOW_SIZES, Settings
from legends.ui import app as app_module
from legends.ui.scenes.settings import SettingsScene, window_sizes
from legends.devtools.testing import click, key, widget


def test_window_sizes_fit_the_given_screen():
    assert window_sizes((1366, 768)) == ["fit"]      # 720 rows leave no room for a title bar and a panel
    assert window_sizes((1440, 900)) == ["fit", "1280x720"]
    assert window_sizes((1920, 1080)) == ["fit", "1280x720", "1600x900"]
    assert window_sizes((2560, 1440)) == ["fit", "1280x720", "1600x900", "1920x1080"]
    assert window_sizes((3840, 2160)) == list(WINDOW_SIZES)
    assert window_sizes((800, 600)) == ["fit"]


def test_fit_the_screen_fills_a_screen_too_small_for_the_smallest_table():
    """A 1280x720 or 1366x768 laptop: a window would show the 1280x720 table at 90%, so "Fit the
    screen" opens fullscreen (docs/ui.md); a 1440x900 screen or a chosen size keeps a window."""
    from legends.ui.screen import fills_screen
    assert fills_screen(Settings(window="fit"), [(1280, 720)]) and fills_screen(Settings(window="fit"), [(1366, 768)])
    assert not fills_screen(Settings(window="fit"), [(1440, 900)]) and not fills_screen(Settings(window="fit"), [(1920, 1080)])
    assert not fills_screen(Settings(window="1280x720"), [(1366, 768)]) and not fills_screen(Settings(window="fit"), [])


def test_the_selector_offers_only_what_fits(app):
    app.settings.window = "2560x1440"             # saved on a bigger screen
    sc = SettingsScene(app, desktop=(1600, 900))
    sel = widget(sc, "Window size (when not fullscreen)")
    assert [v for v, _ in sel.options] == ["fit", "1280x720"] and sel.value == "fit"
    assert app.settings.window == "2560x1440"     # nothing is changed until the player picks


class FakeSound:
    def __init__(self):
        self.applied = []

    def apply_settings(self, settings):
        self.applied.append((settings.effects_volume, settings.music_volume, settings.muted))


def test_the_new_rows_save_and_tell_the_sound(app, tmp_path):
    app.sound = FakeSound()
    sc = SettingsScene(app, desktop=(1920, 1080))
    app.set_scene(sc)
    app.render()
    click(app, widget(sc, "Pause after my turn").rect.center)
    assert app.settings.pause_after_turn is False
    click(app, widget(sc, "Effects volume").arrows()[0].center)
    click(app, widget(sc, "Music volume").arrows()[1].center)
    click(app, widget(sc, "Mute all sound (M)").rect.center)
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["pause_after_turn"] is False and saved["muted"] is True
    assert abs(saved["effects_volume"] - 0.7) < 1e-9 and abs(saved["music_volume"] - 0.5) < 1e-9
    assert app.sound.applied[-1] == (saved["effects_volume"], saved["music_volume"], True)
    assert len(app.sound.applied) == 3


def test_without_a_sound_object_nothing_breaks(app):
    if hasattr(app, "sound"):
        del app.sound
    sc = SettingsScene(app, desktop=(1920, 1080))
    app.set_scene(sc)
    app.render()
    click(app, widget(sc, "Music volume").arrows()[1].center)


def test_two_columns_fit_the_screen_without_overlaps(app):
    sc = SettingsScene(app, desktop=(1920, 1080))
    rects = [w.rect for w in sc.widgets]
    assert len(rects) == 19        # 8 + 9 rows (UI scale under the window size; Colour vision last), Controls, Done
    screen = pygame.Rect(0, 0, 1920, 1080)
    for i, r in enumerate(rects):
        assert screen.contains(r)
        assert not any(r.colliderect(q) for q in rects[i + 1:])


def test_settings_by_keyboard_alone(app):
    sc = SettingsScene(app, desktop=(1920, 1080))
    app.set_scene(sc)
    app.render()
    items = sc.focus.items(sc.widgets)
    assert sc.focus.current(sc.widgets) is items[0] == widget(sc, "Window size (when not fullscreen)")
    pause = widget(sc, "Pause after my turn")
    for _ in range(items.index(pause)):
        key(app, pygame.K_TAB)
    assert sc.focus.current(sc.widgets) is pause
    key(app, pygame.K_SPACE, unicode=" ")
    assert app.settings.pause_after_turn is False
    speed = widget(sc, "Animation speed")
    key(app, pygame.K_UP)
    assert sc.focus.current(sc.widgets) is speed
    key(app, pygame.K_RIGHT)
    assert app.settings.anim_speed == 1.5
    app.render()
    key(app, pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "TitleScene"


def test_a_new_hard_default_wins_over_the_remembered_setup(app):
    app.settings.last_setup = {"stage": "night_market", "hard": False, "tie_break": "auto"}
    sc = SettingsScene(app, desktop=(1920, 1080))
    app.set_scene(sc)
    app.render()
    click(app, widget(sc, "Hard mode by default").rect.center)
    assert app.settings.hard is True and "hard" not in app.settings.last_setup
    assert app.settings.last_setup["stage"] == "night_market"


class FakeWindow:
    def __init__(self, size):
        self.size = size


def test_the_arrow_stays_over_the_same_thing_when_the_app_resizes_the_window(monkeypatch):
    warps = []
    monkeypatch.setattr(pygame.mouse, "set_pos", lambda *p: warps.append(p[0] if len(p) == 1 else p))
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    from legends.ui import screen
    monkeypatch.setattr(screen, "fit_window", lambda settings: (1280, 720))
    d = app_module.Display.__new__(app_module.Display)
    d.window, d.warp_to, d.size = FakeWindow((1920, 1080)), None, (1920, 1080)    # a menu's canvas
    point = (700, 470)                               # where the arrow is, on the 1920x1080 canvas
    d.apply_size(Settings(window="1280x720"))
    d.keep_pointer(point)
    assert d.window.size == (1280, 720) and warps[-1] == (467, 313)
    d.window.size = (1000, 1000)                     # the window manager gave another size: letterboxed
    d.resized()
    scale = 1000 / 1920
    x, y = warps[-1]
    assert abs(x - 700 * scale) <= 1 and abs(y - ((1000 - 1080 * scale) / 2 + 470 * scale)) <= 1
    d.warp_to = (point, 0.0)                         # a second later: a resize by hand is left alone
    n = len(warps)
    d.resized()
    assert len(warps) == n and d.warp_to is None
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: False)
    d.keep_pointer(point)                            # the arrow is not over the window: left alone
    assert len(warps) == n


def test_the_app_keeps_the_pointer_when_settings_change_the_size(app, monkeypatch):
    kept = []
    monkeypatch.setattr(app.display, "keep_pointer", lambda pos: kept.append(pos))
    sc = SettingsScene(app, desktop=(3840, 2160))
    app.set_scene(sc)
    app.render()
    sel = widget(sc, "Window size (when not fullscreen)")
    click(app, sel.arrows()[1].center)
    assert app.settings.window == "1280x720" and kept == [sel.arrows()[1].center]


def test_the_ui_scale_choices_say_what_they_give_here():
    """Playtest: on a 4K TV "Auto" was really 200%, so 150% made everything smaller; on a 1366x768
    screen 150% changed nothing (the smallest table is 1280x720). Each choice names its table."""
    from legends.ui.scenes.settings import scale_options
    tv = dict(scale_options((3840, 2160)))
    assert tv["auto"] == "Auto (200%)  ·  table 1920 x 1080" and tv["150"] == "150%  ·  table 2560 x 1440"
    laptop = dict(scale_options((1366, 768)))
    assert laptop["auto"] == "Auto (100%)  ·  table 1366 x 768" and laptop["150"] == "150%  ·  table 1153 x 648"   # the smallest table, in the screen's shape
