"""Issue 26's leftovers at the sofa: four players at 1152x648 read every seat's name (the narrow
boards' names gave way to "..."), and the log's Recap chip has a key of its own (the keymap's
`recap`: Tab, shown in Controls and the help) and a controller route (a button of its own in
Controls, and the focus ring)."""
import pygame
import pytest

from legends.devtools.testing import key

from tables import fresh_app, record, table

NAMES = ("Chun-Li", "Ken", "Ryu", "Zangief")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-sofa")) as a:
        yield a


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720)])
def test_item4_four_players_read_every_seats_name(app, window):
    sc = table(app, 4, window)
    marks = record(app, sc)
    cut = {m.what for m in marks if m.kind == "cut"}
    assert not cut & set(NAMES), cut
    shown = {m.what: m.size for m in marks if m.kind == "font" and m.what in NAMES}
    assert set(shown) == set(NAMES), shown           # each seat's name, whole, on its board
    assert min(shown.values()) >= 13, shown
    app.set_window_size((1920, 1080))
