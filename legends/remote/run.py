"""A remote game's machines without a window (issue 28): tests/test_remote_*.py and bench/remote.py
run a host and its joiners each in a process of its own, every seat played by a bot.

    python -m legends.remote.run host --seed 3 --players 4 --remote 1,2,3 [--bot greedy] [--port 0]
                                     [--continue GAME_ID] [--crash-after N] [--watchers 1]
    python -m legends.remote.run join INVITE [INVITE ...] [--bot greedy] [--drop-at N] [--box DIR] [--host-box]

Each prints JSON objects, one a line, and flushes: the host `{"listening": port, "game": id,
"invites": [...]}`, then `{"over": hash, "decisions": n}`; a joiner `{"joined": seat}`, then
`{"over": hash, "decisions": n, "round_trips_ms": [...], "resyncs": n}`, or `{"refused": why}`
(exit status 2). `--crash-after N`: the host ends at once after N decisions (its autosave holds
the game; `--continue` goes on from it with the same invites). `--drop-at N`: the joiner leaves
when its seat is to decide at decision N or later, without choosing (mid-decision). `--box DIR`: the
joiner's box is DIR/data and DIR/stages (another box than the host's); `--host-box`: where only the box
differs, it plays with the host's (hostbox.py).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

LINGER = 15.0           # seconds the host stays, once the game is over, for the joiners to see its end


def say(**fields):
    print(json.dumps(fields), flush=True)


def host(args) -> int:
    from ..bots import make_bot  # noqa: F401  (the bots load before the first decision)
    from ..content import default_box
    from ..engine import Game
    from ..engine.setup import random_setup
    from ..engine.statehash import state_hash
    from ..store import autosaves
    from ..ui.table.pipeline import Pipeline
    from ..ui.table.session import Session, open_session
    from .cert import load_or_make
    from .config import HostConfig, remote_dir
    from .host import HostServer
    from .hosting import HostGame
    from .hostbox import box_files
    from .sameness import parts
    from .table import Quiet, Seats, Waker, play_local
    box = default_box()
    remote = {int(s) for s in args.remote.split(",") if s != ""}
    if args.resume:
        game, seats, gid = open_session(autosaves.slot(args.resume), box)
        session = Session(game, seats, game_id=gid)
        cfg = HostConfig.load(gid)
        if cfg is None:
            say(error=f"no remote seats kept for game {gid}")
            return 2
    else:
        seats = ["human" if i in remote else args.bot for i in range(args.players)]
        session = Session(Game.new(random_setup(box, args.seed, args.players), box), seats)
        cfg = HostConfig.new(sorted(remote), args.port)
    cert = load_or_make(remote_dir())
    server = HostServer(cert, cfg.secrets, cfg.watch, content=box.fingerprint, host="127.0.0.1", port=cfg.port,
                        machines=cfg.machines, parts=parts(box), box=box_files)
    waker = Waker()
    server.wake = waker
    if not server.start():
        say(error=server.error)
        return 2
    cfg.port = server.port

    def keep(_live=None):
        cfg.machines = dict(server.machines)
        cfg.save(session.game_id)
    keep()
    bots = {i for i, k in enumerate(session.seats) if k != "human"}
    pipeline = Pipeline(session, Seats(bots=bots, remote=remote), Quiet())
    hg = HostGame(session, pipeline, server, remote, on_seats=keep)
    say(listening=server.port, game=session.game_id, invites=[str(i) for i in cfg.invites("127.0.0.1", cert.fingerprint)])
    over_at = None
    while True:
        waker.wait(0.02)
        hg.pump()
        while play_local(session, pipeline, bots):
            hg.sync()
            if args.crash_after and session.game.view.decisions >= args.crash_after:
                os._exit(3)             # a crash: no goodbye; the autosave holds the game
        hg.pump()
        if session.game.is_over():
            over_at = over_at or time.monotonic()
            if not (server.live_seats() & remote) or time.monotonic() - over_at > LINGER:
                break
    say(over=state_hash(session.game), decisions=session.game.view.decisions, refusals=hg.refusals,
        result=session.game.result["winner"])
    server.stop({"type": "ended", "message": "The game is over."})
    return 0


def join(args) -> int:
    from ..content import default_box
    from ..engine.statehash import state_hash
    from .invite import InviteError, parse_many
    from .link import JoinLink
    from .table import Waker, play_local
    if args.box:
        from pathlib import Path
        from ..content.loader import load_box
        box = load_box(Path(args.box) / "data", Path(args.box) / "stages")
    else:
        box = default_box()
    try:
        invites = parse_many(" ".join(args.invite))
    except InviteError as exc:
        say(refused=str(exc))
        return 2
    made = []
    link = JoinLink(invites, box, lambda game, seats: made.append(attach(link, game, args.bot)), want_box=args.host_box)
    waker = Waker()
    link.wake = waker
    link.start()
    joined = False
    while True:
        waker.wait(0.02)
        link.pump()
        if link.follow.refused:
            say(refused=link.follow.refused)
            link.stop()
            return 2
        g = link.game
        if g is None or link.pipeline is None:
            continue
        if not joined:
            joined = True
            say(joined=sorted(link.own) if len(link.own) > 1 else invites[0].seat, decisions=g.view.decisions)
        if g.is_over():
            break
        if args.drop_at is not None and g.view.decisions >= args.drop_at and g.pending.seat in link.own:
            say(dropped=g.view.decisions)
            os._exit(4)                 # gone without a word, mid-decision
        if link.follow.sent_at != g.view.decisions and not link.follow.waiting:
            play_local(link.pipeline.session, link.pipeline, link.own)
    link.stop()
    f = link.follow
    say(over=state_hash(g), decisions=g.view.decisions, resyncs=f.resyncs,
        round_trips_ms=[round(t * 1000, 3) for t in f.round_trips], replaced=len(made), host_box=link.host_box)
    return 0


def attach(link, game, bot):
    """A window-less table for the host's game: a session (its bots for this machine's seats) and its
    pipeline, attached to the link (the session's forward sends this machine's choices to the host)."""
    from ..bots import make_bot
    from ..ui.table.pipeline import Pipeline
    from ..ui.table.session import Session
    from .table import Quiet, Seats
    session = Session(game, autosaving=False)
    session.bots = {seat: make_bot(bot, 7 + seat) for seat in link.own}
    link.attach(Pipeline(session, Seats(bots=link.own, local=link.own), Quiet()))
    return game


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m legends.remote.run")
    sub = p.add_subparsers(dest="role", required=True)
    h = sub.add_parser("host")
    h.add_argument("--seed", type=int, default=1)
    h.add_argument("--players", type=int, default=4)
    h.add_argument("--remote", default="1,2,3")
    h.add_argument("--bot", default="greedy")
    h.add_argument("--port", type=int, default=0)
    h.add_argument("--continue", dest="resume")
    h.add_argument("--crash-after", type=int, default=0)
    j = sub.add_parser("join")
    j.add_argument("invite", nargs="+", help="one invite, or those of the seats this machine holds")
    j.add_argument("--bot", default="greedy")
    j.add_argument("--drop-at", type=int)
    j.add_argument("--box", help="this machine's box: DIR/data and DIR/stages")
    j.add_argument("--host-box", action="store_true", help="where only the box differs, play with the host's")
    args = p.parse_args(argv)
    return host(args) if args.role == "host" else join(args)


if __name__ == "__main__":
    sys.exit(main())
