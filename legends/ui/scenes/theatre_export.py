"""The theatre's Export panel: what to share (this turn, this turn's nemesis phase, the whole game),
at what size, as what (GIF, animated PNG, MP4 where PyAV is installed); then a progress bar.

The export runs as `main.py export ... --progress lines` in a child process (export/run.py): it is
drawn off screen by the same painters on a headless table of the chosen size, while the theatre
goes on; the child's `frame N of M` lines move the bar. Esc cancels it (the child is ended, its
temporary file removed). The file goes to the data folder's `exports/`, under a name no other file
has. Keys: Up / Down the row, Left / Right its value, Enter exports, Esc closes (or cancels).
"""
from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pygame

from ...store import files, folder
from .. import assets, gfx, theme
from ..export.encode import mp4_available
from ..paint import panel

SIZES = ("1280x720", "1920x1080", "960x540", "640x360")


class ExportPanel:
    def __init__(self, theatre):
        self.th = theatre
        r = theatre.replay
        turn = r.turn_of(theatre.step)
        self.spans = [(str(turn), f"Turn {turn}"), (f"{turn}n", f"Turn {turn}'s nemesis phase"), ("all", "The whole game")]
        self.formats = [(".gif", "GIF"), (".png", "Animated PNG")] + ([(".mp4", "MP4 video")] if mp4_available() else [])
        self.rows = [["What", self.spans, 0], ["Size", [(s, s) for s in SIZES], 0], ["As", self.formats, 0]]
        self.row = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.job = None             # the child process, its lines, its progress
        self.progress = 0.0
        self.said = None

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, e) -> bool:
        if e.type != pygame.KEYDOWN:
            return e.type in (pygame.MOUSEBUTTONDOWN,) and self.rect.collidepoint(e.pos) and self._click(e.pos)
        if e.key == pygame.K_ESCAPE:
            self.close()
        elif self.job is not None:
            return True
        elif e.key in (pygame.K_UP, pygame.K_DOWN):
            self.row = (self.row + (1 if e.key == pygame.K_DOWN else -1)) % len(self.rows)
        elif e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            row = self.rows[self.row]
            row[2] = (row[2] + (1 if e.key == pygame.K_RIGHT else -1)) % len(row[1])
        elif e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.start()
        return True

    def _click(self, pos) -> bool:
        for i, (rect, _) in enumerate(self._row_rects()):
            if rect.collidepoint(pos):
                self.row = i
                row = self.rows[i]
                row[2] = (row[2] + 1) % len(row[1])
                return True
        if self._go_rect().collidepoint(pos) and self.job is None:
            self.start()
        return True

    def close(self):
        if self.job is not None:
            self.job["proc"].terminate()        # the child we started (by its own handle)
            self.job["proc"].wait(5)
            files.unlink_quietly(self.job["save"])
            self.th.app.toast("Export cancelled")
        self.job = None
        self.th.exports = None

    # --- the child -----------------------------------------------------------------------------
    def choice(self, i):
        row = self.rows[i]
        return row[1][row[2]][0]

    def start(self):
        app = self.th.app
        try:
            out_dir = folder.ensure() / "exports"
            files.make_folder(out_dir, folder.data_dir())
            save = folder.cache_dir() / f"theatre-export-{os.getpid()}.json"      # the game, for the child
            files.write_json(save, self.th.replay.final.save_dict())
        except OSError as exc:
            app.show_message("Cannot export", str(exc))
            return
        span, size, ext = self.choice(0), self.choice(1), self.choice(2)
        stem = f"{self.th.replay.final.stage.id}-turn-{span}" if span != "all" else f"{self.th.replay.final.stage.id}-game"
        out = out_dir / f"{stem}{ext}"
        n = 2
        while files.exists(out):
            out = out_dir / f"{stem}-{n}{ext}"
            n += 1
        cmd = ([sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "legends"])
        cmd += ["export", str(save), "--out", str(out), "--turns", span, "--size", size, "--progress", "lines"]
        root = str(Path(__file__).resolve().parents[3])         # the package's folder: `-m legends` from anywhere
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p))
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        lines: queue.Queue = queue.Queue()
        threading.Thread(target=lambda: [lines.put(x) for x in proc.stdout], daemon=True).start()
        self.job = {"proc": proc, "lines": lines, "out": out, "what": self.rows[0][1][self.rows[0][2]][1], "save": save}
        self.progress = 0.0

    def busy(self) -> bool:
        return self.job is not None

    def update(self, dt):
        job = self.job
        if job is None:
            return
        while not job["lines"].empty():
            words = job["lines"].get().split()
            if len(words) >= 4 and words[0] == "frame":
                self.progress = min(0.99, int(words[1]) / max(1, int(words[3])))
        code = job["proc"].poll()
        if code is None:
            return
        files.unlink_quietly(job["save"])
        self.job = None
        self.th.exports = None
        if code == 0:
            self.th.app.toast(f"Exported {job['what']} to {job['out']}", 8)
        else:
            err = (job["proc"].stderr.read() or "").strip().splitlines()
            self.th.app.show_message("The export failed", err[-1] if err else f"exit code {code}")

    # --- drawing -------------------------------------------------------------------------------
    def note(self) -> str | None:
        if self.job is None:
            return None
        return f"Exporting {self.job['what']}: {self.progress:.0%} (Esc cancels)"

    def _row_rects(self):
        x, y, w = self.rect.x + 24, self.rect.y + 64, self.rect.w - 48
        return [(pygame.Rect(x, y + i * 52, w, 44), row) for i, row in enumerate(self.rows)]

    def _go_rect(self):
        return pygame.Rect(self.rect.centerx - 110, self.rect.bottom - 64, 220, 44)

    def draw(self, surf):
        W, H = surf.get_size()
        self.rect = pygame.Rect(W // 2 - 300, H // 2 - 160, 600, 320)
        panel(surf, self.rect, (34, 26, 24), theme.GOLD, 14, 3, True, alpha=250)
        surf.blit(assets.text("Share: export an animation", 26, theme.GOLD, True), (self.rect.x + 24, self.rect.y + 18))
        for i, (r, (label, options, at)) in enumerate(self._row_rects()):
            gfx.rect(surf, (60, 48, 42), r, border_radius=8)
            if i == self.row and self.job is None:
                gfx.rect(surf, theme.GOLD, r.inflate(6, 6), 3, border_radius=10)
            surf.blit(assets.text(label, 20, (214, 176, 100), True), (r.x + 12, r.y + 10))
            surf.blit(assets.text(f"<  {options[at][1]}  >", 22, theme.CREAM, True), (r.x + 110, r.y + 9))
        go = self._go_rect()
        if self.job is None:
            gfx.rect(surf, (60, 120, 70), go, border_radius=10)
            t = assets.text("Export  [Enter]", 22, theme.WHITE, True)
            surf.blit(t, t.get_rect(center=go.center))
            hint = "Up / Down: choose · Left / Right: change · Enter: export · Esc: close"
        else:
            gfx.rect(surf, (70, 60, 54), go.inflate(300, 0), border_radius=10)
            fill = go.inflate(300, 0)
            fill.w = max(12, int(fill.w * self.progress))
            gfx.rect(surf, (220, 150, 60), fill, border_radius=10)
            hint = f"Exporting {self.job['what']}: {self.progress:.0%} · Esc cancels"
        surf.blit(assets.fit_text(hint, self.rect.w - 48, 16, (236, 214, 180)), (self.rect.x + 24, self.rect.bottom - 16 - 4))
