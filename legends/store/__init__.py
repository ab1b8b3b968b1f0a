"""The player's files: every read and write of what the app keeps in the user data dir goes through
this package (settings.py: the settings record; progress.py: the lessons done)."""
