"""One way in (issue 25): every device's choice reaches the engine through `submit`.

    mouse, keyboard, controller N -> input/translate.py  \\
    seat N's phone                 -> phones/tv.py         >  Intent(do, device, ...)  (input/intents.py)
    a remote machine (remote/)                            /
        -> Pipeline.take(intent): the handler stack (stack.py) -> the top handler returns the next
           handler, or Submit(action) -> Pipeline.submit(action, intent.device)
    a bot's choice                 -> Pipeline.submit(action, Device.bot(seat))

`submit(action, device)` asks the seats (seating.py, `allows`) whether that device may decide for the
action's seat, then applies it: it is the only caller of the session's apply (Session.apply -> Game.apply).
The table around it is told through three calls of a small interface (`Shows`): what the screen
needs before a decision (the positions the animation starts from), the new log entries after it, and
an action the engine refused. No device is remembered between calls: it travels with the intent.

On a joiner's machine (issue 28, remote/link.py) the session has a `forward`: its own seats'
choices, once the seat check passed, go to the host instead of being applied, and come back as the
host's decision, submitted for `Device.remote()` (the host: the game's one judge), which is applied.
"""
from __future__ import annotations

from ...engine import IllegalAction
from ..input.intents import Kind


class Shows:
    """What the pipeline tells the table around it (the game scene implements it)."""

    def before_decision(self):
        """Called before an action is applied; what it returns comes back in after_decision."""

    def after_decision(self, new, frames, before) -> None:
        """The action was applied: `new` log entries and their frames (Game.apply) to show."""

    def refused(self, text) -> None:
        """The engine refused the action (IllegalAction): nothing changed."""

    def failed(self, exc, action) -> None:
        """A bug while applying: a crash report; the game goes back to its last autosave."""


class Pipeline:
    def __init__(self, session, seats, shows: Shows, handlers=None):
        self.session = session      # its apply is called here and nowhere else
        self.seats = seats          # TableSeats (seating.py): who may decide for which seat
        self.shows = shows
        self.handlers = handlers    # the handler stack (stack.py) that intents go to
        self.submitted = 0          # actions applied (every device)

    def take(self, intent) -> tuple:
        """An intent from any device: the top handler takes it. Returns (consumed, applied: True /
        False for an action submitted, None when none was)."""
        return self.handlers.dispatch(intent, self.submit)

    def submit(self, action, device) -> bool:
        """Apply `action` for `device` if that device may decide for its seat; True if applied."""
        if not self.seats.allows(action, device):
            return False
        forward = getattr(self.session, "forward", None)
        if forward is not None and device.kind is not Kind.REMOTE:
            forward(action, device)         # a joiner's: the host judges it, and sends it back applied
            return False
        before = self.shows.before_decision()
        frames = []
        try:
            new = self.session.apply(action, frames)
        except IllegalAction as exc:
            self.shows.refused(str(exc))
            return False
        except Exception as exc:  # a bug: crash report, then back to the last autosave
            self.shows.failed(exc, action)
            return False
        self.submitted += 1
        self.shows.after_decision(new, frames, before)
        return True
