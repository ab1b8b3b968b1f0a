"""Which device drives each seat (no pygame): a bot, the keyboard + mouse, or one controller.

    seats = SeatDevices(["human", "expert"])     # humans start on the keyboard + mouse
    seats.take(0, 2)                 # controller 2 drives P1 (it may drive several seats)
    seats.allows(2, 0) -> True       # a controller decides only for its own seats
    seats.allows(None, 1) -> False   # the keyboard + mouse (None): any human seat, never a bot's
    seats.join(3, plugged, prefer=1) # a controller with no seat takes one: prefer, else the first free
    seats.waiting(seat, plugged)     # its controller is unplugged (its phone gone): its decisions wait
    seats.label(seat, kind_of)       # "Controller 1 · Xbox", "Keyboard + mouse", "Phone", "Bot (expert)"

A device is None (the keyboard and the mouse), a controller's number (1-based) or a seat's phone
(`phone(seat)`: "phone2" is P2's; a phone drives only the seat its code was for) or another machine
(`remote(seat)`: "remote2", a remote game's seat: remote/). A seat keeps
its controller's number while the controller is unplugged, so plugging it back in gives the seat
back; another device may take the seat meanwhile (`take`). `plugged`: the devices connected now
(the controllers plugged in and the phones connected).
"""
from __future__ import annotations

KEYBOARD = "Keyboard + mouse"
PHONE = "Phone"
WAITING_PHONE = "Waiting for its phone"     # a phone seat whose phone is not connected now
LAYOUT_NAMES = {"xbox": "Xbox", "playstation": "PlayStation", "nintendo": "Nintendo", "generic": "Controller"}


def phone(seat) -> str:
    """The device of the seat's phone: "phone1" for P1."""
    return f"phone{seat + 1}"


def is_phone(device) -> bool:
    return isinstance(device, str) and device.startswith("phone")


def remote(seat) -> str:
    """The device of a seat played on another machine (issue 28, remote/): "remote2" is P2's."""
    return f"remote{seat + 1}"


def is_remote(device) -> bool:
    return isinstance(device, str) and device.startswith("remote")


def device_name(device, kind=None) -> str:
    """"Keyboard + mouse", "Phone", "Controller 2" or "Controller 2 · PlayStation"."""
    if device is None:
        return KEYBOARD
    if is_phone(device):
        return PHONE
    if is_remote(device):
        return f"Remote · P{device[6:]}"
    name = LAYOUT_NAMES.get(kind or "")
    return f"Controller {device} · {name}" if name and name != "Controller" else f"Controller {device}"


class SeatDevices:
    def __init__(self, kinds, pads=None):
        self.kinds = list(kinds)                    # "human" or a bot's name, per seat
        self.pads = [None] * len(self.kinds)        # the controller driving each seat (None: keyboard + mouse)
        for seat, n in enumerate(list(pads or [])[:len(self.kinds)]):
            if self.is_human(seat) and ((isinstance(n, int) and n >= 1) or n in (phone(seat), remote(seat))):
                self.pads[seat] = n

    def __len__(self):
        return len(self.kinds)

    def is_human(self, seat) -> bool:
        return seat is not None and 0 <= seat < len(self.kinds) and self.kinds[seat] == "human"

    # --- changes -----------------------------------------------------------------------------------
    def set_kind(self, seat, kind):
        """A seat becomes a bot (its controller lets go) or a human (on the keyboard + mouse)."""
        self.kinds[seat] = kind
        if kind != "human":
            self.pads[seat] = None

    def resize(self, kinds):
        """The setup screen changed the number of players: keep the seats that stay."""
        kinds = list(kinds)
        pads = (self.pads + [None] * len(kinds))[:len(kinds)]
        self.kinds = kinds
        self.pads = [p if k == "human" else None for p, k in zip(pads, kinds)]

    def take(self, seat, device):
        """`device` drives the seat from now on (None: the keyboard + mouse)."""
        if self.is_human(seat):
            self.pads[seat] = device

    def release(self, device):
        """A controller lets go of every seat it drove (they go back to the keyboard + mouse)."""
        self.pads = [None if p == device else p for p in self.pads]

    def join(self, device, plugged=(), prefer=None):
        """A controller with no seat takes one: `prefer` if that human seat has no controller (or
        its controller is unplugged), else the first such human seat. Returns the seat or None."""
        free = [s for s in range(len(self.kinds)) if self.is_human(s) and self.pads[s] not in plugged]
        if not free:
            return None
        seat = prefer if prefer in free else free[0]
        self.pads[seat] = device
        return seat

    # --- questions ---------------------------------------------------------------------------------
    def seat_of(self, device):
        """The first seat this device drives, or None."""
        return next((s for s, p in enumerate(self.pads) if p is not None and p == device), None)

    def driver(self, seat):
        """"bot", None (the keyboard + mouse), a controller's number or a phone ("phone2")."""
        if not self.is_human(seat):
            return "bot"
        return self.pads[seat]

    def allows(self, device, seat) -> bool:
        """May this device decide for this seat? The keyboard + mouse: any human seat; a controller:
        only its own seats. Nobody decides for a bot."""
        if not self.is_human(seat):
            return False
        return device is None or self.pads[seat] == device

    def waiting(self, seat, plugged) -> bool:
        """The seat's controller is unplugged: its decisions wait for it (or another device)."""
        return self.is_human(seat) and self.pads[seat] is not None and self.pads[seat] not in plugged

    def label(self, seat, kind_of=lambda n: None, live=None) -> str:
        """Who drives the seat, for the screen: "Controller 1 · Xbox", "Keyboard + mouse", "Bot (expert)";
        given the phones connected now (`live`), a phone seat without its phone says it waits for it."""
        if self.kinds[seat] == "remote":            # the setup screen's Remote seat (issue 28)
            return f"Remote · P{seat + 1}"
        if not self.is_human(seat):
            return f"Bot ({self.kinds[seat]})"
        if live is not None and is_phone(self.pads[seat]) and self.pads[seat] not in live:
            return WAITING_PHONE
        return device_name(self.pads[seat], kind_of(self.pads[seat]) if self.pads[seat] is not None else None)

    def as_list(self) -> list:
        return list(self.pads)
