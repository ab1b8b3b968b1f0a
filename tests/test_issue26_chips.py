"""Issue 26, third playtest pass, finding 1 (picture 13): four figures on one square at 1280x720
showed their names as 3-letter stubs ("BIR BLA CHU DHA") under four overlapping seat tags. A
crowded square (map/roster.py) lists its figures' whole names, 12 px or more, none over another,
the seat tags (where they are drawn) on no name and no other tag, all inside the square."""
import pygame
import pytest

from legends.engine.scenario import build
from legends.devtools.testing import open_table
from legends.ui import assets as A
from legends.ui.gameview import figures_of
from legends.ui.table.map import figures as mapfigs
from legends.ui.table.map.roster import crowded

from tables import fresh_app, position, record, table

COUCH = [{"fighter": "birdie", "style": "grappler", "rival": "abigail"},
         {"fighter": "blanka", "style": "rushdown", "rival": "akuma"},
         {"fighter": "chun_li", "style": "zoner", "rival": "alex"},
         {"fighter": "dhalsim", "style": "shoto", "rival": "cammy"}]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("chips-720")) as a:
        yield a


def couch(app, window=(1280, 720)):
    """The couch game's start (picture 13): Birdie, Blanka, Chun-Li and Dhalsim on D4 of Ayutthaya Ruins."""
    doc = position(4, "ayutthaya_ruins")
    doc["setup"]["players"] = COUCH
    doc["fighters"] = [{"space": "D4"} for _ in range(4)]
    doc["enemies"] = [{"kind": "standard", "space": "A1"}]
    doc["nemesis"] = {"space": "C1", "ex": 0, "track": 1}
    app.set_window_size(window)
    return open_table(app, build(doc, app.box), ["human"] * 4)


def crowded_tables(app):
    yield "D4", couch(app)
    yield "D4", table(app, 4, (1280, 720), fighters=[{"space": "D4"} for _ in range(4)])
    yield "D4", table(app, 3, (1280, 720), fighters=[{"space": "D4"} for _ in range(3)])     # three: a roster too


def lines_of(sc, space):
    figs = [f for f in figures_of(sc.game)]
    return [ln for ln in mapfigs._rosters(sc.view, figs, mapfigs.layout_figures(sc.view, figs))
            if sc.view.space_at(ln.chip.center) == space], figs


def test_a_crowded_square_lists_whole_names_at_12_px_none_over_another(app):
    seen = []
    for space, sc in crowded_tables(app):
        marks = record(app, sc)
        square = sc.view.space_bounds(space)
        lines, figs = lines_of(sc, space)
        here = [f for f in figs if f.get("space") == space]
        assert len(lines) == len(here) >= 3
        names = {f["label"] for f in here}
        assert {ln.word for ln in lines} == names                  # whole: "DHALSIM", not "DHA"
        sizes = [m.size for m in marks if m.kind == "font" and str(m.what) in names]
        assert len(sizes) >= len(names) and min(sizes) >= A.MIN_TEXT, sizes
        chips = [pygame.Rect(r) for r in sc.view.name_chips if square.colliderect(r)]
        assert sorted(map(tuple, chips)) == sorted(tuple(ln.chip) for ln in lines)   # what was drawn is what is claimed
        assert not [(a, b) for i, a in enumerate(chips) for b in chips[i + 1:] if a.colliderect(b)]
        tags = [ln.tag for ln in lines if ln.tag is not None]
        for ln in lines:
            assert square.inflate(4, 4).contains(ln.chip), (ln, square)
            others = [o.name for o in lines if o is not ln] + [t for t in tags if t is not ln.tag]
            assert ln.tag is None or (ln.tag.collidelist(others) == -1 and not ln.tag.colliderect(ln.name))
        # the standees' own seat tags are off: four no longer overlap one another (picture 13)
        assert not [m for m in marks if m.kind == "font" and str(m.what) in {f"P{i}" for i in range(1, 5)}
                    and square.contains(pygame.Rect(m.rect)) and pygame.Rect(m.rect).collidelist(tags) == -1]
        seen.append(sorted(names))
    assert len(seen) == 3


def test_name_rects_agree_with_the_roster(app):
    sc = couch(app)
    figs = figures_of(sc.game)
    rects = mapfigs.name_rects(sc.view, figs)
    lines, _ = lines_of(sc, "D4")
    assert len(lines) == 4
    assert {ln.fid: tuple(ln.chip) for ln in lines} == {fid: tuple(r) for fid, r in rects.items()
                                                        if fid in {ln.fid for ln in lines}}


def test_two_on_a_square_keep_their_chips_and_three_make_a_roster():
    figs = [{"id": f"F{i}", "space": "D4"} for i in range(1, 4)] + [{"id": "M1", "space": "A1"},
                                                                   {"id": "F4", "space": "D4", "live": True}]
    assert crowded(figs) == {"D4": ["F1", "F2", "F3"]}
    assert crowded(figs[1:]) == {}
