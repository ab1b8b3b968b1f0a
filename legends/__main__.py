"""python -m legends: the same commands as main.py in a checkout and `legends` in an install."""
import sys

from .cli import entry

if __name__ == "__main__":
    sys.exit(entry(prog="python -m legends"))
