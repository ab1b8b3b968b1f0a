"""Who may decide at the table: each seat's device (input/seats.py), controllers joining, a
controller deciding only for its own seat, a seat waiting for its unplugged controller (or its
phone gone), and the rumble of a fighter's controller (its phone's buzz) when the animation shows
it taking damage.

    sc.seating.may_decide(e)     # False: the event must not decide (said in a toast), or it took a seat
    sc.seating.allows(action)    # the action's seat may be decided by the device of the event handled
    sc.seating.note()            # the prompt's text while the deciding seat waits for its controller

The keyboard and the mouse act for any human seat; a controller only for its own. A controller
with no seat joins with A (the Enter it stands for): the deciding seat if it has no controller,
else the first human seat without one. Keys that look (help, hint, menu, hands, previews) work
for everyone. The engine still decides what is legal: this only says who may press.
"""
from __future__ import annotations

import pygame

from ..input.seats import SeatDevices, device_name, is_phone
from ..scene import chorded

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
DECIDING_KEYS = {*ENTER, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_s, pygame.K_e,
                 pygame.K_b, *range(pygame.K_1, pygame.K_9 + 1)}


class TableSeats:
    def __init__(self, scene):
        self.sc = scene
        n = len(scene.seats)
        pads = getattr(scene.app, "seat_pads", None)       # from the setup screen (or the last game)
        pads = [p if p in self.plugged() else None for p in pads] if isinstance(pads, list) and len(pads) == n else None
        self.devices = SeatDevices(scene.seats, pads)     # a controller not plugged in now: the keyboard's seat
        self.device = None          # the device of the event being handled (None: keyboard + mouse)

    # --- devices -----------------------------------------------------------------------------------
    @property
    def pads(self):
        return getattr(self.sc.app, "pads", None)

    @property
    def phones(self):
        return getattr(self.sc.app, "phones", None)

    def plugged(self) -> set:
        """The devices connected now: controllers plugged in, phones connected (phones/tv.py)."""
        pads, phones = self.pads, self.phones
        return (set(pads.pads) if pads is not None else set()) | (phones.devices() if phones is not None else set())

    def kind_of(self, n):
        pads = self.pads
        return pads.kind(n) if pads is not None and n in pads.pads else None

    def label(self, seat) -> str:
        """The seat's driver, for its board: "Controller 1 · Xbox", "Keyboard + mouse", "Bot (expert)"."""
        if self.devices.waiting(seat, self.plugged()):
            dev = self.devices.pads[seat]
            return "Phone · disconnected" if is_phone(dev) else f"Controller {dev} · unplugged"
        return self.devices.label(seat, self.kind_of)

    def glyph_pad(self):
        """Whose buttons the screen shows: the deciding seat's controller when it has one plugged in
        (on a couch the player about to press), else the device used last (None: the keyboard)."""
        pads = self.pads
        if pads is None:
            return None
        seat = self.deciding()
        n = self.devices.driver(seat) if seat is not None else None
        return pads.pads.get(n) if isinstance(n, int) and n in pads.pads else pads.last_pad()

    def deciding(self):
        g = self.sc.game
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
        return f"P{seat + 1}'s controller is unplugged: plug it in, or Enter / A takes P{seat + 1}"

    # --- who may press -----------------------------------------------------------------------------
    def is_deciding(self, e) -> bool:
        sc = self.sc
        if e.type == pygame.MOUSEBUTTONDOWN:
            looks = (sc.b_help, sc.b_menu, sc.b_expert)
            return e.button in (1, 3) and not any(b.rect.collidepoint(e.pos) for b in looks)
        if e.type != pygame.KEYDOWN:
            return False
        if chorded(e):
            return e.key == pygame.K_z and bool((getattr(e, "mod", 0) | pygame.key.get_mods()) & pygame.KMOD_CTRL)
        return e.key in DECIDING_KEYS or (e.key == pygame.K_SPACE and sc.hold.active)

    def may_decide(self, e, seat=None) -> bool:
        """May this event decide for `seat` (default: the deciding seat)? Looking is always allowed.
        A controller with no seat joins with A; a seat waiting for its controller is taken by the
        keyboard + mouse or by A on another controller (that event then does nothing else)."""
        if not self.is_deciding(e):
            return True
        dev = getattr(e, "pad", None)
        d = self.devices
        seat = self.deciding() if seat is None else seat
        a = e.type == pygame.KEYDOWN and e.key in ENTER and dev is not None
        if dev is not None and d.seat_of(dev) is None:       # a controller with no seat: A joins
            if a:
                self.join(dev, seat)
            else:
                self.refuse(f"Controller {dev} has no seat: press A to take one")
            return False
        if not d.is_human(seat):
            return True             # a bot decides: nothing to confirm (free actions: `allows`)
        if d.waiting(seat, self.plugged()):
            if dev is None:             # the keyboard + mouse take it (a free controller joined above)
                self.take(seat, dev)
            else:                       # a controller with a seat of its own never takes another's
                self.refuse(f"Controller {dev} plays P{d.seat_of(dev) + 1}: " + self.note())
            return False
        if d.allows(dev, seat):
            return True
        self.refuse(self.not_yours(dev, seat))
        return False

    def not_yours(self, dev, seat) -> str:
        who = "The keyboard" if dev is None else f"Controller {dev}"
        return f"{who}: not your decision. P{seat + 1} decides ({self.label(seat)})"

    def allows(self, action) -> bool:
        """The device of the event being handled may take this action (its seat's own)."""
        dev = self.device
        if dev is None or self.devices.allows(dev, action.seat):
            return True
        self.refuse(self.not_yours(dev, action.seat))
        return False

    def refuse(self, text):
        app = self.sc.app
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
        self.sc.app.seat_pads = self.devices.as_list()
        self.sc.app.toast(text)
        self.sc.dirty = True

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
