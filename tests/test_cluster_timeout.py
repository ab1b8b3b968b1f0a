"""Issue 24 item 13: `--cluster` against a peer that accepts the connection and never answers used to
hang past `--cluster-timeout` for as long as the peer held the socket (Dask's Client timeout bounds
reaching the address, not the handshake after it). Now the timeout bounds the whole connection and
handshake: one line, exit 2. The peer is a TCP listener on 127.0.0.1 that accepts and says nothing."""
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def silent_peer():
    """tcp://127.0.0.1:PORT of a listener that accepts every connection and never writes."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    held, stop = [], threading.Event()

    def accept():
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"tcp://127.0.0.1:{server.getsockname()[1]}", held
    stop.set()
    thread.join(2)
    for conn in held:
        conn.close()
    server.close()


@pytest.mark.parametrize("command", ["simulate", "balance"])
def test_item13_a_peer_that_accepts_and_never_answers_ends_within_the_cluster_timeout(silent_peer, command):
    pytest.importorskip("distributed")
    address, held = silent_peer
    args = [sys.executable, "main.py", command, "--games", "4", "--players", "1", "--jobs", "1",
            "--cluster", address, "--cluster-timeout", "1"]
    try:     # generous: the import of Dask on a loaded machine; the old code waited as long as the peer held on
        out = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=150)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{command} --cluster {address} --cluster-timeout 1 still waiting after 150 s")
    assert held, "the run never reached the peer"
    assert out.returncode == 2 and out.stdout == "" and "Traceback" not in out.stderr, out.stderr[-600:]
    lines = out.stderr.strip().splitlines()
    assert lines == [f"main.py {command}: --cluster {address}: no Dask scheduler answered within 1 s (something "
                     "there accepted the connection but never answered: another program on that port?)"]
