"""What the workshop's buttons do: Save (the player's folder), Export, Import, Try it, Demo it,
Balance it, Back. A stage is saved before it is played, so a game on it can always be continued; a
stage with problems is never saved nor played (its problems are on the screen)."""
from __future__ import annotations

from pathlib import Path

from ...store import files
from ...store.folder import data_dir
from ...content.own import add_stages, own_ids
from ...store.own_stages import read_stage, save_stage, stage_text
from .model import checks
from .model.draft import from_stage
from .model.edits import Editor

EXPORTS = "exports"


def _said(problems, most=8) -> str:
    more = len(problems) - most
    return "\n".join(str(p) for p in problems[:most]) + (f"\n... and {more} more" if more > 0 else "")


class Actions:
    """Mixed into WorkshopScene: uses self.app, self.editor, self.problems, self.refresh()."""

    def _ready(self, doing: str):
        """The draft's stage if it has no problem, else None (and the problems said)."""
        stage = checks.load(self.editor.draft) if not self.problems else None
        if stage is None:
            self.app.show_message(f"Cannot {doing} yet", "Fix these first (red rings on the map):\n"
                                  + _said(self.problems or ["the stage does not load"]))
        return stage

    def save(self) -> Path | None:
        stage = self._ready("save")
        if stage is None:
            return None
        if stage.id in own_ids(self.app.box) and stage.id != self.editor.saved_as:      # never over another of theirs
            name = self.app.box.stages[stage.id].name
            self.app.show_message("A stage of yours has this name", f"You have a stage named {name} already: give "
                                  "this one another name, or open that one with Edit your stage.")
            return None
        try:
            path = save_stage(self.editor.draft.to_doc())
        except OSError as exc:          # StoreError: one sentence
            self.app.show_message("Cannot save the stage", str(exc))
            return None
        self.app.box = add_stages(self.app.box, {stage.id: stage})    # on the setup screen and in the gallery
        self.editor.changed, self.editor.saved_as = False, stage.id
        self.app.toast(f"Saved {stage.name}: {path}", 5.0)
        self.refresh()
        return path

    def export(self) -> Path | None:
        if self._ready("export") is None:
            return None
        d = self.editor.draft
        path = data_dir() / EXPORTS / f"{d.id}.yaml"
        try:
            files.write_atomic(path, stage_text(d.to_doc()), data_dir())
        except OSError as exc:
            self.app.show_message("Cannot export the stage", str(exc))
            return None
        self.app.toast(f"Exported to {path}", 6.0)
        return path

    def import_file(self):
        from .chooser import ChooserScene
        self.app.set_scene(ChooserScene(self.app, self, self.import_path, "a stage file"))

    def import_path(self, path):
        """A stage file read within bounds and checked like validate: a bad one is said, never loaded."""
        from ...store.scenarios import kind_of
        from ...content.loader import read_yaml
        probe: list = []
        doc = read_yaml(Path(path), probe, Path(path).name) if Path(path).is_file() else None
        if doc is not None and kind_of(doc) == "position":
            self.app.show_message("A position file", f"{Path(path).name} is a position: open it in Set the table.")
            return False
        stage, problems = read_stage(path, self.app.box)
        if stage is None:
            self.app.show_message("Cannot import this stage", _said(problems or probe))
            return False
        self.editor = Editor(from_stage(stage))
        self.editor.changed = True
        self.refresh()
        self.app.toast(f"Imported {stage.name}", 4.0)
        return True

    def _saved_stage(self, doing: str):
        if self.save() is None:
            return None
        if self.balance is not None:        # the table is leaving: its quick balance stops
            self.balance.cancel()
        return self.editor.draft.id

    def try_it(self):
        """The setup screen with this stage chosen (any fighters, enemies, players)."""
        sid = self._saved_stage("try")
        if sid is None:
            return
        from ...engine.setup import random_setup
        from ..scenes.setup import SetupScene
        base = random_setup(self.app.box, 1, 2, sid)
        self.app.set_scene(SetupScene(self.app, base=base, seats=["human", "human"]))

    def demo_it(self):
        sid = self._saved_stage("demo")
        if sid is None:
            return
        from ..table.demo import DemoScene
        self.app.set_scene(DemoScene(self.app, stage=sid, players=2, seed=1))

    def balance_it(self):
        if self._ready("balance") is None:
            return
        from .model.trial import QuickBalance
        if self.balance is not None:
            self.balance.cancel()
        self.balance = QuickBalance(self.editor.draft.to_doc(), self.app.box)
        self.balance.start()
        self.dirty = True

    def back(self):
        def leave(choice=None):
            if choice == "save" and self.save() is None:
                return
            if choice in ("save", "leave"):
                if self.balance is not None:
                    self.balance.cancel()
                (self.back_scene or self.app.title)()      # the screen that opened it, made anew
        if not self.editor.changed:
            return leave("leave")
        self.app.show_message("Leave the workshop?", "This stage has changes that are not saved.", leave,
                              buttons=(("Save and leave", "save"), ("Leave", "leave"), ("Stay", None)))
