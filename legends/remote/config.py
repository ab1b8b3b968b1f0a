"""What a hosted game keeps besides its autosave (issue 28): its port, each remote seat's secret,
the spectators' secret and the machine each seat's invite was accepted from. Kept in the data
folder by the game's id (remote/<game id>.json), so the host that continues its autosave serves
the same invites again. The certificate (cert.py) is the host machine's, kept beside them.

    cfg = HostConfig.new([1, 2], port=8790)
    cfg.invites("192.168.1.20", fingerprint)   # [Invite P2, Invite P3, Invite spectator]
    cfg.save(game_id); HostConfig.load(game_id)    # None if it has none (or it is damaged)
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..store import files, folder
from .invite import Invite, new_secret

MACHINE_FILE = "machine.txt"


def remote_dir():
    return folder.data_dir() / "remote"


def machine_id() -> str:
    """This machine's id (made once, kept in the data folder): a used invite takes its seat back only
    from the machine it was accepted from."""
    path = remote_dir() / MACHINE_FILE
    try:
        text = path.read_text(encoding="ascii").strip()
        if 16 <= len(text) <= 64 and text.replace("-", "").replace("_", "").isalnum():
            return text
    except (OSError, UnicodeError):
        pass
    text = new_secret()
    try:
        files.make_folder(remote_dir())
        files.write_atomic(path, text.encode("ascii"))
    except (OSError, files.StoreError):
        pass                        # a machine that cannot keep it is a new machine each run
    return text


@dataclass
class HostConfig:
    port: int
    secrets: dict                   # seat -> secret
    watch: str                      # the spectators' secret
    machines: dict = field(default_factory=dict)    # seat -> machine id

    @classmethod
    def new(cls, seats, port: int) -> "HostConfig":
        return cls(port, {int(s): new_secret() for s in seats}, new_secret())

    def invites(self, host: str, fingerprint: str, port: int | None = None) -> list:
        port = port or self.port
        out = [Invite(host, port, s, self.secrets[s], fingerprint) for s in sorted(self.secrets)]
        return out + [Invite(host, port, None, self.watch, fingerprint)]

    def to_dict(self) -> dict:
        return {"port": self.port, "secrets": {str(k): v for k, v in self.secrets.items()}, "watch": self.watch,
                "machines": {str(k): v for k, v in self.machines.items()}}

    @classmethod
    def from_dict(cls, data) -> "HostConfig | None":
        try:
            port = int(data["port"])
            secrets = {int(k): str(v) for k, v in dict(data["secrets"]).items() if 0 <= int(k) <= 3}
            machines = {int(k): str(v) for k, v in dict(data.get("machines") or {}).items() if int(k) in secrets}
            return cls(port, secrets, str(data["watch"]), machines) if 0 < port < 65536 else None
        except (KeyError, TypeError, ValueError):
            return None

    @staticmethod
    def path(game_id):
        return remote_dir() / f"{game_id}.json"

    def save(self, game_id):
        """Kept with the game (raises StoreError / OSError)."""
        files.make_folder(remote_dir())
        files.write_atomic(self.path(game_id), json.dumps(self.to_dict(), indent=1).encode("utf-8"))

    @classmethod
    def load(cls, game_id) -> "HostConfig | None":
        try:
            return cls.from_dict(json.loads(cls.path(game_id).read_text(encoding="utf-8")))
        except (OSError, ValueError):
            return None
