"""Issue 26 (playtest, minor): the title's nemesis chip read "M." for M. Bison. A standee's name is
whole, or shortened as a fan says it ("BISON"), never an initial (paint/standees.py band_label; the
title's backdrop, kept in the cache folder, has a new key: scenes/title.py PICTURE)."""
import dataclasses

import pygame
import pytest

from legends.content import default_box
from legends.ui import drawn
from legends.ui.paint import standees
from legends.ui.scenes import title


def _whole(label, shown) -> bool:
    """`shown` is the label or one of its words whole (no initial, no cut)."""
    words = [w for w in label.split() if len(w.rstrip(".")) > 1]
    return shown == label or shown in words


def _texts(box) -> list:
    surf = pygame.Surface((1920, 1080))
    with drawn.recording() as marks:
        title._draw_backdrop(surf, title.figures(box))
    return [m.what for m in marks if m.kind == "font"]


@pytest.mark.parametrize("nid", sorted(default_box().nemeses))
def test_every_nemesis_name_on_the_title_is_whole(nid):
    box = default_box()
    nem = box.nemeses[nid]
    one = dataclasses.replace(box, nemeses={nid: nem})
    label = nem.name.upper()
    texts = _texts(one)
    assert any(_whole(label, t) for t in texts), (label, texts)
    assert not any(t.strip().endswith(".") and len(t.strip()) <= 3 for t in texts), texts


def test_the_title_shows_bison_not_an_initial():
    assert {"BISON", "M. BISON"} & set(_texts(default_box()))
    assert "M." not in [t.strip() for t in _texts(default_box())]


def test_the_title_and_game_over_standees_name_every_fighter_whole():
    box = default_box()
    assert len(box.fighters) >= 8, sorted(box.fighters)     # the box's fighters, every one checked
    for f in box.fighters.values():
        label = f.name.upper()
        for size in (110, 120):           # the game-over's and the title's standees
            shown = standees.band_label(label, size)
            assert shown and _whole(label, shown[0]) and shown[1] >= 12, (label, size, shown)


def test_no_short_form_is_an_initial():
    for label in ("M. BISON", "E. HONDA", "F.A.N.G", "RYU"):
        for form in standees.name_forms(label):
            assert not (form.strip().endswith(".") and len(form.strip()) <= 2), (label, form)
    assert standees.name_forms("M. BISON") == ("M. BISON", "BISON", "BIS")


def test_the_backdrops_key_names_its_picture_version(monkeypatch, tmp_path):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    seen = []
    monkeypatch.setattr(title.assets, "kept", lambda kind, size, key, draw: seen.append(key) or pygame.Surface(size))
    title._backdrops.clear()
    title.backdrop(default_box())
    monkeypatch.setattr(title, "PICTURE", title.PICTURE + 1)
    title.backdrop(default_box())
    title._backdrops.clear()
    assert len(seen) == 2 and seen[0] != seen[1]
