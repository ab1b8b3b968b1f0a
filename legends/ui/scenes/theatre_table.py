"""The table of the replay theatre: the game screen in a watching mode, drawn by the same painters
as play, fed the game's own decisions by the theatre (theatre.py).

- `Feed`: what the theatre tells the table: whether it may take the next decision now (`go`),
  and which one it is (the replay's log). The session registers itself with it, so the theatre
  reads the game it shows from the session, never from the scene.
- `WatchSession`: a Session whose every seat is played by the log, one decision whenever the
  feed allows it; nobody at the table decides (no human seat: the keyboard, the mouse, the
  controllers and the phones only look), nothing is autosaved and nothing is undone.
- `WatchingScene`: GameScene with that session; it never leaves for the game-over screen (the
  theatre stays), and its prompt buttons, Undo, Hint and Menu are hidden (the theatre's strip
  stands over the prompt bar). The log's decision goes through the pipeline as a bot's would
  (`Pipeline.submit(action, Device.bot(seat))`), so each step is animated as in play.
"""
from __future__ import annotations

from ...engine import Action
from ..table.scene import GameScene
from ..table.session import Session


class Feed:
    """The decisions a watched table may take: `go` says how many more it may take now."""

    def __init__(self, replay):
        self.replay = replay
        self.go = 0                 # decisions the table may take now (the theatre sets it)
        self.session = None         # set by the WatchSession
        self.taken = 0              # decisions taken since the table was made

    @property
    def step(self) -> int:
        """The step the table's game waits at (its decisions since the replay's start)."""
        return len(self.session.game.view.history) - self.base

    @property
    def base(self) -> int:
        return len(self.replay.final.view.history) - len(self.replay)

    def next_action(self) -> Action | None:
        k = self.step
        return self.replay.action(k) if 0 <= k < len(self.replay) else None


class WatchSession(Session):
    """A game watched: its seats played by its own log (see the module doc)."""

    def __init__(self, game, seats=None, autosaving=False, game_id=None, feed: Feed | None = None):
        super().__init__(game, seats, autosaving=False, game_id=game_id)
        self.feed = feed
        feed.session = self
        self.humans = set()         # nobody at this table decides

    def bot_seat(self):
        seat = self.deciding
        if seat is None or self.game.is_over() or self.feed.go <= 0 or self.feed.next_action() is None:
            return None
        return seat

    def bot_choice(self):
        return self.feed.next_action()

    def think_ahead(self):
        return None

    def apply(self, action, frames=None) -> list:
        new = super().apply(action, frames)
        self.feed.go = max(0, self.feed.go - 1)
        self.feed.taken += 1
        return new

    def undo(self):
        return "A replay is watched, not played: Left steps back"

    def quicksave(self):
        raise OSError("a replay is not saved from the table (T takes over from here)")


class WatchingScene(GameScene):
    demo = True                 # no autosave, no undo, no hints (as the demo)
    keeps_phones = False
    phones_kind = None

    def __init__(self, app, game, seats, feed: Feed, speed: float = 1.0):
        self.session_class = lambda g, s, autosaving, game_id: WatchSession(g, s, autosaving, game_id, feed)
        super().__init__(app, game, seats, speed=speed)

    def _build_buttons(self):
        super()._build_buttons()
        for b in self.buttons:
            b.visible = False
        self.buttons = []

    def game_over(self):
        """The theatre stays at the end of the game."""

    def busy(self):
        """As the table's, but a game over that is shown asks for no more frames (the table
        would count down to the game-over screen)."""
        return super().busy() and not (self.game.is_over() and not self.anim.active)
