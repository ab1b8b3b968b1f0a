"""The pygame-ce user interface: scenes, widgets, renderers, input modes, animations.

Dependencies point one way: ui -> bots -> engine -> content. The UI never decides
legality itself: every highlight and every click comes from `game.pending`.
"""
