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
LIST_ROWS = {False: {False: (70, 56, 44), True: (130, 90, 40)},     # a list's rows {high contrast: {hovered: fill}}
             True: {False: (0, 0, 0), True: (255, 214, 64)}}

SEAT_COLORS = [(220, 60, 50), (60, 130, 230), (60, 175, 90), (235, 170, 40)]   # the palette in use (set_vision)

# The colours each colour-vision setting swaps in (issue 32 item 2): seat palettes whose smallest
# seat-to-seat distance (CIE76, ui/vision.py) is 40 or more both for that vision (simulated, Machado
# 2009) and for normal vision (tests/test_access_vision.py computes them), and the map's target ring.
VISION_COLORS = {
    "normal": {"SEAT_COLORS": [(220, 60, 50), (60, 130, 230), (60, 175, 90), (235, 170, 40)],
               "HILITE_TARGET": (255, 70, 60)},
    "protanopia": {"SEAT_COLORS": [(180, 60, 40), (60, 200, 240), (140, 220, 40), (140, 20, 240)],
                   "HILITE_TARGET": (230, 40, 230)},
    "deuteranopia": {"SEAT_COLORS": [(80, 200, 240), (20, 80, 240), (20, 120, 60), (240, 180, 20)],
                     "HILITE_TARGET": (230, 40, 230)},
    "tritanopia": {"SEAT_COLORS": [(220, 20, 20), (100, 220, 240), (120, 40, 240), (240, 180, 20)],
                   "HILITE_TARGET": (255, 70, 60)},
}
vision = "normal"


def set_vision(name: str) -> bool:
    """Draw in the colours chosen for this colour vision from now on (the lists are changed in
    place: every painter reads T.SEAT_COLORS as it draws); True if they changed."""
    global vision, HILITE_TARGET
    chosen = VISION_COLORS.get(name, VISION_COLORS["normal"])
    changed = name != vision
    vision = name if name in VISION_COLORS else "normal"
    SEAT_COLORS[:] = chosen["SEAT_COLORS"]
    HILITE_TARGET = chosen["HILITE_TARGET"]
    return changed

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
