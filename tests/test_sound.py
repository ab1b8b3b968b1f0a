"""Sound: the log-kind table, the silent fallback, the settings keys, the M key, and the sounds a
whole bot game plays at the table (recorded, under the dummy audio driver)."""
import json
from collections import Counter

import pygame
import pytest

from legends.devtools.testing import key
from legends.engine import Game
from legends.store.settings import Settings, load_settings
from legends.engine.setup import random_setup
from legends.ui import sound
from legends.ui.anim import Animator
from legends.ui.sound import Cues, Mixer, Silent, TableSounds, make_sound
from legends.ui.table import GameScene
from legends.ui.input.intents import KEYBOARD


class Recorder:
    """A fake app.sound: records the names played."""
    available = True

    def __init__(self):
        self.names = []

    def play(self, name):
        self.names.append(name)


# --- the table from log entries to sounds (no audio) ---------------------------------------------
def test_log_kinds_map_to_their_sounds():
    c = Cues()
    cases = [({"kind": "reroll"}, "dice"), ({"kind": "block"}, "block"), ({"kind": "ex"}, "ex_gain"),
             ({"kind": "boost"}, "ex_spend"), ({"kind": "upgrade"}, "ex_spend"), ({"kind": "ko"}, "ko"),
             ({"kind": "spawn"}, "spawn"), ({"kind": "nemesis_spawn"}, "nemesis"), ({"kind": "defeat"}, "knockdown"),
             ({"kind": "damage"}, "hurt"), ({"kind": "miss"}, "miss"), ({"kind": "move"}, "move"),
             ({"kind": "play"}, "card"), ({"kind": "turn"}, "turn"), ({"kind": "info"}, None), ({}, None),
             ({"kind": "rival", "text": "Cammy flips to Round 2.", "round": 2}, "round2"),
             ({"kind": "rival", "text": "Cammy is now P2's rival (was P1's)."}, None)]
    for entry, name in cases:
        assert c.cue(entry) == name, entry
    assert all(callable(v) or v in sound.NAMES for v in sound.CUES.values())


def test_a_hit_sounds_like_the_attack_that_rolled_it():
    c = Cues()
    assert c.cue({"kind": "hit"}) == "hit_melee"                        # nothing rolled yet
    for icon, name in (("long", "hit_long"), ("short", "hit_short"), ("melee", "hit_melee")):
        assert c.names([{"kind": "roll", "icon": icon}, {"kind": "hit"}, {"kind": "hit"}]) == ["dice", name, name]
    c.cue({"kind": "roll", "icon": "long"})
    assert c.cue({"kind": "hit"}) == "hit_long"                         # excess damage, decided later


def test_the_end_plays_victory_or_defeat_by_the_result():
    c = Cues()
    assert c.cue({"kind": "end"}, {"winner": "fighters"}) == "victory"
    assert c.cue({"kind": "end"}, {"winner": "nemesis"}) == "defeat"
    assert c.cue({"kind": "end", "winner": "fighters"}) == "victory"


def test_a_skipped_batch_plays_only_its_most_important_sound():
    c = Cues()
    batch = [{"kind": "move"}, {"kind": "roll", "icon": "short"}, {"kind": "hit"}, {"kind": "ex"}]
    assert c.summary(batch) == "hit_short"
    assert c.summary(batch + [{"kind": "end"}], {"winner": "nemesis"}) == "defeat"
    assert c.summary([{"kind": "info"}]) is None


def test_the_animator_tells_entries_as_it_shows_them_and_a_skip_at_once():
    told = []
    an = Animator()
    an.on_show = told.append

    class G:
        class view:
            @staticmethod
            def positions():
                return {}
    entries = [{"kind": "roll", "_i": 0}, {"kind": "hit", "_i": 1}, {"kind": "ex", "_i": 2}, {"kind": "turn", "_i": 3}]
    an.start(entries, {}, {}, G, 0, 1.0)
    assert told == []                                   # nothing shown yet
    an.update(0.01)
    assert told == [[entries[0]]]
    an.update(1.2)                                      # the roll's 1.1 s are over: the hit begins
    assert told[-1] == [entries[1]]
    an.skip()                                           # the rest at once, in one call
    assert told[-1] == entries[2:] and len(told) == 3


def test_table_sounds_play_through_the_apps_sound_object():
    class App:
        sound = Recorder()
    ts = TableSounds(App, lambda: {"winner": "fighters"})
    ts([{"kind": "spawn"}])
    ts([{"kind": "move"}, {"kind": "end"}])
    ts([])
    assert App.sound.names == ["spawn", "victory"]


# --- no audio: silent, never raising -------------------------------------------------------------
def test_without_a_mixer_the_sound_is_silent_and_never_raises(monkeypatch, tmp_path):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))

    def fail(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    s = make_sound(Settings())
    assert isinstance(s, Silent) and not s.available and "no audio device" in s.reason
    for name in sound.NAMES + ("nope", "hit_ranged"):
        assert s.play(name) is None
    s.apply_settings(Settings(music_volume=1.0))
    assert s.toggle_mute() is True and s.muted
    s.close()


def test_the_app_runs_without_an_audio_device(app_no_audio):
    app = app_no_audio
    assert isinstance(app.sound, Silent)
    key(app, pygame.K_m, unicode="m")
    assert app.settings.muted is True
    assert "no audio device" in app.toasts[-1][0]


@pytest.fixture
def app_no_audio(tmp_path, monkeypatch):
    from legends.devtools.testing import make_app
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))

    def fail(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    a = make_app()
    yield a
    pygame.display.quit()


def test_the_mixer_under_the_dummy_driver_plays_and_survives_missing_files(tmp_path):
    s = make_sound(Settings())
    assert isinstance(s, Mixer)                         # SDL_AUDIODRIVER=dummy: a device that discards
    assert s.play("dice") is not None
    assert s.play("dice") is None                       # the same sound again at once: dropped
    assert s.play("no_such_sound") is None
    empty = Mixer(Settings(music_volume=0.0), folder=tmp_path)
    assert empty.play("ko") is None                     # no file: silent
    muted = Mixer(Settings(muted=True))
    assert muted.play("ko") is None and muted.effects == 0.0 and muted.music == 0.0


def test_volumes_follow_the_settings():
    s = Silent(Settings())
    assert (s.effects, s.music) == (0.8, 0.4)
    s.apply_settings(Settings(effects_volume=0.25, music_volume=0))
    assert (s.effects, s.music) == (0.25, 0.0)
    for bad in ({"effects_volume": "loud"}, {"music_volume": float("nan")}, {"effects_volume": 1.5}):
        with pytest.raises(ValueError):     # the settings record never holds a volume it does not allow
            Settings(**bad)


# --- settings keys and the M key ------------------------------------------------------------------
def test_sound_settings_load_and_validate(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    assert load_settings().effects_volume == 0.8
    (tmp_path / "settings.json").write_text(json.dumps({"effects_volume": 0.3, "music_volume": 0, "muted": True}))
    s = load_settings()
    assert (s.effects_volume, s.music_volume, s.muted) == (0.3, 0, True)
    problems = []
    (tmp_path / "settings.json").write_text(json.dumps({"effects_volume": 1.5, "music_volume": True, "muted": "yes"}))
    s = load_settings(problems=problems)
    assert (s.effects_volume, s.music_volume, s.muted) == (0.8, 0.4, False)
    assert len(problems) == 3 and any("effects_volume: expected a number from 0 to 1" in p for p in problems)


def test_the_m_key_mutes_and_unmutes_and_saves(app, tmp_path):
    assert app.settings.muted is False
    key(app, pygame.K_m, unicode="m")
    assert app.settings.muted is True and app.sound.muted
    assert json.loads((tmp_path / "settings.json").read_text())["muted"] is True
    assert load_settings().muted is True
    assert "Sound off" in app.toasts[-1][0]
    assert app.sound.play("ko") is None                 # muted: nothing plays
    key(app, pygame.K_m, mod=pygame.KMOD_CTRL)          # a chord is not the M key
    assert app.settings.muted is True
    key(app, pygame.K_m, unicode="m")
    assert app.settings.muted is False and load_settings().muted is False


def test_buttons_click(app):
    from legends.ui.widgets import Button
    rec = Recorder()
    sound.use(rec)
    try:
        b = Button((0, 0, 100, 40), "OK", lambda: None)
        b.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
        b.enabled = False
        b.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    finally:
        sound.use(app.sound)
    assert rec.names == ["click"]


# --- the table --------------------------------------------------------------------------------------
def play_out(app, scene, limit=20000):
    app.set_scene(scene)
    for _ in range(limit):
        if app.scene is not scene:
            break
        app.step(0.25, [], draw=False)
    return scene.game


def test_a_sound_plays_when_the_table_shows_the_event_not_when_it_is_computed(app):
    rec = app.sound = Recorder()
    sc = GameScene(app, Game.new(random_setup(app.box, 1, 1), app.box), ["human"])
    app.set_scene(sc)
    place = sc.game.legal_actions()[0]                  # the rival goes on the map
    assert place.kind == "place_rival" and sc.pipeline.submit(place, KEYBOARD) and sc.anim.active
    assert rec.names == []                              # applied, not shown yet
    app.step(0.01, [], draw=False)
    assert rec.names == ["spawn"]


def test_a_whole_bot_game_at_the_table_plays_the_expected_sounds(app):
    rec = app.sound = Recorder()
    game = play_out(app, GameScene(app, Game.new(random_setup(app.box, 1, 2), app.box), ["greedy"] * 2, speed=8))
    assert game.is_over()
    n = Counter(rec.names)
    assert set(n) <= set(sound.NAMES)
    for name in ("dice", "move", "card", "turn", "spawn", "nemesis", "knockdown", "ex_gain", "miss", "hurt"):
        assert n[name] > 0, name
    assert n["hit_melee"] + n["hit_short"] + n["hit_long"] > 0
    rolls = game.view.log.of("roll")
    assert rolls and all(r["icon"] in sound.HITS for r in rolls)     # each roll names its attack type
    won = game.view.result["winner"] == "fighters"
    assert n["victory" if won else "defeat"] == 1 and n["defeat" if won else "victory"] == 0


def test_a_whole_bot_game_plays_on_the_real_mixer_without_an_error(app):
    assert isinstance(app.sound, Mixer)
    played, real = [], app.sound.play

    def spy(name):
        played.append(name)
        return real(name)
    app.sound.play = spy
    game = play_out(app, GameScene(app, Game.new(random_setup(app.box, 3, 2), app.box), ["greedy"] * 2, speed=8))
    assert game.is_over() and {"dice", "victory", "defeat"} & set(played)
