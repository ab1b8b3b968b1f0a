"""Issue 28, *Done means*: a remote game with every seat on a process of its own, over TLS on
127.0.0.1: a whole 4-player bot game ends with the same state hash on every machine; a joiner that
drops in the middle of its decision rejoins with its invite and the game goes on; a host that
crashes goes on from its autosave, and the same invites work again."""

from remoteprocs import host, join, machines  # noqa: F401  (machines: the fixture)


def test_a_whole_four_player_game_with_each_seat_on_its_own_process_ends_equal_everywhere(tmp_path, machines):
    h = host(tmp_path / "host", "--seed", "3", "--players", "4", "--remote", "1,2,3")
    machines.append(h)
    invites = h.line("listening")["invites"]
    joiners = [join(tmp_path / f"j{i}", inv) for i, inv in enumerate(invites)]    # P2, P3, P4 and a spectator
    machines.extend(joiners)
    ends = [j.line("over") for j in joiners]
    end = h.line("over")
    assert end["refusals"] == 0 and end["decisions"] > 50
    assert {e["over"] for e in ends} == {end["over"]}
    assert {e["decisions"] for e in ends} == {end["decisions"]}
    assert all(e["round_trips_ms"] for e in ends[:3]) and not ends[3]["round_trips_ms"]


def test_a_joiner_that_drops_mid_decision_rejoins_and_catches_up(tmp_path, machines):
    h = host(tmp_path / "host", "--seed", "5", "--players", "2", "--remote", "1")
    machines.append(h)
    invite = h.line("listening")["invites"][0]
    first = join(tmp_path / "p2", invite, "--drop-at", "20")
    machines.append(first)
    dropped = first.line("dropped")["dropped"]
    assert first.wait() == 4                        # gone without a word, its seat to decide
    again = join(tmp_path / "p2", invite)           # the same machine, the same invite
    machines.append(again)
    back = again.line("joined")
    assert back["decisions"] == dropped             # the game waited for P2: caught up mid-decision
    end, mine = h.line("over"), again.line("over")
    assert mine["over"] == end["over"] and mine["decisions"] == end["decisions"] > dropped


def test_another_machine_with_a_used_invite_is_refused(tmp_path, machines):
    h = host(tmp_path / "host", "--seed", "5", "--players", "2", "--remote", "1")
    machines.append(h)
    invite = h.line("listening")["invites"][0]
    first = join(tmp_path / "p2", invite, "--drop-at", "0")
    machines.append(first)
    first.line("dropped")
    thief = join(tmp_path / "elsewhere", invite)
    machines.append(thief)
    assert "already used from another machine" in thief.line("refused")["refused"]
    assert thief.wait() == 2


def test_a_host_that_crashes_goes_on_from_its_autosave_and_the_same_invites_work(tmp_path, machines):
    h = host(tmp_path / "host", "--seed", "6", "--players", "3", "--remote", "1,2", "--crash-after", "30")
    machines.append(h)
    start = h.line("listening")
    joiners = [join(tmp_path / f"j{i}", inv) for i, inv in enumerate(start["invites"][:2])]
    machines.extend(joiners)
    assert h.wait() == 3                            # crashed at decision 30
    again = host(tmp_path / "host", "--continue", start["game"], "--remote", "1,2")
    machines.append(again)
    back = again.line("listening")
    assert back["invites"] == start["invites"] and back["listening"] == start["listening"]
    end = again.line("over")
    ends = [j.line("over") for j in joiners]
    assert {e["over"] for e in ends} == {end["over"]} and end["decisions"] > 30
    assert all(e["replaced"] >= 2 for e in ends)    # each took the restarted host's game


def test_a_machine_may_hold_two_seats_beside_another_far_away(tmp_path, machines):
    h = host(tmp_path / "host", "--seed", "8", "--players", "4", "--remote", "1,2,3")
    machines.append(h)
    p2, p3, p4 = h.line("listening")["invites"][:3]
    sofa = join(tmp_path / "sofa", p2, p3)              # two friends on one sofa: P2 and P3
    far = join(tmp_path / "far", p4)
    machines += [sofa, far]
    assert sofa.line("joined")["joined"] == [1, 2]
    ends = [sofa.line("over"), far.line("over")]
    end = h.line("over")
    assert {e["over"] for e in ends} == {end["over"]} and end["refusals"] == 0
