"""The replay theatre: a game watched again on its own table, decision by decision.

The table is the game screen in its watching mode (theatre_table.py: the same painters, every step
animated as in play, the log, the enemies' move previews and their reasons on hover), fed the
game's own decisions (engine/replay.py: the timeline, the game at any step). Over its prompt bar
stands the strip (theatre_strip.py): play / pause, a step back or on, the start and the end, slower
and faster, the timeline by turn and phase (a click jumps there), Take over and Export.

Keys (the player's own bindings first; a controller's buttons arrive as these keys):
Space / Enter (A) play or pause · Right (d-pad) one decision on (while the table moves: the end of
the step first) · Left one back · Page Up / Down (LB / RB) the turn before / the next · Home / End ·
Up / Down faster / slower · T or B (X) take over from here · X (Y) or E (RT) export · Esc (B) back.

Stepping back or jumping makes a new table of the game at that step (Replay.at: from a copy kept
every few decisions); stepping on lets the table take the next decision through its pipeline.
"""
from __future__ import annotations

import pygame

from ...engine.board import board_for
from ...engine.replay import Replay
from ..input.buttons import table_event
from ..input.intents import Do
from ..input.translate import intent_of
from ..scene import Scene
from ..table.inputmode import describe
from ..table.layout import Layout
from .theatre_strip import Strip
from .theatre_table import Feed, WatchingScene

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
HOLD = 1.2          # while playing with the nemesis phase a step at a time, each held step goes on after this
READ = 3.0          # while playing, seconds (at 1x) the nemesis recap is read before the next step closes it
KEYS = "Space play · Left/Right step · PgUp/PgDn turn · T take over · X export · Esc back"   # (speed: the strip's - / +)
PHASE_WORDS = {"setup": "setup", "fighter": "fighter phase", "nemesis": "nemesis phase", "over": "game over"}
PASSED = {Do.HOVER, Do.SCROLL, Do.ZOOM, Do.HELP, Do.PREVIEWS, Do.OTHER}   # the table's own: looking only


class TheatreScene(Scene):
    canvas = "window"
    keeps_phones = False

    def __init__(self, app, game, seats, back=None, start: int = 0, source=None):
        """Watch `game` (any game: its history is replayed from its start) from decision `start`;
        `back` is called by Esc (the screen the theatre was opened from); `source`: its save file."""
        super().__init__(app)
        self.replay = Replay(game)
        self.seats = list(seats or ["human"] * game.view.seats)
        self.back = back or app.title
        self.source = source
        self.speed_i = SPEEDS.index(1.0)
        self.playing = False
        self.strip = Strip({"start": lambda: self.jump(0), "back": self.step_back, "play": self.toggle,
                            "forward": self.step_forward, "end": lambda: self.jump(len(self.replay)),
                            "slower": lambda: self.faster(-1), "faster": lambda: self.faster(1),
                            "take": self.take_over, "export": self.open_export})
        self.exports = None         # theatre_export.ExportPanel while open
        self._layout = None
        self._held = 0.0            # seconds the table has shown one step while playing (HOLD)
        self._read = 0.0            # seconds the recap has been open while playing (READ)
        self._said = {}             # decision -> its words in the label (said again while it is shown)
        self.moment = None          # (decision, moment) while a nemesis phase is walked step by step
        self.open_at(start)

    # --- the table ------------------------------------------------------------------------
    def open_at(self, k: int) -> None:
        """A new table of the game waiting at decision k (nothing animating)."""
        k = max(0, min(len(self.replay), k))
        self._open(self.replay.at(k))
        self.moment = None

    def open_moment(self, k: int, j: int) -> None:
        """A new table of the game as moment j of decision k's nemesis phase left it (Replay.moments):
        a picture, deciding nothing; Left and Right walk the phase's moments."""
        moments = self.replay.moments(k)
        entry = moments[j][0]
        note = f"Nemesis phase, step {j + 1} of {len(moments)}: {entry.get('text', '')}"
        self._open(moments[j][1].clone(), note)
        self.moment = (k, j)

    def _open(self, game, note=None) -> None:
        self.feed = Feed(self.replay)
        self.feed.note = note           # a nemesis phase's step: the options panel says what it did
        self.table = WatchingScene(self.app, game, self.seats, self.feed)
        self.table.on_resize()
        self.dirty = True

    @property
    def game(self):
        """The game the table shows (its session's: the table takes the decisions)."""
        return self.feed.session.game

    @property
    def step(self) -> int:
        """The decisions taken in the game shown (during a nemesis phase's moment: with the one
        being resolved)."""
        return self.feed.step

    @property
    def position(self) -> float:
        """Where the timeline marks the table: a decision, or a moment between two."""
        if self.moment is None:
            return float(self.step)
        k, j = self.moment
        return k + (j + 1) / (len(self.replay.moments(k)) + 1)

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_i]

    # --- commands ---------------------------------------------------------------------------
    def toggle(self):
        if not self.playing and self.step >= len(self.replay) and self.moment is None:
            self.open_at(0)                 # at the end, Play starts again
        elif not self.playing and self.moment is not None:
            self.open_at(self.moment[0] + 1)     # from a moment: on from the next decision
        self.playing = not self.playing
        self.dirty = True

    def step_forward(self):
        """One decision on; while the table still shows the last one, first the end of that; at a
        moment of a nemesis phase, its next moment (after the last, the next decision)."""
        self.playing = False
        if self.moment is not None:
            k, j = self.moment
            self.open_moment(k, j + 1) if j + 1 < len(self.replay.moments(k)) else self.open_at(k + 1)
        elif self.table.busy() and self.feed.go == 0:
            self._tell_table(pygame.K_RETURN)    # the animation's end (or, held, its next step)
        elif self.step < len(self.replay) and self.feed.go == 0:
            self.feed.go = 1
        self.dirty = True

    def step_back(self):
        """One back: through a nemesis phase moment by moment (its enemies' steps, the card, the
        spawns: Replay.moments), else one decision."""
        self.playing = False
        if self.moment is not None:
            k, j = self.moment
            self.open_moment(k, j - 1) if j > 0 else self.open_at(k)
            return
        k = self.step - 1
        moments = self.replay.moments(k) if k >= 0 else []
        self.open_moment(k, len(moments) - 1) if moments else self.jump(k)

    def jump(self, k: int):
        self.open_at(k)

    def turn_step(self, d: int):
        """The first decision of the turn before (-1: this turn's start, if not at it) or the next."""
        r, k = self.replay, self.step
        starts = [r.turn_span(t)[0] for t in r.turns()]
        if d < 0:
            before = [s for s in starts if s < k]
            self.jump(before[-1] if before else 0)
        else:
            after = [s for s in starts if s > k]
            self.jump(after[0] if after else len(r))

    def faster(self, d: int):
        self.speed_i = max(0, min(len(SPEEDS) - 1, self.speed_i + d))
        self.dirty = True

    def take_over(self):
        """Start a new game going on from this decision (same setup), saved apart from the original."""
        if self.moment is not None:
            self.app.toast("Take over from a decision: this is a moment of the nemesis phase (Right or Left to one)")
            return
        k, over = self.step, self.replay.final.is_over()
        if (k >= len(self.replay) and over) or self.table.busy():
            self.app.toast("The game is over here: step back to a decision first (Left)" if not self.table.busy()
                           else "Take over when the table has shown this step")
            return
        self.playing = False

        def chosen(yes):
            if yes:
                from ..table import GameScene
                self.app.set_scene(GameScene(self.app, self.replay.take_over(k), self.seats))
                self.app.toast("You play on from here: a new game, saved apart from the one you watched", 6)
        turn = self.replay.turn_of(k) if k < len(self.replay) else self.replay.final.view.turn
        self.app.show_message("Take over from here?",
                              f"A new game goes on from decision {k + 1} (turn {turn}) with the same setup; the game "
                              "you watched stays as it was.", chosen, (("Take over", True), ("Keep watching", None)))

    def open_export(self):
        from .theatre_export import ExportPanel
        self.playing = False
        self.exports = ExportPanel(self)
        self.dirty = True

    def _tell_table(self, key):
        self.table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))

    # --- the scene contract ---------------------------------------------------------------------
    def handle_event(self, e):
        if self.exports is not None and self.exports.handle_event(e):
            self.dirty = True
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            if self.strip.handle(e):
                self.dirty = True
                return True
            k = self.strip.step_at(e.pos, len(self.replay))
            if k is not None:
                self.playing = False
                self.jump(k)
                return True
        if e.type == pygame.MOUSEMOTION:
            self.hover = e.pos
            self.dirty = True
        if e.type == pygame.KEYDOWN and self._key(e):
            self.dirty = True
            return True
        it = intent_of(table_event(self.app.settings, self.app.pads, e))
        if self._intent(it):
            self.dirty = True
            return True
        if it.do in PASSED or it.do is Do.POINT:
            self.dirty = True
            return self.table.handle_event(e)
        return False

    def _key(self, e) -> bool:
        """The theatre's keys that are no table intent: Home, End, T."""
        keys = {pygame.K_HOME: lambda: self.jump(0), pygame.K_END: lambda: self.jump(len(self.replay)),
                pygame.K_t: self.take_over}
        if e.key in keys and getattr(e, "pad", None) is None and not (e.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            keys[e.key]()
            return True
        return False

    def _intent(self, it) -> bool:
        """What a table intent means in the theatre (see the module doc); True if it is one."""
        do, arg = it.do, it.arg
        if do is Do.FOCUS:
            {(1, 0): self.step_forward, (-1, 0): self.step_back, (0, -1): lambda: self.faster(1),
             (0, 1): lambda: self.faster(-1)}.get(tuple(arg), lambda: None)()
        elif do in (Do.CONFIRM, Do.GO_ON):
            self.toggle()
        elif do is Do.LOOK:
            self.turn_step(arg)
        elif do is Do.CANCEL:
            self.table.close_recap() if self.table.recap_open() else self.back()   # the recap first, as in play
        elif do is Do.HINT or (do is Do.LETTER and arg == "E"):
            self.open_export()
        elif do is Do.LETTER and arg == "B":
            self.take_over()
        else:
            return False
        return True

    def busy(self):
        return self.playing or self.table.busy() or (self.exports is not None and self.exports.busy())

    def update(self, dt):
        if self.exports is not None:
            self.exports.update(dt)
        reading = self.playing and self.table.recap_open()     # the recap read a moment; the next step closes it
        self._read = self._read + dt * self.speed if reading else 0.0
        if self.playing and not self.table.busy() and not (reading and self._read < READ):
            if self.step >= len(self.replay):
                self.playing = False
            elif self.feed.go == 0:
                self.feed.go = 1
        self._held += dt * self.speed if self.playing and self.table.busy() and self.feed.go == 0 else -self._held
        if self._held >= HOLD and self.app.settings.step_nemesis:
            self._held = 0.0                # the nemesis phase a step at a time (Settings): Play goes on by itself
            self._tell_table(pygame.K_RETURN)
        busy = self.table.busy()
        self.table.update(dt * self.speed)
        if busy or self.table.busy() or self.table.dirty:   # (the recap opening once the phase is shown)
            self.dirty = True

    def on_resize(self):
        self.table.on_resize()
        self.dirty = True

    def invalidate(self, rects=None):
        self.table.invalidate(rects)
        self.dirty = True

    def crash_payload(self):
        return {"save": self.replay.final.save_dict(), "log": [f"theatre at decision {self.step}"]}

    def recover(self, exc):
        self.playing = False
        self.open_at(self.step)
        return "The replay was opened again at the same decision."

    # --- drawing ---------------------------------------------------------------------------------
    def _laid_out(self, size) -> Layout:
        """The table's layout for this canvas, computed here as the table computes it (layout.py)."""
        if self._layout is None or self._layout[0] != size:
            g = self.replay.final
            self._layout = (size, Layout(g.view.seats, board_for(g.stage).size, size))
        return self._layout[1]

    def strip_rect(self, size) -> pygame.Rect:
        """The strip stands over the table's prompt bar."""
        return pygame.Rect(self._laid_out(size).prompt)

    def keys_rect(self, size) -> pygame.Rect:
        """The theatre's keys go where the table's own key hints are (at the map's foot)."""
        m = self._laid_out(size).map
        return pygame.Rect(m.x, m.bottom - 18, m.w, 18)

    def draw(self, surf):
        r = self.strip_rect(surf.get_size())
        self.strip.lay_out(r)
        self.table.invalidate([r])
        self.table.draw(surf)
        note = self.exports.note() if self.exports is not None else self.hover_note()
        self.strip.draw(surf, self.replay, self.position, self.playing, self.speed, self.label(), self.hover, note)
        self.table.invalidate([self.strip.draw_keys(surf, self.keys_rect(surf.get_size()), KEYS)])
        if self.exports is not None:
            self.exports.draw(surf)
            self.table.invalidate([self.exports.rect])
        self.table.dirty = False        # drawn: the theatre is its table's app (a change it asks for is drawn)

    def hover_note(self) -> str | None:
        """Over the timeline: where a click goes."""
        k = self.strip.step_at(self.hover, len(self.replay)) if self.hover else None
        if k is None:
            return None
        if k >= len(self.replay):
            return f"Click: the end (decision {k} of {len(self.replay)})"
        st = self.replay.steps[k]
        return f"Click: turn {st.turn}, {PHASE_WORDS.get(st.phase, st.phase)}, decision {k + 1} of {len(self.replay)}"

    def label(self) -> str:
        """The decision the table waits for, in a player's words (or the nemesis phase's moment)."""
        r, k = self.replay, self.step
        if self.moment is not None:
            d, j = self.moment
            moments = r.moments(d)
            entry = moments[j][0]
            return (f"Turn {entry.get('turn', '?')} · nemesis phase, step {j + 1} of {len(moments)} "
                    f"(Left / Right walk it) · {entry.get('text', '')}")
        if self.table.showing() and k > 0:          # the table still shows the decision taken last
            st = r.steps[k - 1]
            return (f"Turn {st.turn} · {PHASE_WORDS.get(st.phase, st.phase)} · decision {k} of {len(r)} · shown: "
                    f"{self._said.get(k - 1, st.text)} (Right: its end)")
        if k >= len(r):
            if not r.final.is_over():
                return f"Decision {k} of {len(r)} · the saved position: the game went on from here (T takes over)"
            return f"Decision {k} of {len(r)} · the end: {r.final.result['reason']}"
        st = r.steps[k]
        g = self.game
        try:
            what = describe(g, r.action(k), st.seat)
        except Exception:   # noqa: BLE001 - a label never stops the replay
            what = r.decisions[k]
        who = f"P{st.seat + 1} {g.view.fighter_name(st.seat)}: " if st.seat is not None else ""
        self._said[k] = who + what      # (said again while the table shows it)
        return f"Turn {st.turn} · {PHASE_WORDS.get(st.phase, st.phase)} · decision {k + 1} of {len(r)} · next: {who}{what}"


def watch_file(app, path, back=None) -> bool:
    """The theatre for a save file (any save: a finished game's, an autosave, a quick save); any
    problem is a message, never a traceback."""
    from ..table.session import open_session
    try:
        game, seats, _ = open_session(path, app.box)
        scene = TheatreScene(app, game, seats, back=back, source=path)
    except Exception as exc:  # noqa: BLE001 - a broken or foreign file: say so and stay
        app.show_message("Cannot watch the game", str(exc) or exc.__class__.__name__)
        return False
    app.set_scene(scene)
    return True
