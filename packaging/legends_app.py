"""The bundle's entry point (legends.spec): the installed `legends` command, every subcommand of main.py."""
import multiprocessing
import sys

from legends.cli import entry

if __name__ == "__main__":
    multiprocessing.freeze_support()        # simulate --jobs starts worker processes from the bundle
    sys.exit(entry())
