"""The table's files (a mixin of GameScene, scene.py): the autosave after each decision and what it
says when it fails, the quick save (F5), the crash payload and the recovery to the last autosave,
the crash report of a failed enemy move preview. (The quick load replaces the scene: scene.py.)"""
from __future__ import annotations

import sys
import traceback

from ...store import crash
from .menus import ChoicePopup, PauseMenu


class TableSaving:
    """GameScene's autosave, quick save, crash payload and recovery (the Session does the files)."""

    def autosave(self):
        self.session.autosave()
        self.say_save_error()

    def say_save_error(self):
        """A failed autosave is told once, long enough to read (8 s), not again at every decision
        while the same failure goes on; its end is told too. The game goes on either way."""
        err = self.session.save_error
        if err and err != self._said_save_error:
            self.app.toast(err, 8.0)
        elif not err and self._said_save_error:
            self.app.toast("Autosaving again")
        self._said_save_error = err

    def quicksave(self):
        if self.demo:
            return
        try:
            self.app.toast(f"Saved to {self.session.quicksave()}")
        except OSError as exc:
            self.app.show_message("Cannot save", f"{exc.strerror or exc}")

    def content_names(self) -> dict:
        box = self.app.box
        return {k: v.name for k, v in {**box.stages, **box.fighters}.items()}

    def crash_payload(self):
        return self.session.crash_payload()

    def recover(self, exc):
        """Back to the last autosave: the game is never lost (raises if even that fails: the app goes to the title)."""
        msg = self.session.recover(self.app.box)
        self.anim.finish()
        self.handlers.close(ChoicePopup, PauseMenu)
        self.bot_timer = 0.0
        self.refresh_mode()
        self.comp.invalidate()
        return msg

    def _preview_failed(self, exc):
        """The enemy move preview failed: a hint, not the game: reported, the game goes on without it."""
        if getattr(self.app, "strict", False):
            raise exc
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        folder = crash.write_crash_report(exc, "previewing enemy moves", self.crash_payload())
        self.app.toast(f"Could not preview the enemy moves (report in {folder})", 6)
