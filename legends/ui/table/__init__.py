"""The table: the game screen as a package (docs/ui.md, "Architecture").

    scene.py     GameScene: wires the session, the input handlers and the drawing; its mixins:
                 drawing.py, controls.py (buttons, options list), showing.py, saving.py
    session.py   the game, the seats, the bots, the undo policy, autosave (no pygame)
    handlers.py  the table's input handler (keys; its clicks: clicks.py); menus.py: choice popup, pause menu
    inputmode.py a decision -> what is clickable or keyable, and a click or key -> an action
    layout.py    where everything goes
    hud.py, figures.py, hand.py, log.py, overlays.py, tips.py, preview.py: the drawing, by component
    demo.py      DemoScene: bots play game after game

The names below load on first use, so `legends.ui.table.session` imports without pygame.
"""
__all__ = ["DemoScene", "GameScene", "load_game_file"]


def __getattr__(name):
    if name == "DemoScene":
        from .demo import DemoScene
        return DemoScene
    if name in ("GameScene", "load_game_file"):
        from . import scene
        return getattr(scene, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
