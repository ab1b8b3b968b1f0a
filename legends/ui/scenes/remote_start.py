"""Starting a remote game's table (issue 28): the host's, from the setup screen (or Continue on a
hosted game's autosave), and a joiner's, when the host's game arrives (join.py)."""
from __future__ import annotations

from ..input.seats import remote
from ...store import autosaves


def host_game(app, game, ctrl, game_id=None) -> bool:
    """The table of a game with remote seats (`ctrl`: "human", a bot's name or "remote" per seat),
    its invites shown; False (said) when hosting cannot start."""
    from ...remote.cert import CertError
    from ...remote.link import HostLink
    from .remote_table import RemoteGameScene
    seats = ["human" if c == "remote" else c for c in ctrl]
    far = {i for i, c in enumerate(ctrl) if c == "remote"}
    game_id = game_id or autosaves.new_game_id()
    try:
        link = HostLink(far, app.box, game_id)
    except CertError as exc:
        app.show_message("Cannot host this game", str(exc))
        return False
    err = link.start()
    if err:
        app.show_message("Cannot host this game", f"{err}. Close what uses the port, or try again.")
        return False
    pads = list(app.seat_pads) if isinstance(app.seat_pads, list) and len(app.seat_pads) == len(seats) else [None] * len(seats)
    app.seat_pads = [remote(i) if i in link.remote else p for i, p in enumerate(pads)]
    app.remote = link
    app.set_scene(RemoteGameScene(app, game, seats, link, game_id=game_id))
    return True


def hosted_seats(game_id, n) -> list | None:
    """The seats of an autosaved game that was hosted ("remote" for its remote seats), or None."""
    from ...remote.config import HostConfig
    cfg = HostConfig.load(game_id) if game_id else None
    if cfg is None:
        return None
    return ["remote" if i in cfg.secrets else None for i in range(n)]


def continue_hosted(app, game, seats, game_id) -> bool:
    """Continue on a hosted game's autosave: hosted again, the same invites working. False: not hosted."""
    far = hosted_seats(game_id, len(seats))
    if far is None or game.is_over():
        return False
    return host_game(app, game, [f or s for f, s in zip(far, seats)], game_id)


def joined_game(app, link, game, seats_info):
    """The host's game arrived (or a new copy of it): its table, on this machine's copy."""
    from .remote_table import RemoteGameScene
    n = game.view.seats
    app.seat_pads = [None if i in link.own else remote(i) for i in range(n)]
    app.remote = link
    app.set_scene(RemoteGameScene(app, game, ["human"] * n, link))
