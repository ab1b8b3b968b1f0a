"""The game at the table, without pygame: the game, who plays each seat, the bots, the undo
policy and the files that keep the game safe (autosave, quick save, crash recovery).

    s = Session(game, ["human", "greedy"])
    entries = s.apply(action)        # the new log entries (plain dicts with "_i": their log index)
    if s.bot_seat() is not None:
        action = s.bot_choice()      # None while an expert seat still searches (on a thread): ask again
        if action is not None: s.apply(action)
    why_not = s.undo()               # None: done; else why it could not be undone
    s.recover()                      # back to the last autosave after an unexpected error

The scene (scene.py) turns clicks into actions and the entries into animations; everything a
decision does to the game and the disk happens here, so it can be tested headless.
"""
from __future__ import annotations

from ...bots import BOTS, ExpertBot, GreedyBot, make_bot
from ...engine import Game, IllegalAction
from ...store import autosaves, files, folder
from ...store import saves as store_saves
from . import thinking
from .thinking import Background


def checked_seats(seats, n: int) -> list:
    """The seats' kinds ("human" or a bot name), or all humans if `seats` is not a valid list for n seats."""
    if not isinstance(seats, list) or len(seats) != n or any(s != "human" and s not in BOTS for s in seats):
        return ["human"] * n
    return list(seats)


def read_session(path, box) -> tuple:
    """(game, seats) from a save file; raises (SaveError, OSError, ValueError ...) with a message."""
    return open_session(path, box)[:2]


def open_session(path, box) -> tuple:
    """(game, seats, game id or None) from a save file; raises like read_session."""
    data = store_saves.read_save(path)
    game = Game.from_save(data, box)
    game.kept = store_saves.kept_fields(data)     # the save's fields this version does not know: written back
    ui = data.get("ui")
    seats = ui.get("seats") if isinstance(ui, dict) else None
    return game, checked_seats(seats, game.view.seats), autosaves.game_id_of(data)


class Session:
    """One game at the table. `autosaving` False (a demo) never writes a file. Each game autosaves
    to its own slots (`game_id`: a loaded game's own, else a new one; always a new one when another
    copy of the app owns the save folder, which `folder_note` then says, or when going on as the
    loaded game would overwrite a later position of it: a quick save loaded is a new game)."""

    def __init__(self, game: Game, seats=None, autosaving: bool = True, game_id=None):
        self.gen = 0                    # goes up whenever the game object is replaced (undo, recovery)
        self._game = game
        n = game.view.seats
        self.seats = list(seats or ["human"] * n)
        self.humans = {i for i, s in enumerate(self.seats) if s == "human"}
        seed = game.view.setup.get("seed", 0)
        self.bots = {i: make_bot(thinking.seat_bot_name(s), seed * 31 + i) for i, s in enumerate(self.seats) if s != "human"}
        self.autosaving = autosaving
        self.forward = None             # a joiner's (remote/link.py): its choices go to the host (pipeline.py)
        self.background = True          # an expert seat searches on a thread (False: bot_choice waits for it)
        self.bot_job = None             # that search, keyed by decision_key()
        self.bot_error = None           # why the last search failed (greedy chose instead), for the scene to report
        self.last_save = None           # the last autosave, in memory (what recover() goes back to)
        self.save_error = None          # why the last autosave failed, or None
        self.folder_note = folder.in_use_message() if autosaving else None
        self.game_id = autosaves.new_game_id()
        self.kept = getattr(game, "kept", None) or {}   # fields of the loaded save this version does not know
        if game_id and not self.folder_note and autosaves.may_continue(game_id, game.view.history):
            self.game_id = game_id

    def set_seat(self, seat: int, kind: str):
        """A seat changes hands during the game: "human" or a bot's name (issue 28: the host hands
        a remote seat whose machine is away to a bot, and back when the machine returns)."""
        self.seats[seat] = kind
        self.humans = {i for i, s in enumerate(self.seats) if s == "human"}
        self.bots.pop(seat, None)
        if kind != "human":
            self.bots[seat] = make_bot(thinking.seat_bot_name(kind), self._game.view.setup.get("seed", 0) * 31 + seat)

    @property
    def game(self) -> Game:
        return self._game

    @game.setter
    def game(self, g: Game):
        self._game = g
        self.gen += 1

    # --- who decides --------------------------------------------------------------------
    @property
    def deciding(self):
        """The seat the game waits for (None: nobody, the game is over)."""
        return self._game.pending.seat

    def human_decides(self) -> bool:
        return self.deciding in self.humans

    def bot_seat(self):
        """The seat of the bot that decides now, or None."""
        seat = self.deciding
        return seat if seat in self.bots and not self._game.is_over() else None

    def decision_key(self) -> tuple:
        """Which decision the game waits for: changes with every decision taken, undo and reload."""
        return self.gen, self._game.view.decisions

    def bot_choice(self):
        """The deciding bot's action, from its own seat's legal actions (raises on a bot's bug).

        An expert seat searches on a background thread, over a copy of the game: the first call
        starts the search and returns None, and so does every call until it is done; then its
        action. A search that raised gives greedy's choice instead, and leaves the error in
        `bot_error` for the scene to report. Greedy and random bots answer at once."""
        g, seat = self._game, self.deciding
        opts = g.legal_actions(seat=seat)
        if not opts:
            raise RuntimeError(f"the engine offers P{seat + 1} no action for {g.pending.kind!r}")
        bot = self.bots[seat]
        if not isinstance(bot, ExpertBot) or len(opts) == 1 or not self.background:
            return bot.choose(g, opts)
        job, key = self.bot_job, self.decision_key()
        if job is not None and not job.done:
            return None                 # still thinking (maybe about a decision undone since: one search at a time)
        if job is None or job.key != key:
            copy = g.clone()
            self.bot_job = Background(lambda: bot.choose(copy, opts), key, name=f"legends-expert-P{seat + 1}")
            return None
        self.bot_job = None
        if job.error is not None or job.result not in opts:
            self.bot_error = job.error or RuntimeError(f"the expert chose {job.result}, not a legal option")
            return GreedyBot(seat).choose(g, opts)
        return job.result

    def think_ahead(self):
        """Start an expert seat's search now, if it has not started (the scene calls it while the
        bot's short delay runs); greedy and random bots wait to be asked."""
        seat = self.bot_seat()
        job = self.bot_job
        if seat is None or not isinstance(self.bots[seat], ExpertBot) or not self.background:
            return
        if job is None or (job.done and job.key != self.decision_key()):
            self.bot_choice()

    def bot_thinking(self) -> bool:
        """An expert seat's search is running on its thread."""
        return self.bot_job is not None and not self.bot_job.done

    # --- deciding -------------------------------------------------------------------------
    def apply(self, action, frames=None) -> list:
        """Apply one decision (IllegalAction and bugs propagate), autosave, and return the new log
        entries as plain dicts, each with "_i", its index in the log (`frames`: a list that gets
        a picture of the game per new entry, Game.apply)."""
        g = self._game
        start = len(g.view.log)
        g.apply(action, frames)
        new = [dict(e.thaw(), _i=i) for i, e in enumerate(g.view.log[start:], start)]
        self.autosave()
        return new

    def undo(self):
        """Take back the humans' last decision, and any bot decisions after it. Returns None when
        done, else why not (dice, draws and bots' decisions are never taken back)."""
        g = self._game
        if not g.can_undo():
            return "Cannot undo: nothing to take back, or the last decision rolled dice or drew cards"
        try:
            g2 = g.undo()
            while g2.pending.seat not in self.humans and g2.can_undo():
                g2 = g2.undo()
        except IllegalAction as exc:
            return str(exc)
        if g2.pending.seat not in self.humans:
            return "Cannot undo past dice, draws or a bot's decision"
        self.game = g2
        self.autosave()
        return None

    # --- files ----------------------------------------------------------------------------
    def save_data(self) -> dict:
        data = store_saves.with_kept(self._game.save_dict(), self.kept)
        data["ui"] = {**data.get("ui", {}), "seats": list(self.seats), "game": self.game_id}
        return data

    def autosave(self):
        """Keep the game in memory and on disk (in its own slots, atomically, the last 3). Returns
        the error or None; a failed write leaves every earlier autosave whole."""
        self.save_error = None
        if not self.autosaving:
            return None
        data = self.save_data()
        self.last_save = data
        try:
            autosaves.write(data, self.game_id)
        except OSError as exc:
            self.save_error = f"Autosave failed: {exc}"
        return self.save_error

    def quicksave(self):
        """Write the quick save; returns its path (raises OSError)."""
        store_saves.write_save(store_saves.quicksave_path(), self.save_data())
        return store_saves.quicksave_path()

    @staticmethod
    def quicksave_path():
        """The quick save, or None if there is none yet."""
        p = store_saves.quicksave_path()
        return p if files.exists(p) else None

    def recover(self, box) -> str:
        """Back to the last autosave (kept in memory, else read from disk): the game is never lost.
        Raises if there is none or even that fails to load."""
        data = self.last_save
        if data is None and self.autosaving and files.exists(autosaves.slot(self.game_id)):
            data = store_saves.read_save(autosaves.slot(self.game_id))
        if data is None:
            raise RuntimeError("no autosave to go back to")
        self.game = Game.from_save(data, box)
        v = self._game.view
        return f"The game was reloaded from the last autosave (turn {v.turn}, {v.decisions} decisions); you can continue."

    def crash_payload(self) -> dict:
        """What a crash report keeps besides the traceback: {save, state, log}."""
        g = self._game
        out = {"save": self.last_save, "log": []}
        try:
            out["state"] = g.to_dict()
            out["log"] = [f"{e.get('decision', i)}. {e.get('text', '')}" for i, e in enumerate(g.view.log)]
            out["log"].append(f"-- pending: {g.pending.kind} for P{(g.pending.seat or 0) + 1}; "
                              f"decisions so far: {g.view.decisions}")
        except Exception:
            pass
        if out["save"] is None:      # no autosave in memory (a demo): the state as a save, if it can be
            try:
                out["save"] = self.save_data()
            except Exception:
                pass
        return out
