"""Action is a frozen value made by its own __new__ (one object for equal actions, its hash worked
out once) with object's own __init__ (no Python frame per action made: the search's playouts make
them by the thousand). These pin what that relies on, so a Python or dataclasses that changes it
fails here rather than in a search (legends/engine/actions.py explains it)."""
import copy
import pickle

import pytest

from legends.engine.actions import Action


def test_an_action_runs_no_python_init_and_dataclass_wrote_none():
    assert Action.__init__ is object.__init__           # not replaced by @dataclass's generated one
    assert "__init__" in Action.__dict__ and "__new__" in Action.__dict__


def test_an_action_is_made_by_position_and_by_keyword_alike():
    made = [Action(0, "play", ("shoto_03",)), Action(seat=0, kind="play", args=("shoto_03",)),
            Action(0, "play", args=("shoto_03",)), Action(0, kind="play", args=("shoto_03",))]
    assert len(made) == 4
    for a in made:
        assert (a.seat, a.kind, a.args) == (0, "play", ("shoto_03",))
        assert a is made[0]                              # equal actions: one object
    bare = Action(1, "end_phase")
    assert bare.args == () and str(bare) == "P2 end_phase"


def test_an_action_refuses_what_a_constructor_refuses():
    with pytest.raises(TypeError):
        Action(0, "play", ("x",), "extra")
    with pytest.raises(TypeError):
        Action(0, "play", colour="red")
    with pytest.raises(TypeError):
        Action(0)


def test_an_action_is_frozen_equal_ordered_and_hashed_by_its_fields():
    a, b = Action(2, "target", ("m3",)), Action(2, "target", ("m4",))
    with pytest.raises(AttributeError):
        a.seat = 1
    assert a == Action.parse("P3 target m3") and a != b and a < b
    assert hash(a) == hash((2, "target", ("m3",))) and len({a, b, Action(2, "target", ("m3",))}) == 2
    odd = Action(0, "pick", ([1, 2],))                   # arguments that cannot be hashed: an action of its own
    assert odd == Action(0, "pick", ([1, 2],)) and odd is not Action(0, "pick", ([1, 2],))
    with pytest.raises(TypeError):
        hash(odd)


def test_an_action_copies_and_pickles_as_itself():
    a = Action(1, "ability", ("ken_hadoken", "shoto_01,shoto_04", "kick"))
    assert copy.copy(a) is a and copy.deepcopy(a) is a
    back = pickle.loads(pickle.dumps(a))
    assert back is a and hash(back) == hash(a) and str(back) == "P2 ability ken_hadoken shoto_01,shoto_04 kick"
