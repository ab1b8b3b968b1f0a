"""Issue 26's re-check (docs/playtests/issue-26.md, "New findings (re-check)", findings 1, 3 and 4):
START drawn in the next square with four fighters on the start square, the setup preview without
START, the seat shapes on the standees' names at the table. docs/ui.md, *Crowded squares and hands*."""
import pygame
import pytest

from legends.ui.gameview import figures_of
from legends.ui.table.map import figures as mapfigs
from legends.ui.table.map.roster import MORE

from tables import couch_doc, module_app, opened

app = module_app("mapstart")


def _lines(sc):
    figs = figures_of(sc.game)
    return mapfigs._rosters(sc.view, figs, mapfigs.layout_figures(sc.view, figs), heads=True)


# --- 1: START inside the start square ------------------------------------------------------------------
@pytest.mark.parametrize("window", [(1152, 648), (1280, 720), (3456, 1944)])
def test_start_stays_inside_a_start_square_of_four_fighters(app, window):
    """The couch's four fighters and nothing else on D4 of Ayutthaya Ruins: at 1152x648 and
    3456x1944 the roster had no room for its START line and the tag went beside the stack, into C4,
    where it read as C4's name. START is inside D4 now (the roster's first line, a name folded into
    "+N" where the lines do not fit under it), over no name, and every fighter is named or counted."""
    sc = opened(app, couch_doc([{"kind": "standard", "space": "A1"}]), window)
    d4 = sc.view.space_bounds("D4")
    start = dict(sc.standees.uncovered)["start"]
    assert d4.contains(start), (d4, start)
    lines = _lines(sc)
    assert lines[0].word == "START" and lines[0].chip == start
    names = [ln for ln in lines[1:] if not ln.fid.startswith(MORE)]
    folded = [i for ln in lines[1:] if ln.fid.startswith(MORE) for i in ln.fid[1:].split(",")]
    assert sorted([ln.fid for ln in names] + folded) == ["F1", "F2", "F3", "F4"]
    assert [ln.word for ln in lines if ln.fid and ln.fid.startswith(MORE)] == [f"+{len(folded)}"] * (1 if folded else 0)
    assert start.collidelist([ln.chip for ln in lines[1:]]) == -1
    assert all(d4.inflate(6, 0).contains(ln.chip) for ln in lines)
    app.set_window_size((1920, 1080))


# --- 3: the setup preview's START ------------------------------------------------------------------------
@pytest.mark.parametrize("window", [(1152, 648), (1280, 720), (1920, 1080)])
def test_the_setup_preview_draws_start_over_four_fighters(app, window):
    """The setup screen's preview of four seats on Ayutthaya Ruins: the four fighters on D4 hid
    the printed START and the preview drew no START again (the table did: picture 73). It draws the
    map as the table does now (render.draw_map: the standees, then uncovered.py over them): START
    inside D4, drawn (its tag's light edge on the screen), and the same marks drawn again as the
    table of that setup draws."""
    from legends.devtools.testing import open_table
    from legends.engine import Game
    from legends.ui import gfx
    from tables import setup_4p
    sc = setup_4p(app, window)
    view = sc.view
    start = view.start_tag
    assert start is not None and view.space_bounds("D4").contains(start), (start, view.space_bounds("D4"))
    real = gfx.real(app.screen)
    k = real.get_width() / app.screen.get_width()
    box = pygame.Rect(int(start.x * k), int(start.y * k), int(start.w * k), int(start.h * k))
    light = sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
                if min(real.get_at((x, y))[:3]) >= 220)          # its white letters and light edge
    assert light >= box.w * box.h // 6, (light, box)
    preview = sorted(what for what, _ in view.uncovered)
    table = open_table(app, Game.new(sc.setup_dict(), app.box), ["human"] * 4)
    assert sorted(what for what, _ in table.standees.uncovered) == preview
    assert preview.count("start") == 1
    app.set_window_size((1920, 1080))


# --- 4: the seat shapes off the standees' names at the table ---------------------------------------------
@pytest.mark.parametrize("window", [(1280, 720), (1152, 648), (1920, 1080)])
def test_a_seat_shape_keeps_off_the_standees_names_at_the_table(app, window):
    """Picture 79 (1280x720): Blanka's blue square covered the end of its "BLAN" on D4, Chun-Li's
    green triangle the end of "CHUN" on E4 (the shape at the standee's bottom right, over its own
    band; the table's standee label was not among the names it keeps off). Each fighter's shape is
    drawn beside or above its word now, touching no figure's word, chip or roster line."""
    from legends.ui.paint.standees import band_word_rect, seat_mark_rect, seat_radius
    doc = couch_doc([{"kind": "standard", "space": "A1"}, {"kind": "elite", "space": "F3"}])
    doc["fighters"] = [{"space": "A3"}, {"space": "D4"}, {"space": "E4"}, {"space": "B2"}]
    sc = opened(app, doc, window)
    view = sc.view
    figs = figures_of(sc.game)
    placed = mapfigs.layout_figures(view, figs)
    stood = [(f, c, z) for f, c, z in mapfigs._standing(view, figs, placed) if f["id"] in ("F1", "F2", "F3", "F4")]
    words = {f["id"]: band_word_rect(f["label"], c, z) for f, c, z in stood}
    assert sorted(fid for fid, w in words.items() if w is not None) == ["F1", "F2", "F3", "F4"]
    names = [w for w in words.values()] + [pygame.Rect(c) for c in view.name_chips]
    shapes, rects = {}, mapfigs.name_rects(view, figs)
    for f, c, z in stood:
        at = mapfigs._seat_spot(view, f, c, z, rects)          # (as draw_figures draws it)
        r = seat_radius(z)
        home = (int(c[0]) - z // 2 + z - r - 3, int(c[1]) - z // 2 + z - r - 3)
        assert at != (), f["id"]                # drawn (its seat never its colour alone)
        shapes[f["id"]] = seat_mark_rect(at or home, z)
        assert view.space_bounds(f["space"]).contains(shapes[f["id"]])
    touching = [(fid, tuple(m)) for fid, m in shapes.items() if m.inflate(2, 2).collidelist(names) != -1]
    assert touching == []
    app.set_window_size((1920, 1080))
