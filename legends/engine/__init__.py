"""The rules engine: headless, deterministic, one decision interface for everyone.

    game = Game.new(setup)           # see engine/setup.py for the setup mapping
    while not game.is_over():
        action = choose(game.pending, game.legal_actions())
        game.apply(action)
"""
from .actions import Action, Decision, IllegalAction
from .game import Game
from .saves import SaveError
from .setup import SetupError

__all__ = ["Action", "Decision", "Game", "IllegalAction", "SaveError", "SetupError"]
