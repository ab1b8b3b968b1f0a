"""The player's files, in one pair of hands: every read and write of saves, autosaves, quick saves,
settings, lesson progress, crash reports, reports, the stage labels file and the folder's lock goes
through this package (the engine does no file I/O; tests/test_architecture.py keeps it so).

    files.py      atomic writes (the app's own temporary names, fsync, replace, folder fsync), no
                  symbolic link followed, every OSError one sentence for the player
    safejson.py   JSON read within bounds (size, depth, long numbers and texts)
    folder.py     the data dir, its lock (legends.lock), the start-up clean-up of the app's own temp files
    autosaves.py  each game's slots, the file Continue reads, the recorded order, pruning
    saves.py      save files: the schema of their fields, the quick save, loading a game
    settings.py   settings.json as a typed record (Settings: one field per setting, its default and range)
    progress.py   lessons.json, the lessons finished, read entry by entry
    crash.py      crash reports
    reports.py    simulate / balance reports and the stage labels file
    scenarios.py  scenario files

Nothing here is imported by the package itself: import the module you need (no cycle with the engine).
"""
