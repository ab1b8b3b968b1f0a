"""Animations drawn from new log entries: moves along `path`, spawns, dice, hits, damage,
nemesis cards, turn banners. The state is already advanced; the animator keeps the positions
the player has seen so far and replays the entries one by one. Space skips everything.

Calmer motion (Settings, issue 32 item 4): `calm` shows every batch at once (no step is drawn: no
banners, floats, flashes or tumbling dice; the sounds are still told); `step_wait` holds after each
enemy step of the nemesis phase (`waiting`) until `press()` (Enter / A / a click) goes on.

`on_show(entries)` (the table's sounds) is told each entry as its step begins: one at a time
while playing, all that were still to come at once when skipped.
"""
from __future__ import annotations

import random

# base durations in seconds (divided by the speed setting)
DUR = {"move_step": 0.16, "spawn": 0.35, "place": 0.3, "nemesis_spawn": 0.9, "roll": 1.1, "reroll": 0.7,
       "hit": 0.45, "miss": 0.4, "defeat": 0.5, "damage": 0.55, "enemy_attack": 0.45, "stun": 0.45,
       "poison": 0.4, "ko": 1.1, "ncard": 1.5, "turn": 1.0, "phase": 0.6, "track": 0.6, "critical": 1.0,
       "play": 0.7, "ability": 0.7, "hazard": 0.45, "rival": 0.5, "objective": 0.5, "heal": 0.4, "ex": 0.3,
       "block": 0.35, "nex": 0.35, "skip": 0.35, "upgrade": 0.5, "advance": 0.6, "reshuffle": 0.6}
QUICK_HUMAN = {"play", "ability", "ex", "block", "upgrade", "move"}
NOT_STEPS = {"turn", "phase", "info", "draw", "track"}     # nemesis-phase entries that are not an enemy's step


class Step:
    __slots__ = ("entry", "kind", "dur", "t", "path", "who", "faces")

    def __init__(self, entry, dur):
        self.entry = entry
        self.kind = entry.get("kind", "info")
        self.dur = dur
        self.t = 0.0
        self.path = None
        self.who = entry.get("who")
        self.faces = None

    @property
    def progress(self):
        return 1.0 if self.dur <= 0 else min(1.0, self.t / self.dur)


class Animator:
    def __init__(self):
        self.queue: list = []
        self.cur: Step | None = None
        self.shown: dict = {}       # fig -> space as the player has seen it
        self.hidden: set = set()    # figures not yet shown (spawned later in the batch)
        self.ghosts: dict = {}      # fig -> enemy dict of figures removed, still shown
        self.log_shown = 0          # log entries the log panel may show
        self.active = False
        self.rng = random.Random(5)
        self.on_show = None         # called with the entries as they are shown (a list)
        self._skipped = None        # while skipping: the entries shown at once
        self.calm = False           # calm motion: every batch shown at once
        self.step_wait = False      # hold after each enemy step of the nemesis phase
        self.waiting = False        # holding (step_wait) until press()
        self._nemesis = False       # the entries being shown are the nemesis phase's

    # --- batches -------------------------------------------------------------------------
    def start(self, entries, before_positions: dict, before_enemies: dict, after_game, log_start: int,
              speed: float, human_seats=()):
        """Queue the new entries; positions shown start from the state before the decision.

        A move walks its logged "path" (the engine logs one for every move, around walls); a
        move without one goes straight."""
        after = after_game.view.positions()
        if not self.active:
            self.shown = dict(before_positions)
            self.hidden = {fid for fid, sp in after.items() if sp is not None and before_positions.get(fid) is None}
            self.ghosts = {eid: dict(e) for eid, e in before_enemies.items()
                           if e.get("space") is not None and after.get(eid) is None}
            self.log_shown = log_start
        speed = max(0.1, speed)
        for e in entries:
            kind = e.get("kind", "info")
            if kind == "move":
                path = e.get("path") or [e.get("from"), e.get("to")]
                st = Step(e, DUR["move_step"] * max(1, len(path) - 1) / speed)
                st.path = [p for p in path if p]
            else:
                base = DUR.get(kind, 0.0)
                if not e.get("auto") and kind in QUICK_HUMAN and _seat_of(e) in human_seats:
                    base = min(base, 0.15) if kind != "move" else base
                st = Step(e, base / speed)
            if kind in ("roll", "reroll"):
                st.faces = list(e.get("dice") or [])
            if self.calm:
                st.dur = 0.0                # shown at once (held after it when stepping)
            self.queue.append(st)
        self.active = bool(self.queue) or self.cur is not None
        if not self.active:
            self.finish()
        elif self.calm and not self.step_wait:
            self.skip()                     # calm motion: the batch at once, never a frame of it

    def update(self, dt) -> bool:
        """Advance; returns True while something is playing."""
        if not self.active:
            return False
        if self.waiting:
            return True
        while dt > 0 or self.cur is None:
            if self.cur is None:
                if not self.queue:
                    self.finish()
                    return False
                self.cur = self.queue.pop(0)
                self._begin(self.cur)
            need = self.cur.dur - self.cur.t
            if dt >= need:
                dt -= need
                self.cur.t = self.cur.dur
                self._end(self.cur)
                done, self.cur = self.cur, None
                if self.step_wait and self._waits(done):
                    self.waiting = True     # the step is shown; Enter / A goes on (press)
                    return True
                if dt <= 0:
                    return True
            else:
                self.cur.t += dt
                dt = 0
        return True

    def _waits(self, st) -> bool:
        """Does the table hold after this step: an enemy's step in the nemesis phase."""
        if st.kind == "phase":
            self._nemesis = True
        elif st.kind == "turn":
            self._nemesis = False
        return self._nemesis and st.kind not in NOT_STEPS and _seat_of(st.entry) is None

    def press(self):
        """Enter / A / a click while animating: holding, go on to the next step; stepping, finish
        the step being shown (then hold); else skip everything."""
        if not self.step_wait:
            self.skip()
        elif self.waiting:
            self.waiting = False
        elif self.cur is not None:
            self.update(max(0.0, self.cur.dur - self.cur.t) + 1e-6)

    def skip(self):
        self.waiting = False
        self._skipped = []
        while self.active:
            if self.cur is None and not self.queue:
                break
            if self.cur is None:
                self.cur = self.queue.pop(0)
                self._begin(self.cur)
            self._end(self.cur)
            self.cur = None
        shown, self._skipped = self._skipped, None
        self.finish()
        self._tell(shown)

    def finish(self):
        self.waiting = False
        self._nemesis = False
        self.queue.clear()
        self.cur = None
        self.active = False
        self.shown = {}
        self.hidden = set()
        self.ghosts = {}
        self.log_shown = 10 ** 9

    # --- per step ------------------------------------------------------------------------
    def _tell(self, entries):
        if self.on_show is not None and entries:
            self.on_show(entries)

    def _begin(self, st: Step):
        e = st.entry
        if self._skipped is not None:
            self._skipped.append(e)
        else:
            self._tell([e])
        if st.kind in ("spawn", "place", "nemesis_spawn") and st.who:
            self.hidden.discard(st.who)
            self.shown[st.who] = e.get("to")

    def _end(self, st: Step):
        e = st.entry
        if st.kind == "move" and st.who:
            self.shown[st.who] = e.get("to")
            self.hidden.discard(st.who)
        elif st.kind == "defeat" and st.who:
            self.ghosts.pop(st.who, None)
            self.shown[st.who] = None
        self.log_shown = max(self.log_shown, e.get("_i", self.log_shown) + 1)

    def upto(self) -> int:
        """How many log entries the table shows: those animated so far and the one animating now."""
        upto = self.log_shown
        if self.cur is not None:
            upto = max(upto, self.cur.entry.get("_i", upto - 1) + 1)
        return upto

    # --- what the map shows -----------------------------------------------------------------
    def moving(self):
        """(fig, path, progress) of the figure moving now, or None."""
        st = self.cur
        if st and st.kind == "move" and st.path and st.who:
            return st.who, st.path, st.progress
        return None


def _seat_of(e):
    who = e.get("who") or ""
    if who.startswith("F") and who[1:].isdigit():
        return int(who[1:]) - 1
    return None

