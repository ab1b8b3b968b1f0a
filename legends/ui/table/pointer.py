"""Did the pointer move on the screen? (GameScene.pointer_moved: the mouse hides the focus cursor.)

A MOUSEMOTION comes in canvas coordinates. When the table is laid out again (F11, a window size,
the UI scale) the canvas maps to other screen pixels, and SDL sends a motion where nothing moved:
the window growing under a still pointer (the pointer left off the window, as a keyboard player
leaves it, is inside after F11), the window manager moving it. Its canvas point differs from the
last one, so it read as a move: the focus frame and its "Enter: ..." label went, a tooltip came up
under the pointer, and they stayed so after F11 back (issue 26's eighth pass, finding 2, picture 62).

`PointerWatch` keeps where the pointer was on the screen: on a real window SDL's global pointer
position (`pygame.mouse.get_pos(desktop=True)`, the X server's answer: right also while the
pointer is off the window), looked at when the table is laid out again and at every motion;
headless (tests), or on a pygame-ce before 2.5.2 (no `desktop`), the motion's canvas point through
the window's mapping (`Display.to_window`), so a test moves the canvas under a still pointer as a
real window does.
"""
from __future__ import annotations

import math

import pygame


def screen_point(display, pos):
    """The pointer's place on the screen now: the global one on a real window, else canvas point
    `pos` through the headless window's mapping (its size, the canvas letterboxed in it)."""
    if display.window is not None:
        try:
            return tuple(pygame.mouse.get_pos(desktop=True))
        except TypeError:       # pygame-ce 2.5.0-2.5.1 (requirements.txt: >= 2.5) has no `desktop`: as headless
            pass
    if pos is None or display.size is None:
        return None
    return display.to_window(pos, display.window_size())


def slack(display) -> int:
    """Screen pixels a still pointer's place may differ by, read through two canvas mappings: a
    canvas point is whole, so at s screen pixels to one it stands up to s off (4K at Auto: 2)."""
    if display.size is None:
        return 1
    w, h = display.window_size()
    return math.ceil(min(w / display.size[0], h / display.size[1])) + 1


class PointerWatch:
    """Where the pointer was on the screen when last looked at (None: not known yet)."""

    def __init__(self, display):
        self.display = display
        self.at = None

    def relaid(self):
        """The table is laid out again: on a real window, note where the pointer is now (it may be
        off the window; a motion from the window arriving under it then moves nothing). Headless
        the last motion's place stands (the canvas point is known only from a motion)."""
        now = screen_point(self.display, None)
        if now is not None:
            self.at = now

    def moved(self, pos) -> bool:
        """A motion to canvas point `pos`: True unless the pointer stands where it stood on the screen."""
        now = screen_point(self.display, pos)
        was, self.at = self.at, now
        if was is None or now is None:
            return True
        return abs(now[0] - was[0]) + abs(now[1] - was[1]) > slack(self.display)
