"""Fonts, cached text, sprites (SVG drawn at any size) and procedural textures.

Everything here is cached: a text surface is rendered once per (text, size, colour,
style); a sprite once per (name, size); the wood table once per size.
"""
from __future__ import annotations

import math
import os
import random

import pygame

from ..content.shipped import shipped
from ..store import cache
from . import drawn
from . import theme
from . import gfx

SPRITES = shipped("sprites")

_FONT_NAMES = "dejavusans,liberationsans,arial,helvetica,freesans,verdana"
_TITLE_NAMES = "dejavuserif,liberationserif,georgia,timesnewroman,freeserif"
_fonts = gfx.cache("fonts")           # emptied when the drawing scale changes (gfx: fonts at k x their size)
_font_files: dict = {}             # (kind, bold, italic) -> font file; "known": fonts.json's files
FONTS_CACHE = "fonts.json"
_text = gfx.cache("text")
MAX_CHARS = 1000        # characters drawn in one line of text (far wider than any screen)
MAX_WRAP = 20_000       # characters wrapped into lines
_sprites = gfx.cache("sprites")
_misc = gfx.cache("textures")
_wood_kept: list = []   # the kinds of picture this process wrote to the cache folder (one each at most: kept)


MIN_TEXT = 12       # the table's floor: no text a player reads is drawn smaller (what does not fit is cut
                    # with "..." and read whole in its tooltip or the zoom: tests/test_readable_text.py)

def _font_file(kind: str, bold: bool, italic: bool):
    """The font file of a kind and style. pygame's lookup asks fontconfig (`fc-list`, a process: some
    50 ms of the window's start), so the files found are kept in the cache folder's fonts.json
    (store/cache.py) and taken from there while they are still font files on disk."""
    key = (kind, bold, italic)
    if key not in _font_files:
        names = _TITLE_NAMES if kind == "title" else _FONT_NAMES
        known = _known_fonts()
        name = f"{names}|{int(bold)}|{int(italic)}"
        path = known.get(name)
        if not _font_on_disk(path):
            try:
                path = pygame.font.match_font(names, bold=bold, italic=italic)
            except Exception:  # font config unavailable: pygame's default font
                path = None
            if path:
                known[name] = path
                cache.write(FONTS_CACHE, known)
        _font_files[key] = path
    return _font_files[key]


def _known_fonts() -> dict:
    if "known" not in _font_files:
        data = cache.read(FONTS_CACHE)
        _font_files["known"] = data if isinstance(data, dict) else {}
    return _font_files["known"]


def _font_on_disk(path) -> bool:
    return isinstance(path, str) and path.lower().endswith((".ttf", ".otf", ".ttc")) and os.path.isfile(path)


def font(size: int, bold: bool = False, kind: str = "sans", italic: bool = False) -> pygame.font.Font:
    """The font of `size` canvas units: a pygame Font, or at a drawing scale k other than 1 the font
    at k times that size measuring in canvas units (gfx.Font): text rendered at the window's pixels.
    Below 1 (the menus in a 720p window) never under MIN_TEXT pixels (or `size`, if smaller): the
    text keeps its floor, and what measures it (fit, wrap) cuts or wraps what no longer fits."""
    key = (int(size), bold, kind, italic)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = _font_file(kind, bold, italic)
        px = int(size) if gfx.K == 1.0 else max(round(int(size) * gfx.K), min(int(size), MIN_TEXT))
        try:
            f = pygame.font.Font(path, px)
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, int(px * 1.25))
        if path is None and bold:
            f.set_bold(True)
        if gfx.K != 1.0:
            f = gfx.Font(f, gfx.K)
        _fonts[key] = f
    return f


def clip(s, limit: int = MAX_CHARS) -> str:
    """`s` as text of at most `limit` characters: text from a file may be huge, and a huge text is
    a huge surface (a 50 MB string crashed SDL's font rendering)."""
    s = str(s)
    return s if len(s) <= limit else s[:limit - 3] + "..."


def text(s, size: int, color=theme.INK, bold=False, kind="sans", italic=False, shadow=None) -> pygame.Surface:
    """A cached text surface (optionally with a 2px drop shadow of colour `shadow`)."""
    s = clip(s)
    if drawn.marks is not None:         # recording (tests): every text drawn, at its font size
        drawn.note("font", s, size=int(size))
    key = (s, size, tuple(color), bold, kind, italic, tuple(shadow) if shadow else None)
    surf = _text.get(key)
    if surf is not None:
        return surf
    f = font(size, bold, kind, italic)
    base = f.render(str(s), True, color)
    if shadow:
        sh = f.render(str(s), True, shadow)
        off = max(1, size // 14)
        surf = gfx.surface((base.get_width() + off, base.get_height() + off), pygame.SRCALPHA)
        surf.blit(sh, (off, off))
        surf.blit(base, (0, 0))
    else:
        surf = base
    _text[key] = surf
    return surf


def fit_text(s, width: int, size: int, color=theme.INK, bold=False, kind="sans", min_size=MIN_TEXT,
             italic=False) -> pygame.Surface:
    """Largest size <= `size` at which `s` fits `width`; truncated with '...' at min_size."""
    s = clip(s)
    if drawn.marks is not None and font(min(size, min_size), bold, kind, italic).size(str(s))[0] > width:
        drawn.note("cut", s)                  # a test of every card whole fails on it
    key = ("fit", s, width, size, tuple(color), bold, kind, min_size, italic)
    hit = _text.get(key)
    if hit is not None and drawn.marks is None:     # recording: rendered again (its size is noted)
        return hit
    while size > min_size and font(size, bold, kind, italic).size(str(s))[0] > width:
        size -= 1
    if font(size, bold, kind, italic).size(s)[0] > width:
        lo, hi = 0, len(s)          # the longest start of s that fits with "..." (halving: s may be long)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if font(size, bold, kind, italic).size(s[:mid] + "...")[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        s = s[:lo] + "..."
    img = text(s, size, color, bold, kind, italic)
    _text[key] = img
    return img


def fit_lines(s, width: int, height: int, size: int, color=theme.INK, bold=False, min_size=MIN_TEXT) -> pygame.Surface:
    """`s` fitted to `width`: on one line (fit_text), or split at a space on two lines when that
    lets it be larger (both lines within `height`): "Bull Revenger" in a narrow chip reads whole
    on two lines rather than as "Bull R..."."""
    s = clip(s)
    words = s.split(" ")
    one = next((z for z in range(size, min_size - 1, -1) if font(z, bold).size(s)[0] <= width), min_size - 1)
    if one == size or len(words) < 2:
        return fit_text(s, width, size, color, bold, min_size=min_size)
    key = ("lines", s, width, height, size, tuple(color), bold, min_size)
    hit = _text.get(key)
    if hit is not None and drawn.marks is None:
        return hit
    cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]

    def widest(z, cut):
        return max(font(z, bold).size(cut[0])[0], font(z, bold).size(cut[1])[0])
    two = next((z for z in range(size, one, -1) if 2 * font(z, bold).get_height() <= height + 2
                and any(widest(z, c) <= width for c in cuts)), None)
    if two is None:                       # two lines are no larger: one line, as fit_text has it
        return fit_text(s, width, size, color, bold, min_size=min_size)
    a, b = min(cuts, key=lambda c: widest(two, c))
    top, bottom = text(a, two, color, bold), text(b, two, color, bold)
    step = min(font(two, bold).get_linesize(), height // 2 + 2)
    img = gfx.surface((max(top.get_width(), bottom.get_width()), step + bottom.get_height()), pygame.SRCALPHA)
    img.blit(top, (0, 0))
    img.blit(bottom, (0, step))
    _text[key] = img
    return img


def whole_text(s, width: int, height: int, size: int, color=theme.INK, bold=False, min_size=MIN_TEXT, cut=True,
               one_line=0):
    """`s` whole in width x height, as large as it goes: on one line, else split at a space on two
    (a card's name: "Block and / Break", never "Block and Bre..."). Only when even two lines at
    min_size are too wide is it cut (fit_text; a test of every card notes it), or None if not `cut`.
    `one_line` (a size): on one line down to that size before two lines (where height is short)."""
    s = clip(s)
    key = ("whole", s, width, height, size, tuple(color), bold, min_size, cut, one_line)
    hit = _text.get(key)
    if hit is not None and drawn.marks is None:     # recording: work it out again (a cut is noted)
        return hit
    words = s.split(" ")
    cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    if len(words) == 1 and len(s) >= 8:         # one long word ("Hyakuretsukyaku"): hyphenated
        cuts = [(s[:i] + "-", s[i:]) for i in range(4, len(s) - 3)]
    img = None
    for z in range(size, min_size - 1, -1):
        f = font(z, bold)
        if f.size(s)[0] <= width:
            img = text(s, z, color, bold)
            break
        if one_line and any(font(y, bold).size(s)[0] <= width for y in range(z - 1, max(min_size, one_line) - 1, -1)):
            continue                            # smaller on one line, rather than two lines
        fits = [c for c in cuts if max(f.size(c[0])[0], f.size(c[1])[0]) <= width]
        if fits and 2 * f.get_height() - 2 <= height:
            a, b = min(fits, key=lambda c: max(f.size(c[0])[0], f.size(c[1])[0]))
            top, bottom = text(a, z, color, bold), text(b, z, color, bold)
            step = f.get_height() - 2
            img = gfx.surface((max(top.get_width(), bottom.get_width()), step + bottom.get_height()), pygame.SRCALPHA)
            img.blit(top, (0, 0))
            img.blit(bottom, (0, step))
            break
    if img is None and cut:
        img = fit_text(s, width, min_size, color, bold, min_size=min_size)
    _text[key] = img
    return img


def wrap(s: str, width: int, size: int, bold=False) -> list:
    f = font(size, bold)
    out = []
    for para in clip(s, MAX_WRAP).split("\n"):
        words = [clip(w) for w in para.split()]
        line = ""
        for w in words:
            t = (line + " " + w).strip()
            if f.size(t)[0] <= width or not line:
                line = t
            else:
                out.append(line)
                line = w
        out.append(line)
    return [piece for line in out for piece in (_broken(line, width, f) if " " not in line else (line,))]


def _broken(line: str, width: int, f) -> list:
    """A line of one word wider than `width` (a file's path: only a lone word is ever wider) in
    pieces that fit, each cut after a '/' where there is one, else between characters."""
    pieces = []
    while f.size(line)[0] > width and len(line) > 1:
        n = len(line) - 1
        while n > 1 and f.size(line[:n])[0] > width:
            n -= 1
        cut = line.rfind("/", 0, n) + 1 or n
        pieces.append(line[:cut])
        line = line[cut:]
    return pieces + [line]


def sprite(name: str, size) -> pygame.Surface:
    """sprites/NAME.svg drawn at `size` (int for a square, or (w, h))."""
    if isinstance(size, (int, float)):
        size = (int(size), int(size))
    size = (max(1, int(size[0])), max(1, int(size[1])))
    key = (name, size)
    surf = _sprites.get(key)
    if surf is None:
        path = SPRITES / f"{name}.svg"
        px = (max(1, round(size[0] * gfx.K)), max(1, round(size[1] * gfx.K)))     # drawn at the window's pixels
        try:
            surf = pygame.image.load_sized_svg(str(path), px)
            if surf.get_size() != px:
                surf = pygame.transform.smoothscale(surf, px)
            surf = gfx.wrap(surf, size)
        except (pygame.error, FileNotFoundError, OSError):
            surf = gfx.surface(size, pygame.SRCALPHA)
            gfx.circle(surf, (90, 90, 90), (size[0] // 2, size[1] // 2), min(size) // 2)
        _sprites[key] = surf
    return surf


def tinted(name: str, size, color) -> pygame.Surface:
    key = ("tint", name, size if isinstance(size, tuple) else (size, size), tuple(color))
    surf = _sprites.get(key)
    if surf is None:
        surf = sprite(name, size).copy()
        surf.fill((*color[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
        _sprites[key] = surf
    return surf


# --- procedural textures -------------------------------------------------------
# What a texture's random draws make (a plank's grain lines, the specks of a layer), in canvas units:
# the same at every drawing scale, so a new scale (a resized window: every drawing cache emptied)
# draws the same texture again without drawing its random numbers and sines again. No pixels, outside
# the budget of drawn pieces: the wood of a few sizes (some 2 MB each: 17,000 grain points), the
# specks of the most recent layers (some 20 KB each: a stage's tiles have two layers each).
_plans = {"wood": {}, "speckle": {}}
PLANS_KEPT = {"wood": 4, "speckle": 96}


def _plan(kind, key, make):
    plans = _plans[kind]
    plan = plans.get(key)
    if plan is None:
        if len(plans) >= PLANS_KEPT[kind]:
            del plans[next(iter(plans))]
        plan = plans[key] = make()
    return plan


def _wood_plan(w, h) -> list:
    """The planks of a table top w x h: [(y, height, colour, grain lines, knots, joint x)]."""
    rnd = random.Random(1234)
    base_colors = [(118, 78, 46), (126, 84, 50), (110, 72, 42), (122, 82, 47)]
    xs = range(0, w + 40, 40)
    sin = math.sin
    planks = []
    y = 0
    i = 0
    while y < h:
        ph = 120 + rnd.randint(-14, 14)
        grain = []
        for _ in range(38):
            gy = rnd.uniform(0, ph)
            amp = rnd.uniform(1, 5)
            freq = rnd.uniform(0.002, 0.008)
            phase = rnd.uniform(0, 6.28)
            shade = rnd.choice([(70, 40, 20, 60), (160, 110, 70, 45), (60, 35, 18, 40), (150, 100, 60, 30)])
            f3 = freq * 3.1
            pts = [(x, gy + amp * sin(x * freq + phase) + 2 * sin(x * f3)) for x in xs]
            grain.append((shade, pts, rnd.choice((1, 1, 2))))
        knots = [(rnd.uniform(0, w), rnd.uniform(20, ph - 20)) for _ in range(rnd.randint(0, 2))]
        planks.append((y, ph, base_colors[i % len(base_colors)], grain, knots, rnd.randint(200, w - 200)))
        y += ph
        i += 1
    return planks


def wood(size) -> pygame.Surface:
    """A wooden table top: planks with grain, knots and a soft vignette (the title's first frame draws
    it: one grain layer reused plank by plank, the vignette multiplied in ring by ring, no layers of
    the window's size to make and blend; the planks' random draws kept for the next scale: _plans), and
    its pixels kept in the cache folder for the next start (ui/woodcache.py)."""
    key = ("wood", tuple(size))
    if key not in _misc:
        _misc[key] = _kept_wood(size)
    return _misc[key]


def _kept_wood(size):
    """The wood of `size` from the cache folder's drawn pixels (ui/woodcache.py), else drawn and kept there."""
    from . import woodcache
    code = woodcache.code_key(_draw_wood, _wood_plan, _vignette, _plan)
    return kept("wood", size, f"{cache.app_version()}-{code}-{int(size[0])}x{int(size[1])}", _draw_wood)


def kept(kind: str, size, key: str, draw):
    """A picture of canvas `size` from the cache folder's drawn pixels of `kind` and `key`
    (ui/woodcache.py), else drawn by draw(surf, size) and kept there: the start's picture of each
    kind only (a window dragged through sizes writes no file each)."""
    from . import woodcache
    surf = gfx.surface(size)
    real = gfx.real(surf)
    folder = cache.cache_folder()
    found = woodcache.load(folder, real.get_size(), key, kind)
    if found is not None:
        real.blit(found, (0, 0))
        return surf
    draw(surf, size)
    if kind not in _wood_kept:
        _wood_kept.append(kind)
        cache.write_bytes(woodcache.name(real.get_size(), key, kind), woodcache.encoded(real), folder,
                          keep=woodcache.KEEP)
    return surf


def _draw_wood(surf, size) -> None:
    w, h = size
    grain = gfx.surface((w, 120 + 14), pygame.SRCALPHA)     # the tallest plank
    for y, ph, c, lines, knots, jx in _plan("wood", (w, h), lambda: _wood_plan(w, h)):
        gfx.rect(surf, c, (0, y, w, ph))
        grain.set_clip(None)
        grain.fill((0, 0, 0, 0))
        grain.set_clip((0, 0, w, ph))           # drawn as on a layer of the plank's own height
        for shade, pts, width in lines:
            gfx.lines(grain, shade, False, pts, width)
        for kx, ky in knots:
            for r in range(18, 2, -3):
                gfx.ellipse(grain, (60, 34, 16, 50), (kx - r * 2.2, ky - r * 0.6, r * 4.4, r * 1.2), 1)
        surf.blit(grain, (0, y), (0, 0, w, ph))
        gfx.line(surf, (52, 32, 18), (0, y), (w, y), 3)
        gfx.line(surf, (150, 104, 64), (0, y + 3), (w, y + 3), 1)
        gfx.line(surf, (60, 36, 20), (jx, y), (jx, y + ph), 2)      # staggered plank joints
    _vignette(surf, w, h)


def _vignette(surf, w, h, steps=24):
    """Darker towards the edges: ring k (from the edge in) keeps 1 - a_k of the light, a_k falling
    from 90/255 to 0, each ring as four strips multiplied in (they never overlap)."""
    band = min(w, h) // (steps * 3) + 1
    insets = [k * min(w, h) // (steps * 3) for k in range(steps)] + [None]
    for k in range(steps):
        a = int(90 * (1 - k / steps) ** 2)
        top = insets[k]
        end = insets[k + 1] if insets[k + 1] is not None else top + band
        d = min(end - top, band)
        if a == 0 or w - 2 * top <= 0 or h - 2 * top <= 0:
            continue
        keep = (255 - a,) * 3
        inner_h = h - 2 * top - 2 * d
        for r in ((top, top, w - 2 * top, d), (top, h - top - d, w - 2 * top, d),
                  (top, top + d, d, inner_h), (w - top - d, top + d, d, inner_h)):
            if r[2] > 0 and r[3] > 0:
                surf.fill(keep, r, special_flags=pygame.BLEND_MULT)


def speckle(size, color, seed=7, density=0.004, alpha=40) -> pygame.Surface:
    """A transparent layer of small specks (printed-board texture)."""
    key = ("speckle", tuple(size), tuple(color), seed)
    if key in _misc:
        return _misc[key]
    w, h = size
    s = gfx.surface((w, h), pygame.SRCALPHA)
    specks = _plan("speckle", (w, h, seed, density, alpha), lambda: _speckle_plan(w, h, seed, density, alpha))
    real, k = gfx.real(s), gfx.scale_of(s)
    rgb = tuple(color[:3])
    circle = pygame.draw.circle
    if k == 1.0:
        for x, y, a, r in zip(*[iter(specks)] * 4):
            circle(real, (*rgb, a), (x, y), r)
    else:                                   # as gfx.circle draws on a Scaled surface
        for x, y, a, r in zip(*[iter(specks)] * 4):
            circle(real, (*rgb, a), (int(round(x * k)), int(round(y * k))), r * k)
    _misc[key] = s
    return s


def _speckle_plan(w, h, seed, density, alpha):
    """The specks of a w x h layer: x, y, alpha, radius one after the other (16-bit numbers)."""
    from array import array
    rnd = random.Random(seed)
    out = array("h")
    for _ in range(int(w * h * density)):
        x, y = rnd.randrange(w), rnd.randrange(h)
        out.extend((x, y, rnd.randint(alpha // 2, alpha), rnd.choice((1, 1, 1, 2))))
    return out


def shadow_rect(size, radius=12, blur=10, alpha=120) -> pygame.Surface:
    """A soft drop shadow for a rounded rectangle of `size`."""
    key = ("shadow", tuple(size), radius, blur, alpha)
    if key in _misc:
        return _misc[key]
    w, h = size
    s = gfx.surface((w + blur * 2, h + blur * 2), pygame.SRCALPHA)
    for k in range(blur, 0, -1):
        a = int(alpha * (1 - k / blur) ** 1.6 / 3) + 1
        gfx.rect(s, (0, 0, 0, a), (blur - k, blur - k, w + 2 * k, h + 2 * k), border_radius=radius + k)
    gfx.rect(s, (0, 0, 0, alpha // 2), (blur, blur, w, h), border_radius=radius)
    _misc[key] = s
    return s

