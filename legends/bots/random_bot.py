"""The random bot: a uniformly random legal choice, with its own seeded RNG.

It plays the active fighter's cards and answers every decision; free actions
(abilities, upgrades) are taken with the same chance as any other option."""
from ..engine import rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0):
        self.state = rng.seed_state(seed ^ 0x5EED)

    def choose(self, game, options):
        self.state, i = rng.randbelow(self.state, len(options))
        return options[i]
