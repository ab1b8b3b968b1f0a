"""Issue 26 item 4 on the phone (ninth pass, finding 4, picture 92): the page listed "Take the damage"
as button 1 and the blocks after it, so a player tapping the top button blocked nothing (33 hits
taken, none blocked). Now each deciding state carries `suggested`, the index of the option the TV's
focus cursor starts on (table/defaults.py `first_action`, the same rule as the TV's Enter), and the
page puts that option first.

Real sockets (tests/phones.py): the app's phone server, a test phone as an aiohttp client.
"""
import pytest

pytest.importorskip("aiohttp")
pytest.importorskip("segno")

from legends.engine import lessons as LS  # noqa: E402
from legends.engine.scenario import build  # noqa: E402
from legends.ui.phones import protocol  # noqa: E402
from legends.ui.table import defaults  # noqa: E402
from tests import phones  # noqa: E402
from tests.phones import SETUP, joined, table  # noqa: E402
from tests.tables import scenario  # noqa: E402

invited, page = phones.invited, phones.page     # the fixtures: the app's phone server, a page folder


def tv_default(sc, seat, st):
    """The index of the TV's default among the seat's options on its phone, worked out from the TV."""
    mine = [a for _, a in sc.mode.fallback() if a.seat == seat]
    assert len(st["options"]) == len(mine)
    a = defaults.first_action(sc.focus, mine)
    return mine.index(a) if a is not None else None


def play(app, ph, until, limit=40):
    """The phone taps the suggested option (the first otherwise) at each of its decisions until
    `until(scene)`; every deciding state's `suggested` is checked against the TV's default.
    Returns [(decision kind, state)] of the deciding states (the last: where `until` stopped)."""
    sc, seen = app.scene, []
    for _ in range(limit):
        st = ph.recv(app, kind="state")
        assert st is not None, [k for k, _ in seen]
        if not st["deciding"]:
            assert st["suggested"] is None
            continue
        if st["optional"]:
            assert st["suggested"] is None        # nothing waits for it: the TV's cursor is another seat's
            continue
        assert st["suggested"] == tv_default(sc, 0, st), (sc.game.pending.kind, st["suggested"])
        seen.append((sc.game.pending.kind, st))
        if until(sc):
            return seen
        i = st["suggested"] if st["suggested"] is not None else 0
        ph.send({"type": "choose", "version": st["version"], "option": i})
    raise AssertionError(f"never got there: {[k for k, _ in seen]}")


def test_a_block_decision_suggests_a_block_not_taking_the_damage(invited):
    """Lesson 4's position, P1 on a phone, tapping the suggestion: at the nemesis phase's block the
    state suggests a meter card that blocks (the TV's framed card), never "Take the damage"."""
    app = invited
    ph, _ = joined(app, 0)
    sc = table(app, ("human",), LS.default_lessons()[3].build(app.box))
    seen = play(app, ph, lambda sc: sc.game.pending.kind == "block")
    st = seen[-1][1]
    labels = [o["label"] for o in st["options"]]
    assert len(labels) >= 2 and any(lab.lower().startswith("take") for lab in labels), labels
    i = st["suggested"]
    assert i is not None and labels[i].startswith("Block "), (i, labels)
    assert labels[i] != labels[0] or not labels[0].lower().startswith("take")
    assert sc.mode.fallback()[i][1].kind == "block"


def test_a_move_and_an_attack_suggest_the_tvs_defaults(invited):
    """A move starts on the space nearest an enemy, an attack on the minion nearest a relic
    (defaults.py rules 2 and 3): the phone's suggestion is the TV's, as an option to a space and to
    a figure."""
    app = invited
    ph, _ = joined(app, 0)
    doc = scenario(SETUP["players"][:1], "ayutthaya_ruins", turn=3, fighters=[{"space": "D4"}],
                   enemies=[{"kind": "standard", "space": "C4"}, {"kind": "standard", "space": "E4"},
                            {"kind": "rival", "rival": "cammy", "space": "D4", "seat": 0}])
    table(app, ("human",), build(doc, app.box))
    found = {}

    def seen_both(sc):
        t = sc.focus.default(sc.focus.targets()) if sc.focus.targets() else None
        if sc.game.pending.kind == "act" and t is not None and t.kind in ("space", "figure"):
            found.setdefault(t.kind, sc.game.pending.prompt)
        return len(found) == 2
    seen = play(app, ph, seen_both, limit=60)
    kinds = [k for k, _ in seen]
    assert "act" in kinds and len(found) == 2, (kinds, found)
    st = seen[-1][1]
    o = st["options"][st["suggested"]]
    assert "to" in o or "target" in o, o


def test_the_state_names_no_suggestion_out_of_range():
    """protocol.state keeps `suggested` to an index of the options sent (else null), and null when
    the seat does not decide."""
    from legends.engine import Game
    from legends.content import default_box
    box = default_box()
    g = Game.new(SETUP, box)
    opts = [("a", g.pending.options[0]), ("b", g.pending.options[-1])]
    args = dict(version=1, prompt="p", context=g.pending.context)
    assert protocol.state(g.view, box, 0, deciding=True, options=opts, suggested=1, **args)["suggested"] == 1
    assert protocol.state(g.view, box, 0, deciding=True, options=opts, suggested=2, **args)["suggested"] is None
    assert protocol.state(g.view, box, 0, deciding=False, options=opts, suggested=1, **args)["suggested"] is None
    assert protocol.state(g.view, box, 0, deciding=True, options=opts, **args)["suggested"] is None


def test_a_relic_under_the_fighter_is_suggested_before_a_card(invited):
    """On F4's face-down relic (defaults.py rule 1): once Interact is open to it, the phone's
    suggestion is the TV's, an Interact with the token, not the next hand card."""
    app = invited
    ph, _ = joined(app, 0)
    doc = scenario(SETUP["players"][:1], "ayutthaya_ruins", turn=3, fighters=[{"space": "F4"}],
                   enemies=[{"kind": "standard", "space": "A1"}, {"kind": "elite", "space": "H3"}])
    table(app, ("human",), build(doc, app.box))

    def on_relic(sc):
        t = sc.focus.default(sc.focus.targets()) if sc.focus.targets() else None
        return sc.game.pending.kind == "main" and t is not None and t.kind == "hot" and t.what[0] == "objective"
    seen = play(app, ph, on_relic, limit=60)
    st = seen[-1][1]
    labels = [o["label"] for o in st["options"]]
    assert st["suggested"] is not None and "Interact" in labels[st["suggested"]], (st["suggested"], labels)
