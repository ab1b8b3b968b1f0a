"""Hostile files for tests/test_hostile_files.py: what a hostile tester puts on disk, and a child
process that reads one through the app's own entry point and reports how it went as one JSON line.

The reading runs in a child with a time limit and an address-space limit, so a file that would hang
or eat the machine fails the test instead of hanging the suite (it did, before the bounds).

    python tests/hostile.py KIND PATH [PATH2]   ->  {"outcome": "refused"|"read"|"crash", "lines": [...],
                                                     "seconds": s, "peak": bytes}

read_in_child does not start a Python for each file: one server (`python tests/hostile.py --serve`,
started once per test process) imports the app's readers, then forks a child for each file, which
sets the limits and reads it as above; the server waits for it (TIMEOUT, then SIGKILL) and hands back
its output. A fork is a fresh process of the app's imported modules (nothing read, no box loaded), so
each file is read as a new start would read it, without the start (some 0.15 s of CPU a file).
"""
from __future__ import annotations

import atexit
import functools
import json
import os
import resource
import select
import signal
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEPTH = 100_000                  # nesting of the deep files
DIGITS = 5_000                   # digits of the huge numbers
MEMORY = 3 << 30                 # address space of a child: a bomb dies here instead of taking the machine
TIMEOUT = 20                     # seconds a child may take before it counts as a hang


# --- the files -----------------------------------------------------------------------------------
def alias_bomb(key: str, levels: int = 9) -> str:
    """About 1 KB of nested anchors that expands to 9**levels strings under `key`."""
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels)]
    return "\n".join(lines) + f"\n{key}: *a{levels - 1}\n"


def yaml_deep(key: str) -> str:
    return f"{key}: " + "[" * DEPTH + "]" * DEPTH + "\n"


def yaml_number(key: str) -> str:
    return f"{key}: {'7' * DIGITS}\n"


def yaml_text(key: str, n: int = 300_000) -> str:
    return f"{key}: {'x' * n}\n"


def json_deep() -> str:
    return "[" * DEPTH + "]" * DEPTH


@functools.lru_cache(maxsize=1)
def _save_text() -> str:
    """A real save of a short game."""
    sys.path.insert(0, str(ROOT))
    from legends.engine import Game
    from helpers import SETUP
    from legends.bots import make_bot
    game = Game.new(SETUP)
    bot = make_bot("random", 3)
    for _ in range(12):
        game.apply(bot.choose(game, game.legal_actions()))
    return json.dumps(game.save_dict())


def save_data() -> dict:
    return json.loads(_save_text())


def content_folders(tmp: Path, folder: str) -> tuple:
    """(data, stages) folders holding nothing but `folder` (the box's other folders are missing, so
    the reading measured is the hostile file's)."""
    data, stages = tmp / "data", tmp / "stages"
    stages.mkdir(parents=True)
    if folder != "stages":
        (data / folder).mkdir(parents=True)
    return data, stages


def app_copy(tmp: Path) -> Path:
    """A copy of the app (main.py, legends/, stages/) whose content a test may spoil."""
    app = tmp / "app"
    app.mkdir()
    shutil.copy(ROOT / "main.py", app / "main.py")
    shutil.copytree(ROOT / "legends", app / "legends")     # its bytecode too (valid: copytree keeps the times)
    shutil.copytree(ROOT / "stages", app / "stages")
    return app


# --- running a child -------------------------------------------------------------------------------
def _limit():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run(args, cwd=ROOT, env=None, timeout=TIMEOUT) -> subprocess.CompletedProcess:
    """A child process with bounded time and memory; a hang comes back as returncode 'timeout'."""
    full = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy", **(env or {})}
    try:
        return subprocess.run([sys.executable, *args], cwd=cwd, env=full, capture_output=True, text=True,
                              timeout=timeout, preexec_fn=_limit)
    except subprocess.TimeoutExpired as exc:
        out = subprocess.CompletedProcess(args, "timeout", exc.stdout or "", exc.stderr or "")
        return out


_SERVER = []        # the fork server of this test process (started on first use)


def _server() -> subprocess.Popen:
    if _SERVER and _SERVER[0].poll() is None:
        return _SERVER[0]
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--serve"], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    _SERVER[:] = [proc]
    atexit.register(_stop, proc)
    return proc


def _stop(proc):
    if proc.poll() is None:
        proc.stdin.close()          # the server ends at the end of its input
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _forked(kind: str, paths) -> subprocess.CompletedProcess:
    """The fork server's child for this file: its output and return code as a CompletedProcess."""
    proc = _server()
    proc.stdin.write(json.dumps({"kind": kind, "paths": [str(p) for p in paths]}) + "\n")
    proc.stdin.flush()
    got = []
    reader = threading.Thread(target=lambda: got.append(proc.stdout.readline()), daemon=True)
    reader.start()
    reader.join(TIMEOUT + 30)       # the server kills a child at TIMEOUT: this only catches the server itself stuck
    if not got or not got[0]:
        proc.kill()
        return subprocess.CompletedProcess(kind, "timeout" if not got else "server gone", "", "")
    r = json.loads(got[0])
    return subprocess.CompletedProcess(kind, r["returncode"], r["stdout"], r["stderr"])


def read_in_child(kind: str, *paths) -> dict:
    """Read a hostile file through the app in a child; the child's report (or why there is none)."""
    out = _forked(kind, paths)
    for line in reversed((out.stdout or "").splitlines() if isinstance(out.stdout, str) else []):
        if line.startswith("{"):
            return json.loads(line)
    return {"outcome": "crash", "lines": [f"child returncode {out.returncode}",
                                          str(out.stderr)[-400:] if out.stderr else ""],
            "seconds": None, "peak": None}


# --- the child -------------------------------------------------------------------------------------
def _read(kind: str, paths: list) -> tuple:
    """(outcome, lines) reading the file the way the app does."""
    if kind == "content":
        from legends.content import ContentError, load_box
        try:
            load_box(Path(paths[0]), Path(paths[1]))
        except ContentError as exc:
            return "refused", exc.problems
        return "read", []
    if kind == "scenario":
        from legends.engine.scenario import ScenarioError
        from legends.store.scenarios import load_scenario as load
        try:
            load(paths[0])
        except ScenarioError as exc:
            return "refused", [str(exc)]
        return "read", []
    if kind == "own_stage":       # a stage of the player's (their folder, the workshop's Import)
        from legends.store.own_stages import read_stage
        stage, problems = read_stage(paths[0])
        return ("refused" if problems else "read"), problems
    if kind == "position":        # validate FILE, Set the table's Load
        from legends.checkfile import check_file
        _, _, problems = check_file(paths[0], None)       # the box: loaded only for a file that reads
        return ("refused" if problems else "read"), problems
    if kind == "save":
        from legends.engine import SaveError
        from legends.store.saves import load_game
        try:
            load_game(paths[0])
        except SaveError as exc:
            return "refused", [str(exc)]
        return "read", []
    if kind == "describe":       # a row of the Load screen
        from legends.store import saves as store_saves
        return "read", [store_saves.describe_save(paths[0])]
    if kind == "settings":
        os.environ["LEGENDS_HOME"] = paths[0]
        problems: list = []
        try:
            from legends.store.settings import Settings, load_settings
            settings = load_settings(("random", "greedy"), problems)
            defaults = Settings()
        except ImportError:      # before the settings record (legends/store/settings.py)
            from legends.engine import store
            try:
                settings = store.load_settings(("random", "greedy"), problems)
            except TypeError:    # before the bounds, load_settings took no list of problems
                settings = store.load_settings(("random", "greedy"))
            defaults = store.DEFAULT_SETTINGS
        if settings != defaults:
            return "read", [f"settings are not the defaults: {settings}"]
        return ("refused" if problems else "read"), problems
    raise SystemExit(f"unknown kind {kind}")


def child(argv) -> None:
    import tracemalloc
    sys.path.insert(0, str(ROOT))
    kind, paths = argv[0], argv[1:]
    import legends.content  # noqa: F401  (imports are not the reading)
    import legends.engine  # noqa: F401
    tracemalloc.start()
    start = time.perf_counter()
    try:
        outcome, lines = _read(kind, paths)
    except BaseException as exc:  # noqa: BLE001 - a traceback is what the test looks for
        outcome, lines = "crash", [f"{exc.__class__.__name__}: {str(exc)[:300]}"]
    seconds = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(json.dumps({"outcome": outcome, "lines": [str(x)[:2000] for x in lines],
                      "line_chars": [len(str(x)) for x in lines], "seconds": seconds, "peak": peak}))


def _reap(pid: int, out_r: int):
    """The child's standard output (it closes when the child ends) and its return code; SIGKILL at TIMEOUT."""
    end, chunks = time.monotonic() + TIMEOUT, []
    while True:
        ready, _, _ = select.select([out_r], [], [], max(0.0, end - time.monotonic()))
        if not ready:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return b"".join(chunks), "timeout"
        chunk = os.read(out_r, 1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    return b"".join(chunks), os.waitstatus_to_exitcode(status)


def serve() -> None:
    """The fork server (see the module doc): a request a line on stdin, a reply a line on stdout."""
    sys.path.insert(0, str(ROOT))
    import tracemalloc  # noqa: F401  (imports are not the reading: the modules each kind reads with)
    import yaml  # noqa: F401
    import legends.content  # noqa: F401
    import legends.content.loader  # noqa: F401
    import legends.engine  # noqa: F401
    import legends.engine.scenario  # noqa: F401
    import legends.checkfile  # noqa: F401
    import legends.store.own_stages  # noqa: F401
    import legends.store.saves  # noqa: F401
    import legends.store.scenarios  # noqa: F401
    import legends.store.settings  # noqa: F401
    replies = sys.stdout
    for line in sys.stdin:
        req = json.loads(line)
        out_r, out_w = os.pipe()
        err = tempfile.TemporaryFile()
        replies.flush()
        pid = os.fork()
        if pid == 0:                                    # the child: limits, then the reading
            code = 0
            try:
                os.close(out_r)
                _limit()
                os.dup2(err.fileno(), 2)
                sys.stdout = open(out_w, "w")
                child([req["kind"], *req["paths"]])
            except BaseException:  # noqa: BLE001 - said on its stderr, as a child of its own would
                import traceback
                traceback.print_exc()
                code = 1
            finally:
                try:
                    sys.stdout.flush()
                    sys.stderr.flush()
                finally:
                    os._exit(code)
        os.close(out_w)
        out, code = _reap(pid, out_r)
        os.close(out_r)
        err.seek(0)
        replies.write(json.dumps({"returncode": code, "stdout": out.decode("utf-8", "replace"),
                                  "stderr": err.read()[-4000:].decode("utf-8", "replace")}) + "\n")
        replies.flush()
        err.close()


if __name__ == "__main__":
    serve() if sys.argv[1:] == ["--serve"] else child(sys.argv[1:])
