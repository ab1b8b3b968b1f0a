"""Street Fighter V: Champion Edition - Legends: the rules engine, the bots and the pygame-ce app."""
__version__ = "1.0.0"
