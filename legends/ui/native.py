"""The window's size as the windowing system has it, where SDL may believe another.

SDL reports the size it asked for when a request is not answered: on X11 with no window manager
(a kiosk, a TV box) "fullscreen" leaves the window as it was, yet SDL says it is the screen's size
and ignores the window's real size from then on. `size(window)` asks the X server (XGetGeometry on
the window's handle, through ctypes: libX11 is what SDL itself draws with); None where it cannot
tell (another video driver, no libX11), and then SDL's own figure is all there is.
"""
from __future__ import annotations

import ctypes

import pygame

_xlib = None            # (library, display connection), opened at the first question; False: not here


def _open():
    global _xlib
    if _xlib is None:
        try:
            lib = ctypes.CDLL("libX11.so.6")
            lib.XOpenDisplay.restype = ctypes.c_void_p
            lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
            lib.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_void_p] * 7
            conn = lib.XOpenDisplay(None)
            _xlib = (lib, conn) if conn else False
        except (OSError, AttributeError):
            _xlib = False
    return _xlib


def size(window) -> tuple | None:
    """(w, h) of `window` (a pygame.Window) as the X server has it, or None where it cannot be told."""
    try:
        if window is None or pygame.display.get_driver() != "x11":
            return None
    except pygame.error:        # the display is not initialised
        return None
    xlib = _open()
    if not xlib:
        return None
    lib, conn = xlib
    root, x, y, w, h, border, depth = (ctypes.c_ulong(), ctypes.c_int(), ctypes.c_int(), ctypes.c_uint(),
                                       ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint())
    try:
        ok = lib.XGetGeometry(conn, int(window.handle), *(ctypes.byref(v) for v in (root, x, y, w, h, border, depth)))
    except (ctypes.ArgumentError, TypeError, ValueError, pygame.error):
        return None
    return (int(w.value), int(h.value)) if ok and w.value and h.value else None
