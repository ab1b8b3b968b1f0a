"""The command line's argparse pieces (cli.py): its parser and argument types, imported when a
command line is parsed by argparse (the window's usual ones are not: playargs.py)."""
from __future__ import annotations

import argparse
import math


class Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line on stderr (`main.py simulate: argument --games: ...`), exit 2."""

    def error(self, message):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def whole(lo: int, hi: int):
    """An argparse type: a whole number from lo to hi, checked before any work is done."""
    def parse(text):
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"expected a whole number from {lo} to {hi}, got {text[:40]!r}")
        return value
    return parse


def seconds(lo: float, hi: float):
    """An argparse type: a finite number from lo to hi (no nan, no inf)."""
    def parse(text):
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and lo <= value <= hi):
            raise argparse.ArgumentTypeError(f"expected a number from {lo:g} to {hi:g}, got {text[:40]!r}")
        return value
    return parse


def address(text: str) -> str:
    """An argparse type: 'local' or a Dask scheduler address (host:port, tcp://host:port, tls://...)."""
    text = text.strip()
    if text != "local" and (not text or len(text) > 200 or any(c.isspace() for c in text) or ":" not in text):
        raise argparse.ArgumentTypeError(f"expected 'local' or a scheduler address like tcp://host:8786, got {text[:40]!r}")
    return text
