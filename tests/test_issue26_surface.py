"""Issue 26 item 1: the layout trusts the size it asked for, not the window it got. On a 1280x720
screen with no window manager "Fit the screen" asked for fullscreen, the window stayed 1152x648
while SDL said 1280x720, and the 1280x720 table was drawn into it, its top bar and right column cut
off. The table is laid out for the surface the window really has (screen.Display.check, native.size)
every time it changes, and an unhonoured fullscreen becomes a window covering the screen."""
from types import SimpleNamespace

import pygame
import pytest

from legends.ui import gfx as G
from legends.ui import native, screen

from tables import fresh_app, table


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("surface")) as a:
        yield a


def test_item1_a_resize_event_lays_the_table_out_for_the_surface_it_gives(app):
    """SDL's WINDOWSIZECHANGED is the news a window manager's resize brings: the next frame is laid
    out for that surface, every part inside it, drawn 1:1 (no finished frame scaled)."""
    sc = table(app, 4, (1920, 1080))
    app.step(0.01, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1366, y=768)])
    assert sc.L.size == (1366, 768) == app.screen.get_size()
    assert G.scale_of(app.screen) == 1.0
    surface = app.screen.get_rect()
    outside = [k for k, r in sc.L.regions().items() if not surface.contains(r)]
    assert not outside
    app.step(0.01, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1920, y=1080)])
    assert sc.L.size == (1920, 1080) == app.screen.get_size()


class Window:
    """What screen.Display asks of a pygame.Window, with the size SDL believes."""
    def __init__(self, size):
        self.size, self.position, self.calls = size, (64, 36), []

    def set_windowed(self):
        self.calls.append("windowed")

    def set_fullscreen(self, desktop=True):
        self.calls.append("fullscreen")


def display(window, fullscreen):
    d = screen.Display.__new__(screen.Display)
    d.settings = SimpleNamespace(fullscreen=fullscreen, window="fit", ui_scale="auto")
    d.window, d.got, d.filled, d.scaled, d.warp_to, d.virtual = window, None, False, False, None, screen.FIXED
    return d


def test_item1_an_unhonoured_fullscreen_becomes_a_window_covering_the_screen(monkeypatch):
    """No window manager: SDL says the fullscreen window is 1280x720, the X server says 1152x648. The
    window is made windowed, put at the corner and sized to the screen (which the server honours);
    F11 then gives back a window of the settings' size."""
    w = Window((1280, 720))
    monkeypatch.setattr(native, "size", lambda win: (1152, 648))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    d = display(w, fullscreen=True)
    assert d.check()
    assert w.calls == ["windowed"] and w.position == (0, 0) and w.size == (1280, 720)
    assert d.window_size() == (1280, 720) and d.filled
    d.set_fullscreen(False)                             # F11: a window again, centred
    assert not d.filled and w.size == screen.fit_window(d.settings) == (1152, 648) and w.position == (64, 36)


def test_item1_the_canvas_is_made_for_the_real_size_not_sdls(monkeypatch):
    """A window whose real size is not the one SDL reports (a window manager's late answer): the
    table's canvas is the real one, and a change of it is news (check is True once)."""
    w = Window((1920, 1080))
    real = [(1600, 900)]
    monkeypatch.setattr(native, "size", lambda win: real[0])
    d = display(w, fullscreen=False)
    assert d.check() and d.window_size() == (1600, 900) and d.table_canvas() == (1600, 900)
    assert not d.check()
    real[0] = (1440, 810)
    assert d.check() and d.table_canvas() == (1440, 810) and w.calls == []


def test_item1_native_size_says_nothing_off_x11():
    """Headless (the dummy driver) the X server is not asked: SDL's figure is all there is."""
    assert native.size(SimpleNamespace(handle=1)) is None


# --- the smallest canvas: a 720p screen's 1152x648 window, laid out 1:1 ---------------------------------
SMALLEST_LEAST = {"log": 56, "nemesis": 228, "seat": 140, "options": 38 + int(3.5 * 28) + 1}       # ListView shows 4 rows from 3.5 rows' height


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_item1_a_1152x648_window_is_laid_out_not_scaled(n):
    """F11 on a 1280x720 screen gives a 1152x648 window: its table is laid out for it (the classic
    layout, every player count), nothing outside it or overlapping, each panel at its least size."""
    from itertools import product
    from test_layout_sizes import BOARDS, problems
    from legends.ui.table.layout import Layout
    assert screen.canvas_for((1152, 648))[0] == (1152, 648) and screen.canvas_for((1152, 648))[1] == 1.0
    for board in BOARDS:
        L = Layout(n, board, (1152, 648))
        bad = [p for p in problems((1152, 648), n, board, L) if " < " not in p]
        assert not bad, bad
        assert L.kind == "classic" and L.log.h >= SMALLEST_LEAST["log"] and L.nemesis.h >= SMALLEST_LEAST["nemesis"]
        assert L.options.h >= SMALLEST_LEAST["options"] and Layout.cell(L.map, board) >= 45
        assert all(r.w >= SMALLEST_LEAST["seat"] and r.h >= 200 for full in range(n) for r in L.seats_for(full))


def test_item1_text_on_a_1152x648_table_is_drawn_1to1_and_fits_its_boxes(app):
    from tables import record
    sc = table(app, 4, (1152, 648))
    assert app.screen.get_size() == (1152, 648) == sc.L.size and G.scale_of(app.screen) == 1.0
    marks = record(app, sc)
    wide = [f"{m.what!r}: {m.rect.w} px in a {m.box.w} px box" for m in marks
            if m.kind == "text" and m.box is not None and m.rect.w > m.box.w]
    assert not wide, "\n".join(wide)
    app.set_window_size((1920, 1080))


def test_item1_the_real_size_is_asked_a_few_times_a_second_not_every_frame(monkeypatch):
    """Issue 25 review: drawing frames, the X server is asked the window's size at most every
    CHECK_EVERY seconds (poll); a resize event still looks at once (check)."""
    w = Window((1920, 1080))
    asked, clock = [], [100.0]
    monkeypatch.setattr(native, "size", lambda win: asked.append(clock[0]) or (1600, 900))
    monkeypatch.setattr(screen.time, "monotonic", lambda: clock[0])
    d = display(w, fullscreen=False)
    assert d.poll() and len(asked) == 1                 # the first frame looks, and sees the real size
    for _ in range(10):                                 # frames drawn at once after it: not asked again
        clock[0] += 0.01
        assert not d.poll()
    assert len(asked) == 1
    clock[0] += screen.CHECK_EVERY
    assert not d.poll() and len(asked) == 2             # a moment later: asked again (nothing moved)
    assert not d.check() and len(asked) == 3            # a resize event asks at once


@pytest.mark.parametrize("got", [(1152, 648), (1280, 720)])
def test_item1_after_f11_the_table_is_laid_out_for_the_surface_the_window_got(app, monkeypatch, got):
    """F11 asks for fullscreen; the window gets another surface than the one asked for (no window
    manager: the 1152x648 window stays; with one: the whole 1280x720 screen). The next frame is laid
    out for the surface it got, filling it 1:1 with every part inside; F11 again follows the window back."""
    sc = table(app, 4, (1600, 900))
    asked = []

    def fullscreen(on):         # the windowing system's answer: a surface of its own choosing
        asked.append(on)
        app.display.virtual = got if on else (1600, 900)
    monkeypatch.setattr(app.display, "set_fullscreen", fullscreen)
    was = app.settings.fullscreen
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    app.render()
    assert asked == [not was]
    assert sc.L.size == got == app.screen.get_size() and G.scale_of(app.screen) == 1.0
    assert not [k for k, r in sc.L.regions().items() if not app.screen.get_rect().contains(r)]
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    app.render()
    assert asked == [not was, was] and sc.L.size == (1600, 900) == app.screen.get_size()
    app.set_window_size((1920, 1080))
