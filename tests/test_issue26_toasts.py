"""Issue 26 item 2, second pass: one toast placer for the table, the menus and game over
(table/toasts.py). A scene's overlay layer is used as it is (its claims, strip, toast areas); a
scene that gives none gets a layer of its canvas's bounds alone; repeats fold into one toast."""
import pygame
import pytest

from legends.ui import widgets
from legends.ui.scene import Scene
from legends.ui.table import claims, toasts

SAID = ("Controller 2 takes P2", "Phone joined: P3", "Settings file unreadable: settings.json: keys.confirm: "
        "a key name was expected, and this sentence is long enough to need its room")


class Plain(Scene):
    """A screen that claims nothing (overlay_claims: None)."""

    def draw(self, surf):
        surf.fill((12, 12, 16))


class Menu(Plain):
    """A menu whose layer claims one wide button where a toast stands by default (the top)."""

    def __init__(self, app, rect):
        super().__init__(app)
        self.widgets = [widgets.Button(rect, "Play", lambda: None)]

    def overlay_claims(self):
        return claims.menu_layer(pygame.Rect((0, 0), self.app.screen.get_size()), self.widgets)


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_a_scene_with_no_layer_gets_its_toasts_on_the_canvas_inside_its_bounds(app, window):
    app.set_window_size(window)
    app.set_scene(Plain(app))
    app.toasts.clear()
    for text in SAID:
        app.toast(text)
    app.render()
    canvas = app.screen.get_rect()
    rects = app.toast_rects
    assert len(rects) == 3
    for i, r in enumerate(rects):
        assert canvas.contains(r), (r, canvas)
        assert r.collidelist(rects[:i] + rects[i + 1:]) < 0, rects
    assert rects[0].top == canvas.y + 110 and abs(rects[0].centerx - canvas.centerx) <= 1   # at the top, as before
    assert rects[1].top > rects[0].bottom and rects[2].top > rects[1].bottom                 # a column, the newest last
    app.toasts.clear()


def test_a_repeated_toast_on_a_screen_without_a_layer_folds_into_one(app):
    app.set_scene(Plain(app))
    app.toasts.clear()
    for _ in range(3):
        app.toast("Key not taken", 2.0, "refused")
    app.render()
    assert [t[0] for t in app.toasts] == ["Key not taken ×3"]
    assert len(app.toast_rects) == 1
    app.toasts.clear()


def test_a_menu_layer_keeps_its_toast_off_its_widget(app):
    """A button claimed across the canvas's top, where the toasts' column stands by default: the
    toast goes elsewhere, off the button, on the canvas."""
    app.set_scene(Plain(app))           # the canvas the menus draw on
    w, h = app.screen.get_size()
    button = pygame.Rect(40, 80, w - 80, 140)
    sc = Menu(app, button)
    app.set_scene(sc)
    app.toasts.clear()
    app.toast("Controller 2 takes P2")
    app.render()
    (r,) = app.toast_rects
    assert not r.colliderect(button), (r, button)
    assert app.screen.get_rect().contains(r)
    layer = sc.overlay_claims()
    toasts.draw(app.screen, layer, app.toasts)       # the layer as the app used it: nothing covered
    assert [c for c in layer.overlaps() if c[0] == "toasts"] == []
    app.toasts.clear()


def test_the_placer_reads_only_the_layer(app):
    """The same layer, the same places, whatever screen is shown: a strip is tried first (a toast
    in it), then the layer's toast areas (a column), then the farther places."""
    layer = claims.OverlayLayer((0, 0, 1280, 720))
    layer.strip = pygame.Rect(100, 600, 800, 18)
    layer.toast_areas = [("top", pygame.Rect(0, 110, 1280, 0))]
    layer.claim("wide", (100, 560, 800, 60), claims.HEAVY)       # the strip and above it taken
    said = [[text, 3.0] for text in SAID[:2]]
    rects = [toasts.place(layer, t)[2] for t in said]
    assert len(rects) == 2
    assert rects[0].top == 110 and rects[1].top == rects[0].bottom + toasts.STACK
    assert [c for c in layer.overlaps() if c[0] == "toasts"] == []
    free = claims.OverlayLayer((0, 0, 1280, 720))
    free.strip = pygame.Rect(100, 600, 800, 18)
    lines, z, r = toasts.place(free, said[0])
    assert r.bottom == free.strip.bottom + 2 and z == claims.TOAST_TEXT[0]   # in the strip, the layer's biggest text
    free.placed.clear()
    free.toast_sizes = (16, 15, 14)                                            # the table's
    assert toasts.place(free, said[0])[1] == 16


def test_a_toast_shown_on_one_screen_is_placed_afresh_on_the_next(app):
    """"Phone takes P1" at the setup screen's top right; on a screen that gives no layer it stands
    in the column at the top, not where the setup screen had it."""
    from legends.ui.scenes.setup import SetupScene
    app.set_window_size((1280, 720))
    app.set_scene(SetupScene(app))
    app.toasts.clear()
    app.toast("Phone takes P1")
    app.render()
    (there,) = app.toast_rects
    app.set_scene(Plain(app))
    app.render()
    (here,) = app.toast_rects
    canvas = app.screen.get_rect()
    assert here.top == canvas.y + 110 and abs(here.centerx - canvas.centerx) <= 1, (there, here)
    app.toasts.clear()
