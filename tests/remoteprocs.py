"""A remote game's machines as processes of their own on 127.0.0.1 (legends/remote/run.py), each
with its own data folder (its own autosaves, certificate and machine id)."""
import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


class Machine:
    def __init__(self, home: Path, *args):
        home.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, LEGENDS_HOME=str(home), PYTHONPATH=str(ROOT), PYTHONHASHSEED="0")
        self.args = args
        self.proc = subprocess.Popen([sys.executable, "-m", "legends.remote.run", *args], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []
        self.out = queue.Queue()        # stdout's lines, read by a thread: a wait for one has a real timeout
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        try:
            for text in self.proc.stdout:
                self.out.put(text)
        except (ValueError, OSError):       # closed by kill()
            pass
        self.out.put("")

    def line(self, key, timeout=60.0) -> dict:
        """The next line that has `key` (lines before it kept in .lines); fails after `timeout` seconds
        without it, even while the machine says nothing at all."""
        end = time.monotonic() + timeout
        while True:
            try:
                text = self.out.get(timeout=max(0.0, end - time.monotonic()))
            except queue.Empty:
                break
            if not text:
                raise AssertionError(f"{self.args[0]} ended (rc {self.proc.wait()}) without {key!r}: "
                                     f"{self.lines} {self.proc.stderr.read()[-2000:]}")
            msg = json.loads(text)
            self.lines.append(msg)
            if key in msg:
                return msg
        raise AssertionError(f"no {key!r} in {timeout} s: {self.lines}")

    def wait(self, timeout=60.0) -> int:
        return self.proc.wait(timeout)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)
        for f in (self.proc.stdout, self.proc.stderr):
            f.close()


def host(home, *args):
    return Machine(home, "host", *args)


def join(home, invite, *args):
    return Machine(home, "join", invite, *args)


@pytest.fixture
def machines():
    """The machines a test starts (append them): every one killed when the test ends."""
    made = []
    yield made
    for m in made:
        m.kill()
