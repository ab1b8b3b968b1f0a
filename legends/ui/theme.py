"""Colours and sizes shared by every scene (logical resolution 1920x1080)."""

W, H = 1920, 1080

INK = (28, 22, 18)
PAPER = (244, 236, 220)
PAPER_DARK = (222, 208, 182)
CREAM = (250, 244, 230)
WHITE = (255, 255, 255)
GOLD = (240, 190, 60)
GOLD_DARK = (150, 105, 20)
RED = (205, 45, 40)
GREEN = (60, 170, 80)
BLUE = (60, 120, 210)
MUTED = (120, 108, 96)
FUTILE = (172, 160, 146)       # an option that would do nothing now: greyer than CREAM, readable on a row
SHADOW = (0, 0, 0, 110)
HILITE = (255, 214, 64)
HILITE_TARGET = (255, 70, 60)
PANEL = (34, 28, 26)
PANEL_EDGE = (96, 72, 48)
FELT = (30, 70, 52)

SEAT_COLORS = [(220, 60, 50), (60, 130, 230), (60, 175, 90), (235, 170, 40)]

STYLE_FRAMES = {
    "shoto": (176, 40, 36), "rushdown": (200, 90, 20), "grappler": (120, 70, 40),
    "zoner": (40, 90, 170), "counter": (40, 130, 110), "aerial": (110, 70, 170),
}


def hex_color(text, default=(128, 128, 128)):
    try:
        t = text.lstrip("#")
        return tuple(int(t[i:i + 2], 16) for i in (0, 2, 4))
    except (AttributeError, ValueError):
        return default


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def darker(c, f=0.6):
    return tuple(int(v * f) for v in c[:3])


def lighter(c, f=0.5):
    return mix(c, (255, 255, 255), f)


def luminance(c):
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def text_on(c):
    return INK if luminance(c) > 150 else WHITE
