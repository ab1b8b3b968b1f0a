"""Issue 26's re-check after the eighth pass, on the fighter boards:

- finding 2: after P1 attacked Alex (the rulebook: "that rival will become assigned to them") P1's
  strip in the rivals' box held Abigail and Alex at half width (about 120 px): Alex's icons over its
  name ("Ale"), its third icon cut under the card, neither saying where it stood. A seat holding two
  rivals or more now has a row each in the box (the seat left without one a line), and rivals
  sharing a strip too narrow for the whole card are compact cards (name, round, health, place);
- finding 6: the active board's name shrank at 4K ("Chun-Li" at 15 px beside the others' 24): its
  seat tag is "P3" before the name gives up a pixel;
- finding 9: "Overhead" on a 75x32 meter strip read "Over-" / "head" (one line, its icon under it,
  now), and blocking it showed the name without its icon (kept now).
"""
import pytest

pytest.importorskip("pygame")

import pygame  # noqa: E402

from legends.ui import drawn  # noqa: E402
from legends.ui.paint import cards as D  # noqa: E402
from legends.ui.table.boards import meter  # noqa: E402
from tables import COUCH, couch_doc, module_app, opened, record  # noqa: E402

app = module_app("rivalrows")
SPACES = {"abigail": "D1", "akuma": "F1", "alex": "E4", "cammy": "F3"}
NAMES = {"abigail": "Abigail", "akuma": "Akuma", "alex": "Alex", "cammy": "Cammy"}


def rivals_doc(owners):
    """The couch game (four seats on Ayutthaya Ruins) with each rival assigned to owners[rival]."""
    enemies = [{"kind": "standard", "space": "B2"}] + [
        {"kind": "rival", "rival": r, "space": SPACES[r], "seat": s} for r, s in owners.items()]
    doc = couch_doc(enemies)
    doc["turn"] = 5
    return doc


def rival_cards(marks) -> dict:
    """name -> (card size, the marks its build noted, in the card's coordinates)."""
    out, cur = {}, None
    for m in marks:
        if m.kind == "card":
            cur = None
            if m.what[0] == "enemy" and m.what[1] in NAMES.values():
                cur = out[m.what[1]] = (m.rect.size, [])
        elif cur is not None:
            cur[1].append(m)
    return out


TWO = {"abigail": 0, "akuma": 1, "alex": 0, "cammy": 3}         # P1 attacked Alex: P3 has none
ALL = {"abigail": 0, "akuma": 0, "alex": 0, "cammy": 0}


@pytest.mark.parametrize("owners", [TWO, ALL], ids=["two", "four"])
@pytest.mark.parametrize("window", [(1280, 720), (1152, 648), (1920, 1080)])
def test_rivals_sharing_a_seat_read_whole(app, window, owners):
    sc = opened(app, rivals_doc(owners), window)
    marks = record(app, sc)
    cards = rival_cards(marks)
    assert len(cards) == 4, sorted(cards)
    for name, ((w, h), inner) in cards.items():
        texts = [m for m in inner if m.kind == "text"]
        assert name in [m.what for m in texts], (window, name, [m.what for m in texts])   # its name, whole
        rival = next(r for r, n in NAMES.items() if n == name)
        assert f"at {SPACES[rival]}" in [m.what for m in texts], (window, name)           # where it stands
        assert "health" in [m.what for m in inner if m.kind == "icon"], (window, name)
        card = pygame.Rect(0, 0, w, h)
        placed = [m for m in inner if m.kind in ("text", "icon", "act")]
        assert len(placed) >= 3
        for m in placed:
            assert card.contains(m.rect), (window, name, m.kind, m.what, m.rect, (w, h))
        named = next(m.rect for m in texts if m.what == name)
        for m in inner:
            if m.kind in ("icon", "act") and m.what != "rival":
                assert not m.rect.colliderect(named), (window, name, m.what)             # no icon over the name
    shown = [h.rect for h in sc.hotspots() if isinstance(h.ref, tuple) and h.ref[0] == "rival"]
    assert len(shown) == 4
    for i, r in enumerate(shown):
        assert r.h >= 24, (window, r)
        assert all(not r.colliderect(o) for o in shown[i + 1:]), (window, shown)
        if sc.L.rivals is not None:
            assert sc.L.rivals.contains(r), (window, r, sc.L.rivals)


def test_two_rivals_in_the_box_stack_at_nearly_full_height(app):
    sc = opened(app, rivals_doc(TWO), (1280, 720))
    app.render()
    shown = {h.ref[1]: h.rect for h in sc.hotspots() if isinstance(h.ref, tuple) and h.ref[0] == "rival"}
    assert len(shown) == 4
    assert all(r.w == sc.L.rivals.w - 10 and r.h >= 40 for r in shown.values()), shown    # were 117 x 44


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440),
                                    (3456, 1944), (3840, 2160)])
def test_the_active_boards_name_keeps_its_size(app, window):
    """Full boards: the active fighter's name as large as the other full boards' names."""
    heights = {}
    for active in (0, 2):
        doc = rivals_doc({"abigail": 0, "akuma": 1, "alex": 2, "cammy": 3})
        doc["active"] = active
        sc = opened(app, doc, window)
        marks = record(app, sc)
        names = [(m.what, m.rect.h) for m in marks if m.kind == "name"]
        assert len(names) == 4, names
        heights[active] = dict(names)
    full = [h for h in heights[2].values()] + [h for h in heights[0].values()]
    assert len(full) == 8
    if window[0] >= 1600:           # four full boards: every name at the same size, the active one too
        assert len(set(full)) == 1, (window, heights)
    else:                           # the wide (active) board's name at least the narrow ones'
        for active, seen in heights.items():
            assert seen[COUCH[active]["fighter"].replace("_", "-").title()] >= max(seen.values()), (window, seen)


def test_a_short_lone_word_stays_whole_with_its_icon(app):
    card = app.box.style_card("rushdown_07")            # Overhead (a kick)
    assert card.name == "Overhead"
    plan = D.named_plan(card.name, 1, 75, 32)           # a 720p wide board's strip
    assert plan is not None and plan[0] == ["Overhead"] and plan[1] >= 12, plan        # was "Over-" / "head"
    with drawn.recording() as marks:
        meter.blocking_strip(card, "rushdown", 75, 32)   # its neighbour focused in a block: its icon kept
    assert [m.what for m in marks if m.kind == "text"] == ["Overhead"]
    assert any(m.kind == "font" and m.what == "Overhead" and m.size >= 12 for m in marks)
    assert D.whole_name("Overhead", 1, 75, 32)


def test_a_long_lone_word_still_breaks_where_one_line_cannot_hold_it(app):
    plan = D.named_plan("Overhead", 1, 60, 32)          # too narrow for it at 12 px: hyphenated, not cut
    assert plan is not None and "".join(plan[0]).replace("-", "") == "Overhead", plan
