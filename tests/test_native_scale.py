"""Text rendered at the window's pixels (issue 12, item 1: "crisp on a 4K TV"): above a UI scale of 1
every scene draws in canvas units on a surface of the window's real pixels (legends/ui/gfx.py), so
a 4K TV at Auto gets the 1080p table drawn at twice its size (fonts opened at 2x, sprites drawn
from their SVGs at 2x), not a 1080p picture enlarged by the GPU. Headless: app.set_window_size is
the path a real window's resize takes too."""
import pygame
import pytest

from legends.ui import assets as A
from legends.ui import gfx as G
from legends.ui.screen import canvas_for

from tables import fresh_app, table

FOUR_K = (3840, 2160)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("native-scale")) as a:
        yield a


def at(app, window, setting="auto"):
    app.settings.ui_scale = setting
    app.set_window_size(window)


@pytest.fixture(autouse=True)
def back_to_1080p(app):
    yield
    at(app, (1920, 1080))
    assert G.K == 1.0


# --- the drawing scale --------------------------------------------------------------------------
@pytest.mark.parametrize("window, setting, k", [
    ((1280, 720), "auto", 1.0), ((1920, 1080), "auto", 1.0), ((2560, 1440), "auto", 1.0),
    (FOUR_K, "auto", 2.0), (FOUR_K, "100", 1.0), ((1920, 1080), "150", 1.5), (FOUR_K, "150", 1.5),
    ((1920, 1080), "200", 1.6667)])     # 960x540 is below the smallest table: 1152x648 at 1.67
def test_the_drawing_scale_is_the_ui_scale_above_1(app, window, setting, k):
    """The table's canvas is the window over the UI scale (canvas_for); its pixels are the window's."""
    at(app, window, setting)
    sc = table(app, 2, window)
    canvas = canvas_for(window, setting)[0]
    assert G.K == k and app.screen.get_size() == canvas == sc.L.size
    assert G.real(app.screen).get_size() == (round(canvas[0] * k), round(canvas[1] * k))


def test_text_and_sprites_are_drawn_at_the_windows_pixels(app):
    at(app, (1920, 1080))
    small = A.text("Psycho Crusher", 16)
    icon = A.sprite("punch", 24)
    at(app, FOUR_K)
    big = A.text("Psycho Crusher", 16)
    assert isinstance(big, G.Scaled) and big.get_size() == pytest.approx(small.get_size(), abs=2)
    assert G.real(big).get_height() >= 2 * small.get_height() - 2      # a 32 px font, not 16 px enlarged
    assert G.real(A.sprite("punch", 24)).get_size() == (48, 48) and icon.get_size() == (24, 24)
    assert A.font(16).size("Psycho Crusher")[0] == pytest.approx(small.get_width(), abs=2)


def test_a_4k_table_is_the_1080p_table_at_twice_the_pixels(app):
    """Every painter draws in canvas units: the 4K frame, shrunk to 1080p, is the 1080p frame
    (each 80x60 block's colour within a few levels: text is rendered at 32 px and shrunk, not identical)."""
    sc = table(app, 4, (1920, 1080))
    app.render()
    one = G.real(app.screen).copy()
    before = G.strays
    sc = table(app, 4, FOUR_K)
    app.render()
    assert sc.L.size == (1920, 1080)
    two = pygame.transform.smoothscale(G.real(app.screen), (1920, 1080))
    worst = max((sum(abs(a - b) for a, b in zip(pygame.transform.average_color(one, r)[:3],
                                                  pygame.transform.average_color(two, r)[:3])), r.topleft)
                for r in (pygame.Rect(x, y, 80, 60) for x in range(0, 1920, 80) for y in range(0, 1080, 60)))
    assert worst[0] <= 36, f"the block at {worst[1]} differs by {worst[0]}"
    assert G.strays == before, "a plain surface was enlarged onto the 4K table (drawn without gfx)"


def test_every_screen_draws_at_2x_with_nothing_enlarged(app):
    """The menus are drawn at the window's pixels too: title, setup, settings, load, gallery, lessons."""
    from legends.ui.scenes.gallery import GalleryScene
    from legends.ui.scenes.lessons import LessonsScene
    from legends.ui.scenes.load import LoadScene
    from legends.ui.scenes.settings import SettingsScene
    from legends.ui.scenes.setup import SetupScene
    from legends.ui.scenes.title import TitleScene
    at(app, FOUR_K)
    before = G.strays
    for make in (TitleScene, SetupScene, LoadScene, GalleryScene, LessonsScene,
                 lambda a: SettingsScene(a, back=TitleScene(a), desktop=FOUR_K)):
        app.set_scene(make(app))
        app.render()
        assert G.K == 2.0 and app.screen.get_size() == (1920, 1080), type(app.scene).__name__
        assert G.real(app.screen).get_size() == FOUR_K
    app.show_message("A message", "drawn over the screen at the window's pixels too")
    app.render()
    assert G.strays == before
    from legends.devtools.testing import key
    key(app, pygame.K_RETURN)                   # OK
    assert not app.message


@pytest.mark.parametrize("window, setting, table_k, menu_k", [
    ((2560, 1440), "auto", 1.0, 4 / 3), (FOUR_K, "100", 1.0, 2.0), ((1920, 1080), "auto", 1.0, 1.0)])
def test_each_canvas_is_drawn_at_the_scale_it_fits_the_window(app, window, setting, table_k, menu_k):
    """A 1440p monitor lays the table out 1:1 and draws the menus' 1920x1080 at 1.33; the table and
    the menus follow each other with the scale changing each time, and nothing drawn at one scale
    is met at the other."""
    from legends.ui.scenes.settings import SettingsScene
    at(app, window, setting)
    before = G.strays
    for _ in range(2):
        sc = table(app, 2, window)
        app.render()
        assert G.K == pytest.approx(table_k, abs=1e-3) and G.scale_of(sc.comp.bg) == G.K
        app.set_scene(SettingsScene(app, back=sc, desktop=window))
        app.render()
        assert G.K == pytest.approx(menu_k, abs=1e-3) and G.real(app.screen).get_width() == round(1920 * G.K)
        app.set_scene(sc)                       # back to the same table: laid out and drawn again at its scale
        app.render()
        assert G.scale_of(sc.comp.bg) == G.K == pytest.approx(table_k, abs=1e-3)
    assert G.strays == before


def test_a_resize_between_scales_keeps_the_game(app):
    sc = table(app, 3, FOUR_K)
    before = (sc.game.view.decisions, sc.options.items)
    for window in ((1920, 1080), (1280, 720), FOUR_K, (2560, 1440)):
        at(app, window)
        app.render()
        assert G.scale_of(sc.comp.bg) == G.K == (2.0 if window == FOUR_K else 1.0)
        assert (sc.game.view.decisions, sc.options.items) == before


def test_a_4k_table_plays_by_mouse_in_canvas_units(app):
    """The mouse arrives in canvas units (the renderer's logical size): a click on a hand card plays it."""
    from legends.devtools.testing import click
    sc = table(app, 4, FOUR_K)
    hand = list(sc.game.view.fighter(0)["hand"])
    card = next(h for h in sc.hots if h.ref and h.ref[0] == "hand")
    click(app, card.rect.center)
    sc.anim.skip()
    app.step(0.05, [])
    assert len(sc.game.view.fighter(0)["hand"]) == len(hand) - 1


def test_the_menus_in_a_720p_window_read_at_12_px(app):
    """The menus keep their 1920x1080 layout; in a 1280x720 window they are drawn at its pixels (2/3)
    with every font opened at 12 px at least (a 14 px label was 9 px when the GPU shrank the canvas)."""
    from legends.ui import drawn
    from legends.ui.scenes.gallery import GalleryScene
    from legends.ui.scenes.settings import SettingsScene
    from legends.ui.scenes.setup import SetupScene
    from legends.ui.scenes.title import TitleScene
    at(app, (1280, 720))
    sizes = set()
    for make in (TitleScene, SetupScene, GalleryScene,
                 lambda a: SettingsScene(a, back=TitleScene(a), desktop=(1280, 720))):
        app.set_scene(make(app))
        with drawn.recording() as marks:
            app.render()
        assert G.K == pytest.approx(2 / 3, abs=1e-3) and G.real(app.screen).get_size() == (1280, 720)
        small = sorted({(m.size, A.font(m.size).real.point_size, m.what) for m in marks
                        if m.kind == "font" and m.size >= 12 and A.font(m.size).real.point_size < 12})
        assert not small, f"{type(app.scene).__name__}: {small[:5]}"
        sizes |= {m.size for m in marks if m.kind == "font"}
    assert min(sizes) < 18                      # labels that were under 12 px (14 x 2/3)
    at(app, (1152, 648))                        # "Fit the screen" on a 720p laptop: its own pixels too
    assert G.K == pytest.approx(0.6, abs=1e-3) and G.real(app.screen).get_size() == (1152, 648)
    at(app, (960, 540))                         # smaller still: drawn as for 1152x648 and shown smaller
    assert G.K == pytest.approx(0.6, abs=1e-3) and G.real(app.screen).get_size() == (1152, 648)


def test_the_tables_overlays_and_the_game_over_draw_at_2x(app):
    """The zoom (Z), the help sheet (F1), the menu (Esc) and the game-over screen on a 4K TV: drawn
    at the window's pixels, nothing enlarged."""
    from legends.devtools.testing import key
    sc = table(app, 3, FOUR_K)
    before = G.strays
    for keys in ([pygame.K_RIGHT, pygame.K_z], [pygame.K_ESCAPE, pygame.K_F1], [pygame.K_ESCAPE, pygame.K_ESCAPE]):
        for k in keys:
            key(app, k, unicode="z" if k == pygame.K_z else "")
        app.render()
        assert G.K == 2.0 and len(sc.handlers.stack) == 2, keys     # the zoom, the help sheet, the menu: open
    key(app, pygame.K_ESCAPE)
    app.game_over(sc.game, ["human"] * 3)
    app.render()
    assert type(app.scene).__name__ == "GameOverScene" and G.real(app.screen).get_size() == FOUR_K
    assert G.strays == before


def test_a_ui_scale_round_trip_on_a_4k_tv_gives_the_whole_table_back(app):
    """Playtest: Settings from the game, 150%, Done; Settings, Auto, Done. The menus' canvas at Auto
    (1920x1080 at 2x) is the table's too, so the display did not change when the table came back,
    and the table stayed laid out for 150% (2560x1440): only its top left corner showed."""
    from legends.ui.scenes.settings import SettingsScene
    at(app, FOUR_K)
    sc = table(app, 3, FOUR_K)
    for setting, canvas in (("150", (2560, 1440)), ("auto", (1920, 1080)), ("125", (3072, 1728)), ("auto", (1920, 1080))):
        settings = SettingsScene(app, back=sc, desktop=FOUR_K)
        app.set_scene(settings)
        app.render()
        settings.set_scale(setting)
        settings.done()
        app.render()
        assert app.scene is sc and sc.L.size == app.screen.get_size() == canvas, setting
        assert G.scale_of(sc.comp.bg) == G.K


def test_the_menus_made_from_the_table_are_laid_out_for_their_own_canvas(app):
    """Playtest: Settings opened from a game at 1366x768 put its Done button in the left column, laid
    out for the table's 1366x768 canvas instead of the menus' 1920x1080. Every menu made while a
    table is on screen (Settings, Load, game over, a new game's setup, the gallery, the lessons)
    has the buttons it has when made from the title."""
    from legends.ui.scenes.gallery import GalleryScene
    from legends.ui.scenes.gameover import GameOverScene
    from legends.ui.scenes.lessons import LessonsScene
    from legends.ui.scenes.load import LoadScene
    from legends.ui.scenes.settings import SettingsScene
    from legends.ui.scenes.setup import SetupScene
    from legends.ui.scenes.title import TitleScene

    def rects(scene):
        ws = list(getattr(scene, "widgets", [])) + [getattr(scene, n) for n in ("start_btn", "back_btn", "phones_toggle")
                                                     if hasattr(scene, n)]
        return [tuple(w.rect) for w in ws]

    makers = (lambda a, sc: SettingsScene(a, back=sc, desktop=(1366, 768)), lambda a, sc: LoadScene(a),
              lambda a, sc: GameOverScene(a, sc.game, ["human"] * 2), lambda a, sc: SetupScene(a),
              lambda a, sc: GalleryScene(a), lambda a, sc: LessonsScene(a))
    at(app, (1366, 768))
    sc = table(app, 2, (1366, 768))
    from_table = [rects(make(app, sc)) for make in makers]
    app.set_scene(TitleScene(app))
    assert app.screen.get_size() == (1920, 1080)
    from_title = [rects(make(app, sc)) for make in makers]
    for a, b in zip(from_table, from_title):        # within 3 px: a chip sized by its text measures it at the scale
        assert len(a) == len(b) and all(abs(u - v) <= 3 for ra, rb in zip(a, b) for u, v in zip(ra, rb)), (a, b)
