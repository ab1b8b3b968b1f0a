"""The phone server alone in a child process, as on the player's machine (its stderr is the
terminal the player sees), for the door's tests: tests/test_phone_door.py.

    python tests/phonechild.py '{"nofile": 160, "server": {"head_timeout": 30}}'

Starts PhoneServer on 127.0.0.1 (any free port) with the open-files soft limit `nofile` if given,
prints one JSON line {"port", "tokens", "cap", "per_address"}, then answers commands on stdin, one
JSON line each:
    files N     how many of N more files it could open (then closes them): what an autosave needs
    gate        the gate's figures {"open", "refused", "timed_out"}
    quit        stops the server and exits
"""
import inspect
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def open_files(n):
    held = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for i in range(n):
                try:
                    held.append(open(os.path.join(tmp, f"f{i}"), "w"))
                except OSError:
                    break
            got = len(held)
            for f in held:
                f.close()
            return got
    except OSError:
        return len(held)


def main():
    opts = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    if opts.get("nofile"):
        import resource
        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (opts["nofile"], hard))
    from legends.ui.phones import server as S
    known = inspect.signature(S.PhoneServer).parameters     # (an older server: its behaviour is tried as is)
    srv = S.PhoneServer(host="127.0.0.1", port=0, **{k: v for k, v in opts.get("server", {}).items() if k in known})
    if not srv.start():
        print(json.dumps({"error": srv.error}), flush=True)
        return
    gate = getattr(srv, "gate", None)
    print(json.dumps({"port": srv.port, "tokens": srv.tokens, "cap": getattr(gate, "total", None),
                      "per_address": getattr(gate, "per_address", None)}), flush=True)
    for line in sys.stdin:
        cmd = line.split()
        if not cmd or cmd[0] == "quit":
            break
        if cmd[0] == "files":
            print(json.dumps(open_files(int(cmd[1]))), flush=True)
        elif cmd[0] == "gate":
            print(json.dumps({k: getattr(gate, k, None) for k in ("open", "refused", "timed_out")}), flush=True)
    srv.stop()


if __name__ == "__main__":
    main()
