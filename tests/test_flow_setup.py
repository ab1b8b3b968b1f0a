"""The setup screen explains every choice (fighters' abilities, what a style deck favours, rivals,
the preview's figures) and remembers the last choices, checked against the box when read."""
import json

import pytest

import pygame

from legends.store.settings import load_settings
from legends.ui.scenes import setup_tips
from legends.ui.scenes.setup import SetupScene
from legends.ui.scenes.setup_memory import recall, remember
from legends.ui.table import GameScene
from legends.devtools.testing import click, key
from legends.store import folder


def selectors(sc, label):
    return [w for w in sc.widgets if getattr(w, "label", None) == label]


def setup_scene(app):
    sc = SetupScene(app)
    app.set_scene(sc)
    app.render()
    return sc


def test_every_fighter_deck_and_rival_explains_itself(app):
    sc = setup_scene(app)
    box = app.box
    fighter, deck, rival = (selectors(sc, k)[0] for k in ("Fighter", "Style deck", "Rival"))
    for fid, f in box.fighters.items():
        fighter.value = fid
        title, text, _ = fighter.tip
        assert f.name in title
        for ab in f.abilities:                            # every ability, with its cost and what it does
            assert ab.name in text and " + ".join(ab.standard.cost) in text
        assert f.critical_art.name in text
    for sid, d in box.styles.items():
        deck.value = sid
        title, text, _ = deck.tip
        assert d.name in title and "Favours" in text and "Combo icons" in text
    for rid, r in box.rivals.items():
        rival.value = rid
        title, text, _ = rival.tip
        assert r.name in title and f"Round 1: health {r.r1.health}" in text and f"Round 2: health {r.r2.health}" in text
    for label in ("Stage", "Minion group", "Nemesis", "Players", "Enemy tie-breaks", "Played by"):
        assert selectors(sc, label)[0].tip, label


def test_a_deck_tip_counts_its_cards(app):
    zoner = setup_tips.deck_tip(app.box.styles["zoner"])[1]
    assert "Favours ranged attacks" in zoner
    shoto = setup_tips.deck_tip(app.box.styles["shoto"])[1]
    assert "melee 6, short 3, long 3" in shoto


def test_hovering_shows_the_tip_and_the_preview_figures_have_theirs(app):
    sc = setup_scene(app)
    fighter = selectors(sc, "Fighter")[0]
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=fighter.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert sc.draw_widgets(app.screen) == fighter.tip
    figs = list(sc.view.fig_rects)
    assert figs
    for r, fid in figs:
        sc.hover = r.center
        tip = sc.figure_tip()
        assert tip and tip[1], fid
    tips = {sc.view.figure_at(r.center): None for r, _ in figs}
    assert any(f.startswith("F") for f in tips)


def test_the_last_setup_is_remembered(app):
    sc = setup_scene(app)
    click(app, selectors(sc, "Players")[0].arrows()[0].center)     # 2 -> 1 player
    assert len(sc.cfg["players"]) == 1
    for _ in range(3):
        click(app, selectors(sc, "Fighter")[0].arrows()[1].center)
    click(app, selectors(sc, "Stage")[0].arrows()[1].center)
    chosen = (sc.cfg["stage"], dict(sc.cfg["players"][0]))
    key(app, pygame.K_RETURN, unicode="\r")
    assert isinstance(app.scene, GameScene)
    saved = json.loads((folder.data_dir() / "settings.json").read_text())["last_setup"]
    assert saved["stage"] == chosen[0] and saved["players"] == [chosen[1]] and "seed" not in saved
    app.settings = load_settings()                            # as the next start of the app reads it
    sc2 = setup_scene(app)
    assert (sc2.cfg["stage"], sc2.cfg["players"]) == (chosen[0], [chosen[1]])
    assert sc2.ctrl == ["human"]


def test_a_stale_last_setup_falls_back_without_an_error(app):
    default = SetupScene(app).cfg
    app.settings.last_setup = {"stage": "gone_stage", "minions": 7, "nemesis": "bison",
                                  "players": [{"fighter": "nobody", "style": "shoto", "rival": "cammy"},
                                              {"fighter": "ryu", "style": ["x"], "rival": "cammy"}],
                                  "seats": ["human", "skynet"], "hard": "very", "tie_break": "ask"}
    sc = setup_scene(app)
    c = sc.cfg
    assert c["stage"] == default["stage"] and c["minions"] == default["minions"] and c["nemesis"] == "bison"
    assert c["tie_break"] == "ask" and c["hard"] == default["hard"]
    p1, p2 = c["players"]
    assert p1["fighter"] in app.box.fighters and p1["style"] == "shoto" and p1["rival"] == "cammy"
    assert p2["fighter"] == "ryu" and p2["style"] in app.box.styles and p2["rival"] != "cammy"
    assert sc.ctrl[0] == "human" and sc.ctrl[1] in ("greedy", "random")
    assert sc.preview is not None and sc.error is None
    for junk in ({"players": "x"}, {"players": [1, 2, 3, 4, 5]}, {"stage": ["x"]}):
        app.settings.last_setup = junk
        assert setup_scene(app).cfg["stage"] == default["stage"]
    for junk in ([], "ryu", None):                  # not a mapping: the settings record refuses it
        with pytest.raises(ValueError):
            app.settings.last_setup = junk


def test_a_bad_last_setup_in_the_file_is_the_default(app, tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"last_setup": ["not", "a", "mapping"]}))
    problems = []
    assert load_settings(problems=problems).last_setup == {}
    assert any("last_setup" in p for p in problems)


def test_recall_keeps_fighters_and_rivals_distinct(app):
    box = app.box
    cfg = SetupScene(app).cfg
    last = {"players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                        {"fighter": "ryu", "style": "shoto", "rival": "cammy"}]}
    out, _ = recall(last, box, ("greedy",), cfg, ["human", "greedy"])
    assert out["players"][0]["fighter"] == "ryu" and out["players"][1]["fighter"] != "ryu"
    assert out["players"][1]["rival"] != "cammy"
    assert remember(out, ["human", "greedy"])["seats"] == ["human", "greedy"]


def test_keyboard_alone_chooses_and_starts(app):
    sc = setup_scene(app)
    fighter = selectors(sc, "Fighter")[0]
    before = fighter.value
    assert sc.focus.current(sc.widgets) is sc.focus.items(sc.widgets)[0]     # the first row is chosen at once
    for _ in range(sc.focus.items(sc.widgets).index(fighter)):
        key(app, pygame.K_TAB)
    assert sc.focus.current(sc.widgets) is fighter
    key(app, pygame.K_RIGHT)
    assert sc.cfg["players"][0]["fighter"] == fighter.value != before
    if sc.preview is None:                                        # P2's fighter: one more
        key(app, pygame.K_RIGHT)
    assert sc.preview is not None
    app.render()                                                  # the focused choice shows its tip
    key(app, pygame.K_UP)
    assert sc.focus.current(sc.widgets) is not fighter
    key(app, pygame.K_RETURN, unicode="\r")
    assert isinstance(app.scene, GameScene)
    assert app.scene.game.view.setup["players"][0]["fighter"] == fighter.value
