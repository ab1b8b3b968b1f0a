"""Street Fighter V: Champion Edition - Legends. Run `python main.py --help`."""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from legends.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
