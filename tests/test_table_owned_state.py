"""What one table keeps between its frames is its own (docs/ui.md, *The overlay layer*): the last
tooltip placed lives in the table's (or a menu screen's) overlay_kept, not in a module shared by
every table in the process; the focus cursor and the map view answer the drawing's questions
through public methods (belongs_to, memo, space_squares), not through their private attributes."""
import pygame

from legends.ui.table import claims, tooltip_place
from legends.ui.table.claims import OverlayLayer

from tables import module_app, table

app = module_app("owned_state")
TIP = ("M1", "A standard minion.", "Minions")


def counted_placements(monkeypatch) -> list:
    """Every tooltip placed afresh (not taken from where it went last frame) is noted here."""
    placed, real = [], tooltip_place._near_or_free
    monkeypatch.setattr(tooltip_place, "_near_or_free", lambda *a, **k: placed.append(a[3]) or real(*a, **k))
    return placed


def test_two_tables_in_one_process_keep_their_own_last_tooltip(app, monkeypatch):
    a = table(app, 2, (1280, 720))
    b = table(app, 2, (1280, 720))
    placed = counted_placements(monkeypatch)
    surf = pygame.Surface(a.L.size)
    pos = a.view.map_rect.center
    first = tooltip_place.tooltip(surf, a.claims_layer(), TIP, pos, far=True)
    tooltip_place.tooltip(surf, b.claims_layer(), TIP, b.view.map_rect.topleft, far=True)
    again = tooltip_place.tooltip(surf, a.claims_layer(), TIP, pos, far=True)     # a's next frame
    assert len(placed) == 2                 # a's second frame took its own last place: b's did not wipe it
    assert again == first
    assert a.overlay_kept["tip"][0] != b.overlay_kept["tip"][0]
    assert a.overlay_kept is not b.overlay_kept


def test_a_layer_given_no_memory_keeps_nothing_past_its_frame(monkeypatch):
    placed = counted_placements(monkeypatch)
    surf = pygame.Surface((800, 600))
    spots = [tooltip_place.tooltip(surf, claims.menu_layer((0, 0, 800, 600), ()), TIP, (400, 300))
             for _ in range(2)]
    assert len(spots) == 2 and spots[0] == spots[1]
    assert len(placed) == 2                 # each frame's layer placed it afresh
    kept = {}
    for _ in range(2):
        tooltip_place.tooltip(surf, OverlayLayer((0, 0, 800, 600), kept), TIP, (400, 300))
    assert len(placed) == 3 and list(kept) == ["tip"]     # a menu screen's memory: placed once


def test_the_focus_says_whether_its_key_belongs_to_the_decision_drawn(app):
    sc = table(app, 2, (1280, 720))
    app.render()
    assert sc.mode is not None and sc.focus.belongs_to(sc.mode) and sc.focus_is_fresh()
    assert not sc.focus.belongs_to(object())            # another decision's: not fresh
    sc.focus.key = ("hot", ("look", 1))                  # peeked: asking does not move the focus
    assert sc.focus.belongs_to(sc.mode) and sc.focus.key == ("hot", ("look", 1))


def test_the_map_view_keeps_other_modules_work_in_its_memo(app):
    sc = table(app, 2, (1280, 720))
    view = sc.view
    assert view.memo["claims"][1] and view.memo["claims"][0] is view.printed      # claims.py's printed marks
    squares = view.space_squares("D4")
    assert len(squares) == 1 and view.space_bounds("D4") == squares[0]        # D4 is one square on this stage
    assert view.space_squares("no such space") == []
    moved = view.moved(5, 0)
    assert moved.memo == {} and moved.memo is not view.memo
    assert moved.space_squares("D4") == [r.move(5, 0) for r in squares]
