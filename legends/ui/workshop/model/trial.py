"""*Balance it*: a quick simulation of the stage being built, bots playing a few seeded games for
each of 1-4 players, with the win rate and its 95% interval (legends/sim.py, the same games
`simulate --stage-file` plays). It runs in a thread of its own, one game at a time, so the window
keeps drawing; `cancel` stops it between two games.

    run = QuickBalance(doc, box, games=24); run.start()
    run.rows            {players: {"games", "wins", "rate", "lo", "hi"}} so far
    run.done, run.played, run.total, run.error
"""
from __future__ import annotations

import threading

PLAYERS = (1, 2, 3, 4)
GAMES = 24              # per player count: a first look, not the balance grid (docs/balance.md)
BOT = "greedy"


class QuickBalance:
    def __init__(self, doc: dict, box, games: int = GAMES, seed: int = 1, bot: str = BOT, players=PLAYERS):
        from ....content.own import box_with_doc
        self.box = box_with_doc(box, doc)
        self.stage = doc["id"]
        self.games, self.seed, self.bot, self.players = games, seed, bot, tuple(players)
        self.rows: dict = {}
        self.played = 0
        self.total = games * len(self.players)
        self.done = False
        self.error = None
        self._stop = threading.Event()
        self._thread = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="workshop-balance", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self._stop.set()

    def join(self, timeout=None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        try:
            self.play()
        except Exception as exc:  # noqa: BLE001 - said on the screen, never a crash of the window
            self.error = f"{exc.__class__.__name__}: {exc}"
        finally:
            self.done = True

    def play(self) -> None:
        from ....engine.setup import random_setup
        from ....sim import play_one, wilson
        for players in self.players:
            wins = games = 0
            for seed in range(self.seed, self.seed + self.games):
                if self._stop.is_set():
                    return
                setup = random_setup(self.box, seed, players, self.stage)
                result = play_one(self.box, setup, self.bot)
                wins += result["winner"] == "fighters"
                games += 1
                self.played += 1
                lo, hi = wilson(wins, games)
                self.rows[players] = {"games": games, "wins": wins, "rate": wins / games, "lo": lo, "hi": hi}

    def lines(self) -> list:
        """One line per player count: '2 players: 58% (39-75%), 24 games'."""
        out = []
        for p in self.players:
            r = self.rows.get(p)
            if r:
                out.append(f"{p} player{'s' if p > 1 else ''}: {r['rate']:.0%} ({r['lo']:.0%}-{r['hi']:.0%}), "
                           f"{r['games']} games")
        return out
