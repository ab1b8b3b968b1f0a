"""Turns you can share: a span of a game's replay drawn off screen by the table's own painters and
written as an animated PNG, a GIF or (where PyAV is installed) an MP4.

    draw.py     the frames: a watching table (scenes/theatre_table.py) fed the span's decisions,
                stepped 1/fps a frame, drawn on a surface of the chosen size
    encode.py   the files: APNG and GIF written frame by frame (Pillow encodes each changed region),
                MP4 through PyAV; into a temporary file first, in place when done (store/files.py)
    run.py      `main.py export SAVE --out FILE [--turns 3-4] [--size 1280x720] [--fps N]`
"""
