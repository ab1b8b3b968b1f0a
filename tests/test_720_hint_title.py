"""Issue 26 ("nothing cut off by the window's edge") at 1280x720 in a four-player game: the key
hints under the map are drawn whole (the ones the prompt bar's buttons show are left out first, F1
help stays; the full list is in Help), and the Legal options title and its "N below" are both whole
(the short "N below", then the title without its seat part, where the panel is narrow)."""
import pygame
import pytest

from legends.devtools.screenshots import attack_4p
from legends.devtools.testing import open_table
from legends.ui import drawn, fitted
from legends.ui.table import hud
from legends.ui.widgets import ListView

from tables import fresh_app, record, table

WINDOWS = [(1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("hint-title")) as a:
        yield a


def fonts(marks):
    return [str(m.what) for m in marks if m.kind == "font"]


def hint_line(marks):
    """The hints line drawn (the font mark holding "F1 help"). Where the focus label went on the keys'
    line it is drawn, hidden under the label's band, and drawn again beside the label with the hints
    that fit whole (a part of the first, in its order, F1 help kept: focus.draw_on_strip)."""
    lines = [t for t in fonts(marks) if "F1 help" in t]
    assert len(lines) in (1, 2), lines
    if len(lines) == 2:
        full, shown = (line.split(" · ") for line in lines)
        assert [p for p in full if p in shown] == shown and "F1 help" in shown, lines
    return lines[0]


def check_whole(app, sc, below=True):
    """The hints line and the options title (with its "N below" where `below`) drawn whole."""
    marks = record(app, sc)
    cuts = [str(m.what) for m in marks if m.kind == "cut"]
    hints = hint_line(marks)
    assert not hints.endswith("...") and hints not in cuts
    parts = hints.split(" · ")
    assert set(parts) <= set(hud.KEY_HINTS.split(" · "))            # whole hints, none cut mid-word
    lv = sc.options
    title, more = lv.heading(lv.rect.w - 24)
    assert bool(more) == below and (not more or "below" in more)      # more rows than it shows, or not
    assert title in fonts(marks) and title not in cuts and title.startswith("Legal options (")
    assert not more or (more in fonts(marks) and more not in cuts)
    return parts, title, more


@pytest.mark.parametrize("window", WINDOWS)
def test_the_hints_and_the_options_title_are_whole_in_a_4p_game(app, window):
    sc = table(app, 4, window)
    parts, title, more = check_whole(app, sc)
    if window == (1920, 1080):            # the big map: every hint, the title with its seat, "9 below"
        assert parts == hud.KEY_HINTS.split(" · ")  # (at 16 px, its "(wheel)" given up: the title a size up too)
        assert "decides" in title and more.endswith("below")
    else:                                 # the 418 px map: the buttons' keys left out first
        assert "Enter confirm" not in parts and "Ctrl+Z undo" not in parts
        assert {"Esc cancel", "1-9 pick", "F1 help"} <= set(parts)


@pytest.mark.parametrize("window", WINDOWS)
def test_the_attack_scene_reads_whole_too(app, window):
    app.set_window_size(window)
    sc = open_table(app, attack_4p(app.box), ["human", "human", "human", "random"])
    app.render()
    check_whole(app, sc, below=False)            # its rerolls wrap onto two lines, all in sight


def test_dropping_leaves_out_whole_parts_in_order_and_keeps_help():
    parts = ["Enter confirm", "Esc cancel", "S skip", "F1 help", "Space skip", "F11 fullscreen"]
    fits = lambda n: lambda t: len(t.split(" · ")) <= n           # noqa: E731
    assert fitted.dropping(parts, fits(6), hud.HINTS_DROPPED) == " · ".join(parts)
    assert fitted.dropping(parts, fits(4), hud.HINTS_DROPPED) == "Esc cancel · F1 help · Space skip · F11 fullscreen"
    assert fitted.dropping(parts, fits(2), hud.HINTS_DROPPED) == "Esc cancel · F1 help"
    assert fitted.dropping(parts, fits(1), hud.HINTS_DROPPED, keep=("help",)) == "F1 help"


def test_a_narrow_list_shortens_its_more_then_drops_the_title_seat():
    pygame.font.init()
    items = [(f"{i}. Move to D{i}", str(i)) for i in range(1, 15)]
    for w, want_title, want_more in [(700, "Legal options (14) · P2 · Ken decides", "below (wheel)"),
                                     (330, "Legal options (14) · P2 · Ken decides", "below"),
                                     (220, "Legal options (14)", "below")]:
        lv = ListView((0, 0, w, 150), row_h=28, size=16, title="Legal options (14) · P2 · Ken decides")
        lv.set_items(items)
        title, more = lv.heading(w - 24)
        assert title == want_title and more.endswith(want_more), (w, title, more)
        surf = pygame.Surface((w, 150))
        with drawn.recording() as marks:
            lv.draw(surf)
        assert not [m for m in marks if m.kind == "cut" and m.what in (title, more)]
