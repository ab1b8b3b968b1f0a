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
  Its fighter boards say who played each seat as the save recorded it ("Played by a player",
  "Bot (expert)"), no device; its Legal options panel shows the decision as it was (the choice
  taken, then the others that were legal) or, on a nemesis phase's step, what that step did
  (`Feed.note`); the nemesis recap stays until the next step is taken, Esc or a click (nobody
  decides here: no bots' timeout).
"""
from __future__ import annotations

from ...engine import Action
from .. import assets, theme
from ..table.inputmode import InputMode
from ..table.scene import GameScene
from ..table.seatview import player_name
from ..table.session import Session

MUTED = (220, 200, 170)


class Feed:
    """The decisions a watched table may take: `go` says how many more it may take now."""

    def __init__(self, replay):
        self.replay = replay
        self.go = 0                 # decisions the table may take now (the theatre sets it)
        self.session = None         # set by the WatchSession
        self.taken = 0              # decisions taken since the table was made
        self.note = None            # what the table shows when it is a nemesis phase's step (theatre.py)

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
        self.recap.linger = None    # the recap stays until the next step, Esc or a click (nobody decides here)

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

    def seat_label(self, seat) -> str:
        """Who played the seat, as recorded: nobody decides at this table, so no device."""
        kind = self.seats[seat]
        return "Played by a player" if kind == "human" else f"Bot ({kind})"

    def after_decision(self, new, frames, before):
        """The next step taken closes the nemesis recap (as a decision at the table would)."""
        self.close_recap()
        super().after_decision(new, frames, before)

    def showing(self) -> bool:
        """Is the table still animating the step taken last (the theatre's label says that one)?"""
        return self.anim.active

    def recap_open(self) -> bool:
        """Is the nemesis phase's recap open over the map (Esc closes it before leaving)?"""
        return self.recap.rows is not None

    def close_recap(self) -> None:
        if self.recap_open():
            self.recap.close()

    def _option_items(self):
        """The Legal options panel of a replay: what the table is showing, never blank."""
        g, lv = self.game, self.options
        lv.title, lv.title_color = "In the replay", theme.GOLD
        if self.session.feed.note:
            return self._wrapped(self.session.feed.note, theme.CREAM)
        if self.anim.active:
            return [("The table is showing this step...", None, MUTED)]   # (no key: an export draws it too)
        if g.is_over():
            return self._wrapped(f"The game is over: {g.result['reason']}", MUTED)
        seat, chosen = g.pending.seat, self.session.feed.next_action()
        if seat is None or chosen is None:
            return self._wrapped("The saved position: the game went on from here (T takes over)", MUTED)
        mode = InputMode(g, {seat})
        options = mode.fallback() if mode.options else []
        lv.title, lv.title_color = f"The decision · {player_name(self, seat)}", theme.GOLD
        taken = [label for label, a in options if a == chosen] or [str(chosen)]
        rows = [(f"Chosen: {taken[0]}", None, theme.GOLD)]
        others = [label for label, a in options if a != chosen]
        if others:
            rows.append((f"Also legal ({len(others)}):", None, MUTED))
            rows += [(f"  {label}", None, None) for label in others]
        return rows

    def _wrapped(self, text, colour) -> list:
        """`text` as rows of the options panel, wrapped to its width."""
        width = max(80, self.L.options.w - 24)
        return [(line, None, colour) for line in assets.wrap(text, width, self.options.size or 16)]
