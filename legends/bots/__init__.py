"""Fighter players that answer the engine's decisions, exactly as a human does through the UI."""
from .expert import ExpertBot
from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "expert": ExpertBot}


def make_bot(name: str, seed: int = 0):
    """A bot by name; "expert:N" is the expert with a budget of N playouts a decision (simulations:
    deterministic for the seed), plain "expert" thinks for up to a second a decision (the table)."""
    name, _, budget = name.partition(":")
    if name not in BOTS or (budget and (name != "expert" or not budget.isdigit() or int(budget) < 1)):
        raise ValueError(f"unknown bot {name + (':' + budget if budget else '')!r}; expected one of "
                         f"{', '.join(sorted(BOTS))} (expert:N for N playouts a decision)")
    if budget:
        return ExpertBot(seed, playouts=int(budget))
    return BOTS[name](seed)


__all__ = ["BOTS", "ExpertBot", "GreedyBot", "RandomBot", "make_bot"]
