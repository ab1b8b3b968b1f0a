"""Issue 26, the ninth pass's finding 6 (picture 87): at 3840x2160 on a square of two figures the
raised "ALEX" chip covered Chun-Li's "P3" seat tag by about 5 px (and a raised fighter's chip its
own tag). A tag under a name chip now goes to its standee's top left, else just above the
standee, inside the square (docs/ui.md, *Crowded squares and hands*)."""
import pygame
import pytest

from tables import COUCH, module_app, opened, position

app = module_app("pairtags")


def _doc(fighters, enemies):
    doc = position(4, "shadaloo_base")
    doc["setup"]["players"] = COUCH
    doc["fighters"] = [{"space": sp} for sp in fighters]
    doc["enemies"] = enemies
    doc["nemesis"] = {"space": "A1", "ex": 0, "track": 1}
    return doc


CASES = {
    "Chun-Li and Alex on E1": _doc(["D4", "B2", "E1", "C5"], [{"kind": "rival", "rival": "alex", "space": "E1", "seat": 2}]),
    "Birdie and Blanka on D4": _doc(["D4", "D4", "E1", "C5"], [{"kind": "elite", "space": "B2"}]),
    "Dhalsim and a minion on C5": _doc(["D4", "B2", "E1", "C5"], [{"kind": "standard", "space": "C5"}]),
}


def overlaps(sc):
    """(name's figure, tag's figure) of every name chip over a seat tag (its own too), as drawn."""
    return [(sc.view.name_ids.get(tuple(c)), fid) for c in sc.view.name_chips for t, fid in sc.view.seat_tags
            if pygame.Rect(c).colliderect(t)]


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("case", sorted(CASES))
def test_a_name_never_covers_a_neighbours_seat_tag(app, case, window):
    sc = opened(app, CASES[case], window)
    app.render()
    tagged = sorted(fid for _, fid in sc.view.seat_tags)
    # on a roster (a pair at 1280x720) a tag is on its name's line instead
    on_roster = {"Chun-Li": ["F3"], "Birdie": ["F1", "F2"], "Dhalsim": ["F4"]}[case.split()[0]]
    roster = on_roster if window == (1280, 720) else []
    assert tagged == sorted(set(["F1", "F2", "F3", "F4"]) - set(roster))
    assert overlaps(sc) == []
    squares = {fid: sc.view.space_bounds(sc.view.space_at(r.center)) for r, fid in sc.view.fig_rects}
    assert [fid for t, fid in sc.view.seat_tags if not squares[fid].contains(t)] == []
    if case.startswith("Chun-Li") and window == (3840, 2160):
        chun = next(r for r, fid in sc.view.fig_rects if fid == "F3")     # her "P3" at her top left, off "ALEX"
        assert [(t.x - chun.x, t.y - chun.y) for t, fid in sc.view.seat_tags if fid == "F3"] == [(1, 1)]
        names = {sc.view.name_ids.get(tuple(c)) for c in sc.view.name_chips}
        assert {"F3", "r:alex"} <= names
    if case.startswith("Birdie") and window != (1280, 720):     # BLANKA's raised chip over both their tops
        tops = {fid: r.top for r, fid in sc.view.fig_rects}
        assert [t.bottom <= tops[fid] for t, fid in sc.view.seat_tags if fid in ("F1", "F2")] == [True, True]
    app.set_window_size((1920, 1080))
