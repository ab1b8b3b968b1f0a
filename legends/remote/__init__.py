"""Friends far away (issue 28): every seat on its own machine, over a TLS WebSocket (no pygame).

    invite.py    an invite: the host's address and port, its certificate's fingerprint, the seat
                 (or a spectator) and an unguessable secret, as one line to paste or a QR code
    cert.py      the host's own certificate (the `cryptography` package makes it), kept in the data folder
    protocol.py  the messages both ends speak, each one checked
    host.py      the host's server: aiohttp over TLS on a thread of its own; the host's engine is the judge
    hosting.py   the host's table side: a joiner's choice checked and submitted, each decision sent on
    joiner.py    a joiner's client: pins the fingerprint, keeps its own copy of the game in step
    table.py     a remote game without a window (tests, bench/remote.py): a host or a joiner with bots

docs/ui.md *Remote seats* and the README's *Friends far away* describe it.
"""
