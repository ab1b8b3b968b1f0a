"""engine/seen.py, issue 31 item 7: the seen key is built from the usual records' values without
copies; a record of another shape, or a value that is not plain data, still gives a key that tells
visible changes apart and leaves the hidden ones out (it is written with marshal instead)."""
import pytest

from legends.content import default_box
from legends.engine.seen import seen_key
from test_expert import positions, rearranged


@pytest.fixture(scope="module")
def box():
    return default_box()


def odd_shapes(game):
    """The same table with a field more on every fighter, an enemy and a token, and on the nemesis."""
    g = game.clone()
    s = g.s
    for f in s["fighters"]:
        f["note"] = "x"
    next(iter(s["enemies"].values()))["note"] = "x"
    for t in s["objectives"]:
        t["note"] = "x"
    s["nemesis"]["note"] = "x"
    return g


def test_other_shapes_still_key_what_the_players_see(box):
    spots = positions(box)
    assert len(spots) == 4
    for game in spots:
        usual = seen_key(game)
        odd = odd_shapes(game)
        key = seen_key(odd)
        hash(key)
        assert key != usual                                    # another table (a field more)
        assert seen_key(rearranged(odd, 5)) == key             # the hidden changes: the same key
        assert seen_key(odd.sample(3)) == key
        other = odd.clone()
        other.s["fighters"][0]["health"] -= 1
        assert seen_key(other) != key


def test_a_value_that_is_not_plain_data_writes_the_whole_key(box):
    spots = positions(box)
    assert len(spots) == 4
    for game in spots:
        g = game.clone()
        g.s["fighters"][0]["space"] = [g.s["fighters"][0]["space"]]      # a list where a scalar goes
        key = seen_key(g)
        assert type(key) is bytes and key != seen_key(game)
        other = g.clone()
        other.s["fighters"][0]["ex"] += 1
        assert seen_key(other) != key
