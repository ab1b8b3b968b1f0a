"""Issue 32 (everyone at the table), item 2: a colour-vision setting (normal, protanopia,
deuteranopia, tritanopia) swaps in a seat palette and map colours chosen for it: the smallest
seat-to-seat distance (CIE76) at least 40 as that vision sees the colours the table draws (Machado
2009 simulation, ui/vision.py), and still 40 for normal vision; kept in settings.json."""
import pygame
import pytest

from legends.store.settings import COLOUR_VISIONS, load_settings
from legends.ui import theme as T
from legends.ui import vision as V
from legends.ui.scenes.settings import SettingsScene
from legends.ui.table.boards.seat import board_frame

from tables import fresh_app, table

OLD = [(220, 60, 50), (60, 130, 230), (60, 175, 90), (235, 170, 40)]   # the palette the issue measured


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("access-vision")) as a:
        yield a
        T.set_vision("normal")


def test_item2_the_simulation_gives_the_issue_figures_for_the_old_palette():
    got = {v: round(V.smallest_distance(OLD, v)) for v in V.VISIONS}
    assert abs(got["normal"] - 60) <= 1 and abs(got["protanopia"] - 27) <= 1
    assert abs(got["deuteranopia"] - 19) <= 1 and abs(got["tritanopia"] - 21) <= 1
    assert V.simulate((255, 255, 255), "deuteranopia") == (255, 255, 255)    # white stays white
    assert V.distance((0, 0, 0), (255, 255, 255)) == pytest.approx(100, abs=0.01)


def test_item2_the_settings_offer_every_vision():
    assert tuple(COLOUR_VISIONS) == V.VISIONS == tuple(T.VISION_COLORS)


@pytest.mark.parametrize("vision", V.VISIONS)
def test_item2_each_vision_tells_the_seats_apart(app, vision):
    sc = SettingsScene(app, desktop=(1920, 1080))
    app.set_scene(sc)
    sc.vision_sel.value = vision
    sc.set_vision(vision)                           # as the player picks it in Settings
    app.render()
    assert load_settings().colour_vision == vision  # kept in settings.json
    table(app, 4, (1920, 1080))
    app.render()
    drawn = [board_frame(seat)[0] for seat in range(4)]     # the colours the boards, rings, prompt draw
    assert len(set(drawn)) == 4
    assert V.smallest_distance(drawn, vision) >= 40, drawn
    assert V.smallest_distance(drawn, "normal") >= 40, drawn
    # the map's target ring stays apart from the highlight under this vision too
    assert V.distance(V.simulate(T.HILITE_TARGET, vision), V.simulate(T.HILITE, vision)) >= 40


def test_item2_the_app_opens_in_the_saved_vision(tmp_path, monkeypatch):
    from legends.devtools.testing import make_app
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    load_settings().change(colour_vision="tritanopia")
    try:
        make_app()
        assert T.vision == "tritanopia" and T.SEAT_COLORS == T.VISION_COLORS["tritanopia"]["SEAT_COLORS"]
    finally:
        T.set_vision("normal")
    assert T.SEAT_COLORS == T.VISION_COLORS["normal"]["SEAT_COLORS"]


def test_item2_a_screenshot_seen_through_a_vision(tmp_path):
    src, dst = tmp_path / "a.png", tmp_path / "b.png"
    img = pygame.Surface((4, 1))
    for x, c in enumerate(OLD):
        img.set_at((x, 0), c)
    pygame.image.save(img, str(src))
    V.simulate_png(src, dst, "deuteranopia")
    seen = pygame.image.load(str(dst))
    assert [tuple(seen.get_at((x, 0)))[:3] for x in range(4)] == [V.simulate(c, "deuteranopia") for c in OLD]


def test_item2_a_vision_chosen_during_a_game_recolours_the_table(app):
    T.set_vision("normal")
    sc = table(app, 4, (1920, 1080))
    app.render()
    st = SettingsScene(app, back=sc, desktop=(1920, 1080))      # Settings from the table's menu
    app.set_scene(st)
    app.render()
    st.set_vision("tritanopia")
    st.done()
    app.render()
    surf = pygame.display.get_surface()
    assert len(sc.L.seats) == 4
    for seat, r in enumerate(sc.L.seats):
        frame = [tuple(surf.get_at((r.centerx + dx, r.bottom - 2)))[:3] for dx in range(-40, 40, 4)]
        want = T.VISION_COLORS["tritanopia"]["SEAT_COLORS"][seat]
        assert min(V.distance(c, want) for c in frame) < 12, (seat, frame[:3], want)
