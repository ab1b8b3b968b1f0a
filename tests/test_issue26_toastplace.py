"""Issue 26 item 2, sixth pass (docs/playtests/issue-26.md, finding 10): toasts on a keys' line cut
short (the focus label, F1 help) stood above it, over the map's bottom row ("Key not taken while
the table moved" under C4-E4 at 720p; C6 half hidden at 1280x720, four seats), and at 1920x1080
the focus label on the line left no room for "F11 fullscreen". Now a toast never covers a map
square, a seat's health or EX, the prompt or the options list: it stands in the keys' line in its
whole words, else in the free room of the map's area beside the squares (wrapped to it), else in
its short form on the line, else over the log's older lines (table/toasts.py); the hints beside
the focus label on the line keep every hint the buttons do not show where the room holds them
(hud.hint_plan), dropping HINTS_DROPPED's first where it does not."""
from types import SimpleNamespace

import pygame
import pytest

from legends.ui import assets
from legends.ui.table import claims, hud, toasts
from legends.ui.table.handlers import REFUSED
from legends.ui.toasts import add

import tables
from tables import module_app, phones_on, record

app = module_app("issue26-toastplace")
SIZES = [((1280, 720), 1), ((1280, 720), 2), ((1280, 720), 4), ((1152, 648), 4), ((1920, 1080), 4), ((1728, 972), 4)]
TABLES = {}


def shared(app, n, window):
    return tables.shared(TABLES, app, n, window)


def squares(view) -> list:
    """Every square of the map, from the board (not the placer's own list)."""
    return [view.sq_rect(c, r) for sqs in view.board.squares_of.values() for c, r in sqs]


def refusal(app, sc):
    app.toast(sc.seating.not_yours(2, 0), 2.0)          # "Controller 2: not your decision. P1 decides (...)"


def key_not_taken(app, sc):
    for _ in range(2):
        app.toast("Key not taken while the table moved", 2.5, REFUSED, "Key not taken")


SAID = {"refusal": refusal, "key not taken": key_not_taken,
        "controller": lambda app, sc: app.toast("Controller 2 takes P2"),
        "phone": lambda app, sc: app.toast("P2's phone joined")}
NEEDED = ("prompt", "options title", "key hints")      # with every option row and every seat's health and EX


def needed(layer) -> list:
    return [c for c in layer.claims if c.name in NEEDED or c.name.startswith("option ")
            or (c.name.startswith("P") and c.name.endswith((" health", " ex")))]


def shown(app, sc, said, phones=False, monkeypatch=None):
    """The toast `said` drawn on the table (the phones invited: their chip too): its rect, the layer."""
    if phones:
        phones_on(app, monkeypatch, {1})
    app.toasts.clear()
    SAID[said](app, sc)
    app.render()
    (r,) = app.toast_rects
    return r, sc.overlay_layer


@pytest.mark.parametrize("window,n", SIZES)
def test_no_toast_covers_a_square_a_seats_health_or_ex_the_prompt_or_the_options(app, monkeypatch, window, n):
    sc = shared(app, n, window)
    sq = squares(sc.view)
    assert len(sq) >= 30
    seen = 0
    for said in SAID:
        for phones in (False, True):
            r, layer = shown(app, sc, said, phones, monkeypatch)
            assert app.screen.get_rect().contains(r)
            assert r.collidelist(sq) < 0, (said, phones, r)
            marks = needed(layer)
            assert len([c for c in marks if c.name.endswith(" health")]) == n
            assert [c.name for c in marks if c.rect.colliderect(r)] == [], (said, r)
            over = [c.name for c in layer.claims if c.rect.colliderect(r)]
            assert over in ([], ["log"]), (said, r, over)           # the log's older lines at most
            if over:
                (area, _), = layer.toast_over
                assert area.contains(r) and r.top == area.top       # its top: the oldest lines shown
            label = [p.rect for p in layer.placed if p.name in ("focus label", "phones chip")]
            assert r.collidelist(label) < 0
            seen += 1
            app.toasts.clear()
            monkeypatch.undo()
    assert seen == 2 * len(SAID)
    app.render()


def test_at_1920x1080_every_toast_stands_by_the_keys_line_off_its_hints(app):
    """In the line where its hints leave room, else just above it or beside the squares (issue 26's
    seventh pass, finding 3: in the line it hid "E end phase"): never over a hint, nor a square."""
    sc = shared(app, 4, (1920, 1080))
    for said in SAID:
        r, layer = shown(app, sc, said)
        assert layer.room.contains(r) and r.bottom <= layer.strip.bottom + 2, (said, r, layer.strip)
        assert len(layer.key_text) == 1 and r.collidelist(layer.key_text) < 0, (said, r, layer.key_text)
        assert r.collidelist(squares(sc.view)) < 0
    app.toasts.clear()


def test_at_1280x720_a_long_toast_goes_beside_the_squares_not_over_the_bottom_row(app):
    """One seat: the focus label and F1 help leave 300 px of the line; "Key not taken while the
    table moved ×2" (351 px) stood above the line over D6-E6. Now it stands in the map's area off
    the squares (Shadaloo Base's empty corner A5-B6), in its whole words; the refusal too."""
    sc = shared(app, 1, (1280, 720))
    for said in ("key not taken", "refusal"):
        r, layer = shown(app, sc, said)
        assert layer.room.contains(r) and r.collidelist(squares(sc.view)) < 0, (said, r)
        assert r.bottom <= layer.strip.top and r.x < sc.view.sq_rect(2, 5).x       # beside C6, not over it
        toast = app.toasts[-1]
        layer.placed = [p for p in layer.placed if p.name != "toasts"]
        whole = [lines for lines, z, size in toasts.forms(layer, toast) if size == r.size]
        assert whole and " ".join(whole[0]) == toast[0], (whole, toast[0])    # its whole words, wrapped
    app.toasts.clear()


def test_at_1280x720_four_seats_the_refusal_goes_off_the_short_log(app):
    """Four seats: the line holds the focus label and F1 help, the map's free corner is 123 px
    wide: "Key not taken ×2" stood over C6-D6, then over the log's top line (issue 26's ninth pass,
    finding 2: at 720 the log's 3 lines, its top the turn's heading). It now stands in its short
    form in the map's area off the squares (the empty A5-B6 corner), the log's lines in sight."""
    sc = shared(app, 4, (1280, 720))
    r, layer = shown(app, sc, "key not taken")
    (area, names), = layer.toast_over
    assert names == ("log",) and layer.toast_over_late
    assert not sc.L.log.colliderect(r) and layer.room.contains(r)
    assert r.collidelist(squares(sc.view)) < 0
    assert [lines for lines, z, size in toasts.forms(layer, app.toasts[-1]) if size == r.size][0] == ("Key not taken ×2",)
    app.toasts.clear()
    sc.comp.parts["hint"] = SimpleNamespace(rect=sc.L.log.inflate(-20, -20))     # a hint panel over the log
    try:
        assert sc.claims_layer().toast_over == []           # no toast goes over it
    finally:
        del sc.comp.parts["hint"]
    assert len(sc.claims_layer().toast_over) == 1


# --- the places, on a layer of its own --------------------------------------------------------
class Board:
    def __init__(self, cols, rows, missing=()):
        self.squares_of = {f"{chr(65 + c)}{r + 1}": [(c, r)] for c in range(cols) for r in range(rows)
                           if (c, r) not in missing}


class View:
    """A map view's geometry as the placer reads it (origin, cs, board, sq_rect, memo)."""

    def __init__(self, origin, cs, board):
        self.origin, self.cs, self.board = origin, cs, board
        self.memo = {}

    def sq_rect(self, c, r):
        return pygame.Rect(self.origin[0] + c * self.cs, self.origin[1] + r * self.cs, self.cs, self.cs)


def line_layer(missing=()):
    """A 1280x720 table's layer: the map's area 600x600 at (640, 90), six rows of 95 px squares,
    the keys' line 6 px under them with the focus label at its left and F1 help at its end."""
    pygame.font.init()
    layer = claims.OverlayLayer((0, 0, 1280, 720))
    layer.toast_areas, layer.toast_sizes = [], (16, 15, 14)      # as claims.table_layer's
    layer.room = pygame.Rect(640, 90, 600, 620)
    layer.strip = pygame.Rect(640, 692, 560, 18)
    layer.view = View((655, 116), 95, Board(6, 6, missing))       # their bottom 686, the line at 692
    layer.claim("key hints", (1200, 690, 60, 22), hud.KEPT_WEIGHT)
    layer.claim("column letters", (640, 90, 600, 26))
    layer.claim("row numbers", (640, 116, 15, 570))
    layer.place("focus label", [pygame.Rect(640, 690, 254, 22)])
    layer.toast_over = [(pygame.Rect(26, 116, 400, 76), ("log",))]
    layer.claim("log", (20, 88, 412, 110), claims.LIGHT)
    return layer


def test_the_short_form_on_the_line_before_the_log_and_the_whole_words_beside_the_squares_first():
    shown_ = []
    for _ in range(2):
        said = add(shown_, "Key not taken while the table moved", 2.5, "refused", "Key not taken")
    full = line_layer()                     # every square there: the line, in its short form
    lines, z, r = toasts.place(full, said)
    assert lines == ["Key not taken ×2"] and full.strip.inflate(0, 12).contains(r)
    assert r.x >= 640 + 254 and r.right <= 1200                     # beside the label, before F1 help
    corner = line_layer(missing={(0, 4), (1, 4), (0, 5), (1, 5)})      # A5-B6 empty: 190 px
    said.at = None                          # (a toast shown stays where it stood while that is free)
    lines, z, r = toasts.place(corner, said)
    assert " ".join(lines) == said[0] and len(lines) >= 2            # its whole words, wrapped to the corner
    assert r.collidelist(toasts.map_squares(corner.view)) < 0 and corner.room.contains(r)
    gone = line_layer()
    gone.place("other toast", [pygame.Rect(894, 690, 306, 22)])       # the line's room taken: the log
    said.at = None
    lines, z, r = toasts.place(gone, said)
    assert gone.toast_over[0][0].contains(r) and r.top == 116
    gone.placed = [p for p in gone.placed if p.name != "toasts"]      # the next frame's layer
    assert toasts.stays(gone, toasts.forms(gone, said), r) is not None      # it stays there while free
    assert toasts.stays(full, toasts.forms(full, said), pygame.Rect(700, 600, r.w, r.h)) is None   # on squares: never


# --- the hints beside the focus label on the line ----------------------------------------------
BUTTONS = ("Enter confirm", "S skip", "E end phase", "X hint", "Ctrl+Z undo")     # the prompt bar's buttons show these


def test_beside_the_label_the_hints_keep_the_lines_size_and_every_one_the_room_holds():
    """1920x1080: beside the label the line has 562 px; at 17 px "F9 load" and "F11 fullscreen" went.
    At the line's own size (13 px there) every hint no button shows stays; where the room is shorter
    (1728x972: 359 px, the line at 16 px) they go in HINTS_DROPPED's order, the least useful first."""
    pygame.font.init()
    parts = hud.unpinned(hud.KEY_HINTS).split(" · ")
    own = [p for p in parts if p not in BUTTONS]
    assert [w for w in hud.HINTS_DROPPED[:5]] == [p.split(" ", 1)[1] for p in BUTTONS]
    assert "Space skip" in own and len(own) == 8
    z, kept = hud.beside_label(hud.KEY_HINTS, pygame.Rect(452, 716, 1008, 22), 562)
    assert z == hud.line_plan(pygame.Rect(452, 716, 1008, 22), hud.KEY_HINTS)[0] == hud.HINT_MIN
    assert kept.split(" · ") == own and assets.font(z).size(kept)[0] <= 562
    z, kept = hud.beside_label(hud.KEY_HINTS, pygame.Rect(452, 692, 816, 22), 359)
    assert z == 16
    gone = [p.split(" ", 1)[1] for p in own if p not in kept.split(" · ")]
    assert sorted(gone) == sorted(hud.HINTS_DROPPED[5:5 + len(gone)]) and "fullscreen" in gone, gone
    assert "Esc cancel" in kept and "1-9 pick" in kept and "P enemy moves" in kept
    z, whole = hud.hint_plan(hud.KEY_HINTS, 988, 22)       # the line alone at 1920x1080: as before
    assert whole == hud.KEY_HINTS and z == hud.HINT_MIN


def test_at_1920x1080_the_label_on_the_line_leaves_f11_fullscreen_seen(app):
    from test_issue26_focus_strip import four_seat_block
    sc = four_seat_block(app, (1920, 1080))
    marks = record(app, sc)
    layer = sc.overlay_layer
    assert [p.name for p in layer.placed].count("focus label") == 1
    label = next(p.rect for p in layer.placed if p.name == "focus label")
    assert layer.strip.collidepoint(label.center)                  # on the line
    beside = [str(m.what) for m in marks if m.kind == "font" and str(m.what).startswith("Esc cancel")
              and "F1 help" not in str(m.what)]
    assert len(beside) == 1 and beside[0].endswith("F11 fullscreen"), beside
    assert set(beside[0].split(" · ")) == set(hud.unpinned(hud.KEY_HINTS).split(" · ")) - set(BUTTONS)
