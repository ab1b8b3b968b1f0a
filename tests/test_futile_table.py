"""Choices that would do nothing, at the table (playtest: Enter spent the combo meter on Murderer
Chain with nobody near): the Legal options row says why first, in a muted colour; the card or
ability on the table says it in its tooltip; the focus cursor starts on a useful thing when there
is one. The engine's view.futile decides (tests/test_rules_futile.py); the table only shows it."""
import pytest

from legends.devtools.testing import hot, open_table
from legends.engine.scenario import build
from legends.ui import theme as T

from tables import fresh_app, record

# Birdie alone at A4, the only minion far away at F1: Body Slam (melee 4) and Murderer Chain (short 1
# reach 1, pull) find nothing; Armored Advance (move 1, heal 1) moves; Break Time heals (health 3)
BIRDIE = {"setup": {"players": [{"fighter": "birdie", "style": "grappler", "rival": "cammy"}]},
          "fighters": [{"space": "A4", "health": 3, "hand": ["grappler_05", "grappler_09"],
                        "meter": ["grappler_02", "grappler_04", "grappler_07"]}],
          "enemies": [{"kind": "standard", "space": "F1"}]}
CHAIN = ("ability", 0, "birdie_murderer_chain")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("futile")) as a:
        yield a


def scene(app, **more):
    sc = open_table(app, build({**BIRDIE, **more}, app.box), ["human"])
    app.render()                       # the hotspots of a drawn frame
    return sc


def rows(sc) -> dict:
    """{the row's label without its number: its colour}."""
    return {text.split(". ", 1)[-1]: color for text, a, color in sc.options.items if a is not None}


def test_choices_that_would_do_nothing_the_option_row_says_why_in_a_muted_colour(app):
    r = rows(scene(app))
    assert r["Murderer Chain: discard Command Grab · no target in range; no one to pull"] == T.FUTILE
    assert r["Play Body Slam: no target in range"] == T.FUTILE
    assert r["Play Armored Advance"] is None
    assert r["Break Time: discard Running Bear Hug + Lariat"] is None          # health 3: it heals


def test_choices_that_would_do_nothing_a_heal_at_full_health_row(app):
    r = rows(scene(app, fighters=[{**BIRDIE["fighters"][0], "health": 4}]))
    assert r["Break Time: discard Running Bear Hug + Lariat · already at full health"] == T.FUTILE


def test_choices_that_would_do_nothing_the_tooltip_of_the_thing_on_the_table(app):
    sc = scene(app)
    chain = sc.tip_at(hot(sc, CHAIN))
    assert chain[1].endswith("\nWould do nothing now: no target in range; no one to pull.")
    assert sc.tip_at(hot(sc, ("hand", 0, "grappler_05")))[1].endswith("Would do nothing now: no target in range.")
    assert "Would do nothing" not in sc.tip_at(hot(sc, ("hand", 0, "grappler_09")))[1]


def test_choices_that_would_do_nothing_the_focus_starts_on_a_useful_one(app):
    """Body Slam is the first card in hand, but would hit nobody: the cursor starts on Armored Advance."""
    sc = scene(app)
    t = sc.focus.current()
    assert (t.kind, t.what) == ("hot", ("hand", 0, "grappler_09"))
    assert sc.focus.label(t) == "Enter: Play Armored Advance"


def test_choices_that_would_do_nothing_the_focus_passes_them_for_the_end_of_the_phase(app):
    """Both cards played and only Murderer Chain to pay for, with nobody near: the cursor starts on
    the end of the phase, not on the ability (which stays a legal choice, and says why it would do nothing)."""
    sc = scene(app, played=2, fighters=[{**BIRDIE["fighters"][0], "meter": ["grappler_02"]}])
    kinds = sorted(a.kind for a in sc.game.legal_actions())
    assert kinds == ["ability", "end"]
    t = sc.focus.current()
    assert [a.kind for a in sc.focus.actions(t)] == ["end"]
    chain = next(x for x in sc.focus.targets() if x.key == ("hot", CHAIN))
    assert sc.focus.label(chain).endswith("(would do nothing: no target in range; no one to pull)")


def test_stunned_fighters_the_prompt_and_the_stand_up_option_say_it(app):
    """Stun, at the table: the prompt bar says the card played resolves no actions (whole, on 720p
    too), and with an EX token the Stand up option says what standing up first is for."""
    from legends.ui.table.hud import prompt_line
    app.set_window_size((1280, 720))
    try:
        sc = scene(app, fighters=[{**BIRDIE["fighters"][0], "stunned": True, "ex": 1}])
        assert prompt_line(sc) == "P1 · Birdie decides: play style card 1 of 2 (stunned: it resolves no actions)"
        assert "Stand up (1 EX): your next card resolves its actions" in rows(sc)
        assert not [m for m in record(app, sc) if m.kind == "cut" and "stunned" in str(m.what)]
    finally:
        app.set_window_size((1920, 1080))
