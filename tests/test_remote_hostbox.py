"""Issue 28: where only the content differs, the joiner may play with the host's box. The host's files
are checked like any content file, kept in the cache folder only, and must make the host's box (its
fingerprint); a hostile host's bad or oversized box is refused with a house error line and leaves
nothing behind."""
import shutil
import time
from pathlib import Path

import pytest

from legends.content.loader import DATA, STAGES
from legends.remote.hostbox import MAX_BYTES, box_files, take
from remoteclients import LiveHost
from remoteprocs import host, join, machines  # noqa: F401  (machines: the fixture)


def other_box(folder: Path) -> Path:
    """A copy of the shipped box where Ryu has another name: another fingerprint."""
    shutil.copytree(DATA, folder / "data")
    shutil.copytree(STAGES, folder / "stages")
    ryu = folder / "data" / "fighters" / "ryu.yaml"
    text = ryu.read_text()
    assert "name: Ryu" in text
    ryu.write_text(text.replace("name: Ryu", "name: Ryu the Wanderer", 1))
    return folder


def files_of(folder: Path) -> dict:
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_a_joiner_with_another_box_plays_the_whole_game_with_the_hosts_and_ends_equal(tmp_path, machines):
    mine = other_box(tmp_path / "mybox")
    before = files_of(mine)
    h = host(tmp_path / "host", "--seed", "5", "--players", "2", "--remote", "1")
    machines.append(h)
    invite = h.line("listening")["invites"][0]
    j = join(tmp_path / "p2", invite, "--box", str(mine), "--host-box")
    machines.append(j)
    end, got = h.line("over"), j.line("over")
    assert got["host_box"] is True and got["over"] == end["over"] and got["decisions"] == end["decisions"]
    assert files_of(mine) == before                     # the player's own box is untouched
    kept = [p.name for p in (tmp_path / "p2" / "cache" / "host-boxes").iterdir()]
    assert len(kept) == 1 and not kept[0].startswith(".")   # the host's box, under its fingerprint


def test_a_joiner_with_another_box_is_offered_the_hosts_and_refused_without_it(tmp_path, machines):
    h = host(tmp_path / "host", "--seed", "5", "--players", "2", "--remote", "1")
    machines.append(h)
    invite = h.line("listening")["invites"][0]
    j = join(tmp_path / "p2", invite, "--box", str(other_box(tmp_path / "mybox")))
    machines.append(j)
    said = j.line("refused")["refused"]
    assert "fighter ryu (changed)" in said and "play with the host's box" in said
    assert not (tmp_path / "p2" / "cache" / "host-boxes").exists()


def _bad(kind):
    files = box_files()
    if kind == "yaml":
        files["fighters/ryu.yaml"] = "name: [unclosed"
    elif kind == "field":
        files["fighters/ryu.yaml"] = files["fighters/ryu.yaml"].replace("name: Ryu", "name: [1, 2]", 1)
    elif kind == "oversized":
        files["fighters/huge.yaml"] = "name: " + "x" * (2 << 20)
    elif kind == "too_much":
        files.update({f"stages/s{i}.yaml": "# " + "x" * 900_000 for i in range(6)})
    elif kind == "escape":
        files["../../../evil.yaml"] = "a: 1"
    elif kind == "bomb":
        files["dice.yaml"] = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
            f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n" for p, c in zip("abcdefgh", "bcdefghi"))
    elif kind == "another":
        files["fighters/ryu.yaml"] = files["fighters/ryu.yaml"].replace("name: Ryu", "name: Not Ryu", 1)
    return files


@pytest.mark.parametrize("kind, said", [
    ("yaml", "the host's box/fighters/ryu.yaml: line 2, column 1: did not find expected"),
    ("field", "the host's box/fighters/ryu.yaml: name: expected"),
    ("oversized", "the host's box/fighters/huge.yaml: (file): the file is"),
    ("too_much", "the host's box: (files): "),
    ("escape", "the host's box: '../../../evil.yaml': expected a name like fighters/ryu.yaml"),
    ("bomb", "the host's box/dice.yaml: line"),
    ("another", "the host's box: (box): its fingerprint is"),
])
def test_a_hostile_hosts_bad_box_is_refused_with_what_is_wrong_and_nothing_is_kept(tmp_path, monkeypatch, kind, said):
    from legends.content import default_box
    from legends.remote.invite import Invite
    from legends.remote.link import JoinLink
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path / "home"))
    bad = _bad(kind)
    live = LiveHost(tmp_path / "hostcert", box=lambda: bad)
    try:
        mine = default_box()
        live.server.content = "0123456789abcdef"        # the host says its box is another one
        inv = Invite("127.0.0.1", live.port, 0, live.cfg.secrets[0], live.cert.fingerprint)
        link = JoinLink(inv, mine, on_game=lambda game, seats: None, want_box=True)
        link.start()
        end = time.monotonic() + 20
        while not link.follow.refused and time.monotonic() < end:
            link.pump()
            time.sleep(0.01)
        link.stop()
    finally:
        live.stop()
    assert said in link.follow.refused and not link.host_box and link.game is None
    home = tmp_path / "home"
    written = [p.relative_to(home) for p in home.rglob("*") if p.is_file()]
    assert all(p.parts[0] != "cache" for p in written)          # nothing kept of the host's files
    assert all(not str(p).endswith(".yaml") for p in written)   # and no YAML anywhere else either
    assert not (tmp_path / "evil.yaml").exists()


def test_the_bounds_are_checked_before_anything_is_written(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path / "home"))
    files = box_files()
    files.update({f"stages/s{i}.yaml": "x" for i in range(300)})
    box, err = take(files, "0123456789abcdef")
    assert box is None and "347 files; a box sent is at most 200" in err
    assert not (tmp_path / "home").exists() and MAX_BYTES > sum(len(t) for t in box_files().values())
