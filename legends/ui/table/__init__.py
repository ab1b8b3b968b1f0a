"""The table: the game screen as a package (docs/ui.md, "Architecture").

    scene.py     GameScene: wires the session, the input handlers and the drawing
    session.py   the game, the seats, the bots, the undo policy, autosave (no pygame)
    handlers.py  the input handler stack: table input, choice popup, pause menu, help
    inputmode.py a decision -> what is clickable or keyable, and a click or key -> an action
    layout.py    where everything goes; hud, figures, hand, log, overlays, tips: the drawing
    demo.py      DemoScene: bots play game after game
"""
from .scene import DemoScene, GameScene, load_game_file

__all__ = ["DemoScene", "GameScene", "load_game_file"]
