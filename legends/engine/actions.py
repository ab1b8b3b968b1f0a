"""Actions: small frozen values with a text form that parses back.

`P1 play shoto_03`, `P2 ability ken_hadoken shoto_01,shoto_04 kick`, `P1 target m3`.
The seat is 1-based in text (P1..P4) and 0-based in code.
"""
from __future__ import annotations

from dataclasses import dataclass


class IllegalAction(ValueError):
    """An action that is not among the legal ones; the message says why."""


@dataclass(frozen=True, order=True)
class Action:
    seat: int
    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        return " ".join([f"P{self.seat + 1}", self.kind, *map(str, self.args)])

    @classmethod
    def parse(cls, text: str) -> "Action":
        words = text.split()
        if len(words) < 2 or not words[0].startswith("P") or not words[0][1:].isdigit():
            raise IllegalAction(f"cannot read action {text!r}: expected 'P<seat> <kind> [args]'")
        return cls(int(words[0][1:]) - 1, words[1], tuple(int(w) if w.lstrip("-").isdigit() else w for w in words[2:]))


@dataclass(frozen=True)
class Decision:
    """What the game waits for: who decides, what kind, with which options."""
    kind: str
    seat: int | None          # None: nobody (game over)
    prompt: str
    options: tuple = ()
