"""The words the players read name things as the table shows them (playtest #8): a feature by the
name its stage prints on it ("Reclining Buddha", never its id "buddha"), a minion by the label on
its token ("M1", never "m1") -- in the log, the prompts and the options."""
from helpers import do, options, position

from legends.ui.table.inputmode import describe

RUINS = {"stage": "ayutthaya_ruins", "minions": "dolls", "nemesis": "sagat", "seed": 1,
         "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]}


def ruins(**doc):
    return position(setup=RUINS, **doc)


def texts(game):
    return [e["text"] for e in game.s["log"]]


def test_a_feature_is_named_as_the_stage_prints_it_in_the_option_and_the_log():
    game = ruins(fighters=[{"space": "C3", "hand": ["shoto_04"]}], enemies=[{"kind": "standard", "space": "A1"}])
    do(game, "P1 play shoto_04")
    assert "P1 move buddha" in options(game, "move")
    move = next(a for a in game.legal_actions() if str(a) == "P1 move buddha")
    assert describe(game, move, 0) == "Move to Reclining Buddha"
    do(game, "P1 move buddha")
    assert "P1 moves C3 -> Reclining Buddha." in texts(game)
    assert game.view.space_name("buddha") == "Reclining Buddha" and game.view.space_name("C3") == "C3"
    assert not any("buddha" in t for t in texts(game))


def test_a_minion_is_named_as_its_token_reads():
    game = ruins(fighters=[{"space": "C4", "hand": ["shoto_03"]}], enemies=[{"kind": "standard", "space": "C4"}])
    eid = next(e for e in game.s["enemies"] if e.startswith("m"))
    assert game.view.name_of(eid).endswith(f"({eid.upper()})")
    do(game, "P1 play shoto_03")
    target = next(a for a in game.legal_actions() if a.kind == "target")
    assert describe(game, target, 0) == f"Target {game.view.name_of(eid)} (C4)"
    assert f"({eid})" not in " ".join(texts(game))


def test_a_unique_action_option_says_what_it_does():
    """Playtest #11: the option read "Resolve the unique action"; it says what the card does."""
    setup = dict(RUINS, players=[{"fighter": "ryu", "style": "counter", "rival": "cammy"}])
    game = position(setup=setup, fighters=[{"space": "C4", "hand": ["counter_04"], "health": 3}],
                    enemies=[{"kind": "standard", "space": "A1"}])
    do(game, "P1 play counter_04")
    do_it = next(a for a in game.legal_actions() if a.kind == "do")
    label = describe(game, do_it, 0)
    assert label.startswith("Recover 1 health"), label
    assert "unique action" not in label
