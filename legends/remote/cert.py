"""The host's own certificate (issue 28): made once with the `cryptography` package (an EC P-256
key, self-signed, ten years), kept in the data folder (remote/host.pem, its key beside it, readable
by its owner only), so a host that restarts (or continues its autosave) keeps the fingerprint its
invites carry. No certificate authority: a joiner pins the fingerprint from its invite.

    c = load_or_make(folder)      # Cert(cert_path, key_path, fingerprint)
    c.server_context()            # ssl.SSLContext for the host's server (TLS 1.2 at least)
"""
from __future__ import annotations

import datetime
import hashlib
import os
import ssl
from dataclasses import dataclass
from pathlib import Path

from .invite import fingerprint_text

CERT, KEY = "host.pem", "host.key"


class CertError(RuntimeError):
    """The certificate cannot be made or read (one sentence)."""


@dataclass(frozen=True)
class Cert:
    cert_path: Path
    key_path: Path
    fingerprint: str            # base64url SHA-256 of the certificate's DER

    def server_context(self) -> ssl.SSLContext:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        ctx.load_cert_chain(str(self.cert_path), str(self.key_path))
        return ctx


def fingerprint_of(pem: bytes) -> str:
    der = ssl.PEM_cert_to_DER_cert(pem.decode("ascii"))
    return fingerprint_text(hashlib.sha256(der).digest())


def load_or_make(folder) -> Cert:
    folder = Path(folder)
    cert, key = folder / CERT, folder / KEY
    try:
        if cert.is_file() and key.is_file():
            return Cert(cert, key, fingerprint_of(cert.read_bytes()))
    except (OSError, ValueError):
        pass                        # damaged: made again (the old invites stop working, said by the joiner)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        pem, key_pem = make()
        _write(key, key_pem, 0o600)
        _write(cert, pem, 0o644)
    except OSError as exc:
        raise CertError(f"Cannot keep the host's certificate in {folder}: {exc}") from None
    return Cert(cert, key, fingerprint_of(pem))


def _write(path: Path, data: bytes, mode: int):
    tmp = path.with_suffix(path.suffix + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def make() -> tuple:
    """(certificate PEM, key PEM): a new self-signed certificate."""
    try:
        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID
    except ImportError:
        raise CertError("Hosting needs the cryptography package: pip install -r requirements.txt") from None
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Legends host")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=3650)).sign(key, hashes.SHA256()))
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return cert.public_bytes(serialization.Encoding.PEM), key_pem
