"""Animated files written frame by frame, in constant memory: an export of a whole game holds one
frame at a time, never the lot (Pillow's own save_all keeps every frame until the end).

    with Writer.open(path, (w, h), fps) as out:     # by the suffix: .png / .apng, .gif, .mp4
        out.add(rgb_bytes)                          # w*h*3 bytes a frame (pygame.image.tobytes(surf, "RGB"))
    out.frames, out.durations                       # the frames written and each one's milliseconds

A frame equal to the one before is not written again: the one before is shown longer (so the file
holds the frames a viewer sees change). After the first frame only the rectangle that changed is
encoded (APNG and GIF keep the rest of the picture). The file is written to a temporary file beside
its name and put in place when closed whole (store/files.py): a failed or cancelled export leaves
nothing behind. APNG is lossless; GIF has 256 colours a frame (each changed region its own palette);
MP4 (H.264, yuv420p) needs PyAV, which carries FFmpeg inside its wheel (README).
"""
from __future__ import annotations

import io
import os
import struct
import zlib
from pathlib import Path

from ...store import files

FORMATS = {".png": "apng", ".apng": "apng", ".gif": "gif", ".mp4": "mp4"}


def format_of(path) -> str | None:
    return FORMATS.get(Path(path).suffix.lower())


def mp4_available() -> bool:
    try:
        import av  # noqa: F401  (optional: requirements-video.txt)
    except ImportError:
        return False
    return True


class Writer:
    """The frames of one file; subclasses write them (APNG, GIF, MP4)."""

    def __init__(self, path, size, fps):
        self.path, self.size, self.fps = Path(path), tuple(size), fps
        self.tmp = self.path.parent / files.temp_name(self.path.name)
        self.fp = open(self.tmp, "xb")      # noqa: SIM115 - closed in close() / abort()
        self.frames = 0
        self.durations: list = []
        self._held = None                   # the last frame, not yet written: (image, bbox, ticks)
        self._ticks = 0                     # frames added in all
        self._done = 0                      # frames added that are written
        self._written_ms = 0

    @staticmethod
    def open(path, size, fps) -> "Writer":
        kind = format_of(path)
        if kind is None:
            raise ValueError(f"{path}: expected a file name ending in .png, .apng, .gif or .mp4")
        return {"apng": ApngWriter, "gif": GifWriter, "mp4": Mp4Writer}[kind](path, size, fps)

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        if kind is None:
            self.close()
        else:
            self.abort()

    def add(self, rgb: bytes) -> None:
        from PIL import Image, ImageChops
        im = Image.frombytes("RGB", self.size, rgb)
        self._ticks += 1
        if self._held is None:
            self._held = (im, (0, 0) + self.size, 1)
            return
        prev, bbox, n = self._held
        changed = ImageChops.difference(prev, im).getbbox()
        if changed is None:
            self._held = (prev, bbox, n + 1)
            return
        self._flush()
        self._held = (im, changed, 1)

    def _flush(self) -> None:
        """Write the held frame, shown for as many frame times as it was added in a row."""
        im, bbox, n = self._held
        self._done += n
        end_ms = round(self._done * 1000 / self.fps)
        ms = max(10, end_ms - self._written_ms)
        self._written_ms = end_ms
        self.write_frame(im, bbox, ms)
        self.frames += 1
        self.durations.append(ms)

    def close(self) -> Path:
        if self._held is not None:
            self._flush()
            self._held = None
        self.finish()
        self.fp.close()
        files.put_in_place(self.tmp, self.path)
        return self.path

    def abort(self) -> None:
        try:
            self.fp.close()
        finally:
            files.unlink_quietly(self.tmp)

    def write_frame(self, im, bbox, ms) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        pass


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


class ApngWriter(Writer):
    """Animated PNG: each frame's changed region an fcTL + IDAT/fdAT, the count patched at the end."""

    def __init__(self, path, size, fps):
        super().__init__(path, size, fps)
        w, h = self.size
        self.fp.write(b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        self.actl_at = self.fp.tell()
        self.fp.write(_chunk(b"acTL", struct.pack(">II", 0, 0)))
        self.seq = 0

    def write_frame(self, im, bbox, ms) -> None:
        x0, y0, x1, y1 = bbox
        part = im.crop(bbox) if bbox != (0, 0) + self.size else im
        buf = io.BytesIO()
        part.save(buf, "PNG", compress_level=3)
        data = _idat(buf.getvalue())
        self.fp.write(_chunk(b"fcTL", struct.pack(">IIIIIHHBB", self.seq, x1 - x0, y1 - y0, x0, y0, ms, 1000, 0, 0)))
        self.seq += 1
        if self.frames == 0:
            self.fp.write(_chunk(b"IDAT", data))
        else:
            self.fp.write(_chunk(b"fdAT", struct.pack(">I", self.seq) + data))
            self.seq += 1

    def finish(self) -> None:
        self.fp.write(_chunk(b"IEND", b""))
        self.fp.seek(self.actl_at)
        self.fp.write(_chunk(b"acTL", struct.pack(">II", self.frames, 0)))
        self.fp.seek(0, os.SEEK_END)


def _idat(png: bytes) -> bytes:
    """The image data of a PNG file (its IDAT chunks' contents, joined)."""
    out, i = [], 8
    while i < len(png):
        n = struct.unpack(">I", png[i:i + 4])[0]
        if png[i + 4:i + 8] == b"IDAT":
            out.append(png[i + 8:i + 8 + n])
        i += 12 + n
    return b"".join(out)


class GifWriter(Writer):
    """GIF89a, looping: each frame's changed region with its own 256-colour table, drawn over the last."""

    def __init__(self, path, size, fps):
        super().__init__(path, size, fps)
        w, h = self.size
        self.fp.write(b"GIF89a" + struct.pack("<HHBBB", w, h, 0, 0, 0))
        self.fp.write(b"!\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00")     # loop for ever

    def write_frame(self, im, bbox, ms) -> None:
        from PIL import GifImagePlugin, Image
        part = im.crop(bbox) if bbox != (0, 0) + self.size else im
        part = part.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        for data in GifImagePlugin.getdata(part, bbox[:2], duration=ms, disposal=1, include_color_table=True):
            self.fp.write(data)

    def finish(self) -> None:
        self.fp.write(b";")


class Mp4Writer(Writer):
    """H.264 in MP4 through PyAV (FFmpeg in its wheel); every frame written (a video has a frame rate)."""

    def __init__(self, path, size, fps):
        if not mp4_available():
            raise ValueError(f"{path}: MP4 needs PyAV (pip install -r requirements-video.txt); "
                             "write a .gif or an animated .png instead")
        super().__init__(path, size, fps)
        import av
        self.fp.close()
        self.container = av.open(str(self.tmp), mode="w", format="mp4")
        self.stream = self.container.add_stream("libx264", rate=int(round(fps)))
        self.stream.width, self.stream.height = (self.size[0] // 2 * 2, self.size[1] // 2 * 2)
        self.stream.pix_fmt = "yuv420p"

    def add(self, rgb: bytes) -> None:
        import av
        import numpy
        arr = numpy.frombuffer(rgb, numpy.uint8).reshape(self.size[1], self.size[0], 3)
        arr = arr[:self.stream.height, :self.stream.width]
        for packet in self.stream.encode(av.VideoFrame.from_ndarray(arr, format="rgb24")):
            self.container.mux(packet)
        self.frames += 1
        self.durations.append(round(1000 / self.fps))

    def close(self) -> Path:
        for packet in self.stream.encode():
            self.container.mux(packet)
        self.container.close()
        files.put_in_place(self.tmp, self.path)
        return self.path

    def abort(self) -> None:
        try:
            self.container.close()
        except Exception:   # noqa: BLE001 - a half-written video is removed either way
            pass
        files.unlink_quietly(self.tmp)
