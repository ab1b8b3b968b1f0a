"""Drawn pictures kept in the cache folder between starts: the wood table, and the title screen's
backdrop (the title's first frame).

Drawing the table top (assets.wood: planks, grain, knots, vignette) is some 15-20 ms of the window's
start, the title's backdrop over it (the logo, the fan of card backs, the standees: scenes/title.py)
some 20 ms more, and each is the same picture every start at the same size. The drawn pixels go into
one file of the cache folder (store/cache.py's cache_folder) each, `<kind>-<w>x<h>-<key>.rgb`:

    b"LWOOD1" + width (4 bytes) + height (4 bytes) + adler32 of the pixels (4 bytes) + RGB pixels

`<key>` is a hash of the app's version and of the drawing code itself (the wood: the bytecode and
constants of the functions passed in, code_key; the title: the sizes and change times of the ui
package's source files, source_key, read without importing the painters), and of what else the
picture shows (the title: the figures' names and colours, the font files), so a changed drawing
never shows an old picture. What it promises, as the
content cache does: a file that is missing, short, of another size or whose checksum does not match
is ignored and drawn anew (and written again); only the KEEP newest pictures of a kind stay; a cache folder
that cannot be written leaves the app drawing every start, silently. The file is written by
store/cache.write_bytes (ui draws, store writes).
"""
from __future__ import annotations

import os
import zlib
from pathlib import Path

import pygame

MAGIC = b"LWOOD1"
HEAD = len(MAGIC) + 12
KEEP = 3                    # pictures kept (6 MB each at 1920 x 1080)


def code_key(*funcs) -> str:
    """A short stable hash of functions' code (bytecode, constants, names; nested code objects too)."""
    crc = 0

    def add(code):
        nonlocal crc
        crc = zlib.crc32(code.co_code, crc)
        crc = zlib.crc32(repr(code.co_names).encode(), crc)
        for c in code.co_consts:
            if hasattr(c, "co_code"):
                add(c)
            else:
                crc = zlib.crc32(repr(c).encode(), crc)

    for f in funcs:
        add(f.__code__)
    return f"{crc:08x}"


def source_key(*folders) -> str:
    """A short stable hash of the names, sizes and change times of the .py files in `folders` (the
    drawing code, without importing it: a picture kept is found without the modules that draw it)."""
    crc = 0
    for folder in folders:
        try:
            entries = sorted((e.name, e.stat()) for e in os.scandir(folder) if e.name.endswith(".py"))
        except OSError:
            entries = [("?", None)]
        for nm, st in entries:
            crc = zlib.crc32(f"{nm}:{st and st.st_size}:{st and st.st_mtime_ns};".encode(), crc)
    return f"{crc:08x}"


def load(folder: Path, size, key: str, kind: str = "wood"):
    """The cached picture of `kind` of real pixel `size` (a pygame.Surface, RGB), or None."""
    w, h = int(size[0]), int(size[1])
    try:
        path = Path(folder) / name((w, h), key, kind)
        if not path.is_file():                  # before opening: a FIFO would wait for a writer
            return None
        with open(path, "rb") as fh:
            raw = fh.read(HEAD + w * h * 3 + 1)
    except OSError:
        return None
    if len(raw) != HEAD + w * h * 3 or not raw.startswith(MAGIC):
        return None
    n = len(MAGIC)
    fw, fh_, check = (int.from_bytes(raw[n + i:n + i + 4], "little") for i in (0, 4, 8))
    pixels = memoryview(raw)[HEAD:]
    if (fw, fh_) != (w, h) or zlib.adler32(pixels) != check:
        return None
    return pygame.image.frombuffer(pixels, (w, h), "RGB")


def name(size, key: str, kind: str = "wood") -> str:
    """The cache file's name of a picture of `kind` for real pixel `size` and `key`."""
    return f"{kind}-{int(size[0])}x{int(size[1])}-{key}.rgb"


def encoded(surf: pygame.Surface) -> bytes:
    """A real surface's pixels as the cache file holds them (store/cache.write_bytes writes it)."""
    w, h = surf.get_size()
    pixels = pygame.image.tobytes(surf, "RGB")
    return MAGIC + b"".join(v.to_bytes(4, "little") for v in (w, h, zlib.adler32(pixels))) + pixels
