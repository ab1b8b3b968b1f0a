"""What every task handler is: the two halves of one kind of task on the engine's stack."""
from __future__ import annotations

# the prompt of a decision in a quiet game (Game.sample: a search's playouts read the options, never
# the words; the prompts a search's samples would word cost some 2% of a playout)
UNWORDED = "(a search's sample: not worded)"


class Task:
    """One kind of task (`kind` is the "kind" of its entries on the stack).

    advance(r, task): move the task on by itself, or return the Decision it waits for ("what may
    be decided"); it pops itself off the stack when done. apply(r, task, action): apply the chosen
    action ("apply the choice"); the game then advances again. `r` is the game's Rules."""
    kind = ""

    def advance(self, r, task):
        raise NotImplementedError

    def apply(self, r, task, action) -> None:
        raise RuntimeError(f"task {self.kind!r} asks no decision")
