"""The table of a remote game (issue 28): the normal game scene, on the host's game or on a joiner's
copy, with the remote bar over it (who is here, who is away, the invites, quick phrases).

    RemoteGameScene(app, game, seats, link, game_id=None)     # link: remote/link.py's HostLink or JoinLink

Everything else is the table's own: the map, the boards, animations, sound, hints, zoom, every
device. On the host the table's pipeline is the judge of every machine's choice (remote/hosting.py)
and a remote seat may be decided here only once its machine is away and a local device took it
(Enter / A, as for an unplugged controller). On a joiner's machine its own seats are driven by its
own mouse, keyboard and controllers; their choices go to the host (the session's `forward`), and
the host's decisions come back through the same pipeline; undo asks the host.

Keys: I shows or hides the invites (the host), Ctrl+B hands the deciding remote seat to a bot while its
machine is away (the host; back to the machine when it returns), Ctrl+1 to Ctrl+6 say a quick phrase (PHRASES), G pings
the square under the mouse: every machine shows it in the player's colour for a few seconds.
"""
from __future__ import annotations

import pygame

from ..input.intents import Kind
from ..input.seats import is_remote, remote
from ..table.scene import GameScene
from ..table.session import Session
from ...remote.protocol import PHRASES  # noqa: F401  (the phrases Ctrl+1..6 say)
from .remote_draw import draw_bar, draw_invites, draw_pings, draw_said

PHRASE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)


class JoinerSession(Session):
    """A joiner's copy: never autosaved here (the host's autosave keeps the game); undo asks the host."""

    ask_undo = None

    def __init__(self, game, seats=None, autosaving=False, game_id=None):
        super().__init__(game, seats, autosaving=False, game_id=game_id)

    def undo(self):
        if self.ask_undo is None:
            return super().undo()
        self.ask_undo()
        return "Asked the host to take it back (the host's undo rules apply)"


class HostSeats:
    """The host's seat check around the table's: a remote seat is decided only by its machine, or by
    a local device that took it while its machine was away."""

    def __init__(self, inner, remote, toast):
        self.inner, self.remote, self.toast = inner, set(remote), toast

    def allows(self, action, device) -> bool:
        seat = action.seat
        if device.kind is Kind.REMOTE:
            ok = device.index == seat and seat in self.remote and is_remote(self.inner.devices.pads[seat])
            return ok
        if seat in self.remote and is_remote(self.inner.devices.pads[seat]) and device.kind is not Kind.BOT:
            self.toast(f"P{seat + 1} plays on another machine (Remote · P{seat + 1})")
            return False
        return self.inner.allows(action, device)

    def give_back(self, seat):
        """The seat's machine is back: its seat is its own again (a local device or a bot may have taken it)."""
        session, devices = self.inner.session, self.inner.devices
        if session.seats[seat] != "human":
            session.set_seat(seat, "human")
            devices.set_kind(seat, "human")
        if not is_remote(devices.pads[seat]):
            self.inner.take(seat, remote(seat))

    def to_bot(self, seat, bot) -> bool:
        """A bot takes a remote seat whose machine is away (Ctrl+B on the host); False if it is not away."""
        if seat not in self.remote or not self.inner.devices.waiting(seat, self.inner.plugged()):
            return False
        self.inner.session.set_seat(seat, bot)
        self.inner.devices.set_kind(seat, bot)
        self.inner.changed(f"Bot ({bot}) takes P{seat + 1} until its machine is back")
        return True

    def __getattr__(self, name):
        return getattr(self.inner, name)


class RemoteGameScene(GameScene):
    keeps_remote = True

    def __init__(self, app, game, seats, link, game_id=None):
        self.link = link
        self.session_class = JoinerSession if link.role == "join" else Session
        super().__init__(app, game, seats, game_id=game_id)
        pipeline = self.pipeline
        self.host_seats = None
        if link.role == "host":
            self.host_seats = pipeline.seats = HostSeats(pipeline.seats, link.remote, app.toast)
        else:
            pipeline.session.ask_undo = link.follow.undo
        link.attach(pipeline)
        self.show_invites = link.role == "host"
        self.bar_text = None
        self.drawn = []

    def update(self, dt):
        self.link.pump()
        while self.host_seats is not None and self.link.returned:
            self.host_seats.give_back(self.link.returned.pop(0))
        text = (tuple(self.link.lines()), tuple((s[1], s[3]) for s in self.link.said), self.show_invites)
        if text != self.bar_text or any(s[2] == "pinged" for s in self.link.said):     # a ping pulses
            self.bar_text = text
            self.invalidate(self.drawn or None)
            self.drawn = []
        super().update(dt)

    def busy(self):
        return super().busy() or bool(self.link.said)

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN and e.mod & pygame.KMOD_CTRL and e.key in PHRASE_KEYS:
            self.link.say(PHRASE_KEYS.index(e.key))
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_b and e.mod & pygame.KMOD_CTRL and self.host_seats is not None:
            self.bot_takes()
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_g and not e.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.ping()
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_i and not e.mod & pygame.KMOD_CTRL and self.link.role == "host":
            self.show_invites = not self.show_invites
            return True
        if self.show_invites and e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.show_invites = False
            return True
        if self.show_invites and e.type == pygame.KEYDOWN and e.key == pygame.K_c:
            self.copy_invites()
            return True
        return super().handle_event(e)

    def bot_takes(self):
        """Ctrl+B on the host: a bot plays the deciding seat while its machine is away."""
        from ...bots import BOTS
        bot = self.app.settings.bot if self.app.settings.bot in BOTS else "greedy"     # the one chosen in Settings
        seat = self.pipeline.session.deciding
        if seat is None or not self.host_seats.to_bot(seat, bot):
            self.app.toast("Ctrl+B hands a remote seat to a bot while its machine is away (when it decides)")

    def ping(self):
        """G: the square under the mouse, pinged on every machine."""
        space = self.view.space_at(self.hover) if self.hover else None
        if space is None:
            self.app.toast("Point at a square of the map, then G pings it for everyone")
            return
        self.link.ping(space)

    def pings(self) -> list:
        """[(seat, screen position)] of the pings showing (places not on this map are left out)."""
        owner = set(self.view.board.owner.values())
        return [(s[1], self.view.space_center(s[3])) for s in self.link.said if s[2] == "pinged" and s[3] in owner]

    def place_name(self, place) -> str:
        try:
            return self.pipeline.session.game.view.space_name(place)
        except (KeyError, ValueError, TypeError, AttributeError):
            return "?"

    def copy_invites(self):
        text = "\n".join(f"{'Spectator' if i.seat is None else f'P{i.seat + 1}'}: {i}" for i in self.link.invites())
        try:
            pygame.scrap.put_text(text)
            self.app.toast("The invites are copied: paste them to your friends")
        except pygame.error as exc:
            self.app.toast(f"Cannot copy here ({exc}): read them off the screen")

    def draw(self, surf):
        super().draw(surf)
        m = self.view.map_rect
        bar = draw_bar(surf, self.link, (m.centerx, min(surf.get_height() - 2, m.bottom + 34)))
        said = draw_said(surf, self.link, self.place_name, (m.centerx, m.top + 6))
        self.drawn = [bar] + ([said] if said else []) + draw_pings(surf, self.pings())
        if self.show_invites:
            self.drawn.append(draw_invites(surf, self.link))

