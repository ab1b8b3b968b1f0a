"""Issue 26's second playtest pass (docs/playtests/issue-26.md, "Second pass"): START read twice with
one figure at four seats; a toast over a bot's ability cards; the banner's smeared copy; the block
prompt's Enter."""
import pygame
import pytest

from legends.devtools.testing import open_table
from legends.engine.scenario import build

from tables import fresh_app

PLAYERS = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
           {"fighter": "ken", "style": "rushdown", "rival": "juri"},
           {"fighter": "chun_li", "style": "zoner", "rival": "fang"},
           {"fighter": "zangief", "style": "grappler", "rival": "akuma"}]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("mends4")) as a:
        yield a


# --- START read twice with one figure ---------------------------------------------------------
def ruins_table(app, on_start):
    """Four seats on Ayutthaya Ruins (START on D4) at 1280x720, the first `on_start` fighters there
    (Chun-Li first: the playtest's picture 12)."""
    app.set_window_size((1280, 720))
    order = [2, 0, 1, 3]
    spaces = {i: "A1" for i in range(4)}
    for k, i in enumerate(order):
        spaces[i] = "D4" if k < on_start else ["A1", "A3", "G1", "G3"][k]
    doc = {"setup": {"stage": "ayutthaya_ruins", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
                     "players": PLAYERS},
           "turn": 3, "fighters": [{"space": spaces[i]} for i in range(4)], "nemesis": {"space": "G4"},
           "enemies": []}
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    app.render()
    return sc


def test_one_figure_on_start_at_four_seats_leaves_start_read_once(app):
    """Chun-Li alone on D4 at four seats: her disc sat over the letters' feet, a third of the word's
    area, and START was drawn again above the square though the printed word read (picture 12).
    The word's upper part is what is measured now: no tag for one figure, a tag for three."""
    sc = ruins_table(app, 1)
    assert dict(sc.standees.uncovered).get("start") is None
    sc = ruins_table(app, 3)
    assert dict(sc.standees.uncovered).get("start") is not None
