"""The wood table's drawn pixels kept in the cache folder between starts (the title's first frame).

Drawing the table top (assets.wood: planks, grain, knots, vignette) is some 15-20 ms of the window's
start, and it is the same picture every start at the same size. The drawn pixels go into one file of
the cache folder (store/cache.py's cache_folder), `wood-<w>x<h>-<key>.rgb`:

    b"LWOOD1" + width (4 bytes) + height (4 bytes) + adler32 of the pixels (4 bytes) + RGB pixels

`<key>` is a hash of the app's version and of the drawing code itself (the bytecode and constants of
the functions passed in), so a changed drawing never shows an old picture. What it promises, as the
content cache does: a file that is missing, short, of another size or whose checksum does not match
is ignored and drawn anew (and written again); only the KEEP newest pictures stay; a cache folder
that cannot be written leaves the app drawing every start, silently. The file is written by
store/cache.write_bytes (ui draws, store writes).
"""
from __future__ import annotations

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


def load(folder: Path, size, key: str):
    """The cached picture of real pixel `size` (a pygame.Surface, RGB), or None."""
    w, h = int(size[0]), int(size[1])
    try:
        path = Path(folder) / name((w, h), key)
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


def name(size, key: str) -> str:
    """The cache file's name for real pixel `size` and `key`."""
    return f"wood-{int(size[0])}x{int(size[1])}-{key}.rgb"


def encoded(surf: pygame.Surface) -> bytes:
    """A real surface's pixels as the cache file holds them (store/cache.write_bytes writes it)."""
    w, h = surf.get_size()
    pixels = pygame.image.tobytes(surf, "RGB")
    return MAGIC + b"".join(v.to_bytes(4, "little") for v in (w, h, zlib.adler32(pixels))) + pixels
