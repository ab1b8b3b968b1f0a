"""Reports and the stage labels file: what `simulate --report`, `balance --report` and `balance
--labels` write, each file whole, old or new (files.write_atomic: a kill or a full disk mid-write
leaves the file as it was), never through a symbolic link."""
from __future__ import annotations

from pathlib import Path

from . import files


def write_files(folder, contents: dict) -> list:
    """Each `name: text or bytes` of `contents` into `folder` (made if missing); returns the paths.
    Raises StoreError (one sentence)."""
    out = Path(folder)
    files.make_folder(out)
    paths = []
    for name, data in contents.items():
        files.write_atomic(out / name, data)
        paths.append(out / name)
    return paths


def write_labels(path, text: str) -> None:
    """The stage labels file (content/labels.py makes its text), atomically; StoreError if not."""
    files.write_atomic(Path(path), text)
