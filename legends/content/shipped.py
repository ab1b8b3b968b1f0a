"""Where the files the app ships are, in a checkout, an install and a bundle alike.

In a checkout stages/, sprites/ and sounds/ are top-level folders beside legends/. Building the
package (setup.py) copies them into it as legends/_box/<name>/, and the PyInstaller bundle
(packaging/legends.spec) puts them at the same place, so an install or a bundle finds them there.
legends/data (the content) and legends/ui/phones/page are inside the package everywhere.
"""
from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]       # legends/
ROOT = PACKAGE.parent       # a checkout's root; site-packages (or a bundle's folder) in an install
BOX = PACKAGE / "_box"
FOLDERS = ("stages", "sprites", "sounds")


def shipped(name: str) -> Path:
    """The folder `name` of FOLDERS: legends/_box/<name> in an install or a bundle, else the checkout's."""
    inside = BOX / name
    return inside if inside.is_dir() else ROOT / name
