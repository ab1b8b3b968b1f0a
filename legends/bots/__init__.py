"""Fighter players that answer the engine's decisions, exactly as a human does through the UI.

The bots (and with them the engine) are imported when first asked for (PEP 562): the window's
first screen needs only their names (NAMES: the settings' check of the bot of new bot seats), and
importing the expert loads the whole engine (about 40% of the app's imports at start)."""
from __future__ import annotations

from importlib import import_module

NAMES = ("random", "greedy", "expert")          # the keys of BOTS, in its order
_LAZY = {"RandomBot": ".random_bot", "GreedyBot": ".greedy", "ExpertBot": ".expert"}


def __getattr__(name: str):
    if name == "BOTS":
        value = {"random": __getattr__("RandomBot"), "greedy": __getattr__("GreedyBot"),
                 "expert": __getattr__("ExpertBot")}
    elif name in _LAZY:
        value = getattr(import_module(_LAZY[name], __name__), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def make_bot(name: str, seed: int = 0):
    """A bot by name; "expert:N" is the expert with a budget of N playouts a decision (simulations:
    deterministic for the seed), plain "expert" thinks for up to a second a decision (the table)."""
    name, _, budget = name.partition(":")
    BOTS = globals().get("BOTS") or __getattr__("BOTS")
    if name not in BOTS or (budget and (name != "expert" or not budget.isdigit() or int(budget) < 1)):
        raise ValueError(f"unknown bot {name + (':' + budget if budget else '')!r}; expected one of "
                         f"{', '.join(sorted(BOTS))} (expert:N for N playouts a decision)")
    if budget:
        return BOTS["expert"](seed, playouts=int(budget))
    return BOTS[name](seed)


__all__ = ["BOTS", "NAMES", "ExpertBot", "GreedyBot", "RandomBot", "make_bot"]
