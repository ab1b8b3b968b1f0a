"""What the table shows (a mixin of GameScene, scene.py): a decision's animation begun and started
(pipeline.Shows: Pipeline.submit applies the decision, the scene shows it), the turn as animated so
far, the game the boards are drawn from, the figures on the map and the coming enemy moves."""
from __future__ import annotations

from ...engine import Game
from . import figures


class TableShows:
    """GameScene's side of the pipeline's Shows, and the state as the table shows it."""

    def before_decision(self):
        """What the animation of the coming decision starts from (the state is final once applied)."""
        v = self.game.view
        start = len(v.log)
        if not self.anim.active:
            self._turn_base = (v.turn, v.active, v.phase, start)
            self.shown.begin(self.game)
        return v.positions(), {e["id"]: e.thaw() for e in v.enemies()}, start

    def after_decision(self, new, frames, before):
        """The new log entries are animated from the positions before."""
        positions, enemies, start = before
        self.say_save_error()
        self.shown.add(new, frames)
        speed = self.app.settings.anim_speed * self.speed_mult
        self.anim.calm, self.anim.step_wait = self.app.settings.calm_motion, self.app.settings.step_nemesis
        self.anim.start(new, positions, enemies, self.game, start, speed, self.humans)
        self._animating = self.anim.active
        self.log_scroll.scroll = 0
        self.refresh_mode()

    def refused(self, text):
        self.app.toast(text, 5)
        self.refresh_mode()

    def failed(self, exc, action):
        self.app.report(exc, f"applying {action}")

    def turn_view(self):
        """(turn, active seat, phase) as the player has seen it. The engine runs ahead of the
        animations: while a decision's log is played back, the turn and phase are those of the
        entries animated so far (a "phase" entry starts the nemesis phase, a "turn" entry the next turn)."""
        v = self.game.view
        an = self.anim
        if not an.active or self._turn_base is None:
            return v.turn, v.active, v.phase
        turn, active, phase, start = self._turn_base
        for e in v.log[start:an.upto()]:
            if e["kind"] == "phase":
                phase = e["phase"]
            elif e["kind"] == "turn":
                turn, active, phase = e["turn"], e["active"], e["phase"]
        return turn, active, phase

    def shown_game(self) -> Game:
        """The game the boards are drawn from: as of the log entry being animated (shown.py)."""
        return self.shown.game(self.game, self.anim)

    def move_preview(self) -> dict:
        return self.preview.moves()

    def suggested(self):
        """An action the focus cursor starts on (a lesson's next step), or None."""
        return None

    def fig_center(self, fid):
        return figures.fig_center(self.view, self.anim, self.game, fid)

    def tip_at(self, pos):
        return self.tips.tip_at(pos)

    def shown_figures(self) -> list:
        """The figures on the map as the table shows them now (figures.figures)."""
        return figures.figures(self.game, self.anim, self.view, self.standees, self.epoch, self.shown_game)
