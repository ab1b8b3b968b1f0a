"""Issue 26, the map's four last small faults (docs/ui.md, *Crowded squares and hands*): a start
square of six figures at 1152x648 spilled its roster over "RECLINING BUDDHA"; the setup preview's
seat mark touched a name chip; 2 of 528 spawn numbers on a name; START losing its first letters
under a seat badge."""
import pygame
import pytest

from tables import COUCH, module_app, opened, position

app = module_app("mapfour")


def _doc(stage, n, fighters, enemies, nemesis):
    doc = position(n, stage)
    doc["setup"]["players"] = COUCH[:n]
    doc["fighters"] = [{"space": sp} for sp in fighters]
    doc["enemies"] = [{"kind": k, "space": sp} for k, sp in enemies]
    doc["nemesis"] = {"space": nemesis, "ex": 0, "track": 1}
    return doc


# --- 3: the last two spawn numbers on a name ------------------------------------------------------------
SPAWN_CASES = {
    # Night Market's J1 (spawn 1, the map's corner): BIRDIE, CHUN-LI and M3; CHUN-LI's line wider
    # than the square took both ends of empty I1's wall
    "night_market J1": _doc("night_market", 4, ["J1", "I3", "J1", "G2"],
                            [("standard", "C1"), ("elite", "F3"), ("standard", "J1"), ("elite", "I3"),
                             ("standard", "J1"), ("elite", "B3")], "A3"),
    # Shadaloo Base's F4 (spawn 2): BIRDIE, BLANKA, M6; BLANKA's line past the square's left wall
    "shadaloo_base F4": _doc("shadaloo_base", 3, ["F4", "F4", "A2"],
                             [("elite", "A4"), ("standard", "F3"), ("standard", "A4"), ("elite", "F6"),
                              ("standard", "A4"), ("elite", "F4")], "D1"),
}


@pytest.mark.parametrize("case", sorted(SPAWN_CASES))
def test_a_spawn_number_by_a_full_square_keeps_off_every_name(app, case):
    """At 1152x648 these two spawn squares were full of roster lines whose whole names reach past the
    square's sides, so the places just past the walls' ends were taken too and the number went on a
    name (the last 2 of 528). It now slides along the outside of the walls to a free place, by its
    square, off every figure's name and the feature's name."""
    doc = SPAWN_CASES[case]
    sp = case.split()[1]
    sc = opened(app, doc, (1152, 648))
    num = next(n for n, s in sc.view.stage.spawns if s == sp)
    spawn = dict(sc.standees.uncovered)[f"spawn {num}"]
    b = sc.view.space_bounds(sp)
    chips = [pygame.Rect(c) for c in sc.view.name_chips]
    assert len([c for c in chips if b.inflate(8, 8).colliderect(c)]) >= 3
    names = chips + [pygame.Rect(r) for name, r in sc.view.printed if name.startswith("feature name")]
    assert spawn.collidelist(names) == -1, (spawn, [tuple(c) for c in names if c.colliderect(spawn)])
    assert spawn.colliderect(b.inflate(2 * spawn.w + 8, 2 * spawn.h + 8))      # by its square
    assert sc.view.map_rect.inflate(4, 4).contains(spawn)
    app.set_window_size((1920, 1080))


# --- 1: six on the start square at 1152x648 ---------------------------------------------------------
@pytest.mark.parametrize("fighters, minions", [(4, 2), (3, 3), (2, 4), (4, 1), (1, 5)])
def test_six_on_the_start_square_keep_their_roster_inside_it(app, fighters, minions):
    """Six (or five) on D4 of Ayutthaya Ruins at 1152x648 (a 1280x720 screen after F11): one line a
    figure did not fit the 61 px square, and the stack spilled up over "RECLINING BUDDHA". The
    roster now folds inside the square: the fighters first, short names side by side ("BIRD M1",
    "M1 M2"), else a "+N" chip; none over the feature's name, none touching another. START is its
    first row, inside D4 (the re-check: beside the square it read as C4's name), so a fighter may be
    counted in the "+N" chip (the square's tooltip names it)."""
    doc = _doc("ayutthaya_ruins", fighters, ["D4"] * fighters,
               [("standard", "D4")] * minions + [("elite", "F3")], "C1")
    sc = opened(app, doc, (1152, 648))
    d4 = sc.view.space_bounds("D4")
    name = dict(sc.view.printed)["feature name Reclining Buddha"]
    chips = [pygame.Rect(c) for c in sc.view.name_chips if d4.inflate(40, 80).colliderect(c)]
    assert len(chips) >= 4
    assert [c for c in chips if c.colliderect(name)] == []
    assert all(d4.top <= c.top and c.bottom <= d4.bottom for c in chips), (d4, chips)
    assert all(d4.inflate(6, 0).contains(c) for c in chips)
    assert [(a, b) for i, a in enumerate(chips) for b in chips[i + 1:] if a.colliderect(b)] == []
    words = sorted(sc.view.name_ids.get(tuple(c)) or "" for c in chips)
    from legends.ui.gameview import figures_of
    from legends.ui.table.map import figures as mapfigs
    from legends.ui.table.map.roster import MORE
    lines = mapfigs._rosters(sc.view, figures_of(sc.game), mapfigs.layout_figures(sc.view, figures_of(sc.game)), heads=True)
    assert lines[0].word == "START" and d4.contains(lines[0].chip)     # START inside D4, its first row
    folded = [i for ln in lines if ln.fid and ln.fid.startswith(MORE) for i in ln.fid[1:].split(",")]
    # every fighter named, or counted in the "+N" chip (START took a row: issue 26's re-check)
    assert len([w for w in words if w.startswith("F")]) + len([i for i in folded if i.startswith("F")]) == fighters
    assert len([w for w in words if w]) + len(folded) == fighters + minions      # no one lost silently
    app.set_window_size((1920, 1080))


def test_a_folded_roster_names_all_it_can_and_counts_the_rest():
    """fold(): four fighters and two minions in a 61 px square: four rows, the fighters' whole names
    where a line is alone on its row, the minions beside a short name, the last as "+1"."""
    from legends.ui.table.map.roster import MORE, fold
    square = pygame.Rect(100, 100, 61, 61)
    names = ["BIRDIE", "BLANKA", "CHUN-LI", "DHALSIM"]
    figs = [({"id": f"F{i + 1}", "label": nm, "short": nm[:4], "kind": "fighter"}, (110 + 12 * i, 110))
            for i, nm in enumerate(names)]
    figs += [({"id": f"m{i}", "label": f"M{i}", "short": f"M{i}", "kind": "minion"}, (110 + 12 * i, 140))
             for i in (1, 2)]
    out = fold(square, figs)
    assert len(out) == 6
    assert len({ln.chip.y for ln in out}) == 4
    assert all(square.inflate(6, 0).contains(ln.chip) for ln in out)
    words = [ln.word for ln in out]
    assert words.count("BLANKA") == 1 and "CHUN-LI" in words and "M1" in words
    more = [ln for ln in out if ln.fid.startswith(MORE)]
    assert len(more) == 1 and more[0].word == "+1" and more[0].fid == MORE + "m2"


# --- 2: the setup preview's seat shapes off the name chips ---------------------------------------------
def _seat_marks(view, figures):
    """(figure id, where its seat's shape is drawn: None where it is not) of the preview's seats."""
    from legends.ui.paint.standees import seat_mark_rect, seat_of, seat_radius
    from legends.ui.table.map import figures as mapfigs
    placed = mapfigs.layout_figures(view, figures)
    names = mapfigs.name_rects(view, figures)
    out = []
    for f, c, z in mapfigs._standing(view, figures, placed):
        if seat_of(f) is None:
            continue
        spot = mapfigs._seat_spot(view, f, c, z, names)
        r = seat_radius(z)
        home = (int(c[0]) - z // 2 + z - r - 3, int(c[1]) - z // 2 + z - r - 3)
        out.append((f["id"], None if spot == mapfigs.HIDDEN_SEAT else seat_mark_rect(spot or home, z)))
    return out


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720), (1920, 1080)])
def test_the_setup_previews_seat_shapes_touch_no_name_chip(app, window):
    """The setup preview of Birdie and Blanka on Ayutthaya Ruins: Blanka's blue square (its ring's
    seat shape, bottom right) sat on the end of BIRDIE's chip at 1152x648 (picture 39's "touching
    its E"). Each seat's shape now goes where it touches no name chip (a few pixels off its ring), or
    stays wholly under one; nothing pokes out at a chip's edge."""
    from legends.ui.gameview import figures_of
    from legends.ui.scenes.setup import SetupScene
    app.set_window_size(window)
    sc = SetupScene(app)
    app.set_scene(sc)
    sc.cfg["stage"] = "ayutthaya_ruins"
    sc.set_players(2)
    sc.cfg["players"][0].update(fighter="birdie")
    sc.cfg["players"][1].update(fighter="blanka")
    sc.update_preview()
    app.render()
    chips = [pygame.Rect(c) for c in sc.view.name_chips]
    marks = _seat_marks(sc.view, figures_of(sc.preview))
    assert len(marks) == 2 and len(chips) == 2
    shown = [(fid, m) for fid, m in marks if m is not None]
    assert [fid for fid, _ in shown] == ["F2"] or len(shown) == 2
    poking = [(fid, m, c) for fid, m in shown for c in chips if c.colliderect(m.inflate(2, 2)) and not c.contains(m)]
    assert poking == []
    app.set_window_size((1920, 1080))


# --- 4: START whole by a seat badge ---------------------------------------------------------------------
@pytest.mark.parametrize("window, dx", [((1280, 720), 3), ((1152, 648), 8)])
def test_a_seat_tag_on_starts_first_letters_draws_start_again(app, window, dx):
    """A fighter on the start square whose seat tag ("P2", top right of its standee) lay on the
    printed START's first letters (the playtest's run V, turn 6: "START" read "ART"): its disc
    covered under a quarter of the word's upper half, and the tag was counted at the size of
    standee_marks' part of it (12 x 9 px at 720p for a 20 x 14 px tag), so START was not drawn again.
    Any seat tag, seat shape or kind mark on a letter, or a name chip over any of it, now draws START
    again as a tag, over the standees, whole."""
    from legends.ui import assets
    from legends.ui.table.map.static import start_band
    from legends.ui.table.map.uncovered import HIDDEN, covered_part, draw_uncovered
    doc = _doc("ayutthaya_ruins", 4, ["A1", "H1", "F4", "B4"], [("elite", "F3")], "C1")
    sc = opened(app, doc, window)
    view = sc.view
    band = start_band(view)
    word = assets.text("START", max(assets.MIN_TEXT, int(band.h * 0.9)), (255, 255, 255), True).get_rect(center=band.center)
    z = int(view.cs * 0.42)            # (the standee's disc over under a quarter of the word's upper part)
    fig = {"id": "F2", "kind": "fighter", "label": "BLAN", "tag": "P2", "seat": 1, "ring": (60, 120, 230),
           "color": (60, 160, 60), "pos": (word.x + dx, word.y + 3 + z // 2), "size": z, "space": view.stage.start}
    tw, th = assets.font(max(assets.MIN_TEXT, int(z * 0.22)), True).size("P2")
    tag = pygame.Rect(word.x + dx - z // 2 + z - 1 - tw - 4, word.y + 4, tw + 4, th)
    assert tag.clip(word).w >= 15 and tag.left <= word.left      # the tag over "ST"
    assert covered_part(word, [fig], view) > HIDDEN
    surf = pygame.Surface(app.screen.get_size())
    drawn = dict(draw_uncovered(view, surf, [fig], []))
    assert "start" in drawn
    tag = drawn["start"]
    assert tag.w >= word.w and view.space_bounds(view.stage.start).inflate(2 * tag.w + 8, 2 * tag.h + 8).contains(tag)
    app.set_window_size((1920, 1080))
