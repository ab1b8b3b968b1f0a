"""The phones' chip off the map (issue 26, fourth pass, finding 7): "Phones: P1, P2 · Q: codes" stood
over map row 4's bottom edge (A4, B4) at 1280x720. It goes to a corner of the map's area off the
squares where there is one, else to the left end of the keys' line (kept for it: the hints start right
of it, the focus label's last resort keeps off it). Two phone seats, 1280x720 and 1920x1080, a square,
a wide and a short stage: the chip covers no square, no coordinate, no claim, and not the keys' hints."""
import pytest

from test_720p_table import wide_table
from tables import PLAYERS, module_app, opened, phones_on, scenario, table

app = module_app("phones_chip")


def ruins(app, n, window):
    doc = scenario(PLAYERS[:n], "ayutthaya_ruins", turn=3,
                   fighters=[{"space": "C2"}, {"space": "H3"}, {"space": "A1"}, {"space": "F4"}][:n])
    return opened(app, doc, window)


STAGES = {"square": lambda app, n, w: table(app, n, w), "wide": wide_table, "ruins": ruins}


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("stage", ["square", "wide", "ruins"])
@pytest.mark.parametrize("n", [2, 4])
def test_the_phones_chip_covers_no_square_or_coordinate(app, monkeypatch, window, stage, n):
    sc = STAGES[stage](app, n, window)
    phones_on(app, monkeypatch, {0, 1})
    app.render()
    layer = sc.overlay_layer
    chips = [p.rect for p in layer.placed if p.name == "phones chip"]
    assert len(chips) == 1
    chip = chips[0]
    assert layer.bounds.contains(chip) and sc.L.map.contains(chip), (chip, sc.L.map)
    assert not chip.colliderect(sc.view.map_rect), (chip, sc.view.map_rect)          # no square
    coords = [r for name, r in sc.view.printed if name.startswith(("column ", "row "))]
    assert len(coords) == sc.view.cols + sc.view.rows
    assert not [r for r in coords if chip.colliderect(r)], chip                       # no coordinate
    assert [c for o, c in layer.overlaps() if o == "phones chip"] == []              # no claim, no overlay
    assert "phones chip" not in layer.harm
    assert not chip.colliderect(sc.comp.parts["hints"].rect)                         # not the keys' hints
    app.set_window_size((1920, 1080))
