"""A remote game's machines as processes of their own on 127.0.0.1 (legends/remote/run.py), each
with its own data folder (its own autosaves, certificate and machine id).

A machine is not a new Python: one fork server (`python tests/remoteprocs.py --forks`, started once
per test process, PYTHONHASHSEED=0 as every machine has) imports legends/remote/run.py's modules and
loads the box, then forks each machine, which sets its LEGENDS_HOME and runs run.main with its
arguments: its standard output comes back through a FIFO, its standard error goes to a file. A fork
has read nothing of a player's (no folder, no certificate, no game); Python reseeds `random` in it.
That spares each machine the start (some 0.3 s of CPU: the imports and the content)."""
import atexit
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


class Forks:
    """The fork server of this test process: a request a line on its stdin, a reply a line on its stdout."""

    def __init__(self):
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED="0")
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--forks"], cwd=ROOT, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.lock = threading.Lock()
        atexit.register(self.stop)

    def ask(self, **request) -> dict:
        with self.lock:
            self.proc.stdin.write(json.dumps(request) + "\n")
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
        if not line:
            raise AssertionError(f"the machines' fork server ended (rc {self.proc.wait()})")
        return json.loads(line)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


_FORKS = []


def forks() -> Forks:
    if not _FORKS or _FORKS[0].proc.poll() is not None:
        _FORKS[:] = [Forks()]
    return _FORKS[0]


class Machine:
    def __init__(self, home: Path, *args):
        home.mkdir(parents=True, exist_ok=True)
        self.args = args
        self.lines = []
        self.out = queue.Queue()        # stdout's lines, read by a thread: a wait for one has a real timeout
        self.pipes = Path(tempfile.mkdtemp(prefix="machine-"))       # beside its data folder, not in it
        fifo, self.err = self.pipes / "stdout", self.pipes / "stderr"
        os.mkfifo(fifo)
        threading.Thread(target=self._read, args=(fifo,), daemon=True).start()
        self.pid = forks().ask(op="spawn", args=list(args), home=str(home), out=str(fifo), err=str(self.err))["pid"]
        self.rc = None

    def _read(self, fifo):
        try:
            with open(fifo) as f:           # open: once the machine's end is open (the fork server opens it)
                for text in f:
                    self.out.put(text)
        except (ValueError, OSError):
            pass
        self.out.put("")

    def stderr(self) -> str:
        try:
            return self.err.read_text(errors="replace")
        except OSError:
            return ""

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
                raise AssertionError(f"{self.args[0]} ended (rc {self.wait()}) without {key!r}: "
                                     f"{self.lines} {self.stderr()[-2000:]}")
            msg = json.loads(text)
            self.lines.append(msg)
            if key in msg:
                return msg
        raise AssertionError(f"no {key!r} in {timeout} s: {self.lines}")

    def wait(self, timeout=60.0) -> int:
        if self.rc is None:
            got = forks().ask(op="wait", pid=self.pid, timeout=timeout)
            if "rc" not in got:
                raise subprocess.TimeoutExpired(f"machine {self.args[0]}", timeout)
            self.rc = got["rc"]
        return self.rc

    def kill(self):
        if self.rc is None:
            self.rc = forks().ask(op="kill", pid=self.pid)["rc"]
        shutil.rmtree(self.pipes, ignore_errors=True)


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


# --- the fork server --------------------------------------------------------------------------------
def _spawn(req, done: dict) -> int:
    """Fork a machine (see the module doc); in the fork, this returns only by SystemExit."""
    out = os.open(req["out"], os.O_WRONLY)            # the test's reader has it open for reading
    err = os.open(req["err"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    sys.stdout.flush()
    pid = os.fork()
    if pid:
        os.close(out)
        os.close(err)
        return pid
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)                                # the fork reads none of the server's requests
    os.dup2(out, 1)
    os.dup2(err, 2)
    for fd in (null, out, err):
        os.close(fd)
    os.environ["LEGENDS_HOME"] = req["home"]
    from legends.remote import run
    code = 1
    try:
        code = run.main(req["args"])
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except BaseException:  # noqa: BLE001 - said on its stderr, as a process of its own would
        import traceback
        traceback.print_exc()
    raise SystemExit(code)                          # the interpreter's own exit: its threads, its files


def _reap(pid, done, block_for=None):
    """The machine's return code if it has ended (waiting up to `block_for` seconds), else None."""
    end = time.monotonic() + (block_for or 0)
    while pid not in done:
        got, status = os.waitpid(pid, os.WNOHANG)
        if got:
            done[pid] = os.waitstatus_to_exitcode(status)
            break
        if time.monotonic() >= end:
            return None
        time.sleep(0.005)
    return done[pid]


def serve():
    sys.path.insert(0, str(ROOT))
    from legends.remote import run  # noqa: F401  (and what its host and join import when they start:)
    from legends.bots import make_bot  # noqa: F401
    from legends.content import default_box
    from legends.engine.setup import random_setup  # noqa: F401
    from legends.engine.statehash import state_hash  # noqa: F401
    from legends.store import autosaves  # noqa: F401
    from legends.ui.table.pipeline import Pipeline  # noqa: F401
    from legends.ui.table.session import Session  # noqa: F401
    from legends.remote import cert, config, follow, host, hostbox, hosting, invite, joiner, link, sameness, table  # noqa: F401
    import aiohttp.web  # noqa: F401  (imported when a machine's server or link starts; no thread starts here)
    import cryptography.x509  # noqa: F401
    from cryptography.hazmat.primitives import hashes, serialization  # noqa: F401
    from cryptography.hazmat.primitives.asymmetric import ec  # noqa: F401
    import encodings.idna  # noqa: F401
    default_box().fingerprint                       # kept on the box: every machine's saves and hello use it
    done = {}
    for line in sys.stdin:
        req = json.loads(line)
        op, pid = req["op"], req.get("pid")
        if op == "spawn":
            reply = {"pid": _spawn(req, done)}
        elif op == "wait":
            rc = _reap(pid, done, req["timeout"])
            reply = {} if rc is None else {"rc": rc}
        else:                                       # kill
            if _reap(pid, done) is None:
                os.kill(pid, signal.SIGKILL)
            reply = {"rc": _reap(pid, done, 30)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve()
