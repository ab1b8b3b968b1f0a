"""Fighter players that answer the engine's decisions, exactly as a human does through the UI."""
from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int = 0):
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; expected one of {', '.join(sorted(BOTS))}")
    return BOTS[name](seed)


__all__ = ["BOTS", "GreedyBot", "RandomBot", "make_bot"]
