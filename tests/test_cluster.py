"""simulate --cluster: the same games on Dask as with --jobs, and one clear line when the cluster can't be used.

requirements-dev.txt installs Dask (requirements-cluster.txt), so CI runs these with a local cluster."""
import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TIMING = ("decisions_per_second", "games_per_second")


def run(*args, prelude="pass"):
    code = f"import sys; {prelude}; from legends.cli import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def assert_one_line_refusal(out, *words):
    assert out.returncode == 2, out.stderr
    assert out.stdout == "" and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1, out.stderr
    for word in words:
        assert word in out.stderr


@pytest.fixture
def port_8787_taken():
    """Dask's dashboard port held by someone else (another cluster, a notebook): taken here unless it
    already is."""
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", 8787))
            s.listen()
        except OSError:
            pass                                    # already taken on this machine: the same case
        yield


def test_local_cluster_gives_the_same_json_as_jobs(port_8787_taken):
    """Issue 33 item 7: with port 8787 taken, the local cluster still says nothing on stderr."""
    pytest.importorskip("distributed")
    common = ("simulate", "--games", "12", "--seed", "11", "--bot", "greedy", "--json", "--jobs", "2")
    start = time.perf_counter()
    on_cluster = run(*common, "--cluster", "local")
    took = time.perf_counter() - start
    assert on_cluster.returncode == 0, on_cluster.stderr
    assert on_cluster.stderr == ""                  # no Dask logs, no dashboard notice
    on_pool = run(*common)
    a, b = json.loads(on_cluster.stdout), json.loads(on_pool.stdout)
    for d in (a, b):
        for key in TIMING:
            d.pop(key)
    assert a == b
    assert a["games"] == 12 and a["errors"] == 0 and a["jobs"] == 2
    assert took < 60


def test_an_unreachable_scheduler_is_one_line_and_exit_2():
    pytest.importorskip("distributed")
    start = time.perf_counter()
    out = run("simulate", "--games", "4", "--json", "--cluster", "tcp://127.0.0.1:1", "--cluster-timeout", "1")
    assert_one_line_refusal(out, "--cluster tcp://127.0.0.1:1", "cannot reach a Dask scheduler")
    assert time.perf_counter() - start < 20


def test_without_dask_cluster_says_what_to_install():
    out = run("simulate", "--games", "4", "--cluster", "local", prelude="sys.modules['distributed'] = None")
    assert_one_line_refusal(out, "pip install -r requirements-cluster.txt")


def test_a_malformed_address_or_timeout_is_refused_before_any_work():
    out = run("simulate", "--cluster", "nowhere")
    assert_one_line_refusal(out, "--cluster", "tcp://host:8786")
    out = run("simulate", "--cluster", "local", "--cluster-timeout", "0")
    assert_one_line_refusal(out, "--cluster-timeout")
