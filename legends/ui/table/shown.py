"""The game as the table shows it while a decision's log is animated.

The engine runs ahead: when a decision is applied its state is already final. So that health, EX,
card counts, hands, combo meters, the nemesis board, the minion supply and the loss counter change
when the animation shows the entry that changes them, `Game.apply(action, frames)` hands back a
picture of the game (a cheap copy, Game.clone) as each new log entry is written. The table draws
the picture of the entry being animated, the copy taken before the decision while nothing is
shown yet, and the game itself once the animation ends or is skipped. Nothing is worked out here:
every value is the engine's own (docs/ui.md, "The table follows the animation").
"""
from __future__ import annotations


class ShownState:
    def __init__(self):
        self.base = None        # the game before the first decision of the batch being animated
        self.start = 0          # its log length
        self.frames = {}        # log index -> the game as that entry was written

    def begin(self, game) -> None:
        """Before a decision that starts a new animation: keep a copy of the game as it stands."""
        self.base = game.clone()
        self.start = len(game.view.log)
        self.frames = {}

    def add(self, entries, frames) -> None:
        """The decision's new entries (each with "_i", its log index) and their pictures, in order."""
        for e, frame in zip(entries, frames):
            self.frames[e["_i"]] = frame

    def clear(self) -> None:
        self.base, self.frames = None, {}

    def game(self, game, anim):
        """The game to draw the boards from: `game` itself unless an animation plays."""
        if not anim.active or self.base is None:
            if self.base is not None:
                self.clear()
            return game
        last = anim.upto() - 1                   # the entry being animated, or the last one shown
        if last < self.start:
            return self.base
        return self.frames.get(last, game)
