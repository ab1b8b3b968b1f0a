"""Small helpers for rule tests: build a position, list options, play a bot game."""
from legends.bots import make_bot
from legends.engine import Action, Game
from legends.engine.scenario import build

SETUP = {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 1,
         "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]}


def position(**doc):
    """A scenario (docs/scenarios.md) as keyword arguments."""
    return build(doc)


def options(game, kind=None):
    return [str(a) for a in game.legal_actions() if kind is None or a.kind == kind]


def do(game, *texts):
    for t in texts:
        game.apply(Action.parse(t))
    return game


def play_out(setup, bot="random", check=None, limit=20000):
    game = Game.new(setup)
    player = make_bot(bot, setup.get("seed", 0))
    n = 0
    while not game.is_over() and n < limit:
        game.apply(player.choose(game, game.legal_actions()))
        n += 1
        if check:
            check(game)
    return game
