"""The game-over screen tells how close it was (the nemesis health track, the objectives, the loss
condition and the rounds, from game.view) and what New game and Play again each do."""
import pygame

from legends.engine.scenario import build
from legends.ui.scenes import closeness as C
from legends.ui.scenes.gameover import GameOverScene, SUBTITLES, TIPS
from legends.ui.scenes.setup import SetupScene
from legends.ui.table import GameScene
from legends.devtools.testing import click, widget

BASE = {"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
                  "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"}]},
        "turn": 9, "fighters": [{"space": "A3", "round": 2, "health": 1}],
        "nemesis": {"space": "D2", "track": 4}}


def finished(app, doc, winner, reason):
    g = build(doc, app.box)
    g.rules.end(winner, reason)                       # the test ends the game as the engine would
    return g


def text_of(game):
    return [C.track_summary(game), C.objective_summary(game), C.loss_summary(game)]


def test_a_loss_tells_the_track_the_objectives_and_the_loss_condition(app):
    g = finished(app, BASE, "nemesis", "Ryu is defeated in Round 2. The fighters lose.")
    tr, ob, lo = text_of(g)
    n = len(app.box.nemeses["bison"].health_track)
    assert tr["head"] == f"Tracker on space 5 of {n}" and tr["at"] == 4
    assert f"{n - 4} more successful attacks" in tr["text"]
    assert ob["total"] == len(g.view.objectives) and ob["left"] + ob["done"] + ob["lost"] == ob["total"]
    assert "done" in ob["head"] and "left" in ob["head"]
    p = g.view.loss_progress()
    assert lo["head"] == f"Bombs detonated: {p['now']} of {p['limit']}" and not lo["ended"]
    assert "before this was reached" in lo["text"]
    app.set_scene(GameOverScene(app, g, ["human"]))
    app.render()


def test_the_loss_condition_that_ended_it_says_so(app):
    doc = dict(BASE, fighters=[{"space": "A3"}])
    g = build(doc, app.box)
    for tok in g.s["objectives"][:2]:                  # two bombs detonated (test setup)
        tok["state"] = "destroyed"
    g.rules.end("nemesis", "2 objective tokens are destroyed. The fighters lose.")
    tr, ob, lo = text_of(g)
    assert lo["ended"] and lo["text"].startswith("This ended the game")
    assert ob["lost"] == 2


def test_a_win_and_a_time_limit(app):
    doc = dict(BASE, setup=dict(BASE["setup"], stage="night_market"))
    g = finished(app, doc, "fighters", "M. Bison is defeated! The fighters win.")
    tr, ob, lo = text_of(g)
    assert tr["defeated"] and "defeated" in tr["head"]
    assert ob["total"] == 0
    p = g.view.loss_progress()
    assert lo["head"] == f"Round {p['now']} of {p['limit']}" and f"{p['limit'] - p['now']} rounds were left" in lo["text"]


def test_a_nemesis_not_yet_on_the_map(app):
    doc = dict(BASE)
    doc.pop("nemesis")
    g = finished(app, doc, "nemesis", "Ryu is defeated in Round 2. The fighters lose.")
    tr = C.track_summary(g)
    assert not g.view.nemesis["on_map"]
    assert "never came down" in tr["head"] and f"{len(g.view.nemesis['deck'])} nemesis card" in tr["text"]


def test_the_screen_shows_the_figures_and_explains_the_buttons(app, monkeypatch):
    g = finished(app, BASE, "nemesis", "Ryu is defeated in Round 2. The fighters lose.")
    shown = []
    import legends.ui.assets as A
    real_text, real_fit = A.text, A.fit_text
    monkeypatch.setattr(A, "text", lambda s, *a, **k: shown.append(s) or real_text(s, *a, **k))
    monkeypatch.setattr(A, "fit_text", lambda s, *a, **k: shown.append(s) or real_fit(s, *a, **k))
    sc = GameOverScene(app, g, ["human"])
    app.set_scene(sc)
    app.render()
    n = len(app.box.nemeses["bison"].health_track)
    assert f"Tracker on space 5 of {n}" in shown and "HOW CLOSE IT WAS" in shown
    assert any(s.startswith("Bombs detonated:") for s in shown)
    assert any(s.startswith("Objectives:") for s in shown)
    assert SUBTITLES["again"] in shown and SUBTITLES["new"] in shown
    assert "new shuffle" in TIPS["again"][1] and "setup" in TIPS["new"][1]
    assert widget(sc, "Play again").tip == TIPS["again"] and widget(sc, "New game").tip == TIPS["new"]
    click(app, widget(sc, "New game").rect.center)     # New game: back to setup, these choices filled in
    assert isinstance(app.scene, SetupScene) and app.scene.cfg["stage"] == "shadaloo_base"
    sc = GameOverScene(app, g, ["human"])
    app.set_scene(sc)
    app.render()
    click(app, widget(sc, "Play again").rect.center)   # Play again: the same setup, a new seed
    assert isinstance(app.scene, GameScene)
    setup = app.scene.game.view.setup
    assert setup["seed"] == 6 and setup["players"][0]["fighter"] == "ryu" and setup["stage"] == "shadaloo_base"


def test_the_words_follow_the_stage_the_deck_and_the_game_rounds(app):
    """Relics are taken (not defused); an empty nemesis deck means the nemesis was about to spawn; the
    game's rounds are "game rounds", apart from a fighter's Round 2."""
    doc = dict(BASE, setup=dict(BASE["setup"], stage="ayutthaya_ruins"), turn=7)
    doc.pop("nemesis")
    g = build(doc, app.box)
    g.s["nemesis"]["deck"] = []
    g.rules.end("nemesis", "Ryu is defeated in Round 2. The fighters lose.")
    tr, ob, lo = text_of(g)
    assert tr["text"] == "No nemesis cards were left: M. Bison was about to spawn."
    assert ob["text"].endswith("relics: green taken, red carried off, pale still on the map.")
    assert "defused" not in ob["text"]
    assert lo["text"].endswith("It ended in turn 7.") and "Round 7" not in lo["text"]
    two = dict(doc, setup=dict(doc["setup"], players=[{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                                                      {"fighter": "ken", "style": "rushdown", "rival": "juri"}]))
    g = finished(app, dict(two, fighters=[{"space": "A3", "round": 2, "health": 0}, {"space": "A4"}]),
                 "nemesis", "Ryu is defeated in Round 2. The fighters lose.")
    assert C.loss_summary(g)["text"].endswith("It ended in game round 4 (turn 7).")
