"""What a player means, whatever they pressed (issue 25, "one input pipeline"): every device turns its
input into an Intent tagged with the Device it came from; the table's handlers take intents and
return an action to submit or the next handler (table/stack.py), and one `submit(action, device)`
(table/pipeline.py) checks that the device may decide for the action's seat and applies it.

    Device      who acts: the mouse, the keyboard, controller N, seat N's phone, a bot, a remote machine
    Do          what they mean: move the focus, point at a place, pick option N, choose an action, confirm ...
    Intent      Do + Device + its argument (a direction, a place, a row, an action) and, for the menus'
                own widgets, the pygame event it came from (None for a phone or a bot)

No pygame here: the translation of pygame events is input/translate.py; a phone's tap becomes
`Intent(Do.CHOOSE, Device.phone(seat), action)` in phones/tv.py.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    MOUSE = "mouse"
    KEYBOARD = "keyboard"
    PAD = "pad"             # a game controller, numbered from 1 (input/pads.py)
    PHONE = "phone"         # a seat's phone, numbered by its seat from 0 (phones/tv.py)
    BOT = "bot"             # a bot playing a seat (numbered by the seat)
    REMOTE = "remote"       # another machine (remote/): on the host, a joiner's machine, numbered by its
    #                         seat; on a joiner's machine, the host (no number), whose decisions are the game's


@dataclass(frozen=True)
class Device:
    kind: Kind
    index: int | None = None

    @staticmethod
    def pad(n: int) -> "Device":
        return Device(Kind.PAD, n)

    @staticmethod
    def phone(seat: int) -> "Device":
        return Device(Kind.PHONE, seat)

    @staticmethod
    def bot(seat: int) -> "Device":
        return Device(Kind.BOT, seat)

    @staticmethod
    def remote(seat: int | None = None) -> "Device":
        """A joiner's machine deciding for `seat` (on the host), or the host itself (None: on a joiner's)."""
        return Device(Kind.REMOTE, seat)

    @property
    def seat_device(self):
        """The device as the seats' table names it (input/seats.py): None for the keyboard and the
        mouse (they share the seats without a device of their own), the controller's number, "phoneN"."""
        if self.kind is Kind.PAD:
            return self.index
        if self.kind is Kind.PHONE:
            return f"phone{self.index + 1}"
        return None

    def __str__(self):
        return self.kind.value if self.index is None else f"{self.kind.value} {self.index}"


MOUSE = Device(Kind.MOUSE)
KEYBOARD = Device(Kind.KEYBOARD)


class Do(Enum):
    """What an intent asks for; the argument each takes is in brackets."""
    FOCUS = "focus"             # move the focus cursor [(dx, dy)]
    POINT = "point"             # a click at a place [button 1 (left) or 3 (right)]; Intent.pos
    HOVER = "hover"             # the pointer moved [-]; Intent.pos
    SCROLL = "scroll"           # the wheel [rows, up positive]; Intent.pos
    PICK = "pick"               # option N of the Legal options list [row, from 0]
    CHOOSE = "choose"           # this very action (a phone's tap, later a remote seat) [Action]
    CONFIRM = "confirm"         # Enter / A: what the focus is on, else the decision's Confirm
    LETTER = "letter"           # the option a letter names [S: skip, E: end the fighter phase, B: boost]
    CANCEL = "cancel"           # Esc / B: back out of a choice, close the hint or the look, else the menu
    GO_ON = "go_on"             # Space: skip the animation; start the nemesis phase after a turn
    ZOOM = "zoom"               # Z / a middle click: the focused thing or the one at Intent.pos large
    HINT = "hint"               # X / Y: the expert's hint
    HELP = "help"               # F1 / H: the help sheet
    PAUSE = "pause"             # the Menu button (Esc when there is nothing to cancel)
    UNDO = "undo"               # Ctrl+Z
    LOOK = "look"               # another seat's hand [step: -1 PageUp, +1 PageDown]
    QUICKSAVE = "quicksave"     # F5
    QUICKLOAD = "quickload"     # F9
    PREVIEWS = "previews"       # P: the enemies' coming moves shown or hidden
    PHONES = "phones"           # Q: the phones' join codes
    RECAP = "recap"             # Tab: the last nemesis phase's recap shown or closed (recap.py)
    OTHER = "other"             # anything else (a menu's own widget may still read Intent.event)


# the intents that take a decision for the deciding seat: who may send them is checked (seating.py);
# while the table still moves they first show the end of the animation (handlers.py)
DECIDING = frozenset({Do.FOCUS, Do.PICK, Do.CHOOSE, Do.CONFIRM, Do.LETTER})
# ... and those that may change the game too, checked for the seat's device as well
SEAT_BOUND = DECIDING | {Do.POINT, Do.UNDO}


@dataclass(frozen=True)
class Intent:
    do: Do
    device: Device
    arg: object = None
    pos: tuple | None = None        # where the pointer is, for POINT / HOVER / SCROLL / ZOOM
    event: object = None            # the pygame event it came from (menus' widgets read it)

    @property
    def deciding(self) -> bool:
        return self.do in DECIDING

    @property
    def from_seat_device(self) -> bool:
        """A controller or a phone: devices that belong to one seat (the keyboard and mouse serve all)."""
        return self.device.kind in (Kind.PAD, Kind.PHONE)
