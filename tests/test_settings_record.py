"""Issue 24 item 4 and the settings record (issue 24's design step, issue 25 item 3): settings.json
keeps the keys this version does not know, an unreadable file is set aside and never written over,
each field falls back to its own default only, and no call site restates a default."""
import json
import re
from pathlib import Path

import pygame
import pytest

from legends.devtools.testing import key, make_app

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    yield tmp_path
    pygame.display.quit()


def press_m(home):
    """Start the app on the folder's settings.json and press M (the mute toggle saves the settings)."""
    app = make_app()
    key(app, pygame.K_m, unicode="m")
    return app


def test_item4_settings_keep_keys_this_version_does_not_know(home):
    other = {"colour_blind": True,                                   # a key of another version
             "layout_v9": {"panels": ["log", "map"], "docked": 2},   # a newer version's nested setting
             "ui_scale": "175"}                                      # a value a newer version offers
    (home / "settings.json").write_text(json.dumps(dict(other, effects_volume=0.5, muted=False)))
    app = press_m(home)
    saved = json.loads((home / "settings.json").read_text())
    assert saved["muted"] is True and saved["effects_volume"] == 0.5
    assert {k: saved.get(k) for k in other} == other
    key(app, pygame.K_m, unicode="m")                                # saved again: still there
    saved = json.loads((home / "settings.json").read_text())
    assert saved["muted"] is False and {k: saved.get(k) for k in other} == other


def test_item4_a_setting_the_player_changes_replaces_the_value_another_version_wrote(home):
    from legends.store.settings import load_settings
    (home / "settings.json").write_text(json.dumps({"ui_scale": "175", "extra": 1}))
    problems = []
    s = load_settings(problems=problems)
    assert s.ui_scale == "auto" and problems == ["settings.json: ui_scale: expected one of auto, 100, 125, 150, "
                                                 "200; using 'auto'"]
    assert s.change(ui_scale="auto") is None                        # chosen now: the player's choice is saved
    assert json.loads((home / "settings.json").read_text()) == {**_defaults(), "extra": 1}


def _defaults():
    from legends.store.settings import Settings, as_dict
    return as_dict(Settings())


@pytest.mark.parametrize("text", ["{not json", "[1, 2, 3]", '{"anim_speed": ' + "[" * 200 + "]" * 200 + "}"])
def test_item4_an_unreadable_settings_file_is_set_aside_not_written_over(home, text):
    (home / "settings.json").write_text(text)
    app = press_m(home)
    aside = home / "settings.unreadable-1.json"
    assert aside.read_text() == text
    assert any("settings.json" in t and "set aside as settings.unreadable-1.json" in t for t, _ in app.toasts)
    assert json.loads((home / "settings.json").read_text())["muted"] is True


def test_item4_a_file_that_cannot_be_set_aside_is_left_as_it_is(home, monkeypatch):
    from legends.store import settings as S

    def refuse(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(S, "set_aside", refuse)
    (home / "settings.json").write_text("{not json")
    problems = []
    s = S.load_settings(problems=problems)
    assert len(problems) == 1 and "left as it is" in problems[0] and "Permission denied" in problems[0]
    err = s.change(muted=True)
    assert err.startswith("Could not save settings: ") and (home / "settings.json").read_text() == "{not json"
    assert s.muted is True                                          # the app goes on with the change


BAD = {"window": "999x1", "fullscreen": "yes", "ui_scale": "175", "anim_speed": 10, "tie_break": "sometimes",
       "hard": 1, "bot": "", "preview_moves": "no", "effects_volume": 1.5, "music_volume": -0.1, "muted": 0,
       "pause_after_turn": None, "last_setup": [], "invite_phones": "true", "colour_vision": "colourblind",
       "calm_motion": "on", "step_nemesis": 1, "table_text": 150, "high_contrast": "yes",
       "keys": {"skip": 11}, "buttons": {"xbox": {"skip": 3}}}
GOOD = {"window": "1280x720", "fullscreen": True, "ui_scale": "150", "anim_speed": 2.0, "tie_break": "ask",
        "hard": True, "bot": "random", "preview_moves": False, "effects_volume": 0.3, "music_volume": 0.9,
        "muted": True, "pause_after_turn": False, "last_setup": {"stage": "night_market"}, "invite_phones": True,
        "colour_vision": "deuteranopia", "calm_motion": True, "step_nemesis": True, "table_text": "150",
        "high_contrast": True, "keys": {"skip": "k"}, "buttons": {"playstation": {"skip": "y", "hint": "none"}}}


@pytest.mark.parametrize("field", sorted(BAD))
def test_each_setting_out_of_range_falls_back_to_its_own_default_only(home, field):
    from legends.store.settings import FIELDS, as_dict, default_of, load_settings
    assert set(BAD) == set(GOOD) == set(FIELDS)                     # every field is tried
    (home / "settings.json").write_text(json.dumps(dict(GOOD, **{field: BAD[field]})))
    problems = []
    got = as_dict(load_settings(("random", "greedy"), problems))
    assert got == dict(GOOD, **{field: default_of(field)})
    assert len(problems) == 1 and problems[0].startswith(f"settings.json: {field}: expected "), problems


def test_the_record_refuses_a_value_it_does_not_allow_and_saves_nothing(home):
    from legends.store.settings import load_settings
    s = load_settings()
    with pytest.raises(ValueError):
        s.change(muted=True, anim_speed=9.0)                         # one value not allowed: nothing changes
    with pytest.raises(AttributeError):
        s.change(volume=1)
    assert s.anim_speed == 1.0 and s.muted is False and not (home / "settings.json").exists()


FIELD_NAMES = ("window", "fullscreen", "ui_scale", "anim_speed", "tie_break", "hard", "bot", "preview_moves",
               "effects_volume", "music_volume", "muted", "pause_after_turn", "last_setup", "invite_phones")
DICT_USE = re.compile(r"settings\s*(\.get\(|\[|\.setdefault\(|\.pop\()|DEFAULT_SETTINGS|SOUND_DEFAULTS")


def test_no_call_site_reads_a_setting_as_a_dictionary_entry():
    """The defaults live in legends/store/settings.py only: no `settings.get(key, default)`,
    `settings[key]`, or an alias of the settings indexed by a setting's name."""
    found = []
    for path in sorted(list((ROOT / "legends").rglob("*.py")) + list((ROOT / "bench").glob("*.py"))):
        if path == ROOT / "legends" / "store" / "settings.py":
            continue
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(ROOT)
        found += [f"{rel}: {m.group()}" for m in DICT_USE.finditer(text)]
        for alias in re.findall(r"^\s*(\w+) = (?:self\.)?(?:app\.)?settings\s*$", text, re.M):
            use = re.compile(rf"\b{alias}(?:\.get\(|\[)\s*[\"']({'|'.join(FIELD_NAMES)})[\"']")
            found += [f"{rel}: {m.group()}" for m in use.finditer(text)]
    assert found == []
