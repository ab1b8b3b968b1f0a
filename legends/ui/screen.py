"""The window and the canvas the scenes draw on.

`canvas_for` is the rule: the table is laid out for the window's real pixels divided by the UI
scale (Settings: Auto, 100%, 125%, 150%, 200%), never smaller than 1152x648 (a 720p screen's
window; a smaller one shows that canvas scaled down). Auto draws 1:1
while the window is at most 1440 px high (a 720p laptop to a 1440p monitor: every pixel of text
rendered at its size) and above that lays out a 1080-high canvas drawn at s times its size (a 4K
TV: s = 2, the 1920x1080 table drawn at the window's 3840x2160 pixels by gfx.py: fonts at 2x, not
enlarged). Menu screens keep the fixed 1920x1080 canvas (`Scene.canvas`), drawn at the scale it fits the window.

`Display` owns the window: an SDL renderer whose logical size is the canvas (it scales the canvas
to the window, letterboxed, and converts mouse positions back), or on headless drivers a SCALED
display of the canvas's size. `theme.W`/`theme.H` are the current canvas size. The window's size
is the one it really has (`Display.check`, native.py: SDL may report the size it asked for), looked
at every frame drawn and at every size event; headless, a WINDOWSIZECHANGED event's size is taken
as the window's.

Every window size (the settings' window, LEGENDS_WINDOW, `set_window_size`) is `clamped` to the
desktop (a real window; a headless driver's desktop is make-believe) and to MAX_WINDOW, keeping its
shape, with one line on stderr saying so: 30000x30000 would need a 3.6 GB canvas.
"""
from __future__ import annotations

import os
import sys
import time
import warnings

import pygame

from . import gfx
from . import native
from . import theme

CAPTION = "Legends - Street Fighter V: Champion Edition"
FIXED = (1920, 1080)            # the menu screens' canvas
SMALLEST = (1152, 648)          # the smallest table canvas (a 720p screen's window): a smaller one shows it scaled down
MENU_LEAST = 0.6                # the menus' 1920x1080 is drawn at no fewer pixels than 1152x648 (a 720p screen's window)
AUTO_NATIVE_UP_TO = 1440        # Auto: 1:1 up to a window this high, then a 1080-high canvas scaled
FIT = (0.95, 0.9)               # "Fit the screen": at most this share of the screen's width and height
FILL_BELOW = (1280, 720)        # "Fit the screen" goes fullscreen where its window would be smaller than this
ASPECTS = (16 / 10, 21 / 9)     # the table's canvas keeps a shape between these (letterboxed beyond)
MAX_WINDOW = (7680, 4320)       # 8K: the largest window drawn for (its canvas is 130 MB)
HEADLESS = ("dummy", "offscreen")


def scale_of(window_size, setting="auto") -> float:
    """The UI scale s for a window: Auto is 1 up to 1440 px high, then height / 1080."""
    h = window_size[1]
    if setting in (None, "auto"):
        return 1.0 if h <= AUTO_NATIVE_UP_TO else h / FIXED[1]
    try:
        return max(1.0, int(setting) / 100)
    except (TypeError, ValueError):
        return 1.0


def canvas_for(window_size, setting="auto") -> tuple:
    """((canvas w, canvas h), s): the table's canvas for a window and a UI scale setting, and the
    factor from it to the window (1 at native size; below 1 for a window smaller than 1280x720,
    scaled down by the GPU; 2 for a 4K TV at Auto, drawn at 2x: Display.drawing_scale)."""
    w, h = max(1, window_size[0]), max(1, window_size[1])
    s = scale_of((w, h), setting)
    cw, ch = w / s, h / s
    lo, hi = ASPECTS
    if cw / ch > hi:            # wider than 21:9: a taller canvas, letterboxed left and right
        ch = cw / hi
    elif cw / ch < lo:          # narrower than 16:10 (4:3, portrait): a wider one, bars above and below
        cw = ch * lo
    if cw < SMALLEST[0] or ch < SMALLEST[1]:
        k = max(SMALLEST[0] / cw, SMALLEST[1] / ch)
        cw, ch = cw * k, ch * k
    canvas = (int(round(cw)), int(round(ch)))
    return canvas, min(w / canvas[0], h / canvas[1])


def _env_size():
    """LEGENDS_WINDOW=1280x720: the window size a headless run pretends to have (tools, CI), clamped."""
    try:
        w, h = (int(v) for v in os.environ.get("LEGENDS_WINDOW", "").lower().split("x"))
    except ValueError:
        return None
    return clamped((w, h), "LEGENDS_WINDOW") if w > 0 and h > 0 else None


def clamped(size, what: str) -> tuple:
    """`size` shrunk (keeping its shape) to fit the desktop of a real window and MAX_WINDOW; one
    line on stderr, naming `what` the size came from, when it had to be."""
    w, h = int(size[0]), int(size[1])
    bound = MAX_WINDOW
    desk = pygame.display.get_desktop_sizes() if pygame.display.get_init() and \
        pygame.display.get_driver() not in HEADLESS else []
    if desk:
        bound = (min(bound[0], desk[0][0]), min(bound[1], desk[0][1]))
    if w <= bound[0] and h <= bound[1]:
        return w, h
    scale = min(bound[0] / w, bound[1] / h)
    fit = (max(1, int(w * scale)), max(1, int(h * scale)))
    print(f"{what}: {w}x{h} is larger than {'the desktop' if desk else 'the largest window'} "
          f"({bound[0]}x{bound[1]}); using {fit[0]}x{fit[1]}", file=sys.stderr)
    return fit


def fit_window(settings) -> tuple:
    """The window size from the settings, never larger than the screen, 16:9 ("fit": as large as fits)."""
    desk = pygame.display.get_desktop_sizes()
    try:
        w, h = (int(v) for v in settings.window.split("x"))
    except ValueError:
        w, h = (FIXED[0] * 2, FIXED[1] * 2) if settings.window == "fit" and desk else FILL_BELOW
    if desk:
        dw, dh = desk[0]
        if w > dw * FIT[0] or h > dh * FIT[1]:
            scale = min(dw * FIT[0] / w, dh * FIT[1] / h)
            w, h = int(w * scale), int(h * scale)
    return clamped((max(640, w), max(360, h)), "the window size of the settings")


def fills_screen(settings, desk) -> bool:
    """"Fit the screen" on a screen too small for a 1280x720 window (a 1280x720 or 1366x768 laptop:
    its window would be 1152x648 or 1229x691, the table laid out for it with less room): the game
    fills the screen instead (fullscreen; F11 gives the window back)."""
    if settings.window != "fit" or not desk:
        return False
    dw, dh = desk[0]
    return dw * FIT[0] < FILL_BELOW[0] or dh * FIT[1] < FILL_BELOW[1]


CHECK_EVERY = 0.25      # seconds between two looks at the window's real size while frames are drawn (poll)

class Display:
    """The canvas the current scene draws on, shown scaled in a window of any size.

    DESIGN.md asks for SCALED | RESIZABLE, but pygame's SCALED window can never be smaller than
    its logical size: on a 1366x768 laptop it opened 1920x1080 and cropped the table, and it
    cannot be shrunk to 1280x720. So the canvas is uploaded to a GPU texture and an SDL renderer
    with a logical size scales it to the window (letterboxed), converting mouse positions back to
    canvas coordinates. Headless drivers (tests, screenshots) keep the plain SCALED display, of
    the canvas's size; their window size is `set_window_size` (the same rule decides the canvas)."""
    got = None                  # the window's real size when last looked (check): the canvas is made for it
    filled = False              # fullscreen was not honoured: the window was moved and sized to cover the screen

    def __init__(self, settings):
        self.settings = settings
        self.window = None
        self.virtual = _env_size() or FIXED     # headless: the window size (LEGENDS_WINDOW=WxH, set_window_size)
        self.warp_to = None             # (canvas point, until when): the arrow goes back over it as the window resizes
        self.canvas = None
        self.size = None                # the canvas size
        self.scaled = False             # SCALED fallback: pygame crashes when a SCALED display changes size,
                                        # so it keeps the fixed canvas (headless drivers use a plain one)
        if pygame.display.get_driver() not in HEADLESS:
            try:
                from pygame._sdl2 import video
                self.window = pygame.Window(CAPTION, fit_window(settings), resizable=True)
                self.window.minimum_size = (640, 360)
                self.renderer = video.Renderer(self.window)
                self._video = video
                if not settings.fullscreen and fills_screen(settings, pygame.display.get_desktop_sizes()):
                    settings.fullscreen = True          # in play (F11 toggles it); saved with the next change
                if settings.fullscreen:
                    self.window.set_fullscreen(desktop=True)
                self.use(FIXED)
                return
            except Exception:  # no renderer here: fall back to the SCALED display
                if self.window is not None:
                    self.window.destroy()
                self.window = None
            self.scaled = True      # a real window without a renderer: the SCALED display, one canvas
        pygame.display.set_caption(CAPTION)
        self.use(FIXED)

    # --- the canvas ------------------------------------------------------------------------
    def window_size(self) -> tuple:
        """The window's real size: the windowing system's answer where it differs from SDL's (check)."""
        if self.window is None:
            return self.virtual
        return self.got or tuple(self.window.size)

    checked = float("-inf")     # when poll() last looked (time.monotonic)

    def poll(self) -> bool:
        """check(), at most every CHECK_EVERY seconds: asking the X server is a round trip, too dear
        for every frame; a resize event looks at once (resized). True if the real size moved."""
        now = time.monotonic()
        if now - self.checked < CHECK_EVERY:
            return False
        self.checked = now
        return self.check()

    def check(self) -> bool:
        """Look at the window's real size (native.size: SDL may report the size it asked for); True if
        it is not the one the canvas was made for. Fullscreen that was not honoured (no window manager:
        the window kept its size while SDL says it covers the screen) becomes a window moved and sized
        to cover the screen, which every X server honours (`filled`; F11 gives the window back)."""
        if self.window is None:
            return False
        said = tuple(self.window.size)
        real = native.size(self.window) or said
        if real != said and self.settings.fullscreen and not self.filled:
            self.filled = True
            desk = pygame.display.get_desktop_sizes()
            self.window.set_windowed()
            self.window.position = (0, 0)
            self.window.size = real = tuple(desk[0]) if desk else said
        changed = real != self.got
        self.got = real
        return changed

    def table_canvas(self) -> tuple:
        """The table's canvas for this window and the UI scale setting (canvas_for)."""
        if self.scaled:
            return FIXED
        return canvas_for(self.window_size(), self.settings.ui_scale)[0]

    def drawing_scale(self, size, least=1.0) -> float:
        """Pixels per canvas unit for a canvas of `size` in this window (gfx): as many as the canvas
        fits into (a 4K TV at Auto: the 1080p table at 2; the menus' 1920x1080 on a 1440p monitor at
        1.33), but not fewer than `least` (the table: 1, its smallest canvas is shown scaled down in
        a smaller window; the menus: MENU_LEAST, drawn at a 720p window's pixels)."""
        if self.scaled:
            return 1.0
        w, h = self.window_size()
        return round(max(least, min(w / size[0], h / size[1])), 4)

    def use(self, size, least=1.0) -> bool:
        """Draw on a canvas of `size` from now on, at the drawing scale (the renderer's logical
        size, a texture of the real pixels, or the headless display of that many pixels);
        theme.W/H follow. True if the size or the scale changed."""
        size = (int(size[0]), int(size[1]))
        theme.W, theme.H = size
        k = self.drawing_scale(size, least)
        if size == self.size and self.canvas is not None and gfx.scale_of(self.canvas) == k:
            return False
        gfx.set_scale(k)
        self.size = size
        px = (round(size[0] * k), round(size[1] * k))
        if self.window is not None:
            self.renderer.logical_size = size
            self.texture = self._video.Texture(self.renderer, px, streaming=True)
            real = pygame.Surface(px)
        else:           # headless: a plain display of the canvas's size (SCALED would crash on a new size)
            flags = (pygame.SCALED | pygame.RESIZABLE) if self.scaled else 0
            flags |= pygame.FULLSCREEN if self.scaled and self.settings.fullscreen else 0
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                real = pygame.display.set_mode(px, flags)
        self.canvas = real if k == 1.0 else gfx.Scaled(real, k, size)
        return True

    def set_window_size(self, size):
        """Headless: pretend the window is `size` (tests, screenshots, benches); a real window is resized."""
        size = clamped(size, "the window size")
        if self.window is not None:
            self.window.size = size
        else:
            self.virtual = size

    def present(self):
        if self.window is None:
            pygame.display.flip()
            return
        self.texture.update(gfx.real(self.canvas))
        self.renderer.draw_color = (0, 0, 0, 255)
        self.renderer.clear()
        self.renderer.blit(self.texture)
        self.renderer.present()

    # --- the window ------------------------------------------------------------------------
    def apply_size(self, settings):
        if self.window is not None and not settings.fullscreen:
            self.window.size = fit_window(settings)

    def to_window(self, pos, size=None) -> tuple:
        """The window pixel that shows canvas point `pos` (the renderer letterboxes the canvas)."""
        w, h = size if size is not None else self.window.size
        cw, ch = self.size
        scale = min(w / cw, h / ch)
        return (round((w - cw * scale) / 2 + pos[0] * scale), round((h - ch * scale) / 2 + pos[1] * scale))

    def keep_pointer(self, pos):
        """The app changed the window's size (Settings, F11): put the arrow back over the canvas
        point it was over, now and again when the new size arrives (the window manager may take a
        moment, so for a second). A window resized by hand is left alone: the arrow is on its edge."""
        if self.window is None or pos is None or not pygame.mouse.get_focused():
            return
        self.warp_to = (pos, time.monotonic() + 1.0)
        self.resized()

    def resized(self, event=None):
        """The window has a new size (`event`: SDL's WINDOWSIZECHANGED, whose size a headless display
        takes as its window's): its real size is looked at again; if the app asked for it just now,
        the arrow is warped back."""
        if self.window is None and event is not None and getattr(event, "x", 0) > 0 and getattr(event, "y", 0) > 0:
            self.virtual = clamped((event.x, event.y), "the window size")
        self.check()
        if self.window is None or self.warp_to is None:
            return
        pos, until = self.warp_to
        if time.monotonic() > until:
            self.warp_to = None
            return
        pygame.mouse.set_pos(self.to_window(pos))

    def set_fullscreen(self, on: bool):
        if self.window is None:
            pygame.display.toggle_fullscreen()
        elif on:
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
            if self.filled:         # the screen-covering window of an unhonoured fullscreen: a window again
                self.filled = False
                self.window.size = fit_window(self.settings)
                desk = pygame.display.get_desktop_sizes()
                if desk:
                    self.window.position = ((desk[0][0] - self.window.size[0]) // 2,
                                            (desk[0][1] - self.window.size[1]) // 2)
