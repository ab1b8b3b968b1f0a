"""Scenes: title, setup, game, game over, stage gallery, settings, load."""
