"""Join a game (issue 28): paste or type the invite a host sent, then the host's table opens on this
machine (remote_start.joined_game), its own seat driven by this machine's devices.

Where only the box differs, the host offers its own: "Play with the host's box" takes it for
that game only (remote/hostbox.py checks it like any content file and keeps it in the cache folder).

Keys: type or Ctrl+V pastes the invite, Enter joins, Esc goes back (while connecting: stops)."""
from __future__ import annotations

import pygame

from .. import theme
from ..paint import panel, text_block
from ..scene import Scene
from ..widgets import Button
from .common import felt_panel, heading, table
from ...remote.invite import MAX_TEXT, InviteError, parse_many


class JoinScene(Scene):
    keeps_remote = True
    takes_text = True           # M is a letter of the invite here, not the sound (app.py)

    def __init__(self, app, text=""):
        super().__init__(app)
        self.text = text
        self.status = None          # what happens now, or what went wrong
        self.link = None
        self.field = pygame.Rect(160, 300, 1600, 150)
        self.widgets = [Button((160, 480, 300, 70), "Paste", self.paste, "wood", size=24, key="Ctrl+V"),
                        Button((480, 480, 360, 70), "Join the game", self.join, "primary", size=26, key="Enter"),
                        Button((160, 984, 240, 66), "Back", self.back, "dark", size=24, key="Esc")]
        self.host_box = Button((860, 480, 460, 70), "Play with the host's box", lambda: self.join(True), "primary",
                               size=26)   # no key: letters type the invite
        pygame.key.start_text_input()

    def paste(self):
        try:
            got = pygame.scrap.get_text() if pygame.scrap.get_init() or self._scrap() else ""
        except pygame.error:
            got = ""
        if got:
            self.text = got.strip()[:MAX_TEXT * 4]
        else:
            self.status = "Nothing to paste: copy the invite first (or type it)."
        self.dirty = True

    @staticmethod
    def _scrap() -> bool:
        try:
            pygame.scrap.init()
            return True
        except pygame.error:
            return False

    def offer(self, shown: bool):
        """The host's box offered (only the box differs) or not: its button shown or not."""
        if shown and self.host_box not in self.widgets:
            self.widgets.append(self.host_box)
        elif not shown and self.host_box in self.widgets:
            self.widgets.remove(self.host_box)

    def join(self, host_box=False):
        from ...remote.link import JoinLink
        from .remote_start import joined_game
        try:
            invites = parse_many(self.text)
        except InviteError as exc:
            self.status = str(exc)
            self.dirty = True
            return
        if self.link is not None:
            self.link.stop()
        app = self.app
        self.offer(False)
        self.link = JoinLink(invites, app.box, lambda game, seats: joined_game(app, self.link, game, seats),
                             toast=app.toast, want_box=host_box)
        self.link.start()
        app.remote = self.link
        first = invites[0]
        self.status = (f"Connecting to {first.host}:{first.port} as {' + '.join(i.who for i in invites)}"
                       + (", with the host's box..." if host_box else "..."))
        self.dirty = True

    def back(self):
        if self.link is not None:
            self.link.stop()
            self.link = None
            self.app.remote = None
            self.status = "Stopped."
            self.dirty = True
            return
        self.app.title()

    def update(self, dt):
        link = self.link
        if link is None:
            return
        link.pump()
        f = link.follow
        if f.refused:
            self.status = f.refused
            self.offer(bool(f.box_offer))
            link.stop()
            self.link = self.app.remote = None
        elif f.dropped:
            self.status = f"The host is not answering ({f.dropped}): trying again..."
        self.dirty = True

    def busy(self):
        return self.link is not None

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_v and e.mod & pygame.KMOD_CTRL:
                self.paste()
                return True
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.join()
                return True
            if e.key == pygame.K_ESCAPE:
                self.back()
                return True
            if e.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.dirty = True
                return True
        if e.type == pygame.TEXTINPUT and len(self.text) < MAX_TEXT * 4:
            self.text += e.text
            self.dirty = True
            return True
        return super().handle_event(e)

    def draw(self, surf):
        table(surf)
        heading(surf, "Join a game", "Paste the invite the host sent you (it begins with legends://); "
                                     "for two seats on this machine, paste both")
        felt_panel(surf, pygame.Rect(120, 230, 1680, 520), "The invite")
        panel(surf, self.field, (252, 246, 232), (110, 84, 56), 8, 2, False)
        shown = self.text + "|" if self.link is None else self.text
        text_block(surf, shown or "legends://address:port/p2/secret/fingerprint", self.field.inflate(-24, -20), 24,
                   theme.INK if self.text else (150, 130, 110))
        if self.status:
            text_block(surf, self.status, pygame.Rect(160, 580, 1600, 140), 24, (250, 226, 180))
        hint = ("Your seat is played with this machine's mouse, keyboard or controllers; the host's machine "
                "decides what is legal. A spectator's invite shows the whole table, no seat.")
        text_block(surf, hint, pygame.Rect(160, 800, 1600, 100), 20, (236, 214, 180))
        self.draw_widgets(surf)
