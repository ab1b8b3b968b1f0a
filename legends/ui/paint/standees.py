"""Standees: the round figure tokens of fighters, rivals, minions and the nemesis (on the map, the
boards and the title and game-over screens)."""
from __future__ import annotations

import pygame

from .. import assets
from .. import drawn
from .. import theme
from .kindmarks import kind_glyph
from .seatmarks import seat_mark
from .shapes import blit_center
from .. import gfx


_standees = gfx.cache("standees")
BIG = 100              # a standee this big may shrink its name a little to show it whole (band_label)


def standee(f, size: int) -> pygame.Surface:
    """A round standee token: coloured ring, silhouette, short name; stunned ones lie on their side."""
    key = (f["kind"], f.get("label"), tuple(f.get("color", (0, 0, 0))), tuple(f.get("ring", (0, 0, 0))),
           size, bool(f.get("stunned")), f.get("round"), f.get("tag"), seat_of(f), bool(f.get("seat_apart")),
           bool(f.get("tag_left")))
    s = _standees.get(key)
    if s is not None and not drawn.on():       # recording (tests): drawn again, its marks noted
        return s
    ring = f.get("ring", (30, 30, 30))
    s = gfx.surface((size, size), pygame.SRCALPHA)
    inner = _disc(s, f["kind"], f.get("color", (120, 120, 120)), ring, size)
    if f.get("label", ""):
        _name_band(s, f["label"], inner, size)
    if f.get("stunned"):                # the figure on its side (Stun); its marks stay upright, the seat tag
        s = gfx.rotate(s, -90)            # off its sideways name, now on the left (playtest: "P1 IR")
        st = assets.sprite("stun", int(size * 0.45))
        s.blit(st, (size - st.get_width(), size - st.get_height()))
    _marks(s, f, ring, size)
    _standees[key] = s
    return s


def _disc(s, kind, face, ring, size) -> int:
    """The ring, the coloured face and the silhouette clipped to it; returns the face's radius."""
    c = size // 2
    rr = c - 1
    gfx.circle(s, theme.darker(ring, 0.5), (c, c), rr)
    gfx.circle(s, ring, (c, c), rr - 1)
    inner = rr - max(3, size // 10)
    gfx.circle(s, theme.darker(face, 0.75), (c, c), inner)
    gfx.circle(s, face, (c, c - 1), inner - 1)
    sil = {"fighter": "fighter_sil", "rival": "fighter_sil", "nemesis": "nemesis_sil"}.get(kind, "minion_sil")
    ssz = int(inner * 1.5)
    sil_col = theme.darker(face, 0.45) if theme.luminance(face) > 80 else theme.lighter(face, 0.35)
    img = assets.tinted(sil, ssz, sil_col)
    clip = gfx.surface((size, size), pygame.SRCALPHA)
    clip.blit(img, (c - ssz // 2, c - int(inner * 0.95)))
    mask = gfx.surface((size, size), pygame.SRCALPHA)
    gfx.circle(mask, (255, 255, 255, 255), (c, c), inner - 1)
    clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(clip, (0, 0))
    return inner


def _inner(size) -> int:
    return size // 2 - 1 - max(3, size // 10)


def _band_h(size) -> int:
    return max(assets.MIN_TEXT + 2, int(size * 0.3))


def name_forms(label) -> tuple:
    """A figure's name, longest first: the label, its last word ("BISON" for "M. BISON"), that word's
    first letters ("AKU", "BIS"); never an initial ("M.") nor "A..."."""
    words = label.split() or [label]
    forms = (label, words[-1], words[-1][:3])
    return tuple(dict.fromkeys(forms))


def band_label(label, size):
    """(text, font size) of the short name a standee of `size` shows on its band: the longest of
    name_forms that fits at the band's size, on a big standee (BIG: the title's, the game-over's)
    also a little smaller (down to three fifths: "BISON" on the title, not "BIS"; the map's
    standees keep their size); None when none does (a figure in a crowded space: the map puts a chip
    under it, map/figures.py)."""
    if not label:
        return None
    bh, room = _band_h(size), int(_inner(size) * 2) - 4
    z = max(assets.MIN_TEXT, int(bh * 0.86))
    if size >= BIG:         # the title's and the game-over's: the whole name smaller before a short form
        sizes = range(z, max(assets.MIN_TEXT, z * 3 // 5) - 1, -1)
        return next(((short, zz) for short in name_forms(label) for zz in sizes
                     if assets.font(zz, True).size(short)[0] <= room), None)
    short = next((short for short in name_forms(label) if assets.font(z, True).size(short)[0] <= room), None)
    if short is None:
        return None
    # then as large as the band holds that form (12 px read 9 px high to OCR at 720p; 14, 11)
    return short, next(b for b in range(max(z, bh - 1), z - 1, -1) if assets.font(b, True).size(short)[0] <= room)


def band_rect(center, size) -> pygame.Rect:
    """Where a standee of `size` centred at `center` shows its name (an upright one): its band."""
    inner = _inner(size)
    band = pygame.Rect(0, 0, int(inner * 2), _band_h(size))
    band.center = (int(center[0]), int(center[1] + inner * 0.45))
    return band


def band_word_rect(label, center, size):
    """Where the letters of the word a standee of `size` at `center` shows on its band are drawn (band_label; None:
    no word): what its seat's shape keeps off ("BLAN" under Blanka's blue square, issue 26)."""
    shown = band_label(label, size)
    if shown is None:
        return None
    t = assets.text(shown[0], shown[1], theme.WHITE, True)
    at = t.get_rect(center=band_rect(center, size).center)
    ink = gfx.mask(t).get_bounding_rects()         # its letters (a line's height has room above them)
    return ink[0].unionall(ink[1:]).move(at.topleft) if ink else at


def _name_band(s, label, inner, size):
    """The short name on a dark band across the lower half (none where it cannot fit)."""
    shown = band_label(label, size)
    if shown is None:
        return
    c = size // 2
    band = band_rect((c, c), size)      # inner is _inner(size) (_disc)
    bh = band.h
    bs = gfx.surface(band.size, pygame.SRCALPHA)
    gfx.rect(bs, (15, 12, 10, 200), bs.get_rect(), border_radius=bh // 3)
    s.blit(bs, band.topleft)
    blit_center(s, assets.text(shown[0], shown[1], theme.WHITE, True), band.center)


def _marks(s, f, ring, size):
    """The kind mark (top left, its shape its kind's: kindmarks.py), a rival's R2 and the seat tag
    (top right)."""
    kind = f["kind"]
    ms = max(12, int(size * 0.4))
    glyph = kind_glyph(kind)
    if glyph is not None:
        s.blit(assets.sprite(glyph, ms), (0, 0))
        drawn.note("kind", kind, (0, 0, ms, ms))
    if kind == "rival" and f.get("round") == 2:
        t = assets.text("R2", max(8, int(ms * 0.55)), theme.INK, True)
        tr = t.get_rect(topright=(size - 1, 1)).inflate(4, 0)
        gfx.rect(s, (255, 214, 64), tr, border_radius=3)
        blit_center(s, t, tr.center)
    if f.get("tag"):
        draw_tag(s, f["tag"], tag_rect(f["tag"], size, f.get("tag_left")), ring, size)
    seat = seat_of(f)
    if seat is not None and not f.get("seat_apart"):   # the seat's shape on its ring (bottom right): never its colour alone
        r = seat_radius(size)
        seat_mark(s, seat, (size - r - 3, size - r - 3), r, "ring", number=False)


def draw_tag(s, tag, tr, ring, size):
    """A seat tag ("P3") on `tr` (tag_rect), in its seat's ring colour, on `s`."""
    t = assets.text(tag, max(assets.MIN_TEXT, int(size * 0.22)), theme.WHITE, True)
    gfx.rect(s, theme.darker(ring, 0.6), tr, border_radius=3)
    gfx.rect(s, ring, tr, 1, border_radius=3)
    blit_center(s, t, tr.center)


def tag_rect(tag, size, left=False) -> pygame.Rect:
    """Where a standee of `size` draws its seat tag ("P3"), in the standee's own coordinates: its
    top right, or its top left (`left`: a fighter's, which has no kind mark there) where the name
    chip of the figure beside it lies over the top right (map/figures.py, issue 26's ninth pass)."""
    w, h = assets.font(max(assets.MIN_TEXT, int(size * 0.22)), True).size(tag)
    return pygame.Rect(1 if left else size - 1 - w - 2, 1, w + 4, h)


def seat_radius(size) -> int:
    """The radius of the seat's shape on a standee of `size` (its ring's bottom right)."""
    return max(4, int(size * 0.11))


def seat_mark_rect(at, size) -> pygame.Rect:
    """Where the seat's shape of a standee of `size` lies when centred at `at` (its dark edge
    included); its own place: at (x + size - r - 3, y + size - r - 3) of the standee's top left."""
    k = int((seat_radius(size) + 2) * 1.1) + 1
    return pygame.Rect(int(at[0]) - k, int(at[1]) - k, 2 * k + 1, 2 * k + 1)


def seat_of(f):
    """The seat a figure's ring shows: its "seat", else its "P<n>" tag; None (minions, the nemesis)."""
    if f.get("seat") is not None:
        return f["seat"]
    tag = f.get("tag") or ""
    return int(tag[1:]) - 1 if tag[:1] == "P" and tag[1:].isdigit() else None
