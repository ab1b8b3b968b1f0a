"""Who may decide at the table: each seat's device (input/seats.py), controllers joining, a
controller deciding only for its own seat, a seat waiting for its unplugged controller (or its
phone gone), and the rumble of a fighter's controller (its phone's buzz) when the animation shows
it taking damage.

    sc.seating.may_decide(intent)        # False: the intent must not decide (said in a toast), or it took a seat
    sc.seating.allows(action, device)    # the action's seat may be decided by that device (Pipeline.submit)
    sc.seating.note()            # the prompt's text while the deciding seat waits for its controller

The keyboard and the mouse act for any human seat; a controller only for its own. A controller
with no seat joins with A (the Enter it stands for): the deciding seat if it has no controller,
else the first human seat without one. Keys that look (help, hint, menu, hands, previews) work
for everyone. The engine still decides what is legal: this only says who may press.
"""
from __future__ import annotations

import time

from ..input.buttons import confirm_label
from ..input.intents import SEAT_BOUND, Do, Kind
from ..input.seats import SeatDevices, device_name, is_phone, is_remote

AGAIN = 4.0             # seconds: the second press of the TV's keys that takes a phone seat's decision
PHONE_FOLD = "phone seat"       # its toasts fold into one (App.toast)


class TableSeats:
    def __init__(self, app, session, holding=lambda: False, changed=lambda: None, showing=lambda: False):
        """`app`: its controllers, phones, toasts and the seats' controllers kept for the next game;
        `session`: the game and its seats; `holding()`: does the table hold after a human's turn
        (hold.py: then Space decides); `changed()`: the table must be drawn again; `showing()`: the
        seat whose turn an animation shows (None: nobody's), False while nothing animates."""
        self.app, self.session = app, session
        self.showing = showing
        self.holding, self.redraw = holding, changed
        n = len(session.seats)
        pads = getattr(app, "seat_pads", None)       # from the setup screen (or the last game)
        pads = [p if p in self.plugged() or is_remote(p) else None for p in pads] \
            if isinstance(pads, list) and len(pads) == n else None       # a remote seat waits for its machine
        self.devices = SeatDevices(session.seats, pads)     # a controller not plugged in now: the keyboard's seat
        self.now = time.monotonic           # (tests set a clock of their own)
        self._armed = None                  # ((seat, decisions), when): a phone seat's decision pressed once

    @property
    def seats(self) -> list:
        """Who plays each seat: "human" or a bot's name (the session's seats)."""
        return self.session.seats

    # --- devices -----------------------------------------------------------------------------------
    @property
    def pads(self):
        return getattr(self.app, "pads", None)

    @property
    def phones(self):
        return getattr(self.app, "phones", None)

    def plugged(self) -> set:
        """The devices connected now: controllers plugged in, phones connected (phones/tv.py), the
        other machines of a remote game that are there (remote/link.py)."""
        pads, phones, far = self.pads, self.phones, getattr(self.app, "remote", None)
        return ((set(pads.pads) if pads is not None else set()) | (phones.devices() if phones is not None else set())
                | (far.devices() if far is not None else set()))

    def kind_of(self, n):
        pads = self.pads
        return pads.kind(n) if pads is not None and n in pads.pads else None

    def label(self, seat) -> str:
        """The seat's driver, for its board: "Controller 1 · Xbox", "Keyboard + mouse", "Bot (expert)"."""
        if self.devices.waiting(seat, self.plugged()):
            dev = self.devices.pads[seat]
            if is_remote(dev):
                return f"Remote · P{seat + 1} · away"
            return "Phone · disconnected" if is_phone(dev) else f"Controller {dev} · unplugged"
        return self.devices.label(seat, self.kind_of)

    def glyph_pad(self):
        """Whose buttons the screen shows: the deciding seat's controller when it has one plugged in
        (on a couch the player about to press), else the device used last (None: the keyboard).
        While an animation shows a turn (P1's nemesis phase, the engine already at P2's decision)
        the seat the prompt names, not the next one; nobody's: the keyboard."""
        pads = self.pads
        if pads is None:
            return None
        shown = self.showing()
        seat = self.deciding() if shown is False else shown
        if seat is None and shown is not False:
            return None
        n = self.devices.driver(seat) if seat is not None else None
        return pads.pads.get(n) if isinstance(n, int) and n in pads.pads else pads.last_pad()

    def deciding(self):
        g = self.session.game
        return None if g.is_over() else g.pending.seat

    def waiting(self):
        """The deciding seat, if it waits for its unplugged controller (bots never wait)."""
        seat = self.deciding()
        return seat if seat is not None and self.devices.waiting(seat, self.plugged()) else None

    def note(self):
        seat = self.waiting()
        if seat is None:
            return None
        # short enough for the prompt bar at 1280x720 (issue 26 item 10): A is a free controller's
        if is_phone(self.devices.pads[seat]):
            return f"P{seat + 1}'s phone dropped: reopen its page, or Enter / A takes P{seat + 1}"
        if is_remote(self.devices.pads[seat]):
            return f"P{seat + 1}'s machine is away: waiting for it to join, or Enter / A takes P{seat + 1} here"
        return f"P{seat + 1}'s controller is unplugged: plug it in, or Enter / A takes P{seat + 1}"

    # --- who may press -----------------------------------------------------------------------------
    def is_deciding(self, it) -> bool:
        """Could this intent change the game (intents.SEAT_BOUND; Space while the table holds after
        a turn)? A click on Help, Menu or Hint is their own intent before it gets here (handlers.py)."""
        return it.do in SEAT_BOUND or (it.do is Do.GO_ON and bool(it.arg) and self.holding())

    def may_decide(self, it, seat=None) -> bool:
        """May this intent decide for `seat` (default: the deciding seat)? Looking is always allowed.
        A controller with no seat joins with A; a seat waiting for its controller is taken by the
        keyboard + mouse or by A on another controller (that intent then does nothing else).
        The one check of who may press, for every device (the pipeline's submit asks `allows`)."""
        if not self.is_deciding(it):
            return True
        dev = it.device.seat_device
        d = self.devices
        seat = self.deciding() if seat is None else seat
        a = it.do is Do.CONFIRM and it.device.kind is Kind.PAD
        if dev is not None and d.seat_of(dev) is None:       # a controller with no seat: A joins
            if a:
                self.join(dev, seat)
            else:
                press = confirm_label(self.app.settings, self.pads.get(dev) if self.pads else None)
                self.refuse(f"Controller {dev} has no seat: press {press} to take one")
            return False
        if not d.is_human(seat):
            return True             # a bot decides: nothing to confirm (free actions: `allows`)
        if d.waiting(seat, self.plugged()):
            if dev is None:             # the keyboard + mouse take it (a free controller joined above)
                self.take(seat, dev)
            else:                       # a controller with a seat of its own never takes another's
                self.refuse(f"Controller {dev} plays P{d.seat_of(dev) + 1}: " + self.note())
            return False
        if dev is None and self.on_phone(seat) and self.asks_twice(it) and not self.again(it, seat):
            return False
        if d.allows(dev, seat):
            return True
        self.refuse(self.not_yours(dev, seat))
        return False

    # --- a seat deciding on its phone ------------------------------------------------------------
    def on_phone(self, seat) -> bool:
        """Does this human seat decide on its phone, connected now? The keyboard and the mouse may
        still take its decisions, but never by accident: pressed twice (`again`)."""
        d = self.devices
        dev = d.pads[seat] if seat is not None and 0 <= seat < len(d) else None
        return is_phone(dev) and d.is_human(seat) and dev in self.plugged()

    def asks_twice(self, it) -> bool:
        """The TV's presses that would take the decision: Enter, a number, a letter, a left click
        (not the arrows, which only move the focus, nor a click releasing the table's hold)."""
        return it.do in (Do.CONFIRM, Do.PICK, Do.LETTER) or (it.do is Do.POINT and it.arg == 1 and not self.holding())

    def again(self, it, seat) -> bool:
        """The first press on a phone seat's decision only says whose it is; another within AGAIN
        seconds, on the same decision, takes it (and the next ones on it, each within AGAIN)."""
        now, mine = self.now(), (seat, self.session.game.view.decisions)
        if self._armed is not None and self._armed[0] == mine and now - self._armed[1] <= AGAIN:
            self._armed = (mine, now)
            return True
        self._armed = (mine, now)
        press = "click" if it.do is Do.POINT else "press Enter" if it.do is Do.CONFIRM else "press it"
        self.app.toast(f"P{seat + 1} decides on the phone; {press} again to take it", AGAIN, PHONE_FOLD,
                       f"P{seat + 1} decides on the phone")
        self.redraw()
        return False

    def phone_words(self, seat) -> str | None:
        """The TV's key line on a phone seat's decision: "P4 decides on the phone", or None."""
        return f"P{seat + 1} decides on the phone" if self.on_phone(seat) else None

    def not_yours(self, dev, seat) -> str:
        who = "The keyboard" if dev is None else f"Controller {dev}"
        return f"{who}: not your decision. P{seat + 1} decides ({self.label(seat)})"

    def allows(self, action, device) -> bool:
        """May `device` take this action (its seat's own; a bot plays the seat the session gave it)?"""
        dev = device.seat_device
        if device.kind is Kind.BOT or dev is None or self.devices.allows(dev, action.seat):
            return True
        self.refuse(self.not_yours(dev, action.seat))
        return False

    def refuse(self, text):
        app = self.app
        for t in app.toasts:
            if t[0] == text:        # already said: keep it up a little longer, not twice
                t[1] = max(t[1], 2.0)
                return
        app.toasts = [t for t in app.toasts if not t[0].endswith(")") or "not your decision" not in t[0]]
        app.toast(text, 2.0)          # short: the turn may pass on, and an old refusal would mislead

    # --- changes -----------------------------------------------------------------------------------
    def join(self, dev, prefer=None):
        before = list(self.devices.pads)
        seat = self.devices.join(dev, self.plugged(), prefer)
        if seat is None:
            self.refuse(f"Controller {dev}: every human seat has a controller")
            return
        self.let_go(seat, before[seat], dev)
        self.changed(f"Controller {dev} takes P{seat + 1}")

    def take(self, seat, dev):
        self.let_go(seat, self.devices.pads[seat], dev)
        self.devices.take(seat, dev)
        self.changed(f"{device_name(dev)} takes P{seat + 1}")

    def let_go(self, seat, old, new):
        """A phone loses its seat to another device: it must be accepted again to come back."""
        if is_phone(old) and old != new and self.phones is not None:
            self.phones.kick(seat)

    def changed(self, text):
        self.app.seat_pads = self.devices.as_list()
        self.app.toast(text)
        self.redraw()

    # --- rumble ------------------------------------------------------------------------------------
    def on_show(self, entries):
        """The animator shows these log entries: the controller of a fighter taking damage rumbles
        (its phone buzzes)."""
        pads = self.pads
        hurt = {}
        for e in entries:
            who = str(e.get("who") or "")
            if e.get("kind") in ("damage", "ko") and who[:1] == "F" and who[1:].isdigit():
                seat = int(who[1:]) - 1
                hurt[seat] = hurt.get(seat, 0) + (int(e.get("amount") or 0) if e.get("kind") == "damage" else 3)
        if hurt and self.phones is not None:
            self.phones.hurt(hurt)
        if pads is None:
            return
        for seat, amount in hurt.items():
            n = self.devices.pads[seat] if 0 <= seat < len(self.devices) else None
            if n is not None and n in pads.pads:
                pads.rumble(n, min(1.0, 0.35 + 0.15 * amount), 180 + 60 * min(amount, 5))
