"""Issue 32 (everyone at the table), item 1, the map's part: "so do enemy kinds and hazards on the
map". Every enemy kind wears a shape of its own (standard minion a shield, elite a star, rival
crossed bars, the nemesis a crown), none a seat's shape; every hazard of a stage has a glyph of its
own on its squares (the Power Plant's live rails a bolt, the Night Market's harbour water waves).
Checked on the glyphs' masks and on the frames the table draws (paint/kindmarks.py)."""
from types import SimpleNamespace

import pygame
import pytest

from legends.devtools.testing import open_table
from legends.engine.scenario import build
from legends.ui import assets
from legends.ui.paint import kindmarks, seatmarks

from tables import fresh_app, record

KINDS = ("standard", "elite", "rival", "nemesis")
PLAYERS = [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
           {"fighter": "chun_li", "style": "zoner", "rival": "juri"}]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("access-kinds")) as a:
        yield a


def mask(img) -> set:
    w, h = img.get_size()
    return {(x, y) for x in range(w) for y in range(h) if img.get_at((x, y)).a > 128}


def differ(a, b) -> bool:
    return len(a ^ b) > 0.2 * min(len(a), len(b))


def seat_mask(seat, size):
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    seatmarks.seat_mark(surf, seat, (size // 2, size // 2), size // 2 - 3, number=False)
    return mask(surf)


@pytest.mark.parametrize("size", [16, 40])
def test_item1_each_enemy_kind_has_a_shape_of_its_own_and_no_seats(app, size):
    """At a 720p standee's mark (16 px) and a TV's (40 px): the masks differ pairwise, and from
    each seat's shape (a rival wears both: its kind's and its seat's)."""
    masks = {k: mask(assets.sprite(kindmarks.kind_glyph(k), size)) for k in KINDS}
    assert min(map(len, masks.values())) > size * size // 5          # each drawn, not a speck
    for i, a in enumerate(KINDS):
        for b in KINDS[i + 1:]:
            assert differ(masks[a], masks[b]), (a, b)
        for seat in range(4):
            assert differ(masks[a], seat_mask(seat, size)), (a, seat)


def test_item1_each_hazard_glyph_has_a_shape_of_its_own(app):
    masks = [mask(assets.sprite(g, 32)) for g in kindmarks.HAZARD_GLYPHS]
    assert len(masks) == 4 and min(map(len, masks)) > 150
    for i in range(4):
        for j in range(i + 1, 4):
            assert differ(masks[i], masks[j]), (kindmarks.HAZARD_GLYPHS[i], kindmarks.HAZARD_GLYPHS[j])


def rule(text, effect="hazard"):
    return SimpleNamespace(effect=effect, args={"spaces": ["A1"], "damage": 1}, text=text)


def test_item1_a_hazard_glyph_follows_its_words_and_two_hazards_of_a_stage_never_share_one():
    rules = [rule("Live rails (B2): ..."), rule("", "relics"), rule("Harbor water (J2): ..."),
             rule("Burning oil (C3): ..."), rule("Exposed cables (D1): electric shock"), rule("Broken floor")]
    glyphs = kindmarks.hazard_glyphs(rules)
    assert glyphs == {0: "hazard_bolt", 2: "hazard_wave", 3: "hazard_flame", 4: "hazard_spikes", 5: "hazard_spikes"}
    assert len(set(list(glyphs.values())[:4])) == 4         # (five hazards on one stage: the glyphs repeat)


def game(app, stage, fighters, enemies, nemesis):
    doc = {"setup": {"stage": stage, "minions": "shadaloo", "nemesis": "bison", "seed": 9, "players": PLAYERS},
           "fighters": fighters, "enemies": enemies, "nemesis": nemesis}
    return build(doc, app.box)


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_item1_the_map_paints_each_figures_kind_and_each_hazard_squares_glyph(app, window):
    app.set_window_size(window)
    g = game(app, "power_plant", [{"space": "C5"}, {"space": "A4"}],
             [{"kind": "elite", "space": "A1"}, {"kind": "standard", "space": "A1"},
              {"kind": "standard", "space": "C3"}, {"kind": "elite", "space": "F4"},
              {"kind": "rival", "rival": "cammy", "space": "C1", "seat": 0},
              {"kind": "rival", "rival": "juri", "space": "A3", "seat": 1}], {"space": "reactor"})
    sc = open_table(app, g, ["human"] * 2)
    marks = record(app, sc)
    on_map = [m.what for m in marks if m.kind == "kind"]
    enemies = [f for f in sc.view.fig_rects if not f[1].startswith("F")]
    assert len(enemies) == 7 and set(on_map) >= set(KINDS)
    assert on_map.count("standard") >= 2 and on_map.count("elite") >= 2 and on_map.count("rival") >= 2
    hazards = [m for m in marks if m.kind == "hazard"]
    squares = [r for sp in ("B2", "B3", "D4", "E4") for r in sc.view.space_squares(sp)]
    assert {m.what for m in hazards} == {"hazard_bolt"}              # the live rails: a bolt
    for sq in squares:                                               # on every hazard square
        assert any(sq.contains(m.rect.move(sc.view.area.topleft)) for m in hazards), sq
    assert all(m.kind != "kind" or m.what in KINDS for m in marks)
    app.set_window_size((1920, 1080))


def test_item1_the_harbour_water_wears_waves(app):
    app.set_window_size((1280, 720))
    g = game(app, "night_market", [{"space": "A1"}, {"space": "A2"}], [], None)
    sc = open_table(app, g, ["human"] * 2)
    marks = record(app, sc)
    assert [m.what for m in marks if m.kind == "hazard"] == ["hazard_wave", "hazard_wave"]     # J2, J3
    app.set_window_size((1920, 1080))
