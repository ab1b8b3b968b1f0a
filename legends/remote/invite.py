"""An invite to a remote game (issue 28): one line a host sends a friend (or shows as a QR code).

    legends://203.0.113.7:8790/p2/<secret>/<fingerprint>     P2's seat
    legends://203.0.113.7:8790/watch/<secret>/<fingerprint>  a spectator: the whole table, no seat

`secret`: secrets.token_urlsafe (192 bits), the seat's own; `fingerprint`: the SHA-256 of the host's
certificate (base64url, 43 characters): the joiner checks it reached that very host, with no
certificate authority. `parse` reads what a player pasted (spaces and line breaks around it, or
inside it from a chat window's wrapping, are dropped) and says exactly what is wrong with it.
"""
from __future__ import annotations

import base64
import ipaddress
import re
import secrets
from dataclasses import dataclass

SCHEME = "legends://"
SECRET_BYTES = 24
MAX_TEXT = 400                  # an invite is about 140 characters; anything longer is not one
_HOST = re.compile(r"^[A-Za-z0-9.-]{1,253}$")
_B64 = re.compile(r"^[A-Za-z0-9_-]+$")


class InviteError(ValueError):
    """What is wrong with a pasted invite (one sentence a player can act on)."""


def new_secret() -> str:
    return secrets.token_urlsafe(SECRET_BYTES)


def fingerprint_text(digest: bytes) -> str:
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


def fingerprint_bytes(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass(frozen=True)
class Invite:
    host: str
    port: int
    seat: int | None            # None: a spectator
    secret: str
    fingerprint: str            # base64url SHA-256 of the host's certificate (DER)

    def __str__(self):
        host = f"[{self.host}]" if ":" in self.host else self.host
        who = "watch" if self.seat is None else f"p{self.seat + 1}"
        return f"{SCHEME}{host}:{self.port}/{who}/{self.secret}/{self.fingerprint}"

    @property
    def who(self) -> str:
        return "a spectator" if self.seat is None else f"P{self.seat + 1}"

    def at(self, host: str, port: int | None = None) -> "Invite":
        """The same invite for another address (the host's public one, its VPN's)."""
        return Invite(host, self.port if port is None else port, self.seat, self.secret, self.fingerprint)


def parse(text) -> Invite:
    """The invite a player pasted; InviteError says what is wrong with it."""
    if not isinstance(text, str) or not text.strip():
        raise InviteError("Paste the invite the host sent you (it begins with legends://).")
    if len(text) > MAX_TEXT:
        raise InviteError(f"That is not an invite: too long ({len(text)} characters; an invite has about 140).")
    text = "".join(text.split())
    if not text.lower().startswith(SCHEME):
        raise InviteError("That is not an invite: it should begin with legends://")
    parts = text[len(SCHEME):].split("/")
    if len(parts) != 4:
        raise InviteError("The invite is cut short or has extra parts: ask the host to send it again "
                          "(legends://address:port/seat/secret/fingerprint).")
    where, who, secret, fp = parts
    host, port = _address(where)
    return Invite(host, port, _seat(who), _secret(secret), _fingerprint(fp))


def parse_many(text) -> list:
    """The invites a player pasted: one, or several for the seats one machine holds (two friends on
    one sofa); they must be for the same game (host, port, certificate) and for different seats."""
    if isinstance(text, str) and len(text) <= MAX_TEXT * 4:
        flat = "".join(text.split())
        chunks = [c for c in flat.lower().split(SCHEME)]
        if len(chunks) > 2:             # more than one invite: cut where each begins (in the original case)
            starts = [i for i in range(len(flat)) if flat.lower().startswith(SCHEME, i)]
            pieces = [flat[a:b] for a, b in zip(starts, starts[1:] + [len(flat)])]
            return _together([parse(p) for p in pieces])
    return [parse(text)]


def _together(invites: list) -> list:
    first = invites[0]
    if len(invites) > 4:
        raise InviteError("At most four invites at once: one for each seat this machine plays.")
    if any((i.host, i.port, i.fingerprint) != (first.host, first.port, first.fingerprint) for i in invites):
        raise InviteError("These invites are for different games (another host, port or certificate): "
                          "paste the invites of one game.")
    seats = [i.seat for i in invites]
    if None in seats:
        raise InviteError("A spectator's invite watches alone: paste it without the seats' invites.")
    if len(set(seats)) != len(seats):
        raise InviteError("The same seat's invite is pasted twice.")
    return sorted(invites, key=lambda i: i.seat)


def _address(where: str) -> tuple:
    m = re.match(r"^\[([0-9A-Fa-f:.]+)\]:(\d{1,5})$", where) or re.match(r"^([^:\[\]]+):(\d{1,5})$", where)
    if not m:
        raise InviteError(f"The invite's address {where[:60]!r} should be host:port (such as 192.168.1.20:8790).")
    host, port = m.group(1), int(m.group(2))
    if not 1 <= port <= 65535:
        raise InviteError(f"The invite's port {port} is not a port (1 to 65535).")
    if ":" in host:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise InviteError(f"The invite's address {host!r} is not an IPv6 address.") from None
    elif not _HOST.match(host):
        raise InviteError(f"The invite's address {host[:60]!r} is not a host name or an IP address.")
    return host, port


def _seat(who: str):
    who = who.lower()
    if who == "watch":
        return None
    if re.fullmatch(r"p[1-4]", who):
        return int(who[1]) - 1
    raise InviteError(f"The invite's seat {who[:20]!r} should be p1 to p4, or watch.")


def _secret(secret: str) -> str:
    if not 16 <= len(secret) <= 64 or not _B64.match(secret):
        raise InviteError("The invite's secret is damaged (cut short or changed): ask the host to send it again.")
    return secret


def _fingerprint(fp: str) -> str:
    if len(fp) != 43 or not _B64.match(fp) or len(fingerprint_bytes(fp)) != 32:
        raise InviteError("The invite's fingerprint is damaged (it should be 43 letters, digits, - or _): "
                          "ask the host to send it again.")
    return fp
