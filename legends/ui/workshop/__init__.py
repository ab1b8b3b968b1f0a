"""The stage workshop and the position editor's screens (issue 29): start.py, scene.py (the stage), table.py (Set the table)."""
