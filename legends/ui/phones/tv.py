"""The TV's side of the phones: the server's life, the join questions, phones as seat devices, the
states each phone is sent and the decisions phones take (all on the pygame thread).

    app.phones = PhoneHub(app)      # always there; it runs only while phones are invited
    sync(app)                       # start or stop it: on with the Invite phones switch, on the setup
                                    # screen and at the table (a scene with keeps_phones); off elsewhere
    app.phones.update(dt)           # every frame: the server's events, the join question, the states

A phone asks to join -> the TV asks "P2's phone wants to join: Enter / A accepts, Esc / B refuses"
(a message box: the keyboard or any controller answers). Accepted, the phone drives its seat
(input/seats.py: `phone(seat)`); a refused code is replaced. Its `choose` is checked again here
(the decision's version, the option's index) and becomes the same kind of intent as every other
device's, `Intent(Do.CHOOSE, Device.phone(seat), action)` (input/intents.py), taken by the table's
handlers and submitted for the phone (table/pipeline.py): the seat check and the engine judge it
like a click.
"""
from __future__ import annotations

import pygame

from . import missing
from . import protocol
from .. import theme
from ..input.intents import Device, Do, Intent
from ..input.seats import phone

PUSH_EVERY = 0.1            # seconds: at most ~10 states a second
WAKE = pygame.event.custom_type()   # what a phone's message posts to wake the app's loop
EVENTS_PER_FRAME = 32


def sync(app):
    """Start the server when phones are invited and the scene wants them, stop it otherwise."""
    hub = getattr(app, "phones", None)
    if hub is None:
        return
    want = app.settings.invite_phones and bool(getattr(app.scene, "keeps_phones", False))
    if want and not hub.running:
        err = hub.start()
        if err:
            app.toast(err, 6.0)
    elif not want and hub.running:     # a screen that keeps phones: the switch went off; else the TV left
        hub.stop("off" if getattr(app.scene, "keeps_phones", False) else "away")


def invite(app, on) -> str | None:
    """The Invite phones switch (Settings, setup): saved; the server follows. Returns a problem."""
    if on and missing():
        app.settings.invite_phones = False
        return missing()
    err = app.settings.change(invite_phones=bool(on))
    sync(app)
    return err or (app.phones.error if on and not app.phones.running and app.phones.error else None)


class PhoneHub:
    server_options: dict = {}       # PhoneServer's arguments (tests: host 127.0.0.1, port 0, a page folder)

    def __init__(self, app):
        self.app = app
        self.server = None
        self.error = None
        self.asking = []            # seats whose phone asks to join, oldest first
        self.asked = None           # the seat the TV is asking about now
        self.version = 0            # goes up with every decision (the phones send it back)
        self._decision = None
        self.options = {}           # seat -> (version, [actions]) of the last state sent
        self.sent_key = {}          # seat -> what the last state was built from
        self.deciding = set()       # seats that were deciding in their last state
        self.buzz = {}              # seat -> "decide" / "damage" for the next state
        self.clock = 0.0
        self.last_push = -1.0
        self.applied = 0            # decisions taken from phones
        self.kept = {}              # the last server's port, codes and secrets: the next one in this run reuses them
        self.heard = set()          # seats whose "live" event this hub has taken: live() counts no other (the
                                    # server's seat is live a moment before its event is queued, and a state
                                    # sent meanwhile reached a phone the TV did not yet know: issue 31)

    # --- the server -----------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    def start(self, **kw) -> str | None:
        from .server import PhoneServer
        self.error = missing()
        if self.error:
            return self.error
        self.server = PhoneServer(**{**self.server_options, **self.kept, **kw})
        self.server.wake = post_wake
        if not self.server.start():
            self.error = f"Cannot invite phones: {self.server.error}"
            self.server = None
            return self.error
        self.sent_key.clear()
        self.heard.clear()
        return None

    def stop(self, reason="quit"):
        """`reason` (protocol.ENDED) is said to every phone. The port is kept for this app run, and
        unless phones were switched off ("off") the codes and the accepted phones' secrets too: a
        phone's page knocks again and is back in its seat when the next game or setup starts."""
        srv = self.server
        if srv is not None:
            self.kept = {"port": srv.port} if srv.port else {}
            if reason != "off" and srv.port:
                self.kept.update(tokens=list(srv.tokens), secrets=list(srv.secrets))
            srv.stop(protocol.ended(reason))
        self.server = None
        self.asking.clear()
        if self.asked is not None and self.app.message is not None:
            self.app.message = None         # the question about a phone that cannot join any more
            self.app.needs_draw = True
        self.asked = None

    def live(self) -> set:
        return self.server.live_seats() & self.heard if self.running else set()

    def busy(self) -> bool:
        """Frames are needed now: a phone's event waits, or a state is due that has not gone out.
        Otherwise the app may sleep: a phone's message wakes it (post_wake), and the loop steps at
        least every 250 ms anyway."""
        return self.running and (not self.server.inbox.empty() or bool(self.asking) or self.last_push < 0)

    def joining(self) -> list:
        """The seats whose phone waits for the TV's answer to its join (asked now, or queued), in order."""
        out = ([self.asked] if self.asked is not None else []) + [s for s in self.asking if s != self.asked]
        if self.running:
            out += sorted(self.server.pending_seats() - set(out))
        return out

    def devices(self) -> set:
        """The phones connected now, as seat devices ("phone2")."""
        return {phone(s) for s in self.live()}

    def url(self, seat) -> str | None:
        return self.server.url(seat) if self.running else None

    def kick(self, seat):
        self.heard.discard(seat)
        if self.running:
            self.server.kick(seat)

    def hurt(self, seats):
        """The animation shows these seats' fighters taking damage: their phones buzz."""
        for seat in seats:
            self.buzz[seat] = "damage"
        self.last_push = -1.0

    # --- every frame ------------------------------------------------------------------------------
    def update(self, dt):
        if not self.running:
            return
        self.clock += dt
        for ev in self.server.poll(EVENTS_PER_FRAME):
            self.on_event(ev)
        self.ask_next()
        if self.clock - self.last_push >= PUSH_EVERY:
            self.push_states()

    def target(self):
        """(scene, "table" / "setup" / None): the scene phones play on (Settings: the one behind it)."""
        sc = self.app.scene
        kind = getattr(sc, "phones_kind", None)
        if kind is None and getattr(sc, "back", None) is not None:
            return sc.back, getattr(sc.back, "phones_kind", None)
        return sc, kind

    def on_event(self, ev):
        kind, seat = ev[0], ev[1]
        if kind == "join":
            self.on_join(seat)
        elif kind == "cancel":
            self.on_cancel(seat)
        elif kind == "live":
            self.heard.add(seat)
            self.on_live(seat)
        elif kind == "dropped":
            self.heard.discard(seat)
            self.app.toast(f"P{seat + 1}'s phone disconnected")
            self.mark_dirty()
        elif kind == "choose":
            version, option = ev[2], ev[3]
            err = self.choose(seat, version, option)
            if err:
                self.server.unchoose(seat, version)
                self.server.send(seat, protocol.error(err))

    def mark_dirty(self):
        sc, _ = self.target()
        if sc is not None:
            sc.dirty = True
        self.app.needs_draw = True

    # --- joining ------------------------------------------------------------------------------------
    def on_join(self, seat):
        sc, kind = self.target()
        why = None
        if kind == "table":
            seats = sc.seating.seats
            if seat >= len(seats):
                why = f"This game has {len(seats)} players: there is no P{seat + 1}."
            elif seats[seat] != "human":
                why = f"P{seat + 1} is played by a bot in this game."
        elif kind == "over":
            return self.server.refuse(seat, "The TV shows the game's result: this phone joins when the next "
                                      "game starts.", retry=True)
        elif kind != "setup":
            return self.server.refuse(seat, "The TV is not ready for phones now: this phone tries again "
                                      "by itself.", retry=True)
        if why:
            self.server.refuse(seat, why)
        elif seat not in self.asking:
            self.asking.append(seat)

    def on_cancel(self, seat):
        if seat in self.asking:
            self.asking.remove(seat)
        if self.asked == seat:
            self.asked = None
            self.app.message = None
            self.app.needs_draw = True

    def ask_next(self):
        if self.asked is not None or not self.asking or self.app.message is not None:
            return
        seat = self.asking.pop(0)
        self.asked = seat
        self.app.show_message("A phone wants to join",
                              f"P{seat + 1}'s phone wants to join. Left, then Enter (A) accepts; "
                              "Enter or Esc (B) refuses.",
                              lambda yes, seat=seat: self.answer(seat, yes),
                              buttons=(("Accept", True), ("Refuse", False)))
        self.app.message[0].sel = 1     # Refuse: an Enter pressed to play on never lets a stranger in

    def answer(self, seat, yes):
        self.asked = None
        if not self.running:
            return
        if yes:
            self.server.accept(seat)
        else:
            self.server.refuse(seat, "The TV said no. Ask the players to accept your phone.")
            self.app.toast(f"P{seat + 1}'s phone refused (a new code is shown)")
        self.mark_dirty()

    def on_live(self, seat):
        """An accepted phone (or the same phone after a drop: its secret, server.py): it drives its seat."""
        sc, kind = self.target()
        self.sent_key.pop(seat, None)
        self.deciding.discard(seat)
        self.last_push = -1.0
        if kind == "table" and seat < len(sc.seating.seats) and sc.seating.seats[seat] == "human":
            if sc.seating.devices.pads[seat] != phone(seat):
                sc.seating.take(seat, phone(seat))
            else:
                self.app.toast(f"P{seat + 1}'s phone is back")
        elif kind == "setup":
            sc.phone_joined(seat)
        self.mark_dirty()

    # --- decisions from phones ------------------------------------------------------------------
    def choose(self, seat, version, option) -> str | None:
        """Apply option `option` of the decision `version` for the seat's phone; returns what is wrong."""
        sc, kind = self.target()
        if kind != "table" or sc is not self.app.scene:
            return "the TV is not showing the table: try again in a moment"
        if self.app.message is not None or sc.handlers.paused:
            return "the TV shows a menu or a message: try again in a moment"
        self.decision_version(sc)
        ver, actions = self.options.get(seat, (None, []))
        if version != self.version or ver != version:
            return f"stale: that decision is over (the decision now is version {self.version})"
        if not 0 <= option < len(actions):
            return f"no option {option}: choose 0 to {len(actions) - 1}" if actions else "nothing to decide now"
        if sc.seating.devices.driver(seat) != phone(seat):
            return f"P{seat + 1} is driven by another device now"
        _, ok = sc.take(Intent(Do.CHOOSE, Device.phone(seat), actions[option]))      # as every device's intents
        if not ok:
            return "the table refused that choice (nothing changed)"
        self.applied += 1
        self.decision_version(sc)   # the next decision's version now (its state waits for the TV to show it)
        self.last_push = -1.0       # the new state goes out at once (or once the TV's animation has begun)
        return None

    # --- states ------------------------------------------------------------------------------------
    def decision_version(self, sc) -> int:
        g = sc.game
        d = g.pending
        key = (id(g), sc.seating.session.gen, g.view.decisions, d.seat, d.kind, d.prompt)
        if key != self._decision:
            self._decision = key
            self.version += 1
        return self.version

    def push_states(self):
        live = self.live()
        if not live:
            return
        sc, kind = self.target()
        if kind == "table" and settling(sc):
            return                  # the TV shows nothing new this frame: the next one's state goes out
        self.last_push = self.clock
        setup_scene = sc if kind == "setup" else None       # the setup screen (SetupScene), not the table
        for seat in sorted(live):
            state = None
            if kind == "table" and seat < len(sc.seating.seats):
                state = self.table_state(sc, seat)
            elif setup_scene is not None and getattr(setup_scene, "preview", None) is not None \
                    and seat < len(setup_scene.cfg["players"]):
                state = self.setup_state(setup_scene, seat)
            elif kind == "over" and seat < sc.game.view.seats:
                state = self.over_state(sc, seat)
            if state is not None:
                self.server.push(seat, state)

    def table_state(self, sc, seat):
        """The seat's state as the TV shows it (phone_prompt), or None if unchanged since the last one."""
        version = self.decision_version(sc)
        g = sc.game
        mine = [(label, a) for label, a in sc.mode.fallback() if a.seat == seat] if sc.mode is not None else []
        # the seat decides, or may act now anyway (its abilities in a teammate's fighter phase)
        deciding = (not g.is_over() and bool(mine) and not sc.anim.active and sc.seating.devices.is_human(seat))
        optional = g.pending.seat != seat       # nothing waits for it: it may act, need not
        prompt = phone_prompt(sc)
        tip = suggested(sc, seat, [a for _, a in mine]) if deciding and not optional else None
        key = (version, deciding, sc.anim.active, getattr(sc.anim, "log_shown", 0), sc.turn_view(),
               self.buzz.get(seat), sc.seating.label(seat), prompt, tip)
        if self.sent_key.get(seat) == key:
            return None
        self.sent_key[seat] = key
        options = mine if deciding else []
        self.options[seat] = (version, [a for _, a in options])
        buzz = self.buzz.pop(seat, None)
        if deciding and not optional and seat not in self.deciding:
            buzz = buzz or "decide"
        (self.deciding.add if deciding else self.deciding.discard)(seat)
        turn, active, phase = sc.turn_view()
        shown = sc.shown_game()         # as the TV shows it: never ahead of the animation
        return protocol.state(shown.view, g.box, seat, version=version, prompt=prompt, deciding=deciding,
                       options=options, active=active, turn=turn, phase=phase,
                       color=protocol.hex_color(theme.SEAT_COLORS[seat % 4]), buzz=buzz, context=g.pending.context,
                       board=g.board, optional=optional, over=protocol.result(shown.view), suggested=tip)

    def over_state(self, sc, seat):
        """The game-over screen: the result, and that the TV chooses what comes next."""
        g = sc.game
        if self.sent_key.get(seat) == ("over", id(g)):
            return None
        self.sent_key[seat] = ("over", id(g))
        self.options[seat] = (self.version, [])
        return protocol.state(g.view, g.box, seat, version=self.version, deciding=False, prompt=protocol.NEXT_GAME,
                       color=protocol.hex_color(theme.SEAT_COLORS[seat % 4]), board=g.board,
                       over=protocol.result(g.view, protocol.NEXT_GAME))

    def setup_state(self, setup_scene, seat):
        """The setup screen (SetupScene): its preview game, and that the TV starts the fight."""
        g = setup_scene.preview
        key = ("setup", id(g))
        if self.sent_key.get(seat) == key:
            return None
        self.sent_key[seat] = key
        self.options[seat] = (0, [])
        return protocol.state(g.view, g.box, seat, version=0, deciding=False,
                       prompt="The TV is setting up the game: the fight starts there (Enter / A on the TV)",
                       color=protocol.hex_color(theme.SEAT_COLORS[seat % 4]), board=g.board)


def suggested(sc, seat, actions):
    """The index in `actions` (the seat's options on its phone) of the TV's default for the decision,
    the one the focus cursor starts on (table/defaults.py `first_action`: one rule for both; a block
    starts on a card that blocks, not on "Take the damage"), or None (the TV has none among them)."""
    from ..table.defaults import first_action
    focus = getattr(sc.handlers.base, "focus", None)       # the table's input owns the focus cursor
    if focus is None or sc.game.pending.seat != seat:
        return None
    a = first_action(focus, actions)
    return actions.index(a) if a is not None else None


# --- the prompt a phone shows: the TV's prompt bar as the TV shows it, without the TV's keys ---------
# The TV's bar adds key advice that a phone cannot follow ("· [Enter]: block with the framed card",
# "Enter / A: the next step · Space: the rest", "... or Enter / A takes P2"): the phone gets the
# decision in the engine's words (hud.prompt_parts(sc, keys=False)) and its option buttons. While the
# table animates a decision's log, the phone says the line the TV shows, never the next decision
# (issue 26, fourth pass, finding 5: P2's page said "P2 · Blanka decides" while the TV still showed
# P1's nemesis phase, then went back to it). In the frame where an animation has been queued but its
# first step not begun (`settling`), the TV has nothing new to show: no state goes out then.
def settling(sc) -> bool:
    """The table animates but shows no step this frame (queued, not begun; or one just ended):
    what the prompt bar would say then is not what the TV shows."""
    an = sc.anim
    return an.active and an.cur is None and not an.waiting


def shown_entry(sc):
    """The log entry the TV shows while it animates: the step playing, else the last one shown."""
    an = sc.anim
    if an.cur is not None:
        return an.cur.entry
    log = sc.game.view.log
    last = min(an.upto(), len(log)) - 1
    return log[last] if last >= 0 else None


def phone_prompt(sc) -> str:
    """"P1 · Birdie decides: Doll Agent (M1)'s poison deals 1 damage; ..., or take it" (no key).
    While the table shows a step: "P2 · NEMESIS PHASE\nNemesis card Regroup ..." (the label, a line
    break, the step: issue 26, re-check after the eighth pass, finding 7)."""
    from ..table.hud import prompt_line
    from ..table.seatview import seat_name
    from ..table.words import dice_words
    if not sc.anim.active:
        return prompt_line(sc, keys=False)
    _, shown, phase = sc.turn_view()
    who = f"P{shown + 1} · NEMESIS PHASE" if phase == "nemesis" else seat_name(sc, shown)
    entry = shown_entry(sc)      # the label on a line of its own: the page draws it as a chip (app.js promptText)
    return f"{who}\n{dice_words(str(entry.get('text', '')))}" if entry is not None else who


def post_wake():
    """Called on the server's thread: a pygame event that wakes the app's event.wait() (SDL's event
    queue takes events from any thread). The app drops it; the frame it causes polls the phones."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:        # the display is gone (the app is closing)
        pass


def is_wake(e) -> bool:
    return e.type == WAKE
