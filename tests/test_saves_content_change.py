"""A save outlives a change of the box's content (issue 16: the content is re-balanced, an owner edits a
card to match their printed one): a save records the box's fingerprint; when its decision log no longer
replays and the box it was made with is not today's (or it names none), the game goes on from the saved
position with today's cards, says so once, and plays, saves and loads on from there. With the same box,
a snapshot that differs from its log is a damaged file, as before (docs/engine.md, Saves)."""
import json
import shutil
from dataclasses import replace

import pytest

from legends.bots import make_bot
from legends.content import default_box, load_box
from legends.content.loader import DATA, STAGES
from legends.engine import Game, SaveError
from legends.engine.saves import CONTENT_CHANGED
from legends.engine.scenario import DEFAULT_SETUP
from legends.store import autosaves, saves as store_saves
from test_rules_content import BOX, new_game, position

RYU = {"fighter": "ryu", "style": "shoto", "rival": "cammy"}
ATTACKS = ("melee", "short", "long")


# --- boxes that differ from BOX in one thing -------------------------------------------------------
def stronger_shoto(box=BOX):
    """Every shoto card's attacks one higher (an owner's edit of the printed values)."""
    deck = box.styles["shoto"]
    cards = tuple(replace(c, rows=tuple(tuple(replace(a, value=a.value + 1) if a.icon in ATTACKS else a
                                              for a in row) for row in c.rows)) for c in deck.cards)
    return replace(box, styles={**box.styles, "shoto": replace(deck, cards=cards)})


def tougher_bison(box=BOX):
    """M. Bison's health track re-balanced: the second space needs 6 successes (4 in BOX)."""
    bison = box.nemeses["bison"]
    track = (bison.health_track[0], 6) + bison.health_track[2:]
    return replace(box, nemeses={**box.nemeses, "bison": replace(bison, health_track=track)})


def moved_setup_minions(stage_id, box=BOX):
    """The stage's starting minions all set up on its start space instead."""
    st = box.stages[stage_id]
    assert st.setup_minions, f"{stage_id} places no minion at setup: moving them changes nothing"
    moved = tuple((kind, st.start) for kind, _ in st.setup_minions)
    return replace(box, stages={**box.stages, stage_id: replace(st, setup_minions=moved)})


# --- games and saves ------------------------------------------------------------------------------
def save_of(game) -> dict:
    return json.loads(json.dumps(game.save_dict()))


def replays_alike(game, box) -> bool:
    """Whether the game's save still replays to its snapshot with `box`."""
    try:
        again = Game.from_save(save_of(game), box)
    except SaveError:
        return False
    return again.notice is None


def played_until_it_differs(box2, box=BOX, limit=150) -> Game:
    """A game over `box`, played by a greedy bot up to the first decision its save would replay
    differently with box2."""
    game = Game.new({**DEFAULT_SETUP, "players": [RYU]}, box)
    bot = make_bot("greedy", 4)
    for _ in range(limit):
        if not replays_alike(game, box2):
            return game
        game.apply(bot.choose(game, game.legal_actions()))
    raise AssertionError(f"{limit} decisions played the same with both boxes")


def without(state: dict, *keys) -> dict:
    return {k: v for k, v in state.items() if k not in keys}


def assert_goes_on_from_the_saved_position(saved: Game, loaded: Game) -> None:
    """The position is the saved one (the log one entry longer: the notice), the same decision waits,
    the notice is said once (game.notice and the log's last entry), and undo stops here."""
    assert loaded.notice == CONTENT_CHANGED and loaded.notice_why
    before, after = saved.to_dict(), loaded.to_dict()
    assert without(after, "log", "base") == without(before, "log", "base")
    assert after["log"][:-1] == before["log"] and after["log"][-1]["text"] == CONTENT_CHANGED
    assert (loaded.pending.kind, loaded.pending.seat) == (saved.pending.kind, saved.pending.seat)
    assert loaded.view.decisions == saved.view.decisions and list(loaded.view.history) == list(saved.view.history)
    assert not loaded.can_undo()


def play_on_save_and_load(game: Game, box, decisions=3) -> Game:
    """A few more decisions, then a save of the game loads with `box` as it was: replayed, no notice."""
    bot = make_bot("greedy", 9)
    for _ in range(decisions):
        if game.is_over():
            break
        game.apply(bot.choose(game, game.legal_actions()))
    data = save_of(game)
    assert data["content"] == box.fingerprint
    assert data["decisions"] == list(game.view.history)[len(data["snapshot"]["base"]["history"]):]
    again = Game.from_save(data, box)
    assert again.notice is None and again.to_dict() == game.to_dict()
    return again


# --- the fingerprint ---------------------------------------------------------------------------------
def test_the_fingerprint_is_short_stable_and_kept_per_box():
    box = default_box()
    assert len(box.fingerprint) == 16 and int(box.fingerprint, 16) >= 0
    assert box.__dict__["_fingerprint"] == box.fingerprint         # worked out once
    assert load_box().fingerprint == box.fingerprint              # another load of the same files
    assert stronger_shoto(box).fingerprint != box.fingerprint
    assert tougher_bison(box).fingerprint != box.fingerprint
    assert moved_setup_minions("ayutthaya_ruins", box).fingerprint != box.fingerprint   # its looter (C3)


def test_the_fingerprint_ignores_comments_formatting_and_colours(tmp_path):
    data, stages = tmp_path / "data", tmp_path / "stages"
    shutil.copytree(DATA, data)
    shutil.copytree(STAGES, stages)
    shoto = data / "styles" / "shoto.yaml"
    shoto.write_text("# an owner's note\n\n" + shoto.read_text().replace(", ", ",  "))
    ryu = data / "fighters" / "ryu.yaml"
    ryu.write_text(ryu.read_text().replace('color: "#e8e2d0"', 'color: "#102030"'))
    assert load_box(data, stages).fingerprint == default_box().fingerprint
    shoto.write_text(shoto.read_text().replace("rows: [[melee 3]]", "rows: [[melee 4]]", 1))
    assert load_box(data, stages).fingerprint != default_box().fingerprint


def test_a_save_records_the_fingerprint_of_its_box():
    game = new_game({"players": [RYU]})
    assert save_of(game)["content"] == BOX.fingerprint
    assert Game.new(game.view.setup.thaw()).save_dict()["content"] == default_box().fingerprint


# --- after a change: from the saved position ----------------------------------------------------------
def test_a_changed_card_value_goes_on_from_the_saved_position():
    box2 = stronger_shoto()
    game = played_until_it_differs(box2)
    loaded = Game.from_save(save_of(game), box2)
    assert_goes_on_from_the_saved_position(game, loaded)
    play_on_save_and_load(loaded, box2)


def test_a_changed_nemesis_health_track_goes_on_from_the_saved_position():
    """A scenario game (replayed from its base position): Ryu's Anti-Air hits M. Bison on track space 2
    with 4 successes; BOX moves the tracker, the re-balanced track (6 needed) would not."""
    box2 = tougher_bison()
    game = position(setup={"players": [RYU]}, fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                    nemesis={"space": "F4", "track": 1}, dice=[2, 1, 1],
                    decisions=["P1 play shoto_03", "P1 target nemesis"])
    assert game.view.nemesis["track"] == 2
    loaded = Game.from_save(save_of(game), box2)
    assert_goes_on_from_the_saved_position(game, loaded)
    assert loaded.view.nemesis["track"] == 2 and loaded.nem.health_track[1] == 6
    play_on_save_and_load(loaded, box2)


def test_changed_stage_setup_minions_go_on_from_the_saved_position():
    stage = "shadaloo_base"
    box2 = moved_setup_minions(stage)
    game = new_game({"players": [RYU], "stage": stage})
    bot = make_bot("greedy", 2)
    for _ in range(4):
        game.apply(bot.choose(game, game.legal_actions()))
    assert not replays_alike(game, box2)
    loaded = Game.from_save(save_of(game), box2)
    assert_goes_on_from_the_saved_position(game, loaded)
    assert loaded.view.enemies() == game.view.enemies()           # where they stood, not today's setup
    play_on_save_and_load(loaded, box2)


def test_undo_goes_back_to_the_saved_position_and_no_further():
    box2 = stronger_shoto()
    game = played_until_it_differs(box2)
    loaded = Game.from_save(save_of(game), box2)
    d = next(a for a in loaded.legal_actions() if a.kind in ("move", "end", "pass", "play"))
    loaded.apply(d)
    if not loaded.can_undo():
        pytest.skip(f"{d} rolled dice or drew cards")
    back = loaded.undo()
    assert without(back.to_dict(), "base") == without(Game.from_save(save_of(game), box2).to_dict(), "base")
    assert not back.can_undo()


def test_a_save_without_a_fingerprint_goes_on_from_its_snapshot_when_the_content_changed():
    """Saves from before fingerprints: a log that no longer replays is taken as a content change."""
    box2 = stronger_shoto()
    game = played_until_it_differs(box2)
    data = save_of(game)
    del data["content"]
    assert_goes_on_from_the_saved_position(game, Game.from_save(data, box2))


def test_a_finished_game_keeps_its_result_and_statistics():
    box2 = moved_setup_minions("shadaloo_base")
    game = new_game({"players": [RYU], "stage": "shadaloo_base"})
    bot = make_bot("greedy", 5)
    while not game.is_over():
        game.apply(bot.choose(game, game.legal_actions()))
    loaded = Game.from_save(save_of(game), box2)
    assert loaded.is_over() and loaded.notice == CONTENT_CHANGED
    assert loaded.result == game.result and loaded.view.stats == game.view.stats
    assert loaded.view.turn == game.view.turn and loaded.view.decisions == game.view.decisions


# --- what stays as before ------------------------------------------------------------------------------
def test_unchanged_content_replays_as_before_without_a_notice():
    game = played_until_it_differs(stronger_shoto())
    for data in (save_of(game), without(save_of(game), "content")):
        loaded = Game.from_save(data, BOX)
        assert loaded.notice is None and loaded.to_dict() == game.to_dict()
        assert loaded.can_undo() == game.can_undo()


def test_the_same_box_and_a_tampered_snapshot_is_still_damaged():
    game = played_until_it_differs(stronger_shoto())
    data = save_of(game)
    data["snapshot"]["fighters"][0]["ex"] = (data["snapshot"]["fighters"][0]["ex"] + 1) % 3
    with pytest.raises(SaveError, match=r"save is damaged: snapshot\.fighters\[0\]\.ex: \d in the file, "
                                        r"but its decision log gives \d"):
        Game.from_save(data, BOX)


def test_an_illegal_decision_with_the_same_box_is_still_damaged():
    game = played_until_it_differs(stronger_shoto())
    data = save_of(game)
    data["decisions"][0] = "P1 fly away"
    with pytest.raises(SaveError, match=r"decisions\[0\]"):
        Game.from_save(data, BOX)


def test_a_snapshot_out_of_shape_for_todays_box_is_still_damaged():
    """Track space 2 of a track cut to one space: the saved position cannot be played with today's cards."""
    game = position(setup={"players": [RYU]}, fighters=[{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                    nemesis={"space": "F4", "track": 1}, dice=[2, 1, 1],
                    decisions=["P1 play shoto_03", "P1 target nemesis"])
    bison = BOX.nemeses["bison"]
    box2 = replace(BOX, nemeses={**BOX.nemeses, "bison": replace(bison, health_track=bison.health_track[:1])})
    with pytest.raises(SaveError, match=r"different card data.*snapshot\.nemesis\.track: expected a whole number"):
        Game.from_save(save_of(game), box2)


def test_a_saved_position_that_breaks_the_rules_is_still_damaged():
    """A snapshot in shape whose cards are not each in one zone: not a position to go on from."""
    box2 = stronger_shoto()
    game = played_until_it_differs(box2)
    data = save_of(game)
    f = data["snapshot"]["fighters"][0]
    f["deck"].append(f["hand"][0])
    with pytest.raises(SaveError, match=r"different card data, and its saved position does not fit today's cards "
                                        r"either \(snapshot: P1: style cards not each in exactly one zone\)"):
        Game.from_save(data, box2)
    with pytest.raises(SaveError, match=r"nor does its saved position fit today's cards \(snapshot: P1: style"):
        Game.from_save(without(data, "content"), box2)


# --- the players are told, and the game keeps its autosaves ---------------------------------------
def test_continue_after_a_content_change_says_so_once_and_keeps_the_game(app):
    from legends.devtools.testing import click, widget
    from legends.ui.table import GameScene
    box2 = stronger_shoto(app.box)
    game = played_until_it_differs(box2, app.box)
    gid = autosaves.new_game_id()
    autosaves.write({**game.save_dict(), "ui": {"seats": ["human"], "game": gid}}, gid)
    app.box = box2                                        # the content changed since
    app.title()
    app.render()
    click(app, widget(app.scene, "Continue").rect.center)
    assert isinstance(app.scene, GameScene) and app.message is not None
    assert app.message[0].text == CONTENT_CHANGED
    sc = app.scene
    assert sc.game.view.log[-1]["text"] == CONTENT_CHANGED and sc.session.game_id == gid
    again = Game.from_save(store_saves.read_save(autosaves.slot(gid)), box2)
    assert again.notice is None and again.to_dict() == sc.game.to_dict()
    app.render()


def test_loading_a_save_file_after_a_content_change_says_so(app, tmp_path):
    """Load game (and F9) open a file through load_game_file: the same notice, over the table. (A stage
    whose shipped setup places a minion: Ayutthaya Ruins' looter; Shadaloo Base places none since the
    balance work, docs/balance.md.)"""
    from legends.ui.table import GameScene, load_game_file
    box2 = moved_setup_minions("ayutthaya_ruins", app.box)
    assert box2.fingerprint != app.box.fingerprint
    game = Game.new({"stage": "ayutthaya_ruins", "minions": "shadaloo", "nemesis": "bison", "seed": 3,
                     "players": [RYU]}, app.box)
    bot = make_bot("greedy", 3)
    for _ in range(3):
        game.apply(bot.choose(game, game.legal_actions()))
    path = tmp_path / "before.json"
    store_saves.write_save(path, game.save_dict())
    app.box = box2
    assert load_game_file(app, path)
    assert isinstance(app.scene, GameScene) and app.message[0].text == CONTENT_CHANGED
    assert app.scene.game.view.history == game.view.history
    app.render()


def test_check_save_says_a_save_goes_on_from_its_saved_position(tmp_path):
    """A save made with other card data (the shipped shoto deck one higher), checked with today's box."""
    import subprocess
    import sys
    from pathlib import Path
    today = default_box()
    game = played_until_it_differs(today, stronger_shoto(today))
    path = tmp_path / "older.json"
    path.write_text(json.dumps(game.save_dict()))
    out = subprocess.run([sys.executable, "main.py", "check-save", str(path)], cwd=Path(__file__).resolve().parents[1],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert CONTENT_CHANGED in out.stdout and "Its decision log no longer replays: snapshot." in out.stdout
